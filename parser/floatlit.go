package parser

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
)

// FloatLiteralError returns LLParser's message for the floating point
// literal lit (as written: 1.5, -2.0e3, 0x3FF0000000000000, 0xH3C00,
// 0xK..., 0xL..., 0xM..., 0xR...) used at the floating point type named
// typ (half, bfloat, float, double, x86_fp80, fp128, ppc_fp128), or "" when
// LLVM accepts it. The rules are ConstantFP::isValueValidForType and the
// lexer's: decimal and plain hex literals are doubles, narrowed to half,
// bfloat or float when exact; other literals keep the format their prefix
// names, which must then be the type's.
func FloatLiteralError(typ, lit string) string {
	src, v, ok := decodeFloatLiteral(lit)
	if !ok {
		return "" // not a literal irmeta models: no verdict
	}
	const invalid = "floating point constant invalid for type"
	dst, known := floatFormats[typ]
	if !known {
		return ""
	}
	switch typ {
	case "half", "bfloat", "float", "double":
		// Any narrower or equal IEEE literal fits a double as is.
		wide := typ == "double" && (src == "half" || src == "bfloat" || src == "float" || src == "double")
		if src != typ && !wide && !v.fits(dst) {
			return invalid
		}
		if src == "double" && typ != "double" {
			return "" // the lexer's double is narrowed to the type
		}
	case "x86_fp80", "fp128", "ppc_fp128":
		if src != typ && src != "half" && src != "bfloat" && src != "float" && src != "double" {
			return invalid
		}
	}
	if src != typ {
		return "floating point constant does not have type '" + typ + "'"
	}
	return ""
}

// A floatFormat is an IEEE-style binary format: precision in bits (with
// the integer bit) and the exponent range of normal numbers.
type floatFormat struct {
	prec       uint
	emin, emax int
}

var floatFormats = map[string]floatFormat{
	"half":      {11, -14, 15},
	"bfloat":    {8, -126, 127},
	"float":     {24, -126, 127},
	"double":    {53, -1022, 1023},
	"x86_fp80":  {64, -16382, 16383},
	"fp128":     {113, -16382, 16383},
	"ppc_fp128": {106, -1022, 1023},
}

// A floatValue is a decoded literal: a finite value, an infinity, or a NaN
// with its payload (the significand bits below the integer bit).
type floatValue struct {
	x       *big.Float // finite values
	inf     bool
	nan     bool
	payload *big.Int // NaN significand
	prec    uint     // the source format's precision (for NaN payloads)
}

// fits reports whether v converts to format f without losing information
// (APFloat::convert's losesInfo).
func (v floatValue) fits(f floatFormat) bool {
	switch {
	case v.inf:
		return true
	case v.nan:
		if v.prec <= f.prec {
			return true
		}
		shift := v.prec - f.prec
		low := new(big.Int).And(v.payload, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), shift), big.NewInt(1)))
		return low.Sign() == 0
	case v.x.Sign() == 0:
		return true
	}
	exp := v.x.MantExp(nil) // x = m × 2^exp, 0.5 <= |m| < 1
	e := exp - 1
	if e > f.emax {
		return false
	}
	avail := int(f.prec)
	if e < f.emin {
		avail -= f.emin - e // subnormal: fewer bits
	}
	return avail > 0 && int(v.x.MinPrec()) <= avail
}

// decodeFloatLiteral returns the format the lexer gives lit and its value.
func decodeFloatLiteral(lit string) (string, floatValue, bool) {
	if !strings.HasPrefix(lit, "0x") {
		f, err := strconv.ParseFloat(lit, 64)
		if ne, ok := err.(*strconv.NumError); err != nil && !(ok && ne.Err == strconv.ErrRange) {
			return "", floatValue{}, false
		}
		if math.IsInf(f, 0) {
			return "double", floatValue{inf: true}, true
		}
		return "double", floatValue{x: new(big.Float).SetFloat64(f)}, true
	}
	hex := lit[2:]
	kind := "double"
	if len(hex) > 0 && strings.IndexByte("KLMHR", hex[0]) >= 0 {
		kind = map[byte]string{'K': "x86_fp80", 'L': "fp128", 'M': "ppc_fp128", 'H': "half", 'R': "bfloat"}[hex[0]]
		hex = hex[1:]
	}
	n, ok := new(big.Int).SetString(hex, 16)
	if !ok || hex == "" {
		return "", floatValue{}, false
	}
	switch kind {
	case "double":
		return kind, ieeeValue(n, 11, 52), true
	case "half":
		return kind, ieeeValue(n, 5, 10), true
	case "bfloat":
		return kind, ieeeValue(n, 8, 7), true
	case "fp128":
		// The lexer reads the first 16 digits as the low 64 bits.
		if len(hex) == 32 {
			lo, _ := new(big.Int).SetString(hex[:16], 16)
			hi, _ := new(big.Int).SetString(hex[16:], 16)
			n = new(big.Int).Or(new(big.Int).Lsh(hi, 64), lo)
		}
		return kind, ieeeValue(n, 15, 112), true
	case "x86_fp80":
		return kind, x87Value(n), true
	case "ppc_fp128":
		// Two doubles: the first 16 digits are the high one.
		if len(hex) != 32 {
			return "", floatValue{}, false
		}
		hi, _ := strconv.ParseUint(hex[:16], 16, 64)
		lo, _ := strconv.ParseUint(hex[16:], 16, 64)
		h, l := math.Float64frombits(hi), math.Float64frombits(lo)
		switch {
		case math.IsNaN(h):
			return kind, floatValue{nan: true, payload: new(big.Int).SetUint64(hi & (1<<52 - 1)), prec: 53}, true
		case math.IsInf(h, 0):
			return kind, floatValue{inf: true}, true
		}
		x := new(big.Float).SetPrec(2200).SetFloat64(h)
		if !math.IsNaN(l) && !math.IsInf(l, 0) {
			x.Add(x, new(big.Float).SetFloat64(l))
		}
		return kind, floatValue{x: x}, true
	}
	return "", floatValue{}, false
}

// ieeeValue decodes the bits n of an IEEE format with ebits exponent bits
// and mbits fraction bits.
func ieeeValue(n *big.Int, ebits, mbits uint) floatValue {
	frac := new(big.Int).And(n, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), mbits), big.NewInt(1)))
	exp := new(big.Int).Rsh(n, mbits)
	neg := exp.Bit(int(ebits)) == 1
	e := int(new(big.Int).And(exp, big.NewInt(1<<ebits-1)).Int64())
	bias := 1<<(ebits-1) - 1
	if e == 1<<ebits-1 {
		if frac.Sign() == 0 {
			return floatValue{inf: true}
		}
		return floatValue{nan: true, payload: frac, prec: mbits + 1}
	}
	m := new(big.Int).Set(frac)
	if e == 0 {
		e = 1 // subnormal
	} else {
		m.SetBit(m, int(mbits), 1)
	}
	x := new(big.Float).SetPrec(mbits + 2).SetInt(m)
	x.SetMantExp(x, e-bias-int(mbits))
	if neg {
		x.Neg(x)
	}
	return floatValue{x: x}
}

// x87Value decodes x86_fp80 bits: sign, 15 exponent bits, 64 significand
// bits with an explicit integer bit.
func x87Value(n *big.Int) floatValue {
	sig := new(big.Int).And(n, new(big.Int).SetUint64(math.MaxUint64))
	exp := new(big.Int).Rsh(n, 64)
	neg := exp.Bit(15) == 1
	e := int(new(big.Int).And(exp, big.NewInt(0x7fff)).Int64())
	if e == 0x7fff {
		if new(big.Int).And(sig, new(big.Int).SetUint64(1<<63-1)).Sign() == 0 {
			return floatValue{inf: true}
		}
		return floatValue{nan: true, payload: sig, prec: 64}
	}
	if e == 0 {
		e = 1
	}
	x := new(big.Float).SetPrec(66).SetInt(sig)
	x.SetMantExp(x, e-16383-63)
	if neg {
		x.Neg(x)
	}
	return floatValue{x: x}
}

// checkLiteralType applies LLParser's literal rules to the current token,
// an integer or floating point literal of type t, when the type was
// spelled as one keyword (p.typeKw): LLParser converts the literal as soon
// as it reads it, so these errors come before any later one. Other types
// are left to package typecheck.
func (p *parser) checkLiteralType(typeKw scanner.Token, t *ast.Type) {
	kw, isInt, isFP := p.literalTypeKeyword(typeKw, t)
	if kw == "" {
		return
	}
	switch {
	case p.tok.Kind == scanner.Int && !isInt:
		p.fail("integer constant must have integer type")
	case p.tok.Kind == scanner.Float && !isFP:
		p.fail("floating point constant invalid for type")
	case p.tok.Kind == scanner.Float:
		if msg := FloatLiteralError(kw, string(p.lit())); msg != "" {
			p.fail(msg)
		}
	}
}

// checkKeywordType applies LLParser's rules for the constants true, false
// and null to the current token when the type was one keyword, as
// checkLiteralType does for numbers.
func (p *parser) checkKeywordType(typeKw scanner.Token, t *ast.Type) {
	kw, _, _ := p.literalTypeKeyword(typeKw, t)
	if kw == "" {
		return
	}
	switch string(p.lit()) {
	case "true", "false":
		if kw != "i1" && kw != "ptr" { // ptr prints as T* under typed pointers
			p.fail("constant expression type mismatch: got type 'i1' but expected '" + kw + "'")
		}
	case "null":
		if kw != "ptr" {
			p.fail("null must be a pointer type")
		}
	}
}

// literalTypeKeyword returns the one-keyword type a literal's rules are
// checked against (an integer, floating-point, ptr or label type), or ""
// when the type is spelled otherwise or was not parsed.
func (p *parser) literalTypeKeyword(typeKw scanner.Token, t *ast.Type) (kw string, isInt, isFP bool) {
	if typeKw.Kind != scanner.Ident || t == nil && p.build {
		return "", false, false
	}
	kw = p.text(typeKw.Start, typeKw.End)
	_, isFP = floatFormats[kw]
	isInt = isIntTypeName([]byte(kw))
	if !isFP && !isInt && kw != "ptr" && kw != "label" {
		return "", false, false
	}
	return kw, isInt, isFP
}
