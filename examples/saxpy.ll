; A small module with the metadata irmeta is for: debug info, TBAA, a loop
; with transformation hints, TAFFO annotations and module flags.
; Try: irmeta dump examples/saxpy.ll
;      irmeta get examples/saxpy.ll @saxpy:%mul taffo.info
;      irmeta verify examples/saxpy.ll
source_filename = "saxpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; void saxpy(int n, float a, float *x, float *y) { for (i...) y[i] += a * x[i]; }
define dso_local void @saxpy(i32 noundef %n, float noundef %a, float* noundef %x, float* noundef %y) #0 !dbg !10 !taffo.funinfo !40 {
entry:
  call void @llvm.dbg.value(metadata float %a, metadata !16, metadata !DIExpression()), !dbg !20
  %cmp1 = icmp sgt i32 %n, 0, !dbg !21
  br i1 %cmp1, label %loop, label %exit, !dbg !21

loop:                                             ; preds = %entry, %loop
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %px = getelementptr inbounds float, float* %x, i64 %i, !dbg !22
  %vx = load float, float* %px, align 4, !dbg !22, !tbaa !30
  %mul = fmul float %vx, %a, !dbg !23, !taffo.info !44
  %py = getelementptr inbounds float, float* %y, i64 %i, !dbg !24
  %vy = load float, float* %py, align 4, !dbg !24, !tbaa !30
  %add = fadd float %mul, %vy, !dbg !24, !taffo.info !44
  store float %add, float* %py, align 4, !dbg !24, !tbaa !30
  %next = add nuw nsw i64 %i, 1, !dbg !21
  %wide = zext i32 %n to i64
  %done = icmp eq i64 %next, %wide, !dbg !21
  br i1 %done, label %exit, label %loop, !dbg !21, !llvm.loop !34

exit:                                             ; preds = %loop, %entry
  ret void, !dbg !25
}

declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "saxpy.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{!"clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !17, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!20 = !DILocation(line: 0, scope: !10)
!21 = !DILocation(line: 2, column: 3, scope: !10)
!22 = !DILocation(line: 2, column: 36, scope: !10)
!23 = !DILocation(line: 2, column: 34, scope: !10)
!24 = !DILocation(line: 2, column: 29, scope: !10)
!25 = !DILocation(line: 3, column: 1, scope: !10)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = distinct !{!34, !21, !25, !35, !36, !37}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.vectorize.enable", i1 true}
!37 = !{!"llvm.loop.vectorize.width", i32 8}
!40 = !{i32 0, i1 false, i32 1, !41, i32 0, i1 false, i32 0, i1 false}
!41 = !{!42, !43, i1 false, i2 1}
!42 = !{!"fixp", i32 -32, i32 24}
!43 = !{double -4.000000e+00, double 4.000000e+00}
!44 = !{!42, !45, i1 false, i2 1}
!45 = !{double -1.600000e+01, double 1.600000e+01}
