; ModuleID = 'u.c'
source_filename = "u.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal global [16 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @other_work(ptr noundef %0, i64 noundef %1) #0 !dbg !18 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !29, !DIExpression(), !30)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
    #dbg_declare(ptr %5, !33, !DIExpression(), !34)
  store i32 0, ptr %5, align 4, !dbg !34
    #dbg_declare(ptr %6, !35, !DIExpression(), !37)
  store i64 0, ptr %6, align 8, !dbg !37
  br label %7, !dbg !38

7:                                                ; preds = %27, %2
  %8 = load i64, ptr %6, align 8, !dbg !39
  %9 = load i64, ptr %4, align 8, !dbg !41
  %10 = icmp ult i64 %8, %9, !dbg !42
  br i1 %10, label %11, label %30, !dbg !43

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !44
  %13 = load i64, ptr %6, align 8, !dbg !45
  %14 = getelementptr inbounds nuw i32, ptr %12, i64 %13, !dbg !44
  %15 = load i32, ptr %14, align 4, !dbg !44
  %16 = and i32 %15, 15, !dbg !46
  %17 = sext i32 %16 to i64, !dbg !47
  %18 = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %17, !dbg !47
  %19 = load i32, ptr %18, align 4, !dbg !47
  %20 = load ptr, ptr %3, align 8, !dbg !48
  %21 = load i64, ptr %6, align 8, !dbg !49
  %22 = getelementptr inbounds nuw i32, ptr %20, i64 %21, !dbg !48
  %23 = load i32, ptr %22, align 4, !dbg !48
  %24 = xor i32 %19, %23, !dbg !50
  %25 = load i32, ptr %5, align 4, !dbg !51
  %26 = add nsw i32 %25, %24, !dbg !51
  store i32 %26, ptr %5, align 4, !dbg !51
  br label %27, !dbg !52

27:                                               ; preds = %11
  %28 = load i64, ptr %6, align 8, !dbg !53
  %29 = add i64 %28, 1, !dbg !53
  store i64 %29, ptr %6, align 8, !dbg !53
  br label %7, !dbg !54, !llvm.loop !55

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !58
  ret i32 %31, !dbg !59
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "u.c", directory: "/tmp/irmeta-modflags-clang22", checksumkind: CSK_MD5, checksum: "ec697bdb2360d7cc5560ffbdae0585bf")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !8)
!8 = !{!9}
!9 = !DISubrange(count: 16)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!18 = distinct !DISubprogram(name: "other_work", scope: !3, file: !3, line: 4, type: !19, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !21, !25}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "wchar_t", file: !24, line: 24, baseType: !5)
!24 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_wchar_t.h", directory: "", checksumkind: CSK_MD5, checksum: "1bf0c51e90dd5eb05cdcc01afdea587a")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !26, line: 18, baseType: !27)
!26 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !{}
!29 = !DILocalVariable(name: "w", arg: 1, scope: !18, file: !3, line: 4, type: !21)
!30 = !DILocation(line: 4, column: 31, scope: !18)
!31 = !DILocalVariable(name: "n", arg: 2, scope: !18, file: !3, line: 4, type: !25)
!32 = !DILocation(line: 4, column: 41, scope: !18)
!33 = !DILocalVariable(name: "acc", scope: !18, file: !3, line: 5, type: !5)
!34 = !DILocation(line: 5, column: 7, scope: !18)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 6, type: !25)
!36 = distinct !DILexicalBlock(scope: !18, file: !3, line: 6, column: 3)
!37 = !DILocation(line: 6, column: 15, scope: !36)
!38 = !DILocation(line: 6, column: 8, scope: !36)
!39 = !DILocation(line: 6, column: 22, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 6, column: 3)
!41 = !DILocation(line: 6, column: 26, scope: !40)
!42 = !DILocation(line: 6, column: 24, scope: !40)
!43 = !DILocation(line: 6, column: 3, scope: !36)
!44 = !DILocation(line: 7, column: 18, scope: !40)
!45 = !DILocation(line: 7, column: 20, scope: !40)
!46 = !DILocation(line: 7, column: 23, scope: !40)
!47 = !DILocation(line: 7, column: 12, scope: !40)
!48 = !DILocation(line: 7, column: 36, scope: !40)
!49 = !DILocation(line: 7, column: 38, scope: !40)
!50 = !DILocation(line: 7, column: 29, scope: !40)
!51 = !DILocation(line: 7, column: 9, scope: !40)
!52 = !DILocation(line: 7, column: 5, scope: !40)
!53 = !DILocation(line: 6, column: 29, scope: !40)
!54 = !DILocation(line: 6, column: 3, scope: !40)
!55 = distinct !{!55, !43, !56, !57}
!56 = !DILocation(line: 7, column: 39, scope: !36)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 8, column: 10, scope: !18)
!59 = !DILocation(line: 8, column: 3, scope: !18)
