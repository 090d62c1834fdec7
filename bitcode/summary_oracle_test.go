package bitcode

import (
	"fmt"
	"os"
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
