package bitcode

// A -g module has a DILocation for nearly every instruction; they are
// uniqued (equal fields, one node) and numbered like other nodes. Those
// met only in DEBUG_LOC records have no metadata id and are kept as
// records without pointers, in chunks; the LOCATION records of metadata
// blocks are nodes with their fields inline. A hash table of indexes
// finds both by their fields.

// locNode is a LOCATION node: its metadata entry with the fields inline.
type locNode struct {
	mdEntry
	l   dbgLoc
	ops [2]int // l.ops, the entry's operands
}

// newLocNode returns the entry of a new DILocation node with l's fields.
func newLocNode(l *dbgLoc, distinct bool) *mdEntry {
	n := &locNode{l: *l, ops: [2]int{int(l.ops[0]), int(l.ops[1])}}
	n.mdEntry = mdEntry{kind: mdDI, distinct: distinct, loc: &n.l, ops: n.ops[:]}
	return &n.mdEntry
}

// locRef names a uniqued DILocation: r > 0 is location record r, r < 0
// the LOCATION node of metadata id -r-1, 0 none.
type locRef int32

// locRec is a DILocation met only in DEBUG_LOC records.
type locRec struct {
	l    dbgLoc
	slot int32 // number + 1 once numbered
}

const locChunk = 1 << 12

// locTable holds the location records and finds uniqued locations: open
// addressing with linear probing over indexes into refs (each with half
// of its hash), at most three quarters full.
type locTable struct {
	recs  [][]locRec // chunks of locChunk records
	n     int        // records
	refs  []locRef   // the uniqued locations
	slots []uint64   // the hash's top half << 32 | index in refs + 1; 0 is empty
}

// rec returns location record r (r > 0).
func (t *locTable) rec(r locRef) *locRec {
	i := int(r) - 1
	return &t.recs[i/locChunk][i%locChunk]
}

// locFields returns the fields of a location.
func (d *decoder) locFields(r locRef) *dbgLoc {
	if r < 0 {
		return d.md.entries[-r-1].loc
	}
	return &d.locs.rec(r).l
}

// locSlot returns where a location's number + 1 is kept.
func (d *decoder) locSlot(r locRef) *int32 {
	if r < 0 {
		return &d.md.entries[-r-1].slot
	}
	return &d.locs.rec(r).slot
}

// slotLoc numbers a location and the nodes it refers to, as slot does.
func (d *decoder) slotLoc(r locRef) {
	if r < 0 {
		d.slot(int(-r - 1))
		return
	}
	rec := d.locs.rec(r)
	if rec.slot > 0 {
		return
	}
	d.md.number(&rec.slot, -int32(r))
	d.slot(int(rec.l.ops[0]))
	d.slot(int(rec.l.ops[1]))
}

// locEntry returns the uniqued DILocation with l's fields, making a
// location record when there is none.
func (d *decoder) locEntry(l *dbgLoc) locRef {
	t := &d.locs
	if len(t.slots) > 0 {
		if _, r := d.locFind(l); r != 0 {
			return r
		}
	}
	if t.n%locChunk == 0 {
		t.recs = append(t.recs, make([]locRec, locChunk))
	}
	t.n++
	r := locRef(t.n)
	*t.rec(r) = locRec{l: *l}
	d.locPut(r)
	return r
}

func locHash(l *dbgLoc) uint64 {
	h := uint64(l.line)*0x9E3779B97F4A7C15 ^ uint64(l.col)*0xC2B2AE3D27D4EB4F ^ uint64(l.ops[0])*0x165667B19E3779F9 ^
		uint64(l.ops[1])*0x27D4EB2F165667C5 ^ uint64(l.atom)*0x85EBCA77C2B2AE63
	if l.implicit {
		h ^= 0xFF51AFD7ED558CCD
	}
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	return h ^ h>>32
}

// locFind returns the slot holding a location with l's fields, or the
// empty slot where it would go.
func (d *decoder) locFind(l *dbgLoc) (int, locRef) {
	t := &d.locs
	mask := len(t.slots) - 1
	h := locHash(l)
	// the hash kept in the slot spares a look at most other locations
	tag := h &^ (1<<32 - 1)
	for i := int(h) & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			return i, 0
		}
		if s&^(1<<32-1) != tag {
			continue
		}
		if r := t.refs[uint32(s)-1]; *d.locFields(r) == *l {
			return i, r
		}
	}
}

// locPut makes r the uniqued location with its fields.
func (d *decoder) locPut(r locRef) {
	t := &d.locs
	if 4*(len(t.refs)+1) > 3*len(t.slots) {
		t.slots = make([]uint64, max(1024, 2*len(t.slots)))
		for k, x := range t.refs {
			l := d.locFields(x)
			i, _ := d.locFind(l)
			t.slots[i] = locHash(l)&^(1<<32-1) | uint64(k+1)
		}
	}
	l := d.locFields(r)
	i, old := d.locFind(l)
	if old != 0 {
		t.refs[uint32(t.slots[i])-1] = r
		return
	}
	t.refs = append(t.refs, r)
	t.slots[i] = locHash(l)&^(1<<32-1) | uint64(len(t.refs))
}
