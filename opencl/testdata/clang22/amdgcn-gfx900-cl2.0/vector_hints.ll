; ModuleID = 'vector_hints.cl'
source_filename = "vector_hints.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @saxpy4(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef align 16 captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 !work_group_size_hint !16 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %6 = zext i32 %3 to i64
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %5
  %10 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %5
  %11 = insertelement <4 x float> poison, float %2, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = load <4 x float>, ptr addrspace(1) %10, align 16, !tbaa !22, !alias.scope !17, !noalias !20, !amdgpu.noclobber !23
  %14 = load <4 x float>, ptr addrspace(1) %9, align 16, !tbaa !22, !alias.scope !20, !noalias !17, !amdgpu.noclobber !23
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %12, <4 x float> %13, <4 x float> %14)
  store <4 x float> %15, ptr addrspace(1) %9, align 16, !tbaa !22, !alias.scope !20, !noalias !17
  br label %16

16:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_saxpy4(ptr addrspace(1) noalias noundef readonly align 16 captures(none) %0, ptr addrspace(1) noalias noundef align 16 captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 !work_group_size_hint !16 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %6 = zext i32 %3 to i64
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %5
  %10 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %5
  %11 = insertelement <4 x float> poison, float %2, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = load <4 x float>, ptr addrspace(1) %10, align 16, !tbaa !22
  %14 = load <4 x float>, ptr addrspace(1) %9, align 16, !tbaa !22
  %15 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %12, <4 x float> %13, <4 x float> %14)
  store <4 x float> %15, ptr addrspace(1) %9, align 16, !tbaa !22
  br label %16

16:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @transpose_tile(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !vec_type_hint !28 !reqd_work_group_size !29 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #13
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #13
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #13
  %12 = icmp sgt i32 %3, %7
  %13 = icmp sgt i32 %4, %9
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %25

15:                                               ; preds = %5
  %16 = mul nsw i32 %3, %9
  %17 = add nsw i32 %16, %7
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !6, !alias.scope !30, !noalias !33, !amdgpu.noclobber !23
  %21 = mul i64 %11, 17
  %22 = add i64 %21, %10
  %23 = trunc i64 %22 to i32
  %24 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %23
  store i32 %20, ptr addrspace(3) %24, align 4, !tbaa !6, !noalias !35
  br label %25

25:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #14, !noalias !35
  %26 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #13
  %27 = shl i64 %26, 4
  %28 = add i64 %27, %10
  %29 = trunc i64 %28 to i32
  %30 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #13
  %31 = shl i64 %30, 4
  %32 = add i64 %31, %11
  %33 = trunc i64 %32 to i32
  %34 = icmp sgt i32 %4, %29
  %35 = icmp sgt i32 %3, %33
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %47

37:                                               ; preds = %25
  %38 = mul i64 %10, 17
  %39 = add i64 %38, %11
  %40 = trunc i64 %39 to i32
  %41 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %40
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !6, !noalias !35
  %43 = mul nsw i32 %4, %33
  %44 = add nsw i32 %43, %29
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  store i32 %42, ptr addrspace(1) %46, align 4, !tbaa !6, !alias.scope !33, !noalias !30
  br label %47

47:                                               ; preds = %25, %37
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_transpose_tile(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !vec_type_hint !28 !reqd_work_group_size !29 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #13
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #13
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #13
  %12 = icmp sgt i32 %3, %7
  %13 = icmp sgt i32 %4, %9
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %25

15:                                               ; preds = %5
  %16 = mul nsw i32 %3, %9
  %17 = add nsw i32 %16, %7
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !6
  %21 = mul i64 %11, 17
  %22 = add i64 %21, %10
  %23 = trunc i64 %22 to i32
  %24 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %23
  store i32 %20, ptr addrspace(3) %24, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #14
  %26 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #13
  %27 = shl i64 %26, 4
  %28 = add i64 %27, %10
  %29 = trunc i64 %28 to i32
  %30 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #13
  %31 = shl i64 %30, 4
  %32 = add i64 %31, %11
  %33 = trunc i64 %32 to i32
  %34 = icmp sgt i32 %4, %29
  %35 = icmp sgt i32 %3, %33
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %47

37:                                               ; preds = %25
  %38 = mul i64 %10, 17
  %39 = add i64 %38, %11
  %40 = trunc i64 %39 to i32
  %41 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %40
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !6
  %43 = mul nsw i32 %4, %33
  %44 = add nsw i32 %43, %29
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  store i32 %42, ptr addrspace(1) %46, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %37, %25
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(4) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef readonly align 1 captures(none) %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef readonly align 16 captures(none) %5, ptr addrspace(1) noundef writeonly align 16 captures(none) %6) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 !vec_type_hint !41 !work_group_size_hint !42 !reqd_work_group_size !42 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %9 = and i64 %8, 7
  %10 = getelementptr inbounds nuw float, ptr addrspace(4) %1, i64 %9
  %11 = load float, ptr addrspace(4) %10, align 4, !tbaa !48, !noalias !50, !amdgpu.noclobber !23
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #13
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %13
  store volatile float %11, ptr addrspace(3) %14, align 4, !tbaa !48, !noalias !50
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %8
  %16 = load volatile i32, ptr addrspace(1) %15, align 4, !tbaa !6, !alias.scope !43, !noalias !46
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %8
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !22, !alias.scope !46, !noalias !43, !amdgpu.noclobber !23
  %19 = sext i8 %18 to i32
  %20 = add nsw i32 %16, %19
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  store volatile i32 %20, ptr addrspace(1) %21, align 4, !tbaa !6, !noalias !50
  %22 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %5, i64 %8
  %23 = load <2 x double>, ptr addrspace(1) %22, align 16, !tbaa !22, !noalias !50
  %24 = load volatile float, ptr addrspace(3) %4, align 4, !tbaa !48, !noalias !50
  %25 = fpext float %24 to double
  %26 = insertelement <2 x double> poison, double %25, i64 0
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %4, i32 4
  %28 = load volatile float, ptr addrspace(3) %27, align 4, !tbaa !48, !noalias !50
  %29 = fpext float %28 to double
  %30 = insertelement <2 x double> %26, double %29, i64 1
  %31 = fmul <2 x double> %23, %30
  %32 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %6, i64 %8
  store <2 x double> %31, ptr addrspace(1) %32, align 16, !tbaa !22, !noalias !50
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected void @__clang_ocl_kern_imp_qualifiers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(4) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noalias noundef align 4 %2, ptr addrspace(1) noalias noundef readonly align 1 captures(none) %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef readonly align 16 captures(none) %5, ptr addrspace(1) noundef writeonly align 16 captures(none) %6) local_unnamed_addr #5 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 !vec_type_hint !41 !work_group_size_hint !42 !reqd_work_group_size !42 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %9 = and i64 %8, 7
  %10 = getelementptr inbounds nuw float, ptr addrspace(4) %1, i64 %9
  %11 = load float, ptr addrspace(4) %10, align 4, !tbaa !48
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #13
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = getelementptr inbounds nuw float, ptr addrspace(3) %4, i32 %13
  store volatile float %11, ptr addrspace(3) %14, align 4, !tbaa !48
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %8
  %16 = load volatile i32, ptr addrspace(1) %15, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %3, i64 %8
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !22
  %19 = sext i8 %18 to i32
  %20 = add nsw i32 %16, %19
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  store volatile i32 %20, ptr addrspace(1) %21, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %5, i64 %8
  %23 = load <2 x double>, ptr addrspace(1) %22, align 16, !tbaa !22
  %24 = load volatile float, ptr addrspace(3) %4, align 4, !tbaa !48
  %25 = fpext float %24 to double
  %26 = insertelement <2 x double> poison, double %25, i64 0
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %4, i32 4
  %28 = load volatile float, ptr addrspace(3) %27, align 4, !tbaa !48
  %29 = fpext float %28 to double
  %30 = insertelement <2 x double> %26, double %29, i64 1
  %31 = fmul <2 x double> %23, %30
  %32 = getelementptr inbounds nuw <2 x double>, ptr addrspace(1) %6, i64 %8
  store <2 x double> %31, ptr addrspace(1) %32, align 16, !tbaa !22
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @subgroup_k(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1) local_unnamed_addr #6 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 !reqd_work_group_size !16 !intel_reqd_sub_group_size !55 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !48, !alias.scope !56, !noalias !59, !amdgpu.noclobber !23
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #13
  %7 = uitofp i64 %6 to float
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %3
  store float %8, ptr addrspace(1) %9, align 4, !tbaa !48, !alias.scope !59, !noalias !56
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_subgroup_k(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1) local_unnamed_addr #7 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 !reqd_work_group_size !16 !intel_reqd_sub_group_size !55 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !48
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #13
  %7 = uitofp i64 %6 to float
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7)
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %3
  store float %8, ptr addrspace(1) %9, align 4, !tbaa !48
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @subgroup_k8(ptr addrspace(1) noundef readnone align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2) local_unnamed_addr #8 !kernel_arg_addr_space !61 !kernel_arg_access_qual !62 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 !intel_reqd_sub_group_size !65 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %5 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %4
  %6 = load i64, ptr addrspace(1) %5, align 8, !tbaa !66, !amdgpu.noclobber !23
  %7 = trunc i64 %6 to i16
  %8 = getelementptr inbounds nuw i16, ptr addrspace(1) %1, i64 %4
  store i16 %7, ptr addrspace(1) %8, align 2, !tbaa !68
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_subgroup_k8(ptr addrspace(1) noundef readnone align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !61 !kernel_arg_access_qual !62 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 !intel_reqd_sub_group_size !65 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #13
  %5 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %4
  %6 = load i64, ptr addrspace(1) %5, align 8, !tbaa !66
  %7 = trunc i64 %6 to i16
  %8 = getelementptr inbounds nuw i16, ptr addrspace(1) %1, i64 %4
  store i16 %7, ptr addrspace(1) %8, align 2, !tbaa !68
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #10

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #11

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="256,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="256,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="256,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="256,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="64,64" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="64,64" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #13 = { convergent nounwind willreturn memory(none) }
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
!10 = !{i32 1, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"vec_t*", !"vec_t*", !"float", !"uint_t"}
!13 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float", !"uint"}
!14 = !{!"restrict const", !"restrict", !"", !""}
!15 = !{<4 x float> poison, i32 0}
!16 = !{i32 64, i32 1, i32 1}
!17 = !{!18}
!18 = distinct !{!18, !19, !"__clang_ocl_kern_imp_saxpy4: argument 0"}
!19 = distinct !{!19, !"__clang_ocl_kern_imp_saxpy4"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"__clang_ocl_kern_imp_saxpy4: argument 1"}
!22 = !{!8, !8, i64 0}
!23 = !{}
!24 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!25 = !{!"none", !"none", !"none", !"none", !"none"}
!26 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!27 = !{!"restrict const", !"restrict", !"", !"", !""}
!28 = !{<8 x i32> poison, i32 1}
!29 = !{i32 16, i32 16, i32 1}
!30 = !{!31}
!31 = distinct !{!31, !32, !"__clang_ocl_kern_imp_transpose_tile: argument 0"}
!32 = distinct !{!32, !"__clang_ocl_kern_imp_transpose_tile"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"__clang_ocl_kern_imp_transpose_tile: argument 1"}
!35 = !{!31, !34}
!36 = !{i32 1, i32 2, i32 1, i32 1, i32 3, i32 1, i32 1}
!37 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!38 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double2*", !"double2*"}
!39 = !{!"int*", !"float*", !"uint*", !"char*", !"float*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*"}
!40 = !{!"volatile", !"const", !"restrict const volatile", !"restrict const", !"volatile", !"const", !""}
!41 = !{<2 x double> poison, i32 0}
!42 = !{i32 128, i32 2, i32 1}
!43 = !{!44}
!44 = distinct !{!44, !45, !"__clang_ocl_kern_imp_qualifiers: argument 0"}
!45 = distinct !{!45, !"__clang_ocl_kern_imp_qualifiers"}
!46 = !{!47}
!47 = distinct !{!47, !45, !"__clang_ocl_kern_imp_qualifiers: argument 1"}
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !8, i64 0}
!50 = !{!44, !47}
!51 = !{i32 1, i32 1}
!52 = !{!"none", !"none"}
!53 = !{!"float*", !"float*"}
!54 = !{!"restrict const", !"restrict"}
!55 = !{i32 16}
!56 = !{!57}
!57 = distinct !{!57, !58, !"__clang_ocl_kern_imp_subgroup_k: argument 0"}
!58 = distinct !{!58, !"__clang_ocl_kern_imp_subgroup_k"}
!59 = !{!60}
!60 = distinct !{!60, !58, !"__clang_ocl_kern_imp_subgroup_k: argument 1"}
!61 = !{i32 1, i32 1, i32 1}
!62 = !{!"none", !"none", !"none"}
!63 = !{!"half*", !"ushort*", !"long*"}
!64 = !{!"", !"", !""}
!65 = !{i32 8}
!66 = !{!67, !67, i64 0}
!67 = !{!"long", !8, i64 0}
!68 = !{!69, !69, i64 0}
!69 = !{!"short", !8, i64 0}
