package errprop

import (
	"math"
	"strconv"
	"strings"

	"irmeta/md"
)

// This file reads the few TAFFO metadata keys the analysis needs. It is kept
// apart so that it can give way to the shared taffo package.

type numKind uint8

const (
	numNone numKind = iota
	numFixp
	numFloat
)

// numType is the "type" field of taffo.info: fixed point or floating point.
type numType struct {
	kind     numKind
	signed   bool
	width    int
	frac     int
	std      int     // float: 0 half, 1 float, 2 double, 3 fp128, 4 x86_fp80, 5 ppc_fp128, 6 bfloat
	greatest float64 // float: largest magnitude
}

// floatPrecision is APFloat's semanticsPrecision for each standard.
var floatPrecision = [...]int{11, 24, 53, 113, 64, 106, 8}

// roundingError is the error of one rounding to this type: 2^-frac for fixed
// point, 2^(floor(log2(greatest)) - p) for floating point.
func (t *numType) roundingError() xf {
	if t == nil {
		return xzero
	}
	switch t.kind {
	case numFixp:
		return pow2(-t.frac)
	case numFloat:
		if t.std < 0 || t.std >= len(floatPrecision) || t.greatest == 0 || math.IsNaN(t.greatest) || math.IsInf(t.greatest, 0) {
			return xzero
		}
		return pow2(int(math.Floor(math.Log2(math.Abs(t.greatest)))) - floatPrecision[t.std])
	}
	return xzero
}

// bounds returns the smallest and largest value the type can hold.
func (t *numType) bounds() (float64, float64) {
	switch t.kind {
	case numFixp:
		scale := math.Ldexp(1, -t.frac)
		if t.signed {
			return -math.Ldexp(1, t.width-1) * scale, (math.Ldexp(1, t.width-1) - 1) * scale
		}
		return 0, (math.Ldexp(1, t.width) - 1) * scale
	case numFloat:
		l := [...]float64{65504, math.MaxFloat32, math.MaxFloat64, math.Inf(1), math.Inf(1), math.MaxFloat64, 3.3895313892515355e38}
		if t.std >= 0 && t.std < len(l) {
			return -l[t.std], l[t.std]
		}
	}
	return math.Inf(-1), math.Inf(1)
}

// inputInfo is taffo.info: type, range and initial error, each optional.
type inputInfo struct {
	typ      *numType
	hasRange bool
	min, max float64
	hasErr   bool
	err      float64
}

// structInfo is taffo.structinfo: one entry per field, nil for none.
type structInfo struct {
	fields []structField
}

type structField struct {
	info *inputInfo
	sub  *structInfo
}

type argInfo struct {
	info  *inputInfo
	sinfo *structInfo
}

type instMD struct {
	info      *inputInfo
	sinfo     *structInfo
	constInfo []*inputInfo
	target    string
	hasTarget bool
	unroll    int
	hasUnroll bool
}

type funcMD struct {
	args      []argInfo
	start     bool
	maxrec    int
	unrollStr string
	hasUnroll bool
}

func isNullField(m md.Metadata) bool {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil {
		return m == nil
	}
	n, ok := v.Int()
	return ok && n == 0
}

func mdInt(m md.Metadata) (int64, bool) {
	v, ok := m.(*md.Value)
	if !ok {
		return 0, false
	}
	return v.Int()
}

func mdFloat(m md.Metadata) (float64, bool) {
	v, ok := m.(*md.Value)
	if !ok || v.Type == nil || !v.Type.IsFloat() {
		return 0, false
	}
	return v.Float()
}

func readType(n *md.Node) *numType {
	if n == nil || n.NumOperands() < 3 {
		return nil
	}
	s, ok := n.Operand(0).(*md.String)
	if !ok {
		return nil
	}
	switch s.Value {
	case "fixp":
		w, ok1 := mdInt(n.Operand(1))
		f, ok2 := mdInt(n.Operand(2))
		if !ok1 || !ok2 {
			return nil
		}
		t := &numType{kind: numFixp, width: int(w), frac: int(uint32(f))}
		if w < 0 {
			t.signed, t.width = true, int(-w)
		}
		return t
	case "float":
		std, ok1 := mdInt(n.Operand(1))
		g, ok2 := mdFloat(n.Operand(2))
		if !ok1 || !ok2 {
			return nil
		}
		return &numType{kind: numFloat, std: int(std), greatest: g, signed: true}
	}
	return nil
}

// looksLikeInputInfo is TAFFO's shape test telling an InputInfo from a
// StructInfo: 3 or 4 operands, the first a type node or null, the second a
// range node or null.
func looksLikeInputInfo(n *md.Node) bool {
	if n == nil || (n.NumOperands() != 3 && n.NumOperands() != 4) {
		return false
	}
	if t, ok := n.Operand(0).(*md.Node); ok {
		if _, ok := t.Operand(0).(*md.String); !ok {
			return false
		}
	} else if !isNullField(n.Operand(0)) {
		return false
	}
	if r, ok := n.Operand(1).(*md.Node); ok {
		return r.NumOperands() == 2
	}
	return isNullField(n.Operand(1))
}

func readInputInfo(n *md.Node) *inputInfo {
	if !looksLikeInputInfo(n) {
		return nil
	}
	ii := &inputInfo{}
	if t, ok := n.Operand(0).(*md.Node); ok {
		ii.typ = readType(t)
	}
	if r, ok := n.Operand(1).(*md.Node); ok && r.NumOperands() == 2 {
		lo, ok1 := mdFloat(r.Operand(0))
		hi, ok2 := mdFloat(r.Operand(1))
		if ok1 && ok2 {
			ii.hasRange, ii.min, ii.max = true, lo, hi
		}
	}
	if e, ok := n.Operand(2).(*md.Node); ok && e.NumOperands() == 1 {
		if v, ok := mdFloat(e.Operand(0)); ok {
			ii.hasErr, ii.err = true, v
		}
	}
	return ii
}

func readStructInfo(n *md.Node) *structInfo {
	if n == nil {
		return nil
	}
	si := &structInfo{fields: make([]structField, n.NumOperands())}
	for i, op := range n.Operands() {
		c, ok := op.(*md.Node)
		if !ok {
			continue
		}
		if looksLikeInputInfo(c) {
			si.fields[i].info = readInputInfo(c)
		} else {
			si.fields[i].sub = readStructInfo(c)
		}
	}
	return si
}

func readTarget(n *md.Node) (string, bool) {
	if n == nil || n.NumOperands() < 1 {
		return "", false
	}
	s, ok := n.Operand(0).(*md.String)
	if !ok {
		return "", false
	}
	return s.Value, true
}

func readInstMD(g *md.Graph, i int) *instMD {
	t := md.Target{Kind: md.InstTarget, Index: i}
	r := &instMD{}
	any := false
	for _, a := range g.Attachments(t) {
		switch a.Kind {
		case "taffo.info":
			r.info = readInputInfo(a.Node)
		case "taffo.structinfo":
			r.sinfo = readStructInfo(a.Node)
		case "taffo.constinfo":
			if a.Node != nil {
				r.constInfo = make([]*inputInfo, a.Node.NumOperands())
				for k, op := range a.Node.Operands() {
					if c, ok := op.(*md.Node); ok {
						r.constInfo[k] = readInputInfo(c)
					}
				}
			}
		case "taffo.target":
			r.target, r.hasTarget = readTarget(a.Node)
		case "taffo.unroll":
			if a.Node != nil {
				if n, ok := mdInt(a.Node.Operand(0)); ok {
					r.unroll, r.hasUnroll = int(n), true
				}
			}
		default:
			continue
		}
		any = true
	}
	if !any {
		return nil
	}
	return r
}

func readFuncMD(g *md.Graph, i int) funcMD {
	t := md.Target{Kind: md.FunctionTarget, Index: i}
	var r funcMD
	if n := g.Attachment(t, "taffo.funinfo"); n != nil {
		ops := n.Operands()
		for k := 0; k+1 < len(ops); k += 2 {
			kind, _ := mdInt(ops[k])
			var ai argInfo
			if c, ok := ops[k+1].(*md.Node); ok {
				switch kind {
				case 1:
					ai.info = readInputInfo(c)
				case 2:
					ai.sinfo = readStructInfo(c)
				}
			}
			r.args = append(r.args, ai)
		}
	}
	if g.Attachment(t, "taffo.start") != nil {
		r.start = true
	}
	if n := g.Attachment(t, "taffo.maxrec"); n != nil {
		if v, ok := mdInt(n.Operand(0)); ok && v > 0 {
			r.maxrec = int(v)
		}
	}
	if n := g.Attachment(t, "taffo.unroll"); n != nil {
		if s, ok := n.Operand(0).(*md.String); ok {
			r.unrollStr, r.hasUnroll = s.Value, true
		}
	}
	return r
}

// unrollList parses the function-level form "5 U 12 ": counts in loop
// preorder, U for unknown (-1).
func unrollList(s string) []int {
	var r []int
	for _, f := range strings.Fields(s) {
		if n, err := strconv.Atoi(f); err == nil {
			r = append(r, n)
		} else {
			r = append(r, -1)
		}
	}
	return r
}

func readGlobalMD(g *md.Graph, gl *global) {
	t := md.Target{Kind: md.GlobalTarget, Index: gl.idx}
	if n := g.Attachment(t, "taffo.info"); n != nil {
		gl.info = readInputInfo(n)
	}
	if n := g.Attachment(t, "taffo.structinfo"); n != nil {
		gl.sinfo = readStructInfo(n)
	}
	gl.target, gl.hasTgt = readTarget(g.Attachment(t, "taffo.target"))
}
