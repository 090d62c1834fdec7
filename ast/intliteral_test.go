package ast_test

import (
	"testing"

	"github.com/irmeta/irmeta/ast"
)

// TestIntLiteral checks the value a literal keeps in an integer of a given
// width: decimal (a leading zero is no octal prefix), u0x/s0x hexadecimal,
// negative numbers and booleans, modulo 2^bits.
func TestIntLiteral(t *testing.T) {
	for _, c := range []struct {
		kind ast.ValueKind
		text string
		bits uint32
		want string
		ok   bool
	}{
		{ast.IntConst, "010", 32, "10", true},
		{ast.IntConst, "-1", 32, "4294967295", true},
		{ast.IntConst, "4294967296", 32, "0", true},
		{ast.IntConst, "-1", 0, "-1", true},
		{ast.IntConst, "u0xFF", 8, "255", true},
		{ast.IntConst, "s0xFF", 8, "255", true},
		{ast.IntConst, "u0x1FF", 8, "255", true},
		{ast.BoolConst, "true", 1, "1", true},
		{ast.IntConst, "12x", 32, "", false},
		{ast.FloatConst, "1.0", 32, "", false},
	} {
		v := ast.Value{Kind: c.kind, Text: c.text}
		n, ok := v.IntLiteral(c.bits)
		if ok != c.ok || ok && n.String() != c.want {
			t.Errorf("%q in %d bits: got %v %v, want %s %v", c.text, c.bits, n, ok, c.want, c.ok)
		}
	}
}
