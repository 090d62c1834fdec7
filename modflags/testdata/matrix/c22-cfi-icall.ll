; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.src = private unnamed_addr constant [4 x i8] c"t.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'int (int)'\00" }
@counter = weak hidden global i32 0, align 4

; Function Attrs: nounwind uwtable
define weak hidden i32 @run(ptr noundef %0, i32 noundef %1) #0 !type !10 !type !11 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !12
  store i32 %1, ptr %4, align 4, !tbaa !6
  %5 = load ptr, ptr %3, align 8, !tbaa !12
  %6 = call i1 @llvm.type.test(ptr %5, metadata !"_ZTSFiiE"), !nosanitize !14
  br i1 %6, label %8, label %7, !prof !15, !nosanitize !14

7:                                                ; preds = %2
  call void @llvm.ubsantrap(i8 2) #3, !nosanitize !14
  unreachable, !nosanitize !14

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !tbaa !6
  %10 = call i32 %5(i32 noundef %9)
  ret i32 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.type.test(ptr, metadata) #1

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.ubsantrap(i8 immarg) #2

; Function Attrs: nounwind uwtable
define weak hidden i32 @main() #0 !type !16 !type !17 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @run(ptr noundef @add, i32 noundef 1)
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @add(i32 noundef %0) #0 !type !18 !type !19 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !6
  %3 = load i32, ptr %2, align 4, !tbaa !6
  %4 = load i32, ptr @counter, align 4, !tbaa !6
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #3 = { nomerge noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"CFI Canonical Jump Tables", i32 1}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i64 0, !"_ZTSFiPFiiEiE"}
!11 = !{i64 0, !"_ZTSFiPviE.generalized"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{}
!15 = !{!"branch_weights", i32 1048575, i32 1}
!16 = !{i64 0, !"_ZTSFivE"}
!17 = !{i64 0, !"_ZTSFivE.generalized"}
!18 = !{i64 0, !"_ZTSFiiE"}
!19 = !{i64 0, !"_ZTSFiiE.generalized"}
