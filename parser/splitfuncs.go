package parser

import (
	"bytes"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A big module's function definitions are split in two as well: a third
// parser (beside the one of the metadata section, see split.go) parses the
// second half of the functions while the first parses the header and the
// first half. Like the metadata split it is speculative and exact: the
// second parse is kept only when one parse would have made the same of
// that text (no error on either side, nothing but function definitions
// and declarations after the split, no function defined on both sides,
// the first parser stopping exactly at the split); otherwise the first
// parser goes on alone from where it stopped.

// splitFuncsMin is the least function text (from the first "define" to
// the metadata section) worth a third goroutine (a variable, so that
// tests split small files).
var splitFuncsMin = 4 << 20

// funcsSplitAt returns the offset of a line starting with "define " near
// the middle of the function definitions of src[:end], or -1 when they
// are shorter than splitFuncsMin, and where the first of them starts. It
// is a guess (a quoted string may hold such a line); the parse checks it.
func funcsSplitAt(src []byte, end int) (at, first int) {
	define := []byte("\ndefine ")
	first = bytes.Index(src[:end], define)
	if first < 0 || end-first < splitFuncsMin {
		return -1, first
	}
	mid := first + (end-first)/2
	k := bytes.Index(src[mid:end], define)
	if k < 0 {
		return -1, first
	}
	return mid + k + 1, first
}

// functionsEndGuess returns an offset near the end of the function bodies
// of src, without reading all of it: the end of the last 1 MB step whose
// first 4 KB hold an indented line (an instruction; the metadata section
// after the functions has none).
func functionsEndGuess(src []byte) int {
	const probe, step = 4 << 10, 1 << 20
	for off := len(src) / step * step; off >= 0; off -= step {
		if bytes.Contains(src[off:min(off+probe, len(src))], []byte("\n  ")) {
			return min(off+step, len(src))
		}
	}
	return len(src)
}

// funcsParser returns a parser that parses the functions from offset at
// (a line start) to about end on a module of its own, with room for the
// share of the presized instructions its text holds (those of the
// functions from first on).
func (p *parser) funcsParser(at, first, end int) *parser {
	share := func(n int) int { return int(int64(n)*int64(end-at)/int64(max(1, end-first))) + 64 }
	m := &ast.Module{File: p.m.File, Src: p.m.Src, Version: p.m.Version,
		Insts:           make([]ast.Inst, 0, share(cap(p.m.Insts))),
		InstAttachments: make([]ast.Attachment, 0, share(cap(p.m.InstAttachments))),
		Functions:       make([]ast.Function, 0, share(cap(p.m.Functions))),
		Entities:        make([]ast.Entity, 0, share(cap(p.m.Functions))),
	}
	f := p.splitParser(m)
	f.sc.Seek(at)
	f.tok.End = token.Pos(at)
	return f
}

// parseFuncs parses function definitions and declarations until anything
// else, stopping at the first error, then sends f.
func (f *parser) parseFuncs(done chan<- *parser) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooMany); !ok {
				// A parser bug: the first parser parses this text itself.
				f.errors = append(f.errors, &Error{Msg: "internal error in the functions' parse"})
			}
		}
		done <- f
	}()
	f.next()
	read := int(f.tok.Start)
	for f.tok.Kind == scanner.Ident && (f.is("define") || f.is("declare")) && len(f.errors) == 0 {
		f.m.CheckAbandoned()
		f.parseEntity()
		read = f.advanced(read)
	}
}

// mergeFuncs appends what f parsed to p's module and state, as if p had
// parsed it, and moves p to where f stopped; false (nothing changed) when
// that would not be the same (f numbers unnamed globals from 0, not
// knowing p's: a numbered one there is checked by p).
func (p *parser) mergeFuncs(f *parser, at int) bool {
	tm := f.m
	if len(p.errors) > 0 || len(f.errors) > 0 || int(p.tok.Start) != at || len(tm.Functions) == 0 || len(tm.UseListOrders) > 0 || len(tm.PtrAuthDeactivations) > 0 || len(tm.PtrToAddrConsts) > 0 ||
		f.peeked || f.scanErrPending || len(f.mdDefined) > 0 || len(f.mdBigDefined) > 0 || f.sawGlobalID ||
		len(tm.Globals)+len(tm.TypeDefs)+len(tm.Comdats)+len(tm.AttrGroups)+len(tm.MDDefs)+len(tm.NamedMD) > 0 {
		return false
	}
	// A function defined on both sides is an error one parse reports.
	for name := range f.globalNames {
		if p.globalNames[name] {
			return false
		}
	}
	m := p.m
	kinds := make([]int32, len(tm.AttachKinds))
	for i, k := range tm.AttachKinds {
		kinds[i] = p.internDecoded(k)
	}
	instBase, attachBase, fnBase := int32(len(m.Insts)), int32(len(m.InstAttachments)), int32(len(m.Functions))
	for i := range tm.Insts {
		tm.Insts[i].AttachFirst += attachBase
	}
	m.Insts = append(m.Insts, tm.Insts...)
	for i := range tm.InstAttachments {
		tm.InstAttachments[i].Kind = kinds[tm.InstAttachments[i].Kind]
	}
	m.InstAttachments = append(m.InstAttachments, tm.InstAttachments...)
	for i := range tm.Functions {
		fn := &tm.Functions[i]
		for b := range fn.Blocks {
			fn.Blocks[b].FirstInst += instBase
		}
		for a := range fn.Attachments {
			fn.Attachments[a].Kind = kinds[fn.Attachments[a].Kind]
		}
	}
	m.Functions = append(m.Functions, tm.Functions...)
	m.BlockAddresses = append(m.BlockAddresses, tm.BlockAddresses...)
	for _, e := range tm.Entities {
		e.Index += fnBase
		m.Entities = append(m.Entities, e)
	}
	m.TypedPointers = m.TypedPointers || tm.TypedPointers
	m.OpaquePointers = m.OpaquePointers || tm.OpaquePointers
	m.ConvergenceBundles = m.ConvergenceBundles || tm.ConvergenceBundles
	m.CompositeIdentifiers = m.CompositeIdentifiers || tm.CompositeIdentifiers

	if p.globalNames == nil {
		p.globalNames = make(map[string]bool, len(f.globalNames))
	}
	for name := range f.globalNames {
		p.globalNames[name] = true
	}
	// f did not know p's names: its uses of them are checked again at the
	// end, which finds them defined, as one parse would have.
	p.globalUses = append(p.globalUses, f.globalUses...)
	p.intrinsicRefs = append(p.intrinsicRefs, f.intrinsicRefs...)
	p.summaryRefs = append(p.summaryRefs, f.summaryRefs...)
	p.summaryEvents = append(p.summaryEvents, f.summaryEvents...)
	p.comdatUses = append(p.comdatUses, f.comdatUses...)
	p.mdUsed = orBits(p.mdUsed, f.mdUsed)
	p.mdBigUsed = orMap(p.mdBigUsed, f.mdBigUsed)
	p.mergeTypeUses(f)
	p.tok, p.lastEnd = f.tok, f.lastEnd
	p.sc.Seek(f.sc.Offset())
	p.peeked = false
	splitsKept.Add(1)
	return true
}

// internDecoded returns the index of attachment kind name (decoded, as
// m.AttachKinds holds it), adding it when new.
func (p *parser) internDecoded(name string) int32 {
	if i, ok := p.kindIndex[name]; ok {
		return i
	}
	i := int32(len(p.m.AttachKinds))
	p.m.AttachKinds = append(p.m.AttachKinds, name)
	p.kindIndex[name] = i
	return i
}
