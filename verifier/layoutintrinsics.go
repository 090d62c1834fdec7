package verifier

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/targetext"
)

// threadPointer: llvm.thread.pointer returns a pointer in the data
// layout's default address space of globals.
func (v *verifier) threadPointer(_ int, _ string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.ThreadPointerGlobalsAddrSpace) || !v.knownFitting(ins) {
		return ""
	}
	if t := v.bodyOf(ins.Type); t != nil && t.Kind == ast.PointerType && t.AddrSpace != ast.GlobalsAddrSpace(v.m.DataLayout) {
		return "llvm.thread.pointer intrinsic return type must be for the globals address space"
	}
	return ""
}

// dynamicAreaOffset: llvm.get.dynamic.area.offset returns an integer as
// wide as a pointer in the data layout's alloca address space.
func (v *verifier) dynamicAreaOffset(_ int, _ string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.DynamicAreaOffsetWidth) || !v.knownFitting(ins) {
		return ""
	}
	dl := v.m.DataLayout
	if t := v.bodyOf(ins.Type); t == nil || t.Kind != ast.IntType || uint64(t.Bits) != ast.ReadLayout(dl).PointerBits(uint64(ast.AllocaAddrSpace(dl))) {
		return "get_dynamic_area_offset result type must be scalar integer matching alloca address space width"
	}
	return ""
}

// memsetPattern: llvm.experimental.memset.pattern's pattern has a size
// (only a target extension type without a layout, or an aggregate of
// one, can be an argument without one).
func (v *verifier) memsetPattern(_ int, _ string, ins *ast.Instruction, args []ast.Operand) string {
	if len(args) < 2 || !v.knownFitting(ins) {
		return ""
	}
	if targetext.Contains(args[1].Type, v.ver, v.bodyOf, func(i targetext.Info) bool { return !i.Sized }) {
		return "unsized types cannot be used as memset patterns"
	}
	return ""
}
