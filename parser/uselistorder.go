package parser

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
	"github.com/irmeta/irmeta/token"
)

// A UseListOrder is a decoded uselistorder or uselistorder_bb directive.
type UseListOrder struct {
	// Value is the value whose uses the directive orders: a LabelRef for
	// the block of a uselistorder_bb.
	Value ast.Operand
	// Function names the function of a uselistorder_bb's block ("@f"); ""
	// for uselistorder.
	Function string
	// Indexes is how many indexes the directive gives.
	Indexes int
}

// UseListOrderAt decodes the uselistorder or uselistorder_bb directive
// that starts at pos (see ast.Module.UseListOrders).
func (d *Decoder) UseListOrderAt(pos token.Pos) (*UseListOrder, error) {
	u := &UseListOrder{}
	err := d.run(pos, func() {
		p := &d.p
		if p.is("uselistorder_bb") {
			p.next()
			u.Function = p.litName()
			p.next()
			p.expect(scanner.Comma, "','")
			bb := p.tok
			u.Value = ast.Operand{Type: labelType(true), Value: ast.Value{Kind: ast.LabelRef, Name: p.litName(), Text: string(p.lit()), Span: span(bb)}}
			p.next()
		} else {
			p.next()
			u.Value = p.parseTypedValue()
		}
		p.expect(scanner.Comma, "','")
		u.Indexes = p.parseIndexList()
	})
	return u, err
}
