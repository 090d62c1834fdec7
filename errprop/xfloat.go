package errprop

import (
	"math"
	"math/big"
	"math/bits"
)

// xf is a number in x87 extended precision (64-bit significand, rounding to
// nearest even), the long double that TAFFO computes its errors in. Matching
// its rounding is what makes the printed doubles agree digit for digit.
// It is a plain value (no allocation): m·2^e with m normalized (top bit
// set) for finite non-zero numbers. The exponent range is wider than x87's,
// which makes no difference for errors.
type xf struct {
	m     uint64
	e     int32
	minus bool
	cls   uint8 // clsZero, clsFinite, clsInf, clsNaN
}

const (
	clsZero uint8 = iota
	clsFinite
	clsInf
	clsNaN
)

var xzero = xf{}

// xv converts a double exactly.
func xv(f float64) xf {
	switch {
	case math.IsNaN(f):
		return xf{cls: clsNaN}
	case math.IsInf(f, 0):
		return xf{cls: clsInf, minus: f < 0}
	case f == 0:
		return xf{minus: math.Signbit(f)}
	}
	fr, exp := math.Frexp(math.Abs(f)) // fr in [0.5, 1)
	m := uint64(fr * (1 << 53))        // exact: 53 significant bits
	return norm(m, int32(exp-53), f < 0)
}

// norm builds a finite value from a non-zero significand.
func norm(m uint64, e int32, neg bool) xf {
	if m == 0 {
		return xf{minus: neg}
	}
	s := bits.LeadingZeros64(m)
	return xf{m: m << uint(s), e: e - int32(s), minus: neg, cls: clsFinite}
}

// round128 rounds the 128-bit significand hi:lo (hi's top bit set) to 64
// bits, to nearest even; the value is hi:lo·2^(e-64).
func round128(hi, lo uint64, e int32, neg bool) xf {
	const half = 1 << 63
	if lo > half || (lo == half && hi&1 == 1) {
		hi++
		if hi == 0 {
			return xf{m: 1 << 63, e: e + 1, minus: neg, cls: clsFinite}
		}
	}
	return xf{m: hi, e: e, minus: neg, cls: clsFinite}
}

func (a xf) nan() bool   { return a.cls == clsNaN }
func (a xf) isInf() bool { return a.cls == clsInf }

// f64 rounds to the nearest double, as a cast from long double does.
func (a xf) f64() float64 {
	switch a.cls {
	case clsNaN:
		return math.NaN()
	case clsInf:
		if a.minus {
			return math.Inf(-1)
		}
		return math.Inf(1)
	case clsZero:
		if a.minus {
			return math.Copysign(0, -1)
		}
		return 0
	}
	m := a.m >> 11
	rest := a.m & (1<<11 - 1)
	if rest > 1<<10 || (rest == 1<<10 && m&1 == 1) {
		m++
	}
	f := math.Ldexp(float64(m), int(a.e)+11)
	if a.minus {
		f = -f
	}
	return f
}

func (a xf) neg() xf {
	if a.cls == clsNaN {
		return a
	}
	a.minus = !a.minus
	return a
}

func (a xf) abs() xf {
	if a.cls == clsNaN {
		return a
	}
	a.minus = false
	return a
}

// magLess compares magnitudes of finite non-zero values.
func magLess(a, b xf) bool {
	if a.e != b.e {
		return a.e < b.e
	}
	return a.m < b.m
}

func (a xf) add(b xf) xf {
	switch {
	case a.cls == clsNaN || b.cls == clsNaN:
		return xf{cls: clsNaN}
	case a.cls == clsInf && b.cls == clsInf:
		if a.minus != b.minus {
			return xf{cls: clsNaN}
		}
		return a
	case a.cls == clsInf:
		return a
	case b.cls == clsInf:
		return b
	case a.cls == clsZero && b.cls == clsZero:
		return xf{minus: a.minus && b.minus}
	case a.cls == clsZero:
		return b
	case b.cls == clsZero:
		return a
	}
	if magLess(a, b) {
		a, b = b, a
	}
	d := uint64(a.e - b.e)
	// b's significand shifted right by d, as 128 bits plus a sticky bit.
	var bhi, blo uint64
	sticky := false
	switch {
	case d == 0:
		bhi = b.m
	case d < 64:
		bhi, blo = b.m>>d, b.m<<(64-d)
	case d < 128:
		blo = b.m >> (d - 64)
		sticky = b.m<<(128-d) != 0
	default:
		sticky = true
	}
	if sticky {
		blo |= 1
	}
	if a.minus == b.minus {
		lo, c := bits.Add64(0, blo, 0)
		hi, c2 := bits.Add64(a.m, bhi, c)
		e := a.e
		if c2 != 0 {
			// Shift right one place, keeping the lost bit sticky.
			lost := lo & 1
			lo = lo>>1 | hi<<63 | lost
			hi = hi>>1 | 1<<63
			e++
		}
		return round128(hi, lo, e, a.minus)
	}
	lo, bw := bits.Sub64(0, blo, 0)
	hi, _ := bits.Sub64(a.m, bhi, bw)
	if hi == 0 && lo == 0 {
		return xf{}
	}
	e := a.e
	s := bits.LeadingZeros64(hi)
	if hi == 0 {
		s = 64 + bits.LeadingZeros64(lo)
	}
	if s >= 64 {
		hi, lo = lo<<uint(s-64), 0
	} else if s > 0 {
		hi, lo = hi<<uint(s)|lo>>uint(64-s), lo<<uint(s)
	}
	return round128(hi, lo, e-int32(s), a.minus)
}

func (a xf) sub(b xf) xf { return a.add(b.neg()) }

func (a xf) mul(b xf) xf {
	neg := a.minus != b.minus
	switch {
	case a.cls == clsNaN || b.cls == clsNaN:
		return xf{cls: clsNaN}
	case a.cls == clsInf || b.cls == clsInf:
		if a.cls == clsZero || b.cls == clsZero {
			return xf{cls: clsNaN}
		}
		return xf{cls: clsInf, minus: neg}
	case a.cls == clsZero || b.cls == clsZero:
		return xf{minus: neg}
	}
	hi, lo := bits.Mul64(a.m, b.m)
	e := a.e + b.e + 64
	if hi>>63 == 0 {
		hi, lo = hi<<1|lo>>63, lo<<1
		e--
	}
	return round128(hi, lo, e, neg)
}

func (a xf) quo(b xf) xf {
	neg := a.minus != b.minus
	switch {
	case a.cls == clsNaN || b.cls == clsNaN:
		return xf{cls: clsNaN}
	case a.cls == clsInf:
		if b.cls == clsInf {
			return xf{cls: clsNaN}
		}
		return xf{cls: clsInf, minus: neg}
	case b.cls == clsInf:
		return xf{minus: neg}
	case b.cls == clsZero:
		if a.cls == clsZero {
			return xf{cls: clsNaN}
		}
		return xf{cls: clsInf, minus: neg}
	case a.cls == clsZero:
		return xf{minus: neg}
	}
	hi, lo := a.m, uint64(0)
	e := a.e - b.e - 64
	if hi >= b.m {
		hi, lo = hi>>1, hi<<63
		e++
	}
	q, r := bits.Div64(hi, lo, b.m)
	// Round on the remainder: above, at or below half of the divisor.
	if r > b.m-r || (r == b.m-r && q&1 == 1) {
		q++
		if q == 0 {
			return xf{m: 1 << 63, e: e + 1, minus: neg, cls: clsFinite}
		}
	}
	return xf{m: q, e: e, minus: neg, cls: clsFinite}
}

// less is a < b with IEEE semantics (false when either is NaN).
func (a xf) less(b xf) bool {
	if a.cls == clsNaN || b.cls == clsNaN {
		return false
	}
	return a.cmp(b) < 0
}

func (a xf) cmp(b xf) int {
	sa, sb := a.sign(), b.sign()
	if sa != sb {
		if sa < sb {
			return -1
		}
		return 1
	}
	if sa == 0 {
		return 0
	}
	var c int
	switch {
	case a.cls == clsInf && b.cls == clsInf:
		c = 0
	case a.cls == clsInf:
		c = 1
	case b.cls == clsInf:
		c = -1
	case magLess(a, b):
		c = -1
	case magLess(b, a):
		c = 1
	}
	return c * sa
}

func (a xf) sign() int {
	if a.cls == clsZero {
		return 0
	}
	if a.minus {
		return -1
	}
	return 1
}

// xmax is std::max(a, b): b only when a < b.
func xmax(a, b xf) xf {
	if a.less(b) {
		return b
	}
	return a
}

// pow2 returns 2^e exactly.
func pow2(e int) xf { return xf{m: 1 << 63, e: int32(e - 63), cls: clsFinite} }

// xsqrt is the correctly rounded square root (through big.Float, as only
// the special functions need it).
func xsqrt(a xf) xf {
	switch {
	case a.cls == clsNaN || (a.minus && a.cls != clsZero):
		return xf{cls: clsNaN}
	case a.cls == clsZero || a.cls == clsInf:
		return a
	}
	b := new(big.Float).SetPrec(64).SetMantExp(new(big.Float).SetUint64(a.m), int(a.e))
	r := new(big.Float).SetPrec(64).Sqrt(b)
	mant := new(big.Float)
	exp := r.MantExp(mant) // r = mant·2^exp, mant in [0.5, 1)
	m, _ := mant.SetMantExp(mant, 64).Uint64()
	return norm(m, int32(exp-64), false)
}
