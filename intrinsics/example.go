package intrinsics

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
)

// Example returns a function type that fits the LLVM 22 signature of the
// intrinsic called exactly name (no type suffixes), and the name LLVM 22
// gives a declaration of that type (name with the suffixes of its
// overloaded types). Each overloaded type is the first of a short list of
// common types (i32, float, <4 x i32>, ptr, scalable vectors, ...) with
// which the whole signature fits; ok is false when name has no signature,
// or when no choice within a bounded number of tries fits.
func Example(name string) (fn *ast.Type, mangled string, ok bool) {
	return ExampleIn(22, name)
}

// ExampleIn is Example with the signature table of release rel (see
// SignatureRelease).
func ExampleIn(rel int, name string) (fn *ast.Type, mangled string, ok bool) {
	s := sigSetFor(rel)
	if s == nil {
		return nil, "", false
	}
	sig := s.signature(name, rel)
	if sig == nil {
		return nil, "", false
	}
	variadic := len(sig) > 0 && sig[len(sig)-1].kind == dVarArg
	if variadic {
		sig = sig[:len(sig)-1]
	}
	slots := overloadSlots(sig)
	typed := typedRelease(s.rel)
	tries := 0
	var try func(k int, over []*ast.Type) bool
	try = func(k int, over []*ast.Type) bool {
		if tries >= maxExampleTries {
			return false
		}
		if k == len(slots) {
			tries++
			t, built := buildFunc(sig, over, variadic)
			if !built || MatchSignatureIn(rel, name, t) != Fits {
				return false
			}
			m, named := MangledNameIn(rel, name, t)
			if !named {
				return false
			}
			fn, mangled = t, m
			return true
		}
		s := slots[k]
		if s.vecPtrsOf >= 0 {
			ref := over[s.vecPtrsOf]
			if ref == nil || ref.Kind != ast.VectorType {
				return false
			}
			p := &ast.Type{Kind: ast.PointerType}
			if typed {
				p.Elem = ref.Elem
			}
			if s.ptrOnly {
				return try(k+1, append(over, p))
			}
			v := &ast.Type{Kind: ast.VectorType, Len: ref.Len, Scalable: ref.Scalable, Elem: p}
			return try(k+1, append(over, v))
		}
		cands := exampleCandidates[s.kind]
		if typed {
			cands = typedCandidates[s.kind]
		}
		for _, t := range cands {
			if try(k+1, append(over[:k:k], t)) {
				return true
			}
		}
		return false
	}
	if !try(0, nil) {
		return nil, "", false
	}
	return fn, mangled, true
}

// maxExampleTries bounds the combinations of overloaded types Example
// builds for one intrinsic.
const maxExampleTries = 4000

// An overloadSlot is one overloaded type of a signature, in the order the
// matcher binds them: kind is its argument kind, or vecPtrsOf the
// overload a vector of pointers takes its length from (-1: none), or with
// ptrOnly the vector overload a pointer points to the element of.
type overloadSlot struct {
	kind      int
	vecPtrsOf int
	ptrOnly   bool
}

// overloadSlots lists the overloaded types of sig in the order LLVM's
// matcher binds them (the descriptors are read in order; a reference to an
// overload not yet bound binds nothing).
func overloadSlots(sig []desc) []overloadSlot {
	var out []overloadSlot
	for _, d := range sig {
		switch d.kind {
		case dArgument:
			if d.argNo() == len(out) && d.argKind() != akMatchType {
				out = append(out, overloadSlot{kind: d.argKind(), vecPtrsOf: -1})
			}
		case dVecOfAnyPtrsToElt, dAnyPtrToElt:
			if int(d.ref) == len(out) {
				out = append(out, overloadSlot{vecPtrsOf: int(d.n), ptrOnly: d.kind == dAnyPtrToElt})
			}
		}
	}
	return out
}

func exInt(bits uint32) *ast.Type {
	return &ast.Type{Kind: ast.IntType, Name: "i" + strconv.Itoa(int(bits)), Bits: bits}
}

func exFloat(name string) *ast.Type { return &ast.Type{Kind: ast.FloatType, Name: name} }

func exVec(n uint64, scalable bool, e *ast.Type) *ast.Type {
	return &ast.Type{Kind: ast.VectorType, Len: n, Scalable: scalable, Elem: e}
}

// exampleCandidates are the types Example tries for an overloaded type of
// each argument kind, in order.
var exampleCandidates = func() map[int][]*ast.Type {
	i1, i8, i16, i32, i64 := exInt(1), exInt(8), exInt(16), exInt(32), exInt(64)
	half, bf, f32, f64 := exFloat("half"), exFloat("bfloat"), exFloat("float"), exFloat("double")
	ptr := &ast.Type{Kind: ast.PointerType}
	intVecs := []*ast.Type{exVec(4, false, i32), exVec(8, false, i16), exVec(16, false, i8), exVec(2, false, i64),
		exVec(4, true, i32), exVec(8, true, i16), exVec(16, true, i8), exVec(2, true, i64),
		exVec(16, true, i1), exVec(4, true, i1), exVec(4, false, i1), exVec(8, false, i32), exVec(32, false, i8),
		exVec(6, false, i32), exVec(10, false, i32), exVec(12, false, i32), exVec(14, false, i32)}
	fpVecs := []*ast.Type{exVec(4, false, f32), exVec(2, false, f64), exVec(8, false, half),
		exVec(4, true, f32), exVec(2, true, f64), exVec(8, true, half), exVec(8, true, bf), exVec(8, false, bf),
		exVec(8, false, f32)}
	ints := append([]*ast.Type{i32, i64, i16, i8, i1}, intVecs...)
	floats := append([]*ast.Type{f32, f64, half, bf}, fpVecs...)
	vecs := append(append([]*ast.Type{exVec(4, false, i32), exVec(4, false, f32)}, intVecs[1:]...), fpVecs[1:]...)
	return map[int][]*ast.Type{
		akAny:       append(append([]*ast.Type{i32, ptr, f32}, ints[1:]...), floats[1:]...),
		akAnyInt:    ints,
		akAnyFloat:  floats,
		akAnyVector: vecs,
		akAnyPtr:    {ptr, {Kind: ast.PointerType, AddrSpace: 1}},
	}
}()

// typedCandidates are exampleCandidates for the releases with typed
// pointers: each ptr an i8*.
var typedCandidates = func() map[int][]*ast.Type {
	out := map[int][]*ast.Type{}
	for k, ts := range exampleCandidates {
		for _, t := range ts {
			if t.Kind == ast.PointerType {
				t = &ast.Type{Kind: ast.PointerType, AddrSpace: t.AddrSpace, Elem: exInt(8)}
			}
			out[k] = append(out[k], t)
		}
	}
	return out
}()

// buildFunc builds the function type sig describes with the overloaded
// types over.
func buildFunc(sig []desc, over []*ast.Type, variadic bool) (*ast.Type, bool) {
	b := builder{rest: sig, over: over, ok: true}
	fn := &ast.Type{Kind: ast.FuncType, Variadic: variadic}
	fn.Elem = b.next()
	for b.ok && len(b.rest) > 0 {
		fn.Fields = append(fn.Fields, b.next())
	}
	return fn, b.ok
}

// A builder turns descriptors into types, the overloaded ones chosen.
type builder struct {
	rest []desc
	over []*ast.Type
	ok   bool
}

func (b *builder) ref(n int) *ast.Type {
	if n >= len(b.over) || b.over[n] == nil {
		b.ok = false
		return &ast.Type{Kind: ast.VoidType}
	}
	return b.over[n]
}

func (b *builder) next() *ast.Type {
	if len(b.rest) == 0 {
		b.ok = false
		return &ast.Type{Kind: ast.VoidType}
	}
	d := b.rest[0]
	b.rest = b.rest[1:]
	switch d.kind {
	case dVoid:
		return &ast.Type{Kind: ast.VoidType, Name: "void"}
	case dMMX:
		return exVec(1, false, exInt(64))
	case dX86MMX:
		return &ast.Type{Kind: ast.OtherType, Name: "x86_mmx"}
	case dAMX:
		return &ast.Type{Kind: ast.OtherType, Name: "x86_amx"}
	case dToken:
		return &ast.Type{Kind: ast.TokenType, Name: "token"}
	case dMetadata:
		return &ast.Type{Kind: ast.MetadataType, Name: "metadata"}
	case dFloat:
		return exFloat(floatNames[d.n])
	case dBFloat:
		return exFloat("bfloat")
	case dPPCQuad:
		return exFloat("ppc_fp128")
	case dInteger:
		return exInt(d.n)
	case dAArch64Svcount:
		return &ast.Type{Kind: ast.TargetExtType, Name: "aarch64.svcount"}
	case dVector:
		return exVec(uint64(d.n), d.scalable, b.next())
	case dPointer:
		return &ast.Type{Kind: ast.PointerType, AddrSpace: d.n}
	case dStruct:
		s := &ast.Type{Kind: ast.StructType}
		for i := 0; i < int(d.n); i++ {
			s.Fields = append(s.Fields, b.next())
		}
		return s
	case dArgument:
		return b.ref(d.argNo())
	case dExtend, dTrunc:
		t, ok := resized(b.ref(d.argNo()), d.kind == dExtend)
		if !ok {
			b.ok = false
			return &ast.Type{Kind: ast.VoidType}
		}
		return t
	case dOneNthElts:
		v := b.ref(int(d.n))
		if v.Kind != ast.VectorType || d.ref == 0 || v.Len%uint64(d.ref) != 0 {
			b.ok = false
			return v
		}
		return exVec(v.Len/uint64(d.ref), v.Scalable, v.Elem)
	case dSameVecWidth:
		v := b.ref(d.argNo())
		e := b.next()
		if v.Kind == ast.VectorType {
			return exVec(v.Len, v.Scalable, e)
		}
		return e
	case dVecOfAnyPtrsToElt, dAnyPtrToElt:
		return b.ref(int(d.ref))
	case dTypedPtr:
		return &ast.Type{Kind: ast.PointerType, AddrSpace: d.n, Elem: b.next()}
	case dPtrToArg:
		return &ast.Type{Kind: ast.PointerType, Elem: b.ref(d.argNo())}
	case dPtrToElt:
		v := b.ref(d.argNo())
		if v.Kind != ast.VectorType {
			b.ok = false
			return v
		}
		return &ast.Type{Kind: ast.PointerType, Elem: v.Elem}
	case dVecElement:
		v := b.ref(d.argNo())
		if v.Kind != ast.VectorType {
			b.ok = false
			return v
		}
		return v.Elem
	case dSubdivide2, dSubdivide4:
		v := b.ref(d.argNo())
		times := 1
		if d.kind == dSubdivide4 {
			times = 2
		}
		for range times {
			half, ok := resized(v, false)
			if !ok || v.Kind != ast.VectorType {
				b.ok = false
				return v
			}
			v = exVec(half.Len*2, half.Scalable, half.Elem)
		}
		return v
	case dVecOfBitcastsToInt:
		v := b.ref(d.argNo())
		if v.Kind != ast.VectorType || v.Elem == nil {
			b.ok = false
			return v
		}
		return exVec(v.Len, v.Scalable, exInt(uint32(v.Elem.ScalarBits())))
	}
	b.ok = false
	return &ast.Type{Kind: ast.VoidType}
}
