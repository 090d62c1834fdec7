package bitcode

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// The summary sweep: every valid file of the LLVM test copy about ThinLTO
// or module summaries (under ThinLTO/, named thinlto*, or with "summary" in
// its path) is made into bitcode with a module summary by opt-N
// -module-summary, or by llvm-as-N when the file holds summary entries
// itself (llvm-as then writes them as a combined index), and must print as
// llvm-dis-N prints it, summary included, except the files listed with a
// reason in testdata/summary/diff-llvmN.tsv. LLVM's answers are stored in
// testdata/summary/llvmN.tsv, as for TestOracle14/22 (same flags).
func TestSummaryOracle14(t *testing.T) { oracleSweep(t, 14, summarySweep) }
func TestSummaryOracle22(t *testing.T) { oracleSweep(t, 22, summarySweep) }

var summarySweep = oracleSpec{files: summaryFiles, bc: summaryBC, dir: "summary"}

func summaryFiles(t *testing.T) []oracleFile {
	var out []oracleFile
	for _, e := range corpus.LLVMTest(t) {
		base := e.Path[strings.LastIndexByte(e.Path, '/')+1:]
		if e.Valid() && (strings.HasPrefix(e.Path, "ThinLTO/") || strings.HasPrefix(base, "thinlto") || strings.Contains(e.Path, "summary")) {
			out = append(out, oracleFile{name: "llvm-test/" + e.Path, opq: e.Verdict == corpus.OKOpaque})
		}
	}
	if len(out) < 200 {
		t.Fatalf("only %d ThinLTO and summary files in the LLVM test copy", len(out))
	}
	return out
}

// summaryEntry finds a summary entry (^N = ...) in a .ll file.
var summaryEntry = regexp.MustCompile(`(?m)^\^[0-9]+ = `)

func summaryBC(t testing.TB, root, dir string, n int, f oracleFile) ([]byte, bool) {
	src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f.name)))
	if err != nil {
		t.Fatal(err)
	}
	if summaryEntry.Match(src) {
		return bcFor(t, root, dir, n, f)
	}
	args := []string{"-module-summary", f.name, "-o", "-"}
	if n == 14 && f.opq {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	return cachedBC(t, root, dir, fmt.Sprintf("opt-%d", n), args, f.name)
}

// Small C and C++ files (testdata/summary/src) written to reach the parts
// of a summary clang emits: static functions and variables, aliases,
// ifuncs, weak, common, protected and hidden globals, globals referring to
// globals, indirect calls, odd symbol names, vtables with whole-program
// devirtualization (vTableFuncs, type tests, typeidCompatibleVTable), call
// hotness from a sample profile, relative block frequencies, stack
// safety's parameter accesses, and full LTO's summary. Compiled by clang-N, each object must print as llvm-dis-N
// prints it, summary included, and irmeta's bitcode of that text must
// print as llvm-as-N's does. LLVM is asked on every run (some 30
// compilations per version).
func TestSummaryClangOracle(t *testing.T) {
	type build struct{ src, flags string }
	var builds []build
	for _, c := range []string{"globals.c", "linkage.c", "names.c"} {
		for _, f := range []string{"-flto=thin -O0", "-flto=thin -O2", "-flto=thin -O1 -mllvm -write-relbf-to-summary", "-flto -O2"} {
			builds = append(builds, build{c, f})
		}
	}
	builds = append(builds,
		build{"vtables.cpp", "-flto=thin -O2"},
		build{"vtables.cpp", "-flto=thin -O0"},
		// Without a split LTO unit the object is one module (the reader
		// reads the first module of a file only).
		build{"vtables.cpp", "-flto=thin -O2 -fwhole-program-vtables -fvisibility=hidden -fno-split-lto-unit"},
		build{"profile.c", "-flto=thin -O2 -fno-inline -fprofile-sample-use=profile.samples"},
		// Stack safety's parameter accesses ({memtag}: the sanitizer's
		// name in the version).
		build{"params.c", "--target=aarch64-linux-android31 -march=armv8.5-a+memtag -fsanitize={memtag} -flto=thin -O2"})
	if testing.Short() {
		builds = []build{builds[1], builds[len(builds)-2]}
	}
	src, err := filepath.Abs(filepath.Join("testdata", "summary", "src"))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []int{14, 22} {
		for _, b := range builds {
			t.Run(fmt.Sprintf("clang%d/%s/%s", v, b.src, strings.Join(strings.Fields(b.flags), "")), func(t *testing.T) {
				dir := t.TempDir()
				memtag := "memtag-stack"
				if v == 14 {
					memtag = "memtag"
				}
				flags := strings.ReplaceAll(b.flags, "{memtag}", memtag)
				args := append(strings.Fields(flags), "-w", "-c", "-fcommon", b.src, "-o", filepath.Join(dir, "m.o"))
				if strings.HasSuffix(b.src, ".cpp") {
					args = append([]string{"-x", "c++"}, args...)
				}
				cc := exec.Command(fmt.Sprintf("clang-%d", v), args...)
				cc.Dir = src
				if out, err := cc.CombinedOutput(); err != nil {
					t.Fatalf("clang-%d: %v\n%s", v, err, out)
				}
				compareWithLLVMDis(t, v, dir, "m.o", true)
				compareWriteWithLLVMAs(t, v, filepath.Join(dir, "m.o"))
			})
		}
	}
}
