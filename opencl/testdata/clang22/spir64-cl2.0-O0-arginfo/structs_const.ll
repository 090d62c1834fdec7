; ModuleID = 'structs_const.cl'
source_filename = "structs_const.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.ray_t = type { <4 x float>, <4 x float>, i32, [12 x i8] }
%union.bits_t = type { float }

@kLight = dso_local addrspace(2) constant <4 x float> <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>, align 16
@kPrimes = dso_local addrspace(2) constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr addrspace(2) noalias noundef align 16 %2, ptr addrspace(1) noalias noundef align 16 %3, ptr addrspace(1) noundef align 2 %4) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !reqd_work_group_size !11 {
  %6 = alloca ptr addrspace(2), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  store ptr addrspace(2) %2, ptr %6, align 8
  store ptr addrspace(1) %3, ptr %7, align 8
  store ptr addrspace(1) %4, ptr %8, align 8
  %9 = load ptr addrspace(2), ptr %6, align 8
  %10 = load ptr addrspace(1), ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %8, align 8
  call spir_func void @__clang_ocl_kern_imp_shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr addrspace(2) noundef align 16 %9, ptr addrspace(1) noundef align 16 %10, ptr addrspace(1) noundef align 2 %11) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_shade(ptr noundef byval(%struct.ray_t) align 16 %0, ptr noundef byval(%union.bits_t) align 4 %1, ptr addrspace(2) noalias noundef align 16 %2, ptr addrspace(1) noalias noundef align 16 %3, ptr addrspace(1) noundef align 2 %4) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !reqd_work_group_size !11 {
  %6 = alloca ptr addrspace(2), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  %10 = alloca float, align 4
  store ptr addrspace(2) %2, ptr %6, align 8
  store ptr addrspace(1) %3, ptr %7, align 8
  store ptr addrspace(1) %4, ptr %8, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  store i64 %11, ptr %9, align 8
  %12 = getelementptr inbounds nuw %struct.ray_t, ptr %0, i32 0, i32 1
  %13 = load <4 x float>, ptr %12, align 16
  %14 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %13) #6
  %15 = load <4 x float>, ptr addrspace(2) @kLight, align 16
  %16 = call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %14, <4 x float> noundef %15) #6
  store float %16, ptr %10, align 4
  %17 = load ptr addrspace(2), ptr %6, align 8
  %18 = load i64, ptr %9, align 8
  %19 = getelementptr inbounds nuw %struct.ray_t, ptr %0, i32 0, i32 2
  %20 = load i32, ptr %19, align 16
  %21 = and i32 %20, 7
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], ptr addrspace(2) @kPrimes, i64 0, i64 %22
  %24 = load i32, ptr addrspace(2) %23, align 4
  %25 = sext i32 %24 to i64
  %26 = urem i64 %18, %25
  %27 = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) %17, i64 %26
  %28 = load <4 x float>, ptr addrspace(2) %27, align 16
  %29 = load float, ptr %10, align 4
  %30 = call spir_func float @_Z4fmaxff(float noundef %29, float noundef 0.000000e+00) #6
  %31 = insertelement <4 x float> poison, float %30, i64 0
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> zeroinitializer
  %33 = load i64, ptr %9, align 8
  %34 = load ptr addrspace(1), ptr %8, align 8
  %35 = addrspacecast ptr addrspace(1) %34 to ptr addrspace(4)
  %36 = call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %33, ptr addrspace(4) noundef %35) #7
  %37 = insertelement <4 x float> poison, float %36, i64 0
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <4 x i32> zeroinitializer
  %39 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> %32, <4 x float> %38)
  %40 = load i32, ptr %1, align 4
  %41 = bitcast i32 %40 to float
  %42 = insertelement <4 x float> poison, float %41, i64 0
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer
  %44 = fadd <4 x float> %39, %43
  %45 = load ptr addrspace(1), ptr %7, align 8
  %46 = load i64, ptr %9, align 8
  %47 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %45, i64 %46
  store <4 x float> %44, ptr addrspace(1) %47, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_sg(ptr addrspace(1) noalias noundef align 8 %0, ptr addrspace(1) noalias noundef align 8 %1) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 !intel_reqd_sub_group_size !17 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load ptr addrspace(1), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_reduce_sg(ptr addrspace(1) noundef align 8 %5, ptr addrspace(1) noundef align 8 %6) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_reduce_sg(ptr addrspace(1) noalias noundef align 8 %0, ptr addrspace(1) noalias noundef align 8 %1) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 !intel_reqd_sub_group_size !17 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %7 = load ptr addrspace(1), ptr %3, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %9 = getelementptr inbounds nuw double, ptr addrspace(1) %7, i64 %8
  %10 = load double, ptr addrspace(1) %9, align 8
  store double %10, ptr %5, align 8
  %11 = load double, ptr %5, align 8
  %12 = call spir_func double @_Z20sub_group_reduce_addd(double noundef %11) #8
  store double %12, ptr %6, align 8
  %13 = call spir_func i32 @_Z22get_sub_group_local_idv() #8
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %26

15:                                               ; preds = %2
  %16 = load double, ptr %6, align 8
  %17 = load ptr addrspace(1), ptr %4, align 8
  %18 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %19 = call spir_func i32 @_Z18get_num_sub_groupsv() #8
  %20 = zext i32 %19 to i64
  %21 = mul i64 %18, %20
  %22 = call spir_func i32 @_Z16get_sub_group_idv() #8
  %23 = zext i32 %22 to i64
  %24 = add i64 %21, %23
  %25 = getelementptr inbounds nuw double, ptr addrspace(1) %17, i64 %24
  store double %16, ptr addrspace(1) %25, align 8
  br label %26

26:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4fmaxff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_addd(double noundef) #4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() #4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(read) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 0, i32 0, i32 2, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"ray_t", !"bits_t", !"float4*", !"float4*", !"half*"}
!7 = !{!"ray_t", !"bits_t", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"half*"}
!8 = !{!"", !"", !"restrict const", !"restrict", !"const"}
!9 = !{!"r", !"b", !"palette", !"out", !"hv"}
!10 = !{<4 x float> poison, i32 0}
!11 = !{i32 32, i32 1, i32 1}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"double*", !"double*"}
!15 = !{!"restrict const", !"restrict"}
!16 = !{!"in", !"out"}
!17 = !{i32 32}
