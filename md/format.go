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
	writeNode(&b, n, nil)
	return b.String()
}

// FormatDef renders a numbered node's definition line: "!N = ...".
func FormatDef(n *Node) string {
	return "!" + strconv.Itoa(int(n.ID)) + " = " + Format(n)
}

// FormatOperand renders one operand as it appears inside a node.
func FormatOperand(m Metadata) string {
	var b strings.Builder
	writeOperand(&b, m, nil)
	return b.String()
}

// formatWith is Format with the printed numbers of new nodes.
func formatWith(n *Node, ids printIDs) string {
	var b strings.Builder
	writeNode(&b, n, ids)
	return b.String()
}

// formatOperandWith is FormatOperand with the printed numbers of new nodes.
func formatOperandWith(m Metadata, ids printIDs) string {
	var b strings.Builder
	writeOperand(&b, m, ids)
	return b.String()
}

// printIDs maps new nodes to the number they are printed under when it
// differs from their ID (see Graph.Print); a nil map changes nothing.
type printIDs map[*Node]int32

func (p printIDs) id(n *Node) int32 {
	if id, ok := p[n]; ok {
		return id
	}
	return n.ID
}

func writeNode(b *strings.Builder, n *Node, ids printIDs) {
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
			writeOperand(b, op, ids)
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
			writeOperand(b, op, ids)
			i++
		}
		for _, f := range n.Fields() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f.Name)
			b.WriteString(": ")
			if l, ok := f.Value.(*Node); ok && isOperandList(n, f.Name, l) {
				// A GenericDINode's operands are written "{...}", without '!'.
				b.WriteByte('{')
				for j, op := range l.Operands() {
					if j > 0 {
						b.WriteString(", ")
					}
					writeOperand(b, op, ids)
				}
				b.WriteByte('}')
			} else {
				writeOperand(b, f.Value, ids)
			}
			i++
		}
		b.WriteByte(')')
	}
}

func writeOperand(b *strings.Builder, m Metadata, ids printIDs) {
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
			b.WriteString(strconv.Itoa(int(ids.id(v))))
			return
		}
		writeNode(b, v, ids)
	default:
		b.WriteString(m.String())
	}
}

// isOperandList reports whether field name of n, holding l, is the
// operand list of a GenericDINode ("operands: {!1, null}"): part of the
// node, never numbered.
func isOperandList(n *Node, name string, l *Node) bool {
	return n.Name == "GenericDINode" && name == "operands" && l != nil && l.ID < 0 && l.Kind == Tuple
}
