package taffo_test

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/taffo"
)

func TestParseTypeRoundTrip(t *testing.T) {
	for _, ty := range []*taffo.Type{
		taffo.NewFixP(-32, 24), taffo.NewFixP(64, 0), taffo.NewFixP(-8, 8),
		taffo.NewFloat(taffo.Double, 16), taffo.NewFloat(taffo.BFloat, 0.1), taffo.NewFloat(taffo.X86FP80, 1e300),
	} {
		got, err := taffo.ParseType(ty.String())
		if err != nil {
			t.Errorf("%s: %v", ty, err)
			continue
		}
		if diff := cmp.Diff(ty, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", ty, diff)
		}
	}
	for s, want := range map[string]*taffo.Type{
		" fixp( -16 , 4 ) ":            taffo.NewFixP(-16, 4),
		"float(1, 0x4030000000000000)": taffo.NewFloat(taffo.Float32, 16),
		"float(half,65504)":            taffo.NewFloat(taffo.Half, 65504),
	} {
		got, err := taffo.ParseType(s)
		if err != nil || !cmp.Equal(want, got) {
			t.Errorf("ParseType(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, bad := range []string{"", "fixp", "fixp(1)", "fixp(a,b)", "fixp(8,-1)", "float(quad,1)", "float(double,x)", "posit(8,1)", "fixp(8,4"} {
		if _, err := taffo.ParseType(bad); err == nil {
			t.Errorf("ParseType(%q) accepted", bad)
		}
	}
}

// TestRoundingError checks the error bounds TAFFO's ErrorPropagator uses:
// 2^-F for fixed point, 2^(floor(log2(greatest)) - precision) for floats.
func TestRoundingError(t *testing.T) {
	cases := []struct {
		ty   *taffo.Type
		want float64
	}{
		{taffo.NewFixP(-32, 24), math.Ldexp(1, -24)},
		{taffo.NewFixP(32, 0), 1},
		{taffo.NewFloat(taffo.Float32, 16), math.Ldexp(1, 4-24)},
		{taffo.NewFloat(taffo.Double, 15.9), math.Ldexp(1, 3-53)},
		{taffo.NewFloat(taffo.Half, 0.75), math.Ldexp(1, -1-11)},
		{taffo.NewFloat(taffo.BFloat, 1), math.Ldexp(1, -8)},
		{taffo.NewFloat(taffo.FloatStd(42), 1), 0},
	}
	for _, c := range cases {
		if got := c.ty.RoundingError(); got != c.want {
			t.Errorf("%s: RoundingError = %g, want %g", c.ty, got, c.want)
		}
	}
	if ty := taffo.NewFixP(-32, 24); !ty.Signed() || ty.Bits() != 32 || ty.IntBits() != 8 {
		t.Errorf("fixp(-32,24): signed %v bits %d int bits %d", ty.Signed(), ty.Bits(), ty.IntBits())
	}
}

// TestParseUnrollCounts follows retrieveLUCListFromFunctionMD: split on
// single spaces, empty words dropped, anything but an unsigned 32-bit
// decimal is unknown.
func TestParseUnrollCounts(t *testing.T) {
	cases := map[string][]int64{
		"5 U 12 ":                             {5, -1, 12},
		"":                                    nil,
		"  7  x ":                             {7, -1},
		"4294967295 4294967296 -1 +3 0x10 08": {4294967295, -1, -1, -1, -1, 8},
	}
	for s, want := range cases {
		if got := taffo.ParseUnrollCounts(s); !cmp.Equal(want, got) {
			t.Errorf("ParseUnrollCounts(%q) = %v, want %v", s, got, want)
		}
	}
	if got := taffo.FormatUnrollCounts([]int64{5, taffo.UnrollUnknown, 12}); got != "5 U 12 " {
		t.Errorf("FormatUnrollCounts = %q", got)
	}
}

// TestFlagsRead: the flags operand is read zero-extended, as TAFFO's
// getZExtValue: i2 -1 is 3 (enabled and final), i2 -2 is 2 (final only),
// and the i1 of 2019's four-operand form is the enable bit.
func TestFlagsRead(t *testing.T) {
	g := parse(t, "f.ll", `@a = global i32 0, !taffo.info !0
@b = global i32 0, !taffo.info !1
@c = global i32 0, !taffo.info !2
@d = global i32 0, !taffo.info !3
@e = global i32 0, !taffo.info !4
!0 = !{i1 false, !9, i1 false, i2 -1}
!1 = !{i1 false, !9, i1 false, i2 -2}
!2 = !{i1 false, !9, i1 false, i1 true}
!3 = !{i1 false, !9, i1 false, i2 0}
!4 = !{i1 false, !9, i1 false}
!9 = !{double 0.0, double 1.0}
`)
	want := [][2]bool{{true, true}, {false, true}, {true, false}, {false, false}, {true, false}}
	for i, w := range want {
		in, err := taffo.GetInfo(g, taffo.Global(i))
		if err != nil {
			t.Fatal(err)
		}
		if in.EnableConversion != w[0] || in.Final != w[1] {
			t.Errorf("global %d: enable %v final %v, want %v", i, in.EnableConversion, in.Final, w)
		}
	}
}
