package intrinsics_test

import (
	"testing"

	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
)

// TestMatchSignature checks the outcomes of MatchSignature on
// declarations whose verdicts llvm-as-22 gives when they are called (the
// verifier's rules.txtar and intrinsic-table.tsv hold LLVM's messages for
// the same shapes): a fit, a result that does not fit, a parameter that
// does not fit, too few parameters, and a name that is no intrinsic.
func TestMatchSignature(t *testing.T) {
	for _, c := range []struct {
		decl string
		want intrinsics.Match
	}{
		{"declare i32 @llvm.ctlz.i32(i32, i1)", intrinsics.Fits},
		{"declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)", intrinsics.Fits},
		{"declare void @llvm.assume(i1)", intrinsics.Fits},
		{"declare i32 @llvm.assume(i1)", intrinsics.BadReturn},
		{"declare i32 @llvm.ctlz.i32(i32, i32)", intrinsics.BadArgument},
		{"declare float @llvm.experimental.constrained.sitofp.f32.f32(float, metadata, metadata)", intrinsics.BadArgument},
		{"declare i32 @llvm.ctlz.i32(i32, i1, i1)", intrinsics.BadArgument},
		{"declare i32 @llvm.fshl.i32(i32, i32)", intrinsics.BadVarArg},
		{"declare void @llvm.assume(i1, ...)", intrinsics.BadVarArg},
		{"declare void @llvm.no.such.intrinsic(i1)", intrinsics.NotIntrinsic},
	} {
		name, fn := declared(t, 22, c.decl)
		if got := intrinsics.MatchSignature(name, fn); got != c.want {
			t.Errorf("%s: got %d, want %d", c.decl, got, c.want)
		}
	}
}

// TestMatchSignatureIn checks MatchSignatureIn with LLVM 19's table on
// declarations llvm-as-19 was asked about: the x86_mmx type of LLVM 19's
// MMX intrinsics (read as <1 x i64> from LLVM 20 on, which removed the
// type), LLVM 19's half-elements vectors (deinterleave2), and an
// intrinsic LLVM 19 does not have (llvm.stepvector came in LLVM 20).
func TestMatchSignatureIn(t *testing.T) {
	for _, c := range []struct {
		rel  int
		decl string
		want intrinsics.Match
	}{
		{19, "declare x86_mmx @llvm.x86.mmx.padd.b(x86_mmx, x86_mmx)", intrinsics.Fits},
		{19, "declare <1 x i64> @llvm.x86.mmx.padd.b(<1 x i64>, <1 x i64>)", intrinsics.BadReturn},
		{20, "declare <1 x i64> @llvm.x86.mmx.padd.b(<1 x i64>, <1 x i64>)", intrinsics.Fits},
		{19, "declare {<2 x i32>, <2 x i32>} @llvm.vector.deinterleave2.v4i32(<4 x i32>)", intrinsics.Fits},
		{19, "declare {<2 x i32>, <4 x i32>} @llvm.vector.deinterleave2.v4i32(<4 x i32>)", intrinsics.BadReturn},
		{19, "declare i32 @llvm.stepvector.nxv2i32()", intrinsics.NotIntrinsic},
		{22, "declare i32 @llvm.stepvector.nxv2i32()", intrinsics.BadReturn},
		{19, "declare i32 @llvm.fshl.i32(i32, i32)", intrinsics.BadVarArg},
		{18, "declare i32 @llvm.fshl.i32(i32, i32)", intrinsics.NotIntrinsic}, // no table before 19
	} {
		v := llvmver.Version(c.rel)
		if c.rel == 20 {
			v = 19 // the parser of 19 reads the declaration; the match is LLVM 20's
		}
		name, fn := declared(t, v, c.decl)
		if got := intrinsics.MatchSignatureIn(c.rel, name, fn); got != c.want {
			t.Errorf("LLVM %d: %s: got %d, want %d", c.rel, c.decl, got, c.want)
		}
	}
}
