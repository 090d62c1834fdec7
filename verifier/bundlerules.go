package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// attachedCallTag is the operand bundle ObjC ARC attaches to a call whose
// result the runtime function it names retains or claims.
const attachedCallTag = "clang.arc.attachedcall"

// callBundles is visitCallBase's rules for the operand bundles of call i
// (callee f, or -1), in the bundles' order: at most one bundle of each
// kind LLVM knows; one funclet operand, a catchpad's or cleanuppad's
// token; one cfguardtarget operand; a ptrauth bundle's i32 constant key
// and i64 discriminator (LLVM 15 on), on an indirect call only; a kcfi
// bundle's one i32 constant (16 on); a preallocated bundle's token of an
// llvm.call.preallocated.setup call; a clang.arc.attachedcall bundle on a
// call that returns a pointer (or a void call that does not return),
// naming one of the runtime functions that take the result. It returns
// LLVM's message or "".
func (v *verifier) callBundles(i, f int) string {
	text := v.m.Bytes(v.m.Insts[i].Span)
	if !bytes.Contains(text, []byte(`"(`)) {
		return "" // no bundle: each is "tag"(...)
	}
	arc, pre, ptrauth := false, false, false
	seen := map[string]bool{}
	for _, b := range v.bundles(i) {
		if name, ok := onceBundles[b.tag]; ok {
			if seen[b.tag] && (b.tag != "ptrauth" || v.ver.Has(llvmver.PtrauthBundleChecked)) && (b.tag != "kcfi" || v.ver.Has(llvmver.KCFIBundleChecked)) {
				return "Multiple " + name + " operand bundles"
			}
			seen[b.tag] = true
		}
		switch b.tag {
		case "funclet":
			if len(b.ops) != 1 {
				return "Expected exactly one funclet bundle operand"
			}
			if op := v.valueOp(localValue(opValue(b.ops[0])).Name); op != ast.OpCatchPad && op != ast.OpCleanupPad {
				return "Funclet bundle operands should correspond to a FuncletPadInst"
			}
		case "cfguardtarget":
			if len(b.ops) != 1 {
				return "Expected exactly one cfguardtarget bundle operand"
			}
		case "ptrauth":
			if !v.ver.Has(llvmver.PtrauthBundleChecked) {
				break
			}
			ptrauth = true
			if len(b.ops) != 2 {
				return "Expected exactly two ptrauth bundle operands"
			}
			if opType(b.ops[0]) != "i32" || !isIntLiteral(opValue(b.ops[0])) {
				return "Ptrauth bundle key operand must be an i32 constant"
			}
			if opType(b.ops[1]) != "i64" {
				return "Ptrauth bundle discriminator operand must be an i64"
			}
		case "kcfi":
			if !v.ver.Has(llvmver.KCFIBundleChecked) {
				break
			}
			if len(b.ops) != 1 {
				return "Expected exactly one kcfi bundle operand"
			}
			if opType(b.ops[0]) != "i32" || !isIntLiteral(opValue(b.ops[0])) {
				return "Kcfi bundle operand must be an i32 constant"
			}
		case "preallocated":
			if pre {
				return "Multiple preallocated operand bundles"
			}
			pre = true
			if len(b.ops) != 1 {
				return "Expected exactly one preallocated bundle operand"
			}
			if !v.isCallOf(localValue(opValue(b.ops[0])), "llvm.call.preallocated.setup") {
				return `"preallocated" argument must be a token from llvm.call.preallocated.setup`
			}
		case attachedCallTag:
			if arc {
				return `Multiple "clang.arc.attachedcall" operand bundles`
			}
			arc = true
			if msg := v.attachedCallBundle(i, f, b); msg != "" {
				return msg
			}
		}
	}
	if ptrauth && f >= 0 {
		return "Direct call cannot have a ptrauth bundle"
	}
	return ""
}

// onceBundles are the operand bundles a call may have one of at most,
// with the name LLVM's message gives them (preallocated and
// clang.arc.attachedcall have their own words, in callBundles).
var onceBundles = map[string]string{
	"deopt": "deopt", "gc-transition": "gc-transition", "funclet": "funclet",
	"cfguardtarget": "CFGuardTarget", "ptrauth": "ptrauth", "kcfi": "kcfi", "gc-live": "gc-live",
}

// isIntLiteral reports whether s is an integer literal, as a ConstantInt
// operand is written ("42", "-1", "true", "false").
func isIntLiteral(s string) bool {
	if s == "true" || s == "false" {
		return true
	}
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// hasBundle reports whether call i has an operand bundle tagged tag.
func (v *verifier) hasBundle(i int, tag string) bool {
	if !bytes.Contains(v.m.Bytes(v.m.Insts[i].Span), []byte(`"`+tag+`"`)) {
		return false
	}
	for _, b := range v.bundles(i) {
		if b.tag == tag {
			return true
		}
	}
	return false
}

// localValue is the value a bundle operand's text names, when it is a
// local value ("%cs").
func localValue(text string) ast.Value {
	if !strings.HasPrefix(text, "%") {
		return ast.Value{Kind: ast.OtherConst}
	}
	return ast.Value{Kind: ast.LocalRef, Name: parser.Name([]byte(text))}
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
	ins, err := v.inst(i)
	if err != nil {
		return ""
	}
	ret := v.bodyOf(ins.Type)
	noReturn := v.callSiteFnAttrs(i, ins).has("noreturn")
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

// callSiteFnAttrs returns the function attributes written on call i
// (decoded as ins), its attribute groups (#N) expanded.
func (v *verifier) callSiteFnAttrs(i int, ins *ast.Instruction) attrSet {
	var groups []int32
	set := scanAttrs(v.callFnAttrText(i, ins), func(id int32) { groups = append(groups, id) }, nil)
	for _, id := range groups {
		set = append(set, v.attrGroup(id)...)
	}
	return lastWins(set)
}
