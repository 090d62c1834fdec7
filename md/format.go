package md

import (
	"strconv"
	"strings"
)

// Format renders node n in LLVM syntax, without its "!N = " prefix:
// "!{i32 1, !\"x\"}", "distinct !{!0}", "!DILocation(line: 3, scope: !4)".
// Operands that are numbered nodes print as references.
func Format(n *Node) string {
	var b strings.Builder
	writeNode(&b, n)
	return b.String()
}

// FormatDef renders a numbered node's definition line: "!N = ...".
func FormatDef(n *Node) string {
	return "!" + strconv.Itoa(int(n.ID)) + " = " + Format(n)
}

// FormatOperand renders one operand as it appears inside a node.
func FormatOperand(m Metadata) string {
	var b strings.Builder
	writeOperand(&b, m)
	return b.String()
}

func writeNode(b *strings.Builder, n *Node) {
	n.load()
	if n.Distinct {
		b.WriteString("distinct ")
	}
	switch n.Kind {
	case Tuple:
		b.WriteString("!{")
		for i, op := range n.Operands() {
			if i > 0 {
				b.WriteString(", ")
			}
			writeOperand(b, op)
		}
		b.WriteByte('}')
	default:
		b.WriteByte('!')
		b.WriteString(n.Name)
		b.WriteByte('(')
		i := 0
		for _, op := range n.Operands() {
			if i > 0 {
				b.WriteString(", ")
			}
			writeOperand(b, op)
			i++
		}
		for _, f := range n.Fields() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f.Name)
			b.WriteString(": ")
			writeOperand(b, f.Value)
			i++
		}
		b.WriteByte(')')
	}
}

func writeOperand(b *strings.Builder, m Metadata) {
	switch v := m.(type) {
	case nil:
		b.WriteString("null")
	case *Node:
		if v == nil {
			b.WriteString("null")
			return
		}
		if v.ID >= 0 {
			b.WriteByte('!')
			b.WriteString(strconv.Itoa(int(v.ID)))
			return
		}
		writeNode(b, v)
	default:
		b.WriteString(m.String())
	}
}
