; Uniqued nodes in cycles, as LLVM's own tests write them: a node that
; refers to itself directly (LLVM's reader makes it distinct), two- and
; three-node cycles (they stay uniqued), and users of those cycles.
!named = !{!0, !1, !3, !5, !8}
!0 = !{!0}
!1 = !{!2}
!2 = !{!1}
!3 = !{!4, !"x"}
!4 = !{!3, !"x"}
!5 = !{!0, !6}
!6 = !{!"y"}
!7 = !{!7, !"unreferenced"}
!8 = !{!9, !6}
!9 = !{!10}
!10 = !{!8, !11}
!11 = !{!"loop", !11}
