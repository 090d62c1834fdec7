package md

import (
	"encoding/binary"
	"hash/maphash"
)

// LLVM merges uniqued nodes by identity of their operands (MDNode::get),
// not by contents: two equal cycles of uniqued nodes (!1 = !{!2},
// !2 = !{!1} twice over) stay apart, while a node outside a cycle whose
// operands are those of a cycle member is that member. The canonizer
// identifies nodes by contents, which is exact for acyclic graphs; for
// the nodes that lie on a uniqued cycle or reach one through uniqued
// nodes, mergeKeys computes LLVM's merging instead.

// mergeKeys returns Renumber's merge key for each node of order: the
// canonical identity for most nodes, and a key that follows operand
// identity for nodes on or above uniqued cycles.
func mergeKeys(c *canonizer, order []*Node) func(*Node) uint64 {
	t := tarjan{num: make(map[*Node]int32, len(order))}
	for _, n := range order {
		if uniquedLike(n) {
			if _, seen := t.num[n]; !seen {
				t.visit(n)
			}
		}
	}
	m := merger{c: c, tainted: map[*Node]bool{}, rep: map[*Node]*Node{}, class: map[*Node]int{}, ident: map[*Node]int{}}
	tainted, rep, class := m.tainted, m.rep, m.class
	known := map[uint64]*Node{}
	t.each(func(scc []*Node) { // children's components come first
		cyclic := len(scc) > 1
		for _, n := range scc {
			if cyclic || anyChild(n, func(k *Node) bool { return tainted[k] }) {
				tainted[n] = true
			}
		}
		if !tainted[scc[0]] {
			return
		}
		for _, n := range scc {
			rep[n] = n
			m.ident[n] = len(m.ident)
		}
		// Merge members with equal operands until nothing changes: a merge
		// can make the users of the merged nodes equal.
		for changed := true; changed; {
			changed = false
			local := map[uint64]*Node{}
			for _, n := range scc {
				if rep[n] != n {
					continue
				}
				k := m.operandKey(n)
				if r, ok := known[k]; ok {
					rep[n], changed = r, true
				} else if r, ok := local[k]; ok {
					rep[n], changed = r, true
				} else {
					local[k] = n
				}
			}
			// Members pointing at merged members point at the survivor.
			for _, n := range scc {
				for rep[n] != rep[rep[n]] {
					rep[n] = rep[rep[n]]
				}
			}
		}
		for _, n := range scc {
			if rep[n] == n {
				class[n] = len(class) + 1
			}
		}
		for _, n := range scc {
			if rep[n] == n {
				known[m.operandKey(n)] = n
			}
		}
	})
	return func(n *Node) uint64 {
		if !tainted[n] {
			return c.id(n)
		}
		var h maphash.Hash
		h.SetSeed(canonSeed)
		h.WriteString("merged")
		writeInt(&h, int64(class[rep[n]]))
		return h.Sum64()
	}
}

// uniquedLike reports whether n takes part in uniquing (LLVM's reader
// makes a uniqued node that refers to itself distinct).
func uniquedLike(n *Node) bool {
	return n != nil && !n.missing && !distinctLike(n)
}

// anyChild reports whether f holds for one of n's child nodes.
func anyChild(n *Node, f func(*Node) bool) bool {
	found := false
	eachChild(n, func(k *Node) { found = found || f(k) })
	return found
}

// operandKey hashes n's contents with operands by identity: tainted
// operands by their class (or, before they have one, by their
// representative's address in the scc being merged), others by their
// canonical identity.
func (m *merger) operandKey(n *Node) uint64 {
	c := m.c
	var h maphash.Hash
	h.SetSeed(canonSeed)
	h.WriteByte(byte(n.Kind))
	h.WriteString(n.Name)
	h.WriteByte('(')
	op := func(v Metadata) {
		k, ok := v.(*Node)
		if !ok || k == nil || !m.tainted[k] {
			m.writeOperand(&h, v)
			return
		}
		r := m.rep[k]
		if id, ok := m.class[r]; ok {
			h.WriteString("T")
			writeInt(&h, int64(id))
			return
		}
		h.WriteString("P")
		writeInt(&h, int64(m.ident[r]))
	}
	for _, v := range n.Operands() {
		op(v)
	}
	h.WriteByte('|')
	for _, f := range c.fields(n) {
		h.WriteString(f.Name)
		h.WriteByte(':')
		op(f.Value)
	}
	return h.Sum64()
}

// A merger holds mergeKeys' state.
type merger struct {
	c       *canonizer
	tainted map[*Node]bool  // on a uniqued cycle or above one
	rep     map[*Node]*Node // tainted node -> the node it merges into
	class   map[*Node]int   // representative -> class number, once final
	ident   map[*Node]int   // tainted node -> number, while merging
	buf     []byte          // scratch for operand bytes
}

// writeOperand hashes an operand that is not tainted: a node by its
// canonical identity, anything else by its canonical bytes.
func (m *merger) writeOperand(h *maphash.Hash, v Metadata) {
	if k, ok := v.(*Node); ok && k != nil {
		h.WriteByte('#')
		writeInt(h, int64(m.c.id(k)))
		return
	}
	m.buf = appendLeaf(m.buf[:0], v)
	h.Write(m.buf)
}

func writeInt(h *maphash.Hash, v int64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(v))
	h.Write(b[:])
}

// tarjan finds the strongly connected components of the uniqued nodes.
type tarjan struct {
	num   map[*Node]int32 // visit number
	low   []int32         // by visit number
	on    []bool          // by visit number: on the stack
	stack []*Node
	// The components, children's first: flat, each ending at an end.
	members []*Node
	ends    []int32
}

// each calls fn for every component in order.
func (t *tarjan) each(fn func(scc []*Node)) {
	start := int32(0)
	for _, end := range t.ends {
		fn(t.members[start:end])
		start = end
	}
}

func (t *tarjan) visit(n *Node) {
	i := int32(len(t.low))
	t.num[n] = i
	t.low = append(t.low, i)
	t.on = append(t.on, true)
	t.stack = append(t.stack, n)
	eachChild(n, func(k *Node) {
		if !uniquedLike(k) {
			return
		}
		j, seen := t.num[k]
		if !seen {
			t.visit(k)
			t.low[i] = min(t.low[i], t.low[t.num[k]])
		} else if t.on[j] {
			t.low[i] = min(t.low[i], j)
		}
	})
	if t.low[i] == i {
		for {
			k := t.stack[len(t.stack)-1]
			t.stack = t.stack[:len(t.stack)-1]
			t.on[t.num[k]] = false
			t.members = append(t.members, k)
			if k == n {
				break
			}
		}
		t.ends = append(t.ends, int32(len(t.members)))
	}
}

// eachChild calls fn for every node among n's operands and fields.
func eachChild(n *Node, fn func(*Node)) {
	for _, op := range n.Operands() {
		if k, ok := op.(*Node); ok && k != nil {
			fn(k)
		}
	}
	for _, f := range n.Fields() {
		if k, ok := f.Value.(*Node); ok && k != nil {
			fn(k)
		}
	}
}
