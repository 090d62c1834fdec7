package bitcode

import (
	"encoding/binary"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/modflags"
)

// fnMeta is the metadata of one function body, enumerated before any body
// is encoded: the module's metadata ids (and the module constants that
// metadata uses) must be final when instructions refer to them.
//
// Between the two phases it keeps no decoded instruction: a module's
// instructions take several times its text, so each function is decoded
// for its enumeration, dropped, and decoded again for its body
// (decodeBody). What the enumeration found is kept by instruction index.
type fnMeta struct {
	fl     *fnMD
	fnAtts []mop // the function's own attachments
	// handles lists, in instruction order, each instruction's metadata
	// call arguments (in operand order), then a debug record's operands.
	handles []int
	// atts holds the attachments other than !dbg (kind, node) of the
	// instructions attAt lists, each with its end in atts.
	atts  []mop
	attAt []instEnd
	// locs holds the !dbg locations (see appendLoc).
	locs    []byte
	bundles map[int32][]bundle // by instruction index

	// The decoded body, from decodeBody to release, laid out by
	// instruction index.
	insts   []*ast.Instruction
	mdArgs  map[*ast.Value]int // metadata call arguments
	recArgs [][]int            // debug record operands
	attsOf  [][]mop
	dbgOf   []*wDbgLoc
}

// instEnd is an instruction index and the end of its entries in a list.
type instEnd struct{ inst, end int32 }

// wDbgLoc is a !dbg location, written as a DEBUG_LOC record.
type wDbgLoc struct {
	line, col, group, rank uint64
	scope, inlinedAt       int
	implicit               bool
}

// appendLoc appends the location l of instruction idx to b as varints: a
// module has a location for most instructions, and the numbers are small,
// where a wDbgLoc takes 56 bytes.
func appendLoc(b []byte, idx int32, l *wDbgLoc) []byte {
	for _, v := range [...]uint64{uint64(idx), l.line, l.col, l.group, l.rank, handleBits(l.scope), handleBits(l.inlinedAt), b2u(l.implicit)} {
		b = binary.AppendUvarint(b, v)
	}
	return b
}

// readLoc reads a location appendLoc appended to b, returning the rest.
func readLoc(b []byte) (idx int32, l wDbgLoc, rest []byte) {
	var v [8]uint64
	for i := range v {
		x, n := binary.Uvarint(b)
		v[i], b = x, b[n:]
	}
	l = wDbgLoc{line: v[1], col: v[2], group: v[3], rank: v[4], scope: bitsHandle(v[5]), inlinedAt: bitsHandle(v[6]), implicit: v[7] != 0}
	return int32(v[0]), l, b
}

// handleBits maps a metadata handle to a small number for a varint: 0 for
// null, 2|h|+1 or so (zigzag) for the others, strings being negative.
func handleBits(h int) uint64 {
	if h == mdNullHandle {
		return 0
	}
	return uint64(h<<1^h>>63) + 1
}

// bitsHandle is the inverse of handleBits.
func bitsHandle(x uint64) int {
	if x == 0 {
		return mdNullHandle
	}
	x--
	return int(x>>1) ^ -int(x&1)
}

// enumerateFunction decodes function f's instructions and enumerates the
// metadata they use. The instructions are dropped: the decoder reuses
// their memory.
func (me *mdEnc) enumerateFunction(f *ast.Function) *fnMeta {
	e := me.e
	fm := &fnMeta{fl: &fnMD{me: me, values: map[string]int{}}}
	fm.startIn(&e.metaScratch)
	fl := fm.fl
	for k := range f.Attachments {
		a := &f.Attachments[k]
		fm.fnAtts = append(fm.fnAtts, lit(me.kindID(a)), ref0(me.attachment(a, fl)))
		me.used = true
	}
	idx := int32(0) // the instruction's index in the function
	for _, b := range f.Blocks {
		for k := b.FirstInst; k < b.FirstInst+b.NumInsts; k++ {
			ins := e.decodeInst(int(k))
			if ins.Op == ast.OpCall || ins.Op == ast.OpInvoke || ins.Op == ast.OpCallBr {
				if bs := e.bundles(ins); len(bs) > 0 {
					if fm.bundles == nil {
						fm.bundles = map[int32][]bundle{}
					}
					fm.bundles[idx] = bs
				}
			}
			for j := range ins.Operands {
				v := &ins.Operands[j].Value
				if v.Kind == ast.MetadataValue {
					if v.MD == nil {
						unsupported("metadata", "argument %s", v.Text)
					}
					fm.handles = append(fm.handles, me.handle(v.MD, fl))
					me.used = true
				}
			}
			if ins.Op == ast.OpDbgRecord {
				for _, a := range ins.RecordArgs {
					fm.handles = append(fm.handles, me.handle(a, fl))
				}
				me.used = true
			}
			fm.enumerateAttachments(ins, idx)
			idx++
		}
	}
	fm.keep(&e.metaScratch)
	// The body numbers no metadata: a value a later call would add here
	// would miss the module's numbering (and a nil map says so).
	fl.values = nil
	e.d.Recycle()
	return fm
}

// startIn makes fm's lists grow in the memory of scratch's, which keep
// gives back: the memory is reused for every function.
func (fm *fnMeta) startIn(scratch *fnMeta) {
	fm.handles, fm.atts, fm.attAt, fm.locs = scratch.handles[:0], scratch.atts[:0], scratch.attAt[:0], scratch.locs[:0]
}

// keep gives the memory of fm's lists back to scratch and keeps copies of
// their size.
func (fm *fnMeta) keep(scratch *fnMeta) {
	scratch.handles, scratch.atts, scratch.attAt, scratch.locs = fm.handles, fm.atts, fm.attAt, fm.locs
	fm.handles, fm.atts, fm.attAt, fm.locs = sized(fm.handles), sized(fm.atts), sized(fm.attAt), sized(fm.locs)
}

// sized returns a copy of s of its length (nil when empty).
func sized[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// decodeInst decodes instruction k of the module for the writer.
func (e *encoder) decodeInst(k int) *ast.Instruction {
	ins := must(e.d.Inst(k))
	switch ins.Op {
	case ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad, ast.OpCatchRet, ast.OpCleanupRet:
		// the pad operand ("within none", "from %pad") is a token
		if len(ins.Operands) > 0 && ins.Operands[0].Type == nil {
			ins.Operands[0].Type = &ast.Type{Kind: ast.TokenType, Name: "token"}
		}
	}
	return ins
}

// enumerateAttachments enumerates the attachments of ins, instruction idx
// of the function.
func (fm *fnMeta) enumerateAttachments(ins *ast.Instruction, idx int32) {
	me, fl := fm.fl.me, fm.fl
	n := len(fm.atts)
	var loc *wDbgLoc // a second !dbg replaces the first
	for j := range ins.Attachments {
		a := &ins.Attachments[j]
		if me.e.m.AttachKinds[a.Kind] == "dbg" {
			if me.keepsDistinctLocation(ins, a) {
				// an attachment record names the node itself
				fm.atts = append(fm.atts, lit(me.kindID(a)), ref0(me.attachment(a, fl)))
				me.used = true
				continue
			}
			if l := me.location(a, fl); l != nil {
				loc = l
			}
			continue
		}
		fm.atts = append(fm.atts, lit(me.kindID(a)), ref0(me.attachment(a, fl)))
		me.used = true
	}
	if len(fm.atts) > n {
		fm.attAt = append(fm.attAt, instEnd{idx, int32(len(fm.atts))})
	}
	if loc != nil {
		fm.locs = appendLoc(fm.locs, idx, loc)
	}
}

// decodeBody decodes function f's instructions again, for its body, and
// lays out what the enumeration kept by instruction.
func (fm *fnMeta) decodeBody(e *encoder, f *ast.Function) {
	fm.mdArgs = map[*ast.Value]int{}
	for _, b := range f.Blocks {
		for k := b.FirstInst; k < b.FirstInst+b.NumInsts; k++ {
			fm.insts = append(fm.insts, e.decodeInst(int(k)))
		}
	}
	n := len(fm.insts)
	fm.recArgs = make([][]int, n)
	fm.attsOf = make([][]mop, n)
	fm.dbgOf = make([]*wDbgLoc, n)
	hs := fm.handles
	take := func(n int) []int {
		if len(hs) < n {
			panic("bitcode writer: a function decodes to more metadata operands than it was enumerated with")
		}
		taken := hs[:n:n]
		hs = hs[n:]
		return taken
	}
	for k, ins := range fm.insts {
		for j := range ins.Operands {
			if v := &ins.Operands[j].Value; v.Kind == ast.MetadataValue {
				fm.mdArgs[v] = take(1)[0]
			}
		}
		if ins.Op == ast.OpDbgRecord {
			fm.recArgs[k] = take(len(ins.RecordArgs))
		}
	}
	if len(hs) > 0 {
		panic("bitcode writer: a function decodes to fewer metadata operands than it was enumerated with")
	}
	start := int32(0)
	for _, a := range fm.attAt {
		fm.attsOf[a.inst] = fm.atts[start:a.end:a.end]
		start = a.end
	}
	locs := make([]wDbgLoc, 0, n) // at most one an instruction: never moved
	for b := fm.locs; len(b) > 0; {
		idx, l, rest := readLoc(b)
		locs = append(locs, l)
		fm.dbgOf[idx] = &locs[len(locs)-1]
		b = rest
	}
}

// release drops the decoded body once its records are made, and what only
// its encoding needed (the function's value numbering, which the local
// metadata's records kept through fnMD.fs), and lets the decoder reuse the
// instructions' memory.
func (fm *fnMeta) release(e *encoder) {
	fm.insts, fm.mdArgs, fm.recArgs, fm.attsOf, fm.dbgOf = nil, nil, nil, nil, nil
	fm.fl.fs, fm.fl.pending = nil, nil
	e.d.Recycle()
}

// attachedNode decodes the node of attachment a.
func (me *mdEnc) attachedNode(a *ast.Attachment) *ast.MD {
	if a.Node < 0 {
		return must(me.e.d.MDAt(me.e.m.AttachmentNode(a)))
	}
	i, ok := me.defIdx[a.Node]
	if !ok {
		unsupported("metadata", "undefined node !%d", a.Node)
	}
	return must(me.e.d.MD(i))
}

// location reads the DILocation of a !dbg attachment (nil: none to write).
func (me *mdEnc) location(a *ast.Attachment, fl *fnMD) *wDbgLoc {
	n := me.attachedNode(a)
	if n.Kind != ast.MDSpecialized || n.Str != "DILocation" {
		// LLVM loads a module without Debug Info Version 3 with no debug
		// info at all: such an attachment never reaches its bitcode.
		if me.debugInfoDropped() {
			return nil
		}
		unsupported("metadata", "!dbg attachment that is not a DILocation")
	}
	f := df{me, n, fl}
	scope := n.Field("scope")
	if scope == nil || scope.Kind == ast.MDNull {
		unsupported("metadata", "DILocation without a scope")
	}
	l := &wDbgLoc{line: f.u("line"), col: f.u("column"), scope: me.handle(scope, fl), inlinedAt: mdNullHandle,
		implicit: f.boolean("isImplicitCode", false), group: f.u("atomGroup"), rank: f.u("atomRank")}
	if ia := n.Field("inlinedAt"); ia != nil {
		l.inlinedAt = me.handle(ia, fl)
	}
	return l
}

// keepsDistinctLocation reports whether the !dbg attachment a of ins is
// written as a metadata attachment instead of a DEBUG_LOC record: a
// distinct DILocation on a debug intrinsic call, from the release that
// reads such calls as debug records. llvm-as writes the record with its
// location as a metadata operand, so the location stays distinct, while a
// DEBUG_LOC record has no distinct bit and reads back uniqued. The
// attachment gives the call the node itself, which the reader then moves
// to the record it makes of the call.
func (me *mdEnc) keepsDistinctLocation(ins *ast.Instruction, a *ast.Attachment) bool {
	if !me.e.v.Has(llvmver.DebugRecords) || !isDebugIntrinsicCall(ins) {
		return false
	}
	n := me.attachedNode(a)
	return n.Distinct && n.Kind == ast.MDSpecialized && n.Str == "DILocation"
}

// isDebugIntrinsicCall reports whether ins calls one of the debug
// intrinsics LLVM's reader turns into debug records.
func isDebugIntrinsicCall(ins *ast.Instruction) bool {
	if ins.Op != ast.OpCall || len(ins.Operands) == 0 || ins.Operands[0].Value.Kind != ast.GlobalRef {
		return false
	}
	k := ast.DebugIntrinsicNamed(symbolName(ins.Operands[0].Value.Text))
	return k != ast.NotDebugIntrinsic && k != ast.DbgOther
}

// debugLoc encodes a DEBUG_LOC record.
func (me *mdEnc) debugLoc(l *wDbgLoc) []uint64 {
	ref := func(h int) uint64 {
		if h == mdNullHandle {
			return 0
		}
		return me.id(h, nil) + 1
	}
	ops := []uint64{l.line, l.col, ref(l.scope), ref(l.inlinedAt), b2(l.implicit)}
	if l.group != 0 || l.rank != 0 {
		ops = append(ops, l.group, l.rank)
	}
	return ops
}

// dbgRecord encodes a debug record (#dbg_value and friends, LLVM 19+):
// the location first, then the operands in the record's order.
func (fs *fnState) dbgRecord(ins *ast.Instruction, k int) rec {
	me := fs.e.md
	hs := fs.meta.recArgs[k]
	id := func(i int) uint64 {
		if i >= len(hs) || hs[i] == mdNullHandle {
			unsupported("metadata", "debug record #%s operand %d", ins.Record, i)
		}
		return me.id(hs[i], nil)
	}
	switch ins.Record {
	case "dbg_value", "dbg_declare", "dbg_declare_value":
		if len(hs) != 4 {
			unsupported("metadata", "debug record #%s", ins.Record)
		}
		code := map[string]uint64{"dbg_value": 61, "dbg_declare": 62, "dbg_declare_value": 66}[ins.Record]
		return rec{code, []uint64{id(3), id(1), id(2), id(0)}}
	case "dbg_assign":
		if len(hs) != 7 {
			unsupported("metadata", "debug record #%s", ins.Record)
		}
		return rec{63, []uint64{id(6), id(1), id(2), id(0), id(3), id(5), id(4)}}
	case "dbg_label":
		if len(hs) != 2 {
			unsupported("metadata", "debug record #%s", ins.Record)
		}
		return rec{65, []uint64{id(1), id(0)}}
	}
	unsupported("metadata", "debug record #%s", ins.Record)
	return rec{}
}

// attachmentRecords gives the METADATA_ATTACHMENT block's records.
func (fm *fnMeta) attachmentRecords(me *mdEnc) [][]uint64 {
	var out [][]uint64
	if len(fm.fnAtts) > 0 {
		out = append(out, me.resolve(&mdRec{ops: fm.fnAtts}, nil))
	}
	n := 0
	for k, ins := range fm.insts {
		if ins.Op == ast.OpDbgRecord {
			continue
		}
		if a := fm.attsOf[k]; len(a) > 0 {
			out = append(out, me.resolve(&mdRec{ops: append([]mop{lit(uint64(n))}, a...)}, nil))
		}
		n++
	}
	return out
}

func emitAttachments(w *bitstream.Writer, recs [][]uint64) {
	if len(recs) == 0 {
		return
	}
	w.EnterBlock(wMDAttachmentBlock, attachmentAbbrevWidth)
	for _, r := range recs {
		w.Record(mdcAttachment, r)
	}
	w.ExitBlock()
}

// debugInfoDropped reports whether LLVM drops the module's debug info on
// load (its Debug Info Version is not 3), reading the flags once.
func (me *mdEnc) debugInfoDropped() bool {
	if me.dropsDebugInfo == 0 {
		me.dropsDebugInfo = 2
		if v, _ := modflags.DebugInfoVersion(me.e.graph()); v != 3 {
			me.dropsDebugInfo = 1
		}
	}
	return me.dropsDebugInfo == 1
}
