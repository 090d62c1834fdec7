package analysis_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/parser"
)

var (
	domFuncRE = regexp.MustCompile(`^DominatorTree for function: (.*)$`)
	domNodeRE = regexp.MustCompile(`^(\s*)\[(\d+)\] (%\S+|<<[^>]*>>) \{`)
)

// optIDoms runs opt (opt-22 when v22) -passes=print<domtree> on path and
// returns, per function name, each block's immediate dominator ("" for the
// root).
func optIDoms(t *testing.T, answers *oracle.Store, tool, path string, opaque bool) map[string]map[string]string {
	args := []string{"-passes=print<domtree>", "-disable-output", path}
	if opaque {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	a := answers.Run(t, oracle.Command{Name: tool, Args: args})
	if !a.OK() {
		t.Fatalf("%s %s: exit %d\n%s", tool, path, a.Code, a.Combined())
	}
	res := map[string]map[string]string{}
	var cur map[string]string
	var stack []string // block at each depth
	sc := bufio.NewScanner(bytes.NewReader(a.Combined()))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if m := domFuncRE.FindStringSubmatch(line); m != nil {
			cur = map[string]string{}
			res["@"+strings.Trim(m[1], `"`)] = cur
			stack = stack[:0]
			continue
		}
		m := domNodeRE.FindStringSubmatch(line)
		if m == nil || cur == nil {
			continue
		}
		depth := 0
		for _, c := range m[2] {
			depth = depth*10 + int(c-'0')
		}
		name := parser.Name([]byte(m[3]))
		stack = append(stack[:depth-1], name)
		if depth == 1 {
			cur[name] = ""
		} else {
			cur[name] = stack[depth-2]
		}
	}
	return res
}

// TestDomTreeAgainstOpt compares the immediate dominators of every block
// with LLVM 14's print<domtree> on the coreutils programs and LLVM's loop
// and CFG tests, and with LLVM 22's on a sample (the two agree on
// dominators; the sample checks that the parse of print<domtree> holds for
// both).
func TestDomTreeAgainstOpt(t *testing.T) {
	answers := oracle.Open(t, "testdata/opt.answers.gz")
	root := corpus.Root(t)
	files, _ := filepath.Glob(filepath.Join(root, "coreutils", "*.ll"))
	if len(files) < 20 {
		t.Fatalf("coreutils missing: %d files", len(files))
	}
	var tests []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != corpus.OK {
			continue
		}
		for _, dir := range []string{"Transforms/LoopSimplify/", "Transforms/LoopRotate/", "Transforms/SimplifyCFG/", "Transforms/JumpThreading/", "Analysis/LoopInfo/", "Transforms/LoopUnroll/"} {
			if strings.HasPrefix(e.Path, dir) {
				tests = append(tests, e.File(root))
			}
		}
	}
	if len(tests) < 200 {
		t.Fatalf("only %d LLVM test files", len(tests))
	}
	// Every 10th file goes to opt-22, counted over the whole list so that
	// -short asks the same tool of a file as a full run (whose answers are
	// stored).
	type job struct{ path, tool string }
	var jobs []job
	for i, path := range append(files, tests...) {
		tool := "opt"
		if i%10 == 0 {
			tool = "opt-22"
		}
		jobs = append(jobs, job{path, tool})
	}
	if testing.Short() {
		jobs = append(jobs[:2:2], corpus.Sample(jobs[len(files):], 20)...)
	}
	blocks := 0
	for _, j := range jobs {
		path := j.path
		want := optIDoms(t, answers, j.tool, path, false)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFileOptions(path, src, parser.Options{Version: 14})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		d := parser.NewDecoder(m)
		for fn := range m.Functions {
			f := &m.Functions[fn]
			if f.Declare || len(f.Blocks) == 0 {
				continue
			}
			w, ok := want[f.Name]
			if !ok {
				continue // opt skips nothing, but a name it prints differently is not compared
			}
			c, err := analysis.BuildCFG(m, d, fn)
			if err != nil {
				t.Fatalf("%s %s: %v", path, f.Name, err)
			}
			dt := c.DomTree()
			got := map[string]string{}
			for b := range c.Names {
				if !dt.Reachable(b) {
					continue
				}
				if p := dt.IDom[b]; p >= 0 {
					got[c.Names[b]] = c.Names[p]
				} else {
					got[c.Names[b]] = ""
				}
			}
			for name, idom := range w {
				if got[name] != idom {
					t.Errorf("%s %s: idom(%s) = %q, LLVM %q", filepath.Base(path), f.Name, name, got[name], idom)
				}
			}
			if len(got) != len(w) {
				t.Errorf("%s %s: %d reachable blocks, LLVM %d", filepath.Base(path), f.Name, len(got), len(w))
			}
			blocks += len(w)
			// Dominates agrees with the idom chain.
			for b := range c.Names {
				for p := dt.IDom[b]; p >= 0; p = dt.IDom[p] {
					if !dt.Dominates(p, b) {
						t.Fatalf("%s %s: %s dominates %s by the tree, not by Dominates", path, f.Name, c.Names[p], c.Names[b])
					}
				}
			}
		}
	}
	t.Logf("%d files, %d blocks", len(files), blocks)
	if blocks < 1000 {
		t.Errorf("only %d blocks compared", blocks)
	}
}
