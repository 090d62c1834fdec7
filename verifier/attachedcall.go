package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// attachedCallTag is the operand bundle ObjC ARC attaches to a call whose
// result the runtime function it names retains or claims.
const attachedCallTag = "clang.arc.attachedcall"

// attachedCall is visitCallBase's rule for the clang.arc.attachedcall
// operand bundle of call i (callee f, or -1): at most one, on a call that
// returns a pointer (or a void call that does not return), naming one of
// the runtime functions that take the result. It returns LLVM's message
// or "".
func (v *verifier) attachedCall(i, f int) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !bytes.Contains(text, []byte(`"`+attachedCallTag+`"`)) {
		return ""
	}
	found := false
	for _, b := range v.bundles(i) {
		if b.tag != attachedCallTag {
			continue
		}
		if found {
			return `Multiple "clang.arc.attachedcall" operand bundles`
		}
		found = true
		if msg := v.attachedCallBundle(i, f, b); msg != "" {
			return msg
		}
	}
	return ""
}

// attachedCallFuncs are the functions an attachedcall bundle may name,
// without their prefix (llvm.objc. for LLVM's intrinsics, objc_ for the
// runtime's functions), with the change that admits them (-1: always).
var attachedCallFuncs = map[string]llvmver.Change{
	"retainAutoreleasedReturnValue":      -1,
	"unsafeClaimAutoreleasedReturnValue": -1,
	"claimAutoreleasedReturnValue":       llvmver.AttachedCallClaim,
}

func (v *verifier) attachedCallBundle(i, f int, b bundle) string {
	ins, err := v.dec.Inst(i)
	if err != nil {
		return ""
	}
	ret := v.bodyOf(ins.Type)
	noReturn := bytes.Contains(v.callFnAttrText(i, ins), []byte("noreturn"))
	if f >= 0 {
		if h := v.fnHeader(f); h != nil && h.fnAttrs.has("noreturn") {
			noReturn = true
		}
	}
	if ret != nil && ret.Kind != ast.PointerType && !(noReturn && ret.Kind == ast.VoidType) {
		return `a call with operand bundle "clang.arc.attachedcall" must call a function returning a pointer ` +
			`or a non-returning function that has a void return type`
	}
	if len(b.ops) != 1 {
		return `operand bundle "clang.arc.attachedcall" requires one function as an argument`
	}
	name := opValue(b.ops[0])
	if _, ok := v.funcs[name]; !ok {
		return `operand bundle "clang.arc.attachedcall" requires one function as an argument`
	}
	name = name[1:]
	switch {
	case strings.HasPrefix(name, "llvm.objc."):
		name = name[len("llvm.objc."):]
	case strings.HasPrefix(name, "objc_"):
		name = name[len("objc_"):]
	default:
		return "invalid function argument"
	}
	c, ok := attachedCallFuncs[name]
	if !ok || (c >= 0 && !v.ver.Has(c)) {
		return "invalid function argument"
	}
	return ""
}
