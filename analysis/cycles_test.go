package analysis_test

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/parser"
)

var (
	cycleFuncRE = regexp.MustCompile(`^CycleInfo for function: (.*)$`)
	cycleLineRE = regexp.MustCompile(`^(\s*)depth=(\d+): entries\(([^)]*)\)(.*)$`)
)

// cycleText is one cycle as print<cycles> describes it: its depth, its
// header (the first entry), its other entries and its blocks, both
// sorted.
func cycleText(depth int, header string, entries, blocks []string) string {
	sort.Strings(entries)
	sort.Strings(blocks)
	return fmt.Sprintf("depth=%d header=%s entries(%s) blocks(%s)", depth, header, strings.Join(entries, " "), strings.Join(blocks, " "))
}

// optCycles runs tool (opt-22, opt-19) -passes=print<cycles> on path and returns, per
// function name, its cycles as cycleText writes them, sorted (nothing for
// a file the tool rejects).
func optCycles(t *testing.T, answers *oracle.Store, tool, path string) map[string][]string {
	a := answers.Run(t, oracle.Command{Name: tool, Args: []string{"-passes=print<cycles>", "-disable-output", path}})
	res := map[string][]string{}
	if !a.OK() {
		return res // a file LLVM 22 no longer reads (typed pointers, removed constant expressions)
	}
	cur := ""
	sc := bufio.NewScanner(bytes.NewReader(a.Combined()))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if m := cycleFuncRE.FindStringSubmatch(line); m != nil {
			cur = "@" + strings.Trim(m[1], `"`)
			res[cur] = []string{}
			continue
		}
		m := cycleLineRE.FindStringSubmatch(line)
		if m == nil || cur == "" {
			continue
		}
		depth := 0
		fmt.Sscan(m[2], &depth)
		entries := strings.Fields(m[3])
		blocks := append(strings.Fields(m[4]), entries...)
		for i := range blocks {
			blocks[i] = "%" + blocks[i]
		}
		for i := range entries {
			entries[i] = "%" + entries[i]
		}
		res[cur] = append(res[cur], cycleText(depth, entries[0], entries[1:], blocks))
	}
	for _, cs := range res {
		sort.Strings(cs)
	}
	return res
}

// irmetaCycles returns the cycles of function fn of m as cycleText writes
// them, sorted.
func irmetaCycles(t *testing.T, m *ast.Module, fn int, opts analysis.CycleOptions) []string {
	c, err := analysis.BuildCFG(m, parser.NewDecoder(m), fn)
	if err != nil {
		t.Fatal(err)
	}
	cs := c.CyclesWith(opts)
	out := []string{}
	for k, cy := range cs.Cycles {
		depth := 0
		for p := int32(k); p >= 0; p = cs.Cycles[p].Parent {
			depth++
		}
		var entries, blocks []string
		for b := range c.Names {
			if !cs.Contains(k, b) {
				continue
			}
			blocks = append(blocks, c.Names[b])
			if b == cy.Header {
				continue
			}
			for _, p := range c.Preds[b] {
				if !cs.Contains(k, p) && (reaches(c, p) || opts.UnreachableEnter) {
					entries = append(entries, c.Names[b])
					break
				}
			}
		}
		if len(entries)+1 != cy.Entries {
			t.Errorf("cycle at %s counts %d entries, has %d", c.Names[cy.Header], cy.Entries, len(entries)+1)
		}
		out = append(out, cycleText(depth, c.Names[cy.Header], entries, blocks))
	}
	sort.Strings(out)
	return out
}

// reaches reports whether the entry block reaches b.
func reaches(c *analysis.CFG, b int) bool {
	for _, p := range c.PostOrder() {
		if p == b {
			return true
		}
	}
	return false
}

// randomCFGs writes n functions of random control flow (up to 12 blocks,
// up to 4 successors each) as one module; many are irreducible.
func randomCFGs(r *rand.Rand, n int) string {
	var b strings.Builder
	for f := range n {
		blocks := 2 + r.IntN(11)
		fmt.Fprintf(&b, "define void @f%d(i32 %%x, i1 %%c) {\n", f)
		for k := range blocks {
			fmt.Fprintf(&b, "b%d:\n", k)
			succ := r.IntN(4)
			if k == 0 && succ == 0 {
				succ = 1
			}
			pick := func() int { return 1 + r.IntN(blocks-1) } // the entry has no predecessors
			switch succ {
			case 0:
				b.WriteString("  ret void\n")
			case 1:
				fmt.Fprintf(&b, "  br label %%b%d\n", pick())
			case 2:
				fmt.Fprintf(&b, "  br i1 %%c, label %%b%d, label %%b%d\n", pick(), pick())
			default:
				fmt.Fprintf(&b, "  switch i32 %%x, label %%b%d [ i32 0, label %%b%d\n    i32 1, label %%b%d ]\n", pick(), pick(), pick())
			}
		}
		b.WriteString("}\n")
	}
	return b.String()
}

// TestCyclesAgainstOpt compares the cycle nest of every function with
// print<cycles> (header, entries, blocks and depth of each cycle) of
// opt-22, and of opt-19 with CycleOptions.UnreachableEnter, on random
// control flow, irreducible cycles and unreachable blocks included, and on
// LLVM's loop and CFG tests.
func TestCyclesAgainstOpt(t *testing.T) {
	answers := oracle.Open(t, "testdata/cycles.answers.gz")
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(7, 11))
	var files []string
	for k := range 12 {
		path := filepath.Join(dir, fmt.Sprintf("random%d.ll", k))
		if err := os.WriteFile(path, []byte(randomCFGs(r, 40)), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	root := corpus.Root(t)
	var tests []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != corpus.OK {
			continue
		}
		for _, d := range []string{"Analysis/LoopInfo/", "Transforms/LoopSimplify/", "Transforms/StructurizeCFG/", "Transforms/FixIrreducible/"} {
			if strings.HasPrefix(e.Path, d) {
				tests = append(tests, e.File(root))
			}
		}
	}
	if testing.Short() {
		files = files[:3]
		tests = corpus.Sample(tests, 10)
	}
	cycles, irreducible := 0, 0
	type job struct {
		path, tool string
		opts       analysis.CycleOptions
	}
	var jobs []job
	for _, path := range append(files, tests...) {
		jobs = append(jobs, job{path, "opt-22", analysis.CycleOptions{}})
	}
	for _, path := range files {
		jobs = append(jobs, job{path, "opt-19", analysis.CycleOptions{UnreachableEnter: true}})
	}
	for _, j := range jobs {
		path := j.path
		want := optCycles(t, answers, j.tool, path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFileOptions(path, src, parser.Options{Version: 22})
		if err != nil {
			continue // typed pointers and the like: opt-22 read it, the test compares what parses
		}
		for fn := range m.Functions {
			f := &m.Functions[fn]
			w, ok := want[f.Name]
			if f.Declare || len(f.Blocks) == 0 || !ok {
				continue
			}
			got := irmetaCycles(t, m, fn, j.opts)
			if strings.Join(got, "\n") != strings.Join(w, "\n") {
				t.Errorf("%s %s %s:\n got  %s\n want %s", j.tool, filepath.Base(path), f.Name, strings.Join(got, "\n      "), strings.Join(w, "\n      "))
			}
			cycles += len(w)
			for _, c := range w {
				if !strings.Contains(c, "entries()") {
					irreducible++
				}
			}
		}
	}
	t.Logf("%d cycles compared, %d irreducible", cycles, irreducible)
	if !testing.Short() && (cycles < 300 || irreducible < 50) {
		t.Errorf("only %d cycles (%d irreducible) compared", cycles, irreducible)
	}
}
