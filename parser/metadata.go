package parser

import (
	"bytes"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/dwarf"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// parseMDDef parses "!N = [distinct] node".
func (p *parser) parseMDDef() {
	start := p.tok.Start
	idTok := p.tok
	id := p.mdID(idTok)
	p.next()
	p.expect(scanner.Equal, "'=' here")
	distinct := p.gotKw("distinct")
	valStart := p.tok.Start
	p.mdConstant = false
	p.wantLoc, p.isLoc = !p.build, false
	shape := ast.ShapeUnknown
	switch p.tok.Kind {
	case scanner.Exclaim:
		shape = ast.ShapeTuple
	case scanner.MetadataVar:
		shape = p.classShape(p.src[p.tok.Start+1 : p.tok.End])
	}
	switch p.tok.Kind {
	case scanner.Exclaim, scanner.MetadataVar:
		p.parseMDNodeBody(distinct)
	default:
		if !distinct && p.tok.Kind == scanner.Ident && p.atType() {
			p.fail("unexpected type in metadata definition")
		}
		p.fail("Expected '!' here") // LLParser: parseToken(exclaim)
	}
	if !p.mdDefine(id) {
		p.failAt(p.tok.Start, "Metadata id is already used") // LLParser: at the token after the node
	}
	if p.mdConstant {
		p.m.MDConstantDefs = append(p.m.MDConstantDefs, int32(len(p.m.MDDefs)))
	}
	p.m.MDDefs = append(p.m.MDDefs, ast.MDDef{ID: id, ValueStart: valStart, Span: ast.Span{Start: start, End: p.lastEnd}})
	var loc ast.Location
	if p.isLoc {
		loc, p.isLoc = p.defLoc, false
	}
	p.m.Locations = appendByDef(p.m.Locations, loc, p.m.MDDefs)
	p.m.DefShapes = appendByDef(p.m.DefShapes, ast.MakeDefShape(shape, distinct), p.m.MDDefs)
	// Extend the run of definitions when the previous entity is one.
	if n := len(p.m.Entities); n > 0 && p.m.Entities[n-1].Kind == ast.MDDefEntity {
		e := &p.m.Entities[n-1]
		e.Count++
		e.End = p.lastEnd
		return
	}
	p.m.Entities = append(p.m.Entities, ast.Entity{Kind: ast.MDDefEntity, Index: int32(len(p.m.MDDefs) - 1), Count: 1, Span: ast.Span{Start: start, End: p.lastEnd}})
}

// parseNamedMD parses "!name = !{!0, !1}".
func (p *parser) parseNamedMD() {
	start := p.tok.Start
	name := unescapeName(p.src[p.tok.Start+1 : p.tok.End])
	p.next()
	p.expect(scanner.Equal, "'=' here")
	if p.tok.Kind != scanner.Exclaim {
		p.fail("Expected '!' here")
	}
	p.next()
	if p.tok.Kind != scanner.LBrace {
		p.fail("Expected '{' here")
	}
	p.next()
	var ops []ast.NamedMDOperand
	if p.tok.Kind != scanner.RBrace {
		for {
			opStart := p.tok.Start
			switch {
			case p.tok.Kind == scanner.MetadataID:
				id := p.mdID(p.tok)
				p.mdUse(id, p.tok.Start)
				p.next()
				ops = append(ops, ast.NamedMDOperand{Node: id, Span: ast.Span{Start: opStart, End: p.lastEnd}})
			case p.tok.Kind == scanner.MetadataVar && string(p.lit()) == "!DIArgList":
				p.fail("found DIArgList outside of function")
			case p.tok.Kind == scanner.MetadataVar && string(p.lit()) == "!DIExpression":
				p.parseMDNodeBody(false)
				ops = append(ops, ast.NamedMDOperand{Node: -1, Span: ast.Span{Start: opStart, End: p.lastEnd}})
			case p.tok.Kind == scanner.MetadataStr:
				// LLLexer reads '!' alone there: LLParser wants a node
				// number after it.
				p.failAt(p.tok.Start+1, "expected integer")
			case p.tok.Kind == scanner.Exclaim:
				p.next() // "! 12"
				id := p.mdNumber()
				ops = append(ops, ast.NamedMDOperand{Node: id, Span: ast.Span{Start: opStart, End: p.lastEnd}})
			default:
				p.fail("Expected '!' here")
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
	}
	p.expect(scanner.RBrace, "end of metadata node")
	p.m.NamedMD = append(p.m.NamedMD, ast.NamedMD{Name: name, Operands: ops, Span: ast.Span{Start: start, End: p.lastEnd}})
	p.addEntity(ast.NamedMDEntity, len(p.m.NamedMD)-1, start)
}

// parseMDNodeBody parses a node: "!{...}", "!DIxxx(...)". The current token
// is '!' (before '{') or a MetadataVar naming a specialized node.
func (p *parser) parseMDNodeBody(distinct bool) *ast.MD {
	start := p.tok.Start
	if p.tok.Kind == scanner.Exclaim {
		p.wantLoc = false // a tuple: no node in it is the definition's
		p.next()
		if p.tok.Kind != scanner.LBrace {
			p.fail("expected '{' here")
		}
		p.next()
		var md *ast.MD
		if p.build {
			md = &ast.MD{Kind: ast.MDTuple, Distinct: distinct}
		}
		// A node's elements are no function's: a local value there is
		// an error (see parseMDOperand).
		defer func(n int) { p.mdNest = n }(p.mdNest)
		p.mdNest++
		if p.tok.Kind != scanner.RBrace {
			for {
				op := p.parseMDOperand()
				if md != nil {
					md.Operands = append(md.Operands, op)
				}
				if !p.got(scanner.Comma) {
					break
				}
			}
		}
		p.expect(scanner.RBrace, "end of metadata node")
		if md != nil {
			md.Span = ast.Span{Start: start, End: p.lastEnd}
		}
		return md
	}
	if p.tok.Kind != scanner.MetadataVar {
		p.fail("expected metadata node")
	}
	if !p.build && string(p.lit()) == "!DIArgList" && p.ver.Has(llvmver.DIArgListOperandOnly) {
		p.fail("expected metadata type") // a definition's or an attachment's node
	}
	return p.parseSpecialized(distinct)
}

// parseMDOperand parses one element of a tuple: null, a metadata, or a
// typed value.
func (p *parser) parseMDOperand() *ast.MD {
	start := p.tok.Start
	if p.is("null") {
		p.next()
		if p.build {
			return &ast.MD{Kind: ast.MDNull, Span: ast.Span{Start: start, End: p.lastEnd}}
		}
		return nil
	}
	switch p.tok.Kind {
	case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim:
		return p.parseMD()
	}
	if !p.atType() {
		p.fail("expected metadata operand")
	}
	typeStart := p.tok.Start
	isMetadata := p.is("metadata")
	t := p.parseTypeNoVoid()
	if isMetadata || t != nil && t.Kind == ast.MetadataType {
		p.failAt(typeStart, "invalid metadata-value-metadata roundtrip")
	}
	p.litType = p.typeKw
	kw, typeEnd := p.typeKw, p.lastEnd
	if p.mdNest > 0 && !p.typeFunc && (p.tok.Kind == scanner.LocalVar || p.tok.Kind == scanner.LocalID) {
		p.fail("invalid use of function-local name")
	}
	v := p.parseMDValue(t)
	if !p.literalChecked(v.Kind, kw, typeStart, typeEnd) {
		p.mdConstant = true
	}
	if p.build {
		return &ast.MD{Kind: ast.MDValue, Value: &ast.Operand{Type: t, Value: v}, Span: ast.Span{Start: start, End: p.lastEnd}}
	}
	return nil
}

// parseMDValue parses a value of type t that metadata wraps: no use of a
// constant there counts as one (see Module.BlockAddresses).
func (p *parser) parseMDValue(t *ast.Type) ast.Value {
	p.mdValues++
	defer func() { p.mdValues-- }()
	return p.parseValue(t)
}

// literalChecked reports whether a value of kind k is a literal whose type
// the parse has checked: a number or boolean after a type written as one
// integer or floating-point keyword (kw, spelled from start to end).
// Other values, and literals of other types, are the type checker's.
func (p *parser) literalChecked(k ast.ValueKind, kw scanner.Token, start, end token.Pos) bool {
	if kw.Kind != scanner.Ident || kw.Start != start || kw.End != end {
		return false
	}
	name := p.text(kw.Start, kw.End)
	switch k {
	case ast.IntConst:
		return isIntTypeName([]byte(name))
	case ast.FloatConst:
		_, fp := floatFormats[name]
		return fp
	case ast.BoolConst:
		return name == "i1"
	}
	return false
}

// parseMD parses a metadata reference, string or node.
func (p *parser) parseMD() *ast.MD {
	start := p.tok.Start
	switch p.tok.Kind {
	case scanner.MetadataID:
		id := p.mdID(p.tok)
		p.mdUse(id, p.tok.Start)
		p.next()
		if p.build {
			return &ast.MD{Kind: ast.MDRef, ID: id, Span: ast.Span{Start: start, End: p.lastEnd}}
		}
		return nil
	case scanner.MetadataStr:
		var md *ast.MD
		if p.build {
			md = &ast.MD{Kind: ast.MDString, Str: Unquote(p.lit()), Span: span(p.tok)}
		}
		p.next()
		return md
	case scanner.Exclaim:
		// "!{...}" inline, or "! 12" / "! \"s\"" with a space.
		nt := p.peek()
		switch nt.Kind {
		case scanner.LBrace:
			return p.parseMDNodeBody(false)
		case scanner.String:
			p.next()
			var md *ast.MD
			if p.build {
				md = &ast.MD{Kind: ast.MDString, Str: Unquote(p.lit()), Span: ast.Span{Start: start, End: p.tok.End}}
			}
			p.next()
			return md
		}
		// LLParser reads a node id after the '!': "expected integer".
		p.next()
		id := p.mdNumber()
		if p.build {
			return &ast.MD{Kind: ast.MDRef, ID: id, Span: ast.Span{Start: start, End: p.lastEnd}}
		}
		return nil
	case scanner.MetadataVar:
		return p.parseSpecialized(false)
	}
	p.fail("expected metadata operand")
	return nil
}

// parseMetadataOperand parses what follows the type "metadata" in a call
// argument: a metadata, or a typed value wrapped as metadata.
func (p *parser) parseMetadataOperand() *ast.MD {
	switch p.tok.Kind {
	case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim:
		return p.parseMD()
	}
	if p.is("null") {
		p.fail("expected metadata operand") // a node's operand, not a value
	}
	return p.parseMDOperand()
}

// parseSpecialized parses "!DIxxx(field: value, ...)", "!DIExpression(...)"
// and "!DIArgList(...)", with LLParser's rules for each node kind (see
// nodeRules).
func (p *parser) parseSpecialized(distinct bool) *ast.MD {
	start := p.tok.Start
	name := p.src[p.tok.Start+1 : p.tok.End]
	var rule *nodeRule
	switch string(name) {
	case "DIExpression", "DIArgList":
		p.wantLoc = false
	default:
		// Runs of nodes of one kind are common (DILocations): try the
		// last kind before the map.
		if rule = p.lastRule; rule == nil || rule.name != string(name) {
			rule = nodeRuleFor(name)
			p.lastRule = rule
		}
		if rule == nil || rule.since != 0 && !p.ver.AtLeast(int(rule.since)) {
			p.fail("expected metadata type")
		}
		if rule.distinct && !distinct {
			msg := "missing 'distinct', required for !" + rule.name
			if len(rule.fields) == 0 {
				msg += "()"
			}
			p.fail(msg)
		}
	}
	p.next()
	var md *ast.MD
	if p.build {
		md = &ast.MD{Kind: ast.MDSpecialized, Str: string(name), Distinct: distinct}
	}
	if p.tok.Kind != scanner.LParen {
		p.fail("expected '(' here")
	}
	p.next()
	switch {
	case string(name) == "DIExpression":
		p.parseDIExpressionOps(md)
	case string(name) == "DIArgList":
		if md != nil {
			md.Kind = ast.MDArgList
		}
		if p.tok.Kind != scanner.RParen {
			for {
				if !p.atType() {
					p.fail("expected value-as-metadata operand")
				}
				op := p.parseMDOperand()
				if md != nil {
					md.Operands = append(md.Operands, op)
				}
				if !p.got(scanner.Comma) {
					break
				}
			}
		}
	case len(rule.fields) == 0:
	default:
		p.parseRuledFields(rule, md, start, distinct)
		return md
	}
	p.expect(scanner.RParen, "')' here")
	if md != nil {
		md.Span = ast.Span{Start: start, End: p.lastEnd}
	}
	return md
}

// parseDIExpressionOps parses the operands of a DIExpression: DW_OP_* and
// DW_ATE_* names and unsigned integers.
func (p *parser) parseDIExpressionOps(md *ast.MD) {
	if p.tok.Kind == scanner.RParen {
		return
	}
	for {
		opStart := p.tok.Start
		kind := ast.MDInt
		switch {
		case p.tok.Kind == scanner.Ident && bytes.HasPrefix(p.lit(), []byte("DW_OP_")):
			if !dwarfReads(dwarf.Ops, p.lit(), p.ver) {
				p.fail("invalid DWARF op '" + string(p.lit()) + "'")
			}
			kind = ast.MDIdent
		case p.tok.Kind == scanner.Ident && bytes.HasPrefix(p.lit(), []byte("DW_ATE_")):
			if !dwarfReads(dwarf.Encodings, p.lit(), p.ver) {
				p.fail("invalid DWARF attribute encoding '" + string(p.lit()) + "'")
			}
			kind = ast.MDIdent
		case p.tok.Kind == scanner.Int:
			v := parseAPSInt(p.lit())
			if v.signed {
				p.fail("expected unsigned integer")
			}
			if v.big {
				p.fail("element too large, limit is 18446744073709551615")
			}
		default:
			p.fail("expected unsigned integer")
		}
		p.next()
		if md != nil {
			md.Operands = append(md.Operands, &ast.MD{Kind: kind, Str: p.text(opStart, p.lastEnd), Span: ast.Span{Start: opStart, End: p.lastEnd}})
		}
		if !p.got(scanner.Comma) {
			return
		}
	}
}

// parseRuledFields parses the fields of a node of kind r up to and
// including its ')', and applies LLParser's checks: known fields, each at
// most once, values of the field's kind, required fields, and the checks of
// single node kinds. start is the position of the node's name.
func (p *parser) parseRuledFields(r *nodeRule, md *ast.MD, start token.Pos, distinct bool) {
	loc := p.wantLoc && r.name == "DILocation"
	p.wantLoc = false // nodes inside this one are not the definition's
	if loc {
		p.isLoc = true
		p.defLoc = ast.Location{Scope: -1, InlinedAt: -1, IsLocation: true, Simple: true}
	}
	// Fields gather on a stack shared with nested nodes and are copied out
	// at their exact size.
	base := len(p.fieldStack)
	if md != nil {
		defer func() { p.fieldStack = p.fieldStack[:base] }()
	}
	var seen uint32
	var facts nodeFacts
	prev := -1
	if p.tok.Kind != scanner.RParen {
		for {
			if p.tok.Kind != scanner.Label {
				p.fail("expected field label here")
			}
			fieldStart := p.tok.Start
			fieldName := p.src[p.tok.Start : p.tok.End-1]
			i := r.fieldAfter(fieldName, prev)
			prev = i
			if i < 0 && fieldName[0] == '"' {
				// A quoted label names the field by its contents.
				i = r.field([]byte(Unquote(fieldName)))
			}
			if i >= 0 && r.fields[i].since != 0 && !p.ver.AtLeast(int(r.fields[i].since)) {
				i = -1
			}
			if i < 0 {
				name := fieldName
				if name[0] == '"' {
					name = []byte(Unquote(name))
				}
				p.fail("invalid field '" + string(name) + "'")
			}
			if seen&(1<<uint(i)) != 0 {
				p.fail("field '" + r.fields[i].name + "' cannot be specified more than once")
			}
			seen |= 1 << uint(i)
			p.next()
			if loc {
				p.noteLocationField(r.fields[i].name)
			}
			val := p.parseRuledValue(&r.fields[i], &facts)
			if md != nil {
				p.fieldStack = append(p.fieldStack, ast.MDField{Name: p.text(fieldStart, fieldStart+token.Pos(len(fieldName))), Value: val})
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
	}
	closing := p.tok.Start
	p.expect(scanner.RParen, "')' here")
	if md != nil {
		if len(p.fieldStack) > base {
			md.Fields = append([]ast.MDField(nil), p.fieldStack[base:]...)
		}
		md.Span = ast.Span{Start: start, End: p.lastEnd}
	}
	p.checkNode(r, seen, &facts, start, closing, distinct)
}

// nodeFacts are the field values that the checks of single node kinds
// need.
type nodeFacts struct {
	isDefinition     bool // DISubprogram isDefinition (default true)
	isDefinitionSeen bool
	spFlags          uint32 // DISubprogram spFlags
	spFlagsSeen      bool
	isUnsigned       bool // DIEnumerator
	negative         bool // DIEnumerator value
}

// checkNode applies the required-field rule and the checks LLParser makes
// after the fields of some node kinds.
func (p *parser) checkNode(r *nodeRule, seen uint32, f *nodeFacts, start, closing token.Pos, distinct bool) {
	if !p.build && !p.m.CompositeIdentifiers && r.name == "DICompositeType" && r.seen(seen, "identifier") {
		p.m.CompositeIdentifiers = true
	}
	if r.check == checkCompileUnit {
		// LLVM 14 requires language; newer LLVM takes sourceLanguageName
		// instead, but not both.
		lang, lname, lver := r.seen(seen, "language"), r.seen(seen, "sourceLanguageName"), r.seen(seen, "sourceLanguageVersion")
		if !lang && !lname {
			if p.ver.Has(llvmver.CompileUnitLanguageName) {
				p.failAt(start, "missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit")
			} else {
				p.failAt(closing, "missing required field 'language'")
			}
		}
		if lang && lname {
			p.failAt(start, "can only specify one of 'language' and 'sourceLanguageName' on !DICompileUnit")
		}
		if lver && !lname {
			p.failAt(start, "'sourceLanguageVersion' requires an associated 'sourceLanguageName' on !DICompileUnit")
		}
	}
	if seen&r.required != r.required {
		for i := range r.fields {
			if r.fields[i].required && seen&(1<<uint(i)) == 0 {
				p.failAt(closing, "missing required field '"+r.fields[i].name+"'")
			}
		}
	}
	if seen&r.reqOld != r.reqOld {
		for i := range r.fields {
			if b := r.fields[i].reqBefore; b != 0 && !p.ver.AtLeast(int(b)) && seen&(1<<uint(i)) == 0 {
				p.failAt(closing, "missing required field '"+r.fields[i].name+"'")
			}
		}
	}
	switch r.check {
	case checkFile:
		if r.seen(seen, "checksumkind") != r.seen(seen, "checksum") {
			p.fail("'checksumkind' and 'checksum' must be provided together")
		}
	case checkEnumerator:
		if f.isUnsigned && f.negative {
			p.fail("unsigned enumerator with negative value")
		}
	case checkSubprogram:
		def := !f.isDefinitionSeen || f.isDefinition
		if f.spFlagsSeen {
			def = f.spFlags&spFlagDefinition != 0
		}
		if def && !distinct {
			p.failAt(start, "missing 'distinct', required for !DISubprogram that is a Definition")
		}
	}
}

// seen reports whether the field called name is in the set seen.
func (r *nodeRule) seen(seen uint32, name string) bool {
	for i := range r.fields {
		if r.fields[i].name == name {
			return seen&(1<<uint(i)) != 0
		}
	}
	return false
}

// parseFieldValue parses the value of a specialized node's field.
func (p *parser) parseFieldValue() *ast.MD {
	start := p.tok.Start
	var kind ast.MDKind
	switch p.tok.Kind {
	case scanner.Int:
		kind = ast.MDInt
		p.next()
	case scanner.String:
		kind = ast.MDRawString
		p.next()
	case scanner.Ident:
		if p.atType() {
			return p.parseMDOperand()
		}
		if p.is("null") {
			kind = ast.MDNull
			p.next()
			break
		}
		kind = ast.MDIdent
		p.next()
		for p.tok.Kind == scanner.Bar {
			kind = ast.MDFlags
			p.next()
			if p.tok.Kind != scanner.Ident && p.tok.Kind != scanner.Int {
				p.fail("expected debug info flag")
			}
			p.next()
		}
	case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim:
		return p.parseMD()
	case scanner.LBrace:
		// GenericDINode operands: {!0, !1}, null or metadata each.
		p.next()
		var md *ast.MD
		if p.build {
			md = &ast.MD{Kind: ast.MDTuple}
		}
		if p.tok.Kind != scanner.RBrace {
			for {
				if !p.is("null") {
					switch p.tok.Kind {
					case scanner.MetadataID, scanner.MetadataStr, scanner.MetadataVar, scanner.Exclaim:
					default:
						if !p.atType() {
							p.fail("expected metadata operand")
						}
					}
				}
				op := p.parseMDOperand()
				if md != nil {
					md.Operands = append(md.Operands, op)
				}
				if !p.got(scanner.Comma) {
					break
				}
			}
		}
		p.expect(scanner.RBrace, "end of metadata node")
		if md != nil {
			md.Span = ast.Span{Start: start, End: p.lastEnd}
		}
		return md
	default:
		if p.atType() {
			// Typed constant fields (e.g. DITemplateValueParameter value:
			// i32 7) are written as metadata values.
			return p.parseMDOperand()
		}
		p.fail("expected field value")
	}
	if !p.build {
		return nil
	}
	md := &ast.MD{Kind: kind, Span: ast.Span{Start: start, End: p.lastEnd}}
	if kind == ast.MDRawString && !bytes.ContainsRune(p.src[start:p.lastEnd], '\\') {
		md.Str = p.text(start+1, p.lastEnd-1)
	} else if kind == ast.MDRawString {
		md.Str = Unquote(p.src[start:p.lastEnd])
	} else {
		md.Str = p.text(start, p.lastEnd)
	}
	return md
}

// noteLocationField records in p.defLoc what the value that starts at the
// current token says, when it is the value of a DILocation definition's
// field name (scope, inlinedAt, atomGroup).
func (p *parser) noteLocationField(name string) {
	l := &p.defLoc
	var ref *int32
	switch name {
	case "scope":
		ref = &l.Scope
	case "inlinedAt":
		ref = &l.InlinedAt
	case "atomGroup":
		if p.tok.Kind == scanner.Int {
			l.Atom = !ZeroLiteral(p.lit())
		}
		return
	default:
		return
	}
	switch {
	case p.tok.Kind == scanner.MetadataID:
		*ref = -1
		if n, err := strconv.ParseUint(string(p.lit()[1:]), 10, 31); err == nil {
			*ref = int32(n)
		} else {
			l.Simple = false
		}
	case p.tok.Kind == scanner.Ident && p.is("null"):
	default:
		l.Simple = false // a named node, a node written in place
	}
}

// ZeroLiteral reports whether an integer literal's text is 0 in any
// spelling (00, -0, +0).
func ZeroLiteral(text []byte) bool {
	text = bytes.TrimLeft(text, "-+")
	return len(text) > 0 && len(bytes.Trim(text, "0")) == 0
}

// appendByDef appends v, what the definition just appended to defs says,
// to table, which runs parallel to defs (ast.Module.Locations,
// DefShapes): table stays nil until a definition says more than the zero
// value.
func appendByDef[T comparable](table []T, v T, defs []ast.MDDef) []T {
	var zero T
	if table == nil {
		if v == zero {
			return nil
		}
		table = make([]T, len(defs)-1, cap(defs))
	}
	return append(table, v)
}

// mergeByDef joins the tables a and b that run parallel to na and nb
// definitions (see appendByDef; each is nil or as long as its own).
func mergeByDef[T any](a, b []T, na, nb int) []T {
	switch {
	case b == nil && a == nil:
		return nil
	case na == 0:
		return b
	}
	if a == nil {
		a = make([]T, na, na+nb)
	}
	if b == nil {
		return append(a, make([]T, nb)...)
	}
	return append(a, b...)
}
