package bitcode

import (
	"maps"
	"slices"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
)

// The module summary of a module whose text has summary entries, written
// as llvm-as writes the index it parsed with the module (LLVM's
// ModuleBitcodeWriter with an index): a per-module summary block after the
// function blocks, its records naming the module's values by value id.

// Block ids of the two kinds of per-module summary.
const (
	wSummaryBlock       = 20
	wFullLTOSummaryBlok = 24
)

// summaryEntries returns the texts of the module's summary entries.
func summaryEntries(m *ast.Module) []string {
	var out []string
	for _, ent := range m.Entities {
		if ent.Kind == ast.SummaryEntity {
			out = append(out, m.Text(ent.Span))
		}
	}
	return out
}

// summaryWriter writes one per-module summary block.
type summaryWriter struct {
	e     *encoder
	x     *textIndex
	w     *bitstream.Writer
	ids   map[string]int    // symbol name -> value id
	extra map[uint64]uint64 // GUID -> value id given to a GUID-only callee or reference
	next  uint64
}

// readSummary reads the module's summary entries into e.summary (nil when
// there are none), as llvm-as's parser builds the index it writes.
func (e *encoder) readSummary() {
	entries := summaryEntries(e.m)
	if len(entries) == 0 {
		return
	}
	src := e.m.SourceFilename
	if src == "" && e.m.File != nil {
		src = e.m.File.Name
	}
	x := readTextIndex(entries, src, e.v)
	// llvm-as writes an index only when it has a value or flags.
	if len(x.vis) > 0 || x.s.flags != 0 {
		e.summary = x
	}
}

// isCombinedIndex reports whether llvm-as writes the module's index
// alone, as a combined index: the module has neither function nor global
// variable.
func (e *encoder) isCombinedIndex() bool {
	return e.summary != nil && len(e.m.Functions) == 0 && !hasGlobalVar(e.m)
}

// emitSummary writes the per-module summary block, when the module has a
// summary.
func (e *encoder) emitSummary(w *bitstream.Writer) {
	if e.summary == nil {
		return
	}
	sw := &summaryWriter{e: e, x: e.summary, w: w, ids: map[string]int{}, extra: map[uint64]uint64{}}
	for name, id := range e.globals {
		sw.ids[symbolName(name)] = id
	}
	sw.next = uint64(e.nglobals + len(e.mconst.list))
	sw.write()
}

func (sw *summaryWriter) write() {
	e, x, w := sw.e, sw.x, sw.w
	g := e.graph()
	block := uint64(wSummaryBlock)
	if n, ok := modflags.Int(g, "ThinLTO"); ok && n == 0 {
		block = wFullLTOSummaryBlok
	}
	w.EnterBlock(block, 4)
	hotness := e.v.Has(llvmver.SummaryEdgeHotness)
	flagMask := uint64(0x8) // split LTO unit: the one flag a per-module summary keeps
	if hotness {
		flagMask |= 0x200 // and unified LTO
	}
	w.EmitRecord(fsVersion, []uint64{summaryIndexVersion(e.v)})
	w.EmitRecord(fsFlags, []uint64{x.s.flags & flagMask})
	if len(x.vis) == 0 {
		w.ExitBlock()
		return
	}
	// Value ids for the callees and references known by GUID only, after
	// every value of the module.
	for _, vi := range x.vis {
		for _, gs := range vi.sums {
			if gs.kind != sumFunction {
				continue
			}
			for _, c := range gs.calls {
				sw.guidOnly(c.vi)
			}
			for _, r := range gs.refs {
				sw.guidOnly(r.vi)
			}
		}
	}
	for _, vi := range x.vis {
		id, ok := sw.extra[vi.guid]
		if !ok || vi.name != "" {
			continue
		}
		w.EmitRecord(fsValueGUID, valueGUIDOps(e.v, id, vi.guid))
	}
	byName := map[string]*summaryVI{}
	for _, vi := range x.vis {
		if vi.name != "" {
			byName[vi.name] = vi
		}
	}
	first := func(name string, kind summaryKind) *gvSummary {
		vi := byName[symbolName(name)]
		if vi == nil || len(vi.sums) == 0 {
			return nil
		}
		if vi.sums[0].kind != kind {
			unsupported("module summary", "%s has a summary of another kind", name)
		}
		return vi.sums[0]
	}
	for i := range e.m.Functions {
		f := &e.m.Functions[i]
		if gs := first(f.Name, sumFunction); gs != nil {
			sw.function(i, f, gs, g)
		}
	}
	for i := range e.m.Globals {
		gv := &e.m.Globals[i]
		if gv.Kind != ast.GlobalVar {
			continue
		}
		if gs := first(gv.Name, sumVariable); gs != nil {
			sw.variable(gv.Name, gs)
		}
	}
	for i := range e.m.Globals {
		a := &e.m.Globals[i]
		if a.Kind != ast.Alias {
			continue
		}
		if gs := first(a.Name, sumAlias); gs != nil {
			if gs.aliasee == nil {
				continue
			}
			w.EmitRecord(fsAlias, []uint64{uint64(e.globals[a.Name]), gs.flags, sw.id(gs.aliasee)})
		}
	}
	for _, name := range slices.Sorted(maps.Keys(x.s.vtables)) {
		off, size := strtabAdd(&e.strtab, name)
		ops := []uint64{off, size}
		for _, r := range x.s.vtables[name] {
			ops = append(ops, r.offset, sw.id(r.vi))
		}
		w.EmitRecord(fsTypeIDMetadata, ops)
	}
	if x.s.blockCount != 0 || !hotness {
		w.EmitRecord(fsBlockCount, []uint64{x.s.blockCount})
	}
	w.ExitBlock()
}

// guidOnly gives vi a value id when it names no value of the module.
func (sw *summaryWriter) guidOnly(vi *summaryVI) {
	if _, ok := sw.ids[vi.name]; ok && vi.name != "" {
		return
	}
	if _, ok := sw.extra[vi.guid]; !ok {
		sw.extra[vi.guid] = sw.next
		sw.next++
	}
}

// id is the value id of a value info: its global's, or the one given to
// its GUID.
func (sw *summaryWriter) id(vi *summaryVI) uint64 {
	if vi.name != "" {
		if id, ok := sw.ids[vi.name]; ok {
			return uint64(id)
		}
		unsupported("module summary", "%q names no global value of the module", vi.name)
	}
	if id, ok := sw.extra[vi.guid]; ok {
		return id
	}
	unsupported("module summary", "GUID %d names no global value of the module", vi.guid)
	return 0
}

// function writes a function's type id and parameter access records and
// its summary record.
func (sw *summaryWriter) function(i int, f *ast.Function, gs *gvSummary, g *md.Graph) {
	w, v := sw.w, sw.e.v
	writeTypeIDRecords(w, &gs.tid)
	if len(gs.params) > 0 {
		var ops []uint64
		for _, a := range gs.params {
			ops = append(ops, a.param, encodeSigned(a.lo), encodeSigned(a.hi), uint64(len(a.calls)))
			for _, c := range a.calls {
				ops = append(ops, c.param, sw.id(c.callee), encodeSigned(c.lo), encodeSigned(c.hi))
			}
		}
		w.EmitRecord(fsParamAccess, ops)
	}
	var ro, wo uint64
	for _, r := range gs.refs {
		if r.wonly {
			wo++
		} else if r.ronly {
			ro++
		}
	}
	ops := []uint64{uint64(sw.e.globals[f.Name]), gs.flags, gs.insts, gs.fflags, uint64(len(gs.refs)), ro, wo}
	for _, r := range gs.refs {
		ops = append(ops, sw.id(r.vi))
	}
	// Before SummaryEdgeHotness a call's hotness is kept only in a
	// function with profile data (an entry count), and the bare callees
	// are written otherwise.
	code := uint64(fsPermoduleProfile)
	profile := v.Has(llvmver.SummaryEdgeHotness) || hasEntryCount(g, i)
	if !profile {
		code = fsPermodule
	}
	for _, c := range gs.calls {
		ops = append(ops, sw.id(c.vi))
		if profile {
			ops = append(ops, edgeHotness(c, v))
		}
	}
	w.EmitRecord(code, ops)
}

// variable writes a global variable's summary record: its references in
// value id order, and its virtual functions when it is a vtable.
func (sw *summaryWriter) variable(name string, gs *gvSummary) {
	ops := []uint64{uint64(sw.e.globals[name]), gs.flags, gs.varFlags}
	if len(gs.vtFuncs) > 0 {
		ops = append(ops, uint64(len(gs.refs)))
	}
	start := len(ops)
	for _, r := range gs.refs {
		ops = append(ops, sw.id(r.vi))
	}
	slices.Sort(ops[start:])
	if len(gs.vtFuncs) == 0 {
		sw.w.EmitRecord(fsPermoduleGlobalVarRefs, ops)
		return
	}
	for _, r := range gs.vtFuncs {
		ops = append(ops, sw.id(r.vi), r.offset)
	}
	sw.w.EmitRecord(fsPermoduleVTableRefs, ops)
}

// hasEntryCount reports whether function i has profile data: a !prof
// function_entry_count.
func hasEntryCount(g *md.Graph, i int) bool {
	n := g.Attachment(md.Function(i), "prof")
	if n == nil || n.NumOperands() == 0 {
		return false
	}
	s, ok := n.Operand(0).(*md.String)
	return ok && s.Value == "function_entry_count"
}

// edgeHotness is a call edge's hotness operand: the hotness, and from
// SummaryTailCall on the tail-call flag in bit 3.
func edgeHotness(c summaryCall, v llvmver.Version) uint64 {
	if c.tail && v.Has(llvmver.SummaryTailCall) {
		return c.hotness | 8
	}
	return c.hotness
}

// encodeSigned sign-rotates v as LLVM's emitSignedInt64 does (the inverse
// of decodeSigned).
func encodeSigned(v int64) uint64 {
	if v >= 0 {
		return uint64(v) << 1
	}
	return uint64(-v)<<1 | 1
}

func hasGlobalVar(m *ast.Module) bool {
	for i := range m.Globals {
		if m.Globals[i].Kind == ast.GlobalVar {
			return true
		}
	}
	return false
}

// summaryIndexVersion is the summary index version llvm-as of release v
// writes.
func summaryIndexVersion(v llvmver.Version) uint64 {
	switch {
	case v.Has(llvmver.SummaryGUIDWords):
		return 12
	case v.Has(llvmver.SummaryEdgeHotness):
		return 10
	}
	return 9
}

// valueGUIDOps is an FS_VALUE_GUID record's operands.
func valueGUIDOps(v llvmver.Version, id, guid uint64) []uint64 {
	if v.Has(llvmver.SummaryGUIDWords) {
		return []uint64{id, guid >> 32, guid & 0xffffffff}
	}
	return []uint64{id, guid}
}
