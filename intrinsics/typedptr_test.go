package intrinsics_test

import (
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestMatchTypedPointers checks MatchSignatureIn on the tables of typed
// pointers (LLVM 14 and 15) against llvm-as's verdicts on these
// declarations when called (the verifier's rules.txtar s14-* cases and
// TestIntrinsicSignaturesAgainstLLVM14 hold the same shapes): a fixed
// pointer's pointee, a pointer to an overloaded vector's element, a
// vector of pointers to the result's element, an overloaded pointer
// (any pointee), opaque pointers passing over the pointee, and
// externref's pointer to {}, whose pointee LLVM 15 no longer checks.
func TestMatchTypedPointers(t *testing.T) {
	for _, c := range []struct {
		rel  int
		decl string
		want intrinsics.Match
	}{
		{14, "declare i8* @llvm.stacksave()", intrinsics.Fits},
		{14, "declare i32* @llvm.stacksave()", intrinsics.BadReturn},
		{14, "declare ptr @llvm.stacksave()", intrinsics.Fits},
		{14, "declare <4 x i32> @llvm.aarch64.sve.ld1.v4i32(<4 x i1>, i32*)", intrinsics.Fits},
		{14, "declare <4 x i32> @llvm.aarch64.sve.ld1.v4i32(<4 x i1>, i8*)", intrinsics.BadArgument},
		{14, "declare <4 x i32> @llvm.aarch64.sve.ld1.v4i32(<4 x i1>, ptr)", intrinsics.Fits},
		{14, "declare <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*>, i32, <4 x i1>, <4 x i32>)", intrinsics.Fits},
		{14, "declare <4 x i32> @llvm.masked.gather.v4i32.v4p0f32(<4 x float*>, i32, <4 x i1>, <4 x i32>)", intrinsics.BadArgument},
		{14, "declare void @llvm.memcpy.p0i32.p0i8.i64(i32*, i8*, i64, i1)", intrinsics.Fits},
		{14, "declare {} addrspace(10)* @llvm.wasm.ref.null.extern()", intrinsics.Fits},
		{14, "declare i32 addrspace(10)* @llvm.wasm.ref.null.extern()", intrinsics.BadReturn},
		{15, "declare i32 addrspace(10)* @llvm.wasm.ref.null.extern()", intrinsics.Fits},
		{15, "declare i32* @llvm.stacksave()", intrinsics.BadReturn},
	} {
		name, fn := declared(t, llvmver.Version(c.rel), c.decl)
		if got := intrinsics.MatchSignatureIn(c.rel, name, fn); got != c.want {
			t.Errorf("LLVM %d: %s: got %d, want %d", c.rel, c.decl, got, c.want)
		}
	}
}

// TestTypedSignatureReleases checks which table each release reads with:
// a table of typed pointers serves its own release only.
func TestTypedSignatureReleases(t *testing.T) {
	for rel, want := range map[int]int{13: 0, 14: 14, 15: 15, 16: 16, 17: 0, 18: 0, 19: 19, 21: 19, 22: 22} {
		if got, ok := intrinsics.SignatureRelease(rel); got != want || ok != (want != 0) {
			t.Errorf("SignatureRelease(%d) = %d, %v; want %d", rel, got, ok, want)
		}
	}
	if m, ok := intrinsics.MangledNameIn(14, "llvm.memcpy", mustFunc(t, "declare void @f(i32*, i8*, i64, i1)")); !ok || m != "llvm.memcpy.p0i32.p0i8.i64" {
		t.Errorf("MangledNameIn(14, llvm.memcpy) = %q, %v", m, ok)
	}
}

// mustFunc returns the function type of the one declaration decl, read
// as LLVM 14 reads it.
func mustFunc(t *testing.T, decl string) *ast.Type {
	t.Helper()
	_, fn := declared(t, 14, decl)
	return fn
}

// declared returns the name (without '@') and the function type of the
// one declaration decl, read as release v's parser reads it.
func declared(t *testing.T, v llvmver.Version, decl string) (string, *ast.Type) {
	t.Helper()
	m, err := parser.ParseFileOptions("d.ll", []byte(decl+"\n"), parser.Options{Version: v})
	if err != nil {
		t.Fatalf("%s: %v", decl, err)
	}
	h, err := parser.NewDecoder(m).FuncHeader(0)
	if err != nil {
		t.Fatalf("%s: %v", decl, err)
	}
	return m.Functions[0].Name[1:], h.Type
}
