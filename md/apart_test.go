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
