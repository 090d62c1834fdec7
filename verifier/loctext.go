package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// Debug locations are most of the nodes of a -g module. The verifier takes
// the few fields it needs (scope, inlinedAt, atomGroup) from the parser's
// table of them (ast.Module.Locations), by id, without making graph nodes
// for them or reading their text again.

// locationEntry returns what the definition of !id says as a location
// (the zero Location when it is none).
func (v *verifier) locationEntry(id int32) ast.Location {
	if id < 0 {
		return ast.Location{}
	}
	d := v.g.DefIndex(id)
	if d < 0 || d >= len(v.m.Locations) {
		return ast.Location{}
	}
	return v.m.Locations[d]
}

// location returns the scope and inlinedAt ids of !id when it is defined
// as a DILocation whose fields are plain references; ok is false
// otherwise (callers then use the graph).
func (v *verifier) location(id int32) (scope, at int32, ok bool) {
	l := v.locationEntry(id)
	if !l.Simple {
		return -1, -1, false
	}
	return l.Scope, l.InlinedAt, true
}

// isLocationID reports whether !id is defined as a DILocation.
func (v *verifier) isLocationID(id int32) bool { return v.locationEntry(id).IsLocation }

// nodeID returns the graph node of !id (made on demand).
func (v *verifier) nodeID(id int32) *md.Node {
	if id < 0 {
		return nil
	}
	return v.g.NodeByID(id)
}
