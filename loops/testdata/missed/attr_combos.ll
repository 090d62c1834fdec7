; Attribute combinations: one loop per combination; the loop ID's
; DILocation line is the combination number. Combinations 6, 22, 28 and 39
; (a string or undef where LLVM reads an integer) crash opt 14 and are left out.

define void @c1(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !100
exit:
  ret void
}

define void @c2(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !101
exit:
  ret void
}

define void @c3(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !102
exit:
  ret void
}

define void @c4(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !103
exit:
  ret void
}

define void @c5(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !104
exit:
  ret void
}

define void @c7(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !106
exit:
  ret void
}

define void @c8(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !107
exit:
  ret void
}

define void @c9(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !108
exit:
  ret void
}

define void @c10(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !109
exit:
  ret void
}

define void @c11(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !110
exit:
  ret void
}

define void @c12(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !111
exit:
  ret void
}

define void @c13(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !112
exit:
  ret void
}

define void @c14(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !113
exit:
  ret void
}

define void @c15(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !114
exit:
  ret void
}

define void @c16(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !115
exit:
  ret void
}

define void @c17(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !116
exit:
  ret void
}

define void @c18(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !117
exit:
  ret void
}

define void @c19(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !118
exit:
  ret void
}

define void @c20(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !119
exit:
  ret void
}

define void @c21(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !120
exit:
  ret void
}

define void @c23(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !122
exit:
  ret void
}

define void @c24(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !123
exit:
  ret void
}

define void @c25(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !124
exit:
  ret void
}

define void @c26(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !125
exit:
  ret void
}

define void @c27(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !126
exit:
  ret void
}

define void @c29(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !128
exit:
  ret void
}

define void @c30(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !129
exit:
  ret void
}

define void @c31(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !130
exit:
  ret void
}

define void @c32(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !131
exit:
  ret void
}

define void @c33(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !132
exit:
  ret void
}

define void @c34(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !133
exit:
  ret void
}

define void @c35(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !134
exit:
  ret void
}

define void @c36(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !135
exit:
  ret void
}

define void @c37(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !136
exit:
  ret void
}

define void @c38(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !137
exit:
  ret void
}

define void @c40(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !139
exit:
  ret void
}

define void @c41(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !140
exit:
  ret void
}

define void @c42(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !141
exit:
  ret void
}

define void @c43(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !142
exit:
  ret void
}

define void @c44(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !143
exit:
  ret void
}

define void @c45(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !144
exit:
  ret void
}

define void @c46(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !145
exit:
  ret void
}

define void @c47(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !146
exit:
  ret void
}

define void @c48(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !147
exit:
  ret void
}

define void @c49(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !148
exit:
  ret void
}

define void @c50(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %exit, !llvm.loop !149
exit:
  ret void
}

!llvm.dbg.cu = !{!3}
!llvm.module.flags = !{!4}
!1 = !DIFile(filename: "attrs.c", directory: "/tmp")
!2 = distinct !DISubprogram(name: "attrs", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!4 = !{i32 2, !"Debug Info Version", i32 3}
!100 = distinct !{!100, !DILocation(line: 1, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}}
!101 = distinct !{!101, !DILocation(line: 2, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 false}}
!102 = distinct !{!102, !DILocation(line: 3, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable"}}
!103 = distinct !{!103, !DILocation(line: 4, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i32 0}}
!104 = distinct !{!104, !DILocation(line: 5, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i32 2}}
!106 = distinct !{!106, !DILocation(line: 7, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 1}}
!107 = distinct !{!107, !DILocation(line: 8, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 1}, !{!"llvm.loop.interleave.count", i32 1}}
!108 = distinct !{!108, !DILocation(line: 9, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 1}, !{!"llvm.loop.interleave.count", i32 4}}
!109 = distinct !{!109, !DILocation(line: 10, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 0}}
!110 = distinct !{!110, !DILocation(line: 11, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 -1}}
!111 = distinct !{!111, !DILocation(line: 12, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 1}, !{!"llvm.loop.vectorize.scalable.enable", i1 true}}
!112 = distinct !{!112, !DILocation(line: 13, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i32 0}, !{!"llvm.loop.vectorize.scalable.enable", i1 true}}
!113 = distinct !{!113, !DILocation(line: 14, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.isvectorized", i32 1}}
!114 = distinct !{!114, !DILocation(line: 15, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.isvectorized", i32 0}}
!115 = distinct !{!115, !DILocation(line: 16, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.isvectorized"}}
!116 = distinct !{!116, !DILocation(line: 17, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.enable", i1 false}}
!117 = distinct !{!117, !DILocation(line: 18, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 false}, !{!"llvm.loop.vectorize.enable", i1 true}}
!118 = distinct !{!118, !DILocation(line: 19, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.interleave.count", i32 1}}
!119 = distinct !{!119, !DILocation(line: 20, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i64 1}, !{!"llvm.loop.interleave.count", i8 1}}
!120 = distinct !{!120, !DILocation(line: 21, column: 1, scope: !2), !{!"llvm.loop.vectorize.enable", i1 true}, !{!"llvm.loop.vectorize.width", i64 4294967297}}
!122 = distinct !{!122, !DILocation(line: 23, column: 1, scope: !2), !{!"llvm.loop.unroll.count", i32 1}}
!123 = distinct !{!123, !DILocation(line: 24, column: 1, scope: !2), !{!"llvm.loop.unroll.count", i32 0}}
!124 = distinct !{!124, !DILocation(line: 25, column: 1, scope: !2), !{!"llvm.loop.unroll.count", i1 true}}
!125 = distinct !{!125, !DILocation(line: 26, column: 1, scope: !2), !{!"llvm.loop.unroll.count", i64 4294967297}}
!126 = distinct !{!126, !DILocation(line: 27, column: 1, scope: !2), !{!"llvm.loop.unroll.count"}}
!128 = distinct !{!128, !DILocation(line: 29, column: 1, scope: !2), !{!"llvm.loop.unroll.disable"}, !{!"llvm.loop.unroll.enable"}}
!129 = distinct !{!129, !DILocation(line: 30, column: 1, scope: !2), !{!"llvm.loop.unroll.disable", i1 false}, !{!"llvm.loop.unroll.enable"}}
!130 = distinct !{!130, !DILocation(line: 31, column: 1, scope: !2), !{!"llvm.loop.unroll.enable", i1 false}}
!131 = distinct !{!131, !DILocation(line: 32, column: 1, scope: !2), !{!"llvm.loop.unroll.full"}, !{!"llvm.loop.unroll.count", i32 1}}
!132 = distinct !{!132, !DILocation(line: 33, column: 1, scope: !2), !{!"llvm.loop.unroll.runtime.disable"}}
!133 = distinct !{!133, !DILocation(line: 34, column: 1, scope: !2), !{!"llvm.loop.unroll_and_jam.count", i32 1}}
!134 = distinct !{!134, !DILocation(line: 35, column: 1, scope: !2), !{!"llvm.loop.unroll_and_jam.count", i32 2}}
!135 = distinct !{!135, !DILocation(line: 36, column: 1, scope: !2), !{!"llvm.loop.unroll_and_jam.disable"}, !{!"llvm.loop.unroll_and_jam.enable"}}
!136 = distinct !{!136, !DILocation(line: 37, column: 1, scope: !2), !{!"llvm.loop.distribute.enable", i1 false}}
!137 = distinct !{!137, !DILocation(line: 38, column: 1, scope: !2), !{!"llvm.loop.distribute.enable"}}
!139 = distinct !{!139, !DILocation(line: 40, column: 1, scope: !2), !{!"llvm.loop.disable_nonforced"}, !{!"llvm.loop.unroll.enable"}}
!140 = distinct !{!140, !DILocation(line: 41, column: 1, scope: !2), !{!"llvm.loop.disable_nonforced"}}
!141 = distinct !{!141, !DILocation(line: 42, column: 1, scope: !2), !{!"llvm.loop.vectorize.width", i32 4}}
!142 = distinct !{!142, !DILocation(line: 43, column: 1, scope: !2), !{!"llvm.loop.interleave.count", i32 4}, !{!"llvm.loop.unroll.enable"}, !{!"llvm.loop.distribute.enable", i1 true}, !{!"llvm.loop.unroll_and_jam.enable"}, !{!"llvm.loop.vectorize.enable", i1 true}}
!143 = distinct !{!143, !DILocation(line: 44, column: 1, scope: !2), !{}, !{i32 1}, !{!"llvm.loop.unroll.enable"}}
!144 = distinct !{!144, !DILocation(line: 45, column: 1, scope: !2), !{!"llvm.loop.unroll.enable", i32 1, i32 2}}
!145 = distinct !{!145, !DILocation(line: 46, column: 1, scope: !2), !{!"LLVM.LOOP.UNROLL.ENABLE"}}
!146 = distinct !{!146, !DILocation(line: 47, column: 1, scope: !2), !{!"llvm.loop.vectorize.followup_all", !{!"llvm.loop.unroll.enable"}}}
!147 = distinct !{!147, !DILocation(line: 48, column: 1, scope: !2), !{!"llvm.loop.unroll.count", i32 1, i32 4}}
!148 = distinct !{!148, !DILocation(line: 49, column: 1, scope: !2), !{!"llvm.loop.unroll.count", i32 4, i32 1}}
!149 = distinct !{!149, !DILocation(line: 50, column: 1, scope: !2), !{!"llvm.loop.distribute.enable", i1 false, i1 true}}
