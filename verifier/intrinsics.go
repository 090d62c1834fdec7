package verifier

import (
	"regexp"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// An intrinsicSig is an intrinsic's signature in the terms of LLVM's
// intrinsic tables: each slot is a pattern
//
//	void i1 i8 i32 i64 ptr metadata   that type
//	anyint anyfloat anyvector anyptr  an overloaded type (bound in order)
//	intvector fpvector                an overloaded vector of integers or of
//	                                  floating-point values
//	#N                                overloaded type N again
//	elem#N                            the element type of overloaded type N
//	mask#N                            i1, or a vector of i1 as long as type N
//	ovf#N                             { overloaded type N, mask#N } (with.overflow)
type intrinsicSig struct {
	ret    string
	params []string
}

// intrinsicSigs holds the signatures of the overloaded intrinsics that
// real code and hand edits call most; names are matched by their longest
// prefix that ends at a '.'.
var intrinsicSigs = map[string]intrinsicSig{
	"llvm.sadd.sat": {"anyint", []string{"#0", "#0"}}, "llvm.uadd.sat": {"anyint", []string{"#0", "#0"}},
	"llvm.ssub.sat": {"anyint", []string{"#0", "#0"}}, "llvm.usub.sat": {"anyint", []string{"#0", "#0"}},
	"llvm.sshl.sat": {"anyint", []string{"#0", "#0"}}, "llvm.ushl.sat": {"anyint", []string{"#0", "#0"}},
	"llvm.smax": {"anyint", []string{"#0", "#0"}}, "llvm.smin": {"anyint", []string{"#0", "#0"}},
	"llvm.umax": {"anyint", []string{"#0", "#0"}}, "llvm.umin": {"anyint", []string{"#0", "#0"}},
	"llvm.abs":   {"anyint", []string{"#0", "i1"}},
	"llvm.ctpop": {"anyint", []string{"#0"}}, "llvm.bswap": {"anyint", []string{"#0"}},
	"llvm.bitreverse": {"anyint", []string{"#0"}},
	"llvm.ctlz":       {"anyint", []string{"#0", "i1"}}, "llvm.cttz": {"anyint", []string{"#0", "i1"}},
	"llvm.fshl": {"anyint", []string{"#0", "#0", "#0"}}, "llvm.fshr": {"anyint", []string{"#0", "#0", "#0"}},
	"llvm.sadd.with.overflow": {"ovf#0", []string{"#0", "#0"}},
	"llvm.uadd.with.overflow": {"ovf#0", []string{"#0", "#0"}},
	"llvm.ssub.with.overflow": {"ovf#0", []string{"#0", "#0"}},
	"llvm.usub.with.overflow": {"ovf#0", []string{"#0", "#0"}},
	"llvm.smul.with.overflow": {"ovf#0", []string{"#0", "#0"}},
	"llvm.umul.with.overflow": {"ovf#0", []string{"#0", "#0"}},
	"llvm.expect":             {"anyint", []string{"#0", "#0"}},
	"llvm.fabs":               {"anyfloat", []string{"#0"}}, "llvm.sqrt": {"anyfloat", []string{"#0"}},
	"llvm.sin": {"anyfloat", []string{"#0"}}, "llvm.cos": {"anyfloat", []string{"#0"}},
	"llvm.exp": {"anyfloat", []string{"#0"}}, "llvm.exp2": {"anyfloat", []string{"#0"}},
	"llvm.log": {"anyfloat", []string{"#0"}}, "llvm.log2": {"anyfloat", []string{"#0"}},
	"llvm.log10": {"anyfloat", []string{"#0"}}, "llvm.floor": {"anyfloat", []string{"#0"}},
	"llvm.ceil": {"anyfloat", []string{"#0"}}, "llvm.trunc": {"anyfloat", []string{"#0"}},
	"llvm.rint": {"anyfloat", []string{"#0"}}, "llvm.nearbyint": {"anyfloat", []string{"#0"}},
	"llvm.round": {"anyfloat", []string{"#0"}}, "llvm.roundeven": {"anyfloat", []string{"#0"}},
	"llvm.canonicalize": {"anyfloat", []string{"#0"}},
	"llvm.pow":          {"anyfloat", []string{"#0", "#0"}}, "llvm.copysign": {"anyfloat", []string{"#0", "#0"}},
	"llvm.minnum": {"anyfloat", []string{"#0", "#0"}}, "llvm.maxnum": {"anyfloat", []string{"#0", "#0"}},
	"llvm.minimum": {"anyfloat", []string{"#0", "#0"}}, "llvm.maximum": {"anyfloat", []string{"#0", "#0"}},
	"llvm.fma": {"anyfloat", []string{"#0", "#0", "#0"}}, "llvm.fmuladd": {"anyfloat", []string{"#0", "#0", "#0"}},
	"llvm.powi":              {"anyfloat", []string{"#0", "anyint"}},
	"llvm.vector.reduce.add": {"elem#0", []string{"intvector"}}, "llvm.vector.reduce.mul": {"elem#0", []string{"intvector"}},
	"llvm.vector.reduce.and": {"elem#0", []string{"intvector"}}, "llvm.vector.reduce.or": {"elem#0", []string{"intvector"}},
	"llvm.vector.reduce.xor": {"elem#0", []string{"intvector"}}, "llvm.vector.reduce.smax": {"elem#0", []string{"intvector"}},
	"llvm.vector.reduce.smin": {"elem#0", []string{"intvector"}}, "llvm.vector.reduce.umax": {"elem#0", []string{"intvector"}},
	"llvm.vector.reduce.umin": {"elem#0", []string{"intvector"}}, "llvm.vector.reduce.fmax": {"elem#0", []string{"fpvector"}},
	"llvm.vector.reduce.fmin":      {"elem#0", []string{"fpvector"}},
	"llvm.vector.reduce.fadd":      {"elem#0", []string{"elem#0", "fpvector"}},
	"llvm.vector.reduce.fmul":      {"elem#0", []string{"elem#0", "fpvector"}},
	"llvm.experimental.stepvector": {"anyvector", nil},
	"llvm.stepvector":              {"anyvector", nil},
	"llvm.masked.load":             {"anyvector", []string{"anyptr", "i32", "mask#0", "#0"}},
	"llvm.masked.store":            {"void", []string{"anyvector", "anyptr", "i32", "mask#0"}},
	"llvm.memcpy":                  {"void", []string{"anyptr", "anyptr", "anyint", "i1"}},
	"llvm.memmove":                 {"void", []string{"anyptr", "anyptr", "anyint", "i1"}},
	"llvm.memset":                  {"void", []string{"anyptr", "i8", "anyint", "i1"}},
	"llvm.assume":                  {"void", []string{"i1"}},
	"llvm.trap":                    {"void", nil},
	"llvm.debugtrap":               {"void", nil},
}

// mangledType matches one type suffix of an overloaded intrinsic's name.
var mangledType = regexp.MustCompile(`^(i\d+|f\d+|bf16|f80|f128|ppcf128|p\d+.*|v\d+.*|nxv\d+.*|a\d+.*|s_.*|sl_.*|isVoid)$`)

// lookupIntrinsic returns the signature of intrinsic name (without '@').
func lookupIntrinsic(name string) (intrinsicSig, bool) {
	for n := name; strings.HasPrefix(n, "llvm."); {
		if s, ok := intrinsicSigs[n]; ok {
			return s, true
		}
		k := strings.LastIndexByte(n, '.')
		if k < 0 || !mangledType.MatchString(n[k+1:]) {
			break // only type suffixes are stripped: llvm.memset.element... is another intrinsic
		}
		n = n[:k]
	}
	return intrinsicSig{}, false
}

// matchIntrinsic is matchIntrinsicSignature: it returns "ret" or "arg"
// for the part that does not match (LLVM's two messages), or "".
func matchIntrinsic(sig intrinsicSig, h *parser.FuncHeader) string {
	var bound []*ast.Type
	type deferred struct {
		t     *ast.Type
		pat   string
		isRet bool
	}
	var later []deferred
	slot := func(p string) (int, bool) {
		k := strings.IndexByte(p, '#')
		if k < 0 {
			return 0, false
		}
		n := 0
		for _, c := range p[k+1:] {
			n = n*10 + int(c-'0')
		}
		return n, true
	}
	match := func(t *ast.Type, p string, isRet, deferredCheck bool) bool {
		if t == nil {
			return true
		}
		switch p {
		case "void", "i1", "i8", "i32", "i64", "ptr", "metadata":
			return typeIs(t, p)
		case "anyint", "anyfloat", "anyvector", "anyptr", "intvector", "fpvector":
			ok := false
			scalar := t
			if t.Kind == ast.VectorType {
				scalar = t.Elem
			}
			switch p {
			case "anyint":
				ok = scalar != nil && scalar.Kind == ast.IntType
			case "anyfloat":
				ok = scalar != nil && scalar.Kind == ast.FloatType
			case "anyvector":
				ok = t.Kind == ast.VectorType
			case "intvector":
				ok = t.Kind == ast.VectorType && scalar != nil && scalar.Kind == ast.IntType
			case "fpvector":
				ok = t.Kind == ast.VectorType && scalar != nil && scalar.Kind == ast.FloatType
			case "anyptr":
				ok = t.Kind == ast.PointerType
			}
			if ok {
				bound = append(bound, t)
			}
			return ok
		}
		n, ok := slot(p)
		if !ok {
			return true
		}
		if n >= len(bound) {
			if deferredCheck {
				return false
			}
			later = append(later, deferred{t, p, isRet})
			return true
		}
		b := bound[n]
		switch {
		case strings.HasPrefix(p, "#"):
			return t.String() == b.String()
		case strings.HasPrefix(p, "elem#"):
			return b.Kind == ast.VectorType && b.Elem != nil && t.String() == b.Elem.String()
		case strings.HasPrefix(p, "mask#"):
			if b.Kind != ast.VectorType {
				return typeIs(t, "i1")
			}
			return t.Kind == ast.VectorType && t.Len == b.Len && t.Scalable == b.Scalable && typeIs(t.Elem, "i1")
		case strings.HasPrefix(p, "ovf#"):
			return true // checked after the operands bind the type
		}
		return true
	}
	if strings.HasPrefix(sig.ret, "ovf#") {
		// { T, mask(T) }: bind T from the struct's first field.
		t := h.Result
		if t == nil || t.Kind != ast.StructType || len(t.Fields) != 2 || !match(t.Fields[0], "anyint", true, false) ||
			!match(t.Fields[1], "mask#0", true, false) {
			return "ret"
		}
	} else if !match(h.Result, sig.ret, true, false) {
		return "ret"
	}
	// LLVM matches the declaration's parameters in order (one past the
	// table's matches nothing), then the deferred references, and only
	// then counts the table's parameters left over.
	for k, p := range h.Params {
		if k >= len(sig.params) {
			return "many"
		}
		if !match(p.Type, sig.params[k], false, false) {
			return "arg"
		}
	}
	for _, d := range later {
		if !match(d.t, d.pat, d.isRet, true) {
			if d.isRet {
				return "ret"
			}
			return "arg"
		}
	}
	if len(h.Params) < len(sig.params) {
		return "few"
	}
	return ""
}

// tableSignature checks intrinsic declaration h against the table; it
// returns LLVM's message or "".
func (v *verifier) tableSignature(name string, h *parser.FuncHeader) string {
	sig, ok := lookupIntrinsic(name)
	if !ok || h.Variadic {
		return ""
	}
	sig = v.releaseSig(name, sig, len(h.Params))
	// Named types that are no structs name their body (%i4 = type <4 x i32>).
	res := *h
	res.Result = v.bodyOf(h.Result)
	res.Params = make([]parser.Param, len(h.Params))
	for k, p := range h.Params {
		res.Params[k] = p
		res.Params[k].Type = v.bodyOf(p.Type)
	}
	h = &res
	if u := v.findCallUpgrade(name, len(h.Params)); u != nil && len(h.Params) == u.oldArity {
		old := sig
		switch {
		case u.oldParam != "" && u.dropped >= 0 && u.dropped <= len(sig.params):
			old.params = append(append(append([]string(nil), sig.params[:u.dropped]...), u.oldParam), sig.params[u.dropped:]...)
		case u.i1Params > 0 && u.oldArity <= len(sig.params):
			old.params = sig.params[:u.oldArity]
		}
		if matchIntrinsic(old, h) == "" {
			return "" // the old form, which the loader replaces by the current one
		}
	}
	switch matchIntrinsic(sig, h) {
	case "ret":
		return "Intrinsic has incorrect return type!"
	case "arg", "many":
		// A parameter past the table's is matched against nothing.
		return "Intrinsic has incorrect argument type!"
	case "few":
		// The table's remaining parameters are read as a missing '...'.
		return "Callsite was not defined with variable arguments!"
	}
	if strings.HasPrefix(name, "llvm.bswap.") && h.Result != nil {
		t := h.Result
		if t.Kind == ast.VectorType {
			t = t.Elem
		}
		if t != nil && t.Kind == ast.IntType && t.Bits%16 != 0 {
			return "bswap must be an even number of bytes"
		}
	}
	return ""
}

// sigPointers returns function type fn as the release's signature table
// is matched with: the tables of typed pointers (LLVM 14 and 15, see
// intrinsics.MatchSignatureIn) read fn's pointers as the module's LLVM
// does, all opaque in opaque mode; the others read them opaque anyway,
// LLVM 16's too, whose table has typed pointers but whose LLVM matches
// a declaration with its pointers opaque (llvmver.IntrinsicSignatureOpaque).
func (v *verifier) sigPointers(fn *ast.Type) *ast.Type {
	if v.opaqueMode() || v.ver.Has(llvmver.IntrinsicSignatureOpaque) {
		return fn.Opaque()
	}
	return fn
}

// bodyOf returns the definition of a named type t, or t.
func (v *verifier) bodyOf(t *ast.Type) *ast.Type {
	for k := 0; k < 8 && t != nil && t.Kind == ast.NamedType; k++ {
		b := v.namedStruct(t.Name)
		if b == nil {
			return t
		}
		t = b
	}
	return t
}

// signatureWhole checks intrinsic declaration h against the release's
// signature of the intrinsic (package intrinsics' whole table of the
// release, or of the nearest release below it: LLVM 19's for 19 to 21,
// LLVM 22's for 22), as visitIntrinsicCall does with
// matchIntrinsicSignature, and returns LLVM's message or "". A
// declaration that the release's loader replaces before the verifier runs
// is not matched: the old forms whose calls the loader makes again
// (callUpgrades) and those of the release's declUpgrades.
func (v *verifier) signatureWhole(name string, h *parser.FuncHeader) string {
	rel := int(v.ver.Or())
	if u := v.findCallUpgrade(name, len(h.Params)); u != nil {
		if _, ok := lookupIntrinsic(name); ok {
			// The old forms the loader makes calls of again, which the
			// hand table describes.
			return v.tableSignature(name, h)
		}
		if len(h.Params) == u.oldArity {
			return "" // replaced by the new form (rebuiltCall checks the calls)
		}
	}
	fn := &ast.Type{Kind: ast.FuncType, Elem: v.bodyOf(h.Result), Variadic: h.Variadic}
	for _, p := range h.Params {
		fn.Fields = append(fn.Fields, v.bodyOf(p.Type))
	}
	fn = v.sigPointers(fn)
	if replaced, msg := loaderReplaces(rel, name, fn); replaced {
		return msg
	}
	if msg := signatureMessageIn(rel, name, fn); msg != "" {
		// A release without a table of its own (LLVM 20 and 21, read
		// with LLVM 19's) lies between two tables: a declaration that
		// fits LLVM 22's table may be the form the release brought.
		if tr, _ := intrinsics.SignatureRelease(rel); tr == rel ||
			intrinsics.MatchSignatureIn(22, name, fn) != intrinsics.Fits {
			return msg
		}
	}
	if _, ok := lookupIntrinsic(name); ok {
		// The hand table is stricter where package intrinsics reads
		// LLVM 22's table too loosely (the floating-point reductions'
		// vector, which LLVM 22 requires to be of floating-point values).
		return v.tableSignature(name, h)
	}
	if strings.HasPrefix(name, "llvm.bswap.") {
		t := fn.Elem
		if t != nil && t.Kind == ast.VectorType {
			t = t.Elem
		}
		if t != nil && t.Kind == ast.IntType && t.Bits%16 != 0 {
			return "bswap must be an even number of bytes"
		}
	}
	return ""
}
