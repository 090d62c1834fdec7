package lsp

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/upgrade"
)

// protocolModules are the real modules the protocol suite runs on: a
// coreutils program, a clang-22 -O2 -g build of SQLite's shell is too big
// for every request, so zlib's is used, a loop-pragma module, an OpenCL
// module and a TAFFO module.
func protocolModules(t *testing.T) []string {
	root := corpus.Root(t)
	files := []string{
		filepath.Join(root, "coreutils", "echo.ll"),
		filepath.Join(root, "oracle", "loops", "ir", "unroll.O0.g.ll"),
		filepath.Join(root, "oracle", "opencl", "out", "spir64-cl2.0-O0-arginfo", "enqueue.ll"),
	}
	taffo, _ := filepath.Glob(filepath.Join(root, "peers", "taffo", "*", "test-lit", "ErrorPropagator", "CheckCmp.ll"))
	if len(taffo) != 1 {
		t.Fatalf("TAFFO test module: found %v", taffo)
	}
	files = append(files, taffo[0])
	if !testing.Short() {
		files = append(files, corpus.CLib(t, corpus.CLibBuild{Lib: "zlib", Clang: 22, Opt: 2}))
	}
	return files
}

// clangVersion is the LLVM release that wrote a corpus module: the shared
// corpora are LLVM 14's, the clang-22 builds say so in their names.
func clangVersion(path string) llvmver.Version {
	if strings.Contains(path, "clang22") {
		return 22
	}
	return 14
}

func at(t *text, off int) protocol.TextDocumentPositionParams {
	return protocol.TextDocumentPositionParams{Position: t.position(off)}
}

// TestProtocolOnRealModules drives the server as an editor does and checks
// each answer against the parser's own index and the verify checks.
func TestProtocolOnRealModules(t *testing.T) {
	for _, path := range protocolModules(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			c := newClient(t, Options{LLVM: clangVersion(path)})
			u, src := c.open(path)
			tx := newText(src)
			m, err := typecheck.ParseFile(path, src, parser.Options{Version: clangVersion(path)})
			if err != nil {
				t.Fatal(err)
			}
			g := md.New(m)

			// Diagnostics equal what verify's checks report.
			diags := c.diagnostics(u, 1)
			want := append(check.RunVersion(g, clangVersion(path)), upgrade.Check(m, clangVersion(path))...)
			if len(diags) != len(want) {
				t.Errorf("%d diagnostics, verify's checks report %d", len(diags), len(want))
			}
			for i := range diags {
				if i < len(want) && (diags[i].Message != want[i].Msg || int(diags[i].Range.Start.Line) != want[i].Pos.Line-1) {
					t.Errorf("diagnostic %d: %d:%s, verify %d:%s", i, diags[i].Range.Start.Line+1, diags[i].Message, want[i].Pos.Line, want[i].Msg)
				}
			}

			checkDefinitions(t, c, u, tx, m)
			checkReferences(t, c, u, tx, src, m)
			checkHovers(t, c, u, tx, src, m, g)
			checkSymbols(t, c, u, m)
			checkInlayHints(t, c, u, tx, m, g)

			var toks protocol.SemanticTokens
			c.call("textDocument/semanticTokens/range", protocol.SemanticTokensRangeParams{
				TextDocument: protocol.TextDocumentIdentifier{URI: u},
				Range:        protocol.Range{End: protocol.Position{Line: 200}},
			}, &toks)
			if len(toks.Data) == 0 || len(toks.Data)%5 != 0 {
				t.Errorf("semantic tokens: %d numbers", len(toks.Data))
			}
			c.notify("textDocument/didClose", protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
		})
	}
}

// expectedDefs lists, per name as the index decodes it, where the parser
// says it is defined: functions, globals, types, metadata, blocks, and
// instruction results (the result name starts the instruction).
func expectedDefs(m *ast.Module, src []byte) map[string]int {
	want := map[string]int{}
	for fi, f := range m.Functions {
		want[f.Name] = int(f.NameSpan.Start)
		for _, b := range f.Blocks {
			if b.Label != "" {
				want[fmt.Sprintf("%d:%%%s", fi, parser.PlainName("%"+b.Label))] = int(b.LabelSpan.Start)
			}
			for i := b.FirstInst; i < b.FirstInst+b.NumInsts; i++ {
				in := m.Insts[i]
				if in.HasResult {
					e := bytes.IndexAny(src[in.Start:], " =")
					want[fmt.Sprintf("%d:%s", fi, parser.Name(src[in.Start:int(in.Start)+e]))] = int(in.Start)
				}
			}
		}
	}
	for _, g := range m.Globals {
		want[g.Name] = int(g.NameSpan.Start)
	}
	for _, td := range m.TypeDefs {
		want[td.Name] = int(td.NameSpan.Start)
	}
	for _, d := range m.MDDefs {
		if _, dup := want["!"+strconv.Itoa(int(d.ID))]; !dup {
			want["!"+strconv.Itoa(int(d.ID))] = int(d.Start)
		}
	}
	return want
}

func checkDefinitions(t *testing.T, c *client, u protocol.DocumentURI, tx *text, m *ast.Module) {
	want := expectedDefs(m, tx.src)
	ix := buildIndex(tx.src)
	total := 0
	ix.walk(func(occ) bool { total++; return true })
	step := total/300 + 1
	asked, n := 0, 0
	ix.walk(func(o occ) bool {
		n++
		if o.def || n%step != 0 || asked >= 300 {
			return true
		}
		name := ix.name(o)
		k := name
		if o.class == clLocal {
			k = fmt.Sprintf("%d:%s", o.fn, name)
		}
		off, known := want[k]
		if !known || o.class == clMDKind {
			return true
		}
		asked++
		var locs []protocol.Location
		p := at(tx, o.start+1)
		p.TextDocument.URI = u
		c.call("textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: p}, &locs)
		if len(locs) != 1 || tx.offset(locs[0].Range.Start) != off {
			t.Errorf("definition of %s at %v: %v, parser says offset %d (%v)", name, p.Position, locs, off, tx.position(off))
		}
		return true
	})
	if asked < min(20, total/4) {
		t.Errorf("only %d definitions asked of %d names", asked, total)
	}
}

func checkReferences(t *testing.T, c *client, u protocol.DocumentURI, tx *text, src []byte, m *ast.Module) {
	// A metadata node used most: its references are every "!N" token.
	if len(m.MDDefs) == 0 {
		return
	}
	id := m.MDDefs[0].ID
	re := regexp.MustCompile(`!` + strconv.Itoa(int(id)) + `\b`)
	count := 0
	for _, loc := range re.FindAllIndex(src, -1) {
		// Skip matches inside strings and comments.
		line := lineAt(src, loc[0])
		if strings.HasPrefix(strings.TrimSpace(line), ";") {
			continue
		}
		count++
	}
	var locs []protocol.Location
	p := at(tx, int(m.MDDefs[0].Start)+1)
	p.TextDocument.URI = u
	c.call("textDocument/references", protocol.ReferenceParams{TextDocumentPositionParams: p, Context: protocol.ReferenceContext{IncludeDeclaration: true}}, &locs)
	if len(locs) != count {
		t.Errorf("references of !%d: %d, the text has %d", id, len(locs), count)
	}
	var hl []protocol.DocumentHighlight
	c.call("textDocument/documentHighlight", protocol.DocumentHighlightParams{TextDocumentPositionParams: p}, &hl)
	if len(hl) != len(locs) {
		t.Errorf("highlights %d, references %d", len(hl), len(locs))
	}
}

// checkHovers hovers each kind of attachment once and checks that the
// schema's meaning is explained.
func checkHovers(t *testing.T, c *client, u protocol.DocumentURI, tx *text, src []byte, m *ast.Module, g *md.Graph) {
	expect := map[string]string{
		"llvm.loop":       "Loop ID",
		"dbg":             "Source location",
		"tbaa":            "TBAA",
		"taffo.info":      "TAFFO",
		"kernel_arg_name": "OpenCL kernel",
	}
	done := map[string]bool{}
	ix := buildIndex(src)
	var prev occ
	ix.walk(func(o occ) bool {
		defer func() { prev = o }()
		if o.class != clMDID || prev.class != clMDKind {
			return true
		}
		kind := strings.TrimPrefix(string(src[prev.start:prev.end]), "!")
		wantText, ok := expect[kind]
		if !ok || done[kind] {
			return true
		}
		if kind == "dbg" {
			id, _ := strconv.Atoi(string(src[o.start+1 : o.end]))
			if _, isLoc := di.DiagnosticPos(g.NodeByID(int32(id))); !isLoc {
				return true
			}
		}
		done[kind] = true
		var h protocol.Hover
		p := at(tx, o.start+1)
		p.TextDocument.URI = u
		c.call("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: p}, &h)
		if !strings.Contains(h.Contents.Value, wantText) {
			t.Errorf("hover on !%s %s: want %q in\n%s", kind, src[o.start:o.end], wantText, h.Contents.Value)
		}
		return true
	})
	// A module flag.
	if l := g.Named("llvm.module.flags"); l != nil && len(l.Nodes) > 0 && l.Nodes[0].ID >= 0 {
		off := bytes.Index(src, []byte("\n!"+strconv.Itoa(int(l.Nodes[0].ID))+" = "))
		var h protocol.Hover
		p := at(tx, off+2)
		p.TextDocument.URI = u
		c.call("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: p}, &h)
		if !strings.Contains(h.Contents.Value, "Module flag") {
			t.Errorf("hover on module flag: %s", h.Contents.Value)
		}
	}
	// A value's type.
	for i, in := range m.Insts {
		if !in.HasResult {
			continue
		}
		var h protocol.Hover
		p := at(tx, int(in.Start)+1)
		p.TextDocument.URI = u
		c.call("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: p}, &h)
		d, _ := parser.NewDecoder(m).Inst(i)
		if d == nil || !strings.Contains(h.Contents.Value, d.Type.String()) {
			t.Errorf("hover on %s: %q", lineAt(src, int(in.Start)), h.Contents.Value)
		}
		break
	}
}

func checkSymbols(t *testing.T, c *client, u protocol.DocumentURI, m *ast.Module) {
	var syms []protocol.DocumentSymbol
	c.call("textDocument/documentSymbol", protocol.DocumentSymbolParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}}, &syms)
	fns := 0
	for _, s := range syms {
		if s.Kind == protocol.SymbolKindFunction {
			fns++
		}
	}
	if fns != len(m.Functions) {
		t.Errorf("%d function symbols, the module has %d functions", fns, len(m.Functions))
	}
	var folds []protocol.FoldingRange
	c.call("textDocument/foldingRange", protocol.FoldingRangeParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}}}, &folds)
	bodies := 0
	for _, f := range m.Functions {
		if !f.Declare && m.Position(f.Body.Start).Line != m.Position(f.Body.End).Line {
			bodies++
		}
	}
	if len(folds) < bodies {
		t.Errorf("%d folding ranges, %d multi-line bodies", len(folds), bodies)
	}
	if len(m.Functions) > 0 {
		var ws []protocol.SymbolInformation
		c.call("workspace/symbol", protocol.WorkspaceSymbolParams{Query: m.Functions[0].Name[1:]}, &ws)
		if len(ws) == 0 {
			t.Errorf("workspace/symbol %q found nothing", m.Functions[0].Name)
		}
	}
}

func checkInlayHints(t *testing.T, c *client, u protocol.DocumentURI, tx *text, m *ast.Module, g *md.Graph) {
	lines := map[int]bool{}
	for _, a := range m.InstAttachments {
		if m.AttachKinds[a.Kind] != "dbg" || a.Node < 0 {
			continue
		}
		if _, ok := di.DiagnosticPos(g.NodeByID(a.Node)); ok {
			lines[m.Position(a.Start).Line] = true
		}
	}
	var hints []inlayHint
	last := uint32(len(tx.lines))
	c.call("textDocument/inlayHint", inlayHintParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}, Range: protocol.Range{End: protocol.Position{Line: last}}}, &hints)
	got := map[int]bool{}
	for _, h := range hints {
		got[int(h.Position.Line)+1] = true
	}
	var missing []int
	for l := range lines {
		if !got[l] {
			missing = append(missing, l)
		}
	}
	sort.Ints(missing)
	if len(missing) > 0 || len(got) != len(lines) {
		t.Errorf("inlay hints on %d lines, %d instructions' lines have a !dbg location; missing %v", len(got), len(lines), missing[:min(len(missing), 10)])
	}
}
