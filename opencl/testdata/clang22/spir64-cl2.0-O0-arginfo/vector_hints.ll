; ModuleID = 'vector_hints.cl'
source_filename = "vector_hints.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @saxpy4(ptr addrspace(1) noalias noundef align 16 %0, ptr addrspace(1) noalias noundef align 16 %1, float noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load ptr addrspace(1), ptr %5, align 8
  %10 = load ptr addrspace(1), ptr %6, align 8
  %11 = load float, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  call spir_func void @__clang_ocl_kern_imp_saxpy4(ptr addrspace(1) noundef align 16 %9, ptr addrspace(1) noundef align 16 %10, float noundef %11, i32 noundef %12) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_saxpy4(ptr addrspace(1) noalias noundef align 16 %0, ptr addrspace(1) noalias noundef align 16 %1, float noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 !vec_type_hint !10 !work_group_size_hint !11 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %10, ptr %9, align 8
  %11 = load i64, ptr %9, align 8
  %12 = load i32, ptr %8, align 4
  %13 = zext i32 %12 to i64
  %14 = icmp ult i64 %11, %13
  br i1 %14, label %15, label %31

15:                                               ; preds = %4
  %16 = load float, ptr %7, align 4
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = load ptr addrspace(1), ptr %5, align 8
  %20 = load i64, ptr %9, align 8
  %21 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %19, i64 %20
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16
  %23 = load ptr addrspace(1), ptr %6, align 8
  %24 = load i64, ptr %9, align 8
  %25 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %23, i64 %24
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16
  %27 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %18, <4 x float> %22, <4 x float> %26)
  %28 = load ptr addrspace(1), ptr %6, align 8
  %29 = load i64, ptr %9, align 8
  %30 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %28, i64 %29
  store <4 x float> %27, ptr addrspace(1) %30, align 16
  br label %31

31:                                               ; preds = %15, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @transpose_tile(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 !vec_type_hint !17 !reqd_work_group_size !18 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %11 = load ptr addrspace(1), ptr %6, align 8
  %12 = load ptr addrspace(1), ptr %7, align 8
  %13 = load ptr addrspace(3), ptr %8, align 8
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %10, align 4
  call spir_func void @__clang_ocl_kern_imp_transpose_tile(ptr addrspace(1) noundef align 4 %11, ptr addrspace(1) noundef align 4 %12, ptr addrspace(3) noundef align 4 %13, i32 noundef %14, i32 noundef %15) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_transpose_tile(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 !vec_type_hint !17 !reqd_work_group_size !18 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %11, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %12, align 4
  %21 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %13, align 4
  %23 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %14, align 4
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %9, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %49

28:                                               ; preds = %5
  %29 = load i32, ptr %12, align 4
  %30 = load i32, ptr %10, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %49

32:                                               ; preds = %28
  %33 = load ptr addrspace(1), ptr %6, align 8
  %34 = load i32, ptr %12, align 4
  %35 = load i32, ptr %9, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %11, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(3), ptr %8, align 8
  %43 = load i32, ptr %14, align 4
  %44 = mul nsw i32 %43, 17
  %45 = load i32, ptr %13, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(3) %42, i64 %47
  store i32 %41, ptr addrspace(3) %48, align 4
  br label %49

49:                                               ; preds = %32, %28, %5
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %50 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #5
  %51 = mul i64 %50, 16
  %52 = load i32, ptr %13, align 4
  %53 = sext i32 %52 to i64
  %54 = add i64 %51, %53
  %55 = trunc i64 %54 to i32
  store i32 %55, ptr %15, align 4
  %56 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %57 = mul i64 %56, 16
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = add i64 %57, %59
  %61 = trunc i64 %60 to i32
  store i32 %61, ptr %16, align 4
  %62 = load i32, ptr %15, align 4
  %63 = load i32, ptr %10, align 4
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %86

65:                                               ; preds = %49
  %66 = load i32, ptr %16, align 4
  %67 = load i32, ptr %9, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %86

69:                                               ; preds = %65
  %70 = load ptr addrspace(3), ptr %8, align 8
  %71 = load i32, ptr %13, align 4
  %72 = mul nsw i32 %71, 17
  %73 = load i32, ptr %14, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(3) %70, i64 %75
  %77 = load i32, ptr addrspace(3) %76, align 4
  %78 = load ptr addrspace(1), ptr %7, align 8
  %79 = load i32, ptr %16, align 4
  %80 = load i32, ptr %10, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %15, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(1) %78, i64 %84
  store i32 %77, ptr addrspace(1) %85, align 4
  br label %86

86:                                               ; preds = %69, %65, %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(2) noundef align 4 %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef align 1 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 16 %5, ptr addrspace(1) noundef align 16 %6) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 !vec_type_hint !25 !work_group_size_hint !26 !reqd_work_group_size !26 {
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(2), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(2) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(3) %4, ptr %12, align 8
  store ptr addrspace(1) %5, ptr %13, align 8
  store ptr addrspace(1) %6, ptr %14, align 8
  %15 = load ptr addrspace(1), ptr %8, align 8
  %16 = load ptr addrspace(2), ptr %9, align 8
  %17 = load ptr addrspace(1), ptr %10, align 8
  %18 = load ptr addrspace(1), ptr %11, align 8
  %19 = load ptr addrspace(3), ptr %12, align 8
  %20 = load ptr addrspace(1), ptr %13, align 8
  %21 = load ptr addrspace(1), ptr %14, align 8
  call spir_func void @__clang_ocl_kern_imp_qualifiers(ptr addrspace(1) noundef align 4 %15, ptr addrspace(2) noundef align 4 %16, ptr addrspace(1) noundef align 4 %17, ptr addrspace(1) noundef align 1 %18, ptr addrspace(3) noundef align 4 %19, ptr addrspace(1) noundef align 16 %20, ptr addrspace(1) noundef align 16 %21) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(2) noundef align 4 %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef align 1 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 16 %5, ptr addrspace(1) noundef align 16 %6) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 !vec_type_hint !25 !work_group_size_hint !26 !reqd_work_group_size !26 {
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(2), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca i64, align 8
  %16 = alloca <2 x double>, align 16
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(2) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(3) %4, ptr %12, align 8
  store ptr addrspace(1) %5, ptr %13, align 8
  store ptr addrspace(1) %6, ptr %14, align 8
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %17, ptr %15, align 8
  %18 = load ptr addrspace(2), ptr %9, align 8
  %19 = load i64, ptr %15, align 8
  %20 = and i64 %19, 7
  %21 = getelementptr inbounds nuw float, ptr addrspace(2) %18, i64 %20
  %22 = load float, ptr addrspace(2) %21, align 4
  %23 = load ptr addrspace(3), ptr %12, align 8
  %24 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %25 = getelementptr inbounds nuw float, ptr addrspace(3) %23, i64 %24
  store volatile float %22, ptr addrspace(3) %25, align 4
  %26 = load ptr addrspace(1), ptr %10, align 8
  %27 = load i64, ptr %15, align 8
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %26, i64 %27
  %29 = load volatile i32, ptr addrspace(1) %28, align 4
  %30 = load ptr addrspace(1), ptr %11, align 8
  %31 = load i64, ptr %15, align 8
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 %31
  %33 = load i8, ptr addrspace(1) %32, align 1
  %34 = sext i8 %33 to i32
  %35 = add nsw i32 %29, %34
  %36 = load ptr addrspace(1), ptr %8, align 8
  %37 = load i64, ptr %15, align 8
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %36, i64 %37
  store volatile i32 %35, ptr addrspace(1) %38, align 4
  %39 = load ptr addrspace(1), ptr %13, align 8
  %40 = load i64, ptr %15, align 8
  %41 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %39, i64 %40
  %42 = load <2 x double>, ptr addrspace(1) %41, align 16
  %43 = load ptr addrspace(3), ptr %12, align 8
  %44 = getelementptr inbounds float, ptr addrspace(3) %43, i64 0
  %45 = load volatile float, ptr addrspace(3) %44, align 4
  %46 = fpext float %45 to double
  %47 = insertelement <2 x double> poison, double %46, i32 0
  %48 = load ptr addrspace(3), ptr %12, align 8
  %49 = getelementptr inbounds float, ptr addrspace(3) %48, i64 1
  %50 = load volatile float, ptr addrspace(3) %49, align 4
  %51 = fpext float %50 to double
  %52 = insertelement <2 x double> %47, double %51, i32 1
  store <2 x double> %52, ptr %16, align 16
  %53 = load <2 x double>, ptr %16, align 16
  %54 = fmul <2 x double> %42, %53
  %55 = load ptr addrspace(1), ptr %14, align 8
  %56 = load i64, ptr %15, align 8
  %57 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %55, i64 %56
  store <2 x double> %54, ptr addrspace(1) %57, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @subgroup_k(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1) #0 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 !kernel_arg_name !31 !reqd_work_group_size !11 !intel_reqd_sub_group_size !32 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load ptr addrspace(1), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_subgroup_k(ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_subgroup_k(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1) #0 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 !kernel_arg_name !31 !reqd_work_group_size !11 !intel_reqd_sub_group_size !32 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %6, ptr %5, align 8
  %7 = load ptr addrspace(1), ptr %3, align 8
  %8 = load i64, ptr %5, align 8
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = uitofp i64 %11 to float
  %13 = call float @llvm.fmuladd.f32(float %10, float 2.000000e+00, float %12)
  %14 = load ptr addrspace(1), ptr %4, align 8
  %15 = load i64, ptr %5, align 8
  %16 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %15
  store float %13, ptr addrspace(1) %16, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @subgroup_k8(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 8 %2) #0 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 !kernel_arg_name !37 !intel_reqd_sub_group_size !38 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_subgroup_k8(ptr addrspace(1) noundef align 2 %7, ptr addrspace(1) noundef align 2 %8, ptr addrspace(1) noundef align 8 %9) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_subgroup_k8(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 8 %2) #0 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 !kernel_arg_name !37 !intel_reqd_sub_group_size !38 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %8, ptr %7, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  %10 = load i64, ptr %7, align 8
  %11 = getelementptr inbounds nuw i64, ptr addrspace(1) %9, i64 %10
  %12 = load i64, ptr addrspace(1) %11, align 8
  %13 = trunc i64 %12 to i16
  %14 = load ptr addrspace(1), ptr %5, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds nuw i16, ptr addrspace(1) %14, i64 %15
  store i16 %13, ptr addrspace(1) %16, align 2
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"vec_t*", !"vec_t*", !"float", !"uint_t"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float", !"uint"}
!8 = !{!"restrict const", !"restrict", !"", !""}
!9 = !{!"x", !"y", !"a", !"n"}
!10 = !{<4 x float> poison, i32 0}
!11 = !{i32 64, i32 1, i32 1}
!12 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!15 = !{!"restrict const", !"restrict", !"", !"", !""}
!16 = !{!"in", !"out", !"tile", !"width", !"height"}
!17 = !{<8 x i32> poison, i32 1}
!18 = !{i32 16, i32 16, i32 1}
!19 = !{i32 1, i32 2, i32 1, i32 1, i32 3, i32 1, i32 1}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double2*", !"double2*"}
!22 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*"}
!23 = !{!"volatile", !"const", !"restrict const volatile", !"restrict const", !"volatile", !"const", !""}
!24 = !{!"flags", !"coeffs", !"status", !"const_restrict_ptr", !"scratch", !"in2", !"out2"}
!25 = !{<2 x double> poison, i32 0}
!26 = !{i32 128, i32 2, i32 1}
!27 = !{i32 1, i32 1}
!28 = !{!"none", !"none"}
!29 = !{!"float*", !"float*"}
!30 = !{!"restrict const", !"restrict"}
!31 = !{!"in", !"out"}
!32 = !{i32 16}
!33 = !{i32 1, i32 1, i32 1}
!34 = !{!"none", !"none", !"none"}
!35 = !{!"half*", !"ushort*", !"long*"}
!36 = !{!"", !"", !""}
!37 = !{!"h", !"u", !"l"}
!38 = !{i32 8}
