package verifier

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// The rules of visitIntrinsicCall for intrinsics that address memory: the
// masked and element-wise atomic memory intrinsics, llvm.stackprotector,
// llvm.ptrmask and the arm/aarch64 exclusive accesses.

// maskedAlign: before the alignment argument of the masked memory
// intrinsics became an attribute (llvmver.MaskedAlignAttribute), loads
// and stores took a power of two, gathers and scatters 0 or one.
func (v *verifier) maskedAlign(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if v.ver.Has(llvmver.MaskedAlignAttribute) {
		return ""
	}
	k, op, zeroOK := 1, "masked_load", false
	switch base {
	case "llvm.masked.store":
		k, op = 2, "masked_store"
	case "llvm.masked.gather":
		op, zeroOK = "masked_gather", true
	case "llvm.masked.scatter":
		k, op, zeroOK = 2, "masked_scatter", true
	}
	if k >= len(args) {
		return ""
	}
	n, ok := intLiteral(args[k])
	if !ok {
		return ""
	}
	switch {
	case isPowerOfTwo(n), zeroOK && n.Sign() == 0:
		return ""
	case zeroOK:
		return op + ": alignment must be 0 or a power of 2"
	}
	return op + ": alignment must be a power of 2"
}

// atomicMemory: the element-wise atomic memory intrinsics' element size
// (their last argument) is a power of two, and their pointers are aligned
// to at least that size by call-site align attributes (the loader gives
// the declaration its table's attributes, which name no alignment).
func (v *verifier) atomicMemory(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 4 {
		return ""
	}
	size, ok := constArg(args, 3)
	if !ok {
		return ""
	}
	if size <= 0 || size&(size-1) != 0 {
		return "element size of the element-wise atomic memory intrinsic must be a power of 2"
	}
	aligned := func(a ast.Operand) bool {
		for _, t := range a.Attrs {
			if at := parseAttr(t); at.name == "align" {
				n, err := strconv.ParseInt(at.arg, 10, 64)
				return err == nil && n >= size
			}
		}
		return false
	}
	if !aligned(args[0]) {
		return "incorrect alignment of the destination argument"
	}
	if base != "llvm.memset.element.unordered.atomic" && !aligned(args[1]) {
		return "incorrect alignment of the source argument"
	}
	return ""
}

// stackProtector: llvm.stackprotector's second argument is an alloca
// (through pointer casts).
func (v *verifier) stackProtector(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 2 {
		return ""
	}
	if _, ok := v.dec.AllocaBase(args[1].Value, func(name string) (int, bool) {
		d, ok := v.fs.defs[name]
		return int(d.inst), ok
	}); !ok {
		return "llvm.stackprotector parameter #2 must resolve to an alloca."
	}
	return ""
}

// ptrmask: llvm.ptrmask masks a pointer or vector of pointers, with a mask
// as wide as the index type of its address space (the data layout's),
// element for element (llvmver.PtrmaskIndexWidth).
func (v *verifier) ptrmask(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 2 || !v.ver.Has(llvmver.PtrmaskIndexWidth) {
		return ""
	}
	p, mask := v.bodyOf(args[0].Type), v.bodyOf(args[1].Type)
	if p == nil || mask == nil {
		return ""
	}
	ptr := p
	if ptr.Kind == ast.VectorType {
		ptr = v.bodyOf(ptr.Elem)
	}
	if ptr == nil || ptr.Kind != ast.PointerType {
		return "llvm.ptrmask intrinsic first argument must be pointer or vector of pointers"
	}
	if (p.Kind == ast.VectorType) != (mask.Kind == ast.VectorType) {
		return "llvm.ptrmask intrinsic arguments must be both scalars or both vectors"
	}
	if p.Kind == ast.VectorType {
		if p.Len != mask.Len || p.Scalable != mask.Scalable {
			return "llvm.ptrmask intrinsic arguments must have the same number of elements"
		}
		p, mask = v.bodyOf(p.Elem), v.bodyOf(mask.Elem)
	}
	if p == nil || mask == nil || p.Kind != ast.PointerType || mask.Kind != ast.IntType {
		return "" // the signature's rules report it
	}
	if uint64(mask.Bits) != ast.ReadLayout(v.m.DataLayout).IndexBits(uint64(p.AddrSpace)) {
		return "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument"
	}
	return ""
}

// exclusiveAccess: the arm and aarch64 exclusive loads name their
// pointer's element type on their first argument, the stores on their
// second (llvmver.ExclusiveAccessElementType).
func (v *verifier) exclusiveAccess(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.ExclusiveAccessElementType) {
		return ""
	}
	k, which := 0, "first"
	switch base {
	case "llvm.aarch64.stxr", "llvm.aarch64.stlxr", "llvm.arm.strex", "llvm.arm.stlex":
		k, which = 1, "second"
	}
	if len(args) <= k {
		return ""
	}
	for _, a := range args[k].Attrs {
		if parseAttr(a).name == "elementtype" {
			return ""
		}
	}
	return "Intrinsic requires elementtype attribute on " + which + " argument."
}
