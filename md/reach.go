package md

// ReachableIDs returns the numbered nodes the module uses: those reached,
// through node operands and fields, from global and function attachments,
// named metadata, and instructions' metadata arguments and attachments.
// LLVM's parser drops the others, so no later rule (the verifier's
// included) ever sees them.
func (g *Graph) ReachableIDs() map[int32]bool {
	m := g.Module
	ids := make(map[int32]bool, len(m.MDDefs))
	seen := map[*Node]bool{}
	var visit func(n *Node)
	visit = func(n *Node) {
		if n == nil || n.missing || seen[n] {
			return
		}
		seen[n] = true
		if n.ID >= 0 {
			ids[n.ID] = true
		}
		for _, c := range n.Children() {
			visit(c)
		}
	}
	g.Targets(func(t Target) {
		for _, a := range g.Attachments(t) {
			visit(a.Node)
		}
	})
	for i := range m.Insts {
		for _, n := range g.instMetadata(i) {
			visit(n)
		}
	}
	for _, name := range g.NamedNames() {
		for _, n := range g.Named(name).Nodes {
			visit(n)
		}
	}
	return ids
}
