package verifier

import (
	"slices"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// The AMDGPU cases of visitIntrinsicCall: the callers and arguments of
// llvm.amdgcn.cs.chain and set.inactive.chain.arg (LLVM 19,
// llvmver.AMDGPUCSChainChecked; the shader stages and the unreachable
// that follows from LLVM 22, AMDGPUCSChainShaderCallers), and from LLVM
// 22 (AMDGPUIntrinsicOperands) the operands of init.exec.from.input,
// call.whole.wave, s.prefetch.data, the f8f6f4 mfma.scale and wmma
// intrinsics and the cooperative atomics. llvm.amdgcn.kill under callbr
// is callBrRule's.
func init() {
	for _, name := range []string{
		"llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4",
	} {
		intrinsicRuleFor[name] = (*verifier).amdgcnMFMAScale
	}
	for _, name := range []string{
		"llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4",
		"llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4",
	} {
		intrinsicRuleFor[name] = (*verifier).amdgcnWMMAFormat
	}
	for _, op := range []string{"load", "store"} {
		for _, size := range []string{"32x4B", "16x8B", "8x16B"} {
			intrinsicRuleFor["llvm.amdgcn.cooperative.atomic."+op+"."+size] = (*verifier).amdgcnCooperativeAtomic
		}
	}
	intrinsicRuleFor["llvm.amdgcn.cs.chain"] = (*verifier).amdgcnCSChain
	intrinsicRuleFor["llvm.amdgcn.set.inactive.chain.arg"] = (*verifier).amdgcnInactiveChainArg
	intrinsicRuleFor["llvm.amdgcn.init.exec.from.input"] = (*verifier).amdgcnInitExecFromInput
	intrinsicRuleFor["llvm.amdgcn.call.whole.wave"] = (*verifier).amdgcnWholeWaveCall
	intrinsicRuleFor["llvm.amdgcn.s.prefetch.data"] = (*verifier).amdgcnPrefetchData
}

// callerCC returns the calling convention of the function visited ("" for
// the C convention).
func (v *verifier) callerCC() string {
	if h := v.fnHeader(v.fs.fn); h != nil {
		return h.cc
	}
	return ""
}

// argHas reports whether call argument a carries the enum attribute name.
func argHas(a ast.Operand, name string) bool {
	for _, t := range a.Attrs {
		if p := parseAttr(t); !p.str && p.name == name {
			return true
		}
	}
	return false
}

// namedParamAttrs returns the attributes of the parameter of the function
// visited that local value name is, and whether it is one.
func (v *verifier) namedParamAttrs(name string) ([]string, bool) {
	h, err := v.dec.FuncHeader(v.fs.fn)
	if err != nil {
		return nil, false
	}
	for k, pname := range h.ParamNames() {
		if pname == name {
			return h.Params[k].Attrs, true
		}
	}
	return nil, false
}

// paramInReg reports whether value a is a parameter of the function
// visited (isParam) and whether that parameter is inreg.
func (v *verifier) paramInReg(a ast.Operand) (isParam, inreg bool) {
	if a.Value.Kind != ast.LocalRef {
		return false, false
	}
	attrs, ok := v.namedParamAttrs(a.Value.Name)
	return ok, ok && slices.Contains(attrs, "inreg")
}

// amdgcnCSChain: llvm.amdgcn.cs.chain is called from a compute shader or
// a chain function (from LLVM 22 also the other shader stages but pixel),
// with inreg SGPR arguments (operand 2) and VGPR arguments (operand 3)
// that are not inreg, and from LLVM 22 is followed by unreachable. LLVM
// goes on after the caller's rule: its message comes first.
func (v *verifier) amdgcnCSChain(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AMDGPUCSChainChecked) || !v.knownFitting(ins) {
		return ""
	}
	stages := v.ver.Has(llvmver.AMDGPUCSChainShaderCallers)
	switch v.callerCC() {
	case "amdgpu_cs", "amdgpu_cs_chain", "amdgpu_cs_chain_preserve":
	case "amdgpu_es", "amdgpu_gs", "amdgpu_hs", "amdgpu_ls", "amdgpu_vs":
		if !stages {
			return "Intrinsic can only be used from functions with the amdgpu_cs, amdgpu_cs_chain or " +
				"amdgpu_cs_chain_preserve calling conventions"
		}
	default:
		if stages {
			return "Intrinsic cannot be called from functions with this calling convention"
		}
		return "Intrinsic can only be used from functions with the amdgpu_cs, amdgpu_cs_chain or " +
			"amdgpu_cs_chain_preserve calling conventions"
	}
	if len(args) > 2 && !argHas(args[2], "inreg") {
		return "SGPR arguments must have the `inreg` attribute"
	}
	if len(args) > 3 && argHas(args[3], "inreg") {
		return "VGPR arguments must not have the `inreg` attribute"
	}
	if stages && !v.followedByUnreachable(i) {
		return "llvm.amdgcn.cs.chain must be followed by unreachable"
	}
	return ""
}

// followedByUnreachable reports whether the instruction after i is
// unreachable or a call of llvm.amdgcn.unreachable. Debug records are no
// instructions, nor are the debug intrinsics' calls, which the loader
// makes records.
func (v *verifier) followedByUnreachable(i int) bool {
	for k := i + 1; k < len(v.m.Insts); k++ {
		switch v.m.Insts[k].Op {
		case ast.OpDbgRecord:
			continue
		case ast.OpUnreachable:
			return true
		case ast.OpCall:
			f := v.findCallee(k)
			if f < 0 {
				return false
			}
			switch name := v.m.Functions[f].Name; name {
			case "@llvm.amdgcn.unreachable":
				return true
			case "@llvm.dbg.value", "@llvm.dbg.declare", "@llvm.dbg.assign", "@llvm.dbg.label":
				if v.ver.Has(llvmver.DbgIntrinsicsLoadedAsRecords) {
					continue
				}
			}
		}
		return false
	}
	return false
}

// amdgcnInactiveChainArg: llvm.amdgcn.set.inactive.chain.arg is called
// from a chain function, and its value for the inactive lanes (operand
// 1) is a parameter of that function, neither of them inreg.
func (v *verifier) amdgcnInactiveChainArg(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AMDGPUCSChainChecked) || !v.knownFitting(ins) {
		return ""
	}
	if cc := v.callerCC(); cc != "amdgpu_cs_chain" && cc != "amdgpu_cs_chain_preserve" {
		return "Intrinsic can only be used from functions with the amdgpu_cs_chain or " +
			"amdgpu_cs_chain_preserve calling conventions"
	}
	if len(args) < 2 {
		return ""
	}
	if argHas(args[1], "inreg") {
		return "Value for inactive lanes must not have the `inreg` attribute"
	}
	isParam, inreg := v.paramInReg(args[1])
	if !isParam {
		return "Value for inactive lanes must be a function argument"
	}
	if inreg {
		return "Value for inactive lanes must be a VGPR function argument"
	}
	return ""
}

// amdgcnInitExecFromInput: llvm.amdgcn.init.exec.from.input takes an
// inreg parameter of the calling function.
func (v *verifier) amdgcnInitExecFromInput(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AMDGPUIntrinsicOperands) || !v.knownFitting(ins) || len(args) == 0 {
		return ""
	}
	if _, inreg := v.paramInReg(args[0]); !inreg {
		return "only inreg arguments to the parent function are valid as inputs to this intrinsic"
	}
	return ""
}

// amdgcnWholeWaveCall: llvm.amdgcn.call.whole.wave calls a function
// (operand 0, no alias or other value) of the amdgpu_gfx_whole_wave
// convention, not variadic, with as many parameters as the call has
// operands, the first i1 (the callee operand stands for it), the others
// of the operands' types and inreg where the operands are.
func (v *verifier) amdgcnWholeWaveCall(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AMDGPUIntrinsicOperands) || !v.knownFitting(ins) || len(args) == 0 {
		return ""
	}
	f, ok := -1, false
	if args[0].Value.Kind == ast.GlobalRef {
		f, ok = v.funcs[args[0].Value.Name]
	}
	if !ok {
		return "Indirect whole wave calls are not allowed"
	}
	h := v.fnHeader(f)
	if h == nil {
		return ""
	}
	if h.cc != "amdgpu_gfx_whole_wave" {
		return "Callee must have the amdgpu_gfx_whole_wave calling convention"
	}
	if h.variadic {
		return "Variadic whole wave calls are not allowed"
	}
	if len(args) != len(h.params) {
		return "Call argument count must match callee argument count"
	}
	if !typeIs(v.bodyOf(h.params[0]), "i1") {
		return "Callee must have i1 as its first argument"
	}
	for k := 1; k < len(args); k++ {
		if !v.sameType(args[k].Type, h.params[k]) {
			return "Argument types must match"
		}
		if argHas(args[k], "inreg") != h.pattrs[k].has("inreg") {
			return "Argument inreg attributes must match"
		}
	}
	return ""
}

// amdgcnPrefetchData: llvm.amdgcn.s.prefetch.data reads flat, global or
// constant memory (address spaces 0, 1 and 4, and those above the
// target's, 9).
func (v *verifier) amdgcnPrefetchData(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AMDGPUIntrinsicOperands) || !v.knownFitting(ins) || len(args) == 0 {
		return ""
	}
	t := v.bodyOf(args[0].Type)
	if t == nil || t.Kind != ast.PointerType {
		return ""
	}
	switch as := t.AddrSpace; {
	case as == 0, as == 1, as == 4, as > 9:
		return ""
	}
	return "llvm.amdgcn.s.prefetch.data only supports global or constant memory"
}

// amdgcnCooperativeAtomic: the cooperative atomics take a flat or global
// pointer (operand 0) and, last, a metadata node holding one string.
func (v *verifier) amdgcnCooperativeAtomic(i int, base string, ins *ast.Instruction, args []ast.Operand) string {
	if !v.ver.Has(llvmver.AMDGPUIntrinsicOperands) || !v.knownFitting(ins) || len(args) == 0 {
		return ""
	}
	if t := v.bodyOf(args[0].Type); t != nil && t.Kind == ast.PointerType && t.AddrSpace != 0 && t.AddrSpace != 1 {
		return "cooperative atomic intrinsics require a generic or global pointer"
	}
	if !v.isStringNode(args[len(args)-1].Value) {
		return "cooperative atomic intrinsics require that the last argument is a metadata string"
	}
	return ""
}

// isStringNode reports whether val is metadata naming or writing a node
// whose one operand is a string.
func (v *verifier) isStringNode(val ast.Value) bool {
	if val.Kind != ast.MetadataValue || val.MD == nil {
		return false
	}
	switch a := val.MD; a.Kind {
	case ast.MDTuple:
		return len(a.Operands) == 1 && a.Operands[0] != nil && a.Operands[0].Kind == ast.MDString
	case ast.MDRef:
		n := v.nodeID(a.ID)
		if n == nil || n.NumOperands() != 1 {
			return false
		}
		_, ok := n.Operand(0).(*md.String)
		return ok
	}
	return false
}
