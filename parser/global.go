package parser

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

// typelessAliasee are the constant expressions an aliasee may start with
// without a type.
var typelessAliasee = map[string]bool{"bitcast": true, "getelementptr": true, "addrspacecast": true, "inttoptr": true}

// parseGlobal parses a global variable, alias or ifunc definition.
func (p *parser) parseGlobal() {
	start := p.tok.Start
	g := ast.Global{Name: p.entityName(), NameSpan: span(p.tok)}
	if p.globalNumber(false, &g.Name) {
		p.defineName(&p.globalNames, g.Name, p.tok.Start, "redefinition of global '"+g.Name+"'")
	}
	p.next()
	p.expect(scanner.Equal, "'=' in global variable")
	external := false
	next := 0 // the first prefix stage still allowed
	var words linkageWords
	checked := false
	// check runs LLParser's rules on the linkage words once they are all
	// read (parseGlobal and parseAliasOrIFunc start with them): errors at
	// the global's name.
	check := func(alias bool) {
		if checked {
			return
		}
		checked = true
		if alias {
			switch words.linkage {
			case "", "private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr", "external":
			case "available_externally":
				if !p.ver.Has(llvmver.AvailableExternallyAlias) {
					p.failAt(start, "invalid linkage type for alias")
				}
			default:
				p.failAt(start, "invalid linkage type for alias")
			}
		}
		if msg := words.localRule(p.ver); msg != "" {
			p.failAt(start, msg)
		}
	}
	for {
		if p.tok.Kind != scanner.Ident {
			check(false)
			p.fail("expected 'global' or 'constant'")
		}
		w := string(p.lit())
		if stage, ok := globalPrefixStage(w); !ok || stage > gpUnnamedAddr {
			check(w == "alias")
		}
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
			if next > gpUnnamedAddr+1 {
				p.fail("expected 'global' or 'constant'") // after addrspace or externally_initialized
			}
			if w == "alias" {
				g.Kind = ast.Alias
			} else {
				g.Kind = ast.IFunc
			}
			p.next()
			p.parseType()
			p.expect(scanner.Comma, "comma after alias or ifunc's type")
			if p.tok.Kind == scanner.Ident && typelessAliasee[string(p.lit())] {
				// The aliasee's type is implied: "alias i16, bitcast (...)";
				// LLParser allows it for these four expressions only.
				p.parseValue(nil)
			} else {
				p.parseTypedValue()
			}
			p.parseAliasTail(&g)
			g.Span = ast.Span{Start: start, End: p.lastEnd}
			p.m.Globals = append(p.m.Globals, g)
			p.addEntity(ast.GlobalEntity, len(p.m.Globals)-1, start)
			return
		}
		// The prefix words, each at most once and in LLParser's order.
		stage, ok := globalPrefixStage(w)
		if !ok || stage < next {
			p.fail("expected 'global' or 'constant'")
		}
		next = stage + 1
		words.note(w, p.tok.Start)
		if w == "external" || w == "extern_weak" {
			external = true
		}
		p.next()
		p.dsoMismatch(&words, w)
		switch {
		case w == "addrspace":
			p.parseAddrSpaceParens()
		case w == "thread_local" && p.tok.Kind == scanner.LParen:
			p.next()
			if !p.is("localdynamic") && !p.is("initialexec") && !p.is("localexec") {
				p.fail("expected localdynamic, initialexec or localexec")
			}
			p.next()
			p.expect(scanner.RParen, "')' after thread local model")
		}
	}
}

// Stages of a global's prefix, in LLParser's order.
const (
	gpLinkage = iota
	gpDSOLocal
	gpVisibility
	gpDLLStorage
	gpThreadLocal
	gpUnnamedAddr
	gpAddrSpace
	gpExternallyInitialized
)

// globalPrefixStage returns the stage of a word of a global's prefix.
func globalPrefixStage(w string) (int, bool) {
	switch w {
	case "private", "internal", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally",
		"appending", "common", "extern_weak", "external":
		return gpLinkage, true
	case "dso_local", "dso_preemptable":
		return gpDSOLocal, true
	case "default", "hidden", "protected":
		return gpVisibility, true
	case "dllimport", "dllexport":
		return gpDLLStorage, true
	case "thread_local":
		return gpThreadLocal, true
	case "unnamed_addr", "local_unnamed_addr":
		return gpUnnamedAddr, true
	case "addrspace":
		return gpAddrSpace, true
	case "externally_initialized":
		return gpExternallyInitialized, true
	}
	return 0, false
}

// parseGlobalVarRest parses the type, initializer and trailing fields of a
// global variable.
func (p *parser) parseGlobalVarRest(g *ast.Global, external bool) {
	at := p.tok.Start
	p.parseTypeNoVoid()
	badType := p.notAPointee()
	initialized := false
	if !external {
		// An initializer is required unless the linkage is external or
		// extern_weak.
		switch p.tok.Kind {
		case scanner.Comma, scanner.EOF, scanner.AttrGrpID, scanner.Exclaim, scanner.MetadataID, scanner.MetadataVar:
			p.fail("expected value token") // none, or metadata
		}
		// LLParser's first question of any value it converts, once it
		// has read it.
		fnType, valStart := p.typeFunc, p.tok.Start
		p.parseValue(nil)
		if fnType {
			p.failAt(valStart, "functions are not values, refer to them as pointers")
		}
		initialized = true
	}
	if badType && !initialized {
		// LLParser checks the type once it has read the initializer. With
		// one, a constant that the type does not take is the first error
		// (the type rules' to find), so the type rules report this one
		// after it (see typecheck's checkGlobal).
		p.failAt(at, "invalid type for global variable")
	}
	p.parseGlobalTail(g)
}

// parseGlobalTail parses what follows a global variable's initializer,
// as LLParser's parseGlobal does: ", section", ", partition", ", align N",
// ", code_model" (LLVM 18 on), ", !kind !N", the sanitizer properties
// (LLVM 15 on) and ", comdat", then the attribute list.
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
		if sanitizerProps[w] && p.attrs != nil && !p.ver.Has(llvmver.GlobalSanitizerAttrs) ||
			w == "code_model" && !p.ver.Has(llvmver.GlobalCodeModel) {
			w = "" // unknown to this release
		}
		switch w {
		case "section":
			p.next()
			p.expect(scanner.String, "global section string")
		case "partition":
			p.next()
			p.expect(scanner.String, "partition string")
		case "align":
			p.next()
			p.alignment(false)
		case "code_model":
			p.next()
			if p.tok.Kind != scanner.String || !codeModels[string(p.lit())] {
				p.fail("expected global code model string")
			}
			p.next()
		case "comdat":
			kw := p.tok.Start
			p.next()
			if p.got(scanner.LParen) {
				if p.tok.Kind != scanner.ComdatVar {
					p.fail("expected comdat variable")
				}
				p.useComdat(p.litName(), p.tok.Start)
				p.next()
				p.expect(scanner.RParen, "')' after comdat var")
			} else {
				if PlainName(g.Name) == "" || NumberedName(g.Name) {
					p.fail("comdat cannot be unnamed")
				}
				p.useComdat("$"+PlainName(g.Name), kw)
			}
		case "no_sanitize_address", "no_sanitize_hwaddress", "sanitize_address_dyninit", "sanitize_memtag":
			p.next()
		default:
			p.fail("unknown global variable property!")
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
				p.expect(scanner.String, "string constant") // LLParser: parseStringConstant
			}
			continue
		case scanner.Ident:
			if w := string(p.lit()); !topLevelWords[w] {
				pos, ok := p.fnAttrOf(p.lit())
				if !ok {
					return // LLParser's attribute list ends here
				}
				at := p.tok.Start
				p.next()
				if p.tok.Kind == scanner.Int && w == "align" {
					p.next()
				} else if p.tok.Kind == scanner.LParen {
					p.skipBalanced()
				}
				p.checkAttrPos(pos, onFn|fnAlignHack, at)
				continue
			}
		}
		return
	}
}

// codeModels are the code models a global variable may name.
var codeModels = map[string]bool{`"tiny"`: true, `"small"`: true, `"kernel"`: true, `"medium"`: true, `"large"`: true}

// parseAliasTail parses what follows an alias's or ifunc's aliasee or
// resolver, as LLParser's parseAliasOrIFunc does: ", partition" and, on
// an ifunc from LLVM 22 on, ", !kind !N"; nothing else, no attributes.
func (p *parser) parseAliasTail(g *ast.Global) {
	for p.got(scanner.Comma) {
		switch {
		case p.is("partition"):
			p.next()
			p.expect(scanner.String, "partition string")
		case p.tok.Kind == scanner.MetadataVar && g.Kind == ast.IFunc && p.ver.Has(llvmver.IFuncMetadata):
			g.Attachments = append(g.Attachments, p.parseAttachment())
		default:
			p.fail("unknown alias or ifunc property!")
		}
	}
}

// sanitizerProps are the sanitizer properties of global variables.
var sanitizerProps = map[string]bool{
	"no_sanitize_address": true, "no_sanitize_hwaddress": true, "sanitize_address_dyninit": true, "sanitize_memtag": true,
}
