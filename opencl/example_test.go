package opencl_test

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

const exampleKernel = `define spir_kernel void @scale(float addrspace(1)* %x, i32 %n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !vec_type_hint !4 {
  ret void
}
!0 = !{i32 1, i32 0}
!1 = !{!"none", !"none"}
!2 = !{!"float*", !"int"}
!3 = !{!"restrict", !""}
!4 = !{<4 x float> undef, i32 0}
`

// List the kernels with their arguments and read a typed attribute.
func ExampleKernels() {
	m, _ := parser.ParseFile("k.ll", []byte(exampleKernel), 0)
	g := md.New(m)
	kernels, _ := opencl.Kernels(g)
	for _, k := range kernels {
		hint, _ := opencl.VecTypeHint.Get(g, md.Function(k.Func))
		fmt.Println(k.Name, k.CallingConv, "vec_type_hint:", hint)
		args, _ := opencl.Args(g, k)
		for _, a := range args {
			fmt.Printf("  %s %s %s %q\n", a.IRName, a.Type, a.AddrSpace, a.Qual)
		}
	}
	// Output:
	// @scale spir_kernel vec_type_hint: float4
	//   x float* global "restrict"
	//   n int private ""
}

// Record what a backend pass found, with the backend's encodings.
func ExampleSetStat() {
	m, _ := parser.ParseFile("k.ll", []byte("define spir_kernel void @k() {\n  ret void\n}\n"), 0)
	g := md.New(m)
	opencl.ReqdWorkGroupSize.Set(g, md.Function(0), opencl.WorkGroupSize{X: 64, Y: 1, Z: 1})
	opencl.KernelHasBarrier.Set(g, md.Function(0), true)
	opencl.SetStat(g, 0, "Vectorizer@CanVect", 1)
	opencl.SetStatDescription(g, "Vectorizer@CanVect", "kernels vectorized")
	g.Print(os.Stdout)
	// Output:
	// define spir_kernel void @k() !reqd_work_group_size !0 !kernel_has_barrier !1 !opencl.stats.Vectorizer\40CanVect !2 {
	//   ret void
	// }
	// !opencl.stats.Vectorizer\40CanVect = !{!3}
	// !0 = !{i32 64, i32 1, i32 1}
	// !1 = !{i1 true}
	// !2 = !{i32 1}
	// !3 = !{!"kernels vectorized"}
}

const exampleClang22 = `define spir_kernel void @blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
  call spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0)
  ret void
}
define spir_func void @__clang_ocl_kern_imp_blur(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
  ret void
}
!0 = !{i32 1}
!1 = !{!"read_only"}
!2 = !{!"image2d_t"}
!3 = !{!""}
`

// clang 22 outlines each kernel's body into @__clang_ocl_kern_imp_NAME,
// with copies of the kernel's metadata: it is the kernel's Impl, not a
// second kernel.
func ExampleKernel_impl() {
	m, _ := parser.ParseFile("k22.ll", []byte(exampleClang22), 0)
	g := md.New(m)
	kernels, _ := opencl.Kernels(g)
	for _, k := range kernels {
		fmt.Println("kernel", k.Name, "implemented by", k.Impl.Name)
		args, _ := opencl.Args(g, k)
		fmt.Println(" ", args[0].Type, args[0].Access, args[0].IRType)
	}
	fmt.Println("diagnostics:", len(opencl.Check(g)))
	// Output:
	// kernel @blur implemented by @__clang_ocl_kern_imp_blur
	//   image2d_t read_only target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)
	// diagnostics: 0
}
