; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @work(ptr noundef readonly captures(none) %0, i64 noundef %1) local_unnamed_addr #0 !prof !38 {
  %3 = tail call i64 @llvm.umin.i64(i64 %1, i64 64)
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %28, label %5, !prof !39

5:                                                ; preds = %2
  %6 = and i64 %3, 3
  %7 = icmp ult i64 %1, 4
  br i1 %7, label %12, label %8, !prof !40

8:                                                ; preds = %5
  %9 = and i64 %3, 124
  br label %32

10:                                               ; preds = %32
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %28, label %12, !prof !41

12:                                               ; preds = %10, %5
  %13 = phi i64 [ 0, %5 ], [ %59, %10 ]
  %14 = phi i32 [ 0, %5 ], [ %58, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %25, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %24, %16 ], [ %14, %12 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %12 ]
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 %17
  %21 = load i8, ptr %20, align 1, !tbaa !42
  %22 = mul nsw i32 %18, 31
  %23 = sext i8 %21 to i32
  %24 = add nsw i32 %22, %23
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %28, label %16, !prof !43, !llvm.loop !44

28:                                               ; preds = %10, %16, %2
  %29 = phi i32 [ 0, %2 ], [ %58, %10 ], [ %24, %16 ]
  %30 = load i32, ptr @counter, align 4, !tbaa !34
  %31 = add nsw i32 %30, %29
  ret i32 %31

32:                                               ; preds = %32, %8
  %33 = phi i64 [ 0, %8 ], [ %59, %32 ]
  %34 = phi i32 [ 0, %8 ], [ %58, %32 ]
  %35 = phi i64 [ 0, %8 ], [ %60, %32 ]
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 %33
  %37 = load i8, ptr %36, align 1, !tbaa !42
  %38 = mul nsw i32 %34, 31
  %39 = sext i8 %37 to i32
  %40 = add nsw i32 %38, %39
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 %33
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 1
  %43 = load i8, ptr %42, align 1, !tbaa !42
  %44 = mul nsw i32 %40, 31
  %45 = sext i8 %43 to i32
  %46 = add nsw i32 %44, %45
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 %33
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 2
  %49 = load i8, ptr %48, align 1, !tbaa !42
  %50 = mul nsw i32 %46, 31
  %51 = sext i8 %49 to i32
  %52 = add nsw i32 %50, %51
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 %33
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 3
  %55 = load i8, ptr %54, align 1, !tbaa !42
  %56 = mul nsw i32 %52, 31
  %57 = sext i8 %55 to i32
  %58 = add nsw i32 %56, %57
  %59 = add nuw nsw i64 %33, 4
  %60 = add i64 %35, 4
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %10, label %32, !prof !47, !llvm.loop !48
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !29, !30, !31, !32}
!llvm.ident = !{!33}
!llvm.errno.tbaa = !{!34}

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
!33 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !{!"function_entry_count", i64 100000}
!39 = !{!"branch_weights", i32 1, i32 100000}
!40 = !{!"branch_weights", i32 268104407, i32 1879379241}
!41 = !{!"branch_weights", i32 573180493, i32 1574303155}
!42 = !{!36, !36, i64 0}
!43 = !{!"branch_weights", i32 1089885613, i32 1057598035}
!44 = distinct !{!44, !45, !46}
!45 = !{!"llvm.loop.estimated_trip_count", i32 3}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !{!"branch_weights", i32 349816513, i32 1797667135}
!48 = distinct !{!48, !49, !50}
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.estimated_trip_count", i32 5}
