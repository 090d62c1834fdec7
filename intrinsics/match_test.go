package intrinsics_test

import (
	"testing"

	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
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
		m, err := parser.ParseFileOptions("d.ll", []byte(c.decl+"\n"), parser.Options{Version: llvmver.Version(22)})
		if err != nil {
			t.Fatalf("%s: %v", c.decl, err)
		}
		h, err := parser.NewDecoder(m).FuncHeader(0)
		if err != nil {
			t.Fatalf("%s: %v", c.decl, err)
		}
		if got := intrinsics.MatchSignature(m.Functions[0].Name[1:], h.Type); got != c.want {
			t.Errorf("%s: got %d, want %d", c.decl, got, c.want)
		}
	}
}
