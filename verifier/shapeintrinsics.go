package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// Rules of visitIntrinsicCall on the shapes of an intrinsic's types that
// its signature leaves open: llvm.ucmp and llvm.scmp, the conversions
// to integers (llvm.lrint, llvm.llrint, llvm.lround, llvm.llround),
// llvm.stepvector, llvm.experimental.vector.match, the partial
// reductions and llvm.experimental.patchpoint under anyregcc.

// isVector reports whether t is a vector type.
func isVector(t *ast.Type) bool { return t != nil && t.Kind == ast.VectorType }

// sameCount reports whether vectors a and b have the same element count
// (LLVM's ElementCount: the known minimum and whether it scales).
func sameCount(a, b *ast.Type) bool { return a.Len == b.Len && a.Scalable == b.Scalable }

// threeWayCompare: llvm.ucmp and llvm.scmp return integers of at least 2
// bits, vectors exactly when their arguments are, as many as those.
func (v *verifier) threeWayCompare(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 || !v.knownFitting(ins) {
		return ""
	}
	src, dst := v.bodyOf(args[0].Type), v.bodyOf(ins.Type)
	if src == nil || dst == nil {
		return ""
	}
	elem := dst
	if isVector(dst) {
		elem = v.bodyOf(dst.Elem)
	}
	switch {
	case elem.ScalarBits() < 2:
		return "result type must be at least 2 bits wide"
	case isVector(src) != isVector(dst):
		return "ucmp/scmp argument and result types must both be either vector or scalar types"
	case isVector(dst) && !sameCount(src, dst):
		return "return type and arguments must have the same number of elements"
	}
	return ""
}

// roundToInt: the conversions of floating-point values to integers take
// no vectors, then (llvmver.LrintVectors) llvm.lrint and llvm.llrint take
// vectors as long as their results, then (llvmver.RoundToIntNamed) all
// four do, with messages that start with the intrinsic's name.
func (v *verifier) roundToInt(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 || !v.knownFitting(ins) {
		return ""
	}
	val, res := v.bodyOf(args[0].Type), v.bodyOf(ins.Type)
	if val == nil || res == nil {
		return ""
	}
	prefix := ins.Operands[0].Value.Name[1:]
	switch {
	case v.ver.Has(llvmver.RoundToIntNamed):
	case v.ver.Has(llvmver.LrintVectors) && (base == "llvm.lrint" || base == "llvm.llrint"):
		prefix = "llvm.lrint, llvm.llrint"
	default:
		if isVector(val) || isVector(res) {
			return "Intrinsic does not support vectors"
		}
		return ""
	}
	if isVector(val) != isVector(res) {
		return prefix + ": argument and result disagree on vector use"
	}
	if isVector(val) && !sameCount(val, res) {
		return prefix + ": argument must be same length as result"
	}
	return ""
}

// stepVector: llvm.stepvector (llvm.experimental.stepvector before
// llvmver.StepvectorRenamed, which the loader renames after it) returns a
// vector of integers of at least 8 bits, when its name has a type suffix.
func (v *verifier) stepVector(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	renamed := v.ver.Has(llvmver.StepvectorRenamed)
	if ins.Operands[0].Value.Name[1:] == base {
		return "" // llvm-as-22 accepts any vector without a type suffix
	}
	if !v.knownCallee(ins) && !(renamed && base == "llvm.experimental.stepvector") {
		return ""
	}
	t := v.bodyOf(ins.Type)
	if isVector(t) {
		if e := v.bodyOf(t.Elem); e != nil && e.Kind == ast.IntType && e.Bits >= 8 {
			return ""
		}
	}
	if renamed {
		return "stepvector only supported for vectors of integers with a bitwidth of at least 8."
	}
	return "experimental_stepvector only supported for vectors of integers with a bitwidth of at least 8."
}

// vectorMatch: llvm.experimental.vector.match's operands are vectors of
// one integer type, the second of fixed length, and its mask (and
// result) a vector of i1 as long as the first.
func (v *verifier) vectorMatch(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 3 || !v.knownFitting(ins) {
		return ""
	}
	a, b, mask := v.bodyOf(args[0].Type), v.bodyOf(args[1].Type), v.bodyOf(args[2].Type)
	if !isVector(a) || !isVector(b) || !isVector(mask) {
		return "Operands must be vectors."
	}
	ae := v.bodyOf(a.Elem)
	switch {
	case b.Scalable:
		return "Second operand must be a fixed length vector."
	case ae == nil || ae.Kind != ast.IntType:
		return "First operand must be a vector of integers."
	case !v.sameType(a.Elem, b.Elem):
		return "First two operands must have the same element type."
	case !sameCount(a, mask):
		return "First operand and mask must have the same number of elements."
	case !typeIs(v.bodyOf(mask.Elem), "i1"):
		return "Mask must be a vector of i1's."
	case !v.sameType(ins.Type, args[2].Type):
		return "Return type must match the mask type."
	}
	return ""
}

// partialReduce: a partial reduction's input is a whole multiple of its
// accumulator's (known minimum) width. LLVM 22 renames the experimental
// intrinsic, so either name is checked when the release knows one.
func (v *verifier) partialReduce(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 2 {
		return ""
	}
	name := ins.Operands[0].Value.Name[1:]
	if _, renamed := v.immargParams(strings.Replace(name, "experimental.", "", 1)); !v.knownCallee(ins) && !renamed {
		return ""
	}
	acc, vec := v.bodyOf(args[0].Type), v.bodyOf(args[1].Type)
	if !isVector(acc) || !isVector(vec) || acc.Len == 0 || vec.Len%acc.Len == 0 {
		return ""
	}
	return "Invalid vector widths for partial reduction. The width of the input vector must be a positive " +
		"integer multiple of the width of the accumulator vector."
}

// patchpoint: a call of llvm.experimental.patchpoint under anyregcc
// returns one value (no struct or array).
func (v *verifier) patchpoint(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownCallee(ins) {
		return ""
	}
	if _, cc := v.callWords(i); cc != "anyregcc" {
		return ""
	}
	if t := v.bodyOf(ins.Type); t != nil && (t.Kind == ast.StructType || t.Kind == ast.ArrayType) {
		return "patchpoint: invalid return type used with anyregcc"
	}
	return ""
}
