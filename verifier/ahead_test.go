package verifier_test

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/lane"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// TestAheadAgrees checks that building the functions' graphs, local name
// tables, dominance verdicts, debug record arguments and !dbg locations
// ahead on another goroutine changes nothing the verifier finds: on every
// 4th file of the LLVM test copy (those it rejects too, whenever they
// parse) and the zlib builds, under both releases, the findings are the
// same with every module built ahead as with none, and as when the
// verifier prepares every function itself while the goroutine preparing
// ahead waits for the module's lane (ast.Module.Lane), which the test
// holds.
func TestAheadAgrees(t *testing.T) {
	root := corpus.Root(t)
	entries := corpus.LLVMTest(t)
	stride := 4
	if testing.Short() {
		stride = 40
	}
	var paths []string
	for k, e := range entries {
		if k%stride == 0 || !e.Valid() && k%(stride/4) == 0 {
			paths = append(paths, e.File(root))
		}
	}
	for _, cc := range []int{14, 22} {
		paths = append(paths, corpus.CLib(t, corpus.CLibBuild{Lib: "zlib", Clang: cc, Opt: 2}))
	}
	compared, withFindings := 0, 0
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []llvmver.Version{14, 22} {
			m, err := parser.ParseFileOptions(path, src, parser.Options{Version: v})
			if err != nil {
				continue
			}
			restore := verifier.SetAheadMin(1 << 30)
			inline := verifier.Check(md.New(m), verifier.Options{Version: v})
			restore()
			restore = verifier.SetAheadMin(1)
			ahead := verifier.Check(md.New(m), verifier.Options{Version: v})
			m.Lane = lane.New(1)
			m.Lane.Acquire()
			stolen := verifier.Check(md.New(m), verifier.Options{Version: v})
			m.Lane.Release()
			m.Lane = nil
			restore()
			if diff := cmp.Diff(inline, ahead); diff != "" {
				t.Errorf("LLVM %d %s: built ahead, the findings differ (-inline +ahead):\n%s", v, path, diff)
			}
			if diff := cmp.Diff(inline, stolen); diff != "" {
				t.Errorf("LLVM %d %s: prepared by the verifier while ahead, the findings differ (-inline +verifier):\n%s", v, path, diff)
			}
			compared++
			if len(inline) > 0 {
				withFindings++
			}
		}
	}
	t.Logf("%d (module, release) pairs compared, %d with findings", compared, withFindings)
	if compared < len(paths) || withFindings == 0 {
		t.Errorf("only %d pairs compared, %d with findings", compared, withFindings)
	}
}
