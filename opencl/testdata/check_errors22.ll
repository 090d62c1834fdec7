; clang 22's forms: SPIR-V target extension types for images, pipes,
; samplers, queues and events, and kernel implementations
; (@__clang_ocl_kern_imp_NAME). Each diagnostic of opencl.Check is expected
; on its line as an ERROR or WARNING comment naming a substring of the
; message. llvm-as-22 accepts the file.
target triple = "spir64-unknown-unknown"

define spir_kernel void @good(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %vol, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 2) %buf, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %arr, target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %msd, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %p, target("spirv.Queue") %q, target("spirv.DeviceEvent") %e, ptr addrspace(1) %g) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  call spir_func void @__clang_ocl_kern_imp_good(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %vol, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 2) %buf, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %arr, target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %msd, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %p, target("spirv.Queue") %q, target("spirv.DeviceEvent") %e, ptr addrspace(1) %g)
  ret void
}

; An implementation: clang copies the kernel's lists and attributes; it is
; not a kernel and gets no "not a kernel" warning.
define spir_func void @__clang_ocl_kern_imp_good(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %vol, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 2) %buf, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %arr, target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %msd, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %p, target("spirv.Queue") %q, target("spirv.DeviceEvent") %e, ptr addrspace(1) %g) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  ret void
}

define spir_kernel void @wrong_dim(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img) !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  ret void
}

define spir_kernel void @wrong_access(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %img, target("spirv.Pipe", 1) %p) !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  ret void
}

define spir_kernel void @wrong_kind(target("spirv.Event") %q, target("spirv.Sampler") %x, target("spirv.Image", void, 1, 0, 0, 0, 0) %short) !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  ret void
}

; The implementation must carry the kernel's lists and attributes as they
; are, and only the kernel may be listed as one.
define spir_kernel void @k2(ptr addrspace(1) %a) !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 !reqd_work_group_size !14 {
  ret void
}

define spir_func void @__clang_ocl_kern_imp_k2(ptr addrspace(1) %a) !kernel_arg_addr_space !40 !kernel_arg_type !44 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 !reqd_work_group_size !45 { ; WARNING "has no !kernel_arg_access_qual (clang copies the kernel's)" WARNING "is named as a kernel in !opencl.kernels" WARNING "without !kernel_arg_access_qual (clang writes all five lists)"
  ret void
}

; An ordinary function with a kernel attribute is still warned about.
define spir_func void @helper() !reqd_work_group_size !15 {
  ret void
}

!opencl.ocl.version = !{!0}
!opencl.spir.version = !{!0}
!opencl.kernels = !{!46}

!0 = !{i32 2, i32 0}
!1 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 1, i32 0, i32 0, i32 1}
!2 = !{!"read_only", !"write_only", !"read_write", !"read_only", !"read_only", !"none", !"read_only", !"none", !"none", !"none"}
!3 = !{!"image2d_t", !"image3d_t", !"image1d_buffer_t", !"image1d_array_t", !"image2d_array_msaa_depth_t", !"sampler_t", !"int", !"queue_t", !"clk_event_t", !"float*"}
!4 = !{!"", !"", !"", !"", !"", !"", !"pipe", !"", !"", !""}
!10 = !{i32 1}
!11 = !{!"read_only"}
!12 = !{!"image3d_t"} ; WARNING "(dim 1, depth 0, arrayed 0, ms 0) is not image3d_t (dim 2, depth 0, arrayed 0, ms 0)"
!13 = !{!""}
!14 = !{i32 8, i32 8, i32 1}
!15 = !{i32 2, i32 2, i32 1} ; WARNING "@helper is not a kernel, but has !reqd_work_group_size"
!20 = !{i32 1, i32 1}
!21 = !{!"read_write", !"read_only"}
!22 = !{!"image2d_t", !"float"} ; WARNING "has access 1, the metadata say read_write (2)" WARNING "has access 1, the metadata say read_only (0)"
!23 = !{!"", !"pipe"}
!30 = !{i32 0, i32 0, i32 1}
!31 = !{!"none", !"none", !"read_only"}
!32 = !{!"queue_t", !"int", !"image2d_t"} ; WARNING "target(\"spirv.Event\") is not queue_t's target(\"spirv.Queue\")" WARNING "target(\"spirv.Sampler\") stands for no OpenCL C type int" WARNING "is not target(\"spirv.Image\", type, dim"
!33 = !{!"", !"", !""}
!40 = !{i32 1}
!41 = !{!"none"}
!42 = !{!"float*"}
!43 = !{!""}
!44 = !{!"float4*"} ; WARNING "has !kernel_arg_type !{!\"float4*\"}, the kernel !{!\"float*\"}"
!45 = !{i32 4, i32 4, i32 1} ; WARNING "has !reqd_work_group_size !{i32 4, i32 4, i32 1}, the kernel !{i32 8, i32 8, i32 1}"
!46 = !{ptr @k2, ptr @__clang_ocl_kern_imp_k2}
