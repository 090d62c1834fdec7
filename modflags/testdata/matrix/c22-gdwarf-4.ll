; ModuleID = 't.c'
source_filename = "t.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@counter = weak dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define weak dso_local i32 @run(ptr noundef %0, i32 noundef %1) #0 !dbg !17 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !26
    #dbg_declare(ptr %3, !24, !DIExpression(), !28)
  store i32 %1, ptr %4, align 4, !tbaa !13
    #dbg_declare(ptr %4, !25, !DIExpression(), !29)
  %5 = load ptr, ptr %3, align 8, !dbg !30, !tbaa !26
  %6 = load i32, ptr %4, align 4, !dbg !31, !tbaa !13
  %7 = call i32 %5(i32 noundef %6), !dbg !32
  ret i32 %7, !dbg !33
}

; Function Attrs: nounwind uwtable
define weak dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @run(ptr noundef @add, i32 noundef 1), !dbg !37
  ret i32 %2, !dbg !38
}

; Function Attrs: nounwind uwtable
define internal i32 @add(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !13
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = load i32, ptr %2, align 4, !dbg !43, !tbaa !13
  %4 = load i32, ptr @counter, align 4, !dbg !44, !tbaa !13
  %5 = add nsw i32 %3, %4, !dbg !45
  ret i32 %5, !dbg !46
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}
!llvm.errno.tbaa = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t.c", directory: "/work/wt-newest/modflags/testdata/matrix")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23, keyInstructions: true)
!18 = !DISubroutineType(types: !19)
!19 = !{!5, !20, !5}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !5}
!23 = !{!24, !25}
!24 = !DILocalVariable(name: "f", arg: 1, scope: !17, file: !3, line: 4, type: !20)
!25 = !DILocalVariable(name: "v", arg: 2, scope: !17, file: !3, line: 4, type: !5)
!26 = !{!27, !27, i64 0}
!27 = !{!"any pointer", !15, i64 0}
!28 = !DILocation(line: 4, column: 37, scope: !17)
!29 = !DILocation(line: 4, column: 50, scope: !17)
!30 = !DILocation(line: 4, column: 62, scope: !17)
!31 = !DILocation(line: 4, column: 64, scope: !17)
!32 = !DILocation(line: 4, column: 62, scope: !17, atomGroup: 1, atomRank: 2)
!33 = !DILocation(line: 4, column: 55, scope: !17, atomGroup: 1, atomRank: 1)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 5, type: !35, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, keyInstructions: true)
!35 = !DISubroutineType(types: !36)
!36 = !{!5}
!37 = !DILocation(line: 5, column: 47, scope: !34, atomGroup: 1, atomRank: 2)
!38 = !DILocation(line: 5, column: 40, scope: !34, atomGroup: 1, atomRank: 1)
!39 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 3, type: !21, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40, keyInstructions: true)
!40 = !{!41}
!41 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !3, line: 3, type: !5)
!42 = !DILocation(line: 3, column: 20, scope: !39)
!43 = !DILocation(line: 3, column: 32, scope: !39)
!44 = !DILocation(line: 3, column: 36, scope: !39)
!45 = !DILocation(line: 3, column: 34, scope: !39, atomGroup: 1, atomRank: 2)
!46 = !DILocation(line: 3, column: 25, scope: !39, atomGroup: 1, atomRank: 1)
