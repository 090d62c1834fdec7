package verifier

import "github.com/irmeta/irmeta/md"

// A locRef is the location of a debug record or intrinsic: a numbered
// node by id, or an inline node. A -g module has tens of thousands of
// them; a numbered one is read from its text (see location), so that the
// graph makes no node for each (112 bytes apiece, 5 MB on SQLite -O2 -g).
type locRef struct {
	node *md.Node // an inline location, or nil
	id   int32    // a numbered location's id when node is nil; -1: no location
}

// noLoc is the absent location.
var noLoc = locRef{id: -1}

// none reports whether there is no location.
func (l locRef) none() bool { return l.node == nil && l.id < 0 }

// locNode returns the graph node of l (made on demand), or nil.
func (v *verifier) locNode(l locRef) *md.Node {
	if l.node != nil {
		return l.node
	}
	return v.nodeID(l.id)
}

// isLocation reports whether l is a DILocation.
func (v *verifier) isLocation(l locRef) bool {
	if l.node == nil && l.id >= 0 {
		if _, _, ok := v.location(l.id); ok {
			return true
		}
	}
	return kindOf(v.locNode(l)) == "DILocation"
}

// locRefScope is locScope on l: its scope, and whether it is inlined (has
// an inlinedAt location).
func (v *verifier) locRefScope(l locRef) (scope *md.Node, inlined bool) {
	if l.node == nil && l.id >= 0 {
		if s, at, ok := v.location(l.id); ok {
			return v.nodeID(s), at >= 0
		}
	}
	s, ia := v.locScope(v.locNode(l))
	return s, ia != nil
}

// dbgLocRef returns the !dbg location of instruction i, or noLoc.
func (v *verifier) dbgLocRef(i int) locRef {
	a := v.m.InstAttachmentOf(i, v.kinds.dbg)
	switch {
	case a < 0:
		return noLoc
	case v.m.InstAttachments[a].Node >= 0:
		return locRef{id: v.m.InstAttachments[a].Node}
	}
	return locRef{node: v.attached(i, a), id: -1}
}
