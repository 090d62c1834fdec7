package parser

import (
	"bytes"
	"slices"
	"sync/atomic"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A big module is parsed on two goroutines: its metadata section, the
// definitions after the last function body (half the text of a -g module,
// a third of the parse), by a second parser while the first parses
// everything before it. The split is speculative and exact: the second
// parse is kept only when it is what one parse would have made of that
// text (no error on either side, only metadata definitions and named
// metadata after the split, no metadata id defined on both sides, the
// first parser stopping exactly at the split); otherwise the first parser
// goes on alone from where it stopped, as if no split had been tried.

// splitMin is the size from which a module's metadata section is parsed
// on a goroutine of its own (a variable, so that tests split small files).
var splitMin = 4 << 20

// splitTailMin is the least metadata text worth a goroutine.
var splitTailMin = 1 << 20

// splitsKept counts the splits whose second parse was kept (for tests).
var splitsKept atomic.Int64

// metadataStart returns the offset of the first line that starts with '!'
// after the last function body ("\n}\n"), or -1 when there is none or the
// text after it is shorter than splitTailMin. It is a guess (a quoted
// string may hold such lines, a function may follow); the parse checks it.
// The last body is looked for back from a step past functionsEndGuess, not
// from the end: the metadata section of a -g module is half its text.
func metadataStart(src []byte) int {
	end := bytes.LastIndex(src[:min(len(src), functionsEndGuess(src)+1<<20)], []byte("\n}\n"))
	if end < 0 {
		return -1
	}
	for i := end + 3; i < len(src); {
		if src[i] == '!' {
			if len(src)-i < splitTailMin {
				return -1
			}
			return i
		}
		nl := bytes.IndexByte(src[i:], '\n')
		if nl < 0 {
			return -1
		}
		i += nl + 1
	}
	return -1
}

// tailParser returns a parser that will continue p's parse where the
// metadata section starts (see findTail), on a module of its own whose
// MDDefs start as presized.
func (p *parser) tailParser(presized []ast.MDDef) *parser {
	m := &ast.Module{File: p.m.File, Src: p.m.Src, Version: p.m.Version, MDDefs: presized}
	return p.splitParser(m)
}

// splitParser returns a parser of p's text, past its header, with p's
// release and mode, that builds module m (see tailParser, funcsParser).
func (p *parser) splitParser(m *ast.Module) *parser {
	m.Abandon = p.m.Abandon // the split parses stop with the first
	m.Pager = p.m.Pager
	t := &parser{m: m, kindIndex: make(map[string]int32), ver: p.ver, attrs: p.attrs, pastHeader: true, mode: p.mode}
	t.file, t.src = p.file, p.src
	t.sc.Init(t.src)
	return t
}

// findTail looks for the metadata section (metadataStart; the scan reads
// half of a -g module, so it is done here rather than before the first
// parser starts), sends where it starts (-1: none) on at, and parses it
// (parseTail).
func (t *parser) findTail(at chan<- int, done chan<- *parser) {
	start := metadataStart(t.src)
	at <- start
	if start < 0 {
		t.errors = append(t.errors, &Error{Msg: "no metadata section"})
		done <- t
		return
	}
	t.sc.Seek(start)
	t.tok.End = token.Pos(start)
	t.parseTail(done)
}

// parseTail parses metadata definitions and named metadata to the end of
// the text, stopping at the first error or other entity, then sends t.
func (t *parser) parseTail(done chan<- *parser) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooMany); !ok {
				// A parser bug: the first parser parses this text itself.
				t.errors = append(t.errors, &Error{Msg: "internal error in the metadata parse"})
			}
		}
		done <- t
	}()
	t.next()
	read := int(t.tok.Start)
	for t.tok.Kind != scanner.EOF && len(t.errors) == 0 {
		if k := t.tok.Kind; k != scanner.MetadataID && k != scanner.MetadataVar {
			// not what the split assumed: left to the first parser
			t.errors = append(t.errors, &Error{Msg: "not metadata"})
			return
		}
		t.m.CheckAbandoned()
		t.parseEntity()
		read = t.advanced(read)
	}
}

// parseUpTo parses entities until the next one starts at or after offset
// at; it reports whether it stopped exactly there, with no error.
func (p *parser) parseUpTo(at int) bool {
	read := int(p.tok.Start)
	for p.tok.Kind != scanner.EOF && int(p.tok.Start) < at {
		p.m.CheckAbandoned()
		p.parseEntity()
		read = p.advanced(read)
	}
	return int(p.tok.Start) == at && len(p.errors) == 0
}

// mergeTail appends what tail parsed to p's module and state, as if p had
// parsed it; false (nothing changed) when that would not be the same.
func (p *parser) mergeTail(t *parser) bool {
	if len(t.errors) > 0 || len(t.m.AttachKinds) > 0 || len(t.m.UseListOrders) > 0 || len(t.m.PtrAuthDeactivations) > 0 || len(t.m.PtrToAddrConsts) > 0 || len(t.m.BlockAddresses) > 0 || len(t.m.Globals)+len(t.m.Functions)+len(t.m.TypeDefs)+
		len(t.m.Comdats)+len(t.m.AttrGroups)+len(t.m.Insts)+len(t.m.InstAttachments) > 0 {
		return false
	}
	// An id defined on both sides is an error one parse reports.
	for w, bits := range t.mdDefined {
		if w < len(p.mdDefined) && p.mdDefined[w]&bits != 0 {
			return false
		}
	}
	for id := range t.mdBigDefined {
		if p.mdBigDefined[id] {
			return false
		}
	}
	m, tm := p.m, t.m
	base, nbase := int32(len(m.MDDefs)), int32(len(m.NamedMD))
	if base == 0 {
		m.MDDefs = tm.MDDefs // presized for the whole module
	} else {
		m.MDDefs = append(m.MDDefs, tm.MDDefs...)
	}
	m.Locations = mergeByDef(m.Locations, tm.Locations, int(base), len(tm.MDDefs))
	m.DefShapes = mergeByDef(m.DefShapes, tm.DefShapes, int(base), len(tm.MDDefs))
	m.NamedMD = append(m.NamedMD, tm.NamedMD...)
	for _, i := range tm.MDConstantDefs {
		m.MDConstantDefs = append(m.MDConstantDefs, i+base)
	}
	ents := make([]ast.Entity, len(m.Entities), len(m.Entities)+len(tm.Entities))
	copy(ents, m.Entities)
	for _, e := range tm.Entities {
		switch e.Kind {
		case ast.MDDefEntity:
			e.Index += base
			// a run of definitions across the split is one entity
			if n := len(ents); n > 0 && ents[n-1].Kind == ast.MDDefEntity && ents[n-1].Index+ents[n-1].Count == e.Index {
				ents[n-1].Count += e.Count
				ents[n-1].End = e.End
				continue
			}
		case ast.NamedMDEntity:
			e.Index += nbase
		}
		ents = append(ents, e)
	}
	m.Entities = ents
	m.TypedPointers = m.TypedPointers || tm.TypedPointers
	m.OpaquePointers = m.OpaquePointers || tm.OpaquePointers
	m.ConvergenceBundles = m.ConvergenceBundles || tm.ConvergenceBundles
	m.CompositeIdentifiers = m.CompositeIdentifiers || tm.CompositeIdentifiers

	p.mdDefined = orBits(p.mdDefined, t.mdDefined)
	p.mdUsed = orBits(p.mdUsed, t.mdUsed)
	p.mdBigDefined = orMap(p.mdBigDefined, t.mdBigDefined)
	p.mdBigUsed = orMap(p.mdBigUsed, t.mdBigUsed)
	p.globalUses = append(p.globalUses, t.globalUses...)
	p.intrinsicRefs = append(p.intrinsicRefs, t.intrinsicRefs...)
	p.summaryRefs = append(p.summaryRefs, t.summaryRefs...)
	p.summaryEvents = append(p.summaryEvents, t.summaryEvents...)
	p.mergeTypeUses(t)
	p.tok, p.lastEnd = t.tok, t.lastEnd
	p.sc.Seek(len(p.src))
	p.peeked = false
	splitsKept.Add(1)
	return true
}

// mergeTypeUses adds the first uses of named types that a parser of the
// text after p's made: a type used there counts when p has not defined it
// before, nor used it first.
func (p *parser) mergeTypeUses(f *parser) {
	if len(f.fnArgPos) > 0 {
		p.fnArgPos = append(p.fnArgPos, f.fnArgPos...)
		slices.Sort(p.fnArgPos)
	}
	for raw, pos := range f.typeUses {
		if p.typeDefRaw[raw] {
			continue
		}
		if _, seen := p.typeUses[raw]; seen {
			continue
		}
		if p.typeUses == nil {
			p.typeUses = make(map[string]token.Pos)
		}
		p.typeUses[raw] = pos
		if len(raw) > 1 && raw[1] == '"' {
			p.quotedTypeUse = true
		}
	}
}

func orBits(a, b []uint64) []uint64 {
	if len(b) > len(a) {
		a, b = b, a
	}
	for i, w := range b {
		a[i] |= w
	}
	return a
}

func orMap(a, b map[int32]bool) map[int32]bool {
	if len(b) == 0 {
		return a
	}
	if a == nil {
		return b
	}
	for k := range b {
		a[k] = true
	}
	return a
}
