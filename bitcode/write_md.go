package bitcode

import (
	"math"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
)

// Block ids and record codes of metadata (LLVMBitCodes.h).
const (
	wMetadataBlock     = 15
	wMDAttachmentBlock = 16
	wMDKindBlock       = 22

	mdcValue          = 2
	mdcNode           = 3
	mdcName           = 4
	mdcDistinctNode   = 5
	mdcKind           = 6
	mdcNamedNode      = 10
	mdcAttachment     = 11
	mdcStrings        = 35
	mdcGlobalDeclAtt  = 36
	mdcArgList        = 46
	fncDebugLoc       = 35
	fncDebugLocAgain  = 33
	fncDbgRecordValue = 61
)

// A metadata handle names one piece of metadata while the module is
// enumerated: a module-level node (>= 0), a string (strHandle), a
// function-local entry (localHandle) or null. Ids are given at the end,
// when the number of strings, which come first, is known.
const (
	mdNullHandle = math.MinInt
	localBase    = 1 << 40
)

func strHandle(i int) int { return -i - 1 }

// mop is one operand of a metadata record: a literal, or a handle written
// as id+1 (0 for null, the usual form) or as a plain id.
type mop struct {
	v    uint64
	h    int
	kind uint8 // 0 literal, 1 id+1 or 0, 2 id
}

func lit(v uint64) mop { return mop{v: v} }
func ref1(h int) mop   { return mop{h: h, kind: 1} }
func ref0(h int) mop   { return mop{h: h, kind: 2} }

type mdRec struct {
	code uint64
	ops  []mop
}

// mdEnc enumerates the metadata of a module the way the bitcode holds it:
// strings, then the other module-level metadata, then per function its
// local metadata (values of the function and argument lists).
type mdEnc struct {
	// dropsDebugInfo: 0 not known yet, 1 LLVM drops the module's debug
	// info on load, 2 it keeps it (see debugInfoDropped)
	dropsDebugInfo int8
	e              *encoder
	strs           []string
	strIdx         map[string]int
	nodes          []*mdRec
	defIdx         map[int32]int // MDDef id -> index in Module.MDDefs
	defNode        map[int32]int // MDDef id -> handle
	values         map[string]int
	globAtts       []mdRec // GLOBAL_DECL_ATTACHMENT records
	named          []namedRec
	used           bool
}

type namedRec struct {
	name string
	ops  []int
}

func newMDEnc(e *encoder) *mdEnc {
	me := &mdEnc{e: e, strIdx: map[string]int{}, defIdx: map[int32]int{}, defNode: map[int32]int{}, values: map[string]int{}}
	for i := range e.m.MDDefs {
		me.defIdx[e.m.MDDefs[i].ID] = i
	}
	return me
}

func (me *mdEnc) str(s string) int {
	if i, ok := me.strIdx[s]; ok {
		return strHandle(i)
	}
	me.strIdx[s] = len(me.strs)
	me.strs = append(me.strs, s)
	return strHandle(len(me.strs) - 1)
}

// id gives a handle's final metadata id; nmod is the number of
// module-level ids.
func (me *mdEnc) id(h int, local []*mdRec) uint64 {
	switch {
	case h >= localBase:
		return uint64(len(me.strs) + len(me.nodes) + h - localBase)
	case h >= 0:
		return uint64(len(me.strs) + h)
	}
	return uint64(-h - 1)
}

func (me *mdEnc) newNode() (int, *mdRec) {
	r := &mdRec{}
	me.nodes = append(me.nodes, r)
	me.used = true
	return len(me.nodes) - 1, r
}

// def returns the handle of numbered node !id, enumerating it first.
func (me *mdEnc) def(id int32, fl *fnMD) int {
	if h, ok := me.defNode[id]; ok {
		return h
	}
	i, ok := me.defIdx[id]
	if !ok {
		unsupported("metadata", "undefined node !%d", id)
	}
	n := must(me.e.d.MD(i))
	if isLocalOnly(n) {
		// A node that only wraps a function-local value is not a
		// numbered node LLVM keeps; encode it where it is used.
		return me.handle(n, fl)
	}
	h, r := me.newNode()
	me.defNode[id] = h
	me.fill(r, n, fl)
	return h
}

func isLocalOnly(n *ast.MD) bool {
	return n.Kind == ast.MDValue || n.Kind == ast.MDArgList
}

// handle returns the handle of a metadata operand.
func (me *mdEnc) handle(n *ast.MD, fl *fnMD) int {
	switch n.Kind {
	case ast.MDRef:
		return me.def(n.ID, fl)
	case ast.MDString:
		return me.str(n.Str)
	case ast.MDNull:
		return mdNullHandle
	case ast.MDValue:
		op := n.Value
		if isLocalValue(&op.Value) {
			if fl == nil {
				unsupported("metadata", "function-local value %s outside a function", op.Value.Text)
			}
			return fl.value(op)
		}
		return me.constant(op.Type, &op.Value)
	case ast.MDTuple, ast.MDSpecialized:
		h, r := me.newNode()
		me.fill(r, n, fl)
		return h
	case ast.MDArgList:
		if fl == nil {
			unsupported("metadata", "DIArgList outside a function")
		}
		return fl.argList(n)
	}
	unsupported("metadata", "operand %q", n.Str)
	return 0
}

func isLocalValue(v *ast.Value) bool {
	return v.Kind == ast.LocalRef
}

// constant returns the handle of a ValueAsMetadata of a module constant.
func (me *mdEnc) constant(t *ast.Type, v *ast.Value) int {
	if t == nil {
		unsupported("metadata", "value %s without a type", v.Text)
	}
	if t.Kind == ast.MetadataType || t.Kind == ast.LabelType {
		unsupported("metadata", "value of type %s", t)
	}
	key := typeKey(t) + "\x00" + strconv.Itoa(int(v.Kind)) + "\x00" + v.Text
	if h, ok := me.values[key]; ok {
		return h
	}
	vid := me.e.mconst.value(t, v)
	me.e.types.id(t)
	h, r := me.newNode()
	r.code = mdcValue
	r.ops = []mop{lit(me.e.types.ref(t)), lit(uint64(vid))}
	me.values[key] = h
	return h
}

func (me *mdEnc) i64(v int64) int {
	t := intType(64)
	return me.constant(t, &ast.Value{Kind: ast.IntConst, Text: strconv.FormatInt(v, 10)})
}

// fill encodes node n (a tuple or a specialized node) into r.
func (me *mdEnc) fill(r *mdRec, n *ast.MD, fl *fnMD) {
	switch n.Kind {
	case ast.MDTuple:
		r.code = mdcNode
		if n.Distinct {
			r.code = mdcDistinctNode
		}
		for _, op := range n.Operands {
			r.ops = append(r.ops, ref1(me.handle(op, fl)))
		}
	case ast.MDSpecialized:
		me.di(r, n, fl)
	default:
		unsupported("metadata", "node of kind %d", n.Kind)
	}
}

// attachment returns the handle of an attachment's node.
func (me *mdEnc) attachment(a *ast.Attachment, fl *fnMD) int {
	if a.Node >= 0 {
		return me.def(a.Node, fl)
	}
	return me.handle(must(me.e.d.MDAt(me.e.m.AttachmentNode(a))), fl)
}

func (me *mdEnc) kindID(a *ast.Attachment) uint64 { return uint64(a.Kind) }

// enumerateModule enumerates the metadata reachable from named metadata
// and global attachments. Function attachments and operands are
// enumerated with the functions (enumerateFunction).
func (me *mdEnc) enumerateModule() {
	m := me.e.m
	for i := range m.NamedMD {
		nm := &m.NamedMD[i]
		r := namedRec{name: nm.Name}
		for _, op := range nm.Operands {
			var h int
			if op.Node >= 0 {
				h = me.def(op.Node, nil)
			} else {
				h = me.handle(must(me.e.d.MDAt(op.Start)), nil)
			}
			r.ops = append(r.ops, h)
		}
		me.named = append(me.named, r)
		me.used = true
	}
	for i := range m.Globals {
		g := &m.Globals[i]
		if len(g.Attachments) == 0 {
			continue
		}
		me.globAtts = append(me.globAtts, me.globalAttachments(uint64(me.e.globals[g.Name]), g.Attachments))
	}
	for i := range m.Functions {
		f := &m.Functions[i]
		if f.Declare && len(f.Attachments) > 0 {
			me.globAtts = append(me.globAtts, me.globalAttachments(uint64(me.e.globals[f.Name]), f.Attachments))
		}
	}
}

func (me *mdEnc) globalAttachments(vid uint64, atts []ast.Attachment) mdRec {
	r := mdRec{code: mdcGlobalDeclAtt, ops: []mop{lit(vid)}}
	for k := range atts {
		a := &atts[k]
		r.ops = append(r.ops, lit(me.kindID(a)), ref0(me.attachment(a, nil)))
	}
	me.used = true
	return r
}

func (me *mdEnc) resolve(r *mdRec, local []*mdRec) []uint64 {
	out := make([]uint64, len(r.ops))
	for i, op := range r.ops {
		switch op.kind {
		case 0:
			out[i] = op.v
		case 1:
			if op.h == mdNullHandle {
				out[i] = 0
			} else {
				out[i] = me.id(op.h, local) + 1
			}
		case 2:
			if op.h == mdNullHandle {
				unsupported("metadata", "null where a node is required")
			}
			out[i] = me.id(op.h, local)
		}
	}
	return out
}

// emitKinds writes the METADATA_KIND block: every attachment kind the
// module names, numbered as Module.AttachKinds.
func (me *mdEnc) emitKinds(w *bitstream.Writer) {
	if len(me.e.m.AttachKinds) == 0 {
		return
	}
	w.EnterBlock(wMDKindBlock, 3)
	for i, k := range me.e.m.AttachKinds {
		w.EmitRecord(mdcKind, append([]uint64{uint64(i)}, chars(k)...))
	}
	w.ExitBlock()
}

// emitModule writes the module-level METADATA block.
func (me *mdEnc) emitModule(w *bitstream.Writer) {
	if !me.used && len(me.strs) == 0 {
		return
	}
	w.EnterBlock(wMetadataBlock, metadataAbbrevWidth)
	if len(me.strs) > 0 {
		lens := bitstream.NewWriter()
		var data []byte
		for _, s := range me.strs {
			lens.EmitVBR(uint64(len(s)), 6)
			data = append(data, s...)
		}
		head := lens.Bytes()
		blob := append(append([]byte{}, head...), data...)
		ab := w.DefineAbbrev(bitstream.Literal(mdcStrings), bitstream.VBR(6), bitstream.VBR(6), bitstream.Blob())
		w.EmitAbbrevRecord(ab, mdcStrings, []uint64{uint64(len(me.strs)), uint64(len(head))}, blob)
	}
	for _, r := range me.nodes {
		w.Record(r.code, me.resolve(r, nil))
	}
	for _, r := range me.globAtts {
		w.Record(r.code, me.resolve(&r, nil))
	}
	for _, n := range me.named {
		w.Record(mdcName, chars(n.name))
		ids := make([]uint64, len(n.ops))
		for i, h := range n.ops {
			if h == mdNullHandle {
				unsupported("metadata", "null in named metadata !%s", n.name)
			}
			ids[i] = me.id(h, nil)
		}
		w.Record(mdcNamedNode, ids)
	}
	w.ExitBlock()
}

// fnMD is the metadata state of one function: its local entries (values
// of the function as metadata, argument lists), numbered after the
// module's.
type fnMD struct {
	me     *mdEnc
	fs     *fnState
	local  []*mdRec
	values map[string]int
	// deferred local values: resolved once the function's values are
	// numbered.
	pending []pendingLocal
}

type pendingLocal struct {
	r  *mdRec
	op *ast.Operand
}

func (fl *fnMD) add(r *mdRec) int {
	fl.local = append(fl.local, r)
	return localBase + len(fl.local) - 1
}

// value returns the handle of a LocalAsMetadata.
func (fl *fnMD) value(op *ast.Operand) int {
	if op.Type == nil {
		unsupported("metadata", "local value %s without a type", op.Value.Text)
	}
	key := typeKey(op.Type) + "\x00" + op.Value.Name
	if h, ok := fl.values[key]; ok {
		return h
	}
	fl.me.e.types.id(op.Type)
	r := &mdRec{code: mdcValue}
	fl.pending = append(fl.pending, pendingLocal{r, op})
	h := fl.add(r)
	fl.values[key] = h
	return h
}

// argList returns the handle of a DIArgList, kept with the function.
func (fl *fnMD) argList(n *ast.MD) int {
	r := &mdRec{code: mdcArgList}
	for _, a := range n.Operands {
		if a.Kind != ast.MDValue {
			unsupported("metadata", "DIArgList operand %q", a.Str)
		}
		r.ops = append(r.ops, ref0(fl.me.handle(a, fl)))
	}
	return fl.add(r)
}

// resolveValues fills the value records once the function's value ids are
// known.
func (fl *fnMD) resolveValues() {
	for _, p := range fl.pending {
		id := fl.fs.valueID(p.op.Type, &p.op.Value)
		p.r.ops = []mop{lit(fl.me.e.types.ref(p.op.Type)), lit(uint64(id))}
	}
}

func (fl *fnMD) emit(w *bitstream.Writer) {
	if len(fl.local) == 0 {
		return
	}
	w.EnterBlock(wMetadataBlock, metadataAbbrevWidth)
	for _, r := range fl.local {
		w.Record(r.code, fl.me.resolve(r, fl.local))
	}
	w.ExitBlock()
}
