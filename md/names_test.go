package md_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// TestNameTokens: names are found as tokens, decoded, and never inside
// strings, comments or longer names.
func TestNameTokens(t *testing.T) {
	src := `%a = type { i32 }
%ab = type { %a }
@"g x" = global %a zeroinitializer ; %a in a comment
@s = constant [3 x i8] c"%a\00"
define void @f(%a* %p) {
entry:
  %0 = bitcast %a* %p to i8*
  br label %1
1:
  ret void
}
`
	m, err := parser.ParseFile("n.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	var got []string
	g.NameTokens(ast.Span{Start: 0, End: token.Pos(len(src))}, func(n md.NameToken) {
		got = append(got, string(n.Name))
	})
	want := "%a %ab %a @g x %a @s @f %a %p entry %0 %a %p %1 1"
	if strings.Join(got, " ") != want {
		t.Errorf("tokens %q\nwant   %q", strings.Join(got, " "), want)
	}
}

// TestRemoveStringAttr removes a string attribute with and without value,
// and leaves longer keys and other strings.
func TestRemoveStringAttr(t *testing.T) {
	src := `define "k"="1" i8* @f(i8* "k"="2" %p, i32 "kk"="3" %n, i8* "k" %q, i8* "a"="k" %r) section "k" gc "k" {
  ret i8* %p
}
`
	m, err := parser.ParseFile("s.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	if n := g.RemoveStringAttr(m.Functions[0].Header, "k"); n != 3 {
		t.Errorf("removed %d, want 3", n)
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if want := `define i8* @f(i8* %p, i32 "kk"="3" %n, i8* %q, i8* "a"="k" %r) section "k" gc "k" {`; !strings.HasPrefix(string(out), want) {
		t.Errorf("got %s", out)
	}
}

// TestRemoveStringAttrGlued removes attributes written against the word
// after them, as the parser accepts ("k"="1"ptr): the words on either side
// must stay apart (FuzzStrip found "defineptr"), while a comma or ')' may
// follow the word before directly.
func TestRemoveStringAttrGlued(t *testing.T) {
	src := `define "k"="1"ptr @f(ptr "k"="2"%p, i32 %n) "k" {
  ret ptr %p
}
`
	m, err := parser.ParseFile("s.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	if n := g.RemoveStringAttr(m.Functions[0].Header, "k"); n != 3 {
		t.Errorf("removed %d, want 3", n)
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if want := "define ptr @f(ptr %p, i32 %n) {"; !strings.HasPrefix(string(out), want) {
		t.Errorf("got %s, want it to start with %s", out, want)
	}
	if _, err := parser.ParseFile("s.ll", out, 0); err != nil {
		t.Errorf("the edited module does not parse: %v", err)
	}
}

// TestRemoveGluedAttachment removes a global's last attachment when the
// next entity follows it without a blank ("!5define", which the parser
// reads): the word before the list must not join the next one (FuzzStrip
// found "zeroinitializerdefine").
func TestRemoveGluedAttachment(t *testing.T) {
	src := "@g = global i32 0,!a !0\n@h = global i32 0,!b !0define void @f() {\n  ret void\n}\n!0 = !{}\n"
	m, err := parser.ParseFile("a.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	if !g.RemoveAttachment(md.Global(1), "b") {
		t.Fatal("no !b attachment on @h")
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "@h = global i32 0 define void @f()") {
		t.Errorf("got %s", out)
	}
	if _, err := parser.ParseFile("b.ll", out, 0); err != nil {
		t.Errorf("the edited module does not parse: %v", err)
	}
}

// TestRemoveAttachmentAfterLineBreak removes an attachment whose comma
// ends the line before it ("0,\r\n!b !0"): the comma goes too, or the
// global would end in one (FuzzStrip found it with "\r").
func TestRemoveAttachmentAfterLineBreak(t *testing.T) {
	for _, brk := range []string{"\r", "\n", "\r\n  "} {
		src := "@h = global i32 0," + brk + "!b !0\n!0 = !{}\n"
		m, err := parser.ParseFile("a.ll", []byte(src), 0)
		if err != nil {
			t.Fatal(err)
		}
		g := md.New(m)
		if !g.RemoveAttachment(md.Global(0), "b") {
			t.Fatalf("%q: no !b attachment", brk)
		}
		out, err := g.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(out), "@h = global i32 0\n") {
			t.Errorf("%q: got %q", brk, out)
		}
	}
}

// TestRemoveAttachmentAfterComment removes an attachment written on the
// line after a ";" comment ("();\n,!b !0"): the line break that ends the
// comment stays, or the comment would swallow the text after the
// attachment (FuzzStrip found "call i1 @llvm.();\n,!dtrans-type !{}ret").
// Setting an attachment there rewrites the same text.
func TestRemoveAttachmentAfterComment(t *testing.T) {
	for _, c := range []struct {
		src, want string
		target    md.Target
	}{
		{"define void @f() {\n  call void @g();\n,!b !0 ret void\n}\ndeclare void @g()\n!0 = !{}\n",
			"  call void @g();\n ret void\n", md.Inst(0)},
		{"define void @f() {\n  call void @g() ; c\n  , ; d\n  !b !0\n  ret void\n}\ndeclare void @g()\n!0 = !{}\n",
			"  call void @g() ; c\n\n  ret void\n", md.Inst(0)},
		{"@h = global i32 0 ; c\n, !b !0 @i = global i32 1\n!0 = !{}\n",
			"@h = global i32 0 ; c\n @i = global i32 1\n", md.Global(0)},
		{"@h = global i32 0 ; c\n /* x\n */, !b !0\n!0 = !{}\n",
			"@h = global i32 0 ; c\n\n!0", md.Global(0)},
		{"define void @f() ; c\n!b !0 {\n  ret void\n}\n!0 = !{}\n",
			"define void @f() ; c\n {\n", md.Function(0)},
	} {
		for _, set := range []bool{false, true} {
			m, err := parser.ParseFile("a.ll", []byte(c.src), 0)
			if err != nil {
				t.Fatalf("%q: %v", c.src, err)
			}
			g := md.New(m)
			if set {
				g.SetAttachment(c.target, "b", g.NodeByID(0))
			} else if !g.RemoveAttachment(c.target, "b") {
				t.Fatalf("%q: no !b attachment", c.src)
			}
			out, err := g.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := parser.ParseFile("b.ll", out, 0); err != nil {
				t.Errorf("%q (set %v): the edited module does not parse: %v\n%s", c.src, set, err, out)
			}
			if !set && !strings.Contains(string(out), c.want) {
				t.Errorf("%q: got %q, want it to hold %q", c.src, out, c.want)
			}
		}
	}
}
