package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

func (d *decoder) addInst(f *function, res *typ, text func() string, succs ...int) *inst {
	return d.addInstE(f, res, text, nil, succs...)
}

// addInstE adds an instruction spelled by text or, without a string, by
// emit.
func (d *decoder) addInstE(f *function, res *typ, text func() string, emit func(*textBuf), succs ...int) *inst {
	in := d.newInst()
	in.text, in.emit, in.succs = text, emit, succs
	if res != nil {
		f.types = append(f.types, res)
	}
	if o := d.curOps; o != nil {
		for _, v := range o.seen {
			if v.kind == vConst {
				f.consts = append(f.consts, v)
				f.types = append(f.types, nil) // marks where the constant goes
			} else if v.kind == vFunction && v.gv != nil && v.gv.arcState != arcNo {
				d.noteARCUse(v.gv)
			}
		}
		f.types = append(f.types, o.tys...)
		o.seen, o.tys = o.seen[:0], o.tys[:0]
	}
	if res != nil && res.kind != tVoid {
		in.res = d.newValue()
		*in.res = value{ty: res, kind: vInst, slot: -1}
		d.defineValue(in.res)
		in.res = d.vals[d.nextID-1]
	}
	if len(f.dbgRec) > 0 {
		in.mx().records, f.dbgRec = f.dbgRec, nil
	}
	if f.cur >= len(f.blocks) {
		// instruction after the last block: keep it in the last one
		if len(f.blocks) == 0 {
			f.blocks = append(f.blocks, &bblock{v: &value{kind: vBlock, slot: -1}})
		}
		f.cur = len(f.blocks) - 1
	}
	b := f.blocks[f.cur]
	b.insts = append(b.insts, in)
	for _, s := range succs {
		if s < len(f.blocks) {
			t := f.blocks[s]
			if f.usesOrdered {
				t.uses = append([]*bblock{b}, t.uses...)
			} else {
				t.uses = append(t.uses, b) // oldest first until usesNewestFirst
			}
		}
	}
	f.last = in
	return in
}

func (d *decoder) endBlock(f *function) { f.cur++ }

func (d *decoder) instRecord(f *function, e *bitstream.Entry) error {
	// one reader for all records (its lists keep their arrays)
	o := &d.opr
	*o = opReader{d: d, e: e, ops: e.Ops, seen: o.seen[:0], tys: o.tys[:0]}
	d.curOps = o
	defer func() { d.curOps = nil }()
	var err error
	switch e.ID {
	case 1: // DECLAREBLOCKS
		n := o.next()
		if n > uint64(len(d.r.Names))+1<<20 {
			return d.recErr(e, "too many blocks")
		}
		if d.labelTy == nil {
			d.labelTy = &typ{kind: tLabel}
		}
		// one allocation for all the blocks and one for their values
		bs, vs := make([]bblock, n), make([]value, n)
		for i := range bs {
			vs[i] = value{kind: vBlock, slot: -1, ty: d.labelTy}
			bs[i].v = &vs[i]
			f.blocks = append(f.blocks, &bs[i])
		}
	case 2: // BINOP [lhs, rhs, opc, flags?]
		l := o.typed()
		r := o.value(l.ty)
		opc := o.next()
		flags := uint64(0)
		if o.more() {
			flags = o.next()
		}
		d.addInstE(f, l.ty, nil, func(b *textBuf) {
			b.WriteString(binopName(opc, l.ty))
			b.WriteString(binopFlags(opc, l.ty, flags))
			b.writeByte(' ')
			b.typedOp(d, l)
			b.WriteString(", ")
			b.op(d, r)
		})
	case 56: // UNOP [op, opc, fmf?]
		v := o.typed()
		o.next()
		flags := uint64(0)
		if o.more() {
			flags = o.next()
		}
		d.addInst(f, v.ty, func() string { return "fneg" + fmfText(flags) + " " + d.typedOperand(v) })
	case 3: // CAST [op, destty, opc, flags?]
		v := o.typed()
		t := o.typ()
		opc := o.next()
		flags := uint64(0)
		if o.more() {
			flags = o.next()
		}
		if opc >= uint64(len(castNames)) {
			return d.recErr(e, "invalid cast opcode %d", opc)
		}
		d.addInstE(f, t, nil, func(b *textBuf) {
			fl := ""
			switch opc {
			case 1, 5: // zext, uitofp: nneg
				if flags&1 != 0 {
					fl = " nneg"
				}
			case 0: // trunc
				if flags&1 != 0 {
					fl += " nuw"
				}
				if flags&2 != 0 {
					fl += " nsw"
				}
			case 7, 8, 3, 4, 6:
				fl = fmfText(flags)
			}
			b.WriteString(castNames[opc])
			b.WriteString(fl)
			b.writeByte(' ')
			b.typedOp(d, v)
			b.WriteString(" to ")
			b.WriteString(t.String())
		})
	case 43, 4, 30: // GEP [flags, srcty, ops...] / old forms
		var flags uint64
		var src *typ
		if e.ID == 43 {
			flags = o.next()
			src = o.typ()
		} else if e.ID == 30 {
			flags = 1
		}
		var vals []*value
		for o.more() && o.err == nil {
			vals = append(vals, o.typed())
		}
		if len(vals) == 0 {
			return d.recErr(e, "GEP without a pointer")
		}
		if src == nil {
			if pt := vals[0].ty.scalar(); pt.kind == tPtr && pt.elem != nil {
				src = pt.elem
			} else {
				return d.recErr(e, "GEP without a source type")
			}
		}
		res := d.gepType(src, vals)
		d.addInstE(f, res, nil, func(b *textBuf) {
			b.WriteString("getelementptr")
			b.WriteString(gepFlags(flags))
			b.writeByte(' ')
			b.WriteString(src.String())
			for _, v := range vals {
				b.WriteString(", ")
				b.typedOp(d, v)
			}
		})
	case 5, 29: // SELECT (old: [tv, fv, cond]) / VSELECT [tv, fv, cond, fmf?]
		tv := o.typed()
		fv := o.value(tv.ty)
		var c *value
		if e.ID == 29 {
			c = o.typed()
		} else {
			c = o.value(d.boolType(nil))
		}
		flags := uint64(0)
		if o.more() {
			flags = o.next()
		}
		d.addInst(f, tv.ty, func() string {
			return "select" + fmfText(flags) + " " + d.typedOperand(c) + ", " + d.typedOperand(tv) + ", " + d.typedOperand(fv)
		})
	case 6: // EXTRACTELT [vec, idx]
		v := o.typed()
		i := o.typed()
		d.addInst(f, v.ty.elem, func() string { return "extractelement " + d.typedOperand(v) + ", " + d.typedOperand(i) })
	case 7: // INSERTELT [vec, elt, idx]
		v := o.typed()
		el := o.value(v.ty.elem)
		i := o.typed()
		d.addInst(f, v.ty, func() string {
			return "insertelement " + d.typedOperand(v) + ", " + d.typedOperand(el) + ", " + d.typedOperand(i)
		})
	case 8: // SHUFFLEVEC [v1, v2, mask]
		v1 := o.typed()
		v2 := o.value(v1.ty)
		m := o.typed()
		res := d.vectorOf(v1.ty.elem, m.ty.n, m.ty.scalable)
		mask := ""
		if m.c != nil {
			mask = d.maskText(m) // its elements are ids of this function's constants
		}
		d.addInst(f, res, func() string {
			if mask == "" {
				mask = d.maskText(m)
			}
			return "shufflevector " + d.typedOperand(v1) + ", " + d.typedOperand(v2) + ", " + mask
		})
	case 9, 28: // CMP [lhs, rhs, pred, flags?]
		l := o.typed()
		r := o.value(l.ty)
		pred := o.next()
		flags := uint64(0)
		if o.more() {
			flags = o.next()
		}
		name, isF := predName(pred)
		d.addInstE(f, d.boolType(l.ty), nil, func(b *textBuf) {
			if isF {
				b.WriteString("fcmp")
				b.WriteString(fmfText(flags))
			} else {
				b.WriteString("icmp")
				if flags&1 != 0 {
					b.WriteString(" samesign")
				}
			}
			b.writeByte(' ')
			b.WriteString(name)
			b.writeByte(' ')
			b.typedOp(d, l)
			b.WriteString(", ")
			b.op(d, r)
		})
	case 10: // RET
		if !o.more() {
			d.addInst(f, nil, func() string { return "ret void" })
		} else {
			var vals []*value
			for o.more() && o.err == nil {
				vals = append(vals, o.typed())
			}
			d.addInstE(f, nil, nil, func(b *textBuf) {
				b.WriteString("ret ")
				for i, v := range vals {
					if i > 0 {
						b.WriteString(", ")
					}
					b.typedOp(d, v)
				}
			})
		}
		d.endBlock(f)
	case 11: // BR [bb] / [bbtrue, bbfalse, cond]
		t := o.block(f)
		if !o.more() {
			d.addInstE(f, nil, nil, func(b *textBuf) {
				b.WriteString("br ")
				b.label(d, f, t)
			}, t)
		} else {
			fb := o.block(f)
			c := o.value(d.boolType(nil))
			d.addInstE(f, nil, nil, func(b *textBuf) {
				b.WriteString("br ")
				b.typedOp(d, c)
				b.WriteString(", ")
				b.label(d, f, t)
				b.WriteString(", ")
				b.label(d, f, fb)
			}, fb, t)
		}
		d.endBlock(f)
	case 12: // SWITCH [opty, cond, default, (val, bb)...]
		if len(e.Ops) > 0 && e.Ops[0]>>16 == switchMagic {
			return d.switchWithRanges(f, o)
		}
		t := o.typ()
		c := o.value(t)
		def := o.block(f)
		var cases []switchCase
		for o.more() && o.err == nil {
			id := o.next()
			v := o.valueID(id, t)
			cases = append(cases, switchCase{v, o.block(f)})
		}
		d.addSwitch(f, c, def, cases)
	case 31: // INDIRECTBR [opty, addr, bbs...]
		t := o.typ()
		a := o.value(t)
		var bbs []int
		for o.more() && o.err == nil {
			bbs = append(bbs, o.block(f))
		}
		d.addInst(f, nil, func() string {
			parts := make([]string, len(bbs))
			for i, b := range bbs {
				parts[i] = d.blockRef(f, b)
			}
			return "indirectbr " + d.typedOperand(a) + ", [" + join(parts) + "]"
		}, bbs...)
		d.endBlock(f)
	case 15:
		d.addInst(f, nil, func() string { return "unreachable" })
		d.endBlock(f)
	case 39: // RESUME
		v := o.typed()
		d.addInst(f, nil, func() string { return "resume " + d.typedOperand(v) })
		d.endBlock(f)
	case 16: // PHI [ty, (val, bb)*, fmf?]
		t := o.typ()
		n := (len(o.ops) - 1) / 2
		type inc struct {
			v  *value
			bb int
		}
		var incs []inc
		for k := 0; k < n && o.err == nil; k++ {
			v := o.signedValue(t)
			incs = append(incs, inc{v, o.block(f)})
		}
		flags := uint64(0)
		if o.more() {
			flags = o.next()
		}
		d.addInstE(f, t, nil, func(b *textBuf) {
			b.WriteString("phi")
			b.WriteString(fmfText(flags))
			b.writeByte(' ')
			b.WriteString(t.String())
			b.writeByte(' ')
			for k, x := range incs {
				if k > 0 {
					b.WriteString(", ")
				}
				b.WriteString("[ ")
				b.op(d, x.v)
				b.WriteString(", ")
				b.op(d, f.blocks[x.bb].v)
				b.WriteString(" ]")
			}
		})
	case 47, 40: // LANDINGPAD [ty, iscleanup, n, (kind, typed val)*]
		t := o.typ()
		if e.ID == 40 {
			// LANDINGPAD_OLD (before LLVM 3.7) names the personality
			// after the type; the function takes the first one.
			if pers := o.typed(); f.g.personalV == nil && f.g.personal == 0 {
				f.g.personalV = pers
			}
		}
		cleanup := o.next() != 0
		n := o.next()
		type clause struct {
			catch bool
			v     *value
		}
		var cls []clause
		for k := uint64(0); k < n && o.err == nil; k++ {
			kind := o.next()
			cls = append(cls, clause{kind == 0, o.typed()})
		}
		lp := d.addInst(f, t, func() string {
			var b strings.Builder
			b.WriteString("landingpad " + t.String())
			if cleanup || len(cls) > 0 {
				b.WriteString("\n")
			}
			if cleanup {
				b.WriteString("          cleanup")
			}
			for k, c := range cls {
				if k > 0 || cleanup {
					b.WriteString("\n")
				}
				if c.catch {
					b.WriteString("          catch ")
				} else {
					b.WriteString("          filter ")
				}
				b.WriteString(d.typedOperand(c.v))
			}
			return b.String()
		})
		d.noteLandingpad(f, lp)
	case 19: // ALLOCA [instty, opty, op, align, addrspace?]
		t := o.typ()
		st := o.typ()
		size := o.valueID(o.next(), st)
		rec := o.next()
		align := rec&31 | (rec>>8&7)<<5
		inalloca := rec&(1<<5) != 0
		explicit := rec&(1<<6) != 0
		swifterr := rec&(1<<7) != 0
		as := d.allocaAddrSpace()
		if o.more() {
			as = o.next()
		}
		if !explicit {
			if t.kind == tPtr && t.elem != nil {
				t = t.elem
			}
		}
		if align == 0 {
			align = d.implicitAlign(t, true)
		}
		res := d.ptrTo(t, as)
		d.addInst(f, res, func() string {
			s := "alloca "
			if inalloca {
				s += "inalloca "
			}
			if swifterr {
				s += "swifterror "
			}
			s += t.String()
			if !(size.ty.kind == tInt && size.ty.bits == 32 && size.c != nil && size.c.code == 4 && decodeSigned(size.c.ops[0]) == 1) {
				s += ", " + d.typedOperand(size)
			}
			s += alignText(align)
			if as != 0 {
				s += ", addrspace(" + strconv.FormatUint(as, 10) + ")"
			}
			return s
		})
	case 20, 41: // LOAD [op, ty?, align, vol] / LOADATOMIC [+ordering, ssid]
		p := o.typed()
		var t *typ
		extra := 2
		if e.ID == 41 {
			extra = 4
		}
		if len(o.ops)-o.i == extra+1 {
			t = o.typ()
		} else if pt := p.ty; pt.kind == tPtr && pt.elem != nil {
			t = pt.elem
		} else {
			return d.recErr(e, "load without a type")
		}
		align := o.next()
		vol := o.next() != 0
		var ord, ss uint64
		atomic := e.ID == 41
		if atomic {
			ord = o.next()
			ss = o.next()
		} else if align == 0 {
			align = d.implicitAlign(t, false)
		}
		d.addInstE(f, t, nil, func(b *textBuf) {
			b.WriteString("load ")
			if atomic {
				b.WriteString("atomic ")
			}
			if vol {
				b.WriteString("volatile ")
			}
			b.WriteString(t.String())
			b.WriteString(", ")
			b.typedOp(d, p)
			if atomic {
				b.WriteString(d.syncScope(ss))
				b.writeByte(' ')
				b.WriteString(ordering(ord))
			}
			b.align(align)
		})
	case 44, 45, 24, 42: // STORE [ptr, val, align, vol] / STOREATOMIC [+ord, ssid]
		p := o.typed()
		var v *value
		if e.ID == 44 || e.ID == 45 {
			v = o.typed()
		} else {
			el := p.ty.elem
			v = o.value(el)
		}
		align := o.next()
		vol := o.next() != 0
		atomic := e.ID == 45 || e.ID == 42
		var ord, ss uint64
		if atomic {
			ord = o.next()
			ss = o.next()
		} else if align == 0 && v.ty != nil {
			align = d.implicitAlign(v.ty, false)
		}
		d.addInstE(f, nil, nil, func(b *textBuf) {
			b.WriteString("store ")
			if atomic {
				b.WriteString("atomic ")
			}
			if vol {
				b.WriteString("volatile ")
			}
			b.typedOp(d, v)
			b.WriteString(", ")
			b.typedOp(d, p)
			if atomic {
				b.WriteString(d.syncScope(ss))
				b.writeByte(' ')
				b.WriteString(ordering(ord))
			}
			b.align(align)
		})
	case 46, 37: // CMPXCHG [ptr, cmp, new, vol, success, ssid, failure, weak, align?]
		p := o.typed()
		var c *value
		if e.ID == 46 {
			c = o.typed()
		} else {
			c = o.value(p.ty.elem)
		}
		nv := o.value(c.ty)
		vol := o.next() != 0
		succ := o.next()
		ss := o.next()
		// Before LLVM 3.5 the record ends here: the failure ordering is
		// the strongest the success ordering allows, and the
		// instruction's result was the loaded value (see oldCmpXchg).
		fail := strongestFailure(succ)
		if o.more() {
			fail = o.next()
		}
		weak, old := false, !o.more()
		if o.more() {
			weak = o.next() != 0
		}
		align := uint64(0)
		if o.more() {
			align = o.next()
		}
		res := d.anonStruct(c.ty, d.boolType(nil))
		text := func() string {
			s := "cmpxchg "
			if weak {
				s += "weak "
			}
			if vol {
				s += "volatile "
			}
			s += d.typedOperand(p) + ", " + d.typedOperand(c) + ", " + d.typedOperand(nv) + d.syncScope(ss) + " " + ordering(succ) + " " + ordering(fail)
			if align == 0 {
				align = naturalAlign(c.ty)
			}
			return s + alignText(align)
		}
		if old {
			d.oldCmpXchg(f, res, c.ty, text)
			break
		}
		d.addInst(f, res, text)
	case 59, 38: // ATOMICRMW [ptr, val, op, vol, ordering, ssid, align?]
		p := o.typed()
		var v *value
		if e.ID == 59 {
			v = o.typed()
		} else {
			v = o.value(p.ty.elem)
		}
		op := o.next()
		vol := o.next() != 0
		ord := o.next()
		ss := o.next()
		align := uint64(0)
		if o.more() {
			align = o.next()
		}
		in := d.addInst(f, v.ty, func() string {
			s := "atomicrmw "
			if vol {
				s += "volatile "
			}
			name := "<badop>"
			if op < uint64(len(rmwOps)) {
				name = rmwOps[op]
			}
			s += name + " " + d.typedOperand(p) + ", " + d.typedOperand(v) + d.syncScope(ss) + " " + ordering(ord)
			if align == 0 {
				align = naturalAlign(v.ty)
			}
			return s + alignText(align)
		})
		if f.g.unsafeFPAtomics && isFPAtomicRMW(op) {
			d.unsafeFPAtomicsMD(in)
		}
	case 36: // FENCE [ordering, ssid]
		ord := o.next()
		ss := o.next()
		d.addInst(f, nil, func() string { return "fence" + d.syncScope(ss) + " " + ordering(ord) })
	case 23: // VAARG [valistty, valist, resty]
		lt := o.typ()
		l := o.value(lt)
		t := o.typ()
		d.addInst(f, t, func() string { return "va_arg " + d.typedOperand(l) + ", " + t.String() })
	case 26: // EXTRACTVAL [agg, idx...]
		a := o.typed()
		idx := append([]uint64(nil), o.ops[o.i:]...)
		o.i = len(o.ops)
		d.addInst(f, d.aggIndexType(a.ty, idx), func() string {
			s := "extractvalue " + d.typedOperand(a)
			for _, i := range idx {
				s += ", " + strconv.FormatUint(i, 10)
			}
			return s
		})
	case 27: // INSERTVAL [agg, val, idx...]
		a := o.typed()
		v := o.typed()
		idx := append([]uint64(nil), o.ops[o.i:]...)
		o.i = len(o.ops)
		d.addInst(f, a.ty, func() string {
			s := "insertvalue " + d.typedOperand(a) + ", " + d.typedOperand(v)
			for _, i := range idx {
				s += ", " + strconv.FormatUint(i, 10)
			}
			return s
		})
	case 58: // FREEZE
		v := o.typed()
		d.addInst(f, v.ty, func() string { return "freeze " + d.typedOperand(v) })
	case 34, 13, 57: // CALL, INVOKE, CALLBR
		err = d.callRecord(f, o)
	case 48: // CLEANUPRET [pad, unwind bb?]
		pad := o.value(d.tokenType())
		unwind := -1
		if o.more() {
			unwind = o.block(f)
		}
		var succs []int
		if unwind >= 0 {
			succs = append(succs, unwind)
		}
		d.addInst(f, nil, func() string {
			s := "cleanupret from " + d.operand(pad) + " unwind "
			if unwind < 0 {
				return s + "to caller"
			}
			return s + d.blockRef(f, unwind)
		}, succs...)
		d.endBlock(f)
	case 49: // CATCHRET [pad, bb]
		pad := o.value(d.tokenType())
		bb := o.block(f)
		d.addInst(f, nil, func() string {
			return "catchret from " + d.operand(pad) + " to " + d.blockRef(f, bb)
		}, bb)
		d.endBlock(f)
	case 52: // CATCHSWITCH [parent, n, handlers..., unwind?]
		parent := o.value(d.tokenType())
		n := o.next()
		var hs []int
		for k := uint64(0); k < n && o.err == nil; k++ {
			hs = append(hs, o.block(f))
		}
		unwind := -1
		if o.more() {
			unwind = o.block(f)
		}
		var succs []int
		if unwind >= 0 {
			succs = append(succs, unwind)
		}
		succs = append(succs, hs...)
		d.addInst(f, d.tokenType(), func() string {
			parts := make([]string, len(hs))
			for k, h := range hs {
				parts[k] = d.blockRef(f, h)
			}
			s := "catchswitch within " + d.operand(parent) + " [" + join(parts) + "] unwind "
			if unwind < 0 {
				return s + "to caller"
			}
			return s + d.blockRef(f, unwind)
		}, succs...)
		d.endBlock(f)
	case 50, 51: // CATCHPAD, CLEANUPPAD [parent, n, typed args...]
		parent := o.value(d.tokenType())
		n := o.next()
		var args []*value
		for k := uint64(0); k < n && o.err == nil; k++ {
			args = append(args, o.typed())
		}
		name := "catchpad"
		if e.ID == 51 {
			name = "cleanuppad"
		}
		d.addInst(f, d.tokenType(), func() string {
			parts := make([]string, len(args))
			for k, a := range args {
				parts[k] = d.typedOperand(a)
			}
			return name + " within " + d.operand(parent) + " [" + join(parts) + "]"
		})
	case 55: // OPERAND_BUNDLE [tag, vals...]
		tag := o.next()
		var vals []*value
		for o.more() && o.err == nil {
			vals = append(vals, o.typed())
		}
		name := "<badtag>"
		if tag < uint64(len(d.bundleTags)) {
			name = d.bundleTags[tag]
		}
		f.bundle = append(f.bundle, opBundle{tag: name, vals: vals})
	case 35: // DEBUG_LOC [line, col, scope, ia, implicit, atomGroup, atomRank]
		if f.last == nil {
			return d.recErr(e, "debug location before an instruction")
		}
		l := dbgLoc{line: uint32(o.next()), col: uint32(o.next())}
		l.ops[0] = locID(d.mdID(int(o.next()) - 1))
		l.ops[1] = locID(d.mdID(int(o.next()) - 1))
		if o.more() {
			l.implicit = o.next() != 0
		}
		var group, rank uint64
		if o.more() {
			group = o.next()
		}
		if o.more() {
			rank = o.next()
		}
		l.atom = d.atomRef(group, rank)
		f.last.loc = d.locEntry(&l)
		f.lastLoc = f.last.loc
	case 33: // DEBUG_LOC_AGAIN
		if f.last == nil || f.lastLoc == 0 {
			return d.recErr(e, "DEBUG_LOC_AGAIN without a location")
		}
		f.last.loc = f.lastLoc
	case 60: // BLOCKADDR_USERS
	case 61, 62, 63, 64, 65, 66:
		err = d.debugRecord(f, o)
	default:
		return d.unsupported(e, "instruction")
	}
	if err != nil {
		return err
	}
	return o.err
}

func naturalAlign(t *typ) uint64 {
	var size uint64
	switch t.kind {
	case tInt:
		size = (t.bits + 7) / 8
	case tPtr:
		size = 8
	case tFloat:
		size = 4
	case tDouble:
		size = 8
	case tHalf, tBFloat:
		size = 2
	default:
		size = 8
	}
	a := uint64(1)
	for (uint64(1) << a) <= size {
		a++
	}
	return a
}

func (d *decoder) gepType(src *typ, vals []*value) *typ {
	base := vals[0].ty
	var res *typ
	if base.scalar().kind == tPtr && base.scalar().elem == nil {
		res = base.scalar()
	} else {
		el := d.indexedType(src, vals[min(2, len(vals)):])
		as := base.scalar().bits
		res = d.ptrTo(el, as)
	}
	for _, v := range vals {
		if v.ty.kind == tVector {
			return d.vectorOf(res, v.ty.n, v.ty.scalable)
		}
	}
	return res
}

func (d *decoder) tokenType() *typ {
	for _, t := range d.types {
		if t != nil && t.kind == tToken {
			return t
		}
	}
	return &typ{kind: tToken}
}

// maskText prints a shufflevector mask as PrintShuffleMask does: element
// by element (never as a splat), zeroinitializer when all are 0.
func (d *decoder) maskText(m *value) string {
	c := m.c
	if c == nil {
		return d.typedOperand(m)
	}
	var elems []string
	switch c.code {
	case 2:
		return m.ty.String() + " zeroinitializer"
	case 3:
		return m.ty.String() + " undef"
	case 26:
		return m.ty.String() + " poison"
	case 22:
		for _, x := range c.ops {
			elems = append(elems, "i32 "+d.elemText(m.ty.elem, x))
		}
	case 7:
		for _, id := range c.ops {
			elems = append(elems, d.typedRef(id))
		}
	default:
		return d.typedOperand(m)
	}
	zero := true
	for _, e := range elems {
		if e != "i32 0" {
			zero = false
		}
	}
	if zero {
		return m.ty.String() + " zeroinitializer"
	}
	return m.ty.String() + " <" + join(elems) + ">"
}

// allocaAddrSpace is the data layout's alloca address space ("A5"), which
// allocas of records without one (before LLVM 15) are in.
func (d *decoder) allocaAddrSpace() uint64 {
	if d.allocaAS == nil {
		as := uint64(0)
		for _, part := range strings.Split(d.datalayout, "-") {
			if len(part) > 1 && part[0] == 'A' {
				if n, err := strconv.ParseUint(part[1:], 10, 32); err == nil {
					as = n
				}
			}
		}
		d.allocaAS = &as
	}
	return *d.allocaAS
}
