package parser

import (
	"bytes"
	"math/bits"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

// An apsInt is an integer token as LLLexer reads it: decimal numbers are
// signed when negative, u0x... unsigned and s0x... signed (and negative
// unless zero, since LLLexer truncates them to their active bits).
type apsInt struct {
	signed bool   // LLParser's "isSigned": a '-' number or s0x...
	neg    bool   // the value is below zero
	mag    uint64 // the magnitude (when !big)
	big    bool   // the magnitude needs more than 64 bits
}

// parseAPSInt decodes an Int token without allocating.
func parseAPSInt(b []byte) apsInt {
	var v apsInt
	if len(b) > 2 && (b[0] == 'u' || b[0] == 's') && b[1] == '0' && b[2] == 'x' {
		digits := bytes.TrimLeft(b[3:], "0")
		if len(digits) > 16 {
			v.big = true
		}
		for _, c := range digits {
			v.mag = v.mag<<4 | uint64(hexVal(c))
		}
		if b[0] == 's' {
			v.signed = true
			if v.mag != 0 || v.big {
				v.neg = true
				// The value is mag - 2^activeBits.
				if n := bits.Len64(v.mag); n < 64 && !v.big {
					v.mag = 1<<uint(n) - v.mag
				} else if !v.big {
					v.mag = -v.mag
				}
			}
		}
		return v
	}
	if len(b) > 0 && b[0] == '-' {
		v.signed = true
		b = b[1:]
	}
	if len(b) <= 19 { // below 10^19: no overflow
		for _, c := range b {
			v.mag = v.mag*10 + uint64(c-'0')
		}
		v.neg = v.signed && v.mag != 0
		return v
	}
	for _, c := range b {
		d := uint64(c - '0')
		hi, lo := bits.Mul64(v.mag, 10)
		lo, carry := bits.Add64(lo, d, 0)
		if hi != 0 || carry != 0 {
			v.big = true
		}
		v.mag = lo
	}
	v.neg = v.signed && (v.mag != 0 || v.big)
	return v
}

// lexerKeepsWord reports whether LLLexer keeps word as its token's string
// value, which messages that name the token's value print: the DWARF and
// debug-info keyword families (DW_TAG_..., DIFlag..., CSK_...) and the
// emission and name-table kinds.
func lexerKeepsWord(word []byte) bool {
	for _, prefix := range []string{"DIFlag", "DISPFlag", "CSK_", "DW_TAG_", "DW_ATE_", "DW_VIRTUALITY_", "DW_LANG_", "DW_CC_", "DW_OP_", "DW_MACINFO_"} {
		if bytes.HasPrefix(word, []byte(prefix)) {
			return true
		}
	}
	switch string(word) {
	case "NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly", "GNU", "None", "Default":
		return true
	}
	return false
}

// checkUnsigned checks the current token as LLParser's MDUnsignedField.
func (p *parser) checkUnsigned(f *fieldRule, max uint64) apsInt {
	if p.tok.Kind != scanner.Int {
		p.fail("expected unsigned integer")
	}
	v := parseAPSInt(p.lit())
	if v.signed {
		p.fail("expected unsigned integer")
	}
	if v.big || v.mag > max {
		p.fail("value for '" + f.name + "' too large, limit is " + strconv.FormatUint(max, 10))
	}
	return v
}

// checkSigned checks the current token as LLParser's MDSignedField.
func (p *parser) checkSigned(f *fieldRule) apsInt {
	if p.tok.Kind != scanner.Int {
		p.fail("expected signed integer")
	}
	v := parseAPSInt(p.lit())
	if v.neg {
		// -mag < min: compare magnitudes against -min.
		if f.min >= 0 || v.big || v.mag > uint64(-(f.min+1))+1 {
			p.fail("value for '" + f.name + "' too small, limit is " + strconv.FormatInt(f.min, 10))
		}
	} else if v.big || v.mag > uint64(f.smax) {
		p.fail("value for '" + f.name + "' too large, limit is " + strconv.FormatInt(f.smax, 10))
	}
	return v
}

// atMDStart reports whether the current token can start a metadata field
// value: null, a metadata, or a typed value.
func (p *parser) atMDStart() bool {
	switch p.tok.Kind {
	case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim:
		return true
	}
	return p.atType() || p.is("null")
}

// checkMD checks that the current token can start the value of a metadata
// field: null where allowed, a metadata, or a typed value.
func (p *parser) checkMD(f *fieldRule, allowNull bool) {
	switch p.tok.Kind {
	case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim:
		return
	}
	if p.is("null") {
		if !allowNull {
			p.fail("'" + f.name + "' cannot be null")
		}
		return
	}
	if !p.atType() {
		p.fail("expected metadata operand")
	}
}

// Texts of the named kinds: the lexer prefix of their names (empty: bare
// words), the message for a token of another kind, and the one for an
// unknown name.
var namedKinds = [...]struct {
	prefix, expected, invalid string
}{
	fkTag:            {"DW_TAG_", "expected DWARF tag", "invalid DWARF tag"},
	fkLang:           {"DW_LANG_", "expected DWARF language", "invalid DWARF language"},
	fkLName:          {"DW_LNAME_", "expected DWARF source language name", "invalid DWARF source language name"},
	fkDialect:        {"DW_LLVM_LANG_DIALECT_", "expected DWARF language dialect", "invalid DWARF language dialect"},
	fkEncoding:       {"DW_ATE_", "expected DWARF type attribute encoding", "invalid DWARF type attribute encoding"},
	fkCC:             {"DW_CC_", "expected DWARF calling convention", "invalid DWARF calling convention"},
	fkVirtuality:     {"DW_VIRTUALITY_", "expected DWARF virtuality code", "invalid DWARF virtuality code"},
	fkMacinfo:        {"DW_MACINFO_", "expected DWARF macinfo type", "invalid DWARF macinfo type"},
	fkEnumKind:       {"DW_APPLE_ENUM_KIND_", "expected DWARF enum kind code", "invalid DWARF enum kind code"},
	fkEmissionKind:   {"", "expected emission kind", "invalid emission kind"},
	fkNameTableKind:  {"", "expected nameTable kind", "invalid nameTable kind"},
	fkFixedPointKind: {"", "expected fixed-point kind", "invalid fixed-point kind"},
	fkDIFlags:        {},
}

// dwarfTables are the DWARF name tables of the named kinds that take them.
var dwarfTables = map[fieldKind][]dwarf.Name{
	fkTag: dwarf.Tags, fkEncoding: dwarf.Encodings, fkVirtuality: dwarf.Virtualities, fkMacinfo: dwarf.Macinfos,
	fkEnumKind: dwarf.EnumKinds, fkLang: dwarf.Languages, fkCC: dwarf.CallingConvs, fkLName: dwarf.LanguageNames,
}

// knownName reports whether b is a valid name of kind k under release v.
func knownName(k fieldKind, b []byte, v llvmver.Version) bool {
	if table, ok := dwarfTables[k]; ok {
		return dwarfReads(table, b, v)
	}
	switch k {
	case fkEmissionKind:
		return emissionKinds[string(b)]
	case fkNameTableKind:
		return nameTableKinds[string(b)]
	case fkFixedPointKind:
		return fixedPointKinds[string(b)]
	case fkDialect:
		return string(b) == "DW_LLVM_LANG_DIALECT_simt" || string(b) == "DW_LLVM_LANG_DIALECT_tile"
	}
	return false
}

// dwarfReads reports whether release v's parser reads name b of a DWARF
// table.
func dwarfReads(table []dwarf.Name, b []byte, v llvmver.Version) bool {
	_, ok := dwarf.ValueOf(table, string(b), v)
	return ok
}

// parseRuledValue checks the value of field f against its kind, as LLParser
// does, and parses it. It records in facts what checkNode needs.
func (p *parser) parseRuledValue(f *fieldRule, facts *nodeFacts) *ast.MD {
	switch f.kind {
	case fkMD:
		p.checkMD(f, true)
	case fkMDNonNull:
		p.checkMD(f, false)
	case fkString, fkStringNonEmpty:
		if p.tok.Kind != scanner.String {
			p.fail("expected string constant")
		}
		if f.kind == fkStringNonEmpty && p.tok.End-p.tok.Start == 2 {
			p.fail("'" + f.name + "' cannot be empty")
		}
	case fkBool:
		switch {
		case p.is("true"):
			if f.name == "isDefinition" {
				facts.isDefinition, facts.isDefinitionSeen = true, true
			} else if f.name == "isUnsigned" {
				facts.isUnsigned = true
			}
		case p.is("false"):
			if f.name == "isDefinition" {
				facts.isDefinition, facts.isDefinitionSeen = false, true
			}
		default:
			p.fail("expected 'true' or 'false'")
		}
	case fkUnsigned:
		p.checkUnsigned(f, f.max)
	case fkSigned:
		p.checkSigned(f)
	case fkUnsignedOrMD:
		// Sizes and offsets: an unsigned integer, or from LLVM 21 on
		// metadata too (llvmver.DISizeAsMetadata).
		switch {
		case p.tok.Kind == scanner.Int || !p.ver.Has(llvmver.DISizeAsMetadata):
			p.checkUnsigned(f, f.max)
		case !p.atMDStart():
			p.fail("expected metadata operand")
		}
	case fkSignedOrMD, fkSignedOrMDNonNull:
		if p.tok.Kind == scanner.Int {
			p.checkSigned(f)
		} else {
			p.checkMD(f, f.kind == fkSignedOrMD)
		}
	case fkInt:
		if p.tok.Kind != scanner.Int {
			p.fail("expected integer")
		}
		facts.negative = parseAPSInt(p.lit()).neg
	case fkChecksumKind:
		if p.tok.Kind != scanner.Ident || !checksumKinds[string(p.lit())] {
			// LLParser names the token's string value, which is the
			// field's label unless the token has one of its own.
			what := f.name
			switch {
			case p.tok.Kind == scanner.Ident && lexerKeepsWord(p.lit()):
				what = string(p.lit())
			case p.tok.Kind == scanner.String:
				what = Unquote(p.lit())
			}
			p.fail("invalid checksum kind '" + what + "'")
		}
	case fkDIFlags, fkSPFlags:
		return p.parseFlagsValue(f, facts)
	case fkMDList:
		if p.tok.Kind != scanner.LBrace {
			p.fail("expected '{' here")
		}
	default: // the named kinds
		if p.tok.Kind == scanner.Int {
			if f.kind == fkDialect && parseAPSInt(p.lit()).mag == 0 {
				p.fail("value for 'dialect' must be a known DWARF language dialect (DW_LLVM_LANG_DIALECT_simt or DW_LLVM_LANG_DIALECT_tile)")
			}
			p.checkUnsigned(f, f.max)
			break
		}
		nk := &namedKinds[f.kind]
		lit := p.lit()
		if p.tok.Kind != scanner.Ident || nk.prefix == "" && !knownName(f.kind, lit, p.ver) || nk.prefix != "" && !bytes.HasPrefix(lit, []byte(nk.prefix)) {
			p.fail(nk.expected)
		}
		if !knownName(f.kind, lit, p.ver) {
			p.fail(nk.invalid + " '" + string(lit) + "'")
		}
	}
	if !p.build && (p.tok.Kind == scanner.Int || p.tok.Kind == scanner.String || p.tok.Kind == scanner.Ident && !p.atType()) {
		// A checked one-token value: nothing to build.
		p.next()
		return nil
	}
	return p.parseFieldValue()
}

// parseFlagsValue parses "flag | flag | ...", where a flag is a DIFlag (or
// DISPFlag) name or an unsigned 32-bit number.
func (p *parser) parseFlagsValue(f *fieldRule, facts *nodeFacts) *ast.MD {
	start := p.tok.Start
	prefix, invalid := "DIFlag", "invalid debug info flag '"
	if !p.ver.Has(llvmver.DIFlagMessageFixed) {
		invalid = "invalid debug info flag flag '"
	}
	if f.kind == fkSPFlags {
		prefix, invalid = "DISPFlag", "invalid subprogram debug info flag '"
	}
	var value uint32
	n := 0
	for {
		switch {
		case p.tok.Kind == scanner.Int && !parseAPSInt(p.lit()).signed:
			v := parseAPSInt(p.lit())
			if v.big || v.mag > u32max {
				p.fail("expected 32-bit integer (too large)")
			}
			value |= uint32(v.mag)
		case p.tok.Kind == scanner.Ident && bytes.HasPrefix(p.lit(), []byte(prefix)):
			if f.kind == fkSPFlags {
				v, ok := spFlags[string(p.lit())]
				if !ok {
					p.fail(invalid + string(p.lit()) + "'")
				}
				value |= v
			} else if !diFlags[string(p.lit())] &&
				(string(p.lit()) != "DIFlagNameIsSimplified" || !p.ver.Has(llvmver.DIFlagNameIsSimplified)) {
				p.fail(invalid + string(p.lit()) + "'")
			}
		default:
			p.fail("expected debug info flag")
		}
		p.next()
		n++
		if !p.got(scanner.Bar) {
			break
		}
	}
	if f.kind == fkSPFlags {
		facts.spFlags, facts.spFlagsSeen = value, true
	}
	if !p.build {
		return nil
	}
	kind := ast.MDFlags
	if n == 1 {
		kind = ast.MDIdent
		if p.src[start] >= '0' && p.src[start] <= '9' || p.src[start] == 'u' && p.src[start+1] == '0' {
			kind = ast.MDInt
		}
	}
	return &ast.MD{Kind: kind, Str: p.text(start, p.lastEnd), Span: ast.Span{Start: start, End: p.lastEnd}}
}
