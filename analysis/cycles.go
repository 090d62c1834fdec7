package analysis

// Cycles is the cycle nest of a CFG as LLVM's CycleInfo (GenericCycleInfo)
// finds it: natural loops and irreducible cycles alike. Each cycle has a
// header, the first of its blocks a depth-first walk from the entry
// reaches (that walk takes a block's successors last to first, as LLVM's
// does), and entries, the header and every other block of the cycle with
// a predecessor outside it that the entry reaches (any predecessor
// outside it, with CycleOptions.UnreachableEnter); a cycle with one entry
// is reducible. Blocks the entry does not reach are in no cycle.
type Cycles struct {
	// Of holds the innermost cycle of each block, -1 for a block in none.
	Of []int32
	// Cycles holds the cycles, each nested cycle after the ones it holds.
	Cycles []Cycle
	// top caches topLevel's answers while the cycles are found.
	top []int32
}

// A Cycle is one cycle of Cycles.
type Cycle struct {
	Header int
	// Parent is the index of the innermost cycle around this one, or -1.
	Parent int32
	// Entries is the number of the cycle's entries (1: reducible).
	Entries int
}

// Reducible reports whether cycle c has a single entry, its header.
func (cs *Cycles) Reducible(c int) bool { return cs.Cycles[c].Entries == 1 }

// Contains reports whether block b is in cycle c (or in a cycle nested in
// it).
func (cs *Cycles) Contains(c, b int) bool {
	for k := cs.Of[b]; k >= 0; k = cs.Cycles[k].Parent {
		if int(k) == c {
			return true
		}
	}
	return false
}

// CycleOptions select the CycleInfo of an older LLVM.
type CycleOptions struct {
	// UnreachableEnter: a block of a cycle with a predecessor the entry
	// does not reach is an entry of the cycle, as LLVM 19 and before
	// count it (llvm-project#101316 changed that for LLVM 20).
	UnreachableEnter bool
}

// Cycles computes the cycle nest as current LLVM does (see CyclesWith).
func (c *CFG) Cycles() *Cycles { return c.CyclesWith(CycleOptions{}) }

// CyclesWith computes the cycle nest with LLVM's algorithm: number the
// blocks in depth-first preorder; in reverse preorder, a block with a
// predecessor among its own descendants in the walk's tree heads a cycle,
// made of the descendants that reach such a predecessor without passing
// the header; the cycles found before that it meets become its children.
func (c *CFG) CyclesWith(opts CycleOptions) *Cycles {
	n := len(c.Succs)
	cs := &Cycles{Of: make([]int32, n), top: make([]int32, n)}
	for i := range cs.Of {
		cs.Of[i] = -1
	}
	if n == 0 {
		return cs
	}
	// start is a block's preorder number (0: not reached), end the largest
	// preorder number of its descendants.
	start := make([]int32, n)
	end := make([]int32, n)
	pre := make([]int, 0, n)
	counter := int32(0)
	walk := []int{0}
	var opened []int // the size of walk when each open block was opened
	for len(walk) > 0 {
		b := walk[len(walk)-1]
		if start[b] == 0 {
			opened = append(opened, len(walk))
			walk = append(walk, c.Succs[b]...)
			counter++
			start[b] = counter
			pre = append(pre, b)
			continue
		}
		if opened[len(opened)-1] == len(walk) {
			end[b] = counter
			opened = opened[:len(opened)-1]
		}
		walk = walk[:len(walk)-1]
	}
	// descends reports whether b is h or one of its descendants (false
	// for a block not reached).
	descends := func(h, b int) bool { return start[h] <= start[b] && end[b] <= end[h] }
	// enters reports whether predecessor p, outside a cycle, makes its
	// successor an entry.
	enters := func(p int) bool { return start[p] != 0 || opts.UnreachableEnter }

	var work []int
	for k := len(pre) - 1; k >= 0; k-- {
		h := pre[k]
		work = work[:0]
		for _, p := range c.Preds[h] {
			if descends(h, p) {
				work = append(work, p)
			}
		}
		if len(work) == 0 {
			continue
		}
		cy := int32(len(cs.Cycles))
		cs.Cycles = append(cs.Cycles, Cycle{Header: h, Parent: -1, Entries: 1})
		cs.Of[h] = cy
		// preds queues the predecessors of b inside the header's subtree
		// and counts b an entry when another reached block leads to it.
		preds := func(b int) {
			entry := false
			for _, p := range c.Preds[b] {
				switch {
				case descends(h, p):
					work = append(work, p)
				case enters(p):
					entry = true
				}
			}
			if entry {
				cs.Cycles[cy].Entries++
			}
		}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if b == h {
				continue
			}
			t := cs.topLevel(b)
			switch {
			case t < 0:
				cs.Of[b] = cy
				preds(b)
			case t != cy:
				// A cycle found before: it nests in this one, and its
				// entries are this one's blocks to walk back from.
				cs.Cycles[t].Parent = cy
				for e := range cs.entriesOf(t, c, enters) {
					preds(e)
				}
			}
		}
	}
	cs.top = nil
	return cs
}

// topLevel returns the outermost cycle found so far that holds block b,
// or -1.
func (cs *Cycles) topLevel(b int) int32 {
	k := cs.top[b] - 1 // top holds the cycle plus one, 0 when unknown
	if k < 0 {
		k = cs.Of[b]
		if k < 0 {
			return -1
		}
	}
	for cs.Cycles[k].Parent >= 0 {
		k = cs.Cycles[k].Parent
	}
	cs.top[b] = k + 1
	return k
}

// entriesOf yields the entries of cycle t: its header and the blocks of
// it with a predecessor outside it that enters.
func (cs *Cycles) entriesOf(t int32, c *CFG, enters func(int) bool) func(func(int) bool) {
	return func(yield func(int) bool) {
		h := cs.Cycles[t].Header
		if !yield(h) {
			return
		}
		if cs.Cycles[t].Entries == 1 {
			return
		}
		for b := range cs.Of {
			if b == h || !cs.Contains(int(t), b) {
				continue
			}
			for _, p := range c.Preds[b] {
				if enters(p) && !cs.Contains(int(t), p) {
					if !yield(b) {
						return
					}
					break
				}
			}
		}
	}
}
