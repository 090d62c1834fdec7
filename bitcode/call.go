package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// callRecord decodes CALL [attrs, cc, fmf?, fnty?, callee, args...] and
// INVOKE [attrs, cc, normal, unwind, fnty?, callee, args...].
func (d *decoder) callRecord(f *function, o *opReader) error {
	e := o.e
	attrs := d.attrList(o.next())
	// TypeFinder meets the types of a call's attributes (byval(%T), ...)
	// before its function type and operands.
	for _, s := range attrs {
		for _, a := range s.attrs {
			if a.ty != nil {
				o.tys = append(o.tys, a.ty)
			}
		}
	}
	ccinfo := o.next()
	invoke := e.ID == 13
	callbr := e.ID == 57
	var normal, unwind int
	var indirect []int
	var cc uint64
	var explicit bool
	var fmf uint64
	tail, musttail, notail := false, false, false
	if invoke {
		normal = o.block(f)
		unwind = o.block(f)
		cc = ccinfo & 0x1fff
		explicit = ccinfo>>13&1 != 0
	} else if callbr {
		normal = o.block(f)
		n := o.next()
		for k := uint64(0); k < n && o.err == nil; k++ {
			indirect = append(indirect, o.block(f))
		}
		cc = ccinfo >> 1 & 0x3ff
		explicit = ccinfo>>15&1 != 0
	} else {
		cc = ccinfo >> 1 & 0x3ff
		tail = ccinfo&1 != 0
		musttail = ccinfo>>14&1 != 0
		explicit = ccinfo>>15&1 != 0
		notail = ccinfo>>16&1 != 0
		if ccinfo>>17&1 != 0 {
			fmf = o.next()
		}
	}
	var fty *typ
	if explicit {
		fty = o.typ()
	}
	callee := o.typed()
	if o.err != nil {
		return o.err
	}
	if fty == nil {
		if pt := callee.ty; pt.kind == tPtr && pt.elem != nil && pt.elem.kind == tFunc {
			fty = pt.elem
		} else {
			return d.recErr(e, "call without a function type")
		}
	}
	if fty.kind != tFunc {
		return d.recErr(e, "callee type is not a function")
	}
	params := fty.elems[1:]
	args := make([]*value, 0, len(params))
	for _, p := range params {
		if o.err != nil {
			break
		}
		if p.kind == tLabel {
			b := o.block(f)
			args = append(args, f.blocks[b].v)
			continue
		}
		args = append(args, o.value(p))
	}
	if fty.vararg {
		for o.more() && o.err == nil {
			args = append(args, o.typed())
		}
	}
	if o.err != nil {
		return o.err
	}
	bundles := f.bundle
	f.bundle = nil
	attrs = d.upgradeStrictFPCall(f, callee, attrs)
	if !invoke && !callbr {
		if up, a := d.upgradeWidenedCall(&callee, &fty, &args); up {
			attrs, tail, musttail, notail = a, false, false, false
		}
	}
	var dropCall bool
	if !invoke && !callbr {
		var up bool
		if up, dropCall = d.upgradeDbgValueCall(&callee, &fty, &args); up {
			attrs, tail, musttail, notail = nil, false, false, false
			d.splicing.fresh = true // a new call (see upgrade_splice.go)
		}
	}
	if !invoke && !callbr {
		d.upgradeDeclareExpr(callee, args)
	}
	ret := fty.elems[0] // the type of the value the file numbers
	var arcRet *typ
	if !invoke && !callbr && d.upgradeARCCall(&callee, &fty, args) {
		attrs, arcRet = nil, fty.elems[0] // the call LLVM makes of the intrinsic has none
	}
	isIntrinsic := callee.kind == vFunction && strings.HasPrefix(callee.name, "llvm.")
	emit := func(b *textBuf) {
		if musttail {
			b.WriteString("musttail ")
		} else if tail {
			b.WriteString("tail ")
		} else if notail {
			b.WriteString("notail ")
		}
		if invoke {
			b.WriteString("invoke")
		} else if callbr {
			b.WriteString("callbr")
		} else {
			b.WriteString("call")
		}
		b.WriteString(fmfText(fmf))
		if cc != 0 {
			b.WriteString(" " + callingConv(cc))
		}
		if s := setAt(attrs, 0); s != nil && len(s.attrs) > 0 {
			b.WriteString(" " + s.String(false))
		}
		if as := callee.ty.scalar().bits; callee.ty.scalar().kind == tPtr && (as != 0 || d.programAS() != 0) {
			b.WriteString(" addrspace(" + itoa(int(as)) + ")")
		}
		b.WriteString(" ")
		if fty.vararg {
			b.WriteString(fty.String())
		} else {
			b.WriteString(fty.elems[0].String())
		}
		b.writeByte(' ')
		b.op(d, callee)
		b.writeByte('(')
		for i, a := range args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(a.ty.String())
			if s := withPointeeTypes(setAt(attrs, uint64(i)+1), a.ty); s != nil && len(s.attrs) > 0 {
				b.WriteString(" " + s.String(false))
			}
			b.writeByte(' ')
			b.op(d, a)
		}
		if musttail && f.g.valueType.vararg {
			if len(args) > 0 || !d.st.ellipsisAfterArgs {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")")
		if s := setAt(attrs, fnIndex); s != nil && len(s.attrs) > 0 {
			b.WriteString(" #")
			b.b = strconv.AppendInt(b.b, int64(d.attrSlot(s)), 10)
		}
		if len(bundles) > 0 {
			b.WriteString(" [ ")
			for i, bu := range bundles {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(bu.text(d))
			}
			b.WriteString(" ]")
		}
		if invoke {
			b.WriteString("\n          to " + d.blockRef(f, normal) + " unwind " + d.blockRef(f, unwind))
		}
		if callbr {
			b.WriteString("\n          to " + d.blockRef(f, normal) + " [")
			for k, x := range indirect {
				if k > 0 {
					b.WriteString(", ")
				}
				b.WriteString(d.blockRef(f, x))
			}
			b.WriteString("]")
		}
	}
	var in *inst
	if invoke {
		in = d.addInstE(f, fty.elems[0], nil, emit, normal, unwind)
		d.endBlock(f)
	} else if callbr {
		in = d.addInstE(f, fty.elems[0], nil, emit, append([]int{normal}, indirect...)...)
		d.endBlock(f)
	} else {
		in = d.addInstE(f, ret, nil, emit)
	}
	d.takeSplice(f, in, arcRet)
	if s := setAt(attrs, fnIndex); s != nil {
		in.mx().callFn = s
	}
	if callee.kind == vFunction {
		d.noteGCCall(f, in, callee.name, args, bundles)
	}
	if isIntrinsic && isDebugIntrinsic(callee.name) {
		in.mx().dbgCall = true
	}
	if dropCall {
		in.mx().dropped = true
	}
	if isIntrinsic {
		for _, a := range args {
			if a.kind == vMetadata {
				x := in.mx()
				x.intrinsicMD = append(x.intrinsicMD, a)
			}
		}
	}
	return nil
}

// debugRecord decodes the debug records of LLVM 19+ (#dbg_value and
// friends), printed before the instruction that follows them.
func (d *decoder) debugRecord(f *function, o *opReader) error {
	e := o.e
	loc := d.mdID(int(o.next()))
	if e.ID == 65 {
		label := d.mdID(int(o.next()))
		if f.last == nil {
			return d.recErr(e, "debug record before an instruction")
		}
		x := f.last.mx()
		x.recMD = append(x.recMD, label, loc)
		x.records = append(x.records, func(b *textBuf) {
			b.WriteString("#dbg_label(" + d.mdRef(label) + ", " + d.mdRef(loc) + ")")
		})
		return nil
	}
	variable := d.mdID(int(o.next()))
	expr := d.mdID(int(o.next()))
	var v *value // the location: a value (DEBUG_RECORD_VALUE_SIMPLE) or metadata m
	m := -1
	if e.ID == 64 {
		v = o.typed()
	} else {
		m = d.mdID(int(o.next()))
	}
	if o.err != nil {
		return o.err
	}
	var name string
	switch e.ID {
	case 61, 64:
		name = "value"
	case 62:
		name = "declare"
	case 63:
		name = "assign"
	case 66:
		name = "declare_value"
	}
	var extra func() string
	var assignID int = -1
	if e.ID == 63 {
		assignID = d.mdID(int(o.next()))
		addrExpr := d.mdID(int(o.next()))
		addr := d.mdID(int(o.next()))
		extra = func() string {
			return ", " + d.mdRef(assignID) + ", " + d.mdInline(addr) + ", " + d.mdRef(addrExpr)
		}
	}
	if f.last == nil {
		return d.recErr(e, "debug record before an instruction")
	}
	x := f.last.mx()
	x.recMD = append(x.recMD, variable)
	if assignID >= 0 {
		x.recMD = append(x.recMD, assignID)
	}
	x.recMD = append(x.recMD, loc)
	x.records = append(x.records, func(b *textBuf) {
		b.WriteString("#dbg_")
		b.WriteString(name)
		b.writeByte('(')
		if v != nil {
			b.typedOp(d, v)
		} else {
			b.WriteString(d.mdInline(m))
		}
		b.WriteString(", ")
		b.b = d.appendMDRef(b.b, variable)
		b.WriteString(", ")
		b.WriteString(d.mdRef(expr))
		if extra != nil {
			b.WriteString(extra())
		}
		b.WriteString(", ")
		b.b = d.appendMDRef(b.b, loc)
		b.writeByte(')')
	})
	return nil
}

var _ = bitstream.String
