package upgrade

import (
	"testing"

	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestNVVMRules checks, release by release, what the rule table declares
// for one declaration of each kind (the declarations and their order in
// a module are checked against llvm-as by bitcode's
// TestWriteNVVMIntrinsics).
func TestNVVMRules(t *testing.T) {
	const src = `declare i32 @llvm.nvvm.max.i(i32, i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare float @llvm.nvvm.fabs.f(float)
declare <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half>)
declare i32 @llvm.nvvm.brev32(i32, i32)
declare i16 @llvm.nvvm.fma.rn.relu.bf16(i16, i16, i16)
declare i32 @llvm.nvvm.ptr.gen.to.local.p5i8.p0i8(i32)
declare float @llvm.nvvm.sqrt.f(float)
`
	m, err := parser.ParseFileOptions("t.ll", []byte(src), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dec := parser.NewDecoder(m)
	want := []struct {
		v      llvmver.Version
		called bool
		decls  []string // one per declaration; "-" when no rule applies
	}{
		{19, true, []string{"", "declare i64 @llvm.ctlz.i64(i64, i1)", "-", "-", "-", "", "-", "-"}},
		{22, true, []string{"declare i32 @llvm.smax.i32(i32, i32)", "declare i64 @llvm.ctlz.i64(i64, i1)",
			"declare float @llvm.nvvm.fabs.f32(float)", "declare <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half>)", "-", "", "", "-"}},
		{22, false, []string{"declare i32 @llvm.smax.i32(i32, i32)", "", "", "", "-", "", "", "-"}},
	}
	for _, w := range want {
		declared := map[string]bool{}
		for i := range m.Functions {
			h, err := dec.FuncHeader(i)
			if err != nil {
				t.Fatal(err)
			}
			got := "-"
			if r, ok := intrinsics.NVVMUpgradeOf(m.Functions[i].Name, h.Type, w.v); ok {
				got = ""
				if d := nvvmDecls(r, h, w.called, declared); len(d) == 1 {
					got = d[0]
				}
			}
			if got != w.decls[i] {
				t.Errorf("%v, called %v: %s: got %q, want %q", w.v, w.called, m.Functions[i].Name, got, w.decls[i])
			}
		}
	}
}
