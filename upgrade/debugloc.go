package upgrade

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// debugLocsUniqued replaces a distinct DILocation attached as an
// instruction's !dbg with its uniqued twin: bitcode stores an
// instruction's location as a DEBUG_LOC record (line, column, scope,
// inlinedAt), which has no distinct bit, so llvm-as | llvm-dis of every
// release reads it back uniqued (measured with 14, 19 and 22; a copy the
// location's other users reach stays distinct). The !dbg of a debug
// intrinsic call becomes a debug record's location, kept as metadata, from
// the release that reads calls as records.
func debugLocsUniqued(g *md.Graph, v llvmver.Version) []Change {
	var out []Change
	m := g.Module
	var cursor ast.TextCursor // the locations are all over the metadata
	g.Targets(func(t md.Target) {
		if t.Kind != md.InstTarget {
			return
		}
		if d := g.AttachedDef(t, "dbg"); d >= 0 {
			if _, ok := m.DefShape(d); !ok {
				cursor.Read(m, m.MDDefs[d].Span)
			}
			if !m.DefDistinct(d) {
				return // most locations: uniqued, and left as text
			}
		}
		loc := g.Attachment(t, "dbg")
		if loc == nil || loc.Name != "DILocation" || !loc.Distinct {
			return
		}
		in := &m.Insts[t.Index]
		if v.Has(llvmver.DebugRecords) && in.Op == ast.OpCall && callsDebugIntrinsic(m.Bytes(in.Span)) {
			return
		}
		twin := g.NewSpecialized("DILocation", false, loc.Fields()...)
		g.SetAttachment(t, "dbg", twin)
		out = append(out, Change{Pos: g.TargetPos(t), Msg: v.String() + " reads the distinct location " + nodeName(loc) + " of this instruction back uniqued (bitcode keeps no distinct bit for it)"})
	})
	return out
}
