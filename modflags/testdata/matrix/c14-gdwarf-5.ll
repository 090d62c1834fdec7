; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@counter = weak dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define weak dso_local i32 @run(i32 (i32)* noundef %0, i32 noundef %1) #0 !dbg !13 {
  %3 = alloca i32 (i32)*, align 8
  %4 = alloca i32, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 8, !tbaa !22
  call void @llvm.dbg.declare(metadata i32 (i32)** %3, metadata !20, metadata !DIExpression()), !dbg !26
  store i32 %1, i32* %4, align 4, !tbaa !27
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !29
  %5 = load i32 (i32)*, i32 (i32)** %3, align 8, !dbg !30, !tbaa !22
  %6 = load i32, i32* %4, align 4, !dbg !31, !tbaa !27
  %7 = call i32 %5(i32 noundef %6), !dbg !30
  ret i32 %7, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind uwtable
define weak dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 @run(i32 (i32)* noundef @add, i32 noundef 1), !dbg !37
  ret i32 %2, !dbg !38
}

; Function Attrs: nounwind uwtable
define internal i32 @add(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4, !tbaa !27
  call void @llvm.dbg.declare(metadata i32* %2, metadata !41, metadata !DIExpression()), !dbg !42
  %3 = load i32, i32* %2, align 4, !dbg !43, !tbaa !27
  %4 = load i32, i32* @counter, align 4, !dbg !44, !tbaa !27
  %5 = add nsw i32 %3, %4, !dbg !45
  ret i32 %5, !dbg !46
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.c", directory: "/work/wt-newest/modflags/testdata/matrix", checksumkind: CSK_MD5, checksum: "cac1a9f1bd748c981718145ec67b1c3f")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 4, type: !14, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!14 = !DISubroutineType(types: !15)
!15 = !{!5, !16, !5}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !5}
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "f", arg: 1, scope: !13, file: !3, line: 4, type: !16)
!21 = !DILocalVariable(name: "v", arg: 2, scope: !13, file: !3, line: 4, type: !5)
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 4, column: 37, scope: !13)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !24, i64 0}
!29 = !DILocation(line: 4, column: 50, scope: !13)
!30 = !DILocation(line: 4, column: 62, scope: !13)
!31 = !DILocation(line: 4, column: 64, scope: !13)
!32 = !DILocation(line: 4, column: 55, scope: !13)
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 5, type: !34, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!5}
!36 = !{}
!37 = !DILocation(line: 5, column: 47, scope: !33)
!38 = !DILocation(line: 5, column: 40, scope: !33)
!39 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 3, type: !17, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!40 = !{!41}
!41 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !3, line: 3, type: !5)
!42 = !DILocation(line: 3, column: 20, scope: !39)
!43 = !DILocation(line: 3, column: 32, scope: !39)
!44 = !DILocation(line: 3, column: 36, scope: !39)
!45 = !DILocation(line: 3, column: 34, scope: !39)
!46 = !DILocation(line: 3, column: 25, scope: !39)
