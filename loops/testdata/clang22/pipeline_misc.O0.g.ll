; ModuleID = 'loops/src/pipeline_misc.c'
source_filename = "loops/src/pipeline_misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @pipeline_off(ptr noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !16, !DIExpression(), !17)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !18, !DIExpression(), !19)
    #dbg_declare(ptr %5, !20, !DIExpression(), !22)
  store i32 0, ptr %5, align 4, !dbg !22
  br label %6, !dbg !23

6:                                                ; preds = %17, %2
  %7 = load i32, ptr %5, align 4, !dbg !24
  %8 = load i32, ptr %4, align 4, !dbg !26
  %9 = icmp slt i32 %7, %8, !dbg !27
  br i1 %9, label %10, label %20, !dbg !28

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !29
  %12 = load i32, ptr %5, align 4, !dbg !30
  %13 = sext i32 %12 to i64, !dbg !29
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !29
  %15 = load i32, ptr %14, align 4, !dbg !31
  %16 = add nsw i32 %15, 1, !dbg !31
  store i32 %16, ptr %14, align 4, !dbg !31
  br label %17, !dbg !29

17:                                               ; preds = %10
  %18 = load i32, ptr %5, align 4, !dbg !32
  %19 = add nsw i32 %18, 1, !dbg !32
  store i32 %19, ptr %5, align 4, !dbg !32
  br label %6, !dbg !33, !llvm.loop !34

20:                                               ; preds = %6
  ret void, !dbg !38
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @pipeline_ii(ptr noundef %0, i32 noundef %1) #0 !dbg !39 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !42, !DIExpression(), !43)
    #dbg_declare(ptr %5, !44, !DIExpression(), !46)
  store i32 0, ptr %5, align 4, !dbg !46
  br label %6, !dbg !47

6:                                                ; preds = %17, %2
  %7 = load i32, ptr %5, align 4, !dbg !48
  %8 = load i32, ptr %4, align 4, !dbg !50
  %9 = icmp slt i32 %7, %8, !dbg !51
  br i1 %9, label %10, label %20, !dbg !52

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !53
  %12 = load i32, ptr %5, align 4, !dbg !54
  %13 = sext i32 %12 to i64, !dbg !53
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !53
  %15 = load i32, ptr %14, align 4, !dbg !55
  %16 = mul nsw i32 %15, 2, !dbg !55
  store i32 %16, ptr %14, align 4, !dbg !55
  br label %17, !dbg !53

17:                                               ; preds = %10
  %18 = load i32, ptr %5, align 4, !dbg !56
  %19 = add nsw i32 %18, 1, !dbg !56
  store i32 %19, ptr %5, align 4, !dbg !56
  br label %6, !dbg !57, !llvm.loop !58

20:                                               ; preds = %6
  ret void, !dbg !61
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @everything(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !62 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !71, !DIExpression(), !72)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !73, !DIExpression(), !74)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !75, !DIExpression(), !76)
    #dbg_declare(ptr %7, !77, !DIExpression(), !79)
  store i32 0, ptr %7, align 4, !dbg !79
  br label %8, !dbg !80

8:                                                ; preds = %28, %3
  %9 = load i32, ptr %7, align 4, !dbg !81
  %10 = load i32, ptr %6, align 4, !dbg !83
  %11 = icmp slt i32 %9, %10, !dbg !84
  br i1 %11, label %12, label %31, !dbg !85

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !86
  %14 = load i32, ptr %7, align 4, !dbg !87
  %15 = sext i32 %14 to i64, !dbg !86
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !86
  %17 = load float, ptr %16, align 4, !dbg !86
  %18 = load ptr, ptr %4, align 8, !dbg !88
  %19 = load i32, ptr %7, align 4, !dbg !89
  %20 = sext i32 %19 to i64, !dbg !88
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !88
  %22 = load float, ptr %21, align 4, !dbg !88
  %23 = call float @llvm.fmuladd.f32(float %17, float 5.000000e-01, float %22), !dbg !90
  %24 = load ptr, ptr %4, align 8, !dbg !91
  %25 = load i32, ptr %7, align 4, !dbg !92
  %26 = sext i32 %25 to i64, !dbg !91
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !91
  store float %23, ptr %27, align 4, !dbg !93
  br label %28, !dbg !91

28:                                               ; preds = %12
  %29 = load i32, ptr %7, align 4, !dbg !94
  %30 = add nsw i32 %29, 1, !dbg !94
  store i32 %30, ptr %7, align 4, !dbg !94
  br label %8, !dbg !95, !llvm.loop !96

31:                                               ; preds = %8
  ret void, !dbg !107
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @nested(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !108 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !114, !DIExpression(), !115)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !116, !DIExpression(), !117)
    #dbg_declare(ptr %7, !118, !DIExpression(), !120)
  store i32 0, ptr %7, align 4, !dbg !120
  br label %9, !dbg !121

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %7, align 4, !dbg !122
  %11 = load i32, ptr %5, align 4, !dbg !124
  %12 = icmp slt i32 %10, %11, !dbg !125
  br i1 %12, label %13, label %39, !dbg !126

13:                                               ; preds = %9
    #dbg_declare(ptr %8, !127, !DIExpression(), !130)
  store i32 0, ptr %8, align 4, !dbg !130
  br label %14, !dbg !131

14:                                               ; preds = %32, %13
  %15 = load i32, ptr %8, align 4, !dbg !132
  %16 = load i32, ptr %6, align 4, !dbg !134
  %17 = icmp slt i32 %15, %16, !dbg !135
  br i1 %17, label %18, label %35, !dbg !136

18:                                               ; preds = %14
  %19 = load i32, ptr %7, align 4, !dbg !137
  %20 = load i32, ptr %8, align 4, !dbg !138
  %21 = xor i32 %19, %20, !dbg !139
  %22 = load ptr, ptr %4, align 8, !dbg !140
  %23 = load i32, ptr %7, align 4, !dbg !141
  %24 = load i32, ptr %6, align 4, !dbg !142
  %25 = mul nsw i32 %23, %24, !dbg !143
  %26 = load i32, ptr %8, align 4, !dbg !144
  %27 = add nsw i32 %25, %26, !dbg !145
  %28 = sext i32 %27 to i64, !dbg !140
  %29 = getelementptr inbounds i32, ptr %22, i64 %28, !dbg !140
  %30 = load i32, ptr %29, align 4, !dbg !146
  %31 = add nsw i32 %30, %21, !dbg !146
  store i32 %31, ptr %29, align 4, !dbg !146
  br label %32, !dbg !140

32:                                               ; preds = %18
  %33 = load i32, ptr %8, align 4, !dbg !147
  %34 = add nsw i32 %33, 1, !dbg !147
  store i32 %34, ptr %8, align 4, !dbg !147
  br label %14, !dbg !148, !llvm.loop !149

35:                                               ; preds = %14
  br label %36, !dbg !152

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4, !dbg !153
  %38 = add nsw i32 %37, 1, !dbg !153
  store i32 %38, ptr %7, align 4, !dbg !153
  br label %9, !dbg !154, !llvm.loop !155

39:                                               ; preds = %9
  ret void, !dbg !158
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @goto_loop(ptr noundef %0, i32 noundef %1) #0 !dbg !159 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !164, !DIExpression(), !165)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !166, !DIExpression(), !167)
    #dbg_declare(ptr %5, !168, !DIExpression(), !169)
  store i32 0, ptr %5, align 4, !dbg !169
    #dbg_declare(ptr %6, !170, !DIExpression(), !171)
  store i32 0, ptr %6, align 4, !dbg !171
  br label %7, !dbg !172

7:                                                ; preds = %11, %2
    #dbg_label(!173, !174)
  %8 = load i32, ptr %5, align 4, !dbg !175
  %9 = load i32, ptr %4, align 4, !dbg !177
  %10 = icmp slt i32 %8, %9, !dbg !178
  br i1 %10, label %11, label %20, !dbg !178

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !179
  %13 = load i32, ptr %5, align 4, !dbg !181
  %14 = add nsw i32 %13, 1, !dbg !181
  store i32 %14, ptr %5, align 4, !dbg !181
  %15 = sext i32 %13 to i64, !dbg !179
  %16 = getelementptr inbounds i32, ptr %12, i64 %15, !dbg !179
  %17 = load i32, ptr %16, align 4, !dbg !179
  %18 = load i32, ptr %6, align 4, !dbg !182
  %19 = add nsw i32 %18, %17, !dbg !182
  store i32 %19, ptr %6, align 4, !dbg !182
  br label %7, !dbg !183

20:                                               ; preds = %7
  %21 = load i32, ptr %6, align 4, !dbg !184
  ret i32 %21, !dbg !185
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @spin(ptr noundef %0) #0 !dbg !186 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !191, !DIExpression(), !192)
  br label %3, !dbg !193

3:                                                ; preds = %8, %1
  %4 = load ptr, ptr %2, align 8, !dbg !194
  %5 = load volatile i32, ptr %4, align 4, !dbg !195
  %6 = icmp ne i32 %5, 0, !dbg !196
  %7 = xor i1 %6, true, !dbg !196
  br i1 %7, label %8, label %9, !dbg !193

8:                                                ; preds = %3
  br label %3, !dbg !193, !llvm.loop !197

9:                                                ; preds = %3
  ret void, !dbg !199
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/pipeline_misc.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "025bb72c473a886ea75ee59034ee1d97")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "pipeline_off", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!17 = !DILocation(line: 3, column: 24, scope: !10)
!18 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!19 = !DILocation(line: 3, column: 31, scope: !10)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 5, type: !14)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!22 = !DILocation(line: 5, column: 12, scope: !21)
!23 = !DILocation(line: 5, column: 8, scope: !21)
!24 = !DILocation(line: 5, column: 19, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 5, column: 3)
!26 = !DILocation(line: 5, column: 23, scope: !25)
!27 = !DILocation(line: 5, column: 21, scope: !25)
!28 = !DILocation(line: 5, column: 3, scope: !21)
!29 = !DILocation(line: 6, column: 5, scope: !25)
!30 = !DILocation(line: 6, column: 7, scope: !25)
!31 = !DILocation(line: 6, column: 10, scope: !25)
!32 = !DILocation(line: 5, column: 26, scope: !25)
!33 = !DILocation(line: 5, column: 3, scope: !25)
!34 = distinct !{!34, !28, !35, !36, !37}
!35 = !DILocation(line: 6, column: 13, scope: !21)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.pipeline.disable", i1 true}
!38 = !DILocation(line: 7, column: 1, scope: !10)
!39 = distinct !DISubprogram(name: "pipeline_ii", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!40 = !DILocalVariable(name: "a", arg: 1, scope: !39, file: !1, line: 9, type: !13)
!41 = !DILocation(line: 9, column: 23, scope: !39)
!42 = !DILocalVariable(name: "n", arg: 2, scope: !39, file: !1, line: 9, type: !14)
!43 = !DILocation(line: 9, column: 30, scope: !39)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 11, type: !14)
!45 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 3)
!46 = !DILocation(line: 11, column: 12, scope: !45)
!47 = !DILocation(line: 11, column: 8, scope: !45)
!48 = !DILocation(line: 11, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 11, column: 3)
!50 = !DILocation(line: 11, column: 23, scope: !49)
!51 = !DILocation(line: 11, column: 21, scope: !49)
!52 = !DILocation(line: 11, column: 3, scope: !45)
!53 = !DILocation(line: 12, column: 5, scope: !49)
!54 = !DILocation(line: 12, column: 7, scope: !49)
!55 = !DILocation(line: 12, column: 10, scope: !49)
!56 = !DILocation(line: 11, column: 26, scope: !49)
!57 = !DILocation(line: 11, column: 3, scope: !49)
!58 = distinct !{!58, !52, !59, !36, !60}
!59 = !DILocation(line: 12, column: 13, scope: !45)
!60 = !{!"llvm.loop.pipeline.initiationinterval", i32 10}
!61 = !DILocation(line: 13, column: 1, scope: !39)
!62 = distinct !DISubprogram(name: "everything", scope: !1, file: !1, line: 15, type: !63, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !68, !14}
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!68 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!71 = !DILocalVariable(name: "a", arg: 1, scope: !62, file: !1, line: 15, type: !65)
!72 = !DILocation(line: 15, column: 33, scope: !62)
!73 = !DILocalVariable(name: "b", arg: 2, scope: !62, file: !1, line: 15, type: !68)
!74 = !DILocation(line: 15, column: 58, scope: !62)
!75 = !DILocalVariable(name: "n", arg: 3, scope: !62, file: !1, line: 15, type: !14)
!76 = !DILocation(line: 15, column: 65, scope: !62)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 17, type: !14)
!78 = distinct !DILexicalBlock(scope: !62, file: !1, line: 17, column: 3)
!79 = !DILocation(line: 17, column: 12, scope: !78)
!80 = !DILocation(line: 17, column: 8, scope: !78)
!81 = !DILocation(line: 17, column: 19, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !1, line: 17, column: 3)
!83 = !DILocation(line: 17, column: 23, scope: !82)
!84 = !DILocation(line: 17, column: 21, scope: !82)
!85 = !DILocation(line: 17, column: 3, scope: !78)
!86 = !DILocation(line: 18, column: 12, scope: !82)
!87 = !DILocation(line: 18, column: 14, scope: !82)
!88 = !DILocation(line: 18, column: 26, scope: !82)
!89 = !DILocation(line: 18, column: 28, scope: !82)
!90 = !DILocation(line: 18, column: 24, scope: !82)
!91 = !DILocation(line: 18, column: 5, scope: !82)
!92 = !DILocation(line: 18, column: 7, scope: !82)
!93 = !DILocation(line: 18, column: 10, scope: !82)
!94 = !DILocation(line: 17, column: 26, scope: !82)
!95 = !DILocation(line: 17, column: 3, scope: !82)
!96 = distinct !{!96, !85, !97, !36, !98, !99}
!97 = !DILocation(line: 18, column: 29, scope: !78)
!98 = !{!"llvm.loop.distribute.enable", i1 true}
!99 = !{!"llvm.loop.distribute.followup_all", !85, !97, !36, !100, !101, !102, !103, !104}
!100 = !{!"llvm.loop.vectorize.width", i32 8}
!101 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!102 = !{!"llvm.loop.interleave.count", i32 2}
!103 = !{!"llvm.loop.vectorize.enable", i1 true}
!104 = !{!"llvm.loop.vectorize.followup_all", !85, !97, !36, !105, !106}
!105 = !{!"llvm.loop.isvectorized"}
!106 = !{!"llvm.loop.unroll.count", i32 4}
!107 = !DILocation(line: 19, column: 1, scope: !62)
!108 = distinct !DISubprogram(name: "nested", scope: !1, file: !1, line: 21, type: !109, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111, !14, !14}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!112 = !DILocalVariable(name: "m", arg: 1, scope: !108, file: !1, line: 21, type: !111)
!113 = !DILocation(line: 21, column: 27, scope: !108)
!114 = !DILocalVariable(name: "rows", arg: 2, scope: !108, file: !1, line: 21, type: !14)
!115 = !DILocation(line: 21, column: 34, scope: !108)
!116 = !DILocalVariable(name: "cols", arg: 3, scope: !108, file: !1, line: 21, type: !14)
!117 = !DILocation(line: 21, column: 44, scope: !108)
!118 = !DILocalVariable(name: "r", scope: !119, file: !1, line: 23, type: !14)
!119 = distinct !DILexicalBlock(scope: !108, file: !1, line: 23, column: 3)
!120 = !DILocation(line: 23, column: 12, scope: !119)
!121 = !DILocation(line: 23, column: 8, scope: !119)
!122 = !DILocation(line: 23, column: 19, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 23, column: 3)
!124 = !DILocation(line: 23, column: 23, scope: !123)
!125 = !DILocation(line: 23, column: 21, scope: !123)
!126 = !DILocation(line: 23, column: 3, scope: !119)
!127 = !DILocalVariable(name: "c", scope: !128, file: !1, line: 25, type: !14)
!128 = distinct !DILexicalBlock(scope: !129, file: !1, line: 25, column: 5)
!129 = distinct !DILexicalBlock(scope: !123, file: !1, line: 23, column: 34)
!130 = !DILocation(line: 25, column: 14, scope: !128)
!131 = !DILocation(line: 25, column: 10, scope: !128)
!132 = !DILocation(line: 25, column: 21, scope: !133)
!133 = distinct !DILexicalBlock(scope: !128, file: !1, line: 25, column: 5)
!134 = !DILocation(line: 25, column: 25, scope: !133)
!135 = !DILocation(line: 25, column: 23, scope: !133)
!136 = !DILocation(line: 25, column: 5, scope: !128)
!137 = !DILocation(line: 26, column: 26, scope: !133)
!138 = !DILocation(line: 26, column: 30, scope: !133)
!139 = !DILocation(line: 26, column: 28, scope: !133)
!140 = !DILocation(line: 26, column: 7, scope: !133)
!141 = !DILocation(line: 26, column: 9, scope: !133)
!142 = !DILocation(line: 26, column: 13, scope: !133)
!143 = !DILocation(line: 26, column: 11, scope: !133)
!144 = !DILocation(line: 26, column: 20, scope: !133)
!145 = !DILocation(line: 26, column: 18, scope: !133)
!146 = !DILocation(line: 26, column: 23, scope: !133)
!147 = !DILocation(line: 25, column: 31, scope: !133)
!148 = !DILocation(line: 25, column: 5, scope: !133)
!149 = distinct !{!149, !136, !150, !36, !151, !101, !103}
!150 = !DILocation(line: 26, column: 30, scope: !128)
!151 = !{!"llvm.loop.vectorize.width", i32 4}
!152 = !DILocation(line: 27, column: 3, scope: !129)
!153 = !DILocation(line: 23, column: 29, scope: !123)
!154 = !DILocation(line: 23, column: 3, scope: !123)
!155 = distinct !{!155, !126, !156, !36, !157}
!156 = !DILocation(line: 27, column: 3, scope: !119)
!157 = !{!"llvm.loop.unroll.disable"}
!158 = !DILocation(line: 28, column: 1, scope: !108)
!159 = distinct !DISubprogram(name: "goto_loop", scope: !1, file: !1, line: 30, type: !160, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!160 = !DISubroutineType(types: !161)
!161 = !{!14, !162, !14}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!164 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !1, line: 30, type: !162)
!165 = !DILocation(line: 30, column: 26, scope: !159)
!166 = !DILocalVariable(name: "n", arg: 2, scope: !159, file: !1, line: 30, type: !14)
!167 = !DILocation(line: 30, column: 33, scope: !159)
!168 = !DILocalVariable(name: "i", scope: !159, file: !1, line: 31, type: !14)
!169 = !DILocation(line: 31, column: 7, scope: !159)
!170 = !DILocalVariable(name: "s", scope: !159, file: !1, line: 31, type: !14)
!171 = !DILocation(line: 31, column: 14, scope: !159)
!172 = !DILocation(line: 31, column: 3, scope: !159)
!173 = !DILabel(scope: !159, name: "top", file: !1, line: 32, column: 1)
!174 = !DILocation(line: 32, column: 1, scope: !159)
!175 = !DILocation(line: 33, column: 7, scope: !176)
!176 = distinct !DILexicalBlock(scope: !159, file: !1, line: 33, column: 7)
!177 = !DILocation(line: 33, column: 11, scope: !176)
!178 = !DILocation(line: 33, column: 9, scope: !176)
!179 = !DILocation(line: 33, column: 21, scope: !180)
!180 = distinct !DILexicalBlock(scope: !176, file: !1, line: 33, column: 14)
!181 = !DILocation(line: 33, column: 24, scope: !180)
!182 = !DILocation(line: 33, column: 18, scope: !180)
!183 = !DILocation(line: 33, column: 29, scope: !180)
!184 = !DILocation(line: 34, column: 10, scope: !159)
!185 = !DILocation(line: 34, column: 3, scope: !159)
!186 = distinct !DISubprogram(name: "spin", scope: !1, file: !1, line: 37, type: !187, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!191 = !DILocalVariable(name: "flag", arg: 1, scope: !186, file: !1, line: 37, type: !189)
!192 = !DILocation(line: 37, column: 25, scope: !186)
!193 = !DILocation(line: 38, column: 3, scope: !186)
!194 = !DILocation(line: 38, column: 12, scope: !186)
!195 = !DILocation(line: 38, column: 11, scope: !186)
!196 = !DILocation(line: 38, column: 10, scope: !186)
!197 = distinct !{!197, !193, !198, !36}
!198 = !DILocation(line: 38, column: 19, scope: !186)
!199 = !DILocation(line: 39, column: 1, scope: !186)
