package lsp

import (
	"bytes"
	"sort"
	"strconv"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// A class is the namespace a name lives in.
type class uint8

const (
	clNone      class = iota
	clGlobal          // @f, @0: functions, variables, aliases, ifuncs
	clLocal           // %x, %0 inside a function: values, parameters, blocks
	clType            // %T: named types
	clComdat          // $c
	clAttrGroup       // #0
	clMDID            // !0
	clMDName          // !name: named metadata
	clMDKind          // !dbg: an attachment kind (no definition)
)

// An occ is one occurrence of a name in the text.
type occ struct {
	start, end int
	class      class
	def        bool
	fn         int // the function whose local it is (clLocal), else -1
}

// A fnInfo is one function as the token scan finds it.
type fnInfo struct {
	name               string // decoded, with '@'
	start              int    // offset of "define"/"declare"
	nameStart, nameEnd int
	bodyStart, bodyEnd int // '{' and after '}', -1 for declarations
	end                int // end of the function's text
	// depth is the scan's nesting of ( [ < after the body, 0 unless the
	// body leaves one open: it holds for the text after the function.
	depth int
}

// An index is what the server knows of a document's names without
// parsing it: one token scan finds every function and every definition of
// a module-level name, so it works on text that does not parse (yet) and
// costs a few words per definition. Uses are found by scanning again when
// asked: a 50 MB module scans in a fraction of a second, and storing every
// use would cost more memory than the text itself.
type index struct {
	src  []byte
	fns  []fnInfo
	defs map[string]int // class letter + decoded name -> def token start, module-level names
	// mdDefs[id] is 1 + the offset of "!id" in its definition, 0 when
	// undefined; dense, since ids are numbered from 0.
	mdDefs []int32
}

// key is the map key of a module-level name.
func key(c class, name string) string { return string(rune('a'+c)) + name }

// buildIndex scans src once.
func buildIndex(src []byte) *index {
	ix := &index{src: src, defs: make(map[string]int)}
	ix.walk(func(o occ) bool {
		ix.addDef(o)
		return true
	})
	return ix
}

// addDef records o when it defines a module-level name and is the first
// definition of it in the text (the earliest wins, as LLVM's does).
func (ix *index) addDef(o occ) {
	if !o.def || o.class == clLocal {
		return
	}
	if o.class == clMDID {
		id, ok := ix.mdID(o)
		if !ok {
			return
		}
		for len(ix.mdDefs) <= id {
			ix.mdDefs = append(ix.mdDefs, 0)
		}
		if ix.mdDefs[id] == 0 || int(ix.mdDefs[id]) > o.start+1 {
			ix.mdDefs[id] = int32(o.start + 1)
		}
		return
	}
	k := key(o.class, ix.name(o))
	if prev, dup := ix.defs[k]; !dup || prev > o.start {
		ix.defs[k] = o.start
	}
}

// mdID returns the number of metadata occurrence o, ok false when it is
// out of the index's range.
func (ix *index) mdID(o occ) (int, bool) {
	id, err := strconv.Atoi(string(ix.src[o.start+1 : o.end]))
	return id, err == nil && id >= 0 && id < 1<<26
}

// name returns the decoded name of occurrence o, with its sigil: "%x" for
// a block label "x:".
func (ix *index) name(o occ) string {
	b := ix.src[o.start:o.end]
	if len(b) > 0 && b[len(b)-1] == ':' { // a label
		return parser.Name(append([]byte{'%'}, b[:len(b)-1]...))
	}
	return parser.Name(b)
}

// walk calls fn for every name occurrence in the text, in order, telling
// definitions from uses. It also fills ix.fns. The state machine follows
// the module's top-level structure: a function header (define/declare up to
// the body), a body (locals and labels are defined there), and the rest.
func (ix *index) walk(fn func(occ) bool) {
	var s scanner.Scanner
	s.Init(ix.src)
	ix.fns = ix.fns[:0]
	const (
		top = iota
		header
		body
	)
	state := top
	depth := 0  // ( [ < { nesting, outside a body's own braces
	braces := 0 // brace depth inside a body (1 = the body itself)
	fnIdx := -1 // current function
	paramsOpen := false
	paramsDone := false
	isDefine := false
	sawName := false
	cur := s.Next()
	for cur.Kind != scanner.EOF {
		next := s.Next()
		start, end := int(cur.Start), int(cur.End)
		lit := ix.src[start:end]
		switch cur.Kind {
		case scanner.Ident:
			if depth == 0 && state != body && (string(lit) == "define" || string(lit) == "declare") {
				if fnIdx >= 0 && ix.fns[fnIdx].end < 0 {
					ix.fns[fnIdx].end = start
				}
				state = header
				isDefine = string(lit) == "define"
				sawName, paramsOpen, paramsDone = false, false, false
				ix.fns = append(ix.fns, fnInfo{start: start, bodyStart: -1, bodyEnd: -1, end: -1})
				fnIdx = len(ix.fns) - 1
			}
		case scanner.LParen, scanner.LBrack, scanner.Less:
			if state == header && cur.Kind == scanner.LParen && sawName && !paramsOpen && depth == 0 {
				paramsOpen = true
			}
			depth++
		case scanner.RParen, scanner.RBrack, scanner.Greater:
			if depth > 0 {
				depth--
			}
			if state == header && paramsOpen && depth == 0 && cur.Kind == scanner.RParen {
				paramsDone = true
			}
		case scanner.LBrace:
			switch {
			case state == header && isDefine && paramsDone && depth == 0:
				state = body
				braces = 1
				ix.fns[fnIdx].bodyStart = start
			case state == body:
				braces++
			default:
				depth++
			}
		case scanner.RBrace:
			switch {
			case state == body:
				braces--
				if braces == 0 {
					ix.fns[fnIdx].bodyEnd = end
					ix.fns[fnIdx].end = end
					ix.fns[fnIdx].depth = depth
					state = top
				}
			case depth > 0:
				depth--
			}
		case scanner.GlobalVar, scanner.GlobalID:
			o := occ{start: start, end: end, class: clGlobal, fn: -1}
			if state == header && !sawName && depth == 0 {
				sawName = true
				o.def = true
				f := &ix.fns[fnIdx]
				f.nameStart, f.nameEnd, f.name = start, end, parser.Name(lit)
			} else if state != body && depth == 0 && next.Kind == scanner.Equal {
				o.def = true
				state = ix.leaveHeader(state, fnIdx, start)
			}
			if !fn(o) {
				return
			}
		case scanner.LocalVar, scanner.LocalID:
			o := occ{start: start, end: end, class: clLocal, fn: fnIdx}
			switch {
			case state == body:
				o.def = next.Kind == scanner.Equal && depth == 0
			case state == header && paramsOpen && !paramsDone && depth == 1 && isDefine &&
				(next.Kind == scanner.Comma || next.Kind == scanner.RParen):
				o.def = true // a parameter
			default:
				o.class, o.fn = clType, -1
				if depth == 0 && next.Kind == scanner.Equal {
					o.def = true
					state = ix.leaveHeader(state, fnIdx, start)
				}
			}
			if !fn(o) {
				return
			}
		case scanner.Label:
			if state == body && depth == 0 && braces == 1 {
				if !fn(occ{start: start, end: end, class: clLocal, def: true, fn: fnIdx}) {
					return
				}
			}
		case scanner.ComdatVar:
			o := occ{start: start, end: end, class: clComdat, fn: -1}
			if state != body && depth == 0 && next.Kind == scanner.Equal {
				o.def = true
				state = ix.leaveHeader(state, fnIdx, start)
			}
			if !fn(o) {
				return
			}
		case scanner.AttrGrpID:
			o := occ{start: start, end: end, class: clAttrGroup, fn: -1}
			if state != body && depth == 0 && next.Kind == scanner.Equal {
				o.def = true
				state = ix.leaveHeader(state, fnIdx, start)
			}
			if !fn(o) {
				return
			}
		case scanner.MetadataID:
			o := occ{start: start, end: end, class: clMDID, fn: -1}
			if state != body && depth == 0 && next.Kind == scanner.Equal {
				o.def = true
				state = ix.leaveHeader(state, fnIdx, start)
			}
			if !fn(o) {
				return
			}
		case scanner.MetadataVar:
			if next.Kind == scanner.LParen {
				break // a specialized node's kind: !DILocation(
			}
			o := occ{start: start, end: end, class: clMDKind, fn: -1}
			if state != body && depth == 0 && next.Kind == scanner.Equal {
				o.class, o.def = clMDName, true
				state = ix.leaveHeader(state, fnIdx, start)
			}
			if !fn(o) {
				return
			}
		}
		cur = next
	}
	if fnIdx >= 0 && ix.fns[fnIdx].end < 0 {
		ix.fns[fnIdx].end = len(ix.src)
	}
	for i := range ix.fns {
		if ix.fns[i].end < 0 {
			ix.fns[i].end = ix.fns[i].nameEnd
		}
	}
}

// leaveHeader ends a declaration's header at a module-level definition.
func (ix *index) leaveHeader(state, fnIdx, at int) int {
	if state == 1 && fnIdx >= 0 && ix.fns[fnIdx].end < 0 {
		ix.fns[fnIdx].end = at
	}
	return 0
}

// fnAt returns the function whose text holds offset off, or -1.
func (ix *index) fnAt(off int) int {
	i := sort.Search(len(ix.fns), func(i int) bool { return ix.fns[i].start > off }) - 1
	if i >= 0 && off < ix.fns[i].end {
		return i
	}
	return -1
}

// occAt returns the name occurrence at offset off (a cursor inside or just
// after it), classified as walk classifies it, scanning only the function
// or top-level line around it.
func (ix *index) occAt(off int) (occ, bool) {
	from := 0
	if f := ix.fnAt(off); f >= 0 {
		from = ix.fns[f].start
	} else {
		// Module level: scan from the line start; walk's state is top there.
		from = off
		for from > 0 && ix.src[from-1] != '\n' {
			from--
		}
	}
	var found occ
	ok := false
	ix.walkFrom(from, func(o occ) bool {
		if o.start <= off && off <= o.end {
			found, ok = o, true
		}
		return o.start <= off
	})
	return found, ok
}

// walkFrom runs walk over the text from offset from on, with offsets of
// the whole text and locals' functions as ix numbers them, until fn
// returns false.
func (ix *index) walkFrom(from int, fn func(occ) bool) {
	sub := &index{src: ix.src[from:]}
	sub.walk(func(o occ) bool {
		o.start += from
		o.end += from
		if o.class == clLocal {
			o.fn = ix.fnAt(o.start)
		}
		return fn(o)
	})
}

// sameName reports whether occurrence u spells the decoded name; it
// decodes only quoted spellings, so a scan allocates nothing for plain ones.
func (ix *index) sameName(u occ, name string) bool {
	raw := ix.src[u.start:u.end]
	if bytes.IndexByte(raw, '"') >= 0 {
		return ix.name(u) == name
	}
	if raw[len(raw)-1] == ':' { // a block label defines %label
		return len(name) == len(raw) && name[0] == '%' && name[1:] == string(raw[:len(raw)-1])
	}
	return string(raw) == name
}

// lookupDef returns the definition of the name at o: its offset and
// length, ok false when it has none.
func (ix *index) lookupDef(o occ) (start, end int, ok bool) {
	name := ix.name(o)
	switch o.class {
	case clLocal:
		if o.fn < 0 {
			return 0, 0, false
		}
		f := ix.fns[o.fn]
		ix.walkFrom(f.start, func(u occ) bool {
			if u.start >= f.end {
				return false
			}
			if u.class == clLocal && u.def && ix.sameName(u, name) {
				start, end, ok = u.start, u.end, true
				return false
			}
			return true
		})
		if !ok { // a named type used in a body
			return ix.lookupDef(occ{start: o.start, end: o.end, class: clType, fn: -1})
		}
		return start, end, ok
	case clMDID:
		id, err := strconv.Atoi(name[1:])
		if err != nil || id < 0 || id >= len(ix.mdDefs) || ix.mdDefs[id] == 0 {
			return 0, 0, false
		}
		s := int(ix.mdDefs[id]) - 1
		return s, s + len(name), true
	case clMDKind:
		return 0, 0, false
	}
	s, found := ix.defs[key(o.class, name)]
	if !found {
		return 0, 0, false
	}
	return s, s + o.end - o.start, true
}

// uses calls fn for every occurrence of the name at o (its definition
// included), in text order.
func (ix *index) uses(o occ, fn func(occ)) {
	name := ix.name(o)
	c := o.class
	from, to := 0, len(ix.src)
	if c == clLocal && o.fn >= 0 {
		from, to = ix.fns[o.fn].start, ix.fns[o.fn].end
		if _, _, isLocal := ix.localDef(o); !isLocal {
			c = clType
			from, to = 0, len(ix.src)
		}
	}
	ix.walkFrom(from, func(u occ) bool {
		if u.start >= to {
			return false
		}
		if !ix.sameName(u, name) {
			return true
		}
		uc := u.class
		if uc == clLocal && c == clType {
			// a type name used in a body scans as a local
			if _, _, isLocal := ix.localDef(u); !isLocal {
				uc = clType
			}
		}
		if uc == c && (c != clLocal || u.fn == o.fn) {
			fn(u)
		}
		return true
	})
}

// localDef finds the definition of local o in its function.
func (ix *index) localDef(o occ) (int, int, bool) {
	if o.fn < 0 {
		o.fn = ix.fnAt(o.start)
	}
	if o.fn < 0 {
		return 0, 0, false
	}
	name := ix.name(o)
	f := ix.fns[o.fn]
	var s, e int
	ok := false
	ix.walkFrom(f.start, func(u occ) bool {
		if u.start >= f.end {
			return false
		}
		if u.class == clLocal && u.def && ix.sameName(u, name) {
			s, e, ok = u.start, u.end, true
			return false
		}
		return true
	})
	return s, e, ok
}

// edited returns the index of src, the text made from ix's by replacing
// ix.src[a:b] with n bytes, without scanning it all: when the edit lies
// inside one function's body and a scan of that function finds it the
// same shape (the body ends where it did, moved by the edit, leaves the
// nesting as it did and defines nothing but locals), every other offset
// only moves. ok is false
// otherwise: the caller builds the index anew. Typing in a body of a 50 MB
// module thus costs a scan of one function, not of the module.
func (ix *index) edited(src []byte, a, b, n int) (*index, bool) {
	f := ix.fnAt(a)
	if f < 0 {
		return ix.editedTop(src, a, b, n)
	}
	fi := ix.fns[f]
	// Strictly between the braces (bodyEnd is after the closing one).
	if fi.bodyStart < 0 || a <= fi.bodyStart || b >= fi.bodyEnd-1 {
		return nil, false
	}
	delta := n - (b - a)
	sub := &index{src: src[fi.start:]}
	same := true
	sub.walk(func(o occ) bool {
		if o.start >= fi.end+delta-fi.start {
			return false
		}
		if o.def && o.class != clLocal && o.start != fi.nameStart-fi.start {
			same = false // a module-level definition inside the function
			return false
		}
		return true
	})
	if !same || len(sub.fns) == 0 {
		return nil, false
	}
	g := sub.fns[0]
	if g.bodyStart != fi.bodyStart-fi.start || g.bodyEnd != fi.bodyEnd+delta-fi.start || g.end != fi.end+delta-fi.start || g.depth != fi.depth {
		return nil, false
	}
	move := func(off int) int {
		if off >= b {
			return off + delta
		}
		return off
	}
	nix := &index{src: src, fns: make([]fnInfo, len(ix.fns)), defs: make(map[string]int, len(ix.defs))}
	if ix.mdDefs != nil {
		nix.mdDefs = make([]int32, len(ix.mdDefs))
	}
	for i, x := range ix.fns {
		x.start, x.nameStart, x.nameEnd, x.end = move(x.start), move(x.nameStart), move(x.nameEnd), move(x.end)
		if x.bodyStart >= 0 {
			x.bodyStart, x.bodyEnd = move(x.bodyStart), move(x.bodyEnd)
		}
		nix.fns[i] = x
	}
	for k, off := range ix.defs {
		nix.defs[k] = move(off)
	}
	for id, off1 := range ix.mdDefs {
		if off1 != 0 {
			nix.mdDefs[id] = int32(move(int(off1)-1) + 1)
		}
	}
	return nix, true
}

// editedTop is edited for an edit after every function, where metadata
// lives: the text from the module-level definition before the edit to the
// one after it is scanned again. The scan's state at a definition is known
// (top level, nothing open), so the definitions in between are all that
// can change, provided the scan of the new text finds the next definition
// where it was, moved by the edit.
func (ix *index) editedTop(src []byte, a, b, n int) (*index, bool) {
	lastEnd := 0
	for _, f := range ix.fns {
		lastEnd = max(lastEnd, f.end, f.nameEnd)
	}
	// p: the last definition at or before a; q: the first at or after b.
	p, q := -1, len(ix.src)
	see := func(off int) {
		if off <= a && off > p {
			p = off
		}
		if off >= b && off < q {
			q = off
		}
	}
	for _, off := range ix.defs {
		see(off)
	}
	for _, off1 := range ix.mdDefs {
		if off1 != 0 {
			see(int(off1) - 1)
		}
	}
	if p < 0 || p < lastEnd {
		return nil, false
	}
	delta := n - (b - a)
	stop := q + delta // the next definition in the new text
	region := &index{src: src[p:]}
	var found []occ
	reached := q == len(ix.src)
	region.walk(func(o occ) bool {
		o.start += p
		o.end += p
		if o.start >= stop {
			reached = o.start == stop && o.def
			return false
		}
		if o.def && o.class != clLocal {
			found = append(found, o)
		}
		return true
	})
	if !reached || len(region.fns) > 0 {
		return nil, false
	}
	move := func(off int) int {
		if off >= b {
			return off + delta
		}
		return off
	}
	nix := &index{src: src, fns: ix.fns, defs: make(map[string]int, len(ix.defs))}
	if ix.mdDefs != nil {
		nix.mdDefs = make([]int32, len(ix.mdDefs))
	}
	// Drop the definitions between p and q; each must be found again, or a
	// later definition of the same name would become the first.
	lost := map[string]bool{}
	for k, off := range ix.defs {
		if off >= p && off < q {
			lost[k] = true
			continue
		}
		nix.defs[k] = move(off)
	}
	lostIDs := map[int]bool{}
	for id, off1 := range ix.mdDefs {
		if off1 == 0 {
			continue
		}
		if off := int(off1) - 1; off >= p && off < q {
			lostIDs[id] = true
		} else {
			nix.mdDefs[id] = int32(move(off) + 1)
		}
	}
	for _, o := range found {
		nix.addDef(o)
		if o.class == clMDID {
			id, _ := nix.mdID(o)
			delete(lostIDs, id)
		} else {
			delete(lost, key(o.class, nix.name(o)))
		}
	}
	if len(lost) > 0 || len(lostIDs) > 0 {
		return nil, false
	}
	return nix, true
}
