package parser_test

import (
	"bytes"
	"testing"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/printer"
)

// TestAppendDeclarations checks that declarations appended to a module's
// text read as a whole parse of that text would read them, and that m's
// own entities keep their places.
func TestAppendDeclarations(t *testing.T) {
	src := "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)\n  ret i32 %r\n}\n!0 = !{}\n"
	m, err := parser.ParseFile("m.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	decls := []string{"declare i32 @llvm.abs.i32(i32, i1)", "declare void @llvm.donothing()"}
	nm, err := parser.AppendDeclarations(m, decls)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := parser.ParseFile("m.ll", nm.Src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(nm.Functions) != 3 || len(nm.Entities) != len(whole.Entities) {
		t.Fatalf("%d functions, %d entities; a whole parse has %d, %d", len(nm.Functions), len(nm.Entities), len(whole.Functions), len(whole.Entities))
	}
	for i := range whole.Functions {
		a, b := &nm.Functions[i], &whole.Functions[i]
		if a.Name != b.Name || a.Span != b.Span || a.Header != b.Header || a.Declare != b.Declare {
			t.Errorf("function %d: %s %v, a whole parse %s %v", i, a.Name, a.Span, b.Name, b.Span)
		}
	}
	for i := range whole.Entities {
		if nm.Entities[i] != whole.Entities[i] {
			t.Errorf("entity %d: %+v, a whole parse %+v", i, nm.Entities[i], whole.Entities[i])
		}
	}
	if len(m.Functions) != 1 || string(m.Src) != src {
		t.Error("m was modified")
	}
	var printed bytes.Buffer
	if err := printer.Fprint(&printed, nm); err != nil || printed.String() != string(nm.Src) {
		t.Errorf("printed (%v):\n%s\nwant:\n%s", err, printed.Bytes(), nm.Src)
	}
	for _, bad := range [][]string{{"declare i32 @g("}, {"define void @h() {\n  ret void\n}"}} {
		if _, err := parser.AppendDeclarations(m, bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
