package analysis

import (
	"slices"
	"sort"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// A Loop is a natural loop, found as LLVM's LoopInfo finds it: a header
// that dominates the source of one of its incoming edges (a back edge),
// with every block that reaches a back edge without passing the header.
// Irreducible cycles are not loops.
type Loop struct {
	CFG    *CFG
	Header int
	// Blocks holds the loop's blocks, nested loops' included: the header
	// first, then the others in reverse post-order.
	Blocks []int
	// Latches are the blocks inside the loop with an edge to the header,
	// in the order of the header's predecessors.
	Latches []int
	Parent  *Loop
	// Subloops are the loops directly nested in this one, in LLVM's order.
	Subloops []*Loop
	// Depth is 1 for an outermost loop.
	Depth int
	// ID is the loop's llvm.loop node as LLVM's Loop::getLoopID returns it:
	// nil unless every latch's terminator carries the same node and the
	// node's first operand is itself.
	ID *md.Node
	// LatchIDs holds the llvm.loop node of each latch terminator (nil where
	// there is none), for diagnostics when the latches disagree.
	LatchIDs []*md.Node
	// Preheader is the block LLVM's getLoopPreheader returns, or -1.
	Preheader int

	member []bool
}

// Contains reports whether block b belongs to the loop.
func (l *Loop) Contains(b int) bool { return b >= 0 && b < len(l.member) && l.member[b] }

// HeaderName returns the header's name as operands write it ("%5").
func (l *Loop) HeaderName() string { return l.CFG.Names[l.Header] }

// FindLoops returns the loops of function fn (an index into Module.Functions)
// in the pre-order LLVM's LoopInfo::getLoopsInPreorder gives: outermost
// loops in program order, each followed by its nested loops. Declarations
// have no loops.
func FindLoops(g *md.Graph, fn int) ([]*Loop, error) {
	return FindLoopsWith(g, parser.NewDecoder(g.Module), fn)
}

// FindAllLoops returns the loops of every function, function by function in
// source order, each function's loops as FindLoops orders them.
func FindAllLoops(g *md.Graph) ([]*Loop, error) {
	d := parser.NewDecoder(g.Module)
	var all []*Loop
	for fn := range g.Module.Functions {
		ls, err := FindLoopsWith(g, d, fn)
		if err != nil {
			return all, err
		}
		all = append(all, ls...)
	}
	return all, nil
}

// FindLoopsWith is FindLoops with a decoder the caller reuses across
// functions.
func FindLoopsWith(g *md.Graph, d *parser.Decoder, fn int) ([]*Loop, error) {
	m := g.Module
	if m.Functions[fn].Declare || len(m.Functions[fn].Blocks) == 0 {
		return nil, nil
	}
	c, err := BuildCFG(m, d, fn)
	if err != nil {
		return nil, err
	}
	return c.Loops(g), nil
}

// Loops finds the natural loops of the CFG and reads their IDs from g (no
// IDs when g is nil or the CFG has no terminators).
func (c *CFG) Loops(g *md.Graph) []*Loop {
	return c.LoopsOf(c.DomTree(), g)
}

// LoopsOf is Loops with the dominator tree already computed.
func (c *CFG) LoopsOf(dt *DomTree, g *md.Graph) []*Loop {
	n := len(c.Succs)
	idom, post := dt.IDom, dt.Post
	reach := make([]bool, n)
	rpo := make([]int, n) // position in reverse post-order
	for i, b := range post {
		reach[b] = true
		rpo[b] = len(post) - 1 - i
	}
	// Dominator-tree post-order: children before parents, so inner loops
	// are discovered before the loops around them.
	// The children of each block, in post-order, are kids[first[b]:
	// first[b+1]]: one array for all (a slice per block allocated once
	// per block with children).
	first := make([]int, n+1)
	for _, b := range post {
		if b != 0 && idom[b] >= 0 {
			first[idom[b]+1]++
		}
	}
	for b := 0; b < n; b++ {
		first[b+1] += first[b]
	}
	kids := make([]int, first[n])
	fill := slices.Clone(first[:n])
	for _, b := range post {
		if b != 0 && idom[b] >= 0 {
			kids[fill[idom[b]]] = b
			fill[idom[b]]++
		}
	}
	domPost := make([]int, 0, len(post))
	type frame struct{ b, next int }
	stack := []frame{{0, first[0]}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < first[top.b+1] {
			top.next++
			k := kids[top.next-1]
			stack = append(stack, frame{k, first[k]})
			continue
		}
		domPost = append(domPost, top.b)
		stack = stack[:len(stack)-1]
	}

	inner := make([]*Loop, n) // innermost loop of each block
	var all []*Loop
	for _, h := range domPost {
		var work []int
		for _, p := range c.Preds[h] {
			if reach[p] && dt.Dominates(h, p) {
				work = append(work, p)
			}
		}
		if len(work) == 0 {
			continue
		}
		l := &Loop{CFG: c, Header: h, Preheader: -1}
		all = append(all, l)
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if sub := inner[b]; sub == nil {
				inner[b] = l
				if b == h {
					continue
				}
				for _, p := range c.Preds[b] {
					if reach[p] {
						work = append(work, p)
					}
				}
			} else {
				for sub.Parent != nil {
					sub = sub.Parent
				}
				if sub == l {
					continue
				}
				sub.Parent = l
				for _, p := range c.Preds[sub.Header] {
					if reach[p] && outermost(inner[p]) != sub {
						work = append(work, p)
					}
				}
			}
		}
	}
	if len(all) == 0 {
		return nil
	}
	// Membership, blocks in reverse post-order, and nesting order.
	for _, l := range all {
		l.member = make([]bool, n)
	}
	byRPO := make([]int, 0, len(post))
	for i := len(post) - 1; i >= 0; i-- {
		byRPO = append(byRPO, post[i])
	}
	for _, b := range byRPO {
		for l := inner[b]; l != nil; l = l.Parent {
			l.member[b] = true
			if b != l.Header {
				l.Blocks = append(l.Blocks, b)
			}
		}
	}
	var top []*Loop
	for _, l := range all {
		l.Blocks = append([]int{l.Header}, l.Blocks...)
		if l.Parent == nil {
			top = append(top, l)
		} else {
			l.Parent.Subloops = append(l.Parent.Subloops, l)
		}
	}
	byHeader := func(ls []*Loop) {
		sort.Slice(ls, func(i, j int) bool { return rpo[ls[i].Header] < rpo[ls[j].Header] })
	}
	byHeader(top)
	var order []*Loop
	var walk func(l *Loop, depth int)
	walk = func(l *Loop, depth int) {
		l.Depth = depth
		order = append(order, l)
		byHeader(l.Subloops)
		for _, s := range l.Subloops {
			walk(s, depth+1)
		}
	}
	for _, l := range top {
		walk(l, 1)
	}
	for _, l := range order {
		l.finish(g)
	}
	return order
}

func outermost(l *Loop) *Loop {
	for l != nil && l.Parent != nil {
		l = l.Parent
	}
	return l
}

// finish computes latches, the preheader and the loop ID.
func (l *Loop) finish(g *md.Graph) {
	c := l.CFG
	var out = -1
	multiple := false
	for _, p := range c.Preds[l.Header] {
		if l.Contains(p) {
			l.Latches = append(l.Latches, p)
			continue
		}
		if out >= 0 && out != p {
			multiple = true
		}
		out = p
	}
	if out >= 0 && !multiple && len(c.Succs[out]) == 1 && g == nil {
		l.Preheader = out
	}
	if g == nil || c.Term == nil {
		return
	}
	if out >= 0 && !multiple && len(c.Succs[out]) == 1 && c.Term[out] >= 0 {
		// LLVM will not hoist into a block ending in an exceptional
		// terminator; with one successor that is catchret or cleanupret.
		switch g.Module.Insts[c.Term[out]].Op {
		case ast.OpCatchRet, ast.OpCleanupRet:
		default:
			l.Preheader = out
		}
	}
	l.LatchIDs = make([]*md.Node, len(l.Latches))
	for i, b := range l.Latches {
		if t := c.Term[b]; t >= 0 {
			l.LatchIDs[i] = g.Attachment(md.Inst(t), "llvm.loop")
		}
	}
	var id *md.Node
	for _, n := range l.LatchIDs {
		if n == nil {
			return
		}
		if id == nil {
			id = n
		} else if n != id {
			return
		}
	}
	if !isTuple(id) || id.NumOperands() == 0 {
		return
	}
	if self, ok := id.Operand(0).(*md.Node); !ok || self != id {
		return
	}
	l.ID = id
}

// isTuple reports whether n is a tuple !{...}.
func isTuple(n *md.Node) bool {
	if n == nil {
		return false
	}
	n.Operands() // Kind is known once the node is decoded
	return n.Kind == md.Tuple
}
