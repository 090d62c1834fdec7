package bitcode

import (
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

// The records of a per-module summary block, read as LLVM's summary reader
// reads them: the version first, then the summaries, each function's type
// test and parameter access records before it, aliases after their
// aliasees.

// readSummary reads the summary block (entered) into d.summary.
func (d *decoder) readSummary() error {
	s := d.newSummary()
	d.summary = s
	first := true
	return d.eachRecord(func(e *bitstream.Entry) error {
		if first {
			if e.ID != fsVersion || len(e.Ops) < 1 {
				return d.recErr(e, "summary block does not start with its version")
			}
			s.version = e.Ops[0]
			if s.version < 1 {
				return d.recErr(e, "summary version %d", s.version)
			}
			first = false
			return nil
		}
		return d.summaryRecord(e)
	})
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
