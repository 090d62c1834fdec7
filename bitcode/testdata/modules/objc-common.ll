; DICommonBlock and DIObjCProperty records: null and empty fields, and the
; setter and getter names, which LLVM 22 keeps in the other order.
!named = !{!0, !1, !2, !3, !5}
!0 = !DICommonBlock(scope: null, declaration: null, name: "", file: null, line: 0)
!1 = !DIObjCProperty(name: "", line: 0, setter: "", getter: "", attributes: 0)
!2 = !DICommonBlock(scope: !0, declaration: null, name: "x")
!3 = distinct !DIObjCProperty(name: "p", type: !4)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIObjCProperty(name: "q", file: !6, line: 7, setter: "setQ", getter: "getQ", attributes: 7, type: !4)
!6 = !DIFile(filename: "a.m", directory: "/")
