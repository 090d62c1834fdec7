package upgrade

import (
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// localImports moves the DIImportedEntity nodes of a compile unit's
// imports whose scope is local (a subprogram or a block in one) into the
// retainedNodes of that subprogram, as the releases with
// llvmver.LocalImportsInRetainedNodes load them.
func localImports(g *md.Graph, v llvmver.Version) []Change {
	l := g.Named("llvm.dbg.cu")
	if l == nil || !v.Has(llvmver.LocalImportsInRetainedNodes) {
		return nil
	}
	var out []Change
	moved := map[*md.Node][]md.Metadata{} // subprogram -> imports to add
	var order []*md.Node
	for _, cu := range l.Nodes {
		if cu == nil || cu.Name != "DICompileUnit" {
			continue
		}
		imports, ok := cu.Field("imports").(*md.Node)
		if !ok || imports.Kind != md.Tuple {
			continue
		}
		var keep []md.Metadata
		changed := false
		for _, op := range imports.Operands() {
			ie, ok := op.(*md.Node)
			if ok && ie != nil && ie.Name == "DIImportedEntity" {
				if sp := subprogramOfScope(ie.Field("scope")); sp != nil {
					if _, seen := moved[sp]; !seen {
						order = append(order, sp)
					}
					moved[sp] = append(moved[sp], ie)
					changed = true
					continue
				}
			}
			keep = append(keep, op)
		}
		if changed {
			g.SetField(cu, "imports", g.NewTuple(keep...))
			out = append(out, Change{Pos: cu.Pos(), Msg: v.String() + " moves the compile unit's local imported entities into their subprograms' retainedNodes"})
		}
	}
	for _, sp := range order {
		var ops []md.Metadata
		if r, ok := sp.Field("retainedNodes").(*md.Node); ok && r.Kind == md.Tuple {
			ops = append(ops, r.Operands()...)
		}
		g.SetField(sp, "retainedNodes", g.NewTuple(append(ops, moved[sp]...)...))
	}
	return out
}

// subprogramOfScope returns the subprogram a local scope is in, nil for
// other scopes.
func subprogramOfScope(m md.Metadata) *md.Node {
	for depth := 0; depth < 256; depth++ {
		n, ok := m.(*md.Node)
		if !ok || n == nil {
			return nil
		}
		switch n.Name {
		case "DISubprogram":
			return n
		case "DILexicalBlock", "DILexicalBlockFile":
			m = n.Field("scope")
		default:
			return nil
		}
	}
	return nil
}
