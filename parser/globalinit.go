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
		p.next() // name
		p.next() // =
		external := false
		for p.tok.Kind == scanner.Ident {
			w := string(p.lit())
			p.next()
			switch w {
			case "global", "constant":
				t := p.parseType()
				if !external && p.tok.Start < gl.End && p.tok.Kind != scanner.Comma && p.tok.Kind != scanner.AttrGrpID {
					v := p.parseValue(t)
					op = &ast.Operand{Type: t, Value: v}
				}
				return
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
		p.fail("expected 'global' or 'constant'")
	})
	return op, err
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
		p.next() // name
		p.next() // =
		for p.tok.Kind == scanner.Ident {
			w := string(p.lit())
			p.next()
			switch w {
			case "alias", "ifunc":
				p.parseType()
				p.expect(scanner.Comma, "','")
				// A constant expression of these kinds comes without
				// its type, which is its result type; Type is nil.
				var t *ast.Type
				if !typelessAliasee[string(p.lit())] {
					t = p.parseType()
				}
				v := p.parseValue(t)
				op = &ast.Operand{Type: t, Value: v}
				return
			case "addrspace":
				p.parseAddrSpaceParens()
			case "thread_local", "partition":
				if p.tok.Kind == scanner.LParen {
					p.skipBalanced()
				}
			}
		}
		p.fail("expected 'alias' or 'ifunc'")
	})
	return op, err
}

// Personality decodes the personality operand of function i (an index into
// m.Functions), or returns nil when its header has none.
func (d *Decoder) Personality(i int) (*ast.Operand, error) {
	f := &d.m.Functions[i]
	var sc scanner.Scanner
	sc.Init(d.m.Src)
	sc.Seek(int(f.Header.Start))
	at := token.Pos(-1)
	for t := sc.Next(); t.Kind != scanner.EOF && t.Start < f.Header.End; t = sc.Next() {
		if t.Kind == scanner.Ident && string(d.m.Src[t.Start:t.End]) == "personality" {
			at = t.Start
			break
		}
	}
	if at < 0 {
		return nil, nil
	}
	var op *ast.Operand
	err := d.run(at, func() {
		p := &d.p
		p.next() // personality
		o := p.parseTypedValue()
		op = &o
	})
	return op, err
}
