package errprop

import "sort"

// cfg holds the dominator tree and natural loops of one function: what the
// block scheduler, the unroller and the memory walker need from LLVM's
// DominatorTree and LoopInfo.
type cfg struct {
	f     *function
	rpo   []*block
	order map[*block]int // position in rpo; absent when unreachable
	idom  map[*block]*block
	loops []*loop          // all loops, outer before inner
	inner map[*block]*loop // innermost loop of each block
}

type loop struct {
	header *block
	blocks map[*block]bool
	parent *loop
	subs   []*loop
	depth  int
}

func (l *loop) contains(b *block) bool { return l.blocks[b] }

func (l *loop) exiting(b *block) bool {
	if !l.blocks[b] {
		return false
	}
	for _, s := range b.succs {
		if !l.blocks[s] {
			return true
		}
	}
	return false
}

func (l *loop) latch(b *block) bool {
	if !l.blocks[b] {
		return false
	}
	for _, s := range b.succs {
		if s == l.header {
			return true
		}
	}
	return false
}

func (l *loop) latches() []*block {
	var r []*block
	for _, p := range l.header.preds {
		if l.blocks[p] {
			r = append(r, p)
		}
	}
	return r
}

func buildCFG(f *function) *cfg {
	c := &cfg{f: f, order: map[*block]int{}, idom: map[*block]*block{}, inner: map[*block]*loop{}}
	e := f.entry()
	if e == nil {
		return c
	}
	seen := map[*block]bool{}
	var post []*block
	var dfs func(b *block)
	dfs = func(b *block) {
		seen[b] = true
		for _, s := range b.succs {
			if !seen[s] {
				dfs(s)
			}
		}
		post = append(post, b)
	}
	dfs(e)
	for i := len(post) - 1; i >= 0; i-- {
		c.order[post[i]] = len(c.rpo)
		c.rpo = append(c.rpo, post[i])
	}
	// Cooper, Harvey and Kennedy's iterative dominators.
	c.idom[e] = e
	for changed := true; changed; {
		changed = false
		for _, b := range c.rpo[1:] {
			var nd *block
			for _, p := range b.preds {
				if _, ok := c.idom[p]; !ok {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = c.intersect(p, nd)
				}
			}
			if nd != nil && c.idom[b] != nd {
				c.idom[b] = nd
				changed = true
			}
		}
	}
	c.findLoops()
	return c
}

func (c *cfg) intersect(a, b *block) *block {
	for a != b {
		for c.order[a] > c.order[b] {
			a = c.idom[a]
		}
		for c.order[b] > c.order[a] {
			b = c.idom[b]
		}
	}
	return a
}

func (c *cfg) reachable(b *block) bool { _, ok := c.order[b]; return ok }

// dominates reports whether a dominates b.
func (c *cfg) dominates(a, b *block) bool {
	if !c.reachable(a) || !c.reachable(b) {
		return false
	}
	for {
		if a == b {
			return true
		}
		d := c.idom[b]
		if d == b {
			return false
		}
		b = d
	}
}

func (c *cfg) findLoops() {
	byHeader := map[*block]*loop{}
	var headers []*block
	for _, b := range c.rpo {
		for _, s := range b.succs {
			if c.dominates(s, b) {
				l := byHeader[s]
				if l == nil {
					l = &loop{header: s, blocks: map[*block]bool{s: true}}
					byHeader[s] = l
					headers = append(headers, s)
				}
				// Walk back from the latch to the header.
				stack := []*block{b}
				for len(stack) > 0 {
					x := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					if l.blocks[x] || !c.reachable(x) {
						continue
					}
					l.blocks[x] = true
					stack = append(stack, x.preds...)
				}
			}
		}
	}
	for _, h := range headers {
		c.loops = append(c.loops, byHeader[h])
	}
	// Outer loops are larger; sort by size so parents come first.
	sort.SliceStable(c.loops, func(i, j int) bool { return len(c.loops[i].blocks) > len(c.loops[j].blocks) })
	for i, l := range c.loops {
		for j := i - 1; j >= 0; j-- {
			if c.loops[j].blocks[l.header] {
				l.parent = c.loops[j]
				break
			}
		}
		if l.parent != nil {
			l.parent.subs = append(l.parent.subs, l)
			l.depth = l.parent.depth + 1
		}
		for b := range l.blocks {
			if in := c.inner[b]; in == nil || len(in.blocks) > len(l.blocks) {
				c.inner[b] = l
			}
		}
	}
	for _, l := range c.loops {
		sort.Slice(l.subs, func(i, j int) bool { return c.order[l.subs[i].header] < c.order[l.subs[j].header] })
	}
}

// topLoops returns the outermost loops in program order.
func (c *cfg) topLoops() []*loop {
	var r []*loop
	for _, l := range c.loops {
		if l.parent == nil {
			r = append(r, l)
		}
	}
	sort.Slice(r, func(i, j int) bool { return c.order[r[i].header] < c.order[r[j].header] })
	return r
}

// schedule orders the reachable blocks as TAFFO's BBScheduler does: a
// topological order in which the blocks after a loop come after its body,
// and a header that exits the loop without being its latch is visited
// again after the body.
func (c *cfg) schedule() []*block {
	var queue []*block
	set := map[*block]bool{}
	var enqueue func(b *block)
	enqueue = func(b *block) {
		if set[b] {
			return
		}
		set[b] = true
		if t := b.term(); t != nil {
			l := c.inner[b]
			if l == nil {
				for _, s := range t.blocks {
					enqueue(s)
				}
			} else {
				var body []*block
				for _, s := range t.blocks {
					if !l.contains(s) || l.exiting(s) {
						enqueue(s)
					} else {
						body = append(body, s)
					}
				}
				if l.exiting(b) && !l.latch(b) {
					queue = append(queue, b)
				}
				for _, s := range body {
					enqueue(s)
				}
			}
		}
		queue = append(queue, b)
	}
	if e := c.f.entry(); e != nil {
		enqueue(e)
	}
	for i, j := 0, len(queue)-1; i < j; i, j = i+1, j-1 {
		queue[i], queue[j] = queue[j], queue[i]
	}
	return queue
}
