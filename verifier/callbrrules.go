package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// callBrRule is visitCallBrInst's rule on what a callbr calls: an inline
// asm that does not unwind; from LLVM 22 (llvmver.CallBrIntrinsics) also a
// direct call of one of the intrinsics it supports, llvm.amdgcn.kill,
// whose single indirect destination starts unreachable. callbr is no call
// to the verifier otherwise (visitCallBase does not run on it). It returns
// LLVM's message, or "".
func (v *verifier) callBrRule(i int) string {
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return ""
	}
	if ins.Operands[0].Value.Kind == ast.InlineAsm {
		return v.callBrUnwind(i)
	}
	if !v.ver.Has(llvmver.CallBrIntrinsics) {
		return "Callbr is currently only used for asm-goto!"
	}
	f := v.callee(i)
	if f < 0 || !v.calledWithOwnType(i, f) {
		return "Callbr: indirect function / invalid signature"
	}
	if len(v.bundles(i)) > 0 {
		return "Callbr for intrinsics currently doesn't support operand bundles"
	}
	// Another callee, intrinsic or not (LLVM 22 crashes on a function
	// that is no intrinsic), is refused.
	if v.m.Functions[f].Name != "@llvm.amdgcn.kill" {
		return "Callbr currently only supports asm-goto and selected intrinsics"
	}
	var indirect []string
	for _, op := range ins.Operands[1:] {
		if op.Value.Kind == ast.LabelRef {
			indirect = append(indirect, op.Value.Name)
		}
	}
	if len(indirect) > 0 {
		indirect = indirect[1:] // the default destination comes first
	}
	if len(indirect) != 1 {
		return "Callbr amdgcn_kill only supports one indirect dest"
	}
	if !v.startsUnreachable(indirect[0]) {
		return "Callbr amdgcn_kill indirect dest needs to be unreachable"
	}
	return ""
}

// startsUnreachable reports whether block name's first instruction is
// unreachable or a call of llvm.amdgcn.unreachable.
func (v *verifier) startsUnreachable(name string) bool {
	b, ok := v.fs.blocks[name]
	if !ok {
		return false
	}
	blk := &v.m.Functions[v.fs.fn].Blocks[b]
	k := v.firstInstruction(int(blk.FirstInst), int(blk.FirstInst+blk.NumInsts))
	if k >= int(blk.FirstInst+blk.NumInsts) {
		return false
	}
	switch v.m.Insts[k].Op {
	case ast.OpUnreachable:
		return true
	case ast.OpCall:
		f := v.callee(k)
		return f >= 0 && v.m.Functions[f].Name == "@llvm.amdgcn.unreachable"
	}
	return false
}
