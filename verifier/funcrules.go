package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/targetext"
	"github.com/irmeta/irmeta/token"
)

// functionRules is visitFunction's part before the body: the function as
// a global value, its signature's attributes, calling convention and
// parameter types, and the declaration rules. It reports the first
// problem at the function's header and returns false.
func (v *verifier) functionRules(fn int) bool {
	m := v.m
	f := &m.Functions[fn]
	h := v.fnHeader(fn)
	if h == nil {
		return true
	}
	pos := f.Header.Start
	fail := func(msg string) bool {
		v.errorAt(pos, "%s", msg)
		return false
	}
	intrinsic := strings.HasPrefix(f.Name, "@llvm.")
	assoc := func() string {
		return v.objectRules(md.Function(fn), f.Name, f.Declare || len(f.Blocks) == 0, func() int { return v.functionAddrSpace(fn) })
	}
	if msg := v.globalValueRules(h.linkage, h.visibility, h.dll, h.dsoLocal, f.Declare || len(f.Blocks) == 0, false, h.comdat, assoc); msg != "" {
		return fail(msg)
	}
	if h.linkage == "common" {
		return fail("Functions may not have common linkage")
	}
	if h.ret != nil && h.ret.Kind != ast.VoidType {
		for _, s := range h.pattrs {
			if s.has("sret") {
				return fail("Invalid struct return type!")
			}
		}
	}
	// LLVM replaces a known intrinsic's declared attributes by the
	// intrinsic's own (its release's table), so only other functions'
	// are checked, unknown llvm.* names included.
	if !intrinsic || !v.tableAttrs(fn) {
		if msg := v.functionAttrs(&h.signature, intrinsic, false, h.unnamedAddr); msg != "" {
			return fail(msg)
		}
	} else if msg := v.misfitTableAttrs(fn, h); msg != "" {
		return fail(msg)
	}
	if h.fnAttrs.has("builtin") {
		return fail("Attribute 'builtin' can only be applied to a callsite.")
	}
	for _, s := range h.pattrs {
		if s.has("elementtype") {
			return fail("Attribute 'elementtype' can only be applied to a callsite.")
		}
	}
	if h.retAttrs.has("elementtype") {
		return fail("Attribute 'elementtype' can only be applied to a callsite.")
	}
	if at, ok := v.nakedArgUse(fn, h); !ok {
		pos = at
		return fail("cannot use argument of naked function")
	}
	if msg := v.callingConvRules(h); msg != "" {
		return fail(msg)
	}
	if !intrinsic {
		for _, t := range h.params {
			switch {
			case t == nil:
			case t.Kind == ast.MetadataType:
				return fail("Function takes metadata but isn't an intrinsic")
			case v.tokenLike(t):
				return fail("Function takes token but isn't an intrinsic")
			case t.Kind == ast.OtherType && t.Name == "x86_amx":
				return fail("Function takes x86_amx but isn't an intrinsic")
			}
		}
		if t := h.ret; t != nil {
			if v.tokenLike(t) {
				return fail("Function returns a token but isn't an intrinsic")
			}
			if t.Kind == ast.OtherType && t.Name == "x86_amx" {
				return fail("Function returns a x86_amx but isn't an intrinsic")
			}
		}
	}
	if msg := v.funcProfRule(fn); msg != "" {
		return fail(msg)
	}
	if msg := v.kcfiTypeRule(fn); msg != "" {
		return fail(msg)
	}
	if f.Declare || len(f.Blocks) == 0 {
		if v.g.Attachment(md.Function(fn), "prof") != nil {
			return fail("function declaration may not have a !prof attachment")
		}
		if h.personality {
			return fail("Function declaration shouldn't have a personality routine")
		}
	}
	return true
}

// callingConvRules are visitFunction's calling-convention restrictions.
func (v *verifier) callingConvRules(h *header) string {
	switch h.cc {
	case "x86_intrcc":
		if len(h.params) > 0 && !h.pattrs[0].has("byval") {
			return "Calling convention parameter requires byval"
		}
		return ""
	case "amdgpu_gfx_whole_wave":
		if len(h.params) == 0 || h.params[0] == nil || h.params[0].Kind != ast.IntType || h.params[0].Bits != 1 {
			return "Calling convention requires first argument to be i1"
		}
		if h.pattrs[0].has("inreg") {
			return "Calling convention requires first argument to not be inreg"
		}
		if h.variadic {
			return "Calling convention does not support varargs or perfect forwarding!"
		}
	case "amdgpu_kernel", "spir_kernel", "amdgpu_cs_chain", "amdgpu_cs_chain_preserve":
		if h.ret != nil && h.ret.Kind != ast.VoidType {
			return "Calling convention requires void return type"
		}
		fallthrough
	case "amdgpu_vs", "amdgpu_hs", "amdgpu_gs", "amdgpu_ps", "amdgpu_cs":
		for _, s := range h.pattrs {
			if s.has("sret") {
				return "Calling convention does not allow sret"
			}
		}
		if h.cc != "spir_kernel" {
			for k, s := range h.pattrs {
				switch {
				case s.has("byval"):
					return "Calling convention disallows byval"
				case s.has("preallocated"):
					return "Calling convention disallows preallocated"
				case s.has("inalloca"):
					return "Calling convention disallows inalloca"
				case s.has("byref") && k < len(h.params) && v.stackByref(h.params[k]):
					return "Calling convention disallows stack byref"
				}
			}
		}
		fallthrough
	case "fastcc", "coldcc", "intel_ocl_bicc", "ptx_kernel", "ptx_device":
		if h.variadic {
			return "Calling convention does not support varargs or perfect forwarding!"
		}
	}
	return ""
}

// globalValueRules is visitGlobalValue for the words of a global's
// definition: linkage, visibility, DLL storage and dso_local, and (for
// global objects) associated, the rule on their !associated attachment.
func (v *verifier) globalValueRules(linkage, visibility, dll string, dsoLocal, declaration, variable, comdat bool, associated func() string) string {
	if declaration && linkage != "" && linkage != "external" && linkage != "extern_weak" {
		return "Global is external, but doesn't have external or weak linkage!"
	}
	if associated != nil {
		if msg := associated(); msg != "" {
			return msg
		}
	}
	if linkage == "appending" && !variable {
		return "Only global variables can have appending linkage!"
	}
	if comdat && (declaration || linkage == "available_externally") {
		return "Declaration may not be in a Comdat!"
	}
	if msg := v.dllRules(visibility, dll, dsoLocal); msg != "" {
		return msg
	}
	if dll == "dllimport" {
		if dsoLocal {
			return "GlobalValue with DLLImport Storage is dso_local!"
		}
		if !(declaration && (linkage == "" || linkage == "external" || linkage == "extern_weak") || linkage == "available_externally") {
			return "Global is marked as dllimport, but not external"
		}
	}
	return ""
}

// tokenLike reports whether the verifier's rules on tokens apply to t: the
// token type, and the target extension types release v's table calls
// token-like (targetext.Info.TokenLike).
func (v *verifier) tokenLike(t *ast.Type) bool {
	if t == nil {
		return false
	}
	return t.Kind == ast.TokenType || t.Kind == ast.TargetExtType && targetext.Of(t, v.ver).TokenLike
}

// nakedArgUse is visitFunction's rule that a naked function's arguments
// have no uses (llvmver.NakedArgsUnused): false, with where the argument
// is declared, when one has. A mention in metadata (a debug record's, or
// a call's metadata argument) is no use.
func (v *verifier) nakedArgUse(fn int, h *header) (token.Pos, bool) {
	f := &v.m.Functions[fn]
	if !v.ver.Has(llvmver.NakedArgsUnused) || !h.fnAttrs.has("naked") || len(h.params) == 0 || len(f.Blocks) == 0 {
		return 0, true
	}
	// Rare: a decoder of its own leaves the verifier's caches alone.
	d := parser.NewDecoder(v.m)
	fh, err := d.FuncHeader(fn)
	if err != nil {
		return 0, true
	}
	args := map[string]token.Pos{}
	for k, name := range fh.ParamNames() {
		args[name] = fh.Params[k].TypePos
	}
	first, end := f.Insts()
	for i := first; i < end; i++ {
		if v.m.Insts[i].Op == ast.OpDbgRecord {
			continue
		}
		in, err := d.Inst(int(i))
		if err != nil {
			continue
		}
		for _, o := range in.Operands {
			if o.Value.Kind != ast.LocalRef || o.Type != nil && o.Type.Kind == ast.MetadataType {
				continue
			}
			if at, ok := args[o.Value.Name]; ok {
				return at, false
			}
		}
	}
	return 0, true
}
