package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The f8f6f4 matrix intrinsics of AMDGPU (LLVM 22,
// llvmver.AMDGPUIntrinsicOperands) name the format of each source matrix
// with an immediate (0 and 1: fp8 and bf8, 2 and 3: fp6 and bf6, 4: fp4)
// and take each source as a vector of i32 holding at least the format's
// registers.

// i32VectorLen returns the length of t when it is a fixed vector of i32
// whose length is one of lens, or 0.
func (v *verifier) i32VectorLen(t *ast.Type, lens ...uint64) uint64 {
	t = v.bodyOf(t)
	if t == nil || t.Kind != ast.VectorType || t.Scalable || !typeIs(v.bodyOf(t.Elem), "i32") {
		return 0
	}
	for _, n := range lens {
		if t.Len == n {
			return n
		}
	}
	return 0
}

// formatRegs returns the registers a source of format f takes, given
// those of fp8 (fp6 takes three quarters, fp4 half).
func formatRegs(f, fp8 uint64) uint64 {
	switch f {
	case 2, 3:
		return fp8 * 3 / 4
	case 4:
		return fp8 / 2
	}
	return fp8
}

// amdgcnMFMAScale: the mfma.scale f8f6f4 intrinsics take formats cbsz
// (operand 3) and blgp (operand 4) up to 4, and sources (operands 0 and
// 1) of 4, 6 or 8 i32 with room for their formats.
func (v *verifier) amdgcnMFMAScale(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	return v.matrixFormats(ins, args, [2]int{3, 4}, [2]int{0, 1}, 8,
		[2]string{"invalid value for cbsz format", "invalid value for blgp format"},
		[2]string{"operand 0 must be 4, 6 or 8 element i32 vector", "operand 1 must be 4, 6 or 8 element i32 vector"})
}

// amdgcnWMMAFormat: the wmma f8f6f4 intrinsics take formats (operands 0
// and 2) up to 4, and sources (operands 1 and 3) of 8, 12 or 16 i32 with
// room for their formats.
func (v *verifier) amdgcnWMMAFormat(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	return v.matrixFormats(ins, args, [2]int{0, 2}, [2]int{1, 3}, 16,
		[2]string{"invalid value for matrix format", "invalid value for matrix format"},
		[2]string{"operand 1 must be 8, 12 or 16 element i32 vector", "operand 3 must be 8, 12 or 16 element i32 vector"})
}

// matrixFormats checks the formats at operands fmt, then the sources at
// operands src, whose fp8 format takes fp8 registers.
func (v *verifier) matrixFormats(ins *ast.Instruction, args []ast.Operand, fmt, src [2]int, fp8 uint64, badFormat, badSource [2]string) string {
	if !v.ver.Has(llvmver.AMDGPUIntrinsicOperands) || !v.knownFitting(ins) || len(args) <= max(fmt[1], src[1]) {
		return ""
	}
	var formats [2]uint64
	for k, at := range fmt {
		f, ok := zextArg(args, at)
		if !ok {
			return "" // immarg operands: another rule's
		}
		if f > 4 {
			return badFormat[k]
		}
		formats[k] = f
	}
	var lens [2]uint64
	for k, at := range src {
		if lens[k] = v.i32VectorLen(args[at].Type, fp8/2, fp8*3/4, fp8); lens[k] == 0 {
			return badSource[k]
		}
	}
	for k := range src {
		if lens[k] < formatRegs(formats[k], fp8) {
			return "invalid vector type for format"
		}
	}
	return ""
}
