package parser

import (
	"bytes"
	"math/big"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/chunk"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// valueKeywords are the bare words that can start a value; any other word in
// an attribute position is taken as an attribute.
var valueKeywords = map[string]bool{
	"true": true, "false": true, "null": true, "none": true, "undef": true, "poison": true,
	"zeroinitializer": true, "c": true, "asm": true, "blockaddress": true, "dso_local_equivalent": true,
	"no_cfi": true, "ptrauth": true, "splat": true,
}

// constExprOps are the keywords of constant expressions (current and
// historical LLVM).
var constExprOps = map[string]ast.ValueKind{}

func init() {
	for _, op := range []string{
		"getelementptr", "extractvalue", "insertvalue", "extractelement", "insertelement", "shufflevector",
		"icmp", "fcmp", "select", "fneg",
		"add", "fadd", "sub", "fsub", "mul", "fmul", "udiv", "sdiv", "fdiv", "urem", "srem", "frem",
		"shl", "lshr", "ashr", "and", "or", "xor",
		"trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
		"ptrtoint", "ptrtoaddr", "inttoptr", "bitcast", "addrspacecast",
	} {
		constExprOps[op] = ast.ConstExpr
		valueKeywords[op] = true
	}
}

// constExprRemoval gives, for each constant expression LLVM removed, the
// change that removed it.
var constExprRemoval = map[string]llvmver.Change{
	"extractvalue": llvmver.ConstExprAggregateRemoved, "insertvalue": llvmver.ConstExprAggregateRemoved,
	"udiv": llvmver.ConstExprDivRemRemoved, "sdiv": llvmver.ConstExprDivRemRemoved,
	"urem": llvmver.ConstExprDivRemRemoved, "srem": llvmver.ConstExprDivRemRemoved,
	"fadd": llvmver.ConstExprFPBinopsRemoved, "fsub": llvmver.ConstExprFPBinopsRemoved,
	"fmul": llvmver.ConstExprFPBinopsRemoved, "fdiv": llvmver.ConstExprFPBinopsRemoved,
	"frem":   llvmver.ConstExprFPBinopsRemoved,
	"fneg":   llvmver.ConstExprFNegRemoved,
	"select": llvmver.ConstExprSelectRemoved,
	"and":    llvmver.ConstExprAndOrRemoved, "or": llvmver.ConstExprAndOrRemoved,
	"lshr": llvmver.ConstExprShiftRightRemoved, "ashr": llvmver.ConstExprShiftRightRemoved,
	"zext": llvmver.ConstExprExtRemoved, "sext": llvmver.ConstExprExtRemoved,
	"fptrunc": llvmver.ConstExprFPCastsRemoved, "fpext": llvmver.ConstExprFPCastsRemoved,
	"fptoui": llvmver.ConstExprFPCastsRemoved, "fptosi": llvmver.ConstExprFPCastsRemoved,
	"uitofp": llvmver.ConstExprFPCastsRemoved, "sitofp": llvmver.ConstExprFPCastsRemoved,
	"icmp": llvmver.ConstExprCmpRemoved, "fcmp": llvmver.ConstExprCmpRemoved,
	"shl": llvmver.ConstExprShlRemoved,
	"mul": llvmver.ConstExprMulRemoved,
}

// parseTypedValue parses "<type> <value>".
func (p *parser) parseTypedValue() ast.Operand {
	pos := p.tok.Start
	t := p.parseTypeNoVoid()
	p.litType = p.typeKw // the value's type, as spelled just before it
	v := p.parseValue(t)
	return ast.Operand{Type: t, Value: v, TypePos: pos}
}

// parseValue parses a value of type t.
func (p *parser) parseValue(t *ast.Type) ast.Value {
	start := p.tok.Start
	kw := p.litType
	p.litType = scanner.Token{}
	callee := p.callee
	p.callee = false
	var v ast.Value
	isMetadataType := t != nil && t.Kind == ast.MetadataType
	if isMetadataType && p.mdValueOK {
		// Elsewhere LLParser reads a value token of type metadata,
		// which no constant takes.
		p.mdValueOK = false // not inside the metadata
		md := p.parseMetadataOperand()
		if p.build {
			v = ast.Value{Kind: ast.MetadataValue, MD: md}
		}
		return p.finishValue(v, start)
	}
	switch p.tok.Kind {
	case scanner.LocalVar, scanner.LocalID:
		if p.fn != nil && p.constDepth == 0 {
			p.fn.use(p.tok)
		} else if !p.build && !p.typeFunc {
			// An initializer's, or an operand of a constant in a body
			// (LLParser reads those as global values); at a function
			// type LLParser's first question is another: the caller's.
			p.fail("invalid use of function-local name")
		}
		v.Kind = ast.LocalRef
		if p.build {
			v.Name = p.litName()
		}
		p.next()
	case scanner.GlobalVar, scanner.GlobalID:
		ref := p.tok
		if !p.build && !p.globalDefined(p.lit()) {
			// Only references to names not yet defined need checking later.
			p.globalUses = append(p.globalUses, globalUse{Token: p.tok, name: p.useName(p.lit())})
		}
		v.Kind = ast.GlobalRef
		if p.build {
			v.Name = p.litName()
		}
		p.next()
		if !p.build && p.tok.Kind != scanner.LParen && bytes.HasPrefix(p.src[ref.Start:ref.End], []byte("@llvm.")) {
			p.intrinsicRefs = append(p.intrinsicRefs, ast.Span{Start: ref.Start, End: ref.End})
		}
	case scanner.Int:
		v.Kind = ast.IntConst
		p.checkLiteralType(kw, t)
		p.next()
	case scanner.Float:
		v.Kind = ast.FloatConst
		p.checkLiteralType(kw, t)
		p.next()
	case scanner.LBrack:
		v.Kind = ast.ArrayConst
		p.next()
		p.constDepth++
		v.Elems = p.parseTypedValueList(scanner.RBrack, "end of array constant")
		p.constDepth--
	case scanner.LBrace:
		v.Kind = ast.StructConst
		p.next()
		p.constDepth++
		v.Elems = p.parseTypedValueList(scanner.RBrace, "end of struct constant")
		p.constDepth--
	case scanner.Less:
		p.next()
		p.constDepth++
		if p.got(scanner.LBrace) {
			v.Kind = ast.StructConst
			v.Elems = p.parseTypedValueList(scanner.RBrace, "end of packed struct")
			p.expect(scanner.Greater, "end of constant")
		} else {
			v.Kind = ast.VectorConst
			v.Elems = p.parseTypedValueList(scanner.Greater, "end of constant")
		}
		p.constDepth--
	case scanner.Ident:
		p.checkKeywordType(kw, t)
		p.constDepth++ // a constant expression's operands, splat's, ptrauth's
		p.parseKeywordValue(&v, callee)
		p.constDepth--
	default:
		p.fail("expected value token")
	}
	return p.finishValue(v, start)
}

// globalOperand parses the global name a blockaddress or
// dso_local_equivalent names. LLParser looks such a name up itself, not as
// a value: one never defined is the type checker's error, not a use of an
// undefined value.
func (p *parser) globalOperand() ast.Value {
	start := p.tok.Start
	var v ast.Value
	v.Kind = ast.GlobalRef
	if p.build {
		v.Name = p.litName()
	}
	p.next()
	return p.finishValue(v, start)
}

func (p *parser) finishValue(v ast.Value, start token.Pos) ast.Value {
	if p.build {
		v.Span = ast.Span{Start: start, End: p.lastEnd}
		v.Text = p.text(start, p.lastEnd) // no copy: the source is never modified
	}
	return v
}

// parseTypedValueList parses "T v, T v, ..." up to and including close.
func (p *parser) parseTypedValueList(close scanner.Kind, what string) []ast.Operand {
	var list []ast.Operand
	if p.got(close) {
		return list
	}
	for {
		op := p.parseTypedValue()
		if p.build {
			list = append(list, op)
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(close, what)
	return list
}

// parseKeywordValue parses values that start with a bare word; callee says
// whether the value is a call's callee.
func (p *parser) parseKeywordValue(v *ast.Value, callee bool) {
	start := p.tok.Start
	kw := string(p.lit())
	switch kw {
	case "true", "false":
		v.Kind = ast.BoolConst
		p.next()
	case "null":
		v.Kind = ast.NullConst
		p.next()
	case "none":
		v.Kind = ast.NoneConst
		p.next()
	case "undef":
		v.Kind = ast.UndefConst
		p.next()
	case "poison":
		v.Kind = ast.PoisonConst
		p.next()
	case "zeroinitializer":
		v.Kind = ast.ZeroConst
		p.next()
	case "c":
		v.Kind = ast.StringConst
		p.next()
		p.expect(scanner.String, "string")
	case "asm":
		v.Kind = ast.InlineAsm
		p.next()
		for p.tok.Kind == scanner.Ident {
			switch string(p.lit()) {
			case "sideeffect", "alignstack", "inteldialect", "unwind":
				p.next()
				continue
			}
			break
		}
		p.expect(scanner.String, "string constant")
		p.expectMsg(scanner.Comma, "expected comma in inline asm expression")
		p.expect(scanner.String, "constraint string")
		if !callee && p.attrs != nil {
			// Inline asm has the type of the call it is the callee of;
			// anywhere else it has none.
			p.failAt(start, "invalid type for inline asm constraint string")
		}
	case "blockaddress":
		v.Kind = ast.BlockAddress
		p.next()
		p.expect(scanner.LParen, "'(' in block address expression")
		if p.tok.Kind != scanner.GlobalVar && p.tok.Kind != scanner.GlobalID {
			p.notAValueOf("expected function name in blockaddress")
		}
		fnTok := p.tok
		fn := p.globalOperand()
		p.expect(scanner.Comma, "comma in block address expression")
		if p.tok.Kind != scanner.LocalVar && p.tok.Kind != scanner.LocalID {
			p.notAValueOf("expected basic block name in blockaddress")
		}
		bb := p.tok
		if p.fn != nil && p.fn.f != nil && Name(p.src[fnTok.Start:fnTok.End]) == p.fn.f.Name {
			// A block of the function being parsed: LLParser looks it up
			// (or forward-references it) like a label operand.
			p.fn.use(bb)
		}
		p.next()
		p.expect(scanner.RParen, "')' in block address expression")
		if !p.build && p.mdValues == 0 {
			p.m.BlockAddresses = append(p.m.BlockAddresses, ast.BlockAddressUse{Function: span(fnTok), Block: span(bb)})
		}
		if p.build {
			v.Elems = []ast.Operand{{Value: fn}, {Value: ast.Value{Kind: ast.LabelRef, Name: Name(p.src[bb.Start:bb.End]), Text: string(p.src[bb.Start:bb.End]), Span: span(bb)}}}
		}
	case "dso_local_equivalent", "no_cfi":
		if kw == "no_cfi" {
			v.Kind = ast.NoCFI
		} else {
			v.Kind = ast.DSOLocalEquivalent
		}
		p.next()
		if p.tok.Kind != scanner.GlobalVar && p.tok.Kind != scanner.GlobalID {
			p.fail("expected global value name in " + kw)
		}
		var g ast.Value
		if kw == "no_cfi" {
			g = p.parseValue(nil)
		} else {
			g = p.globalOperand()
		}
		if p.build {
			v.Elems = []ast.Operand{{Value: g}}
		}
	case "ptrauth", "splat":
		if !p.ver.Has(llvmver.PtrauthSplatConstants) && p.attrs != nil {
			p.fail("expected value token")
		}
		v.Kind = ast.OtherConst
		v.Name = kw
		p.next()
		if kw == "ptrauth" {
			v.Elems = p.parsePtrAuthOperands()
			return
		}
		// One typed value, as LLParser reads it.
		p.expect(scanner.LParen, "'(' after vector splat")
		op := p.parseTypedValue()
		if p.build {
			v.Elems = []ast.Operand{op}
		}
		p.expect(scanner.RParen, "')' at end of vector splat")
	default:
		if _, ok := constExprOps[kw]; ok && (kw != "ptrtoaddr" || p.ver.Has(llvmver.PtrToAddr) || p.attrs == nil) {
			p.parseConstExpr(v, kw)
			return
		}
		p.fail("expected value token")
	}
}

// notAValueOf fails with msg at the current token, which is not the
// kind of value an operand takes: LLParser reads the operand as any value
// first, so a token that starts none is "expected value token" (and a
// value's own error comes first).
func (p *parser) notAValueOf(msg string) {
	at := p.tok.Start
	p.parseValue(nil)
	p.failAt(at, msg)
}

// parsePtrAuthOperands parses ptrauth's "(ptr, i32 key[, i64 disc[, ptr
// addrdisc[, ptr deactivation]]])" with LLParser's texts (the deactivation
// symbol from llvmver.PtrAuthDeactivation); the operands' types are the
// type checker's.
func (p *parser) parsePtrAuthOperands() []ast.Operand {
	var list []ast.Operand
	add := func(op ast.Operand) {
		if p.build {
			list = append(list, op)
		}
	}
	p.expect(scanner.LParen, "'(' in constant ptrauth expression")
	add(p.parseTypedValue())
	p.expect(scanner.Comma, "comma in constant ptrauth expression")
	add(p.parseTypedValue())
	if p.got(scanner.Comma) {
		add(p.parseTypedValue())
		if p.got(scanner.Comma) {
			add(p.parseTypedValue())
			if p.ver.Has(llvmver.PtrAuthDeactivation) && p.got(scanner.Comma) {
				start := p.tok.Start
				add(p.parseTypedValue())
				if !p.build {
					p.m.PtrAuthDeactivations = append(p.m.PtrAuthDeactivations, ast.Span{Start: start, End: p.lastEnd})
				}
			}
		}
	}
	p.expect(scanner.RParen, "')' in constant ptrauth expression")
	return list
}

// parseConstExpr parses "op [flags] (operands)". The operand list is
// general enough for every constant expression form: typed values, a bare
// source element type (getelementptr), "T v to T" (casts) and integer
// indices (extractvalue/insertvalue).
func (p *parser) parseConstExpr(v *ast.Value, kw string) {
	v.Kind = ast.ConstExpr
	v.Name = kw
	if c, ok := constExprRemoval[kw]; ok && p.ver.Has(c) && p.attrs != nil {
		p.fail(kw + " constexprs are no longer supported")
	}
	kwPos := p.tok.Start
	p.next()
	// Flags, predicates and inrange(...) before the operand list.
	words, what := p.constExprWords(kw)
	var inRange *[2]apsInt
	sawInbounds := false
	for p.tok.Kind == scanner.Ident && (words == nil || words[string(p.lit())]) {
		if p.is("inrange") {
			if !p.ver.Has(llvmver.InRangeGEPRange) && p.attrs != nil {
				p.fail("expected '(' in constantexpr")
			}
			p.next()
			inRange = p.parseInRange()
			continue
		}
		if kw == "getelementptr" && (!p.is("inbounds") || sawInbounds) && !p.ver.Has(llvmver.GEPNoWrapFlags) && p.attrs != nil {
			p.fail("expected '(' in constantexpr") // nusw, nuw and more than one word: from LLVM 19
		}
		sawInbounds = sawInbounds || p.is("inbounds")
		p.next()
		if words == nil {
			break // a compare's predicate
		}
	}
	p.expect(scanner.LParen, what)
	operands, sawTo := 0, false // also when the parse builds no values
	baseAS := -1                // getelementptr's base: its address space
	if p.tok.Kind == scanner.RParen && !valueListExprs[kw] {
		p.fail("expected type") // the operand list starts with a typed value
	}
	for p.tok.Kind != scanner.RParen {
		if p.tok.Kind == scanner.Int {
			p.next() // extractvalue index
		} else {
			if p.is("inrange") {
				if p.ver.Has(llvmver.InRangeGEPRange) && p.attrs != nil {
					p.fail("expected ')' in constantexpr")
				}
				p.next()
			}
			pos := p.tok.Start
			t := p.parseType()
			if p.tok.Kind != scanner.Comma && p.tok.Kind != scanner.RParen {
				op := ast.Operand{Type: t, Value: p.parseValue(t), TypePos: pos}
				if operands == 0 && inRange != nil {
					baseAS = pointerAddrSpace(t)
				}
				operands++
				if p.build {
					v.Elems = append(v.Elems, op)
				}
				if p.gotKw("to") {
					sawTo = true
					v.ExprType = p.parseType()
				}
			} else if len(v.Elems) == 0 {
				v.ExprType = t // getelementptr's source element type
			}
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	if p.tok.Kind != scanner.RParen {
		switch {
		case what == castOpen && !sawTo:
			p.fail("expected 'to' in constantexpr cast")
		case operands == 1 && binaryOpens[what]:
			p.fail("expected comma in " + strings.TrimPrefix(what, "'(' in "))
		}
	}
	p.expect(scanner.RParen, closingOf(what))
	if inRange != nil && p.attrs != nil && baseAS >= 0 && !inRangeIncreases(inRange, p.dataLayout(), uint64(baseAS)) {
		p.failAt(kwPos, "expected end to be larger than start")
	}
	if kw == "ptrtoaddr" && !p.build && p.mdValues == 0 { // LLVM visits none in metadata
		p.m.PtrToAddrConsts = append(p.m.PtrToAddrConsts, ast.Span{Start: kwPos, End: p.lastEnd})
	}
}

// parseInRange parses a constant getelementptr's "(start, end)" after
// inrange, as LLParser (LLVM 19 on) does.
func (p *parser) parseInRange() *[2]apsInt {
	var r [2]apsInt
	p.expect(scanner.LParen, "'('")
	for i := range r {
		if p.tok.Kind != scanner.Int {
			p.fail("expected integer")
		}
		r[i] = parseAPSInt(p.lit())
		p.next()
		if i == 0 {
			p.expect(scanner.Comma, "','")
		}
	}
	p.expect(scanner.RParen, "')'")
	return &r
}

// inRangeIncreases reports whether an inrange's end is above its start
// once both are taken to the index width of the base's address space as
// (signed, as LLParser compares them).
func inRangeIncreases(r *[2]apsInt, dataLayout string, as uint64) bool {
	width := ast.ReadLayout(dataLayout).IndexBits(as)
	if width == 0 || width > 64 {
		width = 64
	}
	signed := func(x apsInt) int64 {
		u := x.mag
		if x.neg {
			u = -u
		}
		shift := 64 - width
		return int64(u<<shift) >> shift
	}
	return signed(r[0]) < signed(r[1])
}

// castOpen is the message of a cast's missing '(' (constExprWords).
const castOpen = "'(' after constantexpr cast"

// binaryOpens are the opening messages of the constant expressions of two
// operands, whose missing comma LLParser names.
var binaryOpens = map[string]bool{
	"'(' in binary constantexpr": true, "'(' in logical constantexpr": true, "'(' in compare constantexpr": true,
}

// closingOf returns LLParser's message for a constant expression's
// missing ')', from the one for its missing '(' (constExprWords).
func closingOf(open string) string {
	if open == castOpen {
		return "')' at end of constantexpr cast"
	}
	return "')'" + strings.TrimPrefix(open, "'('")
}

// Words that may stand between a constant expression's keyword and its
// operand list.
var (
	noWrapWords = map[string]bool{"nuw": true, "nsw": true}
	exactWords  = map[string]bool{"exact": true}
	gepWords    = map[string]bool{"inbounds": true, "nusw": true, "nuw": true, "inrange": true}
	noWords     = map[string]bool{}
)

// valueListExprs are the constant expressions whose operands LLParser
// reads as a value list, which may be empty (a later check counts them).
var valueListExprs = map[string]bool{"extractelement": true, "insertelement": true, "shufflevector": true, "select": true}

// constExprWords returns the words constant expression kw takes before
// its '(' (nil: one predicate) and LLParser's text for a missing '('.
func (p *parser) constExprWords(kw string) (map[string]bool, string) {
	switch kw {
	case "getelementptr":
		return gepWords, "'(' in constantexpr"
	case "extractelement", "insertelement", "shufflevector", "select":
		return noWords, "'(' in constantexpr"
	case "extractvalue", "insertvalue":
		return noWords, "'(' in " + kw + " constantexpr"
	case "icmp", "fcmp":
		return nil, "'(' in compare constantexpr"
	case "fneg":
		return noWords, "'(' in unary constantexpr"
	case "add", "sub", "mul", "shl":
		return noWrapWords, "'(' in binary constantexpr"
	case "udiv", "sdiv", "lshr", "ashr":
		return exactWords, "'(' in binary constantexpr"
	case "and", "or", "xor":
		if p.ver.Has(llvmver.ConstExprAndOrRemoved) {
			return noWords, "'(' in binary constantexpr"
		}
		return noWords, "'(' in logical constantexpr"
	case "fadd", "fsub", "fmul", "fdiv", "urem", "srem", "frem":
		return noWords, "'(' in binary constantexpr"
	}
	return noWords, "'(' after constantexpr cast"
}

// typeAttrs are the attributes whose argument is a type: "byval(%T)".
// LLVM 14 through current requires the type for these.
var typeAttrs = map[string]bool{"byval": true, "byref": true, "inalloca": true, "preallocated": true, "elementtype": true, "sret": true}

// parseAttrWord parses one attribute written as a word: the word and its
// argument, checked where LLVM's syntax is fixed ("align 8", "align(8)",
// "byval(%T)", "dereferenceable(8)"), otherwise a balanced "(...)" group so
// that attributes from newer LLVM parse too.
// parenAttrs are the attributes LLParser reads only with their
// parenthesized arguments ("expected '('" without).
var parenAttrs = map[string]bool{"memory": true, "captures": true, "nofpclass": true, "initializes": true, "range": true, "vscale_range": true}

func (p *parser) parseAttrWord() {
	word := string(p.lit())
	p.next()
	// LLParser reads these attributes' parenthesized arguments as it
	// meets them, before it asks where the attribute may stand.
	if parenAttrs[word] && p.tok.Kind != scanner.LParen {
		if _, isAttr := p.attrOf([]byte(word)); isAttr && !p.build {
			p.fail("expected '('")
		}
	}
	switch {
	case typeAttrs[word]:
		p.expect(scanner.LParen, "'('")
		p.parseTypeNoVoid()
		p.expect(scanner.RParen, "')'")
	case word == "align":
		p.alignment(true)
	case word == "uwtable":
		p.parseUWTableKind()
	case word == "allockind":
		p.parseAllocKind()
	case word == "alignstack" && p.tok.Kind == scanner.LParen:
		p.next()
		pos := p.tok.Start
		n := p.uint32("integer")
		p.expect(scanner.RParen, "')'")
		if n&(n-1) != 0 || n == 0 {
			p.failAt(pos, "stack alignment is not a power of two")
		}
	case word == "allocsize":
		p.expect(scanner.LParen, "'('")
		base := p.uint32("integer")
		if p.got(scanner.Comma) {
			pos := p.tok.Start
			if p.uint32("integer") == base {
				p.failAt(pos, "'allocsize' indices can't refer to the same parameter")
			}
		}
		p.expect(scanner.RParen, "')'")
	case word == "dereferenceable" || word == "dereferenceable_or_null" || word == "alignstack":
		p.expect(scanner.LParen, "'('")
		pos := p.tok.Start
		n := p.uint("integer")
		p.expect(scanner.RParen, "')'")
		if n == 0 && word != "alignstack" && p.attrs != nil {
			p.failAt(pos, "dereferenceable bytes must be non-zero")
		}
	case p.attrs != nil && p.tok.Kind == scanner.LParen && word == "memory":
		p.parseMemoryArgs()
	case p.attrs != nil && p.tok.Kind == scanner.LParen && word == "captures":
		p.parseCapturesArgs()
	case p.attrs != nil && p.tok.Kind == scanner.LParen && word == "vscale_range":
		p.parseVScaleRangeArgs()
	case p.attrs != nil && p.tok.Kind == scanner.LParen && word == "riscv_vls_cc":
		// The calling convention's ABI_VLEN (a header word read here).
		p.next()
		n := p.uint32("integer")
		p.expect(scanner.RParen, "')'")
		if n < 32 || n > 65536 || n&(n-1) != 0 {
			p.fail("unknown RISC-V ABI VLEN")
		}
	case word == "nofpclass" && p.tok.Kind == scanner.LParen:
		p.parseNoFPClass()
	case word == "initializes" && p.tok.Kind == scanner.LParen:
		p.parseInitializes()
	case word == "range" && p.tok.Kind == scanner.LParen:
		p.parseRangeAttr()
	case p.tok.Kind == scanner.LParen && p.attrs == nil:
		p.skipBalanced()
	}
	// Any other attribute takes no arguments: a '(' after it ends the
	// attribute list, where the caller gives LLParser's message.
}

// parseRangeAttr parses range's "(iN lo, hi)" with LLParser's rules: an
// integer type; bounds that fit its width as LLLexer reads them (a
// negative literal in its significant bits, another in its active bits);
// and not lo == hi (an empty or full set) unless, from
// llvmver.RangeZeroEmpty, both are 0.
func (p *parser) parseRangeAttr() {
	p.next() // '('
	typeAt := p.tok.Start
	p.parseType()
	// The parse builds no types: the width is the keyword's, iN, when the
	// type is that one keyword (p.typeKw).
	width := 0
	if kw := p.src[p.typeKw.Start:p.typeKw.End]; p.typeKw.Kind == scanner.Ident && isIntTypeName(kw) {
		width, _ = strconv.Atoi(string(kw[1:]))
	}
	if width <= 0 {
		p.failAt(typeAt, "the range must have integer type!")
	}
	bound := func() *big.Int {
		if p.tok.Kind != scanner.Int {
			p.fail("expected integer")
		}
		n, ok := new(big.Int).SetString(string(p.lit()), 10)
		if !ok {
			p.fail("expected integer")
		}
		bits := n.BitLen() // active bits of a positive literal
		if n.Sign() < 0 {
			// Significant bits: the magnitude's bits, and a sign bit
			// unless it is a power of two (-128 fits 8).
			m := new(big.Int).Neg(n)
			bits = m.BitLen()
			if new(big.Int).And(m, new(big.Int).Sub(m, big.NewInt(1))).Sign() != 0 {
				bits++
			}
		}
		if max(bits, 1) > width {
			p.fail("integer is too large for the bit width of specified type")
		}
		lit := ast.Value{Kind: ast.IntConst, Text: string(p.lit())}
		p.next()
		// The value modulo 2^width: LLParser extends the bound to it.
		x, _ := lit.IntLiteral(uint32(width))
		return x
	}
	lo := bound()
	p.expect(scanner.Comma, "','")
	hi := bound()
	if lo.Cmp(hi) == 0 {
		switch {
		case !p.ver.Has(llvmver.RangeZeroEmpty):
			p.fail("the range should not represent the full or empty set!")
		case lo.Sign() != 0:
			p.fail("the range represent the empty set but limits aren't 0!")
		}
	}
	p.expect(scanner.RParen, "')'")
}

// parseNoFPClass parses nofpclass's "(mask)" or "(names)": a number mask
// is of the ten class bits, not empty (LLParser's error is at the token
// after it); a negative one is no mask.
func (p *parser) parseNoFPClass() {
	p.next() // '('
	if p.tok.Kind != scanner.Int {
		p.skipToCloseParen()
		return
	}
	lit := p.lit()
	if len(lit) > 0 && lit[0] == '-' {
		p.fail("expected nofpclass test mask")
	}
	v, err := strconv.ParseUint(string(lit), 10, 64)
	p.next()
	if err != nil || v == 0 || v >= 1<<10 {
		p.fail("invalid mask value for 'nofpclass'")
	}
	p.expect(scanner.RParen, "')'")
}

// skipToCloseParen skips tokens up to the ')' that closes a group whose
// '(' was read.
func (p *parser) skipToCloseParen() {
	depth := 1
	for p.tok.Kind != scanner.EOF {
		switch p.tok.Kind {
		case scanner.LParen:
			depth++
		case scanner.RParen:
			depth--
			if depth == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

// parseInitializes parses initializes' "((lo, hi), ...)": no pair empty or
// full (an error at the token after hi), and, once the list is closed,
// pairs in order, neither overlapping nor touching (an error at the token
// after the list).
func (p *parser) parseInitializes() {
	p.next() // '('
	ordered := true
	var lastHi int64
	for first := true; ; first = false {
		p.expect(scanner.LParen, "'('")
		lo := p.int64("integer")
		p.expect(scanner.Comma, "','")
		hi := p.int64("integer")
		if lo == hi {
			p.fail("the range should not represent the full or empty set!")
		}
		p.expect(scanner.RParen, "')'")
		if lo > hi || !first && lo <= lastHi {
			ordered = false
		}
		lastHi = hi
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(scanner.RParen, "')'")
	if !ordered {
		p.fail("Invalid (unordered or overlapping) range list")
	}
}

// int64 parses a signed number.
func (p *parser) int64(what string) int64 {
	if p.tok.Kind != scanner.Int {
		p.fail("expected " + what)
	}
	v, err := strconv.ParseInt(string(p.lit()), 10, 64)
	if err != nil {
		p.fail("expected " + what)
	}
	p.next()
	return v
}

// parseUWTableKind parses uwtable's optional "(sync)" or "(async)" (LLVM
// 15 and later).
func (p *parser) parseUWTableKind() {
	if p.tok.Kind != scanner.LParen || p.attrs != nil && !p.ver.Has(llvmver.UWTableKind) {
		return
	}
	p.next()
	if !p.is("sync") && !p.is("async") {
		p.fail("expected unwind table kind")
	}
	p.next()
	p.expect(scanner.RParen, "')'")
}

// allocKinds are the words of allockind's string.
var allocKinds = nameSet("alloc", "realloc", "free", "uninitialized", "zeroed", "aligned")

// parseAllocKind parses allockind's "(\"kind,kind\")" (LLVM 15 and later).
func (p *parser) parseAllocKind() {
	p.expect(scanner.LParen, "'('")
	kindPos := p.tok.Start
	if p.tok.Kind != scanner.String {
		p.failAt(kindPos, "expected allockind value")
	}
	kinds := Unquote(p.lit())
	for _, k := range strings.Split(kinds, ",") {
		if !allocKinds[k] {
			p.failAt(kindPos, "unknown allockind "+k)
		}
	}
	p.next()
	p.expect(scanner.RParen, "')'")
}

// skipParamAttrs consumes parameter or return attributes: words that cannot
// start a value, with their "(...)" arguments or integer, and string
// attributes "k"="v". It returns the source text of each when building.
func (p *parser) skipParamAttrs() []string {
	var local [8]string // most lists are short: no allocation of their own
	attrs := local[:0]
loop:
	for {
		start := p.tok.Start
		switch p.tok.Kind {
		case scanner.Ident:
			b := p.lit()
			if valueKeywords[string(b)] || isIntTypeName(b) {
				break loop
			}
			if _, isType := primitiveType(b); isType {
				break loop
			}
			pos, ok := p.attrOf(b)
			if !ok {
				break loop // LLParser's attribute list ends at a word that is none
			}
			p.parseAttrWord()
			p.checkAttrPos(pos, onParam, start)
		case scanner.String:
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			}
		default:
			break loop
		}
		if p.build {
			attrs = append(attrs, p.text(start, p.lastEnd))
		}
	}
	return p.keepStrings(attrs)
}

// keepStrings returns a copy of list carved from the parser's chunk of
// strings (nil for none): decoding a clang -O2 module makes hundreds of
// thousands of attribute lists, which allocated a slice each. The copy's
// capacity is its length, so appending to it copies.
func (p *parser) keepStrings(list []string) []string {
	if len(list) == 0 {
		return nil
	}
	out := chunk.Carve(&p.strChunk, len(list), strChunkSize)
	copy(out, list)
	return out
}

// strChunkSize is the number of strings in each of keepStrings' chunks.
const strChunkSize = 512

// pointerAddrSpace returns the address space of a pointer or vector of
// pointers, or -1 for another type.
func pointerAddrSpace(t *ast.Type) int {
	if t != nil && t.Kind == ast.VectorType {
		t = t.Elem
	}
	if t == nil || t.Kind != ast.PointerType {
		return -1
	}
	return int(t.AddrSpace)
}
