; ModuleID = 'legacy_cl12.cl'
source_filename = "legacy_cl12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 !vec_type_hint !9 !work_group_size_hint !10 {
  %3 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %3, align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %4, align 8
  %5 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %3, align 8
  %6 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %5, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %6) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 !vec_type_hint !9 !work_group_size_hint !10 {
  %3 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %4 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x float>, align 8
  %8 = alloca <4 x float>, align 16
  %9 = alloca float, align 4
  %10 = alloca <3 x float>, align 16
  %11 = alloca <4 x float>, align 16
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr %3, align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr %4, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %13 = trunc i64 %12 to i32
  %14 = insertelement <2 x i32> poison, i32 %13, i32 0
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %16 = trunc i64 %15 to i32
  %17 = insertelement <2 x i32> %14, i32 %16, i32 1
  store <2 x i32> %17, ptr %6, align 8
  %18 = load <2 x i32>, ptr %6, align 8
  store <2 x i32> %18, ptr %5, align 8
  %19 = load <2 x i32>, ptr %5, align 8
  %20 = call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %19) #5
  %21 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %3, align 8
  %22 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %21) #5
  %23 = call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %22) #5
  %24 = fdiv <2 x float> %20, %23, !fpmath !11
  store <2 x float> %24, ptr %7, align 8
  %25 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %3, align 8
  %26 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39)
  %27 = load <2 x float>, ptr %7, align 8
  %28 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %25, target("spirv.Sampler") %26, <2 x float> noundef %27) #6
  store <4 x float> %28, ptr %8, align 16
  %29 = load <4 x float>, ptr %8, align 16
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float undef>, ptr %10, align 16
  %31 = load <4 x float>, ptr %10, align 16
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %30, <3 x float> noundef %32) #5
  store float %33, ptr %9, align 4
  %34 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), ptr %4, align 8
  %35 = load <2 x i32>, ptr %5, align 8
  %36 = load float, ptr %9, align 4
  %37 = insertelement <4 x float> poison, float %36, i32 0
  %38 = load float, ptr %9, align 4
  %39 = insertelement <4 x float> %37, float %38, i32 1
  %40 = load float, ptr %9, align 4
  %41 = insertelement <4 x float> %39, float %40, i32 2
  %42 = load <4 x float>, ptr %8, align 16
  %43 = extractelement <4 x float> %42, i64 3
  %44 = insertelement <4 x float> %41, float %43, i32 3
  store <4 x float> %44, ptr %11, align 16
  %45 = load <4 x float>, ptr %11, align 16
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %34, <2 x i32> noundef %35, <4 x float> noundef %45) #7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @box_filter(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noalias noundef align 4 %2, ptr addrspace(2) noundef align 2 %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 !vec_type_hint !18 !reqd_work_group_size !19 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca ptr addrspace(2), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(3) %2, ptr %9, align 8
  store ptr addrspace(2) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr addrspace(1) %5, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %7, align 8
  %14 = load ptr addrspace(1), ptr %8, align 8
  %15 = load ptr addrspace(3), ptr %9, align 8
  %16 = load ptr addrspace(2), ptr %10, align 8
  %17 = load i32, ptr %11, align 4
  %18 = load ptr addrspace(1), ptr %12, align 8
  call spir_func void @__clang_ocl_kern_imp_box_filter(ptr addrspace(1) noundef align 4 %13, ptr addrspace(1) noundef align 4 %14, ptr addrspace(3) noundef align 4 %15, ptr addrspace(2) noundef align 2 %16, i32 noundef %17, ptr addrspace(1) noundef align 4 %18) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_box_filter(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(3) noalias noundef align 4 %2, ptr addrspace(2) noundef align 2 %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 !vec_type_hint !18 !reqd_work_group_size !19 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca ptr addrspace(2), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca <4 x i32>, align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(3) %2, ptr %9, align 8
  store ptr addrspace(2) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr addrspace(1) %5, ptr %12, align 8
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %13, align 4
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %14, align 4
  %22 = load ptr addrspace(1), ptr %7, align 8
  %23 = load i32, ptr %13, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %22, i64 %24
  %26 = load <4 x i8>, ptr addrspace(1) %25, align 4
  %27 = load ptr addrspace(3), ptr %9, align 8
  %28 = load i32, ptr %14, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %27, i64 %29
  store <4 x i8> %26, ptr addrspace(3) %30, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  store <4 x i32> zeroinitializer, ptr %15, align 16
  store i32 -2, ptr %16, align 4
  br label %31

31:                                               ; preds = %57, %6
  %32 = load i32, ptr %16, align 4
  %33 = icmp sle i32 %32, 2
  br i1 %33, label %34, label %60

34:                                               ; preds = %31
  %35 = load i32, ptr %14, align 4
  %36 = load i32, ptr %16, align 4
  %37 = add nsw i32 %35, %36
  %38 = call spir_func i32 @_Z5clampiii(i32 noundef %37, i32 noundef 0, i32 noundef 255) #5
  store i32 %38, ptr %17, align 4
  %39 = load ptr addrspace(3), ptr %9, align 8
  %40 = load i32, ptr %17, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %39, i64 %41
  %43 = load <4 x i8>, ptr addrspace(3) %42, align 4
  %44 = call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %43) #5
  %45 = load ptr addrspace(2), ptr %10, align 8
  %46 = load i32, ptr %16, align 4
  %47 = add nsw i32 %46, 2
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i16, ptr addrspace(2) %45, i64 %48
  %50 = load i16, ptr addrspace(2) %49, align 2
  %51 = sext i16 %50 to i32
  %52 = insertelement <4 x i32> poison, i32 %51, i64 0
  %53 = shufflevector <4 x i32> %52, <4 x i32> poison, <4 x i32> zeroinitializer
  %54 = mul <4 x i32> %44, %53
  %55 = load <4 x i32>, ptr %15, align 16
  %56 = add <4 x i32> %55, %54
  store <4 x i32> %56, ptr %15, align 16
  br label %57

57:                                               ; preds = %34
  %58 = load i32, ptr %16, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %16, align 4
  br label %31

60:                                               ; preds = %31
  %61 = load <4 x i32>, ptr %15, align 16
  %62 = ashr <4 x i32> %61, splat (i32 4)
  %63 = call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %62) #5
  %64 = load ptr addrspace(1), ptr %8, align 8
  %65 = load i32, ptr %13, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %64, i64 %66
  store <4 x i8> %63, ptr addrspace(1) %67, align 4
  %68 = load i32, ptr %14, align 4
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %73

70:                                               ; preds = %60
  %71 = load ptr addrspace(1), ptr %12, align 8
  %72 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %71, i32 noundef 1) #7
  br label %73

73:                                               ; preds = %70, %60
  %74 = load i32, ptr %11, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef align 8 %9) #0 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 !vec_type_hint !25 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca ptr addrspace(1), align 8
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i16 %2, ptr %13, align 2
  store i16 %3, ptr %14, align 2
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store float %8, ptr %19, align 4
  store ptr addrspace(1) %9, ptr %20, align 8
  %21 = load i8, ptr %11, align 1
  %22 = load i8, ptr %12, align 1
  %23 = load i16, ptr %13, align 2
  %24 = load i16, ptr %14, align 2
  %25 = load i32, ptr %15, align 4
  %26 = load i32, ptr %16, align 4
  %27 = load i64, ptr %17, align 8
  %28 = load i64, ptr %18, align 8
  %29 = load float, ptr %19, align 4
  %30 = load ptr addrspace(1), ptr %20, align 8
  call spir_func void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %21, i8 noundef zeroext %22, i16 noundef signext %23, i16 noundef zeroext %24, i32 noundef %25, i32 noundef %26, i64 noundef %27, i64 noundef %28, float noundef %29, ptr addrspace(1) noundef align 8 %30) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef align 8 %9) #0 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 !kernel_arg_name !24 !vec_type_hint !25 {
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca ptr addrspace(1), align 8
  store i8 %0, ptr %11, align 1
  store i8 %1, ptr %12, align 1
  store i16 %2, ptr %13, align 2
  store i16 %3, ptr %14, align 2
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store float %8, ptr %19, align 4
  store ptr addrspace(1) %9, ptr %20, align 8
  %21 = load i8, ptr %11, align 1
  %22 = sext i8 %21 to i32
  %23 = load i8, ptr %12, align 1
  %24 = zext i8 %23 to i32
  %25 = add nsw i32 %22, %24
  %26 = load i16, ptr %13, align 2
  %27 = sext i16 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = load i16, ptr %14, align 2
  %30 = zext i16 %29 to i32
  %31 = add nsw i32 %28, %30
  %32 = load i32, ptr %15, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, ptr %16, align 4
  %35 = add i32 %33, %34
  %36 = zext i32 %35 to i64
  %37 = load i64, ptr %17, align 8
  %38 = add nsw i64 %36, %37
  %39 = load i64, ptr %18, align 8
  %40 = add i64 %38, %39
  %41 = uitofp i64 %40 to double
  %42 = load float, ptr %19, align 4
  %43 = fpext float %42 to double
  %44 = fmul double %41, %43
  %45 = load ptr addrspace(1), ptr %20, align 8
  %46 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %47 = getelementptr inbounds nuw double, ptr addrspace(1) %45, i64 %46
  store double %44, ptr addrspace(1) %47, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) #1

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float> noundef) #2

declare dso_local spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 1, i32 1}
!5 = !{!"read_only", !"write_only"}
!6 = !{!"image2d_t", !"image2d_t"}
!7 = !{!"", !""}
!8 = !{!"src", !"dst"}
!9 = !{<4 x i8> poison, i32 0}
!10 = !{i32 16, i32 16, i32 1}
!11 = !{float 2.500000e+00}
!12 = !{i32 1, i32 1, i32 3, i32 2, i32 0, i32 1}
!13 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!14 = !{!"pixel_t*", !"pixel_t*", !"pixel_t*", !"short*", !"int", !"int*"}
!15 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short*", !"int", !"int*"}
!16 = !{!"restrict const", !"restrict", !"restrict", !"const", !"", !"restrict volatile"}
!17 = !{!"in", !"out", !"cache", !"weights", !"width", !"progress"}
!18 = !{<8 x i16> poison, i32 1}
!19 = !{i32 256, i32 1, i32 1}
!20 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double*"}
!23 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"restrict"}
!24 = !{!"c", !"uc", !"s", !"us", !"i", !"ui", !"l", !"ul", !"f", !"out"}
!25 = !{<2 x i64> poison, i32 1}
