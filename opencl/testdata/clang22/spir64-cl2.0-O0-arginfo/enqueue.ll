; ModuleID = 'enqueue.cl'
source_filename = "enqueue.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call spir_func void @__clang_ocl_kern_imp_parent(ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_parent(ptr addrspace(1) noalias noundef align 4 %0, i32 noundef %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca target("spirv.Queue"), align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca %struct.ndrange_t, align 8
  %9 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %10 = alloca %struct.ndrange_t, align 8
  %11 = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %12 = alloca [1 x i64], align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %13 = call spir_func target("spirv.Queue") @_Z17get_default_queuev() #6
  store target("spirv.Queue") %13, ptr %5, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %6, i64 noundef %15) #6
  %16 = load ptr addrspace(1), ptr %3, align 8
  store ptr addrspace(1) %16, ptr %7, align 8
  %17 = load target("spirv.Queue"), ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 80, i1 false)
  %18 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 0
  store i32 24, ptr %18, align 8
  %19 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 1
  store i32 8, ptr %19, align 4
  %20 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 2
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke to ptr addrspace(4)), ptr %20, align 8
  %21 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %9, i32 0, i32 3
  %22 = load ptr addrspace(1), ptr %7, align 8
  store ptr addrspace(1) %22, ptr %21, align 8
  %23 = addrspacecast ptr %9 to ptr addrspace(4)
  %24 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %17, i32 1, ptr %8, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %23)
  %25 = load target("spirv.Queue"), ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %6, i64 80, i1 false)
  %26 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 0
  store i32 24, ptr %26, align 8
  %27 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 1
  store i32 8, ptr %27, align 4
  %28 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 2
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2 to ptr addrspace(4)), ptr %28, align 8
  %29 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %11, i32 0, i32 3
  %30 = load ptr addrspace(1), ptr %7, align 8
  store ptr addrspace(1) %30, ptr %29, align 8
  %31 = addrspacecast ptr %11 to ptr addrspace(4)
  %32 = getelementptr [1 x i64], ptr %12, i32 0, i32 0
  store i64 256, ptr %32, align 8
  %33 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %25, i32 0, ptr %10, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %31, i32 1, ptr %32)
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func target("spirv.Queue") @_Z17get_default_queuev() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func void @__parent_block_invoke(ptr addrspace(4) noundef %0) #3 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  %4 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3
  %5 = load ptr addrspace(1), ptr addrspace(4) %4, align 8
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr addrspace(1) %7, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #4

; Function Attrs: convergent nounwind
define spir_kernel void @__parent_block_invoke_kernel(ptr addrspace(4) %0) #1 {
  call spir_func void @__parent_block_invoke(ptr addrspace(4) %0)
  ret void
}

declare dso_local spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))

; Function Attrs: convergent noinline nounwind optnone
define internal spir_func void @__parent_block_invoke_2(ptr addrspace(4) noundef %0, ptr addrspace(3) noundef %1) #3 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  store ptr addrspace(4) %0, ptr %5, align 8
  %6 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %0, i32 0, i32 3
  %7 = load ptr addrspace(1), ptr addrspace(4) %6, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %7, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = load ptr addrspace(3), ptr %4, align 8
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) %11, i64 %12
  store i32 %10, ptr addrspace(3) %13, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #4

; Function Attrs: convergent nounwind
define spir_kernel void @__parent_block_invoke_2_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1) #1 {
  call spir_func void @__parent_block_invoke_2(ptr addrspace(4) %0, ptr addrspace(3) %1)
  ret void
}

declare dso_local spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr)

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 1, i32 0}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int"}
!7 = !{!"restrict", !""}
!8 = !{!"data", !"n"}
