package parser

import (
	"bytes"
	"irmeta/ast"
	"irmeta/scanner"
	"irmeta/token"
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
	switch p.tok.Kind {
	case scanner.Exclaim, scanner.MetadataVar:
		p.parseMDNodeBody(distinct)
	default:
		if p.atType() {
			p.fail("unexpected type in metadata definition")
		}
		p.fail("expected metadata node")
	}
	if !p.mdDefine(id) {
		p.failAt(idTok.Start, "Metadata id is already used")
	}
	p.m.MDDefs = append(p.m.MDDefs, ast.MDDef{ID: id, ValueStart: valStart, Span: ast.Span{Start: start, End: p.lastEnd}})
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
	p.expect(scanner.LBrace, "'{' here")
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
			case p.tok.Kind == scanner.MetadataVar && (string(p.lit()) == "!DIExpression" || string(p.lit()) == "!DIArgList"):
				p.parseMDNodeBody(false)
				ops = append(ops, ast.NamedMDOperand{Node: -1, Span: ast.Span{Start: opStart, End: p.lastEnd}})
			default:
				p.fail("Expected '!' here")
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
	}
	p.expect(scanner.RBrace, "'}' here")
	p.m.NamedMD = append(p.m.NamedMD, ast.NamedMD{Name: name, Operands: ops, Span: ast.Span{Start: start, End: p.lastEnd}})
	p.addEntity(ast.NamedMDEntity, len(p.m.NamedMD)-1, start)
}

// parseMDNodeBody parses a node: "!{...}", "!DIxxx(...)". The current token
// is '!' (before '{') or a MetadataVar naming a specialized node.
func (p *parser) parseMDNodeBody(distinct bool) *ast.MD {
	start := p.tok.Start
	if p.tok.Kind == scanner.Exclaim {
		p.next()
		if p.tok.Kind != scanner.LBrace {
			p.fail("expected '{' here")
		}
		p.next()
		var md *ast.MD
		if p.build {
			md = &ast.MD{Kind: ast.MDTuple, Distinct: distinct}
		}
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
		p.expect(scanner.RBrace, "'}' here")
		if md != nil {
			md.Span = ast.Span{Start: start, End: p.lastEnd}
		}
		return md
	}
	if p.tok.Kind != scanner.MetadataVar {
		p.fail("expected metadata node")
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
		p.fail("expected type")
	}
	t := p.parseType()
	if t != nil && t.Kind == ast.MetadataType {
		p.fail("invalid metadata-value-metadata roundtrip")
	}
	v := p.parseValue(t)
	if p.build {
		return &ast.MD{Kind: ast.MDValue, Value: &ast.Operand{Type: t, Value: v}, Span: ast.Span{Start: start, End: p.lastEnd}}
	}
	return nil
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
		p.fail("expected metadata")
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
	return p.parseMDOperand()
}

// parseSpecialized parses "!DIxxx(field: value, ...)", "!DIExpression(...)"
// and "!DIArgList(...)"; the name is not checked against a fixed list so
// that node kinds from newer LLVM parse too.
func (p *parser) parseSpecialized(distinct bool) *ast.MD {
	start := p.tok.Start
	name := p.src[p.tok.Start+1 : p.tok.End]
	p.next()
	var md *ast.MD
	if p.build {
		md = &ast.MD{Kind: ast.MDSpecialized, Str: string(name), Distinct: distinct}
	}
	if p.tok.Kind != scanner.LParen {
		p.fail("expected '(' here")
	}
	p.next()
	switch string(name) {
	case "DIExpression":
		// Positional operands: DW_OP_* words and integers.
		for p.tok.Kind != scanner.RParen {
			opStart := p.tok.Start
			switch p.tok.Kind {
			case scanner.Ident:
				p.next()
				if md != nil {
					md.Operands = append(md.Operands, &ast.MD{Kind: ast.MDIdent, Str: p.text(opStart, p.lastEnd), Span: ast.Span{Start: opStart, End: p.lastEnd}})
				}
			case scanner.Int:
				p.next()
				if md != nil {
					md.Operands = append(md.Operands, &ast.MD{Kind: ast.MDInt, Str: p.text(opStart, p.lastEnd), Span: ast.Span{Start: opStart, End: p.lastEnd}})
				}
			default:
				p.fail("expected unsigned integer")
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
	case "DIArgList":
		if md != nil {
			md.Kind = ast.MDArgList
		}
		for p.tok.Kind != scanner.RParen {
			op := p.parseMDOperand()
			if md != nil {
				md.Operands = append(md.Operands, op)
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
	default:
		// Fields gather on a stack shared with nested nodes and are copied
		// out at their exact size.
		base := len(p.fieldStack)
		defer func() { p.fieldStack = p.fieldStack[:base] }()
		for p.tok.Kind != scanner.RParen {
			if p.tok.Kind != scanner.Label {
				p.fail("expected field label here")
			}
			fieldStart := p.tok.Start
			fieldName := p.src[p.tok.Start : p.tok.End-1]
			p.next()
			val := p.parseFieldValue()
			if md != nil {
				p.fieldStack = append(p.fieldStack, ast.MDField{Name: p.text(fieldStart, fieldStart+token.Pos(len(fieldName))), Value: val})
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
		if md != nil && len(p.fieldStack) > base {
			md.Fields = append([]ast.MDField(nil), p.fieldStack[base:]...)
		}
	}
	p.expect(scanner.RParen, "')' here")
	if md != nil {
		md.Span = ast.Span{Start: start, End: p.lastEnd}
	}
	return md
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
		// GenericDINode operands: {!0, !1}
		p.next()
		var md *ast.MD
		if p.build {
			md = &ast.MD{Kind: ast.MDTuple}
		}
		for p.tok.Kind != scanner.RBrace {
			op := p.parseMDOperand()
			if md != nil {
				md.Operands = append(md.Operands, op)
			}
			if !p.got(scanner.Comma) {
				break
			}
		}
		p.expect(scanner.RBrace, "'}' here")
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
