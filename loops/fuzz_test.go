package loops_test

import (
	"github.com/irmeta/irmeta/analysis"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// FuzzLoops runs every entry point of the package on modules that parse:
// none may panic. Seeds are the hand-written test modules.
func FuzzLoops(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*", "*.ll"))
	for _, s := range seeds {
		if b, err := os.ReadFile(s); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, 0)
		if err != nil {
			return
		}
		g := md.New(m)
		ls, _ := analysis.FindAllLoops(g)
		for _, l := range ls {
			for _, tr := range loops.Transforms {
				for _, p := range loops.After(tr, l.ID, nil) {
					_ = p.ID.String()
					_ = p.ID.Signature()
				}
			}
			_ = loops.Decode(l.ID)
			loops.LocRange(g, l)
		}
		loops.MissedTransforms(g)
		loops.Check(g)
		loops.Compare(g, g)
		for _, l := range ls {
			if l.ID != nil {
				loops.SetLoopID(g, l, loops.Write(g, loops.AlreadyVectorized(loops.Keep(l.ID))))
			}
		}
		if _, err := g.Bytes(); err != nil {
			t.Fatalf("edited module does not print: %v", err)
		}
	})
}
