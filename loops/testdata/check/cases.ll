; Loop-ID checks: every diagnostic is expected on the line that carries a
; "want:" comment with a part of its message.
define void @f(i1 %c, i32 %x) {
entry:
  br label %a
a:
  br i1 %c, label %a, label %b, !llvm.loop !1
b:
  br i1 %c, label %b, label %d, !llvm.loop !2
d:
  br i1 %c, label %d, label %e, !llvm.loop !3
e:
  br i1 %c, label %e, label %g, !llvm.loop !4
g:
  %y = add i32 %x, 1, !llvm.loop !1 ; want: not on a terminator
  br i1 %c, label %g, label %h, !llvm.loop !5
h:
  br i1 %c, label %h, label %k, !llvm.loop !6
k:
  br i1 %c, label %l, label %exit, !llvm.loop !1 ; not a latch: an unroller leftover, not reported
l:
  br i1 %c, label %m, label %n
m:
  br i1 %c, label %l, label %exit, !llvm.loop !7 ; want: another latch has a different one
n:
  br i1 %c, label %l, label %exit, !llvm.loop !8 ; want: another latch has a different one
exit:
  ret void
}

!1 = distinct !{!1, !DILocation(line: 1, scope: !30), !10, !11}
!2 = !{!2, !10} ; want: is not distinct
!3 = distinct !{!1, !10} ; want: is not the node itself
!4 = distinct !{} ; want: is empty
!5 = distinct !{!5, !12, !13, !14, !15, !16, !17, !10, !10} ; want: duplicate attribute
!6 = distinct !{!6, !18, !19, !20, !21, !22}
!7 = distinct !{!7, !10}
!8 = distinct !{!8, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.count", i32 4}
!12 = !{!"llvm.loop.vectorize.enable", !"yes"} ; want: not an integer constant: LLVM 14 reads
!13 = !{!"llvm.loop.unroll.count"} ; want: has no value
!14 = !{!"llvm.loop.unroll.count", i32 2, i32 3} ; want: more is undefined behaviour
!15 = !{!"llvm.loop.unrol.enable"} ; want: unknown loop attribute "llvm.loop.unrol.enable"
!16 = !{!"llvm.loop.distribute.enable", i32 undef} ; want: not an integer constant: LLVM 14 reads
!17 = !{i32 1} ; want: neither a loop attribute nor a DILocation
!18 = !{!"llvm.loop.unroll.followup_all", !23} ; want: holds loop ID !23
!19 = !{!"llvm.loop.vectorize.followup_vectorized", !"x"} ; want: is not a loop attribute
!20 = !{!"llvm.loop.parallel_accesses", !24}
!21 = !{!"llvm.loop.interleave.count", !"2"} ; want: not an integer constant: LLVM 14 reads
!22 = !{!"my.tool.hint", i32 7}
!23 = distinct !{!23, !10}
!24 = distinct !{}
!30 = distinct !DISubprogram(name: "f", scope: null, spFlags: DISPFlagDefinition, unit: !31)
!31 = distinct !DICompileUnit(language: DW_LANG_C99, file: !32, emissionKind: FullDebug)
!32 = !DIFile(filename: "f.c", directory: "/tmp")
!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!33}
!33 = !{i32 2, !"Debug Info Version", i32 3}
