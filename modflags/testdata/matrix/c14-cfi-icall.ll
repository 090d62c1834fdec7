; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.src = private unnamed_addr constant [4 x i8] c"t.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [12 x i8] } { i16 -1, i16 0, [12 x i8] c"'int (int)'\00" }
@counter = weak hidden global i32 0, align 4

; Function Attrs: nounwind uwtable
define weak hidden i32 @run(i32 (i32)* noundef %0, i32 noundef %1) #0 !type !6 !type !7 {
  %3 = alloca i32 (i32)*, align 8
  %4 = alloca i32, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 8, !tbaa !8
  store i32 %1, i32* %4, align 4, !tbaa !12
  %5 = load i32 (i32)*, i32 (i32)** %3, align 8, !tbaa !8
  %6 = bitcast i32 (i32)* %5 to i8*, !nosanitize !14
  %7 = call i1 @llvm.type.test(i8* %6, metadata !"_ZTSFiiE"), !nosanitize !14
  br i1 %7, label %9, label %8, !nosanitize !14

8:                                                ; preds = %2
  call void @llvm.ubsantrap(i8 2) #3, !nosanitize !14
  unreachable, !nosanitize !14

9:                                                ; preds = %2
  %10 = load i32, i32* %4, align 4, !tbaa !12
  %11 = call i32 %5(i32 noundef %10)
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.type.test(i8*, metadata) #1

; Function Attrs: cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) #2

; Function Attrs: nounwind uwtable
define weak hidden i32 @main() #0 !type !15 !type !16 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 @run(i32 (i32)* noundef @add, i32 noundef 1)
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @add(i32 noundef %0) #0 !type !17 !type !18 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4, !tbaa !12
  %3 = load i32, i32* %2, align 4, !tbaa !12
  %4 = load i32, i32* @counter, align 4, !tbaa !12
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { cold noreturn nounwind }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"CFI Canonical Jump Tables", i32 1}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{i64 0, !"_ZTSFiPFiiEiE"}
!7 = !{i64 0, !"_ZTSFiPviE.generalized"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{}
!15 = !{i64 0, !"_ZTSFivE"}
!16 = !{i64 0, !"_ZTSFivE.generalized"}
!17 = !{i64 0, !"_ZTSFiiE"}
!18 = !{i64 0, !"_ZTSFiiE.generalized"}
