package parser

import (
	"irmeta/ast"
	"irmeta/scanner"
	"irmeta/token"
)

// parseGlobal parses a global variable, alias or ifunc definition.
func (p *parser) parseGlobal() {
	start := p.tok.Start
	g := ast.Global{Name: Name(p.lit()), NameSpan: span(p.tok)}
	p.defineName(&p.globalNames, g.Name, p.tok.Start, "redefinition of global '"+g.Name+"'")
	p.next()
	p.expect(scanner.Equal, "'=' in global variable")
	external := false
	for {
		if p.tok.Kind != scanner.Ident {
			p.fail("expected 'global' or 'constant'")
		}
		w := string(p.lit())
		switch w {
		case "global", "constant":
			g.Constant = w == "constant"
			p.next()
			p.parseGlobalVarRest(&g, external)
			g.Span = ast.Span{Start: start, End: p.lastEnd}
			p.m.Globals = append(p.m.Globals, g)
			p.addEntity(ast.GlobalEntity, len(p.m.Globals)-1, start)
			return
		case "alias", "ifunc":
			if w == "alias" {
				g.Kind = ast.Alias
			} else {
				g.Kind = ast.IFunc
			}
			p.next()
			p.parseType()
			p.expect(scanner.Comma, "comma after alias or ifunc's type")
			if p.tok.Kind == scanner.Ident && constExprOps[string(p.lit())] == ast.ConstExpr {
				// The aliasee's type is implied: "alias i16, bitcast (...)".
				p.parseValue(nil)
			} else {
				p.parseTypedValue()
			}
			p.parseGlobalTail(&g)
			g.Span = ast.Span{Start: start, End: p.lastEnd}
			p.m.Globals = append(p.m.Globals, g)
			p.addEntity(ast.GlobalEntity, len(p.m.Globals)-1, start)
			return
		case "external", "extern_weak":
			external = true
		case "define", "declare", "attributes", "type":
			p.fail("expected 'global' or 'constant'")
		}
		p.next()
		switch {
		case w == "addrspace":
			p.parseAddrSpaceParens()
		case p.tok.Kind == scanner.LParen && (w == "thread_local" || w == "partition"):
			p.skipBalanced()
		}
	}
}

// parseGlobalVarRest parses the type, initializer and trailing fields of a
// global variable.
func (p *parser) parseGlobalVarRest(g *ast.Global, external bool) {
	p.parseType()
	if !external {
		// An initializer is required unless the linkage is external; the
		// next token then starts a value.
		if p.tok.Kind != scanner.Comma && p.tok.Kind != scanner.EOF && !(p.tok.Kind == scanner.AttrGrpID) {
			p.parseValue(nil)
		}
	}
	p.parseGlobalTail(g)
}

// parseGlobalTail parses ", section ..., align N, !kind !N" and a trailing
// attribute group reference.
func (p *parser) parseGlobalTail(g *ast.Global) {
	for p.tok.Kind == scanner.Comma {
		p.next()
		switch p.tok.Kind {
		case scanner.MetadataVar:
			g.Attachments = append(g.Attachments, p.parseAttachment())
			continue
		case scanner.Ident:
		default:
			p.fail("unknown global variable property!")
		}
		w := string(p.lit())
		p.next()
		switch w {
		case "section", "partition", "code_model":
			p.expect(scanner.String, w+" name")
		case "align":
			p.uint("alignment")
		case "comdat":
			if p.tok.Kind == scanner.LParen {
				p.next()
				p.expect(scanner.ComdatVar, "comdat name")
				p.expect(scanner.RParen, "')' after comdat name")
			}
		case "no_sanitize_address", "no_sanitize_hwaddress", "sanitize_address_dyninit", "sanitize_memtag":
		default:
			p.failAt(p.lastEnd-token.Pos(len(w)), "unknown global variable property!")
		}
	}
	// Attributes: #N, "key"="value", and words such as "align 16".
	for {
		switch p.tok.Kind {
		case scanner.AttrGrpID:
			p.next()
			continue
		case scanner.String:
			p.next()
			if p.got(scanner.Equal) {
				p.expect(scanner.String, "string value")
			}
			continue
		case scanner.Ident:
			if w := string(p.lit()); !topLevelWords[w] {
				p.next()
				if p.tok.Kind == scanner.Int && w == "align" {
					p.next()
				} else if p.tok.Kind == scanner.LParen {
					p.skipBalanced()
				}
				continue
			}
		}
		return
	}
}
