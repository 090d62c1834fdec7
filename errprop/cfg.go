package errprop

import (
	"sort"

	flow "github.com/irmeta/irmeta/analysis"
)

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

// buildCFG runs the shared analyses (package analysis: LLVM's dominator
// tree and LoopInfo) on f and keeps their results in errprop's terms.
func buildCFG(f *function) *cfg {
	c := &cfg{f: f, order: map[*block]int{}, idom: map[*block]*block{}, inner: map[*block]*loop{}}
	if f.entry() == nil {
		return c
	}
	pos := make(map[*block]int, len(f.blocks))
	for i, b := range f.blocks {
		pos[b] = i
	}
	succs := make([][]int, len(f.blocks))
	for i, b := range f.blocks {
		for _, s := range b.succs {
			succs[i] = append(succs[i], pos[s])
		}
	}
	g := flow.FromSuccs(succs)
	dt := g.DomTree()
	for i := len(dt.Post) - 1; i >= 0; i-- {
		b := f.blocks[dt.Post[i]]
		c.order[b] = len(c.rpo)
		c.rpo = append(c.rpo, b)
	}
	for _, b := range dt.Post {
		if d := dt.IDom[b]; d >= 0 {
			c.idom[f.blocks[b]] = f.blocks[d]
		}
	}
	c.idom[f.blocks[0]] = f.blocks[0]
	// LoopInfo's pre-order has parents before their nested loops.
	view := map[*flow.Loop]*loop{}
	for _, al := range g.LoopsOf(dt, nil) {
		l := &loop{header: f.blocks[al.Header], blocks: make(map[*block]bool, len(al.Blocks))}
		for _, b := range al.Blocks {
			l.blocks[f.blocks[b]] = true
			c.inner[f.blocks[b]] = l // inner loops come later and win
		}
		if al.Parent != nil {
			l.parent = view[al.Parent]
			l.parent.subs = append(l.parent.subs, l)
		}
		view[al] = l
		c.loops = append(c.loops, l)
	}
	return c
}

func (c *cfg) reachable(b *block) bool { _, ok := c.order[b]; return ok }

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
