package parser_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// fuzzInputs are hand-written inputs at the edges of the grammar: cut-off
// entities, recovery after errors, numbering, forward references, huge ids,
// nested and inline metadata, every top-level kind.
var fuzzInputs = []string{
	"", "define", "declare", "define void @f() {", "define void @f() {\n  ret void\n}\n",
	"define void @f() {\nentry:\n  br label %entry\n}\n", "define void @f() {\n  ret void\n", "}\n",
	"define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  ret i32 %2\n}\n",
	"define i32 @f(i32) {\n1:\n  %2 = add i32 %0, 1\n  ret i32 %2\n}\n",
	"define void @f() {\n  %x = call i32 @g(), !dbg !0, !tbaa !{}\n  ret void\n}\n",
	"define void @f() !dbg !0 {\n  ret void, !dbg !DILocation(line: 1, scope: !0)\n}\n!0 = distinct !DISubprogram()\n",
	"@g = global i32 0, !dbg !0\n!0 = !{}\n", "@g = global i32 0, align 4, section \"s\", !x !0, !y !0\n!0 = !{}\n",
	"!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n",
	"!named = !{!0}\n!0 = !DIExpression(DW_OP_plus_uconst, 8)\n", "!named = !{}\n", "!named = !{!0, !{}}\n",
	"!0 = !{!1}\n", "!0 = !{}\n!0 = !{}\n", "!2147483647 = !{}\n", "!2147483648 = !{}\n", "!0 = !{!0, !\"s\", i32 1, null, !{}}\n",
	"!0 = !DIFlags(DIFlagA | DIFlagB)\n", "!0 = !DICompositeType(tag: DW_TAG_structure_type, flags: DIFlagFwdDecl | DIFlagPublic)\n",
	"!0 = !DIArgList(i32 1)\n", "!0 = !{!DIArgList()}\n",
	"define void @f(ptr %p) {\n    #dbg_value(ptr %p, !1, !DIExpression(), !2)\n  ret void\n}\n",
	"define void @f(ptr %p) {\n    #dbg_value(ptr %p\n  ret void\n}\n",
	"%T = type { i32, %T* }\n@x = alias i32, bitcast (i64* @y to i32*)\n@y = global i64 0\n",
	"%T = type opaque\n%U = type <{ i8, [2 x <4 x float>] }>\n", "%T = type %T\n",
	"$c = comdat any\n@g = global i32 0, comdat($c)\n", "$c = comdat bogus\n",
	"attributes #0 = { nounwind \"a\"=\"b\" align=8 allocsize(0, 1) }\n", "attributes #0 = { #0 }\n", "attributes #0 = {\n",
	"^0 = module: (path: \"\", hash: (0, 0, 0, 0, 0))\n", "^1 = flags: 8\n", "^2 = blockcount: 0\n",
	"uselistorder i32 0, { 1, 0 }\n", "uselistorder_bb @f, %bb, { 0 }\n",
	"source_filename = \"x\"\ntarget datalayout = \"e\"\ntarget triple = \"x86_64\"\nmodule asm \"nop\"\ndeplibs = [\"a\", \"b\"]\n",
	"!5060708090 = !{}\n!0 = !{}\n", "@\n@\n", "%\n%x = type i32\n", "/* c */ @g = global i32 0 /* d */\n",
	"define void @f() {\n  switch i32 0, label %a [ i32 0, label %a ]\na:\n  ret void\n}\n",
	"define void @f() personality ptr null {\n  invoke void @g() to label %a unwind label %b\na:\n  ret void\nb:\n  %l = landingpad { ptr, i32 } cleanup\n  ret void\n}\ndeclare void @g()\n",
	"define void @f(ptr %p) {\n  %v = load atomic i32, ptr %p seq_cst, align 4, !nontemporal !0\n  ret void\n}\n!0 = !{i32 1}\n",
	"define void @f() {\n  %x = getelementptr inbounds ([2 x i32], ptr @g, i64 0, i64 1)\n  ret void\n}\n",
}

// seedParse adds the hand-written inputs and a few dozen small corpus
// files.
func seedParse(f *testing.F) {
	for _, s := range fuzzInputs {
		f.Add([]byte(s))
	}
	for _, b := range corpus.Seeds(f, 40, 4096) {
		f.Add(b)
	}
}

// FuzzParse checks that ParseFile never panics, in either mode, and that
// both modes agree (checkModes); that errors are positioned within the input and sorted;
// that a module that parses without error prints back unchanged and keeps
// every invariant of checkParsed; that decoding the instructions and
// metadata definitions of any returned module never panics; and that
// building and diffing the metadata graph never panics.
func FuzzParse(f *testing.F) {
	seedParse(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, parser.AllErrors)
		_, errFirst := parser.ParseFile("fuzz.ll", src, 0)
		if (err == nil) != (errFirst == nil) {
			t.Fatalf("AllErrors gives %v, default mode %v", err, errFirst)
		}
		if err != nil {
			checkErrors(t, src, err)
			checkErrors(t, src, errFirst)
			checkModes(t, err, errFirst)
			decodeAll(m) // must not panic; errors are expected
			return
		}
		if err := checkParsed(m, src); err != nil {
			t.Fatal(err)
		}
		g := md.New(m)
		md.Diff(g, g)
		if _, err := g.Bytes(); err != nil {
			t.Fatal(err)
		}
	})
}

// checkErrors checks that err is a non-empty ErrorList of positioned
// errors within src, sorted by position but for the undefined references
// LLParser reports when the module ends, which come last.
func checkErrors(t *testing.T, src []byte, err error) {
	t.Helper()
	var list parser.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("error is not a non-empty ErrorList: %#v", err)
	}
	lines := bytes.Count(src, []byte("\n")) + 1
	var prev token.Position
	atEnd := false
	for _, e := range list {
		if e.Pos.Line < 1 || e.Pos.Line > lines || e.Pos.Column < 1 || e.Pos.Offset < 0 || e.Pos.Offset > len(src) {
			t.Fatalf("error %q is outside the input (%d bytes, %d lines)", e, len(src), lines)
		}
		if e.AtModuleEnd() {
			atEnd = true
		} else if atEnd {
			t.Fatalf("error %q after the module's undefined references", e)
		} else if e.Pos.Line < prev.Line || e.Pos.Line == prev.Line && e.Pos.Column < prev.Column {
			t.Fatalf("errors not sorted: %v after %v", e.Pos, prev)
		}
		if e.Msg == "" {
			t.Fatalf("error at %v without a message", e.Pos)
		}
		prev = e.Pos
	}
}

// checkModes compares the errors of AllErrors mode with those of the
// default mode, which stops after ten errors and then skips the check for
// undefined references: each error of the default mode is one of
// AllErrors mode, and when AllErrors mode finds fewer than ten, both modes
// find the same errors.
func checkModes(t *testing.T, errAll, errFirst error) {
	t.Helper()
	var all, first parser.ErrorList
	errors.As(errAll, &all)
	errors.As(errFirst, &first)
	seen := map[string]bool{}
	for _, e := range all {
		seen[e.Error()] = true
	}
	for _, e := range first {
		if !seen[e.Error()] {
			t.Fatalf("default mode reports %q, AllErrors mode does not", e)
		}
	}
	if len(first) > 10 {
		t.Fatalf("default mode reports %d errors, more than ten", len(first))
	}
	if len(all) < 10 && len(all) != len(first) {
		t.Fatalf("AllErrors mode reports %d errors, default mode %d", len(all), len(first))
	}
}

// decodeAll decodes every instruction, metadata definition and function
// header of m, ignoring errors.
func decodeAll(m *ast.Module) {
	d := parser.NewDecoder(m)
	for i := range m.Insts {
		d.Inst(i)
	}
	for i := range m.MDDefs {
		d.MD(i)
	}
	for i := range m.Functions {
		d.FuncHeader(i)
	}
}
