; ModuleID = 'enqueue.cl'
source_filename = "enqueue.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%block.runtime.handle.t = type { ptr addrspace(1), i32, i32 }
%block.runtime.handle.t.0 = type { ptr addrspace(1), i32, i32 }
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@__parent_block_invoke_kernel.runtime.handle = internal addrspace(1) externally_initialized constant %block.runtime.handle.t zeroinitializer, section ".amdgpu.kernel.runtime.handle"
@__parent_block_invoke_2_kernel.runtime.handle = internal addrspace(1) externally_initialized constant %block.runtime.handle.t.0 zeroinitializer, section ".amdgpu.kernel.runtime.handle"
@llvm.used = appending addrspace(1) global [4 x ptr] [ptr @__parent_block_invoke_2_kernel, ptr addrspacecast (ptr addrspace(1) @__parent_block_invoke_2_kernel.runtime.handle to ptr), ptr @__parent_block_invoke_kernel, ptr addrspacecast (ptr addrspace(1) @__parent_block_invoke_kernel.runtime.handle to ptr)], section "llvm.metadata"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %5 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %6 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %7 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %8 = alloca [1 x i64], align 8, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %4)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = tail call ptr addrspace(1) @_Z17get_default_queuev() #9, !noalias !14
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #10, !noalias !14
  %12 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %12) #9, !noalias !14
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %4, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !17, !noalias !14
  store i32 24, ptr addrspace(5) %5, align 8, !noalias !14
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 4
  store i32 8, ptr addrspace(5) %13, align 4, !noalias !14
  %14 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 8
  store ptr @__parent_block_invoke, ptr addrspace(5) %14, align 8, !noalias !14
  %15 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %15, align 8, !tbaa !19, !noalias !14
  %16 = call i32 @__enqueue_kernel_basic(ptr addrspace(1) %11, i32 1, ptr addrspace(5) %4, ptr addrspacecast (ptr addrspace(1) @__parent_block_invoke_kernel.runtime.handle to ptr), ptr nonnull %9) #10
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %6, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !17, !noalias !14
  store i32 24, ptr addrspace(5) %7, align 8, !noalias !14
  %17 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 4
  store i32 8, ptr addrspace(5) %17, align 4, !noalias !14
  %18 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 8
  store ptr @__parent_block_invoke_2, ptr addrspace(5) %18, align 8, !noalias !14
  %19 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %19, align 8, !tbaa !19, !noalias !14
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #10, !noalias !14
  store i64 256, ptr addrspace(5) %8, align 8, !noalias !14
  %20 = call i32 @__enqueue_kernel_varargs(ptr addrspace(1) %11, i32 0, ptr addrspace(5) %6, ptr addrspacecast (ptr addrspace(1) @__parent_block_invoke_2_kernel.runtime.handle to ptr), ptr nonnull %10, i32 1, ptr addrspace(5) %8) #10
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #10, !noalias !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #10, !noalias !14
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %4)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7)
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %5 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %6 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %7 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %8 = alloca [1 x i64], align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = tail call ptr addrspace(1) @_Z17get_default_queuev() #9
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %3) #10
  %12 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %12) #9
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %4, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !17
  store i32 24, ptr addrspace(5) %5, align 8
  %13 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 4
  store i32 8, ptr addrspace(5) %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 8
  store ptr @__parent_block_invoke, ptr addrspace(5) %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr addrspace(5) %5, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %15, align 8, !tbaa !19
  %16 = call i32 @__enqueue_kernel_basic(ptr addrspace(1) %11, i32 1, ptr addrspace(5) %4, ptr addrspacecast (ptr addrspace(1) @__parent_block_invoke_kernel.runtime.handle to ptr), ptr nonnull %9) #10
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %6, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !17
  store i32 24, ptr addrspace(5) %7, align 8
  %17 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 4
  store i32 8, ptr addrspace(5) %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 8
  store ptr @__parent_block_invoke_2, ptr addrspace(5) %18, align 8
  %19 = getelementptr inbounds nuw i8, ptr addrspace(5) %7, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %19, align 8, !tbaa !19
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %8) #10
  store i64 256, ptr addrspace(5) %8, align 8
  %20 = call i32 @__enqueue_kernel_varargs(ptr addrspace(1) %11, i32 0, ptr addrspace(5) %6, ptr addrspacecast (ptr addrspace(1) @__parent_block_invoke_2_kernel.runtime.handle to ptr), ptr nonnull %10, i32 1, ptr addrspace(5) %8) #10
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %8) #10
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %3) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: convergent nounwind
declare hidden ptr addrspace(1) @_Z17get_default_queuev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @__parent_block_invoke(ptr noundef readonly captures(none) %0) #4 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %3 = load ptr addrspace(1), ptr %2, align 8, !tbaa !19
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !6
  %7 = shl nsw i32 %6, 1
  store i32 %7, ptr addrspace(1) %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal amdgpu_kernel void @__parent_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1) }> %0) #4 !associated !22 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %2 = extractvalue <{ i32, i32, ptr, ptr addrspace(1) }> %0, 3
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !6
  %6 = shl nsw i32 %5, 1
  store i32 %6, ptr addrspace(1) %4, align 4, !tbaa !6
  ret void
}

declare i32 @__enqueue_kernel_basic(ptr addrspace(1), i32, ptr addrspace(5), ptr, ptr) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @__parent_block_invoke_2(ptr noundef readonly captures(none) %0, ptr addrspace(3) noundef writeonly captures(none) %1) #7 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %4 = load ptr addrspace(1), ptr %3, align 8, !tbaa !19
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !6
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i32 %9
  store i32 %7, ptr addrspace(3) %10, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal amdgpu_kernel void @__parent_block_invoke_2_kernel(<{ i32, i32, ptr, ptr addrspace(1) }> %0, ptr addrspace(3) writeonly captures(none) %1) #7 !associated !27 !kernel_arg_addr_space !28 !kernel_arg_access_qual !11 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %3 = extractvalue <{ i32, i32, ptr, ptr addrspace(1) }> %0, 3
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !6
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %8 = trunc nuw nsw i64 %7 to i32
  %9 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i32 %8
  store i32 %6, ptr addrspace(3) %9, align 4, !tbaa !6
  ret void
}

declare i32 @__enqueue_kernel_varargs(ptr addrspace(1), i32, ptr addrspace(5), ptr, ptr, i32, ptr addrspace(5)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #8

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { convergent nounwind }
attributes #10 = { nounwind }
attributes #11 = { convergent nounwind willreturn memory(none) }

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
!10 = !{i32 1, i32 0}
!11 = !{!"none", !"none"}
!12 = !{!"int*", !"int"}
!13 = !{!"restrict", !""}
!14 = !{!15}
!15 = distinct !{!15, !16, !"__clang_ocl_kern_imp_parent: argument 0"}
!16 = distinct !{!16, !"__clang_ocl_kern_imp_parent"}
!17 = !{i64 0, i64 4, !6, i64 8, i64 24, !18, i64 32, i64 24, !18, i64 56, i64 24, !18}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"p1 int", !21, i64 0}
!21 = !{!"any pointer", !8, i64 0}
!22 = !{ptr addrspace(1) @__parent_block_invoke_kernel.runtime.handle}
!23 = !{i32 0}
!24 = !{!"none"}
!25 = !{!"__block_literal"}
!26 = !{!""}
!27 = !{ptr addrspace(1) @__parent_block_invoke_2_kernel.runtime.handle}
!28 = !{i32 0, i32 3}
!29 = !{!"__block_literal", !"void*"}
!30 = !{!"", !""}
