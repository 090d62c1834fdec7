package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The NVPTX cases of visitIntrinsicCall: llvm.nvvm.setmaxnreg's register
// count (LLVM 19, llvmver.NVVMSetMaxNRegChecked). The other NVPTX
// operand ranges of LLVM 22 (the tensormap fences' size among them) are
// range attributes of immarg parameters, not rules of the verifier's.
func init() {
	intrinsicRuleFor["llvm.nvvm.setmaxnreg.inc.sync.aligned.u32"] = (*verifier).nvvmSetMaxNReg
	intrinsicRuleFor["llvm.nvvm.setmaxnreg.dec.sync.aligned.u32"] = (*verifier).nvvmSetMaxNReg
}

// nvvmSetMaxNReg: the register count (operand 0) is a multiple of 8 in
// [24, 256]; from LLVM 22 (NVVMSetMaxNRegRangeAttr) the range is the
// parameter's range attribute's, checked before.
func (v *verifier) nvvmSetMaxNReg(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.NVVMSetMaxNRegChecked) || !v.knownFitting(ins) {
		return ""
	}
	n, ok := zextArg(args, 0)
	if !ok {
		return ""
	}
	if n%8 != 0 {
		return "reg_count argument to nvvm.setmaxnreg must be in multiples of 8"
	}
	if !v.ver.Has(llvmver.NVVMSetMaxNRegRangeAttr) && (n < 24 || n > 256) {
		return "reg_count argument to nvvm.setmaxnreg must be within [24, 256]"
	}
	return ""
}
