package ast_test

import (
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// TestMDDefDistinct checks MDDef.Distinct on the spellings of a definition,
// those its short cut answers without the text and those it reads.
func TestMDDefDistinct(t *testing.T) {
	for _, c := range []struct {
		def  string
		want bool
	}{
		{"!12 = !{}", false},
		{"!12 = distinct !{}", true},
		{"!12=distinct!{}", true},
		{"!7 =distinct !{}", true},
		{"!007 = distinct !{}", true},
		{"!1234567 = distinct !{}", true},
		{"!3 =          !{}", false},
		{"!3\t=\n\n  distinct\n  !{}", true},
		{"!0 = !DILocation(line: 1, scope: !0)", false},
	} {
		m, err := parser.ParseFile("d.ll", []byte(c.def+"\n"), 0)
		if err != nil {
			t.Fatalf("%q: %v", c.def, err)
		}
		if len(m.MDDefs) != 1 {
			t.Fatalf("%q: %d definitions", c.def, len(m.MDDefs))
		}
		if got := m.MDDefs[0].Distinct(m.Src); got != c.want {
			t.Errorf("%q: Distinct = %v, want %v", c.def, got, c.want)
		}
	}
}
