package errprop

import (
	"math"
	"math/big"
)

// xf is a number in x87 extended precision (64-bit significand, rounding to
// nearest even), the long double that TAFFO computes its errors in. Matching
// its rounding is what makes the printed doubles agree digit for digit.
// A nil significand stands for NaN, which big.Float cannot hold.
type xf struct{ p *big.Float }

const xprec = 64

func newXF() *big.Float { return new(big.Float).SetPrec(xprec) }

// xv converts a double exactly.
func xv(f float64) xf {
	if math.IsNaN(f) {
		return xf{}
	}
	return xf{newXF().SetFloat64(f)}
}

var xzero = xv(0)

func (a xf) nan() bool { return a.p == nil }

func (a xf) isInf() bool { return a.p != nil && a.p.IsInf() }

// f64 rounds to the nearest double, as a cast from long double does.
func (a xf) f64() float64 {
	if a.p == nil {
		return math.NaN()
	}
	f, _ := a.p.Float64()
	return f
}

func (a xf) add(b xf) xf {
	if a.p == nil || b.p == nil {
		return xf{}
	}
	if a.p.IsInf() && b.p.IsInf() && a.p.Sign() != b.p.Sign() {
		return xf{}
	}
	return xf{newXF().Add(a.p, b.p)}
}

func (a xf) sub(b xf) xf { return a.add(b.neg()) }

func (a xf) mul(b xf) xf {
	if a.p == nil || b.p == nil {
		return xf{}
	}
	if (a.p.IsInf() && b.p.Sign() == 0) || (b.p.IsInf() && a.p.Sign() == 0) {
		return xf{}
	}
	return xf{newXF().Mul(a.p, b.p)}
}

func (a xf) quo(b xf) xf {
	if a.p == nil || b.p == nil {
		return xf{}
	}
	if (a.p.Sign() == 0 && b.p.Sign() == 0) || (a.p.IsInf() && b.p.IsInf()) {
		return xf{}
	}
	return xf{newXF().Quo(a.p, b.p)}
}

func (a xf) neg() xf {
	if a.p == nil {
		return a
	}
	return xf{newXF().Neg(a.p)}
}

func (a xf) abs() xf {
	if a.p == nil || a.p.Sign() >= 0 {
		return a
	}
	return a.neg()
}

// less is a < b with IEEE semantics (false when either is NaN).
func (a xf) less(b xf) bool {
	if a.p == nil || b.p == nil {
		return false
	}
	return a.p.Cmp(b.p) < 0
}

// xmax is std::max(a, b): b only when a < b.
func xmax(a, b xf) xf {
	if a.less(b) {
		return b
	}
	return a
}

// pow2 returns 2^e exactly.
func pow2(e int) xf {
	return xf{newXF().SetMantExp(big.NewFloat(1), e)}
}
