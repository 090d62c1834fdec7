package errprop

import (
	"math"
	"testing"
)

// Errors that share a noise symbol cancel: (a+b)-b leaves a exactly, as in
// TAFFO's Call.ll.
func TestAffineCorrelationCancels(t *testing.T) {
	var s symbols
	a, b := s.noise(xv(0.01)), s.noise(xv(0.01))
	if got := a.add(b).sub(b).absSum().f64(); got != 0.01 {
		t.Errorf("(a+b)-b = %v, want 0.01", got)
	}
	if got := a.add(b).absSum().f64(); got != 0.02 {
		t.Errorf("a+b = %v, want 0.02", got)
	}
	if got := a.sub(a).absSum().f64(); got != 0 {
		t.Errorf("a-a = %v, want 0", got)
	}
}

// A product has the linear terms x0·yi + y0·xi and one fresh term |x|·|y|.
func TestAffineProduct(t *testing.T) {
	var s symbols
	x := s.fromRange(xv(-100), xv(200)) // 50 + 150e1
	e := s.noise(xv(1e-5))              // 1e-5 e2
	p := s.mul(x, e)
	// e2: 50·1e-5; fresh: 150·1e-5; x's own term times e's centre 0.
	want := 50*1e-5 + 150*1e-5
	if got := p.absSum().f64(); math.Abs(got-want) > 1e-18 {
		t.Errorf("|x·e| = %v, want %v", got, want)
	}
	if len(p.terms) != 3 {
		t.Errorf("terms %d, want 3", len(p.terms))
	}
}

// TAFFO's mergeMulNoiseTerms copies the left term when the right one comes
// first, so the product's term carries the left symbol: the later
// difference with the right operand no longer cancels (IfSelect.ll and
// ConvShift.ll depend on it).
func TestAffineProductKeepsTAFFONaming(t *testing.T) {
	var s symbols
	e := s.noise(xv(0.5))          // symbol 1
	x := s.fromRange(xv(1), xv(3)) // symbol 2, centre 2
	p := s.mul(x, e)               // e's term comes first: named 2
	d := p.sub(e.scale(xv(2)))     // would be |0| + fresh with faithful naming
	if got, want := d.absSum().f64(), 2*0.5+2*0.5+1*0.5; got != want {
		t.Errorf("|x·e - 2e| = %v, want %v (no cancellation)", got, want)
	}
}

// Sums are rounded to 64-bit significands, as x87 long double does.
func TestExtendedPrecision(t *testing.T) {
	one := xv(1)
	if got := one.add(pow2(-60)).sub(one).f64(); got != math.Ldexp(1, -60) {
		t.Errorf("(1+2^-60)-1 = %v, want 2^-60 (a double gives 0)", got)
	}
	// Ties round to even at the 64th bit.
	if got := one.add(pow2(-64)).sub(one).f64(); got != 0 {
		t.Errorf("(1+2^-64)-1 = %v, want 0", got)
	}
	if got := one.add(pow2(-63)).sub(one).f64(); got != math.Ldexp(1, -63) {
		t.Errorf("(1+2^-63)-1 = %v, want 2^-63", got)
	}
	// What big.Float cannot hold becomes NaN instead of a panic.
	inf := xv(1).quo(xzero)
	if !inf.isInf() || !inf.sub(inf).nan() || !xzero.mul(inf).nan() || !xzero.quo(xzero).nan() {
		t.Error("inf-inf, 0·inf and 0/0 must be NaN")
	}
}

func TestRoundingError(t *testing.T) {
	fix := &numType{kind: numFixp, frac: 6}
	if got := fix.roundingError().f64(); got != 0.015625 {
		t.Errorf("fixp frac 6: %v", got)
	}
	// float (p = 24) with greatest 1000: 2^(9-24).
	fl := &numType{kind: numFloat, std: 1, greatest: 1000}
	if got := fl.roundingError().f64(); got != math.Ldexp(1, 9-24) {
		t.Errorf("float greatest 1000: %v", got)
	}
	var none *numType
	if got := none.roundingError().f64(); got != 0 {
		t.Errorf("no type: %v", got)
	}
}
