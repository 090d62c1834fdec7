package bitcode

// A -g module has a DILocation for nearly every instruction; they are
// uniqued (equal fields, one node) and numbered like other nodes. A node
// and its fields are one allocation, and the table that finds them holds
// 4-byte indexes rather than keys.

// locNode is a DILocation node: its metadata entry with the fields inline.
type locNode struct {
	mdEntry
	l dbgLoc
}

// newLocNode returns the entry of a new DILocation node with l's fields.
func newLocNode(l *dbgLoc, distinct bool) *mdEntry {
	n := &locNode{l: *l}
	n.mdEntry = mdEntry{kind: mdDI, distinct: distinct, loc: &n.l, ops: n.l.ops[:]}
	return &n.mdEntry
}

// locTable finds uniqued DILocations by their fields: open addressing
// with linear probing over indexes into nodes, at most half full.
type locTable struct {
	nodes []*mdEntry
	slots []int32 // index in nodes + 1; 0 is empty
}

func locHash(l *dbgLoc) uint64 {
	h := l.line*0x9E3779B97F4A7C15 ^ l.col*0xC2B2AE3D27D4EB4F ^ uint64(l.ops[0])*0x165667B19E3779F9 ^
		uint64(l.ops[1])*0x27D4EB2F165667C5 ^ l.atom[0]*0x85EBCA77C2B2AE63 ^ l.atom[1]<<1
	if l.implicit {
		h ^= 0xFF51AFD7ED558CCD
	}
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	return h ^ h>>32
}

// find returns the slot holding a node with l's fields, or the empty slot
// where it would go.
func (t *locTable) find(l *dbgLoc) (int, *mdEntry) {
	mask := len(t.slots) - 1
	for i := int(locHash(l)) & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			return i, nil
		}
		if e := t.nodes[s-1]; *e.loc == *l {
			return i, e
		}
	}
}

// get returns the node with l's fields, or nil.
func (t *locTable) get(l *dbgLoc) *mdEntry {
	if len(t.slots) == 0 {
		return nil
	}
	_, e := t.find(l)
	return e
}

// put adds a DILocation node, replacing one with the same fields.
func (t *locTable) put(e *mdEntry) {
	if 2*(len(t.nodes)+1) > len(t.slots) {
		t.slots = make([]int32, max(1024, 2*len(t.slots)))
		for k, x := range t.nodes {
			i, _ := t.find(x.loc)
			t.slots[i] = int32(k + 1)
		}
	}
	i, old := t.find(e.loc)
	if old != nil {
		t.nodes[t.slots[i]-1] = e
		return
	}
	t.nodes = append(t.nodes, e)
	t.slots[i] = int32(len(t.nodes))
}
