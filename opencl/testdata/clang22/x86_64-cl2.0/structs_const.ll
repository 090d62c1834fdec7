; ModuleID = 'structs_const.cl'
source_filename = "structs_const.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.ray_t = type { <4 x float>, <4 x float>, i32 }
%union.bits_t = type { float }

@kLight = dso_local local_unnamed_addr constant <4 x float> <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>, align 16
@kPrimes = dso_local local_unnamed_addr constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local spir_kernel void @shade(ptr noundef readonly byval(%struct.ray_t) align 16 captures(none) %0, ptr noundef readonly byval(%union.bits_t) align 4 captures(none) %1, ptr noalias noundef readonly align 16 captures(none) %2, ptr noalias noundef writeonly align 16 captures(none) %3, ptr noundef align 2 %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !reqd_work_group_size !15 {
  %6 = load i32, ptr %1, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load <4 x float>, ptr %7, align 16
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %10 = load i32, ptr %9, align 16
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = tail call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %8) #9
  %13 = tail call float @_Z3dotDv4_fS_(<4 x float> noundef %12, <4 x float> noundef <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>) #9
  %14 = and i32 %10, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr @kPrimes, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5, !noalias !21
  %18 = sext i32 %17 to i64
  %19 = urem i64 %11, %18
  %20 = getelementptr inbounds nuw <4 x float>, ptr %2, i64 %19
  %21 = load <4 x float>, ptr %20, align 16, !tbaa !22, !alias.scope !16, !noalias !19
  %22 = tail call float @_Z4fmaxff(float noundef %13, float noundef 0.000000e+00) #9
  %23 = insertelement <4 x float> poison, float %22, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  %25 = tail call float @_Z10vload_halfmPU9CLgenericKDh(i64 noundef %11, ptr noundef align 2 %4) #10, !noalias !21
  %26 = insertelement <4 x float> poison, float %25, i64 0
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> zeroinitializer
  %28 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> %24, <4 x float> %27)
  %29 = insertelement <4 x i32> poison, i32 %6, i64 0
  %30 = bitcast <4 x i32> %29 to <4 x float>
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> zeroinitializer
  %32 = fadd <4 x float> %31, %28
  %33 = getelementptr inbounds nuw <4 x float>, ptr %3, i64 %11
  store <4 x float> %32, ptr %33, align 16, !tbaa !22, !alias.scope !19, !noalias !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) uwtable
define dso_local void @__clang_ocl_kern_imp_shade(ptr noundef readonly byval(%struct.ray_t) align 16 captures(none) %0, i32 %1, ptr noalias noundef readonly align 16 captures(none) %2, ptr noalias noundef writeonly align 16 captures(none) %3, ptr noundef align 2 %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !vec_type_hint !14 !reqd_work_group_size !15 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load <4 x float>, ptr %7, align 16, !tbaa !22
  %9 = tail call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %8) #9
  %10 = tail call float @_Z3dotDv4_fS_(<4 x float> noundef %9, <4 x float> noundef <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>) #9
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %12 = load i32, ptr %11, align 16, !tbaa !23
  %13 = and i32 %12, 7
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr @kPrimes, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = sext i32 %16 to i64
  %18 = urem i64 %6, %17
  %19 = getelementptr inbounds nuw <4 x float>, ptr %2, i64 %18
  %20 = load <4 x float>, ptr %19, align 16, !tbaa !22
  %21 = tail call float @_Z4fmaxff(float noundef %10, float noundef 0.000000e+00) #9
  %22 = insertelement <4 x float> poison, float %21, i64 0
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer
  %24 = tail call float @_Z10vload_halfmPU9CLgenericKDh(i64 noundef %6, ptr noundef %4) #10
  %25 = insertelement <4 x float> poison, float %24, i64 0
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  %27 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %23, <4 x float> %26)
  %28 = insertelement <4 x i32> poison, i32 %1, i64 0
  %29 = bitcast <4 x i32> %28 to <4 x float>
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <4 x i32> zeroinitializer
  %31 = fadd <4 x float> %30, %27
  %32 = getelementptr inbounds nuw <4 x float>, ptr %3, i64 %6
  store <4 x float> %31, ptr %32, align 16, !tbaa !22
  ret void
}

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @reduce_sg(ptr noalias noundef readonly align 8 captures(none) %0, ptr noalias noundef writeonly align 8 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 !intel_reqd_sub_group_size !29 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %4 = getelementptr inbounds nuw double, ptr %0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !35, !alias.scope !30, !noalias !33
  %6 = tail call double @_Z20sub_group_reduce_addd(double noundef %5) #11, !noalias !37
  %7 = tail call i32 @_Z22get_sub_group_local_idv() #11, !noalias !37
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %11 = tail call i32 @_Z18get_num_sub_groupsv() #11, !noalias !37
  %12 = zext i32 %11 to i64
  %13 = mul i64 %10, %12
  %14 = tail call i32 @_Z16get_sub_group_idv() #11, !noalias !37
  %15 = zext i32 %14 to i64
  %16 = getelementptr double, ptr %1, i64 %13
  %17 = getelementptr double, ptr %16, i64 %15
  store double %6, ptr %17, align 8, !tbaa !35, !alias.scope !33, !noalias !30
  br label %18

18:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_reduce_sg(ptr noalias noundef readonly align 8 captures(none) %0, ptr noalias noundef writeonly align 8 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 !intel_reqd_sub_group_size !29 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %4 = getelementptr inbounds nuw double, ptr %0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !35
  %6 = tail call double @_Z20sub_group_reduce_addd(double noundef %5) #11
  %7 = tail call i32 @_Z22get_sub_group_local_idv() #11
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %11 = tail call i32 @_Z18get_num_sub_groupsv() #11
  %12 = zext i32 %11 to i64
  %13 = mul i64 %10, %12
  %14 = tail call i32 @_Z16get_sub_group_idv() #11
  %15 = zext i32 %14 to i64
  %16 = getelementptr double, ptr %1, i64 %13
  %17 = getelementptr double, ptr %16, i64 %15
  store double %6, ptr %17, align 8, !tbaa !35
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local float @_Z10vload_halfmPU9CLgenericKDh(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: convergent nounwind
declare dso_local double @_Z20sub_group_reduce_addd(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z16get_sub_group_idv() local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { convergent nounwind willreturn memory(none) }
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
!9 = !{i32 0, i32 0, i32 2, i32 1, i32 1}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"ray_t", !"bits_t", !"float4*", !"float4*", !"half*"}
!12 = !{!"ray_t", !"bits_t", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"half*"}
!13 = !{!"", !"", !"restrict const", !"restrict", !"const"}
!14 = !{<4 x float> poison, i32 0}
!15 = !{i32 32, i32 1, i32 1}
!16 = !{!17}
!17 = distinct !{!17, !18, !"__clang_ocl_kern_imp_shade: argument 0"}
!18 = distinct !{!18, !"__clang_ocl_kern_imp_shade"}
!19 = !{!20}
!20 = distinct !{!20, !18, !"__clang_ocl_kern_imp_shade: argument 1"}
!21 = !{!17, !20}
!22 = !{!7, !7, i64 0}
!23 = !{!24, !6, i64 32}
!24 = !{!"", !7, i64 0, !7, i64 16, !6, i64 32}
!25 = !{i32 1, i32 1}
!26 = !{!"none", !"none"}
!27 = !{!"double*", !"double*"}
!28 = !{!"restrict const", !"restrict"}
!29 = !{i32 32}
!30 = !{!31}
!31 = distinct !{!31, !32, !"__clang_ocl_kern_imp_reduce_sg: argument 0"}
!32 = distinct !{!32, !"__clang_ocl_kern_imp_reduce_sg"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"__clang_ocl_kern_imp_reduce_sg: argument 1"}
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !7, i64 0}
!37 = !{!31, !34}
