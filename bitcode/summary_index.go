package bitcode

import (
	"github.com/irmeta/irmeta/llvmver"
)

// textIndex is the module summary a module's text holds, as LLVM's parser
// builds its index from the summary entries: one value info per GUID
// (entries of the same GUID merge), each with its summaries in text order.
type textIndex struct {
	s          *summaryIndex
	v          llvmver.Version
	sourceFile string
	// vis are the value infos in the order of their first entry.
	vis    []*summaryVI
	listed map[*summaryVI]bool
	// typeIDs are the typeid entries in text order, for the combined
	// index's writer.
	typeIDs []typeIDEntry

	slots    map[int]*summaryVI
	modSlots map[int]*sumModule
	tidSlots map[int]uint64 // typeid and typeidCompatibleVTable slot -> GUID of the name
	text     string         // the entry being read, for messages
}

// typeIDEntry is a typeid entry: the GUID of its name, and its text.
type typeIDEntry struct {
	guid uint64
	val  *sumValue
}

// readTextIndex reads the summary entries (their texts, in order) of a
// module whose source file name is sourceFile, under release v. A named
// value's GUID follows the linkage of its first summary, as LLVM's parser
// computes it.
func readTextIndex(entries []string, sourceFile string, v llvmver.Version) *textIndex {
	x := &textIndex{
		s:          &summaryIndex{byGUID: map[uint64]*summaryVI{}, byValue: map[uint64]*summaryVI{}, vtables: map[string][]vtableRef{}},
		v:          v,
		sourceFile: sourceFile,
		slots:      map[int]*summaryVI{},
		listed:     map[*summaryVI]bool{},
		modSlots:   map[int]*sumModule{},
		tidSlots:   map[int]uint64{},
	}
	type parsed struct {
		slot int
		kind string
		val  *sumValue
		text string
	}
	var all []parsed
	// First the entries other entries refer to: modules, value infos and
	// type ids, which may come after the references.
	for _, t := range entries {
		x.text = t
		slot, kind, val := parseSummaryEntry(t)
		all = append(all, parsed{slot, kind, val, t})
		switch kind {
		case "module":
			m := &sumModule{id: uint64(slot), path: x.str(val.field("path"))}
			if h := val.field("hash"); h != nil {
				if h.kind != sumList || len(h.items) != 5 {
					x.fail(h, "a module hash has five words")
				}
				for i, w := range h.items {
					m.hash[i] = uint32(x.num(w))
				}
			}
			x.modSlots[slot] = m
			x.s.modules = append(x.s.modules, m)
		case "gv":
			x.slots[slot] = x.valueInfo(val)
		case "typeid", "typeidCompatibleVTable":
			x.tidSlots[slot] = guidOf(x.str(val.field("name")), false, "", v)
		case "flags":
			x.s.flags = x.num(val)
		case "blockcount":
			x.s.blockCount = x.num(val)
		default:
			x.fail(val, "unknown summary entry %q", kind)
		}
	}
	for _, p := range all {
		x.text = p.text
		switch p.kind {
		case "gv":
			if l := p.val.field("summaries"); l != nil {
				vi := x.slots[p.slot]
				for _, it := range x.list(l) {
					vi.sums = append(vi.sums, x.summary(it))
				}
			}
		case "typeid":
			x.typeIDs = append(x.typeIDs, typeIDEntry{x.tidSlots[p.slot], p.val})
		case "typeidCompatibleVTable":
			name := x.str(p.val.field("name"))
			l := x.s.vtables[name]
			if l == nil {
				l = []vtableRef{}
			}
			for _, it := range x.list(p.val.field("summary")) {
				if len(it.items) != 2 {
					x.fail(it, "expected (offset: N, ^N)")
				}
				l = append(l, vtableRef{x.ref(it.items[1]), x.num(it.field("offset"))})
			}
			x.s.vtables[name] = l
		}
	}
	return x
}

func (x *textIndex) fail(v *sumValue, format string, args ...any) {
	at := 0
	if v != nil {
		at = v.at
	}
	summaryEntryError(x.text, at, format, args...)
}

func (x *textIndex) num(v *sumValue) uint64 {
	if v == nil || v.kind != sumNum {
		x.fail(v, "expected a number")
	}
	return v.num
}

func (x *textIndex) str(v *sumValue) string {
	if v == nil || v.kind != sumString {
		x.fail(v, "expected a string")
	}
	return v.text
}

func (x *textIndex) list(v *sumValue) []*sumValue {
	if v == nil || v.kind != sumList {
		x.fail(v, "expected a parenthesized list")
	}
	return v.items
}

// ref resolves ^N to its value info.
func (x *textIndex) ref(v *sumValue) *summaryVI {
	if v == nil || v.slot < 0 {
		x.fail(v, "expected a summary id")
	}
	vi := x.slots[v.slot]
	if vi == nil {
		x.fail(v, "^%d is no gv entry", v.slot)
	}
	return vi
}

// valueInfo returns the value info of a gv entry: by name (its GUID from
// the linkage of its first summary) or by GUID.
func (x *textIndex) valueInfo(val *sumValue) *summaryVI {
	if g := val.field("guid"); g != nil {
		guid := x.num(g)
		vi := x.s.vi(guid, "")
		x.seen(vi)
		return vi
	}
	name := x.str(val.field("name"))
	local := false
	if l := val.field("summaries"); l != nil && len(x.list(l)) > 0 {
		if f := x.list(l)[0].field("flags"); f != nil {
			if lk := f.field("linkage"); lk != nil {
				local = lk.text == "internal" || lk.text == "private"
			}
		}
	}
	vi := x.s.vi(guidOf(name, local, x.sourceFile, x.v), name)
	if vi.name == "" {
		vi.name = name
	}
	x.seen(vi)
	return vi
}

func (x *textIndex) seen(vi *summaryVI) {
	if !x.listed[vi] {
		x.listed[vi] = true
		x.vis = append(x.vis, vi)
	}
}

// Codes of the words a summary's text names kinds with: each name's index
// in the table the printer uses.
var (
	summaryLinkageCode = kindCodes(summaryLinkage[:])
	hotnessCode        = kindCodes(hotnessName[:])
	ttResKindCode      = kindCodes(ttResKind[:])
	wpdKindCode        = kindCodes(wpdKind[:])
	wpdByArgKindCode   = kindCodes(wpdByArgKind[:])
)

func kindCodes(names []string) map[string]uint64 {
	m := map[string]uint64{}
	for i, n := range names {
		m[n] = uint64(i)
	}
	return m
}

// summary reads "function: (...)", "variable: (...)" or "alias: (...)".
func (x *textIndex) summary(it *sumValue) *gvSummary {
	gs := &gvSummary{}
	switch it.label {
	case "function":
		gs.kind = sumFunction
	case "variable":
		gs.kind = sumVariable
	case "alias":
		gs.kind = sumAlias
	default:
		x.fail(it, "unknown summary kind %q", it.label)
	}
	for _, f := range x.list(it) {
		switch f.label {
		case "module":
			if f.slot < 0 || x.modSlots[f.slot] == nil {
				x.fail(f, "expected a module entry")
			}
			gs.module = x.modSlots[f.slot]
		case "flags":
			gs.flags = x.gvFlags(f)
		case "insts":
			gs.insts = x.num(f)
		case "funcFlags":
			gs.fflags = x.bits(f, funcFlagNames[:])
		case "calls":
			for _, c := range x.list(f) {
				gs.calls = append(gs.calls, x.call(c))
			}
		case "refs":
			gs.refs = x.refs(f)
		case "typeIdInfo":
			gs.tid = x.typeIDInfo(f)
		case "params":
			gs.params = x.params(f)
		case "varFlags":
			gs.varFlags = x.bits(f, []string{"readonly", "writeonly", "constant"})
			if vis := f.field("vcall_visibility"); vis != nil {
				gs.varFlags |= x.num(vis) << 3
			}
		case "vTableFuncs":
			for _, vf := range x.list(f) {
				gs.vtFuncs = append(gs.vtFuncs, vtableRef{x.ref(vf.field("virtFunc")), x.num(vf.field("offset"))})
			}
		case "aliasee":
			if f.kind == sumWord && f.text == "null" {
				continue
			}
			gs.aliasee = x.ref(f)
		default:
			// entrycount, allocs, callsites and the rest of what a
			// combined or memprof summary holds.
			x.fail(f, "summary field %q", f.label)
		}
	}
	if gs.module == nil {
		x.fail(it, "summary without its module")
	}
	return gs
}

// gvFlags encodes "(linkage: ..., visibility: ..., ...)" as the summary
// record's flags.
func (x *textIndex) gvFlags(f *sumValue) uint64 {
	var r uint64
	for _, it := range x.list(f) {
		switch it.label {
		case "linkage":
			l, ok := summaryLinkageCode[it.text]
			if !ok {
				x.fail(it, "unknown linkage %q", it.text)
			}
			r |= l
		case "visibility":
			switch it.text {
			case "hidden":
				r |= 1 << 8
			case "protected":
				r |= 2 << 8
			}
		case "notEligibleToImport":
			r |= x.num(it) & 1 << 4
		case "live":
			r |= x.num(it) & 1 << 5
		case "dsoLocal":
			r |= x.num(it) & 1 << 6
		case "canAutoHide":
			r |= x.num(it) & 1 << 7
		case "importType":
			if it.text == "declaration" {
				r |= 1 << 10
			}
		default:
			x.fail(it, "unknown flag %q", it.label)
		}
	}
	return r
}

// bits encodes a list of "name: 0|1" fields, bit i for names[i].
func (x *textIndex) bits(f *sumValue, names []string) uint64 {
	var r uint64
	for _, it := range x.list(f) {
		i := 0
		for i < len(names) && names[i] != it.label {
			i++
		}
		if i == len(names) {
			if it.label == "vcall_visibility" {
				continue
			}
			x.fail(it, "unknown flag %q", it.label)
		}
		r |= x.num(it) & 1 << i
	}
	return r
}

func (x *textIndex) call(c *sumValue) summaryCall {
	var sc summaryCall
	for _, f := range x.list(c) {
		switch f.label {
		case "callee":
			sc.vi = x.ref(f)
		case "hotness":
			h, ok := hotnessCode[f.text]
			if !ok {
				x.fail(f, "unknown hotness %q", f.text)
			}
			sc.hotness = h
		case "relbf":
			sc.relBF = x.num(f)
		case "tail":
			sc.tail = x.num(f) != 0
		default:
			x.fail(f, "call field %q", f.label)
		}
	}
	if sc.vi == nil {
		x.fail(c, "call without its callee")
	}
	return sc
}

// refs reads "(readonly ^1, writeonly ^2, ^3)": the plain references
// first, then the read-only, then the write-only ones, ordered as LLVM's
// parser orders them (with std::sort, which is not stable: beyond 16
// references the plain ones change places).
func (x *textIndex) refs(f *sumValue) []summaryRef {
	var refs []summaryRef
	for _, it := range x.list(f) {
		r := summaryRef{vi: x.ref(it)}
		if it.kind == sumWord {
			switch it.text {
			case "readonly":
				r.ronly = true
			case "writeonly":
				r.wonly = true
			default:
				x.fail(it, "unknown reference kind %q", it.text)
			}
		}
		refs = append(refs, r)
	}
	rank := func(r summaryRef) int {
		switch {
		case r.wonly:
			return 2
		case r.ronly:
			return 1
		}
		return 0
	}
	stdSort(refs, func(a, b summaryRef) bool { return rank(a) < rank(b) })
	return refs
}

// typeID returns the GUID a type test names: ^N (a typeid or
// typeidCompatibleVTable entry) or the GUID itself.
func (x *textIndex) typeID(v *sumValue) uint64 {
	if v.kind == sumSlot {
		g, ok := x.tidSlots[v.slot]
		if !ok {
			x.fail(v, "^%d is no type id", v.slot)
		}
		return g
	}
	return x.num(v)
}

// vFuncID reads "(^N, offset: O)" or "(guid: G, offset: O)".
func (x *textIndex) vFuncID(v *sumValue) vFuncID {
	var id vFuncID
	for _, it := range x.list(v) {
		switch it.label {
		case "", "guid":
			id.guid = x.typeID(it)
		case "offset":
			id.offset = x.num(it)
		default:
			x.fail(it, "virtual function field %q", it.label)
		}
	}
	return id
}

func (x *textIndex) typeIDInfo(f *sumValue) typeIDInfo {
	var t typeIDInfo
	for _, it := range x.list(f) {
		switch it.label {
		case "typeTests":
			for _, g := range x.list(it) {
				t.tests = append(t.tests, x.typeID(g))
			}
		case "typeTestAssumeVCalls", "typeCheckedLoadVCalls":
			var l []vFuncID
			for _, vf := range x.list(it) {
				l = append(l, x.vFuncID(vf))
			}
			if it.label == "typeTestAssumeVCalls" {
				t.assumeVCalls = l
			} else {
				t.checkedLoadVCalls = l
			}
		case "typeTestAssumeConstVCalls", "typeCheckedLoadConstVCalls":
			var l []constVCall
			for _, c := range x.list(it) {
				cv := constVCall{vf: x.vFuncID(c.field("vFuncId"))}
				if a := c.field("args"); a != nil {
					for _, n := range x.list(a) {
						cv.args = append(cv.args, x.num(n))
					}
				}
				l = append(l, cv)
			}
			if it.label == "typeTestAssumeConstVCalls" {
				t.assumeConstVCalls = l
			} else {
				t.checkedLoadCV = l
			}
		default:
			x.fail(it, "type id field %q", it.label)
		}
	}
	return t
}

// params reads "((param: N, offset: [lo, hi], calls: (...)), ...)"; a
// range's upper bound in the text is inclusive.
func (x *textIndex) params(f *sumValue) []paramAccess {
	var out []paramAccess
	rng := func(v *sumValue) (int64, int64) {
		if v == nil || v.kind != sumRange {
			x.fail(v, "expected [lo, hi]")
		}
		return v.lo, v.hi + 1
	}
	for _, it := range x.list(f) {
		a := paramAccess{param: x.num(it.field("param"))}
		a.lo, a.hi = rng(it.field("offset"))
		if cs := it.field("calls"); cs != nil {
			for _, c := range x.list(cs) {
				pc := paramCall{param: x.num(c.field("param")), callee: x.ref(c.field("callee"))}
				pc.lo, pc.hi = rng(c.field("offset"))
				a.calls = append(a.calls, pc)
			}
		}
		out = append(out, a)
	}
	return out
}
