package lsp

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/internal/corpus"
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
// big here): its first publication is the parser's verdict, the second
// llvm-as's (the type rules too), the third adds the checks' findings.
// After an edit the first two carry the previous findings moved with the
// text, the third has them found again. A type error ends the staging at
// the second publication, a syntax error at the first.
func TestStagedDiagnostics(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stage.ll")
	if err := os.WriteFile(path, []byte(stageSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, Options{stageFrom: 1})
	u, _ := c.open(path)
	if first := c.publication(u, 1, 1); len(first) != 0 {
		t.Fatalf("first publication (the parser's) of a valid module: %v", first)
	}
	if second := c.publication(u, 1, 2); len(second) != 0 {
		t.Fatalf("second publication (parser and types) of a valid module: %v", second)
	}
	all := c.publication(u, 1, 3)
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
	carried2 := c.publication(u, 2, 2)
	again := c.publication(u, 2, 3)
	if len(carried) != len(all) || !reflect.DeepEqual(carried, again) || !reflect.DeepEqual(carried2, again) {
		t.Errorf("carried findings %v and %v, found again %v", carried, carried2, again)
	}
	for i := range carried {
		if i < len(all) && carried[i].Range.Start.Line != all[i].Range.Start.Line+2 {
			t.Errorf("finding %d moved from line %d to %d", i, all[i].Range.Start.Line, carried[i].Range.Start.Line)
		}
	}
	// A type error in the body (line 3 now: "  ret void"): the parser's
	// publication carries the findings, the second has the type error and
	// is the last.
	body := protocol.Range{Start: protocol.Position{Line: 3}, End: protocol.Position{Line: 3}}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 3},
		"contentChanges": []map[string]any{{"range": body, "text": "  %x = add i32 1, 2.0\n"}},
	})
	if d := c.publication(u, 3, 1); len(d) != len(again) || len(d) > 0 && d[0].Range.Start.Line != again[0].Range.Start.Line+1 {
		t.Errorf("first publication after a body edit: %v, want the carried findings %v one line down", d, again)
	}
	if d := c.publication(u, 3, 2); len(d) != 1 || d[0].Code != "parser" || d[0].Range.Start.Line != 3 {
		t.Errorf("after a type error: %v", d)
	}
	// The type error fixed: the parser's publication carries it (moved
	// only), the second finds none, the third has the checks' findings.
	fix := protocol.Range{Start: protocol.Position{Line: 3, Character: 18}, End: protocol.Position{Line: 3, Character: 21}}
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 4},
		"contentChanges": []map[string]any{{"range": fix, "text": "2"}},
	})
	if d := c.publication(u, 4, 2); len(d) != 0 {
		t.Errorf("types after the fix: %v", d)
	}
	if d := c.publication(u, 4, 3); len(d) != len(all) {
		t.Errorf("all after the fix: %v", d)
	}
	// A syntax error: one publication, the parser's.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": u, "version": 5},
		"contentChanges": []map[string]any{{"range": ins, "text": "garbage\n"}},
	})
	if d := c.publication(u, 5, 1); len(d) != 1 || d[0].Code != "parser" {
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

// TestTypingBurst types ten edits without waiting, as a fast typist does
// on a big module (every document is big here, so the server waits for a
// pause in typing): the edits are made in one text while the analysis
// waits, and the last version gets the diagnostics of its text opened
// afresh. Under -race it checks that no analysis reads a text being
// edited.
func TestTypingBurst(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "burst.ll")
	if err := os.WriteFile(path, []byte(stageSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, Options{stageFrom: 1})
	u, _ := c.open(path)
	c.publication(u, 1, 3)
	final := stageSrc
	const edits = 10
	for k := 0; k < edits; k++ {
		line := fmt.Sprintf("; typed %d\n", k)
		final = line + final
		top := protocol.Range{Start: protocol.Position{Line: 0}, End: protocol.Position{Line: 0}}
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": 2 + k},
			"contentChanges": []map[string]any{{"range": top, "text": line}},
		})
	}
	got := c.publication(u, 1+edits, 3)

	fresh := filepath.Join(dir, "fresh.ll")
	if err := os.WriteFile(fresh, []byte(final), 0o644); err != nil {
		t.Fatal(err)
	}
	c2 := newClient(t, Options{stageFrom: 1})
	u2, _ := c2.open(fresh)
	want := c2.publication(u2, 1, 3)
	if len(want) == 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("after %d edits typed at once: %v\nopened afresh: %v", edits, got, want)
	}
}

// TestEditStopsAnalysis sends an edit while the analysis of the version
// before reads the text: the analysis stops, the edit is made in the text
// in place, and the diagnostics of the newest version are those of the
// same text opened afresh.
func TestEditStopsAnalysis(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "stop.ll")
	if err := os.WriteFile(path, []byte(stageSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	var s *Server
	var hold, stopping atomic.Bool
	reading, resume := make(chan struct{}), make(chan struct{})
	hoverWaits := make(chan struct{}, 1)
	c := newClient(t, Options{stageFrom: 1,
		made: func(srv *Server) { s = srv },
		analyzing: func() {
			if hold.CompareAndSwap(true, false) {
				close(reading) // the worker reads version 2's text now
				<-resume
			}
		},
		stopping: func() {
			// Only the stop of version 2's analysis: the edit to version
			// 2 may also find version 1's worker ending.
			if stopping.CompareAndSwap(true, false) {
				close(resume)
			}
		},
		waiting: func() {
			select {
			case hoverWaits <- struct{}{}:
			default:
			}
		},
	})
	u, _ := c.open(path)
	c.publication(u, 1, 3)
	edit := func(version int, text string) {
		top := protocol.Range{Start: protocol.Position{Line: 0}, End: protocol.Position{Line: 0}}
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": version},
			"contentChanges": []map[string]any{{"range": top, "text": text}},
		})
	}
	hold.Store(true)
	edit(2, "; two\n")
	<-reading
	// A hover waits for version 2's parse meanwhile: it reads nothing
	// while it waits, so the edit is made in place all the same.
	hovered := make(chan error, 1)
	go func() {
		var h *protocol.Hover
		err := c.callErr("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: protocol.Position{Line: 1, Character: 14}}}, &h)
		if err == nil && h != nil {
			err = fmt.Errorf("hover of a superseded version: %v", h.Contents.Value)
		}
		hovered <- err
	}()
	<-hoverWaits
	stopping.Store(true)
	edit(3, "; three\n")
	if err := <-hovered; err != nil {
		t.Error(err)
	}
	got := c.publication(u, 3, 3)
	if n := s.abandoned.Load(); n < 1 || stopping.Load() {
		t.Errorf("%d analyses stopped; version 2's stopped: %v", n, !stopping.Load())
	}
	if n := s.inPlace.Load(); n != 2 {
		t.Errorf("%d of 2 edits made in place", n)
	}
	c.mu.Lock()
	pubs := append([]protocol.PublishDiagnosticsParams(nil), c.diags[u]...)
	c.mu.Unlock()
	for _, p := range pubs {
		if p.Version == 2 {
			t.Errorf("the stopped analysis of version 2 published %v", p.Diagnostics)
		}
	}

	fresh := filepath.Join(dir, "fresh.ll")
	if err := os.WriteFile(fresh, []byte("; three\n; two\n"+stageSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	c2 := newClient(t, Options{stageFrom: 1})
	u2, _ := c2.open(fresh)
	if want := c2.publication(u2, 1, 3); len(want) == 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("after an edit stopped the analysis: %v\nopened afresh: %v", got, want)
	}
}

// TestTypingWhileAnalyzing types into a 3.5 MB module at uneven gaps, so
// that edits arrive while the server waits for a pause, while it parses,
// typechecks and checks, and between analyses: whichever way each edit
// was made (in place, after stopping an analysis, or in a copy), the last
// version's diagnostics are those of its text opened afresh.
func TestTypingWhileAnalyzing(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", "vdir.ll"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "vdir.ll")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	var s *Server
	c := newClient(t, Options{LLVM: 14, stageFrom: 1, made: func(srv *Server) { s = srv }})
	u, _ := c.open(path)
	c.publication(u, 1, 3)
	// Lines to type above: the first line, a line in a body, a line
	// among the metadata definitions.
	lines := []int{0, bytes.Count(src[:bytes.Index(src, []byte("\n  ret "))], []byte("\n")) + 1,
		bytes.Count(src[:bytes.LastIndex(src, []byte("\n!"))], []byte("\n")) + 1}
	gaps := []time.Duration{0, 20 * time.Millisecond, 70 * time.Millisecond, 150 * time.Millisecond}
	text := src
	const edits = 12
	for k := 0; k < edits; k++ {
		line := lines[k%len(lines)]
		typed := fmt.Sprintf("; typed %d\n", k)
		at := 0
		for i := 0; i < line; i++ {
			at += bytes.IndexByte(text[at:], '\n') + 1
		}
		text = append(text[:at:at], append([]byte(typed), text[at:]...)...)
		pos := protocol.Range{Start: protocol.Position{Line: uint32(line)}, End: protocol.Position{Line: uint32(line)}}
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": 2 + k},
			"contentChanges": []map[string]any{{"range": pos, "text": typed}},
		})
		time.Sleep(gaps[k%len(gaps)])
	}
	got := c.publication(u, 1+edits, 3)

	fresh := filepath.Join(dir, "fresh.ll")
	if err := os.WriteFile(fresh, text, 0o644); err != nil {
		t.Fatal(err)
	}
	c2 := newClient(t, Options{LLVM: 14, stageFrom: 1})
	u2, _ := c2.open(fresh)
	if want := c2.publication(u2, 1, 3); !reflect.DeepEqual(got, want) {
		t.Errorf("after %d edits typed during analyses: %v\nopened afresh: %v", edits, got, want)
	}
	t.Logf("%d analyses stopped by an edit, %d of %d edits made in place", s.abandoned.Load(), s.inPlace.Load(), edits)
}

// TestEditAfterAnswerInPlace sends each edit as soon as the answer to a
// hover arrives, as an editor does when the user types after reading it:
// the request must have stopped counting as a reader of the text by then,
// so every edit is made in the text in place (before, a request counted
// until after its answer was sent, and such an edit copied the whole
// text: 50 MB more on a big module).
func TestEditAfterAnswerInPlace(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "answer.ll")
	if err := os.WriteFile(path, []byte(stageSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	var s *Server
	c := newClient(t, Options{made: func(srv *Server) { s = srv }})
	u, _ := c.open(path)
	c.diagnostics(u, 1)
	const edits = 40
	for k := 0; k < edits; k++ {
		var h *protocol.Hover
		if err := c.callErr("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: protocol.Position{Line: uint32(1 + k), Character: 14}}}, &h); err != nil {
			t.Fatal(err)
		}
		top := protocol.Range{Start: protocol.Position{Line: 0}, End: protocol.Position{Line: 0}}
		c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": k + 2},
			"contentChanges": []map[string]any{{"range": top, "text": "; edit\n"}},
		})
	}
	c.diagnostics(u, edits+1)
	if n := s.inPlace.Load(); n != edits {
		t.Errorf("%d of %d edits made in place", n, edits)
	}
}
