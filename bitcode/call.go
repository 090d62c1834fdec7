package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// callRecord decodes CALL [attrs, cc, fmf?, fnty?, callee, args...] and
// INVOKE [attrs, cc, normal, unwind, fnty?, callee, args...].
func (d *decoder) callRecord(f *function, o *opReader) error {
	e := o.e
	attrs := d.attrList(o.next())
	ccinfo := o.next()
	invoke := e.ID == 13
	var normal, unwind int
	var cc uint64
	var explicit bool
	var fmf uint64
	tail, musttail, notail := false, false, false
	if invoke {
		normal = o.block(f)
		unwind = o.block(f)
		cc = ccinfo & 0x1fff
		explicit = ccinfo>>13&1 != 0
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
	var args []*value
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
	isIntrinsic := callee.kind == vFunction && strings.HasPrefix(callee.name, "llvm.")
	text := func() string {
		var b strings.Builder
		if musttail {
			b.WriteString("musttail ")
		} else if tail {
			b.WriteString("tail ")
		} else if notail {
			b.WriteString("notail ")
		}
		if invoke {
			b.WriteString("invoke")
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
		b.WriteString(" ")
		if fty.vararg {
			b.WriteString(fty.String())
		} else {
			b.WriteString(fty.elems[0].String())
		}
		b.WriteString(" " + d.operand(callee) + "(")
		for i, a := range args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(a.ty.String())
			if s := setAt(attrs, uint64(i)+1); s != nil && len(s.attrs) > 0 {
				b.WriteString(" " + s.String(false))
			}
			b.WriteString(" ")
			b.WriteString(d.operand(a))
		}
		if musttail && f.g.valueType.vararg {
			if len(args) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")")
		if s := setAt(attrs, fnIndex); s != nil && len(s.attrs) > 0 {
			b.WriteString(" #" + itoa(d.attrSlot(s)))
		}
		if len(bundles) > 0 {
			b.WriteString(" [ ")
			for i, bu := range bundles {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(bu())
			}
			b.WriteString(" ]")
		}
		if invoke {
			b.WriteString("\n          to " + d.blockRef(f, normal) + " unwind " + d.blockRef(f, unwind))
		}
		return b.String()
	}
	var in *inst
	if invoke {
		in = d.addInst(f, fty.elems[0], text, normal, unwind)
		d.endBlock(f)
	} else {
		in = d.addInst(f, fty.elems[0], text)
	}
	in.callFn = setAt(attrs, fnIndex)
	if isIntrinsic {
		for _, a := range args {
			if a.kind == vMetadata {
				in.intrinsicMD = append(in.intrinsicMD, a)
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
		f.last.recMD = append(f.last.recMD, label, loc)
		f.last.records = append(f.last.records, func() string {
			return "#dbg_label(" + d.mdRef(label) + ", " + d.mdRef(loc) + ")"
		})
		return nil
	}
	variable := d.mdID(int(o.next()))
	expr := d.mdID(int(o.next()))
	var locText func() string
	if e.ID == 64 {
		v := o.typed()
		locText = func() string { return d.typedOperand(v) }
	} else {
		m := d.mdID(int(o.next()))
		locText = func() string { return d.mdInline(m) }
	}
	if o.err != nil {
		return o.err
	}
	name := map[uint64]string{61: "value", 62: "declare", 63: "assign", 64: "value", 66: "declare_value"}[e.ID]
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
	f.last.recMD = append(f.last.recMD, variable)
	if assignID >= 0 {
		f.last.recMD = append(f.last.recMD, assignID)
	}
	f.last.recMD = append(f.last.recMD, loc)
	f.last.records = append(f.last.records, func() string {
		s := "#dbg_" + name + "(" + locText() + ", " + d.mdRef(variable) + ", " + d.mdRef(expr)
		if extra != nil {
			s += extra()
		}
		return s + ", " + d.mdRef(loc) + ")"
	})
	return nil
}

var _ = bitstream.String
