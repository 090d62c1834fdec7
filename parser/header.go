package parser

import (
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A FuncHeader is the decoded signature of a function.
type FuncHeader struct {
	Result *ast.Type
	Params []Param
	// Variadic is set for "...".
	Variadic bool
	// Type is the function type, "i32 (i8*, ...)".
	Type *ast.Type
}

// A Param is one formal parameter.
type Param struct {
	Type *ast.Type
	// Name is the decoded name with '%', or "" for unnamed parameters.
	Name  string
	Attrs []string
	// TypePos is where the parameter's type is written.
	TypePos token.Pos
}

// FuncHeader decodes the signature of function f (an index into
// m.Functions).
func (d *Decoder) FuncHeader(f int) (*FuncHeader, error) {
	fn := &d.m.Functions[f]
	h := &FuncHeader{}
	err := d.run(fn.Header.Start, func() {
		p := &d.p
		p.next() // define/declare
		for p.tok.Kind == scanner.MetadataVar {
			p.parseAttachment()
		}
		p.parseFuncPrefix()
		h.Result = p.parseType()
		p.next() // name
		p.expect(scanner.LParen, "'(' in function argument list")
		for p.tok.Kind != scanner.RParen {
			if p.tok.Kind == scanner.DotDotDot {
				p.next()
				h.Variadic = true
				break
			}
			prm := Param{TypePos: p.tok.Start}
			prm.Type = p.parseType()
			prm.Attrs = p.skipParamAttrs()
			if p.tok.Kind == scanner.LocalVar || p.tok.Kind == scanner.LocalID {
				prm.Name = p.litName()
				p.next()
			}
			h.Params = append(h.Params, prm)
			if !p.got(scanner.Comma) {
				break
			}
		}
		p.expect(scanner.RParen, "')' at end of argument list")
	})
	if err != nil {
		return nil, err
	}
	h.Type = &ast.Type{Kind: ast.FuncType, Elem: h.Result, Variadic: h.Variadic}
	if len(h.Params) > 0 {
		h.Type.Fields = make([]*ast.Type, len(h.Params))
		for k, prm := range h.Params {
			h.Type.Fields[k] = prm.Type
		}
	}
	return h, nil
}

// GlobalTypeStart returns where the value type of global variable g
// begins, after its name, linkage and other keywords.
func (d *Decoder) GlobalTypeStart(g int) (token.Pos, error) {
	var at token.Pos
	err := d.run(d.m.Globals[g].Start, func() {
		if d.p.skipToGlobalType() {
			at = d.p.tok.Start
		}
	})
	return at, err
}

// GlobalValueType decodes the value type of global variable g (an index
// into m.Globals): the type after "global"/"constant", or the aliasee type
// of an alias or ifunc.
func (d *Decoder) GlobalValueType(g int) (*ast.Type, error) {
	var t *ast.Type
	err := d.run(d.m.Globals[g].Start, func() {
		if d.p.skipToGlobalType() {
			t = d.p.parseType()
		}
	})
	return t, err
}

// skipToGlobalType moves past a global's name and keywords to its value
// type; false (an error recorded) when no "global", "constant", "alias" or
// "ifunc" is there.
func (p *parser) skipToGlobalType() bool {
	if kw, _ := p.skipGlobalHeader(); kw == "" {
		p.fail("expected 'global' or 'constant'")
		return false
	}
	return true
}

// ParamNames returns the names of the parameters with '%': an unnamed
// parameter gets the next number, as LLParser numbers them (a parameter
// written with a number, %3, sets the next one).
func (h *FuncHeader) ParamNames() []string {
	out := make([]string, len(h.Params))
	next := 0
	for i, p := range h.Params {
		if p.Name == "" {
			out[i] = "%" + strconv.Itoa(next)
			next++
			continue
		}
		out[i] = p.Name
		if n, err := strconv.Atoi(p.Name[1:]); err == nil && n >= 0 && p.Name[0] == '%' {
			next = n + 1
		}
	}
	return out
}
