package verifier

import (
	"github.com/irmeta/irmeta/md"
)

// locationsOutOfPlace is visitMDNode's rule for the nodes an instruction
// attaches under a kind other than !dbg and !llvm.loop: no node they reach
// may hold a DILocation. LLVM's stripping of debug info keeps these
// attachments (only !heapallocsite goes with it), so the problem is an
// error whatever the module's debug-info version. Each node is walked
// once per module, as LLVM visits each node once: the nodes an
// !llvm.loop attachment reaches (where locations are allowed) are marked
// walked first, since LLVM numbers llvm.loop before the kinds a module
// names and visits an instruction's attachments by number.
func (v *verifier) locationsOutOfPlace(i int) bool {
	in := &v.m.Insts[i]
	k := &v.kinds
	for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
		if at := &v.m.InstAttachments[a]; at.Kind == k.loop && at.Node >= 0 && !v.locWalked(at.Node) {
			v.markLocWalked(v.attached(i, a), 0)
		}
	}
	for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
		at := &v.m.InstAttachments[a]
		if at.Kind == k.dbg || at.Kind == k.loop || v.m.AttachKinds[at.Kind] == "heapallocsite" {
			continue
		}
		if at.Node >= 0 && v.locWalked(at.Node) {
			continue
		}
		if v.holdsLocation(v.attached(i, a), 0) {
			v.errorAt(in.Start, "DILocation not allowed within this metadata node")
			return false
		}
	}
	return true
}

// fnLocationsOutOfPlace is the rule for the attachments of function
// definition fn, all of which LLVM visits disallowing debug locations.
// The !dbg subprogram is left out: a DISubprogram reaches no location,
// and walking the debug info of every function would be a walk over most
// of a -g module's metadata.
func (v *verifier) fnLocationsOutOfPlace(fn int) bool {
	f := &v.m.Functions[fn]
	for k := range f.Attachments {
		at := &f.Attachments[k]
		if at.Kind == v.kinds.dbg || (at.Node >= 0 && v.locWalked(at.Node)) {
			continue
		}
		if v.holdsLocation(v.g.Attachment(md.Function(fn), v.m.AttachKinds[at.Kind]), 0) {
			v.errorAt(f.Header.Start, "DILocation not allowed within this metadata node")
			return false
		}
	}
	return true
}

// locWalked reports whether numbered node id was walked by holdsLocation,
// marking it walked.
func (v *verifier) locWalked(id int32) bool {
	k := v.slot(id)
	if k < 0 {
		return true
	}
	seen := v.has(k, markLocPlace)
	v.mark(k, markLocPlace)
	return seen
}

// holdsLocation reports whether an operand of n, or of a node n reaches
// that was not walked before, is a DILocation.
func (v *verifier) holdsLocation(n *md.Node, depth int) bool {
	if n == nil || n.Missing() || depth > 1<<12 {
		return false
	}
	check := func(op md.Metadata) bool {
		c := asNode(op)
		if c == nil {
			return false
		}
		if kindOf(c) == "DILocation" {
			return true
		}
		if c.ID >= 0 && v.locWalked(c.ID) {
			return false
		}
		return v.holdsLocation(c, depth+1)
	}
	for _, op := range n.Operands() {
		if check(op) {
			return true
		}
	}
	for _, f := range n.Fields() {
		if check(f.Value) {
			return true
		}
	}
	return false
}

// markLocWalked marks the nodes n reaches walked, as LLVM's visit of a
// node where locations are allowed marks them visited. A DILocation's own
// operands are left: they are debug info, which holds no location a
// later visit could find.
func (v *verifier) markLocWalked(n *md.Node, depth int) {
	if n == nil || n.Missing() || depth > 1<<12 {
		return
	}
	mark := func(op md.Metadata) {
		c := asNode(op)
		if c == nil || kindOf(c) == "DILocation" || c.ID >= 0 && v.locWalked(c.ID) {
			return
		}
		v.markLocWalked(c, depth+1)
	}
	for _, op := range n.Operands() {
		mark(op)
	}
	for _, f := range n.Fields() {
		mark(f.Value)
	}
}
