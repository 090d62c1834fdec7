package errprop

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestNoPanicOnLLVMTests runs the analysis, with unrolling and deep
// recursion, over LLVM's own test files: none of them is TAFFO input, so
// this only checks that arbitrary IR (loops, exceptions, vectors, opaque
// pointers, odd constants) never makes it panic or hang.
func TestNoPanicOnLLVMTests(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "llvm-test")
	var files []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".ll" {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatal("no LLVM test files")
	}
	step := 1
	if testing.Short() && len(files) > 300 {
		step = len(files) / 300
	}
	opt := DefaultOptions()
	opt.Recursion = 3
	maxWork, maxFile := 0, ""
	for i := 0; i < len(files); i += step {
		file := files[i]
		src, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		m, err := parser.ParseFile(file, src, 0)
		if err != nil {
			continue
		}
		var res *Result
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v", file, r)
				}
			}()
			var err error
			if res, err = Analyze(m, md.New(m), opt); err != nil {
				t.Logf("%s: %v", file, err)
			}
		}()
		if res == nil {
			continue
		}
		// The cost is bounded by counts, not by the clock (a loaded
		// machine must not fail the test): the instructions visited stay
		// within the callee budget plus one unrolled pass over each
		// function for each recursion level, and the noise terms within
		// their budget.
		if limit := workLimit(m, opt); res.work > limit {
			t.Errorf("%s: visited %d instructions, more than %d", file, res.work, limit)
		}
		if res.terms > termBudget {
			t.Errorf("%s: stored %d noise terms, more than %d", file, res.terms, termBudget)
		}
		if res.work > maxWork {
			maxWork, maxFile = res.work, file
		}
	}
	t.Logf("most instructions visited: %d (%s)", maxWork, maxFile)
}

// workLimit is the most instructions an analysis of m may visit: the callee
// budget, plus the top-level pass over every function with each block
// unrolled at most MaxUnroll+1 times and every global copied in, times the
// analyses of one function that may be active at once.
func workLimit(m *ast.Module, opt Options) int {
	perPass := 0
	for i := range m.Functions {
		f := &m.Functions[i]
		if f.Declare {
			continue
		}
		n := 0
		for _, b := range f.Blocks {
			n += int(b.NumInsts)
		}
		perPass += len(m.Globals) + n*(opt.MaxUnroll+1)
	}
	return workBudget + perPass*(opt.Recursion+1)
}
