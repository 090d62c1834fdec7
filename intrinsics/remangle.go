package intrinsics

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// CanonicalName returns the name LLVM 22 gives a declaration named name
// (without '@') of type fn, a function type whose pointers are read as
// LLVM 22 reads them (opaque): the intrinsic's name with the suffixes of
// its overloaded types, as LLVM's loader renames every intrinsic
// declaration (Intrinsic::remangleIntrinsicFunction) that no upgrade by
// name took first. ok is false when name is no intrinsic, when fn does not
// fit the intrinsic's signature (other upgrades, or the verifier, deal
// with it), and when an overloaded type is a numbered struct (LLVM makes
// such a name unique with a counter).
func CanonicalName(name string, fn *ast.Type) (canonical string, ok bool) {
	base, found := Lookup(name)
	if !found || fn == nil || fn.Kind != ast.FuncType {
		return "", false
	}
	return MangledName(base, fn.Opaque())
}

// matcher follows LLVM's matchIntrinsicType: it walks the descriptors
// alongside the types, collecting the overloaded types in order, and
// defers the checks of types that refer to an overload not yet seen. rel
// is the release whose matching it follows where releases differ (the
// typed pointers of the releases before LLVM 17, see typedptr.go).
type matcher struct {
	rel      llvmver.Version
	over     []*ast.Type
	deferred []deferredCheck
}

type deferredCheck struct {
	t     *ast.Type
	descs []desc
}

// matchSignature reports whether fn fits sig, release rel's signature,
// with the overloaded types.
func matchSignature(rel int, fn *ast.Type, sig []desc) ([]*ast.Type, bool) {
	variadic := len(sig) > 0 && sig[len(sig)-1].kind == dVarArg
	if variadic {
		sig = sig[:len(sig)-1]
	}
	m := matcher{rel: llvmver.Version(rel)}
	rest := sig
	if m.mismatch(fn.Elem, &rest, false) {
		return nil, false
	}
	for _, p := range fn.Fields {
		if m.mismatch(p, &rest, false) {
			return nil, false
		}
	}
	for i := 0; i < len(m.deferred); i++ {
		c := m.deferred[i]
		ds := c.descs
		if m.mismatch(c.t, &ds, true) {
			return nil, false
		}
	}
	if len(rest) != 0 || fn.Variadic != variadic {
		return nil, false
	}
	return m.over, true
}

// overloadRef is a descriptor's reference to overloaded type refNo that t,
// an overloaded type itself, both reads and defines: t takes the next
// overload slot (not again when the check was deferred), and when refNo is
// still to come the check is deferred (decided: mismatched is the answer).
func (m *matcher) overloadRef(refNo int, t *ast.Type, isDeferred bool, deferCheck func() bool) (ref *ast.Type, decided, mismatched bool) {
	if refNo >= len(m.over) {
		if isDeferred {
			return nil, true, true
		}
		m.over = append(m.over, t)
		return nil, true, deferCheck()
	}
	if !isDeferred {
		m.over = append(m.over, t)
	}
	return m.over[refNo], false, false
}

// mismatch reports whether t does not fit the descriptors at the head of
// *ds, which it consumes.
func (m *matcher) mismatch(t *ast.Type, ds *[]desc, isDeferred bool) bool {
	if len(*ds) == 0 {
		return true // more parameters than the signature has
	}
	whole := *ds
	deferCheck := func() bool {
		m.deferred = append(m.deferred, deferredCheck{t: t, descs: whole})
		return false
	}
	d := (*ds)[0]
	*ds = (*ds)[1:]
	if t == nil {
		return true
	}
	if d.kind >= dTypedPtr {
		return m.typedMismatch(d, t, ds, isDeferred, deferCheck)
	}
	switch d.kind {
	case dVoid:
		return t.Kind != ast.VoidType
	case dVarArg:
		// A parameter where the signature has its '...' does not fit
		// (matchIntrinsicType); the variadic part is matched apart.
		return true
	case dMMX:
		return t.Kind != ast.VectorType || t.Scalable || t.Len != 1 || !isInt(t.Elem, 64)
	case dX86MMX:
		return t.Kind != ast.OtherType || t.Name != "x86_mmx"
	case dAMX:
		return t.Kind != ast.OtherType || t.Name != "x86_amx"
	case dToken:
		return t.Kind != ast.TokenType
	case dMetadata:
		return t.Kind != ast.MetadataType
	case dFloat:
		return t.Kind != ast.FloatType || t.Name != floatNames[d.n]
	case dBFloat:
		return t.Kind != ast.FloatType || t.Name != "bfloat"
	case dPPCQuad:
		return t.Kind != ast.FloatType || t.Name != "ppc_fp128"
	case dInteger:
		return !isInt(t, d.n)
	case dAArch64Svcount:
		return t.Kind != ast.TargetExtType || t.Name != "aarch64.svcount"
	case dVector:
		return t.Kind != ast.VectorType || t.Len != uint64(d.n) || t.Scalable != d.scalable ||
			m.mismatch(t.Elem, ds, isDeferred)
	case dPointer:
		return t.Kind != ast.PointerType || t.AddrSpace != d.n
	case dStruct:
		if t.Kind != ast.StructType || t.Packed || len(t.Fields) != int(d.n) {
			return true
		}
		for _, f := range t.Fields {
			if m.mismatch(f, ds, isDeferred) {
				return true
			}
		}
		return false
	case dArgument:
		n := d.argNo()
		if n < len(m.over) {
			return !sameType(t, m.over[n])
		}
		if n > len(m.over) || d.argKind() == akMatchType {
			return isDeferred || deferCheck()
		}
		if isDeferred {
			return true // table consistency: cannot happen in LLVM's tables
		}
		m.over = append(m.over, t)
		switch d.argKind() {
		case akAny:
			return false
		case akAnyInt:
			return !isInt(scalarOf(t), 0)
		case akAnyFloat:
			return !isFP(scalarOf(t))
		case akAnyVector:
			return t.Kind != ast.VectorType
		case akAnyPtr:
			return t.Kind != ast.PointerType
		}
		return true
	case dExtend, dTrunc:
		n := d.argNo()
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		want, ok := resized(m.over[n], d.kind == dExtend)
		return !ok || !sameType(t, want)
	case dOneNthElts:
		n := int(d.n)
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		v := m.over[n]
		if v.Kind != ast.VectorType || d.ref == 0 || v.Len%uint64(d.ref) != 0 {
			return true
		}
		return !sameType(t, &ast.Type{Kind: ast.VectorType, Len: v.Len / uint64(d.ref), Scalable: v.Scalable, Elem: v.Elem})
	case dSameVecWidth:
		n := d.argNo()
		if n >= len(m.over) {
			if len(*ds) > 0 {
				*ds = (*ds)[1:] // the element's descriptor goes with the check
			}
			return isDeferred || deferCheck()
		}
		ref := m.over[n]
		refVec, thisVec := ref.Kind == ast.VectorType, t.Kind == ast.VectorType
		if refVec != thisVec {
			return true
		}
		elem := t
		if thisVec {
			if ref.Len != t.Len || ref.Scalable != t.Scalable {
				return true
			}
			elem = t.Elem
		}
		return m.mismatch(elem, ds, isDeferred)
	case dVecOfAnyPtrsToElt:
		ref, decided, mismatched := m.overloadRef(int(d.n), t, isDeferred, deferCheck)
		if decided {
			return mismatched
		}
		if t.Kind != ast.VectorType || ref.Kind != ast.VectorType || ref.Len != t.Len || ref.Scalable != t.Scalable {
			return true
		}
		return t.Elem == nil || t.Elem.Kind != ast.PointerType || !pointeeIs(t.Elem, ref.Elem)
	case dVecElement:
		n := d.argNo()
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		ref := m.over[n]
		return ref.Kind != ast.VectorType || !sameType(t, ref.Elem)
	case dSubdivide2, dSubdivide4:
		n := d.argNo()
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		v := m.over[n]
		if v.Kind != ast.VectorType {
			return true
		}
		times := 1
		if d.kind == dSubdivide4 {
			times = 2
		}
		for range times {
			half, ok := resized(v, false)
			if !ok {
				return true
			}
			v = &ast.Type{Kind: ast.VectorType, Len: half.Len * 2, Scalable: half.Scalable, Elem: half.Elem}
		}
		return !sameType(t, v)
	case dVecOfBitcastsToInt:
		n := d.argNo()
		if n >= len(m.over) {
			return isDeferred || deferCheck()
		}
		v := m.over[n]
		if v.Kind != ast.VectorType || t.Kind != ast.VectorType {
			return true
		}
		if v.Elem == nil || v.Elem.Kind != ast.IntType && v.Elem.Kind != ast.FloatType {
			return true
		}
		bits := uint32(v.Elem.ScalarBits())
		return !sameType(t, &ast.Type{Kind: ast.VectorType, Len: v.Len, Scalable: v.Scalable,
			Elem: &ast.Type{Kind: ast.IntType, Name: "i" + strconv.Itoa(int(bits)), Bits: bits}})
	}
	return true
}

var floatNames = map[uint32]string{16: "half", 32: "float", 64: "double", 128: "fp128"}

// isInt reports whether t is an integer type of the width (any width
// when bits is 0).
func isInt(t *ast.Type, bits uint32) bool {
	return t != nil && t.Kind == ast.IntType && (bits == 0 || t.Bits == bits)
}

func isFP(t *ast.Type) bool { return t != nil && t.Kind == ast.FloatType }

// scalarOf is a vector's element type, or t.
func scalarOf(t *ast.Type) *ast.Type {
	if t != nil && t.Kind == ast.VectorType {
		return t.Elem
	}
	return t
}

func sameType(a, b *ast.Type) bool { return a != nil && b != nil && a.String() == b.String() }

// resized is an integer (or a vector of integers) of twice or half the
// width; a vector of floats narrows double to float and float to half,
// as LLVM's truncated element vector type does.
func resized(t *ast.Type, extend bool) (*ast.Type, bool) {
	if t.Kind == ast.VectorType {
		e, ok := resizedElem(t.Elem, extend)
		if !ok {
			return nil, false
		}
		return &ast.Type{Kind: ast.VectorType, Len: t.Len, Scalable: t.Scalable, Elem: e}, true
	}
	if t.Kind != ast.IntType {
		return nil, false
	}
	return resizedElem(t, extend)
}

func resizedElem(e *ast.Type, extend bool) (*ast.Type, bool) {
	if e == nil {
		return nil, false
	}
	if e.Kind == ast.FloatType {
		if extend {
			return nil, false
		}
		switch e.Name {
		case "double":
			return &ast.Type{Kind: ast.FloatType, Name: "float"}, true
		case "float":
			return &ast.Type{Kind: ast.FloatType, Name: "half"}, true
		}
		return nil, false
	}
	if e.Kind != ast.IntType {
		return nil, false
	}
	bits := e.Bits
	if extend {
		bits *= 2
	} else {
		if bits%2 != 0 {
			return nil, false
		}
		bits /= 2
	}
	return &ast.Type{Kind: ast.IntType, Name: "i" + strconv.Itoa(int(bits)), Bits: bits}, true
}

// MangleType returns the suffix LLVM gives type t in an overloaded
// intrinsic's name (getMangledTypeStr): "i32", "p0" for ptr, "p0i8" for
// i8* (releases with typed pointers mangled the pointee too),
// "v4f32", "s_struct.Ts" for %struct.T, "sl_i32i64s" for { i32, i64 }.
// ok is false for a type LLVM cannot mangle alone: a numbered struct type
// (%3), whose name LLVM makes unique with a counter, or a label, token or
// opaque type.
func MangleType(t *ast.Type) (suffix string, ok bool) {
	var b strings.Builder
	ok = writeMangled(&b, t)
	return b.String(), ok
}

func writeMangled(b *strings.Builder, t *ast.Type) bool {
	if t == nil {
		return false
	}
	ok := true
	switch t.Kind {
	case ast.PointerType:
		b.WriteString("p" + strconv.FormatUint(uint64(t.AddrSpace), 10))
		if t.Elem != nil {
			ok = writeMangled(b, t.Elem)
		}
	case ast.ArrayType:
		b.WriteString("a" + strconv.FormatUint(t.Len, 10))
		ok = writeMangled(b, t.Elem)
	case ast.NamedType:
		if len(t.Name) < 2 || t.Name[1] != '"' && strings.Trim(t.Name[1:], "0123456789") == "" {
			return false // numbered
		}
		b.WriteString("s_" + parser.PlainName(t.Name) + "s")
	case ast.StructType:
		b.WriteString("sl_")
		for _, f := range t.Fields {
			ok = writeMangled(b, f) && ok
		}
		b.WriteString("s")
	case ast.FuncType:
		b.WriteString("f_")
		ok = writeMangled(b, t.Elem)
		for _, f := range t.Fields {
			ok = writeMangled(b, f) && ok
		}
		if t.Variadic {
			b.WriteString("vararg")
		}
		b.WriteString("f")
	case ast.VectorType:
		if t.Scalable {
			b.WriteString("nx")
		}
		b.WriteString("v" + strconv.FormatUint(t.Len, 10))
		ok = writeMangled(b, t.Elem)
	case ast.TargetExtType:
		b.WriteString("t" + t.Name)
		for _, f := range t.Fields {
			b.WriteString("_")
			ok = writeMangled(b, f) && ok
		}
		for _, n := range t.IntParams {
			b.WriteString("_" + strconv.FormatUint(n, 10))
		}
		b.WriteString("t")
	case ast.VoidType:
		b.WriteString("isVoid")
	case ast.MetadataType:
		b.WriteString("Metadata")
	case ast.IntType:
		b.WriteString("i" + strconv.FormatUint(uint64(t.Bits), 10))
	case ast.FloatType:
		s, known := floatMangling[t.Name]
		b.WriteString(s)
		ok = known
	case ast.OtherType:
		s, known := otherMangling[t.Name]
		b.WriteString(s)
		ok = known
	default:
		return false
	}
	return ok
}

var (
	floatMangling = map[string]string{
		"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64",
		"x86_fp80": "f80", "fp128": "f128", "ppc_fp128": "ppcf128",
	}
	otherMangling = map[string]string{"x86_mmx": "x86mmx", "x86_amx": "x86amx"}
)

// A Match is how a declaration's type meets its intrinsic's signature
// (LLVM's Intrinsic::matchIntrinsicSignature and matchIntrinsicVarArg).
type Match uint8

// The outcomes of MatchSignature.
const (
	Fits         Match = iota // the type fits the signature
	NotIntrinsic              // the name is no LLVM 22 intrinsic
	BadReturn                 // the result type does not fit
	BadArgument               // a parameter does not fit, or there are too many
	BadVarArg                 // the type's variadic flag, or its parameter count, does not fit
)

// MatchSignature says how a declaration named name of type fn (a
// function type, pointers read as opaque) meets the signature of the LLVM
// 22 intrinsic of that name, in the order LLVM's verifier asks: the
// result, the parameters, the deferred checks (a deferred check of the
// result's counts for the result), then the variadic part.
func MatchSignature(name string, fn *ast.Type) Match {
	base, found := Lookup(name)
	if !found || fn == nil || fn.Kind != ast.FuncType {
		return NotIntrinsic
	}
	sig := signatureOf(base)
	if sig == nil {
		return NotIntrinsic
	}
	return matchWhole(22, sig, fn.Opaque())
}

// matchWhole is MatchSignature's matching of fn against sig, release
// rel's signature.
func matchWhole(rel int, sig []desc, fn *ast.Type) Match {
	m := matcher{rel: llvmver.Version(rel)}
	rest := sig
	if m.mismatch(fn.Elem, &rest, false) {
		return BadReturn
	}
	retDeferred := len(m.deferred)
	for _, p := range fn.Fields {
		if m.mismatch(p, &rest, false) {
			return BadArgument
		}
	}
	for i := 0; i < len(m.deferred); i++ {
		c := m.deferred[i]
		ds := c.descs
		if m.mismatch(c.t, &ds, true) {
			if i < retDeferred {
				return BadReturn
			}
			return BadArgument
		}
	}
	switch {
	case len(rest) == 0 && !fn.Variadic:
		return Fits
	case len(rest) == 1 && rest[0].kind == dVarArg && fn.Variadic:
		return Fits
	}
	return BadVarArg
}

// MangledName returns the name LLVM gives an overloaded intrinsic named
// base whose declaration has type fn, pointers as fn spells them (typed
// pointers mangle as "p0i8"): base with the suffixes of the overloaded
// types LLVM 22's signature of base finds in fn. ok is false when base
// has no signature, fn does not fit it, or an overloaded type is a
// numbered struct.
func MangledName(base string, fn *ast.Type) (string, bool) {
	return mangledName(22, signatureOf(base), base, fn)
}

// MangledNameIn is MangledName with the signature table of release rel
// (see SignatureRelease).
func MangledNameIn(rel int, base string, fn *ast.Type) (string, bool) {
	s := sigSetFor(rel)
	if s == nil {
		return "", false
	}
	return mangledName(s.rel, s.signature(base, rel), base, fn)
}

func mangledName(rel int, sig []desc, base string, fn *ast.Type) (string, bool) {
	if sig == nil || fn == nil || fn.Kind != ast.FuncType {
		return "", false
	}
	over, fits := matchSignature(rel, fn, sig)
	if !fits {
		return "", false
	}
	for _, t := range over {
		s, named := MangleType(t)
		if !named {
			return "", false
		}
		base += "." + s
	}
	return base, true
}

// FitsSignature reports whether a declaration named name of type fn (a
// function type, pointers read as opaque) is an intrinsic of LLVM 22
// whose type fits the intrinsic's signature.
func FitsSignature(name string, fn *ast.Type) bool {
	return MatchSignature(name, fn) == Fits
}
