; ModuleID = 'pipes.cl'
source_filename = "pipes.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.record_t = type { i32, float }

@produced = dso_local addrspace(1) global i32 0, align 4, !dbg !0
@scale_table = dso_local addrspace(1) global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4, !dbg !30

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @producer(ptr addrspace(1) noalias noundef align 4 %0, target("spirv.Pipe", 1) %1) #0 !dbg !41 !kernel_arg_addr_space !53 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 !kernel_arg_name !57 !reqd_work_group_size !58 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca target("spirv.Pipe", 1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  store target("spirv.Pipe", 1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !63
  %6 = load target("spirv.Pipe", 1), ptr %4, align 8, !dbg !63
  call spir_func void @__clang_ocl_kern_imp_producer(ptr addrspace(1) noundef align 4 %5, target("spirv.Pipe", 1) %6) #5, !dbg !63
  ret void, !dbg !64
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_producer(ptr addrspace(1) noalias noundef align 4 %0, target("spirv.Pipe", 1) %1) #0 !dbg !65 !kernel_arg_addr_space !53 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 !kernel_arg_name !57 !reqd_work_group_size !58 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca target("spirv.Pipe", 1), align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.record_t, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  store target("spirv.Pipe", 1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_declare(ptr %5, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !74
  store i64 %7, ptr %5, align 8, !dbg !73
    #dbg_declare(ptr %6, !75, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %8 = load ptr addrspace(1), ptr %3, align 8, !dbg !77
  %9 = load i64, ptr %5, align 8, !dbg !78
  %10 = getelementptr inbounds nuw %struct.record_t, ptr addrspace(1) %8, i64 %9, !dbg !77
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %6, ptr addrspace(1) align 4 %10, i64 8, i1 false), !dbg !77
  %11 = load i64, ptr %5, align 8, !dbg !79
  %12 = and i64 %11, 3, !dbg !80
  %13 = getelementptr inbounds nuw [4 x float], ptr addrspace(1) @scale_table, i64 0, i64 %12, !dbg !81
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !81
  %15 = getelementptr inbounds nuw %struct.record_t, ptr %6, i32 0, i32 1, !dbg !82
  %16 = load float, ptr %15, align 4, !dbg !83
  %17 = fmul float %16, %14, !dbg !83
  store float %17, ptr %15, align 4, !dbg !83
  %18 = load target("spirv.Pipe", 1), ptr %4, align 8, !dbg !84
  %19 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !86
  %20 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %18, ptr addrspace(4) %19, i32 8, i32 4), !dbg !86
  %21 = icmp eq i32 %20, 0, !dbg !87
  br i1 %21, label %22, label %24, !dbg !87

22:                                               ; preds = %2
  %23 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @produced to ptr addrspace(4)), i32 noundef 1, i32 noundef 0, i32 noundef 2) #7, !dbg !88
  br label %24, !dbg !88

24:                                               ; preds = %22, %2
  ret void, !dbg !89
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @consumer(target("spirv.Pipe", 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !90 !kernel_arg_addr_space !96 !kernel_arg_access_qual !97 !kernel_arg_type !98 !kernel_arg_base_type !99 !kernel_arg_type_qual !100 !kernel_arg_name !101 !work_group_size_hint !58 {
  %4 = alloca target("spirv.Pipe", 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store target("spirv.Pipe", 0) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !102, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !103)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  %7 = load target("spirv.Pipe", 0), ptr %4, align 8, !dbg !108
  %8 = load ptr addrspace(1), ptr %5, align 8, !dbg !108
  %9 = load ptr addrspace(1), ptr %6, align 8, !dbg !108
  call spir_func void @__clang_ocl_kern_imp_consumer(target("spirv.Pipe", 0) %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(1) noundef align 4 %9) #5, !dbg !108
  ret void, !dbg !109
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_consumer(target("spirv.Pipe", 0) %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !110 !kernel_arg_addr_space !96 !kernel_arg_access_qual !97 !kernel_arg_type !98 !kernel_arg_base_type !99 !kernel_arg_type_qual !100 !kernel_arg_name !101 !work_group_size_hint !58 {
  %4 = alloca target("spirv.Pipe", 0), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca %struct.record_t, align 4
  %8 = alloca target("spirv.ReserveId"), align 8
  %9 = alloca i32, align 4
  store target("spirv.Pipe", 0) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !112)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
    #dbg_declare(ptr %7, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
    #dbg_declare(ptr %8, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
  %10 = load target("spirv.Pipe", 0), ptr %4, align 8, !dbg !124
  %11 = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %10, i32 1, i32 8, i32 4), !dbg !125
  store target("spirv.ReserveId") %11, ptr %8, align 8, !dbg !123
  %12 = load target("spirv.ReserveId"), ptr %8, align 8, !dbg !126
  %13 = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %12) #7, !dbg !128
  br i1 %13, label %14, label %28, !dbg !128

14:                                               ; preds = %3
  %15 = load target("spirv.Pipe", 0), ptr %4, align 8, !dbg !129
  %16 = load target("spirv.ReserveId"), ptr %8, align 8, !dbg !131
  %17 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !132
  %18 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %15, target("spirv.ReserveId") %16, i32 0, ptr addrspace(4) %17, i32 8, i32 4), !dbg !132
  %19 = load target("spirv.Pipe", 0), ptr %4, align 8, !dbg !133
  %20 = load target("spirv.ReserveId"), ptr %8, align 8, !dbg !134
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %19, target("spirv.ReserveId") %20, i32 8, i32 4), !dbg !135
    #dbg_declare(ptr %9, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !137)
  %21 = load ptr addrspace(1), ptr %6, align 8, !dbg !138
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4), !dbg !138
  %23 = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef %22, i32 noundef 1) #7, !dbg !139
  store i32 %23, ptr %9, align 4, !dbg !137
  %24 = load ptr addrspace(1), ptr %5, align 8, !dbg !140
  %25 = load i32, ptr %9, align 4, !dbg !141
  %26 = sext i32 %25 to i64, !dbg !140
  %27 = getelementptr inbounds %struct.record_t, ptr addrspace(1) %24, i64 %26, !dbg !140
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %27, ptr align 4 %7, i64 8, i1 false), !dbg !142
  br label %28, !dbg !143

28:                                               ; preds = %14, %3
  ret void, !dbg !144
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pipe_of_vectors(target("spirv.Pipe", 1) %0, target("spirv.Pipe", 0) %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !145 !kernel_arg_addr_space !96 !kernel_arg_access_qual !149 !kernel_arg_type !150 !kernel_arg_base_type !151 !kernel_arg_type_qual !152 !kernel_arg_name !153 {
  %4 = alloca target("spirv.Pipe", 1), align 8
  %5 = alloca target("spirv.Pipe", 0), align 8
  %6 = alloca ptr addrspace(1), align 8
  store target("spirv.Pipe", 1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !155)
  store target("spirv.Pipe", 0) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !156, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !157)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !158, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !159)
  %7 = load target("spirv.Pipe", 1), ptr %4, align 8, !dbg !160
  %8 = load target("spirv.Pipe", 0), ptr %5, align 8, !dbg !160
  %9 = load ptr addrspace(1), ptr %6, align 8, !dbg !160
  call spir_func void @__clang_ocl_kern_imp_pipe_of_vectors(target("spirv.Pipe", 1) %7, target("spirv.Pipe", 0) %8, ptr addrspace(1) noundef align 4 %9) #5, !dbg !160
  ret void, !dbg !161
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_pipe_of_vectors(target("spirv.Pipe", 1) %0, target("spirv.Pipe", 0) %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !162 !kernel_arg_addr_space !96 !kernel_arg_access_qual !149 !kernel_arg_type !150 !kernel_arg_base_type !151 !kernel_arg_type_qual !152 !kernel_arg_name !153 {
  %4 = alloca target("spirv.Pipe", 1), align 8
  %5 = alloca target("spirv.Pipe", 0), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  store target("spirv.Pipe", 1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !163, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !164)
  store target("spirv.Pipe", 0) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !165, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !166)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !167, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !168)
    #dbg_declare(ptr %7, !169, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !170)
  %9 = load target("spirv.Pipe", 0), ptr %5, align 8, !dbg !171
  %10 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !173
  %11 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %9, ptr addrspace(4) %10, i32 4, i32 4), !dbg !173
  %12 = icmp eq i32 %11, 0, !dbg !174
  br i1 %12, label %13, label %27, !dbg !174

13:                                               ; preds = %3
    #dbg_declare(ptr %8, !175, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !177)
  %14 = load i32, ptr %7, align 4, !dbg !178
  %15 = sitofp i32 %14 to float, !dbg !179
  %16 = insertelement <4 x float> poison, float %15, i64 0, !dbg !180
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !180
  store <4 x float> %17, ptr %8, align 16, !dbg !177
  %18 = load target("spirv.Pipe", 1), ptr %4, align 8, !dbg !181
  %19 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !182
  %20 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %18, ptr addrspace(4) %19, i32 16, i32 16), !dbg !182
  %21 = load target("spirv.Pipe", 0), ptr %5, align 8, !dbg !183
  %22 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %21, i32 4, i32 4), !dbg !184
  %23 = load target("spirv.Pipe", 1), ptr %4, align 8, !dbg !185
  %24 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %23, i32 16, i32 16), !dbg !186
  %25 = add i32 %22, %24, !dbg !187
  %26 = load ptr addrspace(1), ptr %6, align 8, !dbg !188
  store i32 %25, ptr addrspace(1) %26, align 4, !dbg !189
  br label %27, !dbg !190

27:                                               ; preds = %13, %3
  ret void, !dbg !191
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #0 !dbg !192 !kernel_arg_addr_space !196 !kernel_arg_access_qual !197 !kernel_arg_type !198 !kernel_arg_base_type !198 !kernel_arg_type_qual !199 !kernel_arg_name !200 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !201, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !202)
  store ptr addrspace(3) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !203, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !204)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !205
  %6 = load ptr addrspace(3), ptr %4, align 8, !dbg !205
  call spir_func void @__clang_ocl_kern_imp_generic_as(ptr addrspace(1) noundef align 4 %5, ptr addrspace(3) noundef align 4 %6) #5, !dbg !205
  ret void, !dbg !206
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_generic_as(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #0 !dbg !207 !kernel_arg_addr_space !196 !kernel_arg_access_qual !197 !kernel_arg_type !198 !kernel_arg_base_type !198 !kernel_arg_type_qual !199 !kernel_arg_name !200 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !208, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !209)
  store ptr addrspace(3) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !210, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !211)
  %6 = load ptr addrspace(1), ptr %3, align 8, !dbg !212
  %7 = addrspacecast ptr addrspace(1) %6 to ptr addrspace(4), !dbg !212
  call spir_func void @generic_store(ptr addrspace(4) noundef %7, i32 noundef 1) #7, !dbg !213
  %8 = load ptr addrspace(3), ptr %4, align 8, !dbg !214
  %9 = addrspacecast ptr addrspace(3) %8 to ptr addrspace(4), !dbg !214
  call spir_func void @generic_store(ptr addrspace(4) noundef %9, i32 noundef 2) #7, !dbg !215
    #dbg_declare(ptr %5, !216, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !217)
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !218
  %11 = addrspacecast ptr addrspace(1) %10 to ptr addrspace(4), !dbg !219
  %12 = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %11), !dbg !219
  store ptr addrspace(1) %12, ptr %5, align 8, !dbg !217
  %13 = load ptr addrspace(1), ptr %5, align 8, !dbg !220
  %14 = icmp ne ptr addrspace(1) %13, addrspacecast (ptr addrspace(4) null to ptr addrspace(1)), !dbg !220
  br i1 %14, label %15, label %19, !dbg !220

15:                                               ; preds = %2
  %16 = load ptr addrspace(1), ptr %5, align 8, !dbg !222
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !223
  %18 = add nsw i32 %17, 1, !dbg !223
  store i32 %18, ptr addrspace(1) %16, align 4, !dbg !223
  br label %19, !dbg !224

19:                                               ; preds = %15, %2
  ret void, !dbg !225
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #2

declare dso_local spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #3

declare dso_local spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)

; Function Attrs: convergent nounwind
declare dso_local spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId")) #3

declare dso_local spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)

declare dso_local spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

declare dso_local spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)

declare dso_local spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)

declare dso_local spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @generic_store(ptr addrspace(4) noundef %0, i32 noundef %1) #4 !dbg !226 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !229, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !230)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !231, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !232)
  %5 = load i32, ptr %4, align 4, !dbg !233
  %6 = load ptr addrspace(4), ptr %3, align 8, !dbg !234
  store i32 %5, ptr addrspace(4) %6, align 4, !dbg !235
  ret void, !dbg !236
}

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38}
!opencl.ocl.version = !{!39}
!opencl.spir.version = !{!39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "produced", scope: !2, file: !3, line: 5, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !29, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "pipes.cl", directory: "/work/shared/corpus/oracle/opencl/src", checksumkind: CSK_MD5, checksum: "7b99eddac586228f9de8cdc7e35675eb")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 331, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "be11a690c37450a0034f006875ffc62b")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!11 = !DIEnumerator(name: "memory_order_release", value: 3)
!12 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!13 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_scope", file: !6, line: 297, baseType: !7, size: 32, elements: !15)
!15 = !{!16, !17, !18, !19, !20}
!16 = !DIEnumerator(name: "memory_scope_work_item", value: 0)
!17 = !DIEnumerator(name: "memory_scope_work_group", value: 1)
!18 = !DIEnumerator(name: "memory_scope_device", value: 2)
!19 = !DIEnumerator(name: "memory_scope_all_svm_devices", value: 3)
!20 = !DIEnumerator(name: "memory_scope_sub_group", value: 4)
!21 = !{!22, !24, !27}
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 118, baseType: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, flags: DIFlagVector, elements: !25)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, dwarfAddressSpace: 4)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!0, !30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!31 = distinct !DIGlobalVariable(name: "scale_table", scope: !2, file: !3, line: 6, type: !32, isLocal: false, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, elements: !25)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !3, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !28)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{i32 2, i32 0}
!40 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!41 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 9, type: !42, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!42 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !43)
!43 = !{null, !44, !47}
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, dwarfAddressSpace: 1)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "record_t", file: !3, line: 3, baseType: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 3, size: 64, elements: !49)
!49 = !{!50, !51}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !48, file: !3, line: 3, baseType: !28, size: 32)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !48, file: !3, line: 3, baseType: !24, size: 32, offset: 32)
!52 = !{}
!53 = !{i32 1, i32 1}
!54 = !{!"none", !"write_only"}
!55 = !{!"record_t*", !"record_t"}
!56 = !{!"restrict const", !"pipe"}
!57 = !{!"src", !"out"}
!58 = !{i32 64, i32 1, i32 1}
!59 = !DILocalVariable(name: "src", arg: 1, scope: !41, file: !3, line: 9, type: !44)
!60 = !DILocation(line: 9, column: 49, scope: !41)
!61 = !DILocalVariable(name: "out", arg: 2, scope: !41, file: !3, line: 9, type: !47)
!62 = !DILocation(line: 9, column: 79, scope: !41)
!63 = !DILocation(line: 10, column: 1, scope: !41)
!64 = !DILocation(line: 17, column: 1, scope: !41)
!65 = distinct !DISubprogram(name: "producer", linkageName: "__clang_ocl_kern_imp_producer", scope: !3, file: !3, line: 9, type: !42, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!66 = !DILocalVariable(name: "src", arg: 1, scope: !65, file: !3, line: 9, type: !44)
!67 = !DILocation(line: 9, column: 49, scope: !65)
!68 = !DILocalVariable(name: "out", arg: 2, scope: !65, file: !3, line: 9, type: !47)
!69 = !DILocation(line: 9, column: 79, scope: !65)
!70 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 11, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 51, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DILocation(line: 11, column: 10, scope: !65)
!74 = !DILocation(line: 11, column: 14, scope: !65)
!75 = !DILocalVariable(name: "r", scope: !65, file: !3, line: 12, type: !47)
!76 = !DILocation(line: 12, column: 12, scope: !65)
!77 = !DILocation(line: 12, column: 16, scope: !65)
!78 = !DILocation(line: 12, column: 20, scope: !65)
!79 = !DILocation(line: 13, column: 26, scope: !65)
!80 = !DILocation(line: 13, column: 28, scope: !65)
!81 = !DILocation(line: 13, column: 14, scope: !65)
!82 = !DILocation(line: 13, column: 5, scope: !65)
!83 = !DILocation(line: 13, column: 11, scope: !65)
!84 = !DILocation(line: 14, column: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !65, file: !3, line: 14, column: 7)
!86 = !DILocation(line: 14, column: 7, scope: !85)
!87 = !DILocation(line: 14, column: 27, scope: !85)
!88 = !DILocation(line: 15, column: 5, scope: !85)
!89 = !DILocation(line: 17, column: 1, scope: !65)
!90 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 20, type: !91, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!91 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !92)
!92 = !{null, !47, !93, !95}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, dwarfAddressSpace: 1)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64, dwarfAddressSpace: 1)
!96 = !{i32 1, i32 1, i32 1}
!97 = !{!"read_only", !"none", !"none"}
!98 = !{!"record_t", !"record_t*", !"atomic_int*"}
!99 = !{!"record_t", !"record_t*", !"_Atomic(int)*"}
!100 = !{!"pipe", !"restrict", !""}
!101 = !{!"in", !"dst", !"count"}
!102 = !DILocalVariable(name: "in", arg: 1, scope: !90, file: !3, line: 20, type: !47)
!103 = !DILocation(line: 20, column: 39, scope: !90)
!104 = !DILocalVariable(name: "dst", arg: 2, scope: !90, file: !3, line: 20, type: !93)
!105 = !DILocation(line: 20, column: 71, scope: !90)
!106 = !DILocalVariable(name: "count", arg: 3, scope: !90, file: !3, line: 21, type: !95)
!107 = !DILocation(line: 21, column: 36, scope: !90)
!108 = !DILocation(line: 22, column: 1, scope: !90)
!109 = !DILocation(line: 31, column: 1, scope: !90)
!110 = distinct !DISubprogram(name: "consumer", linkageName: "__clang_ocl_kern_imp_consumer", scope: !3, file: !3, line: 20, type: !91, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!111 = !DILocalVariable(name: "in", arg: 1, scope: !110, file: !3, line: 20, type: !47)
!112 = !DILocation(line: 20, column: 39, scope: !110)
!113 = !DILocalVariable(name: "dst", arg: 2, scope: !110, file: !3, line: 20, type: !93)
!114 = !DILocation(line: 20, column: 71, scope: !110)
!115 = !DILocalVariable(name: "count", arg: 3, scope: !110, file: !3, line: 21, type: !95)
!116 = !DILocation(line: 21, column: 36, scope: !110)
!117 = !DILocalVariable(name: "r", scope: !110, file: !3, line: 23, type: !47)
!118 = !DILocation(line: 23, column: 12, scope: !110)
!119 = !DILocalVariable(name: "rid", scope: !110, file: !3, line: 24, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "reserve_id_t", file: !3, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_reserve_id_t", file: !3, flags: DIFlagFwdDecl)
!123 = !DILocation(line: 24, column: 16, scope: !110)
!124 = !DILocation(line: 24, column: 40, scope: !110)
!125 = !DILocation(line: 24, column: 22, scope: !110)
!126 = !DILocation(line: 25, column: 27, scope: !127)
!127 = distinct !DILexicalBlock(scope: !110, file: !3, line: 25, column: 7)
!128 = !DILocation(line: 25, column: 7, scope: !127)
!129 = !DILocation(line: 26, column: 15, scope: !130)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 25, column: 33)
!131 = !DILocation(line: 26, column: 19, scope: !130)
!132 = !DILocation(line: 26, column: 5, scope: !130)
!133 = !DILocation(line: 27, column: 22, scope: !130)
!134 = !DILocation(line: 27, column: 26, scope: !130)
!135 = !DILocation(line: 27, column: 5, scope: !130)
!136 = !DILocalVariable(name: "slot", scope: !130, file: !3, line: 28, type: !28)
!137 = !DILocation(line: 28, column: 9, scope: !130)
!138 = !DILocation(line: 28, column: 33, scope: !130)
!139 = !DILocation(line: 28, column: 16, scope: !130)
!140 = !DILocation(line: 29, column: 5, scope: !130)
!141 = !DILocation(line: 29, column: 9, scope: !130)
!142 = !DILocation(line: 29, column: 17, scope: !130)
!143 = !DILocation(line: 30, column: 3, scope: !130)
!144 = !DILocation(line: 31, column: 1, scope: !110)
!145 = distinct !DISubprogram(name: "pipe_of_vectors", scope: !3, file: !3, line: 33, type: !146, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!146 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !147)
!147 = !{null, !22, !28, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, dwarfAddressSpace: 1)
!149 = !{!"write_only", !"read_only", !"none"}
!150 = !{!"float4", !"int", !"int*"}
!151 = !{!"float __attribute__((ext_vector_type(4)))", !"int", !"int*"}
!152 = !{!"pipe", !"pipe", !""}
!153 = !{!"p4", !"pi", !"sink"}
!154 = !DILocalVariable(name: "p4", arg: 1, scope: !145, file: !3, line: 33, type: !22)
!155 = !DILocation(line: 33, column: 54, scope: !145)
!156 = !DILocalVariable(name: "pi", arg: 2, scope: !145, file: !3, line: 33, type: !28)
!157 = !DILocation(line: 33, column: 77, scope: !145)
!158 = !DILocalVariable(name: "sink", arg: 3, scope: !145, file: !3, line: 34, type: !148)
!159 = !DILocation(line: 34, column: 45, scope: !145)
!160 = !DILocation(line: 35, column: 1, scope: !145)
!161 = !DILocation(line: 42, column: 1, scope: !145)
!162 = distinct !DISubprogram(name: "pipe_of_vectors", linkageName: "__clang_ocl_kern_imp_pipe_of_vectors", scope: !3, file: !3, line: 33, type: !146, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!163 = !DILocalVariable(name: "p4", arg: 1, scope: !162, file: !3, line: 33, type: !22)
!164 = !DILocation(line: 33, column: 54, scope: !162)
!165 = !DILocalVariable(name: "pi", arg: 2, scope: !162, file: !3, line: 33, type: !28)
!166 = !DILocation(line: 33, column: 77, scope: !162)
!167 = !DILocalVariable(name: "sink", arg: 3, scope: !162, file: !3, line: 34, type: !148)
!168 = !DILocation(line: 34, column: 45, scope: !162)
!169 = !DILocalVariable(name: "v", scope: !162, file: !3, line: 36, type: !28)
!170 = !DILocation(line: 36, column: 7, scope: !162)
!171 = !DILocation(line: 37, column: 17, scope: !172)
!172 = distinct !DILexicalBlock(scope: !162, file: !3, line: 37, column: 7)
!173 = !DILocation(line: 37, column: 7, scope: !172)
!174 = !DILocation(line: 37, column: 25, scope: !172)
!175 = !DILocalVariable(name: "f", scope: !176, file: !3, line: 38, type: !22)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 37, column: 31)
!177 = !DILocation(line: 38, column: 12, scope: !176)
!178 = !DILocation(line: 38, column: 32, scope: !176)
!179 = !DILocation(line: 38, column: 25, scope: !176)
!180 = !DILocation(line: 38, column: 16, scope: !176)
!181 = !DILocation(line: 39, column: 16, scope: !176)
!182 = !DILocation(line: 39, column: 5, scope: !176)
!183 = !DILocation(line: 40, column: 34, scope: !176)
!184 = !DILocation(line: 40, column: 13, scope: !176)
!185 = !DILocation(line: 40, column: 61, scope: !176)
!186 = !DILocation(line: 40, column: 40, scope: !176)
!187 = !DILocation(line: 40, column: 38, scope: !176)
!188 = !DILocation(line: 40, column: 6, scope: !176)
!189 = !DILocation(line: 40, column: 11, scope: !176)
!190 = !DILocation(line: 41, column: 3, scope: !176)
!191 = !DILocation(line: 42, column: 1, scope: !162)
!192 = distinct !DISubprogram(name: "generic_as", scope: !3, file: !3, line: 46, type: !193, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!193 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !194)
!194 = !{null, !148, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, dwarfAddressSpace: 3)
!196 = !{i32 1, i32 3}
!197 = !{!"none", !"none"}
!198 = !{!"int*", !"int*"}
!199 = !{!"", !""}
!200 = !{!"g", !"l"}
!201 = !DILocalVariable(name: "g", arg: 1, scope: !192, file: !3, line: 46, type: !148)
!202 = !DILocation(line: 46, column: 40, scope: !192)
!203 = !DILocalVariable(name: "l", arg: 2, scope: !192, file: !3, line: 46, type: !195)
!204 = !DILocation(line: 46, column: 56, scope: !192)
!205 = !DILocation(line: 47, column: 1, scope: !192)
!206 = !DILocation(line: 52, column: 1, scope: !192)
!207 = distinct !DISubprogram(name: "generic_as", linkageName: "__clang_ocl_kern_imp_generic_as", scope: !3, file: !3, line: 46, type: !193, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!208 = !DILocalVariable(name: "g", arg: 1, scope: !207, file: !3, line: 46, type: !148)
!209 = !DILocation(line: 46, column: 40, scope: !207)
!210 = !DILocalVariable(name: "l", arg: 2, scope: !207, file: !3, line: 46, type: !195)
!211 = !DILocation(line: 46, column: 56, scope: !207)
!212 = !DILocation(line: 48, column: 17, scope: !207)
!213 = !DILocation(line: 48, column: 3, scope: !207)
!214 = !DILocation(line: 49, column: 17, scope: !207)
!215 = !DILocation(line: 49, column: 3, scope: !207)
!216 = !DILocalVariable(name: "back", scope: !207, file: !3, line: 50, type: !148)
!217 = !DILocation(line: 50, column: 17, scope: !207)
!218 = !DILocation(line: 50, column: 41, scope: !207)
!219 = !DILocation(line: 50, column: 34, scope: !207)
!220 = !DILocation(line: 51, column: 7, scope: !221)
!221 = distinct !DILexicalBlock(scope: !207, file: !3, line: 51, column: 7)
!222 = !DILocation(line: 51, column: 14, scope: !221)
!223 = !DILocation(line: 51, column: 19, scope: !221)
!224 = !DILocation(line: 51, column: 13, scope: !221)
!225 = !DILocation(line: 52, column: 1, scope: !207)
!226 = distinct !DISubprogram(name: "generic_store", scope: !3, file: !3, line: 44, type: !227, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !52)
!227 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !228)
!228 = !{null, !27, !28}
!229 = !DILocalVariable(name: "p", arg: 1, scope: !226, file: !3, line: 44, type: !27)
!230 = !DILocation(line: 44, column: 32, scope: !226)
!231 = !DILocalVariable(name: "v", arg: 2, scope: !226, file: !3, line: 44, type: !28)
!232 = !DILocation(line: 44, column: 39, scope: !226)
!233 = !DILocation(line: 44, column: 49, scope: !226)
!234 = !DILocation(line: 44, column: 45, scope: !226)
!235 = !DILocation(line: 44, column: 47, scope: !226)
!236 = !DILocation(line: 44, column: 52, scope: !226)
