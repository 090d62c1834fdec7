; irmeta's tour: one small module with something in every section of
; "irmeta report": debug info, module flags, an annotated loop, an OpenCL
; kernel, TAFFO ranges and errors, and DTrans type hints.
;   go run ./cmd/irmeta report examples/tour.ll
;   go run ./cmd/irmeta report --html examples/tour.ll > tour.html
; It assembles with llvm-as-22 and with LLVM 14 (llvm-as -opaque-pointers).
source_filename = "tour.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { float, float }

@__intel_dtrans_aostosoa_alloc = private constant [38 x i8] c"{dtrans} AOS-to-SOA allocation {id:0}\00"
@.str.file = private constant [7 x i8] c"tour.c\00"
@gain = dso_local global float 1.500000e+00, align 4, !dbg !50, !taffo.info !60

; void saxpy(int n, float a, float *x, float *y)
; {
; #pragma clang loop vectorize(enable) vectorize_width(4) interleave_count(2)
;   for (int i = 0; i < n; i++)
;     y[i] += a * x[i];
; }
define dso_local void @saxpy(i32 noundef %n, float noundef %a, ptr noundef %x, ptr noundef %y) #0 !dbg !10 !taffo.funinfo !63 !taffo.start !65 {
entry:
  call void @llvm.dbg.value(metadata float %a, metadata !16, metadata !DIExpression()), !dbg !20
  %cmp1 = icmp sgt i32 %n, 0, !dbg !21
  br i1 %cmp1, label %for.body, label %exit, !dbg !21

for.body:                                         ; preds = %entry, %for.body
  %i = phi i64 [ 0, %entry ], [ %next, %for.body ]
  %px = getelementptr inbounds float, ptr %x, i64 %i, !dbg !22
  %vx = load float, ptr %px, align 4, !dbg !22, !tbaa !30, !llvm.access.group !38
  %mul = fmul float %vx, %a, !dbg !23, !taffo.info !61
  %py = getelementptr inbounds float, ptr %y, i64 %i, !dbg !24
  %vy = load float, ptr %py, align 4, !dbg !24, !tbaa !30, !llvm.access.group !38
  %add = fadd float %mul, %vy, !dbg !24, !taffo.info !62, !taffo.target !66
  store float %add, ptr %py, align 4, !dbg !24, !tbaa !30, !llvm.access.group !38
  %next = add nuw nsw i64 %i, 1, !dbg !25
  %wide = zext i32 %n to i64
  %done = icmp eq i64 %next, %wide, !dbg !21
  br i1 %done, label %exit, label %for.body, !dbg !21, !llvm.loop !34

exit:                                             ; preds = %for.body, %entry
  ret void, !dbg !26
}

; A particle array whose layout DTrans may change: the allocation carries a
; type hint and an AOS-to-SOA annotation.
define dso_local ptr @particles(i64 noundef %n) #0 !dbg !70 {
entry:
  %bytes = mul i64 %n, 8, !dbg !73
  %mem = call ptr @malloc(i64 %bytes), !dbg !73, !dtrans-type !80
  %annot = call ptr @llvm.ptr.annotation.p0.p0(ptr %mem, ptr @__intel_dtrans_aostosoa_alloc, ptr @.str.file, i32 12, ptr null), !dbg !73
  ret ptr %annot, !dbg !74
}

; __kernel void scale(__global float *restrict data, __local float *tmp, float k)
define spir_kernel void @scale(ptr addrspace(1) noalias %data, ptr addrspace(3) %tmp, float %k) #0 !kernel_arg_addr_space !90 !kernel_arg_access_qual !91 !kernel_arg_type !92 !kernel_arg_base_type !92 !kernel_arg_type_qual !93 !kernel_arg_name !94 !reqd_work_group_size !95 {
entry:
  %v = load float, ptr addrspace(1) %data, align 4
  %s = fmul float %v, %k
  store float %s, ptr addrspace(1) %data, align 4
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata) #1
declare ptr @malloc(i64)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!opencl.ocl.version = !{!96}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 22.1.0", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !52, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tour.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 3, !"tour.needs.wchar4", !{!"wchar_size", i32 4}}
!7 = !{i32 5, !"Dependent Libraries", !{!"m"}}
!8 = !{!"clang version 22.1.0"}
!10 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !17, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!20 = !DILocation(line: 0, scope: !10)
!21 = !DILocation(line: 4, column: 3, scope: !10)
!22 = !DILocation(line: 5, column: 17, scope: !10)
!23 = !DILocation(line: 5, column: 15, scope: !10)
!24 = !DILocation(line: 5, column: 10, scope: !10)
!25 = !DILocation(line: 4, column: 28, scope: !10)
!26 = !DILocation(line: 6, column: 1, scope: !10)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = distinct !{!34, !21, !26, !35, !36, !37, !39, !40}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.vectorize.width", i32 4}
!37 = !{!"llvm.loop.vectorize.enable", i1 true}
!38 = distinct !{}
!39 = !{!"llvm.loop.interleave.count", i32 2}
!40 = !{!"llvm.loop.parallel_accesses", !38}
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "gain", scope: !0, file: !1, line: 9, type: !14, isLocal: false, isDefinition: true)
!52 = !{!50}
!60 = !{!67, !68, i1 false, i2 1}
!61 = !{!67, !69, i1 false, i2 1}
!62 = !{!67, !69, !75, i2 1}
!75 = !{double 1.000000e-06}
!63 = !{i32 0, i1 false, i32 1, !64, i32 0, i1 false, i32 0, i1 false}
!64 = !{!67, !68, i1 false, i2 1}
!65 = !{i1 true}
!66 = !{!"y"}
!67 = !{!"fixp", i32 -32, i32 24}
!68 = !{double -1.600000e+01, double 1.600000e+01}
!69 = !{double -2.560000e+02, double 2.560000e+02}
!70 = distinct !DISubprogram(name: "particles", scope: !1, file: !1, line: 10, type: !71, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DISubroutineType(types: !72)
!72 = !{null}
!73 = !DILocation(line: 12, column: 10, scope: !70)
!74 = !DILocation(line: 12, column: 3, scope: !70)
!80 = !{%struct.particle zeroinitializer, i32 1}
!90 = !{i32 1, i32 3, i32 0}
!91 = !{!"none", !"none", !"none"}
!92 = !{!"float*", !"float*", !"float"}
!93 = !{!"restrict", !"", !""}
!94 = !{!"data", !"tmp", !"k"}
!95 = !{i32 64, i32 1, i32 1}
!96 = !{i32 3, i32 0}
