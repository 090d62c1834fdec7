package parser

import (
	"bytes"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
	"strconv"
)

// funcState is the per-function parsing state: the local names defined so
// far, the next implicit number, and the uses to check when the body ends.
// LLVM's parser performs the same checks.
type funcState struct {
	f      *ast.Function
	p      *parser
	names  map[string]token.Pos
	uses   []scanner.Token
	nextID uint64
	// skipped holds the numbers jumped over when numbering may skip
	// ahead: they stay undefined, so a use of one is an error at the end.
	skipped []numRange
	checked bool // false while decoding: no local checks then
	// resultKw is the function's result type when it is one keyword
	// (void, i32, double, ptr), else "".
	resultKw string
}

// newFuncState returns a cleared per-function state, reusing the parser's
// maps and slices between functions.
func (p *parser) newFuncState(f *ast.Function) *funcState {
	fs := p.fnCache
	if fs == nil {
		fs = &funcState{names: make(map[string]token.Pos), p: p}
		p.fnCache = fs
	}
	clear(fs.names)
	fs.uses = fs.uses[:0]
	fs.skipped = fs.skipped[:0]
	fs.nextID = 0
	fs.f = f
	fs.checked = !p.build
	return fs
}

// localKey returns the map key of a local name token: its text, or the
// decoded name for quoted names so that %"x" and %x agree.
func (fs *funcState) localKey(b []byte) string {
	if len(b) > 1 && b[1] == '"' {
		return Name(b)
	}
	return string(b)
}

// use notes a use of a local value or block.
func (fs *funcState) use(t scanner.Token) {
	if fs.checked {
		fs.uses = append(fs.uses, t)
	}
}

// define records a named local value, block or argument; t is its name
// token (%x, %12, or a label).
func (fs *funcState) define(t scanner.Token, numbered bool, what string) {
	fs.defineAt(t, numbered, what, t.Start)
}

// defineAt is define with the position of a numbering error: LLParser
// reports a misnumbered argument at its type.
func (fs *funcState) defineAt(t scanner.Token, numbered bool, what string, errPos token.Pos) {
	if !fs.checked {
		return
	}
	p := fs.p
	b := p.src[t.Start:t.End]
	if numbered {
		n, err := parseDecimal(b[1:])
		if !err && n > fs.nextID && p.ver.Has(llvmver.NumberingGaps) {
			fs.skipTo(n)
		}
		if err || n != fs.nextID {
			p.errorAt(errPos, what+" expected to be numbered '%"+utoa(fs.nextID)+"'"+p.orGreater())
			if !err && n >= fs.nextID {
				fs.nextID = n + 1
			}
			return
		}
		fs.nextID++
		return
	}
	key := fs.localKey(b)
	if _, dup := fs.names[key]; dup {
		if what != "argument" { // the header's check reports it (parseFunction)
			p.errorAt(t.Start, "multiple definition of local value named '"+PlainName(key)+"'")
		}
		return
	}
	fs.names[key] = t.Start
}

// defineLabel records a block label token "name:" or "12:".
func (fs *funcState) defineLabel(t scanner.Token) {
	if !fs.checked {
		return
	}
	p := fs.p
	b := p.src[t.Start : t.End-1]
	if n, err := parseDecimal(b); !err {
		if n > fs.nextID && p.ver.Has(llvmver.NumberingGaps) {
			fs.skipTo(n)
		}
		if n != fs.nextID {
			p.errorAt(t.Start, "label expected to be numbered '"+utoa(fs.nextID)+"'"+p.orGreater())
			if n > fs.nextID {
				fs.nextID = n + 1
			}
			return
		}
		fs.nextID++
		return
	}
	key := "%" + labelName(b)
	if prev, dup := fs.names[key]; dup {
		if p.src[prev] != '%' {
			// A label again: LLParser takes the block of that name and
			// goes on filling it (the verifier then finds its first
			// terminator in the middle).
			return
		}
		// The name of a value or argument: LLParser finds no block
		// under it.
		p.errorAt(t.Start, "unable to create block named '"+PlainName(key)+"'")
		return
	}
	fs.names[key] = t.Start
}

// numRange is the half-open range [lo, hi) of local numbers.
type numRange struct{ lo, hi uint64 }

// skipTo moves the next number ahead to n, remembering the numbers
// skipped.
func (fs *funcState) skipTo(n uint64) {
	fs.skipped = append(fs.skipped, numRange{fs.nextID, n})
	fs.nextID = n
}

// numberDefined reports whether local number n was defined so far.
func (fs *funcState) numberDefined(n uint64) bool {
	if n >= fs.nextID {
		return false
	}
	for _, r := range fs.skipped {
		if n >= r.lo && n < r.hi {
			return false
		}
	}
	return true
}

// finish reports a use of a local that was never defined, the one LLParser
// reports: of the undefined names the least (its forward references are
// kept in a map ordered by name), else the least undefined number, at its
// first use.
func (fs *funcState) finish() {
	if !fs.checked {
		return
	}
	p := fs.p
	var name, num struct {
		key   string
		n     uint64
		at    token.Pos
		text  []byte
		found bool
	}
	for _, t := range fs.uses {
		b := p.src[t.Start:t.End]
		if t.Kind == scanner.LocalID {
			n, err := parseDecimal(b[1:])
			if !err && fs.numberDefined(n) {
				continue
			}
			if !num.found || n < num.n {
				num.n, num.at, num.text, num.found = n, t.Start, b, true
			}
			continue
		}
		key := fs.localKey(b)
		if _, ok := fs.names[key]; ok {
			continue
		}
		if !name.found || key < name.key {
			name.key, name.at, name.text, name.found = key, t.Start, b, true
		}
	}
	switch {
	case name.found:
		p.errorAt(name.at, "use of undefined value '"+string(name.text)+"'")
	case num.found:
		p.errorAt(num.at, "use of undefined value '"+string(num.text)+"'")
	}
}

// usedAsValue reports whether the first use so far of local number n is
// not as a block: after "label", or as a phi's incoming block.
func (fs *funcState) usedAsValue(n uint64) bool {
	src := fs.p.src
	for _, t := range fs.uses {
		if t.Kind != scanner.LocalID {
			continue
		}
		if m, err := parseDecimal(src[t.Start+1 : t.End]); err || m != n {
			continue
		}
		before := bytes.TrimRight(src[:t.Start], " \t")
		if bytes.HasSuffix(before, []byte("label")) {
			return false
		}
		after := bytes.TrimLeft(src[t.End:], " \t")
		line := before[bytes.LastIndexByte(before, '\n')+1:]
		if len(after) > 0 && after[0] == ']' && bytes.HasSuffix(line, []byte(",")) && bytes.Contains(line, []byte(" phi ")) {
			return false
		}
		return true
	}
	return false
}

// orGreater is the tail of LLParser's numbering messages once numbers may
// skip ahead.
func (p *parser) orGreater() string {
	if p.ver.Has(llvmver.NumberingGaps) {
		return " or greater"
	}
	return ""
}

// parseDecimal parses an unsigned decimal; err is true when b is not one.
func parseDecimal(b []byte) (n uint64, err bool) {
	if len(b) == 0 || len(b) > 19 {
		return 0, true
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, true
		}
		n = n*10 + uint64(c-'0')
	}
	return n, false
}

func utoa(n uint64) string {
	var buf [20]byte
	i := len(buf)
	for {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return string(buf[i:])
}

// topLevelWords are the bare words that start a top-level entity; a
// declaration's trailing attributes stop before them.
var topLevelWords = map[string]bool{
	"source_filename": true, "target": true, "module": true, "deplibs": true, "define": true,
	"declare": true, "attributes": true, "uselistorder": true, "uselistorder_bb": true,
}

// parseFunction parses "define ... { body }" or "declare ...".
func (p *parser) parseFunction() {
	start := p.tok.Start
	isDefine := p.is("define")
	p.next()
	var f ast.Function
	f.Declare = !isDefine
	// Attachments may follow "declare" directly.
	for p.tok.Kind == scanner.MetadataVar {
		f.Attachments = append(f.Attachments, p.parseAttachment())
	}
	words := p.parseFuncPrefix()
	retPos := p.tok.Start
	p.parseType()
	p.checkFuncLinkage(words, isDefine)
	f.Linkage, f.CallingConv = words.linkage, words.cc
	resultKw := p.typeKwText()
	if p.typeFunc || isNoResultKeyword(p.src[p.typeKw.Start:p.typeKw.End]) {
		p.failAt(retPos, "invalid function return type")
	}
	if p.tok.Kind != scanner.GlobalVar && p.tok.Kind != scanner.GlobalID {
		p.fail("expected function name")
	}
	f.Name = p.entityName()
	f.NameSpan = span(p.tok)
	if p.globalNumber(true, &f.Name) {
		msg := "invalid redefinition of function '" + PlainName(f.Name) + "'"
		if !p.build && p.globalNames[f.Name] && !p.definesFunction(f.Name) {
			// The name is a global variable's, an alias's or an ifunc's.
			msg = "redefinition of function '@" + PlainName(f.Name) + "'"
		}
		p.defineName(&p.globalNames, f.Name, p.tok.Start, msg)
	}
	p.next()
	if isDefine {
		p.fn = p.newFuncState(&f)
	}
	p.varArgsFn = false // set by the list when it ends in "..."
	p.argDupAt, p.argDup = p.parseParamList(true)
	p.fn = nil
	p.parseFuncSuffix(&f)
	p.headerRead()
	f.Header = ast.Span{Start: start, End: p.lastEnd}
	if isDefine {
		if p.tok.Kind != scanner.LBrace {
			p.fail("expected '{' in function body")
		}
		p.fn = p.fnCache
		p.fn.f = &f
		p.fn.resultKw = resultKw
		errsBefore := len(p.errors)
		p.parseBody(&f)
		if len(p.errors) == errsBefore {
			// LLParser checks the uses when the function ends; an error
			// in the body stopped it before.
			p.fn.finish()
		}
		p.fn = nil
	}
	f.Span = ast.Span{Start: start, End: p.lastEnd}
	p.m.Functions = append(p.m.Functions, f)
	p.addEntity(ast.FunctionEntity, len(p.m.Functions)-1, start)
}

// linkageWords are what a function's or global's prefix says of its
// linkage, visibility and DLL storage, for LLParser's rules on them.
type linkageWords struct {
	linkage, visibility, dll string
	// cc is the calling convention (see ast.Function.CallingConv).
	cc         string
	linkagePos token.Pos
	dsoLocal   bool
}

// note records w if it is a linkage, visibility or DLL storage word.
func (l *linkageWords) note(w string, at token.Pos) {
	switch w {
	case "private", "internal", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally",
		"appending", "common", "extern_weak", "external":
		l.linkage, l.linkagePos = w, at
	case "default", "hidden", "protected":
		l.visibility = w
	case "dllimport", "dllexport":
		l.dll = w
	case "dso_local":
		l.dsoLocal = true
	}
}

// dsoMismatch is parseOptionalLinkage's rule, checked after the DLL
// storage word: dso_local and dllimport do not go together (the error is
// at the token that follows).
func (p *parser) dsoMismatch(l *linkageWords, w string) {
	if w == "dllimport" && l.dsoLocal {
		p.failAt(p.tok.Start, "dso_location and DLL-StorageClass mismatch")
	}
}

// localRule is LLParser's rule on a symbol of local linkage: default
// visibility and (from LLVM 16) no DLL storage; it returns the message or
// "".
func (l *linkageWords) localRule(v llvmver.Version) string {
	if l.linkage != "private" && l.linkage != "internal" {
		return ""
	}
	if l.visibility != "" && l.visibility != "default" {
		return "symbol with local linkage must have default visibility"
	}
	if l.dll != "" && v.Has(llvmver.LocalDLLStorageRejected) {
		return "symbol with local linkage cannot have a DLL storage class"
	}
	return ""
}

// checkFuncLinkage is parseFunctionHeader's rule on the linkage of a
// definition or declaration, then on local symbols, once the return type
// is read: errors at the linkage word.
func (p *parser) checkFuncLinkage(l linkageWords, isDefine bool) {
	switch l.linkage {
	case "", "external":
	case "extern_weak":
		if isDefine {
			p.failAt(l.linkagePos, "invalid linkage for function definition")
		}
	case "appending", "common":
		p.failAt(l.linkagePos, "invalid function linkage type")
	default:
		if !isDefine {
			p.failAt(l.linkagePos, "invalid linkage for function declaration")
		}
	}
	if msg := l.localRule(p.ver); msg != "" {
		p.failAt(l.linkagePos, msg)
	}
}

// parseFuncPrefix skips linkage, visibility, calling convention and return
// attributes before a function's return type, and returns the linkage
// words it met.
func (p *parser) parseFuncPrefix() linkageWords {
	var words linkageWords
	for !p.atType() {
		switch p.tok.Kind {
		case scanner.Ident:
			if p.is("cc") {
				p.next()
				words.cc = "cc " + strconv.FormatUint(uint64(p.uint32("integer")), 10) // LLParser: parseUInt32
				continue
			}
			if p.is("addrspace") {
				p.next()
				p.parseAddrSpaceParens()
				continue
			}
			if !p.isHeaderWord(p.lit()) {
				p.fail("expected type") // LLParser reads the return type here
			}
			digits := p.ccWordNumber()
			w := string(p.lit())
			words.note(w, p.tok.Start)
			if p.isCallingConv(w) {
				words.cc = w
			} else if n, err := strconv.ParseUint(digits, 10, 32); err == nil {
				words.cc = "cc " + strconv.FormatUint(n, 10) // "cc91"
			}
			pos, isAttr := p.attrOf(p.lit())
			at := p.tok.Start
			p.parseAttrWord()
			p.dsoMismatch(&words, w)
			if isAttr {
				p.checkAttrPos(pos, onRet, at)
			}
		case scanner.String:
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			}
		default:
			p.fail("expected type")
		}
	}
	return words
}

// parseParamList parses "(T attrs %name, ...)" of a function header (names
// allowed) or of a call (values required). For a header it returns where
// the first argument named as an earlier one is (its type), and the name.
func (p *parser) parseParamList(header bool) (dupAt token.Pos, dup string) {
	p.expect(scanner.LParen, "'(' in function argument list")
	var seen map[string]bool
	for p.tok.Kind != scanner.RParen {
		if p.tok.Kind == scanner.DotDotDot {
			if header {
				p.varArgsFn = true
			}
			p.next()
			break
		}
		typePos := p.tok.Start
		p.parseTypeNoVoid()
		p.skipParamAttrs()
		if header {
			if p.tok.Kind == scanner.LocalVar || p.tok.Kind == scanner.LocalID {
				if p.fn != nil {
					p.fn.defineAt(p.tok, p.tok.Kind == scanner.LocalID, "argument", typePos)
				}
				if p.tok.Kind == scanner.LocalVar {
					name := PlainName(p.litName())
					if seen[name] && dup == "" {
						dupAt, dup = typePos, name
					}
					if seen == nil {
						seen = map[string]bool{}
					}
					seen[name] = true
				}
				p.next()
			} else if p.fn != nil && p.fn.checked {
				p.fn.nextID++
			}
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(scanner.RParen, "')' at end of argument list")
	return dupAt, dup
}

// Stages of a function header's suffix, in LLParser's order; each is
// taken at most once, except attributes and attachments.
const (
	sufUnnamedAddr = iota
	sufAddrSpace
	sufAttrs
	sufSection
	sufPartition
	sufComdat
	sufAlign
	sufGC
	sufPrefix
	sufPrologue
	sufPersonality
	sufAttachments
)

// headerRead reports what LLParser finds once it has read a function's
// header, before what follows: builtin among the function's own
// attributes (recorded by parseFuncSuffix in builtinAt), then an argument
// named as an earlier one (recorded by parseParamList in argDup).
func (p *parser) headerRead() {
	if at := p.builtinAt; at != 0 {
		// An inline builtin, before the header's semantic checks.
		p.builtinAt = 0
		if !p.build {
			p.failAt(at, "'builtin' attribute not valid on function")
		}
	}
	if p.argDup != "" {
		name := p.argDup
		p.argDup = ""
		p.failAt(p.argDupAt, "redefinition of argument '%"+name+"'")
	}
}

// parseFuncSuffix parses what follows a function's parameter list:
// unnamed_addr, address space, attributes, section, partition, comdat,
// alignment, gc, prefix, prologue, personality and metadata attachments, in
// that order. A word out of order ends the header where LLParser ends it.
func (p *parser) parseFuncSuffix(f *ast.Function) {
	stage := -1
	p.builtinAt = 0
	// enter moves to stage s, or reports the word as LLParser does after
	// the header: a definition wants its body, a declaration is done.
	enter := func(s int) {
		if s < stage || s == stage && s != sufAttrs && s != sufAttachments {
			p.headerRead()
			if f.Declare {
				p.fail("expected top-level entity")
			}
			p.fail("expected '{' in function body")
		}
		stage = s
	}
	for {
		switch p.tok.Kind {
		case scanner.AttrGrpID:
			enter(sufAttrs)
			p.next()
		case scanner.String:
			enter(sufAttrs)
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			}
		case scanner.MetadataVar:
			if p.peek().Kind == scanner.Equal || f.Declare {
				// Named metadata starts here; a declaration's
				// attachments go before its header, so LLParser
				// reads one here as named metadata too.
				return
			}
			enter(sufAttachments)
			f.Attachments = append(f.Attachments, p.parseAttachment())
		case scanner.Ident:
			w := string(p.lit())
			if topLevelWords[w] {
				return
			}
			switch w {
			case "unnamed_addr", "local_unnamed_addr":
				enter(sufUnnamedAddr)
				p.next()
			case "section":
				enter(sufSection)
				p.next()
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			case "partition":
				enter(sufPartition)
				p.next()
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			case "gc":
				enter(sufGC)
				p.next()
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			case "comdat":
				enter(sufComdat)
				kw := p.tok.Start
				p.next()
				if p.tok.Kind == scanner.LParen {
					p.next()
					if p.tok.Kind == scanner.ComdatVar {
						p.useComdat(p.litName(), p.tok.Start)
					}
					p.expect(scanner.ComdatVar, "comdat variable")
					p.expect(scanner.RParen, "')' after comdat var")
				} else {
					// An implicit comdat is named after the function, which
					// needs a name (at the token after the keyword).
					if PlainName(f.Name) == "" || NumberedName(f.Name) {
						p.fail("comdat cannot be unnamed")
					}
					p.useComdat("$"+PlainName(f.Name), kw)
				}
			case "addrspace":
				enter(sufAddrSpace)
				p.next()
				p.parseAddrSpaceParens()
			case "prefix":
				enter(sufPrefix)
				p.next()
				p.parseTypedValue()
			case "prologue":
				enter(sufPrologue)
				p.next()
				p.parseTypedValue()
			case "personality":
				enter(sufPersonality)
				p.next()
				p.parseTypedValue()
			case "align":
				// An attribute among the attributes (LLParser moves it to
				// the alignment), the alignment after them.
				if stage <= sufAttrs {
					enter(sufAttrs)
				} else {
					enter(sufAlign)
				}
				p.parseAttrWord()
			default:
				pos, ok := p.fnAttrOf(p.lit())
				if !ok {
					// LLParser ends the attributes, and with them the
					// header, at a word that is no attribute.
					if f.Declare {
						return
					}
					p.headerRead()
					p.fail("expected '{' in function body")
				}
				enter(sufAttrs)
				at := p.tok.Start
				if string(p.lit()) == "builtin" {
					p.builtinAt = at // the last one's place (see headerRead)
				}
				p.parseAttrWord()
				p.checkAttrPos(pos, onFn, at)
			}
		default:
			return
		}
	}
}

// parseAttachment parses "!kind !N" or "!kind <inline node>".
func (p *parser) parseAttachment() ast.Attachment {
	start := p.tok.Start
	kind := p.intern(p.src[p.tok.Start+1 : p.tok.End])
	p.next()
	node := int32(-1)
	switch p.tok.Kind {
	case scanner.MetadataID:
		node = p.mdID(p.tok)
		p.mdUse(node, p.tok.Start)
		p.next()
	case scanner.Exclaim, scanner.MetadataVar:
		if p.tok.Kind == scanner.Exclaim && p.peek().Kind == scanner.Int {
			// "! 12": LLParser's parseMDNodeTail reads a node id.
			p.next()
			node = p.mdNumber()
			break
		}
		p.parseMDNodeBody(false)
	case scanner.MetadataStr:
		// LLLexer reads '!' alone: LLParser wants a node number or '{'.
		p.failAt(p.tok.Start+1, "expected integer")
	default:
		p.fail("expected '!' here")
	}
	return ast.Attachment{Kind: kind, Node: node, Span: ast.Span{Start: start, End: p.lastEnd}}
}

// parseBody parses "{ blocks }". Blocks are gathered in a scratch slice
// reused between functions and copied out at their exact size.
func (p *parser) parseBody(f *ast.Function) {
	bodyStart := p.tok.Start
	p.next() // {
	if p.tok.Kind == scanner.RBrace || p.is("uselistorder") {
		p.fail("function body requires at least one basic block")
	}
	needBlock := true
	blocks := p.blockScratch[:0]
	defer func() { p.blockScratch = blocks[:0] }()
	defer func() {
		if r := recover(); r != nil {
			p.noteUnfinished(f, blocks)
			panic(r)
		}
	}()
	for p.tok.Kind != scanner.RBrace {
		if p.tok.Kind == scanner.EOF {
			p.fail("found end of file when expecting more instructions")
		}
		if p.is("uselistorder") {
			if !needBlock {
				// Directives come after a block's terminator: in a
				// block, LLParser wants an instruction.
				p.fail("expected instruction opcode")
			}
			p.parseUseListOrder()
			// Only directives follow the first, up to the brace.
			for p.tok.Kind != scanner.RBrace {
				if !p.is("uselistorder") {
					p.fail("expected uselistorder directive")
				}
				p.parseUseListOrder()
			}
			break
		}
		if p.tok.Kind == scanner.Label {
			if len(blocks) > 0 && !needBlock {
				p.fail("expected instruction opcode")
			}
			lt := p.tok
			p.fn.defineLabel(lt)
			p.next()
			label := p.src[lt.Start : lt.End-1]
			blocks = append(blocks, ast.Block{Label: labelName(label), LabelSpan: span(lt), FirstInst: int32(len(p.m.Insts))})
			needBlock = false
			continue
		}
		if needBlock {
			if p.fn.checked {
				if len(blocks) > 0 && p.fn.usedAsValue(p.fn.nextID) {
					// LLParser makes the block from the forward reference
					// to its number, which is a value of another type.
					p.errorAt(p.tok.Start, "unable to create block numbered '"+utoa(p.fn.nextID)+"'")
				} else {
					p.fn.nextID++ // an unnamed block takes the next number
				}
			}
			blocks = append(blocks, ast.Block{FirstInst: int32(len(p.m.Insts)), LabelSpan: ast.Span{Start: token.NoPos, End: token.NoPos}})
			needBlock = false
		}
		op := p.parseInst(nil)
		blocks[len(blocks)-1].NumInsts++
		if op.IsTerminator() {
			needBlock = true
		}
	}
	if !needBlock {
		p.fail("expected instruction opcode")
	}
	p.next() // }
	f.Blocks = append([]ast.Block(nil), blocks...)
	f.Body = ast.Span{Start: bodyStart, End: p.lastEnd}
}

// definesFunction reports whether a function read so far is named name
// (asked only of a name defined twice).
func (p *parser) definesFunction(name string) bool {
	for i := range p.m.Functions {
		if p.m.Functions[i].Name == name {
			return true
		}
	}
	return false
}

// noteUnfinished records function f, whose body the parser abandons at an
// error, as Module.Unfinished when it is the first: its blocks so far, the
// last with the instruction whose operands were read whole, if any.
func (p *parser) noteUnfinished(f *ast.Function, blocks []ast.Block) {
	if p.m.Unfinished != nil || len(p.errors) != 1 {
		return
	}
	u := *f
	u.Blocks = append([]ast.Block(nil), blocks...)
	if r := p.readInst; r.End > r.Start && len(u.Blocks) > 0 {
		last := &u.Blocks[len(u.Blocks)-1]
		if int(last.FirstInst+last.NumInsts) == len(p.m.Insts) {
			p.m.Insts = append(p.m.Insts, ast.Inst{Span: r, Op: p.readOp, HasResult: p.readResult, AttachFirst: int32(len(p.m.InstAttachments))})
			last.NumInsts++
		}
	}
	u.Span = ast.Span{Start: f.Header.Start, End: p.lastEnd}
	p.m.Unfinished = &u
}

// labelName decodes a label without its colon: "entry", "12", or the
// contents of a quoted label, which keeps its quotes when it is a number
// (as Name does: the block "3": is not the numbered block 3:).
func labelName(b []byte) string {
	if len(b) > 0 && b[0] == '"' {
		return decodeName(b)
	}
	return string(b)
}
