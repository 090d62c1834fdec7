package md

// RefFields calls fn, in field order, for each field of specialized node n
// that refers to a numbered node. A node not decoded yet is read from its
// definition's text and stays undecoded: the graph keeps none of its
// fields. Walks over all of a module's debug info, most of whose nodes are
// DILocations, use it to keep the graph small (the upgrade check's walk
// halves the memory of a -g module's graph with it). Other nodes (and
// fields that are not plain references) are read through Fields.
func (n *Node) RefFields(fn func(name string, ref *Node)) {
	if !n.loaded && n.def >= 0 && n.Kind == Specialized {
		g := n.g
		var buf [maxLightFields]lightField
		if _, nf, ok := scanLight(g.Module.Src, &g.Module.MDDefs[n.def], &buf); ok {
			for i := range buf[:nf] {
				if buf[i].kind == lightRef {
					fn(buf[i].name, g.NodeByID(buf[i].id))
				}
			}
			return
		}
	}
	for _, f := range n.Fields() {
		if c, ok := f.Value.(*Node); ok && c != nil {
			fn(f.Name, c)
		}
	}
}
