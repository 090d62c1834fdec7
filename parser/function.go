package parser

import (
	"irmeta/ast"
	"irmeta/scanner"
	"irmeta/token"
)

// funcState is the per-function parsing state.
type funcState struct {
	f *ast.Function
}

// use notes a use of a local value; reserved for local checks.
func (fs *funcState) use(scanner.Token) {}

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
	p.parseFuncPrefix()
	p.parseType()
	if p.tok.Kind != scanner.GlobalVar && p.tok.Kind != scanner.GlobalID {
		p.fail("expected function name")
	}
	f.Name = Name(p.lit())
	f.NameSpan = span(p.tok)
	p.next()
	p.parseParamList(true)
	p.parseFuncSuffix(&f)
	f.Header = ast.Span{Start: start, End: p.lastEnd}
	if isDefine {
		if p.tok.Kind != scanner.LBrace {
			p.fail("expected '{' in function body")
		}
		p.fn = &funcState{f: &f}
		p.parseBody(&f)
		p.fn = nil
	}
	f.Span = ast.Span{Start: start, End: p.lastEnd}
	p.m.Functions = append(p.m.Functions, f)
	p.addEntity(ast.FunctionEntity, len(p.m.Functions)-1, start)
}

// parseFuncPrefix skips linkage, visibility, calling convention and return
// attributes before a function's return type.
func (p *parser) parseFuncPrefix() {
	for !p.atType() {
		switch p.tok.Kind {
		case scanner.Ident:
			w := string(p.lit())
			p.next()
			switch {
			case w == "cc" || w == "align" || w == "dereferenceable" || w == "dereferenceable_or_null":
				if p.tok.Kind == scanner.Int {
					p.next()
				} else if p.tok.Kind == scanner.LParen {
					p.skipBalanced()
				}
			case p.tok.Kind == scanner.LParen:
				p.skipBalanced()
			}
		case scanner.String:
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string value")
			}
		default:
			p.fail("expected type")
		}
	}
}

// parseParamList parses "(T attrs %name, ...)" of a function header (names
// allowed) or of a call (values required).
func (p *parser) parseParamList(header bool) {
	p.expect(scanner.LParen, "'(' in function argument list")
	for p.tok.Kind != scanner.RParen {
		if p.tok.Kind == scanner.DotDotDot {
			p.next()
			break
		}
		p.parseType()
		p.skipParamAttrs()
		if header {
			if p.tok.Kind == scanner.LocalVar || p.tok.Kind == scanner.LocalID {
				p.next()
			}
		}
		if !p.got(scanner.Comma) {
			break
		}
	}
	p.expect(scanner.RParen, "')' at end of argument list")
}

// parseFuncSuffix parses what follows a function's parameter list: address
// space, attributes, section, partition, comdat, alignment, gc, prefix,
// prologue, personality and metadata attachments.
func (p *parser) parseFuncSuffix(f *ast.Function) {
	for {
		switch p.tok.Kind {
		case scanner.AttrGrpID:
			p.next()
		case scanner.String:
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string value")
			}
		case scanner.MetadataVar:
			if p.peek().Kind == scanner.Equal {
				return // named metadata starts here
			}
			f.Attachments = append(f.Attachments, p.parseAttachment())
		case scanner.Ident:
			w := string(p.lit())
			if topLevelWords[w] {
				return
			}
			p.next()
			switch w {
			case "section", "partition", "gc":
				p.expect(scanner.String, w+" name")
			case "comdat":
				if p.tok.Kind == scanner.LParen {
					p.next()
					p.expect(scanner.ComdatVar, "comdat name")
					p.expect(scanner.RParen, "')' after comdat name")
				}
			case "align":
				if p.tok.Kind == scanner.LParen {
					p.skipBalanced()
				} else {
					p.uint("alignment")
				}
			case "addrspace":
				p.parseAddrSpaceParens()
			case "prefix", "prologue", "personality":
				p.parseTypedValue()
			default:
				if p.tok.Kind == scanner.LParen {
					p.skipBalanced()
				}
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
	nodeStart := p.tok.Start
	node := int32(-1)
	switch p.tok.Kind {
	case scanner.MetadataID:
		node = p.mdID(p.tok)
		p.mdUse(node, p.tok.Start)
		p.next()
	case scanner.Exclaim, scanner.MetadataVar:
		p.parseMDNodeBody(false)
	default:
		p.fail("expected metadata node")
	}
	return ast.Attachment{Kind: kind, Node: node, Span: ast.Span{Start: start, End: p.lastEnd}, NodeStart: nodeStart}
}

// parseBody parses "{ blocks }".
func (p *parser) parseBody(f *ast.Function) {
	bodyStart := p.tok.Start
	p.next() // {
	needBlock := true
	var cur *ast.Block
	for p.tok.Kind != scanner.RBrace {
		if p.tok.Kind == scanner.EOF {
			p.fail("expected instruction opcode")
		}
		if p.is("uselistorder") {
			p.next()
			p.parseUseListOrder()
			continue
		}
		if p.tok.Kind == scanner.Label {
			if cur != nil && !needBlock {
				p.fail("expected instruction opcode")
			}
			lt := p.tok
			p.next()
			label := p.src[lt.Start : lt.End-1]
			f.Blocks = append(f.Blocks, ast.Block{Label: labelName(label), LabelSpan: span(lt), FirstInst: int32(len(p.m.Insts))})
			cur = &f.Blocks[len(f.Blocks)-1]
			needBlock = false
			continue
		}
		if needBlock {
			f.Blocks = append(f.Blocks, ast.Block{FirstInst: int32(len(p.m.Insts)), LabelSpan: ast.Span{Start: token.NoPos, End: token.NoPos}})
			cur = &f.Blocks[len(f.Blocks)-1]
			needBlock = false
		}
		op := p.parseInst(nil)
		cur.NumInsts++
		if op.IsTerminator() {
			needBlock = true
		}
	}
	if !needBlock {
		p.fail("expected instruction opcode")
	}
	p.next() // }
	f.Body = ast.Span{Start: bodyStart, End: p.lastEnd}
}

// labelName decodes a label without its colon: "entry", "12", or the
// contents of a quoted label.
func labelName(b []byte) string {
	if len(b) > 0 && b[0] == '"' {
		return Unquote(b)
	}
	return string(b)
}
