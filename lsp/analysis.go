package lsp

import (
	"context"
	"errors"
	"math"
	"runtime/debug"
	"slices"
	"sort"
	"time"

	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/verify"
)

// bigDocument is the size from which a document's analysis is staged: its
// first diagnostics (the parser's and typechecker's, with the previous
// version's check findings moved through the edit) are published before
// the checks finish, it waits for a pause in typing, and it collects
// garbage before it starts.
const bigDocument = 16 << 20

// debounce is the pause in typing a big document's analysis waits for.
const debounce = 60 * time.Millisecond

// startAnalysis makes sure the newest version of u gets analyzed. One
// worker per document runs the analyses, one at a time: edits that arrive
// while it works are coalesced into one analysis of the newest text, a
// superseded analysis stops at its next stage, and no two analyses of one
// big module hold memory at once. The worker starts when the handler that
// asked has returned (see handle), so the message that carried the text is
// garbage by then. Tests analyze inline.
func (s *Server) startAnalysis(u protocol.DocumentURI) {
	if s.inline {
		s.mu.Lock()
		d, v := s.docs[u], s.llvm
		s.mu.Unlock()
		if d != nil {
			s.analyze(d, v)
		}
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.working[u] {
		return // the running worker picks the new version up
	}
	s.working[u] = true
	s.pending = append(s.pending, func() { go s.work(u) })
}

// work analyzes the newest version of u until it has no unanalyzed one.
func (s *Server) work(u protocol.DocumentURI) {
	for {
		s.mu.Lock()
		d, v := s.docs[u], s.llvm
		if d == nil || d.checked || d.stopped {
			delete(s.working, u)
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		big := len(d.text.src) >= s.stageFrom
		if big && !d.changed.IsZero() {
			if wait := debounce - time.Since(d.changed); wait > 0 {
				time.Sleep(wait)
				if !s.current(d) {
					continue
				}
			}
		}
		if len(d.text.src) >= bigDocument {
			s.limitMemory()
			s.mu.Lock()
			whole := d.base == nil
			s.mu.Unlock()
			if whole {
				// The previous version's module and the message that
				// carried the text are garbage now: return them before
				// parsing the text whole. (An edit in a body reparses
				// one function: a forced collection would cost more
				// than the parse.)
				debug.FreeOSMemory()
			}
		}
		// From here the text is read: an edit makes a copy (didChange).
		s.mu.Lock()
		if s.docs[u] != d {
			s.mu.Unlock()
			continue // an edit came meanwhile
		}
		s.reading[u] = d
		s.mu.Unlock()
		if s.opts.analyzing != nil {
			s.opts.analyzing()
		}
		s.analyze(d, v)
		s.mu.Lock()
		// An edit that stopped the analysis (see didChange) waits for
		// this; d's modules are readable again.
		if d.abandon.Load() {
			d.stopped = true
			d.abandon.Store(false)
		}
		delete(s.reading, u)
		s.analyzed.Broadcast()
		s.mu.Unlock()
	}
}

// memoryPerByte bounds the heap while big documents are open: this many
// bytes per byte of open text (plus memorySlack). An analysis of a clang
// -O2 -g module holds at its peak the text, its module (0.3 bytes a byte)
// and the checks' graph and state (about 0.45, one graph at a time: see
// runAnalysis), 2.3 bytes a byte on SQLite -O2 -g; without a bound the
// collector lets the heap grow to twice that before it runs, and the
// resident memory follows the bound. What the collector costs depends on
// the room left above that peak: at 2.4 the server's processor time over
// BenchmarkLatency is what it was at 2.65 before the verifier's tables and
// the loop checks' graphs shrank (5.9-7.0 s); the binary's own pages (12
// MB) come on top.
const (
	memoryPerByte = 2.4
	memorySlack   = 16 << 20
)

// limitMemory sets the collector's soft memory limit for the open
// documents (no limit when none is big): a run of the collector costs less
// than the memory an unbounded heap takes.
func (s *Server) limitMemory() {
	s.mu.Lock()
	total := 0
	for _, d := range s.docs {
		total += len(d.text.src)
	}
	s.mu.Unlock()
	limit := int64(math.MaxInt64)
	if total >= bigDocument {
		limit = int64(float64(total)*memoryPerByte) + memorySlack
	}
	debug.SetMemoryLimit(limit)
}

// analyze parses and checks d, publishing its diagnostics unless a newer
// version replaced d meanwhile (the analysis then stops at its next stage).
//
// A big document that parses is published in stages: the parser's verdict
// (no syntax errors) with the previous version's type errors and check
// findings moved through the edits; then llvm-as's verdict (the type rules
// too) with the moved check findings; then everything. A document with
// syntax errors is published once, with them.
func (s *Server) analyze(d *document, v llvmver.Version) {
	go d.index() // the second core indexes while this one parses
	staged := len(d.text.src) >= s.stageFrom
	an := s.runAnalysis(d, v, func() bool {
		// The module parsed; the type rules are next.
		s.mu.Lock()
		cur := s.docs[d.uri] == d
		carried := append(d.carriedTypes[:len(d.carriedTypes):len(d.carriedTypes)], d.carried...)
		s.mu.Unlock()
		if cur && staged {
			s.publish(d, carried)
		}
		return cur
	}, func(an *analysis) bool {
		// The module is parsed and typechecked, the checks are running.
		s.mu.Lock()
		cur := s.docs[d.uri] == d
		if cur {
			d.an = an
			d.base = nil // the next version's base is this one's module
			s.analyzed.Broadcast()
		}
		carried := d.carried
		s.mu.Unlock()
		if cur && staged {
			s.publish(d, append(an.diags[:len(an.diags):len(an.diags)], carried...))
		}
		return cur
	})
	s.mu.Lock()
	cur := s.docs[d.uri] == d
	if an != nil {
		d.an = an
		d.checked = true
		d.carried = nil
		if an.typed {
			d.base = nil // the next version's base is this one's module
		}
	}
	s.analyzed.Broadcast()
	s.mu.Unlock()
	if cur && an != nil {
		s.publish(d, an.diags)
	}
}

func (s *Server) publish(d *document, diags []protocol.Diagnostic) {
	if s.conn == nil {
		return
	}
	_ = s.conn.Notify(context.Background(), "textDocument/publishDiagnostics", protocol.PublishDiagnosticsParams{
		URI: d.uri, Version: uint32(d.version), Diagnostics: diags,
	})
}

// runAnalysis is what "irmeta verify" does, with diagnostics as ranges:
// llvm-as's verdict (the parser, then the type rules), then, when the
// module parses, every registered check and the upgrade warnings. The
// checks run on a graph of their own alongside the type rules. When the
// module parses, parsed is called before the type rules run; typed is
// called with the parser's and typechecker's verdict when the module is
// valid so far and the checks are still running. When either returns
// false (a newer version replaced d) the rest of the work is dropped and
// runAnalysis returns nil.
//
// When the edits since the last typechecked version all lie inside one
// function body and the type rules found nothing outside it, only that
// function is typechecked again (see typecheckedFunction).
func (s *Server) runAnalysis(d *document, v llvmver.Version, parsed func() bool, typed func(*analysis) bool) (an *analysis) {
	an = &analysis{diags: []protocol.Diagnostic{}}
	var checks chan []protocol.Diagnostic
	// waitChecks returns the checks' findings, once.
	waitChecks := func() []protocol.Diagnostic {
		c := checks
		checks = nil
		return <-c
	}
	defer func() {
		r := recover()
		if checks != nil {
			waitChecks() // they read the text, which an edit may write next
		}
		if _, ok := r.(ast.Abandoned); ok || d.abandon.Load() {
			an = nil // an edit stopped the analysis (see didChange)
		} else if r != nil {
			// The checks must not take the server down on a module they
			// were not written for; the rest of the analysis stays usable.
			an.diags = append(an.diags, internalError)
		}
	}()
	var err error
	m := d.reparse(v)
	if m != nil {
		m.Abandon = &d.abandon
		s.reparsed.Add(1)
	} else {
		m, err = parser.ParseFileOptions(d.name, d.text.src, parser.Options{Version: v, Abandon: &d.abandon})
	}
	an.mod = m
	if m != nil {
		// Lazy tables of the module are built now, before the type rules,
		// the checks and requests read it from several goroutines. The
		// file's line table is the document's.
		m.File.SetLines(d.text.lines)
		m.MDDefIndex(0)
	}
	metadataOnly := err == nil && d.metadataOnly(m)
	if err == nil && !parsed() {
		return nil
	}
	startChecks := func() {
		c := make(chan []protocol.Diagnostic, 1)
		checks = c
		go func() { c <- d.runChecks(m, v) }()
	}
	fi := -1
	if err == nil && !metadataOnly {
		fi = d.typecheckedFunction(m)
	}
	// The type rules of a whole big module run on both cores and hold a
	// decoded function per worker; beside them the checks' graphs would
	// raise the peak of memory (by about 17 MB on a 50 MB module) for
	// little time saved, so the checks wait for them. Otherwise they run
	// alongside.
	wholeBig := err == nil && !metadataOnly && fi < 0 && len(d.text.src) >= s.stageFrom
	if err == nil && !wholeBig {
		startChecks()
	}
	if err == nil {
		if metadataOnly {
			// The edits changed metadata alone, which the type rules do
			// not read, and the version before had no type errors.
			s.untyped.Add(1)
		} else if fi >= 0 {
			// Only function fi changed: the rest of the module had no
			// type errors and has none now.
			if list := typecheck.CheckFunction(m, v, fi); len(list) > 0 {
				err = list
			}
		} else {
			err = typecheck.Parsed(m, nil, v)
		}
		err = typecheck.WithRecords(m, v, err)
		if err == nil && wholeBig {
			startChecks()
		}
	} else {
		err = typecheck.WithRecords(m, v, typecheck.Parsed(m, err, v))
	}
	if err != nil {
		var list parser.ErrorList
		if !errors.As(err, &list) {
			an.diags = append(an.diags, protocol.Diagnostic{Severity: protocol.DiagnosticSeverityError, Source: "irmeta", Message: err.Error()})
			return an
		}
		for _, e := range list {
			an.diags = append(an.diags, d.diagnostic(e.Pos.Line, e.Pos.Column, protocol.DiagnosticSeverityError, "parser", e.Msg))
		}
		if checks != nil {
			// The syntax is right: the type errors are known for every
			// function, and carried to the next version.
			an.types, an.typed = an.diags, true
			waitChecks() // a module with type errors is not checked further
		}
		return an
	}
	an.parsed, an.typed = true, true
	if !typed(an) {
		waitChecks()
		return nil
	}
	found := waitChecks()
	s.mu.Lock()
	an.checks = found
	an.diags = append(an.diags[:len(an.diags):len(an.diags)], found...)
	s.mu.Unlock()
	return an
}

// reparse returns the module of d's text made from the module of the last
// version that parsed, when every edit since lies inside one function
// body and that function parses alone (parser.ReparseFunction); otherwise
// nil: the text is parsed whole.
func (d *document) reparse(v llvmver.Version) *ast.Module {
	base := d.base
	if base == nil || base.Version != v.Or() {
		return nil
	}
	lo, hiOld := d.dirtyLo, d.dirtyHi-d.baseDelta // the edited bytes in base's text
	fns := base.Functions
	i := sort.Search(len(fns), func(i int) bool { return int(fns[i].Start) > lo }) - 1
	if i < 0 {
		return nil
	}
	f := &fns[i]
	if f.Declare || lo <= int(f.Body.Start) || hiOld >= int(f.Body.End) {
		return nil
	}
	m, ok := parser.ReparseFunction(base, d.text.src, i, d.baseDelta)
	if !ok {
		return nil
	}
	return m
}

// metadataOnly reports whether every edit since the last typechecked
// version, which had no type errors, lies outside every entity but
// metadata definitions without typed values, in that version's text and
// in d's module m: the type rules read the other entities only, so they
// find nothing now.
func (d *document) metadataOnly(m *ast.Module) bool {
	if !d.typesKnown || len(d.carriedTypes) > 0 || d.base == nil {
		return false
	}
	touches := func(m *ast.Module, lo, hi int) bool {
		overlaps := func(s ast.Span) bool {
			return int(s.Start) < hi && lo < int(s.End) || lo == hi && int(s.Start) < lo && lo < int(s.End)
		}
		for _, e := range m.Entities {
			switch {
			case e.Kind == ast.NamedMDEntity:
			case e.Kind == ast.MDDefEntity:
				// The type rules read the definitions that hold typed
				// values (an edit that makes "i32 3" "i32* 3" is a type
				// error), none of the others.
				ks := m.MDConstantDefs
				k, _ := slices.BinarySearch(ks, e.Index)
				for ; k < len(ks) && ks[k] < e.Index+e.Count; k++ {
					if overlaps(m.MDDefs[ks[k]].Span) {
						return true
					}
				}
			case overlaps(e.Span):
				return true
			}
		}
		return false
	}
	return !touches(d.base, d.dirtyLo, d.dirtyHi-d.baseDelta) && !touches(m, d.dirtyLo, d.dirtyHi)
}

// typecheckedFunction returns the index in m of the function whose body
// holds every edit since the last typechecked version, when that version's
// type errors were all inside the function (so the rest of the module,
// unchanged, has none); otherwise -1: the whole module is typechecked.
func (d *document) typecheckedFunction(m *ast.Module) int {
	if !d.typesKnown {
		return -1
	}
	fns := m.Functions
	i := sort.Search(len(fns), func(i int) bool { return int(fns[i].Start) > d.dirtyLo }) - 1
	if i < 0 {
		return -1
	}
	f := &fns[i]
	// Strictly between the braces: the header and the closing '}' are
	// the old ones.
	if f.Declare || f.Body.Len() == 0 || d.dirtyLo <= int(f.Body.Start) || d.dirtyHi >= int(f.Body.End) {
		return -1
	}
	first, last := d.text.position(int(f.Start)), d.text.position(int(f.End))
	for _, e := range d.carriedTypes {
		if before(e.Range.Start, first) || before(last, e.Range.Start) {
			return -1
		}
	}
	return i
}

// internalError is the diagnostic of a check that panicked.
var internalError = protocol.Diagnostic{
	Severity: protocol.DiagnosticSeverityError, Source: "irmeta",
	Message: "irmeta: internal error while checking this module; please report it",
}

// runChecks runs verify's checks (every registered check and the upgrade
// warnings) on a graph of m made for them, dropped when they finish.
func (d *document) runChecks(m *ast.Module, v llvmver.Version) (out []protocol.Diagnostic) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(ast.Abandoned); ok {
				out = nil // runAnalysis drops the analysis
				return
			}
			out = append(out, internalError)
		}
	}()
	for _, c := range verify.ModuleMode(m, v, verify.LowMemory) {
		sev := protocol.DiagnosticSeverityError
		if c.Severity == check.Warning {
			sev = protocol.DiagnosticSeverityWarning
		}
		out = append(out, d.diagnostic(c.Pos.Line, c.Pos.Column, sev, c.Checker, c.Msg))
	}
	return out
}
