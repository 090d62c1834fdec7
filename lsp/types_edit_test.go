package lsp

import (
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
)

// mdSnippets are lines typed into the metadata section.
var mdSnippets = []string{"; a comment\n", "!424242 = !{i32 1}\n", "!{", "!424243 = !{!\"x\"}\n", ""}

// typeSnippets are lines typed into function bodies: type errors, syntax
// errors, valid instructions and half-typed ones.
var typeSnippets = []string{
	"  %zz = add i32 1, 2.0\n",
	"  %zz = add i64 %0, 1\n",
	"  %zz = add i32 1, 2\n",
	"  %zz = fadd float 1.0, 2.0\n",
	"  %zz = icmp eq i8 1, 256\n",
	"  call void @nonexistent()\n",
	"  %zz = add i32 ",
	"; a comment\n",
	"",
	"; another comment\n",
	"  %yy = mul i32 3, 4\n",
}

// TestTypesAfterBodyEdits types lines into function bodies (and the
// metadata, which is not typechecked again) of a real
// module, one edit after another: the diagnostics after each edit, for
// which the server typechecks only the edited function when it can, must
// be those of a fresh analysis of the same text. Where the edits since the
// last version that parsed lie in one body, the server parses only that
// function again.
func TestTypesAfterBodyEdits(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpus.Root(t), "coreutils", "echo.ll"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	u := protocol.DocumentURI("file:///echo.ll")
	r := rand.New(rand.NewSource(3))
	incremental, full, withTypeErrors, reparsed, untyped := 0, 0, 0, int64(0), int64(0)
	for round := 0; round < 16; round++ {
		s := newServer(Options{LLVM: llvmver.Version(14)})
		s.inline = true
		open := &didOpenParams{}
		open.TextDocument.URI, open.TextDocument.Version = u, 1
		open.TextDocument.Text = jsonText(append([]byte(nil), src...))
		if _, err := s.didOpen(ctx, open); err != nil {
			t.Fatal(err)
		}
		for v := int32(2); v < 6; v++ {
			d, _ := s.doc(ctx, u)
			ix := d.index()
			var bodies []fnInfo
			for _, f := range ix.fns {
				if f.bodyStart >= 0 {
					bodies = append(bodies, f)
				}
			}
			f := bodies[r.Intn(len(bodies))]
			// The start of a line inside the body (not its first).
			at := f.bodyStart + 1 + r.Intn(f.bodyEnd-1-f.bodyStart-1)
			ins := typeSnippets[r.Intn(len(typeSnippets))]
			if r.Intn(3) == 0 {
				// Or in the metadata after the last function.
				last := bodies[len(bodies)-1].end
				at = last + r.Intn(len(d.text.src)-last)
				ins = mdSnippets[r.Intn(len(mdSnippets))]
			}
			for at > 0 && d.text.src[at-1] != '\n' {
				at--
			}
			if at <= f.bodyStart {
				continue
			}
			rng := d.text.span(at, at)
			if _, err := s.didChange(ctx, &didChangeParams{
				TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: v},
				ContentChanges: []change{{Range: &rng, Text: jsonText(ins)}},
			}); err != nil {
				t.Fatal(err)
			}
			d, _ = s.doc(ctx, u)
			if d.an == nil {
				t.Fatalf("version %d not analyzed", v)
			}
			if d.an.typed {
				if fi := d.typecheckedFunction(d.an.mod); fi >= 0 {
					incremental++
				} else {
					full++
				}
			}
			fresh := newDocument(u, v, append([]byte(nil), d.text.src...))
			want := s.runAnalysis(fresh, llvmver.Version(14), func() bool { return true }, func(*analysis) bool { return true })
			if !reflect.DeepEqual(d.an.diags, want.diags) {
				t.Fatalf("version %d (%q typed at %d in %s):\n got  %v\n want %v", v, ins, at, f.name, d.an.diags, want.diags)
			}
			if hasCode(want.diags, "parser") && want.typed {
				withTypeErrors++
			}
		}
		reparsed += s.reparsed.Load()
		untyped += s.untyped.Load()
	}
	t.Logf("%d versions typechecked one function, %d the module, %d nothing (metadata edits); %d had type errors; %d parsed one function again", incremental, full, untyped, withTypeErrors, reparsed)
	if incremental < 15 || withTypeErrors < 4 || reparsed < 12 || untyped < 3 {
		t.Errorf("too few versions took the path under test: %d typechecked one function, %d had type errors", incremental, withTypeErrors)
	}
}
