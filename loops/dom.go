package loops

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

// Dominators returns the immediate dominator of every block (-1 for the
// entry block and for unreachable blocks) and the post-order of the
// reachable blocks. It uses the iterative algorithm of Cooper, Harvey and
// Kennedy, which is fast on the reducible graphs compilers produce.
func (c *CFG) Dominators() (idom []int, post []int) {
	n := len(c.Succs)
	post = c.PostOrder()
	idom = make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	if n == 0 {
		return idom, post
	}
	num := make([]int, n) // post-order number; -1 when unreachable
	for i := range num {
		num[i] = -1
	}
	for i, b := range post {
		num[b] = i
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
		for i := len(post) - 1; i >= 0; i-- {
			b := post[i]
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
	return idom, post
}

// dominates reports whether a dominates b, given immediate dominators.
func dominates(idom []int, a, b int) bool {
	for b >= 0 {
		if a == b {
			return true
		}
		b = idom[b]
	}
	return false
}
