package md

// Source returns the node's text as written (from its '!' through its
// closing parenthesis or brace), or nil for nodes without text (made by
// an Editor, or undefined). Checkers that need one field of many nodes
// can read it without decoding the node.
func (n *Node) Source() []byte {
	if n == nil || n.missing || n.created || n.span.End <= n.span.Start {
		return nil
	}
	src := n.g.Module.Src
	if int(n.span.End) > len(src) {
		return nil
	}
	return src[n.span.Start:n.span.End]
}
