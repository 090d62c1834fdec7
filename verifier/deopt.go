package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
)

// The rules of visitIntrinsicCall for llvm.experimental.guard and
// llvm.experimental.deoptimize, and verifyDeoptimizeCallingConvs.

// deoptBundles returns how many "deopt" operand bundles call i has.
func (v *verifier) deoptBundles(i int) int {
	n := 0
	if v.hasBundle(i, "deopt") {
		for _, b := range v.bundles(i) {
			if b.tag == "deopt" {
				n++
			}
		}
	}
	return n
}

// guard: llvm.experimental.guard is called (not invoked) with one
// "deopt" bundle.
func (v *verifier) guard(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownCallee(ins) {
		return ""
	}
	if v.m.Insts[i].Op != ast.OpCall {
		return "experimental_guard cannot be invoked"
	}
	if v.deoptBundles(i) != 1 {
		return `experimental_guard must have exactly one "deopt" operand bundle`
	}
	return ""
}

// deoptimize: llvm.experimental.deoptimize is called (not invoked) with
// one "deopt" bundle, returns its caller's type, and is followed by a
// return of its value.
func (v *verifier) deoptimize(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownCallee(ins) {
		return ""
	}
	if v.m.Insts[i].Op != ast.OpCall {
		return "experimental_deoptimize cannot be invoked"
	}
	if v.deoptBundles(i) != 1 {
		return `experimental_deoptimize must have exactly one "deopt" operand bundle`
	}
	if h := v.fnHeader(v.fs.fn); h != nil && !v.sameType(ins.Type, h.ret) {
		return "experimental_deoptimize return type must match caller return type"
	}
	next := i + 1
	for next < len(v.m.Insts) && v.m.Insts[next].Op == ast.OpDbgRecord {
		next++
	}
	if next >= v.blockEnd(i) || v.m.Insts[next].Op != ast.OpRet {
		return "calls to experimental_deoptimize must be followed by a return"
	}
	if typeIs(ins.Type, "void") {
		return ""
	}
	if ret, err := v.inst(next); err == nil && (len(ret.Operands) == 0 || ret.Operands[0].Value.Kind != ast.LocalRef ||
		ret.Operands[0].Value.Name != ins.Result) {
		return "calls to experimental_deoptimize must be followed by a return of the value computed by experimental_deoptimize"
	}
	return ""
}

// blockEnd returns the index one past the last instruction of the block
// of the current function that holds instruction i.
func (v *verifier) blockEnd(i int) int {
	for _, blk := range v.m.Functions[v.fs.fn].Blocks {
		if i >= int(blk.FirstInst) && i < int(blk.FirstInst+blk.NumInsts) {
			return int(blk.FirstInst + blk.NumInsts)
		}
	}
	return -1
}

// deoptimizeCallingConvs is verifyDeoptimizeCallingConvs: every
// declaration of llvm.experimental.deoptimize has the first one's
// calling convention. LLVM reports it after the module's other rules, at
// the first declaration; diagnostics are sorted by position, so it is
// reported only when no other error came first (it would not be LLVM's
// first message otherwise).
func (v *verifier) deoptimizeCallingConvs() {
	for _, d := range v.diags {
		if d.Severity == check.Error {
			return
		}
	}
	first := -1
	for fn := range v.m.Functions {
		name := v.m.Functions[fn].Name
		if name != "@llvm.experimental.deoptimize" && !strings.HasPrefix(name, "@llvm.experimental.deoptimize.") {
			continue
		}
		if first < 0 {
			first = fn
			continue
		}
		a, b := v.fnHeader(first), v.fnHeader(fn)
		if a != nil && b != nil && normCC(a.cc) != normCC(b.cc) {
			v.errorAt(v.m.Functions[first].Header.Start, "All llvm.experimental.deoptimize declarations must have the same calling convention")
			return
		}
	}
}
