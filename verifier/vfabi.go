package verifier

import (
	"math"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// vfabiRule checks a "vector-function-abi-variant" attribute of a
// function or call (LLVM 19 on): its whole value must be a name of the
// Vector Function ABI that fits the function type of sig.
func (v *verifier) vfabiRule(sig *signature, fa attrSet) string {
	if !v.ver.Has(llvmver.VFABIVariantChecked) {
		return ""
	}
	a, ok := fa.str("vector-function-abi-variant")
	if !ok || validVFABIName(a.arg, sig, v.ver) {
		return ""
	}
	return "invalid name for a VFABI variant: " + a.arg
}

// vfabiISA is the <isa> of a Vector Function ABI name, as far as the
// rules below tell them apart.
type vfabiISA int

const (
	isaOther vfabiISA = iota
	isaLLVM           // "_LLVM_": LLVM's own mappings, which must redirect
	isaSVE            // "s"
	isaRVV            // "r" (llvmver.VFABIRISCVVector)
)

// validVFABIName reports whether name reads as
// _ZGV<isa><mask><vlen><parameters>_<scalarname>[(<redirection>)] with one
// parameter per parameter of sig, as LLVM's VFABI demangler reads it.
func validVFABIName(name string, sig *signature, ver llvmver.Version) bool {
	s, ok := strings.CutPrefix(name, "_ZGV")
	if !ok || s == "" {
		return false
	}
	isa := isaOther
	switch {
	case strings.HasPrefix(s, "_LLVM_"):
		isa, s = isaLLVM, s[len("_LLVM_"):]
	case s[0] == 'r' && ver.Has(llvmver.VFABIRISCVVector):
		isa, s = isaRVV, s[1:]
	default:
		if s[0] == 's' {
			isa = isaSVE
		}
		s = s[1:] // any other letter is an ISA LLVM does not know: allowed
	}
	if s == "" || s[0] != 'M' && s[0] != 'N' {
		return false
	}
	s = s[1:]
	scalable := false
	if rest, ok := strings.CutPrefix(s, "x"); ok {
		if isa != isaSVE && isa != isaRVV {
			return false
		}
		scalable, s = true, rest
	} else {
		vf, rest, ok := vfabiUnsigned(s, math.MaxUint32)
		if !ok || vf == 0 {
			return false
		}
		s = rest
	}
	var vectorParams []int
	n := 0
	for {
		kind, rest, found, ok := vfabiParameter(s)
		if !ok {
			return false
		}
		if !found {
			break
		}
		s = rest
		if rest, ok := strings.CutPrefix(s, "a"); ok {
			align, rest, ok := vfabiUnsigned(rest, math.MaxUint64)
			if !ok || align == 0 || align&(align-1) != 0 {
				return false
			}
			s = rest
		}
		if kind == 'v' {
			vectorParams = append(vectorParams, n)
		}
		n++
	}
	if n == 0 || n != len(sig.params) {
		return false
	}
	if scalable && !scalableLanesKnown(sig, vectorParams) {
		return false
	}
	s, ok = strings.CutPrefix(s, "_")
	if !ok {
		return false
	}
	scalar, redirect, hasRedirect := strings.Cut(s, "(")
	if scalar == "" {
		return false
	}
	if hasRedirect {
		vector, ok := strings.CutSuffix(redirect, ")")
		if !ok || vector == "" {
			return false
		}
		return true
	}
	// LLVM's own mappings name the vector function they map to.
	return isa != isaLLVM
}

// vfabiParameter reads one <parameter> at the start of s: its kind ('v'
// for a vector, any other byte for the others), what follows it, whether
// there was one, and false on a malformed one.
func vfabiParameter(s string) (kind byte, rest string, found, ok bool) {
	if s == "" {
		return 0, s, false, true
	}
	switch s[0] {
	case 'v', 'u':
		return s[0], s[1:], true, true
	}
	// A linear parameter whose step is another parameter's value: "ls",
	// "Rs", "Ls" or "Us" and that parameter's position.
	for _, tok := range []string{"ls", "Rs", "Ls", "Us"} {
		if r, ok := strings.CutPrefix(s, tok); ok {
			r, ok := vfabiSigned(r)
			return 'l', r, true, ok
		}
	}
	// A linear parameter with a constant step: "l", "R", "L" or "U", an
	// optional "n" (negative) and the step, 1 when it is left out.
	switch s[0] {
	case 'l', 'R', 'L', 'U':
		r, _ := vfabiSigned(strings.TrimPrefix(s[1:], "n"))
		return 'l', r, true, true
	}
	return 0, s, false, true
}

// vfabiUnsigned reads the decimal number at the start of s, at most max,
// as StringRef::consumeInteger does: false when there is no digit or the
// number is larger.
func vfabiUnsigned(s string, max uint64) (uint64, string, bool) {
	i := 0
	var n uint64
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		d := uint64(s[i] - '0')
		if n > (math.MaxUint64-d)/10 {
			return 0, s, false
		}
		n = n*10 + d
		i++
	}
	if i == 0 || n > max {
		return 0, s, false
	}
	return n, s[i:], true
}

// vfabiSigned reads a decimal int, with an optional '-', at the start of
// s, as StringRef::consumeInteger does: it returns what follows and false
// when there is none or it does not fit 32 bits. Like consumeInteger it
// has consumed a positive number that does not fit, or a negative one
// that fits 64 bits but not 32, when it fails.
func vfabiSigned(s string) (string, bool) {
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		u, rest, ok := vfabiUnsigned(rest, 1<<63)
		if !ok {
			return s, false
		}
		return rest, u <= 1<<31
	}
	u, rest, ok := vfabiUnsigned(s, math.MaxUint64)
	if !ok {
		return s, false
	}
	return rest, u <= math.MaxInt32
}

// scalableLanesKnown reports whether the lanes of a scalable variant ("x")
// follow from the function type, as the demangler works them out: from
// the widest of the vector parameters' and the result's element types,
// each an 8- to 64-bit integer, a 16- to 64-bit float or a pointer.
func scalableLanesKnown(sig *signature, vectorParams []int) bool {
	known := false
	for _, i := range vectorParams {
		if !scalableElement(sig.params[i]) {
			return false
		}
		known = true
	}
	if r := sig.ret; r != nil && r.Kind != ast.VoidType {
		if !scalableElement(r) {
			return false
		}
		known = true
	}
	return known
}

// scalableElement reports whether t is an element type the demangler
// gives a lane count for.
func scalableElement(t *ast.Type) bool {
	switch {
	case t == nil:
		return false
	case t.Kind == ast.PointerType:
		return true
	case t.Kind == ast.IntType:
		return t.Bits == 8 || t.Bits == 16 || t.Bits == 32 || t.Bits == 64
	case t.Kind == ast.FloatType:
		return t.Name == "half" || t.Name == "bfloat" || t.Name == "float" || t.Name == "double"
	}
	return false
}
