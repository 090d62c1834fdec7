; ModuleID = 'structs_const.cl'
source_filename = "structs_const.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.ray_t = type { <4 x float>, <4 x float>, i32, [12 x i8] }
%union.bits_t = type { float }

@kLight = dso_local local_unnamed_addr addrspace(2) constant <4 x float> <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>, align 16
@kPrimes = dso_local local_unnamed_addr addrspace(2) constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @shade(ptr noundef readonly byval(%struct.ray_t) align 16 captures(none) %0, ptr noundef readonly byval(%union.bits_t) align 4 captures(none) %1, ptr addrspace(2) noalias noundef readonly align 16 captures(none) %2, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %3, ptr addrspace(1) noundef align 2 %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !reqd_work_group_size !14 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %6 = load float, ptr %1, align 4
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load <4 x float>, ptr %7, align 16
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %10 = load i32, ptr %9, align 16
  %11 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %8) #9
  %13 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %12, <4 x float> noundef <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>) #9
  %14 = and i32 %10, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(2) @kPrimes, i64 %15
  %17 = load i32, ptr addrspace(2) %16, align 4, !tbaa !4, !noalias !20
  %18 = sext i32 %17 to i64
  %19 = urem i64 %11, %18
  %20 = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) %2, i64 %19
  %21 = load <4 x float>, ptr addrspace(2) %20, align 16, !tbaa !21, !alias.scope !15, !noalias !18
  %22 = tail call spir_func float @_Z4fmaxff(float noundef %13, float noundef 0.000000e+00) #9
  %23 = insertelement <4 x float> poison, float %22, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  %25 = addrspacecast ptr addrspace(1) %4 to ptr addrspace(4)
  %26 = tail call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %11, ptr addrspace(4) noundef %25) #10, !noalias !20
  %27 = insertelement <4 x float> poison, float %26, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> %24, <4 x float> %28)
  %30 = insertelement <4 x float> poison, float %6, i64 0
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer
  %32 = fadd <4 x float> %31, %29
  %33 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %3, i64 %11
  store <4 x float> %32, ptr addrspace(1) %33, align 16, !tbaa !21, !alias.scope !18, !noalias !15
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_shade(ptr noundef readonly byval(%struct.ray_t) align 16 captures(none) %0, ptr noundef readonly byval(%union.bits_t) align 4 captures(none) %1, ptr addrspace(2) noalias noundef readonly align 16 captures(none) %2, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %3, ptr addrspace(1) noundef align 2 %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !vec_type_hint !13 !reqd_work_group_size !14 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load <4 x float>, ptr %7, align 16, !tbaa !21
  %9 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %8) #9
  %10 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %9, <4 x float> noundef <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>) #9
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %12 = load i32, ptr %11, align 16, !tbaa !22
  %13 = and i32 %12, 7
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(2) @kPrimes, i64 %14
  %16 = load i32, ptr addrspace(2) %15, align 4, !tbaa !4
  %17 = sext i32 %16 to i64
  %18 = urem i64 %6, %17
  %19 = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) %2, i64 %18
  %20 = load <4 x float>, ptr addrspace(2) %19, align 16, !tbaa !21
  %21 = tail call spir_func float @_Z4fmaxff(float noundef %10, float noundef 0.000000e+00) #9
  %22 = insertelement <4 x float> poison, float %21, i64 0
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer
  %24 = addrspacecast ptr addrspace(1) %4 to ptr addrspace(4)
  %25 = tail call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %6, ptr addrspace(4) noundef %24) #10
  %26 = insertelement <4 x float> poison, float %25, i64 0
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> zeroinitializer
  %28 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %23, <4 x float> %27)
  %29 = load float, ptr %1, align 4, !tbaa !21
  %30 = insertelement <4 x float> poison, float %29, i64 0
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer
  %32 = fadd <4 x float> %28, %31
  %33 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %3, i64 %6
  store <4 x float> %32, ptr addrspace(1) %33, align 16, !tbaa !21
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reduce_sg(ptr addrspace(1) noalias noundef readonly align 8 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !intel_reqd_sub_group_size !28 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9
  %4 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %3
  %5 = load double, ptr addrspace(1) %4, align 8, !tbaa !34, !alias.scope !29, !noalias !32
  %6 = tail call spir_func double @_Z20sub_group_reduce_addd(double noundef %5) #11, !noalias !36
  %7 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #11, !noalias !36
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #9
  %11 = tail call spir_func i32 @_Z18get_num_sub_groupsv() #11, !noalias !36
  %12 = zext i32 %11 to i64
  %13 = mul i64 %10, %12
  %14 = tail call spir_func i32 @_Z16get_sub_group_idv() #11, !noalias !36
  %15 = zext i32 %14 to i64
  %16 = getelementptr double, ptr addrspace(1) %1, i64 %13
  %17 = getelementptr double, ptr addrspace(1) %16, i64 %15
  store double %6, ptr addrspace(1) %17, align 8, !tbaa !34, !alias.scope !32, !noalias !29
  br label %18

18:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reduce_sg(ptr addrspace(1) noalias noundef readonly align 8 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !intel_reqd_sub_group_size !28 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9
  %4 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %3
  %5 = load double, ptr addrspace(1) %4, align 8, !tbaa !34
  %6 = tail call spir_func double @_Z20sub_group_reduce_addd(double noundef %5) #11
  %7 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #11
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #9
  %11 = tail call spir_func i32 @_Z18get_num_sub_groupsv() #11
  %12 = zext i32 %11 to i64
  %13 = mul i64 %10, %12
  %14 = tail call spir_func i32 @_Z16get_sub_group_idv() #11
  %15 = zext i32 %14 to i64
  %16 = getelementptr double, ptr addrspace(1) %1, i64 %13
  %17 = getelementptr double, ptr addrspace(1) %16, i64 %15
  store double %6, ptr addrspace(1) %17, align 8, !tbaa !34
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_addd(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind willreturn memory(read) }
attributes #11 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 0, i32 0, i32 2, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"ray_t", !"bits_t", !"float4*", !"float4*", !"half*"}
!11 = !{!"ray_t", !"bits_t", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"half*"}
!12 = !{!"", !"", !"restrict const", !"restrict", !"const"}
!13 = !{<4 x float> poison, i32 0}
!14 = !{i32 32, i32 1, i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_shade: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_shade"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"__clang_ocl_kern_imp_shade: argument 1"}
!20 = !{!16, !19}
!21 = !{!6, !6, i64 0}
!22 = !{!23, !5, i64 32}
!23 = !{!"", !6, i64 0, !6, i64 16, !5, i64 32}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"double*", !"double*"}
!27 = !{!"restrict const", !"restrict"}
!28 = !{i32 32}
!29 = !{!30}
!30 = distinct !{!30, !31, !"__clang_ocl_kern_imp_reduce_sg: argument 0"}
!31 = distinct !{!31, !"__clang_ocl_kern_imp_reduce_sg"}
!32 = !{!33}
!33 = distinct !{!33, !31, !"__clang_ocl_kern_imp_reduce_sg: argument 1"}
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !6, i64 0}
!36 = !{!30, !33}
