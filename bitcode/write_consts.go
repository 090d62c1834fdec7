package bitcode

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

// A constTable numbers the constants of one scope (the module or a
// function) from base and keeps their records.
type constTable struct {
	e    *encoder
	base int
	ids  map[string]int
	list []cst
}

type cst struct {
	ty   *ast.Type
	code uint64
	ops  []uint64
}

func newConstTable(e *encoder, base int) *constTable {
	return &constTable{e: e, base: base, ids: map[string]int{}}
}

// next returns the id the next constant will get.
func (ct *constTable) next() int { return ct.base + len(ct.list) }

func (ct *constTable) add(key string, c cst) int {
	if id, ok := ct.ids[key]; ok {
		return id
	}
	ct.e.types.id(c.ty)
	id := ct.next()
	ct.ids[key] = id
	ct.list = append(ct.list, c)
	return id
}

// value returns the value id of constant operand op: a global value's id,
// or the id of a constant of this table.
func (ct *constTable) value(t *ast.Type, v *ast.Value) int {
	t = ct.e.types.resolve(t)
	if v.Kind == ast.GlobalRef {
		id, ok := ct.e.globals[v.Name]
		if !ok {
			unsupported("reference", "undefined global %s", v.Name)
		}
		return id
	}
	if v.Kind == ast.ConstExpr && (v.Name == "extractvalue" || v.Name == "insertvalue") {
		f := ct.foldAggregateExpr(v)
		if f.Type == nil {
			f.Type = t
		}
		return ct.value(f.Type, &f.Value)
	}
	key := typeKey(t) + "\x00" + strconv.Itoa(int(v.Kind)) + "\x00" + v.Text
	if id, ok := ct.ids[key]; ok {
		return id
	}
	c := cst{ty: t}
	switch v.Kind {
	case ast.IntConst, ast.BoolConst:
		c.code, c.ops = intConst(t, v.Text)
	case ast.FloatConst:
		c.code, c.ops = 6, floatWords(t, v.Text)
	case ast.NullConst, ast.ZeroConst, ast.NoneConst:
		c.code = 2
	case ast.UndefConst:
		c.code = 3
	case ast.PoisonConst:
		c.code = 26
	case ast.StringConst:
		if t.Kind != ast.ArrayType || t.Elem.Kind != ast.IntType || t.Elem.Bits != 8 {
			unsupported("constant", "string of type %s", t)
		}
		c.code, c.ops = 8, chars(stringBytes(v.Text))
	case ast.ArrayConst, ast.StructConst, ast.VectorConst:
		if len(v.Elems) == 0 && v.Kind == ast.ArrayConst {
			// The parser reads "[]" as undef, as poison since
			// EmptyArrayPoison.
			c.code = 3
			if ct.e.v.Has(llvmver.EmptyArrayPoison) {
				c.code = 26
			}
			break
		}
		if len(v.Elems) == 0 {
			// LLVM folds an empty aggregate to zeroinitializer; its
			// reader rejects an AGGREGATE record without elements.
			c.code = 2
			break
		}
		c.code = 7
		for i := range v.Elems {
			el := &v.Elems[i]
			et := el.Type
			if et == nil {
				unsupported("constant", "aggregate element without a type")
			}
			c.ops = append(c.ops, uint64(ct.value(et, &el.Value)))
		}
	case ast.DSOLocalEquivalent, ast.NoCFI:
		// DSO_LOCAL_EQUIVALENT and NO_CFI_VALUE: [global's pointer
		// type, global]; the expression has the global's type.
		if len(v.Elems) != 1 || v.Elems[0].Value.Kind != ast.GlobalRef {
			unsupported(constKindName(v.Kind), "%s", v.Text)
		}
		c.code = 27
		if v.Kind == ast.NoCFI {
			c.code = 29
		}
		c.ops = []uint64{ct.e.types.ref(t), uint64(ct.value(t, &v.Elems[0].Value))}
	case ast.ConstExpr:
		ct.constExpr(t, v, &c)
	case ast.BlockAddress:
		ct.blockAddress(v, &c)
	case ast.OtherConst:
		if v.Name == "ptrauth" {
			ct.ptrAuth(v, &c)
			break
		}
		if v.Name != "splat" || t.Kind != ast.VectorType || len(v.Elems) != 1 || v.Elems[0].Type == nil {
			unsupported(constKindName(v.Kind), "%s", v.Text)
		}
		// A fixed-length splat is the vector of its element, which
		// LLVM's reader makes the same constant (every release reads
		// it; the splat syntax is LLVM 19's).
		el := ct.value(v.Elems[0].Type, &v.Elems[0].Value)
		if ct.isZero(el) {
			c.code = 2 // zeroinitializer, as llvm-as writes it
			break
		}
		if t.Scalable {
			ct.scalableSplat(t, el, key, &c)
			break
		}
		c.code = 7
		for range t.Len {
			c.ops = append(c.ops, uint64(el))
		}
	default:
		unsupported(constKindName(v.Kind), "%s", v.Text)
	}
	return ct.add(key, c)
}

// isZero reports whether value id is a constant of this table that is
// all zero bits: a null, a zero integer or a positive zero float.
func (ct *constTable) isZero(id int) bool {
	k := id - ct.base
	if k < 0 || k >= len(ct.list) {
		return false // a global value
	}
	c := ct.list[k]
	switch c.code {
	case 2:
		return true
	case 4, 6:
		for _, x := range c.ops {
			if x != 0 {
				return false
			}
		}
		return len(c.ops) > 0
	}
	return false
}

func constKindName(k ast.ValueKind) string {
	switch k {
	case ast.ConstExpr:
		return "constant expression"
	case ast.BlockAddress:
		return "blockaddress"
	case ast.DSOLocalEquivalent:
		return "dso_local_equivalent"
	case ast.NoCFI:
		return "no_cfi"
	case ast.InlineAsm:
		return "inline asm"
	case ast.MetadataValue:
		return "metadata"
	case ast.NoneConst:
		return "none token"
	}
	return "constant"
}

func (ct *constTable) emit(w *bitstream.Writer) {
	if len(ct.list) == 0 {
		return
	}
	w.EnterBlock(wConstantsBlock, constantsAbbrevWidth)
	last := ""
	for _, c := range ct.list {
		if k := typeKey(c.ty); k != last {
			w.Record(1, []uint64{ct.e.types.ref(c.ty)})
			last = k
		}
		w.Record(c.code, c.ops)
	}
	w.ExitBlock()
}

// signedVBR encodes v as LLVM's emitSignedInt64 does: the sign in bit 0.
func signedVBR(v int64) uint64 {
	if v >= 0 {
		return uint64(v) << 1
	}
	return uint64(-v)<<1 | 1
}

func intConst(t *ast.Type, text string) (uint64, []uint64) {
	if t.Kind != ast.IntType {
		unsupported("constant", "integer %s of type %s", text, t)
	}
	var n big.Int
	switch {
	case text == "true":
		n.SetInt64(1)
	case text == "false":
		n.SetInt64(0)
	case strings.HasPrefix(text, "u0x"), strings.HasPrefix(text, "s0x"):
		if _, ok := n.SetString(text[3:], 16); !ok {
			unsupported("constant", "integer %s", text)
		}
		if text[0] == 's' && n.Sign() != 0 {
			// s0x: LLVM's lexer keeps the digits' active bits only and
			// reads them as signed, so the highest set bit is the sign
			// (s0x7 is -1).
			n.Sub(&n, new(big.Int).Lsh(big.NewInt(1), uint(n.BitLen())))
		}
	default:
		if _, ok := n.SetString(text, 10); !ok {
			unsupported("constant", "integer %s", text)
		}
	}
	bits := uint(t.Bits)
	// Reduce modulo 2^bits, then read as signed.
	mod := new(big.Int).Lsh(big.NewInt(1), bits)
	n.Mod(&n, mod)
	if bits > 0 && n.Bit(int(bits)-1) == 1 {
		n.Sub(&n, mod)
	}
	if bits <= 64 {
		return 4, []uint64{signedVBR(n.Int64())}
	}
	// WIDE_INTEGER: 64-bit words, low first, each as a signed VBR.
	words := (bits + 63) / 64
	u := new(big.Int).Set(&n)
	if u.Sign() < 0 {
		u.Add(u, new(big.Int).Lsh(big.NewInt(1), 64*words))
	}
	ops := make([]uint64, words)
	mask := new(big.Int).SetUint64(math.MaxUint64)
	for i := range ops {
		wv := new(big.Int).And(u, mask).Uint64()
		ops[i] = signedVBR(int64(wv))
		u.Rsh(u, 64)
	}
	return 5, ops
}

// floatBits returns the bit pattern of a float constant of type t.
func floatBits(t *ast.Type, text string) uint64 {
	name := t.Name
	if t.Kind == ast.FloatType && len(text) > 2 && text[0] == '0' && text[1] == 'x' {
		switch text[2] {
		case 'H', 'R':
			if name == "half" && text[2] == 'H' || name == "bfloat" && text[2] == 'R' {
				v, err := strconv.ParseUint(text[3:], 16, 16)
				if err == nil {
					return v
				}
			}
			unsupported("constant", "%s %s", name, text)
		case 'K', 'L', 'M':
			unsupported("constant", "%s %s", name, text)
		}
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil {
			unsupported("constant", "%s %s", name, text)
		}
		switch name {
		case "double":
			return v
		case "float":
			f := math.Float64frombits(v)
			if math.IsNaN(f) {
				return narrowNaN(v, 8, 23)
			}
			if float64(float32(f)) != f {
				unsupported("constant", "float %s is not exact", text)
			}
			return uint64(math.Float32bits(float32(f)))
		case "half":
			return halfBits(math.Float64frombits(v), text)
		case "bfloat":
			return bfloatBits(math.Float64frombits(v), text)
		}
		unsupported("constant", "%s %s", name, text)
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || t.Kind != ast.FloatType {
		unsupported("constant", "%s %s", name, text)
	}
	switch name {
	case "double":
		return math.Float64bits(f)
	case "float":
		if float64(float32(f)) != f {
			unsupported("constant", "float %s is not exact", text)
		}
		return uint64(math.Float32bits(float32(f)))
	case "half":
		return halfBits(f, text)
	case "bfloat":
		return bfloatBits(f, text)
	}
	unsupported("constant", "%s %s", name, text)
	return 0
}

// bfloatBits encodes f as bfloat (the top half of a float) when it is
// exact.
func bfloatBits(f float64, text string) uint64 {
	if math.IsNaN(f) {
		return narrowNaN(math.Float64bits(f), 8, 7)
	}
	b := math.Float32bits(float32(f))
	if float64(float32(f)) != f || b&0xffff != 0 {
		unsupported("constant", "bfloat %s is not exact", text)
	}
	return uint64(b >> 16)
}

// narrowNaN converts a double NaN to a narrower format as llvm-as does:
// the payload keeps its top bits (a signaling NaN stays signaling); a
// payload that would vanish is not written.
func narrowNaN(v uint64, ebits, mbits uint) uint64 {
	sign := v >> 63
	mant := (v & (1<<52 - 1)) >> (52 - mbits)
	if mant == 0 {
		unsupported("constant", "NaN 0x%X loses its payload", v)
	}
	return sign<<(ebits+mbits) | (1<<ebits-1)<<mbits | mant
}

// halfBits encodes f as IEEE half when it is exact: zeros, normal and
// subnormal numbers, infinities.
func halfBits(f float64, text string) uint64 {
	sign := uint64(0)
	if math.Signbit(f) {
		sign = 0x8000
		f = -f
	}
	switch {
	case f == 0:
		return sign
	case math.IsInf(f, 0):
		return sign | 0x7c00
	case math.IsNaN(f):
		return narrowNaN(math.Float64bits(f), 5, 10)
	}
	frac, exp := math.Frexp(f) // f = frac * 2^exp, frac in [0.5, 1)
	e := exp - 1 + 15          // biased exponent of 1.x form
	if e >= 31 {
		unsupported("constant", "half %s is not exact", text)
	}
	if e <= 0 {
		// subnormal: f = m * 2^-24
		m := f * (1 << 24)
		if m != math.Trunc(m) || m >= 1024 {
			unsupported("constant", "half %s is not exact", text)
		}
		return sign | uint64(m)
	}
	m := (frac*2 - 1) * 1024
	if m != math.Trunc(m) {
		unsupported("constant", "half %s is not exact", text)
	}
	return sign | uint64(e)<<10 | uint64(m)
}

// stringBytes decodes c"..." (LLVM's \XX escapes).
func stringBytes(text string) string {
	s := strings.TrimPrefix(text, "c")
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		unsupported("constant", "string %s", text)
	}
	s = s[1 : len(s)-1]
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(v))
			i += 2
			continue
		}
		if s[i] == '\\' && i+1 < len(s) && s[i+1] == '\\' {
			b.WriteByte('\\')
			i++
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// floatWords is a FLOAT record's operands: one word for half, bfloat,
// float and double; two for x86_fp80 (sign, exponent and the top of the
// mantissa, then its low 16 bits), fp128 and ppc_fp128 (the words in the
// order the 0xL/0xM text gives them).
func floatWords(t *ast.Type, text string) []uint64 {
	switch t.Name {
	case "x86_fp80":
		var hi, lo uint64 // sign and exponent, explicit mantissa
		switch {
		case strings.HasPrefix(text, "0xK"):
			// As LLVM's lexer reads it: up to 4 hex digits of sign and
			// exponent, then up to 16 of mantissa; fewer digits leave
			// the rest zero.
			digits := text[3:]
			h, l, ok := hexWords(digits[:min(4, len(digits))], digits[min(4, len(digits)):])
			if !ok || len(digits) > 20 {
				unsupported("constant", "x86_fp80 %s", text)
			}
			hi, lo = fp80Canonical(h, l)
		default:
			hi, lo = fp80FromDouble(doubleBits(text))
		}
		return []uint64{hi<<48 | lo>>16, lo & 0xffff}
	case "fp128", "ppc_fp128":
		want := map[string]string{"fp128": "0xL", "ppc_fp128": "0xM"}[t.Name]
		if !strings.HasPrefix(text, want) || len(text) > 35 {
			unsupported("constant", "%s %s", t.Name, text)
		}
		// As LLVM's lexer reads it: a first word only when 16 digits or
		// more are written, the rest (up to 16 digits) the second.
		digits := text[3:]
		split := 0
		if len(digits) >= 16 {
			split = 16
		}
		a, b, ok := hexWords(digits[:split], digits[split:])
		if !ok {
			unsupported("constant", "%s %s", t.Name, text)
		}
		return []uint64{a, b}
	}
	return []uint64{floatBits(t, text)}
}

// hexWords reads two runs of hex digits as words; an empty run is 0.
func hexWords(first, second string) (a, b uint64, ok bool) {
	read := func(s string) (uint64, bool) {
		if s == "" {
			return 0, true
		}
		v, err := strconv.ParseUint(s, 16, 64)
		return v, err == nil
	}
	a, ok1 := read(first)
	b, ok2 := read(second)
	return a, b, ok1 && ok2
}

// doubleBits reads a decimal or 0x double literal.
func doubleBits(text string) uint64 {
	if strings.HasPrefix(text, "0x") && len(text) == 18 {
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err == nil {
			return v
		}
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		unsupported("constant", "%s", text)
	}
	return math.Float64bits(f)
}

// fp80FromDouble converts a double exactly to x86_fp80: zeros, normal
// numbers and infinities.
func fp80FromDouble(v uint64) (uint64, uint64) {
	sign := v >> 63
	exp := v >> 52 & 0x7ff
	mant := v & (1<<52 - 1)
	switch {
	case exp == 0 && mant == 0:
		return sign << 15, 0
	case exp == 0x7ff && mant == 0:
		return sign<<15 | 0x7fff, 1 << 63
	case exp == 0 || exp == 0x7ff:
		unsupported("constant", "x86_fp80 from 0x%X", v)
	}
	return sign<<15 | (exp - 1023 + 16383), 1<<63 | mant<<11
}

// ptrAuth encodes "ptrauth (ptr P, i32 key[, i64 disc[, ptr addrdisc[,
// ptr deactivation]]])": from LLVM 22 CST_CODE_PTRAUTH2 [P, key, disc,
// addrdisc, deactivation symbol], in LLVM 19-21 CST_CODE_PTRAUTH without the
// last; an operand left out is i64 0 or a null ptr (address space 0).
func (ct *constTable) ptrAuth(v *ast.Value, c *cst) {
	el := v.Elems
	if len(el) < 2 || len(el) > 5 || !ct.e.v.Has(llvmver.PtrAuthConstants) {
		unsupported("constant", "%s", v.Text)
	}
	for i := range 5 {
		switch {
		case i < len(el) && el[i].Type != nil:
			c.ops = append(c.ops, uint64(ct.value(el[i].Type, &el[i].Value)))
		case i < len(el):
			unsupported("constant", "%s", v.Text)
		case i == 2:
			zero := &ast.Value{Kind: ast.IntConst, Text: "0"}
			c.ops = append(c.ops, uint64(ct.value(intType(64), zero)))
		default:
			null := &ast.Value{Kind: ast.NullConst, Text: "null"}
			c.ops = append(c.ops, uint64(ct.value(&ast.Type{Kind: ast.PointerType}, null)))
		}
	}
	c.code = 34
	if !ct.e.v.Has(llvmver.PtrAuthDeactivation) {
		if len(el) == 5 {
			unsupported("constant", "ptrauth deactivation symbol before %s", llvmver.PtrAuthDeactivation.Since())
		}
		c.code, c.ops = 33, c.ops[:4]
	}
}

// scalableSplat makes c the splat of value el over scalable vector type t
// as llvm-as-22 writes one: shufflevector (insertelement (poison, el, i64
// 0), poison, zeroinitializer), the mask of type <vscale x N x i32>.
func (ct *constTable) scalableSplat(t *ast.Type, el int, key string, c *cst) {
	i64 := intType(64)
	i32 := intType(32)
	poison := ct.value(t, &ast.Value{Kind: ast.PoisonConst, Text: "poison"})
	zero := ct.value(i64, &ast.Value{Kind: ast.IntConst, Text: "0"})
	ins := ct.add(key+"\x00splat insertelement", cst{ty: t, code: cstCEInsertElt,
		ops: []uint64{uint64(poison), uint64(el), ct.e.types.ref(i64), uint64(zero)}})
	maskT := &ast.Type{Kind: ast.VectorType, Len: t.Len, Scalable: true, Elem: i32}
	mask := ct.value(maskT, &ast.Value{Kind: ast.ZeroConst, Text: "zeroinitializer"})
	c.code, c.ops = cstCEShuffle, []uint64{uint64(ins), uint64(poison), uint64(mask)}
}

// intType returns a new iN type, for the constants the writer makes
// itself (operands LLVM adds or defaults).
func intType(bits uint32) *ast.Type {
	return &ast.Type{Kind: ast.IntType, Name: "i" + strconv.FormatUint(uint64(bits), 10), Bits: bits}
}
