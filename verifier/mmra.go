package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/md"
)

// mmraRule is visitMMRAMetadata: instruction i, which carries !mmra n,
// accesses memory (a load, store, cmpxchg, atomicrmw or fence, or a call
// that may read or write memory), and n is a tag (two strings) or a tuple
// of tags.
func (v *verifier) mmraRule(i int, n *md.Node) string {
	switch v.m.Insts[i].Op {
	case ast.OpLoad, ast.OpStore, ast.OpCmpXchg, ast.OpAtomicRMW, ast.OpFence:
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
		if v.callAccessesNoMemory(i) {
			return "!mmra metadata attached to unexpected instruction kind"
		}
	default:
		return "!mmra metadata attached to unexpected instruction kind"
	}
	if isMMRATag(n) {
		return ""
	}
	if kindOf(n) != "" {
		return "!mmra expected to be a metadata tuple"
	}
	for _, op := range n.Operands() {
		if !isMMRATag(asNode(op)) {
			return "!mmra metadata tuple operand is not an MMRA tag"
		}
	}
	return ""
}

// isMMRATag reports whether n is an MMRA tag: a tuple of two strings.
func isMMRATag(n *md.Node) bool {
	if n == nil || n.NumOperands() != 2 {
		return false
	}
	for _, op := range n.Operands() {
		if _, ok := op.(*md.String); !ok {
			return false
		}
	}
	return true
}

// callAccessesNoMemory is CallBase::doesNotAccessMemory for call i: its
// own function attributes, or its direct callee's (an intrinsic's from
// the release's table), say memory(none) (readnone before LLVM 16).
func (v *verifier) callAccessesNoMemory(i int) bool {
	if ins, err := v.inst(i); err == nil && noMemory(v.callSiteFnAttrs(i, ins)) {
		return true
	}
	f := v.callee(i)
	if f < 0 {
		return false
	}
	if name := v.m.Functions[f].Name[1:]; v.tableAttrs(f) {
		attrs, _ := intrinsics.Attributes(int(v.ver), v.tableName(name))
		for _, p := range attrs {
			if p.Index != -1 {
				continue
			}
			for _, a := range p.Attrs {
				// Memory's low 56 bits are the effects, the top byte
				// the encoding's version (MemoryEncodingV1).
				if a.Kind == "ReadNone" || a.Kind == "Memory" && a.Value&(1<<56-1) == 0 {
					return true
				}
			}
		}
		return false
	}
	h := v.fnHeader(f)
	return h != nil && noMemory(h.fnAttrs)
}

// noMemory reports whether function attributes s say the function
// accesses no memory.
func noMemory(s attrSet) bool {
	if s.has("readnone") {
		return true
	}
	a, ok := s.get("memory")
	return ok && a.arg == "none"
}
