package bitcode

import (
	"fmt"
	"strconv"

	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

type valueKind uint8

const (
	vGlobalVar valueKind = iota
	vFunction
	vAlias
	vIFunc
	vConst
	vArg
	vInst
	vBlock
	vMetadata // metadata as value (call operands)
	vInlineAsm
)

// A value is one entry of the value table (module-level or function-local).
type value struct {
	ty    *typ
	name  string
	slot  int
	gv    *globalValue
	c     *constant
	md    int // metadata id for vMetadata
	str   string
	kind  valueKind
	named bool
	fwd   bool // placeholder for a forward reference
}

type globalValue struct {
	v          *value
	kind       valueKind
	valueType  *typ
	addrspace  uint64
	linkage    uint64
	isConst    bool
	init       uint64 // value id + 1 (0: none)
	align      uint64 // log2+1
	section    uint64 // index+1
	visibility uint64
	tls        uint64
	unnamed    uint64
	extInit    bool
	dll        uint64
	// the ARC runtime functions (see upgrade_arc.go): arcState tells
	// whether calls are upgraded (0: not known yet), arcUses and arcCalls
	// count the instructions that use it and the calls upgraded, and
	// arcPending marks it replaced by its intrinsic
	arcState          uint8
	arcPending        bool
	arcUses, arcCalls int
	// ctorUpgraded marks a global_ctors upgraded to three fields, and
	// ctorElems are its elements (see upgradeCtors)
	ctorUpgraded bool
	ctorElems    []*value
	// implicitComdat: an old linkage code and no comdat field (see
	// hasImplicitComdat)
	implicitComdat bool
	comdat         int // index, -1 none
	attrs          uint64
	dsoLocal       bool
	partition      string
	codeModel      uint64
	sanitizer      uint64
	// functions
	cc        uint64
	proto     bool
	paramattr uint64
	// unsafeFPAtomics: the definition had "amdgpu-unsafe-fp-atomics"="true"
	// (see upgrade_amdgpu.go)
	unsafeFPAtomics bool
	gc              uint64
	prologue        uint64
	prefix          uint64
	personal        uint64
	// personalV is the personality a LANDINGPAD_OLD record gave the
	// function (a value of its own constants, so kept, not numbered)
	personalV  *value
	fn         *function
	aliasee    uint64
	mds        []attachment
	hasSanMeta bool
}

type attachment struct {
	kind uint64
	md   int
}

type comdat struct {
	name string
	kind uint64
}

// decoder holds the state of one module read.
type decoder struct {
	r    *bitstream.Reader
	base int64
	// refBound is the bitstream's size in bytes, which no value id
	// reaches (see placeholder)
	refBound int
	strtab   []byte
	// vstOffset is the VSTOFFSET record's word offset (0: none), and
	// vstRead tells that the module's symbol table has been read.
	vstOffset uint64
	vstRead   bool
	producer  string
	version   uint64

	triple, datalayout, sourceFile string
	sawSourceFile                  bool // a SOURCE_FILENAME record was read (else sourceFile is the module id, as LLVM's Module starts)
	asm                            string
	sections, gcs                  []string
	comdats                        []comdat
	types                          []*typ
	attrGroups                     map[uint64]*attrSet
	attrLists                      [][]*attrSet
	vals                           []*value
	globals                        []*globalValue // every global value in record order
	vars, funcs, aliases, ifuncs   []*globalValue
	bodies                         []*globalValue // functions with bodies, in order
	nextBody                       int
	mdKinds                        map[uint64]string
	kindRanks                      map[uint64]int // see kindRank
	bundleTags                     []string
	syncScopes                     []string
	md                             *mdTable
	mdVals                         []*value // mdAsValue's values, by metadata id
	tc                             typeCache
	tfTypes                        []*typ // arrays for function.types and .consts, reused
	tfConsts                       []*value
	instSlab                       []inst  // newInst's slab
	valSlab                        []value // newValue's slab
	progAS                         int     // the data layout's program address space (-1: not read yet)
	named                          []namedMD
	opaque                         bool // the module uses opaque pointers
	useRelIDs                      bool
	moduleVals                     int
	summary                        *summaryIndex // the module summary, when the module has one
	mstModules                     []*sumModule  // the module string table of a combined index
	hash                           [5]uint32     // the module hash (MODULE_CODE_HASH)
	nextID                         int
	pstate                         *printState
	locs                           locTable
	// deferText is 0 until the first function is read, then 1 when each
	// function's text can be spelled as soon as it is read, 2 when it must
	// wait for the end (unnamed structs are numbered last).
	deferText       int
	sawBlockAddress bool // a blockaddress names a block of a function maybe not read yet
	// laterBlocks are the blocks placeholders stand for (see
	// blockRefOf); fnConsts is set while a function's own constants are
	// spelled, the only text placeholders go into.
	laterBlocks       []laterBlock
	fnConsts          bool
	allocaAS          *uint64 // the data layout's alloca address space, once read
	finder            *typeFinder
	mdModule, mdShift int
	// inlineVals holds the value operands of nodes read from OLD_NODE
	// records (see metadata_old.go), parallel to their operands.
	inlineVals map[*mdEntry][]*value
	// emptyNode is the node !{} the old records make (see addEmptyNode)
	emptyNode *mdEntry
	// the upgrade of DIGlobalVariable records before LLVM 4 (see
	// di_globalvar_old.go): the records met, the units' lists of
	// globals by unit id, and the added DIExpression() (-1: none yet)
	oldGVs                      []*oldGlobalVar
	sawOldGlobalVar, oldGVsDone bool
	cuGlobals                   map[int]int
	emptyExpr                   int
	pendingOldGV                *int // operand 9 of the version-0 record just read
	// loopUpgrades maps loop nodes and their operands to what
	// upgradeLoopAttachment made of them
	loopUpgrades map[int]int
	// tbaaUpgrades maps !tbaa tags to what upgradeTBAATag made of them,
	// and tbaaZero is the id + 1 of the i64 0 it added (0: none yet)
	tbaaUpgrades map[int]int
	tbaaZero     int
	// typeRefs: the upgrade of type references by identifier (see
	// di_typerefs_old.go)
	typeRefs oldTypeRefs
	// replacedDecls are the declarations upgrades put in place of old
	// ones (see upgrade_widened.go)
	replacedDecls, dbgValueDecls map[*globalValue]*globalValue
	// splicing holds the bitcasts made for the call being read (see
	// upgrade_splice.go)
	splicing pendingSplice
	// arcDecls are the intrinsics that replace the ARC runtime functions;
	// arcPending: some runtime function waits for the end (see upgradeARC)
	arcDecls   map[*globalValue]*globalValue
	arcPending bool
	// stripDebug: the debug info version is outdated (see strip_debug.go),
	// once stripDecided
	stripDebug, stripDecided bool
	// brokenDebug: a function's !dbg makes LLVM's verifier reject the
	// debug info, which goes too (see strip_broken_debug.go)
	brokenDebug    bool
	sawOldLoopTags bool // a STRING_OLD record with such a tag was read
	// declareExprs holds, once an expression of a version before 2 is
	// read, the expressions that start with DW_OP_deref with the rest of
	// their elements (see upgradeDeclareExpr)
	declareExprs map[*mdEntry][]uint64
	// spFuncs pairs the metadata ids of subprograms of the oldest layout
	// with that of the function they name (see attachOldSubprograms).
	spFuncs [][2]int
	// dl is the data layout, parsed once a record needs an alignment it
	// does not hold (see implicitAlign).
	dl *readerLayout
	// oldSPs are the subprograms of layouts before LLVM 8 by metadata id,
	// and cuSPLists pairs compile units with their list of subprograms
	// (see upgradeCUSubprograms).
	oldSPs    map[int]*diOps
	cuSPLists [][2]int
	// the "amdgpu-unsafe-fp-atomics" upgrade: done, the kinds (id + 1) and
	// the empty tuple it attaches
	unsafeFPDone  bool
	unsafeFPKinds [3]uint64
	unsafeFPEmpty int
	atoms         [][2]uint64          // the key-instruction fields of locations (dbgLoc.atom)
	atomIndex     map[[2]uint64]uint32 // index + 1 in atoms
	st            *style
	curOps        *opReader
	opr           opReader        // the reader of instruction records
	ent           bitstream.Entry // the instruction record being read
	fnText        *textStore      // the text of the functions spelled when read (the caller releases it)
	// Streaming (DisassembleTo): out receives the text as soon as it is
	// final; headWritten tells the beginning is written, fnNext is the
	// index in funcs of the next function to write.
	out         textOut
	moduleID    string
	headWritten bool
	fnNext      int
	identTotal  int // identified struct types in the type table (-1: not counted)
	labelTy     *typ
}

type namedMD struct {
	name string
	ops  []int
}

func (d *decoder) errf(format string, args ...any) error {
	off := int64(d.r.BitPos()/8) + d.base
	e := &Error{Offset: off, Producer: d.producer, Msg: fmt.Sprintf(format, args...)}
	if id := d.r.BlockID(); id >= 0 {
		e.Block = blockNames[uint64(id)]
		if e.Block == "" {
			e.Block = "block " + strconv.FormatInt(id, 10)
		}
	}
	return e
}

// eachRecord calls fn on each record of the block the reader is in, up to
// its end, skipping its sub-blocks; an error from fn or the reader ends it.
func (d *decoder) eachRecord(fn func(e *bitstream.Entry) error) error {
	return d.records(false, fn)
}

// eachSharedRecord is eachRecord with each record's operands read into the
// reader's one buffer (bitstream.Reader.ShareOps): fn copies what it keeps.
func (d *decoder) eachSharedRecord(fn func(e *bitstream.Entry) error) error {
	return d.records(true, fn)
}

func (d *decoder) records(shareOps bool, fn func(e *bitstream.Entry) error) error {
	for {
		d.r.ShareOps = shareOps
		e, err := d.r.Next()
		d.r.ShareOps = false
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
		if err := fn(&e); err != nil {
			return err
		}
	}
}

func (d *decoder) recErr(rec *bitstream.Entry, format string, args ...any) error {
	e := d.errf(format, args...).(*Error)
	e.Offset = rec.Offset + d.base
	e.Record = strconv.FormatUint(rec.ID, 10)
	return e
}

func (d *decoder) unsupported(rec *bitstream.Entry, what string) error {
	e := d.recErr(rec, "unknown %s record %d", what, rec.ID).(*Error)
	return unsupportedError{e}
}

func (d *decoder) wrap(err error) error {
	if be, ok := err.(*bitstream.Error); ok {
		return &Error{Offset: be.Offset + d.base, Block: be.Block, Producer: d.producer, Msg: be.Msg}
	}
	return err
}

// decodeTo reads a whole bitcode file; with out set, the text of functions is written
// there as soon as it is final (then writeText writes the rest). Function
// text is held in fnText, which the caller releases.
func decodeTo(data []byte, out textOut, moduleID string, fnText *textStore, forParse, brokenDebug bool) (d *decoder, err error) {
	body, err := stripWrapper(data)
	if err != nil {
		return nil, err
	}
	d = &decoder{
		r:           bitstream.NewReader(body),
		base:        int64(len(data) - len(body)),
		attrGroups:  map[uint64]*attrSet{},
		mdKinds:     map[uint64]string{},
		mdModule:    -1,
		out:         out,
		moduleID:    moduleID,
		identTotal:  -1,
		progAS:      -1,
		fnText:      fnText,
		sourceFile:  moduleID,
		brokenDebug: brokenDebug,
		refBound:    len(body),
	}
	d.r.Names = blockNames
	d.md = newMDTable()
	dd := d // the named result is nil when an error is returned
	defer func() {
		if err != nil {
			err = dd.wrap(err)
		}
	}()
	// First pass: find the top-level blocks; the string table comes after
	// the module but the module's names live in it.
	var modulePos []uint64
	for {
		e, err := d.r.Next()
		if err != nil {
			return nil, err
		}
		if e.Kind == bitstream.EntryEOF {
			break
		}
		if e.Kind != bitstream.EntrySubBlock {
			return nil, d.errf("unexpected entry at top level")
		}
		switch e.ID {
		case blockIdentification:
			if err := d.r.EnterBlock(e.ID); err != nil {
				return nil, err
			}
			if err := d.readIdentification(); err != nil {
				return nil, err
			}
		case blockModule:
			modulePos = append(modulePos, e.BitPos)
			if err := d.r.SkipBlock(); err != nil {
				return nil, err
			}
		case blockStrtab:
			if err := d.r.EnterBlock(e.ID); err != nil {
				return nil, err
			}
			if err := d.readStrtab(); err != nil {
				return nil, err
			}
		default:
			if err := d.r.SkipBlock(); err != nil {
				return nil, err
			}
		}
		if d.r.AtEnd() {
			break
		}
	}
	d.st = styleFor(d.producer)
	if forParse {
		d.st.ellipsisAfterArgs = true // "(, ...)" does not parse
	}
	if len(modulePos) == 0 {
		return nil, &Error{Offset: d.base, Msg: "no module block"}
	}
	if err := d.r.Seek(modulePos[0]); err != nil {
		return nil, err
	}
	e, err := d.r.Next()
	if err != nil {
		return nil, err
	}
	if err := d.r.EnterBlock(e.ID); err != nil {
		return nil, err
	}
	if err := d.readModule(); err != nil {
		return nil, err
	}
	return d, nil
}

// readingRelease is the release whose llvm-dis the reader reproduces for
// a file producer wrote: the producer's own, or, for files older than
// llvmver.OldestProducer (and those that name no producer, from before
// LLVM 3.8), the oldest release modelled: such a file reads as LLVM 13
// reads it, with that release's load-time upgrades.
func readingRelease(producer string) llvmver.Version {
	v, ok := llvmver.FromProducer(producer)
	if !ok || v < llvmver.OldestProducer {
		return llvmver.OldestProducer
	}
	return v
}

// styleFor returns the spellings of the release that reads the file (see
// readingRelease).
func styleFor(producer string) *style {
	v := readingRelease(producer)
	return &style{
		release:           v,
		backslash:         v.Has(llvmver.AsmBackslashEscape),
		dollarQuoted:      v.Has(llvmver.AsmDollarQuoted),
		splat:             v.Has(llvmver.AsmSplatConstants),
		ellipsisAfterArgs: v.Has(llvmver.AsmMustTailEllipsis),
		sizeMD:            v.Has(llvmver.DISizeAsMetadata),
		uwtableKind:       v.Has(llvmver.UWTableKind),
	}
}

func (d *decoder) readIdentification() error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID == 1 {
			d.producer = bitstream.String(e.Ops)
		} else if e.ID == 2 && len(e.Ops) > 0 && e.Ops[0] != 0 {
			return d.recErr(e, "incompatible epoch %d", e.Ops[0])
		}
		return nil
	})
}

func (d *decoder) readStrtab() error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		if e.ID == 1 {
			d.strtab = e.Blob
		}
		return nil
	})
}

// skipRest skips the remaining entries of the current block.
func (d *decoder) skipRest() error {
	return d.eachRecord(func(*bitstream.Entry) error { return nil })
}

func (d *decoder) strtabName(ops []uint64) (string, error) {
	off, size := ops[0], ops[1]
	if off+size > uint64(len(d.strtab)) || off+size < off {
		return "", d.errf("name at strtab offset %d size %d outside the string table", off, size)
	}
	return string(d.strtab[off : off+size]), nil
}

func (d *decoder) typeAt(id uint64) (*typ, error) {
	if id >= uint64(len(d.types)) || d.types[id] == nil {
		return nil, d.errf("invalid type id %d", id)
	}
	return d.types[id], nil
}

func (d *decoder) readModule() error {
	for {
		e, err := d.r.Next()
		if err != nil {
			return err
		}
		switch e.Kind {
		case bitstream.EntryEndBlock:
			return d.finishModule()
		case bitstream.EntryEOF:
			return d.errf("module block not terminated")
		case bitstream.EntrySubBlock:
			if err := d.moduleSubBlock(e.ID); err != nil {
				return err
			}
		case bitstream.EntryRecord:
			if err := d.moduleRecord(&e); err != nil {
				return err
			}
		}
	}
}

func (d *decoder) moduleSubBlock(id uint64) error {
	var err error
	if id != blockFunction {
		if err = d.r.EnterBlock(id); err != nil {
			return err
		}
	}
	switch id {
	case blockType:
		err = d.readTypes()
	case blockParamAttrGroup:
		err = d.readAttrGroups()
	case blockParamAttr:
		err = d.readAttrLists()
	case blockConstants:
		err = d.readConstants()
		d.moduleVals = len(d.vals)
	case blockMetadata:
		if err = d.readMetadata(nil); err == nil {
			d.upgradeLocalImports()
		}
	case blockMDKind:
		err = d.readMDKinds()
	case blockBundleTags:
		err = d.readStringList(&d.bundleTags)
	case blockSyncScope:
		err = d.readStringList(&d.syncScopes)
	case blockFunction:
		if err = d.readModuleVSTAhead(); err == nil {
			err = d.readFunction()
		}
	case blockValueSymtab:
		err = d.readModuleVST()
	case blockSummary, blockFullLTOSummary:
		err = d.readSummary()
	case blockModuleStrtab:
		err = d.readModuleStrtab()
	case blockUselist:
		err = d.readUselist(nil)
	default:
		err = d.skipRest()
	}
	return err
}

func (d *decoder) readStringList(dst *[]string) error {
	return d.eachRecord(func(e *bitstream.Entry) error {
		*dst = append(*dst, bitstream.String(e.Ops))
		return nil
	})
}

func (d *decoder) addValue(v *value) { d.defineValue(v) }

func (d *decoder) moduleRecord(e *bitstream.Entry) error {
	ops := e.Ops
	switch e.ID {
	case 1: // VERSION
		if len(ops) < 1 {
			return d.recErr(e, "VERSION record without a version")
		}
		d.version = ops[0]
		if d.version > 2 {
			return unsupportedError{d.recErr(e, "module version %d", d.version).(*Error)}
		}
		d.useRelIDs = d.version >= 1
	case 2:
		d.triple = bitstream.String(ops)
	case 3:
		d.datalayout = bitstream.String(ops)
	case 4:
		d.asm = bitstream.String(ops)
	case 5:
		d.sections = append(d.sections, bitstream.String(ops))
	case 11:
		d.gcs = append(d.gcs, bitstream.String(ops))
	case 12: // COMDAT: [strtab off, size, selection kind] (v2)
		if d.version >= 2 {
			if len(ops) < 3 {
				return d.recErr(e, "short COMDAT record")
			}
			name, err := d.strtabName(ops)
			if err != nil {
				return err
			}
			d.comdats = append(d.comdats, comdat{name: name, kind: ops[2]})
		} else {
			if len(ops) < 2 {
				return d.recErr(e, "short COMDAT record")
			}
			n := ops[1]
			if uint64(len(ops)) < 2+n {
				return d.recErr(e, "short COMDAT record")
			}
			d.comdats = append(d.comdats, comdat{name: bitstream.String(ops[2 : 2+n]), kind: ops[0]})
		}
	case 13: // VSTOFFSET: where the module's symbol table is, in words
		// from one word before the first block (the file's symbol
		// table follows the function bodies from LLVM 3.8 on)
		if len(ops) > 0 {
			d.vstOffset = ops[0]
		}
	case 16:
		d.sourceFile = bitstream.String(ops)
		d.sawSourceFile = true
	case 7:
		return d.globalVar(e)
	case 8:
		return d.functionRecord(e)
	case 14, 9:
		return d.aliasRecord(e)
	case 18:
		return d.ifuncRecord(e)
	case 17: // HASH: [5 x i32]
		if len(ops) != 5 {
			return d.recErr(e, "module hash of %d words", len(ops))
		}
		for i, w := range ops {
			d.hash[i] = uint32(w)
		}
	case 6, 15: // DEPLIB, unused
	default:
		return d.unsupported(e, "module")
	}
	return nil
}

// names returns the name of a v2 global value record and the remaining operands.
func (d *decoder) globalName(e *bitstream.Entry) (string, []uint64, error) {
	if d.version >= 2 {
		if len(e.Ops) < 2 {
			return "", nil, d.recErr(e, "short record")
		}
		n, err := d.strtabName(e.Ops)
		return n, e.Ops[2:], err
	}
	return "", e.Ops, nil
}

func opt(ops []uint64, i int) uint64 {
	if i < len(ops) {
		return ops[i]
	}
	return 0
}

func (d *decoder) newGlobal(kind valueKind, name string, ptrTy *typ) *globalValue {
	g := &globalValue{kind: kind, comdat: -1}
	g.v = &value{ty: ptrTy, kind: kind, name: name, named: name != "", gv: g}
	d.globals = append(d.globals, g)
	d.addValue(g.v)
	return g
}

func (d *decoder) ptrTo(t *typ, as uint64) *typ {
	if d.opaque {
		return d.opaquePtr(as)
	}
	return d.pointer(t, as)
}

func (d *decoder) opaquePtr(as uint64) *typ { return d.pointer(nil, as) }

// pointer returns the type table's pointer to t in address space as (an
// opaque pointer when t is nil), or a new one when the table has none.
func (d *decoder) pointer(t *typ, as uint64) *typ {
	if d.tc.n != len(d.types) {
		d.tc.reset(len(d.types))
	}
	k := ptrKey{t, as}
	if p, ok := d.tc.ptrs[k]; ok {
		return p
	}
	var p *typ
	for _, x := range d.types {
		if x != nil && x.kind == tPtr && x.elem == t && x.bits == as {
			p = x
			break
		}
	}
	if p == nil {
		p = &typ{kind: tPtr, elem: t, bits: as}
	}
	d.tc.ptrs[k] = p
	return p
}

// typeCache remembers types looked up in the type table (which the
// instructions of every function ask for again); it is valid while the
// table has n entries.
type typeCache struct {
	n    int
	i1   *typ
	ptrs map[ptrKey]*typ
}

type ptrKey struct {
	elem *typ
	as   uint64
}

func (c *typeCache) reset(n int) { *c = typeCache{n: n, ptrs: map[ptrKey]*typ{}} }

func (d *decoder) globalVar(e *bitstream.Entry) error {
	name, ops, err := d.globalName(e)
	if err != nil {
		return err
	}
	if len(ops) < 6 {
		return d.recErr(e, "short GLOBALVAR record")
	}
	t, err := d.typeAt(ops[0])
	if err != nil {
		return err
	}
	explicit := ops[1]&2 != 0
	var as uint64
	var valTy *typ
	if explicit {
		as = ops[1] >> 2
		valTy = t
	} else {
		if t.kind != tPtr || t.elem == nil {
			return d.recErr(e, "global type is not a pointer")
		}
		as = t.bits
		valTy = t.elem
	}
	g := d.newGlobal(vGlobalVar, name, d.ptrTo(valTy, as))
	g.valueType, g.addrspace = valTy, as
	g.isConst = ops[1]&1 != 0
	g.init = ops[2]
	g.linkage = ops[3]
	g.align = ops[4]
	g.section = ops[5]
	g.visibility = opt(ops, 6)
	g.tls = opt(ops, 7)
	g.unnamed = opt(ops, 8)
	g.extInit = opt(ops, 9) != 0
	g.dll = opt(ops, 10)
	if len(ops) <= 10 {
		g.dll = oldDLLStorage(g.linkage)
	}
	if len(ops) > 11 {
		if c := ops[11]; c != 0 {
			g.comdat = int(c) - 1
		}
	} else {
		g.implicitComdat = hasImplicitComdat(g.linkage)
	}
	g.attrs = opt(ops, 12)
	g.dsoLocal = opt(ops, 13) != 0
	if len(ops) > 15 && ops[15] != 0 {
		g.partition, err = d.strtabName(ops[14:16])
		if err != nil {
			return err
		}
	}
	if len(ops) > 16 {
		g.sanitizer = ops[16]
		g.hasSanMeta = true
	}
	g.codeModel = opt(ops, 17)
	if isLocalLinkage(g.linkage) {
		g.dsoLocal = true
	}
	d.vars = append(d.vars, g)
	return nil
}

func (d *decoder) functionRecord(e *bitstream.Entry) error {
	name, ops, err := d.globalName(e)
	if err != nil {
		return err
	}
	if len(ops) < 8 {
		return d.recErr(e, "short FUNCTION record")
	}
	t, err := d.typeAt(ops[0])
	if err != nil {
		return err
	}
	if t.kind == tPtr && t.elem != nil {
		t = t.elem
	}
	if t.kind != tFunc {
		return d.recErr(e, "function type is not a function")
	}
	as := opt(ops, 16)
	g := d.newGlobal(vFunction, name, d.ptrTo(t, as))
	g.valueType, g.addrspace = t, as
	g.cc = ops[1]
	g.proto = ops[2] != 0
	g.linkage = ops[3]
	g.paramattr = ops[4]
	g.align = ops[5]
	g.section = ops[6]
	g.visibility = ops[7]
	g.gc = opt(ops, 8)
	g.unnamed = opt(ops, 9)
	g.prologue = opt(ops, 10)
	g.dll = opt(ops, 11)
	if len(ops) <= 11 {
		g.dll = oldDLLStorage(g.linkage)
	}
	if len(ops) > 12 {
		if c := ops[12]; c != 0 {
			g.comdat = int(c) - 1
		}
	} else {
		g.implicitComdat = hasImplicitComdat(g.linkage)
	}
	g.prefix = opt(ops, 13)
	g.personal = opt(ops, 14)
	g.dsoLocal = opt(ops, 15) != 0
	if len(ops) > 18 && ops[18] != 0 {
		g.partition, err = d.strtabName(ops[17:19])
		if err != nil {
			return err
		}
	}
	if isLocalLinkage(g.linkage) {
		g.dsoLocal = true
	}
	if !g.proto {
		d.bodies = append(d.bodies, g)
	}
	d.funcs = append(d.funcs, g)
	return nil
}

func (d *decoder) aliasRecord(e *bitstream.Entry) error {
	name, ops, err := d.globalName(e)
	if err != nil {
		return err
	}
	if e.ID == 9 { // ALIAS_OLD: [alias type (pointer), aliasee, linkage, visibility, ...]
		if len(ops) < 3 {
			return d.recErr(e, "short ALIAS record")
		}
		t, err := d.typeAt(ops[0])
		if err != nil {
			return err
		}
		if t.kind != tPtr || t.elem == nil {
			return d.recErr(e, "alias type is not a pointer")
		}
		nops := append([]uint64{0, t.bits}, ops[1:]...)
		ops = nops
		ops[0] = 0
		g := d.newGlobal(vAlias, name, t)
		g.valueType, g.addrspace = t.elem, t.bits
		return d.aliasFields(g, ops)
	}
	if len(ops) < 4 {
		return d.recErr(e, "short ALIAS record")
	}
	t, err := d.typeAt(ops[0])
	if err != nil {
		return err
	}
	g := d.newGlobal(vAlias, name, d.ptrTo(t, ops[1]))
	g.valueType, g.addrspace = t, ops[1]
	return d.aliasFields(g, ops)
}

func (d *decoder) aliasFields(g *globalValue, ops []uint64) error {
	g.aliasee = ops[2]
	g.linkage = ops[3]
	g.visibility = opt(ops, 4)
	g.dll = opt(ops, 5)
	g.tls = opt(ops, 6)
	g.unnamed = opt(ops, 7)
	g.dsoLocal = opt(ops, 8) != 0
	if len(ops) > 10 && ops[10] != 0 {
		var err error
		if g.partition, err = d.strtabName(ops[9:11]); err != nil {
			return err
		}
	}
	if isLocalLinkage(g.linkage) {
		g.dsoLocal = true
	}
	d.aliases = append(d.aliases, g)
	return nil
}

func (d *decoder) ifuncRecord(e *bitstream.Entry) error {
	name, ops, err := d.globalName(e)
	if err != nil {
		return err
	}
	if len(ops) < 4 {
		return d.recErr(e, "short IFUNC record")
	}
	t, err := d.typeAt(ops[0])
	if err != nil {
		return err
	}
	g := d.newGlobal(vIFunc, name, d.ptrTo(t, ops[1]))
	g.valueType, g.addrspace = t, ops[1]
	g.aliasee = ops[2]
	g.linkage = ops[3]
	g.visibility = opt(ops, 4)
	g.dsoLocal = opt(ops, 5) != 0
	if len(ops) > 7 && ops[7] != 0 {
		if g.partition, err = d.strtabName(ops[6:8]); err != nil {
			return err
		}
	}
	if isLocalLinkage(g.linkage) {
		g.dsoLocal = true
	}
	d.ifuncs = append(d.ifuncs, g)
	return nil
}

func (d *decoder) finishModule() error {
	return nil
}

// decoded linkages (BitcodeReader's getDecodedLinkage).
const (
	lExternal = iota
	lAppending
	lInternal
	lExternWeak
	lCommon
	lPrivate
	lAvailableExternally
	lLinkOnce
	lWeak
	lLinkOnceODR
	lWeakODR
)

func decodeLinkage(v uint64) int {
	switch v {
	case 2:
		return lAppending
	case 3:
		return lInternal
	case 7:
		return lExternWeak
	case 8:
		return lCommon
	case 9, 13, 14:
		return lPrivate
	case 12:
		return lAvailableExternally
	case 1, 16:
		return lWeak
	case 4, 18:
		return lLinkOnce
	case 10, 17:
		return lWeakODR
	case 11, 19:
		return lLinkOnceODR
	}
	return lExternal
}

func isLocalLinkage(v uint64) bool {
	l := decodeLinkage(v)
	return l == lInternal || l == lPrivate
}

var linkageText = [...]string{"", "appending ", "internal ", "extern_weak ", "common ", "private ", "available_externally ", "linkonce ", "weak ", "linkonce_odr ", "weak_odr "}

// readModuleVST reads the module-level VALUE_SYMTAB block. Before
// bitcode version 2 (LLVM 5) it holds the names of the global values:
// VST_ENTRY [value id, name] and FNENTRY [value id, body offset, name];
// from version 2 on the names are in the string table and the block holds
// only body offsets, which the reader does not need.
func (d *decoder) readModuleVST() error {
	if d.version >= 2 || d.vstRead {
		return d.skipRest()
	}
	d.vstRead = true
	return d.eachRecord(func(e *bitstream.Entry) error {
		var id uint64
		var name []uint64
		switch {
		case e.ID == 1 && len(e.Ops) >= 1:
			id, name = e.Ops[0], e.Ops[1:]
		case e.ID == 3 && len(e.Ops) >= 2:
			id, name = e.Ops[0], e.Ops[2:]
		default:
			return nil
		}
		v := d.val(id)
		if v == nil {
			return d.recErr(e, "name for invalid value %d", id)
		}
		v.name, v.named = bitstream.String(name), true
		d.nameImplicitComdat(v.gv)
		return nil
	})
}

// readModuleVSTAhead reads the module's symbol table before the first
// function body when VSTOFFSET puts it after them (LLVM 3.8 and 4), as
// LLVM's reader jumps to it: the bodies' text names the global values.
func (d *decoder) readModuleVSTAhead() error {
	if d.vstOffset == 0 || d.vstRead || d.version >= 2 {
		return nil
	}
	back := d.r.BitPos()
	if err := d.r.Seek((d.vstOffset - 1) * 32); err != nil {
		return err
	}
	e, err := d.r.Next()
	if err != nil {
		return err
	}
	if e.Kind != bitstream.EntrySubBlock || e.ID != blockValueSymtab {
		return d.errf("VSTOFFSET %d does not point at the symbol table", d.vstOffset)
	}
	if err := d.r.EnterBlock(blockValueSymtab); err != nil {
		return err
	}
	if err := d.readModuleVST(); err != nil {
		return err
	}
	return d.r.Seek(back)
}
