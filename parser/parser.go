// Package parser implements a parser for LLVM IR text.
//
// ParseFile checks the whole text against the grammar of LLVM 14 through
// current LLVM and returns an ast.Module that indexes it without copying.
// The parse itself builds no per-operand structures; DecodeInst, DecodeMD and
// DecodeFunctionHeader parse one span again into structured values when a
// caller asks for them.
package parser

import (
	"bytes"
	"strconv"
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A Mode selects optional parser behaviour.
type Mode uint

const (
	// AllErrors reports every error instead of stopping after ten.
	AllErrors Mode = 1 << iota
	// SkipRefCheck turns off the module-level checks for undefined and
	// duplicate metadata ids.
	SkipRefCheck
)

// maxErrors is how many errors a parse collects without AllErrors.
const maxErrors = 10

// bailout is panicked to abandon the entity being parsed after an error.
type bailout struct{}

type parser struct {
	file *token.File
	src  []byte
	sc   scanner.Scanner
	tok  scanner.Token
	mode Mode

	// lastEnd is the end of the last consumed token.
	lastEnd token.Pos
	// callee tells parseValue that the value it reads is a call's callee,
	// the one place inline asm may stand.
	callee bool
	// holdLimit lets the error that reaches the limit of the default
	// mode be replaced before the parse stops (see checkAttrPos).
	holdLimit bool
	// readInst is the instruction whose operands parseInst has read and
	// that it has not added to the module yet (see Module.Unfinished);
	// readOp is its opcode, readResult whether it is named.
	readInst   ast.Span
	readOp     ast.Opcode
	readResult bool
	// argDup and argDupAt are the first argument of the function header
	// being read named as an earlier one, and its type's position (see
	// headerRead).
	argDup   string
	argDupAt token.Pos
	// builtinAt is where the function header being read has builtin among
	// its own attributes, or 0 (see headerRead).
	builtinAt token.Pos

	// A token scanned ahead by peek, and the scanner offset after it.
	peeked  bool
	peekTok scanner.Token
	peekOff int

	errors ErrorList
	// attrErr is len(errors) just after checkAttrPos recorded a misplaced
	// attribute at attrErrAt (see checkAttrPos).
	attrErr   int
	attrErrAt token.Pos

	// build is set when decoding: parse functions then construct ast
	// values. It also means that the text was accepted by a parse before:
	// the parse-time checks (attribute places, names, type definitions)
	// and the records for the module's end (uses of globals, metadata,
	// comdats) are skipped. A parse that both builds and checks would
	// need the two meanings apart.
	build bool
	// strChunk holds the attribute lists handed out while building (see
	// keepStrings).
	strChunk []string

	m *ast.Module

	// Metadata ids defined so far, and references to ids that were not yet
	// defined when seen; checked at the end of the module.
	mdDefined    []uint64
	mdUsed       []uint64
	mdBigDefined map[int32]bool
	mdBigUsed    map[int32]bool
	kindIndex    map[string]int32
	// indexed is set while Decoder.Inst decodes an instruction of the
	// module's index: parseInst stops before its attachments.
	indexed bool
	// typeCache holds the named and pointer types decoded so far by their
	// spelling (see spelledType).
	typeCache map[string]*ast.Type
	// The named types a function type takes alone as an argument: when
	// decoding, in fnTypeArgs (see Decoder.FuncTypeNamedArgs; the type
	// rules judge them); in the parse, from the release on where a struct
	// without a body is no function argument
	// (llvmver.OpaqueStructNotFirstClass), their positions, so that
	// checkTypeRefs gives LLParser's message for an undefined one there.
	fnTypeArgs []TypeUse
	fnArgPos   []token.Pos // in increasing order
	// inTypeDef is set while the body of a type definition is read.
	inTypeDef bool
	// constDepth counts the constants being read whose operands are
	// constants too (aggregates, constant expressions): LLParser reads
	// those as global values, and a local name there is "invalid use of
	// function-local name" also in a function body. An error leaves it
	// as it was; parseEntity and the Decoder start from zero.
	constDepth int
	// attrDropped is set by an attribute's arguments that make it none
	// (vscale_range(0)): an attribute group of such alone is empty.
	attrDropped bool
	// flagSlab is carved into decoded flag lists; flagUsed and flagNext
	// let Decoder.Recycle carve the same slabs again (see Decoder).
	flagSlab []string
	flagUsed [][]string
	flagNext int
	// flagWords shares the strings of decoded instruction flags.
	flagWords map[string]string

	// Set while parsing one function body; fnCache keeps its maps for reuse.
	fn      *funcState
	fnCache *funcState

	// Module-level names defined so far, and uses of global values to
	// check when the module ends.
	globalNames map[string]bool
	// nextGlobalID is the number the next numbered global must have (or
	// exceed, see globalNumber); sawGlobalID is set once one is defined.
	nextGlobalID uint64
	sawGlobalID  bool
	comdatNames  map[string]bool
	comdatUses   []comdatUse
	typeNames    map[string]bool
	// typeDefRaw holds the name tokens of type definitions as written and
	// typeUses the first use of each named type token not defined before
	// it, so that checkRefs can report types never defined (see useType).
	typeDefRaw map[string]bool
	typeUses   map[string]token.Pos
	// quotedTypeUse is set once a use in typeUses is spelled quoted
	// (%"A"): typeUsed then compares decoded names.
	quotedTypeUse bool
	// selfAliased holds the decoded names defined as an alias of
	// themselves (%A = type %A): LLParser leaves the placeholder of that
	// use undefined, so checkTypeRefs reports it although the name is
	// defined.
	selfAliased map[string]bool
	// globalUses are the references to global names not defined when
	// they were read, checked when the module ends; useNames interns
	// their decoded names by spelling.
	globalUses []globalUse
	useNames   map[string]string
	// defLoc collects what the DILocation a definition holds says (see
	// ast.Module.Locations): wantLoc is set by parseMDDef for the node it
	// reads, and taken by parseRuledFields for that node alone; isLoc is
	// set when the node was a DILocation.
	defLoc         ast.Location
	wantLoc, isLoc bool
	// intrinsicRefs collects Module.IntrinsicRefs.
	intrinsicRefs []ast.Span

	// fieldStack holds the fields of the specialized nodes being decoded.
	fieldStack []ast.MDField

	// blockScratch collects the blocks of the function being parsed.
	blockScratch []ast.Block

	// lastRule is the rule of the last specialized node parsed.
	lastRule *nodeRule

	// pastHeader is set once an entity other than target definitions and
	// source_filename has started: LLParser accepts those only before.
	pastHeader bool

	// varArgsFn is set while the function being read takes varargs, and
	// mustTail while the instruction is a musttail call (the rules of a
	// call's "...").
	varArgsFn, mustTail bool
	// callLoc is where LLParser's CallLoc of the call being read is: the
	// token after its opcode's first word (see parseInstBody).
	callLoc token.Pos
	// useListBB holds the function and label tokens of the
	// uselistorder_bb directives read (see checkUseListOrderBB).
	useListBB [][2]scanner.Token
	// summaryRefs holds the summary entries that name globals (see
	// checkSummaryRefs).
	summaryRefs []summaryRef
	// summaryEvents holds the summary entries' definitions and references
	// (see checkSummaryIndex).
	summaryEvents []summaryEvent
	// mdNest counts the metadata tuples being read around the current
	// token, whose elements may not be local values.
	mdNest int
	// mdConstant is set when a metadata operand holds a typed value other
	// than an integer, floating-point or boolean literal (whose types the
	// parser checks): parseMDDef lists such definitions for the type
	// checker (ast.Module.MDConstantDefs).
	mdConstant bool
	// mdValues counts the values being parsed inside metadata (see
	// parseMDValue).
	mdValues int
	// mdValueOK is set while a call's arguments (and, from
	// llvmver.MetadataBundleOperands, its operand bundles) are read: the
	// only values LLParser reads as metadata ("metadata !0"); anywhere
	// else it wants a value token.
	mdValueOK bool
	// scanErrPending is set while the current token is one the scanner
	// rejected and whose error is the last one recorded.
	scanErrPending bool
	// scanning is set while a scanner error is recorded.
	scanning bool

	// typeKw is the last type parsed when it is one keyword (double,
	// i32, ptr), else the zero Token: literals are checked against it as
	// LLParser converts them, before the rest of the instruction.
	typeKw scanner.Token
	// typeFunc is set when the last type parsed is a function type.
	typeFunc bool
	// litType is typeKw when the value being parsed follows its type
	// directly (set by parseTypedValue, taken by parseValue).
	litType scanner.Token

	// voidCall is set by parseCallCore when the call returns void.
	voidCall bool

	// ver is the LLVM release whose rules apply; attrs is its attribute
	// table (nil when decoding, which accepts every word).
	ver   llvmver.Version
	attrs map[string]attrPos
}

func (p *parser) init(file *token.File, mode Mode) {
	p.file = file
	p.src = file.Src
	p.mode = mode
	p.sc.Init(p.src)
	p.next()
}

// next advances to the next token.
func (p *parser) next() {
	p.lastEnd = p.tok.End
	if p.peeked {
		p.peeked = false
		p.tok = p.peekTok
		p.sc.Seek(p.peekOff)
	} else {
		p.tok = p.sc.Next()
	}
	p.scanErrPending = false
	if p.tok.Kind == scanner.Float && p.tok.End-p.tok.Start > 7 && p.ver.Has(llvmver.HexFloat16Checked) {
		if msg := hexFloat16Error(p.src[p.tok.Start:p.tok.End]); msg != "" {
			p.tok.Kind, p.sc.Err = scanner.Illegal, msg // the lexer's error, kept
		}
	}
	if p.tok.Kind == scanner.Illegal {
		p.scanning = true // the parser's error may replace it: no stop yet
		n := len(p.errors)
		p.errorAt(p.tok.Start, p.sc.Err)
		p.scanning = false
		// Only a lexer error that was recorded may be replaced: one
		// dropped as a cascade must not take an earlier error with it.
		// Since llvmver.LexerErrorsKept a few are kept.
		p.scanErrPending = len(p.errors) > n && !(p.ver.Has(llvmver.LexerErrorsKept) && keptLexerError(p.sc.Err))
	}
}

// hexFloat16Error is LLLexer's error on a half or bfloat literal (0xH,
// 0xR) under llvmver.HexFloat16Checked, or "": its value must fit 16
// bits (leading zeros aside).
func hexFloat16Error(lit []byte) string {
	if len(lit) < 3 || lit[0] != '0' || lit[1] != 'x' || lit[2] != 'H' && lit[2] != 'R' {
		return ""
	}
	if len(bytes.TrimLeft(lit[3:], "0")) <= 4 {
		return ""
	}
	if lit[2] == 'R' {
		return "hexadecimal constant too large for bfloat (16-bit)"
	}
	return "hexadecimal constant too large for half (16-bit)"
}

// keptLexerError reports whether LLLexer's error msg stands against the
// parser's error on the same token (llvmver.LexerErrorsKept): measured
// with llvm-as 22 on each of the scanner's errors.
func keptLexerError(msg string) bool {
	switch msg {
	case "unterminated comment", "end of file in string constant", "end of file in global variable name", scanner.NULInName,
		"hexadecimal constant too large for half (16-bit)", "hexadecimal constant too large for bfloat (16-bit)":
		return true
	}
	return false
}

// peek returns the token after the current one without consuming it.
func (p *parser) peek() scanner.Token {
	if p.peeked {
		return p.peekTok
	}
	off := p.sc.Offset()
	p.peekTok = p.sc.Next()
	p.peekOff = p.sc.Offset()
	p.sc.Seek(off)
	p.peeked = true
	return p.peekTok
}

// lit returns the bytes of the current token.
func (p *parser) lit() []byte { return p.src[p.tok.Start:p.tok.End] }

// is reports whether the current token is the bare word kw.
func (p *parser) is(kw string) bool {
	return p.tok.Kind == scanner.Ident && string(p.src[p.tok.Start:p.tok.End]) == kw
}

// got consumes the current token if it has kind k.
func (p *parser) got(k scanner.Kind) bool {
	if p.tok.Kind == k {
		p.next()
		return true
	}
	return false
}

// gotKw consumes the current token if it is the bare word kw.
func (p *parser) gotKw(kw string) bool {
	if p.is(kw) {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or reports "expected what".
func (p *parser) expect(k scanner.Kind, what string) scanner.Token {
	t := p.tok
	if t.Kind != k {
		p.fail("expected " + what)
	}
	p.next()
	return t
}

// expectKw consumes the bare word kw or reports "expected 'kw'".
func (p *parser) expectKw(kw string) {
	if !p.gotKw(kw) {
		p.fail("expected '" + kw + "'")
	}
}

// errorAt records an error at pos.
func (p *parser) errorAt(pos token.Pos, msg string) {
	if p.scanErrPending && len(p.errors) > 0 {
		// LLLexer and LLParser keep one diagnostic: the parser's error
		// about the bad token replaces the lexer's.
		p.errors = p.errors[:len(p.errors)-1]
		p.scanErrPending = false
	}
	if p.mode&AllErrors == 0 && len(p.errors) >= maxErrors && !p.scanning {
		panic(tooMany{}) // the last error was held (see holdLimit)
	}
	position := p.file.Position(pos)
	if n := len(p.errors); n > 0 {
		last := p.errors[n-1].Pos
		if last.Filename == position.Filename && last.Line == position.Line && last.Column <= position.Column {
			return // later errors on a line are mostly cascades of the first
		}
	}
	line, col := lineWindow(p.file.LineText(pos), position.Column)
	p.errors = append(p.errors, &Error{Pos: position, Msg: msg, Line: line, lineCol: col})
	if p.mode&AllErrors == 0 && len(p.errors) >= maxErrors && !p.scanning && !p.holdLimit {
		panic(tooMany{})
	}
}

type tooMany struct{}

// untilTooMany runs f, which ends early when the errors reach their limit
// (errorAt panics with tooMany).
func (p *parser) untilTooMany(f func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooMany); !ok {
				panic(r)
			}
		}
	}()
	f()
}

// maxLineShown bounds the source text kept with an error.
const maxLineShown = 160

// lineWindow cuts a long source line to a window around column col
// (1-based) and returns the text and the column within it.
func lineWindow(line string, col int) (string, int) {
	if len(line) <= maxLineShown {
		return line, col
	}
	start := col - 1 - maxLineShown/2
	if start < 0 {
		start = 0
	}
	end := start + maxLineShown
	if end > len(line) {
		end = len(line)
		start = end - maxLineShown
	}
	prefix, suffix := "", ""
	if start > 0 {
		prefix = "..."
	}
	if end < len(line) {
		suffix = "..."
	}
	return prefix + line[start:end] + suffix, col - start + len(prefix)
}

// fail records an error at the current token and abandons the entity.
func (p *parser) fail(msg string) {
	p.errorAt(p.tok.Start, msg)
	panic(bailout{})
}

// failAt records an error at pos and abandons the entity.
func (p *parser) failAt(pos token.Pos, msg string) {
	p.errorAt(pos, msg)
	panic(bailout{})
}

// text returns src[start:end] as a string without copying: the module's
// source is never modified, so decoded values may point into it.
func (p *parser) text(start, end token.Pos) string {
	if end <= start {
		return ""
	}
	return unsafe.String(&p.src[start], int(end-start))
}

// uint parses the current Int token as an unsigned number and consumes it.
func (p *parser) uint(what string) uint64 {
	if p.tok.Kind != scanner.Int {
		p.fail("expected " + what)
	}
	v, err := strconv.ParseUint(string(p.lit()), 10, 64)
	if err != nil {
		p.fail("expected " + what)
	}
	p.next()
	return v
}

// uint32 parses an unsigned number that must fit in 32 bits, with
// LLParser's parseUInt32 messages ("expected " + what for another token).
func (p *parser) uint32(what string) uint32 {
	if p.tok.Kind != scanner.Int {
		p.fail("expected " + what)
	}
	v := parseAPSInt(p.lit())
	if v.signed {
		p.fail("expected " + what)
	}
	if v.big || v.mag > 0xFFFFFFFF {
		p.fail("expected 32-bit integer (too large)")
	}
	p.next()
	return uint32(v.mag)
}

// str consumes a String token and returns its decoded contents (only when
// building; otherwise "").
func (p *parser) str(what string) string {
	if p.tok.Kind != scanner.String {
		p.fail("expected " + what)
	}
	var s string
	if p.build {
		s = Unquote(p.lit())
	}
	p.next()
	return s
}

// intern returns the index of attachment kind name in m.AttachKinds.
func (p *parser) intern(name []byte) int32 {
	if i, ok := p.kindIndex[string(name)]; ok {
		return i
	}
	if p.build {
		return -1 // decoding text that is not part of the module
	}
	s := unescapeName(name)
	if i, ok := p.kindIndex[s]; ok {
		p.kindIndex[string(name)] = i
		return i
	}
	i := int32(len(p.m.AttachKinds))
	p.m.AttachKinds = append(p.m.AttachKinds, s)
	p.kindIndex[s] = i
	p.kindIndex[string(name)] = i
	return i
}

// mdUse records a reference to metadata id.
func (p *parser) mdUse(id int32, pos token.Pos) {
	if p.build {
		return
	}
	if id >= bitsetLimit {
		if p.mdBigUsed == nil {
			p.mdBigUsed = make(map[int32]bool)
		}
		p.mdBigUsed[id] = true
		return
	}
	p.mdUsed = setBit(p.mdUsed, id)
}

func (p *parser) mdIsDefined(id int32) bool {
	if id >= bitsetLimit {
		return p.mdBigDefined[id]
	}
	w := int(id) >> 6
	return w < len(p.mdDefined) && p.mdDefined[w]&(1<<(uint(id)&63)) != 0
}

// bitsetLimit bounds the ids kept in bitsets (2 MB each at most); larger
// ids, which only hand-written or hostile input has, go to maps.
const bitsetLimit = 1 << 24

// setBit sets bit id in set, growing it in one step when needed.
func setBit(set []uint64, id int32) []uint64 {
	w := int(id) >> 6
	if w >= len(set) {
		n := 2*len(set) + 64
		if n <= w {
			n = w + 64
		}
		grown := make([]uint64, n)
		copy(grown, set)
		set = grown
	}
	set[w] |= 1 << (uint(id) & 63)
	return set
}

// mdDefine marks id as defined; it reports false if it already was.
func (p *parser) mdDefine(id int32) bool {
	if p.mdIsDefined(id) {
		return false
	}
	if id >= bitsetLimit {
		if p.mdBigDefined == nil {
			p.mdBigDefined = make(map[int32]bool)
		}
		p.mdBigDefined[id] = true
		return true
	}
	p.mdDefined = setBit(p.mdDefined, id)
	return true
}

// mdID decodes the number of a MetadataID token (!12).
func (p *parser) mdID(t scanner.Token) int32 {
	v, bad := parseDecimal(p.src[t.Start+1 : t.End])
	if bad || v > 1<<32-1 {
		p.failAt(t.Start+1, "expected 32-bit integer (too large)") // LLParser's parseUInt32
	}
	if v > 1<<31-1 {
		p.failAt(t.Start, mdIDTooLarge)
	}
	return int32(v)
}

// mdIDTooLarge refuses a metadata id LLVM reads (up to 2^32-1) that irmeta
// cannot keep in an int32.
const mdIDTooLarge = "metadata id beyond 2147483647 (irmeta reads ids up to 2^31-1)"

// mdNumber reads the node id after a '!' written apart from it ("! 12"),
// as LLParser's parseMDNodeID does, and records its use.
func (p *parser) mdNumber() int32 {
	idPos := p.tok.Start
	id := p.uint32("integer")
	if id > 1<<31-1 {
		p.failAt(idPos, mdIDTooLarge)
	}
	p.mdUse(int32(id), idPos)
	return int32(id)
}

// A globalUse is a reference to a global name that was not defined when
// the parser read it. Its name is decoded there, while the text is read:
// the check at the end of the module then reads no text (which a Pager
// would map in again, the references being all over the code).
type globalUse struct {
	scanner.Token
	name string
}

// useName returns the decoded name spelled b, interned.
func (p *parser) useName(b []byte) string {
	if s, ok := p.useNames[string(b)]; ok {
		return s
	}
	if p.useNames == nil {
		p.useNames = map[string]string{}
	}
	s := Name(b)
	p.useNames[string(b)] = s
	return s
}

// globalDefined reports whether the global named by token text b (with its
// '@') is defined so far, without allocating for unquoted names.
func (p *parser) globalDefined(b []byte) bool {
	if len(b) > 1 && b[1] == '"' {
		return p.globalNames[Name(b)]
	}
	return p.globalNames[string(b)]
}

// defineName records name in set and reports an error at pos if it was
// already there.
func (p *parser) defineName(set *map[string]bool, name string, pos token.Pos, msg string) {
	if p.build {
		return
	}
	if *set == nil {
		*set = make(map[string]bool)
	}
	if (*set)[name] {
		p.errorAt(pos, msg)
		return
	}
	(*set)[name] = true
}
