package errprop

import (
	"math"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// The per-instruction rules of TAFFO's InstructionPropagator. Each returns
// whether it computed an error; when it did not, the instruction's initial
// error (from taffo.info) is used instead.

type cmpInfo struct {
	tol   float64
	wrong bool
}

// operandRE is getOperandRangeError: constants get a range and error made
// up on the spot, other values what the map holds.
func (fp *funcProp) operandRE(in *inst, idx int, v value, doublePP bool, fallback *numType) (re, bool) {
	switch v.kind {
	case vInt:
		if in.md != nil && idx >= 0 && idx < len(in.md.constInfo) && in.md.constInfo[idx] != nil {
			ci := in.md.constInfo[idx]
			r := re{r: rangeOf(ci), hasErr: true, err: affine{x0: xzero}}
			if !fp.a.opt.ExactConst && ci.typ != nil && ci.typ.kind == numFixp && ci.typ.frac != 0 {
				r.err = fp.a.sym.noise(ci.typ.roundingError())
			}
			return r, true
		}
		var ty *numType
		if r, ok := fp.rm.getRange(in); ok {
			if t := r.typ(); t != nil && t.kind == numFixp {
				ty = t
			}
		}
		if ty == nil && fallback != nil {
			ty = fallback
		}
		if ty != nil {
			pp := ty.frac
			if doublePP {
				pp *= 2
			}
			val := fixedValue(v, ty.signed, pp)
			r := re{r: rng{min: val, max: val}, hasErr: true}
			if fp.a.opt.ExactConst {
				r.err = affine{x0: xzero}
			} else {
				r.err = fp.a.sym.noise(ty.roundingError())
			}
			return r, true
		}
		val := float64(signedConst(v))
		return re{r: rng{min: val, max: val}, hasErr: true, err: affine{x0: xzero}}, true
	case vFP:
		if v.typ != nil && (v.typ.Name == "double" || v.typ.Name == "float") {
			// TAFFO's "Kludge!": every floating-point constant is [1, 1].
			return re{r: rng{min: 1, max: 1}, hasErr: true, err: affine{x0: xzero}}, true
		}
		return re{}, false
	}
	return fp.rm.get(v.key())
}

func signedConst(v value) int64 {
	bits := uint(64)
	if v.typ != nil && v.typ.Kind == ast.IntType && v.typ.Bits < 64 && v.typ.Bits > 0 {
		bits = uint(v.typ.Bits)
	}
	return signed(wrap(v.ival, bits), bits)
}

// fixedValue reads an integer constant as a fixed-point number with frac
// fractional bits.
func fixedValue(v value, isSigned bool, frac int) float64 {
	bits := uint(64)
	if v.typ != nil && v.typ.Kind == ast.IntType && v.typ.Bits < 64 && v.typ.Bits > 0 {
		bits = uint(v.typ.Bits)
	}
	raw := wrap(v.ival, bits)
	var f float64
	if isSigned {
		f = float64(signed(raw, bits))
	} else {
		f = float64(uint64(raw))
	}
	return math.Ldexp(f, -frac)
}

func (fp *funcProp) binaryOp(in *inst) bool {
	if len(in.ops) < 2 {
		return false
	}
	doublePP := in.op == ast.OpUDiv || in.op == ast.OpSDiv
	o1, ok1 := fp.operandRE(in, 0, in.ops[0], doublePP, nil)
	o2, ok2 := fp.operandRE(in, 1, in.ops[1], false, nil)
	if !ok1 || !o1.hasErr || !ok2 || !o2.hasErr {
		return false
	}
	s := &fp.a.sym
	var res affine
	switch in.op {
	case ast.OpAdd, ast.OpFAdd:
		res = o1.err.add(o2.err)
	case ast.OpSub, ast.OpFSub:
		res = o1.err.sub(o2.err)
	case ast.OpMul, ast.OpFMul:
		r1 := s.fromRange(xv(o1.r.min), xv(o1.r.max))
		a := s.mul(r1, o2.err)
		r2 := s.fromRange(xv(o2.r.min), xv(o2.r.max))
		b := s.mul(r2, o1.err)
		res = a.add(b).add(s.mul(o1.err, o2.err))
	case ast.OpFDiv:
		res = fp.div(o1, o2, false)
	case ast.OpUDiv, ast.OpSDiv:
		res = fp.div(o1, o2, true)
	case ast.OpShl:
		res = o1.err
	case ast.OpLShr, ast.OpAShr:
		r, ok := fp.rm.getRange(in)
		if !ok {
			return false
		}
		res = o1.err.add(s.noise(r.roundingError()))
	default:
		return false
	}
	fp.rm.setErr(in, res)
	return true
}

// div is y/z as y·(1/z): the error of 1/z comes from the derivative at the
// smallest divisor.
func (fp *funcProp) div(o1, o2 re, trunc bool) affine {
	s := &fp.a.sym
	one := xv(1)
	invMin := one.quo(xv(o2.r.max))
	invMax := one.quo(xv(o2.r.min))
	x := xv(o2.r.min)
	if o2.r.max < o2.r.min {
		x = xv(o2.r.max)
	}
	e1z := o2.err.scale(xv(-1).quo(x.mul(x)))
	a := s.mul(s.fromRange(xv(o1.r.min), xv(o1.r.max)), e1z)
	b := s.mul(s.fromRange(invMin, invMax), o1.err)
	res := a.add(b).add(s.mul(o1.err, e1z))
	if trunc {
		res = res.add(s.noise(o1.r.roundingError()))
	}
	return res
}

func (fp *funcProp) store(in *inst) bool {
	if len(in.ops) < 2 {
		return false
	}
	ptr := in.ops[1]
	src, ok := fp.operandRE(in, 0, in.ops[0], false, nil)
	if !ok || !src.hasErr {
		src, ok = fp.rm.get(ptr.key())
		if !ok || !src.hasErr {
			return false
		}
	}
	fp.rm.setRE(in, src)
	if o := fp.mem.origin(ptr, 0); o.key() != nil {
		pre, ok := fp.rm.get(o.key())
		if !ok || !pre.hasErr || pre.err.absSum().less(src.err.absSum()) {
			fp.rm.setRE(o.key(), src)
		}
	}
	fp.rm.setFieldError(ptr, src)
	return true
}

type cand struct {
	key any
	v   re
}

func (fp *funcProp) load(in *inst) bool {
	if in.typ == nil || in.typ.IsPointer() || len(in.ops) == 0 {
		return false
	}
	var cs []cand
	add := func(k any, v re) {
		for _, c := range cs {
			if c.key == k {
				return
			}
		}
		cs = append(cs, cand{k, v})
	}
	for _, d := range fp.mem.definingValues(in) {
		if v, ok := fp.rm.get(d.key()); ok && v.hasErr {
			add(d.key(), v)
		}
	}
	if fp.a.opt.SloppyAA {
		// -sloppyaa: also the error of the pointer, or of the pointer it
		// was loaded or computed from.
		p := in.ops[0]
		for depth := 0; depth < 64; depth++ {
			if v, ok := fp.rm.get(p.key()); ok && v.hasErr {
				add(p.key(), v)
				break
			}
			if p.kind != vInst || len(p.inst.ops) == 0 {
				break
			}
			switch p.inst.op {
			case ast.OpLoad, ast.OpGetElementPtr, ast.OpBitCast:
				p = p.inst.ops[0]
				continue
			}
			break
		}
	}
	if f, ok := fp.rm.fieldError(in.ops[0]); ok {
		add(f, f.v)
	}
	if len(cs) == 1 {
		v := cs[0].v
		if _, ok := fp.rm.get(in); v.hasErr && ok {
			fp.rm.setErr(in, v.err)
		} else {
			fp.rm.setRE(in, v)
		}
		return true
	}
	maxAbs := xv(-1)
	for _, c := range cs {
		if c.v.hasErr {
			maxAbs = xmax(maxAbs, c.v.err.absSum())
		}
	}
	r, ok := fp.rm.getRange(in)
	if !ok {
		return false
	}
	if !maxAbs.less(xzero) {
		fp.rm.setRE(in, re{r: r, err: fp.a.sym.noise(maxAbs), hasErr: true})
		return true
	}
	fp.rm.setRE(in, re{r: r, err: fp.a.sym.noise(r.roundingError()), hasErr: true})
	return true
}

// passThrough copies the operand's error, and its range when the
// instruction has none of its own.
func (fp *funcProp) passThrough(in *inst) bool {
	if len(in.ops) == 0 {
		return false
	}
	o, ok := fp.operandRE(in, 0, in.ops[0], false, nil)
	if !ok || !o.hasErr {
		return false
	}
	if d, ok := fp.rm.get(in); !ok || d.r.uninitialized() {
		fp.rm.setRE(in, o)
	} else {
		fp.rm.setErr(in, o.err)
	}
	return true
}

func (fp *funcProp) fpToInt(in *inst) bool {
	if len(in.ops) == 0 {
		return false
	}
	e, ok := fp.rm.getErr(in.ops[0].key())
	if !ok {
		return false
	}
	r, ok := fp.rm.getRange(in)
	if !ok || r.uninitialized() {
		return false
	}
	fp.rm.setErr(in, e.add(fp.a.sym.noise(r.roundingError())))
	return true
}

func (fp *funcProp) selectInst(in *inst) bool {
	if _, ok := fp.rm.get(in); !ok || len(in.ops) < 3 {
		return false
	}
	t, ok1 := fp.operandRE(in, 1, in.ops[1], false, nil)
	f, ok2 := fp.operandRE(in, 2, in.ops[2], false, nil)
	if !ok1 || !t.hasErr || !ok2 || !f.hasErr {
		return false
	}
	fp.rm.setErr(in, fp.a.sym.noise(xmax(t.err.absSum(), f.err.absSum())))
	return true
}

func (fp *funcProp) phi(in *inst) bool {
	_, has := fp.rm.get(in)
	var fallback *numType
	if !has {
		for i, v := range in.ops {
			r, ok := fp.operandRE(in, i, v, false, nil)
			if !ok {
				continue
			}
			if t := r.r.typ(); t != nil && t.kind == numFixp {
				fallback = t
				break
			}
		}
	}
	absErr := xv(-1)
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, v := range in.ops {
		r, ok := fp.operandRE(in, i, v, false, fallback)
		if !ok {
			continue
		}
		if math.IsNaN(r.r.min) || r.r.min < lo {
			lo = r.r.min
		}
		if math.IsNaN(r.r.max) || hi < r.r.max {
			hi = r.r.max
		}
		if !r.hasErr {
			continue
		}
		absErr = xmax(absErr, r.err.absSum())
	}
	if absErr.less(xzero) || absErr.nan() {
		return false
	}
	e := fp.a.sym.noise(absErr)
	if !has {
		fp.rm.setRE(in, re{r: rng{min: lo, max: hi}, err: e, hasErr: true})
	} else {
		fp.rm.setErr(in, e)
	}
	return true
}

func (fp *funcProp) cmp(in *inst) bool {
	if len(in.ops) < 2 {
		return false
	}
	o1, ok1 := fp.operandRE(in, 0, in.ops[0], false, nil)
	o2, ok2 := fp.operandRE(in, 1, in.ops[1], false, nil)
	if !ok1 || o1.r.uninitialized() || !o1.hasErr || !ok2 || o2.r.uninitialized() || !o2.hasErr {
		return false
	}
	absErr := o1.err.sub(o2.err).absSum()
	gap := xzero
	switch {
	case o1.r.min <= o2.r.max && o2.r.min <= o1.r.max:
	case o1.r.max < o2.r.min:
		gap = xv(o2.r.min).sub(xv(o1.r.max))
	default:
		gap = xv(o1.r.min).sub(xv(o2.r.max))
	}
	tol := xmax(gap, o1.r.roundingError())
	info := cmpInfo{tol: tol.f64()}
	if !absErr.less(tol) {
		if th := fp.a.opt.CmpThreshold; th == 0 {
			info.wrong = true
		} else {
			rel := absErr.quo(xv(cmax(o1.r.max, o2.r.max)))
			if !rel.mul(xv(100)).less(xv(float64(th))) {
				info.wrong = true
			}
		}
	}
	fp.cmps[in] = info
	return true
}

func (fp *funcProp) ret(in *inst) bool {
	if len(in.ops) == 0 {
		return false
	}
	e, ok := fp.rm.getErr(in.ops[0].key())
	if !ok {
		return false
	}
	fp.rm.setErr(in, e)
	fe, ok := fp.rm.getErr(fp.fkey)
	if !ok || fe.absSum().less(e.absSum()) {
		fp.rm.setErr(fp.fkey, fp.a.sym.flatten(e))
	}
	return true
}

func (fp *funcProp) call(in *inst) bool {
	var f *function
	if in.callee.kind == vFunc {
		f = in.callee.fn
	}
	if f != nil && isSpecial(f) {
		return fp.special(in, f)
	}
	if _, ok := fp.rm.get(in); !ok {
		return false
	}
	if f == nil {
		return false
	}
	e, ok := fp.rm.getErr(f)
	if !ok {
		return false
	}
	fp.rm.setErr(in, e)
	return true
}

// prepareCall analyses the callee with the actual arguments' errors.
func (fp *funcProp) prepareCall(in *inst) {
	args := make([]value, len(in.ops))
	for i, v := range in.ops {
		args[i] = v
		if v.typ != nil && v.typ.IsPointer() && fp.a.mod.elementStruct(v.typ) == nil {
			if r, ok := fp.rm.get(v.key()); !ok || !r.hasErr {
				args[i] = fp.mem.origin(v, 0)
			}
		}
	}
	if in.callee.kind != vFunc {
		return
	}
	f := in.callee.fn
	if isSpecial(f) || fp.a.recursionReached(f) {
		return
	}
	fp.a.analyse(f, fp.rm, args, false)
}

func isSpecial(f *function) bool {
	if len(f.params) != 1 {
		return false
	}
	if f.decl || len(f.blocks) == 0 || unnamed(f.name) {
		return true
	}
	return specialKind(f.name) != ""
}

func unnamed(name string) bool {
	_, err := strconv.Atoi(strings.TrimPrefix(name, "@"))
	return err == nil
}

func specialKind(name string) string {
	n := strings.TrimPrefix(name, "@")
	fixp := strings.Contains(n, "fixp")
	switch {
	case n == "sqrtf" || n == "sqrt" || n == "_ZSt4sqrtf" || (fixp && strings.Contains(n, "sqrt")):
		return "sqrt"
	case n == "log" || n == "logf" || n == "_ZSt3logf" || (fixp && strings.Contains(n, "log")):
		return "log"
	case n == "expf" || n == "exp" || n == "_ZSt3expf" || (fixp && strings.Contains(n, "exp")):
		return "exp"
	case n == "acos" || n == "acosf" || (fixp && strings.Contains(n, "acos")):
		return "acos"
	case n == "asin" || n == "asinf" || (fixp && strings.Contains(n, "asin")):
		return "asin"
	}
	return ""
}

// special is the linear approximation for sqrt, log, exp, acos and asin;
// other special functions pass the error through.
func (fp *funcProp) special(in *inst, f *function) bool {
	kind := specialKind(f.name)
	if kind == "" {
		return fp.passThrough(in)
	}
	if len(in.ops) == 0 {
		return false
	}
	o, ok := fp.operandRE(in, 0, in.ops[0], false, nil)
	if !ok || !o.hasErr {
		return false
	}
	lo, hi := xv(o.r.min), xv(o.r.max)
	if kind == "acos" || kind == "asin" {
		lo = xmax(xv(-0.99), lo)
		if xv(0.99).less(hi) {
			hi = xv(0.99)
		}
	}
	minOf := func() xf {
		if hi.less(lo) {
			return hi
		}
		return lo
	}
	maxOf := func() xf { return xmax(lo, hi) }
	one := xv(1)
	var d xf
	switch kind {
	case "sqrt":
		d = xv(0.5).quo(xsqrt(minOf()))
	case "log":
		d = one.quo(minOf())
	case "exp":
		d = xv(math.Exp(maxOf().f64()))
	case "acos", "asin":
		x := maxOf()
		d = one.quo(xsqrt(one.sub(x.mul(x))))
		if kind == "acos" {
			d = d.neg()
		}
	}
	var round xf
	if r, ok := fp.rm.getRange(in); ok {
		round = r.roundingError()
	} else {
		round = o.r.roundingError()
	}
	fp.rm.setErr(in, o.err.scale(d).add(fp.a.sym.noise(round)))
	return true
}
