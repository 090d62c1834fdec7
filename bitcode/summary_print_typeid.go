package bitcode

import "strconv"

// The type id parts of a summary's text: a function's type tests and
// virtual calls, and the typeid entries of a combined index.

func (p *summaryPrinter) typeIDInfo(t *typeIDInfo) {
	p.str(", typeIdInfo: (")
	sep := false
	field := func(name string) {
		if sep {
			p.str(", ")
		}
		sep = true
		p.str(name + ": (")
	}
	if len(t.tests) > 0 {
		field("typeTests")
		for i, g := range t.tests {
			if i > 0 {
				p.str(", ")
			}
			if l := p.typeIDSlots(g); len(l) > 0 {
				for j, n := range l {
					if j > 0 {
						p.str(", ")
					}
					p.slot(n)
				}
			} else {
				p.num(g)
			}
		}
		p.str(")")
	}
	vcalls := func(name string, l []vFuncID) {
		if len(l) == 0 {
			return
		}
		field(name)
		for i, v := range l {
			if i > 0 {
				p.str(", ")
			}
			p.vFunc(v)
		}
		p.str(")")
	}
	constVCalls := func(name string, l []constVCall) {
		if len(l) == 0 {
			return
		}
		field(name)
		for i, c := range l {
			if i > 0 {
				p.str(", ")
			}
			p.str("(")
			p.vFunc(c.vf)
			if len(c.args) > 0 {
				p.str(", args: (")
				for j, a := range c.args {
					if j > 0 {
						p.str(", ")
					}
					p.num(a)
				}
				p.str(")")
			}
			p.str(")")
		}
		p.str(")")
	}
	vcalls("typeTestAssumeVCalls", t.assumeVCalls)
	vcalls("typeCheckedLoadVCalls", t.checkedLoadVCalls)
	constVCalls("typeTestAssumeConstVCalls", t.assumeConstVCalls)
	constVCalls("typeCheckedLoadConstVCalls", t.checkedLoadCV)
	p.str(")")
}

// vFunc prints a virtual call's type id and offset: the slot of each type
// id entry of that GUID, or the GUID when there is none (always so in a
// per-module summary).
func (p *summaryPrinter) vFunc(v vFuncID) {
	l := p.typeIDSlots(v.guid)
	if len(l) == 0 {
		p.str("vFuncId: (guid: ")
		p.num(v.guid)
		p.str(", offset: ")
		p.num(v.offset)
		p.str(")")
		return
	}
	for i, n := range l {
		if i > 0 {
			p.str(", ")
		}
		p.str("vFuncId: (")
		p.slot(n)
		p.str(", offset: ")
		p.num(v.offset)
		p.str(")")
	}
}

// typeIDSlots returns the slots of the type id entries with GUID g.
func (p *summaryPrinter) typeIDSlots(g uint64) []int {
	var l []int
	for i, t := range p.tids {
		if t.guid == g {
			l = append(l, p.tidSlot+i)
		}
	}
	return l
}

var (
	ttResKind    = [...]string{"unsat", "byteArray", "inline", "single", "allOnes", "unknown"}
	wpdKind      = [...]string{"indir", "singleImpl", "branchFunnel"}
	wpdByArgKind = [...]string{"indir", "uniformRetVal", "uniqueRetVal", "virtualConstProp"}
)

func kindName(names []string, k uint64) string {
	if k < uint64(len(names)) {
		return names[k]
	}
	return strconv.FormatUint(k, 10)
}

// typeIDSummary prints a type id's resolutions; the fields only a target
// without absolute symbols needs are printed when not zero.
func (p *summaryPrinter) typeIDSummary(t *typeIDSummary) {
	p.str(", summary: (typeTestRes: (kind: " + kindName(ttResKind[:], t.kind) + ", sizeM1BitWidth: ")
	p.num(t.sizeM1BitWidth)
	for _, f := range []struct {
		name string
		v    uint64
	}{{"alignLog2", t.alignLog2}, {"sizeM1", t.sizeM1}, {"bitMask", t.bitMask}, {"inlineBits", t.inlineBits}} {
		if f.v != 0 {
			p.str(", " + f.name + ": ")
			p.num(f.v)
		}
	}
	p.str(")")
	if len(t.wpd) > 0 {
		p.str(", wpdResolutions: (")
		for i, w := range t.wpd {
			if i > 0 {
				p.str(", ")
			}
			p.str("(offset: ")
			p.num(w.offset)
			p.str(", wpdRes: (kind: " + kindName(wpdKind[:], w.kind))
			if w.kind == 1 {
				p.str(", singleImplName: \"" + w.singleImpl + "\"")
			}
			if len(w.byArg) > 0 {
				p.str(", resByArg: (")
				for j, b := range w.byArg {
					if j > 0 {
						p.str(", ")
					}
					p.str("args: (")
					for k, a := range b.args {
						if k > 0 {
							p.str(", ")
						}
						p.num(a)
					}
					p.str("), byArg: (kind: " + kindName(wpdByArgKind[:], b.kind))
					if b.kind == 1 || b.kind == 2 {
						p.str(", info: ")
						p.num(b.info)
					}
					if b.byte_ != 0 || b.bit != 0 {
						p.str(", byte: ")
						p.num(b.byte_)
						p.str(", bit: ")
						p.num(b.bit)
					}
					p.str(")")
				}
				p.str(")")
			}
			p.str("))")
		}
		p.str(")")
	}
	p.str(")")
}
