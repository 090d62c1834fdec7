package md_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

var topLevelModules = map[string]string{
	"clang-like":             clangLike,
	"clang-like, CRLF":       strings.ReplaceAll(clangLike, "\n", "\r\n"),
	"function only":          "define void @f() {\n  ret void\n}\n",
	"no final newline":       "define void @f() {\n  ret void\n}",
	"CRLF, no final newline": "define void @f() {\r\n  ret void\r\n}",
	"trailing blank lines":   "define void @f() {\n  ret void\n}\n\n\n",
	"empty":                  "",
	"comment only":           "; nothing here\n",
	"no blank lines":         "target triple = \"x86_64-unknown-linux-gnu\"\n@g = global i32 0\n; a comment\ndefine void @f() #0 {\n  ret void\n}\nattributes #0 = { nounwind }\n!llvm.ident = !{!0}\n!0 = !{!\"x\"}",
	"metadata at the start":  "!0 = !{}\n!n = !{!0}\n",
	"mixed line endings":     "; RUN: true\ndefine void @f() {\r\n  ret void\r\n}\r\n\r\n!llvm.ident = !{!0}\r\n!0 = !{!\"x\"}\n",
	"blank line of spaces":   "define void @f() {\n  ret void\n}\n  \ndeclare void @g()\n  \n",
}

const clangLike = `; ModuleID = 'a.c'
source_filename = "a.c"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32 }

$c = comdat any

@g = global i32 0, align 4

; Function Attrs: nounwind
define i32 @f() #0 {
entry:
  ret i32 0
}

declare void @h()

attributes #0 = { nounwind }

!llvm.ident = !{!0}

!0 = !{!"clang"}
`

var topLevelTexts = []struct {
	kind ast.EntityKind
	text string
}{
	{ast.SourceFilenameEntity, `source_filename = "added.c"`},
	{ast.TargetEntity, `target datalayout = "e"`},
	{ast.TypeDefEntity, `%added = type { i64, i8 }`},
	{ast.ComdatEntity, `$added = comdat any`},
	{ast.GlobalEntity, `@added = global i32 7`},
	{ast.FunctionEntity, `declare void @added()`},
	{ast.FunctionEntity, "define void @added_def() {\n  ret void\n}"},
	{ast.AttrGroupEntity, `attributes #7 = { cold }`},
	{ast.NamedMDEntity, `!added = !{}`},
	{ast.MDDefEntity, `!77 = !{!"added"}`},
}

// TestAddThenRemoveTopLevel adds an entity of each kind to modules of
// several shapes, checks that LLVM accepts the result, removes the entity
// again and expects the original bytes.
func TestAddThenRemoveTopLevel(t *testing.T) {
	for name, src := range topLevelModules {
		for _, tc := range topLevelTexts {
			t.Run(name+"/"+tc.kind.String()+"/"+strings.Fields(tc.text)[0], func(t *testing.T) {
				g := parse(t, src)
				hadKind := false
				for _, e := range g.Module.Entities {
					hadKind = hadKind || e.Kind == tc.kind
				}
				if hadKind && tc.kind == ast.SourceFilenameEntity {
					t.Skip("a second source_filename is not IR")
				}
				g.AddTopLevel(tc.kind, tc.text)
				added, err := g.Bytes()
				if err != nil {
					t.Fatal(err)
				}
				llvmAs(t, added, false)
				m, err := parser.ParseFile("added.ll", added, 0)
				if err != nil {
					t.Fatalf("%v\n%s", err, added)
				}
				g = md.New(m)
				if hadKind && tc.kind == ast.MDDefEntity {
					// The new definition joins the run of definitions,
					// which is one entity.
					if !strings.Contains(strings.ReplaceAll(string(added), "\r", "")+"\n", "\n"+tc.text+"\n") {
						t.Errorf("definition not added on a line of its own:\n%s", added)
					}
					return
				}
				found := -1
				for i, e := range m.Entities {
					if e.Kind == tc.kind && strings.HasPrefix(string(m.Src[e.Start:]), tc.text) {
						found = i
					}
				}
				if found < 0 {
					t.Fatalf("added entity not found as a %s:\n%s", tc.kind, added)
				}
				if !hadKind {
					// A new kind goes where LLVM prints it: no entity of
					// a kind LLVM prints later comes before it.
					for _, e := range m.Entities[:found] {
						if rank(e.Kind) > rank(tc.kind) {
							t.Errorf("added %s after a %s:\n%s", tc.kind, e.Kind, added)
						}
					}
				}
				g.RemoveEntity(found)
				back, err := g.Bytes()
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(src, string(back)); diff != "" {
					t.Errorf("add then remove is not the original (-want +got):\n%s\nafter add:\n%s", diff, added)
				}
			})
		}
	}
}

// rank is LLVM's printing order of entity kinds, as the test sees it.
func rank(k ast.EntityKind) int {
	order := []ast.EntityKind{ast.SourceFilenameEntity, ast.TargetEntity, ast.ModuleAsmEntity, ast.DepLibsEntity, ast.TypeDefEntity,
		ast.ComdatEntity, ast.GlobalEntity, ast.FunctionEntity, ast.UseListOrderEntity, ast.AttrGroupEntity, ast.NamedMDEntity,
		ast.MDDefEntity, ast.SummaryEntity}
	for i, o := range order {
		if o == k {
			return i
		}
	}
	return len(order)
}

// TestAddTopLevelLayout pins the text around a new kind of entity.
func TestAddTopLevelLayout(t *testing.T) {
	clang := topLevelModules["clang-like"]
	for _, tc := range []struct {
		src        string
		kind       ast.EntityKind
		text, want string
	}{
		// Its own paragraph, above the comment of the function.
		{clang, ast.GlobalEntity, "@x = global i8 0", "@g = global i32 0, align 4\n@x = global i8 0\n\n; Function Attrs"},
		{clang, ast.ModuleAsmEntity, `module asm "nop"`, "target triple = \"x86_64-unknown-linux-gnu\"\n\nmodule asm \"nop\"\n\n%struct.S"},
		// Functions are set apart by a blank line, as LLVM prints them.
		{clang, ast.FunctionEntity, "declare void @x()", "declare void @h()\n\ndeclare void @x()\n\nattributes #0"},
		{clang, ast.UseListOrderEntity, "uselistorder ptr @h, { 1, 0 }", "declare void @h()\n\nuselistorder ptr @h, { 1, 0 }\n\nattributes #0"},
		// Added lines end as their neighbours do.
		{strings.ReplaceAll(clang, "\n", "\r\n"), ast.GlobalEntity, "@x = global i8 0", "@g = global i32 0, align 4\r\n@x = global i8 0\r\n\r\n; Function Attrs"},
		{strings.ReplaceAll(clang, "\n", "\r\n"), ast.FunctionEntity, "declare void @x()", "declare void @h()\r\n\r\ndeclare void @x()\r\n\r\nattributes #0"},
		// At the end of the file, no blank line, as for new nodes.
		{"define void @f() {\n  ret void\n}\n", ast.FunctionEntity, "declare void @x()", "}\ndeclare void @x()\n"},
		{"define void @f() {\n  ret void\n}\n", ast.AttrGroupEntity, "attributes #1 = { cold }", "}\nattributes #1 = { cold }\n"},
	} {
		g := parse(t, tc.src)
		g.AddTopLevel(tc.kind, tc.text)
		out, err := g.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(out), tc.want) {
			t.Errorf("adding %q: output lacks %q:\n%s", tc.text, tc.want, out)
		}
	}
}

// TestRemoveEntityParagraph checks that removing an entity that is a
// paragraph of its own leaves one blank line, not two.
func TestRemoveEntityParagraph(t *testing.T) {
	src := topLevelModules["clang-like"]
	for _, tc := range []struct {
		kind ast.EntityKind
		want string
	}{
		{ast.ComdatEntity, strings.Replace(src, "$c = comdat any\n\n", "", 1)},
		{ast.AttrGroupEntity, strings.Replace(src, "attributes #0 = { nounwind }\n\n", "", 1)},
		{ast.MDDefEntity, strings.Replace(src, "\n!0 = !{!\"clang\"}\n", "", 1)},
		{ast.FunctionEntity, strings.Replace(src, "declare void @h()\n\n", "", 1)},
	} {
		g := parse(t, src)
		last := -1
		for i, e := range g.Module.Entities {
			if e.Kind == tc.kind {
				last = i
			}
		}
		g.RemoveEntity(last)
		out, err := g.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, string(out)); diff != "" {
			t.Errorf("removing the last %s (-want +got):\n%s", tc.kind, diff)
		}
	}
}

// TestRemoveNeighbourParagraphs removes two entities that both take the
// blank line between them: the deletions merge instead of conflicting (the
// blank line before the first stays, as each rule sees one removal).
func TestRemoveNeighbourParagraphs(t *testing.T) {
	src := "define void @f() {\n  ret void\n}\n\nattributes #0 = { nounwind }\n\n!0 = !{}\n"
	g := parse(t, src)
	for i := len(g.Module.Entities) - 1; i >= 1; i-- {
		g.RemoveEntity(i)
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if want := "define void @f() {\n  ret void\n}\n\n"; string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

// TestAddThenRemoveCorpus adds an entity of several kinds to every module
// of the LLVM test files llvm-as 14 accepts (and the coreutils programs),
// checks that the result parses and passes irmeta's checks, removes the
// entity again and expects the original bytes: the files have every
// layout of blank lines, comments and final newlines the tests use.
func TestAddThenRemoveCorpus(t *testing.T) {
	root := corpus.Root(t)
	var files []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			files = append(files, filepath.Join(root, "llvm-test", e.Path))
		}
	}
	files = append(files, corpus.Files(t, "coreutils")...)
	texts := []struct {
		kind ast.EntityKind
		text string
	}{
		{ast.TypeDefEntity, `%irmeta.added = type { i32 }`},
		{ast.GlobalEntity, `@irmeta.added = global i32 7`},
		{ast.FunctionEntity, `declare void @irmeta.added.fn()`},
		{ast.AttrGroupEntity, `attributes #4242 = { cold }`},
		{ast.NamedMDEntity, `!irmeta.added = !{}`},
	}
	failures := 0
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, part := range corpus.Split(path, src) {
			m, err := parser.ParseFile(part.Name, part.Src, 0)
			if err != nil {
				continue // a part llvm-as does not see on its own
			}
			for _, tc := range texts {
				if msg := addThenRemove(m, tc.kind, tc.text); msg != "" {
					failures++
					if failures <= 10 {
						t.Errorf("%s: %s: %s", part.Name, tc.kind, msg)
					}
				}
			}
		}
	}
	if failures > 10 {
		t.Errorf("%d failures in all", failures)
	}
}

// addThenRemove adds text to m, removes it again and reports what went
// wrong, or "".
func addThenRemove(m *ast.Module, kind ast.EntityKind, text string) string {
	g := md.New(m)
	g.AddTopLevel(kind, text)
	added, err := g.Bytes()
	if err != nil {
		return err.Error()
	}
	am, err := parser.ParseFile(m.File.Name, added, 0)
	if err != nil {
		return "after adding: " + err.Error()
	}
	if err := am.Check(); err != nil {
		return "after adding: " + err.Error()
	}
	found := -1
	for i, e := range am.Entities {
		if e.Kind == kind && strings.HasPrefix(string(am.Src[e.Start:]), text) {
			found = i
		}
	}
	if found < 0 {
		return "added entity not found"
	}
	g = md.New(am)
	g.RemoveEntity(found)
	back, err := g.Bytes()
	if err != nil {
		return err.Error()
	}
	if !bytes.Equal(back, m.Src) {
		return "add then remove differs from the original:\n" + cmp.Diff(string(m.Src), string(back))
	}
	return ""
}

// TestEditsKeepLineEndings checks that lines added to a CRLF module (an
// instruction, new nodes, a named list) end with CRLF too.
func TestEditsKeepLineEndings(t *testing.T) {
	src := "define void @f() {\r\n  ret void\r\n}\r\n"
	g := parse(t, src)
	g.InsertBefore(0, "call void @f()")
	g.SetAttachment(md.Inst(0), "note", g.NewTuple(md.NewString("x")))
	g.AddNamedOperand("my.list", g.NewTuple(md.NewString("y")))
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	want := "define void @f() {\r\n  call void @f()\r\n  ret void, !note !0\r\n}\r\n!my.list = !{!1}\r\n!0 = !{!\"x\"}\r\n!1 = !{!\"y\"}\r\n"
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	llvmAs(t, out, false)
}
