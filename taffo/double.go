package taffo

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"

	"irmeta/ast"
	"irmeta/md"
)

// FormatDouble prints f exactly as LLVM's AsmWriter prints a double
// constant: APFloat's six-significant-digit scientific form ("1.600000e+01",
// "4.940660e-324") when that text reads back as f, else the hexadecimal
// bits without leading zeros ("0x412FFFFE00000000" for 1048575, which
// needs seven digits).
//
// md.FormatDouble uses Go's %e with six decimals, which is seven
// significant digits, so it differs from LLVM for values such as 1048575
// or 123456.5 and for denormals; TAFFO output compared textually (FileCheck
// lines such as "!{double 0x3E601B2B29A4692C}") needs LLVM's exact text.
func FormatDouble(f float64) string {
	if !math.IsInf(f, 0) && !math.IsNaN(f) {
		s := apfloatString(f)
		if back, err := strconv.ParseFloat(s, 64); err == nil && back == f {
			return s
		}
	}
	return fmt.Sprintf("0x%X", math.Float64bits(f)) // unpadded, as format_hex(v, 0, true)
}

// precision is the number of significant digits LLVM's AsmWriter asks
// APFloat::toString for.
const precision = 6

// apfloatString is IEEEFloat::toString(Str, 6, 0, false) for a finite
// double: the significand is scaled to a decimal integer, cut down to
// about 20 bits by truncating division, then rounded half-up to six digits
// on the first dropped digit, as LLVM does it.
func apfloatString(f float64) string {
	var out []byte
	if math.Signbit(f) {
		out = append(out, '-')
		f = -f
	}
	if f == 0 {
		return string(out) + "0.000000e+00"
	}
	b := math.Float64bits(f)
	mant := b & (1<<52 - 1)
	e := int((b >> 52) & 0x7ff)
	exp := -1074 // denormal: exponent -1022, 52 fraction bits
	if e != 0 {
		mant |= 1 << 52
		exp = e - 1075
	}
	tz := bits.TrailingZeros64(mant)
	mant >>= uint(tz)
	exp += tz

	sig := new(big.Int).SetUint64(mant)
	switch {
	case exp > 0:
		sig.Lsh(sig, uint(exp))
		exp = 0
	case exp < 0:
		// N * 2^-e == N * 5^e * 10^-e
		sig.Mul(sig, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
	}

	// Drop decimal digits beyond what six digits need (196/59 slightly
	// overestimates log2(10)); LLVM truncates here.
	if n, need := sig.BitLen(), (precision*196+58)/59; n > need {
		if tens := (n - need) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}

	// Digits, least significant first, without trailing zeros.
	ds := []byte(sig.Text(10))
	buf := make([]byte, 0, len(ds))
	inTrail := true
	for i := len(ds) - 1; i >= 0; i-- {
		if inTrail && ds[i] == '0' {
			exp++
			continue
		}
		inTrail = false
		buf = append(buf, ds[i])
	}
	buf, exp = roundDigits(buf, exp)

	n := len(buf)
	exp += n - 1
	out = append(out, buf[n-1], '.')
	for i := n - 2; i >= 0; i-- {
		out = append(out, buf[i])
	}
	for i := n - 1; i < precision; i++ {
		out = append(out, '0')
	}
	out = append(out, 'e')
	if exp < 0 {
		out = append(out, '-')
		exp = -exp
	} else {
		out = append(out, '+')
	}
	if exp < 10 {
		out = append(out, '0')
	}
	return string(strconv.AppendInt(out, int64(exp), 10))
}

// roundDigits cuts buf (digits, least significant first) to six digits,
// rounding half-up on the first dropped digit and dropping the zeros that
// rounding leaves, as APFloat's AdjustToPrecision does.
func roundDigits(buf []byte, exp int) ([]byte, int) {
	n := len(buf)
	if n <= precision {
		return buf, exp
	}
	first := n - precision
	if buf[first-1] < '5' {
		for first < n && buf[first] == '0' {
			first++
		}
		return buf[first:], exp + first
	}
	for i := first; i != n; i++ {
		if buf[i] == '9' {
			first++
		} else {
			buf[i]++
			break
		}
	}
	if first == n {
		return []byte{'1'}, exp + first
	}
	return buf[first:], exp + first
}

// newDouble returns a double constant printed as LLVM prints it.
func newDouble(f float64) *md.Value {
	return &md.Value{Type: &ast.Type{Kind: ast.FloatType, Name: "double"}, Text: FormatDouble(f), Kind: ast.FloatConst}
}

// doubleCodec is md.FloatCodec for doubles, printed with FormatDouble.
type doubleCodec struct{}

func (doubleCodec) Encode(_ *md.Graph, v float64) (md.Metadata, error) { return newDouble(v), nil }

func (doubleCodec) Decode(m md.Metadata) (float64, error) { return md.FloatCodec{}.Decode(m) }

func (doubleCodec) Describe() string { return "double" }
