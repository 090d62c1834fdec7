package bitcode

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/modflags"
)

// fnMeta is the metadata of one function body, enumerated before any body
// is encoded: the module's metadata ids (and the module constants that
// metadata uses) must be final when instructions refer to them.
type fnMeta struct {
	insts   []*ast.Instruction
	fl      *fnMD
	mdArgs  map[*ast.Value]int            // metadata call arguments
	recArgs map[*ast.Instruction][]int    // debug record operands
	atts    map[*ast.Instruction][]mop    // attachments other than !dbg: kind, node
	dbg     map[*ast.Instruction]*wDbgLoc // !dbg locations
	fnAtts  []mop                         // the function's own attachments
	bundles map[*ast.Instruction][]bundle
}

// wDbgLoc is a !dbg location, written as a DEBUG_LOC record.
type wDbgLoc struct {
	line, col, group, rank uint64
	scope, inlinedAt       int
	implicit               bool
}

// enumerateFunction decodes function f's instructions and enumerates the
// metadata they use.
func (me *mdEnc) enumerateFunction(f *ast.Function) *fnMeta {
	e := me.e
	fm := &fnMeta{
		fl:      &fnMD{me: me, values: map[string]int{}},
		mdArgs:  map[*ast.Value]int{},
		recArgs: map[*ast.Instruction][]int{},
		atts:    map[*ast.Instruction][]mop{},
		dbg:     map[*ast.Instruction]*wDbgLoc{},
		bundles: map[*ast.Instruction][]bundle{},
	}
	fl := fm.fl
	for k := range f.Attachments {
		a := &f.Attachments[k]
		fm.fnAtts = append(fm.fnAtts, lit(me.kindID(a)), ref0(me.attachment(a, fl)))
		me.used = true
	}
	for _, b := range f.Blocks {
		for k := b.FirstInst; k < b.FirstInst+b.NumInsts; k++ {
			ins := must(e.d.Inst(int(k)))
			fm.insts = append(fm.insts, ins)
			switch ins.Op {
			case ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad, ast.OpCatchRet, ast.OpCleanupRet:
				// the pad operand ("within none", "from %pad") is a token
				if len(ins.Operands) > 0 && ins.Operands[0].Type == nil {
					ins.Operands[0].Type = &ast.Type{Kind: ast.TokenType, Name: "token"}
				}
			}
			if ins.Op == ast.OpCall || ins.Op == ast.OpInvoke || ins.Op == ast.OpCallBr {
				if bs := e.bundles(ins); len(bs) > 0 {
					fm.bundles[ins] = bs
				}
			}
			for j := range ins.Operands {
				v := &ins.Operands[j].Value
				if v.Kind == ast.MetadataValue {
					if v.MD == nil {
						unsupported("metadata", "argument %s", v.Text)
					}
					fm.mdArgs[v] = me.handle(v.MD, fl)
					me.used = true
				}
			}
			if ins.Op == ast.OpDbgRecord {
				var hs []int
				for _, a := range ins.RecordArgs {
					hs = append(hs, me.handle(a, fl))
				}
				fm.recArgs[ins] = hs
				me.used = true
			}
			for j := range ins.Attachments {
				a := &ins.Attachments[j]
				if e.m.AttachKinds[a.Kind] == "dbg" {
					if me.keepsDistinctLocation(ins, a) {
						// an attachment record names the node itself
						fm.atts[ins] = append(fm.atts[ins], lit(me.kindID(a)), ref0(me.attachment(a, fl)))
						me.used = true
						continue
					}
					if l := me.location(a, fl); l != nil {
						fm.dbg[ins] = l
					}
					continue
				}
				fm.atts[ins] = append(fm.atts[ins], lit(me.kindID(a)), ref0(me.attachment(a, fl)))
				me.used = true
			}
		}
	}
	return fm
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
	switch symbolName(ins.Operands[0].Value.Text) {
	case "llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.addr", "llvm.dbg.assign", "llvm.dbg.label":
		return true
	}
	return false
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
func (fs *fnState) dbgRecord(ins *ast.Instruction) rec {
	me := fs.e.md
	hs := fs.meta.recArgs[ins]
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
	for _, ins := range fm.insts {
		if ins.Op == ast.OpDbgRecord {
			continue
		}
		if a := fm.atts[ins]; len(a) > 0 {
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
