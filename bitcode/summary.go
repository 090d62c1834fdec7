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

// llvmVersion returns the LLVM release whose summary reader and printer
// the decoder follows (a module's text follows readingRelease): the
// producer's. A combined index written by llvm-as
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
	return d.eachRecord(func(e *bitstream.Entry) error {
		switch e.ID {
		case 1:
			if len(e.Ops) < 1 {
				return d.recErr(e, "short module path record")
			}
			last = &sumModule{id: e.Ops[0], path: bitstream.String(e.Ops[1:])}
			d.mstModules = append(d.mstModules, last)
		case 2:
			if len(e.Ops) != 5 || last == nil {
				return d.recErr(e, "module hash without its module or of %d words", len(e.Ops))
			}
			for i, w := range e.Ops {
				last.hash[i] = uint32(w)
			}
			last = nil
		}
		return nil
	})
}

func (s *summaryIndex) vi(guid uint64, name string) *summaryVI {
	e := s.byGUID[guid]
	if e == nil {
		e = &summaryVI{guid: guid, name: name}
		s.byGUID[guid] = e
	}
	return e
}
