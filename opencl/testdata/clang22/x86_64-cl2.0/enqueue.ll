; ModuleID = 'enqueue.cl'
source_filename = "enqueue.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: convergent norecurse nounwind uwtable
define dso_local spir_kernel void @parent(ptr noalias noundef align 4 %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca %struct.ndrange_t, align 8
  %5 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %8 = alloca [1 x i64], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %9 = tail call ptr @_Z17get_default_queuev() #10, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #11, !noalias !13
  %10 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #10, !noalias !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %4, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !16, !noalias !13
  store i32 24, ptr %5, align 8, !noalias !13
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 8, ptr %11, align 4, !noalias !13
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store ptr @__parent_block_invoke, ptr %12, align 8, !noalias !13
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr %0, ptr %13, align 8, !tbaa !18, !noalias !13
  %14 = call i32 @__enqueue_kernel_basic(ptr %9, i32 1, ptr nonnull %4, ptr nonnull @__parent_block_invoke_kernel, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %6, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !16, !noalias !13
  store i32 24, ptr %7, align 8, !noalias !13
  %15 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 8, ptr %15, align 4, !noalias !13
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store ptr @__parent_block_invoke_2, ptr %16, align 8, !noalias !13
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store ptr %0, ptr %17, align 8, !tbaa !18, !noalias !13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11, !noalias !13
  store i64 256, ptr %8, align 8, !noalias !13
  %18 = call i32 @__enqueue_kernel_varargs(ptr %9, i32 0, ptr nonnull %6, ptr nonnull @__parent_block_invoke_2_kernel, ptr nonnull %7, i32 1, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #11, !noalias !13
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind uwtable
define dso_local void @__clang_ocl_kern_imp_parent(ptr noalias noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca %struct.ndrange_t, align 8
  %5 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %8 = alloca [1 x i64], align 8
  %9 = tail call ptr @_Z17get_default_queuev() #10
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #11
  %10 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %4, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !16
  store i32 24, ptr %5, align 8
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 8, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store ptr @__parent_block_invoke, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store ptr %0, ptr %13, align 8, !tbaa !18
  %14 = call i32 @__enqueue_kernel_basic(ptr %9, i32 1, ptr nonnull %4, ptr nonnull @__parent_block_invoke_kernel, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %6, ptr noundef nonnull align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !16
  store i32 24, ptr %7, align 8
  %15 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 8, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store ptr @__parent_block_invoke_2, ptr %16, align 8
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store ptr %0, ptr %17, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11
  store i64 256, ptr %8, align 8
  %18 = call i32 @__enqueue_kernel_varargs(ptr %9, i32 0, ptr nonnull %6, ptr nonnull @__parent_block_invoke_2_kernel, ptr nonnull %7, i32 1, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: convergent nounwind
declare dso_local ptr @_Z17get_default_queuev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal void @__parent_block_invoke(ptr noundef readonly captures(none) %0) #5 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #12
  %5 = getelementptr inbounds nuw i32, ptr %3, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = shl nsw i32 %6, 1
  store i32 %7, ptr %5, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define spir_kernel void @__parent_block_invoke_kernel(ptr readonly captures(none) %0) #7 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #12
  %5 = getelementptr inbounds nuw i32, ptr %3, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = shl nsw i32 %6, 1
  store i32 %7, ptr %5, align 4, !tbaa !5
  ret void
}

declare dso_local i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal void @__parent_block_invoke_2(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) #8 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !18
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #12
  %6 = getelementptr inbounds nuw i32, ptr %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #12
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %7, ptr %9, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define spir_kernel void @__parent_block_invoke_2_kernel(ptr readonly captures(none) %0, ptr writeonly captures(none) %1) #9 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !18
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #12
  %6 = getelementptr inbounds nuw i32, ptr %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #12
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 %7, ptr %9, align 4, !tbaa !5
  ret void
}

declare dso_local i32 @__enqueue_kernel_varargs(ptr, i32, ptr, ptr, ptr, i32, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

attributes #0 = { convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { convergent mustprogress nofree nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { convergent nounwind }
attributes #11 = { nounwind }
attributes #12 = { convergent nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 0}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int"}
!12 = !{!"restrict", !""}
!13 = !{!14}
!14 = distinct !{!14, !15, !"__clang_ocl_kern_imp_parent: argument 0"}
!15 = distinct !{!15, !"__clang_ocl_kern_imp_parent"}
!16 = !{i64 0, i64 4, !5, i64 8, i64 24, !17, i64 32, i64 24, !17, i64 56, i64 24, !17}
!17 = !{!7, !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 int", !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
