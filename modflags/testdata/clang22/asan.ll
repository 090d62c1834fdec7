; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$asan.module_ctor = comdat any

$asan.module_dtor = comdat any

$counter = comdat any

@counter = dso_local global { i32, [28 x i8] } zeroinitializer, comdat, align 32
@__asan_option_detect_stack_use_after_return = external global i32
@___asan_gen_stack = private unnamed_addr constant [14 x i8] c"1 32 64 3 buf\00", align 1
@___asan_gen_global = private unnamed_addr constant [8 x i8] c"counter\00", align 1
@__odr_asan_gen_counter = global i8 0, align 1
@___asan_gen_module = private constant [4 x i8] c"t.c\00", align 1
@__asan_global_counter = private global { i64, i64, i64, i64, i64, i64, i64, i64 } { i64 ptrtoint (ptr @0 to i64), i64 4, i64 32, i64 ptrtoint (ptr @___asan_gen_global to i64), i64 ptrtoint (ptr @___asan_gen_module to i64), i64 0, i64 0, i64 ptrtoint (ptr @__odr_asan_gen_counter to i64) }, section "asan_globals", comdat($counter), !associated !0
@llvm.compiler.used = appending global [2 x ptr] [ptr @counter, ptr @__asan_global_counter], section "llvm.metadata"
@___asan_globals_registered = common hidden global i64 0
@__start_asan_globals = extern_weak hidden global i64
@__stop_asan_globals = extern_weak hidden global i64
@llvm.used = appending global [2 x ptr] [ptr @asan.module_ctor, ptr @asan.module_dtor], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @asan.module_ctor, ptr @asan.module_ctor }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @asan.module_dtor, ptr @asan.module_dtor }]

@0 = private alias { i32, [28 x i8] }, ptr @counter

; Function Attrs: noinline nounwind optnone sanitize_address uwtable
define dso_local i32 @work(ptr noundef %s, i64 noundef %n) #0 {
entry:
  %s.addr = alloca ptr, align 8, !annotation !8
  %n.addr = alloca i64, align 8, !annotation !10
  %h = alloca i32, align 4, !annotation !12
  %i = alloca i64, align 8, !annotation !14
  store ptr %s, ptr %s.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %asan_local_stack_base = alloca i64, align 8
  %0 = load i32, ptr @__asan_option_detect_stack_use_after_return, align 4
  %1 = icmp ne i32 %0, 0
  br i1 %1, label %2, label %4

2:                                                ; preds = %entry
  %3 = call i64 @__asan_stack_malloc_1(i64 128)
  br label %4

4:                                                ; preds = %entry, %2
  %5 = phi i64 [ 0, %entry ], [ %3, %2 ]
  %6 = inttoptr i64 %5 to ptr
  %7 = icmp eq i64 %5, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  %MyAlloca = alloca i8, i64 128, align 32
  br label %9

9:                                                ; preds = %4, %8
  %10 = phi ptr [ %6, %4 ], [ %MyAlloca, %8 ]
  store ptr %10, ptr %asan_local_stack_base, align 8
  %11 = getelementptr i8, ptr %10, i64 32
  store i64 1102416563, ptr %10, align 8
  %12 = getelementptr i8, ptr %10, i64 8
  store i64 ptrtoint (ptr @___asan_gen_stack to i64), ptr %12, align 8
  %13 = getelementptr i8, ptr %10, i64 16
  store i64 ptrtoint (ptr @work to i64), ptr %13, align 8
  %14 = ptrtoint ptr %10 to i64
  %15 = lshr i64 %14, 3
  %16 = add i64 %15, 2147450880
  %17 = add i64 %16, 0
  %18 = inttoptr i64 %17 to ptr
  store i64 -506381209984437775, ptr %18, align 1
  %19 = add i64 %16, 8
  %20 = inttoptr i64 %19 to ptr
  store i64 -868082073972705032, ptr %20, align 1
  %21 = add i64 %16, 4
  %22 = inttoptr i64 %21 to ptr
  store i64 0, ptr %22, align 1
  call void @llvm.lifetime.start.p0(ptr %h) #4
  store i32 0, ptr %h, align 4
  call void @llvm.lifetime.start.p0(ptr %i) #4
  store i64 0, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %9
  %23 = load i64, ptr %i, align 8
  %24 = load i64, ptr %n.addr, align 8
  %cmp = icmp ult i64 %23, %24
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %25 = load i64, ptr %i, align 8
  %cmp1 = icmp ult i64 %25, 64
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %26 = phi i1 [ false, %for.cond ], [ %cmp1, %land.rhs ]
  br i1 %26, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %land.end
  call void @llvm.lifetime.end.p0(ptr %i) #4
  br label %for.end

for.body:                                         ; preds = %land.end
  %27 = load ptr, ptr %s.addr, align 8
  %28 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds nuw i8, ptr %27, i64 %28
  %29 = ptrtoint ptr %arrayidx to i64
  %30 = lshr i64 %29, 3
  %31 = add i64 %30, 2147450880
  %32 = inttoptr i64 %31 to ptr
  %33 = load i8, ptr %32, align 1
  %34 = icmp ne i8 %33, 0
  br i1 %34, label %35, label %40, !prof !16

35:                                               ; preds = %for.body
  %36 = and i64 %29, 7
  %37 = trunc i64 %36 to i8
  %38 = icmp sge i8 %37, %33
  br i1 %38, label %39, label %40

39:                                               ; preds = %35
  call void @__asan_report_load1(i64 %29) #5
  unreachable

40:                                               ; preds = %35, %for.body
  %41 = load i8, ptr %arrayidx, align 1
  %42 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds nuw [64 x i8], ptr %11, i64 0, i64 %42
  %43 = ptrtoint ptr %arrayidx2 to i64
  %44 = lshr i64 %43, 3
  %45 = add i64 %44, 2147450880
  %46 = inttoptr i64 %45 to ptr
  %47 = load i8, ptr %46, align 1
  %48 = icmp ne i8 %47, 0
  br i1 %48, label %49, label %54, !prof !16

49:                                               ; preds = %40
  %50 = and i64 %43, 7
  %51 = trunc i64 %50 to i8
  %52 = icmp sge i8 %51, %47
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  call void @__asan_report_store1(i64 %43) #5
  unreachable

54:                                               ; preds = %49, %40
  store i8 %41, ptr %arrayidx2, align 1
  %55 = load i32, ptr %h, align 4
  %mul = mul nsw i32 %55, 31
  %56 = load i64, ptr %i, align 8
  %arrayidx3 = getelementptr inbounds nuw [64 x i8], ptr %11, i64 0, i64 %56
  %57 = ptrtoint ptr %arrayidx3 to i64
  %58 = lshr i64 %57, 3
  %59 = add i64 %58, 2147450880
  %60 = inttoptr i64 %59 to ptr
  %61 = load i8, ptr %60, align 1
  %62 = icmp ne i8 %61, 0
  br i1 %62, label %63, label %68, !prof !16

63:                                               ; preds = %54
  %64 = and i64 %57, 7
  %65 = trunc i64 %64 to i8
  %66 = icmp sge i8 %65, %61
  br i1 %66, label %67, label %68

67:                                               ; preds = %63
  call void @__asan_report_load1(i64 %57) #5
  unreachable

68:                                               ; preds = %63, %54
  %69 = load i8, ptr %arrayidx3, align 1
  %conv = sext i8 %69 to i32
  %add = add nsw i32 %mul, %conv
  store i32 %add, ptr %h, align 4
  br label %for.inc

for.inc:                                          ; preds = %68
  %70 = load i64, ptr %i, align 8
  %inc = add i64 %70, 1
  store i64 %inc, ptr %i, align 8
  br label %for.cond, !llvm.loop !17

for.end:                                          ; preds = %for.cond.cleanup
  %71 = load i32, ptr %h, align 4
  %72 = load i32, ptr @counter, align 4
  %add4 = add nsw i32 %71, %72
  call void @llvm.lifetime.end.p0(ptr %h) #4
  %73 = add i64 %16, 4
  %74 = inttoptr i64 %73 to ptr
  store i64 -506381209866536712, ptr %74, align 1
  store i64 1172321806, ptr %10, align 8
  %75 = icmp ne i64 %5, 0
  br i1 %75, label %76, label %84

76:                                               ; preds = %for.end
  %77 = add i64 %16, 0
  %78 = inttoptr i64 %77 to ptr
  store i64 -723401728380766731, ptr %78, align 1
  %79 = add i64 %16, 8
  %80 = inttoptr i64 %79 to ptr
  store i64 -723401728380766731, ptr %80, align 1
  %81 = getelementptr i8, ptr %6, i64 120
  %82 = load i64, ptr %81, align 8
  %83 = inttoptr i64 %82 to ptr
  store i8 0, ptr %83, align 1
  br label %89

84:                                               ; preds = %for.end
  %85 = add i64 %16, 0
  %86 = inttoptr i64 %85 to ptr
  store i64 0, ptr %86, align 1
  %87 = add i64 %16, 8
  %88 = inttoptr i64 %87 to ptr
  store i64 0, ptr %88, align 1
  br label %89

89:                                               ; preds = %84, %76
  ret i32 %add4
}

; Function Attrs: nobuiltin nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nobuiltin nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

declare void @__asan_report_load_n(i64, i64)

declare void @__asan_loadN(i64, i64)

declare void @__asan_report_load1(i64)

declare void @__asan_load1(i64)

declare void @__asan_report_load2(i64)

declare void @__asan_load2(i64)

declare void @__asan_report_load4(i64)

declare void @__asan_load4(i64)

declare void @__asan_report_load8(i64)

declare void @__asan_load8(i64)

declare void @__asan_report_load16(i64)

declare void @__asan_load16(i64)

declare void @__asan_report_store_n(i64, i64)

declare void @__asan_storeN(i64, i64)

declare void @__asan_report_store1(i64)

declare void @__asan_store1(i64)

declare void @__asan_report_store2(i64)

declare void @__asan_store2(i64)

declare void @__asan_report_store4(i64)

declare void @__asan_store4(i64)

declare void @__asan_report_store8(i64)

declare void @__asan_store8(i64)

declare void @__asan_report_store16(i64)

declare void @__asan_store16(i64)

declare void @__asan_report_exp_load_n(i64, i64, i32)

declare void @__asan_exp_loadN(i64, i64, i32)

declare void @__asan_report_exp_load1(i64, i32)

declare void @__asan_exp_load1(i64, i32)

declare void @__asan_report_exp_load2(i64, i32)

declare void @__asan_exp_load2(i64, i32)

declare void @__asan_report_exp_load4(i64, i32)

declare void @__asan_exp_load4(i64, i32)

declare void @__asan_report_exp_load8(i64, i32)

declare void @__asan_exp_load8(i64, i32)

declare void @__asan_report_exp_load16(i64, i32)

declare void @__asan_exp_load16(i64, i32)

declare void @__asan_report_exp_store_n(i64, i64, i32)

declare void @__asan_exp_storeN(i64, i64, i32)

declare void @__asan_report_exp_store1(i64, i32)

declare void @__asan_exp_store1(i64, i32)

declare void @__asan_report_exp_store2(i64, i32)

declare void @__asan_exp_store2(i64, i32)

declare void @__asan_report_exp_store4(i64, i32)

declare void @__asan_exp_store4(i64, i32)

declare void @__asan_report_exp_store8(i64, i32)

declare void @__asan_exp_store8(i64, i32)

declare void @__asan_report_exp_store16(i64, i32)

declare void @__asan_exp_store16(i64, i32)

declare ptr @__asan_memmove(ptr, ptr, i64)

declare ptr @__asan_memcpy(ptr, ptr, i64)

declare ptr @__asan_memset(ptr, i32, i64)

declare void @__asan_handle_no_return()

declare void @__sanitizer_ptr_cmp(i64, i64)

declare void @__sanitizer_ptr_sub(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.shared(ptr) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.private(ptr) #2

declare i64 @__asan_stack_malloc_0(i64)

declare void @__asan_stack_free_0(i64, i64)

declare i64 @__asan_stack_malloc_1(i64)

declare void @__asan_stack_free_1(i64, i64)

declare i64 @__asan_stack_malloc_2(i64)

declare void @__asan_stack_free_2(i64, i64)

declare i64 @__asan_stack_malloc_3(i64)

declare void @__asan_stack_free_3(i64, i64)

declare i64 @__asan_stack_malloc_4(i64)

declare void @__asan_stack_free_4(i64, i64)

declare i64 @__asan_stack_malloc_5(i64)

declare void @__asan_stack_free_5(i64, i64)

declare i64 @__asan_stack_malloc_6(i64)

declare void @__asan_stack_free_6(i64, i64)

declare i64 @__asan_stack_malloc_7(i64)

declare void @__asan_stack_free_7(i64, i64)

declare i64 @__asan_stack_malloc_8(i64)

declare void @__asan_stack_free_8(i64, i64)

declare i64 @__asan_stack_malloc_9(i64)

declare void @__asan_stack_free_9(i64, i64)

declare i64 @__asan_stack_malloc_10(i64)

declare void @__asan_stack_free_10(i64, i64)

declare void @__asan_poison_stack_memory(i64, i64)

declare void @__asan_unpoison_stack_memory(i64, i64)

declare void @__asan_set_shadow_00(i64, i64)

declare void @__asan_set_shadow_01(i64, i64)

declare void @__asan_set_shadow_02(i64, i64)

declare void @__asan_set_shadow_03(i64, i64)

declare void @__asan_set_shadow_04(i64, i64)

declare void @__asan_set_shadow_05(i64, i64)

declare void @__asan_set_shadow_06(i64, i64)

declare void @__asan_set_shadow_07(i64, i64)

declare void @__asan_set_shadow_f1(i64, i64)

declare void @__asan_set_shadow_f2(i64, i64)

declare void @__asan_set_shadow_f3(i64, i64)

declare void @__asan_set_shadow_f5(i64, i64)

declare void @__asan_set_shadow_f8(i64, i64)

declare void @__asan_alloca_poison(i64, i64)

declare void @__asan_allocas_unpoison(i64, i64)

declare void @__asan_before_dynamic_init(i64)

declare void @__asan_after_dynamic_init()

declare void @__asan_register_globals(i64, i64)

declare void @__asan_unregister_globals(i64, i64)

declare void @__asan_register_image_globals(i64)

declare void @__asan_unregister_image_globals(i64)

declare void @__asan_register_elf_globals(i64, i64, i64)

declare void @__asan_unregister_elf_globals(i64, i64, i64)

declare void @__asan_init()

; Function Attrs: nounwind uwtable
define internal void @asan.module_ctor() #3 comdat {
  call void @__asan_init()
  call void @__asan_version_mismatch_check_v8()
  call void @__asan_register_elf_globals(i64 ptrtoint (ptr @___asan_globals_registered to i64), i64 ptrtoint (ptr @__start_asan_globals to i64), i64 ptrtoint (ptr @__stop_asan_globals to i64))
  ret void
}

declare void @__asan_version_mismatch_check_v8()

; Function Attrs: nounwind uwtable
define internal void @asan.module_dtor() #3 comdat {
  call void @__asan_unregister_elf_globals(i64 ptrtoint (ptr @___asan_globals_registered to i64), i64 ptrtoint (ptr @__start_asan_globals to i64), i64 ptrtoint (ptr @__stop_asan_globals to i64))
  ret void
}

attributes #0 = { noinline nounwind optnone sanitize_address uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
attributes #4 = { nounwind }
attributes #5 = { nomerge }

!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @counter}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 4, !"nosanitize_address", i32 1}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9}
!9 = !{!"alloca_name_altered", !"s.addr"}
!10 = !{!11}
!11 = !{!"alloca_name_altered", !"n.addr"}
!12 = !{!13}
!13 = !{!"alloca_name_altered", !"h"}
!14 = !{!15}
!15 = !{!"alloca_name_altered", !"i"}
!16 = !{!"branch_weights", i32 1, i32 1048575}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
