; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-none-eabi"

@counter = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @work(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca [64 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %31, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, ptr %7, align 4
  %14 = icmp ult i32 %13, 64
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i1 [ false, %8 ], [ %14, %12 ]
  br i1 %16, label %17, label %34

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 4
  %19 = load i32, ptr %7, align 4
  %20 = getelementptr inbounds nuw i8, ptr %18, i32 %19
  %21 = load i8, ptr %20, align 1
  %22 = load i32, ptr %7, align 4
  %23 = getelementptr inbounds nuw [64 x i8], ptr %5, i32 0, i32 %22
  store i8 %21, ptr %23, align 1
  %24 = load i32, ptr %6, align 4
  %25 = mul nsw i32 %24, 31
  %26 = load i32, ptr %7, align 4
  %27 = getelementptr inbounds nuw [64 x i8], ptr %5, i32 0, i32 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add nsw i32 %25, %29
  store i32 %30, ptr %6, align 4
  br label %31

31:                                               ; preds = %17
  %32 = load i32, ptr %7, align 4
  %33 = add i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %8, !llvm.loop !3

34:                                               ; preds = %15
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr @counter, align 4
  %37 = add nsw i32 %35, %36
  ret i32 %37
}

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+read-tp-tpidruro,+soft-float,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"min_enum_size", i32 1}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
