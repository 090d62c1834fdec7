; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.particle = type { <4 x float>, <4 x float> }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define protected amdgpu_kernel void @empty() local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !10 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !10 !kernel_arg_name !10 {
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define protected void @__clang_ocl_kern_imp_empty() local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !10 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !10 !kernel_arg_name !10 {
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @spelled(ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %0, i8 noundef %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, i16 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 !vec_type_hint !16 !work_group_size_hint !17 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %5 = zext i8 %1 to i64
  %6 = load i64, ptr addrspace(1) %2, align 8, !tbaa !21, !noalias !18, !amdgpu.noclobber !10
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #14
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !6, !alias.scope !18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_spelled(ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %0, i8 noundef zeroext %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, i16 noundef zeroext %3) local_unnamed_addr #3 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 !vec_type_hint !16 !work_group_size_hint !17 {
  %5 = zext i8 %1 to i64
  %6 = load i64, ptr addrspace(1) %2, align 8, !tbaa !21
  %7 = zext i16 %3 to i64
  %8 = add nuw nsw i64 %7, %5
  %9 = add i64 %8, %6
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #14
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @structs(ptr addrspace(1) noundef writeonly align 16 captures(none) %0, ptr addrspace(4) noundef readonly byref(%struct.particle) align 16 captures(none) %1, i32 noundef %2, ptr addrspace(4) noalias noundef readonly align 16 captures(none) %3) local_unnamed_addr #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !12 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !kernel_arg_name !26 !vec_type_hint !27 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #14
  %6 = getelementptr inbounds nuw %struct.particle, ptr addrspace(1) %0, i64 %5
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %1, i64 16
  %10 = load <4 x float>, ptr addrspace(4) %9, align 16, !amdgpu.noclobber !10
  %11 = load <4 x float>, ptr addrspace(4) %1, align 16, !amdgpu.noclobber !10
  store <4 x float> %11, ptr addrspace(1) %6, align 16, !tbaa !28, !noalias !29
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %6, i64 16
  store <4 x float> %10, ptr addrspace(1) %12, align 16, !tbaa !28, !noalias !29
  br label %14

13:                                               ; preds = %4
  tail call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noundef align 16 dereferenceable(32) %6, ptr addrspace(4) noundef align 16 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !32
  br label %14

14:                                               ; preds = %8, %13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_structs(ptr addrspace(1) noundef writeonly align 16 captures(none) %0, <4 x float> %1, <4 x float> %2, i32 noundef %3, ptr addrspace(4) noalias noundef readonly align 16 captures(none) %4) local_unnamed_addr #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !12 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 !kernel_arg_name !26 !vec_type_hint !27 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #14
  %7 = getelementptr inbounds nuw %struct.particle, ptr addrspace(1) %0, i64 %6
  %8 = icmp eq i32 %3, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  store <4 x float> %1, ptr addrspace(1) %7, align 16, !tbaa !28
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %7, i64 16
  store <4 x float> %2, ptr addrspace(1) %10, align 16, !tbaa !28
  br label %12

11:                                               ; preds = %5
  tail call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noundef align 16 dereferenceable(32) %7, ptr addrspace(4) noundef align 16 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !32
  br label %12

12:                                               ; preds = %11, %9
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @typedefs(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #5 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 !kernel_arg_name !38 !reqd_work_group_size !39 {
  store volatile i32 %1, ptr addrspace(3) %2, align 4, !tbaa !6
  %4 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !6
  store i32 %4, ptr addrspace(1) %0, align 4, !tbaa !6
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected void @__clang_ocl_kern_imp_typedefs(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr #6 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 !kernel_arg_name !38 !reqd_work_group_size !39 {
  store volatile i32 %1, ptr addrspace(3) %2, align 4, !tbaa !6
  %4 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !6
  store i32 %4, ptr addrspace(1) %0, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @arrays(ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) initializes((0, 4)) %2) local_unnamed_addr #7 !kernel_arg_addr_space !17 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 !kernel_arg_name !43 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %4 = tail call <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(4) %0, <2 x i32> noundef zeroinitializer) #15, !noalias !44
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, ptr addrspace(1) %2, align 4, !tbaa !47, !alias.scope !44
  tail call void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(4) %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #16, !noalias !44
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_arrays(ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) initializes((0, 4)) %2) local_unnamed_addr #8 !kernel_arg_addr_space !17 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 !kernel_arg_name !43 {
  %4 = tail call <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(4) %0, <2 x i32> noundef zeroinitializer) #15
  %5 = extractelement <4 x float> %4, i64 0
  store float %5, ptr addrspace(1) %2, align 4, !tbaa !47
  tail call void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(4) %1, <4 x i32> noundef zeroinitializer, <4 x float> noundef zeroinitializer) #16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #10

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef20ocl_image1d_array_roDv2_i(ptr addrspace(4), <2 x i32> noundef) local_unnamed_addr #11

; Function Attrs: convergent nounwind
declare hidden void @_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f(ptr addrspace(4), <4 x i32> noundef, <4 x float> noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { alwaysinline nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #12 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { convergent nounwind willreturn memory(none) }
attributes #15 = { convergent nounwind willreturn memory(read) }
attributes #16 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 3, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{}
!11 = !{i32 1, i32 0, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"uint*", !"uchar", !"ulong*", !"ushort"}
!14 = !{!"restrict", !"", !"const", !""}
!15 = !{!"a", !"b", !"c", !"d"}
!16 = !{<16 x i8> poison, i32 1}
!17 = !{i32 1, i32 1, i32 1}
!18 = !{!19}
!19 = distinct !{!19, !20, !"__clang_ocl_kern_imp_spelled: argument 0"}
!20 = distinct !{!20, !"__clang_ocl_kern_imp_spelled"}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !8, i64 0}
!23 = !{i32 1, i32 0, i32 0, i32 2}
!24 = !{!"struct particle*", !"struct particle", !"enum mode", !"struct particle*"}
!25 = !{!"", !"", !"", !"restrict const"}
!26 = !{!"ps", !"init", !"m", !"proto"}
!27 = !{i64 poison, i32 0}
!28 = !{!8, !8, i64 0}
!29 = !{!30}
!30 = distinct !{!30, !31, !"__clang_ocl_kern_imp_structs: argument 0"}
!31 = distinct !{!31, !"__clang_ocl_kern_imp_structs"}
!32 = !{i64 0, i64 16, !28, i64 16, i64 16, !28}
!33 = !{i32 1, i32 0, i32 3}
!34 = !{!"none", !"none", !"none"}
!35 = !{!"counter_t*", !"counter_t", !"count_t*"}
!36 = !{!"uint*", !"uint", !"uint*"}
!37 = !{!"", !"", !"volatile"}
!38 = !{!"out", !"n", !"tmp"}
!39 = !{i32 4, i32 4, i32 4}
!40 = !{!"read_only", !"write_only", !"none"}
!41 = !{!"image1d_array_t", !"image2d_array_t", !"float*"}
!42 = !{!"", !"", !"restrict"}
!43 = !{!"a", !"b", !"out"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"__clang_ocl_kern_imp_arrays: argument 0"}
!46 = distinct !{!46, !"__clang_ocl_kern_imp_arrays"}
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !8, i64 0}
