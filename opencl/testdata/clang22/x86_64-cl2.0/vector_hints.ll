; ModuleID = 'vector_hints.cl'
source_filename = "vector_hints.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local spir_kernel void @saxpy4(ptr noalias noundef readonly align 16 captures(none) %0, ptr noalias noundef align 16 captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !work_group_size_hint !15 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = zext i32 %3 to i64
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = insertelement <4 x float> poison, float %2, i64 0
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %11 = getelementptr inbounds nuw <4 x float>, ptr %0, i64 %5
  %12 = load <4 x float>, ptr %11, align 16, !tbaa !21, !alias.scope !16, !noalias !19
  %13 = getelementptr inbounds nuw <4 x float>, ptr %1, i64 %5
  %14 = load <4 x float>, ptr %13, align 16, !tbaa !21, !alias.scope !19, !noalias !16
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %12, <4 x float> %14)
  store <4 x float> %15, ptr %13, align 16, !tbaa !21, !alias.scope !19, !noalias !16
  br label %16

16:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @__clang_ocl_kern_imp_saxpy4(ptr noalias noundef readonly align 16 captures(none) %0, ptr noalias noundef align 16 captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !work_group_size_hint !15 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = zext i32 %3 to i64
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = insertelement <4 x float> poison, float %2, i64 0
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %11 = getelementptr inbounds nuw <4 x float>, ptr %0, i64 %5
  %12 = load <4 x float>, ptr %11, align 16, !tbaa !21
  %13 = getelementptr inbounds nuw <4 x float>, ptr %1, i64 %5
  %14 = load <4 x float>, ptr %13, align 16, !tbaa !21
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %10, <4 x float> %12, <4 x float> %14)
  store <4 x float> %15, ptr %13, align 16, !tbaa !21
  br label %16

16:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @transpose_tile(ptr noalias noundef readonly align 4 captures(none) %0, ptr noalias noundef writeonly align 4 captures(none) %1, ptr noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !vec_type_hint !26 !reqd_work_group_size !27 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #11
  %12 = icmp sgt i32 %3, %7
  %13 = icmp sgt i32 %4, %9
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %26

15:                                               ; preds = %5
  %16 = mul nsw i32 %3, %9
  %17 = add nsw i32 %16, %7
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5, !alias.scope !28, !noalias !31
  %21 = mul i64 %11, 17
  %22 = add i64 %21, %10
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 30
  %25 = getelementptr inbounds i8, ptr %2, i64 %24
  store i32 %20, ptr %25, align 4, !tbaa !5, !noalias !33
  br label %26

26:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #12, !noalias !33
  %27 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #11
  %28 = shl i64 %27, 4
  %29 = add i64 %28, %10
  %30 = trunc i64 %29 to i32
  %31 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %32 = shl i64 %31, 4
  %33 = add i64 %32, %11
  %34 = trunc i64 %33 to i32
  %35 = icmp sgt i32 %4, %30
  %36 = icmp sgt i32 %3, %34
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %38, label %49

38:                                               ; preds = %26
  %39 = mul i64 %10, 17
  %40 = add i64 %39, %11
  %41 = shl i64 %40, 32
  %42 = ashr exact i64 %41, 30
  %43 = getelementptr inbounds i8, ptr %2, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5, !noalias !33
  %45 = mul nsw i32 %4, %34
  %46 = add nsw i32 %45, %30
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  store i32 %44, ptr %48, align 4, !tbaa !5, !alias.scope !31, !noalias !28
  br label %49

49:                                               ; preds = %26, %38
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_transpose_tile(ptr noalias noundef readonly align 4 captures(none) %0, ptr noalias noundef writeonly align 4 captures(none) %1, ptr noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !vec_type_hint !26 !reqd_work_group_size !27 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #11
  %12 = icmp sgt i32 %3, %7
  %13 = icmp sgt i32 %4, %9
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %26

15:                                               ; preds = %5
  %16 = mul nsw i32 %3, %9
  %17 = add nsw i32 %16, %7
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = mul i64 %11, 17
  %22 = add i64 %21, %10
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 30
  %25 = getelementptr inbounds i8, ptr %2, i64 %24
  store i32 %20, ptr %25, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %27 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #11
  %28 = shl i64 %27, 4
  %29 = add i64 %28, %10
  %30 = trunc i64 %29 to i32
  %31 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %32 = shl i64 %31, 4
  %33 = add i64 %32, %11
  %34 = trunc i64 %33 to i32
  %35 = icmp sgt i32 %4, %30
  %36 = icmp sgt i32 %3, %34
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %38, label %49

38:                                               ; preds = %26
  %39 = mul i64 %10, 17
  %40 = add i64 %39, %11
  %41 = shl i64 %40, 32
  %42 = ashr exact i64 %41, 30
  %43 = getelementptr inbounds i8, ptr %2, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = mul nsw i32 %4, %34
  %46 = add nsw i32 %45, %30
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  store i32 %44, ptr %48, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %38, %26
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local spir_kernel void @qualifiers(ptr noundef align 4 %0, ptr noundef readonly align 4 captures(none) %1, ptr noalias noundef align 4 %2, ptr noalias noundef readonly align 1 captures(none) %3, ptr noundef align 4 %4, ptr noundef readonly align 16 captures(none) %5, ptr noundef writeonly align 16 captures(none) %6) local_unnamed_addr #4 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 !vec_type_hint !39 !work_group_size_hint !40 !reqd_work_group_size !40 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %9 = and i64 %8, 7
  %10 = getelementptr inbounds nuw float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !46, !noalias !48
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %13 = getelementptr inbounds nuw float, ptr %4, i64 %12
  store volatile float %11, ptr %13, align 4, !tbaa !46, !noalias !48
  %14 = getelementptr inbounds nuw i32, ptr %2, i64 %8
  %15 = load volatile i32, ptr %14, align 4, !tbaa !5, !alias.scope !41, !noalias !44
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 %8
  %17 = load i8, ptr %16, align 1, !tbaa !21, !alias.scope !44, !noalias !41
  %18 = sext i8 %17 to i32
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store volatile i32 %19, ptr %20, align 4, !tbaa !5, !noalias !48
  %21 = getelementptr inbounds nuw <2 x double>, ptr %5, i64 %8
  %22 = load <2 x double>, ptr %21, align 16, !tbaa !21, !noalias !48
  %23 = load volatile float, ptr %4, align 4, !tbaa !46, !noalias !48
  %24 = fpext float %23 to double
  %25 = insertelement <2 x double> poison, double %24, i64 0
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %27 = load volatile float, ptr %26, align 4, !tbaa !46, !noalias !48
  %28 = fpext float %27 to double
  %29 = insertelement <2 x double> %25, double %28, i64 1
  %30 = fmul <2 x double> %22, %29
  %31 = getelementptr inbounds nuw <2 x double>, ptr %6, i64 %8
  store <2 x double> %30, ptr %31, align 16, !tbaa !21, !noalias !48
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__clang_ocl_kern_imp_qualifiers(ptr noundef align 4 %0, ptr noundef readonly align 4 captures(none) %1, ptr noalias noundef align 4 %2, ptr noalias noundef readonly align 1 captures(none) %3, ptr noundef align 4 %4, ptr noundef readonly align 16 captures(none) %5, ptr noundef writeonly align 16 captures(none) %6) local_unnamed_addr #5 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 !vec_type_hint !39 !work_group_size_hint !40 !reqd_work_group_size !40 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %9 = and i64 %8, 7
  %10 = getelementptr inbounds nuw float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !46
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %13 = getelementptr inbounds nuw float, ptr %4, i64 %12
  store volatile float %11, ptr %13, align 4, !tbaa !46
  %14 = getelementptr inbounds nuw i32, ptr %2, i64 %8
  %15 = load volatile i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 %8
  %17 = load i8, ptr %16, align 1, !tbaa !21
  %18 = sext i8 %17 to i32
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  store volatile i32 %19, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds nuw <2 x double>, ptr %5, i64 %8
  %22 = load <2 x double>, ptr %21, align 16, !tbaa !21
  %23 = load volatile float, ptr %4, align 4, !tbaa !46
  %24 = fpext float %23 to double
  %25 = insertelement <2 x double> poison, double %24, i64 0
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %27 = load volatile float, ptr %26, align 4, !tbaa !46
  %28 = fpext float %27 to double
  %29 = insertelement <2 x double> %25, double %28, i64 1
  %30 = fmul <2 x double> %22, %29
  %31 = getelementptr inbounds nuw <2 x double>, ptr %6, i64 %8
  store <2 x double> %30, ptr %31, align 16, !tbaa !21
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local spir_kernel void @subgroup_k(ptr noalias noundef readonly align 4 captures(none) %0, ptr noalias noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 !reqd_work_group_size !15 !intel_reqd_sub_group_size !53 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = getelementptr inbounds nuw float, ptr %0, i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !46, !alias.scope !54, !noalias !57
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %7 = uitofp i64 %6 to float
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %3
  store float %8, ptr %9, align 4, !tbaa !46, !alias.scope !57, !noalias !54
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @__clang_ocl_kern_imp_subgroup_k(ptr noalias noundef readonly align 4 captures(none) %0, ptr noalias noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 !reqd_work_group_size !15 !intel_reqd_sub_group_size !53 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = getelementptr inbounds nuw float, ptr %0, i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !46
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %7 = uitofp i64 %6 to float
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %3
  store float %8, ptr %9, align 4, !tbaa !46
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local spir_kernel void @subgroup_k8(ptr noundef readnone align 2 captures(none) %0, ptr noundef writeonly align 2 captures(none) %1, ptr noundef readonly align 8 captures(none) %2) local_unnamed_addr #6 !kernel_arg_addr_space !59 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !61 !kernel_arg_type_qual !62 !intel_reqd_sub_group_size !63 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = getelementptr inbounds nuw i64, ptr %2, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !64
  %7 = trunc i64 %6 to i16
  %8 = getelementptr inbounds nuw i16, ptr %1, i64 %4
  store i16 %7, ptr %8, align 2, !tbaa !66
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @__clang_ocl_kern_imp_subgroup_k8(ptr noundef readnone align 2 captures(none) %0, ptr noundef writeonly align 2 captures(none) %1, ptr noundef readonly align 8 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !59 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !61 !kernel_arg_type_qual !62 !intel_reqd_sub_group_size !63 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = getelementptr inbounds nuw i64, ptr %2, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !64
  %7 = trunc i64 %6 to i16
  %8 = getelementptr inbounds nuw i16, ptr %1, i64 %4
  store i16 %7, ptr %8, align 2, !tbaa !66
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { convergent nounwind }

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
!9 = !{i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"vec_t*", !"vec_t*", !"float", !"uint_t"}
!12 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float", !"uint"}
!13 = !{!"restrict const", !"restrict", !"", !""}
!14 = !{<4 x float> poison, i32 0}
!15 = !{i32 64, i32 1, i32 1}
!16 = !{!17}
!17 = distinct !{!17, !18, !"__clang_ocl_kern_imp_saxpy4: argument 0"}
!18 = distinct !{!18, !"__clang_ocl_kern_imp_saxpy4"}
!19 = !{!20}
!20 = distinct !{!20, !18, !"__clang_ocl_kern_imp_saxpy4: argument 1"}
!21 = !{!7, !7, i64 0}
!22 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none"}
!24 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!25 = !{!"restrict const", !"restrict", !"", !"", !""}
!26 = !{<8 x i32> poison, i32 1}
!27 = !{i32 16, i32 16, i32 1}
!28 = !{!29}
!29 = distinct !{!29, !30, !"__clang_ocl_kern_imp_transpose_tile: argument 0"}
!30 = distinct !{!30, !"__clang_ocl_kern_imp_transpose_tile"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"__clang_ocl_kern_imp_transpose_tile: argument 1"}
!33 = !{!29, !32}
!34 = !{i32 1, i32 2, i32 1, i32 1, i32 3, i32 1, i32 1}
!35 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!36 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double2*", !"double2*"}
!37 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*"}
!38 = !{!"volatile", !"const", !"restrict const volatile", !"restrict const", !"volatile", !"const", !""}
!39 = !{<2 x double> poison, i32 0}
!40 = !{i32 128, i32 2, i32 1}
!41 = !{!42}
!42 = distinct !{!42, !43, !"__clang_ocl_kern_imp_qualifiers: argument 0"}
!43 = distinct !{!43, !"__clang_ocl_kern_imp_qualifiers"}
!44 = !{!45}
!45 = distinct !{!45, !43, !"__clang_ocl_kern_imp_qualifiers: argument 1"}
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !7, i64 0}
!48 = !{!42, !45}
!49 = !{i32 1, i32 1}
!50 = !{!"none", !"none"}
!51 = !{!"float*", !"float*"}
!52 = !{!"restrict const", !"restrict"}
!53 = !{i32 16}
!54 = !{!55}
!55 = distinct !{!55, !56, !"__clang_ocl_kern_imp_subgroup_k: argument 0"}
!56 = distinct !{!56, !"__clang_ocl_kern_imp_subgroup_k"}
!57 = !{!58}
!58 = distinct !{!58, !56, !"__clang_ocl_kern_imp_subgroup_k: argument 1"}
!59 = !{i32 1, i32 1, i32 1}
!60 = !{!"none", !"none", !"none"}
!61 = !{!"half*", !"ushort*", !"long*"}
!62 = !{!"", !"", !""}
!63 = !{i32 8}
!64 = !{!65, !65, i64 0}
!65 = !{!"long", !7, i64 0}
!66 = !{!67, !67, i64 0}
!67 = !{!"short", !7, i64 0}
