package bitcode

// Instructions an upgrade adds around a call it rewrites, as LLVM's
// IRBuilder adds them: the bitcasts of operands whose type the new callee
// changed (the bf16 intrinsics, see upgrade_bf16.go, and the ARC runtime
// calls, see upgrade_arc.go) and the bitcast of the new call's result back
// to the old call's type. They are values the file does not number: they
// go into the block only when the function is finished (spliceUpgrades),
// after the records that count its instructions (attachments), and take
// the numbers of unnamed values there.

// A splice is what an upgrade puts around one call: before and after
// it, the bitcasts; fresh tells the call is a new one (LLVM's IRBuilder
// made it: the old call's attachments go, its !dbg stays and is the
// bitcasts' too); named is the value the file names, which the call's
// own result takes from the bitcast of the result (the old call's uses
// are the bitcast's).
type splice struct {
	before, after []*inst
	fresh         bool
	named         *value
}

// castValue returns v as type t as IRBuilder's CreateBitCast does: v
// itself when of type t; for a constant, the constant folded (null,
// undef and poison of type t) or the constant expression; else the
// result of a new bitcast, which the call being read gets before it (see
// takeSplice). ok is false for a constant whose expression cannot be
// built here.
func (d *decoder) castValue(v *value, t *typ) (cv *value, ok bool) {
	if sameTyp(v.ty, t) {
		return v, true
	}
	switch v.kind {
	case vConst:
		if c := v.c; c != nil && (c.code == 2 || c.code == 3 || c.code == 26) {
			return &value{ty: t, kind: vConst, c: &constant{code: c.code}}, true
		}
		return d.castConst(v, t)
	case vGlobalVar, vFunction, vAlias, vIFunc:
		return d.castConst(v, t)
	}
	res := &value{ty: t, kind: vInst, slot: -1}
	d.splicing.before = append(d.splicing.before, d.bitcastInst(v, res))
	return res, true
}

// bitcastInst returns the instruction res = bitcast v to res's type.
func (d *decoder) bitcastInst(v, res *value) *inst {
	in := d.newInst()
	in.res = res
	in.emit = func(b *textBuf) {
		b.WriteString(castNames[castBitcast])
		b.writeByte(' ')
		b.typedOp(d, v)
		b.WriteString(" to ")
		b.WriteString(res.ty.String())
	}
	return in
}

// castBitcast is the bitcast's index in castNames (and its bitcode code).
const castBitcast = 11

// castConst returns the constant expression bitcast (v to t), spelled
// when the function is finished (see spliceUpgrades): its operand is a
// value id, which may be the function's.
func (d *decoder) castConst(v *value, t *typ) (*value, bool) {
	vid, tid := -1, -1
	for i, x := range d.vals {
		if x == v {
			vid = i
			break
		}
	}
	for i, x := range d.types {
		if x == v.ty {
			tid = i
			break
		}
	}
	if vid < 0 || tid < 0 {
		return nil, false
	}
	c := &value{ty: t, kind: vConst, c: &constant{code: 11, ops: []uint64{castBitcast, uint64(tid), uint64(vid)}}}
	d.splicing.consts = append(d.splicing.consts, c)
	return c, true
}

// sameTyp reports whether a and b are the same type (the table's, or
// one an upgrade built).
func sameTyp(a, b *typ) bool {
	return a == b || a != nil && b != nil && a.String() == b.String()
}

// takeSplice gives call in, just read, the bitcasts castValue made for
// it and marks it fresh if its upgrade said so (see splice). When its new callee
// returns ret, of another type than the old call's value, in returns ret
// and its old value (the one the file numbers and names) becomes the
// result of a bitcast after it, as IRBuilder's CreateBitCast of the new
// call makes it (ret nil: the type stays).
func (d *decoder) takeSplice(f *function, in *inst, ret *typ) {
	p := &d.splicing
	old := in.res
	cast := ret != nil && old != nil && !sameTyp(old.ty, ret)
	if len(p.before) == 0 && len(p.consts) == 0 && !p.fresh && !cast {
		return
	}
	s := &splice{before: p.before, fresh: p.fresh}
	in.mx().splice = s
	f.upgradeConsts = append(f.upgradeConsts, p.consts...)
	*p = pendingSplice{}
	f.spliced = true
	if !cast {
		return
	}
	res := d.newValue()
	*res = value{ty: ret, kind: vInst, slot: -1}
	in.res = res
	s.after = []*inst{d.bitcastInst(res, old)}
	s.named = old
}

// pendingSplice is what castValue made for the call being read; fresh:
// its upgrade makes a new call.
type pendingSplice struct {
	before []*inst
	consts []*value
	fresh  bool
}

// spliceUpgrades puts the bitcasts around their calls, gives them the
// call's location, drops the attachments of fresh calls and moves the
// file's name of a call's value to the call's own result.
func (d *decoder) spliceUpgrades(f *function) {
	if !f.spliced {
		return
	}
	for _, b := range f.blocks {
		var insts []*inst
		for k, in := range b.insts {
			s := in.ext().splice
			if s == nil {
				if insts != nil {
					insts = append(insts, in)
				}
				continue
			}
			if insts == nil {
				insts = append([]*inst(nil), b.insts[:k]...)
			}
			for _, c := range s.before {
				c.loc = in.loc
			}
			for _, c := range s.after {
				c.loc = in.loc
			}
			insts = append(append(append(insts, s.before...), in), s.after...)
			if s.fresh {
				in.x.attach = nil
			}
			if s.named != nil && in.res != nil {
				in.res.name, in.res.named = s.named.name, s.named.named
				s.named.name, s.named.named = "", false
			}
		}
		if insts != nil {
			b.insts = insts
		}
	}
	for _, c := range f.upgradeConsts {
		d.constText(c)
	}
}
