package typecheck_test

import (
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// FuzzTypecheck runs the type rules of both releases on every input the
// grammar accepts, and the whole parse-and-check path on every input: no
// panic, no hang, a checked module's first error has a position inside
// the input, and the errors are the same when every debug record and call
// of llvm.dbg.* is decoded (see typecheck.DecodeDebugArgs).
func FuzzTypecheck(f *testing.F) {
	for _, s := range corpus.Seeds(f, 300, 8000) {
		f.Add(s)
	}
	for _, s := range undeclaredSeeds {
		f.Add([]byte(s))
	}
	for _, s := range recordSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, v := range []llvmver.Version{14, 19, 22} {
			m, err := parser.ParseFileOptions("fuzz.ll", src, parser.Options{Version: v})
			if err != nil {
				continue
			}
			errs := typecheck.Check(m, v)
			restore := typecheck.DecodeDebugArgs(true)
			decoded := typecheck.Check(m, v)
			restore()
			if fmt.Sprint(errs) != fmt.Sprint(decoded) {
				t.Fatalf("LLVM %d: debug arguments judged from the text give %v, decoded %v", v, errs, decoded)
			}
			if len(errs) > 0 {
				if p := errs[0].Pos; p.Line < 1 || p.Line > lines(src) {
					t.Fatalf("LLVM %d: first error %q at line %d, input has %d lines", v, errs[0].Msg, p.Line, lines(src))
				}
			}
			_, _ = typecheck.ParseFile("fuzz.ll", src, parser.Options{Version: v})
		}
	})
}

// recordSeeds hold debug records whose arguments the type rules judge
// from their text (locals, globals, literals, a !DIArgList).
var recordSeeds = []string{
	"@g = addrspace(1) global i32 0\ndefine void @f() {\n  #dbg_value(ptr @g, !1, !DIExpression(), !2)\n  ret void\n}\n!1 = !{}\n!2 = !{}\n",
	"@g = addrspace(1) global i32 0\ndefine void @f(i32 %a) {\n  %p = alloca i32, !DIAssignID !3\n  #dbg_assign(i32 %a, !1, !DIExpression(), !3, ptr %p, !DIExpression(), !2)\n  #dbg_value(!DIArgList(ptr @g, i32 0), !1, !DIExpression(), !2)\n  #dbg_value(i1 poison, !1, !DIExpression(), !2)\n  ret void\n}\n!1 = !{}\n!2 = !{}\n!3 = distinct !DIAssignID()\n",
}

// undeclaredSeeds call intrinsics without declaring them (LLVM 18 on,
// see ast.Module.UndeclaredIntrinsics).
var undeclaredSeeds = []string{
	"define void @f(i1 %c) {\n  %x = call i32 @llvm.abs.i32(i32 1, i1 %c)\n  %y = call i64 @llvm.abs(i64 2, i1 false)\n  call void @llvm.nosuch()\n  ret void\n}\n",
	"!named = !{!0}\n!0 = !{ptr @llvm.donothing}\n@p = global ptr @llvm.abs.i32\n",
	"define void @f(ptr %p) {\n  call void @llvm.masked.store.v2i32.p0(<2 x i32> zeroinitializer, ptr %p, i32 4, <2 x i1> zeroinitializer)\n  call void @undef()\n  ret void\n}\n",
}

// lines counts the lines of src as positions number them (a last line
// without a newline counts; an error may point just past the end).
func lines(src []byte) int {
	n := 1
	for _, c := range src {
		if c == '\n' {
			n++
		}
	}
	return n
}
