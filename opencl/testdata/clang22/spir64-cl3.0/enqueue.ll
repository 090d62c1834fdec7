; ModuleID = 'enqueue.cl'
source_filename = "enqueue.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca %struct.ndrange_t, align 8
  %5 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %8 = alloca [1 x i64], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %9 = tail call spir_func target("spirv.Queue") @_Z17get_default_queuev() #8, !noalias !12
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9, !noalias !12
  %10 = sext i32 %1 to i64
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #8, !noalias !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %4, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !15, !noalias !12
  store i32 24, ptr %5, align 8, !noalias !12
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 8, ptr %11, align 4, !noalias !12
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke to ptr addrspace(4)), ptr %12, align 8, !noalias !12
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr addrspace(1) %0, ptr %13, align 8, !tbaa !17, !noalias !12
  %14 = addrspacecast ptr %5 to ptr addrspace(4)
  %15 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %9, i32 1, ptr nonnull %4, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %14) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %6, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !15, !noalias !12
  store i32 24, ptr %7, align 8, !noalias !12
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 8, ptr %16, align 4, !noalias !12
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2 to ptr addrspace(4)), ptr %17, align 8, !noalias !12
  %18 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store ptr addrspace(1) %0, ptr %18, align 8, !tbaa !17, !noalias !12
  %19 = addrspacecast ptr %7 to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9, !noalias !12
  store i64 256, ptr %8, align 8, !noalias !12
  %20 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %9, i32 0, ptr nonnull %6, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %19, i32 1, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9, !noalias !12
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9, !noalias !12
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca %struct.ndrange_t, align 8
  %5 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %8 = alloca [1 x i64], align 8
  %9 = tail call spir_func target("spirv.Queue") @_Z17get_default_queuev() #8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  %10 = sext i32 %1 to i64
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %4, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !15
  store i32 24, ptr %5, align 8
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 8, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke to ptr addrspace(4)), ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr addrspace(1) %0, ptr %13, align 8, !tbaa !17
  %14 = addrspacecast ptr %5 to ptr addrspace(4)
  %15 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %9, i32 1, ptr nonnull %4, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %14) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %6, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !15
  store i32 24, ptr %7, align 8
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 8, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2 to ptr addrspace(4)), ptr %17, align 8
  %18 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store ptr addrspace(1) %0, ptr %18, align 8, !tbaa !17
  %19 = addrspacecast ptr %7 to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  store i64 256, ptr %8, align 8
  %20 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %9, i32 0, ptr nonnull %6, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %19, i32 1, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func target("spirv.Queue") @_Z17get_default_queuev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal spir_func void @__parent_block_invoke(ptr addrspace(4) noundef readonly captures(none) %0) #5 {
  %2 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %3 = load ptr addrspace(1), ptr addrspace(4) %2, align 8, !tbaa !17
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = shl nsw i32 %6, 1
  store i32 %7, ptr addrspace(1) %5, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define spir_kernel void @__parent_block_invoke_kernel(ptr addrspace(4) readonly captures(none) %0) #5 {
  %2 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %3 = load ptr addrspace(1), ptr addrspace(4) %2, align 8, !tbaa !17
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = shl nsw i32 %6, 1
  store i32 %7, ptr addrspace(1) %5, align 4, !tbaa !4
  ret void
}

declare dso_local spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4)) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal spir_func void @__parent_block_invoke_2(ptr addrspace(4) noundef readonly captures(none) %0, ptr addrspace(3) noundef writeonly captures(none) %1) #7 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %4 = load ptr addrspace(1), ptr addrspace(4) %3, align 8, !tbaa !17
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !4
  %8 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10
  %9 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %8
  store i32 %7, ptr addrspace(3) %9, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define spir_kernel void @__parent_block_invoke_2_kernel(ptr addrspace(4) readonly captures(none) %0, ptr addrspace(3) writeonly captures(none) %1) #7 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %4 = load ptr addrspace(1), ptr addrspace(4) %3, align 8, !tbaa !17
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %4, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !4
  %8 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10
  %9 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %8
  store i32 %7, ptr addrspace(3) %9, align 4, !tbaa !4
  ret void
}

declare dso_local spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 0}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int"}
!11 = !{!"restrict", !""}
!12 = !{!13}
!13 = distinct !{!13, !14, !"__clang_ocl_kern_imp_parent: argument 0"}
!14 = distinct !{!14, !"__clang_ocl_kern_imp_parent"}
!15 = !{i64 0, i64 4, !4, i64 8, i64 24, !16, i64 32, i64 24, !16, i64 56, i64 24, !16}
!16 = !{!6, !6, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 int", !19, i64 0}
!19 = !{!"any pointer", !6, i64 0}
