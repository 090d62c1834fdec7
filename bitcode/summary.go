package bitcode

import (
	"crypto/md5"
	"encoding/binary"

	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

// The module summary a ThinLTO (or summary-carrying full LTO) object holds
// in its GLOBALVAL_SUMMARY_BLOCK. llvm-dis prints it after the module; the
// decoder keeps what that text needs, as LLVM's per-module summary reader
// builds its index.

// Record codes of the summary block (LLVMBitCodes.h).
const (
	fsPermodule              = 1
	fsPermoduleProfile       = 2
	fsPermoduleGlobalVarRefs = 3
	fsCombined               = 4
	fsCombinedProfile        = 5
	fsCombinedGlobalVarRefs  = 6
	fsAlias                  = 7
	fsCombinedAlias          = 8
	fsCombinedOriginalName   = 9
	fsVersion                = 10
	fsTypeTests              = 11
	fsTypeTestAssumeVCalls   = 12
	fsTypeCheckedLoadVCalls  = 13
	fsTypeTestAssumeConst    = 14
	fsTypeCheckedLoadConst   = 15
	fsValueGUID              = 16
	fsPermoduleRelBF         = 19
	fsFlags                  = 20
	fsTypeID                 = 21
	fsTypeIDMetadata         = 22
	fsPermoduleVTableRefs    = 23
	fsBlockCount             = 24
	fsParamAccess            = 25
)

// summaryIndex is the index of one module's summary block.
type summaryIndex struct {
	modules    []*sumModule
	version    uint64
	flags      uint64
	blockCount uint64
	byGUID     map[uint64]*summaryVI
	byValue    map[uint64]*summaryVI  // value id -> entry
	vtables    map[string][]vtableRef // type id name -> compatible vtables
	typeIDs    []*typeIDSummary       // FS_TYPE_ID records (a combined index)
	// Type test and parameter access records precede the function
	// summary they belong to.
	pending       typeIDInfo
	pendingParams []paramAccess
}

// summaryVI is one GUID of the index (LLVM's ValueInfo): every global
// value of the module has one, with or without summaries.
type summaryVI struct {
	guid uint64
	name string
	sums []*gvSummary
}

type summaryKind uint8

const (
	sumAlias summaryKind = iota
	sumFunction
	sumVariable
)

// sumModule is one module of the index: the module itself (a per-module
// summary), or an entry of the module string table (a combined index).
type sumModule struct {
	id   uint64
	path string
	hash [5]uint32
	this bool // the module being read: its hash is the module block's
}

// gvSummary is one global value summary.
type gvSummary struct {
	module   *sumModule
	kind     summaryKind
	flags    uint64 // raw GV summary flags
	insts    uint64
	fflags   uint64
	refs     []summaryRef
	calls    []summaryCall
	tid      typeIDInfo
	params   []paramAccess
	varFlags uint64
	vtFuncs  []vtableRef
	aliasee  *summaryVI
}

type summaryRef struct {
	vi           *summaryVI
	ronly, wonly bool
}

type summaryCall struct {
	vi      *summaryVI
	hotness uint64
	relBF   uint64
	tail    bool
}

// vFuncID is a type id GUID and an offset (a virtual call's slot).
type vFuncID struct{ guid, offset uint64 }

type constVCall struct {
	vf   vFuncID
	args []uint64
}

type typeIDInfo struct {
	tests                            []uint64
	assumeVCalls, checkedLoadVCalls  []vFuncID
	assumeConstVCalls, checkedLoadCV []constVCall
}

func (t *typeIDInfo) empty() bool {
	return len(t.tests)+len(t.assumeVCalls)+len(t.checkedLoadVCalls)+len(t.assumeConstVCalls)+len(t.checkedLoadCV) == 0
}

// vtableRef is a virtual function of a vtable at an offset, or a vtable
// compatible with a type id at an address point offset.
type vtableRef struct {
	vi     *summaryVI
	offset uint64
}

// paramAccess is a parameter's accessed byte range (FS_PARAM_ACCESS), and
// the calls it is passed to.
type paramAccess struct {
	param  uint64
	lo, hi int64
	calls  []paramCall
}

type paramCall struct {
	param  uint64
	callee *summaryVI
	lo, hi int64
}

// guidOf returns LLVM's GUID of a global value: the low 64 bits of the MD5
// of its global identifier, which is the name without a leading \1 and,
// for local linkage, prefixed by the source file name ("<unknown>" when
// there is none) and a delimiter, ':' before LLVM 19 and ';' since.
func guidOf(name string, local bool, sourceFile string, v llvmver.Version) uint64 {
	if len(name) > 0 && name[0] == 1 {
		name = name[1:]
	}
	if local {
		f := sourceFile
		if f == "" {
			f = "<unknown>"
		}
		delim := ":"
		if v.Has(llvmver.GUIDSemicolon) {
			delim = ";"
		}
		name = f + delim + name
	}
	sum := md5.Sum([]byte(name))
	return binary.LittleEndian.Uint64(sum[:8])
}

// llvmVersion returns the LLVM release whose reader and printer the
// decoder follows: the producer's. A combined index written by llvm-as
// has no identification block; its summary version tells the writer
// (LLVM 14 writes version 9, LLVM 22 version 12), else it is Default.
func (d *decoder) llvmVersion() llvmver.Version {
	if v, ok := llvmver.FromProducer(d.producer); ok {
		return v
	}
	if d.summary != nil && d.summary.version != 0 && d.summary.version <= 9 {
		return llvmver.Oldest
	}
	return llvmver.Default
}

// newSummary makes the index of the module's global values, as LLVM's
// reader does when it meets the summary block: one entry per variable,
// function and alias record (ifuncs take no value id there), keyed by
// GUID, the first name of a GUID kept.
func (d *decoder) newSummary() *summaryIndex {
	s := &summaryIndex{byGUID: map[uint64]*summaryVI{}, byValue: map[uint64]*summaryVI{}, vtables: map[string][]vtableRef{}}
	s.modules = d.mstModules
	src := ""
	if d.sawSourceFile {
		src = d.sourceFile
	}
	// A per-module summary's module is the file read, under the name
	// llvm-dis was given; an index without a source file name is a
	// combined one, whose modules are those of the module string table.
	if src != "" {
		s.modules = append(s.modules, &sumModule{path: d.moduleID, this: true})
	}
	v := d.llvmVersion()
	id := uint64(0)
	for _, g := range d.globals {
		if g.kind == vIFunc {
			continue
		}
		name := g.v.name
		guid := guidOf(name, isLocalLinkage(g.linkage), src, v)
		s.byValue[id] = s.vi(guid, name)
		id++
	}
	return s
}

// thisModule is the module of per-module summary records.
func (s *summaryIndex) thisModule() *sumModule {
	for _, m := range s.modules {
		if m.this {
			return m
		}
	}
	return nil
}

// moduleByID is the module string table's module of a combined record.
func (s *summaryIndex) moduleByID(id uint64) *sumModule {
	for _, m := range s.modules {
		if !m.this && m.id == id {
			return m
		}
	}
	return nil
}

// readModuleStrtab reads the module string table of a combined index:
// ENTRY [modid, path...] and the HASH [5 x i32] of the entry before it.
func (d *decoder) readModuleStrtab() error {
	var last *sumModule
	for {
		e, err := d.r.Next()
		if err != nil {
			return err
		}
		switch e.Kind {
		case bitstream.EntryEndBlock:
			return nil
		case bitstream.EntrySubBlock:
			if err := d.r.SkipBlock(); err != nil {
				return err
			}
			continue
		}
		switch e.ID {
		case 1:
			if len(e.Ops) < 1 {
				return d.recErr(&e, "short module path record")
			}
			last = &sumModule{id: e.Ops[0], path: bitstream.String(e.Ops[1:])}
			d.mstModules = append(d.mstModules, last)
		case 2:
			if len(e.Ops) != 5 || last == nil {
				return d.recErr(&e, "module hash without its module or of %d words", len(e.Ops))
			}
			for i, w := range e.Ops {
				last.hash[i] = uint32(w)
			}
			last = nil
		}
	}
}

func (s *summaryIndex) vi(guid uint64, name string) *summaryVI {
	e := s.byGUID[guid]
	if e == nil {
		e = &summaryVI{guid: guid, name: name}
		s.byGUID[guid] = e
	}
	return e
}

// readSummary reads the summary block (entered) into d.summary.
func (d *decoder) readSummary() error {
	s := d.newSummary()
	d.summary = s
	first := true
	for {
		e, err := d.r.Next()
		if err != nil {
			return err
		}
		switch e.Kind {
		case bitstream.EntryEndBlock:
			return nil
		case bitstream.EntrySubBlock:
			if err := d.r.SkipBlock(); err != nil {
				return err
			}
			continue
		}
		if first {
			if e.ID != fsVersion || len(e.Ops) < 1 {
				return d.recErr(&e, "summary block does not start with its version")
			}
			s.version = e.Ops[0]
			if s.version < 1 {
				return d.recErr(&e, "summary version %d", s.version)
			}
			first = false
			continue
		}
		if err := d.summaryRecord(&e); err != nil {
			return err
		}
	}
}

func (d *decoder) summaryRecord(e *bitstream.Entry) error {
	s, ops := d.summary, e.Ops
	short := func(n int) error {
		if len(ops) < n {
			return d.recErr(e, "short summary record")
		}
		return nil
	}
	switch e.ID {
	case fsFlags:
		if err := short(1); err != nil {
			return err
		}
		s.flags = ops[0]
	case fsBlockCount:
		if err := short(1); err != nil {
			return err
		}
		s.blockCount += ops[0]
	case fsValueGUID: // [valueid, guid], or [valueid, guid >> 32, guid & 0xffffffff] (LLVM 22)
		if err := short(2); err != nil {
			return err
		}
		g := ops[1]
		if len(ops) > 2 {
			g = ops[1]<<32 | ops[2]&0xffffffff
		}
		s.byValue[ops[0]] = s.vi(g, "")
	case fsPermodule, fsPermoduleProfile, fsPermoduleRelBF:
		return d.functionSummary(e)
	case fsPermoduleGlobalVarRefs: // [valueid, flags, varflags, refs...]
		if err := short(2); err != nil {
			return err
		}
		gs := &gvSummary{kind: sumVariable, flags: ops[1]}
		start := 2
		if s.version >= 5 {
			if err := short(3); err != nil {
				return err
			}
			gs.varFlags, start = ops[2], 3
		}
		refs, err := d.summaryRefs(e, ops[start:])
		if err != nil {
			return err
		}
		gs.refs = refs
		return d.addSummary(e, ops[0], gs)
	case fsPermoduleVTableRefs: // [valueid, flags, varflags, numrefs, refs..., (valueid, offset)...]
		if err := short(4); err != nil {
			return err
		}
		n := ops[3]
		if uint64(len(ops)-4) < n || (uint64(len(ops))-4-n)%2 != 0 {
			return d.recErr(e, "malformed vtable summary record")
		}
		gs := &gvSummary{kind: sumVariable, flags: ops[1], varFlags: ops[2]}
		refs, err := d.summaryRefs(e, ops[4:4+n])
		if err != nil {
			return err
		}
		gs.refs = refs
		for i := 4 + n; i < uint64(len(ops)); i += 2 {
			vi, err := d.summaryValue(e, ops[i])
			if err != nil {
				return err
			}
			gs.vtFuncs = append(gs.vtFuncs, vtableRef{vi, ops[i+1]})
		}
		return d.addSummary(e, ops[0], gs)
	case fsAlias: // [valueid, flags, aliasee valueid]
		if err := short(3); err != nil {
			return err
		}
		a, err := d.summaryValue(e, ops[2])
		if err != nil {
			return err
		}
		return d.addSummary(e, ops[0], &gvSummary{kind: sumAlias, flags: ops[1], aliasee: a})
	case fsTypeTests:
		s.pending.tests = append([]uint64(nil), ops...)
	case fsTypeTestAssumeVCalls, fsTypeCheckedLoadVCalls:
		var l []vFuncID
		for i := 0; i+1 < len(ops); i += 2 {
			l = append(l, vFuncID{ops[i], ops[i+1]})
		}
		if e.ID == fsTypeTestAssumeVCalls {
			s.pending.assumeVCalls = l
		} else {
			s.pending.checkedLoadVCalls = l
		}
	case fsTypeTestAssumeConst, fsTypeCheckedLoadConst:
		if err := short(2); err != nil {
			return err
		}
		c := constVCall{vFuncID{ops[0], ops[1]}, append([]uint64(nil), ops[2:]...)}
		if e.ID == fsTypeTestAssumeConst {
			s.pending.assumeConstVCalls = append(s.pending.assumeConstVCalls, c)
		} else {
			s.pending.checkedLoadCV = append(s.pending.checkedLoadCV, c)
		}
	case fsTypeIDMetadata: // [name offset, size, (offset, valueid)...]
		if err := short(2); err != nil {
			return err
		}
		name, err := d.strtabName(ops)
		if err != nil {
			return err
		}
		l := s.vtables[name]
		if l == nil {
			l = []vtableRef{}
		}
		for i := 2; i+1 < len(ops); i += 2 {
			vi, err := d.summaryValue(e, ops[i+1])
			if err != nil {
				return err
			}
			l = append(l, vtableRef{vi, ops[i]})
		}
		s.vtables[name] = l
	case fsParamAccess:
		return d.paramAccesses(e)
	case fsCombined, fsCombinedProfile:
		return d.combinedFunction(e)
	case fsCombinedGlobalVarRefs:
		return d.combinedVariable(e)
	case fsCombinedAlias:
		return d.combinedAlias(e)
	case fsCombinedOriginalName: // not printed
	case fsTypeID:
		return d.typeIDRecord(e)
	default:
		// Records llvm-dis prints but the decoder does not read (memprof
		// callsite and allocation records, CFI function lists, type id
		// resolutions of a combined index) would make the text differ.
		return d.unsupported(e, "summary")
	}
	return nil
}

// functionSummary reads FS_PERMODULE, _PROFILE and _RELBF: [valueid, flags,
// instcount, fflags, numrefs, rorefcnt, worefcnt, refs..., calls...] (the
// fields after instcount by summary version).
func (d *decoder) functionSummary(e *bitstream.Entry) error {
	s, ops := d.summary, e.Ops
	if len(ops) < 4 {
		return d.recErr(e, "short function summary record")
	}
	gs := &gvSummary{kind: sumFunction, flags: ops[1], insts: ops[2]}
	numRefs, start := ops[3], 4
	var ro, wo uint64
	if s.version >= 4 {
		if len(ops) < 5 {
			return d.recErr(e, "short function summary record")
		}
		gs.fflags, numRefs, start = ops[3], ops[4], 5
		if s.version >= 5 && len(ops) > 5 {
			ro, start = ops[5], 6
			if s.version >= 7 && len(ops) > 6 {
				wo, start = ops[6], 7
			}
		}
	}
	mode := callPlain
	switch e.ID {
	case fsPermoduleProfile:
		mode = callHotness
	case fsPermoduleRelBF:
		mode = callRelBF
	}
	return d.summaryFunctionBody(e, gs, start, numRefs, ro, wo, mode)
}

// How a function summary's call edges are written.
const (
	callPlain   = iota // callee only
	callHotness        // callee, hotness and tail flag
	callRelBF          // callee, relative block frequency and tail flag
)

// summaryFunctionBody reads the refs (numRefs from ops[start], the last ro
// read-only and wo write-only) and the call edges after them, and adds the
// summary with the pending type id records to the value of ops[0].
func (d *decoder) summaryFunctionBody(e *bitstream.Entry, gs *gvSummary, start int, numRefs, ro, wo uint64, mode int) error {
	s, ops := d.summary, e.Ops
	if uint64(len(ops)-start) < numRefs || ro+wo > numRefs {
		return d.recErr(e, "function summary record with %d refs", numRefs)
	}
	refs, err := d.summaryRefs(e, ops[start:start+int(numRefs)])
	if err != nil {
		return err
	}
	// The read-only refs, then the write-only ones, end the list.
	for i := len(refs) - int(wo) - int(ro); i < len(refs); i++ {
		if i < len(refs)-int(wo) {
			refs[i].ronly = true
		} else {
			refs[i].wonly = true
		}
	}
	gs.refs = refs
	calls := ops[start+int(numRefs):]
	oldProfile := s.version == 1
	tailBit := d.llvmVersion().Has(llvmver.SummaryTailCall)
	for i := 0; i < len(calls); i++ {
		vi, err := d.summaryValue(e, calls[i])
		if err != nil {
			return err
		}
		c := summaryCall{vi: vi}
		next := func() uint64 {
			i++
			if i < len(calls) {
				return calls[i]
			}
			return 0
		}
		switch {
		case oldProfile:
			next() // callsite count
			if mode == callHotness {
				next() // profile count
			}
		case mode == callHotness:
			f := next()
			c.hotness, c.tail = f&7, f&8 != 0
		case mode == callRelBF:
			c.relBF = next()
			if tailBit {
				c.relBF, c.tail = c.relBF&(1<<relBFBits-1), c.relBF&(1<<relBFBits) != 0
			}
		}
		gs.calls = append(gs.calls, c)
	}
	gs.tid, s.pending = s.pending, typeIDInfo{}
	return d.addSummary(e, ops[0], gs)
}

// relBFBits is the width of a call edge's relative block frequency when a
// tail-call bit follows it (before, the frequency took the whole field).
const relBFBits = 28

// paramAccesses reads FS_PARAM_ACCESS, which belongs to the next function
// summary: [(param, lo, hi, ncalls, (param, callee, lo, hi)...)...], the
// bounds sign-rotated.
func (d *decoder) paramAccesses(e *bitstream.Entry) error {
	ops := e.Ops
	var l []paramAccess
	take := func(n int) ([]uint64, bool) {
		if len(ops) < n {
			return nil, false
		}
		r := ops[:n]
		ops = ops[n:]
		return r, true
	}
	for len(ops) > 0 {
		h, ok := take(4)
		if !ok {
			return d.recErr(e, "short param access record")
		}
		p := paramAccess{param: h[0], lo: decodeSigned(h[1]), hi: decodeSigned(h[2])}
		for n := h[3]; n > 0; n-- {
			c, ok := take(4)
			if !ok {
				return d.recErr(e, "short param access record")
			}
			vi, err := d.summaryValue(e, c[1])
			if err != nil {
				return err
			}
			p.calls = append(p.calls, paramCall{param: c[0], callee: vi, lo: decodeSigned(c[2]), hi: decodeSigned(c[3])})
		}
		l = append(l, p)
	}
	d.summary.pendingParams = l
	return nil
}

func (d *decoder) summaryValue(e *bitstream.Entry, id uint64) (*summaryVI, error) {
	vi := d.summary.byValue[id]
	if vi == nil {
		return nil, d.recErr(e, "summary names value %d, which is no global value", id)
	}
	return vi, nil
}

func (d *decoder) summaryRefs(e *bitstream.Entry, ids []uint64) ([]summaryRef, error) {
	refs := make([]summaryRef, len(ids))
	for i, id := range ids {
		vi, err := d.summaryValue(e, id)
		if err != nil {
			return nil, err
		}
		refs[i].vi = vi
	}
	return refs, nil
}

func (d *decoder) addSummary(e *bitstream.Entry, id uint64, gs *gvSummary) error {
	vi, err := d.summaryValue(e, id)
	if err != nil {
		return err
	}
	if gs.module == nil {
		if gs.module = d.summary.thisModule(); gs.module == nil {
			return d.recErr(e, "per-module summary record in a module without a source file name")
		}
	}
	if gs.kind == sumFunction {
		gs.params, d.summary.pendingParams = d.summary.pendingParams, nil
	}
	vi.sums = append(vi.sums, gs)
	return nil
}
