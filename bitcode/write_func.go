package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/token"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/parser"
)

// A funcBody is a function block ready to be written after the type table.
type funcBody struct {
	nblocks int
	consts  *constTable
	local   *fnMD // function-local metadata
	insts   recList
	vst     []rec
	atts    [][]uint64 // METADATA_ATTACHMENT records
	uselist []rec      // USELIST_CODE_BB records
}

func (b *funcBody) emit(w *bitstream.Writer) {
	w.EnterBlock(wFunctionBlock, functionAbbrevWidth)
	w.EmitRecord(1, []uint64{uint64(b.nblocks)})
	b.consts.emit(w)
	b.local.emit(w)
	b.insts.each(func(r rec) {
		w.Record(r.code, r.ops)
	})
	if len(b.vst) > 0 {
		w.EnterBlock(wValueSymtab, symtabAbbrevWidth)
		for _, r := range b.vst {
			w.Record(r.code, r.ops)
		}
		w.ExitBlock()
	}
	emitAttachments(w, b.atts)
	if len(b.uselist) > 0 {
		w.EnterBlock(wUseListBlock, 3)
		for _, r := range b.uselist {
			w.EmitRecord(r.code, r.ops)
		}
		w.ExitBlock()
	}
	w.ExitBlock()
}

func (e *encoder) attrsOf(text string) []encAttr {
	ts := tokenize(text)
	a, j := parseAttrs(ts, 0, false)
	if j != len(ts) {
		unsupported("attribute", "%s", text)
	}
	return a
}

// function encodes the prototype of function fi and, for a definition, its
// body.
func (e *encoder) function(fi int) (rec, *parser.FuncHeader) {
	f := &e.m.Functions[fi]
	h := must(e.d.FuncHeader(fi))
	ts := dropAttachments(tokenize(e.m.Text(ast.Span{Start: f.Header.Start, End: f.NameSpan.Start})))
	var p gvProps
	i := p.prefix(ts, 1, true)
	retAttrs, j := parseAttrs(ts, i, false)
	checkTypeTokens(ts[j:], h.Result, f.Name)
	restText, valued := e.headerValues(f)
	rest := tokenize(restText)
	if len(rest) == 0 || rest[0].s != "(" {
		unsupported("function", "%s header", f.Name)
	}
	i = matchParen(rest, 0) + 1
	var fnAttrs []encAttr
	var section, align, gc, comdat uint64
	// a function without addrspace(N) is in the program address space
	p.addrSpace = e.layout.ProgramAddrSpace()
	for i < len(rest) {
		w := rest[i].s
		switch {
		case rest[i].str:
			a, j := parseAttrs(rest, i, false)
			fnAttrs = append(fnAttrs, a...)
			i = j
			continue
		case strings.HasPrefix(w, "#"):
			fnAttrs = append(fnAttrs, e.attrs.group(w)...)
		case w == "unnamed_addr":
			p.unnamedAddr = 1
		case w == "local_unnamed_addr":
			p.unnamedAddr = 2
		case w == "addrspace":
			n, j := attrIntArg(rest, i+1)
			if j < 0 {
				unsupported("addrspace", "")
			}
			p.addrSpace = n
			i = j
			continue
		case w == "section" && i+1 < len(rest) && rest[i+1].str:
			section = e.section(rest[i+1].s)
			i += 2
			continue
		case w == "align":
			n, j := attrIntArg(rest, i+1)
			if j < 0 {
				unsupported("function", "align")
			}
			align = encodeAlign(n)
			i = j
			continue
		case w == "comdat":
			comdat, i = e.comdatRef(rest, i, f.Name)
			continue
		case w == "gc" && i+1 < len(rest) && rest[i+1].str:
			gc = e.gcName(rest[i+1].s)
			i += 2
			continue
		case w == "{" || strings.HasPrefix(w, "!"):
			// the body, or the metadata attachments, which end the header
			i = len(rest)
			continue
		default:
			// Attributes up to a function keyword ("align 2" after
			// them is the function's alignment, not an attribute).
			stop := i
			for stop < len(rest) && (rest[stop].str || rest[stop].s != "align" && rest[stop].s != "section" && rest[stop].s != "comdat" &&
				rest[stop].s != "gc" && !strings.HasPrefix(rest[stop].s, "!") && rest[stop].s != "{") {
				stop++
			}
			a, j := parseAttrs(rest[:stop], i, false)
			if j == i {
				unsupported("function", "%s in the header of %s", w, f.Name)
			}
			fnAttrs = append(fnAttrs, a...)
			i = j
			continue
		}
		i++
	}
	var paramAttrs [][]encAttr
	for _, prm := range h.Params {
		paramAttrs = append(paramAttrs, e.attrsOf(strings.Join(prm.Attrs, " ")))
	}
	list := e.attrs.list(fnAttrs, retAttrs, paramAttrs)
	e.types.id(h.Type)
	e.types.id(&ast.Type{Kind: ast.PointerType, AddrSpace: uint32(p.addrSpace), Elem: e.pointee(h.Type)})
	off, size := e.strtabName(f.Name)
	ops := []uint64{off, size, e.types.ref(h.Type), p.cc, b2u(f.Declare), p.linkage, list, align, section,
		p.visibility, gc, p.unnamedAddr, valued["prologue"], p.dll, comdat, valued["prefix"], valued["personality"],
		p.dsoLocal, p.addrSpace}
	return rec{8, ops}, h
}

// fnState numbers the values of one function.
type fnState struct {
	e      *encoder
	base   int // id of the first argument
	locals map[string]int
	blocks map[string]int
	consts *constTable
	meta   *fnMeta
	instID int // id the current instruction would get
}

func (fs *fnState) bb(name string) uint64 {
	b, ok := fs.blocks[name]
	if !ok {
		unsupported("function", "undefined label %s", name)
	}
	return uint64(b)
}

// valueID returns the absolute value id of operand (t, v).
func (fs *fnState) valueID(t *ast.Type, v *ast.Value) int {
	switch v.Kind {
	case ast.LocalRef:
		id, ok := fs.locals[v.Name]
		if !ok {
			unsupported("function", "undefined value %s", v.Name)
		}
		return id
	case ast.MetadataValue:
		// metadata operands are numbered by their metadata id
		h, ok := fs.meta.mdArgs[v]
		if !ok {
			unsupported("metadata", "operand %s", v.Text)
		}
		return int(fs.e.md.id(h, nil))
	}
	if t == nil {
		unsupported("function", "operand %s without a type", v.Text)
	}
	return fs.consts.value(t, v)
}

// rel is pushValue: the operand relative to the current instruction.
func (fs *fnState) rel(t *ast.Type, v *ast.Value) uint64 {
	return uint64(uint32(fs.instID - fs.valueID(t, v)))
}

// relTyped is pushValueAndType: the relative id, and the type for forward
// references.
func (fs *fnState) relTyped(ops []uint64, op *ast.Operand) []uint64 {
	id := fs.valueID(op.Type, &op.Value)
	ops = append(ops, uint64(uint32(fs.instID-id)))
	if id >= fs.instID {
		if op.Type == nil {
			unsupported("function", "forward reference %s without a type", op.Value.Text)
		}
		ops = append(ops, fs.e.types.ref(op.Type))
	}
	return ops
}

// enumConsts numbers the constants among an instruction's operands.
func (fs *fnState) enumConsts(op *ast.Operand) {
	switch op.Value.Kind {
	case ast.LocalRef, ast.LabelRef, ast.GlobalRef, ast.MetadataValue:
		return
	}
	if op.Type == nil {
		return
	}
	fs.consts.value(op.Type, &op.Value)
}

func (e *encoder) body(f *ast.Function, h *parser.FuncHeader, meta *fnMeta) *funcBody {
	meta.decodeBody(e, f)
	defer meta.release(e)
	fs := &fnState{e: e, base: e.nglobals + len(e.mconst.list), locals: map[string]int{}, blocks: map[string]int{}, meta: meta}
	meta.fl.fs = fs
	// Module constants are numbered as they are found, so the function's
	// ids start after all of them: bodies are encoded after every
	// prototype and initializer (see encode).
	var vst []rec
	next := 0 // unnamed value counter
	for k, prm := range h.Params {
		name := prm.Name
		if name == "" {
			name = "%" + strconv.Itoa(next)
			next++
		} else if n := symbolName(name); n != "" {
			vst = append(vst, rec{1, append([]uint64{uint64(fs.base + k)}, chars(n)...)})
		} else {
			next++
		}
		fs.locals[name] = fs.base + k
	}
	idx := 0
	// implicit holds the numbers old IR's unassigned results take
	// ("icmp sgt i32 %a, 0" defines the next %N).
	implicit := map[*ast.Instruction]string{}
	for bi, b := range f.Blocks {
		name := "%" + b.Label
		if b.Label == "" {
			name = "%" + strconv.Itoa(next)
		}
		fs.blocks[name] = bi
		if n := symbolName(name); n != "" {
			vst = append(vst, rec{2, append([]uint64{uint64(bi)}, chars(n)...)})
		}
		if b.Label == "" || isDigits(b.Label) {
			next++
		}
		// Unnamed results (numbered, or a value left unassigned) take
		// the numbers between the blocks'.
		for k := 0; k < int(b.NumInsts); k++ {
			ins := meta.insts[idx]
			idx++
			if ins.ProducesValue() && (ins.Result == "" || isDigits(ins.Result[1:])) {
				if ins.Result == "" {
					implicit[ins] = "%" + strconv.Itoa(next)
				}
				next++
			}
		}
	}
	// Number the constants the instructions use.
	insts := meta.insts
	fs.consts = newConstTable(e, fs.base+len(h.Params))
	for k, ins := range insts {
		if ins.Op == ast.OpAlloca && len(ins.Operands) == 1 {
			fs.consts.value(intType(32), &ast.Value{Kind: ast.IntConst, Text: "1"})
		}
		for j := range ins.Operands {
			if j == 0 && (ins.Op == ast.OpCall || ins.Op == ast.OpInvoke || ins.Op == ast.OpCallBr) {
				v := &ins.Operands[0].Value
				switch v.Kind {
				case ast.LocalRef, ast.GlobalRef:
				case ast.InlineAsm:
					fs.consts.inlineAsm(e.callFnType(ins), e.calleeType(ins), v)
				default:
					fs.consts.value(e.calleeType(ins), v)
				}
				continue
			}
			fs.enumConsts(&ins.Operands[j])
		}
		for _, b := range meta.bundles[int32(k)] {
			for j := range b.ops {
				fs.enumConsts(&b.ops[j])
			}
		}
	}
	id := fs.consts.next()
	for _, ins := range insts {
		if ins.ProducesValue() {
			if name, ok := implicit[ins]; ok {
				fs.locals[name] = id
			} else if ins.Result != "" {
				fs.locals[ins.Result] = id
				if n := symbolName(ins.Result); n != "" && !e.unnamed[f.Name][ins.Result] {
					vst = append(vst, rec{1, append([]uint64{uint64(id)}, chars(n)...)})
				}
			}
			id++
		}
	}
	meta.fl.resolveValues()
	body := &funcBody{nblocks: len(f.Blocks), consts: fs.consts, local: meta.fl, vst: vst}
	body.insts.buf = e.bodyScratch[:0]
	fs.instID = fs.consts.next()
	// Debug records precede their instruction in the text and follow it
	// in the bitcode (the reader puts them before the last instruction).
	var records []rec
	var lastLoc []uint64
	for k, ins := range insts {
		if ins.Op == ast.OpDbgRecord {
			records = append(records, fs.dbgRecord(ins, k))
			continue
		}
		for _, b := range meta.bundles[int32(k)] {
			r := []uint64{e.bundleTag(b.tag)}
			for k := range b.ops {
				r = fs.relTyped(r, &b.ops[k])
			}
			body.insts.add(rec{55, r})
		}
		body.insts.add(fs.inst(ins, e.m.Text(ins.Span), k))
		if l := meta.dbgOf[k]; l != nil {
			ops := e.md.debugLoc(l)
			if equalOps(ops, lastLoc) {
				body.insts.add(rec{fncDebugLocAgain, nil})
			} else {
				body.insts.add(rec{fncDebugLoc, ops})
				lastLoc = ops
			}
		}
		for _, r := range records {
			body.insts.add(r)
		}
		records = records[:0]
		if ins.ProducesValue() {
			fs.instID++
		}
	}
	if len(records) > 0 {
		unsupported("metadata", "debug record at the end of a block")
	}
	body.insts.seal(&e.bodyScratch)
	body.atts = meta.attachmentRecords(e.md)
	body.uselist = fs.blockUseLists(e.m.Text(f.Body))
	return body
}

// checkTypeTokens makes sure the tokens left before a name spell just the
// type want: a word the writer does not know (a calling convention, a new
// keyword) is reported, not dropped.
func checkTypeTokens(ts []tok, want *ast.Type, where string) {
	var b strings.Builder
	for _, t := range ts {
		switch {
		case !t.str && strings.HasPrefix(t.s, `%"`) && !ast.NameNeedsQuotes(parser.Unquote([]byte(t.s[1:]))):
			// %"a" names the type %a, as the type prints
			b.WriteString("%" + parser.Unquote([]byte(t.s[1:])))
		case t.str:
			b.WriteString(ast.QuoteString(t.s))
		default:
			b.WriteString(t.s)
		}
	}
	if b.String() != spacesOutsideQuotesRemoved(want.String()) {
		unsupported("function", "%s before %s", b.String(), where)
	}
}

// spacesOutsideQuotesRemoved returns s without the spaces that separate
// its tokens; a quoted name keeps its own (%"struct.J<K, int>"; a quote
// inside a name is written \22).
func spacesOutsideQuotesRemoved(s string) string {
	var b strings.Builder
	quoted := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			quoted = !quoted
		case c == ' ' && !quoted:
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func equalOps(a, b []uint64) bool {
	if len(a) != len(b) || a == nil {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// dropAttachments removes "!kind !node" pairs (a declaration's metadata
// attachments, written after "declare") from a header's tokens.
func dropAttachments(ts []tok) []tok {
	out := ts[:0:0]
	for i := 0; i < len(ts); i++ {
		if !ts[i].str && strings.HasPrefix(ts[i].s, "!") && i+1 < len(ts) && strings.HasPrefix(ts[i+1].s, "!") {
			i++
			continue
		}
		out = append(out, ts[i])
	}
	return out
}

// headerValues finds the typed constants of a function header after its
// name (prefix, prologue, personality), numbers them as module constants
// (id+1, as the record holds them) and returns the header text without
// them.
func (e *encoder) headerValues(f *ast.Function) (string, map[string]uint64) {
	start := f.NameSpan.End
	text := e.m.Text(ast.Span{Start: start, End: f.Header.End})
	out := map[string]uint64{}
	for _, kw := range []string{"prefix", "prologue", "personality"} {
		i := wordIndex(text, kw)
		if i < 0 {
			continue
		}
		pos := start + token.Pos(i+len(kw))
		md := must(e.d.MDAt(pos))
		if md.Kind != ast.MDValue || md.Value == nil {
			unsupported("function", "%s of %s", kw, f.Name)
		}
		out[kw] = uint64(e.mconst.value(md.Value.Type, &md.Value.Value)) + 1
		end := int(md.End - start)
		text = text[:i] + strings.Repeat(" ", end-i) + text[end:]
	}
	return text, out
}

// wordIndex finds keyword kw in header text outside quotes and
// parentheses (the parameter list comes first).
func wordIndex(text, kw string) int {
	depth, inStr := 0, false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case inStr:
			if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 0 && strings.HasPrefix(text[i:], kw) && (i == 0 || text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '\n') &&
			i+len(kw) < len(text) && (text[i+len(kw)] == ' ' || text[i+len(kw)] == '\t' || text[i+len(kw)] == '\n'):
			return i
		}
	}
	return -1
}

func (e *encoder) gcName(name string) uint64 {
	for i, g := range e.gcs {
		if g == name {
			return uint64(i + 1)
		}
	}
	e.gcs = append(e.gcs, name)
	return uint64(len(e.gcs))
}
