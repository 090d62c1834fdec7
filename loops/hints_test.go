package loops_test

import (
	"github.com/irmeta/irmeta/analysis"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
)

// TestDecodePragmas decodes the loop IDs clang 14 (the oracle) and clang 22
// (testdata/clang22) made from the pragmas of the oracle's vectorize.c and
// unroll.c and checks them against the pragmas written in the sources.
func TestDecodePragmas(t *testing.T) {
	for _, root := range []string{filepath.Join(corpus.Root(t), "oracle", "loops", "ir"), filepath.Join("testdata", "clang22")} {
		t.Run(filepath.Base(filepath.Dir(root))+"/"+filepath.Base(root), func(t *testing.T) { decodePragmas(t, root) })
	}
}

func decodePragmas(t *testing.T, root string) {
	byFunc := func(file string) map[string]loops.Hints {
		g := load(t, filepath.Join(root, file))
		ls, err := analysis.FindAllLoops(g)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]loops.Hints{}
		for _, l := range ls {
			name := g.Module.Functions[l.CFG.Func].Name
			if _, dup := out[name]; !dup {
				out[name] = loops.Decode(l.ID)
			}
		}
		return out
	}
	v := byFunc("vectorize.O0.g.ll")
	check := func(what string, ok bool) {
		t.Helper()
		if !ok {
			t.Errorf("%s", what)
		}
	}
	check("vec_enable: vectorize(enable)", v["@vec_enable"].VectorizeEnable != nil && *v["@vec_enable"].VectorizeEnable)
	check("vec_width8: vectorize_width(8)", v["@vec_width8"].VectorizeWidth != nil && *v["@vec_width8"].VectorizeWidth == loops.Width{Min: 8})
	check("vec_width_scalable: vectorize_width(4, scalable)", v["@vec_width_scalable"].VectorizeWidth != nil && *v["@vec_width_scalable"].VectorizeWidth == loops.Width{Min: 4, Scalable: true})
	check("vec_interleave: interleave_count(4)", v["@vec_interleave"].InterleaveCount != nil && *v["@vec_interleave"].InterleaveCount == 4)
	check("vec_disable: vectorize(disable)", v["@vec_disable"].VectorizeWidth != nil && v["@vec_disable"].VectorizeWidth.IsScalar())
	check("vec_predicate: vectorize_predicate(enable)", v["@vec_predicate"].VectorizePredicate != nil && *v["@vec_predicate"].VectorizePredicate)
	// clang 14 nests the whole inner loop ID in the followup, clang 22
	// writes the loop's locations and then the attributes themselves.
	fu := v["@vec_then_unroll"].Followups["llvm.loop.vectorize.followup_all"]
	if strings.Contains(root, "clang22") {
		found := false
		for _, op := range fu {
			if n, ok := op.(*md.Node); ok && n.NumOperands() == 2 && md.FormatOperand(n.Operand(0)) == `!"llvm.loop.unroll.count"` && md.FormatOperand(n.Operand(1)) == "i32 2" {
				found = true
			}
		}
		check("vec_then_unroll: followup_all holds unroll_count(2)", found)
	} else {
		check("vec_then_unroll: followup_all", len(fu) == 1)
	}
	check("every loop: mustprogress and a start location", v["@vec_enable"].MustProgress && len(v["@vec_enable"].Locations) == 2 && v["@vec_enable"].Locations[0].Line == 7)

	u := byFunc("unroll.O0.g.ll")
	check("unroll_count4: unroll_count(4)", u["@unroll_count4"].UnrollCount != nil && *u["@unroll_count4"].UnrollCount == 4)
	check("unroll_full_const: unroll(full)", u["@unroll_full_const"].UnrollFull)
	check("unroll_enable: unroll(enable)", u["@unroll_enable"].UnrollEnable)
	check("unroll_disable: unroll(disable)", u["@unroll_disable"].UnrollDisable)
	for name, h := range u {
		if len(h.Unknown) > 0 {
			t.Errorf("%s: unknown attributes %v", name, h.Unknown)
		}
	}
}
