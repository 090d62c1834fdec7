package typecheck

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// pointeeMismatch is LLParser's message (LLVM 14, typed pointers) when a
// load's or getelementptr's explicit type is not the pointee type of its
// pointer operand; ptr is that operand's type (a pointer, or a vector of
// pointers for getelementptr). It returns "" when they agree or when
// pointers are opaque.
func (c *checker) pointeeMismatch(explicit, ptr *ast.Type) string {
	if c.opaque || explicit == nil || ptr == nil || explicit.Kind == ast.VoidType {
		return "" // void is refused as a type first
	}
	if ptr.Kind == ast.VectorType {
		ptr = ptr.Elem
	}
	if ptr == nil || ptr.Kind != ast.PointerType || ptr.Elem == nil || c.same(explicit, ptr.Elem) {
		return ""
	}
	return "explicit pointee type doesn't match operand's pointee type (" + c.str(c.canon(explicit)) + " vs " + c.str(c.canon(ptr.Elem)) + ")"
}

// explicitTypePos returns where the explicit type of instruction ins
// (opcode word op) is written: after the opcode and its leading flags,
// before the first operand's type at end.
func (c *checker) explicitTypePos(ins *ast.Instruction, op string, end token.Pos) token.Pos {
	src := c.m.Src
	k := bytes.Index(src[ins.Start:end], []byte(op))
	if k < 0 {
		return ins.Start
	}
	pos := c.afterWord(ins.Start+token.Pos(k), op)
	for {
		w := src[pos:end]
		switch {
		case bytes.HasPrefix(w, []byte("atomic ")):
			pos = c.afterWord(pos, "atomic")
		case bytes.HasPrefix(w, []byte("volatile ")):
			pos = c.afterWord(pos, "volatile")
		case bytes.HasPrefix(w, []byte("inbounds ")):
			pos = c.afterWord(pos, "inbounds")
		default:
			return pos
		}
	}
}

// checkAliasPointee applies parseAliasOrIFunc's rule that an alias's
// type is its aliasee's pointee type (LLVM 14, typed pointers); ptr is
// the aliasee's type.
func (c *checker) checkAliasPointee(g *ast.Global, ptr *ast.Type) {
	if c.opaque || ptr == nil || ptr.Kind != ast.PointerType {
		return
	}
	src := c.m.Src
	k := bytes.Index(src[g.NameSpan.End:g.End], []byte(" alias "))
	if k < 0 {
		return
	}
	pos := c.afterWord(g.NameSpan.End+token.Pos(k+1), "alias")
	t, err := c.d.TypeAt(pos)
	if err != nil {
		return
	}
	if msg := c.pointeeMismatch(c.canonDeep(t), c.canonDeep(ptr)); msg != "" {
		c.fail(pos, msg)
	}
}
