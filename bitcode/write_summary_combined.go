package bitcode

import (
	"slices"
	"sort"

	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

// A text whose summary entries come with no function and no global
// variable is a combined index, and llvm-as writes the index alone (LLVM's
// WriteIndexToFile): a module block with the module string table and the
// combined summary, and the string table, with no identification block.
// Its records name values by ids given to the summaries in GUID order and
// modules by their ids in the module string table.

// Block id of the module string table.
const wModuleStrtabBlock = 19

// Record codes of the module string table.
const (
	mstEntry = 1
	mstHash  = 2
)

// combinedWriter writes one combined index.
type combinedWriter struct {
	x      *textIndex
	v      llvmver.Version
	w      *bitstream.Writer
	strtab []byte
	ids    map[uint64]uint64     // GUID -> value id
	modIDs map[*sumModule]uint64 // module -> id in the module string table
}

// encodeCombinedIndex writes the index of a text that holds only summary
// entries.
func encodeCombinedIndex(x *textIndex, v llvmver.Version) []byte {
	cw := &combinedWriter{x: x, v: v, w: bitstream.NewWriter(), ids: map[uint64]uint64{}, modIDs: map[*sumModule]uint64{}}
	w := cw.w
	for _, c := range []uint64{'B', 'C', 0xC0, 0xDE} {
		w.EmitFixed(c, 8)
	}
	w.EnterBlock(wModuleBlock, 3)
	w.EmitRecord(1, []uint64{wBitcodeVersion})
	cw.moduleStrtab()
	cw.summaries()
	w.ExitBlock()
	w.EnterBlock(wStrtabBlock, 3)
	blob := w.DefineAbbrev(bitstream.Literal(1), bitstream.Blob())
	w.EmitAbbrevRecord(blob, 1, nil, cw.strtab)
	w.ExitBlock()
	return w.Bytes()
}

// moduleStrtab writes the modules: LLVM 14 numbers them as the text does
// (^N), later releases in the order of their paths.
func (cw *combinedWriter) moduleStrtab() {
	mods := slices.Clone(cw.x.s.modules)
	byPath := cw.v.Has(llvmver.SummaryModulesByPath)
	if byPath {
		sort.SliceStable(mods, func(i, j int) bool { return mods[i].path < mods[j].path })
	}
	cw.w.EnterBlock(wModuleStrtabBlock, 3)
	for i, m := range mods {
		id := m.id
		if byPath {
			id = uint64(i)
		}
		cw.modIDs[m] = id
		cw.w.EmitRecord(mstEntry, append([]uint64{id}, chars(m.path)...))
		if m.hash != [5]uint32{} {
			h := make([]uint64, 5)
			for i, w := range m.hash {
				h[i] = uint64(w)
			}
			cw.w.EmitRecord(mstHash, h)
		}
	}
	cw.w.ExitBlock()
}

// sortedVIs returns the value infos with summaries in GUID order.
func (cw *combinedWriter) sortedVIs() []*summaryVI {
	var l []*summaryVI
	for _, vi := range cw.x.vis {
		if len(vi.sums) > 0 {
			l = append(l, vi)
		}
	}
	sort.Slice(l, func(i, j int) bool { return l[i].guid < l[j].guid })
	return l
}

func (cw *combinedWriter) summaries() {
	x, w, hotness := cw.x, cw.w, cw.v.Has(llvmver.SummaryEdgeHotness)
	w.EnterBlock(wSummaryBlock, 4)
	w.EmitRecord(fsVersion, []uint64{summaryIndexVersion(cw.v)})
	w.EmitRecord(fsFlags, []uint64{x.s.flags})
	// Every summary takes the next id; a GUID keeps its last summary's.
	vis := cw.sortedVIs()
	next := uint64(0)
	for _, vi := range vis {
		next += uint64(len(vi.sums))
		cw.ids[vi.guid] = next
	}
	for _, vi := range vis {
		id := cw.ids[vi.guid]
		w.EmitRecord(fsValueGUID, valueGUIDOps(cw.v, id, vi.guid))
	}
	var aliases []*gvSummary
	var aliasIDs []uint64
	typeIDs := map[uint64]bool{}
	for _, vi := range vis {
		id := cw.ids[vi.guid]
		for _, gs := range vi.sums {
			switch gs.kind {
			case sumAlias:
				aliases, aliasIDs = append(aliases, gs), append(aliasIDs, id)
			case sumVariable:
				ops := []uint64{id, cw.modIDs[gs.module], gs.flags, gs.varFlags}
				for _, r := range gs.refs {
					if rid, ok := cw.ids[r.vi.guid]; ok {
						ops = append(ops, rid)
					}
				}
				w.EmitRecord(fsCombinedGlobalVarRefs, ops)
			case sumFunction:
				cw.function(id, gs, typeIDs)
			}
		}
	}
	for i, gs := range aliases {
		var aliasee uint64
		if gs.aliasee != nil {
			aliasee = cw.ids[gs.aliasee.guid]
			for _, s := range gs.aliasee.sums {
				if s.module == gs.module && s.kind == sumFunction {
					noteTypeIDs(&s.tid, typeIDs)
				}
			}
		}
		w.EmitRecord(fsCombinedAlias, []uint64{aliasIDs[i], cw.modIDs[gs.module], gs.flags, aliasee})
	}
	// The type ids the functions use, in GUID order.
	guids := make([]uint64, 0, len(typeIDs))
	for g := range typeIDs {
		guids = append(guids, g)
	}
	slices.Sort(guids)
	for _, g := range guids {
		for _, t := range x.typeIDs {
			if t.guid == g {
				cw.typeID(t.val)
			}
		}
	}
	if x.s.blockCount != 0 || !hotness {
		w.EmitRecord(fsBlockCount, []uint64{x.s.blockCount})
	}
	w.ExitBlock()
}

// noteTypeIDs adds the type ids a function's type tests and virtual calls
// name to set.
func noteTypeIDs(t *typeIDInfo, set map[uint64]bool) {
	for _, g := range t.tests {
		set[g] = true
	}
	for _, l := range [][]vFuncID{t.assumeVCalls, t.checkedLoadVCalls} {
		for _, c := range l {
			set[c.guid] = true
		}
	}
	for _, l := range [][]constVCall{t.assumeConstVCalls, t.checkedLoadCV} {
		for _, c := range l {
			set[c.vf.guid] = true
		}
	}
}

// function writes a function summary's type id records and its record:
// [id, module id, flags, insts, fflags, entry count, refs, read-only and
// write-only refs, refs..., calls...]. Refs and callees without a summary
// are left out.
func (cw *combinedWriter) function(id uint64, gs *gvSummary, typeIDs map[uint64]bool) {
	w := cw.w
	writeTypeIDRecords(w, &gs.tid)
	noteTypeIDs(&gs.tid, typeIDs)
	ops := []uint64{id, cw.modIDs[gs.module], gs.flags, gs.insts, gs.fflags, 0, 0, 0, 0}
	var n, ro, wo uint64
	for _, r := range gs.refs {
		rid, ok := cw.ids[r.vi.guid]
		if !ok {
			continue
		}
		ops = append(ops, rid)
		n++
		if r.ronly {
			ro++
		} else if r.wonly {
			wo++
		}
	}
	ops[6], ops[7], ops[8] = n, ro, wo
	// Before SummaryEdgeHotness, hotness is written only when some call
	// has one.
	profile := cw.v.Has(llvmver.SummaryEdgeHotness)
	for _, c := range gs.calls {
		profile = profile || c.hotness != 0
	}
	for _, c := range gs.calls {
		cid, ok := cw.ids[c.vi.guid]
		if !ok {
			continue
		}
		ops = append(ops, cid)
		if profile {
			ops = append(ops, edgeHotness(c, cw.v))
		}
	}
	code := uint64(fsCombined)
	if profile {
		code = fsCombinedProfile
	}
	w.EmitRecord(code, ops)
}

// writeTypeIDRecords writes the type test and virtual call records that
// precede a function's summary record.
func writeTypeIDRecords(w *bitstream.Writer, t *typeIDInfo) {
	if len(t.tests) > 0 {
		w.EmitRecord(fsTypeTests, t.tests)
	}
	vcalls := func(code uint64, l []vFuncID) {
		if len(l) == 0 {
			return
		}
		var ops []uint64
		for _, c := range l {
			ops = append(ops, c.guid, c.offset)
		}
		w.EmitRecord(code, ops)
	}
	vcalls(fsTypeTestAssumeVCalls, t.assumeVCalls)
	vcalls(fsTypeCheckedLoadVCalls, t.checkedLoadVCalls)
	for _, c := range t.assumeConstVCalls {
		w.EmitRecord(fsTypeTestAssumeConst, append([]uint64{c.vf.guid, c.vf.offset}, c.args...))
	}
	for _, c := range t.checkedLoadCV {
		w.EmitRecord(fsTypeCheckedLoadConst, append([]uint64{c.vf.guid, c.vf.offset}, c.args...))
	}
}

// typeID writes FS_TYPE_ID for a typeid entry: "(name: "...", summary:
// (typeTestRes: (kind: k, sizeM1BitWidth: n, ...), wpdResolutions:
// ((offset: o, wpdRes: (kind: k, singleImplName: "...", resByArg: (...))),
// ...)))".
func (cw *combinedWriter) typeID(t *sumValue) {
	x := cw.x
	kind := func(codes map[string]uint64, v *sumValue) uint64 {
		if v == nil || v.kind != sumWord {
			x.fail(v, "expected a kind")
		}
		c, ok := codes[v.text]
		if !ok {
			x.fail(v, "unknown kind %q", v.text)
		}
		return c
	}
	opt := func(v *sumValue) uint64 {
		if v == nil {
			return 0
		}
		return x.num(v)
	}
	off, size := strtabAdd(&cw.strtab, x.str(t.field("name")))
	ops := []uint64{off, size}
	sum := t.field("summary")
	if sum == nil {
		x.fail(t, "typeid without its summary")
	}
	res := sum.field("typeTestRes")
	if res == nil {
		x.fail(sum, "typeid without typeTestRes")
	}
	ops = append(ops, kind(ttResKindCode, res.field("kind")), x.num(res.field("sizeM1BitWidth")),
		opt(res.field("alignLog2")), opt(res.field("sizeM1")), opt(res.field("bitMask")), opt(res.field("inlineBits")))
	if wpds := sum.field("wpdResolutions"); wpds != nil {
		for _, r := range x.list(wpds) {
			wr := r.field("wpdRes")
			if wr == nil {
				x.fail(r, "expected wpdRes")
			}
			ops = append(ops, x.num(r.field("offset")), kind(wpdKindCode, wr.field("kind")))
			impl := ""
			if n := wr.field("singleImplName"); n != nil {
				impl = x.str(n)
			}
			o, s := strtabAdd(&cw.strtab, impl)
			ops = append(ops, o, s)
			var byArgs []*sumValue
			if ba := wr.field("resByArg"); ba != nil {
				byArgs = x.list(ba)
			}
			// resByArg lists "args: (...), byArg: (...)" pairs.
			ops = append(ops, uint64(len(byArgs)/2))
			for i := 0; i+1 < len(byArgs); i += 2 {
				args, by := byArgs[i], byArgs[i+1]
				if args.label != "args" || by.label != "byArg" {
					x.fail(args, "expected args: (...), byArg: (...)")
				}
				l := x.list(args)
				ops = append(ops, uint64(len(l)))
				for _, a := range l {
					ops = append(ops, x.num(a))
				}
				ops = append(ops, kind(wpdByArgKindCode, by.field("kind")), opt(by.field("info")), opt(by.field("byte")), opt(by.field("bit")))
			}
		}
	}
	cw.w.EmitRecord(fsTypeID, ops)
}
