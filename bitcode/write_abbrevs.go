package bitcode

import (
	"math/bits"

	bs "github.com/irmeta/irmeta/bitcode/bitstream"
)

// The writer abbreviates records as LLVM's writer does, with abbreviations
// BLOCKINFO declares for every block of a kind: a record whose operands fit
// one is written in its shape (a fixed width for flags, opcodes and type
// ids, the code not repeated), the others unabbreviated (see
// bitstream.Writer.Record). Every reader takes any abbreviation, so the
// shapes are irmeta's own, chosen for the records clang's modules are
// made of; they bring a module's bitcode close to llvm-as's size.

// Abbreviation widths of the blocks that use BLOCKINFO's abbreviations:
// wide enough for their ids (4 to 2^width-1).
const (
	functionAbbrevWidth   = 5
	constantsAbbrevWidth  = 5
	metadataAbbrevWidth   = 5
	attachmentAbbrevWidth = 3
	symtabAbbrevWidth     = 4
)

// blockInfo writes the BLOCKINFO block: the abbreviations of the
// function, constants, metadata, metadata attachment and value symbol
// table blocks. typeCount is the number of types in the type table,
// moduleValues the number of module-level values (global values and
// module constants).
func blockInfo(w *bs.Writer, typeCount, moduleValues int) {
	tb := uint64(max(1, bits.Len(uint(typeCount))))
	vb := uint64(max(1, bits.Len(uint(moduleValues))))
	defs := map[uint64][][]bs.Op{
		wFunctionBlock:     functionAbbrevs(tb),
		wConstantsBlock:    constantsAbbrevs(tb, vb),
		wMetadataBlock:     metadataAbbrevs(),
		wMDAttachmentBlock: {{bs.Literal(mdcAttachment), bs.Array(), bs.VBR(6)}},
		wValueSymtab:       symtabAbbrevs(),
	}
	w.BlockInfo(defs, []uint64{wValueSymtab, wConstantsBlock, wFunctionBlock, wMetadataBlock, wMDAttachmentBlock})
}

// rest is an array of VBR6 operands after the code: the shape of records
// whose operands are many or vary in number.
func rest(code uint64) []bs.Op { return []bs.Op{bs.Literal(code), bs.Array(), bs.VBR(6)} }

// FUNC_CODE records (besides the debug ones of write_md.go).
const (
	fcBinop, fcCast, fcInsertElt                   = 2, 3, 7
	fcRet, fcBr, fcUnreachable, fcPhi              = 10, 11, 15, 16
	fcLoad, fcExtractVal, fcCmp2, fcVSelect        = 20, 26, 28, 29
	fcCall, fcGEP, fcStore                         = 34, 43, 44
	fcFreeze                                       = 58
	fcRecordDeclare, fcRecordAssign, fcRecordLabel = 62, 63, 65
)

// functionAbbrevs are the function block's shapes, the most compact of a
// code first; tb is the width of a type id.
func functionAbbrevs(tb uint64) [][]bs.Op {
	lit, f, v, arr := bs.Literal, bs.Fixed, bs.VBR, bs.Array
	return [][]bs.Op{
		// line, column, scope, inlinedAt, implicit (and key instructions'
		// atom group and rank)
		{lit(fncDebugLoc), v(8), v(6), v(6), v(6), f(1)},
		{lit(fncDebugLoc), v(8), v(6), v(6), v(6), f(1), v(6), f(3)},
		{lit(fncDebugLocAgain)},
		rest(fncDbgRecordValue),
		rest(fcRecordDeclare),
		rest(fcRecordAssign),
		rest(fcRecordLabel),
		{lit(fcBr), v(6)},
		{lit(fcBr), v(6), v(6), v(6)},
		// flags (inbounds, nusw, nuw), source type, operands
		{lit(fcGEP), f(1), f(tb), arr(), v(6)},
		{lit(fcGEP), f(3), f(tb), arr(), v(6)},
		// pointer, type, alignment, volatile
		{lit(fcLoad), v(6), f(tb), v(4), f(1)},
		{lit(fcStore), v(6), v(6), v(4), f(1)},
		// operands, predicate (and fast-math flags)
		{lit(fcCmp2), v(6), v(6), f(6)},
		{lit(fcCmp2), v(6), v(6), f(6), f(8)},
		// operands, opcode (and flags)
		{lit(fcBinop), v(6), v(6), f(4)},
		{lit(fcBinop), v(6), v(6), f(4), f(8)},
		// operand, type, opcode (and flags)
		{lit(fcCast), v(6), f(tb), f(4)},
		{lit(fcCast), v(6), f(tb), f(4), f(8)},
		rest(fcCall),
		rest(fcPhi),
		{lit(fcRet)},
		{lit(fcRet), v(6)},
		{lit(fcUnreachable)},
		{lit(fcVSelect), v(6), v(6), v(6)},
		rest(fcExtractVal),
		rest(fcInsertElt),
		{lit(fcFreeze), v(6)},
	}
}

// CST_CODE records.
const (
	ccSetType, ccNull, ccUndef, ccInteger, ccFloat = 1, 2, 3, 4, 6
	ccAggregate, ccString, ccCString, ccCast       = 7, 8, 9, 11
	ccGEP, ccInboundsGEP, ccData, ccPoison         = 12, 20, 22, 26
)

// constantsAbbrevs are the constants block's shapes; vb is the width of
// a module-level value id (what a module constant's aggregate holds).
func constantsAbbrevs(tb, vb uint64) [][]bs.Op {
	lit, f, v, arr := bs.Literal, bs.Fixed, bs.VBR, bs.Array
	return [][]bs.Op{
		{lit(ccSetType), f(tb)},
		{lit(ccInteger), v(8)},
		{lit(ccNull)},
		{lit(ccUndef)},
		{lit(ccPoison)},
		// opcode, type, operand
		{lit(ccCast), f(4), f(tb), v(8)},
		// a float's bits (LLVM's readers take no fixed width over 32)
		{lit(ccFloat), f(32)},
		{lit(ccAggregate), arr(), f(min(vb, 32))},
		rest(ccAggregate),
		{lit(ccCString), arr(), bs.Char6()},
		{lit(ccCString), arr(), f(7)},
		{lit(ccCString), arr(), f(8)},
		{lit(ccString), arr(), f(7)},
		{lit(ccString), arr(), f(8)},
		{lit(ccData), arr(), v(8)},
		rest(ccGEP),
		rest(ccInboundsGEP),
	}
}

// METADATA records without a constant of their own elsewhere.
const (
	mdcLocation, mdcGenericDebug, mdcSubrange, mdcEnumerator = 7, 12, 13, 14
	mdcBasicType, mdcFile, mdcDerivedType, mdcCompositeType  = 15, 16, 17, 18
	mdcSubroutineType, mdcSubprogram, mdcLexicalBlock        = 19, 21, 22
	mdcLexicalBlockFile, mdcNamespace, mdcTemplateType       = 23, 24, 25
	mdcGlobalVar, mdcLocalVar, mdcExpression                 = 27, 28, 29
	mdcImportedEntity, mdcGlobalVarExpr, mdcLabel            = 31, 37, 40
	mdcAssignID                                              = 47
)

// metadataAbbrevs are the metadata block's shapes: a debug-info record
// starts with its distinct bit (with version bits above it), then node
// ids.
func metadataAbbrevs() [][]bs.Op {
	lit, f, v, arr := bs.Literal, bs.Fixed, bs.VBR, bs.Array
	out := [][]bs.Op{
		// distinct, line, column, scope, inlinedAt, implicit (and atom
		// group and rank)
		{lit(mdcLocation), f(1), v(8), v(6), v(6), v(6), f(1)},
		{lit(mdcLocation), f(1), v(8), v(6), v(6), v(6), f(1), v(6), f(3)},
		rest(mdcNode),
		rest(mdcValue),
		rest(mdcName),
		rest(mdcNamedNode),
		rest(mdcArgList),
	}
	for _, code := range []uint64{
		mdcDerivedType, mdcCompositeType, mdcSubprogram, mdcLocalVar, mdcLexicalBlock,
		mdcExpression, mdcSubroutineType, mdcGlobalVar, mdcGlobalVarExpr, mdcBasicType,
		mdcEnumerator, mdcSubrange, mdcLabel, mdcImportedEntity, mdcTemplateType,
		mdcAssignID, mdcFile, mdcLexicalBlockFile, mdcNamespace, mdcGenericDebug,
	} {
		out = append(out, []bs.Op{lit(code), f(3), arr(), v(6)})
	}
	return out
}

// symtabAbbrevs are the value symbol table's shapes: an entry's value or
// block id, then its name in char6, 7-bit or 8-bit characters.
func symtabAbbrevs() [][]bs.Op {
	lit, f, v, arr := bs.Literal, bs.Fixed, bs.VBR, bs.Array
	var out [][]bs.Op
	for _, code := range []uint64{1, 2} { // VST_ENTRY, VST_BBENTRY
		out = append(out,
			[]bs.Op{lit(code), v(8), arr(), bs.Char6()},
			[]bs.Op{lit(code), v(8), arr(), f(7)},
			[]bs.Op{lit(code), v(8), arr(), f(8)})
	}
	return out
}
