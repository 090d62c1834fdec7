package md_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

func parse(t *testing.T, src string) *md.Graph {
	t.Helper()
	m, err := parser.ParseFile("test.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	return md.New(m)
}

// parseLLVM14 is parse for the LLVM 14 corpora (coreutils), which LLVM 22
// partly rejects (removed constant expressions).
func parseLLVM14(t *testing.T, src string) *md.Graph {
	t.Helper()
	m, err := parser.ParseFileOptions("test.ll", []byte(src), parser.Options{Version: 14})
	if err != nil {
		t.Fatal(err)
	}
	return md.New(m)
}

// llvmAs checks that LLVM 14 accepts text as IR.
func llvmAs(t *testing.T, text []byte, opaque bool) {
	t.Helper()
	args := []string{"-o", os.DevNull}
	if opaque {
		args = append(args, "-opaque-pointers")
	}
	cmd := exec.Command("llvm-as", args...)
	cmd.Stdin = bytes.NewReader(text)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-as rejects the output: %v\n%s\n--- input ---\n%s", err, out, text)
	}
}

const typedModule = `; typed pointers
@gv = global i32 0, align 4

declare void @ext(i32)

define float @kern(float %a, i32* %p) {
entry:
  %x = fadd float %a, 1.0
  store i32 1, i32* %p
  ret float %x
}
`

const opaqueModule = `@gv = global i32 0

define float @kern(float %a, ptr %p) {
entry:
  %x = fadd float %a, 1.0
  ret float %x
}
`

type vecTypeHint struct {
	Hint   md.TypeValue
	Signed bool
}

type wide struct {
	Count  int32
	Big    int64 `md:"i64"`
	Flag   bool
	Label  string
	Ratio  float64
	Fn     md.GlobalRef
	Nested *md.Node
	Small  int32 `md:"i8"`
}

func TestAccessorsRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name   string
		src    string
		opaque bool
	}{{"typed", typedModule, false}, {"opaque", opaqueModule, true}} {
		t.Run(tc.name, func(t *testing.T) {
			g := parse(t, tc.src)
			val := md.NewValue("my.width", md.Int32Codec{})
			list := md.NewList("my.names", md.StringCodec)
			hint := md.NewTupleAttr[vecTypeHint]("vec_type_hint")
			big := md.NewTupleAttr[wide]("my.wide")
			fn := md.Function(0)
			if tc.name == "typed" {
				fn = md.Function(1)
			}
			inst := md.Inst(0)
			nested := g.NewTuple(md.NewString("inner"))
			floatT := &ast.Type{Kind: ast.FloatType, Name: "float"}
			wantWide := wide{Count: -7, Big: 1 << 40, Flag: true, Label: "a \"quoted\" \\ name", Ratio: 0.1, Fn: md.GlobalRef{Name: "@kern"}, Nested: nested, Small: -3}
			must(t, val.Set(g, fn, 16))
			must(t, val.Set(g, md.OnModule(), 2))
			must(t, list.Set(g, md.Global(0), []string{"x", "y", ""}))
			must(t, hint.Set(g, fn, vecTypeHint{Hint: md.TypeValue{Type: floatT}, Signed: false}))
			must(t, big.Set(g, inst, wantWide))

			g2, err := g.Commit()
			if err != nil {
				t.Fatal(err)
			}
			out, _ := g2.Bytes()
			llvmAs(t, out, tc.opaque)

			if v, err := val.Get(g2, fn); err != nil || v != 16 {
				t.Errorf("function value = %v, %v; want 16", v, err)
			}
			if v, err := val.Get(g2, md.OnModule()); err != nil || v != 2 {
				t.Errorf("module value = %v, %v; want 2", v, err)
			}
			if v, err := list.Get(g2, md.Global(0)); err != nil || !cmp.Equal(v, []string{"x", "y", ""}) {
				t.Errorf("list = %q, %v", v, err)
			}
			h, err := hint.Get(g2, fn)
			if err != nil || h.Hint.Type.String() != "float" || h.Signed || h.Hint.Zero {
				t.Errorf("vec_type_hint = %+v, %v", h, err)
			}
			w, err := big.Get(g2, inst)
			if err != nil {
				t.Fatal(err)
			}
			if md.Format(w.Nested) != `!{!"inner"}` {
				t.Errorf("nested = %s", md.Format(w.Nested))
			}
			w.Nested, wantWide.Nested = nil, nil
			if diff := cmp.Diff(wantWide, w); diff != "" {
				t.Errorf("wide tuple mismatch (-want +got):\n%s", diff)
			}
			if !val.Remove(g2, fn) || val.Has(g2, fn) {
				t.Error("Remove did not remove the function attribute")
			}
			if _, err := val.Get(g2, fn); !errors.Is(err, md.ErrNotSet) {
				t.Errorf("Get after Remove: %v, want ErrNotSet", err)
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestShapeError(t *testing.T) {
	g := parse(t, `define void @f() !vec_type_hint !0 {
  ret void
}
!0 = !{i32 1, i32 2, i32 3}
`)
	hint := md.NewTupleAttr[vecTypeHint]("vec_type_hint")
	_, err := hint.Get(g, md.Function(0))
	var se *md.ShapeError
	if !errors.As(err, &se) {
		t.Fatalf("got %v, want a ShapeError", err)
	}
	if se.Pos != "test.ll:4:1" || !strings.Contains(se.Msg, "expected a tuple of 2 elements") {
		t.Errorf("error = %q", err)
	}
	val := md.NewValue("vec_type_hint", md.StringCodec)
	if _, err := val.Get(g, md.Function(0)); err == nil || !strings.Contains(err.Error(), "expected a node with one string") {
		t.Errorf("value shape error = %v", err)
	}
}

func TestUniquing(t *testing.T) {
	g := parse(t, `!0 = !{!"a", i32 1}
!1 = distinct !{!"a", i32 1}
`)
	a := g.NewTuple(md.NewString("a"), md.NewInt(32, 1))
	if a != g.Lookup(0) {
		t.Errorf("NewTuple did not reuse the equal uniqued node !0, got %s", a)
	}
	b := g.NewTuple(md.NewString("b"))
	if c := g.NewTuple(md.NewString("b")); c != b || b.ID != 2 {
		t.Errorf("equal new tuples: %s and %s, want one node !2", b, c)
	}
	if d := g.NewDistinctTuple(md.NewString("b")); d == b {
		t.Error("distinct tuple was uniqued")
	}
	loop := g.NewSelfRef(md.NewString("llvm.loop.mustprogress"))
	if md.Format(loop) != `distinct !{!`+itoa(loop.ID)+`, !"llvm.loop.mustprogress"}` {
		t.Errorf("self-ref = %s", md.Format(loop))
	}
}

func itoa(i int32) string {
	var b []byte
	if i == 0 {
		return "0"
	}
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	return string(b)
}

// TestEditTouchesOnlyEditedLines checks the printing guarantee: lines that
// no edit touched come out unchanged, new nodes go at the end.
func TestEditTouchesOnlyEditedLines(t *testing.T) {
	src := `; header comment
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1, !dbg !1 ; trailing comment
  %b = mul i32 %a,   2      ; odd spacing stays
  ret i32 %b
}
!0 = !{}
!1 = !{!0}
`
	g := parse(t, src)
	g.SetAttachment(md.Inst(1), "note", g.NewTuple(md.NewString("mul")))
	g.RemoveAttachment(md.Inst(0), "dbg")
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	want := `; header comment
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1 ; trailing comment
  %b = mul i32 %a,   2, !note !2      ; odd spacing stays
  ret i32 %b
}
!0 = !{}
!1 = !{!0}
!2 = !{!"mul"}
`
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("output mismatch (-want +got):\n%s", diff)
	}
}

func TestParseNodeAndNamed(t *testing.T) {
	g := parse(t, `!llvm.ident = !{!0}
!0 = !{!"clang"}
`)
	n, err := g.ParseNode(`!{i32 1, !"x", !0, !{!"inner"}}`)
	if err != nil {
		t.Fatal(err)
	}
	g.AddNamedOperand("llvm.ident", n)
	if err := g.RemoveNamedOperand("llvm.ident", 0); err != nil {
		t.Fatal(err)
	}
	out, _ := g.Bytes()
	want := `!llvm.ident = !{!2}
!0 = !{!"clang"}
!1 = !{!"inner"}
!2 = !{i32 1, !"x", !0, !1}
`
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("output mismatch (-want +got):\n%s", diff)
	}
	if _, err := g.ParseNode(`!{!99}`); err == nil {
		t.Error("reference to an undefined node was accepted")
	}
}
