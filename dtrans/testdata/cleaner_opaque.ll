; Annotations of every shape the cleaner meets, with opaque pointers:
; multi-line calls, GEP and plain global operands, extensions, a foreign
; annotation, an annotated constant expression, used results, and an
; unnamed result whose removal renumbers the values and blocks after it.
%__SOA_struct.t = type { ptr, ptr }
%__SOADT_struct.dep = type { i32, i32 }

@__intel_dtrans_aostosoa_alloc = private constant [38 x i8] c"{dtrans} AOS-to-SOA allocation {id:0}\00"
@__intel_dtrans_aostosoa_index = private constant [41 x i8] c"{dtrans} AOS-to-SOA peeling index {id:0}\00"
@__intel_dtrans_aostosoa_index.1 = private constant [41 x i8] c"{dtrans} AOS-to-SOA peeling index {id:1}\00"
@0 = private constant [1 x i8] zeroinitializer
@__other_annot = private constant [14 x i8] c"not from them\00"
@dep = internal global %__SOADT_struct.dep zeroinitializer

define void @a() {
  %mem = call ptr @malloc(i64 32)
  %annot = call ptr @llvm.ptr.annotation.p0(
     ptr %mem,
     ptr getelementptr inbounds ([38 x i8], ptr @__intel_dtrans_aostosoa_alloc, i32 0, i32 0),
     ptr @0, i32 0, ptr null)
  %keep = call ptr @llvm.ptr.annotation.p0(ptr %mem, ptr @__other_annot, ptr @0, i32 3, ptr null)
  %f1 = getelementptr i8, ptr %mem, i64 0, !dtrans-type !0, !unknown-md !2
  %f2 = getelementptr i8, ptr %mem, i64 8, !dtrans-type !1
  store ptr %annot, ptr %f1
  ret void
}

define i32 @b(i32 %n) !dbg !4 {
  %1 = call ptr @llvm.ptr.annotation.p0(ptr getelementptr inbounds (%__SOADT_struct.dep, ptr @dep, i64 0, i32 1), ptr @__intel_dtrans_aostosoa_index.1, ptr @0, i32 0, ptr null)
  %2 = call ptr @malloc(i64 8)
  %3 = call ptr @llvm.ptr.annotation.p0(ptr %2, ptr @__intel_dtrans_aostosoa_index, ptr @0, i32 0, ptr null)
  store i32 %n, ptr %3
  %4 = load i32, ptr %1
  br label %5

5:
  %6 = phi ptr [ %3, %0 ]
  %7 = load i32, ptr %6
  call void @llvm.dbg.value(metadata ptr %3, metadata !3, metadata !DIExpression()), !dbg !8
  ret i32 %7
}

declare ptr @malloc(i64)
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.module.flags = !{!7}
!llvm.dbg.cu = !{!5}

!0 = !{ptr null}
!1 = !{%__SOADT_struct.dep zeroinitializer, i32 1}
!2 = !{i64 0}
!3 = !DILocalVariable(name: "x", scope: !4)
!4 = distinct !DISubprogram(name: "b", spFlags: DISPFlagDefinition, unit: !5)
!5 = distinct !DICompileUnit(language: DW_LANG_C99, file: !6, emissionKind: FullDebug)
!6 = !DIFile(filename: "b.c", directory: "/")
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !DILocation(line: 1, scope: !4)
