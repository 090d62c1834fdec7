package parser

import (
	"fmt"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// GlobalInit decodes the initializer of global variable g (an index into
// m.Globals): its type and value. It returns nil without error for an
// external declaration, which has none.
func (d *Decoder) GlobalInit(g int) (*ast.Operand, error) {
	gl := &d.m.Globals[g]
	if gl.Kind != ast.GlobalVar {
		return nil, fmt.Errorf("%s is an alias or ifunc, not a global variable", gl.Name)
	}
	var op *ast.Operand
	err := d.run(gl.Start, func() {
		p := &d.p
		kw, external := p.skipGlobalHeader()
		if kw != "global" && kw != "constant" {
			p.fail("expected 'global' or 'constant'")
			return
		}
		t := p.parseType()
		if !external && p.tok.Start < gl.End && p.tok.Kind != scanner.Comma && p.tok.Kind != scanner.AttrGrpID {
			v := p.parseValue(t)
			op = &ast.Operand{Type: t, Value: v}
		}
	})
	return op, err
}

// skipGlobalHeader reads a global value's definition from its name up to
// and including the keyword that says what it is ("global", "constant",
// "alias" or "ifunc", returned; "" when the words end first), passing over
// linkage, visibility, addrspace(N) and thread_local(...); external tells
// whether the linkage was external or extern_weak (a declaration).
func (p *parser) skipGlobalHeader() (kw string, external bool) {
	p.next() // name
	p.next() // =
	for p.tok.Kind == scanner.Ident {
		w := p.text(p.tok.Start, p.tok.End)
		p.next()
		switch w {
		case "global", "constant", "alias", "ifunc":
			return w, external
		case "external", "extern_weak":
			external = true
		case "addrspace":
			p.parseAddrSpaceParens()
		case "thread_local", "partition":
			if p.tok.Kind == scanner.LParen {
				p.skipBalanced()
			}
		}
	}
	return "", external
}

// Aliasee decodes the aliasee of alias g (or the resolver of ifunc g), an
// index into m.Globals: its type and value, as written after the value
// type ("alias i32, i32* @x" gives i32* @x). A bitcast, getelementptr,
// addrspacecast or inttoptr aliasee has no type before it: Type is nil.
func (d *Decoder) Aliasee(g int) (*ast.Operand, error) {
	gl := &d.m.Globals[g]
	if gl.Kind == ast.GlobalVar {
		return nil, fmt.Errorf("%s is a global variable, not an alias or ifunc", gl.Name)
	}
	var op *ast.Operand
	err := d.run(gl.Start, func() {
		p := &d.p
		if kw, _ := p.skipGlobalHeader(); kw != "alias" && kw != "ifunc" {
			p.fail("expected 'alias' or 'ifunc'")
			return
		}
		p.parseType()
		p.expect(scanner.Comma, "','")
		// A constant expression of these kinds comes without its type,
		// which is its result type; Type is nil.
		var t *ast.Type
		typePos := p.tok.Start
		if !typelessAliasee[string(p.lit())] {
			t = p.parseType()
		}
		v := p.parseValue(t)
		op = &ast.Operand{Type: t, Value: v, TypePos: typePos}
	})
	return op, err
}

// Personality decodes the personality operand of function i (an index into
// m.Functions), or returns nil when its header has none.
func (d *Decoder) Personality(i int) (*ast.Operand, error) {
	return d.HeaderOperand(i, "personality")
}

// HeaderOperand decodes the operand that follows keyword in the header of
// function i (an index into m.Functions): "personality", "prefix" or
// "prologue"; nil when the header has none.
func (d *Decoder) HeaderOperand(i int, keyword string) (*ast.Operand, error) {
	f := &d.m.Functions[i]
	var sc scanner.Scanner
	sc.Init(d.m.Src)
	sc.Seek(int(f.Header.Start))
	for t := sc.Next(); t.Kind != scanner.EOF && t.Start < f.Header.End; t = sc.Next() {
		if t.Kind == scanner.Ident && string(d.m.Src[t.Start:t.End]) == keyword {
			return d.TypedValueAt(t.End)
		}
	}
	return nil, nil
}

// TypedValueAt decodes the typed value ("ptr @g", "i64 0") that starts at
// pos.
// ConstantAt decodes the constant written at pos without its type (a
// constant expression from its keyword: "ptrtoaddr (ptr @g to i64)").
func (d *Decoder) ConstantAt(pos token.Pos) (*ast.Value, error) {
	var v *ast.Value
	err := d.run(pos, func() {
		x := d.p.parseValue(nil)
		v = &x
	})
	return v, err
}

func (d *Decoder) TypedValueAt(pos token.Pos) (*ast.Operand, error) {
	var op *ast.Operand
	err := d.run(pos, func() {
		o := d.p.parseTypedValue()
		op = &o
	})
	return op, err
}
