package upgrade

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// nvvmAttributeKeys are the !nvvm.annotations keys the loader moves into
// the calling convention and attributes of the annotated global
// (llvmver.NVVMAnnotationsUpgraded).
var nvvmAttributeKeys = map[string]bool{
	"kernel": true, "maxntidx": true, "maxntidy": true, "maxntidz": true,
	"reqntidx": true, "reqntidy": true, "reqntidz": true,
	"cluster_dim_x": true, "cluster_dim_y": true, "cluster_dim_z": true,
	"minctasm": true, "maxnreg": true, "maxclusterrank": true,
	"align": true, "grid_constant": true,
}

// nvvmAnnotations drops the key/value pairs of nvvmAttributeKeys from the
// !nvvm.annotations nodes of globals, and the nodes left with nothing but
// the global, as the releases that upgrade them do.
func nvvmAnnotations(g *md.Graph, v llvmver.Version) []Change {
	l := g.Named("nvvm.annotations")
	if l == nil || !v.Has(llvmver.NVVMAnnotationsUpgraded) {
		return nil
	}
	kept := make([]*md.Node, 0, len(l.Nodes))
	changed := false
	seen := map[*md.Node]bool{}
	for _, n := range l.Nodes {
		// The loader rebuilds the list: a node listed twice is listed
		// once, and one that does not annotate a global (null, or a
		// debug-info node) is dropped (measured with llvm-as-22).
		if n != nil && seen[n] {
			changed = true
			continue
		}
		seen[n] = true
		if n != nil && n.Kind != md.Tuple {
			changed = true
			continue
		}
		if n == nil || n.NumOperands() < 3 {
			kept = append(kept, n)
			continue
		}
		gv, ok := n.Operand(0).(*md.Value)
		if !ok || gv.Kind != ast.GlobalRef {
			changed = true
			continue
		}
		ops := n.Operands()
		rest := []md.Metadata{ops[0]}
		for i := 1; i < len(ops); i += 2 {
			if s, ok := ops[i].(*md.String); ok && nvvmAttributeKeys[s.Value] && i+1 < len(ops) {
				continue
			}
			rest = append(rest, ops[i:min(i+2, len(ops))]...)
		}
		switch {
		case len(rest) == len(ops):
			kept = append(kept, n)
		case len(rest) == 1:
			changed = true
		default:
			kept = append(kept, g.NewTuple(rest...))
			changed = true
		}
	}
	if !changed {
		return nil
	}
	g.SetNamed("nvvm.annotations", kept)
	pos := g.Module.Position(0)
	if l.Index >= 0 {
		pos = g.Module.Position(g.Module.NamedMD[l.Index].Start)
	}
	return []Change{{Pos: pos,
		Msg: v.String() + " moves the function annotations of !nvvm.annotations (kernel, maxntid, ...) into calling conventions and attributes"}}
}
