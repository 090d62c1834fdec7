; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"hello world, profile me\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !prof !41 {
  br label %4

1:                                                ; preds = %4
  %2 = icmp eq i32 %8, 0
  %3 = zext i1 %2 to i32
  ret i32 %3

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %8, %4 ]
  %7 = tail call i32 @work(ptr noundef nonnull @.str, i64 noundef 23) #2
  %8 = add nsw i32 %7, %6
  %9 = add nuw nsw i32 %5, 1
  %10 = icmp eq i32 %9, 100000
  br i1 %10, label %1, label %4, !prof !42, !llvm.loop !43
}

declare i32 @work(ptr noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32, !33}
!llvm.ident = !{!36}
!llvm.errno.tbaa = !{!37}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 7100001}
!4 = !{!"MaxCount", i64 2300000}
!5 = !{!"MaxInternalCount", i64 2300000}
!6 = !{!"MaxFunctionCount", i64 100000}
!7 = !{!"NumCounts", i64 6}
!8 = !{!"NumFunctions", i64 2}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 2300000, i32 3}
!14 = !{i32 100000, i64 2300000, i32 3}
!15 = !{i32 200000, i64 2300000, i32 3}
!16 = !{i32 300000, i64 2300000, i32 3}
!17 = !{i32 400000, i64 2300000, i32 3}
!18 = !{i32 500000, i64 2300000, i32 3}
!19 = !{i32 600000, i64 2300000, i32 3}
!20 = !{i32 700000, i64 2300000, i32 3}
!21 = !{i32 800000, i64 2300000, i32 3}
!22 = !{i32 900000, i64 2300000, i32 3}
!23 = !{i32 950000, i64 2300000, i32 3}
!24 = !{i32 990000, i64 100000, i32 5}
!25 = !{i32 999000, i64 100000, i32 5}
!26 = !{i32 999900, i64 100000, i32 5}
!27 = !{i32 999990, i64 100000, i32 5}
!28 = !{i32 999999, i64 100000, i32 5}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 5, !"CG Profile", !34}
!34 = distinct !{!35}
!35 = !{ptr @main, ptr @work, i64 50001}
!36 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !{!"function_entry_count", i64 1}
!42 = !{!"branch_weights", i32 2, i32 99999}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.mustprogress"}
