package loops

import (
	"strings"

	"github.com/irmeta/irmeta/md"
)

// Signature renders a loop ID's operands after the self-reference
// independently of node numbering and of the module: strings and typed
// constants as written, tuples by content, DILocations by line and
// column. Two loops whose IDs have the same signature carry the same
// attributes in the same order. A loop without ID has signature "".
func Signature(id *md.Node) string {
	if id == nil || id.NumOperands() == 0 {
		return ""
	}
	w := sigWriter{budget: sigBudget}
	for i, op := range id.Operands() {
		if i > 0 {
			if i > 1 {
				w.b.WriteString(", ")
			}
			w.op(op, 0)
		}
	}
	return w.b.String()
}

// sigBudget bounds the nodes one signature renders: metadata graphs can
// share subgraphs so that a depth-bounded walk would still take
// exponential time.
const sigBudget = 4096

type sigWriter struct {
	b      strings.Builder
	budget int
}

// Signature renders the ID's operands as the package-level Signature does.
func (id LoopID) Signature() string {
	w := sigWriter{budget: sigBudget}
	for i, o := range id.Attrs() {
		if i > 0 {
			w.b.WriteString(", ")
		}
		if o.Existing != nil {
			w.op(o.Existing, 0)
			continue
		}
		w.b.WriteString("{")
		w.b.WriteString(md.NewString(o.Name).String())
		if o.Value != nil {
			w.b.WriteString(", ")
			w.op(o.Value, 1)
		}
		w.b.WriteString("}")
	}
	return w.b.String()
}

func (w *sigWriter) op(m md.Metadata, depth int) {
	b := &w.b
	switch v := m.(type) {
	case nil:
		b.WriteString("null")
	case *md.String:
		b.WriteString(v.String())
	case *md.Value:
		if v.Type != nil {
			b.WriteString(v.Type.String())
			b.WriteString(" ")
		}
		b.WriteString(md.CanonValue(v))
	case *md.Node:
		if depth > 16 || w.budget <= 0 {
			b.WriteString("...")
			return
		}
		w.budget--
		load(v)
		if v.Kind == md.Specialized {
			if v.Name == "DILocation" {
				b.WriteString("DILocation(")
				b.WriteString(md.FormatOperand(v.Field("line")))
				b.WriteString(":")
				b.WriteString(md.FormatOperand(v.Field("column")))
				b.WriteString(")")
				return
			}
			b.WriteString("!")
			b.WriteString(v.Name)
			return
		}
		if v.Distinct {
			b.WriteString("distinct ")
		}
		b.WriteString("{")
		for i, op := range v.Operands() {
			if i > 0 {
				b.WriteString(", ")
			}
			if sub, ok := op.(*md.Node); ok && sub == v {
				b.WriteString("self")
				continue
			}
			w.op(op, depth+1)
		}
		b.WriteString("}")
	default:
		b.WriteString(m.String())
	}
}
