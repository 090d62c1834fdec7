package lsp

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"go.lsp.dev/protocol"
)

// stageSrc parses but its module flag has no valid behaviour, which the
// verifier rejects.
const stageSrc = `define void @f() {
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 99, !"x", i32 1}
`

// TestStagedDiagnostics opens a module as a big one (every document is
// big here): its first publication is llvm-as's verdict, the second adds
// the checks' findings; after an edit the first publication carries the
// previous findings moved with the text, the second has them found again.
func TestStagedDiagnostics(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stage.ll")
	if err := os.WriteFile(path, []byte(stageSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, Options{stageFrom: 1})
	u, _ := c.open(path)
	if first := c.publication(u, 1, 1); len(first) != 0 {
		t.Fatalf("first publication (parser and types) of a valid module: %v", first)
	}
	all := c.publication(u, 1, 2)
	if len(all) == 0 {
		t.Fatal("the checks found nothing in a module without a Debug Info Version flag")
	}
	// Two lines typed above everything: the findings move down two lines.
	ins := protocol.Range{Start: protocol.Position{Line: 0}, End: protocol.Position{Line: 0}}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 2},
		"contentChanges": []map[string]any{{"range": ins, "text": "; one\n; two\n"}},
	})
	carried := c.publication(u, 2, 1)
	again := c.publication(u, 2, 2)
	if len(carried) != len(all) || !reflect.DeepEqual(carried, again) {
		t.Errorf("carried findings %v, found again %v", carried, again)
	}
	for i := range carried {
		if i < len(all) && carried[i].Range.Start.Line != all[i].Range.Start.Line+2 {
			t.Errorf("finding %d moved from line %d to %d", i, all[i].Range.Start.Line, carried[i].Range.Start.Line)
		}
	}
	// A syntax error: one publication, the parser's.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 3},
		"contentChanges": []map[string]any{{"range": ins, "text": "garbage\n"}},
	})
	if d := c.publication(u, 3, 1); len(d) != 1 || d[0].Code != "parser" {
		t.Errorf("after a syntax error: %v", d)
	}
}

// TestMoveDiagnostics moves diagnostics through edits.
func TestMoveDiagnostics(t *testing.T) {
	pos := func(l, c uint32) protocol.Position { return protocol.Position{Line: l, Character: c} }
	rng := func(l1, c1, l2, c2 uint32) *protocol.Range {
		return &protocol.Range{Start: pos(l1, c1), End: pos(l2, c2)}
	}
	diag := func(r *protocol.Range) protocol.Diagnostic { return protocol.Diagnostic{Range: *r, Message: "m"} }
	before := diag(rng(1, 0, 1, 4))
	at := diag(rng(5, 2, 5, 4))
	for _, tc := range []struct {
		name   string
		change change
		want   []protocol.Diagnostic
	}{
		{"insert lines above", change{rng(3, 0, 3, 0), jsonText("a\nb\n")}, []protocol.Diagnostic{before, diag(rng(7, 2, 7, 4))}},
		{"insert on the line, before", change{rng(5, 0, 5, 0), jsonText("x\ny")}, []protocol.Diagnostic{before, diag(rng(6, 3, 6, 5))}},
		{"insert on the line, same line", change{rng(5, 1, 5, 1), jsonText("€")}, []protocol.Diagnostic{before, diag(rng(5, 3, 5, 5))}},
		{"delete lines above", change{rng(2, 0, 4, 0), nil}, []protocol.Diagnostic{before, diag(rng(3, 2, 3, 4))}},
		{"edit inside", change{rng(5, 3, 5, 3), jsonText("z")}, []protocol.Diagnostic{before}},
		{"edit after", change{rng(6, 0, 9, 0), jsonText("z")}, []protocol.Diagnostic{before, at}},
		{"whole text", change{nil, jsonText("z")}, nil},
	} {
		got := moveDiagnostics([]protocol.Diagnostic{before, at}, []change{tc.change})
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}
