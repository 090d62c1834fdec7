package verifier

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// statepoint is verifyStatepoint, with visitIntrinsicCall's rule that the
// enclosing function uses a GC, for a call of llvm.experimental.gc.statepoint:
// its arguments are (id, patch bytes, callee, call-argument count, flags,
// the call's arguments, 0, 0); transition and deoptimization operands
// moved to operand bundles.
func (v *verifier) statepoint(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	m := v.m
	if !bytes.Contains(m.Bytes(m.Functions[v.fs.fn].Header), []byte(` gc "`)) {
		return "Enclosing function does not use GC."
	}
	if len(args) < 5 {
		return ""
	}
	if n, ok := constArg(args, 1); ok && int32(n) < 0 {
		return "gc.statepoint number of patchable bytes must be positive"
	}
	target := v.statepointTarget(args[2])
	if target == nil {
		if v.ver.Has(llvmver.StatepointCalleeElementType) {
			if !bytes.Contains(m.Src[args[2].TypePos:args[2].Value.Start], []byte("elementtype(")) {
				return "gc.statepoint callee argument must have elementtype attribute"
			}
			return "gc.statepoint callee elementtype must be function type"
		}
		if v.opaqueMode() {
			return "" // LLVM 14 crashes reading a ptr callee's type
		}
		return "gc.statepoint callee must be of function pointer type"
	}
	numCallArgs, ok := constArg(args, 3)
	if !ok {
		return ""
	}
	if int32(numCallArgs) < 0 {
		return "gc.statepoint number of arguments to underlying call must be positive"
	}
	params := len(target.Fields)
	if target.Variadic {
		if int(numCallArgs) < params {
			return "gc.statepoint mismatch in number of vararg call args"
		}
		if r := v.bodyOf(target.Elem); r == nil || r.Kind != ast.VoidType {
			return "gc.statepoint doesn't support wrapping non-void vararg functions yet"
		}
	} else if int(numCallArgs) != params {
		return "gc.statepoint mismatch in number of call args"
	}
	if flags, ok := constArg(args, 4); ok && uint64(flags)&^3 != 0 {
		return "unknown flag used in gc.statepoint flags argument"
	}
	for k := 0; k < params; k++ {
		if 5+k >= len(args) {
			return ""
		}
		if !v.sameType(args[5+k].Type, target.Fields[k]) {
			return "gc.statepoint call argument does not match wrapped function type"
		}
	}
	end := 5 + int(numCallArgs)
	if end >= len(args) {
		return ""
	}
	transition, ok := constArg(args, end)
	if !ok {
		return "gc.statepoint number of transition arguments must be constant integer"
	}
	if transition != 0 {
		return "gc.statepoint w/inline transition bundle is deprecated"
	}
	if end+1 >= len(args) {
		return ""
	}
	deopt, ok := constArg(args, end+1)
	if !ok {
		return "gc.statepoint number of deoptimization arguments must be constant integer"
	}
	if deopt != 0 {
		return "gc.statepoint w/inline deopt operands is deprecated"
	}
	if len(args) != 7+int(numCallArgs) {
		return "gc.statepoint too many arguments"
	}
	return ""
}

// statepointTarget returns the function type a statepoint calls: the
// callee's elementtype attribute, or before that attribute the pointee of
// the callee's typed pointer; nil when it is no function type.
func (v *verifier) statepointTarget(a ast.Operand) *ast.Type {
	var t *ast.Type
	if v.ver.Has(llvmver.StatepointCalleeElementType) {
		src := v.m.Src[a.TypePos:a.Value.Start]
		k := bytes.Index(src, []byte("elementtype("))
		if a.TypePos == 0 || k < 0 {
			return nil
		}
		t, _ = v.dec.TypeAt(a.TypePos + token.Pos(k+len("elementtype(")))
	} else if p := v.bodyOf(a.Type); p != nil && p.Kind == ast.PointerType {
		t = p.Elem
	}
	if t = v.bodyOf(t); t == nil || t.Kind != ast.FuncType {
		return nil
	}
	return t
}

// gcRelocate checks that a gc.relocate's token is a statepoint's (an
// undef token is accepted since LLVM 22); relocates on an invoke's
// unwind path take a landingpad's, which is not modelled.
func (v *verifier) gcRelocate(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) != 3 {
		return "wrong number of arguments"
	}
	tok := args[0].Value
	if tok.Kind == ast.LocalRef {
		if d, ok := v.fs.defs[tok.Name]; ok && v.m.Insts[d.inst].Op == ast.OpLandingPad {
			return ""
		}
		if v.isCallOf(tok, "llvm.experimental.gc.statepoint") {
			return ""
		}
	}
	if tok.Kind == ast.UndefConst && v.ver.Has(llvmver.GCRelocateUndefToken) {
		return ""
	}
	return "gc relocate is incorrectly tied to the statepoint"
}
