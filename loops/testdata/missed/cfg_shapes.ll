; Loop shapes for LoopInfo: nesting order, several latches, switch latches,
; unreachable predecessors, irreducible cycles, no preheader.
define void @nest(i32 %n, i1 %c) {
entry:
  br label %outer
outer:
  br i1 %c, label %inner1, label %inner2
inner1:
  br i1 %c, label %inner1, label %join, !llvm.loop !1
inner2:
  br i1 %c, label %inner2, label %join, !llvm.loop !2
join:
  br i1 %c, label %outer, label %second, !llvm.loop !3
second:
  br i1 %c, label %second, label %exit, !llvm.loop !4
exit:
  ret void
}

define void @two_latches_same(i1 %c, i1 %d) {
entry:
  br label %h
h:
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %h, label %exit, !llvm.loop !5
b:
  br i1 %d, label %h, label %exit, !llvm.loop !5
exit:
  ret void
}

define void @two_latches_differ(i1 %c, i1 %d) {
entry:
  br label %h
h:
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %h, label %exit, !llvm.loop !5
b:
  br i1 %d, label %h, label %exit, !llvm.loop !6
exit:
  ret void
}

define void @one_latch_missing(i1 %c, i1 %d) {
entry:
  br label %h
h:
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %h, label %exit, !llvm.loop !5
b:
  br i1 %d, label %h, label %exit
exit:
  ret void
}

define void @switch_latch(i32 %x) {
entry:
  br label %h
h:
  switch i32 %x, label %exit [ i32 1, label %h
                               i32 2, label %h ], !llvm.loop !7
exit:
  ret void
}

define void @unreachable_pred(i1 %c) {
entry:
  br label %h
dead:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !8
exit:
  ret void
}

define void @irreducible(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %b, label %exit, !llvm.loop !1
b:
  br i1 %c, label %a, label %exit, !llvm.loop !1
exit:
  ret void
}

define void @no_preheader(i1 %c, i1 %d) {
entry:
  br i1 %d, label %p1, label %p2
p1:
  br label %h
p2:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !9
exit:
  ret void
}

define void @not_self(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !10
exit:
  ret void
}

define void @optnone_fn(i1 %c) noinline optnone {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !1
exit:
  ret void
}

define void @unnamed(i1) {
  br label %2
2:
  %3 = add i32 0, 1
  br i1 %0, label %2, label %4, !llvm.loop !4
4:
  ret void
}

!1 = distinct !{!1, !DILocation(line: 10, column: 3, scope: !21), !11}
!2 = distinct !{!2, !DILocation(line: 20, column: 3, scope: !21), !12}
!3 = distinct !{!3, !DILocation(line: 30, column: 3, scope: !21), !13}
!4 = distinct !{!4, !DILocation(line: 40, column: 3, scope: !21), !14}
!5 = distinct !{!5, !DILocation(line: 50, column: 3, scope: !21), !11}
!6 = distinct !{!6, !DILocation(line: 60, column: 3, scope: !21), !11}
!7 = distinct !{!7, !DILocation(line: 70, column: 3, scope: !21), !13}
!8 = distinct !{!8, !DILocation(line: 80, column: 3, scope: !21), !12}
!9 = distinct !{!9, !DILocation(line: 90, column: 3, scope: !21), !14}
!10 = distinct !{!5, !DILocation(line: 100, column: 3, scope: !21), !11}
!11 = !{!"llvm.loop.unroll.enable"}
!12 = !{!"llvm.loop.vectorize.enable", i1 true}
!13 = !{!"llvm.loop.distribute.enable", i1 true}
!14 = !{!"llvm.loop.unroll_and_jam.enable"}
!20 = !DIFile(filename: "shapes.c", directory: "/tmp")
!21 = distinct !DISubprogram(name: "shapes", scope: !20, file: !20, line: 1, spFlags: DISPFlagDefinition, unit: !22)
!22 = distinct !DICompileUnit(language: DW_LANG_C99, file: !20, emissionKind: FullDebug)
!23 = !{i32 2, !"Debug Info Version", i32 3}
!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!23}
