; A loop ID reaching a metadata DAG with 4^16 paths: signatures and checks
; must stay fast.
define void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1, !18, !19}
!18 = !{!"llvm.loop.vectorize.enable", i1 true}
!19 = !{!"llvm.loop.vectorize.followup_all", !1, !18}
!1 = !{!"x", !2, !2, !2, !2}
!2 = !{!3, !3, !3, !3}
!3 = !{!4, !4, !4, !4}
!4 = !{!5, !5, !5, !5}
!5 = !{!6, !6, !6, !6}
!6 = !{!7, !7, !7, !7}
!7 = !{!8, !8, !8, !8}
!8 = !{!9, !9, !9, !9}
!9 = !{!10, !10, !10, !10}
!10 = !{!11, !11, !11, !11}
!11 = !{!12, !12, !12, !12}
!12 = !{!13, !13, !13, !13}
!13 = !{!14, !14, !14, !14}
!14 = !{!15, !15, !15, !15}
!15 = !{!16, !16, !16, !16}
!16 = !{!17, !17, !17, !17}
!17 = !{}
