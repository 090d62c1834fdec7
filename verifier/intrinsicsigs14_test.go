package verifier_test

import (
	"testing"

	"github.com/irmeta/irmeta/ast"
)

// sigBreaksTyped are the ways TestIntrinsicSignaturesAgainstLLVM14
// declares each intrinsic: those of sigBreaks, then "ptee", a typed
// pointer of the fitting type (the result's or a parameter's, or the
// element of a vector of pointers) pointing to another type, and "opq",
// the fitting type with its pointers opaque (ptr), asked of llvm-as with
// -opaque-pointers.
var sigBreaksTyped = append(append([]string(nil), sigBreaks...), "ptee", "opq")

// TestIntrinsicSignaturesAgainstLLVM14 is TestIntrinsicSignaturesAgainstLLVM
// for LLVM 14, whose table has typed pointers (intrinsics.SigReleases):
// every intrinsic of LLVM 14's table (10,760) declared with a type of
// typed pointers that fits, with a wrong pointee (for each with a
// pointer) and with its pointers opaque, and for one intrinsic in
// sigSample14 with the four broken types of sigBreaks too, compared with
// llvm-as-14. LLVM's answers are in
// testdata/intrinsic-signatures14.answers.gz (-oracle-update asks again;
// a sample is asked again on every run), the disagreements in
// testdata/intrinsic-signature-misses14.tsv.
func TestIntrinsicSignaturesAgainstLLVM14(t *testing.T) {
	sigSweep(t, sigSweepSpec{rel: 14, answers: "testdata/intrinsic-signatures14.answers.gz", misses: intrinsicSigMisses14,
		minModules: 15000, reaskFewer: 8, sample: sigSample14, parallel: 2, breaks: sigBreaksTyped})
}

// intrinsicSigMisses14 is intrinsicSigMisses for LLVM 14.
const intrinsicSigMisses14 = "testdata/intrinsic-signature-misses14.tsv"

// TestIntrinsicSignaturesAgainstLLVM15 is TestIntrinsicSignaturesAgainstLLVM14
// for LLVM 15 and its own table (11,075 intrinsics), the broken types of
// sigBreaks for one intrinsic in sigSample1516, compared with llvm-as-15,
// which reads a module of typed pointers with them; answers in
// testdata/intrinsic-signatures15.answers.gz, disagreements in
// testdata/intrinsic-signature-misses15.tsv.
func TestIntrinsicSignaturesAgainstLLVM15(t *testing.T) {
	sigSweep(t, sigSweepSpec{rel: 15, answers: "testdata/intrinsic-signatures15.answers.gz",
		misses: "testdata/intrinsic-signature-misses15.tsv", minModules: 14000, reaskFewer: 8,
		sample: sigSample1516, parallel: 2, breaks: sigBreaksTyped})
}

// TestIntrinsicSignaturesAgainstLLVM16 is TestIntrinsicSignaturesAgainstLLVM15
// for LLVM 16 and its own table (11,377 intrinsics), compared with
// llvm-as-16, which reads a module of typed pointers with its pointers
// opaque and matches a declaration so
// (llvmver.IntrinsicSignatureOpaque): a wrong pointee fits there. Answers
// in testdata/intrinsic-signatures16.answers.gz, disagreements in
// testdata/intrinsic-signature-misses16.tsv.
func TestIntrinsicSignaturesAgainstLLVM16(t *testing.T) {
	sigSweep(t, sigSweepSpec{rel: 16, answers: "testdata/intrinsic-signatures16.answers.gz",
		misses: "testdata/intrinsic-signature-misses16.tsv", minModules: 14000, reaskFewer: 8,
		sample: sigSample1516, parallel: 2, breaks: sigBreaksTyped})
}

// sigSample1516: the sweeps of LLVM 15 and 16 break the result and the
// parameters of one intrinsic in sigSample1516.
const sigSample1516 = 10

// sigSample14: TestIntrinsicSignaturesAgainstLLVM14 breaks the result and
// the parameters of one intrinsic in sigSample14.
const sigSample14 = 5

// typedBreak is brokenSignature's "ptee" and "opq" (see sigBreaksTyped)
// of fn, a fitting type of typed pointers; k picks the pointer a wrong
// pointee replaces. ok is false when fn has no pointer.
func typedBreak(fn *ast.Type, b string, k int) (*ast.Type, bool) {
	if b == "opq" {
		o := fn.Opaque()
		return o, o.String() != fn.String()
	}
	// The result's or a parameter's slot of each pointer, or of each
	// vector of pointers.
	slots := []**ast.Type{&fn.Elem}
	for i := range fn.Fields {
		slots = append(slots, &fn.Fields[i])
	}
	var ptrs []**ast.Type
	for _, s := range slots {
		t := *s
		if t.Kind == ast.VectorType {
			t = t.Elem
		}
		if t != nil && t.Kind == ast.PointerType && t.Elem != nil {
			ptrs = append(ptrs, s)
		}
	}
	if len(ptrs) == 0 {
		return nil, false
	}
	s := ptrs[k%len(ptrs)]
	*s = otherPointee(*s)
	return fn, true
}

// otherPointee is pointer t (or vector of pointers t) pointing to i32, or
// to i8 when it points to i32.
func otherPointee(t *ast.Type) *ast.Type {
	if t.Kind == ast.VectorType {
		v := *t
		v.Elem = otherPointee(t.Elem)
		return &v
	}
	p := *t
	p.Elem = &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	if t.Elem.Kind == ast.IntType && t.Elem.Bits == 32 {
		p.Elem = &ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}
	}
	return &p
}
