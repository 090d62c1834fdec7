package bitcode

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// A constant keeps its record; it is spelled when first printed (its
// operands may be defined later in the same block).
type constant struct {
	code uint64
	ops  []uint64
	blob []byte
	busy bool
}

func (d *decoder) readConstants() error {
	var cur *typ
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID == 1 {
			if len(e.Ops) < 1 {
				return d.recErr(e, "SETTYPE without a type")
			}
			t, err := d.typeAt(e.Ops[0])
			if err != nil {
				return err
			}
			cur = t
			return nil
		}
		if cur == nil {
			return d.recErr(e, "constant before SETTYPE")
		}
		ty := cur
		switch e.ID {
		case 2, 3, 26, 4, 5, 6, 7, 8, 9, 22, 25, 10, 11, 12, 20, 24, 31, 32, 13, 14, 15, 16, 19, 17, 21, 27, 29, 33, 34, 35, 36:
		case 18, 23, 28, 30:
			// inline asm: its type is a pointer (typed: to the function type)
		default:
			return d.unsupported(e, "constant")
		}
		if e.ID == 21 {
			d.sawBlockAddress = true
		}
		switch e.ID {
		case 11: // CE_CAST [opc, opty, opval]: result type is cur
		case 12, 20, 24, 31, 32: // GEP: result type computed when printed; keep cur
		case 17: // CE_CMP: i1 or vector of i1
			ty = d.cmpType(e.Ops)
		case 14: // EXTRACTELT: element type
			if len(e.Ops) > 0 {
				if vt, err := d.typeAt(e.Ops[0]); err == nil && vt.kind == tVector {
					ty = vt.elem
				}
			}
		case 19: // SHUFVEC_EX: result is cur
		}
		c := &constant{code: e.ID, ops: e.Ops, blob: e.Blob}
		d.defineValue(&value{ty: ty, kind: vConst, c: c})
		return nil
	})
}

func (d *decoder) cmpType(ops []uint64) *typ {
	if len(ops) < 1 {
		return d.boolType(nil)
	}
	t, err := d.typeAt(ops[0])
	if err != nil {
		return d.boolType(nil)
	}
	return d.boolType(t)
}

func (d *decoder) boolType(like *typ) *typ {
	i1 := d.tc.i1
	if i1 == nil || d.tc.n != len(d.types) {
		i1 = nil
		for _, t := range d.types {
			if t != nil && t.kind == tInt && t.bits == 1 {
				i1 = t
				break
			}
		}
		if i1 == nil {
			i1 = &typ{kind: tInt, bits: 1}
		}
		d.tc.reset(len(d.types))
		d.tc.i1 = i1
	}
	if like != nil && like.kind == tVector {
		for _, t := range d.types {
			if t != nil && t.kind == tVector && t.elem == i1 && t.n == like.n && t.scalable == like.scalable {
				return t
			}
		}
		return &typ{kind: tVector, elem: i1, n: like.n, scalable: like.scalable}
	}
	return i1
}

// defineValue appends v, or fills the forward-reference placeholder that
// holds its id.
func (d *decoder) defineValue(v *value) {
	id := d.nextID
	d.nextID++
	if id < len(d.vals) {
		if old := d.vals[id]; old != nil {
			*old = *v
			return
		}
		d.vals[id] = v
		return
	}
	d.vals = append(d.vals, v)
}

// placeholder returns value id, creating a forward reference of type t.
func (d *decoder) placeholder(id uint64, t *typ) *value {
	if id < uint64(len(d.vals)) && d.vals[id] != nil {
		return d.vals[id]
	}
	// LLVM's value list refuses ids from the stream's size in bytes on
	// (RefsUpperBound), which no valid file reaches: the record is
	// invalid
	if id >= uint64(d.refBound) {
		return nil
	}
	for uint64(len(d.vals)) <= id {
		d.vals = append(d.vals, nil)
	}
	v := &value{ty: t, fwd: true}
	d.vals[id] = v
	return v
}

// val returns value id, or nil.
func (d *decoder) val(id uint64) *value {
	if id < uint64(len(d.vals)) && d.vals[id] != nil && !d.vals[id].fwd {
		return d.vals[id]
	}
	return nil
}

// constText spells a constant (WriteConstantInternal).
func (d *decoder) constText(v *value) string {
	if v.str != "" {
		return v.str
	}
	c := v.c
	if c.busy {
		return "<cycle>"
	}
	c.busy = true
	s := d.spellConst(v, c)
	c.busy = false
	v.str = s
	return s
}

func (d *decoder) ref(id uint64) string {
	v := d.val(id)
	if v == nil {
		return "<badref>"
	}
	return d.operand(v)
}

func (d *decoder) typedRef(id uint64) string {
	v := d.val(id)
	if v == nil {
		return "<badref>"
	}
	return v.ty.String() + " " + d.operand(v)
}

func nullText(t *typ) string {
	switch t.kind {
	case tInt:
		if t.bits == 1 {
			return "false"
		}
		return "0"
	case tPtr:
		return "null"
	case tToken:
		return "none"
	case tStruct, tArray, tVector, tTarget:
		return "zeroinitializer"
	}
	if t.isFP() {
		return fpText(t, 0, 0)
	}
	return "zeroinitializer"
}

var binopNames = [...]string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"}
var fbinopNames = [...]string{"fadd", "fsub", "fmul", "udiv", "fdiv", "urem", "frem"}
var castNames = [...]string{"trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext", "ptrtoint", "inttoptr", "bitcast", "addrspacecast", "ptrtoaddr"}

func binopName(opc uint64, t *typ) string {
	if t.scalar().isFP() {
		if opc < uint64(len(fbinopNames)) {
			return fbinopNames[opc]
		}
	} else if opc < uint64(len(binopNames)) {
		return binopNames[opc]
	}
	return "<badop>"
}

// binopFlags prints the optional flags of a binary operator.
func binopFlags(opc uint64, t *typ, flags uint64) string {
	if t.scalar().isFP() {
		return fmfText(flags)
	}
	switch opc {
	case 0, 1, 2, 7:
		s := ""
		if flags&1 != 0 {
			s += " nuw"
		}
		if flags&2 != 0 {
			s += " nsw"
		}
		return s
	case 3, 4, 8, 9:
		if flags&1 != 0 {
			return " exact"
		}
	case 11:
		if flags&1 != 0 {
			return " disjoint"
		}
	}
	return ""
}

// fmfText prints fast-math flags from their bitcode encoding.
func fmfText(f uint64) string {
	if f == 0 {
		return ""
	}
	// reassoc nnan ninf nsz arcp contract afn; all of them print "fast"
	all := uint64(0xfe)
	if f&1 != 0 || f&all == all {
		return " fast"
	}
	var b strings.Builder
	for _, e := range []struct {
		m uint64
		n string
	}{{0x80, "reassoc"}, {2, "nnan"}, {4, "ninf"}, {8, "nsz"}, {0x10, "arcp"}, {0x20, "contract"}, {0x40, "afn"}} {
		if f&e.m != 0 {
			b.WriteString(" ")
			b.WriteString(e.n)
		}
	}
	return b.String()
}

var icmpPreds = map[uint64]string{32: "eq", 33: "ne", 34: "ugt", 35: "uge", 36: "ult", 37: "ule", 38: "sgt", 39: "sge", 40: "slt", 41: "sle"}
var fcmpPreds = [...]string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"}

func predName(p uint64) (string, bool) {
	if p < 16 {
		return fcmpPreds[p], true
	}
	if n, ok := icmpPreds[p]; ok {
		return n, false
	}
	return "<badpred>", false
}

func (d *decoder) spellConst(v *value, c *constant) string {
	ops := c.ops
	t := v.ty
	short := func(n int) bool { return len(ops) < n }
	switch c.code {
	case 2:
		return nullText(t)
	case 3:
		return "undef"
	case 26:
		return "poison"
	case 4, 35:
		if short(1) {
			return "<bad>"
		}
		return intText(t, decodeSigned(ops[0]))
	case 5, 36:
		return wideText(t, ops)
	case 6:
		if short(1) {
			return "<bad>"
		}
		var hi uint64
		if len(ops) > 1 {
			hi = ops[1]
		}
		return fpText(t, ops[0], hi)
	case 7: // AGGREGATE
		return d.aggregateText(t, ops)
	case 8, 9: // STRING, CSTRING
		b := make([]byte, len(ops), len(ops)+1)
		for i, x := range ops {
			b[i] = byte(x)
		}
		if c.code == 9 {
			b = append(b, 0)
		}
		if t.kind == tArray && t.elem.kind == tInt && t.elem.bits == 8 {
			return `c"` + d.st.escaped(string(b)) + `"`
		}
		return d.dataText(t, ops)
	case 22: // DATA
		if t.kind == tArray && t.elem.kind == tInt && t.elem.bits == 8 {
			b := make([]byte, len(ops))
			for i, x := range ops {
				b[i] = byte(x)
			}
			return `c"` + d.st.escaped(string(b)) + `"`
		}
		return d.dataText(t, ops)
	case 10: // CE_BINOP [opc, lhs, rhs, flags?]
		if short(3) {
			return "<bad>"
		}
		s := binopName(ops[0], t) + binopFlags(ops[0], t, opt(ops, 3))
		return s + " (" + d.typedRef(ops[1]) + ", " + d.typedRef(ops[2]) + ")"
	case 25: // CE_UNOP [opc, op]
		if short(2) {
			return "<bad>"
		}
		return "fneg (" + d.typedRef(ops[1]) + ")"
	case 11: // CE_CAST [opc, opty, op, flags?]
		if short(3) || ops[0] >= uint64(len(castNames)) {
			return "<bad>"
		}
		return castNames[ops[0]] + " (" + d.typedRef(ops[2]) + " to " + t.String() + ")"
	case 12, 20, 24, 31, 32:
		return d.gepConstText(c)
	case 13: // SELECT
		if short(3) {
			return "<bad>"
		}
		return "select (" + d.typedRef(ops[0]) + ", " + d.typedRef(ops[1]) + ", " + d.typedRef(ops[2]) + ")"
	case 14: // EXTRACTELT [opty, opval, idxty, idxval]
		if short(4) {
			return "<bad>"
		}
		return "extractelement (" + d.typedRef(ops[1]) + ", " + d.typedRef(ops[3]) + ")"
	case 15: // INSERTELT [opval, opval, idxty, idxval]
		if short(4) {
			return "<bad>"
		}
		return "insertelement (" + d.typedRef(ops[0]) + ", " + d.typedRef(ops[1]) + ", " + d.typedRef(ops[3]) + ")"
	case 16, 19: // SHUFFLEVEC [v1, v2, mask] / EX [opty, v1, v2, mask]
		o := ops
		if c.code == 19 {
			if short(1) {
				return "<bad>"
			}
			o = ops[1:]
		}
		if len(o) < 3 {
			return "<bad>"
		}
		if s, ok := d.splatShuffle(o); ok {
			return s
		}
		return "shufflevector (" + d.typedRef(o[0]) + ", " + d.typedRef(o[1]) + ", " + d.typedRef(o[2]) + ")"
	case 17: // CMP [opty, lhs, rhs, pred]
		if short(4) {
			return "<bad>"
		}
		name, isF := predName(ops[3])
		op := "icmp"
		if isF {
			op = "fcmp"
		}
		return op + " " + name + " (" + d.typedRef(ops[1]) + ", " + d.typedRef(ops[2]) + ")"
	case 21: // BLOCKADDRESS [fnty, fn, bb#]
		if short(3) {
			return "<bad>"
		}
		fv := d.val(ops[1])
		if fv == nil || fv.gv == nil {
			return "<bad>"
		}
		return "blockaddress(" + d.operand(fv) + ", " + d.blockRefOf(fv.gv, ops[2]) + ")"
	case 27: // DSO_LOCAL_EQUIVALENT [gvty, gv]
		if short(2) {
			return "<bad>"
		}
		return "dso_local_equivalent " + d.ref(ops[1])
	case 29:
		if short(2) {
			return "<bad>"
		}
		return "no_cfi " + d.ref(ops[1])
	case 33, 34: // PTRAUTH [ptr, key, disc, addrdisc]
		if short(4) {
			return "<bad>"
		}
		s := "ptrauth (" + d.typedRef(ops[0]) + ", " + d.typedRef(ops[1])
		disc := d.val(ops[2])
		addr := d.val(ops[3])
		showAddr := addr != nil && d.operand(addr) != "null"
		if showAddr || disc == nil || d.operand(disc) != "0" {
			s += ", " + d.typedRef(ops[2])
		}
		if showAddr {
			s += ", " + d.typedRef(ops[3])
		}
		return s + ")"
	case 18, 23, 28, 30:
		return d.inlineAsmText(c)
	}
	return "<bad>"
}

func intText(t *typ, x int64) string {
	if t.scalar().bits == 1 {
		if x != 0 {
			return "true"
		}
		return "false"
	}
	w := t.scalar().bits
	if w < 64 && w > 0 {
		// values are stored sign-extended; normalize to w bits, signed
		x = x << (64 - w) >> (64 - w)
	}
	return strconv.FormatInt(x, 10)
}

func wideText(t *typ, ops []uint64) string {
	n := new(big.Int)
	for i := len(ops) - 1; i >= 0; i-- {
		n.Lsh(n, 64)
		n.Or(n, new(big.Int).SetUint64(uint64(decodeSigned(ops[i]))))
	}
	w := uint(t.scalar().bits)
	// interpret as a w-bit two's complement number
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	n.Mod(n, mod)
	if n.Bit(int(w)-1) == 1 {
		n.Sub(n, mod)
	}
	return n.String()
}

func wideSigned(ops []uint64, bw uint64) string {
	n := new(big.Int)
	for i := len(ops) - 1; i >= 0; i-- {
		n.Lsh(n, 64)
		n.Or(n, new(big.Int).SetUint64(uint64(decodeSigned(ops[i]))))
	}
	// the words are bw-bit two's complement: a set sign bit is negative
	if bw > 0 && n.Bit(int(bw)-1) == 1 {
		n.Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(bw)))
	}
	return n.String()
}

// fpText spells a floating-point constant as AsmWriter does.
func fpText(t *typ, lo, hi uint64) string {
	ft := t.scalar()
	switch ft.kind {
	case tDouble, tFloat:
		var f float64
		if ft.kind == tDouble {
			f = math.Float64frombits(lo)
		} else {
			f = float64(math.Float32frombits(uint32(lo)))
		}
		if !math.IsInf(f, 0) && !math.IsNaN(f) {
			var s string
			if ft.kind == tDouble {
				neg, sig, e := doubleParts(lo)
				s = apfloatString(neg, sig, e, 53)
			} else {
				neg, sig, e := floatParts(uint32(lo))
				s = apfloatString(neg, sig, e, 24)
			}
			if p, err := strconv.ParseFloat(s, 64); err == nil && p == f {
				return s
			}
		}
		bitsD := math.Float64bits(f)
		if ft.kind == tFloat && math.IsNaN(f) {
			// widen the NaN payload the way APFloat does
			b32 := uint32(lo)
			sign := uint64(b32>>31) << 63
			payload := uint64(b32&0x7fffff) << 29
			bitsD = sign | 0x7ff0000000000000 | payload
		}
		return "0x" + strings.ToUpper(strconv.FormatUint(bitsD, 16))
	case tHalf:
		return "0xH" + hexN(lo, 4)
	case tBFloat:
		return "0xR" + hexN(lo, 4)
	case tX86FP80:
		// record: [exponent<<48 | significand>>16, significand & 0xffff]
		signExp, significand := fp80Canonical(lo>>48, lo<<16|hi&0xffff)
		return "0xK" + hexN(signExp, 4) + hexN(significand, 16)
	case tFP128:
		return "0xL" + hexN(lo, 16) + hexN(hi, 16)
	case tPPCFP128:
		return "0xM" + hexN(lo, 16) + hexN(hi, 16)
	}
	return "<badfp>"
}

func hexN(v uint64, n int) string {
	s := strconv.FormatUint(v, 16)
	for len(s) < n {
		s = "0" + s
	}
	return strings.ToUpper(s)
}

var _ = bits.Len

func (d *decoder) aggregateText(t *typ, ops []uint64) string {
	var b strings.Builder
	switch t.kind {
	case tStruct:
		if t.packed {
			b.WriteString("<")
		}
		if len(ops) == 0 {
			b.WriteString("{}")
		} else {
			b.WriteString("{ ")
			for i, id := range ops {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(d.typedRef(id))
			}
			b.WriteString(" }")
		}
		if t.packed {
			b.WriteString(">")
		}
	case tArray:
		if t.elem.kind == tInt && t.elem.bits == 8 && d.allInts(ops) {
			// an i8 array of integer constants prints as a string
			bs := make([]byte, len(ops))
			for i, id := range ops {
				v := d.val(id)
				bs[i] = byte(decodeSigned(v.c.ops[0]))
			}
			return `c"` + d.st.escaped(string(bs)) + `"`
		}
		b.WriteString("[")
		for i, id := range ops {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(d.typedRef(id))
		}
		b.WriteString("]")
	case tVector:
		elems := make([]string, len(ops))
		for i, id := range ops {
			elems[i] = d.typedRef(id)
		}
		// AsmWriter's splat form is for integer and floating-point
		// elements only: equal constant expressions are listed.
		if s, ok := d.splatText(t, elems); ok && d.isIntOrFP(ops[0]) {
			return s
		}
		b.WriteString("<")
		for i, id := range ops {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(d.typedRef(id))
		}
		b.WriteString(">")
	default:
		return "<badaggregate>"
	}
	return b.String()
}

// isIntOrFP reports whether value id is an integer or floating-point
// constant (INTEGER, WIDE_INTEGER or FLOAT record).
func (d *decoder) isIntOrFP(id uint64) bool {
	v := d.val(id)
	return v != nil && v.c != nil && (v.c.code == 4 || v.c.code == 5 || v.c.code == 6)
}

func (d *decoder) allInts(ops []uint64) bool {
	for _, id := range ops {
		v := d.val(id)
		if v == nil || v.c == nil || v.c.code != 4 || len(v.c.ops) == 0 {
			return false
		}
	}
	return true
}

// splatText prints a vector whose elements are all equal as LLVM 20+
// prints it ("splat (T v)"); ok is false otherwise.
func (d *decoder) splatText(t *typ, elems []string) (string, bool) {
	if t.kind != tVector || len(elems) < 1 || !d.st.splat {
		return "", false
	}
	for _, e := range elems[1:] {
		if e != elems[0] {
			return "", false
		}
	}
	return "splat (" + elems[0] + ")", true
}

func (d *decoder) dataText(t *typ, ops []uint64) string {
	if t.kind == tVector {
		elems := make([]string, len(ops))
		for i, x := range ops {
			elems[i] = t.elem.String() + " " + d.elemText(t.elem, x)
		}
		if s, ok := d.splatText(t, elems); ok {
			return s
		}
	}
	et := t.elem
	open, close := "[", "]"
	if t.kind == tVector {
		open, close = "<", ">"
	}
	var b strings.Builder
	b.WriteString(open)
	for i, x := range ops {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(et.String())
		b.WriteString(" ")
		if et.isFP() {
			b.WriteString(fpText(et, x, 0))
		} else {
			w := et.bits
			y := int64(x)
			if w < 64 {
				y = y << (64 - w) >> (64 - w)
			}
			b.WriteString(intText(et, y))
		}
	}
	b.WriteString(close)
	return b.String()
}

func (d *decoder) gepConstText(c *constant) string {
	ops := c.ops
	var src *typ
	flags := uint64(0)
	var inrange string
	inrangeIdx := -1
	i := 0
	switch c.code {
	case 12, 20: // [pointee type?, n x (ty, val)]
		if len(ops)%2 == 1 {
			src, _ = d.typeAt(ops[0])
			i = 1
		}
		if c.code == 20 {
			flags = 1
		}
	case 24: // [pointee, flags(inrange idx<<1 | inbounds), ...]
		if len(ops) < 2 {
			return "<bad>"
		}
		src, _ = d.typeAt(ops[0])
		flags = ops[1] & 1
		inrangeIdx = int(ops[1] >> 1)
		i = 2
	case 32: // [pointee, flags, ...]
		if len(ops) < 2 {
			return "<bad>"
		}
		src, _ = d.typeAt(ops[0])
		flags = ops[1]
		i = 2
	case 31: // [pointee, flags, bitwidth, lo, hi, ...]
		if len(ops) < 5 {
			return "<bad>"
		}
		src, _ = d.typeAt(ops[0])
		flags = ops[1]
		inrange = " inrange(" + strconv.FormatInt(decodeSigned(ops[3]), 10) + ", " + strconv.FormatInt(decodeSigned(ops[4]), 10) + ")"
		i = 5
	}
	var b strings.Builder
	b.WriteString("getelementptr")
	b.WriteString(gepFlags(flags))
	b.WriteString(inrange)
	b.WriteString(" (")
	if src == nil && i < len(ops) {
		if pt, err := d.typeAt(ops[i]); err == nil && pt.kind == tPtr && pt.elem != nil {
			src = pt.elem
		}
	}
	b.WriteString(src.String())
	for k := 0; i+1 < len(ops); i, k = i+2, k+1 {
		b.WriteString(", ")
		if inrangeIdx >= 0 && k == inrangeIdx+1 {
			b.WriteString("inrange ")
		}
		b.WriteString(d.typedRef(ops[i+1]))
	}
	b.WriteString(")")
	return b.String()
}

func gepFlags(f uint64) string {
	s := ""
	if f&1 != 0 {
		s += " inbounds"
	} else if f&2 != 0 {
		s += " nusw"
	}
	if f&4 != 0 {
		s += " nuw"
	}
	return s
}

func (d *decoder) inlineAsmText(c *constant) string {
	ops := c.ops
	i := 0
	if c.code == 30 {
		i = 1 // function type
	}
	if len(ops) < i+2 {
		return "<bad>"
	}
	flags := ops[i]
	i++
	n := int(ops[i])
	i++
	if len(ops) < i+n+1 {
		return "<bad>"
	}
	asmStr := upgradeInlineAsmString(bitstream.String(ops[i : i+n]))
	i += n
	m := int(ops[i])
	i++
	if len(ops) < i+m {
		return "<bad>"
	}
	cons := bitstream.String(ops[i : i+m])
	s := "asm "
	if flags&1 != 0 {
		s += "sideeffect "
	}
	if flags&2 != 0 {
		s += "alignstack "
	}
	if (flags>>2)&1 != 0 {
		s += "inteldialect "
	}
	if c.code != 18 && c.code != 23 && (flags>>3)&1 != 0 {
		s += "unwind "
	}
	return s + `"` + d.st.escaped(asmStr) + `", "` + d.st.escaped(cons) + `"`
}

func (d *decoder) elemText(et *typ, x uint64) string {
	if et.isFP() {
		return fpText(et, x, 0)
	}
	y := int64(x)
	if w := et.bits; w < 64 {
		y = y << (64 - w) >> (64 - w)
	}
	return intText(et, y)
}

// splatShuffle recognises shufflevector (insertelement (undef, x, 0), undef,
// zeroinitializer), which LLVM 19+ holds (and prints) as "splat (x)".
func (d *decoder) splatShuffle(o []uint64) (string, bool) {
	if !d.st.splat {
		return "", false
	}
	ins, v2, mask := d.val(o[0]), d.val(o[1]), d.val(o[2])
	if ins == nil || v2 == nil || mask == nil || ins.c == nil || v2.c == nil || mask.c == nil {
		return "", false
	}
	isUndef := func(c *constant) bool { return c.code == 3 || c.code == 26 }
	if ins.c.code != 15 || len(ins.c.ops) < 4 || !isUndef(v2.c) || mask.c.code != 2 {
		return "", false
	}
	base, idx := d.val(ins.c.ops[0]), d.val(ins.c.ops[3])
	if base == nil || base.c == nil || !isUndef(base.c) || idx == nil || idx.c == nil {
		return "", false
	}
	if !(idx.c.code == 2 || idx.c.code == 4 && len(idx.c.ops) > 0 && idx.c.ops[0] == 0) || !d.isIntOrFP(ins.c.ops[1]) {
		return "", false
	}
	return "splat (" + d.typedRef(ins.c.ops[1]) + ")", true
}

// fp80Canonical returns an x86_fp80 value as APFloat holds it: a number
// whose exponent is neither 0 nor all ones but whose explicit integer bit
// is clear (an "unnormal") is a NaN, its exponent all ones.
func fp80Canonical(signExp, significand uint64) (uint64, uint64) {
	if exp := signExp & 0x7fff; exp != 0 && exp != 0x7fff && significand>>63 == 0 {
		signExp |= 0x7fff
	}
	return signExp, significand
}
