; ModuleID = 'legacy_cl12.cl'
source_filename = "legacy_cl12.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @to_gray(ptr addrspace(4) %0, ptr addrspace(4) %1) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !work_group_size_hint !15 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = tail call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %8) #11
  %10 = tail call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4) %0) #11
  %11 = tail call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %10) #11
  %12 = fdiv <2 x float> %9, %11, !fpmath !16
  %13 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 39) #12
  %14 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4) %0, ptr addrspace(4) %13, <2 x float> noundef %12) #13
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %15, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #11
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> %14, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4) %1, <2 x i32> noundef %8, <4 x float> noundef %18) #14
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_to_gray(ptr addrspace(4) %0, ptr addrspace(4) %1) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !work_group_size_hint !15 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = tail call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %8) #11
  %10 = tail call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4) %0) #11
  %11 = tail call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %10) #11
  %12 = fdiv <2 x float> %9, %11, !fpmath !16
  %13 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 39) #12
  %14 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4) %0, ptr addrspace(4) %13, <2 x float> noundef %12) #13
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %16 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %15, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #11
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> %14, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4) %1, <2 x i32> noundef %8, <4 x float> noundef %18) #14
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @box_filter(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noalias noundef align 4 captures(none) %2, ptr addrspace(4) noundef readonly align 2 captures(none) %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) local_unnamed_addr #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !vec_type_hint !22 !reqd_work_group_size !23 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %11
  %13 = load <4 x i8>, ptr addrspace(1) %12, align 4, !tbaa !31, !alias.scope !24, !noalias !32, !amdgpu.noclobber !34
  %14 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %9
  store <4 x i8> %13, ptr addrspace(3) %14, align 4, !tbaa !31, !alias.scope !29, !noalias !35
  tail call void @_Z7barrierj(i32 noundef 1) #14, !noalias !36
  %15 = add nsw i32 %9, -2
  %16 = tail call i32 @_Z5clampiii(i32 noundef %15, i32 noundef 0, i32 noundef 255) #11
  %17 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %16
  %18 = load <4 x i8>, ptr addrspace(3) %17, align 4, !tbaa !31, !alias.scope !29, !noalias !35
  %19 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %18) #11
  %20 = load i16, ptr addrspace(4) %3, align 2, !tbaa !37, !noalias !36
  %21 = sext i16 %20 to i32
  %22 = insertelement <4 x i32> poison, i32 %21, i64 0
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> zeroinitializer
  %24 = mul <4 x i32> %23, %19
  %25 = add nsw i32 %9, -1
  %26 = tail call i32 @_Z5clampiii(i32 noundef %25, i32 noundef 0, i32 noundef 255) #11
  %27 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %26
  %28 = load <4 x i8>, ptr addrspace(3) %27, align 4, !tbaa !31, !alias.scope !29, !noalias !35
  %29 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %28) #11
  %30 = getelementptr i8, ptr addrspace(4) %3, i64 2
  %31 = load i16, ptr addrspace(4) %30, align 2, !tbaa !37, !noalias !36
  %32 = sext i16 %31 to i32
  %33 = insertelement <4 x i32> poison, i32 %32, i64 0
  %34 = shufflevector <4 x i32> %33, <4 x i32> poison, <4 x i32> zeroinitializer
  %35 = mul <4 x i32> %34, %29
  %36 = add <4 x i32> %35, %24
  %37 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef 0, i32 noundef 255) #11
  %38 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %37
  %39 = load <4 x i8>, ptr addrspace(3) %38, align 4, !tbaa !31, !alias.scope !29, !noalias !35
  %40 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %39) #11
  %41 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %42 = load i16, ptr addrspace(4) %41, align 2, !tbaa !37, !noalias !36
  %43 = sext i16 %42 to i32
  %44 = insertelement <4 x i32> poison, i32 %43, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  %46 = mul <4 x i32> %45, %40
  %47 = add <4 x i32> %46, %36
  %48 = add nsw i32 %9, 1
  %49 = tail call i32 @_Z5clampiii(i32 noundef %48, i32 noundef 0, i32 noundef 255) #11
  %50 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %49
  %51 = load <4 x i8>, ptr addrspace(3) %50, align 4, !tbaa !31, !alias.scope !29, !noalias !35
  %52 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %51) #11
  %53 = getelementptr i8, ptr addrspace(4) %3, i64 6
  %54 = load i16, ptr addrspace(4) %53, align 2, !tbaa !37, !noalias !36
  %55 = sext i16 %54 to i32
  %56 = insertelement <4 x i32> poison, i32 %55, i64 0
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer
  %58 = mul <4 x i32> %57, %52
  %59 = add <4 x i32> %58, %47
  %60 = add nsw i32 %9, 2
  %61 = tail call i32 @_Z5clampiii(i32 noundef %60, i32 noundef 0, i32 noundef 255) #11
  %62 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %61
  %63 = load <4 x i8>, ptr addrspace(3) %62, align 4, !tbaa !31, !alias.scope !29, !noalias !35
  %64 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %63) #11
  %65 = getelementptr i8, ptr addrspace(4) %3, i64 8
  %66 = load i16, ptr addrspace(4) %65, align 2, !tbaa !37, !noalias !36
  %67 = sext i16 %66 to i32
  %68 = insertelement <4 x i32> poison, i32 %67, i64 0
  %69 = shufflevector <4 x i32> %68, <4 x i32> poison, <4 x i32> zeroinitializer
  %70 = mul <4 x i32> %69, %64
  %71 = add <4 x i32> %70, %59
  %72 = ashr <4 x i32> %71, splat (i32 4)
  %73 = tail call <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %72) #11
  %74 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %11
  store <4 x i8> %73, ptr addrspace(1) %74, align 4, !tbaa !31, !alias.scope !27, !noalias !39
  %75 = icmp eq i32 %9, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %6
  %77 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef align 4 %5, i32 noundef 1) #14, !noalias !40
  br label %78

78:                                               ; preds = %6, %76
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_box_filter(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noalias noundef align 4 captures(none) %2, ptr addrspace(4) noundef readonly align 2 captures(none) %3, i32 noundef %4, ptr addrspace(1) noalias noundef align 4 %5) local_unnamed_addr #3 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !vec_type_hint !22 !reqd_work_group_size !23 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %11
  %13 = load <4 x i8>, ptr addrspace(1) %12, align 4, !tbaa !31
  %14 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %9
  store <4 x i8> %13, ptr addrspace(3) %14, align 4, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #14
  %15 = add nsw i32 %9, -2
  %16 = tail call i32 @_Z5clampiii(i32 noundef %15, i32 noundef 0, i32 noundef 255) #11
  %17 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %16
  %18 = load <4 x i8>, ptr addrspace(3) %17, align 4, !tbaa !31
  %19 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %18) #11
  %20 = load i16, ptr addrspace(4) %3, align 2, !tbaa !37
  %21 = sext i16 %20 to i32
  %22 = insertelement <4 x i32> poison, i32 %21, i64 0
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> zeroinitializer
  %24 = mul <4 x i32> %23, %19
  %25 = add nsw i32 %9, -1
  %26 = tail call i32 @_Z5clampiii(i32 noundef %25, i32 noundef 0, i32 noundef 255) #11
  %27 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %26
  %28 = load <4 x i8>, ptr addrspace(3) %27, align 4, !tbaa !31
  %29 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %28) #11
  %30 = getelementptr i8, ptr addrspace(4) %3, i64 2
  %31 = load i16, ptr addrspace(4) %30, align 2, !tbaa !37
  %32 = sext i16 %31 to i32
  %33 = insertelement <4 x i32> poison, i32 %32, i64 0
  %34 = shufflevector <4 x i32> %33, <4 x i32> poison, <4 x i32> zeroinitializer
  %35 = mul <4 x i32> %34, %29
  %36 = add <4 x i32> %35, %24
  %37 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef 0, i32 noundef 255) #11
  %38 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %37
  %39 = load <4 x i8>, ptr addrspace(3) %38, align 4, !tbaa !31
  %40 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %39) #11
  %41 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %42 = load i16, ptr addrspace(4) %41, align 2, !tbaa !37
  %43 = sext i16 %42 to i32
  %44 = insertelement <4 x i32> poison, i32 %43, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  %46 = mul <4 x i32> %45, %40
  %47 = add <4 x i32> %46, %36
  %48 = add nsw i32 %9, 1
  %49 = tail call i32 @_Z5clampiii(i32 noundef %48, i32 noundef 0, i32 noundef 255) #11
  %50 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %49
  %51 = load <4 x i8>, ptr addrspace(3) %50, align 4, !tbaa !31
  %52 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %51) #11
  %53 = getelementptr i8, ptr addrspace(4) %3, i64 6
  %54 = load i16, ptr addrspace(4) %53, align 2, !tbaa !37
  %55 = sext i16 %54 to i32
  %56 = insertelement <4 x i32> poison, i32 %55, i64 0
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer
  %58 = mul <4 x i32> %57, %52
  %59 = add <4 x i32> %58, %47
  %60 = add nsw i32 %9, 2
  %61 = tail call i32 @_Z5clampiii(i32 noundef %60, i32 noundef 0, i32 noundef 255) #11
  %62 = getelementptr inbounds <4 x i8>, ptr addrspace(3) %2, i32 %61
  %63 = load <4 x i8>, ptr addrspace(3) %62, align 4, !tbaa !31
  %64 = tail call <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef %63) #11
  %65 = getelementptr i8, ptr addrspace(4) %3, i64 8
  %66 = load i16, ptr addrspace(4) %65, align 2, !tbaa !37
  %67 = sext i16 %66 to i32
  %68 = insertelement <4 x i32> poison, i32 %67, i64 0
  %69 = shufflevector <4 x i32> %68, <4 x i32> poison, <4 x i32> zeroinitializer
  %70 = mul <4 x i32> %69, %64
  %71 = add <4 x i32> %70, %59
  %72 = ashr <4 x i32> %71, splat (i32 4)
  %73 = tail call <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %72) #11
  %74 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %11
  store <4 x i8> %73, ptr addrspace(1) %74, align 4, !tbaa !31
  %75 = icmp eq i32 %9, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %6
  %77 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %5, i32 noundef 1) #14
  br label %78

78:                                               ; preds = %76, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @mixed_scalars(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %9) local_unnamed_addr #4 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 !vec_type_hint !45 {
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
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %27 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %26
  store double %25, ptr addrspace(1) %27, align 8, !tbaa !46, !alias.scope !48
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %9) local_unnamed_addr #5 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 !vec_type_hint !45 {
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
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %27 = getelementptr inbounds nuw double, ptr addrspace(1) %9, i64 %26
  store double %25, ptr addrspace(1) %27, align 8, !tbaa !46
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4)) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4), ptr addrspace(4), <2 x float> noundef) local_unnamed_addr #7

declare ptr addrspace(4) @__translate_sampler_initializer(i32) local_unnamed_addr #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare hidden void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="256,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="256,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }
attributes #14 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i32 1, i32 1}
!11 = !{!"read_only", !"write_only"}
!12 = !{!"image2d_t", !"image2d_t"}
!13 = !{!"", !""}
!14 = !{<4 x i8> poison, i32 0}
!15 = !{i32 16, i32 16, i32 1}
!16 = !{float 2.500000e+00}
!17 = !{i32 1, i32 1, i32 3, i32 2, i32 0, i32 1}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"pixel_t*", !"pixel_t*", !"pixel_t*", !"short*", !"int", !"int*"}
!20 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short*", !"int", !"int*"}
!21 = !{!"restrict const", !"restrict", !"restrict", !"const", !"", !"restrict volatile"}
!22 = !{<8 x i16> poison, i32 1}
!23 = !{i32 256, i32 1, i32 1}
!24 = !{!25}
!25 = distinct !{!25, !26, !"__clang_ocl_kern_imp_box_filter: argument 0"}
!26 = distinct !{!26, !"__clang_ocl_kern_imp_box_filter"}
!27 = !{!28}
!28 = distinct !{!28, !26, !"__clang_ocl_kern_imp_box_filter: argument 1"}
!29 = !{!30}
!30 = distinct !{!30, !26, !"__clang_ocl_kern_imp_box_filter: argument 2"}
!31 = !{!8, !8, i64 0}
!32 = !{!28, !30, !33}
!33 = distinct !{!33, !26, !"__clang_ocl_kern_imp_box_filter: argument 3"}
!34 = !{}
!35 = !{!25, !28, !33}
!36 = !{!25, !28, !30, !33}
!37 = !{!38, !38, i64 0}
!38 = !{!"short", !8, i64 0}
!39 = !{!25, !30, !33}
!40 = !{!25, !28, !30}
!41 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!42 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!43 = !{!"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double*"}
!44 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"restrict"}
!45 = !{<2 x i64> poison, i32 1}
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !8, i64 0}
!48 = !{!49}
!49 = distinct !{!49, !50, !"__clang_ocl_kern_imp_mixed_scalars: argument 0"}
!50 = distinct !{!50, !"__clang_ocl_kern_imp_mixed_scalars"}
