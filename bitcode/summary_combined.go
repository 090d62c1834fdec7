package bitcode

import (
	"sort"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// The records of a combined summary index (what llvm-as writes for a .ll
// file holding summary entries of other modules): summaries name their
// module by its id in the module string table, and FS_TYPE_ID records hold
// the type id resolutions of the thin link.

func (d *decoder) combinedModule(e *bitstream.Entry, id uint64) (*sumModule, error) {
	m := d.summary.moduleByID(id)
	if m == nil {
		return nil, d.recErr(e, "summary of module %d, which the module string table lacks", id)
	}
	return m, nil
}

// combinedFunction reads FS_COMBINED and FS_COMBINED_PROFILE: [valueid,
// modid, flags, instcount, fflags, entrycount, numrefs, rorefcnt,
// worefcnt, refs..., calls...] (fields after instcount by version).
func (d *decoder) combinedFunction(e *bitstream.Entry) error {
	s, ops := d.summary, e.Ops
	if len(ops) < 5 {
		return d.recErr(e, "short combined function summary record")
	}
	m, err := d.combinedModule(e, ops[1])
	if err != nil {
		return err
	}
	gs := &gvSummary{module: m, kind: sumFunction, flags: ops[2], insts: ops[3]}
	numRefs, start := ops[4], 5
	var ro, wo uint64
	if s.version >= 4 {
		// Version 4 adds fflags, 5 the read-only count, 6 the entry
		// count, 7 the write-only count.
		need := 6 + min(int(s.version), 7) - 4
		if len(ops) < need {
			return d.recErr(e, "short combined function summary record")
		}
		gs.fflags = ops[4]
		switch {
		case s.version >= 7:
			numRefs, ro, wo, start = ops[6], ops[7], ops[8], 9
		case s.version == 6:
			numRefs, ro, start = ops[6], ops[7], 8
		case s.version == 5:
			numRefs, ro, start = ops[5], ops[6], 7
		default:
			numRefs, start = ops[5], 6
		}
	}
	mode := callPlain
	if e.ID == fsCombinedProfile {
		mode = callHotness
	}
	return d.summaryFunctionBody(e, gs, start, numRefs, ro, wo, mode)
}

// combinedVariable reads FS_COMBINED_GLOBALVAR_INIT_REFS: [valueid, modid,
// flags, varflags, refs...] (varflags from version 5).
func (d *decoder) combinedVariable(e *bitstream.Entry) error {
	ops := e.Ops
	if len(ops) < 3 {
		return d.recErr(e, "short combined variable summary record")
	}
	m, err := d.combinedModule(e, ops[1])
	if err != nil {
		return err
	}
	gs := &gvSummary{module: m, kind: sumVariable, flags: ops[2]}
	start := 3
	if d.summary.version >= 5 {
		if len(ops) < 4 {
			return d.recErr(e, "short combined variable summary record")
		}
		gs.varFlags, start = ops[3], 4
	}
	if gs.refs, err = d.summaryRefs(e, ops[start:]); err != nil {
		return err
	}
	return d.addSummary(e, ops[0], gs)
}

// combinedAlias reads FS_COMBINED_ALIAS: [valueid, modid, flags, aliasee
// valueid]. The aliasee is the aliasee's summary in the same module, which
// may be missing (llvm-dis prints null).
func (d *decoder) combinedAlias(e *bitstream.Entry) error {
	ops := e.Ops
	if len(ops) < 4 {
		return d.recErr(e, "short combined alias summary record")
	}
	m, err := d.combinedModule(e, ops[1])
	if err != nil {
		return err
	}
	a, err := d.summaryValue(e, ops[3])
	if err != nil {
		return err
	}
	gs := &gvSummary{module: m, kind: sumAlias, flags: ops[2]}
	for _, x := range a.sums {
		if x.module == m {
			gs.aliasee = a
			break
		}
	}
	return d.addSummary(e, ops[0], gs)
}

// typeIDSummary is one FS_TYPE_ID record: a type id's test resolution and
// its whole-program devirtualization resolutions by vtable offset.
type typeIDSummary struct {
	name                                             string
	guid                                             uint64
	kind, sizeM1BitWidth, alignLog2, sizeM1, bitMask uint64
	inlineBits                                       uint64
	wpd                                              []wpdRes
}

type wpdRes struct {
	offset, kind uint64
	singleImpl   string
	byArg        []wpdByArg
}

type wpdByArg struct {
	args                   []uint64
	kind, info, byte_, bit uint64
}

// typeIDRecord reads FS_TYPE_ID: [name offset, size, kind, sizeM1BitWidth,
// alignLog2, sizeM1, bitMask, inlineBits, (offset, kind, name offset, size,
// n, (nargs, args..., kind, info, byte, bit) x n)...].
func (d *decoder) typeIDRecord(e *bitstream.Entry) error {
	ops := e.Ops
	bad := func() error { return d.recErr(e, "malformed type id record") }
	if len(ops) < 8 {
		return bad()
	}
	name, err := d.strtabName(ops)
	if err != nil {
		return err
	}
	t := &typeIDSummary{name: name, guid: guidOf(name, false, "", 0), kind: ops[2], sizeM1BitWidth: ops[3],
		alignLog2: ops[4], sizeM1: ops[5], bitMask: ops[6] & 0xff, inlineBits: ops[7]}
	for i := 8; i < len(ops); {
		if len(ops)-i < 5 {
			return bad()
		}
		w := wpdRes{offset: ops[i], kind: ops[i+1]}
		if w.singleImpl, err = d.strtabName(ops[i+2 : i+4]); err != nil {
			return err
		}
		n := ops[i+4]
		i += 5
		for ; n > 0; n-- {
			if i >= len(ops) || uint64(len(ops)-i-1) < ops[i]+4 {
				return bad()
			}
			na := int(ops[i])
			b := wpdByArg{args: append([]uint64(nil), ops[i+1:i+1+na]...)}
			i += 1 + na
			b.kind, b.info, b.byte_, b.bit = ops[i], ops[i+1], ops[i+2], ops[i+3]
			i += 4
			w.byArg = append(w.byArg, b)
		}
		t.wpd = append(t.wpd, w)
	}
	d.summary.typeIDs = append(d.summary.typeIDs, t)
	return nil
}

// sortedTypeIDs returns the type ids in llvm-dis's order: by GUID, equal
// GUIDs as read.
func (s *summaryIndex) sortedTypeIDs() []*typeIDSummary {
	l := append([]*typeIDSummary(nil), s.typeIDs...)
	sort.SliceStable(l, func(i, j int) bool { return l[i].guid < l[j].guid })
	return l
}
