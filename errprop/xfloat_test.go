package errprop

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// big64 is the oracle: big.Float with a 64-bit mantissa rounds exactly as
// x87 extended precision does (within the exponent range used here).
func big64(a xf) *big.Float {
	if a.cls == clsZero {
		return new(big.Float).SetPrec(64)
	}
	if a.cls == clsInf {
		return new(big.Float).SetPrec(64).SetInf(a.minus)
	}
	f := new(big.Float).SetPrec(64).SetMantExp(new(big.Float).SetUint64(a.m), int(a.e))
	if a.minus {
		f.Neg(f)
	}
	return f
}

func sameAsBig(a xf, b *big.Float) bool {
	if b.IsInf() {
		return a.cls == clsInf && a.minus == b.Signbit()
	}
	return big64(a).Cmp(b) == 0 && (b.Sign() != 0 || a.cls == clsZero)
}

// randX draws values with nearby and distant exponents, so that sums cancel,
// carry and lose operands entirely, and products and quotients round.
func randX(r *rand.Rand) xf {
	x := xv(r.NormFloat64() * math.Ldexp(1, r.Intn(40)-20))
	switch r.Intn(4) {
	case 0: // a full 64-bit significand
		x = x.add(xv(r.Float64()).mul(pow2(int(x.e))))
	case 1:
		x = x.mul(xv(1 + r.Float64()))
	}
	return x
}

// TestXFAgainstBigFloat checks the extended-precision arithmetic against
// big.Float on random operands, bit for bit.
func TestXFAgainstBigFloat(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for i := 0; i < n; i++ {
		a, b := randX(r), randX(r)
		if r.Intn(8) == 0 {
			b = a.neg().add(xv(r.NormFloat64() * math.Ldexp(1, int(a.e)+r.Intn(70))))
		}
		ba, bb := big64(a), big64(b)
		if got, want := a.add(b), new(big.Float).SetPrec(64).Add(ba, bb); !sameAsBig(got, want) {
			t.Fatalf("%v + %v = %v, want %v", ba, bb, big64(got), want)
		}
		if got, want := a.sub(b), new(big.Float).SetPrec(64).Sub(ba, bb); !sameAsBig(got, want) {
			t.Fatalf("%v - %v = %v, want %v", ba, bb, big64(got), want)
		}
		if got, want := a.mul(b), new(big.Float).SetPrec(64).Mul(ba, bb); !sameAsBig(got, want) {
			t.Fatalf("%v * %v = %v, want %v", ba, bb, big64(got), want)
		}
		if b.cls != clsZero {
			if got, want := a.quo(b), new(big.Float).SetPrec(64).Quo(ba, bb); !sameAsBig(got, want) {
				t.Fatalf("%v / %v = %v, want %v", ba, bb, big64(got), want)
			}
		}
		if a.less(b) != (ba.Cmp(bb) < 0) {
			t.Fatalf("%v < %v wrong", ba, bb)
		}
		f, _ := ba.Float64()
		if got := a.f64(); got != f {
			t.Fatalf("f64(%v) = %v, want %v", ba, got, f)
		}
		if a.cls == clsFinite && !a.minus {
			want := new(big.Float).SetPrec(64).Sqrt(ba)
			if got := xsqrt(a); !sameAsBig(got, want) {
				t.Fatalf("sqrt(%v) = %v, want %v", ba, big64(got), want)
			}
		}
	}
}
