; ModuleID = 'enqueue.cl'
source_filename = "enqueue.cl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local spir_kernel void @parent(ptr noalias noundef align 4 %0, i32 noundef %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void @__clang_ocl_kern_imp_parent(ptr noundef align 4 %5, i32 noundef %6) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone uwtable
define dso_local void @__clang_ocl_kern_imp_parent(ptr noalias noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.ndrange_t, align 8
  %9 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %10 = alloca %struct.ndrange_t, align 8
  %11 = alloca <{ i32, i32, ptr, ptr }>, align 8
  %12 = alloca [1 x i64], align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %13 = call ptr @_Z17get_default_queuev() #6
  store ptr %13, ptr %5, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  call void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %6, i64 noundef %15) #6
  %16 = load ptr, ptr %3, align 8
  store ptr %16, ptr %7, align 8
  %17 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 80, i1 false)
  %18 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %9, i32 0, i32 0
  store i32 24, ptr %18, align 8
  %19 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %9, i32 0, i32 1
  store i32 8, ptr %19, align 4
  %20 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %9, i32 0, i32 2
  store ptr @__parent_block_invoke, ptr %20, align 8
  %21 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %9, i32 0, i32 3
  %22 = load ptr, ptr %7, align 8
  store ptr %22, ptr %21, align 8
  %23 = call i32 @__enqueue_kernel_basic(ptr %17, i32 1, ptr %8, ptr @__parent_block_invoke_kernel, ptr %9)
  %24 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 80, i1 false)
  %25 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %11, i32 0, i32 0
  store i32 24, ptr %25, align 8
  %26 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %11, i32 0, i32 1
  store i32 8, ptr %26, align 4
  %27 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %11, i32 0, i32 2
  store ptr @__parent_block_invoke_2, ptr %27, align 8
  %28 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %11, i32 0, i32 3
  %29 = load ptr, ptr %7, align 8
  store ptr %29, ptr %28, align 8
  %30 = getelementptr [1 x i64], ptr %12, i32 0, i32 0
  store i64 256, ptr %30, align 8
  %31 = call i32 @__enqueue_kernel_varargs(ptr %24, i32 0, ptr %10, ptr @__parent_block_invoke_2_kernel, ptr %11, i32 1, ptr %30)
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local ptr @_Z17get_default_queuev() #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent noinline nounwind optnone uwtable
define internal void @__parent_block_invoke(ptr noundef %0) #4 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %0, i32 0, i32 3
  %5 = load ptr, ptr %4, align 8
  %6 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = getelementptr inbounds nuw i32, ptr %5, i64 %6
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #5

; Function Attrs: convergent nounwind
define spir_kernel void @__parent_block_invoke_kernel(ptr %0) #2 {
  call void @__parent_block_invoke(ptr %0)
  ret void
}

declare dso_local i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr, ptr)

; Function Attrs: convergent noinline nounwind optnone uwtable
define internal void @__parent_block_invoke_2(ptr noundef %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr %0, ptr %5, align 8
  %6 = getelementptr inbounds nuw <{ i32, i32, ptr, ptr }>, ptr %0, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = getelementptr inbounds nuw i32, ptr %7, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %13 = getelementptr inbounds nuw i32, ptr %11, i64 %12
  store i32 %10, ptr %13, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #5

; Function Attrs: convergent nounwind
define spir_kernel void @__parent_block_invoke_2_kernel(ptr %0, ptr %1) #2 {
  call void @__parent_block_invoke_2(ptr %0, ptr %1)
  ret void
}

declare dso_local i32 @__enqueue_kernel_varargs(ptr, i32, ptr, ptr, ptr, i32, ptr)

attributes #0 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{i32 1, i32 0}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int"}
!8 = !{!"restrict", !""}
!9 = !{!"data", !"n"}
