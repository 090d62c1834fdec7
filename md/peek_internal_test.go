package md

import (
	"testing"

	"github.com/irmeta/irmeta/ast"
)

// TestPeekAgrees checks, on every definition of the corpus, that peeking a
// node's fields gives what loading it gives, and that peeking loads
// nothing: a graph that is only peeked keeps every node unloaded.
func TestPeekAgrees(t *testing.T) {
	peeked, defs := 0, 0
	eachCorpusModule(t, func(path string, m *ast.Module) {
		pg, lg := New(m), New(m)
		for i := range m.MDDefs {
			defs++
			pn, ln := pg.defNode(i), lg.defNode(i)
			if !pn.Peekable() {
				continue
			}
			peeked++
			for _, f := range ln.Fields() {
				want, got := f.Value, pn.PeekField(f.Name)
				if !sameValue(want, got) {
					t.Errorf("%s: !%d field %s: peeked %s, loaded %s", path, pn.ID, f.Name, show(got), show(want))
				}
				wantNode, _ := want.(*Node)
				if gotNode := pn.PeekNode(f.Name); !sameValue(wantNode, gotNode) && !(wantNode == nil && gotNode == nil) {
					t.Errorf("%s: !%d PeekNode(%s) = %s, loaded %s", path, pn.ID, f.Name, show(gotNode), show(wantNode))
				}
				wantLit := ""
				if l, ok := want.(*Literal); ok {
					wantLit = l.Text
				}
				if got := pn.PeekLiteral(f.Name); got != wantLit {
					t.Errorf("%s: !%d PeekLiteral(%s) = %q, loaded %q", path, pn.ID, f.Name, got, wantLit)
				}
			}
			if pn.PeekField("noSuchField") != nil || pn.PeekLiteral("noSuchField") != "" {
				t.Errorf("%s: !%d: a field it has not peeked as something", path, pn.ID)
			}
			if pn.Loaded() {
				t.Fatalf("%s: !%d: peeking loaded it", path, pn.ID)
			}
		}
	})
	t.Logf("%d of %d corpus definitions peeked", peeked, defs)
	if peeked < defs/4 {
		t.Errorf("only %d of %d definitions peekable: the light scan refuses the usual forms", peeked, defs)
	}
}

// sameValue reports whether two field values of nodes of different graphs
// of one module are the same: references to the same id, or equal
// literals and strings.
func sameValue(a, b Metadata) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case *Node:
		y, ok := b.(*Node)
		if x == nil || !ok || y == nil {
			return x == nil && (!ok || y == nil)
		}
		return x.ID == y.ID && x.ID >= 0
	case *Literal:
		y, ok := b.(*Literal)
		return ok && *x == *y
	case *String:
		y, ok := b.(*String)
		return ok && x.Value == y.Value
	}
	return false
}

func show(m Metadata) string {
	if m == nil {
		return "nil"
	}
	if n, ok := m.(*Node); ok && n == nil {
		return "nil node"
	}
	return m.String()
}
