package parser

import (
	"bytes"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

// parseInst parses one instruction or debug record, appends its index entry
// to m.Insts and its attachments to m.InstAttachments, and returns its
// opcode. When ins is not nil (decoding) it is filled in.
func (p *parser) parseInst(ins *ast.Instruction) ast.Opcode {
	start := p.tok.Start
	p.readInst = ast.Span{}
	p.mdValueOK = false // a call that failed may have left it set
	hasResult := false
	var resultTok scanner.Token
	if p.tok.Kind == scanner.LocalVar || p.tok.Kind == scanner.LocalID {
		if ins != nil {
			ins.Result = p.litName()
		}
		resultTok = p.tok
		p.next()
		p.expect(scanner.Equal, "'=' after instruction name")
		hasResult = true
	}
	var op ast.Opcode
	if p.tok.Kind == scanner.DbgRecord {
		if hasResult {
			p.fail("expected instruction opcode")
		}
		op = ast.OpDbgRecord
		p.parseDbgRecord(ins)
		if p.tok.Kind == scanner.Comma && p.ver.Has(llvmver.DebugRecords) {
			// A record takes no attachments: LLParser reads what follows
			// its ')' as the next instruction.
			p.fail("expected instruction opcode")
		}
	} else {
		if p.tok.Kind != scanner.Ident {
			p.fail("expected instruction opcode")
		}
		p.voidCall = false
		op = p.parseInstBody(ins)
		if p.fn != nil && p.fn.checked {
			p.checkResult(op, hasResult, resultTok)
		}
		p.readInst, p.readOp, p.readResult = ast.Span{Start: start, End: p.lastEnd}, op, hasResult
	}
	if ins != nil && p.indexed {
		// The parse indexed the attachments: Decoder.Inst takes them
		// from the module instead of parsing them again.
		ins.Op = op
		return op
	}
	attachFirst := len(p.m.InstAttachments)
	for p.tok.Kind == scanner.Comma && p.peek().Kind == scanner.MetadataVar {
		p.next()
		a := p.parseAttachment()
		if ins != nil {
			ins.Attachments = append(ins.Attachments, a)
		} else {
			p.m.InstAttachments = append(p.m.InstAttachments, a)
		}
	}
	if p.tok.Kind == scanner.Comma {
		// LLParser reads a comma after an instruction as the start of
		// its attachments.
		p.next()
		p.fail("expected metadata after comma")
	}
	if ins != nil {
		ins.Op = op
		ins.Span = ast.Span{Start: start, End: p.lastEnd}
		return op
	}
	n := len(p.m.InstAttachments) - attachFirst
	if n > 0xFFFF {
		p.fail("too many metadata attachments")
	}
	p.m.Insts = append(p.m.Insts, ast.Inst{Span: ast.Span{Start: start, End: p.lastEnd}, Op: op, HasResult: hasResult, AttachFirst: int32(attachFirst), AttachCount: uint16(n)})
	p.readInst = ast.Span{}
	return op
}

// checkResult numbers or records the instruction's result, as LLVM does:
// instructions without a value may not be named, and unnamed values take
// the next number.
func (p *parser) checkResult(op ast.Opcode, hasResult bool, resultTok scanner.Token) {
	producesValue := true
	switch op {
	case ast.OpStore, ast.OpFence, ast.OpBr, ast.OpSwitch, ast.OpIndirectBr, ast.OpResume, ast.OpUnreachable,
		ast.OpCleanupRet, ast.OpCatchRet, ast.OpRet:
		producesValue = false
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
		producesValue = !p.voidCall
	}
	switch {
	case hasResult && !producesValue:
		p.errorAt(resultTok.Start, "instructions returning void cannot have a name")
	case hasResult:
		p.fn.define(resultTok, resultTok.Kind == scanner.LocalID, "instruction")
	case producesValue:
		p.fn.nextID++
	}
}

// parseDbgRecord parses "#dbg_kind(args)".
func (p *parser) parseDbgRecord(ins *ast.Instruction) {
	if ins != nil {
		ins.Record = string(p.src[p.tok.Start+1 : p.tok.End])
	}
	if p.ver.Has(llvmver.DebugRecords) {
		p.parseDbgRecordStrict(ins)
		return
	}
	// Before LLVM 19 a record is no instruction: the type rules refuse
	// one that reads (see typecheck.WithRecords), and one that does not
	// gets LLParser's error at its '#' here, also when what fails is in
	// its arguments (a constant of the wrong type, a type LLVM 14 lacks):
	// LLParser stops at the '#'.
	start := p.tok.Start
	nerr := len(p.errors)
	defer func() {
		r := recover()
		if _, ok := r.(bailout); r != nil && !ok {
			panic(r)
		}
		if len(p.errors) > nerr {
			p.errors, p.scanErrPending = p.errors[:nerr], false
			p.failAt(start, "expected instruction opcode")
		}
		if r != nil {
			panic(r)
		}
	}()
	p.next()
	if p.tok.Kind != scanner.LParen {
		p.failAt(start, "expected instruction opcode")
	}
	p.next()
	for p.tok.Kind != scanner.RParen {
		md := p.parseMDOperand()
		if ins != nil {
			ins.RecordArgs = append(ins.RecordArgs, md)
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	if p.tok.Kind != scanner.RParen {
		p.failAt(start, "expected instruction opcode")
	}
	p.next()
}

// parseDbgRecordStrict is parseDbgRecord under a release that has debug
// records, with LLParser's shape and texts: #dbg_label(label, location),
// the others (value, variable, expression[, assign id, address, address
// expression], location), each node a node ("expected '!' here").
// (Before, any record is an error of the type rules' WithRecords, and a
// lenient parse keeps what irmeta upgrades.)
func (p *parser) parseDbgRecordStrict(ins *ast.Instruction) {
	kind := ""
	if w := p.src[p.tok.Start:p.tok.End]; bytes.HasPrefix(w, []byte("#dbg_")) {
		kind = string(w[len("#dbg_"):])
	}
	switch kind {
	case "value", "declare", "assign", "label":
	case "declare_value":
		if p.ver.Has(llvmver.DbgDeclareValue) {
			break
		}
		fallthrough
	default:
		p.failAt(p.tok.Start+1, "expected debug record type here")
	}
	p.next()
	p.expectMsg(scanner.LParen, "Expected '(' here")
	arg := func(node bool) {
		if node && !(p.tok.Kind == scanner.MetadataVar || p.tok.Kind == scanner.MetadataID ||
			p.tok.Kind == scanner.Exclaim && p.peek().Kind == scanner.LBrace) {
			p.fail("expected '!' here")
		}
		md := p.parseMDOperand()
		if ins != nil {
			ins.RecordArgs = append(ins.RecordArgs, md)
		}
	}
	comma := func() { p.expectMsg(scanner.Comma, "Expected ',' here") }
	if kind == "label" {
		arg(true)
	} else {
		arg(false) // the value
		comma()
		arg(true) // the variable
		comma()
		arg(true) // the expression
		if kind == "assign" {
			comma()
			arg(true) // the DIAssignID
			comma()
			arg(false) // the address
			comma()
			arg(true) // its expression
		}
	}
	comma()
	arg(true) // the location
	p.expectMsg(scanner.RParen, "Expected ')' here")
}

// expectMsg consumes a token of kind k or fails with msg, which is the
// whole text (LLParser's "Expected ',' here" is capitalized).
func (p *parser) expectMsg(k scanner.Kind, msg string) {
	if p.tok.Kind != k {
		p.fail(msg)
	}
	p.next()
}

// addOp appends an operand when decoding.
func addOp(ins *ast.Instruction, op ast.Operand) {
	if ins != nil {
		ins.Operands = append(ins.Operands, op)
	}
}

// flagList returns an empty flag list with room for a few flags, carved
// from a slab as Decoder.operands carves operand lists.
func (p *parser) flagList() []string {
	const per, slab = 4, 4096
	if len(p.flagSlab) < per {
		if p.flagNext < len(p.flagUsed) {
			p.flagSlab = p.flagUsed[p.flagNext]
		} else {
			p.flagSlab = make([]string, slab)
			p.flagUsed = append(p.flagUsed, p.flagSlab)
		}
		p.flagNext++
	}
	fl := p.flagSlab[:0:per]
	p.flagSlab = p.flagSlab[per:]
	return fl
}

// flag consumes the current word as an instruction flag.
func (p *parser) flag(ins *ast.Instruction) {
	if ins != nil {
		if ins.Flags == nil {
			ins.Flags = p.flagList()
		}
		ins.Flags = append(ins.Flags, p.flagString(p.lit()))
	}
	p.next()
}

// flagString returns word as a string, shared with equal ones decoded
// before: the same few keywords recur on every instruction, and a decoded
// flag should not cost a string each.
func (p *parser) flagString(word []byte) string {
	if s, ok := p.flagWords[string(word)]; ok {
		return s
	}
	s := string(word)
	if p.flagWords == nil {
		p.flagWords = make(map[string]string)
	}
	if len(p.flagWords) < 256 {
		p.flagWords[s] = s
	}
	return s
}

// FastMathFlag reports whether word is a fast-math flag ("nnan", "fast"...).
func FastMathFlag(word string) bool { return fastMathFlags[word] }

// fastMathFlags lists the fast-math flag keywords.
var fastMathFlags = map[string]bool{
	"fast": true, "nnan": true, "ninf": true, "nsz": true, "arcp": true, "contract": true, "afn": true, "reassoc": true,
}

// skipFlags consumes words in set as flags.
func (p *parser) skipFlags(ins *ast.Instruction, set map[string]bool) {
	for p.tok.Kind == scanner.Ident && set[string(p.lit())] {
		p.flag(ins)
	}
}

// Keyword flags that LLParser reads at most once each, as bits of the set
// an opcode takes.
const (
	flagNUW uint8 = 1 << iota
	flagNSW
	flagExact
	flagDisjoint
	flagNNeg
	flagSameSign
)

// onceFlag returns the bit of keyword b, or 0.
func onceFlag(b []byte) uint8 {
	switch string(b) {
	case "nuw":
		return flagNUW
	case "nsw":
		return flagNSW
	case "exact":
		return flagExact
	case "disjoint":
		return flagDisjoint
	case "nneg":
		return flagNNeg
	case "samesign":
		return flagSameSign
	}
	return 0
}

// onceFlagsOf returns the flags that op takes in the parser's release
// (or disjoint, zext nneg from LLVM 18; uitofp nneg, trunc nuw and nsw
// from 19; icmp samesign from 20): a newer one is left for the type, as
// an older LLParser leaves it.
func (p *parser) onceFlagsOf(op ast.Opcode) uint8 {
	has := func(c llvmver.Change, b uint8) uint8 {
		if p.ver.Has(c) {
			return b
		}
		return 0
	}
	switch op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpShl:
		return flagNUW | flagNSW
	case ast.OpTrunc:
		return has(llvmver.TruncNoWrap, flagNUW|flagNSW)
	case ast.OpUDiv, ast.OpSDiv, ast.OpLShr, ast.OpAShr:
		return flagExact
	case ast.OpOr:
		return has(llvmver.DisjointFlag, flagDisjoint)
	case ast.OpZExt:
		return has(llvmver.NNegFlag, flagNNeg)
	case ast.OpUIToFP:
		return has(llvmver.UIToFPNNeg, flagNNeg)
	case ast.OpICmp:
		return has(llvmver.ICmpSameSign, flagSameSign)
	}
	return 0
}

// parseOnceFlags consumes the flag keywords that op takes, each at most
// once; a repeated or foreign flag is left for the operand's type, where
// LLParser reports it ("expected type").
func (p *parser) parseOnceFlags(ins *ast.Instruction, op ast.Opcode) {
	allowed := p.onceFlagsOf(op)
	seen := uint8(0)
	for p.tok.Kind == scanner.Ident {
		b := onceFlag(p.lit())
		if b == 0 || allowed&b == 0 || seen&b != 0 {
			return
		}
		seen |= b
		p.flag(ins)
	}
}

var (
	gepFlags  = map[string]bool{"inbounds": true, "nusw": true, "nuw": true}
	orderings = map[string]bool{"unordered": true, "monotonic": true, "acquire": true, "release": true, "acq_rel": true, "seq_cst": true}
	icmpPreds = map[string]bool{"eq": true, "ne": true, "ugt": true, "uge": true, "ult": true, "ule": true, "sgt": true, "sge": true, "slt": true, "sle": true}
	fcmpPreds = map[string]bool{"false": true, "oeq": true, "ogt": true, "oge": true, "olt": true, "ole": true, "one": true, "ord": true, "ueq": true, "ugt": true, "uge": true, "ult": true, "ule": true, "une": true, "uno": true, "true": true}
	rmwOps    = map[string]bool{"xchg": true, "add": true, "sub": true, "and": true, "nand": true, "or": true, "xor": true, "max": true, "min": true, "umax": true, "umin": true, "fadd": true, "fsub": true, "fmax": true, "fmin": true, "fmaximum": true, "fminimum": true, "uinc_wrap": true, "udec_wrap": true, "usub_cond": true, "usub_sat": true}
)

// parseInstBody parses an instruction after its optional "%x =".
func (p *parser) parseInstBody(ins *ast.Instruction) ast.Opcode {
	kwTok := p.tok
	kw := string(p.lit())
	p.mustTail = kw == "musttail"
	tailForm := false
	switch kw {
	case "tail", "musttail", "notail":
		p.flag(ins)
		if !p.is("call") {
			p.fail("expected 'tail call', 'musttail call', or 'notail call'")
		}
		kw = "call"
		tailForm = true
	}
	op := ast.OpcodeByName(kw)
	if op == ast.OpInvalid || op == ast.OpPtrToAddr && !p.ver.Has(llvmver.PtrToAddr) && p.attrs != nil {
		p.failAt(kwTok.Start, "expected instruction opcode")
	}
	// LLParser's CallLoc: the token after the opcode's first word ("call"
	// itself in "tail call").
	if tailForm {
		p.callLoc = p.tok.Start
	}
	p.next()
	if !tailForm {
		p.callLoc = p.tok.Start
	}
	if ins != nil {
		ins.OpPos = kwTok.Start
		if op == ast.OpCall {
			ins.OpPos = p.callLoc
		}
	}
	switch {
	case op.IsBinary():
		if op == ast.OpFAdd || op == ast.OpFSub || op == ast.OpFMul || op == ast.OpFDiv || op == ast.OpFRem {
			p.skipFlags(ins, fastMathFlags)
		} else {
			p.parseOnceFlags(ins, op)
		}
		a := p.parseTypedValue()
		p.expect(scanner.Comma, binaryCommaMsg(op))
		b := ast.Operand{Type: a.Type, Value: p.parseValue(a.Type)}
		addOp(ins, a)
		addOp(ins, b)
		p.setType(ins, a.Type)
	case op.IsCast():
		if (op == ast.OpFPTrunc || op == ast.OpFPExt) && p.ver.Has(llvmver.FastMathFPCasts) {
			p.skipFlags(ins, fastMathFlags)
		}
		p.parseOnceFlags(ins, op)
		a := p.parseTypedValue()
		addOp(ins, a)
		if !p.gotKw("to") {
			p.fail("expected 'to' after cast value")
		}
		p.setType(ins, p.parseTypeNoVoid())
	}
	if op.IsBinary() || op.IsCast() {
		return op
	}
	switch op {
	case ast.OpRet:
		if p.is("void") && p.peek().Kind != scanner.LParen {
			p.checkRetType(p.tok.Start, "void")
			p.next()
			return op
		}
		typeTok := p.tok
		valTok := p.peek()
		addOp(ins, p.parseTypedValue())
		// A named value's type is typecheck's to compare first; a
		// constant the parser has checked is compared here.
		if isRef := valTok.Kind == scanner.LocalVar || valTok.Kind == scanner.LocalID || valTok.Kind == scanner.GlobalVar || valTok.Kind == scanner.GlobalID; p.typeKw == typeTok && !isRef {
			p.checkRetType(typeTok.Start, string(p.src[typeTok.Start:typeTok.End]))
		}
	case ast.OpBr:
		first := p.tok
		t := p.parseTypeNoVoid()
		// One named type or keyword may be i1 (the parse does not know
		// what a named type stands for).
		named := (first.Kind == scanner.LocalVar || first.Kind == scanner.LocalID) && p.lastEnd == first.End
		mayBeI1 := p.typeKwText() == "i1" || named
		p.litType = p.typeKw
		a := ast.Operand{Type: t, Value: p.parseValue(t), TypePos: first.Start}
		addOp(ins, a)
		// LLParser: a label operand makes the branch unconditional (a
		// comma after it starts the attachments); another is the
		// condition, which must be i1 (the type checker's rule, checked
		// before the comma) and be followed by both destinations.
		if !isLabelMarker(a.Type) {
			if p.tok.Kind != scanner.Comma && !mayBeI1 {
				break
			}
			p.expect(scanner.Comma, "',' after branch condition")
			addOp(ins, p.parseLabelOperand())
			p.expect(scanner.Comma, "',' after true destination")
			addOp(ins, p.parseLabelOperand())
		}
	case ast.OpSwitch:
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after switch condition")
		addOp(ins, p.parseLabelOperand())
		p.expect(scanner.LBrack, "'[' with switch table")
		for p.tok.Kind != scanner.RBrack {
			addOp(ins, p.parseTypedValue())
			p.expect(scanner.Comma, "',' after case value")
			addOp(ins, p.parseLabelOperand())
		}
		p.next()
	case ast.OpIndirectBr:
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after indirectbr address")
		p.expect(scanner.LBrack, "'[' with indirectbr")
		if p.tok.Kind != scanner.RBrack {
			for { // a comma wants another destination
				addOp(ins, p.parseLabelOperand())
				if !p.got(scanner.Comma) {
					break
				}
			}
		}
		p.expect(scanner.RBrack, "']' at end of block list")
	case ast.OpInvoke, ast.OpCallBr:
		p.parseCallCore(ins, op)
		if op == ast.OpCallBr {
			if !p.gotKw("to") {
				p.fail("expected 'to' in callbr")
			}
			addOp(ins, p.parseLabelOperand())
			p.expect(scanner.LBrack, "'[' in callbr")
			if p.tok.Kind != scanner.RBrack {
				for { // a comma wants another destination
					addOp(ins, p.parseLabelOperand())
					if !p.got(scanner.Comma) {
						break
					}
				}
			}
			p.expect(scanner.RBrack, "']' at end of block list")
		} else {
			if !p.gotKw("to") {
				p.fail("expected 'to' in invoke")
			}
			addOp(ins, p.parseLabelOperand())
			if !p.gotKw("unwind") {
				p.fail("expected 'unwind' in invoke")
			}
			addOp(ins, p.parseLabelOperand())
		}
	case ast.OpResume, ast.OpFreeze:
		a := p.parseTypedValue()
		addOp(ins, a)
		if op == ast.OpFreeze {
			p.setType(ins, a.Type)
		}
	case ast.OpUnreachable:
	case ast.OpCleanupRet:
		if !p.gotKw("from") {
			p.fail("expected 'from' after cleanupret")
		}
		addOp(ins, ast.Operand{Value: p.parseValue(nil)})
		if !p.gotKw("unwind") {
			p.fail("expected 'unwind' in cleanupret")
		}
		p.parseUnwindDest(ins)
	case ast.OpCatchRet:
		if !p.gotKw("from") {
			p.fail("expected 'from' after catchret")
		}
		addOp(ins, ast.Operand{Value: p.parseValue(nil)})
		if !p.gotKw("to") {
			p.fail("expected 'to' in catchret")
		}
		addOp(ins, p.parseLabelOperand())
	case ast.OpCatchSwitch:
		if !p.gotKw("within") {
			p.fail("expected 'within' after catchswitch")
		}
		if !p.is("none") && p.tok.Kind != scanner.LocalVar && p.tok.Kind != scanner.LocalID {
			p.fail("expected scope value for catchswitch")
		}
		addOp(ins, ast.Operand{Value: p.parseValue(nil)})
		p.expect(scanner.LBrack, "'[' with catchswitch labels")
		for { // one handler at least
			addOp(ins, p.parseLabelOperand())
			if !p.got(scanner.Comma) {
				break
			}
		}
		p.expect(scanner.RBrack, "']' after catchswitch labels")
		if !p.gotKw("unwind") {
			p.fail("expected 'unwind' after catchswitch scope")
		}
		p.parseUnwindDest(ins)
	case ast.OpCatchPad, ast.OpCleanupPad:
		if !p.gotKw("within") {
			p.fail("expected 'within' after " + kw)
		}
		if local := p.tok.Kind == scanner.LocalVar || p.tok.Kind == scanner.LocalID; !local && (op == ast.OpCatchPad || !p.is("none")) {
			p.fail("expected scope value for " + kw) // a catchpad's is its catchswitch
		}
		addOp(ins, ast.Operand{Value: p.parseValue(nil)})
		// LLParser's parseExceptionArgs.
		p.expectMsg(scanner.LBrack, "expected '[' in catchpad/cleanuppad")
		for args := 0; p.tok.Kind != scanner.RBrack; args++ {
			if args > 0 {
				p.expectMsg(scanner.Comma, "expected ',' in argument list")
			}
			p.mdValueOK = true
			addOp(ins, p.parseTypedValue())
			p.mdValueOK = false
		}
		p.next() // ']'
	case ast.OpFNeg:
		p.skipFlags(ins, fastMathFlags)
		a := p.parseTypedValue()
		addOp(ins, a)
		p.setType(ins, a.Type)
	case ast.OpExtractElement:
		a := p.parseTypedValue()
		addOp(ins, a)
		p.expect(scanner.Comma, "',' after extract value")
		addOp(ins, p.parseTypedValue())
		if ins != nil && a.Type != nil {
			ins.Type = a.Type.Elem
		}
	case ast.OpInsertElement, ast.OpShuffleVector:
		a := p.parseTypedValue()
		addOp(ins, a)
		first, second := "',' after insertelement value", "',' after insertelement value"
		if op == ast.OpShuffleVector {
			first, second = "',' after shuffle mask", "',' after shuffle value"
		}
		p.expect(scanner.Comma, first)
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, second)
		c := p.parseTypedValue()
		addOp(ins, c)
		if ins != nil && a.Type != nil {
			ins.Type = a.Type
			if op == ast.OpShuffleVector && c.Type != nil {
				ins.Type = &ast.Type{Kind: ast.VectorType, Len: c.Type.Len, Scalable: c.Type.Scalable, Elem: a.Type.Elem}
			}
		}
	case ast.OpExtractValue, ast.OpInsertValue:
		addOp(ins, p.parseTypedValue())
		if op == ast.OpInsertValue {
			p.expect(scanner.Comma, "',' after insertvalue operand")
			addOp(ins, p.parseTypedValue())
		}
		p.parseAggIndices(ins)
	case ast.OpAlloca:
		p.parseAlloca(ins)
	case ast.OpLoad:
		p.parseLoad(ins)
	case ast.OpStore:
		p.parseStore(ins)
	case ast.OpFence:
		p.parseSyncScope(ins)
		ordering := string(p.lit())
		p.parseOrdering(ins)
		// At the token after the ordering.
		switch ordering {
		case "unordered":
			p.fail("fence cannot be unordered")
		case "monotonic":
			p.fail("fence cannot be monotonic")
		}
	case ast.OpCmpXchg:
		if p.is("weak") {
			p.flag(ins)
		}
		if p.is("volatile") {
			p.flag(ins)
		}
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after cmpxchg address")
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after cmpxchg cmp operand")
		addOp(ins, p.parseTypedValue())
		p.parseSyncScope(ins)
		// LLParser checks the orderings once the instruction is read, at
		// the token after it.
		badSuccess := p.is("unordered")
		p.parseOrdering(ins)
		badFailure := p.is("unordered") || p.is("release") || p.is("acq_rel")
		p.parseOrdering(ins)
		p.parseOptionalAlign(ins)
		at := p.tok.Start
		if p.tok.Kind == scanner.Comma {
			at = p.peek().Start // LLParser has eaten the comma before attachments
		}
		if badSuccess {
			p.failAt(at, "invalid cmpxchg success ordering")
		}
		if badFailure {
			p.failAt(at, "invalid cmpxchg failure ordering")
		}
	case ast.OpAtomicRMW:
		if p.is("volatile") {
			p.flag(ins)
		}
		if p.tok.Kind != scanner.Ident || !rmwOps[string(p.lit())] || !p.rmwOpKnown(string(p.lit())) {
			p.fail("expected binary operation in atomicrmw")
		}
		p.flag(ins)
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after atomicrmw address")
		v := p.parseTypedValue()
		addOp(ins, v)
		p.parseSyncScope(ins)
		unordered := p.is("unordered")
		p.parseOrdering(ins)
		p.parseOptionalAlign(ins)
		if unordered {
			// At the token after the instruction, past the comma
			// parseOptionalCommaAlign eats before attachments.
			at := p.tok.Start
			if p.tok.Kind == scanner.Comma {
				at = p.peek().Start
			}
			p.failAt(at, "atomicrmw cannot be unordered")
		}
		p.setType(ins, v.Type)
	case ast.OpGetElementPtr:
		p.parseGEP(ins)
	case ast.OpICmp, ast.OpFCmp:
		if op == ast.OpICmp {
			p.parseOnceFlags(ins, op)
			if p.tok.Kind != scanner.Ident || !icmpPreds[string(p.lit())] {
				p.fail("expected icmp predicate (e.g. 'eq')")
			}
		} else {
			p.skipFlags(ins, fastMathFlags)
			if p.tok.Kind != scanner.Ident || !fcmpPreds[string(p.lit())] {
				p.fail("expected fcmp predicate (e.g. 'oeq')")
			}
		}
		p.flag(ins)
		a := p.parseTypedValue()
		p.expect(scanner.Comma, "',' after compare value")
		addOp(ins, a)
		addOp(ins, ast.Operand{Type: a.Type, Value: p.parseValue(a.Type)})
		if ins != nil {
			ins.Type = &ast.Type{Kind: ast.IntType, Name: "i1", Bits: 1}
			if a.Type != nil && a.Type.Kind == ast.VectorType {
				ins.Type = &ast.Type{Kind: ast.VectorType, Len: a.Type.Len, Scalable: a.Type.Scalable, Elem: ins.Type}
			}
		}
	case ast.OpPhi:
		p.skipFlags(ins, fastMathFlags)
		typeAt := p.tok.Start
		t := p.parseTypeNoVoid()
		if p.typeFunc && p.ver.Has(llvmver.EmptyPhi) {
			// Checked with the phis without incoming values (measured:
			// llvm-as 15 wants the '[' instead).
			p.failAt(typeAt, "phi node must have first class type")
		}
		p.setType(ins, t)
		phiKw := p.typeKw
		for first := true; ; first = false {
			if first && p.tok.Kind != scanner.LBrack && p.ver.Has(llvmver.EmptyPhi) {
				break // a phi without incoming values
			}
			p.expect(scanner.LBrack, "'[' in phi value list")
			p.litType = phiKw
			addOp(ins, ast.Operand{Type: t, Value: p.parseValue(t)})
			p.expect(scanner.Comma, "',' after insertelement value")
			addOp(ins, ast.Operand{Value: p.parseLocalLabel()})
			p.expect(scanner.RBrack, "']' in phi value list")
			// LLParser: after a comma, anything but an attachment is
			// the next incoming pair.
			if !(p.tok.Kind == scanner.Comma && p.peek().Kind != scanner.MetadataVar) {
				break
			}
			p.next()
		}
	case ast.OpSelect:
		p.skipFlags(ins, fastMathFlags)
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after select condition")
		a := p.parseTypedValue()
		addOp(ins, a)
		p.expect(scanner.Comma, "',' after select value")
		addOp(ins, p.parseTypedValue())
		p.setType(ins, a.Type)
	case ast.OpCall:
		p.skipFlags(ins, fastMathFlags)
		p.parseCallCore(ins, op)
	case ast.OpVAArg:
		addOp(ins, p.parseTypedValue())
		p.expect(scanner.Comma, "',' after vaarg operand")
		p.setType(ins, p.parseTypeNoVoid())
	case ast.OpLandingPad:
		p.setType(ins, p.parseTypeNoVoid())
		if p.is("cleanup") {
			p.flag(ins)
		}
		for p.is("catch") || p.is("filter") {
			p.flag(ins)
			addOp(ins, p.parseTypedValue())
		}
	default:
		p.failAt(kwTok.Start, "expected instruction opcode")
	}
	return op
}

// rmwOpKnown reports whether the parser's LLVM release knows atomicrmw
// operation w.
func (p *parser) rmwOpKnown(w string) bool {
	if p.attrs == nil {
		return true // decoding
	}
	switch w {
	case "fmax", "fmin":
		return p.ver.Has(llvmver.AtomicRMWFMaxMin)
	case "uinc_wrap", "udec_wrap":
		return p.ver.Has(llvmver.AtomicRMWWrap)
	case "usub_cond", "usub_sat", "fmaximum", "fminimum":
		return p.ver.Has(llvmver.AtomicRMWNewer)
	}
	return true
}

func (p *parser) setType(ins *ast.Instruction, t *ast.Type) {
	if ins != nil {
		ins.Type = t
	}
}

// parseLabelOperand parses "label %bb". LLParser's parseTypeAndBasicBlock
// reads a value of any type there, then wants a block: a local name at
// another type is kept, for the type checker to compare with the name's
// definition ("defined with type 'label' but expected ...", else "expected
// a basic block" at the type); any other value is "expected a basic
// block" at the type.
func (p *parser) parseLabelOperand() ast.Operand {
	if p.gotKw("label") {
		return ast.Operand{Type: labelType(p.build), Value: p.parseLocalLabel()}
	}
	if !p.atType() {
		p.fail("expected type")
	}
	typePos := p.tok.Start
	t := p.parseTypeNoVoid()
	switch p.tok.Kind {
	case scanner.LocalVar, scanner.LocalID:
		return ast.Operand{Type: t, Value: p.parseLocalLabel(), TypePos: typePos}
	case scanner.RBrack, scanner.RBrace, scanner.RParen, scanner.Comma, scanner.EOF, scanner.Equal,
		scanner.Colon, scanner.Star, scanner.Bar, scanner.Label, scanner.Greater:
		p.fail("expected value token")
	}
	p.failAt(typePos, "expected a basic block")
	return ast.Operand{}
}

// labelConstantErrors are LLParser's messages for the constants that name
// no type where a label is expected.
var labelConstantErrors = map[string]string{
	"undef":           "invalid type for undef constant",
	"poison":          "invalid type for poison constant",
	"zeroinitializer": "invalid type for null constant",
	"none":            "invalid type for none constant",
	"null":            "null must be a pointer type",
	"true":            "constant expression type mismatch: got type 'i1' but expected 'label'",
	"false":           "constant expression type mismatch: got type 'i1' but expected 'label'",
}

func labelType(build bool) *ast.Type {
	if build {
		return sharedTypes["label"]
	}
	return nil
}

// parseLocalLabel parses a basic block reference %bb.
func (p *parser) parseLocalLabel() ast.Value {
	if p.tok.Kind != scanner.LocalVar && p.tok.Kind != scanner.LocalID {
		// LLParser makes the value at type label before it asks for a
		// block: the constants that name no type are refused as such.
		switch p.tok.Kind {
		case scanner.Ident:
			if msg, ok := labelConstantErrors[string(p.lit())]; ok {
				p.fail(msg)
			}
		case scanner.Int:
			p.fail("integer constant must have integer type")
		case scanner.Float:
			p.fail("floating point constant invalid for type")
		case scanner.GlobalVar, scanner.GlobalID:
			p.fail("global variable reference must have pointer type")
		}
		p.fail("expected a basic block")
	}
	var v ast.Value
	v.Kind = ast.LabelRef
	if p.fn != nil {
		p.fn.use(p.tok)
	}
	if p.build {
		v.Name = p.litName()
		v.Text = p.text(p.tok.Start, p.tok.End)
		v.Span = span(p.tok)
	}
	p.next()
	return v
}

// parseUnwindDest parses "to caller" or "label %bb".
func (p *parser) parseUnwindDest(ins *ast.Instruction) {
	if p.gotKw("to") {
		if !p.gotKw("caller") {
			p.fail("expected 'caller' here")
		}
		return
	}
	addOp(ins, p.parseLabelOperand())
}

// parseSyncScope parses an optional syncscope("name").
func (p *parser) parseSyncScope(ins *ast.Instruction) {
	if p.is("syncscope") {
		start := p.tok.Start
		p.next()
		// LLParser's parseScope, with its capitals.
		p.expectMsg(scanner.LParen, "Expected '(' in syncscope")
		p.expectMsg(scanner.String, "Expected synchronization scope name")
		p.expectMsg(scanner.RParen, "Expected ')' in syncscope")
		if ins != nil {
			ins.Flags = append(ins.Flags, string(p.src[start:p.lastEnd]))
		}
	}
}

// parseOrdering parses an atomic ordering.
func (p *parser) parseOrdering(ins *ast.Instruction) {
	if p.tok.Kind != scanner.Ident || !orderings[string(p.lit())] {
		p.fail("Expected ordering on atomic instruction")
	}
	p.flag(ins)
}

// parseOptionalAlign parses ", align N" as often as given (LLParser's
// parseOptionalCommaAlign keeps the last), up to a comma that starts an
// attachment. It reports whether an alignment was given.
func (p *parser) parseOptionalAlign(ins *ast.Instruction) bool {
	seen := false
	for p.tok.Kind == scanner.Comma && p.peek().Kind != scanner.MetadataVar {
		p.next()
		if !p.gotKw("align") {
			p.fail("expected metadata or 'align'")
		}
		a := p.alignment(false)
		if ins != nil {
			ins.Align = a
		}
		seen = true
	}
	return seen
}

// parseAlloca parses what follows "alloca" in LLParser's order:
// [inalloca] [swifterror] type [, size] [, align N] [, addrspace(N)], where
// addrspace ends the list unless it follows align.
func (p *parser) parseAlloca(ins *ast.Instruction) {
	if p.is("inalloca") {
		p.flag(ins)
	}
	if p.is("swifterror") {
		p.flag(ins)
	}
	at := p.tok.Start
	t := p.parseTypeNoVoid()
	p.checkHeldType(at, "invalid type for alloca")
	if ins != nil {
		ins.Type = &ast.Type{Kind: ast.PointerType}
		ins.Operands = append(ins.Operands, ast.Operand{Type: t, TypePos: at})
	}
	if !p.allocaComma() {
		return
	}
	if !p.is("align") && !p.is("addrspace") {
		addOp(ins, p.parseTypedValue())
		if !p.allocaComma() {
			return
		}
		if !p.is("align") && !p.is("addrspace") {
			p.fail("expected instruction opcode") // LLParser has eaten the comma and ends the instruction
		}
	}
	if p.is("addrspace") {
		p.parseAllocaAddrSpace(ins)
		return
	}
	p.next() // align
	a := p.alignment(false)
	if ins != nil {
		ins.Align = a
	}
	if !p.allocaComma() {
		return
	}
	if !p.is("addrspace") {
		p.fail("expected metadata or 'addrspace'")
	}
	p.parseAllocaAddrSpace(ins)
}

// allocaComma consumes a comma that does not start an attachment.
func (p *parser) allocaComma() bool {
	if p.tok.Kind == scanner.Comma && p.peek().Kind != scanner.MetadataVar {
		p.next()
		return true
	}
	return false
}

// parseAllocaAddrSpace parses "addrspace(N)".
func (p *parser) parseAllocaAddrSpace(ins *ast.Instruction) {
	p.next()
	as := p.parseAddrSpaceParens()
	if ins != nil && ins.Type != nil {
		t := *ins.Type // the decoder's types are shared (see pointerTo)
		t.AddrSpace = as
		ins.Type = &t
	}
}

func (p *parser) parseLoad(ins *ast.Instruction) {
	atomic := false
	if p.is("atomic") {
		atomic = true
		p.flag(ins)
	}
	if p.is("volatile") {
		p.flag(ins)
	}
	t := p.parseType()
	p.setType(ins, t)
	p.expect(scanner.Comma, "comma after load's type")
	ptrPos := p.tok.Start
	addOp(ins, p.parseTypedValue())
	ordering := ""
	if atomic {
		p.parseSyncScope(ins)
		ordering = string(p.lit())
		p.parseOrdering(ins)
	}
	if !p.parseOptionalAlign(ins) && atomic {
		p.failAt(ptrPos, "atomic load must have explicit non-zero alignment")
	}
	if ordering == "release" || ordering == "acq_rel" {
		p.failAt(ptrPos, "atomic load cannot use Release ordering")
	}
}

func (p *parser) parseStore(ins *ast.Instruction) {
	atomic := false
	if p.is("atomic") {
		atomic = true
		p.flag(ins)
	}
	if p.is("volatile") {
		p.flag(ins)
	}
	valPos := p.tok.Start
	addOp(ins, p.parseTypedValue())
	p.expect(scanner.Comma, "',' after store operand")
	addOp(ins, p.parseTypedValue())
	ordering := ""
	if atomic {
		p.parseSyncScope(ins)
		ordering = string(p.lit())
		p.parseOrdering(ins)
	}
	if !p.parseOptionalAlign(ins) && atomic {
		p.failAt(valPos, "atomic store must have explicit non-zero alignment")
	}
	if ordering == "acquire" || ordering == "acq_rel" {
		p.failAt(valPos, "atomic store cannot use Acquire ordering")
	}
}

// parseAggIndices parses extractvalue's and insertvalue's ", N, N...",
// which may be followed by attachments, with LLParser's messages.
func (p *parser) parseAggIndices(ins *ast.Instruction) {
	if p.tok.Kind != scanner.Comma {
		p.fail("expected ',' as start of index list")
	}
	n := 0
	for p.tok.Kind == scanner.Comma {
		if p.peek().Kind == scanner.MetadataVar {
			if n == 0 {
				p.next()
				p.fail("expected index")
			}
			return
		}
		p.next()
		pos := p.tok.Start
		idx := p.uint("integer")
		if idx > 0xFFFFFFFF {
			p.failAt(pos, "expected 32-bit integer (too large)")
		}
		n++
		if ins != nil {
			ins.Indices = append(ins.Indices, idx)
		}
	}
}

func (p *parser) parseGEP(ins *ast.Instruction) {
	// inrange is a constant expression's only: here, LLParser wants the
	// type.
	if !p.ver.Has(llvmver.GEPNoWrapFlags) {
		if p.is("inbounds") { // one, and no other flag
			p.flag(ins)
		}
	}
	for p.tok.Kind == scanner.Ident && gepFlags[string(p.lit())] && p.ver.Has(llvmver.GEPNoWrapFlags) {
		p.flag(ins)
	}
	t := p.parseTypeNoVoid()
	if ins != nil {
		ins.Operands = append(ins.Operands, ast.Operand{Type: t})
	}
	p.expect(scanner.Comma, "comma after getelementptr's type")
	base := p.parseTypedValue()
	addOp(ins, base)
	for p.tok.Kind == scanner.Comma && p.peek().Kind != scanner.MetadataVar {
		p.next()
		addOp(ins, p.parseTypedValue())
	}
	if ins != nil {
		ins.Type = base.Type
	}
}

// parseCallCore parses the part shared by call, invoke and callbr: calling
// convention, return attributes, address space, type, callee, arguments,
// function attributes and operand bundles.
func (p *parser) parseCallCore(ins *ast.Instruction, op ast.Opcode) {
	// Calling convention and return attributes.
	for !p.atType() {
		switch p.tok.Kind {
		case scanner.Ident:
			switch {
			case p.is("cc"):
				p.next()
				p.uint32("integer") // LLParser: parseUInt32
			case p.is("addrspace"):
				p.next()
				as := p.parseAddrSpaceParens()
				if ins != nil {
					ins.CallAddrSpace, ins.HasCallAddrSpace = as, true
				}
			default:
				if !p.isHeaderWord(p.lit()) {
					p.fail("expected type") // LLParser reads the return type here
				}
				p.ccWordNumber()
				pos, isAttr := p.attrOf(p.lit())
				at := p.tok.Start
				p.parseAttrWord()
				if isAttr {
					p.checkAttrPos(pos, onRet, at)
				}
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
	retPos := p.tok.Start
	t := p.parseType()
	p.voidCall = isVoidResult(t)
	if ins != nil {
		if t != nil && t.Kind == ast.FuncType {
			ins.FnType = t
			ins.Type = t.Elem
		} else {
			ins.Type = t
		}
	}
	p.callee = true
	callee := p.parseValue(nil)
	addOp(ins, ast.Operand{Value: callee})
	// Arguments.
	p.expect(scanner.LParen, "'(' in call")
	ellipsis := false
	for first := true; p.tok.Kind != scanner.RParen; first = false {
		if !first {
			// LLParser: between call arguments it wants a comma.
			p.expect(scanner.Comma, "',' in argument list")
		}
		if p.tok.Kind == scanner.DotDotDot {
			// LLParser's parseParameterList: only a musttail call in a
			// varargs function passes its own varargs on, and it must.
			switch {
			case p.build:
			case !p.mustTail:
				p.fail("unexpected ellipsis in argument list for non-musttail call")
			case !p.varArgsFn:
				p.fail("unexpected ellipsis in argument list for musttail call in non-varargs function")
			}
			p.next()
			ellipsis = true
			break
		}
		atPos, first := p.tok.Start, p.tok
		at := p.parseTypeNoVoid() // LLParser's parseParameterList
		if (first.Kind == scanner.LocalVar || first.Kind == scanner.LocalID) && p.lastEnd == first.End && (p.build || p.ver.Has(llvmver.OpaqueStructNotFirstClass)) {
			// A named type alone: one without a body is no valid
			// argument type (the type rules know the bodies).
			p.noteFuncTypeArg(first)
		}
		// The parse builds no function type: typeFunc says it read one.
		funcTyped := p.typeFunc || at != nil && at.Kind == ast.FuncType
		// isValidArgumentType: no label, no function type.
		if (at != nil && at.Kind == ast.LabelType || funcTyped) && !p.build && p.ver.Has(llvmver.CallArgTypeChecked) {
			p.failAt(atPos, "invalid type for function argument")
		}
		argKw := p.typeKw
		attrs := p.skipParamAttrs()
		p.litType = argKw
		valPos := p.tok.Start
		p.mdValueOK = true
		v := p.parseValue(at)
		p.mdValueOK = false
		if funcTyped && !p.build {
			// Before llvmver.CallArgTypeChecked: the value's conversion
			// refuses its type.
			p.failAt(valPos, "functions are not values, refer to them as pointers")
		}
		addOp(ins, ast.Operand{Type: at, Value: v, Attrs: attrs, TypePos: atPos})
	}
	if !p.build && p.mustTail && p.varArgsFn && !ellipsis && p.tok.Kind == scanner.RParen {
		p.fail("expected '...' at end of argument list for musttail call in varargs function")
	}
	p.expect(scanner.RParen, "')' at end of argument list")
	// Function attributes.
	aligned := false
	for {
		switch p.tok.Kind {
		case scanner.AttrGrpID:
			p.next()
			continue
		case scanner.String:
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			}
			continue
		case scanner.Ident:
			if w := string(p.lit()); w == "to" || w == "tail" || w == "musttail" || w == "notail" || ast.OpcodeByName(w) != ast.OpInvalid {
				break
			}
			pos, ok := p.fnAttrOf(p.lit())
			if !ok {
				break // not an attribute: the instruction ends here
			}
			at := p.tok.Start
			aligned = aligned || p.is("align")
			p.parseAttrWord()
			p.checkAttrPos(pos, onFn|fnAlignHack, at)
			continue
		}
		break
	}
	// Operand bundles.
	if p.tok.Kind == scanner.LBrack {
		// LLParser's parseOptionalOperandBundles: the loops end at the
		// closing bracket, and want a comma before every other item.
		begin := p.tok.Start
		p.next()
		bundles := 0
		for p.tok.Kind != scanner.RBrack {
			if bundles > 0 {
				p.expectMsg(scanner.Comma, "expected ',' in input list")
			}
			if lit := p.lit(); !p.build && p.tok.Kind == scanner.String && len(lit) > 2 && (lit[1] == 'c' || lit[1] == '\\') {
				p.m.ConvergenceBundles = p.m.ConvergenceBundles || Unquote(lit) == "convergencectrl"
			}
			p.expectMsg(scanner.String, "expected string constant")
			p.expectMsg(scanner.LParen, "expected '(' in operand bundle")
			for inputs := 0; p.tok.Kind != scanner.RParen; inputs++ {
				if inputs > 0 {
					p.expectMsg(scanner.Comma, "expected ',' in input list")
				}
				p.mdValueOK = p.ver.Has(llvmver.MetadataBundleOperands)
				op := p.parseTypedValue()
				p.mdValueOK = false
				if ins != nil {
					ins.Bundles = append(ins.Bundles, op)
				}
			}
			p.next() // ')'
			bundles++
		}
		if bundles == 0 {
			p.failAt(begin, "operand bundle set must not be empty")
		}
		p.next() // ']'
	}
	// LLParser makes the call's function type once it has read the call.
	if t != nil && (t.Kind == ast.LabelType || t.Kind == ast.MetadataType) {
		p.failAt(retPos, "Invalid result type for LLVM function")
	}
	// Before llvmver.CallAlignIsAttribute, LLParser refused a call site's
	// alignment; since, it is an attribute the verifier refuses.
	if aligned && !p.build && !p.ver.Has(llvmver.CallAlignIsAttribute) {
		p.failAt(p.callLoc, op.String()+" instructions may not have an alignment")
	}
}

// binaryCommaMsg is what LLParser expects after a binary instruction's
// first operand: parseLogical and parseArithmetic word it differently.
func binaryCommaMsg(op ast.Opcode) string {
	if op == ast.OpAnd || op == ast.OpOr || op == ast.OpXor {
		return "',' in logical operation"
	}
	return "',' in arithmetic operation"
}
