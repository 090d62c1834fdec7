// Package analysis holds irmeta's control-flow analyses of function bodies,
// with LLVM's results: the CFG (successors in succ_begin order, predecessors
// as LLVM counts them), the dominator tree (DominatorTree, checked against
// opt -passes='print<domtree>'), natural loops (LoopInfo, checked against
// opt -passes='print<loops>') and cycles, irreducible ones included
// (CycleInfo, checked against opt -passes='print<cycles>'). The loops,
// errprop and verifier packages share them.
package analysis

import (
	"fmt"
	"slices"
	"strconv"
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// A CFG is the control-flow graph of one function body: its basic blocks
// with successors in the order LLVM's succ_begin gives them, and
// predecessors (unreachable blocks included, as LLVM counts them).
type CFG struct {
	// Func is the function's index in Module.Functions.
	Func int
	// Names holds each block's name as operands write it ("%entry", "%12").
	Names []string
	// Term is the index in Module.Insts of each block's terminator, or -1
	// for a block that does not end in one (only possible in broken input).
	Term  []int
	Succs [][]int
	Preds [][]int
	// Repeated lists the blocks whose label repeats an earlier block's, in
	// order: LLParser fills the earlier block on from there (its first
	// terminator is then in the middle, which LLVM's verifier reports).
	// Here operands that name the label reach its first block, whose only
	// successor is the repeat.
	Repeated []int

	// flat and preds hold the memory of Succs' and Preds' lists, nameBuf
	// that of Names (see CFGBuilder.Build).
	flat, preds []int
	nameBuf     []byte
}

// FromSuccs returns the CFG of a graph given by its successor lists, block 0
// being the entry; it has no names or terminators (Term is nil). Callers
// with their own IR (errprop) use it to reach the dominator tree and loops.
func FromSuccs(succs [][]int) *CFG {
	c := &CFG{Func: -1, Succs: succs, Preds: make([][]int, len(succs))}
	for b, ss := range succs {
		for _, s := range ss {
			c.Preds[s] = append(c.Preds[s], b)
		}
	}
	return c
}

// IsRepeated reports whether block b's label repeats an earlier block's
// (see Repeated).
func (c *CFG) IsRepeated(b int) bool {
	if len(c.Repeated) == 0 {
		return false
	}
	_, found := slices.BinarySearch(c.Repeated, b)
	return found
}

// ParsedEntry returns the block LLParser leaves first in the function,
// which LLVM takes for the entry block: block 0, unless its label repeats
// (see Repeated), as LLParser moves a block to the end of the function
// each time its label is written.
func (c *CFG) ParsedEntry() int {
	if len(c.Repeated) == 0 || len(c.Names) == 0 {
		return 0
	}
	first := map[string]int{}
	var order []int
	for b, name := range c.Names {
		f, seen := first[name]
		if !seen {
			first[name] = b
			order = append(order, b)
			continue
		}
		for k, o := range order {
			if o == f {
				order = append(append(order[:k:k], order[k+1:]...), f)
				break
			}
		}
	}
	return order[0]
}

// NumBlocks returns the number of blocks.
func (c *CFG) NumBlocks() int { return len(c.Succs) }

// BuildCFG decodes the terminators of function fn and links its blocks.
// The successor and predecessor lists share one allocation each: a large
// module has a few hundred thousand blocks.
func BuildCFG(m *ast.Module, d *parser.Decoder, fn int) (*CFG, error) {
	var b CFGBuilder
	return b.Build(m, d, fn, nil)
}

// A CFGBuilder builds the CFGs of one function after another, reusing its
// scratch tables: a caller that builds a CFG per function of a large
// module (the verifier, the loop checks) would otherwise make a name
// table per function as garbage. Its zero value is ready to use; it is
// not safe for concurrent use.
type CFGBuilder struct {
	index       map[string]int
	ends, npred []int
	names       []string
}

// Build is BuildCFG. When reuse is not nil, the CFG is built in its memory
// where it has room, and reuse must not be used again.
func (cb *CFGBuilder) Build(m *ast.Module, d *parser.Decoder, fn int, reuse *CFG) (*CFG, error) {
	f := &m.Functions[fn]
	n := len(f.Blocks)
	c := reuse
	if c == nil {
		c = &CFG{}
	}
	c.Func = fn
	// The labels and terminators are on most pages of the body.
	m.TextRead(f.Body)
	c.Names = resize(c.Names, n)
	c.Term = resize(c.Term, n)
	c.Succs = resize(c.Succs, n)
	c.Preds = resize(c.Preds, n)
	if err := c.nameBlocks(m, d, f); err != nil {
		return nil, err
	}
	if cb.index == nil {
		cb.index = make(map[string]int, n)
	} else {
		clear(cb.index)
	}
	index := cb.index
	for b, name := range c.Names {
		index[name] = b
	}
	c.Repeated = c.Repeated[:0]
	// continues maps a block to the block that repeats its label, when
	// one does: nil in the common case.
	var continues map[int]int
	var group []int // each block's first block of its name, when a label repeats
	if len(index) < n {
		// Rare: a label repeats. As in LLParser, operands name the
		// first block of the name, and the block goes on where the label
		// repeats: its only successor is the repeat, whose own terminator
		// ends the block (LLVM's successors are the last terminator's).
		// LLVM's predecessors are the terminators that name a block,
		// the one in the middle too, each from the whole block: here from
		// its first part (see extraPreds below).
		continues = map[int]int{}
		group = make([]int, n)
		last := make(map[string]int, n)
		for b, name := range c.Names {
			group[b] = b
			if prev, ok := last[name]; ok {
				c.Repeated = append(c.Repeated, b)
				continues[prev] = b
				group[b] = group[prev]
			} else {
				index[name] = b
			}
			last[name] = b
		}
	}
	// extraPreds holds, when a label repeats, the predecessor edges of
	// terminators in the middle of a block: from, to.
	var extraPreds [][2]int
	// All successors in block order; ends[b] is where block b's end. The
	// lists are carved from the reused CFG's memory when it has room.
	flat := c.flat[:0]
	if cap(flat) < 2*n {
		flat = make([]int, 0, 2*n)
	}
	cb.ends = resize(cb.ends, n)
	ends := cb.ends
	names := cb.names
	for b := range f.Blocks {
		blk := &f.Blocks[b]
		c.Term[b] = -1
		ends[b] = len(flat)
		if blk.NumInsts == 0 {
			continue
		}
		last := int(blk.FirstInst + blk.NumInsts - 1)
		if !m.Insts[last].Op.IsTerminator() {
			continue
		}
		c.Term[b] = last
		first := len(flat)
		names = d.Successors(last, names[:0])
		for _, name := range names {
			s, ok := index[name]
			if !ok {
				cb.names = names
				return nil, fmt.Errorf("%s: %s: undefined block %s", m.Position(m.Insts[last].Start), f.Name, name)
			}
			flat = append(flat, s)
		}
		if next, ok := continues[b]; ok {
			for _, s := range flat[first:] {
				extraPreds = append(extraPreds, [2]int{group[b], s})
			}
			flat = append(flat[:first], next)
			ends[b] = len(flat)
			continue
		}
		// A catchswitch lists its handlers before "unwind label %u", but
		// LLVM numbers the unwind destination as successor 0.
		if labels := flat[first:]; m.Insts[last].Op == ast.OpCatchSwitch && len(labels) > 0 && catchSwitchUnwinds(m, m.Insts[last].Span) {
			u := labels[len(labels)-1]
			copy(labels[1:], labels[:len(labels)-1])
			labels[0] = u
		}
		ends[b] = len(flat)
	}
	cb.names = names
	c.flat = flat
	cb.npred = resize(cb.npred, n)
	npred := cb.npred
	for _, s := range flat {
		npred[s]++
	}
	c.preds = resize(c.preds, len(flat))
	preds := c.preds
	at := 0
	for s, k := range npred {
		c.Preds[s] = preds[at : at : at+k]
		at += k
	}
	from := 0
	for b := range f.Blocks {
		c.Succs[b] = nil
		if ends[b] > from {
			c.Succs[b] = flat[from:ends[b]:ends[b]]
		}
		src := b
		if group != nil && continues[b] == 0 {
			src = group[b] // the last part's terminator: from the whole block
		}
		for _, s := range flat[from:ends[b]] {
			c.Preds[s] = append(c.Preds[s], src)
		}
		from = ends[b]
	}
	for _, e := range extraPreds {
		c.Preds[e[1]] = append(c.Preds[e[1]], e[0])
	}
	for s := range c.Preds {
		if len(c.Preds[s]) == 0 {
			c.Preds[s] = nil
		}
	}
	return c, nil
}

// resize returns s with length n, zeroed, in its own memory when it has
// room.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// catchSwitchUnwinds reports whether a catchswitch unwinds to a label
// rather than to the caller.
func catchSwitchUnwinds(m *ast.Module, span ast.Span) bool {
	src := m.Bytes(span)
	const caller = "unwind to caller"
	for i := 0; i+len(caller) <= len(src); i++ {
		if string(src[i:i+len(caller)]) == caller {
			return false
		}
	}
	return true
}

// nameBlocks gives each block the name operands use for it. Unlabelled
// blocks take the next unnamed value number, as in LLVM.
func (c *CFG) nameBlocks(m *ast.Module, d *parser.Decoder, f *ast.Function) error {
	implicit := false
	// The names are cut from one buffer, allocated once.
	size := 0
	for b := range f.Blocks {
		size += 1 + len(f.Blocks[b].Label)
	}
	buf := c.nameBuf[:0]
	if cap(buf) < size {
		buf = make([]byte, 0, size)
	}
	c.nameBuf = buf
	for b, blk := range f.Blocks {
		if blk.Label == "" && b > 0 {
			implicit = true
		}
		start := len(buf)
		buf = append(buf, '%')
		buf = append(buf, blk.Label...)
		c.Names[b] = unsafe.String(&buf[start], len(buf)-start)
	}
	if !implicit && (len(f.Blocks) == 0 || f.Blocks[0].Label != "") {
		return nil
	}
	h, err := d.FuncHeader(c.Func)
	if err != nil {
		return err
	}
	next := 0
	for _, p := range h.Params {
		if p.Name == "" {
			next++
		} else if n, ok := numbered(p.Name); ok {
			next = n + 1 // "%0" written out takes its number
		}
	}
	if !implicit {
		// Only the entry block is unlabelled (clang's output): it takes
		// the number after the parameters.
		c.Names[0] = "%" + strconv.Itoa(next)
		return nil
	}
	// Slow path: count the unnamed values before each unlabelled block.
	for b, blk := range f.Blocks {
		if blk.Label == "" {
			c.Names[b] = "%" + strconv.Itoa(next)
			next++
		}
		for i := blk.FirstInst; i < blk.FirstInst+blk.NumInsts; i++ {
			in := &m.Insts[i]
			if in.HasResult {
				// A result written with its number ("%4 = ...") takes
				// that number.
				if n, ok := numbered(md.InstResult(m, int(i))); ok {
					next = n + 1
				}
				continue
			}
			if !producesValue(in.Op) {
				continue
			}
			if in.Op == ast.OpCall || in.Op == ast.OpInvoke || in.Op == ast.OpCallBr {
				ins, err := d.Inst(int(i))
				if err != nil {
					return err
				}
				if ins.Type == nil || ins.Type.Kind == ast.VoidType {
					continue
				}
			}
			next++
		}
	}
	return nil
}

// producesValue reports whether instructions of op define a value (calls
// depend on their type).
func producesValue(op ast.Opcode) bool {
	switch op {
	case ast.OpStore, ast.OpFence, ast.OpBr, ast.OpSwitch, ast.OpIndirectBr, ast.OpResume, ast.OpUnreachable,
		ast.OpCleanupRet, ast.OpCatchRet, ast.OpRet, ast.OpDbgRecord:
		return false
	}
	return true
}

// numbered returns n for a numbered local name "%n".
func numbered(name string) (int, bool) {
	if len(name) < 2 || name[0] != '%' {
		return 0, false
	}
	n, err := strconv.Atoi(name[1:])
	return n, err == nil
}
