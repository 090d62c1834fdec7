package md

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// A DotRoot is where a picture starts: a node, and the label of the edge
// that leads to it from an optional entity box (an attachment kind).
type DotRoot struct {
	Node  *Node
	Label string
}

// WriteDot writes a Graphviz picture of the neighbourhood of roots: every
// node reached within depth edges, with operand and field edges labelled.
// entity, when not "", is drawn as a box with an edge to each root.
func WriteDot(w io.Writer, entity string, roots []DotRoot, depth int) error {
	var b strings.Builder
	b.WriteString("digraph metadata {\n  rankdir=LR;\n  node [shape=record, fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=9];\n")
	ids := map[*Node]string{}
	next := 0
	name := func(n *Node) string {
		if s, ok := ids[n]; ok {
			return s
		}
		s := "n" + strconv.Itoa(next)
		next++
		ids[n] = s
		return s
	}
	type item struct {
		n     *Node
		depth int
	}
	var queue []item
	seen := map[*Node]bool{}
	if entity != "" {
		fmt.Fprintf(&b, "  entity [shape=box, style=bold, label=%s];\n", dotQuote(entity))
	}
	for _, r := range roots {
		if r.Node == nil {
			continue
		}
		if entity != "" {
			fmt.Fprintf(&b, "  entity -> %s [label=%s];\n", name(r.Node), dotQuote(r.Label))
		}
		if !seen[r.Node] {
			seen[r.Node] = true
			queue = append(queue, item{r.Node, 0})
		}
	}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		n := it.n
		fmt.Fprintf(&b, "  %s [label=%s%s];\n", name(n), dotQuote(nodeLabel(n)), dotStyle(n))
		if it.depth >= depth {
			continue
		}
		edge := func(label string, m Metadata) {
			c, ok := m.(*Node)
			if !ok || c == nil {
				return
			}
			fmt.Fprintf(&b, "  %s -> %s [label=%s];\n", name(n), name(c), dotQuote(label))
			if !seen[c] {
				seen[c] = true
				queue = append(queue, item{c, it.depth + 1})
			}
		}
		for i, op := range n.Operands() {
			edge(strconv.Itoa(i), op)
		}
		for _, f := range n.Fields() {
			edge(f.Name, f.Value)
		}
	}
	// Nodes reached at the depth limit but not expanded still need a label.
	for n := range ids {
		if !seen[n] {
			fmt.Fprintf(&b, "  %s [label=%s, style=dashed];\n", ids[n], dotQuote(nodeLabel(n)))
		}
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func nodeLabel(n *Node) string {
	text := Format(n)
	if n.ID >= 0 {
		text = "!" + strconv.Itoa(int(n.ID)) + " = " + text
	}
	if len(text) > 120 {
		text = text[:117] + "..."
	}
	return text
}

func dotStyle(n *Node) string {
	if n.Distinct {
		return ", style=filled, fillcolor=\"#e8eef7\""
	}
	return ""
}

// dotQuote quotes s for a Graphviz label, escaping the characters that
// record labels treat specially.
func dotQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\', '{', '}', '<', '>', '|':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteByte('"')
	return b.String()
}
