package analysis

// PostOrder returns the blocks reachable from the entry block in the
// post-order of a depth-first walk that follows successors in order, as
// LLVM's po_iterator does.
func (c *CFG) PostOrder() []int {
	n := len(c.Succs)
	if n == 0 {
		return nil
	}
	seen := make([]bool, n)
	order := make([]int, 0, n)
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(c.Succs[top.b]) {
			s := c.Succs[top.b][top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		order = append(order, top.b)
		stack = stack[:len(stack)-1]
	}
	return order
}

// A DomTree is the dominator tree of a CFG, as LLVM's DominatorTree gives
// it: the immediate dominator of every block reachable from the entry.
type DomTree struct {
	CFG *CFG
	// IDom holds each block's immediate dominator: -1 for the entry block
	// and for blocks the entry does not reach.
	IDom []int
	// Post holds the reachable blocks in post-order (see PostOrder).
	Post []int
	// in and out number the dominator tree depth-first, so that dominance
	// is two comparisons; in is -1 for unreachable blocks.
	in, out []int32
}

// DomTree computes the dominator tree with the iterative algorithm of
// Cooper, Harvey and Kennedy, which is fast on the reducible graphs
// compilers produce.
func (c *CFG) DomTree() *DomTree {
	n := len(c.Succs)
	t := &DomTree{CFG: c, Post: c.PostOrder(), IDom: make([]int, n), in: make([]int32, n), out: make([]int32, n)}
	idom := t.IDom
	for i := range idom {
		idom[i] = -1
		t.in[i] = -1
	}
	if n == 0 {
		return t
	}
	num := t.out // post-order number while computing; -1 when unreachable
	for i := range num {
		num[i] = -1
	}
	for i, b := range t.Post {
		num[b] = int32(i)
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for num[a] < num[b] {
				a = idom[a]
			}
			for num[b] < num[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(t.Post) - 1; i >= 0; i-- {
			b := t.Post[i]
			if b == 0 {
				continue
			}
			nd := -1
			for _, p := range c.Preds[b] {
				if num[p] < 0 || idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	idom[0] = -1
	t.number()
	return t
}

// number gives the tree's nodes depth-first entry and exit numbers.
func (t *DomTree) number() {
	n := len(t.IDom)
	// Children as a linked list in reverse post-order of the CFG walk, so
	// that no per-block slices are allocated.
	first := make([]int32, n)
	next := make([]int32, n)
	for i := range first {
		first[i] = -1
		next[i] = -1
	}
	for _, b := range t.Post { // post-order: prepending gives RPO lists
		if p := t.IDom[b]; p >= 0 {
			next[b] = first[p]
			first[p] = int32(b)
		}
	}
	counter := int32(0)
	type frame struct{ b, child int32 }
	stack := []frame{{0, first[0]}}
	t.in[0] = counter
	counter++
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if c := top.child; c >= 0 {
			top.child = next[c]
			t.in[c] = counter
			counter++
			stack = append(stack, frame{c, first[c]})
			continue
		}
		t.out[top.b] = counter
		counter++
		stack = stack[:len(stack)-1]
	}
}

// Reachable reports whether the entry block reaches b.
func (t *DomTree) Reachable(b int) bool { return t.in[b] >= 0 }

// Dominates reports whether block a dominates block b, with LLVM's
// conventions: every block dominates itself, an unreachable block is
// dominated by every block, and an unreachable block dominates nothing
// else.
func (t *DomTree) Dominates(a, b int) bool {
	if a == b || t.in[b] < 0 {
		return true
	}
	if t.in[a] < 0 {
		return false
	}
	return t.in[a] <= t.in[b] && t.out[b] <= t.out[a]
}
