package loops_test

import (
	"bufio"
	"bytes"
	"fmt"
	"github.com/irmeta/irmeta/analysis"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

var loopLineRE = regexp.MustCompile(`^\s*(Parallel )?Loop at depth (\d+) containing: (.*)$`)
var tagRE = regexp.MustCompile(`<[a-z]+>`)

// describe renders a loop as opt's print<loops> does, with the blocks
// sorted: "parallel depth 2 header %h blocks %a,%h".
func describe(parallel bool, depth int, header string, blocks []string) string {
	sort.Strings(blocks)
	p := ""
	if parallel {
		p = "parallel "
	}
	return fmt.Sprintf("%sdepth %d header %s blocks %s", p, depth, header, strings.Join(blocks, ","))
}

// optLoops asks opt -passes=print<loops> (its stored answer) and lists
// its loops in order.
func optLoops(t *testing.T, answers *oracle.Store, path string) []string {
	a := answers.Run(t, oracle.Command{Name: "opt", Args: []string{"-passes=print<loops>", "-disable-output", path}})
	if !a.OK() {
		t.Fatalf("opt: exit %d\n%s", a.Code, a.Stderr)
	}
	return parseLoopLines(a.Stderr)
}

// parseLoopLines reads the loops of print<loops> output.
func parseLoopLines(text []byte) []string {
	var res []string
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		m := loopLineRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		var depth int
		fmt.Sscan(m[2], &depth)
		var blocks []string
		header := ""
		for _, b := range strings.Split(m[3], ",") {
			// irmeta names blocks as parser.Name decodes them: %"a b" is
			// %a b, while %"3" keeps its quotes apart from the numbered %3.
			name := parser.Name([]byte(strings.TrimSpace(tagRE.ReplaceAllString(b, ""))))
			if strings.Contains(b, "<header>") {
				header = name
			}
			blocks = append(blocks, name)
		}
		res = append(res, describe(m[1] != "", depth, header, blocks))
	}
	return res
}

// printOrder lists irmeta's loops in the order print<loops> prints them:
// per function, outermost loops in reverse program order, each followed
// by its nested loops in program order.
func printOrder(t *testing.T, g *md.Graph) []string {
	var res []string
	for fn := range g.Module.Functions {
		if g.Module.HasFnAttr(fn, "optnone") {
			continue // opt runs no pass on optnone functions
		}
		ls, err := analysis.FindLoops(g, fn)
		if err != nil {
			t.Fatal(err)
		}
		var top []*analysis.Loop
		for _, l := range ls {
			if l.Parent == nil {
				top = append(top, l)
			}
		}
		var walk func(l *analysis.Loop)
		walk = func(l *analysis.Loop) {
			var blocks []string
			for _, b := range l.Blocks {
				blocks = append(blocks, l.CFG.Names[b])
			}
			res = append(res, describe(loops.IsAnnotatedParallel(g, l), l.Depth, l.HeaderName(), blocks))
			for _, s := range l.Subloops {
				walk(s)
			}
		}
		for i := len(top) - 1; i >= 0; i-- {
			walk(top[i])
		}
	}
	return res
}

// TestLoopInfoAgainstOpt compares the loops irmeta finds (headers, depth,
// blocks, nesting, order, annotated parallel) with LLVM 14's LoopInfo as
// opt prints it, on
// the loop oracle, LLVM's loop tests, the hand-written shapes and the 21
// coreutils programs.
func TestLoopInfoAgainstOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt once per file")
	}
	answers := oracle.Open(t, "testdata/opt.answers.gz")
	files := oracleFiles(t)
	cu, _ := filepath.Glob(filepath.Join(corpus.Root(t), "coreutils", "*.ll"))
	if len(cu) < 20 {
		t.Fatalf("coreutils missing: %d", len(cu))
	}
	files = append(files, cu...)
	total := 0
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			want := optLoops(t, answers, path)
			got := printOrder(t, load(t, path))
			total += len(want)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("loops differ (-opt +irmeta):\n%s", diff)
			}
		})
	}
	t.Logf("%d files, %d loops", len(files), total)
}
