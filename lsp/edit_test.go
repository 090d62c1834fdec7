package lsp

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
)

// applyEdits applies LSP text edits (non-overlapping) to src.
func applyEdits(t *testing.T, src []byte, edits []protocol.TextEdit) []byte {
	tx := newText(src)
	type e struct {
		s, e int
		text string
	}
	var es []e
	for _, x := range edits {
		es = append(es, e{tx.offset(x.Range.Start), tx.offset(x.Range.End), x.NewText})
	}
	sort.Slice(es, func(i, j int) bool { return es[i].s > es[j].s })
	out := append([]byte(nil), src...)
	for i, x := range es {
		if i > 0 && x.e > es[i-1].s {
			t.Fatalf("overlapping edits %v", edits)
		}
		out = append(out[:x.s], append([]byte(x.text), out[x.e:]...)...)
	}
	return out
}

// TestDidChangeDiagnostics types an error into a module and takes it out
// again: the diagnostics follow each version.
func TestDidChangeDiagnostics(t *testing.T) {
	c := newClient(t, Options{})
	path := filepath.Join(corpus.Root(t), "oracle", "loops", "ir", "unroll.O0.g.ll")
	u, _ := c.open(path)
	before := c.diagnostics(u, 1)
	ins := protocol.Range{Start: protocol.Position{Line: 0}, End: protocol.Position{Line: 0}}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []map[string]any{{"range": ins, "text": "garbage\n"}},
	})
	d := c.diagnostics(u, 2)
	if len(d) == 0 || d[0].Range.Start.Line != 0 || d[0].Message != "expected top-level entity" {
		t.Fatalf("after inserting garbage: %v", d)
	}
	del := protocol.Range{Start: protocol.Position{Line: 0}, End: protocol.Position{Line: 1}}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 3},
		"contentChanges": []map[string]any{{"range": del, "text": ""}},
	})
	if after := c.diagnostics(u, 3); len(after) != len(before) {
		t.Errorf("after removing it: %d diagnostics, at first %d", len(after), len(before))
	}
	// A full-text change (no range) replaces the document.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 4},
		"contentChanges": []map[string]any{{"text": "define void @f() {\n  ret void\n}\n"}},
	})
	if d := c.diagnostics(u, 4); len(d) != 0 {
		t.Errorf("a valid replacement has diagnostics %v", d)
	}
}

// TestRename renames a local, a numbered local and a metadata id and checks
// that the result parses and says the same thing under the new names.
func TestRename(t *testing.T) {
	src := []byte(`define i32 @f(i32 %a) {
entry:
  %0 = add i32 %a, 1
  %1 = mul i32 %0, 2
  br label %2

2:
  %x = add i32 %1, %0, !annotation !0
  ret i32 %x
}

!0 = !{!"x"}
`)
	dir := t.TempDir()
	path := filepath.Join(dir, "r.ll")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, Options{})
	u, _ := c.open(path)
	c.diagnostics(u, 1)
	tx := newText(src)
	rename := func(off int, name string) []byte {
		var we protocol.WorkspaceEdit
		p := at(tx, off)
		p.TextDocument.URI = u
		c.call("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: p, NewName: name}, &we)
		return applyEdits(t, src, we.Changes[u])
	}
	out := rename(strings.Index(string(src), "%0 = add"), "sum")
	want := strings.NewReplacer("%0", "%sum", "%1", "%0", "br label %2", "br label %1", "\n2:", "\n1:").Replace(string(src))
	if string(out) != want {
		t.Errorf("rename %%0 -> %%sum:\n%s\nwant:\n%s", out, want)
	}
	if _, err := parser.ParseFile("r.ll", out, 0); err != nil {
		t.Errorf("renamed module does not parse: %v", err)
	}
	out = rename(strings.Index(string(src), "%a)")+1, "arg")
	if strings.Count(string(out), "%arg") != 2 || strings.Contains(string(out), "%a,") {
		t.Errorf("rename parameter: %s", out)
	}
	out = rename(strings.Index(string(src), "!0 ="), "!7")
	if strings.Count(string(out), "!7") != 2 || strings.Contains(string(out), "!0") {
		t.Errorf("rename !0 -> !7: %s", out)
	}
	var we protocol.WorkspaceEdit
	p := at(tx, strings.Index(string(src), "%x ="))
	p.TextDocument.URI = u
	if err := c.callErr("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: p, NewName: "a"}, &we); err == nil {
		t.Errorf("renaming %%x to the parameter name %%a was accepted")
	}
	p = at(tx, strings.Index(string(src), "@f"))
	p.TextDocument.URI = u
	if err := c.callErr("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: p, NewName: "g"}, &we); err == nil {
		t.Error("renaming a function was accepted")
	}
}

// TestCodeActions applies each quick fix and checks the module says what
// the fix promised.
func TestCodeActions(t *testing.T) {
	src := []byte(`define void @f(i32 %n) !dbg !3 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !6

exit:
  ret void
}

!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !{!7}
!7 = !{!"llvm.loop.unroll.disable"}
`)
	path := filepath.Join(t.TempDir(), "a.ll")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, Options{})
	u := protocol.DocumentURI(uri.File(path))
	c.open(path)
	diags := c.diagnostics(u, 1)
	line := uint32(strings.Count(string(src[:strings.Index(string(src), "br i1")]), "\n"))
	var acts []protocol.CodeAction
	c.call("textDocument/codeAction", protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u},
		Range:        protocol.Range{Start: protocol.Position{Line: line}, End: protocol.Position{Line: line}},
		Context:      protocol.CodeActionContext{Diagnostics: diags},
	}, &acts)
	titles := map[string]protocol.CodeAction{}
	for _, a := range acts {
		titles[a.Title] = a
	}
	apply := func(prefix string) *md.Graph {
		for title, a := range titles {
			if strings.HasPrefix(title, prefix) {
				out := applyEdits(t, src, a.Edit.Changes[u])
				m, err := parser.ParseFile("a.ll", out, 0)
				if err != nil {
					t.Fatalf("%s: result does not parse: %v\n%s", title, err, out)
				}
				return md.New(m)
			}
		}
		t.Fatalf("no action %q among %v", prefix, acts)
		return nil
	}
	g := apply("Add the \"Debug Info Version\"")
	if v, ok := modflags.DebugInfoVersion(g); !ok || v != 3 {
		t.Errorf("Debug Info Version after the fix: %v %v", v, ok)
	}
	g = apply("Make the loop ID self-referential")
	br := -1
	for i := range g.Module.Insts {
		if g.Attachment(md.Inst(i), "llvm.loop") != nil {
			br = i
		}
	}
	id := g.Attachment(md.Inst(br), "llvm.loop")
	if id == nil || !loopID(id) {
		t.Errorf("loop ID after the fix: %v", id)
	}
	if len(diags) > 0 {
		g = apply("Remove the !llvm.loop attachment")
		for i := range g.Module.Insts {
			if g.Attachment(md.Inst(i), "llvm.loop") != nil {
				t.Error("the llvm.loop attachment is still there")
			}
		}
	}
}
