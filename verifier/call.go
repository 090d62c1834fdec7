package verifier

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

// callee returns the function a call, invoke or callbr calls directly (the
// global named before the argument list), or -1.
func (v *verifier) callee(i int) int {
	// The rules of one call ask for its callee several times.
	if v.calleeOf.inst == i {
		return v.calleeOf.fn
	}
	f := v.findCallee(i)
	v.calleeOf.inst, v.calleeOf.fn = i, f
	return f
}

// findCallee is callee without the memory of the last answer.
func (v *verifier) findCallee(i int) int {
	m := v.m
	in := &m.Insts[i]
	src := m.Src
	sc := &v.fs.sc
	sc.Seek(int(in.Start))
	var prev scanner.Token
	for {
		t := sc.Next()
		if t.Kind == scanner.EOF || t.Start >= in.End {
			return -1
		}
		if t.Kind == scanner.LParen && (prev.Kind == scanner.GlobalVar || prev.Kind == scanner.GlobalID) {
			if f, ok := v.implicitCallee[prev.Start]; ok {
				return f
			}
			if f, ok := v.funcs[key(src, prev)]; ok {
				return f
			}
			return -1
		}
		prev = t
	}
}

// call runs visitCallBase's checks; false means one failed.
func (v *verifier) call(b int32, i int) bool {
	m := v.m
	f := v.callee(i)
	if msg := v.callSite(i, f); msg != "" {
		v.errorAt(m.Insts[i].Start, "%s", msg)
		return false
	}
	if f < 0 {
		return v.indirectCall(i) && v.callBundlesAndAsm(i, f)
	}
	if !v.indirectCall(i) {
		return false // a function called with another type is no callee to LLVM
	}
	name := m.Functions[f].Name
	if strings.HasPrefix(name, "@llvm.") {
		if !v.intrinsicCall(i, f, name[1:]) {
			return false
		}
	}
	if !v.callBundlesAndAsm(i, f) {
		return false
	}
	if v.checkDI && v.fs.sp {
		info := &v.fnInfo[f]
		if info.sp != nil && !info.interposable && !m.Functions[f].Declare && v.dbgLocRef(i).none() && v.calledWithOwnType(i, f) {
			v.diAt(v.instPos(i), "inlinable function call in a function with debug info must have a !dbg location")
			return false
		}
	}
	return true
}

// callBundlesAndAsm runs visitCallBase's rules after the intrinsic's:
// the operand bundles, then an inline asm callee's constraints.
func (v *verifier) callBundlesAndAsm(i, f int) bool {
	if msg := v.callBundles(i, f); msg != "" {
		v.errorAt(v.m.Insts[i].Start, "%s", msg)
		return false
	}
	return v.inlineAsmRules(i, f)
}

// inlineAsmRules checks the constraints of an inline asm callee (f < 0)
// against the call.
func (v *verifier) inlineAsmRules(i, f int) bool {
	if f >= 0 || !bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte("asm ")) {
		return true
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 || ins.Operands[0].Value.Kind != ast.InlineAsm {
		return true
	}
	if msg := inlineAsmCall(ins, v.ver); msg != "" {
		v.errorAt(v.m.Insts[i].Start, "%s", msg)
		return false
	}
	return true
}

// intrinsicCall checks a call of the intrinsic name (without '@'): the
// declaration's signature, and for debug intrinsics their operands.
func (v *verifier) intrinsicCall(i, f int, name string) bool {
	kind, isDbg := dbgIntrinsicKind(name)
	if kind == "assign" && !v.ver.Has(llvmver.DbgAssign) {
		isDbg = false // no intrinsic of LLVM 14's or 15's
	}
	if isDbg && !v.checkDI {
		return true // LLVM strips debug intrinsics with the debug info
	}
	if msg := v.signature(f, name); msg != "" {
		v.errorAt(v.m.Insts[i].Start, "%s", msg)
		return false
	}
	if isDbg {
		return v.dbgIntrinsic(i, kind)
	}
	if msg := v.intrinsicRules(i, name); msg != "" {
		v.errorAt(v.m.Insts[i].Start, "%s", msg)
		return false
	}
	if name == "llvm.assume" {
		if msg := v.assume(i); msg != "" {
			v.errorAt(v.m.Insts[i].Start, "%s", msg)
			return false
		}
	}
	return true
}

// dbgIntrinsicKind returns "value", "declare", "addr", "assign" or
// "label" for llvm.dbg.* intrinsics.
func dbgIntrinsicKind(name string) (string, bool) {
	switch name {
	case "llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.addr", "llvm.dbg.assign", "llvm.dbg.label":
		return name[len("llvm.dbg."):], true
	}
	return "", false
}

// signature checks the declaration of intrinsic f against the intrinsic's
// definition, for the intrinsics irmeta writes; it returns LLVM's message
// or "". The result is cached per declaration.
func (v *verifier) signature(f int, name string) string {
	if done, ok := v.sigCheck[f]; ok && done {
		return ""
	}
	v.sigCheck[f] = true
	if v.loaderRemakes(f) {
		return "" // replaced by the loader
	}
	var ret string // "void", "ptr" (a pointer), "" (any)
	var params []string
	switch name {
	case "llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.addr":
		ret, params = "void", []string{"metadata", "metadata", "metadata"}
	case "llvm.dbg.assign":
		ret, params = "void", []string{"metadata", "metadata", "metadata", "metadata", "metadata", "metadata"}
	case "llvm.dbg.label":
		ret, params = "void", []string{"metadata"}
	default:
		switch {
		case v.annotationWhole(f, name):
			// The releases whose tables have typed pointers match the
			// current form against the table: its pointees too.
			h, _ := v.dec.FuncHeader(f)
			return v.signatureWhole(name, h)
		case strings.HasPrefix(name, "llvm.ptr.annotation."):
			ret, params = "ptr", []string{"ptr", "ptr", "ptr", "i32", "ptr"}
		case name == "llvm.var.annotation" || strings.HasPrefix(name, "llvm.var.annotation."):
			ret, params = "void", []string{"ptr", "ptr", "ptr", "i32", "ptr"}
		default:
			if _, whole := intrinsics.SignatureRelease(int(v.ver.Or())); whole {
				// The release's whole table (LLVM 22's, or the nearest
				// release's below it, see intrinsics.SignatureRelease).
				if _, ok := intrinsics.LookupIn(int(v.ver.Or()), name); ok {
					if h, err := v.dec.FuncHeader(f); err == nil {
						return v.signatureWhole(name, h)
					}
				}
				return ""
			}
			if _, ok := lookupIntrinsic(name); ok {
				if h, err := v.dec.FuncHeader(f); err == nil {
					return v.tableSignature(name, h)
				}
			}
			return ""
		}
	}
	h, err := v.dec.FuncHeader(f)
	if err != nil {
		return ""
	}
	if name == "llvm.dbg.value" && len(h.Params) == 4 && typeIs(h.Params[1].Type, "i64") {
		return "" // the old form with an offset, which LLVM upgrades on load
	}
	if !typeIs(h.Result, ret) {
		return "Intrinsic has incorrect return type!"
	}
	if len(h.Params) < len(params) && (len(h.Params) != 4 || !strings.Contains(name, "annotation")) {
		return "Intrinsic has too few arguments!"
	}
	for k, p := range h.Params {
		if k >= len(params) {
			return "Intrinsic has too many arguments!"
		}
		if !typeIs(p.Type, params[k]) {
			return "Intrinsic has incorrect argument type!"
		}
	}
	return ""
}

// annotationWhole reports whether declaration f, named name, is an
// llvm.ptr.annotation or llvm.var.annotation that the release matches
// against its table of typed pointers (before LLVM 17): of five
// parameters (the current form; the loader replaces the old one of four)
// or more.
func (v *verifier) annotationWhole(f int, name string) bool {
	if !strings.HasPrefix(name, "llvm.ptr.annotation.") && name != "llvm.var.annotation" &&
		!strings.HasPrefix(name, "llvm.var.annotation.") {
		return false
	}
	if tr, whole := intrinsics.SignatureRelease(int(v.ver.Or())); !whole || llvmver.Version(tr).Has(llvmver.TypedPointersGone) {
		return false
	}
	h, err := v.dec.FuncHeader(f)
	return err == nil && len(h.Params) >= 5
}

// typeIs matches t against a signature slot: "void", "metadata", "ptr"
// (any pointer), or an integer type "iN".
func typeIs(t *ast.Type, want string) bool {
	if t == nil {
		return false
	}
	switch want {
	case "void":
		return t.Kind == ast.VoidType
	case "metadata":
		return t.Kind == ast.MetadataType
	case "ptr":
		return t.Kind == ast.PointerType
	}
	if strings.HasPrefix(want, "i") {
		n, err := strconv.Atoi(want[1:])
		return err == nil && t.Kind == ast.IntType && int(t.Bits) == n
	}
	return false
}

// calledWithOwnType reports whether call i calls function f with f's own
// function type: called with another (through an opaque pointer), f is
// no called function to LLVM (CallBase::getCalledFunction).
func (v *verifier) calledWithOwnType(i, f int) bool {
	h := v.fnHeader(f)
	if h == nil || !v.opaqueMode() {
		return true // typed pointers: the parser compared the types
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return true
	}
	sig := callFuncType(ins, callArguments(ins, nil), nil)
	return v.sameFuncType(&sig, &h.signature)
}

// indirectCall is visitCallBase's rule for calls without a known callee
// (none, or one called with another function type): they may not return
// token or x86_amx.
func (v *verifier) indirectCall(i int) bool {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !bytes.Contains(text, []byte("token")) && !bytes.Contains(text, []byte("x86_amx")) && !bytes.Contains(text, []byte("target(")) {
		return true
	}
	ins, err := v.inst(i)
	if err != nil || len(ins.Operands) == 0 || ins.Operands[0].Value.Kind == ast.InlineAsm {
		return true
	}
	if c := ins.Operands[0].Value; c.Kind == ast.GlobalRef {
		if f, ok := v.funcs[c.Name]; ok && v.calledWithOwnType(i, f) {
			return true
		}
	}
	switch t := ins.Type; {
	case t == nil:
	case v.tokenLike(t):
		v.errorAt(v.m.Insts[i].Start, "Return type cannot be token for indirect call!")
		return false
	case t.Kind == ast.OtherType && t.Name == "x86_amx":
		v.errorAt(v.m.Insts[i].Start, "Return type cannot be x86_amx for indirect call!")
		return false
	}
	return true
}
