package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
)

// constrainedPrefix starts the names of the constrained floating-point
// intrinsics (llvm.experimental.constrained.fadd.f64, ...).
const constrainedPrefix = "llvm.experimental.constrained."

// The strings LLVM reads from a constrained intrinsic's metadata
// arguments: exception behaviours, rounding modes and comparison
// predicates. Anything else (another string, a node) is invalid.
var (
	exceptionBehaviors = map[string]bool{"fpexcept.ignore": true, "fpexcept.maytrap": true, "fpexcept.strict": true}
	roundingModes      = map[string]bool{
		"round.dynamic": true, "round.tonearest": true, "round.downward": true, "round.upward": true,
		"round.towardzero": true, "round.tonearestaway": true,
	}
	fcmpPredicates = map[string]bool{
		"oeq": true, "ogt": true, "oge": true, "olt": true, "ole": true, "one": true, "ord": true,
		"uno": true, "ueq": true, "ugt": true, "uge": true, "ult": true, "ule": true, "une": true,
	}
)

// constrainedFP is visitConstrainedFPIntrinsic's rules for a call of the
// constrained intrinsic op (the name's part after constrainedPrefix,
// without type suffixes): first the operation's own (vectors, operand and
// result types, the comparison predicate), then the exception behaviour
// (the last argument) and, for the operations that round, the rounding
// mode before it.
func (v *verifier) constrainedFP(name, op string, ins *ast.Instruction, args []ast.Operand) string {
	// No release upgrades these intrinsics, so the call's type is checked
	// against LLVM's signature first, as visitIntrinsicCall does.
	if msg := callSignature(name, ins); msg != "" {
		return msg
	}
	cmp := op == "fcmp" || op == "fcmps"
	metadataArgs := 0
	for _, a := range args {
		if a.Type != nil && a.Type.Kind == ast.MetadataType {
			metadataArgs++
		}
	}
	if len(args) == 0 || metadataArgs == 0 {
		return "" // the signature's rules report it
	}
	if msg := v.constrainedOp(op, ins, args); msg != "" {
		return msg
	}
	if !mdStringIn(args[len(args)-1], exceptionBehaviors) {
		return "invalid exception behavior argument"
	}
	// Operations that round take the rounding mode before the exception
	// behaviour; comparisons take their predicate there instead.
	if !cmp && metadataArgs >= 2 && !mdStringIn(args[len(args)-2], roundingModes) {
		return "invalid rounding mode argument"
	}
	return ""
}

// constrainedOp is the part of constrainedFP that depends on the
// operation.
func (v *verifier) constrainedOp(op string, ins *ast.Instruction, args []ast.Operand) string {
	src, res := v.bodyOf(args[0].Type), v.bodyOf(ins.Type)
	if src == nil || res == nil {
		return ""
	}
	isVec := func(t *ast.Type) bool { return t.Kind == ast.VectorType }
	scalar := func(t *ast.Type) *ast.Type {
		if isVec(t) {
			return v.bodyOf(t.Elem)
		}
		return t
	}
	sameLength := func() bool { return src.Len == res.Len && src.Scalable == res.Scalable }
	switch op {
	case "lrint", "llrint", "lround", "llround":
		if isVec(src) || isVec(res) {
			return "Intrinsic does not support vectors"
		}
	case "fcmp", "fcmps":
		if len(args) < 3 || !mdStringIn(args[2], fcmpPredicates) {
			return "invalid predicate for constrained FP comparison intrinsic"
		}
	case "fptosi", "fptoui":
		switch {
		case !scalar(src).IsFloat():
			return "Intrinsic first argument must be floating point"
		case isVec(src) != isVec(res):
			return "Intrinsic first argument and result disagree on vector use"
		case !scalar(res).IsInt():
			return "Intrinsic result must be an integer"
		case isVec(src) && !sameLength():
			return "Intrinsic first argument and result vector lengths must be equal"
		}
	case "sitofp", "uitofp":
		switch {
		case !scalar(src).IsInt():
			return "Intrinsic first argument must be integer"
		case isVec(src) != isVec(res):
			return "Intrinsic first argument and result disagree on vector use"
		case !scalar(res).IsFloat():
			return "Intrinsic result must be a floating point"
		case isVec(src) && !sameLength():
			return "Intrinsic first argument and result vector lengths must be equal"
		}
	case "fptrunc", "fpext":
		switch {
		case !scalar(src).IsFloat():
			return "Intrinsic first argument must be FP or FP vector"
		case !scalar(res).IsFloat():
			return "Intrinsic result must be FP or FP vector"
		case isVec(src) != isVec(res):
			return "Intrinsic first argument and result disagree on vector use"
		case isVec(src) && !sameLength():
			return "Intrinsic first argument and result vector lengths must be equal"
		}
		from, to := scalar(src).ScalarBits(), scalar(res).ScalarBits()
		if op == "fptrunc" && from <= to {
			return "Intrinsic first argument's type must be larger than result type"
		}
		if op == "fpext" && from >= to {
			return "Intrinsic first argument's type must be smaller than result type"
		}
	}
	return ""
}

// constrainedOpOf returns the operation of a constrained intrinsic's name
// ("fadd" of llvm.experimental.constrained.fadd.f64), and whether name is
// one.
func constrainedOpOf(name string) (string, bool) {
	rest, ok := strings.CutPrefix(name, constrainedPrefix)
	if !ok {
		return "", false
	}
	op, _, _ := strings.Cut(rest, ".")
	return op, op != ""
}

// mdStringIn reports whether argument a is metadata !"s" with s in set.
func mdStringIn(a ast.Operand, set map[string]bool) bool {
	md := a.Value.MD
	return a.Value.Kind == ast.MetadataValue && md != nil && md.Kind == ast.MDString && set[md.Str]
}

// callSignature matches the function type of call ins of intrinsic name
// against LLVM's signature of the intrinsic, as
// visitIntrinsicCall does first, and returns LLVM's message or "". Only
// intrinsics that no release upgrades are matched so (the loader rewrites
// the others' old forms first).
func callSignature(name string, ins *ast.Instruction) string {
	if ins.FnType == nil && ins.Type == nil {
		return ""
	}
	return signatureMessage(name, ins.CallType())
}

// signatureMessage matches function type fn against LLVM 22's signature
// of intrinsic name and returns visitIntrinsicCall's message for what does
// not fit, or "".
func signatureMessage(name string, fn *ast.Type) string {
	return signatureMessageIn(22, name, fn)
}

// signatureMessageIn is signatureMessage with release rel's signature
// table (intrinsics.SignatureRelease).
func signatureMessageIn(rel int, name string, fn *ast.Type) string {
	switch intrinsics.MatchSignatureIn(rel, name, fn) {
	case intrinsics.BadReturn:
		return "Intrinsic has incorrect return type!"
	case intrinsics.BadArgument:
		return "Intrinsic has incorrect argument type!"
	case intrinsics.BadVarArg:
		if fn.Variadic {
			return "Intrinsic was not defined with variable arguments!"
		}
		return "Callsite was not defined with variable arguments!"
	}
	return ""
}
