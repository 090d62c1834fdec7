package loops

import (
	"strings"

	"irmeta/md"
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
	var b strings.Builder
	for i, op := range id.Operands() {
		if i > 0 {
			if i > 1 {
				b.WriteString(", ")
			}
			sigOp(&b, op, 0)
		}
	}
	return b.String()
}

// Signature renders the ID's operands as the package-level Signature does.
func (id LoopID) Signature() string {
	var b strings.Builder
	for i, o := range id.Attrs() {
		if i > 0 {
			b.WriteString(", ")
		}
		if o.Existing != nil {
			sigOp(&b, o.Existing, 0)
			continue
		}
		b.WriteString("{")
		b.WriteString(md.NewString(o.Name).String())
		if o.Value != nil {
			b.WriteString(", ")
			sigOp(&b, o.Value, 1)
		}
		b.WriteString("}")
	}
	return b.String()
}

func sigOp(b *strings.Builder, m md.Metadata, depth int) {
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
		if depth > 16 {
			b.WriteString("...")
			return
		}
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
			sigOp(b, op, depth+1)
		}
		b.WriteString("}")
	default:
		b.WriteString(m.String())
	}
}
