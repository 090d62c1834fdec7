package md_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestRemoveKeepsWordsApart removes instructions, entities and named
// lists written against their neighbours: the words on either side of
// what goes must not join into one token ("%xret", "@adefine"), also when
// two removals side by side make the junction.
func TestRemoveKeepsWordsApart(t *testing.T) {
	fn := "define i32 @f() {\n  ret i32 0\n}\n"
	for _, c := range []struct {
		name, src, want string
		edit            func(g *md.Graph)
	}{
		{"RemoveInst",
			"define i32 @f(i32 %x) {\n  %a = add i32 %x, %x%1 = call i32 @g(), !a !0ret i32 %a\n}\ndeclare i32 @g()\n!0 = !{}\n",
			"%x, %x ret i32 %a", func(g *md.Graph) { g.RemoveInst(1) }},
		{"RemoveEntity",
			"@a = global ptr @a@b = global i32 1" + fn,
			"@a = global ptr @a define", func(g *md.Graph) { g.RemoveEntity(1) }},
		{"RemoveEntity side by side",
			"@z = global ptr @z@a = global [1 x i8] c\"x\"@b = global [1 x i8] c\"y\"" + fn,
			"@z = global ptr @z define", func(g *md.Graph) { g.RemoveEntity(1); g.RemoveEntity(2) }},
		{"RemoveNamed",
			"@a = global ptr @a!n = !{}" + fn,
			"@a = global ptr @a define", func(g *md.Graph) { g.RemoveNamed("n") }},
	} {
		m, err := parser.ParseFile("a.ll", []byte(c.src), 0)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		g := md.New(m)
		c.edit(g)
		out, err := g.Bytes()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !strings.Contains(string(out), c.want) {
			t.Errorf("%s: got %q, want it to hold %q", c.name, out, c.want)
		}
		if _, err := parser.ParseFile("b.ll", out, 0); err != nil {
			t.Errorf("%s: the edited module does not parse: %v\n%s", c.name, err, out)
		}
	}
}

// TestInsertBeforeSharedLine inserts lines before an instruction that does
// not start its line ("{  ret void", "entry: ret void", after another
// instruction): the text before it stays where it is, once, and the
// instruction moves to a line of its own after the new ones. Inserting
// took the whole start of the line for indentation and so copied the
// function's header or the label.
func TestInsertBeforeSharedLine(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"define void @f() {  ret void\n}\n",
			"define void @f() {\ncall void @f()\ncall void @f()\nret void\n}\n"},
		{"define void @f() {\nentry: ret void\n}\n",
			"define void @f() {\nentry:\ncall void @f()\ncall void @f()\nret void\n}\n"},
		{"define void @f() {\n  %a = add i32 1, 1 ret void\n}\n",
			"define void @f() {\n  %a = add i32 1, 1\n  call void @f()\n  call void @f()\n  ret void\n}\n"},
		{"define void @f() {\r\n  ret void\r\n}\r\n",
			"define void @f() {\r\n  call void @f()\r\n  call void @f()\r\n  ret void\r\n}\r\n"},
	} {
		m, err := parser.ParseFile("a.ll", []byte(c.src), 0)
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		g := md.New(m)
		last := len(m.Insts) - 1
		g.InsertBefore(last, "call void @f()")
		g.InsertBefore(last, "call void @f()")
		out, err := g.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != c.want {
			t.Errorf("%q: got %q, want %q", c.src, out, c.want)
		}
		if _, err := parser.ParseFile("b.ll", out, 0); err != nil {
			t.Errorf("%q: the edited module does not parse: %v", c.src, err)
		}
	}
}

// TestRenameTypeKeepsWordsApart renames a type whose quoted name is
// followed by a word without a blank (%"T"zeroinitializer): the bare new
// name must not join it.
func TestRenameTypeKeepsWordsApart(t *testing.T) {
	src := "%\"T\" = type { i32 }\n@g = global %\"T\"zeroinitializer\n"
	m, err := parser.ParseFile("a.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	if _, err := g.RenameType("T", "U"); err != nil {
		t.Fatal(err)
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if want := "%U = type { i32 }\n@g = global %U zeroinitializer\n"; string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}
