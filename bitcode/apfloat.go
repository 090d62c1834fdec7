package bitcode

import (
	"math/big"
	"strconv"
)

// apfloatString spells a binary float (significand × 2^exp, prec bits of
// precision) the way APFloat::toString(Str, 6, 0, false) does for
// AsmWriter: the exact value is first cut to about 20 bits by dividing off
// powers of ten (truncating), then rounded half-up to 6 digits, and printed
// in scientific notation padded to 7 digits.
func apfloatString(neg bool, sig *big.Int, exp int, prec int) string {
	const formatPrecision = 6
	sign := ""
	if neg {
		sign = "-"
	}
	if sig.Sign() == 0 {
		return sign + "0.000000e+00"
	}
	sig = new(big.Int).Set(sig)
	if tz := sig.TrailingZeroBits(); tz > 0 {
		sig.Rsh(sig, tz)
		exp += int(tz)
	}
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil)
		sig.Mul(sig, five)
	}
	_ = prec
	// AdjustToPrecision on the integer.
	bits := sig.BitLen()
	bitsRequired := (formatPrecision*196 + 58) / 59
	if bits > bitsRequired {
		if tens := (bits - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	// digits, least significant first, dropping trailing zeros
	ds := sig.String()
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
	// AdjustToPrecision on the digits (round half up).
	if n := len(buf); n > formatPrecision {
		first := n - formatPrecision
		if buf[first-1] < '5' {
			for first < n && buf[first] == '0' {
				first++
			}
			exp += first
			buf = buf[first:]
		} else {
			i := first
			for ; i != n; i++ {
				if buf[i] == '9' {
					first++
				} else {
					buf[i]++
					break
				}
			}
			if first == n {
				exp += first
				buf = []byte{'1'}
			} else {
				exp += first
				buf = buf[first:]
			}
		}
	}
	n := len(buf)
	out := []byte(sign)
	exp += n - 1
	out = append(out, buf[n-1], '.')
	for i := 1; i < n; i++ {
		out = append(out, buf[n-1-i])
	}
	for i := 0; i < formatPrecision-n+1; i++ {
		out = append(out, '0')
	}
	out = append(out, 'e')
	if exp < 0 {
		out = append(out, '-')
		exp = -exp
	} else {
		out = append(out, '+')
	}
	es := strconv.Itoa(exp)
	if len(es) < 2 {
		es = "0" + es
	}
	return string(append(out, es...))
}

// doubleParts decomposes an IEEE double into sign, significand and
// exponent.
func doubleParts(b uint64) (bool, *big.Int, int) {
	neg := b>>63 != 0
	e := int(b >> 52 & 0x7ff)
	m := b & (1<<52 - 1)
	if e == 0 {
		return neg, new(big.Int).SetUint64(m), -1022 - 52
	}
	return neg, new(big.Int).SetUint64(m | 1<<52), e - 1023 - 52
}

func floatParts(b uint32) (bool, *big.Int, int) {
	neg := b>>31 != 0
	e := int(b >> 23 & 0xff)
	m := uint64(b & (1<<23 - 1))
	if e == 0 {
		return neg, new(big.Int).SetUint64(m), -126 - 23
	}
	return neg, new(big.Int).SetUint64(m | 1<<23), e - 127 - 23
}
