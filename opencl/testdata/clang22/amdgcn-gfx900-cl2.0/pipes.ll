; ModuleID = 'pipes.cl'
source_filename = "pipes.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.record_t = type { i32, float }

@produced = hidden addrspace(1) global i32 0, align 4
@scale_table = hidden local_unnamed_addr addrspace(1) global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @producer(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) %1) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  %3 = alloca %struct.record_t, align 4, addrspace(5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #12, !noalias !15
  %5 = getelementptr inbounds nuw %struct.record_t, ptr addrspace(1) %0, i64 %4
  %6 = load i64, ptr addrspace(1) %5, align 4, !alias.scope !15, !amdgpu.noclobber !18
  store i64 %6, ptr addrspace(5) %3, align 4, !noalias !15
  %7 = and i64 %4, 3
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) @scale_table, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !19, !noalias !15
  %10 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 4
  %11 = lshr i64 %6, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fmul float %9, %13
  store float %14, ptr addrspace(5) %10, align 4, !tbaa !21, !noalias !15
  %15 = addrspacecast ptr addrspace(5) %3 to ptr
  %16 = call i32 @__write_pipe_2(ptr addrspace(1) %1, ptr %15, i32 8, i32 4) #12, !noalias !15
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = call i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef addrspacecast (ptr addrspace(1) @produced to ptr), i32 noundef 1, i32 noundef 0, i32 noundef 2) #13, !noalias !15
  br label %20

20:                                               ; preds = %2, %18
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #12, !noalias !15
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_producer(ptr addrspace(1) noalias noundef readonly align 4 captures(none) %0, ptr addrspace(1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  %3 = alloca %struct.record_t, align 4, addrspace(5)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #12
  %5 = getelementptr inbounds nuw %struct.record_t, ptr addrspace(1) %0, i64 %4
  %6 = load i64, ptr addrspace(1) %5, align 4
  store i64 %6, ptr addrspace(5) %3, align 4
  %7 = and i64 %4, 3
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) @scale_table, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !19
  %10 = getelementptr inbounds nuw i8, ptr addrspace(5) %3, i32 4
  %11 = lshr i64 %6, 32
  %12 = trunc nuw i64 %11 to i32
  %13 = bitcast i32 %12 to float
  %14 = fmul float %9, %13
  store float %14, ptr addrspace(5) %10, align 4, !tbaa !21
  %15 = addrspacecast ptr addrspace(5) %3 to ptr
  %16 = call i32 @__write_pipe_2(ptr addrspace(1) %1, ptr %15, i32 8, i32 4) #12
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = call i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef addrspacecast (ptr addrspace(1) @produced to ptr), i32 noundef 1, i32 noundef 0, i32 noundef 2) #13
  br label %20

20:                                               ; preds = %18, %2
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #12
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @consumer(ptr addrspace(1) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !work_group_size_hint !14 {
  %4 = alloca %struct.record_t, align 4, addrspace(5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #12, !noalias !28
  %5 = tail call ptr addrspace(1) @__reserve_read_pipe(ptr addrspace(1) %0, i32 1, i32 8, i32 4) #12, !noalias !28
  %6 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1) %5) #13, !noalias !28
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = call i32 @__read_pipe_4(ptr addrspace(1) %0, ptr addrspace(1) %5, i32 0, ptr %8, i32 8, i32 4) #12, !noalias !28
  call void @__commit_read_pipe(ptr addrspace(1) %0, ptr addrspace(1) %5, i32 8, i32 4) #12, !noalias !28
  %10 = addrspacecast ptr addrspace(1) %2 to ptr
  %11 = call i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef %10, i32 noundef 1) #13, !noalias !28
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.record_t, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr addrspace(5) %4, align 4, !noalias !28
  store i64 %14, ptr addrspace(1) %13, align 4, !alias.scope !28
  br label %15

15:                                               ; preds = %3, %7
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #12, !noalias !28
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_consumer(ptr addrspace(1) %0, ptr addrspace(1) noalias noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 !work_group_size_hint !14 {
  %4 = alloca %struct.record_t, align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #12
  %5 = tail call ptr addrspace(1) @__reserve_read_pipe(ptr addrspace(1) %0, i32 1, i32 8, i32 4) #12
  %6 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1) %5) #13
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = call i32 @__read_pipe_4(ptr addrspace(1) %0, ptr addrspace(1) %5, i32 0, ptr %8, i32 8, i32 4) #12
  call void @__commit_read_pipe(ptr addrspace(1) %0, ptr addrspace(1) %5, i32 8, i32 4) #12
  %10 = addrspacecast ptr addrspace(1) %2 to ptr
  %11 = call i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef %10, i32 noundef 1) #13
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.record_t, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr addrspace(5) %4, align 4
  store i64 %14, ptr addrspace(1) %13, align 4
  br label %15

15:                                               ; preds = %7, %3
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #12
  ret void
}

; Function Attrs: norecurse nounwind
define protected amdgpu_kernel void @pipe_of_vectors(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca <4 x float>, align 16, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #12
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  %7 = call i32 @__read_pipe_2_4(ptr addrspace(1) %1, ptr %6) #12
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12
  %10 = load i32, ptr addrspace(5) %4, align 4, !tbaa !6
  %11 = sitofp i32 %10 to float
  %12 = insertelement <4 x float> poison, float %11, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %13, ptr addrspace(5) %5, align 16, !tbaa !35
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = call i32 @__write_pipe_2_16(ptr addrspace(1) %0, ptr %14) #12
  %16 = call i32 @__get_pipe_num_packets_ro(ptr addrspace(1) %1, i32 4, i32 4) #12
  %17 = call i32 @__get_pipe_max_packets_wo(ptr addrspace(1) %0, i32 16, i32 16) #12
  %18 = add i32 %17, %16
  store i32 %18, ptr addrspace(1) %2, align 4, !tbaa !6
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #12
  br label %19

19:                                               ; preds = %3, %9
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #12
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define protected void @__clang_ocl_kern_imp_pipe_of_vectors(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #5 !kernel_arg_addr_space !23 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca <4 x float>, align 16, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4) #12
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  %7 = call i32 @__read_pipe_2_4(ptr addrspace(1) %1, ptr %6) #12
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #12
  %10 = load i32, ptr addrspace(5) %4, align 4, !tbaa !6
  %11 = sitofp i32 %10 to float
  %12 = insertelement <4 x float> poison, float %11, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %13, ptr addrspace(5) %5, align 16, !tbaa !35
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = call i32 @__write_pipe_2_16(ptr addrspace(1) %0, ptr %14) #12
  %16 = call i32 @__get_pipe_num_packets_ro(ptr addrspace(1) %1, i32 4, i32 4) #12
  %17 = call i32 @__get_pipe_max_packets_wo(ptr addrspace(1) %0, i32 16, i32 16) #12
  %18 = add i32 %17, %16
  store i32 %18, ptr addrspace(1) %2, align 4, !tbaa !6
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #12
  br label %19

19:                                               ; preds = %9, %3
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4) #12
  ret void
}

; Function Attrs: norecurse nounwind
define protected amdgpu_kernel void @generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef writeonly align 4 captures(none) initializes((0, 4)) %1) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr
  store i32 1, ptr addrspace(1) %0, align 4, !tbaa !6
  store i32 2, ptr addrspace(3) %1, align 4, !tbaa !6
  %4 = tail call ptr addrspace(1) @__to_global(ptr %3) #12
  %5 = icmp eq ptr addrspace(1) %4, null
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = load i32, ptr addrspace(1) %4, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr addrspace(1) %4, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %2, %6
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind
define protected void @__clang_ocl_kern_imp_generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef writeonly align 4 captures(none) initializes((0, 4)) %1) local_unnamed_addr #5 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr
  store i32 1, ptr addrspace(1) %0, align 4, !tbaa !6
  store i32 2, ptr addrspace(3) %1, align 4, !tbaa !6
  %4 = tail call ptr addrspace(1) @__to_global(ptr %3) #12
  %5 = icmp eq ptr addrspace(1) %4, null
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = load i32, ptr addrspace(1) %4, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr addrspace(1) %4, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %6, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #7

declare i32 @__write_pipe_2(ptr addrspace(1), ptr, i32, i32) local_unnamed_addr #8

; Function Attrs: convergent nounwind
declare hidden i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #6

declare ptr addrspace(1) @__reserve_read_pipe(ptr addrspace(1), i32, i32, i32) local_unnamed_addr #8

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1)) local_unnamed_addr #9

declare i32 @__read_pipe_4(ptr addrspace(1), ptr addrspace(1), i32, ptr, i32, i32) local_unnamed_addr #8

declare void @__commit_read_pipe(ptr addrspace(1), ptr addrspace(1), i32, i32) local_unnamed_addr #8

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef, i32 noundef) local_unnamed_addr #9

declare i32 @__get_pipe_num_packets_ro(ptr addrspace(1), i32, i32) local_unnamed_addr #8

declare i32 @__get_pipe_max_packets_wo(ptr addrspace(1), i32, i32) local_unnamed_addr #8

declare ptr addrspace(1) @__to_global(ptr) local_unnamed_addr #8

declare i32 @__read_pipe_2_4(ptr addrspace(1), ptr) local_unnamed_addr #8

declare i32 @__write_pipe_2_16(ptr addrspace(1), ptr) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="64,64" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="64,64" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind }

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
!11 = !{!"none", !"write_only"}
!12 = !{!"record_t*", !"record_t"}
!13 = !{!"restrict const", !"pipe"}
!14 = !{i32 64, i32 1, i32 1}
!15 = !{!16}
!16 = distinct !{!16, !17, !"__clang_ocl_kern_imp_producer: argument 0"}
!17 = distinct !{!17, !"__clang_ocl_kern_imp_producer"}
!18 = !{}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{!22, !20, i64 4}
!22 = !{!"", !7, i64 0, !20, i64 4}
!23 = !{i32 1, i32 1, i32 1}
!24 = !{!"read_only", !"none", !"none"}
!25 = !{!"record_t", !"record_t*", !"atomic_int*"}
!26 = !{!"record_t", !"record_t*", !"_Atomic(int)*"}
!27 = !{!"pipe", !"restrict", !""}
!28 = !{!29}
!29 = distinct !{!29, !30, !"__clang_ocl_kern_imp_consumer: argument 0"}
!30 = distinct !{!30, !"__clang_ocl_kern_imp_consumer"}
!31 = !{!"write_only", !"read_only", !"none"}
!32 = !{!"float4", !"int", !"int*"}
!33 = !{!"float __attribute__((ext_vector_type(4)))", !"int", !"int*"}
!34 = !{!"pipe", !"pipe", !""}
!35 = !{!8, !8, i64 0}
!36 = !{i32 1, i32 3}
!37 = !{!"none", !"none"}
!38 = !{!"int*", !"int*"}
!39 = !{!"", !""}
