; ModuleID = 'structs_const.cl'
source_filename = "structs_const.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ray_t = type { <4 x float>, <4 x float>, i32, [12 x i8] }
%union.bits_t = type { float }

@kLight = hidden local_unnamed_addr addrspace(4) constant <4 x float> <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>, align 16
@kPrimes = hidden local_unnamed_addr addrspace(4) constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @shade(ptr addrspace(4) noundef readonly byref(%struct.ray_t) align 16 captures(none) %0, ptr addrspace(4) noundef readonly byref(%union.bits_t) align 4 captures(none) %1, ptr addrspace(4) noalias noundef readonly align 16 captures(none) %2, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %3, ptr addrspace(1) noundef align 2 %4) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 !reqd_work_group_size !16 {
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %7 = load <4 x float>, ptr addrspace(4) %6, align 16, !amdgpu.noclobber !17
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 32
  %9 = load i32, ptr addrspace(4) %8, align 16, !amdgpu.noclobber !17
  %10 = load <1 x float>, ptr addrspace(4) %1, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %12 = tail call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %7) #10
  %13 = tail call float @_Z3dotDv4_fS_(<4 x float> noundef %12, <4 x float> noundef <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>) #10
  %14 = and i32 %9, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(4) @kPrimes, i64 %15
  %17 = load i32, ptr addrspace(4) %16, align 4, !tbaa !6, !noalias !23
  %18 = sext i32 %17 to i64
  %19 = urem i64 %11, %18
  %20 = getelementptr inbounds nuw <4 x float>, ptr addrspace(4) %2, i64 %19
  %21 = load <4 x float>, ptr addrspace(4) %20, align 16, !tbaa !24, !alias.scope !18, !noalias !21, !amdgpu.noclobber !17
  %22 = tail call float @llvm.maxnum.f32(float noundef %13, float noundef 0.000000e+00) #10
  %23 = insertelement <4 x float> poison, float %22, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  %25 = addrspacecast ptr addrspace(1) %4 to ptr
  %26 = tail call float @_Z10vload_halfmPKDh(i64 noundef %11, ptr noundef %25) #11, !noalias !23
  %27 = insertelement <4 x float> poison, float %26, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> %24, <4 x float> %28)
  %30 = shufflevector <1 x float> %10, <1 x float> poison, <4 x i32> zeroinitializer
  %31 = fadd <4 x float> %30, %29
  %32 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %3, i64 %11
  store <4 x float> %31, ptr addrspace(1) %32, align 16, !tbaa !24, !alias.scope !21, !noalias !18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected void @__clang_ocl_kern_imp_shade(<4 x float> %0, <4 x float> %1, i32 %2, [12 x i8] %3, i32 %4, ptr addrspace(4) noalias noundef readonly align 16 captures(none) %5, ptr addrspace(1) noalias noundef writeonly align 16 captures(none) %6, ptr addrspace(1) noundef align 2 %7) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !vec_type_hint !15 !reqd_work_group_size !16 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %10 = tail call <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %1) #10
  %11 = tail call float @_Z3dotDv4_fS_(<4 x float> noundef %10, <4 x float> noundef <float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0x3FE276C8C0000000, float 0.000000e+00>) #10
  %12 = and i32 %2, 7
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(4) @kPrimes, i64 %13
  %15 = load i32, ptr addrspace(4) %14, align 4, !tbaa !6
  %16 = sext i32 %15 to i64
  %17 = urem i64 %9, %16
  %18 = getelementptr inbounds nuw <4 x float>, ptr addrspace(4) %5, i64 %17
  %19 = load <4 x float>, ptr addrspace(4) %18, align 16, !tbaa !24
  %20 = tail call float @llvm.maxnum.f32(float noundef %11, float noundef 0.000000e+00) #10
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = addrspacecast ptr addrspace(1) %7 to ptr
  %24 = tail call float @_Z10vload_halfmPKDh(i64 noundef %9, ptr noundef %23) #11
  %25 = insertelement <4 x float> poison, float %24, i64 0
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  %27 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %19, <4 x float> %22, <4 x float> %26)
  %28 = insertelement <4 x i32> poison, i32 %4, i64 0
  %29 = bitcast <4 x i32> %28 to <4 x float>
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <4 x i32> zeroinitializer
  %31 = fadd <4 x float> %30, %27
  %32 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %6, i64 %9
  store <4 x float> %31, ptr addrspace(1) %32, align 16, !tbaa !24
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_sg(ptr addrspace(1) noalias noundef readonly align 8 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 !intel_reqd_sub_group_size !29 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %3
  %5 = load double, ptr addrspace(1) %4, align 8, !tbaa !35, !alias.scope !30, !noalias !33, !amdgpu.noclobber !17
  %6 = tail call double @_Z20sub_group_reduce_addd(double noundef %5) #12, !noalias !37
  %7 = tail call i32 @_Z22get_sub_group_local_idv() #12, !noalias !37
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10
  %11 = tail call i32 @_Z18get_num_sub_groupsv() #12, !noalias !37
  %12 = zext i32 %11 to i64
  %13 = mul i64 %10, %12
  %14 = tail call i32 @_Z16get_sub_group_idv() #12, !noalias !37
  %15 = zext i32 %14 to i64
  %16 = getelementptr double, ptr addrspace(1) %1, i64 %13
  %17 = getelementptr double, ptr addrspace(1) %16, i64 %15
  store double %6, ptr addrspace(1) %17, align 8, !tbaa !35, !alias.scope !33, !noalias !30
  br label %18

18:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_reduce_sg(ptr addrspace(1) noalias noundef readonly align 8 captures(none) %0, ptr addrspace(1) noalias noundef writeonly align 8 captures(none) %1) local_unnamed_addr #3 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 !intel_reqd_sub_group_size !29 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %3
  %5 = load double, ptr addrspace(1) %4, align 8, !tbaa !35
  %6 = tail call double @_Z20sub_group_reduce_addd(double noundef %5) #12
  %7 = tail call i32 @_Z22get_sub_group_local_idv() #12
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10
  %11 = tail call i32 @_Z18get_num_sub_groupsv() #12
  %12 = zext i32 %11 to i64
  %13 = mul i64 %10, %12
  %14 = tail call i32 @_Z16get_sub_group_idv() #12
  %15 = zext i32 %14 to i64
  %16 = getelementptr double, ptr addrspace(1) %1, i64 %13
  %17 = getelementptr double, ptr addrspace(1) %16, i64 %15
  store double %6, ptr addrspace(1) %17, align 8, !tbaa !35
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden float @_Z10vload_halfmPKDh(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: convergent nounwind
declare hidden double @_Z20sub_group_reduce_addd(double noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="32,32" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "amdgpu-flat-work-group-size"="32,32" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { convergent nounwind willreturn memory(read) }
attributes #12 = { convergent nounwind }

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
!10 = !{i32 0, i32 0, i32 2, i32 1, i32 1}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"ray_t", !"bits_t", !"float4*", !"float4*", !"half*"}
!13 = !{!"ray_t", !"bits_t", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"half*"}
!14 = !{!"", !"", !"restrict const", !"restrict", !"const"}
!15 = !{<4 x float> poison, i32 0}
!16 = !{i32 32, i32 1, i32 1}
!17 = !{}
!18 = !{!19}
!19 = distinct !{!19, !20, !"__clang_ocl_kern_imp_shade: argument 0"}
!20 = distinct !{!20, !"__clang_ocl_kern_imp_shade"}
!21 = !{!22}
!22 = distinct !{!22, !20, !"__clang_ocl_kern_imp_shade: argument 1"}
!23 = !{!19, !22}
!24 = !{!8, !8, i64 0}
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
!36 = !{!"double", !8, i64 0}
!37 = !{!31, !34}
