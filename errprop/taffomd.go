package errprop

import (
	"math"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/taffo"
)

// This file turns the TAFFO annotations, read with the taffo package, into
// the analysis's own small records. Annotations of a shape TAFFO would not
// read are ignored, as TAFFO ignores them.

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
	args       []argInfo
	start      bool
	maxrec     int
	unrollList []int // per loop in preorder, -1 for unknown
	hasUnroll  bool
}

// mdReader converts taffo's records, once per node.
type mdReader struct {
	r     *taffo.Reader
	g     *md.Graph
	infos map[*taffo.Info]*inputInfo
}

func newMDReader(g *md.Graph) *mdReader {
	return &mdReader{r: taffo.NewReader(g), g: g, infos: map[*taffo.Info]*inputInfo{}}
}

func (mr *mdReader) info(in *taffo.Info) *inputInfo {
	if in == nil {
		return nil
	}
	if ii, ok := mr.infos[in]; ok {
		return ii
	}
	ii := &inputInfo{}
	if t := in.Type; t != nil {
		switch t.Kind {
		case taffo.FixP:
			ii.typ = &numType{kind: numFixp, signed: t.Signed(), width: int(t.Bits()), frac: int(t.FracBits)}
		case taffo.Float:
			ii.typ = &numType{kind: numFloat, signed: true, std: int(t.Std), greatest: t.Greatest}
		}
	}
	if in.Range != nil {
		ii.hasRange, ii.min, ii.max = true, in.Range.Min, in.Range.Max
	}
	if in.Error != nil {
		ii.hasErr, ii.err = true, *in.Error
	}
	mr.infos[in] = ii
	return ii
}

func (mr *mdReader) structInfo(s *taffo.StructInfo) *structInfo {
	if s == nil {
		return nil
	}
	si := &structInfo{fields: make([]structField, len(s.Fields))}
	for i, f := range s.Fields {
		switch x := f.(type) {
		case *taffo.Info:
			si.fields[i].info = mr.info(x)
		case *taffo.StructInfo:
			si.fields[i].sub = mr.structInfo(x)
		}
	}
	return si
}

func (mr *mdReader) instMD(i int) *instMD {
	t := taffo.Inst(i)
	r := &instMD{}
	found := false
	for _, a := range mr.g.Attachments(t) {
		switch a.Kind {
		case taffo.KeyInfo:
			if in, err := mr.r.Info(t); err == nil {
				r.info = mr.info(in)
			}
		case taffo.KeyStructInfo:
			if s, err := mr.r.StructInfo(t); err == nil {
				r.sinfo = mr.structInfo(s)
			}
		case taffo.KeyConstInfo:
			if ops, err := mr.r.ConstInfo(t); err == nil {
				r.constInfo = make([]*inputInfo, len(ops))
				for k, op := range ops {
					r.constInfo[k] = mr.info(op)
				}
			}
		case taffo.KeyTarget:
			if name, err := taffo.GetTarget(mr.g, t); err == nil {
				r.target, r.hasTarget = name, true
			}
		case taffo.KeyUnroll:
			if n, err := taffo.GetUnroll(mr.g, t); err == nil {
				r.unroll, r.hasUnroll = int(n), true
			}
		default:
			continue
		}
		found = true
	}
	if !found {
		return nil
	}
	return r
}

func (mr *mdReader) funcMD(i int) funcMD {
	t := taffo.Func(i)
	var r funcMD
	if args, err := mr.r.FunInfo(t); err == nil {
		r.args = make([]argInfo, len(args))
		for k, a := range args {
			switch x := a.(type) {
			case *taffo.Info:
				r.args[k].info = mr.info(x)
			case *taffo.StructInfo:
				r.args[k].sinfo = mr.structInfo(x)
			}
		}
	}
	r.start = taffo.IsStart(mr.g, t)
	if n, err := taffo.GetMaxRec(mr.g, t); err == nil && n > 0 {
		r.maxrec = int(n)
	}
	if counts, err := taffo.GetLoopUnrollCounts(mr.g, t); err == nil {
		r.hasUnroll = true
		for _, c := range counts {
			r.unrollList = append(r.unrollList, int(c))
		}
	}
	return r
}

func (mr *mdReader) globalMD(gl *global) {
	t := taffo.Global(gl.idx)
	if in, err := mr.r.Info(t); err == nil {
		gl.info = mr.info(in)
	}
	if s, err := mr.r.StructInfo(t); err == nil {
		gl.sinfo = mr.structInfo(s)
	}
	if name, err := taffo.GetTarget(mr.g, t); err == nil {
		gl.target, gl.hasTgt = name, true
	}
}
