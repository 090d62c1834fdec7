package md

import (
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// FuzzDiff checks, on any module the parser accepts, that Diff of two
// parses of the same text finds nothing and does not panic, and that the
// byte-by-byte reading of specialized nodes agrees with the scanner.
func FuzzDiff(f *testing.F) {
	f.Add([]byte(diffFuzzSeed))
	f.Add([]byte("!named = !{!0, !1}\n!0 = !DILocation(line: 1, scope: !1)\n!1 = distinct !{!1, !0}\n"))
	f.Add([]byte("define void @f() {\n  call void @g(metadata !{!\"a\"}, metadata !0)\n  ret void, !dbg !0\n}\ndeclare void @g(metadata, metadata)\n!0 = !{null, !\"x\"}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m1, err := parser.ParseFile("a.ll", src, 0)
		if err != nil {
			return
		}
		// A copy that is never nil: ParseFile reads the file for a nil src.
		m2, err := parser.ParseFile("b.ll", append(make([]byte, 0, len(src)), src...), 0)
		if err != nil {
			t.Fatalf("second parse fails: %v", err)
		}
		if d := Diff(New(m1), New(m2)); len(d) != 0 {
			t.Fatalf("the same text differs: %v", d[0])
		}
		g := New(m1)
		Diff(g, g)
		for i := range m1.MDDefs {
			var fa, fb [maxLightFields]lightField
			na, nfa, sure := fastScanLight(m1.Src, &m1.MDDefs[i], &fa)
			if !sure {
				continue
			}
			nb, nfb, ok := tokenScanLight(m1.Src, &m1.MDDefs[i], &fb)
			if !ok {
				nb, nfb = "", 0
			}
			if na != nb || nfa != nfb || fa != fb {
				t.Fatalf("%q: fast %q %v, scanner %q %v", m1.Text(m1.MDDefs[i].Span), na, fa[:nfa], nb, fb[:nfb])
			}
		}
	})
}

const diffFuzzSeed = `define void @f(i32 %x) !dbg !4 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !8, metadata !DIExpression()), !dbg !9
  ret void, !dbg !9, !llvm.loop !10
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 1, type: !2, flags: DIFlagArtificial | DIFlagObjectPointer)
!9 = !DILocation(line: 2, column: -3, scope: !4)
!10 = distinct !{!10, !9, !"llvm.loop.unroll.disable", null}
`
