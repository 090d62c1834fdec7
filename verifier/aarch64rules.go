package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// llvm.aarch64.range.prefetch's case of visitIntrinsicCall (LLVM 22,
// llvmver.AArch64RangePrefetchChecked); llvm.aarch64.prefetch's is
// aarch64Prefetch.
func init() {
	intrinsicRuleFor["llvm.aarch64.range.prefetch"] = (*verifier).aarch64RangePrefetch
}

// aarch64RangePrefetch: the write (operand 1) and stream (operand 2)
// arguments are 0 or 1.
func (v *verifier) aarch64RangePrefetch(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AArch64RangePrefetchChecked) || !v.knownFitting(ins) {
		return ""
	}
	if n, ok := zextArg(args, 1); ok && n >= 2 {
		return "write argument to llvm.aarch64.range.prefetch must be 0 or 1"
	}
	if n, ok := zextArg(args, 2); ok && n >= 2 {
		return "stream argument to llvm.aarch64.range.prefetch must be 0 or 1"
	}
	return ""
}
