package md

import (
	"iter"

	"github.com/irmeta/irmeta/ast"
)

// Iterators over the module's entities and metadata. Entities are named by
// Target, so what an iterator yields goes straight to Attachment,
// SetAttachment and TargetName:
//
//	for fn, f := range g.Functions() {
//		for in, inst := range g.Insts(fn) {
//			if inst.Op == ast.OpLoad { ... g.Attachment(in, "tbaa") ... }
//		}
//	}

// Functions yields every function (definitions and declarations) in
// source order.
func (g *Graph) Functions() iter.Seq2[Target, *ast.Function] {
	return func(yield func(Target, *ast.Function) bool) {
		for i := range g.Module.Functions {
			if !yield(Function(i), &g.Module.Functions[i]) {
				return
			}
		}
	}
}

// Globals yields every global variable, alias and ifunc in source order.
func (g *Graph) Globals() iter.Seq2[Target, *ast.Global] {
	return func(yield func(Target, *ast.Global) bool) {
		for i := range g.Module.Globals {
			if !yield(Global(i), &g.Module.Globals[i]) {
				return
			}
		}
	}
}

// Blocks yields the basic blocks of function fn with their index in the
// function.
func (g *Graph) Blocks(fn Target) iter.Seq2[int, *ast.Block] {
	return func(yield func(int, *ast.Block) bool) {
		if fn.Kind != FunctionTarget {
			return
		}
		f := &g.Module.Functions[fn.Index]
		for i := range f.Blocks {
			if !yield(i, &f.Blocks[i]) {
				return
			}
		}
	}
}

// BlockInsts yields the instructions of block b.
func (g *Graph) BlockInsts(b *ast.Block) iter.Seq2[Target, *ast.Inst] {
	return g.instRange(int(b.FirstInst), int(b.FirstInst+b.NumInsts))
}

// Insts yields the instructions of function fn in order (none for a
// declaration). Debug records (#dbg_value) are included with opcode
// ast.OpDbgRecord.
func (g *Graph) Insts(fn Target) iter.Seq2[Target, *ast.Inst] {
	if fn.Kind != FunctionTarget || len(g.Module.Functions[fn.Index].Blocks) == 0 {
		return func(func(Target, *ast.Inst) bool) {}
	}
	bs := g.Module.Functions[fn.Index].Blocks
	last := bs[len(bs)-1]
	return g.instRange(int(bs[0].FirstInst), int(last.FirstInst+last.NumInsts))
}

// AllInsts yields every instruction of the module in order.
func (g *Graph) AllInsts() iter.Seq2[Target, *ast.Inst] {
	return g.instRange(0, len(g.Module.Insts))
}

func (g *Graph) instRange(from, to int) iter.Seq2[Target, *ast.Inst] {
	return func(yield func(Target, *ast.Inst) bool) {
		for i := from; i < to; i++ {
			if !yield(Inst(i), &g.Module.Insts[i]) {
				return
			}
		}
	}
}

// AttachmentsSeq yields the attachments of t (kind without '!', node) in
// source order, as Attachments lists them.
func (g *Graph) AttachmentsSeq(t Target) iter.Seq2[string, *Node] {
	return func(yield func(string, *Node) bool) {
		for _, a := range g.Attachments(t) {
			if !yield(a.Kind, a.Node) {
				return
			}
		}
	}
}

// NamedSeq yields the named metadata lists in source order, then the
// lists created by edits.
func (g *Graph) NamedSeq() iter.Seq2[string, *NamedList] {
	return func(yield func(string, *NamedList) bool) {
		for _, name := range g.order {
			if l := g.named[name]; l != nil && !yield(name, l) {
				return
			}
		}
	}
}

// NodesSeq yields the numbered nodes in source order, then the nodes
// created by edits, decoding each on first access.
func (g *Graph) NodesSeq() iter.Seq[*Node] {
	return func(yield func(*Node) bool) {
		for i := range g.Module.MDDefs {
			if !yield(g.defNode(i)) {
				return
			}
		}
		for _, n := range g.created {
			if !yield(n) {
				return
			}
		}
	}
}

// FunctionOfTarget returns the function that contains instruction t; ok
// is false for other targets and for instructions outside functions.
func (g *Graph) FunctionOfTarget(t Target) (fn Target, ok bool) {
	if t.Kind != InstTarget {
		return Target{}, false
	}
	i := g.FunctionOf(t.Index)
	return Function(i), i >= 0
}

// ResultName returns the decoded result name of instruction t ("%x"), or
// "" when it has none.
func (g *Graph) ResultName(t Target) string {
	if t.Kind != InstTarget {
		return ""
	}
	return InstResult(g.Module, t.Index)
}

// Op returns the opcode of instruction t.
func (g *Graph) Op(t Target) ast.Opcode { return g.Module.Insts[t.Index].Op }

// InstMetadata yields the nodes an instruction uses as metadata operands:
// the "metadata !5" and "metadata !DIExpression()" arguments of calls
// (llvm.dbg.value, ...) and the arguments of debug records. Attachments
// are not operands (see AttachmentsSeq).
func (g *Graph) InstMetadata(t Target) iter.Seq[*Node] {
	return func(yield func(*Node) bool) {
		if t.Kind != InstTarget {
			return
		}
		for _, n := range g.instMetadata(t.Index) {
			if !yield(n) {
				return
			}
		}
	}
}
