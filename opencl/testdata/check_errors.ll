; Each diagnostic of opencl.Check is expected on its line as
; an ERROR or WARNING comment naming a substring of the message.
target triple = "spir64"

@chan = addrspace(1) global i32 0, !depth !30

define spir_kernel void @short_lists(i32 addrspace(1)* %a, i32 %b) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  ret void
}

define spir_kernel void @bad_values(i32 addrspace(1)* %a, i32 addrspace(3)* %b, float %c) !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 { ; WARNING "without !kernel_arg_base_type"
  ret void
}

define spir_kernel void @sizes() !reqd_work_group_size !10 !work_group_size_hint !11 !intel_reqd_sub_group_size !12 !max_global_work_dim !13 {
  ret void
}

define spir_kernel void @hints1() !vec_type_hint !14 {
  ret void
}

define spir_kernel void @hints2() !vec_type_hint !15 {
  ret void
}

define spir_kernel void @hints3() !vec_type_hint !16 {
  ret void
}

define spir_kernel void @internal() !vectorized_kernel !17 !kernel_has_barrier !18 !opencl.stats.Pass\40Count !18 {
  ret void
}

define spir_func void @helper() !reqd_work_group_size !31 {
  ret void
}

define spir_kernel void @addrspaces(i32 addrspace(3)* %a, i32 %b) !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  ret void
}

!opencl.ocl.version = !{!23, !24, !25}

!1 = !{i32 1} ; ERROR "@short_lists !kernel_arg_addr_space has 1 element, but the kernel has 2 parameters"
!2 = !{!"none", !"none", !"none"} ; ERROR "!kernel_arg_access_qual has 3 elements"
!3 = !{!"int*", !"int"}
!4 = !{!"", !""}
!5 = !{i32 1, i32 9, i32 0} ; ERROR "argument 1: address space 9 is not a SPIR address space"
!6 = !{!"none", !"readonly", !"read_only"} ; ERROR "argument 1: access qualifier \"readonly\"" WARNING "argument 2: access qualifier read_only on float"
!7 = !{!"int*", !"int*", !"float"}
!8 = !{!"const restrict", !"static", !""} ; ERROR "argument 0: type qualifiers \"const restrict\": qualifiers out of order" ERROR "unknown qualifier \"static\""
!10 = !{i32 8, i32 0, i32 1} ; ERROR "@sizes !reqd_work_group_size (8 0 1): every dimension must be at least 1"
!11 = !{i32 8, i32 8} ; ERROR "@sizes !work_group_size_hint: expected a tuple of 3 elements"
!12 = !{i32 0} ; ERROR "@sizes !intel_reqd_sub_group_size is 0, must be at least 1"
!13 = !{i32 4} ; ERROR "@sizes !max_global_work_dim is 4, must be 0 to 3"
!14 = !{<5 x float> undef, i32 0} ; ERROR "@hints1 !vec_type_hint: <5 x float> is not an OpenCL scalar or vector type"
!15 = !{double undef, i32 1} ; ERROR "@hints2 !vec_type_hint: floating-point type double marked signed"
!16 = !{i16 undef, i1 true} ; ERROR "@hints3 !vec_type_hint: signedness must be i32 0 or i32 1, found i1 true"
!17 = !{i32 addrspace(1)* @chan} ; ERROR "@internal !vectorized_kernel refers to @chan, which is not a function"
!18 = !{!"yes"} ; ERROR "@internal !kernel_has_barrier: expected an integer, found string !\"yes\"" ERROR "@internal !opencl.stats.Pass@Count: expected !{i32 value}"
!19 = !{i32 1, i32 0} ; WARNING "@addrspaces argument 0: metadata says global (1), the parameter's type i32 addrspace(3)* is in address space 3"
!20 = !{!"none", !"none"}
!21 = !{!"int*", !"int"}
!22 = !{!"", !""}
!23 = !{i32 2, i32 0}
!24 = !{i32 1, i32 2} ; WARNING "!opencl.ocl.version: !{i32 1, i32 2} differs from the first version !{i32 2, i32 0}"
!25 = !{i32 2, i32 0, i32 1} ; ERROR "!opencl.ocl.version: expected !{i32 major, i32 minor}"
!31 = !{i32 1, i32 1, i32 1} ; WARNING "@helper is not a kernel, but has !reqd_work_group_size"
!30 = !{!"deep"} ; ERROR "@chan !depth: expected an integer"
