; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@counter = weak dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define weak dso_local i32 @run(i32 (i32)* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32 (i32)*, align 8
  %4 = alloca i32, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 8, !tbaa !10
  store i32 %1, i32* %4, align 4, !tbaa !14
  %5 = load i32 (i32)*, i32 (i32)** %3, align 8, !tbaa !10
  %6 = load i32, i32* %4, align 4, !tbaa !14
  %7 = call i32 %5(i32 noundef %6)
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define weak dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 @run(i32 (i32)* noundef @add, i32 noundef 1)
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @add(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4, !tbaa !14
  %3 = load i32, i32* %2, align 4, !tbaa !14
  %4 = load i32, i32* @counter, align 4, !tbaa !14
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 1}
!2 = !{i32 1, !"sign-return-address", i32 1}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
