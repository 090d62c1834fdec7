package opencl_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

// A SPIR 1.2 module lists each kernel in !opencl.kernels with its argument
// info as named sub-nodes; Kernels and Args read that form, and Check
// measures its lists against the parameters.
const spir12Module = `target triple = "spir"

define spir_kernel void @k(float addrspace(1)* %a, i32 %"7") {
  ret void
}

define void @plain(float addrspace(3)* %a) {
  ret void
}

!opencl.kernels = !{!0, !7}
!opencl.spir.version = !{!6}

!0 = !{void (float addrspace(1)*, i32)* @k, !1, !2, !3, !4, !5}
!1 = !{!"kernel_arg_addr_space", i32 1, i32 0}
!2 = !{!"kernel_arg_access_qual", !"none", !"none"}
!3 = !{!"kernel_arg_type", !"float*", !"int"}
!4 = !{!"kernel_arg_type_qual", !"const", !""}
!5 = !{!"kernel_arg_base_type", !"float*", !"int"}
!6 = !{i32 1, i32 2}
!7 = !{void (float addrspace(3)*)* @plain, !8, !9}
!8 = !{!"kernel_arg_addr_space", i32 3, i32 3}
!9 = !{!"kernel_arg_type", !"float*", i32 0}
`

func TestLegacyKernelList(t *testing.T) {
	m, err := parser.ParseFile("spir12.ll", []byte(spir12Module), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	kernels, err := opencl.Kernels(g)
	if err != nil || len(kernels) != 2 {
		t.Fatalf("kernels %v, %v", kernels, err)
	}
	if k := kernels[1]; k.Name != "@plain" || !k.Listed || k.CallingConv != "" || k.ArgInfo {
		t.Errorf("@plain: %+v", k)
	}
	args, err := opencl.Args(g, kernels[0])
	if err != nil {
		t.Fatal(err)
	}
	want := []opencl.Arg{
		{Index: 0, IRName: "a", Type: "float*", BaseType: "float*", AddrSpace: opencl.Global, Access: "none", Qual: "const"},
		{Index: 1, IRName: "7", Type: "int", BaseType: "int", AddrSpace: opencl.Private, Access: "none", Qual: ""},
	}
	for i := range args {
		args[i].IRType = nil
	}
	if diff := cmp.Diff(want, args); diff != "" {
		t.Errorf("args (-want +got):\n%s", diff)
	}
	diags := opencl.Check(g)
	want2 := []string{
		"22: @plain !opencl.kernels kernel_arg_addr_space has 2 elements, but the kernel has 1 parameter",
		"23: @plain !opencl.kernels kernel_arg_type has 2 elements, but the kernel has 1 parameter",
		"23: @plain !opencl.kernels kernel_arg_type: element 1 is i32 0",
	}
	var got2 []string
	for _, d := range diags {
		got2 = append(got2, fmt.Sprintf("%d: %s", d.Pos.Line, d.Msg))
	}
	sort.Strings(got2)
	if diff := cmp.Diff(want2, got2); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
}

// ParseValue reads what FormatValue writes (strings unquoted), for every
// kind of attribute value.
func TestParseValue(t *testing.T) {
	for _, tc := range []struct {
		attr  string
		words []string
		want  string
	}{
		{"reqd_work_group_size", []string{"64", "2", "1"}, "64 2 1"},
		{"vec_type_hint", []string{"ushort8"}, "ushort8"},
		{"vec_type_hint", []string{"double3"}, "double3"},
		{"kernel_has_barrier", []string{"true"}, "true"},
		{"barrier_buffer_size", []string{"-5"}, "-5"},
		{"local_buffer_size", []string{"0x40"}, "64"},
		{"vectorized_kernel", []string{"@v"}, "@v"},
		{"io", []string{"a", "b"}, `"a b"`},
		{"kernel_arg_addr_space", []string{"1", "3"}, "1 3"},
		{"kernel_arg_type", []string{"int*", "float"}, `"int*" "float"`},
		{"opencl.kernels", []string{"@a", "@b"}, "@a @b"},
	} {
		a, ok := opencl.Lookup(tc.attr)
		if !ok {
			t.Fatalf("no attribute %s", tc.attr)
		}
		v, err := opencl.ParseValue(a, tc.words)
		if err != nil || opencl.FormatValue(v) != tc.want {
			t.Errorf("%s %v: %q (%v), want %q", tc.attr, tc.words, opencl.FormatValue(v), err, tc.want)
		}
	}
	for _, tc := range []struct {
		attr  string
		words []string
	}{
		{"reqd_work_group_size", []string{"64", "2"}},
		{"vec_type_hint", []string{"float5"}},
		{"vec_type_hint", []string{"ufloat"}},
		{"kernel_has_barrier", []string{"maybe"}},
		{"local_buffer_size", []string{"4294967296"}},
		{"vectorized_kernel", []string{"v"}},
		{"vectorized_width", []string{"1", "2"}},
	} {
		a, _ := opencl.Lookup(tc.attr)
		if v, err := opencl.ParseValue(a, tc.words); err == nil {
			t.Errorf("%s %v: accepted as %v", tc.attr, tc.words, v)
		}
	}
}
