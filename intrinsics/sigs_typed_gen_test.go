package intrinsics

import (
	"strings"
	"testing"
)

// typedIITNames are the IIT codes of the releases before LLVM 17 (their
// IIT_Info enumeration, which their IntrinsicImpl.inc does not carry),
// in code order from 0: LLVM 14's; LLVM 15 and 16 add IIT_ANYPTR_TO_ELT.
var typedIITNames = strings.Fields(`IIT_Done IIT_I1 IIT_I8 IIT_I16 IIT_I32 IIT_I64 IIT_F16 IIT_F32 IIT_F64
	IIT_V2 IIT_V4 IIT_V8 IIT_V16 IIT_V32 IIT_PTR IIT_ARG IIT_V64 IIT_MMX IIT_TOKEN IIT_METADATA
	IIT_EMPTYSTRUCT IIT_STRUCT2 IIT_STRUCT3 IIT_STRUCT4 IIT_STRUCT5 IIT_EXTEND_ARG IIT_TRUNC_ARG
	IIT_ANYPTR IIT_V1 IIT_VARARG IIT_HALF_VEC_ARG IIT_SAME_VEC_WIDTH_ARG IIT_PTR_TO_ARG
	IIT_PTR_TO_ELT IIT_VEC_OF_ANYPTRS_TO_ELT IIT_I128 IIT_V512 IIT_V1024 IIT_STRUCT6 IIT_STRUCT7
	IIT_STRUCT8 IIT_F128 IIT_VEC_ELEMENT IIT_SCALABLE_VEC IIT_SUBDIVIDE2_ARG IIT_SUBDIVIDE4_ARG
	IIT_VEC_OF_BITCASTS_TO_INT IIT_V128 IIT_BF16 IIT_STRUCT9 IIT_V256 IIT_AMX IIT_PPCF128 IIT_V3
	IIT_EXTERNREF IIT_FUNCREF IIT_ANYPTR_TO_ELT`)

// releaseIITCodes returns release v's IIT codes by name: from its
// IntrinsicImpl.inc from LLVM 17 on, from typedIITNames before.
func releaseIITCodes(t *testing.T, v int, inc string) map[string]byte {
	if v >= 17 {
		return iitCodes(t, inc)
	}
	names := typedIITNames
	if v < 15 {
		names = names[:len(names)-1] // IIT_ANYPTR_TO_ELT came with LLVM 15
	}
	out := map[string]byte{}
	for c, n := range names {
		out[n] = byte(c)
	}
	return out
}

// typedCode translates the codes of typed pointers (the releases before
// LLVM 17) into the stored tables' own (see iitTypedPtr); it reports
// whether name was one.
func (x *iitTranslator) typedCode(name string, depth int) bool {
	switch name {
	case "IIT_PTR":
		x.out = append(x.out, iitTypedPtr, 0)
		x.typ(depth + 1)
	case "IIT_ANYPTR": // a pointer in an address space: the space, the pointee
		x.out = append(x.out, iitTypedPtr, x.next())
		x.typ(depth + 1)
	case "IIT_EXTERNREF": // a pointer to {} in address space 10
		x.out = append(x.out, iitTypedPtr, 10, x.to["IIT_EMPTYSTRUCT"])
	case "IIT_FUNCREF": // a pointer to i8 in address space 20
		x.out = append(x.out, iitTypedPtr, 20, x.to["IIT_I8"])
	case "IIT_PTR_TO_ARG":
		x.out = append(x.out, iitPtrToArg, x.next())
	case "IIT_PTR_TO_ELT":
		x.out = append(x.out, iitPtrToElt, x.next())
	case "IIT_ANYPTR_TO_ELT":
		a := x.next()
		x.out = append(x.out, iitAnyPtrToElt, a, x.next())
	default:
		return false
	}
	return true
}
