package parser

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// ReparseFunction returns the module of src, a new version of m's text
// that differs from it only strictly inside the body of function fn (an
// edit between its braces that moved the text after it by delta bytes),
// without parsing the rest of the text again: function fn is parsed anew
// from src, checked against the module's definitions (every name it uses
// must be defined, as at the end of a parse), and spliced into a copy of
// m's index whose positions after it move by delta. m must have parsed
// without errors and is not modified.
//
// ok is false when the new function does not parse alone into one clean
// function ending where the old one ends (moved): a syntax or reference
// error, or an edit that closed the body early. It is false too when a
// clean splice could differ from what ParseFile makes of src: the function
// uses an attachment kind the module did not intern, or the module spells
// pointer types in a way (ptr, T*) that the new function no longer does
// and that might have been spelled there alone. The caller then parses src
// whole. The splice keeps m's attachment kinds, in m's order (one the
// edit removed the last use of stays listed).
func ReparseFunction(m *ast.Module, src []byte, fn int, delta int) (nm *ast.Module, ok bool) {
	if fn < 0 || fn >= len(m.Functions) || m.Functions[fn].Declare || len(m.Functions[fn].Blocks) == 0 {
		return nil, false
	}
	old := &m.Functions[fn]
	oldEnd := old.End
	end := token.Pos(int(oldEnd) + delta)
	if int(end) > len(src) || end <= old.Body.Start {
		return nil, false
	}
	move := func(p token.Pos) token.Pos {
		if p >= oldEnd {
			return p + token.Pos(delta)
		}
		return p
	}
	moveSpan := func(s ast.Span) ast.Span { return ast.Span{Start: move(s.Start), End: move(s.End)} }

	// Parse the function alone, with the module's names defined.
	file := token.NewFile(m.File.Name, src)
	scratch := &ast.Module{File: file, Src: src, Version: m.Version, AttachKinds: append([]string(nil), m.AttachKinds...)}
	p := &parser{m: scratch, kindIndex: make(map[string]int32, len(m.AttachKinds)), ver: m.Version.Or(), pastHeader: true}
	p.attrs = attrTableFor(p.ver)
	for i, k := range m.AttachKinds {
		p.kindIndex[k] = int32(i)
	}
	p.globalNames = make(map[string]bool, len(m.Globals)+len(m.Functions))
	for i := range m.Globals {
		p.globalNames[m.Globals[i].Name] = true
	}
	for i := range m.Functions {
		if i != fn {
			p.globalNames[m.Functions[i].Name] = true
		}
	}
	p.numberGlobalsBefore(m, old.Start)
	p.typeNames = make(map[string]bool, len(m.TypeDefs))
	p.typeDefRaw = make(map[string]bool, len(m.TypeDefs))
	for i := range m.TypeDefs {
		td := &m.TypeDefs[i]
		p.typeNames[td.Name] = true
		ns := moveSpan(td.NameSpan)
		p.typeDefRaw[string(src[ns.Start:ns.End])] = true
	}
	for i := range m.MDDefs {
		p.mdDefine(m.MDDefs[i].ID)
	}
	p.file, p.src = file, src
	p.sc.Init(src)
	p.sc.Seek(int(old.Start))
	p.tok.End = old.Start
	p.next()
	p.untilTooMany(p.parseEntity)
	if len(p.errors) > 0 || len(scratch.Functions) != 1 || len(scratch.Entities) != 1 || p.lastEnd != end ||
		len(scratch.AttachKinds) != len(m.AttachKinds) {
		return nil, false
	}
	// The references a parse checks when the module ends.
	if p.mdMissing() {
		return nil, false
	}
	for _, t := range p.globalUses {
		if !p.globalNames[t.name] {
			return nil, false
		}
	}
	if len(m.UndeclaredIntrinsics) > 0 || len(m.IntrinsicRefs) > 0 || len(p.intrinsicRefs) > 0 {
		return nil, false // their places move: the whole module is read again
	}
	if p.checkTypeRefs(); len(p.errors) > 0 {
		return nil, false
	}
	if m.TypedPointers && !scratch.TypedPointers || m.OpaquePointers && !scratch.OpaquePointers ||
		m.ConvergenceBundles && !scratch.ConvergenceBundles || m.CompositeIdentifiers && !scratch.CompositeIdentifiers {
		return nil, false // the function may have been the only one to spell them
	}

	// Splice: the new function's instructions and attachments replace the
	// old one's; everything after it moves.
	nf := scratch.Functions[0]
	first := old.Blocks[0].FirstInst
	last := old.Blocks[len(old.Blocks)-1]
	after := last.FirstInst + last.NumInsts // the first instruction after the function
	attFirst := int32(len(m.InstAttachments))
	if int(first) < len(m.Insts) {
		attFirst = m.Insts[first].AttachFirst
	}
	attAfter := int32(len(m.InstAttachments))
	if int(after) < len(m.Insts) {
		attAfter = m.Insts[after].AttachFirst
	}
	instDelta := int32(len(scratch.Insts)) - (after - first)
	attDelta := int32(len(scratch.InstAttachments)) - (attAfter - attFirst)

	nm = new(ast.Module)
	*nm = *m // the metadata ids and their order are m's: its id index holds
	nm.File, nm.Src = file, src
	nm.TypedPointers = m.TypedPointers || scratch.TypedPointers
	nm.OpaquePointers = m.OpaquePointers || scratch.OpaquePointers
	nm.ConvergenceBundles = m.ConvergenceBundles || scratch.ConvergenceBundles
	nm.CompositeIdentifiers = m.CompositeIdentifiers || scratch.CompositeIdentifiers

	nm.Insts = make([]ast.Inst, 0, len(m.Insts)+int(instDelta))
	nm.Insts = append(nm.Insts, m.Insts[:first]...)
	for _, in := range scratch.Insts {
		in.AttachFirst += attFirst
		nm.Insts = append(nm.Insts, in)
	}
	for _, in := range m.Insts[after:] {
		in.Span = moveSpan(in.Span)
		in.AttachFirst += attDelta
		nm.Insts = append(nm.Insts, in)
	}
	nm.InstAttachments = make([]ast.Attachment, 0, len(m.InstAttachments)+int(attDelta))
	nm.InstAttachments = append(nm.InstAttachments, m.InstAttachments[:attFirst]...)
	nm.InstAttachments = append(nm.InstAttachments, scratch.InstAttachments...)
	for _, a := range m.InstAttachments[attAfter:] {
		a.Span = moveSpan(a.Span)
		nm.InstAttachments = append(nm.InstAttachments, a)
	}

	moveAttachments := func(as []ast.Attachment) []ast.Attachment {
		if len(as) == 0 || as[0].Start < oldEnd {
			return as // before the edit (a list lies on one side of it)
		}
		out := make([]ast.Attachment, len(as))
		for i, a := range as {
			a.Span = moveSpan(a.Span)
			out[i] = a
		}
		return out
	}
	nm.Functions = mapSlice(m.Functions, func(i int, f ast.Function) ast.Function {
		switch {
		case i == fn:
			for k := range nf.Blocks {
				nf.Blocks[k].FirstInst += first
			}
			return nf
		case f.Start >= oldEnd:
			f.NameSpan, f.Header, f.Span = moveSpan(f.NameSpan), moveSpan(f.Header), moveSpan(f.Span)
			if !f.Declare {
				f.Body = moveSpan(f.Body)
			}
			f.Attachments = moveAttachments(f.Attachments)
			f.Blocks = mapSlice(f.Blocks, func(_ int, b ast.Block) ast.Block {
				if b.LabelSpan.Start != token.NoPos {
					b.LabelSpan = moveSpan(b.LabelSpan)
				}
				b.FirstInst += instDelta
				return b
			})
		}
		return f
	})
	nm.Entities = mapSlice(m.Entities, func(_ int, e ast.Entity) ast.Entity {
		if e.Kind == ast.FunctionEntity && int(e.Index) == fn {
			e.Span = scratch.Entities[0].Span
		} else {
			e.Span = moveSpan(e.Span)
		}
		return e
	})
	nm.Globals = mapSlice(m.Globals, func(_ int, g ast.Global) ast.Global {
		if g.Start >= oldEnd {
			g.NameSpan, g.Span = moveSpan(g.NameSpan), moveSpan(g.Span)
			g.Attachments = moveAttachments(g.Attachments)
		}
		return g
	})
	nm.TypeDefs = mapSlice(m.TypeDefs, func(_ int, td ast.TypeDef) ast.TypeDef {
		td.NameSpan, td.Body, td.Span = moveSpan(td.NameSpan), moveSpan(td.Body), moveSpan(td.Span)
		return td
	})
	nm.Comdats = mapSlice(m.Comdats, func(_ int, c ast.Comdat) ast.Comdat {
		c.Span = moveSpan(c.Span)
		return c
	})
	nm.AttrGroups = mapSlice(m.AttrGroups, func(_ int, a ast.AttrGroup) ast.AttrGroup {
		a.Body, a.Span = moveSpan(a.Body), moveSpan(a.Span)
		return a
	})
	nm.MDDefs = mapSlice(m.MDDefs, func(_ int, d ast.MDDef) ast.MDDef {
		d.ValueStart, d.Span = move(d.ValueStart), moveSpan(d.Span)
		return d
	})
	nm.NamedMD = mapSlice(m.NamedMD, func(_ int, n ast.NamedMD) ast.NamedMD {
		if n.Start >= oldEnd {
			n.Span = moveSpan(n.Span)
			n.Operands = mapSlice(n.Operands, func(_ int, o ast.NamedMDOperand) ast.NamedMDOperand {
				o.Span = moveSpan(o.Span)
				return o
			})
		}
		return n
	})
	return nm, true
}

// mdMissing reports whether a metadata id used so far is not defined.
func (p *parser) mdMissing() bool {
	for w, used := range p.mdUsed {
		var def uint64
		if w < len(p.mdDefined) {
			def = p.mdDefined[w]
		}
		if used&^def != 0 {
			return true
		}
	}
	for id := range p.mdBigUsed {
		if !p.mdBigDefined[id] {
			return true
		}
	}
	return false
}

// mapSlice returns f applied to each element of in, in a new slice (nil
// for nil, as the parse leaves an empty list).
func mapSlice[T any](in []T, f func(int, T) T) []T {
	if in == nil {
		return nil
	}
	out := make([]T, len(in))
	for i, x := range in {
		out[i] = f(i, x)
	}
	return out
}
