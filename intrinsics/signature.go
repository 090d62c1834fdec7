package intrinsics

import (
	"encoding/hex"
	"fmt"
)

// An intrinsic's type signature is stored as LLVM 22 encodes it in its
// tables (IIT_Table and IIT_LongEncodingTable of IntrinsicImpl.inc): a
// string of IIT codes, the result type first, then each parameter, some
// codes followed by a payload byte (an argument number, an address space,
// a count). decodeSignature turns it into descriptors, the form matching
// and name mangling read.

// IIT codes of LLVM 22 (Intrinsics.td's IIT_Info).
const (
	iitDone               = 0
	iitI1                 = 1
	iitI8                 = 2
	iitI16                = 3
	iitI32                = 4
	iitI64                = 5
	iitF16                = 6
	iitF32                = 7
	iitF64                = 8
	iitV2                 = 9
	iitV4                 = 10
	iitV8                 = 11
	iitV16                = 12
	iitV32                = 13
	iitPtr                = 14
	iitArg                = 15
	iitV64                = 16
	iitMMX                = 17
	iitToken              = 18
	iitMetadata           = 19
	iitEmptyStruct        = 20
	iitStruct             = 21
	iitExtendArg          = 22
	iitTruncArg           = 23
	iitAnyPtr             = 24
	iitV1                 = 25
	iitVarArg             = 26
	iitOneNthEltsVecArg   = 27
	iitSameVecWidthArg    = 28
	iitVecOfAnyPtrsToElt  = 29
	iitI128               = 30
	iitV512               = 31
	iitV1024              = 32
	iitF128               = 33
	iitVecElement         = 34
	iitScalableVec        = 35
	iitSubdivide2Arg      = 36
	iitSubdivide4Arg      = 37
	iitVecOfBitcastsToInt = 38
	iitV128               = 39
	iitBF16               = 40
	iitV256               = 41
	iitAMX                = 42
	iitPPCF128            = 43
	iitV3                 = 44
	iitExternRef          = 45
	iitFuncRef            = 46
	iitI2                 = 47
	iitI4                 = 48
	iitAArch64Svcount     = 49
	iitV6                 = 50
	iitV10                = 51
	iitV2048              = 52
	iitV4096              = 53

	// iitX86MMX is no LLVM 22 code: the stored tables of releases before
	// LLVM 20 (sigsN.txt.gz) write it for their IIT_MMX, the x86_mmx type
	// (LLVM 22's IIT_MMX is <1 x i64>).
	iitX86MMX = 250

	// The codes of typed pointers, which LLVM 22 has not either: the
	// stored tables of the releases before LLVM 17 write them.
	// iitTypedPtr is a pointer, then its address space and its pointee
	// type (those releases' IIT_PTR and IIT_ANYPTR); iitPtrToArg and
	// iitPtrToElt are followed by an argument-info byte (a pointer to the
	// overloaded type, to its element); iitAnyPtrToElt by the overload's
	// own number and the vector overload's (LLVM 15 and 16).
	iitTypedPtr    = 251
	iitPtrToArg    = 252
	iitPtrToElt    = 253
	iitAnyPtrToElt = 254
)

// descKind is the kind of one signature descriptor (LLVM's
// IITDescriptorKind).
type descKind uint8

const (
	dVoid descKind = iota
	dVarArg
	dMMX
	dToken
	dMetadata
	dFloat // the width says which: 16 half, 32 float, 64 double, 128 fp128
	dBFloat
	dPPCQuad
	dInteger
	dVector
	dPointer
	dStruct
	dArgument
	dExtend
	dTrunc
	dOneNthElts
	dSameVecWidth
	dVecOfAnyPtrsToElt
	dVecElement
	dSubdivide2
	dSubdivide4
	dVecOfBitcastsToInt
	dAMX
	dAArch64Svcount
	dX86MMX // the x86_mmx type (LLVM 19's MMX)

	// The typed-pointer kinds of the releases before LLVM 17.
	dTypedPtr    // a pointer (n its address space) whose pointee's descriptors follow
	dPtrToArg    // a pointer to overloaded type argNo
	dPtrToElt    // a pointer to the element of vector overload argNo
	dAnyPtrToElt // an overloaded pointer (ref its number) to the element of vector overload n
)

// Argument kinds of an overloaded type (the low three bits of an argument
// descriptor's info; the rest is the overload's number).
const (
	akAny       = 0
	akAnyInt    = 1
	akAnyFloat  = 2
	akAnyVector = 3
	akAnyPtr    = 4
	akMatchType = 7
)

// A desc is one descriptor: n is the width (integers, floats), element
// count (vectors), address space (pointers), element count (structs) or
// argument info (the argument kinds); ref is the second number of the
// two-number kinds (the divisor of dOneNthElts, the overload number of
// dVecOfAnyPtrsToElt's own type).
type desc struct {
	kind     descKind
	scalable bool
	n        uint32
	ref      uint32
}

// argNo is the overload number an argument-kind descriptor refers to.
func (d desc) argNo() int { return int(d.n >> 3) }

// argKind is the kind of overloaded type an argument descriptor accepts.
func (d desc) argKind() int { return int(d.n & 7) }

var vectorWidths = map[byte]uint32{
	iitV1: 1, iitV2: 2, iitV3: 3, iitV4: 4, iitV6: 6, iitV8: 8, iitV10: 10, iitV16: 16, iitV32: 32,
	iitV64: 64, iitV128: 128, iitV256: 256, iitV512: 512, iitV1024: 1024, iitV2048: 2048, iitV4096: 4096,
}

var fixedDescs = map[byte]desc{
	iitDone: {kind: dVoid}, iitVarArg: {kind: dVarArg}, iitMMX: {kind: dMMX}, iitAMX: {kind: dAMX},
	iitToken: {kind: dToken}, iitMetadata: {kind: dMetadata},
	iitF16: {kind: dFloat, n: 16}, iitBF16: {kind: dBFloat, n: 16}, iitF32: {kind: dFloat, n: 32},
	iitF64: {kind: dFloat, n: 64}, iitF128: {kind: dFloat, n: 128}, iitPPCF128: {kind: dPPCQuad, n: 128},
	iitI1: {kind: dInteger, n: 1}, iitI2: {kind: dInteger, n: 2}, iitI4: {kind: dInteger, n: 4},
	iitI8: {kind: dInteger, n: 8}, iitI16: {kind: dInteger, n: 16}, iitI32: {kind: dInteger, n: 32},
	iitI64: {kind: dInteger, n: 64}, iitI128: {kind: dInteger, n: 128},
	iitAArch64Svcount: {kind: dAArch64Svcount},
	iitPtr:            {kind: dPointer}, iitExternRef: {kind: dPointer, n: 10}, iitFuncRef: {kind: dPointer, n: 20},
	iitEmptyStruct: {kind: dStruct}, iitX86MMX: {kind: dX86MMX},
}

// argDescs are the codes followed by one argument-info byte.
var argDescs = map[byte]descKind{
	iitArg: dArgument, iitExtendArg: dExtend, iitTruncArg: dTrunc, iitSameVecWidthArg: dSameVecWidth,
	iitVecElement: dVecElement, iitSubdivide2Arg: dSubdivide2, iitSubdivide4Arg: dSubdivide4,
	iitVecOfBitcastsToInt: dVecOfBitcastsToInt, iitPtrToArg: dPtrToArg, iitPtrToElt: dPtrToElt,
}

// sigDecoder reads an encoded signature; a read past the end reads
// iitDone, as LLVM's zero-padded tables do.
type sigDecoder struct {
	b   []byte
	pos int
	out []desc
	err error
}

func (s *sigDecoder) next() byte {
	if s.pos >= len(s.b) {
		s.pos++
		return iitDone
	}
	c := s.b[s.pos]
	s.pos++
	return c
}

// decodeType appends the descriptors of one type.
func (s *sigDecoder) decodeType(depth int) {
	if depth > 64 {
		s.err = fmt.Errorf("signature nested too deep")
		return
	}
	c := s.next()
	if d, ok := fixedDescs[c]; ok {
		s.out = append(s.out, d)
		return
	}
	if w, ok := vectorWidths[c]; ok {
		s.out = append(s.out, desc{kind: dVector, n: w})
		s.decodeType(depth + 1)
		return
	}
	if k, ok := argDescs[c]; ok {
		s.out = append(s.out, desc{kind: k, n: uint32(s.next())})
		return
	}
	switch c {
	case iitScalableVec:
		// LLVM 22 writes the code before the vector's (later releases
		// after it)
		at := len(s.out)
		s.decodeType(depth + 1)
		if s.err == nil && at < len(s.out) && s.out[at].kind == dVector {
			s.out[at].scalable = true
		} else if s.err == nil {
			s.err = fmt.Errorf("scalable code before a type that is no vector")
		}
	case iitAnyPtr:
		s.out = append(s.out, desc{kind: dPointer, n: uint32(s.next())})
	case iitTypedPtr:
		s.out = append(s.out, desc{kind: dTypedPtr, n: uint32(s.next())})
		s.decodeType(depth + 1)
	case iitOneNthEltsVecArg:
		arg := s.next()
		s.out = append(s.out, desc{kind: dOneNthElts, n: uint32(arg), ref: uint32(s.next())})
	case iitVecOfAnyPtrsToElt, iitAnyPtrToElt:
		k := dVecOfAnyPtrsToElt
		if c == iitAnyPtrToElt {
			k = dAnyPtrToElt
		}
		own := s.next()
		s.out = append(s.out, desc{kind: k, ref: uint32(own), n: uint32(s.next())})
	case iitStruct:
		n := int(s.next()) + 2
		s.out = append(s.out, desc{kind: dStruct, n: uint32(n)})
		for i := 0; i < n && s.err == nil; i++ {
			s.decodeType(depth + 1)
		}
	default:
		s.err = fmt.Errorf("unknown signature code %d at %d", c, s.pos-1)
	}
}

// decodeSignature decodes an intrinsic's encoded signature: the result
// type, then the parameters up to the end (a trailing dVarArg marks a
// variadic intrinsic). It also returns how many bytes the signature takes.
func decodeSignature(b []byte) ([]desc, int, error) {
	s := sigDecoder{b: b}
	s.decodeType(0)
	for s.err == nil && s.pos < len(s.b) && s.b[s.pos] != iitDone {
		s.decodeType(0)
	}
	if s.err != nil {
		return nil, 0, s.err
	}
	return s.out, min(s.pos, len(b)), nil
}

// decodeStored decodes a table's hexadecimal signature, or returns nil.
func decodeStored(h string) []desc {
	if h == "" {
		return nil
	}
	b, err := hex.DecodeString(h)
	if err != nil {
		return nil
	}
	sig, _, err := decodeSignature(b)
	if err != nil {
		return nil
	}
	return sig
}
