; ModuleID = 'legacy_cl12.cl'
source_filename = "legacy_cl12.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @to_gray(ptr %0, ptr %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !work_group_size_hint !14 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = bitcast <2 x i32> %8 to double
  %10 = tail call double @_Z14convert_float2Dv2_i(double noundef %9) #8
  %11 = bitcast double %10 to <2 x float>
  %12 = tail call double @_Z13get_image_dim14ocl_image2d_ro(ptr %0) #8
  %13 = tail call double @_Z14convert_float2Dv2_i(double noundef %12) #8
  %14 = bitcast double %13 to <2 x float>
  %15 = fdiv <2 x float> %11, %14, !fpmath !15
  %16 = tail call ptr @__translate_sampler_initializer(i32 39) #9
  %17 = bitcast <2 x float> %15 to double
  %18 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr %0, ptr %16, double noundef %17) #10
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %20 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %19, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #8
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> %18, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr %1, double noundef %9, <4 x float> noundef %22) #11
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_to_gray(ptr %0, ptr %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !work_group_size_hint !14 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = bitcast <2 x i32> %8 to double
  %10 = tail call double @_Z14convert_float2Dv2_i(double noundef %9) #8
  %11 = bitcast double %10 to <2 x float>
  %12 = tail call double @_Z13get_image_dim14ocl_image2d_ro(ptr %0) #8
  %13 = tail call double @_Z14convert_float2Dv2_i(double noundef %12) #8
  %14 = bitcast double %13 to <2 x float>
  %15 = fdiv <2 x float> %11, %14, !fpmath !15
  %16 = tail call ptr @__translate_sampler_initializer(i32 39) #9
  %17 = bitcast <2 x float> %15 to double
  %18 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr %0, ptr %16, double noundef %17) #10
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %20 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %19, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #8
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> %18, <4 x i32> <i32 0, i32 0, i32 0, i32 7>
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr %1, double noundef %9, <4 x float> noundef %22) #11
  ret void
}

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @box_filter(ptr noalias noundef readonly align 4 captures(none) %0, ptr noalias noundef writeonly align 4 captures(none) %1, ptr noalias noundef align 4 captures(none) %2, ptr noundef readonly align 2 captures(none) %3, i32 noundef %4, ptr noalias noundef align 4 %5) local_unnamed_addr #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !vec_type_hint !21 !reqd_work_group_size !22 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds <4 x i8>, ptr %0, i64 %11
  %13 = load <4 x i8>, ptr %12, align 4, !tbaa !30, !alias.scope !23, !noalias !31
  %14 = shl i64 %8, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr %2, i64 %15
  store <4 x i8> %13, ptr %16, align 4, !tbaa !30, !alias.scope !28, !noalias !33
  tail call void @_Z7barrierj(i32 noundef 1) #11, !noalias !34
  %17 = trunc i64 %8 to i32
  %18 = add i32 %17, -2
  %19 = tail call i32 @_Z5clampiii(i32 noundef %18, i32 noundef 0, i32 noundef 255) #8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds <4 x i8>, ptr %2, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !30, !alias.scope !28, !noalias !33
  %23 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %22) #8
  %24 = load i16, ptr %3, align 2, !tbaa !35, !noalias !34
  %25 = sext i16 %24 to i32
  %26 = insertelement <4 x i32> poison, i32 %25, i64 0
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <4 x i32> zeroinitializer
  %28 = mul <4 x i32> %27, %23
  %29 = trunc i64 %8 to i32
  %30 = add i32 %29, -1
  %31 = tail call i32 @_Z5clampiii(i32 noundef %30, i32 noundef 0, i32 noundef 255) #8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds <4 x i8>, ptr %2, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !30, !alias.scope !28, !noalias !33
  %35 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %34) #8
  %36 = getelementptr i8, ptr %3, i64 2
  %37 = load i16, ptr %36, align 2, !tbaa !35, !noalias !34
  %38 = sext i16 %37 to i32
  %39 = insertelement <4 x i32> poison, i32 %38, i64 0
  %40 = shufflevector <4 x i32> %39, <4 x i32> poison, <4 x i32> zeroinitializer
  %41 = mul <4 x i32> %40, %35
  %42 = add <4 x i32> %41, %28
  %43 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef 0, i32 noundef 255) #8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds <4 x i8>, ptr %2, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !30, !alias.scope !28, !noalias !33
  %47 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %46) #8
  %48 = getelementptr i8, ptr %3, i64 4
  %49 = load i16, ptr %48, align 2, !tbaa !35, !noalias !34
  %50 = sext i16 %49 to i32
  %51 = insertelement <4 x i32> poison, i32 %50, i64 0
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer
  %53 = mul <4 x i32> %52, %47
  %54 = add <4 x i32> %53, %42
  %55 = trunc i64 %8 to i32
  %56 = add i32 %55, 1
  %57 = tail call i32 @_Z5clampiii(i32 noundef %56, i32 noundef 0, i32 noundef 255) #8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds <4 x i8>, ptr %2, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !30, !alias.scope !28, !noalias !33
  %61 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %60) #8
  %62 = getelementptr i8, ptr %3, i64 6
  %63 = load i16, ptr %62, align 2, !tbaa !35, !noalias !34
  %64 = sext i16 %63 to i32
  %65 = insertelement <4 x i32> poison, i32 %64, i64 0
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> zeroinitializer
  %67 = mul <4 x i32> %66, %61
  %68 = add <4 x i32> %67, %54
  %69 = trunc i64 %8 to i32
  %70 = add i32 %69, 2
  %71 = tail call i32 @_Z5clampiii(i32 noundef %70, i32 noundef 0, i32 noundef 255) #8
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds <4 x i8>, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !30, !alias.scope !28, !noalias !33
  %75 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %74) #8
  %76 = getelementptr i8, ptr %3, i64 8
  %77 = load i16, ptr %76, align 2, !tbaa !35, !noalias !34
  %78 = sext i16 %77 to i32
  %79 = insertelement <4 x i32> poison, i32 %78, i64 0
  %80 = shufflevector <4 x i32> %79, <4 x i32> poison, <4 x i32> zeroinitializer
  %81 = mul <4 x i32> %80, %75
  %82 = add <4 x i32> %81, %68
  %83 = ashr <4 x i32> %82, splat (i32 4)
  %84 = tail call i32 @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %83) #8
  %85 = getelementptr inbounds <4 x i8>, ptr %1, i64 %11
  store i32 %84, ptr %85, align 4, !tbaa !30, !alias.scope !26, !noalias !37
  %86 = icmp eq i32 %9, 0
  br i1 %86, label %87, label %89

87:                                               ; preds = %6
  %88 = tail call i32 @_Z10atomic_addPU8CLglobalVii(ptr noundef align 4 %5, i32 noundef 1) #11, !noalias !38
  br label %89

89:                                               ; preds = %6, %87
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_box_filter(ptr noalias noundef readonly align 4 captures(none) %0, ptr noalias noundef writeonly align 4 captures(none) %1, ptr noalias noundef align 4 captures(none) %2, ptr noundef readonly align 2 captures(none) %3, i32 noundef %4, ptr noalias noundef align 4 %5) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !vec_type_hint !21 !reqd_work_group_size !22 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds <4 x i8>, ptr %0, i64 %11
  %13 = load <4 x i8>, ptr %12, align 4, !tbaa !30
  %14 = shl i64 %8, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr %2, i64 %15
  store <4 x i8> %13, ptr %16, align 4, !tbaa !30
  tail call void @_Z7barrierj(i32 noundef 1) #11
  %17 = trunc i64 %8 to i32
  %18 = add i32 %17, -2
  %19 = tail call i32 @_Z5clampiii(i32 noundef %18, i32 noundef 0, i32 noundef 255) #8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds <4 x i8>, ptr %2, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !30
  %23 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %22) #8
  %24 = load i16, ptr %3, align 2, !tbaa !35
  %25 = sext i16 %24 to i32
  %26 = insertelement <4 x i32> poison, i32 %25, i64 0
  %27 = shufflevector <4 x i32> %26, <4 x i32> poison, <4 x i32> zeroinitializer
  %28 = mul <4 x i32> %27, %23
  %29 = trunc i64 %8 to i32
  %30 = add i32 %29, -1
  %31 = tail call i32 @_Z5clampiii(i32 noundef %30, i32 noundef 0, i32 noundef 255) #8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds <4 x i8>, ptr %2, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !30
  %35 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %34) #8
  %36 = getelementptr i8, ptr %3, i64 2
  %37 = load i16, ptr %36, align 2, !tbaa !35
  %38 = sext i16 %37 to i32
  %39 = insertelement <4 x i32> poison, i32 %38, i64 0
  %40 = shufflevector <4 x i32> %39, <4 x i32> poison, <4 x i32> zeroinitializer
  %41 = mul <4 x i32> %40, %35
  %42 = add <4 x i32> %41, %28
  %43 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef 0, i32 noundef 255) #8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds <4 x i8>, ptr %2, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !30
  %47 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %46) #8
  %48 = getelementptr i8, ptr %3, i64 4
  %49 = load i16, ptr %48, align 2, !tbaa !35
  %50 = sext i16 %49 to i32
  %51 = insertelement <4 x i32> poison, i32 %50, i64 0
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer
  %53 = mul <4 x i32> %52, %47
  %54 = add <4 x i32> %53, %42
  %55 = trunc i64 %8 to i32
  %56 = add i32 %55, 1
  %57 = tail call i32 @_Z5clampiii(i32 noundef %56, i32 noundef 0, i32 noundef 255) #8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds <4 x i8>, ptr %2, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !30
  %61 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %60) #8
  %62 = getelementptr i8, ptr %3, i64 6
  %63 = load i16, ptr %62, align 2, !tbaa !35
  %64 = sext i16 %63 to i32
  %65 = insertelement <4 x i32> poison, i32 %64, i64 0
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> zeroinitializer
  %67 = mul <4 x i32> %66, %61
  %68 = add <4 x i32> %67, %54
  %69 = trunc i64 %8 to i32
  %70 = add i32 %69, 2
  %71 = tail call i32 @_Z5clampiii(i32 noundef %70, i32 noundef 0, i32 noundef 255) #8
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds <4 x i8>, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !30
  %75 = tail call <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef %74) #8
  %76 = getelementptr i8, ptr %3, i64 8
  %77 = load i16, ptr %76, align 2, !tbaa !35
  %78 = sext i16 %77 to i32
  %79 = insertelement <4 x i32> poison, i32 %78, i64 0
  %80 = shufflevector <4 x i32> %79, <4 x i32> poison, <4 x i32> zeroinitializer
  %81 = mul <4 x i32> %80, %75
  %82 = add <4 x i32> %81, %68
  %83 = ashr <4 x i32> %82, splat (i32 4)
  %84 = tail call i32 @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %83) #8
  %85 = getelementptr inbounds <4 x i8>, ptr %1, i64 %11
  store i32 %84, ptr %85, align 4, !tbaa !30
  %86 = icmp eq i32 %9, 0
  br i1 %86, label %87, label %89

87:                                               ; preds = %6
  %88 = tail call i32 @_Z10atomic_addPU8CLglobalVii(ptr noundef %5, i32 noundef 1) #11
  br label %89

89:                                               ; preds = %87, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) uwtable
define dso_local spir_kernel void @mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr noalias noundef writeonly align 8 captures(none) %9) local_unnamed_addr #2 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 !vec_type_hint !43 {
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
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %27 = getelementptr inbounds nuw double, ptr %9, i64 %26
  store double %25, ptr %27, align 8, !tbaa !44, !alias.scope !46
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) uwtable
define dso_local void @__clang_ocl_kern_imp_mixed_scalars(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, float noundef %8, ptr noalias noundef writeonly align 8 captures(none) %9) local_unnamed_addr #3 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 !vec_type_hint !43 {
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
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %27 = getelementptr inbounds nuw double, ptr %9, i64 %26
  store double %25, ptr %27, align 8, !tbaa !44
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local double @_Z14convert_float2Dv2_i(double noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local double @_Z13get_image_dim14ocl_image2d_ro(ptr) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr, ptr, double noundef) local_unnamed_addr #5

declare dso_local ptr @__translate_sampler_initializer(i32) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr, double noundef, <4 x float> noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local <4 x i32> @_Z12convert_int4Dv4_h(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU8CLglobalVii(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind willreturn memory(read) }
attributes #11 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1}
!10 = !{!"read_only", !"write_only"}
!11 = !{!"image2d_t", !"image2d_t"}
!12 = !{!"", !""}
!13 = !{<4 x i8> poison, i32 0}
!14 = !{i32 16, i32 16, i32 1}
!15 = !{float 2.500000e+00}
!16 = !{i32 1, i32 1, i32 3, i32 2, i32 0, i32 1}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"pixel_t*", !"pixel_t*", !"pixel_t*", !"short*", !"int", !"int*"}
!19 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short*", !"int", !"int*"}
!20 = !{!"restrict const", !"restrict", !"restrict", !"const", !"", !"restrict volatile"}
!21 = !{<8 x i16> poison, i32 1}
!22 = !{i32 256, i32 1, i32 1}
!23 = !{!24}
!24 = distinct !{!24, !25, !"__clang_ocl_kern_imp_box_filter: argument 0"}
!25 = distinct !{!25, !"__clang_ocl_kern_imp_box_filter"}
!26 = !{!27}
!27 = distinct !{!27, !25, !"__clang_ocl_kern_imp_box_filter: argument 1"}
!28 = !{!29}
!29 = distinct !{!29, !25, !"__clang_ocl_kern_imp_box_filter: argument 2"}
!30 = !{!7, !7, i64 0}
!31 = !{!27, !29, !32}
!32 = distinct !{!32, !25, !"__clang_ocl_kern_imp_box_filter: argument 3"}
!33 = !{!24, !27, !32}
!34 = !{!24, !27, !29, !32}
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !7, i64 0}
!37 = !{!24, !29, !32}
!38 = !{!24, !27, !29}
!39 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!40 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!41 = !{!"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double*"}
!42 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"restrict"}
!43 = !{<2 x i64> poison, i32 1}
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !7, i64 0}
!46 = !{!47}
!47 = distinct !{!47, !48, !"__clang_ocl_kern_imp_mixed_scalars: argument 0"}
!48 = distinct !{!48, !"__clang_ocl_kern_imp_mixed_scalars"}
