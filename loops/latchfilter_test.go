package loops

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestMayDisagreeMissesNothing checks the filter Check uses before it
// looks for loops: on every function with an llvm.loop attachment in the
// valid files of LLVM's test suite and in the check cases, a function
// whose loops have latches with different llvm.loop attachments is never
// filtered out.
func TestMayDisagreeMissesNothing(t *testing.T) {
	type input struct {
		name string
		src  []byte
	}
	var inputs []input
	cases, err := os.ReadFile(filepath.Join("testdata", "check", "cases.ll"))
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, input{"cases.ll", cases})
	if !testing.Short() {
		for _, part := range corpus.ValidParts(t) {
			inputs = append(inputs, input{part.Name, part.Src})
		}
	}
	fns, kept, disagreeing := 0, 0, 0
	for _, in := range inputs {
		m, err := parser.ParseFile(in.name, in.src, 0)
		if err != nil {
			continue
		}
		kind := int32(-1)
		for k, name := range m.AttachKinds {
			if name == "llvm.loop" {
				kind = int32(k)
			}
		}
		if kind < 0 {
			continue
		}
		g := md.New(m)
		d := parser.NewDecoder(m)
		for fn := range m.Functions {
			first, end := m.Functions[fn].Insts()
			annotated := false
			for i := first; i < end && !annotated; i++ {
				annotated = m.InstAttachmentOf(int(i), kind) >= 0
			}
			if !annotated {
				continue
			}
			cfg, err := analysis.BuildCFG(m, d, fn)
			if err != nil {
				continue
			}
			fns++
			may := mayDisagree(m, cfg, kind)
			if may {
				kept++
			}
			for _, l := range cfg.Loops(g) {
				for _, id := range l.LatchIDs {
					if id == l.LatchIDs[0] {
						continue
					}
					disagreeing++
					if !may {
						t.Errorf("%s: %s: the loop at %s has latches that disagree, but the function was filtered out", in.name, m.Functions[fn].Name, l.HeaderName())
					}
					break
				}
			}
		}
	}
	if disagreeing == 0 {
		t.Fatal("no loop with disagreeing latches: the test checks nothing")
	}
	t.Logf("%d functions with llvm.loop, %d kept by the filter, %d loops with disagreeing latches", fns, kept, disagreeing)
}
