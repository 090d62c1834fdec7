package bitcode

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/bitcode/bitstream"
)

type function struct {
	g           *globalValue
	args        []*value
	blocks      []*bblock
	base        int // value table size before the function's values
	mdBase      int
	cur         int // current block
	last        *inst
	text        textRef      // the spelled text in decoder.fnText
	labels      []blockLabel // the blocks, once spelled (blocks is then nil)
	rendered    bool         // spelled when read (text)
	deferred    bool         // spelled at the end
	bundle      []opBundle
	statepoints map[*value]*gcStatepoint // gc.statepoint calls by their token
	lpads       map[*value]int           // landingpads' blocks by their token
	lastLoc     locRef
	dbgRec      []func(*textBuf)
	types       []*typ   // types met in instructions, in order (TypeFinder)
	usesOrdered bool     // usesNewestFirst ran
	consts      []*value // constants used by instructions, in order
	// spliced: some call has a splice; upgradeConsts are the constant
	// expressions of its operands (see upgrade_splice.go)
	spliced       bool
	upgradeConsts []*value
}

type bblock struct {
	v     *value
	insts []*inst
	uses  []*bblock // predecessor per use, in use-list order (newest first, once usesNewestFirst ran)
}

// usesNewestFirst puts every block's uses in use-list order: they are
// appended as read (oldest first), and LLVM's use list starts at the
// newest.
func (f *function) usesNewestFirst() {
	if f.usesOrdered {
		return
	}
	f.usesOrdered = true
	for _, b := range f.blocks {
		slices.Reverse(b.uses)
	}
}

type inst struct {
	res   *value
	text  func() string
	emit  func(*textBuf) // spells the instruction (instead of text)
	succs []int          // successor block indexes (uses of blocks)
	loc   locRef         // the DILocation (!dbg); 0: none
	x     *instExtra     // what few instructions have (nil: none)
}

// slabSize is how many instructions (and result values) are allocated at
// once: one allocation instead of one each. A slab lives while any of its
// instructions does, and they all go with their function once it is
// spelled.
const slabSize = 256

// newInst returns a zero instruction from the current slab.
func (d *decoder) newInst() *inst {
	if len(d.instSlab) == 0 {
		d.instSlab = make([]inst, slabSize)
	}
	in := &d.instSlab[0]
	d.instSlab = d.instSlab[1:]
	return in
}

// newValue returns a zero value from the current slab.
func (d *decoder) newValue() *value {
	if len(d.valSlab) == 0 {
		d.valSlab = make([]value, slabSize)
	}
	v := &d.valSlab[0]
	d.valSlab = d.valSlab[1:]
	return v
}

// instExtra holds what only some instructions have, which keeps inst small.
type instExtra struct {
	attach      []attachment
	records     []func(*textBuf) // debug records before the instruction
	recMD       []int            // metadata of debug records (slot order)
	callFn      *attrSet
	intrinsicMD []*value
	comment     func(*textBuf) // AsmWriter's comment after the instruction (printInfoComment)
	dbgCall     bool           // a call of a debug intrinsic (see stripDebugInfo)
	dropped     bool           // an upgrade removes it (see upgradeDbgValueCall)
	splice      *splice        // what an upgrade puts around the call (see upgrade_splice.go)
}

var noExtra instExtra

// ext returns the instruction's extras for reading (never written).
func (in *inst) ext() *instExtra {
	if in.x == nil {
		return &noExtra
	}
	return in.x
}

// mx returns the instruction's extras for writing.
func (in *inst) mx() *instExtra {
	if in.x == nil {
		in.x = &instExtra{}
	}
	return in.x
}

// dbgLoc holds a DILocation's fields. Line and column are 32-bit, as
// LLVM's reader keeps them (unsigned); scope and inlinedAt are metadata
// ids (see locID). The key-instruction fields (atomGroup, atomRank),
// zero but in -gkey-instructions builds, are kept apart (decoder.atoms):
// a -g module has a location for nearly every instruction.
type dbgLoc struct {
	line, col uint32
	ops       [2]int32 // scope, inlinedAt
	atom      uint32   // the index + 1 of (atomGroup, atomRank) in decoder.atoms; 0: both zero
	implicit  bool
}

// atomRef returns the dbgLoc.atom of a location with these key-instruction
// fields: equal pairs share an index, so equal locations stay equal.
func (d *decoder) atomRef(group, rank uint64) uint32 {
	if group == 0 && rank == 0 {
		return 0
	}
	k := [2]uint64{group, rank}
	if i, ok := d.atomIndex[k]; ok {
		return i
	}
	if d.atomIndex == nil {
		d.atomIndex = map[[2]uint64]uint32{}
	}
	d.atoms = append(d.atoms, k)
	i := uint32(len(d.atoms))
	d.atomIndex[k] = i
	return i
}

// atomOf returns a location's (atomGroup, atomRank).
func (d *decoder) atomOf(l *dbgLoc) (group, rank uint64) {
	if l.atom == 0 {
		return 0, 0
	}
	a := d.atoms[l.atom-1]
	return a[0], a[1]
}

// locID narrows a metadata id for dbgLoc.ops: ids beyond int32 name no
// node either way.
func locID(id int) int32 {
	if id > math.MaxInt32 {
		return math.MaxInt32
	}
	return int32(max(id, -1))
}

func (d *decoder) readFunction() error {
	if d.nextBody >= len(d.bodies) {
		return d.errf("function block without a function")
	}
	g := d.bodies[d.nextBody]
	d.nextBody++
	if err := d.r.EnterBlock(blockFunction); err != nil {
		return err
	}
	if d.mdModule < 0 {
		d.mdModule = d.md.len()
	}
	d.flushOldGlobalVars() // after the module's ids are counted
	d.upgradeUnsafeFPAtomicsAttr()
	f := &function{g: g, base: len(d.vals), mdBase: d.md.len(), types: d.tfTypes[:0], consts: d.tfConsts[:0]}
	d.mdShift = d.md.len() - d.mdModule
	g.fn = f
	ft := g.valueType
	for _, p := range ft.elems[1:] {
		a := &value{ty: p, kind: vArg, slot: -1}
		d.defineValue(a)
		f.args = append(f.args, a)
	}
	err := d.functionBody(f)
	if err == nil {
		err = d.finishFunction(f)
	}
	// drop the function's values and metadata
	d.vals = d.vals[:f.base]
	d.nextID = f.base
	d.mdShift = 0
	return err
}

func (d *decoder) functionBody(f *function) error {
	for {
		// Instruction records keep none of their operands (they are
		// decoded into values at once), so they can share one buffer;
		// the sub-blocks' records are read with slices of their own.
		d.r.ShareOps = true
		e, err := d.r.Next()
		d.r.ShareOps = false
		if err != nil {
			return err
		}
		switch e.Kind {
		case bitstream.EntryEndBlock:
			return nil
		case bitstream.EntrySubBlock:
			if err := d.r.EnterBlock(e.ID); err != nil {
				return err
			}
			switch e.ID {
			case blockConstants:
				err = d.readConstants()
			case blockMetadata:
				err = d.readMetadata(f)
			case blockMDAttachment:
				err = d.readAttachments(f)
			case blockValueSymtab:
				err = d.readLocalVST(f)
			case blockUselist:
				err = d.readUselist(f)
			default:
				err = d.skipRest()
			}
			if err != nil {
				return err
			}
		case bitstream.EntryRecord:
			d.ent = e // (a pointer to e would move every entry to the heap)
			if err := d.instRecord(f, &d.ent); err != nil {
				return err
			}
		}
	}
}

// opReader decodes an instruction record's operands.
type opReader struct {
	d    *decoder
	e    *bitstream.Entry
	ops  []uint64
	i    int
	err  error
	seen []*value // operands read, for the type finder
	tys  []*typ   // types read
}

func (o *opReader) fail(format string, args ...any) {
	if o.err == nil {
		o.err = o.d.recErr(o.e, format, args...)
	}
}

func (o *opReader) more() bool { return o.i < len(o.ops) }

func (o *opReader) next() uint64 {
	if o.i >= len(o.ops) {
		o.fail("record too short")
		return 0
	}
	v := o.ops[o.i]
	o.i++
	return v
}

func (o *opReader) absID(rel uint64) uint64 {
	if !o.d.useRelIDs {
		return rel
	}
	return uint64(uint32(o.d.nextID) - uint32(rel))
}

// typed reads a value id and, for forward references, its type.
func (o *opReader) typed() *value {
	id := o.absID(o.next())
	if id < uint64(o.d.nextID) {
		v := o.d.vals[id]
		if v == nil {
			o.fail("invalid value id %d", id)
			return &value{ty: &typ{kind: tVoid}}
		}
		o.seen = append(o.seen, v)
		return v
	}
	t := o.typ()
	if o.err != nil {
		return &value{ty: &typ{kind: tVoid}}
	}
	v := o.d.placeholder(id, t)
	if v == nil {
		o.fail("invalid value id %d", id)
		return &value{ty: t}
	}
	return v
}

// value reads a value id of a known type.
func (o *opReader) value(t *typ) *value {
	return o.valueID(o.absID(o.next()), t)
}

func (o *opReader) valueID(id uint64, t *typ) *value {
	if t != nil && t.kind == tMetadata {
		md := o.d.mdID(int(id))
		// TypeFinder looks through a constant wrapped as metadata
		// (call void @llvm.dbg.value(metadata %T* undef, ...)).
		if e := o.d.md.get(md); e != nil && e.kind == mdValue && e.val != nil && e.val.kind == vConst {
			o.seen = append(o.seen, e.val)
		}
		return o.d.mdAsValue(md, t)
	}
	if id < uint64(len(o.d.vals)) && o.d.vals[id] != nil {
		o.seen = append(o.seen, o.d.vals[id])
		return o.d.vals[id]
	}
	v := o.d.placeholder(id, t)
	if v == nil {
		o.fail("invalid value id %d", id)
		return &value{ty: t}
	}
	return v
}

// mdAsValue returns the value of a metadata call argument: one per
// module-level metadata id and type, as the same node is often an argument
// of many calls (the variables and expressions of llvm.dbg.value).
// Function-level metadata is met by one function only.
func (d *decoder) mdAsValue(md int, t *typ) *value {
	n := d.mdModule
	if n < 0 {
		n = d.md.len()
	}
	if md < 0 || md >= n {
		return &value{ty: t, kind: vMetadata, md: md}
	}
	if len(d.mdVals) < n {
		d.mdVals = append(d.mdVals, make([]*value, n-len(d.mdVals))...)
	}
	if v := d.mdVals[md]; v != nil && v.ty == t {
		return v
	}
	v := &value{ty: t, kind: vMetadata, md: md}
	d.mdVals[md] = v
	return v
}

// signedValue reads a sign-rotated relative id (phi operands).
func (o *opReader) signedValue(t *typ) *value {
	raw := o.next()
	var id uint64
	if o.d.useRelIDs {
		id = uint64(int64(o.d.nextID) - decodeSigned(raw))
	} else {
		id = raw
	}
	return o.valueID(id, t)
}

func (o *opReader) typ() *typ {
	t, err := o.d.typeAt(o.next())
	if err != nil {
		o.fail("%v", err)
		return &typ{kind: tVoid}
	}
	o.tys = append(o.tys, t)
	return t
}

func (o *opReader) block(f *function) int {
	b := o.next()
	if b >= uint64(len(f.blocks)) {
		o.fail("invalid basic block %d", b)
		return 0
	}
	return int(b)
}

func (d *decoder) operand(v *value) string {
	switch v.kind {
	case vGlobalVar, vFunction, vAlias, vIFunc:
		if v.named {
			return d.st.llvmName('@', v.name)
		}
		return "@" + strconv.Itoa(v.slot)
	case vConst:
		return d.constText(v)
	case vMetadata:
		return d.mdOperand(v.md)
	}
	if v.named {
		return d.st.llvmName('%', v.name)
	}
	if v.slot < 0 {
		return "<badref>"
	}
	return "%" + strconv.Itoa(v.slot)
}

func (d *decoder) typedOperand(v *value) string {
	return v.ty.String() + " " + d.operand(v)
}

func (d *decoder) blockRef(f *function, i int) string {
	return "label " + d.operand(f.blocks[i].v)
}

func (d *decoder) blockRefOf(g *globalValue, bb uint64) string {
	if g.fn == nil && !g.proto && d.fnConsts {
		// A function read later: its block names are not known yet.
		// The constant is spelled with a placeholder, which
		// writeFunction replaces (functions are then spelled at the
		// end: a blockaddress defers them).
		d.laterBlocks = append(d.laterBlocks, laterBlock{g, bb})
		return laterBlockMark + strconv.Itoa(len(d.laterBlocks)-1) + laterBlockMark
	}
	if g.fn != nil && g.fn.labels != nil && bb < uint64(len(g.fn.labels)) {
		l := g.fn.labels[bb]
		v := value{kind: vBlock, name: l.name, named: l.named, slot: l.slot}
		return d.operand(&v)
	}
	if g.fn == nil || bb >= uint64(len(g.fn.blocks)) {
		return "%" + strconv.FormatUint(bb, 10)
	}
	return d.operand(g.fn.blocks[bb].v)
}

// blockLabel is what a function spelled early keeps of a block: what a
// blockaddress in a later function prints of it.
type blockLabel struct {
	name  string
	slot  int
	named bool
}

var orderings = [...]string{"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"}

func ordering(v uint64) string {
	if v < uint64(len(orderings)) {
		return orderings[v]
	}
	return "<badordering>"
}

// syncScope spells scope id as LLVM's reader decodes it: 0 is
// singlethread and 1 the system scope in every file, even one without
// the block of scope names (before LLVM 5), and an id the names do not
// reach is the system scope.
func (d *decoder) syncScope(id uint64) string {
	if id == 0 {
		return " syncscope(\"singlethread\")"
	}
	if id == 1 || int(id) >= len(d.syncScopes) {
		return ""
	}
	return " syncscope(\"" + d.st.escaped(d.syncScopes[id]) + "\")"
}

func alignText(a uint64) string {
	if a == 0 {
		return ""
	}
	return ", align " + strconv.FormatUint(uint64(1)<<(a-1), 10)
}

var rmwOps = [...]string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum", "fmaximumnum", "fminimumnum"}

func (d *decoder) indexedType(t *typ, idx []*value) *typ {
	for _, v := range idx {
		switch t.kind {
		case tStruct:
			n := 0
			if v.c != nil && len(v.c.ops) > 0 && v.c.code == 4 {
				n = int(decodeSigned(v.c.ops[0]))
			}
			if n < 0 || n >= len(t.elems) {
				return t
			}
			t = t.elems[n]
		case tArray, tVector:
			t = t.elem
		default:
			return t
		}
	}
	return t
}

func (d *decoder) aggIndexType(t *typ, idx []uint64) *typ {
	for _, n := range idx {
		switch t.kind {
		case tStruct:
			if n >= uint64(len(t.elems)) {
				return t
			}
			t = t.elems[n]
		case tArray, tVector:
			t = t.elem
		}
	}
	return t
}

func (d *decoder) anonStruct(elems ...*typ) *typ {
	for _, t := range d.types {
		if t != nil && t.kind == tStruct && !t.ident && !t.packed && len(t.elems) == len(elems) {
			same := true
			for i := range elems {
				if t.elems[i] != elems[i] {
					same = false
				}
			}
			if same {
				return t
			}
		}
	}
	return &typ{kind: tStruct, elems: elems, num: -1}
}

func (d *decoder) vectorOf(el *typ, n uint64, scalable bool) *typ {
	for _, t := range d.types {
		if t != nil && t.kind == tVector && t.elem == el && t.n == n && t.scalable == scalable {
			return t
		}
	}
	return &typ{kind: tVector, elem: el, n: n, scalable: scalable}
}

// callingConv spells calling convention cc as AsmWriter does. It spells
// the two AVR conventions with a space of their own, so that a second one
// follows them (every release to 22): the names themselves (ccNames, which
// the writer reads too) have none.
func callingConv(cc uint64) string {
	if n, ok := ccNames[cc]; ok {
		if cc == 84 || cc == 85 {
			return n + " "
		}
		return n
	}
	return "cc" + strconv.FormatUint(cc, 10)
}

var ccNames = map[uint64]string{8: "fastcc", 9: "coldcc", 10: "ghccc", 12: "webkit_jscc", 13: "anyregcc", 14: "preserve_mostcc",
	15: "preserve_allcc", 16: "swiftcc", 17: "cxx_fast_tlscc", 18: "tailcc", 19: "cfguard_checkcc", 20: "swifttailcc", 21: "preserve_nonecc",
	64: "x86_stdcallcc", 65: "x86_fastcallcc", 66: "arm_apcscc", 67: "arm_aapcscc", 68: "arm_aapcs_vfpcc", 69: "msp430_intrcc",
	70: "x86_thiscallcc", 71: "ptx_kernel", 72: "ptx_device", 75: "spir_func", 76: "spir_kernel", 77: "intel_ocl_bicc",
	78: "x86_64_sysvcc", 79: "win64cc", 80: "x86_vectorcallcc", 81: "hhvmcc", 82: "hhvm_ccc", 83: "x86_intrcc",
	84: "avr_intrcc", 85: "avr_signalcc", 87: "amdgpu_vs", 88: "amdgpu_gs", 89: "amdgpu_ps", 90: "amdgpu_cs", 91: "amdgpu_kernel", 92: "x86_regcallcc",
	93: "amdgpu_hs", 95: "amdgpu_ls", 96: "amdgpu_es", 97: "aarch64_vector_pcs", 98: "aarch64_sve_vector_pcs", 100: "amdgpu_gfx",
	101: "m68k_intrcc", 102: "aarch64_sme_preservemost_from_x0", 103: "aarch64_sme_preservemost_from_x2",
	104: "amdgpu_cs_chain", 105: "amdgpu_cs_chain_preserve", 106: "m68k_rtdcc", 107: "graalcc", 110: "riscv_vector_cc",
	111: "aarch64_sme_preservemost_from_x1"}

func join(parts []string) string { return strings.Join(parts, ", ") }

// laterBlockMark brackets the number of a placeholder blockRefOf spells
// for a block of a function not read yet; a NUL byte is in no text.
const laterBlockMark = "\x00"

// A laterBlock is a block a placeholder stands for.
type laterBlock struct {
	g  *globalValue
	bb uint64
}

// resolveLaterBlocks replaces the placeholders of blocks in text by their
// names, all functions being read.
func (d *decoder) resolveLaterBlocks(text []byte) []byte {
	if len(d.laterBlocks) == 0 || bytes.IndexByte(text, 0) < 0 {
		return text
	}
	var out []byte
	for {
		i := bytes.IndexByte(text, 0)
		if i < 0 {
			return append(out, text...)
		}
		j := bytes.IndexByte(text[i+1:], 0)
		if j < 0 {
			return append(out, text...)
		}
		n, err := strconv.Atoi(string(text[i+1 : i+1+j]))
		if err != nil || n >= len(d.laterBlocks) {
			return append(out, text...)
		}
		lb := d.laterBlocks[n]
		out = append(out, text[:i]...)
		out = append(out, d.blockRefOf(lb.g, lb.bb)...)
		text = text[i+1+j+1:]
	}
}
