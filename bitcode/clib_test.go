package bitcode

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
)

// Real C libraries: every module scripts/clib.sh builds (zlib and SQLite,
// clang 14 and 22, -O0 and -O2, all -g), assembled by llvm-as-N, must print
// byte for byte as llvm-dis-N prints it. LLVM is asked on every run: the
// modules' debug info names the directory they were built in, so their
// text is not stored.
func TestCLibOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("long: four 40-50 MB SQLite modules through llvm-as and llvm-dis")
	}
	for _, b := range corpus.CLibBuilds {
		t.Run(b.Name(), func(t *testing.T) {
			ll := corpus.CLib(t, b)
			dir := t.TempDir()
			as := exec.Command(fmt.Sprintf("llvm-as-%d", b.Clang), filepath.Base(ll), "-o", filepath.Join(dir, "m.bc"))
			as.Dir = filepath.Dir(ll)
			if out, err := as.CombinedOutput(); err != nil {
				t.Fatalf("llvm-as-%d: %v\n%s", b.Clang, err, out)
			}
			compareWithLLVMDis(t, b.Clang, dir, "m.bc", false)
		})
	}
}

// Bitcode straight from clang (-c -emit-llvm, as a build hands it around)
// of every zlib file, -g -O0 and -O2 (and -gkey-instructions), from clang
// 14, 19 and 22: each must
// print as llvm-dis of clang's release prints it. LLVM 19 is a release
// irmeta has no rules of its own for: its bitcode is read by its
// producer's version.
func TestClangObjectOracle(t *testing.T) {
	src := corpus.CLibSource(t, "zlib")
	files := []string{"adler32.c", "compress.c", "crc32.c", "deflate.c", "gzclose.c", "gzlib.c", "gzread.c",
		"gzwrite.c", "infback.c", "inffast.c", "inflate.c", "inftrees.c", "trees.c", "uncompr.c", "zutil.c"}
	if testing.Short() {
		files = files[:1]
	}
	for _, v := range []int{14, 19, 22} {
		opts := []string{"-O0", "-O2"}
		if v == 22 {
			// key instructions: locations with atomGroup and atomRank
			opts = append(opts, "-O2 -gkey-instructions")
		}
		for _, o := range opts {
			for _, f := range files {
				t.Run(fmt.Sprintf("clang%d%s/%s", v, strings.ReplaceAll(o, " ", ""), f), func(t *testing.T) {
					dir := t.TempDir()
					args := append([]string{"-c", "-emit-llvm", "-g", "-w"}, strings.Fields(o)...)
					args = append(args, "-DHAVE_UNISTD_H", "-DHAVE_STDARG_H", "-D_LARGEFILE64_SOURCE=1", f, "-o", filepath.Join(dir, "m.bc"))
					cc := exec.Command(fmt.Sprintf("clang-%d", v), args...)
					cc.Dir = src
					if out, err := cc.CombinedOutput(); err != nil {
						t.Fatalf("clang-%d: %v\n%s", v, err, out)
					}
					compareWithLLVMDis(t, v, dir, "m.bc", false)
				})
			}
		}
	}
}

// ThinLTO objects (clang -flto=thin -c): bitcode with a module summary
// block. The whole text, the module and the summary entries llvm-dis adds
// at the end (^0 = module: ..., ^N = gv: ...), must be llvm-dis-N's, and
// the summary must be there; written again by irmeta, the text must read
// back as llvm-as-N's bitcode of it does. Without -short, SQLite's
// amalgamation too (-O2 -g, about 3,000 summary entries, functions with
// more than 16 references) for clang 14 and 22.
func TestThinLTOOracle(t *testing.T) {
	if !testing.Short() {
		sqlite := filepath.Join(corpus.CLibSource(t, "sqlite"), "bld")
		for _, v := range []int{14, 22} {
			t.Run(fmt.Sprintf("clang%d/sqlite3.c", v), func(t *testing.T) {
				dir := t.TempDir()
				cc := exec.Command(fmt.Sprintf("clang-%d", v), "-flto=thin", "-g", "-O2", "-c", "-w", "sqlite3.c", "-o", filepath.Join(dir, "m.o"))
				cc.Dir = sqlite
				if out, err := cc.CombinedOutput(); err != nil {
					t.Fatalf("clang-%d: %v\n%s", v, err, out)
				}
				compareWriteWithLLVMAs(t, v, filepath.Join(dir, "m.o"))
			})
		}
	}
	src := corpus.CLibSource(t, "zlib")
	files := []string{"adler32.c", "crc32.c", "deflate.c", "inflate.c", "trees.c", "zutil.c"}
	if testing.Short() {
		files = files[:1]
	}
	for _, v := range []int{14, 19, 22} {
		for _, f := range files {
			t.Run(fmt.Sprintf("clang%d/%s", v, f), func(t *testing.T) {
				dir := t.TempDir()
				cc := exec.Command(fmt.Sprintf("clang-%d", v), "-flto=thin", "-g", "-O2", "-c", "-w",
					"-DHAVE_UNISTD_H", "-DHAVE_STDARG_H", "-D_LARGEFILE64_SOURCE=1", f, "-o", filepath.Join(dir, "m.o"))
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

// compareWithLLVMDis disassembles dir/name with llvm-dis-N and natively and
// compares the texts; with summary, llvm-dis's text must hold summary
// entries.
func compareWithLLVMDis(t *testing.T, n int, dir, name string, summary bool) {
	t.Helper()
	dis := exec.Command(fmt.Sprintf("llvm-dis-%d", n), name, "-o", "-")
	dis.Dir = dir
	want, err := dis.Output()
	if err != nil {
		t.Fatalf("llvm-dis-%d: %v", n, err)
	}
	if summary && !bytes.Contains(want, []byte("\n^0 = module: ")) {
		t.Fatalf("llvm-dis-%d printed no module summary for a -flto=thin object", n)
	}
	bc, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	got, err := Disassemble(bc, name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("differs from llvm-dis-%d: %s", n, diffReason(want, got, nil))
		wl, gl := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
		for i := 0; i < len(wl) && i < len(gl); i++ {
			if !bytes.Equal(wl[i], gl[i]) {
				t.Errorf("line %d:\nllvm-dis: %.300s\nirmeta:   %.300s", i+1, wl[i], gl[i])
				break
			}
		}
	}
}

// Modules that pin down a rule of the reader or printer that differs
// between releases, each a file in testdata/modules: llvm-as-N's bitcode
// of it must print as llvm-dis-N prints it, for every N in {14, 19, 22}
// whose llvm-as accepts the file (typed or opaque pointers), at least two.
func TestModuleOracle(t *testing.T) {
	files, err := filepath.Glob("testdata/modules/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in testdata/modules (%v)", err)
	}
	for _, f := range files {
		src, err := filepath.Abs(f)
		if err != nil {
			t.Fatal(err)
		}
		accepted := 0
		for _, n := range []int{14, 19, 22} {
			dir := t.TempDir()
			if out, err := exec.Command(fmt.Sprintf("llvm-as-%d", n), src, "-o", filepath.Join(dir, "m.bc")).CombinedOutput(); err != nil {
				t.Logf("%s: llvm-as-%d rejects it: %s", f, n, bytes.TrimSpace(out))
				continue
			}
			accepted++
			t.Run(fmt.Sprintf("%s/llvm%d", filepath.Base(f), n), func(t *testing.T) {
				compareWithLLVMDis(t, n, dir, "m.bc", false)
			})
		}
		if accepted < 2 {
			t.Errorf("%s: only %d of LLVM 14, 19 and 22 accept it; a module here compares releases", f, accepted)
		}
	}
}
