package bitcode

import (
	"sort"
	"strconv"

	"github.com/irmeta/irmeta/llvmver"
)

// The text llvm-dis prints for a module summary after the module: the
// module path and hash (^0), one "gv" line per GUID in increasing order,
// the type ids compatible with vtables by name, the index flags when not
// zero and the block count. The ^N numbers follow the same order.

// summaryPrinter holds the slot numbers of one summary's text.
type summaryPrinter struct {
	s       *summaryIndex
	v       llvmver.Version
	slots   map[uint64]int     // GUID -> slot
	mods    map[*sumModule]int // module -> slot
	tids    []*typeIDSummary   // in slot order
	tidSlot int                // the first type id's slot
	b       []byte
}

// writeSummary appends the summary's text to b.
func (d *decoder) writeSummary(b textOut) {
	s := d.summary
	p := &summaryPrinter{s: s, v: d.llvmVersion(), slots: make(map[uint64]int, len(s.byGUID)), mods: map[*sumModule]int{}}
	mods := append([]*sumModule(nil), s.modules...)
	if p.v.Has(llvmver.SummaryModulesByPath) {
		sort.SliceStable(mods, func(i, j int) bool { return mods[i].path < mods[j].path })
	} else {
		sort.SliceStable(mods, func(i, j int) bool { return mods[i].id < mods[j].id })
	}
	for i, m := range mods {
		p.mods[m] = i
	}
	guids := make([]uint64, 0, len(s.byGUID))
	for g := range s.byGUID {
		guids = append(guids, g)
	}
	sort.Slice(guids, func(i, j int) bool { return guids[i] < guids[j] })
	next := len(mods)
	for _, g := range guids {
		p.slots[g] = next
		next++
	}
	names := make([]string, 0, len(s.vtables))
	for n := range s.vtables {
		names = append(names, n)
	}
	sort.Strings(names)
	vtSlot := next
	next += len(names)
	if !p.v.Has(llvmver.SummaryTypeIDSlotsApart) {
		for i, n := range names {
			p.slots[guidOf(n, false, "", p.v)] = vtSlot + i
		}
	}
	p.tids = s.sortedTypeIDs()
	p.tidSlot = next
	next += len(p.tids)

	p.str("\n")
	for i, m := range mods {
		p.slot(i)
		p.str(" = module: (path: \"" + d.st.escaped(m.path) + "\", hash: (")
		h := m.hash
		if m.this {
			h = d.hash
		}
		for i, w := range h {
			if i > 0 {
				p.str(", ")
			}
			p.num(uint64(w))
		}
		p.str("))\n")
	}
	for _, g := range guids {
		p.gvLine(s.byGUID[g])
	}
	for i, t := range p.tids {
		p.slot(p.tidSlot + i)
		p.str(" = typeid: (name: \"" + t.name + "\"")
		p.typeIDSummary(t)
		p.str(") ; guid = ")
		p.num(t.guid)
		p.str("\n")
	}
	for i, n := range names {
		p.slot(vtSlot + i)
		p.str(" = typeidCompatibleVTable: (name: \"" + n + "\", summary: (")
		for j, r := range s.vtables[n] {
			if j > 0 {
				p.str(", ")
			}
			p.str("(offset: ")
			p.num(r.offset)
			p.str(", ")
			p.ref(r.vi)
			p.str(")")
		}
		p.str(")) ; guid = ")
		p.num(guidOf(n, false, "", p.v))
		p.str("\n")
	}
	if f := s.flags; f != 0 {
		p.slot(next)
		p.str(" = flags: ")
		p.num(f)
		p.str("\n")
		next++
	}
	p.slot(next)
	p.str(" = blockcount: ")
	p.num(s.blockCount)
	p.str("\n")
	b.Write(p.b)
}

func (p *summaryPrinter) str(s string)      { p.b = append(p.b, s...) }
func (p *summaryPrinter) num(n uint64)      { p.b = strconv.AppendUint(p.b, n, 10) }
func (p *summaryPrinter) snum(n int64)      { p.b = strconv.AppendInt(p.b, n, 10) }
func (p *summaryPrinter) slot(n int)        { p.b = strconv.AppendInt(append(p.b, '^'), int64(n), 10) }
func (p *summaryPrinter) ref(vi *summaryVI) { p.slot(p.slots[vi.guid]) }
func (p *summaryPrinter) bit(name string, on bool) {
	p.str(name)
	if on {
		p.str(": 1")
	} else {
		p.str(": 0")
	}
}

// gvLine prints one GUID: its name (or the GUID when it has none), its
// summaries, and the GUID as a comment.
func (p *summaryPrinter) gvLine(vi *summaryVI) {
	p.ref(vi)
	p.str(" = gv: (")
	if vi.name != "" {
		p.str("name: \"" + vi.name + "\"")
	} else {
		p.str("guid: ")
		p.num(vi.guid)
	}
	if len(vi.sums) > 0 {
		p.str(", summaries: (")
		for i, gs := range vi.sums {
			if i > 0 {
				p.str(", ")
			}
			p.summary(gs)
		}
		p.str(")")
	}
	p.str(")")
	if vi.name != "" {
		p.str(" ; guid = ")
		p.num(vi.guid)
	}
	p.str("\n")
}

// Names of the in-memory linkage kinds (GlobalValue::LinkageTypes), which
// summary flags hold.
var summaryLinkage = [...]string{"external", "available_externally", "linkonce", "linkonce_odr", "weak", "weak_odr",
	"appending", "internal", "private", "extern_weak", "common"}

var summaryVisibility = [...]string{"default", "hidden", "protected", "default"}

var hotnessName = [...]string{"unknown", "cold", "none", "hot", "critical"}

func (p *summaryPrinter) summary(gs *gvSummary) {
	switch gs.kind {
	case sumAlias:
		p.str("alias: ")
	case sumFunction:
		p.str("function: ")
	default:
		p.str("variable: ")
	}
	p.str("(module: ")
	p.slot(p.mods[gs.module])
	p.str(", flags: (linkage: ")
	f := gs.flags
	if l := f & 0xf; l < uint64(len(summaryLinkage)) {
		p.str(summaryLinkage[l])
	} else {
		p.str("external")
	}
	p.str(", visibility: " + summaryVisibility[f>>8&3])
	old := p.s.version < 3 // before version 3 everything is live and not importable
	p.bit(", notEligibleToImport", f&0x10 != 0 || old)
	p.bit(", live", f&0x20 != 0 || old)
	p.bit(", dsoLocal", f&0x40 != 0)
	p.bit(", canAutoHide", f&0x80 != 0)
	if p.v.Has(llvmver.SummaryImportType) {
		if f>>10&1 != 0 {
			p.str(", importType: declaration")
		} else {
			p.str(", importType: definition")
		}
	}
	p.str(")")
	switch gs.kind {
	case sumAlias:
		p.str(", aliasee: ")
		if gs.aliasee != nil {
			p.ref(gs.aliasee)
		} else {
			p.str("null")
		}
	case sumFunction:
		p.function(gs)
	default:
		p.variable(gs)
	}
	if len(gs.refs) > 0 {
		p.str(", refs: (")
		for i, r := range gs.refs {
			if i > 0 {
				p.str(", ")
			}
			if r.ronly {
				p.str("readonly ")
			} else if r.wonly {
				p.str("writeonly ")
			}
			p.ref(r.vi)
		}
		p.str(")")
	}
	p.str(")")
}

// funcFlagNames are the function summary flags, bit by bit.
var funcFlagNames = [...]string{"readNone", "readOnly", "noRecurse", "returnDoesNotAlias", "noInline",
	"alwaysInline", "noUnwind", "mayThrow", "hasUnknownCall", "mustBeUnreachable"}

func (p *summaryPrinter) function(gs *gvSummary) {
	p.str(", insts: ")
	p.num(gs.insts)
	if gs.fflags&(1<<len(funcFlagNames)-1) != 0 {
		p.str(", funcFlags: (")
		for i, n := range funcFlagNames {
			if i > 0 {
				p.str(", ")
			}
			p.bit(n, gs.fflags>>i&1 != 0)
		}
		p.str(")")
	}
	if len(gs.calls) > 0 {
		p.str(", calls: (")
		for i, c := range gs.calls {
			if i > 0 {
				p.str(", ")
			}
			p.str("(callee: ")
			p.ref(c.vi)
			if c.hotness != 0 && c.hotness < uint64(len(hotnessName)) {
				p.str(", hotness: " + hotnessName[c.hotness])
			} else if c.relBF != 0 {
				p.str(", relbf: ")
				p.num(c.relBF)
			}
			if c.tail && p.v.Has(llvmver.SummaryTailCall) {
				p.str(", tail: 1")
			}
			p.str(")")
		}
		p.str(")")
	}
	if !gs.tid.empty() {
		p.typeIDInfo(&gs.tid)
	}
	if len(gs.params) > 0 {
		p.str(", params: (")
		for i, a := range gs.params {
			if i > 0 {
				p.str(", ")
			}
			p.str("(param: ")
			p.num(a.param)
			p.str(", offset: ")
			p.rng(a.lo, a.hi)
			if len(a.calls) > 0 {
				p.str(", calls: (")
				for j, c := range a.calls {
					if j > 0 {
						p.str(", ")
					}
					p.str("(callee: ")
					p.ref(c.callee)
					p.str(", param: ")
					p.num(c.param)
					p.str(", offset: ")
					p.rng(c.lo, c.hi)
					p.str(")")
				}
				p.str(")")
			}
			p.str(")")
		}
		p.str(")")
	}
}

// rng prints a constant range [lo, hi) as its smallest and largest value.
func (p *summaryPrinter) rng(lo, hi int64) {
	p.str("[")
	p.snum(lo)
	p.str(", ")
	p.snum(hi - 1)
	p.str("]")
}

func (p *summaryPrinter) variable(gs *gvSummary) {
	f := gs.varFlags
	p.bit(", varFlags: (readonly", f&1 != 0)
	p.bit(", writeonly", f&2 != 0)
	p.bit(", constant", f&4 != 0)
	if len(gs.vtFuncs) > 0 {
		p.str(", vcall_visibility: ")
		p.num(f >> 3 & 3)
	}
	p.str(")")
	if len(gs.vtFuncs) > 0 {
		p.str(", vTableFuncs: (")
		for i, r := range gs.vtFuncs {
			if i > 0 {
				p.str(", ")
			}
			p.str("(virtFunc: ")
			p.ref(r.vi)
			p.str(", offset: ")
			p.num(r.offset)
			p.str(")")
		}
		p.str(")")
	}
}
