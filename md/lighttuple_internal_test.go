package md

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
)

// lightTupleAgrees reports whether scanLightTuple, where it is sure of
// definition i, gives what the decoder gives: a tuple of the same node
// references and nulls.
func lightTupleAgrees(t *testing.T, m *ast.Module, dec *parser.Decoder, i int) (sure bool) {
	t.Helper()
	ids, ok := scanLightTuple(m.Src, &m.MDDefs[i], nil)
	if !ok {
		return false
	}
	d, err := dec.MD(i)
	text := string(m.Src[m.MDDefs[i].Start:m.MDDefs[i].End])
	if err != nil {
		t.Errorf("%q: light path read %v, the decoder fails: %v", text, ids, err)
		return true
	}
	if d.Kind != ast.MDTuple || len(d.Operands) != len(ids) || len(d.Fields) != 0 {
		t.Errorf("%q: light path read %v, the decoder %v with %d operands", text, ids, d.Kind, len(d.Operands))
		return true
	}
	for k, op := range d.Operands {
		switch {
		case ids[k] < 0 && op.Kind == ast.MDNull:
		case ids[k] >= 0 && op.Kind == ast.MDRef && op.ID == ids[k]:
		default:
			t.Errorf("%q: operand %d: light path %d, decoder %v %d", text, k, ids[k], op.Kind, op.ID)
		}
	}
	return true
}

// TestLightTuple checks the light tuple path against the decoder on every
// definition of the corpus it is sure of, and on mutations of typical
// tuples (characters inserted, removed or replaced), where a wrong
// shortcut would show.
func TestLightTuple(t *testing.T) {
	sure, tuples := 0, 0
	eachCorpusModule(t, func(_ string, m *ast.Module) {
		dec := parser.NewDecoder(m)
		for i := range m.MDDefs {
			d := &m.MDDefs[i]
			if d.End-d.ValueStart >= 2 && m.Src[d.ValueStart] == '!' && m.Src[d.ValueStart+1] == '{' {
				tuples++
			}
			if lightTupleAgrees(t, m, dec, i) {
				sure++
			}
		}
	})
	t.Logf("light path sure of %d of %d corpus tuples", sure, tuples)
	if sure < tuples/2 {
		t.Errorf("light path sure of only %d of %d tuples", sure, tuples)
	}
	lines := []string{
		"!{!1, !22, null, !333}", "!{}", "!{null}", "!{!0}", "!{!2147483647, !7}",
		`!{!"x", i32 1, !3}`, "!{!1, !{!2}}", "distinct !{!4, !4}",
	}
	mut := lineMutator{alphabet: " ,!{}0123456789nul\"x-;\t", seed: 7}
	mutated := 0
	for _, line := range lines {
		for k := 0; k < 2000; k++ {
			src := []byte("!0 = !{}\n!9 = " + mut.mutate(line) + "\n")
			// References to undefined nodes are errors of the module,
			// not of the definition's text: the module is read all the
			// same.
			m, err := parser.ParseFile("mut.ll", src, parser.AllErrors)
			if m == nil || len(m.MDDefs) != 2 || m.MDDefs[1].ID != 9 || !onlyUndefinedMetadata(err) {
				continue
			}
			if lightTupleAgrees(t, m, parser.NewDecoder(m), 1) {
				mutated++
			}
		}
	}
	t.Logf("light path sure of %d mutated tuples", mutated)
	if mutated < 1000 {
		t.Errorf("light path sure of only %d mutated tuples", mutated)
	}
}

// onlyUndefinedMetadata reports whether err is nil or lists only uses of
// undefined metadata.
func onlyUndefinedMetadata(err error) bool {
	if err == nil {
		return true
	}
	list, ok := err.(parser.ErrorList)
	if !ok {
		return false
	}
	for _, e := range list {
		if !strings.HasPrefix(e.Msg, "use of undefined metadata") {
			return false
		}
	}
	return true
}
