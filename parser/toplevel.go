package parser

import (
	"bytes"
	"cmp"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// ParseFile parses the LLVM IR text src of the file called filename. As
// with go/parser, a nil src means: read the file called filename (an
// empty module is []byte{}). It returns the module and, when the text has
// errors, an ErrorList sorted by position (or, for the references to
// undefined names that a clean parse finds at the end, in the order
// llvm-as meets them, so that the first is its message). The module is
// returned even with errors; entities that failed to parse are missing from it, but
// printing it still reproduces src. A file that cannot be read gives a
// nil module and the error of os.ReadFile.
//
// ParseFile reads text only; irmeta.Open (the module's root package) also
// reads bitcode and returns the module with its metadata graph.
func ParseFile(filename string, src []byte, mode Mode) (*ast.Module, error) {
	if src == nil {
		var err error
		if src, err = os.ReadFile(filename); err != nil {
			return nil, err
		}
	}
	return ParseFileOptions(filename, src, Options{Mode: mode})
}

// Options are the settings of ParseFileOptions.
type Options struct {
	Mode Mode
	// Pager, when set, is told as the parse advances how much of src it
	// read, and becomes the module's (see ast.Module.Pager).
	Pager ast.Pager
	// Abandon, when set, is the module's Abandon flag (see
	// ast.Module.Abandon): the parse stops between entities once it is
	// true, panicking with ast.Abandoned.
	Abandon *atomic.Bool
	// Version is the LLVM release whose parser the parse follows (its
	// attribute keywords, removed constant expressions, ...); the zero
	// Version is llvmver.Default.
	Version llvmver.Version
}

// pagerStep is how far the parse advances between calls of the pager.
const pagerStep = 256 << 10

// ParseFileOptions is ParseFile with options.
func ParseFileOptions(filename string, src []byte, opt Options) (*ast.Module, error) {
	mode := opt.Mode
	file := token.NewFile(filename, src)
	m := &ast.Module{File: file, Src: src, Version: opt.Version.Or(), Abandon: opt.Abandon, Pager: opt.Pager}
	p := &parser{m: m, kindIndex: make(map[string]int32), ver: opt.Version.Or()}
	p.attrs = attrTableFor(p.ver)
	p.presize(src)
	p.init(file, mode)
	// The metadata section of a big module is parsed beside the rest (see
	// split.go).
	var tail chan *parser
	var tailAt chan int
	if len(src) >= splitMin {
		tail, tailAt = make(chan *parser, 1), make(chan int, 1)
		t := p.tailParser(p.m.MDDefs)
		p.m.MDDefs = nil
		go t.findTail(tailAt, tail)
	}
	// The second half of the function definitions too (splitfuncs.go).
	var funcs chan *parser
	funcsAt := -1
	if len(src) >= splitMin {
		end := functionsEndGuess(src)
		var first int
		if funcsAt, first = funcsSplitAt(src, end); funcsAt > 0 {
			funcs = make(chan *parser, 1)
			go p.funcsParser(funcsAt, first, end).parseFuncs(funcs)
		}
	}
	refs := false // the end-of-module reference checks ran
	func() {
		defer func() {
			if funcs != nil {
				<-funcs // not left running after a panic
			}
			if tail != nil {
				<-tail // not left running after a panic
			}
			if r := recover(); r != nil {
				if _, ok := r.(tooMany); !ok {
					panic(r)
				}
			}
		}()
		if funcs != nil {
			p.parseUpTo(funcsAt)
			f := <-funcs
			funcs = nil
			p.mergeFuncs(f, funcsAt)
		}
		if tail != nil {
			at := <-tailAt
			stopped := at > 0 && p.parseUpTo(at)
			t := <-tail
			tail = nil
			if !stopped || !p.mergeTail(t) {
				if len(p.m.MDDefs) == 0 {
					p.m.MDDefs = t.m.MDDefs[:0] // the presized array
				}
			}
		}
		p.parseModule()
		p.m.IntrinsicRefs = p.intrinsicRefs
		slices.SortFunc(p.m.IntrinsicRefs, func(a, b ast.Span) int { return cmp.Compare(a.Start, b.Start) })
		// LLParser checks the references at the end of the module, after
		// a clean parse only; after an error, missing definitions are
		// mostly consequences of it (a truncated file), so, as go/types
		// does with follow-up errors, they are not reported.
		if mode&SkipRefCheck == 0 && len(p.errors) == 0 {
			p.checkUseListOrderBB()
		}
		if mode&SkipRefCheck == 0 && len(p.errors) == 0 {
			p.checkSummaryRefs()
		}
		if mode&SkipRefCheck == 0 && len(p.errors) == 0 {
			refs = true
			defer func() {
				for _, e := range p.errors {
					e.atEnd = true // the only errors are the references'
				}
			}()
			p.checkRefs()
			if len(p.errors) == 0 {
				p.checkSummaryIndex() // LLParser's validateEndOfIndex, after the module's
			}
		}
	}()
	if mode&AllErrors == 0 && len(p.errors) > maxErrors {
		p.errors = p.errors[:maxErrors]
	}
	if !refs {
		p.errors.Sort() // the reference errors are in LLParser's order
	}
	return m, p.errors.Err()
}

// presize reserves capacity for the big per-module slices, so that large
// modules neither pay for repeated slice growth (which allocates several
// times the final size) nor hold much unused capacity. Counting over the
// whole source cost a quarter of the parse, so the counts come from
// presizeWindows evenly spaced windows and are scaled up with a margin; a
// wrong guess costs only one growth or some spare capacity. Small files
// grow as they go.
func (p *parser) presize(src []byte) {
	if len(src) < presizeMin {
		return
	}
	var c lineCounts
	sampled := 0
	step := len(src) / presizeWindows
	for w := 0; w < presizeWindows; w++ {
		lo := w * step
		hi := min(lo+presizeWindow, len(src))
		c.add(src, lo, hi)
		sampled += hi - lo
	}
	// Each window mapped in its neighbours (see ast.TextCursor).
	if p.m.Pager != nil {
		p.m.Pager.Advance(presizeWindows * ast.FaultAround)
	}
	scale := func(n int) int {
		est := int(float64(n) * float64(len(src)) / float64(sampled))
		return est + est/32 + 64
	}
	p.m.Insts = make([]ast.Inst, 0, scale(c.indented))
	p.m.MDDefs = make([]ast.MDDef, 0, scale(c.defs))
	p.m.InstAttachments = make([]ast.Attachment, 0, scale(c.attach))
	p.m.Entities = make([]ast.Entity, 0, 64+len(src)/4096)
	p.m.Functions = make([]ast.Function, 0, scale(c.funcs))
}

// Sampling of presize: files below presizeMin bytes are not presized; larger
// ones are sampled in presizeWindows windows of presizeWindow bytes.
const (
	presizeMin     = 1 << 20
	presizeWindows = 64
	presizeWindow  = 4 << 10
)

// lineCounts holds upper-bound counts in ordinary text: instructions start
// with indentation, metadata definitions with '!', functions with 'd'
// (define, declare), and attachments follow ", !" or ") !" on a line that
// is neither a metadata definition nor a debug record (whose operands are
// full of ", !": counting them doubled the attachments' array of a clang
// -O2 -g module).
type lineCounts struct {
	indented, defs, funcs, attach int
}

// add counts the lines that start in src[lo+1:hi] and the attachments in it.
func (c *lineCounts) add(src []byte, lo, hi int) {
	noAttach := false // the window may start inside such a line: a guess
	for i := lo + 1; i < hi; i++ {
		switch src[i-1] {
		case '\n':
			j := i
			for j < hi && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			noAttach = j < hi && (src[j] == '!' || src[j] == '#')
			switch src[i] {
			case ' ', '\t':
				c.indented++
			case '!':
				c.defs++
			case 'd':
				c.funcs++
			}
		case '!':
			if !noAttach && i >= 3 && src[i-2] == ' ' && (src[i-3] == ',' || src[i-3] == ')') {
				c.attach++
			}
		}
	}
}

// parseModule parses top-level entities until the end of the file.
func (p *parser) parseModule() {
	read := int(p.tok.Start)
	for p.tok.Kind != scanner.EOF {
		p.m.CheckAbandoned()
		p.parseEntity()
		read = p.advanced(read)
	}
}

// advanced tells the module's pager how far the parse got since offset
// read, once that is pagerStep or more, and returns the offset it is at
// when it did (read otherwise).
func (p *parser) advanced(read int) int {
	at := int(p.tok.Start)
	if p.m.Pager == nil || at-read < pagerStep {
		return read
	}
	p.m.Pager.Advance(at - read)
	return at
}

// parseEntity parses one top-level entity, recovering after an error by
// skipping to the next line that can start an entity.
func (p *parser) parseEntity() {
	start := p.tok.Start
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			p.fn, p.constDepth = nil, 0
			if p.tok.Start == start && p.tok.Kind != scanner.EOF {
				p.next() // make progress past a token that failed at once
			}
			p.recover()
		}
	}()
	// LLParser reads target definitions and source_filename only before
	// any other entity.
	if p.is("source_filename") || p.is("target") {
		if p.pastHeader {
			p.fail("expected top-level entity")
		}
	} else if p.tok.Kind != scanner.Illegal {
		p.pastHeader = true
	}
	switch p.tok.Kind {
	case scanner.Ident:
		switch string(p.lit()) {
		case "source_filename":
			p.next()
			p.expect(scanner.Equal, "'=' after source_filename")
			p.m.SourceFilename = Unquote(p.lit())
			p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			p.addEntity(ast.SourceFilenameEntity, -1, start)
		case "target":
			p.next()
			isTriple := p.is("triple")
			if !isTriple && !p.is("datalayout") {
				p.fail("unknown target property")
			}
			p.next()
			p.expect(scanner.Equal, "'=' after target "+map[bool]string{true: "triple", false: "datalayout"}[isTriple])
			v, at := Unquote(p.lit()), p.tok.Start
			p.expect(scanner.String, "string constant")
			if isTriple {
				p.m.Triple = v
			} else {
				p.m.DataLayout = v
				p.checkDataLayout(v, at)
			}
			p.addEntity(ast.TargetEntity, -1, start)
		case "module":
			p.next()
			if !p.gotKw("asm") {
				p.fail("expected 'module asm'")
			}
			p.expect(scanner.String, "string constant")
			p.addEntity(ast.ModuleAsmEntity, -1, start)
		case "deplibs":
			p.next()
			p.expect(scanner.Equal, "'='")
			p.expect(scanner.LBrack, "'['")
			for p.tok.Kind != scanner.RBrack {
				p.expect(scanner.String, "string constant")
				if !p.got(scanner.Comma) {
					break
				}
			}
			p.expect(scanner.RBrack, "']'")
			p.addEntity(ast.DepLibsEntity, -1, start)
		case "define", "declare":
			p.parseFunction()
		case "attributes":
			p.parseAttrGroup()
		case "uselistorder":
			p.parseUseListOrder()
			p.addEntity(ast.UseListOrderEntity, -1, start)
		case "uselistorder_bb":
			p.parseUseListOrderBB()
			p.addEntity(ast.UseListOrderEntity, -1, start)
		default:
			p.fail("expected top-level entity")
		}
	case scanner.LocalVar, scanner.LocalID:
		p.parseTypeDef()
	case scanner.ComdatVar:
		p.parseComdat()
	case scanner.GlobalVar, scanner.GlobalID:
		p.parseGlobal()
	case scanner.MetadataID:
		p.parseMDDef()
	case scanner.MetadataVar:
		p.parseNamedMD()
	case scanner.SummaryID:
		p.parseSummary()
	case scanner.Exclaim:
		// LLParser reads "!" as a metadata definition's and wants its
		// number next. ("! 3 = ..." with a space is a definition to
		// LLParser, not read here.)
		if p.peek().Kind == scanner.Int {
			p.fail("expected top-level entity")
		}
		p.next()
		p.fail("expected integer")
	default:
		p.fail("expected top-level entity")
	}
}

// recover skips tokens until one that starts a line and can start a
// top-level entity.
func (p *parser) recover() {
	for p.tok.Kind != scanner.EOF {
		if p.atLineStart(p.tok.Start) && p.startsEntity() {
			return
		}
		p.next()
	}
}

func (p *parser) atLineStart(pos token.Pos) bool {
	return pos == 0 || p.src[pos-1] == '\n' || p.src[pos-1] == '\r'
}

func (p *parser) startsEntity() bool {
	switch p.tok.Kind {
	case scanner.LocalVar, scanner.LocalID, scanner.ComdatVar, scanner.GlobalVar, scanner.GlobalID,
		scanner.MetadataID, scanner.MetadataVar, scanner.SummaryID:
		return true
	case scanner.Ident:
		switch string(p.lit()) {
		case "source_filename", "target", "module", "deplibs", "define", "declare", "attributes",
			"uselistorder", "uselistorder_bb":
			return true
		}
	}
	return false
}

// addEntity appends an entity that started at start and ends at the end of
// the last consumed token.
func (p *parser) addEntity(k ast.EntityKind, index int, start token.Pos) {
	p.m.Entities = append(p.m.Entities, ast.Entity{Kind: k, Index: int32(index), Count: 1, Span: ast.Span{Start: start, End: p.prevEnd()}})
}

// prevEnd returns the end of the last consumed token: the scanner has read
// the current token, so walk back over the white space and comments before
// it. Comments cannot be told apart backwards cheaply, so track it instead.
func (p *parser) prevEnd() token.Pos { return p.lastEnd }

// parseTypeDef parses "%T = type <type>|opaque".
func (p *parser) parseTypeDef() {
	start := p.tok.Start
	nameTok := p.tok
	p.next()
	p.expect(scanner.Equal, "'=' after name")
	if !p.gotKw("type") {
		p.fail("expected 'type' after name")
	}
	bodyStart := p.tok.Start
	raw := string(p.src[nameTok.Start:nameTok.End])
	usedBefore := p.typeUsed(raw)
	// LLParser gives a named type a struct placeholder when it is used
	// before its definition: a definition that is no struct then fails.
	isStruct := p.tok.Kind == scanner.LBrace || p.tok.Kind == scanner.Less && p.peek().Kind == scanner.LBrace || p.is("opaque")
	if !p.build && !isStruct && usedBefore {
		p.failAt(start, "forward references to non-struct type")
	}
	if !p.gotKw("opaque") {
		p.inTypeDef = true
		p.parseType()
		p.inTypeDef = false
	}
	if !p.build && !isStruct && !usedBefore && p.typeUsed(raw) {
		name := Name([]byte(raw))
		if body := p.src[bodyStart:p.prevEnd()]; len(body) < 2 || body[0] != '%' || Name(body) != name {
			p.inTypeDef = true
			pos, ok := p.opaqueFuncTypeArg(bodyStart)
			p.inTypeDef = false
			if ok {
				p.failAt(pos, "invalid type for function argument") // met first, inside the body
			}
			p.failAt(start, "non-struct types may not be recursive")
		} else {
			// %A = type %A: the use stays undefined (checkTypeRefs).
			if p.selfAliased == nil {
				p.selfAliased = make(map[string]bool)
			}
			p.selfAliased[name] = true
		}
	}
	td := ast.TypeDef{Name: Name(p.src[nameTok.Start:nameTok.End]), NameSpan: span(nameTok), Body: ast.Span{Start: bodyStart, End: p.prevEnd()}}
	p.defineName(&p.typeNames, td.Name, nameTok.Start, "redefinition of type")
	if !p.build {
		if p.typeDefRaw == nil {
			p.typeDefRaw = make(map[string]bool)
		}
		p.typeDefRaw[raw] = true
	}
	td.Span = ast.Span{Start: start, End: p.prevEnd()}
	p.m.TypeDefs = append(p.m.TypeDefs, td)
	p.addEntity(ast.TypeDefEntity, len(p.m.TypeDefs)-1, start)
}

func span(t scanner.Token) ast.Span { return ast.Span{Start: t.Start, End: t.End} }

// parseComdat parses "$c = comdat any".
func (p *parser) parseComdat() {
	start := p.tok.Start
	name := p.litName()
	p.next()
	p.expect(scanner.Equal, "'=' here")
	p.expectKw("comdat")
	if p.tok.Kind != scanner.Ident {
		p.fail("unknown selection kind")
	}
	sel := string(p.lit())
	switch sel {
	case "any", "exactmatch", "largest", "nodeduplicate", "samesize":
	default:
		// (LLVM 13 renamed noduplicates nodeduplicate; 13 to 22 refuse
		// the old name.)
		p.fail("unknown selection kind")
	}
	p.next()
	p.defineName(&p.comdatNames, name, start, "redefinition of comdat '"+name+"'")
	p.m.Comdats = append(p.m.Comdats, ast.Comdat{Name: name, Selection: sel, Span: ast.Span{Start: start, End: p.prevEnd()}})
	p.addEntity(ast.ComdatEntity, len(p.m.Comdats)-1, start)
}

// parseAttrGroup parses "attributes #N = { ... }".
func (p *parser) parseAttrGroup() {
	start := p.tok.Start
	p.next()
	if p.tok.Kind != scanner.AttrGrpID {
		p.fail("expected attribute group id")
	}
	id, _ := strconv.ParseUint(string(p.src[p.tok.Start+1:p.tok.End]), 10, 32)
	p.next()
	p.expect(scanner.Equal, "'=' here")
	bodyStart := p.tok.Start
	p.expect(scanner.LBrace, "'{' here")
	n := 0 // the attributes LLVM keeps
	for p.tok.Kind != scanner.RBrace {
		if p.tok.Kind == scanner.EOF {
			p.fail("unterminated attribute group")
		}
		if p.parseAttrInGroup() {
			n++
		}
	}
	p.next()
	if n == 0 && !p.build {
		p.failAt(start, "attribute group has no attributes")
	}
	p.m.AttrGroups = append(p.m.AttrGroups, ast.AttrGroup{ID: int32(id), Body: ast.Span{Start: bodyStart, End: p.prevEnd()}, Span: ast.Span{Start: start, End: p.prevEnd()}})
	p.addEntity(ast.AttrGroupEntity, len(p.m.AttrGroups)-1, start)
}

// parseAttrInGroup parses one attribute inside an attribute group body:
// "key"="value", "key", keyword, keyword(args), keyword=value, align=N. It
// reports whether LLVM keeps the attribute (not vscale_range(0)).
func (p *parser) parseAttrInGroup() bool {
	switch p.tok.Kind {
	case scanner.String:
		p.next()
		if p.got(scanner.Equal) {
			p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
		}
		return true
	case scanner.Ident:
		p.attrDropped = false
		pos, ok := p.fnAttrOf(p.lit())
		if !ok {
			p.fail("unterminated attribute group")
		}
		at := p.tok.Start
		switch string(p.lit()) {
		case "align", "alignstack":
			// In a group LLParser reads "align=N" and "alignstack=N".
			p.next()
			p.expectMsg(scanner.Equal, "expected '=' here")
			p.uint32("integer")
		default:
			// The arguments as on a function ("(type)", "(N)", ...).
			p.parseAttrWord()
		}
		p.checkAttrPos(pos, onFn|fnAlignHack, at)
		return !p.attrDropped
	case scanner.AttrGrpID:
		p.fail("attribute group has self-reference")
	default:
		p.fail("unterminated attribute group")
	}
	return false
}

// skipBalanced consumes a parenthesized group "( ... )" with nesting.
func (p *parser) skipBalanced() { p.skipBalancedSaying("") }

// skipBalancedSaying is skipBalanced whose message at the end of the file
// ends in suffix (LLParser's summary entries say "expected ')' here").
func (p *parser) skipBalancedSaying(suffix string) {
	open := p.tok.Kind
	var close scanner.Kind
	switch open {
	case scanner.LParen:
		close = scanner.RParen
	case scanner.LBrace:
		close = scanner.RBrace
	case scanner.LBrack:
		close = scanner.RBrack
	default:
		p.fail("expected '('")
	}
	depth := 0
	for {
		switch p.tok.Kind {
		case scanner.LParen, scanner.LBrace, scanner.LBrack:
			depth++
		case scanner.RParen, scanner.RBrace, scanner.RBrack:
			depth--
		case scanner.EOF:
			p.fail("expected '" + close.String()[1:2] + "'" + suffix)
		}
		p.next()
		if depth == 0 {
			return
		}
	}
}

// A summaryRef is a summary's gv entry that names a global: LLParser
// refuses it, where it adds the entry to the index, when the module does
// not define the global before the entry.
type summaryRef struct {
	name  string    // the global's name with '@', as ast.Global.Name
	entry token.Pos // where the entry starts
	at    token.Pos // where LLParser reports it
}

// checkSummaryRefs reports the first summary entry that names a global the
// module does not define before it (see summaryRef), once the module is
// read: the entries come last, and the metadata section's parser (see
// split.go) does not know the globals.
func (p *parser) checkSummaryRefs() {
	if len(p.summaryRefs) == 0 {
		return
	}
	defined := make(map[string]token.Pos, len(p.m.Globals)+len(p.m.Functions))
	note := func(name string, at token.Pos) {
		if old, ok := defined[name]; !ok || at < old {
			defined[name] = at
		}
	}
	for i := range p.m.Globals {
		note(p.m.Globals[i].Name, p.m.Globals[i].NameSpan.Start)
	}
	for i := range p.m.Functions {
		note(p.m.Functions[i].Name, p.m.Functions[i].NameSpan.Start)
	}
	slices.SortFunc(p.summaryRefs, func(a, b summaryRef) int { return cmp.Compare(a.at, b.at) })
	for _, r := range p.summaryRefs {
		if at, ok := defined[r.name]; !ok || at > r.entry {
			p.errorAt(r.at, "Reference to undefined global \""+Unquote([]byte(r.name[1:]))+"\"")
			return
		}
	}
}

// parseUseListOrder parses "uselistorder <ty> <val>, { i, j, ... }" from
// its keyword. A value neither defined nor used so far is one LLParser
// makes a forward reference for, there: it has no uses, which is its
// first error. Whether the other values have as many uses as indexes is
// the type checker's question (see ast.Module.UseListOrders).
func (p *parser) parseUseListOrder() {
	start := p.tok.Start
	p.next()
	if p.unseenValue() {
		p.failAt(start, "value has no uses")
	}
	p.parseTypedValue()
	p.expectMsg(scanner.Comma, "expected comma in uselistorder directive")
	p.parseIndexList()
	p.m.UseListOrders = append(p.m.UseListOrders, ast.Span{Start: start, End: p.lastEnd})
}

// unseenValue reports whether the typed value that starts at the current
// token (its type first) names a local (in a function) or global value
// that is neither defined nor used before.
func (p *parser) unseenValue() bool {
	if p.build {
		return false
	}
	// The value's token: after a type of one keyword ("i32 %x",
	// "ptr @g", "label %bb"), which is what a directive names.
	if p.tok.Kind != scanner.Ident {
		return false
	}
	t := p.peek()
	name := p.src[t.Start:t.End]
	switch t.Kind {
	case scanner.LocalVar, scanner.LocalID:
		fs := p.fn
		if fs == nil || !fs.checked {
			return false
		}
		if t.Kind == scanner.LocalID {
			if n, err := parseDecimal(name[1:]); err || fs.numberDefined(n) {
				return false
			}
		} else if _, ok := fs.names[fs.localKey(name)]; ok {
			return false
		}
		key := fs.localKey(name)
		for _, u := range fs.uses {
			if fs.localKey(p.src[u.Start:u.End]) == key {
				return false
			}
		}
		return true
	case scanner.GlobalVar, scanner.GlobalID:
		if p.globalDefined(name) {
			return false
		}
		key := Name(name)
		for _, u := range p.globalUses {
			if u.name == key {
				return false
			}
		}
		return true
	}
	return false
}

// parseUseListOrderBB parses "uselistorder_bb @f, %bb, { ... }" from its
// keyword.
func (p *parser) parseUseListOrderBB() {
	start := p.tok.Start
	p.next()
	if p.tok.Kind != scanner.GlobalVar && p.tok.Kind != scanner.GlobalID {
		p.fail("expected function name in uselistorder_bb")
	}
	fn := p.tok
	p.next()
	p.expectMsg(scanner.Comma, "expected comma in uselistorder_bb directive")
	if p.tok.Kind == scanner.LocalID {
		p.fail("invalid numeric label in uselistorder_bb")
	}
	if p.tok.Kind != scanner.LocalVar {
		p.fail("expected basic block name in uselistorder_bb")
	}
	p.useListBB = append(p.useListBB, [2]scanner.Token{fn, p.tok})
	p.next()
	p.expectMsg(scanner.Comma, "expected comma in uselistorder_bb directive")
	p.parseIndexList()
	p.m.UseListOrders = append(p.m.UseListOrders, ast.Span{Start: start, End: p.lastEnd})
}

// checkUseListOrderBB resolves the uselistorder_bb directives read, once
// the module is: the function must be one defined (not a declaration, a
// variable or a forward reference) and the label one of its blocks. The
// directives come after the functions they name, so LLParser's errors,
// made where it reads them, are the module's first.
func (p *parser) checkUseListOrderBB() {
	if len(p.useListBB) == 0 {
		return
	}
	// A module with -preserve-ll-uselistorder has a directive per block
	// whose uses were reordered: one lookup table, not a scan each.
	fns := make(map[string]int, len(p.m.Functions))
	for i := range p.m.Functions {
		if _, dup := fns[p.m.Functions[i].Name]; !dup {
			fns[p.m.Functions[i].Name] = i
		}
	}
	for _, d := range p.useListBB {
		fnTok, labelTok := d[0], d[1]
		name := Name(p.src[fnTok.Start:fnTok.End])
		fn, ok := fns[name]
		if !ok {
			msg := "invalid function forward reference in uselistorder_bb"
			for i := range p.m.Globals {
				if p.m.Globals[i].Name == name {
					msg = "expected function name in uselistorder_bb"
				}
			}
			p.errorAt(fnTok.Start, msg)
			return
		}
		f := &p.m.Functions[fn]
		if f.Declare || len(f.Blocks) == 0 {
			p.errorAt(fnTok.Start, "invalid declaration in uselistorder_bb")
			return
		}
		label := Name(p.src[labelTok.Start:labelTok.End])[1:]
		found := false
		for _, b := range f.Blocks {
			if b.Label == label {
				found = true
				break
			}
		}
		if found {
			continue
		}
		// Another local value of that name, an argument or a result.
		local := p.src[labelTok.Start:labelTok.End]
		body, header := p.src[f.Body.Start:f.Body.End], p.src[f.Header.Start:f.Header.End]
		if bytes.Contains(body, append(append([]byte{}, local...), " ="...)) ||
			bytes.Contains(header, append(append([]byte{}, local...), ',')) || bytes.Contains(header, append(append([]byte{}, local...), ')')) {
			p.errorAt(labelTok.Start, "expected basic block in uselistorder_bb")
		} else {
			p.errorAt(labelTok.Start, "invalid basic block in uselistorder_bb")
		}
		return
	}
}

// parseIndexList parses a uselistorder directive's "{ i, j, ... }" with
// LLParser's rules: two indexes or more, a permutation of 0 to n-1 that
// is not the identity (errors at the '{'); it returns how many there are.
func (p *parser) parseIndexList() int {
	at := p.tok.Start
	p.expect(scanner.LBrace, "'{' here")
	if p.tok.Kind == scanner.RBrace {
		p.fail("expected non-empty list of uselistorder indexes")
	}
	// LLParser's consistency checks: the indexes' sum against 0+1+...,
	// their maximum and whether each is its own position.
	var n, offset, maxIndex uint64
	ordered := true
	for {
		i := uint64(p.uint32("integer"))
		offset += i - n // modulo 2^64, as LLParser's unsigned sum (32 bits there)
		maxIndex = max(maxIndex, i)
		ordered = ordered && i == n
		n++
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(scanner.RBrace, "'}' here")
	switch {
	case n < 2:
		p.failAt(at, "expected >= 2 uselistorder indexes")
	case uint32(offset) != 0 || maxIndex >= n:
		p.failAt(at, "expected distinct uselistorder indexes in range [0, size)")
	case ordered:
		p.failAt(at, "expected uselistorder indexes to change the order")
	}
	return int(n)
}

// checkRefs reports references to types, comdats, globals and metadata
// ids that were never defined, in the order LLParser's end-of-module
// checks meet them, so that the first error is llvm-as's: types, comdats,
// named globals (by name), numbered globals (by number), metadata ids (by
// id), each at its first reference. Metadata references are only marked
// in a bitset while parsing; when some id is used but undefined, the
// source is scanned again to find where. The errors stay in this order
// (the parse's errors are not sorted after it: it runs after a clean
// parse only).
func (p *parser) checkRefs() {
	p.checkTypeRefs()
	p.checkComdatRefs()
	p.checkGlobalRefs()
	if p.mdMissing() {
		p.reportUndefinedMetadata()
	}
}

// checkGlobalRefs reports the global names used and never defined, once
// each at its first use: named globals in name order, then numbered ones
// in number order, as LLParser's maps of forward references hold them.
// From LLVM 18 on, a use of an undefined "@llvm." name is an intrinsic
// LLVM declares itself: it is left to the type checker, which has the
// intrinsics' signatures, and listed in the module's UndeclaredIntrinsics.
func (p *parser) checkGlobalRefs() {
	firstUse := map[string]token.Pos{}
	for _, t := range p.globalUses {
		name := t.name
		if p.globalNames[name] {
			continue
		}
		if p.ver.Has(llvmver.ImplicitIntrinsicDecls) && strings.HasPrefix(name, "@llvm.") {
			p.m.UndeclaredIntrinsics = append(p.m.UndeclaredIntrinsics, ast.Span{Start: t.Start, End: t.End})
			continue
		}
		if pos, seen := firstUse[name]; !seen || t.Start < pos { // the split parse merges uses out of order
			firstUse[name] = t.Start
		}
	}
	slices.SortFunc(p.m.UndeclaredIntrinsics, func(a, b ast.Span) int { return cmp.Compare(a.Start, b.Start) })
	names := make([]string, 0, len(firstUse))
	for name := range firstUse {
		names = append(names, name)
	}
	slices.SortFunc(names, GlobalNameOrder)
	for _, name := range names {
		p.errorAt(firstUse[name], "use of undefined value '"+name+"'")
	}
}

// GlobalNameOrder orders global names (with their sigil, as Name decodes
// them) as LLParser reports the undefined ones: named globals by name,
// then numbered ones by number. It returns a negative number when a comes
// first, a positive one when b does.
func GlobalNameOrder(a, b string) int {
	an, bn := NumberedName(a), NumberedName(b)
	switch {
	case an != bn:
		if an {
			return 1
		}
		return -1
	case an:
		x, _ := strconv.ParseUint(a[1:], 10, 64)
		y, _ := strconv.ParseUint(b[1:], 10, 64)
		return cmp.Compare(x, y)
	}
	return strings.Compare(PlainName(a), PlainName(b))
}

// NumberedName reports whether a decoded global or local name is a number
// ("@12", "%3": a value LLVM numbers, having no name; "@" alone is the
// empty name, @"", and "@1abc" a name written quoted).
func NumberedName(name string) bool {
	if len(name) < 2 {
		return false
	}
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// reportUndefinedMetadata scans the source for references !N to ids that
// are used but not defined (definitions "!N =" are not references) and
// reports each id once, at its first reference, in id order.
func (p *parser) reportUndefinedMetadata() {
	firstRef := map[uint64]token.Pos{}
	var sc scanner.Scanner
	sc.Init(p.src)
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		digits := t.Start + 1
		if t.Kind == scanner.Exclaim {
			// "! 12": LLParser reads the number after the '!'.
			off := sc.Offset()
			if n := sc.Next(); n.Kind == scanner.Int && p.src[n.Start] != '-' {
				t = scanner.Token{Kind: scanner.MetadataID, Start: n.Start - 1, End: n.End}
				digits = n.Start
			} else {
				sc.Seek(off)
			}
		}
		if t.Kind != scanner.MetadataID {
			continue
		}
		v, bad := parseDecimal(p.src[digits:t.End])
		if bad || v > 1<<31-1 || p.mdIsDefined(int32(v)) {
			continue
		}
		if _, seen := firstRef[v]; seen {
			continue
		}
		// Skip a definition's own id: "!N =" with nothing but space between.
		off := sc.Offset()
		next := sc.Next()
		sc.Seek(off)
		if next.Kind == scanner.Equal && p.atLineStart(t.Start) {
			continue
		}
		firstRef[v] = digits
	}
	ids := make([]uint64, 0, len(firstRef))
	for id := range firstRef {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		p.errorAt(firstRef[id], "use of undefined metadata '!"+strconv.FormatUint(id, 10)+"'")
	}
}

// ParseFileAnyRelease reads src as the newest release that accepts it
// among llvmver.Default and llvmver.Oldest: IR written by an older LLVM
// (constant expressions or types later releases removed) is read as the
// oldest modelled release reads it. It is how the library opens a file
// whose producer is unknown; the command line instead applies the one
// release --llvm names. The errors, when both reject src, are Default's;
// a nil src means read the file, as for ParseFile.
func ParseFileAnyRelease(filename string, src []byte, mode Mode) (*ast.Module, error) {
	if src == nil {
		var err error
		if src, err = os.ReadFile(filename); err != nil {
			return nil, err
		}
	}
	m, err := ParseFileOptions(filename, src, Options{Mode: mode})
	if err == nil {
		return m, err
	}
	if old, oerr := ParseFileOptions(filename, src, Options{Mode: mode, Version: llvmver.Oldest}); oerr == nil {
		return old, nil
	}
	return m, err
}
