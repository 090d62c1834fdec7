package opencl_test

import (
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

// Kernels are found by every marking a producer uses, and only by those.
const discoveryModule = `define spir_kernel void @by_cc() {
  ret void
}

define cc 76 void @by_cc_number() {
  ret void
}

define amdgpu_kernel void @amd() {
  ret void
}

define ptx_kernel void @ptx() {
  ret void
}

define void @nv(i32 %x) {
  ret void
}

define void @arginfo(i32 %x) !kernel_arg_type !1 {
  ret void
}

define spir_func void @not_a_kernel() {
  ret void
}

define void @my_kernel_helper() {
  ret void
}

!nvvm.annotations = !{!0, !2}
!0 = !{void (i32)* @nv, !"kernel", i32 1}
!1 = !{!"int"}
!2 = !{void ()* @my_kernel_helper, !"maxntidx", i32 1}
`

func TestKernelDiscovery(t *testing.T) {
	m, err := parser.ParseFile("d.ll", []byte(discoveryModule), 0)
	if err != nil {
		t.Fatal(err)
	}
	ks, err := opencl.Kernels(md.New(m))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, cc string }{
		{"@by_cc", "spir_kernel"}, {"@by_cc_number", "spir_kernel"}, {"@amd", "amdgpu_kernel"},
		{"@ptx", "ptx_kernel"}, {"@nv", ""}, {"@arginfo", ""},
	}
	if len(ks) != len(want) {
		t.Fatalf("found %d kernels, want %d: %+v", len(ks), len(want), ks)
	}
	for i, w := range want {
		if ks[i].Name != w.name || ks[i].CallingConv != w.cc {
			t.Errorf("kernel %d = %s (%q), want %s (%q)", i, ks[i].Name, ks[i].CallingConv, w.name, w.cc)
		}
	}
	if !ks[4].Annotated || !ks[5].ArgInfo || len(ks[5].Params) != 1 {
		t.Errorf("markings: %+v %+v", ks[4], ks[5])
	}
	if !testing.Short() {
		llvmAs(t, []byte(discoveryModule), false)
	}
}
