; ModuleID = 'vector_hints.cl'
source_filename = "vector_hints.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @saxpy4(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef align 16 captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !work_group_size_hint !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %5 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = icmp ult i32 %5, %3
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = insertelement <4 x float> poison, float %2, i64 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i32 %5
  %11 = load <4 x float>, ptr addrspace(1) %10, align 16, !tbaa !20, !alias.scope !15, !noalias !18
  %12 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i32 %5
  %13 = load <4 x float>, ptr addrspace(1) %12, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %11, <4 x float> %13)
  store <4 x float> %14, ptr addrspace(1) %12, align 16, !tbaa !20, !alias.scope !18, !noalias !15
  br label %15

15:                                               ; preds = %4, %7
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_saxpy4(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef align 16 captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !work_group_size_hint !14 {
  %5 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = icmp ult i32 %5, %3
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = insertelement <4 x float> poison, float %2, i64 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i32 %5
  %11 = load <4 x float>, ptr addrspace(1) %10, align 16, !tbaa !20
  %12 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i32 %5
  %13 = load <4 x float>, ptr addrspace(1) %12, align 16, !tbaa !20
  %14 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %11, <4 x float> %13)
  store <4 x float> %14, ptr addrspace(1) %12, align 16, !tbaa !20
  br label %15

15:                                               ; preds = %7, %4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @transpose_tile(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !vec_type_hint !25 !reqd_work_group_size !26 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %6 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 1) #11
  %8 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #11
  %9 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 1) #11
  %10 = icmp slt i32 %6, %3
  %11 = icmp slt i32 %7, %4
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %21

13:                                               ; preds = %5
  %14 = mul nsw i32 %7, %3
  %15 = getelementptr i32, ptr addrspace(1) %0, i32 %14
  %16 = getelementptr i32, ptr addrspace(1) %15, i32 %6
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !4, !alias.scope !27, !noalias !30
  %18 = mul i32 %9, 68
  %19 = getelementptr i8, ptr addrspace(3) %2, i32 %18
  %20 = getelementptr i32, ptr addrspace(3) %19, i32 %8
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !4, !noalias !32
  br label %21

21:                                               ; preds = %13, %5
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #12, !noalias !32
  %22 = tail call spir_func i32 @_Z12get_group_idj(i32 noundef 1) #11
  %23 = shl i32 %22, 4
  %24 = add i32 %23, %8
  %25 = tail call spir_func i32 @_Z12get_group_idj(i32 noundef 0) #11
  %26 = shl i32 %25, 4
  %27 = add i32 %26, %9
  %28 = icmp slt i32 %24, %4
  %29 = icmp slt i32 %27, %3
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %39

31:                                               ; preds = %21
  %32 = mul i32 %8, 68
  %33 = getelementptr i8, ptr addrspace(3) %2, i32 %32
  %34 = getelementptr i32, ptr addrspace(3) %33, i32 %9
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !4, !noalias !32
  %36 = mul nsw i32 %27, %4
  %37 = getelementptr i32, ptr addrspace(1) %1, i32 %36
  %38 = getelementptr i32, ptr addrspace(1) %37, i32 %24
  store i32 %35, ptr addrspace(1) %38, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  br label %39

39:                                               ; preds = %21, %31
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_transpose_tile(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !vec_type_hint !25 !reqd_work_group_size !26 {
  %6 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 1) #11
  %8 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #11
  %9 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 1) #11
  %10 = icmp slt i32 %6, %3
  %11 = icmp slt i32 %7, %4
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %21

13:                                               ; preds = %5
  %14 = mul nsw i32 %7, %3
  %15 = getelementptr i32, ptr addrspace(1) %0, i32 %14
  %16 = getelementptr i32, ptr addrspace(1) %15, i32 %6
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !4
  %18 = mul i32 %9, 68
  %19 = getelementptr i8, ptr addrspace(3) %2, i32 %18
  %20 = getelementptr i32, ptr addrspace(3) %19, i32 %8
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %13, %5
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #12
  %22 = tail call spir_func i32 @_Z12get_group_idj(i32 noundef 1) #11
  %23 = shl i32 %22, 4
  %24 = add i32 %23, %8
  %25 = tail call spir_func i32 @_Z12get_group_idj(i32 noundef 0) #11
  %26 = shl i32 %25, 4
  %27 = add i32 %26, %9
  %28 = icmp slt i32 %24, %4
  %29 = icmp slt i32 %27, %3
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %39

31:                                               ; preds = %21
  %32 = mul i32 %8, 68
  %33 = getelementptr i8, ptr addrspace(3) %2, i32 %32
  %34 = getelementptr i32, ptr addrspace(3) %33, i32 %9
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !4
  %36 = mul nsw i32 %27, %4
  %37 = getelementptr i32, ptr addrspace(1) %1, i32 %36
  %38 = getelementptr i32, ptr addrspace(1) %37, i32 %24
  store i32 %35, ptr addrspace(1) %38, align 4, !tbaa !4
  br label %39

39:                                               ; preds = %31, %21
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(2) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef readonly align 1 captures(none) %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef readonly align 16 captures(none) %5, ptr addrspace(1) noundef writeonly align 16 captures(none) %6) local_unnamed_addr #4 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 !vec_type_hint !38 !work_group_size_hint !39 !reqd_work_group_size !39 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %8 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %9 = and i32 %8, 7
  %10 = getelementptr inbounds nuw float, ptr addrspace(2) %1, i32 %9
  %11 = load float, ptr addrspace(2) %10, align 4, !tbaa !45, !noalias !47
  %12 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #11
  %13 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %12
  store volatile float %11, ptr addrspace(3) %13, align 4, !tbaa !45, !noalias !47
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i32 %8
  %15 = load volatile i32, ptr addrspace(1) %14, align 4, !tbaa !4, !alias.scope !40, !noalias !43
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i32 %8
  %17 = load i8, ptr addrspace(1) %16, align 1, !tbaa !20, !alias.scope !43, !noalias !40
  %18 = sext i8 %17 to i32
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i32 %8
  store volatile i32 %19, ptr addrspace(1) %20, align 4, !tbaa !4, !noalias !47
  %21 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %5, i32 %8
  %22 = load <2 x double>, ptr addrspace(1) %21, align 16, !tbaa !20, !noalias !47
  %23 = load volatile float, ptr addrspace(3) %4, align 4, !tbaa !45, !noalias !47
  %24 = fpext float %23 to double
  %25 = insertelement <2 x double> poison, double %24, i64 0
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %4, i32 4
  %27 = load volatile float, ptr addrspace(3) %26, align 4, !tbaa !45, !noalias !47
  %28 = fpext float %27 to double
  %29 = insertelement <2 x double> %25, double %28, i64 1
  %30 = fmul <2 x double> %22, %29
  %31 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %6, i32 %8
  store <2 x double> %30, ptr addrspace(1) %31, align 16, !tbaa !20, !noalias !47
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(2) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef readonly align 1 captures(none) %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef readonly align 16 captures(none) %5, ptr addrspace(1) noundef writeonly align 16 captures(none) %6) local_unnamed_addr #5 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 !vec_type_hint !38 !work_group_size_hint !39 !reqd_work_group_size !39 {
  %8 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %9 = and i32 %8, 7
  %10 = getelementptr inbounds nuw float, ptr addrspace(2) %1, i32 %9
  %11 = load float, ptr addrspace(2) %10, align 4, !tbaa !45
  %12 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #11
  %13 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %12
  store volatile float %11, ptr addrspace(3) %13, align 4, !tbaa !45
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i32 %8
  %15 = load volatile i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i32 %8
  %17 = load i8, ptr addrspace(1) %16, align 1, !tbaa !20
  %18 = sext i8 %17 to i32
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i32 %8
  store volatile i32 %19, ptr addrspace(1) %20, align 4, !tbaa !4
  %21 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %5, i32 %8
  %22 = load <2 x double>, ptr addrspace(1) %21, align 16, !tbaa !20
  %23 = load volatile float, ptr addrspace(3) %4, align 4, !tbaa !45
  %24 = fpext float %23 to double
  %25 = insertelement <2 x double> poison, double %24, i64 0
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %4, i32 4
  %27 = load volatile float, ptr addrspace(3) %26, align 4, !tbaa !45
  %28 = fpext float %27 to double
  %29 = insertelement <2 x double> %25, double %28, i64 1
  %30 = fmul <2 x double> %22, %29
  %31 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %6, i32 %8
  store <2 x double> %30, ptr addrspace(1) %31, align 16, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @subgroup_k(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 !reqd_work_group_size !14 !intel_reqd_sub_group_size !52 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %3 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i32 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !45, !alias.scope !53, !noalias !56
  %6 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #11
  %7 = uitofp i32 %6 to float
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i32 %3
  store float %8, ptr addrspace(1) %9, align 4, !tbaa !45, !alias.scope !56, !noalias !53
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_subgroup_k(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 !reqd_work_group_size !14 !intel_reqd_sub_group_size !52 {
  %3 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i32 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !45
  %6 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #11
  %7 = uitofp i32 %6 to float
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i32 %3
  store float %8, ptr addrspace(1) %9, align 4, !tbaa !45
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @subgroup_k8(ptr addrspace(1) noundef readnone align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2) local_unnamed_addr #6 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 !intel_reqd_sub_group_size !62 {
  %4 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i32 %4
  %6 = load i64, ptr addrspace(1) %5, align 8, !tbaa !63
  %7 = trunc i64 %6 to i16
  %8 = getelementptr inbounds nuw i16, ptr addrspace(1) %1, i32 %4
  store i16 %7, ptr addrspace(1) %8, align 2, !tbaa !65
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_subgroup_k8(ptr addrspace(1) noundef readnone align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 !intel_reqd_sub_group_size !62 {
  %4 = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i32 %4
  %6 = load i64, ptr addrspace(1) %5, align 8, !tbaa !63
  %7 = trunc i64 %6 to i16
  %8 = getelementptr inbounds nuw i16, ptr addrspace(1) %1, i32 %4
  store i16 %7, ptr addrspace(1) %8, align 2, !tbaa !65
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #4 = { convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #5 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"vec_t*", !"vec_t*", !"float", !"uint_t"}
!11 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float", !"uint"}
!12 = !{!"restrict const", !"restrict", !"", !""}
!13 = !{<4 x float> poison, i32 0}
!14 = !{i32 64, i32 1, i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_saxpy4: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_saxpy4"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_saxpy4: argument 1"}
!20 = !{!6, !6, i64 0}
!21 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none"}
!23 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!24 = !{!"restrict const", !"restrict", !"", !"", !""}
!25 = !{<8 x i32> poison, i32 1}
!26 = !{i32 16, i32 16, i32 1}
!27 = !{!28}
!28 = distinct !{!28, !29, !"__clang_ocl_kern_imp_transpose_tile: argument 0"}
!29 = distinct !{!29, !"__clang_ocl_kern_imp_transpose_tile"}
!30 = !{!31}
!31 = distinct !{!31, !29, !"__clang_ocl_kern_imp_transpose_tile: argument 1"}
!32 = !{!28, !31}
!33 = !{i32 1, i32 2, i32 1, i32 1, i32 3, i32 1, i32 1}
!34 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!35 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double2*", !"double2*"}
!36 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*"}
!37 = !{!"volatile", !"const", !"restrict const volatile", !"restrict const", !"volatile", !"const", !""}
!38 = !{<2 x double> poison, i32 0}
!39 = !{i32 128, i32 2, i32 1}
!40 = !{!41}
!41 = distinct !{!41, !42, !"__clang_ocl_kern_imp_qualifiers: argument 0"}
!42 = distinct !{!42, !"__clang_ocl_kern_imp_qualifiers"}
!43 = !{!44}
!44 = distinct !{!44, !42, !"__clang_ocl_kern_imp_qualifiers: argument 1"}
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !6, i64 0}
!47 = !{!41, !44}
!48 = !{i32 1, i32 1}
!49 = !{!"none", !"none"}
!50 = !{!"float*", !"float*"}
!51 = !{!"restrict const", !"restrict"}
!52 = !{i32 16}
!53 = !{!54}
!54 = distinct !{!54, !55, !"__clang_ocl_kern_imp_subgroup_k: argument 0"}
!55 = distinct !{!55, !"__clang_ocl_kern_imp_subgroup_k"}
!56 = !{!57}
!57 = distinct !{!57, !55, !"__clang_ocl_kern_imp_subgroup_k: argument 1"}
!58 = !{i32 1, i32 1, i32 1}
!59 = !{!"none", !"none", !"none"}
!60 = !{!"half*", !"ushort*", !"long*"}
!61 = !{!"", !"", !""}
!62 = !{i32 8}
!63 = !{!64, !64, i64 0}
!64 = !{!"long", !6, i64 0}
!65 = !{!66, !66, i64 0}
!66 = !{!"short", !6, i64 0}
