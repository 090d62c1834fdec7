package lsp

import (
	"context"
	"errors"
	"runtime/debug"
	"strings"
	"sync"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/verify"
)

// A document is one open file at one version. A new version is a new
// document value (the old one stays valid for requests already running).
type document struct {
	uri     protocol.DocumentURI
	name    string // the file name messages use
	version int32
	text    *text

	// The name index, built once (in parallel with the parse) by index().
	ixOnce sync.Once
	ix     *index

	// Filled by the background analysis (nil until then): the module the
	// parser returns (also with errors: what parsed is there), its graph,
	// and the diagnostics published for this version.
	an *analysis
}

// An analysis is what parsing and checking one version found.
type analysis struct {
	mod   *ast.Module
	graph *md.Graph
	diags []protocol.Diagnostic
	// parsed is false when the text has syntax errors.
	parsed bool
}

func newDocument(u protocol.DocumentURI, version int32, src []byte) *document {
	name := string(u)
	if strings.HasPrefix(name, "file://") {
		name = uri.URI(u).Filename()
	}
	return &document{uri: u, name: name, version: version, text: newText(src)}
}

// index returns the document's name index, building it on first use.
func (d *document) index() *index {
	d.ixOnce.Do(func() { d.ix = buildIndex(d.text.src) })
	return d.ix
}

func (s *Server) doc(u protocol.DocumentURI) (*document, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[u]
	if d == nil {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "document not open: "+string(u))
	}
	return d, nil
}

// analyzed returns d's analysis, waiting for the background one when it
// is still running. It returns nil when d was superseded or closed.
func (s *Server) analyzedDoc(u protocol.DocumentURI) (*document, *analysis, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		d := s.docs[u]
		if d == nil {
			return nil, nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "document not open: "+string(u))
		}
		if d.an != nil {
			return d, d.an, nil
		}
		s.analyzed.Wait()
	}
}

// didOpenParams is DidOpenTextDocumentParams with the text decoded
// straight into bytes (see jsonText).
type didOpenParams struct {
	TextDocument struct {
		URI     protocol.DocumentURI `json:"uri"`
		Version int32                `json:"version"`
		Text    jsonText             `json:"text"`
	} `json:"textDocument"`
}

func (s *Server) didOpen(_ context.Context, p *didOpenParams) (any, error) {
	d := newDocument(p.TextDocument.URI, p.TextDocument.Version, p.TextDocument.Text)
	s.mu.Lock()
	s.docs[d.uri] = d
	v := s.llvm
	s.mu.Unlock()
	s.startAnalysis(d, v)
	return nil, nil
}

// startAnalysis analyzes d in the background (inline for tests). The
// goroutine starts when the notification's handler has returned (see
// handle), so the message that carried the text is garbage by then: for a
// big document a collection first keeps the peak memory near the text plus
// its module instead of adding the message's two copies of the text.
func (s *Server) startAnalysis(d *document, v llvmver.Version) {
	if s.inline {
		s.analyze(d, v)
		return
	}
	s.mu.Lock()
	s.pending = append(s.pending, func() {
		go func() {
			if len(d.text.src) > bigDocument {
				debug.FreeOSMemory()
			}
			s.analyze(d, v)
		}()
	})
	s.mu.Unlock()
}

// bigDocument is the size above which an analysis first collects garbage.
const bigDocument = 16 << 20

type didChangeParams struct {
	TextDocument   protocol.VersionedTextDocumentIdentifier `json:"textDocument"`
	ContentChanges []change                                 `json:"contentChanges"`
}

func (s *Server) didChange(_ context.Context, p *didChangeParams) (any, error) {
	old, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	t, err := old.text.apply(p.ContentChanges)
	if err != nil {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error())
	}
	d := &document{uri: old.uri, name: old.name, version: p.TextDocument.Version, text: t}
	s.mu.Lock()
	s.docs[d.uri] = d
	v := s.llvm
	s.mu.Unlock()
	s.startAnalysis(d, v)
	return nil, nil
}

func (s *Server) didClose(ctx context.Context, p *protocol.DidCloseTextDocumentParams) (any, error) {
	s.mu.Lock()
	delete(s.docs, p.TextDocument.URI)
	s.analyzed.Broadcast()
	s.mu.Unlock()
	if s.conn == nil {
		return nil, nil
	}
	// Clear the closed file's diagnostics, as editors expect.
	return nil, s.conn.Notify(ctx, "textDocument/publishDiagnostics", protocol.PublishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []protocol.Diagnostic{}})
}

func (s *Server) reanalyzeAll() {
	s.mu.Lock()
	var docs []*document
	for u, d := range s.docs {
		nd := &document{uri: u, name: d.name, version: d.version, text: d.text, ix: d.index()}
		s.docs[u] = nd
		docs = append(docs, nd)
	}
	v := s.llvm
	s.mu.Unlock()
	for _, d := range docs {
		s.startAnalysis(d, v)
	}
}

// current reports whether d is still the open version of its file.
func (s *Server) current(d *document) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.docs[d.uri] == d
}

// analyze parses and checks d, then publishes its diagnostics unless a
// newer version replaced d meanwhile (the result is then dropped).
func (s *Server) analyze(d *document, v llvmver.Version) {
	go d.index() // the second core indexes while this one parses
	an := runAnalysis(d, v)
	s.mu.Lock()
	d.an = an
	cur := s.docs[d.uri] == d
	s.analyzed.Broadcast()
	s.mu.Unlock()
	if !cur || s.conn == nil {
		return
	}
	ver := uint32(d.version)
	_ = s.conn.Notify(context.Background(), "textDocument/publishDiagnostics", protocol.PublishDiagnosticsParams{
		URI: d.uri, Version: ver, Diagnostics: an.diags,
	})
}

// runAnalysis is what "irmeta verify" does, with diagnostics as ranges.
func runAnalysis(d *document, v llvmver.Version) (an *analysis) {
	an = &analysis{diags: []protocol.Diagnostic{}}
	defer func() {
		// The checks must not take the server down on a module they were
		// not written for; the rest of the analysis stays usable.
		if r := recover(); r != nil {
			an.diags = append(an.diags, protocol.Diagnostic{
				Severity: protocol.DiagnosticSeverityError, Source: "irmeta",
				Message: "irmeta: internal error while checking this module; please report it",
			})
		}
	}()
	// verify's verdict under LLVM v: the parse and the type rules, then
	// every check; the module and its graph stay for navigation even
	// when it does not read.
	r := verify.Source(d.name, d.text.src, parser.Options{Version: v})
	an.mod, an.graph = r.Module, r.Graph
	if r.Err != nil {
		var list parser.ErrorList
		if !errors.As(r.Err, &list) {
			an.diags = append(an.diags, protocol.Diagnostic{Severity: protocol.DiagnosticSeverityError, Source: "irmeta", Message: r.Err.Error()})
			return an
		}
		for _, e := range list {
			an.diags = append(an.diags, d.diagnostic(e.Pos.Line, e.Pos.Column, protocol.DiagnosticSeverityError, "parser", e.Msg))
		}
		return an
	}
	an.parsed = true
	for _, c := range r.Diags {
		sev := protocol.DiagnosticSeverityError
		if c.Severity == check.Warning {
			sev = protocol.DiagnosticSeverityWarning
		}
		an.diags = append(an.diags, d.diagnostic(c.Pos.Line, c.Pos.Column, sev, c.Checker, c.Msg))
	}
	return an
}

// diagnostic makes a diagnostic at (line, column) in bytes, covering the
// token there.
func (d *document) diagnostic(line, col int, sev protocol.DiagnosticSeverity, checker, msg string) protocol.Diagnostic {
	off := d.text.lineOffset(line, col)
	end := tokenEnd(d.text.src, off)
	return protocol.Diagnostic{
		Range:    d.text.span(off, end),
		Severity: sev,
		Source:   "irmeta",
		Code:     checker,
		Message:  msg,
	}
}

// tokenEnd returns the end of the token starting at off (off itself at
// the end of a line or of the text).
func tokenEnd(src []byte, off int) int {
	if off >= len(src) || src[off] == '\n' || src[off] == '\r' {
		return off
	}
	var sc scanner.Scanner
	sc.Init(src)
	sc.Seek(off)
	tok := sc.Next()
	if tok.Kind == scanner.EOF || int(tok.Start) != off {
		return off + 1
	}
	end := int(tok.End)
	if nl := strings.IndexByte(string(src[off:end]), '\n'); nl >= 0 {
		end = off + nl
	}
	return end
}
