; ModuleID = 'loops/src/unroll.c'
source_filename = "loops/src/unroll.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @unroll_count4(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !21, !DIExpression(), !22)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !23, !DIExpression(), !24)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !25, !DIExpression(), !26)
    #dbg_declare(ptr %7, !27, !DIExpression(), !29)
  store i32 0, ptr %7, align 4, !dbg !29
  br label %8, !dbg !30

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4, !dbg !31
  %10 = load i32, ptr %6, align 4, !dbg !33
  %11 = icmp slt i32 %9, %10, !dbg !34
  br i1 %11, label %12, label %27, !dbg !35

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !36
  %14 = load i32, ptr %7, align 4, !dbg !37
  %15 = sext i32 %14 to i64, !dbg !36
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !36
  %17 = load float, ptr %16, align 4, !dbg !36
  %18 = load ptr, ptr %4, align 8, !dbg !38
  %19 = load i32, ptr %7, align 4, !dbg !39
  %20 = sext i32 %19 to i64, !dbg !38
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !38
  %22 = load float, ptr %21, align 4, !dbg !40
  %23 = call float @llvm.fmuladd.f32(float %17, float 2.000000e+00, float %22), !dbg !40
  store float %23, ptr %21, align 4, !dbg !40
  br label %24, !dbg !38

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4, !dbg !41
  %26 = add nsw i32 %25, 1, !dbg !41
  store i32 %26, ptr %7, align 4, !dbg !41
  br label %8, !dbg !42, !llvm.loop !43

27:                                               ; preds = %8
  ret void, !dbg !47
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @unroll_full_const(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
    #dbg_declare(ptr %3, !55, !DIExpression(), !56)
  store i32 0, ptr %3, align 4, !dbg !56
    #dbg_declare(ptr %4, !57, !DIExpression(), !59)
  store i32 0, ptr %4, align 4, !dbg !59
  br label %5, !dbg !60

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4, !dbg !61
  %7 = icmp slt i32 %6, 16, !dbg !63
  br i1 %7, label %8, label %21, !dbg !64

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8, !dbg !65
  %10 = load i32, ptr %4, align 4, !dbg !66
  %11 = sext i32 %10 to i64, !dbg !65
  %12 = getelementptr inbounds i32, ptr %9, i64 %11, !dbg !65
  %13 = load i32, ptr %12, align 4, !dbg !65
  %14 = load i32, ptr %4, align 4, !dbg !67
  %15 = mul nsw i32 %13, %14, !dbg !68
  %16 = load i32, ptr %3, align 4, !dbg !69
  %17 = add nsw i32 %16, %15, !dbg !69
  store i32 %17, ptr %3, align 4, !dbg !69
  br label %18, !dbg !70

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4, !dbg !71
  %20 = add nsw i32 %19, 1, !dbg !71
  store i32 %20, ptr %4, align 4, !dbg !71
  br label %5, !dbg !72, !llvm.loop !73

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4, !dbg !76
  ret i32 %22, !dbg !77
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @unroll_full_unknown(ptr noundef %0, i32 noundef %1) #0 !dbg !78 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !81, !DIExpression(), !82)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !83, !DIExpression(), !84)
    #dbg_declare(ptr %5, !85, !DIExpression(), !86)
  store i32 0, ptr %5, align 4, !dbg !86
    #dbg_declare(ptr %6, !87, !DIExpression(), !89)
  store i32 0, ptr %6, align 4, !dbg !89
  br label %7, !dbg !90

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !91
  %9 = load i32, ptr %4, align 4, !dbg !93
  %10 = icmp slt i32 %8, %9, !dbg !94
  br i1 %10, label %11, label %22, !dbg !95

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !96
  %13 = load i32, ptr %6, align 4, !dbg !97
  %14 = sext i32 %13 to i64, !dbg !96
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !96
  %16 = load i32, ptr %15, align 4, !dbg !96
  %17 = load i32, ptr %5, align 4, !dbg !98
  %18 = add nsw i32 %17, %16, !dbg !98
  store i32 %18, ptr %5, align 4, !dbg !98
  br label %19, !dbg !99

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !100
  %21 = add nsw i32 %20, 1, !dbg !100
  store i32 %21, ptr %6, align 4, !dbg !100
  br label %7, !dbg !101, !llvm.loop !102

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !104
  ret i32 %23, !dbg !105
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @unroll_enable(ptr noundef %0, i32 noundef %1) #0 !dbg !106 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
    #dbg_declare(ptr %5, !114, !DIExpression(), !116)
  store i32 0, ptr %5, align 4, !dbg !116
  br label %6, !dbg !117

6:                                                ; preds = %22, %2
  %7 = load i32, ptr %5, align 4, !dbg !118
  %8 = load i32, ptr %4, align 4, !dbg !120
  %9 = icmp slt i32 %7, %8, !dbg !121
  br i1 %9, label %10, label %25, !dbg !122

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !123
  %12 = load i32, ptr %5, align 4, !dbg !124
  %13 = sext i32 %12 to i64, !dbg !123
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !123
  %15 = load i32, ptr %14, align 4, !dbg !123
  %16 = mul nsw i32 %15, 3, !dbg !125
  %17 = add nsw i32 %16, 1, !dbg !126
  %18 = load ptr, ptr %3, align 8, !dbg !127
  %19 = load i32, ptr %5, align 4, !dbg !128
  %20 = sext i32 %19 to i64, !dbg !127
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !127
  store i32 %17, ptr %21, align 4, !dbg !129
  br label %22, !dbg !127

22:                                               ; preds = %10
  %23 = load i32, ptr %5, align 4, !dbg !130
  %24 = add nsw i32 %23, 1, !dbg !130
  store i32 %24, ptr %5, align 4, !dbg !130
  br label %6, !dbg !131, !llvm.loop !132

25:                                               ; preds = %6
  ret void, !dbg !135
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @unroll_disable(ptr noundef %0) #0 !dbg !136 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !139, !DIExpression(), !140)
    #dbg_declare(ptr %3, !141, !DIExpression(), !143)
  store i32 0, ptr %3, align 4, !dbg !143
  br label %4, !dbg !144

4:                                                ; preds = %18, %1
  %5 = load i32, ptr %3, align 4, !dbg !145
  %6 = icmp slt i32 %5, 64, !dbg !147
  br i1 %6, label %7, label %21, !dbg !148

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8, !dbg !149
  %9 = load i32, ptr %3, align 4, !dbg !150
  %10 = sext i32 %9 to i64, !dbg !149
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !149
  %12 = load i32, ptr %11, align 4, !dbg !149
  %13 = call i32 @sink(i32 noundef %12), !dbg !151
  %14 = load ptr, ptr %2, align 8, !dbg !152
  %15 = load i32, ptr %3, align 4, !dbg !153
  %16 = sext i32 %15 to i64, !dbg !152
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !152
  store i32 %13, ptr %17, align 4, !dbg !154
  br label %18, !dbg !152

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4, !dbg !155
  %20 = add nsw i32 %19, 1, !dbg !155
  store i32 %20, ptr %3, align 4, !dbg !155
  br label %4, !dbg !156, !llvm.loop !157

21:                                               ; preds = %4
  ret void, !dbg !160
}

declare i32 @sink(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @gcc_style(ptr noundef %0, i32 noundef %1) #0 !dbg !161 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !162, !DIExpression(), !163)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !164, !DIExpression(), !165)
    #dbg_declare(ptr %5, !166, !DIExpression(), !168)
  store i32 0, ptr %5, align 4, !dbg !168
  br label %8, !dbg !169

8:                                                ; preds = %19, %2
  %9 = load i32, ptr %5, align 4, !dbg !170
  %10 = load i32, ptr %4, align 4, !dbg !172
  %11 = icmp slt i32 %9, %10, !dbg !173
  br i1 %11, label %12, label %22, !dbg !174

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !175
  %14 = load i32, ptr %5, align 4, !dbg !176
  %15 = sext i32 %14 to i64, !dbg !175
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !175
  %17 = load i32, ptr %16, align 4, !dbg !177
  %18 = shl i32 %17, 1, !dbg !177
  store i32 %18, ptr %16, align 4, !dbg !177
  br label %19, !dbg !175

19:                                               ; preds = %12
  %20 = load i32, ptr %5, align 4, !dbg !178
  %21 = add nsw i32 %20, 1, !dbg !178
  store i32 %21, ptr %5, align 4, !dbg !178
  br label %8, !dbg !179, !llvm.loop !180

22:                                               ; preds = %8
    #dbg_declare(ptr %6, !183, !DIExpression(), !185)
  store i32 0, ptr %6, align 4, !dbg !185
  br label %23, !dbg !186

23:                                               ; preds = %34, %22
  %24 = load i32, ptr %6, align 4, !dbg !187
  %25 = load i32, ptr %4, align 4, !dbg !189
  %26 = icmp slt i32 %24, %25, !dbg !190
  br i1 %26, label %27, label %37, !dbg !191

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8, !dbg !192
  %29 = load i32, ptr %6, align 4, !dbg !193
  %30 = sext i32 %29 to i64, !dbg !192
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !192
  %32 = load i32, ptr %31, align 4, !dbg !194
  %33 = xor i32 %32, 85, !dbg !194
  store i32 %33, ptr %31, align 4, !dbg !194
  br label %34, !dbg !192

34:                                               ; preds = %27
  %35 = load i32, ptr %6, align 4, !dbg !195
  %36 = add nsw i32 %35, 1, !dbg !195
  store i32 %36, ptr %6, align 4, !dbg !195
  br label %23, !dbg !196, !llvm.loop !197

37:                                               ; preds = %23
    #dbg_declare(ptr %7, !199, !DIExpression(), !201)
  store i32 0, ptr %7, align 4, !dbg !201
  br label %38, !dbg !202

38:                                               ; preds = %49, %37
  %39 = load i32, ptr %7, align 4, !dbg !203
  %40 = icmp slt i32 %39, 8, !dbg !205
  br i1 %40, label %41, label %52, !dbg !206

41:                                               ; preds = %38
  %42 = load i32, ptr %7, align 4, !dbg !207
  %43 = load ptr, ptr %3, align 8, !dbg !208
  %44 = load i32, ptr %7, align 4, !dbg !209
  %45 = sext i32 %44 to i64, !dbg !208
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !208
  %47 = load i32, ptr %46, align 4, !dbg !210
  %48 = add nsw i32 %47, %42, !dbg !210
  store i32 %48, ptr %46, align 4, !dbg !210
  br label %49, !dbg !208

49:                                               ; preds = %41
  %50 = load i32, ptr %7, align 4, !dbg !211
  %51 = add nsw i32 %50, 1, !dbg !211
  store i32 %51, ptr %7, align 4, !dbg !211
  br label %38, !dbg !212, !llvm.loop !213

52:                                               ; preds = %38
  ret void, !dbg !215
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @while_loops(ptr noundef %0) #0 !dbg !216 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !222, !DIExpression(), !223)
    #dbg_declare(ptr %3, !224, !DIExpression(), !225)
  store i32 0, ptr %3, align 4, !dbg !225
  br label %4, !dbg !226

4:                                                ; preds = %9, %1
  %5 = load ptr, ptr %2, align 8, !dbg !227
  %6 = getelementptr inbounds nuw i8, ptr %5, i32 1, !dbg !227
  store ptr %6, ptr %2, align 8, !dbg !227
  %7 = load i8, ptr %5, align 1, !dbg !228
  %8 = icmp ne i8 %7, 0, !dbg !226
  br i1 %8, label %9, label %12, !dbg !226

9:                                                ; preds = %4
  %10 = load i32, ptr %3, align 4, !dbg !229
  %11 = add nsw i32 %10, 1, !dbg !229
  store i32 %11, ptr %3, align 4, !dbg !229
  br label %4, !dbg !226, !llvm.loop !230

12:                                               ; preds = %4
  br label %13, !dbg !233

13:                                               ; preds = %16, %12
  %14 = load i32, ptr %3, align 4, !dbg !234
  %15 = add nsw i32 %14, 2, !dbg !234
  store i32 %15, ptr %3, align 4, !dbg !234
  br label %16, !dbg !236

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4, !dbg !237
  %18 = icmp slt i32 %17, 100, !dbg !238
  br i1 %18, label %13, label %19, !dbg !236, !llvm.loop !239

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4, !dbg !242
  ret i32 %20, !dbg !243
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops/src/unroll.c", directory: "/work/shared/corpus/oracle", checksumkind: CSK_MD5, checksum: "21e8ea7033fe18df49238927b77563f7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "unroll_count4", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !16, !19}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!22 = !DILocation(line: 5, column: 36, scope: !10)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 5, type: !16)
!24 = !DILocation(line: 5, column: 61, scope: !10)
!25 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 5, type: !19)
!26 = !DILocation(line: 5, column: 68, scope: !10)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 7, type: !19)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!29 = !DILocation(line: 7, column: 12, scope: !28)
!30 = !DILocation(line: 7, column: 8, scope: !28)
!31 = !DILocation(line: 7, column: 19, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 7, column: 3)
!33 = !DILocation(line: 7, column: 23, scope: !32)
!34 = !DILocation(line: 7, column: 21, scope: !32)
!35 = !DILocation(line: 7, column: 3, scope: !28)
!36 = !DILocation(line: 8, column: 13, scope: !32)
!37 = !DILocation(line: 8, column: 15, scope: !32)
!38 = !DILocation(line: 8, column: 5, scope: !32)
!39 = !DILocation(line: 8, column: 7, scope: !32)
!40 = !DILocation(line: 8, column: 10, scope: !32)
!41 = !DILocation(line: 7, column: 26, scope: !32)
!42 = !DILocation(line: 7, column: 3, scope: !32)
!43 = distinct !{!43, !35, !44, !45, !46}
!44 = !DILocation(line: 8, column: 20, scope: !28)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.count", i32 4}
!47 = !DILocation(line: 9, column: 1, scope: !10)
!48 = distinct !DISubprogram(name: "unroll_full_const", scope: !1, file: !1, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!49 = !DISubroutineType(types: !50)
!50 = !{!19, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!53 = !DILocalVariable(name: "a", arg: 1, scope: !48, file: !1, line: 11, type: !51)
!54 = !DILocation(line: 11, column: 34, scope: !48)
!55 = !DILocalVariable(name: "s", scope: !48, file: !1, line: 12, type: !19)
!56 = !DILocation(line: 12, column: 7, scope: !48)
!57 = !DILocalVariable(name: "i", scope: !58, file: !1, line: 14, type: !19)
!58 = distinct !DILexicalBlock(scope: !48, file: !1, line: 14, column: 3)
!59 = !DILocation(line: 14, column: 12, scope: !58)
!60 = !DILocation(line: 14, column: 8, scope: !58)
!61 = !DILocation(line: 14, column: 19, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 14, column: 3)
!63 = !DILocation(line: 14, column: 21, scope: !62)
!64 = !DILocation(line: 14, column: 3, scope: !58)
!65 = !DILocation(line: 15, column: 10, scope: !62)
!66 = !DILocation(line: 15, column: 12, scope: !62)
!67 = !DILocation(line: 15, column: 17, scope: !62)
!68 = !DILocation(line: 15, column: 15, scope: !62)
!69 = !DILocation(line: 15, column: 7, scope: !62)
!70 = !DILocation(line: 15, column: 5, scope: !62)
!71 = !DILocation(line: 14, column: 27, scope: !62)
!72 = !DILocation(line: 14, column: 3, scope: !62)
!73 = distinct !{!73, !64, !74, !45, !75}
!74 = !DILocation(line: 15, column: 17, scope: !58)
!75 = !{!"llvm.loop.unroll.full"}
!76 = !DILocation(line: 16, column: 10, scope: !48)
!77 = !DILocation(line: 16, column: 3, scope: !48)
!78 = distinct !DISubprogram(name: "unroll_full_unknown", scope: !1, file: !1, line: 20, type: !79, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!79 = !DISubroutineType(types: !80)
!80 = !{!19, !51, !19}
!81 = !DILocalVariable(name: "a", arg: 1, scope: !78, file: !1, line: 20, type: !51)
!82 = !DILocation(line: 20, column: 36, scope: !78)
!83 = !DILocalVariable(name: "n", arg: 2, scope: !78, file: !1, line: 20, type: !19)
!84 = !DILocation(line: 20, column: 43, scope: !78)
!85 = !DILocalVariable(name: "s", scope: !78, file: !1, line: 21, type: !19)
!86 = !DILocation(line: 21, column: 7, scope: !78)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 23, type: !19)
!88 = distinct !DILexicalBlock(scope: !78, file: !1, line: 23, column: 3)
!89 = !DILocation(line: 23, column: 12, scope: !88)
!90 = !DILocation(line: 23, column: 8, scope: !88)
!91 = !DILocation(line: 23, column: 19, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !1, line: 23, column: 3)
!93 = !DILocation(line: 23, column: 23, scope: !92)
!94 = !DILocation(line: 23, column: 21, scope: !92)
!95 = !DILocation(line: 23, column: 3, scope: !88)
!96 = !DILocation(line: 24, column: 10, scope: !92)
!97 = !DILocation(line: 24, column: 12, scope: !92)
!98 = !DILocation(line: 24, column: 7, scope: !92)
!99 = !DILocation(line: 24, column: 5, scope: !92)
!100 = !DILocation(line: 23, column: 26, scope: !92)
!101 = !DILocation(line: 23, column: 3, scope: !92)
!102 = distinct !{!102, !95, !103, !45, !75}
!103 = !DILocation(line: 24, column: 13, scope: !88)
!104 = !DILocation(line: 25, column: 10, scope: !78)
!105 = !DILocation(line: 25, column: 3, scope: !78)
!106 = distinct !DISubprogram(name: "unroll_enable", scope: !1, file: !1, line: 28, type: !107, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109, !19}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!110 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !1, line: 28, type: !109)
!111 = !DILocation(line: 28, column: 25, scope: !106)
!112 = !DILocalVariable(name: "n", arg: 2, scope: !106, file: !1, line: 28, type: !19)
!113 = !DILocation(line: 28, column: 32, scope: !106)
!114 = !DILocalVariable(name: "i", scope: !115, file: !1, line: 30, type: !19)
!115 = distinct !DILexicalBlock(scope: !106, file: !1, line: 30, column: 3)
!116 = !DILocation(line: 30, column: 12, scope: !115)
!117 = !DILocation(line: 30, column: 8, scope: !115)
!118 = !DILocation(line: 30, column: 19, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !1, line: 30, column: 3)
!120 = !DILocation(line: 30, column: 23, scope: !119)
!121 = !DILocation(line: 30, column: 21, scope: !119)
!122 = !DILocation(line: 30, column: 3, scope: !115)
!123 = !DILocation(line: 31, column: 12, scope: !119)
!124 = !DILocation(line: 31, column: 14, scope: !119)
!125 = !DILocation(line: 31, column: 17, scope: !119)
!126 = !DILocation(line: 31, column: 21, scope: !119)
!127 = !DILocation(line: 31, column: 5, scope: !119)
!128 = !DILocation(line: 31, column: 7, scope: !119)
!129 = !DILocation(line: 31, column: 10, scope: !119)
!130 = !DILocation(line: 30, column: 26, scope: !119)
!131 = !DILocation(line: 30, column: 3, scope: !119)
!132 = distinct !{!132, !122, !133, !45, !134}
!133 = !DILocation(line: 31, column: 23, scope: !115)
!134 = !{!"llvm.loop.unroll.enable"}
!135 = !DILocation(line: 32, column: 1, scope: !106)
!136 = distinct !DISubprogram(name: "unroll_disable", scope: !1, file: !1, line: 34, type: !137, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !109}
!139 = !DILocalVariable(name: "a", arg: 1, scope: !136, file: !1, line: 34, type: !109)
!140 = !DILocation(line: 34, column: 26, scope: !136)
!141 = !DILocalVariable(name: "i", scope: !142, file: !1, line: 36, type: !19)
!142 = distinct !DILexicalBlock(scope: !136, file: !1, line: 36, column: 3)
!143 = !DILocation(line: 36, column: 12, scope: !142)
!144 = !DILocation(line: 36, column: 8, scope: !142)
!145 = !DILocation(line: 36, column: 19, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !1, line: 36, column: 3)
!147 = !DILocation(line: 36, column: 21, scope: !146)
!148 = !DILocation(line: 36, column: 3, scope: !142)
!149 = !DILocation(line: 37, column: 17, scope: !146)
!150 = !DILocation(line: 37, column: 19, scope: !146)
!151 = !DILocation(line: 37, column: 12, scope: !146)
!152 = !DILocation(line: 37, column: 5, scope: !146)
!153 = !DILocation(line: 37, column: 7, scope: !146)
!154 = !DILocation(line: 37, column: 10, scope: !146)
!155 = !DILocation(line: 36, column: 26, scope: !146)
!156 = !DILocation(line: 36, column: 3, scope: !146)
!157 = distinct !{!157, !148, !158, !45, !159}
!158 = !DILocation(line: 37, column: 21, scope: !142)
!159 = !{!"llvm.loop.unroll.disable"}
!160 = !DILocation(line: 38, column: 1, scope: !136)
!161 = distinct !DISubprogram(name: "gcc_style", scope: !1, file: !1, line: 40, type: !107, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!162 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !1, line: 40, type: !109)
!163 = !DILocation(line: 40, column: 21, scope: !161)
!164 = !DILocalVariable(name: "n", arg: 2, scope: !161, file: !1, line: 40, type: !19)
!165 = !DILocation(line: 40, column: 28, scope: !161)
!166 = !DILocalVariable(name: "i", scope: !167, file: !1, line: 42, type: !19)
!167 = distinct !DILexicalBlock(scope: !161, file: !1, line: 42, column: 3)
!168 = !DILocation(line: 42, column: 12, scope: !167)
!169 = !DILocation(line: 42, column: 8, scope: !167)
!170 = !DILocation(line: 42, column: 19, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !1, line: 42, column: 3)
!172 = !DILocation(line: 42, column: 23, scope: !171)
!173 = !DILocation(line: 42, column: 21, scope: !171)
!174 = !DILocation(line: 42, column: 3, scope: !167)
!175 = !DILocation(line: 43, column: 5, scope: !171)
!176 = !DILocation(line: 43, column: 7, scope: !171)
!177 = !DILocation(line: 43, column: 10, scope: !171)
!178 = !DILocation(line: 42, column: 26, scope: !171)
!179 = !DILocation(line: 42, column: 3, scope: !171)
!180 = distinct !{!180, !174, !181, !45, !182}
!181 = !DILocation(line: 43, column: 14, scope: !167)
!182 = !{!"llvm.loop.unroll.count", i32 8}
!183 = !DILocalVariable(name: "i", scope: !184, file: !1, line: 45, type: !19)
!184 = distinct !DILexicalBlock(scope: !161, file: !1, line: 45, column: 3)
!185 = !DILocation(line: 45, column: 12, scope: !184)
!186 = !DILocation(line: 45, column: 8, scope: !184)
!187 = !DILocation(line: 45, column: 19, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !1, line: 45, column: 3)
!189 = !DILocation(line: 45, column: 23, scope: !188)
!190 = !DILocation(line: 45, column: 21, scope: !188)
!191 = !DILocation(line: 45, column: 3, scope: !184)
!192 = !DILocation(line: 46, column: 5, scope: !188)
!193 = !DILocation(line: 46, column: 7, scope: !188)
!194 = !DILocation(line: 46, column: 10, scope: !188)
!195 = !DILocation(line: 45, column: 26, scope: !188)
!196 = !DILocation(line: 45, column: 3, scope: !188)
!197 = distinct !{!197, !191, !198, !45, !159}
!198 = !DILocation(line: 46, column: 13, scope: !184)
!199 = !DILocalVariable(name: "i", scope: !200, file: !1, line: 48, type: !19)
!200 = distinct !DILexicalBlock(scope: !161, file: !1, line: 48, column: 3)
!201 = !DILocation(line: 48, column: 12, scope: !200)
!202 = !DILocation(line: 48, column: 8, scope: !200)
!203 = !DILocation(line: 48, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !1, line: 48, column: 3)
!205 = !DILocation(line: 48, column: 21, scope: !204)
!206 = !DILocation(line: 48, column: 3, scope: !200)
!207 = !DILocation(line: 49, column: 13, scope: !204)
!208 = !DILocation(line: 49, column: 5, scope: !204)
!209 = !DILocation(line: 49, column: 7, scope: !204)
!210 = !DILocation(line: 49, column: 10, scope: !204)
!211 = !DILocation(line: 48, column: 26, scope: !204)
!212 = !DILocation(line: 48, column: 3, scope: !204)
!213 = distinct !{!213, !206, !214, !45, !134}
!214 = !DILocation(line: 49, column: 13, scope: !200)
!215 = !DILocation(line: 50, column: 1, scope: !161)
!216 = distinct !DISubprogram(name: "while_loops", scope: !1, file: !1, line: 53, type: !217, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!217 = !DISubroutineType(types: !218)
!218 = !{!19, !219}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !221)
!221 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!222 = !DILocalVariable(name: "s", arg: 1, scope: !216, file: !1, line: 53, type: !219)
!223 = !DILocation(line: 53, column: 29, scope: !216)
!224 = !DILocalVariable(name: "n", scope: !216, file: !1, line: 54, type: !19)
!225 = !DILocation(line: 54, column: 7, scope: !216)
!226 = !DILocation(line: 56, column: 3, scope: !216)
!227 = !DILocation(line: 56, column: 12, scope: !216)
!228 = !DILocation(line: 56, column: 10, scope: !216)
!229 = !DILocation(line: 56, column: 16, scope: !216)
!230 = distinct !{!230, !226, !231, !45, !232}
!231 = !DILocation(line: 56, column: 18, scope: !216)
!232 = !{!"llvm.loop.unroll.count", i32 2}
!233 = !DILocation(line: 58, column: 3, scope: !216)
!234 = !DILocation(line: 58, column: 10, scope: !235)
!235 = distinct !DILexicalBlock(scope: !216, file: !1, line: 58, column: 6)
!236 = !DILocation(line: 58, column: 16, scope: !235)
!237 = !DILocation(line: 58, column: 25, scope: !216)
!238 = !DILocation(line: 58, column: 27, scope: !216)
!239 = distinct !{!239, !233, !240, !45, !241}
!240 = !DILocation(line: 58, column: 32, scope: !216)
!241 = !{!"llvm.loop.unroll.count", i32 3}
!242 = !DILocation(line: 59, column: 10, scope: !216)
!243 = !DILocation(line: 59, column: 3, scope: !216)
