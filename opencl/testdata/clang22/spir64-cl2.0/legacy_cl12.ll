; ModuleID = 'legacy_cl12.cl'
source_filename = "legacy_cl12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !vec_type_hint !12 !work_group_size_hint !13 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = tail call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %8) #8
  %10 = tail call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) #8
  %11 = tail call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %10) #8
  %12 = fdiv <2 x float> %9, %11, !fpmath !14
  %13 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39) #9
  %14 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %13, <2 x float> noundef %12) #10
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %15, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #8
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> %14, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  tail call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> noundef %8, <4 x float> noundef %18) #11
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_to_gray(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !vec_type_hint !12 !work_group_size_hint !13 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = tail call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %8) #8
  %10 = tail call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0) #8
  %11 = tail call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %10) #8
  %12 = fdiv <2 x float> %9, %11, !fpmath !14
  %13 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39) #9
  %14 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %13, <2 x float> noundef %12) #10
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %15, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #8
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> %14, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  tail call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> noundef %8, <4 x float> noundef %18) #11
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @box_filter(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noalias noundef align 4 captures(none) %2, ptr addrspace(2) noundef readonly align 2 captures(none) %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !vec_type_hint !20 !reqd_work_group_size !21 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %11
  %13 = load <4 x i8>, ptr addrspace(1) %12, align 4, !tbaa !29, !alias.scope !22, !noalias !30
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %14
  store <4 x i8> %13, ptr addrspace(3) %15, align 4, !tbaa !29, !alias.scope !27, !noalias !32
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #11, !noalias !33
  %16 = add nsw i32 %9, -2
  %17 = tail call spir_func i32 @_Z5clampiii(i32 noundef %16, i32 noundef 0, i32 noundef 255) #8
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %18
  %20 = load <4 x i8>, ptr addrspace(3) %19, align 4, !tbaa !29, !alias.scope !27, !noalias !32
  %21 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %20) #8
  %22 = load i16, ptr addrspace(2) %3, align 2, !tbaa !34, !noalias !33
  %23 = sext i16 %22 to i32
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  %26 = mul <4 x i32> %25, %21
  %27 = add nsw i32 %9, -1
  %28 = tail call spir_func i32 @_Z5clampiii(i32 noundef %27, i32 noundef 0, i32 noundef 255) #8
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %29
  %31 = load <4 x i8>, ptr addrspace(3) %30, align 4, !tbaa !29, !alias.scope !27, !noalias !32
  %32 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %31) #8
  %33 = getelementptr i8, ptr addrspace(2) %3, i64 2
  %34 = load i16, ptr addrspace(2) %33, align 2, !tbaa !34, !noalias !33
  %35 = sext i16 %34 to i32
  %36 = insertelement <4 x i32> poison, i32 %35, i64 0
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> zeroinitializer
  %38 = mul <4 x i32> %37, %32
  %39 = add <4 x i32> %38, %26
  %40 = tail call spir_func i32 @_Z5clampiii(i32 noundef %9, i32 noundef 0, i32 noundef 255) #8
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %41
  %43 = load <4 x i8>, ptr addrspace(3) %42, align 4, !tbaa !29, !alias.scope !27, !noalias !32
  %44 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %43) #8
  %45 = getelementptr i8, ptr addrspace(2) %3, i64 4
  %46 = load i16, ptr addrspace(2) %45, align 2, !tbaa !34, !noalias !33
  %47 = sext i16 %46 to i32
  %48 = insertelement <4 x i32> poison, i32 %47, i64 0
  %49 = shufflevector <4 x i32> %48, <4 x i32> poison, <4 x i32> zeroinitializer
  %50 = mul <4 x i32> %49, %44
  %51 = add <4 x i32> %50, %39
  %52 = add nsw i32 %9, 1
  %53 = tail call spir_func i32 @_Z5clampiii(i32 noundef %52, i32 noundef 0, i32 noundef 255) #8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %54
  %56 = load <4 x i8>, ptr addrspace(3) %55, align 4, !tbaa !29, !alias.scope !27, !noalias !32
  %57 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %56) #8
  %58 = getelementptr i8, ptr addrspace(2) %3, i64 6
  %59 = load i16, ptr addrspace(2) %58, align 2, !tbaa !34, !noalias !33
  %60 = sext i16 %59 to i32
  %61 = insertelement <4 x i32> poison, i32 %60, i64 0
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer
  %63 = mul <4 x i32> %62, %57
  %64 = add <4 x i32> %63, %51
  %65 = add nsw i32 %9, 2
  %66 = tail call spir_func i32 @_Z5clampiii(i32 noundef %65, i32 noundef 0, i32 noundef 255) #8
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %67
  %69 = load <4 x i8>, ptr addrspace(3) %68, align 4, !tbaa !29, !alias.scope !27, !noalias !32
  %70 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %69) #8
  %71 = getelementptr i8, ptr addrspace(2) %3, i64 8
  %72 = load i16, ptr addrspace(2) %71, align 2, !tbaa !34, !noalias !33
  %73 = sext i16 %72 to i32
  %74 = insertelement <4 x i32> poison, i32 %73, i64 0
  %75 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> zeroinitializer
  %76 = mul <4 x i32> %75, %70
  %77 = add <4 x i32> %76, %64
  %78 = ashr <4 x i32> %77, splat (i32 4)
  %79 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %78) #8
  %80 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %11
  store <4 x i8> %79, ptr addrspace(1) %80, align 4, !tbaa !29, !alias.scope !25, !noalias !36
  %81 = icmp eq i32 %9, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %6
  %83 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef align 4 %5, i32 noundef 1) #11, !noalias !37
  br label %84

84:                                               ; preds = %6, %82
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_box_filter(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noalias noundef align 4 captures(none) %2, ptr addrspace(2) noundef readonly align 2 captures(none) %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !vec_type_hint !20 !reqd_work_group_size !21 {
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %11
  %13 = load <4 x i8>, ptr addrspace(1) %12, align 4, !tbaa !29
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %14
  store <4 x i8> %13, ptr addrspace(3) %15, align 4, !tbaa !29
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #11
  %16 = add nsw i32 %9, -2
  %17 = tail call spir_func i32 @_Z5clampiii(i32 noundef %16, i32 noundef 0, i32 noundef 255) #8
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %18
  %20 = load <4 x i8>, ptr addrspace(3) %19, align 4, !tbaa !29
  %21 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %20) #8
  %22 = load i16, ptr addrspace(2) %3, align 2, !tbaa !34
  %23 = sext i16 %22 to i32
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  %26 = mul <4 x i32> %25, %21
  %27 = add nsw i32 %9, -1
  %28 = tail call spir_func i32 @_Z5clampiii(i32 noundef %27, i32 noundef 0, i32 noundef 255) #8
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %29
  %31 = load <4 x i8>, ptr addrspace(3) %30, align 4, !tbaa !29
  %32 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %31) #8
  %33 = getelementptr i8, ptr addrspace(2) %3, i64 2
  %34 = load i16, ptr addrspace(2) %33, align 2, !tbaa !34
  %35 = sext i16 %34 to i32
  %36 = insertelement <4 x i32> poison, i32 %35, i64 0
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> zeroinitializer
  %38 = mul <4 x i32> %37, %32
  %39 = add <4 x i32> %38, %26
  %40 = tail call spir_func i32 @_Z5clampiii(i32 noundef %9, i32 noundef 0, i32 noundef 255) #8
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %41
  %43 = load <4 x i8>, ptr addrspace(3) %42, align 4, !tbaa !29
  %44 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %43) #8
  %45 = getelementptr i8, ptr addrspace(2) %3, i64 4
  %46 = load i16, ptr addrspace(2) %45, align 2, !tbaa !34
  %47 = sext i16 %46 to i32
  %48 = insertelement <4 x i32> poison, i32 %47, i64 0
  %49 = shufflevector <4 x i32> %48, <4 x i32> poison, <4 x i32> zeroinitializer
  %50 = mul <4 x i32> %49, %44
  %51 = add <4 x i32> %50, %39
  %52 = add nsw i32 %9, 1
  %53 = tail call spir_func i32 @_Z5clampiii(i32 noundef %52, i32 noundef 0, i32 noundef 255) #8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %54
  %56 = load <4 x i8>, ptr addrspace(3) %55, align 4, !tbaa !29
  %57 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %56) #8
  %58 = getelementptr i8, ptr addrspace(2) %3, i64 6
  %59 = load i16, ptr addrspace(2) %58, align 2, !tbaa !34
  %60 = sext i16 %59 to i32
  %61 = insertelement <4 x i32> poison, i32 %60, i64 0
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer
  %63 = mul <4 x i32> %62, %57
  %64 = add <4 x i32> %63, %51
  %65 = add nsw i32 %9, 2
  %66 = tail call spir_func i32 @_Z5clampiii(i32 noundef %65, i32 noundef 0, i32 noundef 255) #8
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i64 %67
  %69 = load <4 x i8>, ptr addrspace(3) %68, align 4, !tbaa !29
  %70 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %69) #8
  %71 = getelementptr i8, ptr addrspace(2) %3, i64 8
  %72 = load i16, ptr addrspace(2) %71, align 2, !tbaa !34
  %73 = sext i16 %72 to i32
  %74 = insertelement <4 x i32> poison, i32 %73, i64 0
  %75 = shufflevector <4 x i32> %74, <4 x i32> poison, <4 x i32> zeroinitializer
  %76 = mul <4 x i32> %75, %70
  %77 = add <4 x i32> %76, %64
  %78 = ashr <4 x i32> %77, splat (i32 4)
  %79 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %78) #8
  %80 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %11
  store <4 x i8> %79, ptr addrspace(1) %80, align 4, !tbaa !29
  %81 = icmp eq i32 %9, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %6
  %83 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %5, i32 noundef 1) #11
  br label %84

84:                                               ; preds = %82, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %9) local_unnamed_addr #2 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 !vec_type_hint !42 {
  %11 = sext i8 %0 to i32
  %12 = zext i8 %1 to i32
  %13 = add nsw i32 %12, %11
  %14 = sext i16 %2 to i32
  %15 = add nsw i32 %13, %14
  %16 = zext i16 %3 to i32
  %17 = add nsw i32 %15, %16
  %18 = add nsw i32 %17, %4
  %19 = add i32 %18, %5
  %20 = zext i32 %19 to i64
  %21 = add i64 %7, %6
  %22 = add i64 %21, %20
  %23 = uitofp i64 %22 to double
  %24 = fpext float %8 to double
  %25 = fmul double %24, %23
  %26 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %27 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %26
  store double %25, ptr addrspace(1) %27, align 8, !tbaa !43, !alias.scope !45
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_func void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %9) local_unnamed_addr #3 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 !vec_type_hint !42 {
  %11 = sext i8 %0 to i32
  %12 = zext i8 %1 to i32
  %13 = add nsw i32 %12, %11
  %14 = sext i16 %2 to i32
  %15 = add nsw i32 %13, %14
  %16 = zext i16 %3 to i32
  %17 = add nsw i32 %15, %16
  %18 = add nsw i32 %17, %4
  %19 = add i32 %18, %5
  %20 = zext i32 %19 to i64
  %21 = add i64 %7, %6
  %22 = add i64 %21, %20
  %23 = uitofp i64 %22 to double
  %24 = fpext float %8 to double
  %25 = fmul double %24, %23
  %26 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8
  %27 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %26
  store double %25, ptr addrspace(1) %27, align 8, !tbaa !43
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float> noundef) local_unnamed_addr #5

declare dso_local spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind willreturn memory(read) }
attributes #11 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1}
!9 = !{!"read_only", !"write_only"}
!10 = !{!"image2d_t", !"image2d_t"}
!11 = !{!"", !""}
!12 = !{<4 x i8> poison, i32 0}
!13 = !{i32 16, i32 16, i32 1}
!14 = !{float 2.500000e+00}
!15 = !{i32 1, i32 1, i32 3, i32 2, i32 0, i32 1}
!16 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!17 = !{!"pixel_t*", !"pixel_t*", !"pixel_t*", !"short*", !"int", !"int*"}
!18 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short*", !"int", !"int*"}
!19 = !{!"restrict const", !"restrict", !"restrict", !"const", !"", !"restrict volatile"}
!20 = !{<8 x i16> poison, i32 1}
!21 = !{i32 256, i32 1, i32 1}
!22 = !{!23}
!23 = distinct !{!23, !24, !"__clang_ocl_kern_imp_box_filter: argument 0"}
!24 = distinct !{!24, !"__clang_ocl_kern_imp_box_filter"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"__clang_ocl_kern_imp_box_filter: argument 1"}
!27 = !{!28}
!28 = distinct !{!28, !24, !"__clang_ocl_kern_imp_box_filter: argument 2"}
!29 = !{!6, !6, i64 0}
!30 = !{!26, !28, !31}
!31 = distinct !{!31, !24, !"__clang_ocl_kern_imp_box_filter: argument 3"}
!32 = !{!23, !26, !31}
!33 = !{!23, !26, !28, !31}
!34 = !{!35, !35, i64 0}
!35 = !{!"short", !6, i64 0}
!36 = !{!23, !28, !31}
!37 = !{!23, !26, !28}
!38 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!39 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!40 = !{!"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double*"}
!41 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"restrict"}
!42 = !{<2 x i64> poison, i32 1}
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !6, i64 0}
!45 = !{!46}
!46 = distinct !{!46, !47, !"__clang_ocl_kern_imp_mixed_scalars: argument 0"}
!47 = distinct !{!47, !"__clang_ocl_kern_imp_mixed_scalars"}
