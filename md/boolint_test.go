package md_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// A bool field tagged i32 is stored as i32 0/1 (vec_type_hint's
// signedness), and reads back.
func TestBoolIntField(t *testing.T) {
	g := parse(t, "define void @k() {\n  ret void\n}\n")
	type hint struct {
		Type   md.TypeValue
		Signed bool `md:"i32"`
	}
	a := md.NewTupleAttr[hint]("vec_type_hint")
	want := hint{md.TypeValue{Type: &ast.Type{Kind: ast.FloatType, Name: "float"}}, true}
	if err := a.Set(g, md.Function(0), want); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	g.Print(&b)
	if !strings.Contains(b.String(), "!0 = !{float undef, i32 1}") {
		t.Errorf("printed:\n%s", b.String())
	}
	got, err := a.Get(g, md.Function(0))
	if err != nil || got.Type.Type.String() != "float" || !got.Signed {
		t.Errorf("Get = %+v, %v", got, err)
	}
}

// Names with characters LLVM escapes are printed escaped, parse back to
// the same name, and LLVM accepts them.
func TestEscapedNames(t *testing.T) {
	g := parse(t, "define void @k() {\n  ret void\n}\n")
	const kind = "opencl.stats.Vectorizer@Can Vect"
	g.SetAttachment(md.Function(0), kind, g.NewTuple(md.NewInt(32, 3)))
	g.SetNamed(kind, []*md.Node{g.NewTuple(md.NewString("desc"))})
	g.SetNamed("9lives", []*md.Node{g.NewTuple(md.NewString("x"))})
	var b bytes.Buffer
	g.Print(&b)
	text := b.String()
	for _, want := range []string{`!opencl.stats.Vectorizer\40Can\20Vect !0`, `!opencl.stats.Vectorizer\40Can\20Vect = !{!1}`, `!\39lives = `} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in:\n%s", want, text)
		}
	}
	m, err := parser.ParseFile("out.ll", b.Bytes(), 0)
	if err != nil {
		t.Fatal(err)
	}
	g2 := md.New(m)
	if g2.Attachment(md.Function(0), kind) == nil || g2.Named(kind) == nil || g2.Named("9lives") == nil {
		t.Errorf("names did not read back: %v", g2.NamedNames())
	}
	llvmAs(t, b.Bytes(), false)
}
