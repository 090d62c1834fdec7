package loops_test

import (
	"testing"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestSweepLLVMTests runs every loops entry point on every file of LLVM's
// test suite that LLVM 14 accepts: nothing may panic, and Check reports
// no error (its errors are for values LLVM reads with undefined
// behaviour, which LLVM's own tests do not contain).
func TestSweepLLVMTests(t *testing.T) {
	if testing.Short() {
		t.Skip("parses 12,000 files")
	}
	files, loopsFound, errs := 0, 0, 0
	for _, part := range corpus.ValidParts(t) {
		m, err := parser.ParseFile(part.Name, part.Src, 0)
		if err != nil {
			continue
		}
		files++
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v", part.Name, r)
				}
			}()
			g := md.New(m)
			ls, _ := analysis.FindAllLoops(g)
			loopsFound += len(ls)
			loops.MissedTransforms(g)
			for _, d := range loops.Check(g) {
				if d.Severity.String() == "error" {
					errs++
					t.Errorf("%s: %s", d.Pos, d.Msg)
				}
			}
			for _, l := range ls {
				for _, t := range loops.Transforms {
					loops.After(t, l.ID, nil)
				}
			}
			loops.Compare(g, g)
		}()
	}
	t.Logf("%d modules, %d loops, %d loop-ID errors reported", files, loopsFound, errs)
}
