package loops

import (
	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/md"
)

// Write makes the node for id in graph g, as a transformation would: a
// new distinct ID whose first operand is itself, with attribute nodes
// created by the transformation interned (equal ones are shared) and
// operands from another graph imported. It returns the kept node for
// KeepID (imported when it belongs to another graph) and nil for NoID and
// NoFollowup.
func Write(g *md.Graph, id LoopID) *md.Node {
	switch id.Kind {
	case KeepID:
		if id.Keep.Graph() == g {
			return id.Keep
		}
		// A loop ID from another module is imported whole, as llvm-link
		// copies it: a node shared by two attributes, or an attribute
		// that refers back to the ID, stays one node. An old-style
		// uniqued ID (!0 = !{!0, ...}) comes out distinct, as LLVM reads
		// it. A node that is no loop ID (no self-reference first) is
		// rebuilt around its operands instead.
		if id.Keep.Operand(0) == md.Metadata(id.Keep) {
			return g.Import(id.Keep).(*md.Node)
		}
		fallthrough
	case NewID:
		attrs := id.Attrs()
		ops := make([]md.Metadata, len(attrs))
		// Operands from another graph are imported together, so that a
		// node two of them share stays one node.
		var foreign []md.Metadata
		var at []int
		for i, o := range attrs {
			if n, ok := o.Existing.(*md.Node); ok && n != nil && n.Graph() != g {
				foreign = append(foreign, n)
				at = append(at, i)
				continue
			}
			ops[i] = writeOp(g, o)
		}
		for j, c := range g.ImportAll(foreign...) {
			ops[at[j]] = c
		}
		return g.NewSelfRef(ops...)
	}
	return nil
}

func writeOp(g *md.Graph, o Op) md.Metadata {
	if o.Existing != nil {
		return o.Existing
	}
	if o.Value == nil {
		return g.NewTuple(md.NewString(o.Name))
	}
	return g.NewTuple(md.NewString(o.Name), o.Value)
}

// NewLoopID makes a new distinct, self-referential loop ID in g with the
// given attribute operands: !N = distinct !{!N, ops...}.
func NewLoopID(g *md.Graph, ops ...md.Metadata) *md.Node { return g.NewSelfRef(ops...) }

// SetLoopID attaches id as llvm.loop to the terminator of every latch of
// l, or removes the attachment when id is nil, as LLVM's Loop::setLoopID.
func SetLoopID(g *md.Graph, l *analysis.Loop, id *md.Node) {
	for _, b := range l.Latches {
		t := l.CFG.Term[b]
		if t < 0 {
			continue
		}
		target := md.Inst(t)
		if id == nil {
			g.RemoveAttachment(target, "llvm.loop")
		} else {
			g.SetAttachment(target, "llvm.loop", id)
		}
	}
	l.ID = id
}
