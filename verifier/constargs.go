package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// Rules of visitIntrinsicCall on the values of constant (mostly immarg)
// arguments: llvm.is.fpclass and llvm.vp.is.fpclass test masks,
// llvm.prefetch and llvm.aarch64.prefetch operands, the vector factor of
// llvm.experimental.get.vector.length, llvm.invariant.start's size, the
// scale of the fixed-point intrinsics and llvm.threadlocal.address's
// global. Each runs only on a call of an
// intrinsic the release knows whose declaration fits its signature
// (knownFitting): LLVM reports a signature first.

// fpClassAllBits is the mask of the ten floating-point classes (LLVM's
// fcAllFlags).
const fpClassAllBits = 0x3ff

// knownFitting reports whether call ins calls an intrinsic the release's
// table knows, declared with a type that fits LLVM 22's signature of it
// (an intrinsic LLVM 22 lacks is not matched).
func (v *verifier) knownFitting(ins *ast.Instruction) bool {
	return v.knownCallee(ins) && callSignature(ins.Operands[0].Value.Name[1:], ins) == ""
}

// zextArg returns integer constant argument k as LLVM's getZExtValue
// reads it: the literal as an unsigned number of its type's width.
func zextArg(args []ast.Operand, k int) (uint64, bool) {
	if k >= len(args) {
		return 0, false
	}
	n, ok := intLiteral(args[k])
	if !ok || !n.IsUint64() {
		return 0, false
	}
	return n.Uint64(), true
}

// sextArg returns integer constant argument k sign-extended from its
// type's width (getSExtValue).
func sextArg(args []ast.Operand, k int) (int64, bool) {
	u, ok := zextArg(args, k)
	if !ok {
		return 0, false
	}
	if t := args[k].Type; t != nil && t.Kind == ast.IntType && t.Bits > 0 && t.Bits < 64 {
		return sext(u, uint(t.Bits)), true
	}
	return int64(u), true
}

// isFPClass: llvm.is.fpclass's test mask (llvmver.IsFPClassMaskChecked)
// and llvm.vp.is.fpclass's hold no bit past the ten classes.
func (v *verifier) isFPClass(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if base == "llvm.is.fpclass" && !v.ver.Has(llvmver.IsFPClassMaskChecked) {
		return ""
	}
	if !v.knownFitting(ins) {
		return ""
	}
	if m, ok := zextArg(args, 1); ok && m&^fpClassAllBits != 0 {
		return "unsupported bits for " + base + " test mask"
	}
	return ""
}

// prefetch: llvm.prefetch's rw (0-1), locality (0-3) and cache type
// (0-1); before llvmver.PrefetchArgumentMessages one message for the
// first two and no rule for the third.
func (v *verifier) prefetch(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownFitting(ins) {
		return ""
	}
	rw, ok1 := zextArg(args, 1)
	loc, ok2 := zextArg(args, 2)
	cache, ok3 := zextArg(args, 3)
	if !ok1 || !ok2 || !ok3 {
		return "" // immarg operands: another rule's
	}
	if !v.ver.Has(llvmver.PrefetchArgumentMessages) {
		if rw >= 2 || loc >= 4 {
			return "invalid arguments to llvm.prefetch"
		}
		return ""
	}
	switch {
	case rw >= 2:
		return "rw argument to llvm.prefetch must be 0-1"
	case loc >= 4 && v.ver.Has(llvmver.PrefetchLocalityText):
		return "locality argument to llvm.prefetch must be 0-3"
	case loc >= 4:
		return "locality argument to llvm.prefetch must be 0-4"
	case cache >= 2:
		return "cache type argument to llvm.prefetch must be 0-1"
	}
	return ""
}

// aarch64Prefetch: llvm.aarch64.prefetch's write, target, stream and
// isdata arguments.
func (v *verifier) aarch64Prefetch(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownFitting(ins) {
		return ""
	}
	for k, arg := range []struct {
		name, rng string
		limit     uint64
	}{{"write", "0 or 1", 2}, {"target", "0-3", 4}, {"stream", "0 or 1", 2}, {"isdata", "0 or 1", 2}} {
		if n, ok := zextArg(args, k+1); ok && n >= arg.limit {
			return arg.name + " argument to llvm.aarch64.prefetch must be " + arg.rng
		}
	}
	return ""
}

// getVectorLength: llvm.experimental.get.vector.length's vector factor
// is positive.
func (v *verifier) getVectorLength(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownFitting(ins) {
		return ""
	}
	if vf, ok := sextArg(args, 1); ok && vf <= 0 {
		return "get_vector_length: VF must be positive"
	}
	return ""
}

// invariantStart: llvm.invariant.start's size is -1 or not negative.
func (v *verifier) invariantStart(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.knownFitting(ins) {
		return ""
	}
	if n, ok := sextArg(args, 0); ok && n < -1 {
		return "invariant_start parameter must be -1, 0 or a positive number"
	}
	return ""
}

// fixedPoint: the scale of the fixed-point multiplications and divisions
// is less than the operands' width (signed) or at most that (unsigned).
func (v *verifier) fixedPoint(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 3 || !v.knownFitting(ins) {
		return ""
	}
	scale, ok := zextArg(args, 2)
	t := v.bodyOf(args[0].Type)
	if t != nil && t.Kind == ast.VectorType {
		t = v.bodyOf(t.Elem)
	}
	if !ok || t == nil || t.Kind != ast.IntType {
		return ""
	}
	width := uint64(t.Bits)
	if base[len("llvm.")] == 's' {
		if scale >= width {
			return "the scale of s[mul|div]_fix[_sat] must be less than the width of the operands"
		}
		return ""
	}
	if scale > width {
		return "the scale of u[mul|div]_fix[_sat] must be less than or equal to the width of the operands"
	}
	return ""
}

// threadlocalAddress: llvm.threadlocal.address takes a thread-local
// global value itself (llvmver.ThreadlocalAddressChecked).
func (v *verifier) threadlocalAddress(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) == 0 || !v.ver.Has(llvmver.ThreadlocalAddressChecked) || !v.knownFitting(ins) {
		return ""
	}
	if args[0].Value.Kind != ast.GlobalRef {
		return "llvm.threadlocal.address first argument must be a GlobalValue"
	}
	if gi, ok := v.globalIndex(args[0].Value.Name); !ok || !v.globalWordsOf(gi).threadLocal {
		return "llvm.threadlocal.address operand isThreadLocal() must be true"
	}
	return ""
}
