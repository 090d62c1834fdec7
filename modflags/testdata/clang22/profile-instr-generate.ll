; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$__profc_work = comdat nodeduplicate

@counter = dso_local global i32 0, align 4
@__profc_work = private global [4 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_work = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 9204417991963109735, i64 4537037912, i64 sub (i64 ptrtoint (ptr @__profc_work to i64), i64 ptrtoint (ptr @__profd_work to i64)), i64 0, ptr null, ptr null, i32 4, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_work), align 8
@__llvm_prf_nm = private constant [14 x i8] c"\04\0Cx\DA+\CF/\CA\06\00\04|\01\C4", section "__llvm_prf_names", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @__profd_work], section "llvm.metadata"
@llvm.used = appending global [1 x ptr] [ptr @__llvm_prf_nm], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @work(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load i64, ptr @__profc_work, align 8
  %9 = add i64 %8, 1
  store i64 %9, ptr @__profc_work, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %10

10:                                               ; preds = %40, %2
  %11 = load i64, ptr %7, align 8
  %12 = load i64, ptr %4, align 8
  %13 = icmp ult i64 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %10
  %15 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @__profc_work, i32 0, i32 2), align 8
  %16 = add i64 %15, 1
  store i64 %16, ptr getelementptr inbounds ([4 x i64], ptr @__profc_work, i32 0, i32 2), align 8
  %17 = load i64, ptr %7, align 8
  %18 = icmp ult i64 %17, 64
  br i1 %18, label %19, label %22

19:                                               ; preds = %14
  %20 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @__profc_work, i32 0, i32 3), align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr getelementptr inbounds ([4 x i64], ptr @__profc_work, i32 0, i32 3), align 8
  br label %22

22:                                               ; preds = %19, %14, %10
  %23 = phi i1 [ false, %10 ], [ %18, %19 ], [ %18, %14 ]
  br i1 %23, label %24, label %43

24:                                               ; preds = %22
  %25 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @__profc_work, i32 0, i32 1), align 8
  %26 = add i64 %25, 1
  store i64 %26, ptr getelementptr inbounds ([4 x i64], ptr @__profc_work, i32 0, i32 1), align 8
  %27 = load ptr, ptr %3, align 8
  %28 = load i64, ptr %7, align 8
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = load i64, ptr %7, align 8
  %32 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %31
  store i8 %30, ptr %32, align 1
  %33 = load i32, ptr %6, align 4
  %34 = mul nsw i32 %33, 31
  %35 = load i64, ptr %7, align 8
  %36 = getelementptr inbounds nuw [64 x i8], ptr %5, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = add nsw i32 %34, %38
  store i32 %39, ptr %6, align 4
  br label %40

40:                                               ; preds = %24
  %41 = load i64, ptr %7, align 8
  %42 = add i64 %41, 1
  store i64 %42, ptr %7, align 8
  br label %10, !llvm.loop !7

43:                                               ; preds = %22
  %44 = load i32, ptr %6, align 4
  %45 = load i32, ptr @counter, align 4
  %46 = add nsw i32 %44, %45
  ret i32 %46
}

; Function Attrs: nounwind
declare void @llvm.instrprof.increment(ptr, i64, i32, i32) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 2, !"EnableValueProfiling", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
