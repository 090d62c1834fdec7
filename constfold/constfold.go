// Package constfold folds the integer constant expressions LLVM's parser
// folds as it reads them (ConstantExpr::get): add (i32 1, i32 1) is the
// ConstantInt 2 wherever LLVM wants one (a switch case, a struct index of
// getelementptr, a shufflevector mask element, a metadata operand that a
// rule reads as an integer).
package constfold

import (
	"math/big"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// FoldsToInt reports whether LLVM's parser makes v, a constant of an
// integer type, a ConstantInt (a switch case must be one): a literal,
// zeroinitializer, or a constant expression that ConstantExpr::get folds
// to one, as it does when every leaf is a literal (a global, undef,
// poison or a getelementptr stays an expression or folds to something
// else) and no division or remainder is by a literal zero or overflows,
// no shift by a literal of the width or more (poison). Not modelled: the
// identities that fold an undef operand away (and (undef, 0) is 0).
func FoldsToInt(v *ast.Value) bool {
	switch v.Kind {
	case ast.IntConst, ast.BoolConst, ast.ZeroConst:
		return true
	case ast.ConstExpr:
		return foldableExpr(v, 0)
	}
	return false
}

// foldableExpr is FoldsToInt's test of constant expression v (depth
// bounds the walk).
func foldableExpr(v *ast.Value, depth int) bool {
	if depth > 32 || v.Name == "getelementptr" {
		return false
	}
	if len(v.Elems) == 2 && v.Elems[1].Value.Kind == ast.IntConst && v.Elems[1].Type != nil && v.Elems[1].Type.Kind == ast.IntType {
		// A literal divisor or shift amount that makes the result poison.
		w := v.Elems[1].Type.Bits
		n, ok := foldLiteral(&v.Elems[1].Value, w)
		if !ok && (v.Name == "shl" || v.Name == "lshr" || v.Name == "ashr") {
			return false // an amount not read here: taken for too large
		}
		if ok {
			switch v.Name {
			case "udiv", "sdiv", "urem", "srem":
				if n.Sign() == 0 {
					return false
				}
				allOnes := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
				minSigned := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
				if a, ok := foldLiteral(&v.Elems[0].Value, w); ok && v.Elems[0].Value.Kind == ast.IntConst &&
					(v.Name == "sdiv" || v.Name == "srem") && n.Cmp(allOnes) == 0 && a.Cmp(minSigned) == 0 {
					return false // the quotient overflows
				}
			case "shl", "lshr", "ashr":
				if n.Cmp(big.NewInt(int64(w))) >= 0 {
					return false
				}
			}
		}
	}
	for i := range v.Elems {
		if !foldableLeaf(&v.Elems[i].Value, depth+1) {
			return false
		}
	}
	return true
}

// foldableLeaf reports whether an operand of a constant expression lets
// it fold: a literal, null, zeroinitializer, an aggregate of such, or a
// constant expression that folds.
func foldableLeaf(v *ast.Value, depth int) bool {
	switch v.Kind {
	case ast.IntConst, ast.BoolConst, ast.FloatConst, ast.NullConst, ast.ZeroConst, ast.StringConst:
		return true
	case ast.ArrayConst, ast.StructConst, ast.VectorConst:
		for i := range v.Elems {
			if !foldableLeaf(&v.Elems[i].Value, depth+1) {
				return false
			}
		}
		return true
	case ast.ConstExpr:
		return foldableExpr(v, depth)
	}
	return false
}

// foldLiteral is the value of an integer or boolean literal modulo 2^bits
// as LLParser reads it (decimal, u0x), for the folding of constant
// expressions; ok is false for an s0x literal, whose value
// ast.Value.IntLiteral does not give as LLLexer does (LLVM reads s0x7 as
// -1: the digits' active bits, signed), and for other values.
func foldLiteral(v *ast.Value, bits uint32) (*big.Int, bool) {
	if strings.HasPrefix(v.Text, "s0x") {
		return nil, false
	}
	return v.IntLiteral(bits)
}

// Int returns the value, as an unsigned integer of the given width, of an
// integer constant that LLVM folds to a ConstantInt and whose value irmeta
// computes: a literal, zeroinitializer, or a constant expression of add,
// sub, mul, and, or, xor, the shifts, the divisions and remainders, trunc,
// zext and sext over such, and ptrtoint of null (see FoldsToInt for which
// fold). ok is false for anything else (the callers then judge as for a
// non-constant).
func Int(v *ast.Value, bits uint) (n *big.Int, ok bool) {
	return evalIntDepth(v, bits, 0)
}

// Folded returns the ConstantInt LLVM's parser makes of op, an integer
// constant expression it folds, as the literal LLVM prints for it (signed;
// true or false for i1); ok is false for any other operand.
func Folded(op *ast.Operand) (lit ast.Value, ok bool) {
	if op.Value.Kind != ast.ConstExpr || op.Type == nil || op.Type.Kind != ast.IntType {
		return ast.Value{}, false
	}
	n, ok := Int(&op.Value, uint(op.Type.Bits))
	if !ok {
		return ast.Value{}, false
	}
	if w := int(op.Type.Bits); w == 1 {
		return ast.Value{Kind: ast.BoolConst, Text: map[bool]string{false: "false", true: "true"}[n.Sign() != 0]}, true
	} else if n.Bit(w-1) == 1 {
		n = new(big.Int).Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return ast.Value{Kind: ast.IntConst, Text: n.String()}, true
}

func evalIntDepth(v *ast.Value, bits uint, depth int) (*big.Int, bool) {
	if bits == 0 || bits > 1<<16 || depth > 32 {
		return nil, false
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), bits), big.NewInt(1))
	switch v.Kind {
	case ast.IntConst, ast.BoolConst:
		return foldLiteral(v, uint32(bits))
	case ast.ZeroConst:
		return big.NewInt(0), true
	case ast.ConstExpr:
	default:
		return nil, false
	}
	if !foldableExpr(v, depth) {
		return nil, false
	}
	operand := func(k int) (*big.Int, uint, bool) {
		if k >= len(v.Elems) || v.Elems[k].Type == nil || v.Elems[k].Type.Kind != ast.IntType {
			return nil, 0, false
		}
		w := uint(v.Elems[k].Type.Bits)
		n, ok := evalIntDepth(&v.Elems[k].Value, w, depth+1)
		return n, w, ok
	}
	signed := func(n *big.Int, w uint) *big.Int {
		if n.Bit(int(w)-1) == 1 {
			return new(big.Int).Sub(n, new(big.Int).Lsh(big.NewInt(1), w))
		}
		return new(big.Int).Set(n)
	}
	switch v.Name {
	case "ptrtoint":
		// Of null (or a zero pointer, a vector's too): zero.
		if len(v.Elems) == 1 && (v.Elems[0].Value.Kind == ast.NullConst || v.Elems[0].Value.Kind == ast.ZeroConst) {
			return big.NewInt(0), true
		}
		return nil, false
	case "trunc", "zext":
		a, _, ok := operand(0)
		if !ok {
			return nil, false
		}
		return new(big.Int).And(a, mask), true
	case "sext":
		a, w, ok := operand(0)
		if !ok {
			return nil, false
		}
		return new(big.Int).And(signed(a, w), mask), true
	}
	a, w, ok := operand(0)
	if !ok {
		return nil, false
	}
	b, _, ok := operand(1)
	if !ok {
		return nil, false
	}
	r := new(big.Int)
	switch v.Name {
	case "add":
		r.Add(a, b)
	case "sub":
		r.Sub(a, b)
	case "mul":
		r.Mul(a, b)
	case "and":
		r.And(a, b)
	case "or":
		r.Or(a, b)
	case "xor":
		r.Xor(a, b)
	case "shl", "lshr", "ashr":
		if !b.IsUint64() || b.Uint64() >= uint64(w) {
			return nil, false
		}
		switch v.Name {
		case "shl":
			r.Lsh(a, uint(b.Uint64()))
		case "lshr":
			r.Rsh(a, uint(b.Uint64()))
		default:
			r.Rsh(signed(a, w), uint(b.Uint64()))
		}
	case "udiv", "urem", "sdiv", "srem":
		if b.Sign() == 0 {
			return nil, false
		}
		if v.Name[0] == 's' {
			a, b = signed(a, w), signed(b, w)
		}
		if strings.HasSuffix(v.Name, "div") {
			r.Quo(a, b)
		} else {
			r.Rem(a, b)
		}
	default:
		return nil, false
	}
	return r.And(r, mask), true
}
