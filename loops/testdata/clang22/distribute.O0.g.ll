; ModuleID = 'loops/src/distribute.c'
source_filename = "loops/src/distribute.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @distribute_enable(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, i32 noundef %5) #0 !dbg !10 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !20, !DIExpression(), !21)
  store ptr %1, ptr %8, align 8
    #dbg_declare(ptr %8, !22, !DIExpression(), !23)
  store ptr %2, ptr %9, align 8
    #dbg_declare(ptr %9, !24, !DIExpression(), !25)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !26, !DIExpression(), !27)
  store ptr %4, ptr %11, align 8
    #dbg_declare(ptr %11, !28, !DIExpression(), !29)
  store i32 %5, ptr %12, align 4
    #dbg_declare(ptr %12, !30, !DIExpression(), !31)
    #dbg_declare(ptr %13, !32, !DIExpression(), !34)
  store i32 0, ptr %13, align 4, !dbg !34
  br label %14, !dbg !35

14:                                               ; preds = %51, %6
  %15 = load i32, ptr %13, align 4, !dbg !36
  %16 = load i32, ptr %12, align 4, !dbg !38
  %17 = sub nsw i32 %16, 1, !dbg !39
  %18 = icmp slt i32 %15, %17, !dbg !40
  br i1 %18, label %19, label %54, !dbg !41

19:                                               ; preds = %14
  %20 = load ptr, ptr %7, align 8, !dbg !42
  %21 = load i32, ptr %13, align 4, !dbg !44
  %22 = sext i32 %21 to i64, !dbg !42
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !42
  %24 = load i32, ptr %23, align 4, !dbg !42
  %25 = load ptr, ptr %8, align 8, !dbg !45
  %26 = load i32, ptr %13, align 4, !dbg !46
  %27 = sext i32 %26 to i64, !dbg !45
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !45
  %29 = load i32, ptr %28, align 4, !dbg !45
  %30 = add nsw i32 %24, %29, !dbg !47
  %31 = load ptr, ptr %7, align 8, !dbg !48
  %32 = load i32, ptr %13, align 4, !dbg !49
  %33 = add nsw i32 %32, 1, !dbg !50
  %34 = sext i32 %33 to i64, !dbg !48
  %35 = getelementptr inbounds i32, ptr %31, i64 %34, !dbg !48
  store i32 %30, ptr %35, align 4, !dbg !51
  %36 = load ptr, ptr %9, align 8, !dbg !52
  %37 = load i32, ptr %13, align 4, !dbg !53
  %38 = sext i32 %37 to i64, !dbg !52
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !52
  %40 = load i32, ptr %39, align 4, !dbg !52
  %41 = load ptr, ptr %11, align 8, !dbg !54
  %42 = load i32, ptr %13, align 4, !dbg !55
  %43 = sext i32 %42 to i64, !dbg !54
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !54
  %45 = load i32, ptr %44, align 4, !dbg !54
  %46 = mul nsw i32 %40, %45, !dbg !56
  %47 = load ptr, ptr %10, align 8, !dbg !57
  %48 = load i32, ptr %13, align 4, !dbg !58
  %49 = sext i32 %48 to i64, !dbg !57
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !57
  store i32 %46, ptr %50, align 4, !dbg !59
  br label %51, !dbg !60

51:                                               ; preds = %19
  %52 = load i32, ptr %13, align 4, !dbg !61
  %53 = add nsw i32 %52, 1, !dbg !61
  store i32 %53, ptr %13, align 4, !dbg !61
  br label %14, !dbg !62, !llvm.loop !63

54:                                               ; preds = %14
  ret void, !dbg !67
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @distribute_and_vectorize(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, i32 noundef %5) #0 !dbg !68 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !69, !DIExpression(), !70)
  store ptr %1, ptr %8, align 8
    #dbg_declare(ptr %8, !71, !DIExpression(), !72)
  store ptr %2, ptr %9, align 8
    #dbg_declare(ptr %9, !73, !DIExpression(), !74)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !75, !DIExpression(), !76)
  store ptr %4, ptr %11, align 8
    #dbg_declare(ptr %11, !77, !DIExpression(), !78)
  store i32 %5, ptr %12, align 4
    #dbg_declare(ptr %12, !79, !DIExpression(), !80)
    #dbg_declare(ptr %13, !81, !DIExpression(), !83)
  store i32 0, ptr %13, align 4, !dbg !83
  br label %14, !dbg !84

14:                                               ; preds = %51, %6
  %15 = load i32, ptr %13, align 4, !dbg !85
  %16 = load i32, ptr %12, align 4, !dbg !87
  %17 = sub nsw i32 %16, 1, !dbg !88
  %18 = icmp slt i32 %15, %17, !dbg !89
  br i1 %18, label %19, label %54, !dbg !90

19:                                               ; preds = %14
  %20 = load ptr, ptr %7, align 8, !dbg !91
  %21 = load i32, ptr %13, align 4, !dbg !93
  %22 = sext i32 %21 to i64, !dbg !91
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !91
  %24 = load i32, ptr %23, align 4, !dbg !91
  %25 = load ptr, ptr %8, align 8, !dbg !94
  %26 = load i32, ptr %13, align 4, !dbg !95
  %27 = sext i32 %26 to i64, !dbg !94
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !94
  %29 = load i32, ptr %28, align 4, !dbg !94
  %30 = add nsw i32 %24, %29, !dbg !96
  %31 = load ptr, ptr %7, align 8, !dbg !97
  %32 = load i32, ptr %13, align 4, !dbg !98
  %33 = add nsw i32 %32, 1, !dbg !99
  %34 = sext i32 %33 to i64, !dbg !97
  %35 = getelementptr inbounds i32, ptr %31, i64 %34, !dbg !97
  store i32 %30, ptr %35, align 4, !dbg !100
  %36 = load ptr, ptr %9, align 8, !dbg !101
  %37 = load i32, ptr %13, align 4, !dbg !102
  %38 = sext i32 %37 to i64, !dbg !101
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !101
  %40 = load i32, ptr %39, align 4, !dbg !101
  %41 = load ptr, ptr %11, align 8, !dbg !103
  %42 = load i32, ptr %13, align 4, !dbg !104
  %43 = sext i32 %42 to i64, !dbg !103
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !103
  %45 = load i32, ptr %44, align 4, !dbg !103
  %46 = mul nsw i32 %40, %45, !dbg !105
  %47 = load ptr, ptr %10, align 8, !dbg !106
  %48 = load i32, ptr %13, align 4, !dbg !107
  %49 = sext i32 %48 to i64, !dbg !106
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !106
  store i32 %46, ptr %50, align 4, !dbg !108
  br label %51, !dbg !109

51:                                               ; preds = %19
  %52 = load i32, ptr %13, align 4, !dbg !110
  %53 = add nsw i32 %52, 1, !dbg !110
  store i32 %53, ptr %13, align 4, !dbg !110
  br label %14, !dbg !111, !llvm.loop !112

54:                                               ; preds = %14
  ret void, !dbg !116
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @distribute_disable(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !117 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !120, !DIExpression(), !121)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !122, !DIExpression(), !123)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !124, !DIExpression(), !125)
    #dbg_declare(ptr %7, !126, !DIExpression(), !128)
  store i32 0, ptr %7, align 4, !dbg !128
  br label %8, !dbg !129

8:                                                ; preds = %33, %3
  %9 = load i32, ptr %7, align 4, !dbg !130
  %10 = load i32, ptr %6, align 4, !dbg !132
  %11 = icmp slt i32 %9, %10, !dbg !133
  br i1 %11, label %12, label %36, !dbg !134

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8, !dbg !135
  %14 = load i32, ptr %7, align 4, !dbg !137
  %15 = sext i32 %14 to i64, !dbg !135
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !135
  %17 = load i32, ptr %16, align 4, !dbg !135
  %18 = add nsw i32 %17, 1, !dbg !138
  %19 = load ptr, ptr %4, align 8, !dbg !139
  %20 = load i32, ptr %7, align 4, !dbg !140
  %21 = sext i32 %20 to i64, !dbg !139
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !139
  store i32 %18, ptr %22, align 4, !dbg !141
  %23 = load ptr, ptr %5, align 8, !dbg !142
  %24 = load i32, ptr %7, align 4, !dbg !143
  %25 = sext i32 %24 to i64, !dbg !142
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !142
  %27 = load i32, ptr %26, align 4, !dbg !142
  %28 = mul nsw i32 %27, 2, !dbg !144
  %29 = load ptr, ptr %5, align 8, !dbg !145
  %30 = load i32, ptr %7, align 4, !dbg !146
  %31 = sext i32 %30 to i64, !dbg !145
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !145
  store i32 %28, ptr %32, align 4, !dbg !147
  br label %33, !dbg !148

33:                                               ; preds = %12
  %34 = load i32, ptr %7, align 4, !dbg !149
  %35 = add nsw i32 %34, 1, !dbg !149
  store i32 %35, ptr %7, align 4, !dbg !149
  br label %8, !dbg !150, !llvm.loop !151

36:                                               ; preds = %8
  ret void, !dbg !154
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @distribute_impossible(ptr noundef %0, i32 noundef %1) #0 !dbg !155 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !158, !DIExpression(), !159)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !160, !DIExpression(), !161)
    #dbg_declare(ptr %5, !162, !DIExpression(), !164)
  store i32 0, ptr %5, align 4, !dbg !164
  br label %6, !dbg !165

6:                                                ; preds = %16, %2
  %7 = load i32, ptr %5, align 4, !dbg !166
  %8 = load i32, ptr %4, align 4, !dbg !168
  %9 = icmp slt i32 %7, %8, !dbg !169
  br i1 %9, label %10, label %19, !dbg !170

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !171
  %12 = load i32, ptr %5, align 4, !dbg !172
  %13 = sext i32 %12 to i64, !dbg !171
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !171
  %15 = load i32, ptr %14, align 4, !dbg !171
  call void @use(i32 noundef %15), !dbg !173
  br label %16, !dbg !173

16:                                               ; preds = %10
  %17 = load i32, ptr %5, align 4, !dbg !174
  %18 = add nsw i32 %17, 1, !dbg !174
  store i32 %18, ptr %5, align 4, !dbg !174
  br label %6, !dbg !175, !llvm.loop !176

19:                                               ; preds = %6
  ret void, !dbg !178
}

declare void @use(i32 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/distribute.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "a3b65f6da10d90cf89ce8ae8ce214308")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "distribute_enable", scope: !1, file: !1, line: 5, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !16, !13, !16, !15}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !{}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!21 = !DILocation(line: 5, column: 38, scope: !10)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 5, type: !13)
!23 = !DILocation(line: 5, column: 55, scope: !10)
!24 = !DILocalVariable(name: "c", arg: 3, scope: !10, file: !1, line: 5, type: !16)
!25 = !DILocation(line: 5, column: 78, scope: !10)
!26 = !DILocalVariable(name: "d", arg: 4, scope: !10, file: !1, line: 6, type: !13)
!27 = !DILocation(line: 6, column: 38, scope: !10)
!28 = !DILocalVariable(name: "e", arg: 5, scope: !10, file: !1, line: 6, type: !16)
!29 = !DILocation(line: 6, column: 61, scope: !10)
!30 = !DILocalVariable(name: "n", arg: 6, scope: !10, file: !1, line: 6, type: !15)
!31 = !DILocation(line: 6, column: 68, scope: !10)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 8, type: !15)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 3)
!34 = !DILocation(line: 8, column: 12, scope: !33)
!35 = !DILocation(line: 8, column: 8, scope: !33)
!36 = !DILocation(line: 8, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 8, column: 3)
!38 = !DILocation(line: 8, column: 23, scope: !37)
!39 = !DILocation(line: 8, column: 25, scope: !37)
!40 = !DILocation(line: 8, column: 21, scope: !37)
!41 = !DILocation(line: 8, column: 3, scope: !33)
!42 = !DILocation(line: 9, column: 16, scope: !43)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 8, column: 35)
!44 = !DILocation(line: 9, column: 18, scope: !43)
!45 = !DILocation(line: 9, column: 23, scope: !43)
!46 = !DILocation(line: 9, column: 25, scope: !43)
!47 = !DILocation(line: 9, column: 21, scope: !43)
!48 = !DILocation(line: 9, column: 5, scope: !43)
!49 = !DILocation(line: 9, column: 7, scope: !43)
!50 = !DILocation(line: 9, column: 9, scope: !43)
!51 = !DILocation(line: 9, column: 14, scope: !43)
!52 = !DILocation(line: 10, column: 12, scope: !43)
!53 = !DILocation(line: 10, column: 14, scope: !43)
!54 = !DILocation(line: 10, column: 19, scope: !43)
!55 = !DILocation(line: 10, column: 21, scope: !43)
!56 = !DILocation(line: 10, column: 17, scope: !43)
!57 = !DILocation(line: 10, column: 5, scope: !43)
!58 = !DILocation(line: 10, column: 7, scope: !43)
!59 = !DILocation(line: 10, column: 10, scope: !43)
!60 = !DILocation(line: 11, column: 3, scope: !43)
!61 = !DILocation(line: 8, column: 30, scope: !37)
!62 = !DILocation(line: 8, column: 3, scope: !37)
!63 = distinct !{!63, !41, !64, !65, !66}
!64 = !DILocation(line: 11, column: 3, scope: !33)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.distribute.enable", i1 true}
!67 = !DILocation(line: 12, column: 1, scope: !10)
!68 = distinct !DISubprogram(name: "distribute_and_vectorize", scope: !1, file: !1, line: 14, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!69 = !DILocalVariable(name: "a", arg: 1, scope: !68, file: !1, line: 14, type: !13)
!70 = !DILocation(line: 14, column: 45, scope: !68)
!71 = !DILocalVariable(name: "b", arg: 2, scope: !68, file: !1, line: 14, type: !13)
!72 = !DILocation(line: 14, column: 62, scope: !68)
!73 = !DILocalVariable(name: "c", arg: 3, scope: !68, file: !1, line: 15, type: !16)
!74 = !DILocation(line: 15, column: 51, scope: !68)
!75 = !DILocalVariable(name: "d", arg: 4, scope: !68, file: !1, line: 15, type: !13)
!76 = !DILocation(line: 15, column: 68, scope: !68)
!77 = !DILocalVariable(name: "e", arg: 5, scope: !68, file: !1, line: 16, type: !16)
!78 = !DILocation(line: 16, column: 51, scope: !68)
!79 = !DILocalVariable(name: "n", arg: 6, scope: !68, file: !1, line: 16, type: !15)
!80 = !DILocation(line: 16, column: 58, scope: !68)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 18, type: !15)
!82 = distinct !DILexicalBlock(scope: !68, file: !1, line: 18, column: 3)
!83 = !DILocation(line: 18, column: 12, scope: !82)
!84 = !DILocation(line: 18, column: 8, scope: !82)
!85 = !DILocation(line: 18, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 18, column: 3)
!87 = !DILocation(line: 18, column: 23, scope: !86)
!88 = !DILocation(line: 18, column: 25, scope: !86)
!89 = !DILocation(line: 18, column: 21, scope: !86)
!90 = !DILocation(line: 18, column: 3, scope: !82)
!91 = !DILocation(line: 19, column: 16, scope: !92)
!92 = distinct !DILexicalBlock(scope: !86, file: !1, line: 18, column: 35)
!93 = !DILocation(line: 19, column: 18, scope: !92)
!94 = !DILocation(line: 19, column: 23, scope: !92)
!95 = !DILocation(line: 19, column: 25, scope: !92)
!96 = !DILocation(line: 19, column: 21, scope: !92)
!97 = !DILocation(line: 19, column: 5, scope: !92)
!98 = !DILocation(line: 19, column: 7, scope: !92)
!99 = !DILocation(line: 19, column: 9, scope: !92)
!100 = !DILocation(line: 19, column: 14, scope: !92)
!101 = !DILocation(line: 20, column: 12, scope: !92)
!102 = !DILocation(line: 20, column: 14, scope: !92)
!103 = !DILocation(line: 20, column: 19, scope: !92)
!104 = !DILocation(line: 20, column: 21, scope: !92)
!105 = !DILocation(line: 20, column: 17, scope: !92)
!106 = !DILocation(line: 20, column: 5, scope: !92)
!107 = !DILocation(line: 20, column: 7, scope: !92)
!108 = !DILocation(line: 20, column: 10, scope: !92)
!109 = !DILocation(line: 21, column: 3, scope: !92)
!110 = !DILocation(line: 18, column: 30, scope: !86)
!111 = !DILocation(line: 18, column: 3, scope: !86)
!112 = distinct !{!112, !90, !113, !65, !66, !114}
!113 = !DILocation(line: 21, column: 3, scope: !82)
!114 = !{!"llvm.loop.distribute.followup_all", !90, !113, !65, !115}
!115 = !{!"llvm.loop.vectorize.enable", i1 true}
!116 = !DILocation(line: 22, column: 1, scope: !68)
!117 = distinct !DISubprogram(name: "distribute_disable", scope: !1, file: !1, line: 24, type: !118, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !14, !14, !15}
!120 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !1, line: 24, type: !14)
!121 = !DILocation(line: 24, column: 30, scope: !117)
!122 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !1, line: 24, type: !14)
!123 = !DILocation(line: 24, column: 38, scope: !117)
!124 = !DILocalVariable(name: "n", arg: 3, scope: !117, file: !1, line: 24, type: !15)
!125 = !DILocation(line: 24, column: 45, scope: !117)
!126 = !DILocalVariable(name: "i", scope: !127, file: !1, line: 26, type: !15)
!127 = distinct !DILexicalBlock(scope: !117, file: !1, line: 26, column: 3)
!128 = !DILocation(line: 26, column: 12, scope: !127)
!129 = !DILocation(line: 26, column: 8, scope: !127)
!130 = !DILocation(line: 26, column: 19, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !1, line: 26, column: 3)
!132 = !DILocation(line: 26, column: 23, scope: !131)
!133 = !DILocation(line: 26, column: 21, scope: !131)
!134 = !DILocation(line: 26, column: 3, scope: !127)
!135 = !DILocation(line: 27, column: 12, scope: !136)
!136 = distinct !DILexicalBlock(scope: !131, file: !1, line: 26, column: 31)
!137 = !DILocation(line: 27, column: 14, scope: !136)
!138 = !DILocation(line: 27, column: 17, scope: !136)
!139 = !DILocation(line: 27, column: 5, scope: !136)
!140 = !DILocation(line: 27, column: 7, scope: !136)
!141 = !DILocation(line: 27, column: 10, scope: !136)
!142 = !DILocation(line: 28, column: 12, scope: !136)
!143 = !DILocation(line: 28, column: 14, scope: !136)
!144 = !DILocation(line: 28, column: 17, scope: !136)
!145 = !DILocation(line: 28, column: 5, scope: !136)
!146 = !DILocation(line: 28, column: 7, scope: !136)
!147 = !DILocation(line: 28, column: 10, scope: !136)
!148 = !DILocation(line: 29, column: 3, scope: !136)
!149 = !DILocation(line: 26, column: 26, scope: !131)
!150 = !DILocation(line: 26, column: 3, scope: !131)
!151 = distinct !{!151, !134, !152, !65, !153}
!152 = !DILocation(line: 29, column: 3, scope: !127)
!153 = !{!"llvm.loop.distribute.enable", i1 false}
!154 = !DILocation(line: 30, column: 1, scope: !117)
!155 = distinct !DISubprogram(name: "distribute_impossible", scope: !1, file: !1, line: 33, type: !156, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !14, !15}
!158 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !1, line: 33, type: !14)
!159 = !DILocation(line: 33, column: 33, scope: !155)
!160 = !DILocalVariable(name: "n", arg: 2, scope: !155, file: !1, line: 33, type: !15)
!161 = !DILocation(line: 33, column: 40, scope: !155)
!162 = !DILocalVariable(name: "i", scope: !163, file: !1, line: 35, type: !15)
!163 = distinct !DILexicalBlock(scope: !155, file: !1, line: 35, column: 3)
!164 = !DILocation(line: 35, column: 12, scope: !163)
!165 = !DILocation(line: 35, column: 8, scope: !163)
!166 = !DILocation(line: 35, column: 19, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !1, line: 35, column: 3)
!168 = !DILocation(line: 35, column: 23, scope: !167)
!169 = !DILocation(line: 35, column: 21, scope: !167)
!170 = !DILocation(line: 35, column: 3, scope: !163)
!171 = !DILocation(line: 36, column: 9, scope: !167)
!172 = !DILocation(line: 36, column: 11, scope: !167)
!173 = !DILocation(line: 36, column: 5, scope: !167)
!174 = !DILocation(line: 35, column: 26, scope: !167)
!175 = !DILocation(line: 35, column: 3, scope: !167)
!176 = distinct !{!176, !170, !177, !65, !66}
!177 = !DILocation(line: 36, column: 13, scope: !163)
!178 = !DILocation(line: 37, column: 1, scope: !155)
