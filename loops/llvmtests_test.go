package loops_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// loopTestDirs are the directories of LLVM's test suite about loops.
var loopTestDirs = []string{
	"Analysis/LoopInfo/", "Transforms/LoopDeletion/", "Transforms/LoopDistribute/", "Transforms/LoopRotate/",
	"Transforms/LoopSimplify/", "Transforms/LoopTransformWarning/", "Transforms/LoopUnroll/",
	"Transforms/LoopUnrollAndJam/", "Transforms/LoopVectorize/", "Transforms/SimpleLoopUnswitch/",
}

// TestLLVMLoopTestsAgainstOpt runs opt 14 with print<loops> and
// transform-warning on every module of LLVM's loop tests that LLVM 14
// accepts, and requires irmeta's loops (headers, depth, blocks, order) and
// warnings to be opt's.
func TestLLVMLoopTestsAgainstOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt once per file")
	}
	answers := oracle.Open(t, "testdata/opt.answers.gz")
	root := filepath.Join(corpus.Root(t), "llvm-test")
	tmp := t.TempDir()
	modules, nloops, nwarn := 0, 0, 0
	for _, e := range corpus.LLVMTest(t) {
		in := false
		for _, d := range loopTestDirs {
			in = in || strings.HasPrefix(e.Path, d)
		}
		if !in || !e.Valid() {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, e.Path))
		if err != nil {
			t.Fatal(err)
		}
		for i, part := range corpus.Split(e.Path, src) {
			m, err := parser.ParseFile(part.Name, part.Src, 0)
			if err != nil {
				continue
			}
			path := filepath.Join(tmp, fmt.Sprintf("m%d.ll", i))
			if err := os.WriteFile(path, part.Src, 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"-passes=print<loops>,transform-warning", "-disable-output", path}
			if e.Verdict == "ok-opaque" {
				args = append([]string{"-opaque-pointers"}, args...)
			}
			a := answers.Run(t, oracle.Command{Name: "opt", Args: args})
			if !a.OK() {
				continue // opt cannot run this module on its own (needs a target, flags): no oracle
			}
			modules++
			var wantWarn []string
			var wantLoops bytes.Buffer
			sc := bufio.NewScanner(bytes.NewReader(a.Stderr))
			sc.Buffer(nil, 1<<24)
			for sc.Scan() {
				if l := sc.Text(); strings.HasPrefix(l, "warning: ") {
					wantWarn = append(wantWarn, l)
				} else {
					wantLoops.WriteString(l + "\n")
				}
			}
			g := md.New(m)
			wantL := parseLoopLines(wantLoops.Bytes())
			gotL := printOrder(t, g)
			nloops += len(wantL)
			nwarn += len(wantWarn)
			if diff := cmp.Diff(wantL, gotL); diff != "" {
				t.Errorf("%s: loops differ (-opt +irmeta):\n%s", part.Name, diff)
			}
			if diff := cmp.Diff(wantWarn, missedLines(t, g)); diff != "" {
				t.Errorf("%s: warnings differ (-opt +irmeta):\n%s", part.Name, diff)
			}
		}
	}
	t.Logf("%d modules: %d loops and %d warnings, all as opt's", modules, nloops, nwarn)
	if modules < 500 {
		t.Errorf("only %d modules compared", modules)
	}
}
