package md

// Peeking reads a field of a node from its definition's text without
// loading the node. A pass that meets some kind of node by the ten
// thousand and asks a few fields of each (a verifier's rules for the
// local variables and lexical blocks of a -g module) keeps the graph from
// holding them all: a loaded node's fields are most of a debug-info
// graph's memory. The graph remembers the fields of the node it peeked
// last, as a pass asks several fields of a node in a row.

// peekCache is the node a graph peeked last, with its fields.
type peekCache struct {
	n      *Node
	nf     int
	fields [maxLightFields]lightField
}

// peek returns n's fields as its text writes them, or false when n is
// loaded or made by an edit (its fields are then the answer), has no
// definition, or its text is not a plain specialized node (see
// scanLight).
func (n *Node) peek() ([]lightField, bool) {
	if n == nil || n.loaded || n.created || n.def < 0 {
		return nil, false
	}
	g := n.g
	if g.peeked == nil {
		g.peeked = &peekCache{}
	}
	c := g.peeked
	if c.n == n {
		return c.fields[:c.nf], true
	}
	g.touch(n.span)
	name, nf, ok := scanLight(g.Module.Src, &g.Module.MDDefs[n.def], &c.fields)
	if !ok || name != n.Name {
		c.n = nil
		return nil, false
	}
	c.n, c.nf = n, nf
	return c.fields[:nf], true
}

// PeekField is Field, read from the node's definition when the node is
// not loaded: it does not load the node. Literal and string values are
// made anew by each call.
func (n *Node) PeekField(name string) Metadata {
	fs, ok := n.peek()
	if !ok {
		return n.Field(name)
	}
	for i := range fs {
		f := &fs[i]
		if f.name != name {
			continue
		}
		switch f.kind {
		case lightLit:
			return &Literal{Kind: f.lit, Text: f.text}
		case lightStr:
			return &String{Value: f.text}
		case lightRef:
			return n.g.NodeByID(f.id)
		}
		return nil
	}
	return nil
}

// PeekNode is the node the named field refers to, or nil: PeekField for a
// reference, without making a value for other fields.
func (n *Node) PeekNode(name string) *Node {
	fs, ok := n.peek()
	if !ok {
		x, _ := n.Field(name).(*Node)
		return x
	}
	for i := range fs {
		if f := &fs[i]; f.name == name {
			if f.kind == lightRef {
				return n.g.NodeByID(f.id)
			}
			return nil
		}
	}
	return nil
}

// PeekLiteral is the text of the named field when it is a literal (a
// number, a keyword, flags), else "": PeekField without making a value.
func (n *Node) PeekLiteral(name string) string {
	fs, ok := n.peek()
	if !ok {
		if l, ok := n.Field(name).(*Literal); ok {
			return l.Text
		}
		return ""
	}
	for i := range fs {
		if f := &fs[i]; f.name == name {
			if f.kind == lightLit {
				return f.text
			}
			return ""
		}
	}
	return ""
}

// Peekable reports whether PeekField reads n from its definition's text:
// n is not loaded, and its text is a specialized node whose fields are
// plain values and references (so none is a node written inline).
func (n *Node) Peekable() bool {
	_, ok := n.peek()
	return ok
}
