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
)

const orphanModule = `define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1, !dbg !1
  %b = mul i32 %a, 2
  ret i32 %b
}

!llvm.ident = !{!0}
!0 = !{!"clang"}
!1 = !{!0}
`

// printed returns the printed module and checks that LLVM accepts it.
func printed(t *testing.T, g *md.Graph) string {
	t.Helper()
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	llvmAs(t, out, false)
	return string(out)
}

func instB() md.Target { return md.Inst(1) }

// TestSupersededNewNodesNotPrinted checks that nodes made by the session
// and no longer referenced are left out, and that what is printed equals
// the output of the last edit alone, byte for byte.
func TestSupersededNewNodesNotPrinted(t *testing.T) {
	once := parse(t, orphanModule)
	once.SetAttachment(instB(), "note", once.NewTuple(md.NewString("second")))
	want := printed(t, once)
	if !strings.Contains(want, "!2 = !{!\"second\"}\n") || !strings.Contains(want, ", !note !2\n") {
		t.Fatalf("single edit printed:\n%s", want)
	}

	for _, tc := range []struct {
		name string
		edit func(g *md.Graph)
		want string
	}{
		{"set twice", func(g *md.Graph) {
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("first")))
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("second")))
		}, want},
		{"set, set elsewhere, remove elsewhere, set again", func(g *md.Graph) {
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("first")))
			fn := md.Function(0)
			g.SetAttachment(fn, "other", g.NewDistinctTuple())
			g.RemoveAttachment(fn, "other")
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("second")))
		}, want},
		{"set then remove", func(g *md.Graph) {
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("first")))
			g.RemoveAttachment(instB(), "note")
		}, orphanModule},
		{"loop id replaced", func(g *md.Graph) {
			// A self-referencing node is a cycle: unreachable all the same.
			g.SetAttachment(instB(), "note", g.NewSelfRef(md.NewString("llvm.loop.mustprogress")))
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("second")))
		}, want},
		{"named list replaced", func(g *md.Graph) {
			g.SetNamed("llvm.ident", []*md.Node{g.NewTuple(md.NewString("gcc"))})
			g.SetNamed("llvm.ident", []*md.Node{g.Lookup(0)})
		}, orphanModule},
		{"node made and never used", func(g *md.Graph) {
			g.NewTuple(md.NewString("unused"), g.NewTuple(md.NewString("inner")))
			g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("second")))
		}, want},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := parse(t, orphanModule)
			tc.edit(g)
			if diff := cmp.Diff(tc.want, printed(t, g)); diff != "" {
				t.Errorf("output mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestKeptNewNodesRenumbered checks that new nodes that stay are numbered
// consecutively and that every reference follows: from attachments, named
// metadata, other new nodes, edited source nodes and text written by the
// session.
func TestKeptNewNodesRenumbered(t *testing.T) {
	g := parse(t, orphanModule)
	g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("dropped"))) // !2
	inner := g.NewTuple(md.NewString("inner"))                            // !3
	outer := g.NewTuple(md.NewString("outer"), inner)                     // !4
	g.SetAttachment(instB(), "note", outer)
	viaSource := g.NewTuple(md.NewString("via source")) // !5
	if err := g.SetOperand(g.Lookup(1), 0, viaSource); err != nil {
		t.Fatal(err)
	}
	named := g.NewTuple(md.NewString("named")) // !6
	g.AddNamedOperand("my.list", named)
	inText := g.NewTuple(md.NewString("in text")) // !7
	g.InsertBefore(2, "%c = sub i32 %b, 1, !note !"+itoa(inText.ID)+" ; !"+itoa(inText.ID)+" in a comment stays")
	g.AddTopLevel(ast.GlobalEntity, `@h = global i32 0, !note !`+itoa(inText.ID)+`, !str !{!"!7"}`)
	loop := g.NewSelfRef(md.NewString("llvm.loop.mustprogress")) // !8
	g.SetAttachment(md.Function(0), "loopish", loop)
	if inner.ID != 3 || inText.ID != 7 || loop.ID != 8 {
		t.Fatalf("ids: inner %d, in text %d, loop %d; the test assumes 3, 7, 8", inner.ID, inText.ID, loop.ID)
	}
	got := printed(t, g)
	want := `@h = global i32 0, !note !6, !str !{!"!7"}

define i32 @f(i32 %x) !loopish !7 {
entry:
  %a = add i32 %x, 1, !dbg !1
  %b = mul i32 %a, 2, !note !3
  %c = sub i32 %b, 1, !note !6 ; !7 in a comment stays
  ret i32 %b
}

!llvm.ident = !{!0}
!0 = !{!"clang"}
!1 = !{!4}
!my.list = !{!5}
!2 = !{!"inner"}
!3 = !{!"outer", !2}
!4 = !{!"via source"}
!5 = !{!"named"}
!6 = !{!"in text"}
!7 = distinct !{!7, !"llvm.loop.mustprogress"}
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("output mismatch (-want +got):\n%s", diff)
	}
	// Printing changes nothing in the graph: a dropped node that is used
	// again is printed again, under its own number.
	if inner.ID != 3 {
		t.Errorf("printing renumbered the graph: inner is !%d", inner.ID)
	}
	c, err := g.Commit()
	if err != nil {
		t.Fatal(err)
	}
	if n := c.Attachment(md.Inst(1), "note"); n == nil || md.Format(n) != `!{!"outer", !2}` {
		t.Errorf("after commit %%b !note = %v", n)
	}
}

// TestDroppedNodeUsedAgain checks that leaving a node out is decided at
// each print, not once.
func TestDroppedNodeUsedAgain(t *testing.T) {
	g := parse(t, orphanModule)
	first := g.NewTuple(md.NewString("first"))
	g.SetAttachment(instB(), "note", first)
	g.SetAttachment(instB(), "note", g.NewTuple(md.NewString("second")))
	if out := printed(t, g); strings.Contains(out, `"first"`) {
		t.Fatalf("superseded node printed:\n%s", out)
	}
	g.SetAttachment(md.Inst(0), "again", first)
	out := printed(t, g)
	if !strings.Contains(out, "!2 = !{!\"first\"}\n!3 = !{!\"second\"}\n") {
		t.Errorf("node used again not printed in order:\n%s", out)
	}
}

// TestOriginalNodeKeptWhenUnreferenced documents the lossless choice: a
// node of the source whose last user is removed stays in the file.
func TestOriginalNodeKeptWhenUnreferenced(t *testing.T) {
	g := parse(t, orphanModule)
	g.RemoveAttachment(md.Inst(0), "dbg")
	out := printed(t, g)
	want := strings.Replace(orphanModule, ", !dbg !1", "", 1)
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("output mismatch (-want +got):\n%s", diff)
	}
}

// TestCoreutilsSupersededEdits edits every instruction of each coreutils
// program twice (a node per instruction, then a second one, or a removal)
// and expects exactly the bytes of making only the final edits.
func TestCoreutilsSupersededEdits(t *testing.T) {
	for _, path := range corpus.Files(t, "coreutils") {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			note := func(g *md.Graph, round string, i int) *md.Node {
				return g.NewTuple(md.NewString(round), md.NewInt(32, int64(i)))
			}
			twice := parseLLVM14(t, string(src))
			once := parseLLVM14(t, string(src))
			for i := range twice.Module.Insts {
				twice.SetAttachment(md.Inst(i), "irmeta.test", note(twice, "first", i))
			}
			for i := range twice.Module.Insts {
				tg := md.Inst(i)
				if i%2 == 0 {
					twice.SetAttachment(tg, "irmeta.test", note(twice, "second", i))
					once.SetAttachment(tg, "irmeta.test", note(once, "second", i))
				} else {
					twice.RemoveAttachment(tg, "irmeta.test")
				}
			}
			a, err := twice.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			b, err := once.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a, b) {
				t.Errorf("edited twice differs from edited once (%d vs %d bytes)", len(a), len(b))
			}
		})
	}
}
