package lsp

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/scanner"
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

	// abandon is the Abandon flag of the modules this version's analysis
	// makes (see ast.Module.Abandon): an edit sets it to stop the
	// analysis, then makes the edit in place (see didChange).
	abandon atomic.Bool

	// The rest is guarded by Server.mu.

	// an is what the parser found (nil until the background analysis has
	// parsed this version); checked is set when its diagnostics are
	// complete (the checks ran too).
	an      *analysis
	checked bool
	// stopped is set when an edit stopped this version's analysis: the
	// version is superseded, and its worker leaves it (see work).
	stopped bool
	// carried are the findings of the previous version's checks, moved
	// through the edits that made this version: a big module's first
	// publication shows them until this version's checks replace them.
	carried []protocol.Diagnostic
	// carriedTypes are the type errors of the last typechecked version,
	// moved through the edits since; typesKnown is set when they are
	// known (that version parsed, and every edit since was one range).
	// The edits changed only the bytes [dirtyLo, dirtyHi) of this
	// version's text: typechecking a body that holds them is enough.
	carriedTypes     []protocol.Diagnostic
	typesKnown       bool
	dirtyLo, dirtyHi int
	// base is the module of that version (nil when typesKnown is not
	// set); this version's text moved its end by baseDelta bytes. When
	// the edits lie in one function body, that function alone is parsed
	// again and spliced into base (see reparse). Dropped once this
	// version has parsed.
	base      *ast.Module
	baseDelta int
	// changed is when the edit that made this version arrived (zero for
	// an opened document); a big module's analysis waits for a pause.
	changed time.Time
}

// An analysis is what parsing and checking one version found.
type analysis struct {
	mod *ast.Module
	// parsed is false when the text has syntax or type errors.
	parsed bool
	// diags are the diagnostics published for the version: the parser's
	// until the checks finish, then all of them.
	diags []protocol.Diagnostic
	// types are the type errors (llvm-as's verdict on a module that
	// parses); typed is set when they are known.
	types []protocol.Diagnostic
	typed bool
	// checks are the findings of the checks alone (carried to the next
	// version, see document.carried).
	checks []protocol.Diagnostic

	// The checks walk a graph of their own, dropped when they finish (it
	// holds every node decoded: more than the module). Requests read view,
	// a graph made on first use that decodes only what they ask for; mu
	// serializes them, since a graph is not safe for concurrent use.
	mu   sync.Mutex
	view *md.Graph
}

// graph returns the graph requests read, making it on first use. The
// caller holds an.mu.
func (an *analysis) graph() *md.Graph {
	if an.view == nil && an.mod != nil {
		an.view = md.New(an.mod)
	}
	return an.view
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

// A snapshot is the open documents when a request arrived. Requests that
// wait for an analysis run on goroutines of their own (see handle); they
// read the documents of their snapshot, so that an edit arriving meanwhile
// does not move the position they ask about.
type snapshot map[protocol.DocumentURI]*document

type snapshotKey struct{}

func (s *Server) doc(ctx context.Context, u protocol.DocumentURI) (*document, error) {
	if snap, ok := ctx.Value(snapshotKey{}).(snapshot); ok {
		if d := snap[u]; d != nil {
			return d, nil
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[u]
	if d == nil {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, "document not open: "+string(u))
	}
	return d, nil
}

// snapshot returns the open documents.
func (s *Server) snapshot() snapshot {
	s.mu.Lock()
	defer s.mu.Unlock()
	snap := make(snapshot, len(s.docs))
	for u, d := range s.docs {
		snap[u] = d
	}
	return snap
}

// parsedDoc returns the analysis of d, waiting until the background
// analysis has parsed it: requests need the module, not the checks, so
// they do not wait for those. It returns nil when d was superseded or
// closed first (the editor asks again). The caller is one of the requests
// counted in Server.requests: while it waits it reads nothing, so it does
// not count, and edits meanwhile are made in place (a request that finds d
// superseded reads nothing of it).
func (s *Server) parsedDoc(d *document) *analysis {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		if d.an != nil {
			return d.an
		}
		if s.docs[d.uri] != d {
			return nil
		}
		s.requests--
		if s.opts.waiting != nil {
			s.opts.waiting()
		}
		s.analyzed.Wait()
		s.requests++
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
	src := []byte(p.TextDocument.Text)
	if cap(src)-len(src) > len(src)/16 {
		// The text was decoded in place in the connection's read buffer,
		// which grows by doubling: a copy of the exact size frees the rest
		// (up to a third of a big document) for as long as it is open.
		src = append(make([]byte, 0, len(src)), src...)
	}
	d := newDocument(p.TextDocument.URI, p.TextDocument.Version, src)
	s.mu.Lock()
	s.docs[d.uri] = d
	s.mu.Unlock()
	s.startAnalysis(d.uri)
	return nil, nil
}

type didChangeParams struct {
	TextDocument   protocol.VersionedTextDocumentIdentifier `json:"textDocument"`
	ContentChanges []change                                 `json:"contentChanges"`
}

func (s *Server) didChange(ctx context.Context, p *didChangeParams) (any, error) {
	old, err := s.doc(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	// One edit (what typing sends) is made in the old text's memory when
	// nothing reads the old version any more: no analysis of it runs and
	// no request is answered from it. Its index moves with the edit.
	cs := p.ContentChanges
	single := len(cs) == 1 && cs[0].Range != nil
	var a, b int
	var oldIx *index
	if single {
		a, b = old.text.offset(cs[0].Range.Start), old.text.offset(cs[0].Range.End)
		oldIx = old.index()
	}
	// An analysis waiting for a pause in typing reads nothing yet: a burst
	// of typing edits one text, not a copy per keystroke. An analysis that
	// reads old's text is stopped first, at its next step (a top-level
	// entity parsed, an instruction or metadata node decoded), rather
	// than copying the whole text for it: old is superseded anyway. In
	// place, the lock is held until the new version replaces old, so that
	// no analysis starts reading the text meanwhile (see work). held
	// says whether this goroutine holds the lock, so that a panic (which
	// handle recovers) does not leave the server locked.
	s.mu.Lock()
	held := true
	defer func() {
		if held {
			s.mu.Unlock()
		}
	}()
	if single && s.requests == 0 && s.reading[old.uri] == old {
		old.abandon.Store(true)
		if s.opts.stopping != nil {
			s.opts.stopping()
		}
		for s.reading[old.uri] == old {
			s.analyzed.Wait()
		}
		s.abandoned.Add(1)
	}
	inPlace := single && s.reading[old.uri] == nil && s.requests == 0
	if inPlace {
		s.inPlace.Add(1)
	} else {
		held = false
		s.mu.Unlock()
	}
	t, err := old.text.apply(cs, inPlace)
	if err != nil {
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error())
	}
	d := &document{uri: old.uri, name: old.name, version: p.TextDocument.Version, text: t, changed: time.Now()}
	if single {
		if ix, ok := oldIx.edited(t.src, a, b, len(cs[0].Text)); ok {
			d.ix = ix
			d.ixOnce.Do(func() {})
		}
	}
	if !inPlace {
		s.mu.Lock()
		held = true
	}
	if single {
		n := len(cs[0].Text)
		switch {
		case old.an != nil && old.an.typed:
			d.carriedTypes = moveDiagnostics(old.an.types, cs)
			d.typesKnown, d.dirtyLo, d.dirtyHi = true, a, a+n
			d.base, d.baseDelta = old.an.mod, n-(b-a)
		case old.typesKnown:
			// old is not analyzed yet, or has syntax errors: the edits
			// since the last version that parsed add up.
			d.carriedTypes = moveDiagnostics(old.carriedTypes, cs)
			d.typesKnown = true
			d.dirtyLo, d.dirtyHi = min(old.dirtyLo, a), max(old.dirtyHi, b)+n-(b-a)
			d.base, d.baseDelta = old.base, old.baseDelta+n-(b-a)
		}
	}
	if old.an != nil && old.checked {
		d.carried = moveDiagnostics(old.an.checks, p.ContentChanges)
	} else {
		d.carried = moveDiagnostics(old.carried, p.ContentChanges)
	}
	s.docs[d.uri] = d
	s.analyzed.Broadcast() // requests waiting for old give up
	held = false
	s.mu.Unlock()
	s.startAnalysis(d.uri)
	return nil, nil
}

func (s *Server) didClose(ctx context.Context, p *protocol.DidCloseTextDocumentParams) (any, error) {
	s.mu.Lock()
	delete(s.docs, p.TextDocument.URI)
	s.analyzed.Broadcast()
	s.mu.Unlock()
	s.limitMemory()
	if s.conn == nil {
		return nil, nil
	}
	// Clear the closed file's diagnostics, as editors expect.
	return nil, s.conn.Notify(ctx, "textDocument/publishDiagnostics", protocol.PublishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []protocol.Diagnostic{}})
}

// reanalyzeAll replaces every document by a copy that is analyzed again
// (the LLVM release changed).
func (s *Server) reanalyzeAll() {
	s.mu.Lock()
	var us []protocol.DocumentURI
	for u, d := range s.docs {
		nd := &document{uri: u, name: d.name, version: d.version, text: d.text, ix: d.index()}
		nd.ixOnce.Do(func() {})
		s.docs[u] = nd
		us = append(us, u)
	}
	s.analyzed.Broadcast()
	s.mu.Unlock()
	for _, u := range us {
		s.startAnalysis(u)
	}
}

// current reports whether d is still the open version of its file.
func (s *Server) current(d *document) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.docs[d.uri] == d
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
