package parser

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
)

// reparseSnippets are what the edits type into function bodies.
var reparseSnippets = []string{
	"", "; c\n", "  ; note\n", "x", "  %zz = add i32 1, 2\n", "  %zz = add i32 ", "!dbg !0", "}", "{",
	"\"", "\n", "  call void @undefined_function()\n", ", !dbg !999999\n", "  unreachable\n", "define void @g() {\n", "é",
}

// TestReparseFunction edits function bodies of real modules at random and
// compares the spliced module of each edit that ReparseFunction accepts
// with the module ParseFile makes of the edited text: they must be equal
// (up to the order of attachment kinds), and the edits it refuses must
// include every edit that does not parse.
func TestReparseFunction(t *testing.T) {
	root := corpus.Root(t)
	for _, tc := range []struct {
		file string
		v    llvmver.Version
	}{
		{filepath.Join(root, "coreutils", "echo.ll"), 14},
		{filepath.Join(root, "coreutils", "pr.ll"), 14},
		{filepath.Join(root, "llvm22-test", "Transforms__LoopUnroll__unroll-pragmas-disabled.ll"), 22},
	} {
		src, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ParseFileOptions(tc.file, src, Options{Version: tc.v})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewSource(4))
		spliced, refused, bad := 0, 0, 0
		for i := 0; i < 200; i++ {
			fn := r.Intn(len(m.Functions))
			f := &m.Functions[fn]
			if f.Declare {
				continue
			}
			// Strictly inside the body, at a line start or anywhere.
			a := int(f.Body.Start) + 1 + r.Intn(f.Body.Len()-2)
			if r.Intn(2) == 0 {
				for src[a-1] != '\n' && a > int(f.Body.Start)+1 {
					a--
				}
			}
			b := min(a+r.Intn(3)*r.Intn(12), int(f.Body.End)-1)
			ins := reparseSnippets[r.Intn(len(reparseSnippets))]
			if r.Intn(2) == 0 { // one that parses: a comment on a line of its own
				for a > int(f.Body.Start)+1 && src[a-1] != '\n' {
					a--
				}
				b, ins = a, "; typed\n"
			}
			nsrc := append(append(append([]byte(nil), src[:a]...), ins...), src[b:]...)
			delta := len(ins) - (b - a)
			got, ok := ReparseFunction(m, nsrc, fn, delta)
			want, err := ParseFileOptions(tc.file, nsrc, Options{Version: tc.v})
			if !ok {
				refused++
				if err != nil {
					bad++
				}
				continue
			}
			spliced++
			if err != nil {
				t.Fatalf("%s: [%d,%d) := %q in %s: spliced, but the text does not parse: %v", tc.file, a, b, ins, f.Name, err)
			}
			if diff := moduleDiff(got, want); diff != "" {
				t.Fatalf("%s: [%d,%d) := %q in %s: the spliced module differs from the parsed one: %s", tc.file, a, b, ins, f.Name, diff)
			}
		}
		t.Logf("%s: %d edits spliced, %d refused (%d do not parse)", filepath.Base(tc.file), spliced, refused, bad)
		if spliced < 60 {
			t.Errorf("%s: only %d of the edits spliced", tc.file, spliced)
		}
	}
}

// moduleDiff returns which part of got differs from want, or "". Attachment
// kinds are compared by name.
func moduleDiff(got, want *ast.Module) string {
	kinds := func(m *ast.Module, as []ast.Attachment) []ast.Attachment {
		out := make([]ast.Attachment, len(as))
		for i, a := range as {
			out[i] = a
			out[i].Kind = int32(len(m.AttachKinds[a.Kind])) // a stand-in; names compared below
		}
		return out
	}
	names := func(m *ast.Module, as []ast.Attachment) []string {
		var out []string
		for _, a := range as {
			out = append(out, m.AttachKinds[a.Kind])
		}
		return out
	}
	for _, c := range []struct {
		what      string
		got, want any
	}{
		{"Src", got.Src, want.Src},
		{"Entities", got.Entities, want.Entities},
		{"Globals", got.Globals, want.Globals},
		{"TypeDefs", got.TypeDefs, want.TypeDefs},
		{"Comdats", got.Comdats, want.Comdats},
		{"AttrGroups", got.AttrGroups, want.AttrGroups},
		{"MDDefs", got.MDDefs, want.MDDefs},
		{"NamedMD", got.NamedMD, want.NamedMD},
		{"Insts", got.Insts, want.Insts},
		{"InstAttachments", kinds(got, got.InstAttachments), kinds(want, want.InstAttachments)},
		{"attachment kinds", names(got, got.InstAttachments), names(want, want.InstAttachments)},
		{"TypedPointers", got.TypedPointers, want.TypedPointers},
		{"OpaquePointers", got.OpaquePointers, want.OpaquePointers},
		{"Version", got.Version, want.Version},
		{"header strings", []string{got.SourceFilename, got.DataLayout, got.Triple}, []string{want.SourceFilename, want.DataLayout, want.Triple}},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			return fmt.Sprintf("%s: %.300v\nwant %.300v", c.what, c.got, c.want)
		}
	}
	if len(got.Functions) != len(want.Functions) {
		return "number of functions"
	}
	for i := range got.Functions {
		g, w := got.Functions[i], want.Functions[i]
		gn, wn := names(got, g.Attachments), names(want, w.Attachments)
		g.Attachments, w.Attachments = kinds(got, g.Attachments), kinds(want, w.Attachments)
		if !reflect.DeepEqual(g, w) || !reflect.DeepEqual(gn, wn) {
			return "function " + w.Name
		}
	}
	return ""
}
