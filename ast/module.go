// Package ast declares the lossless syntax tree of an LLVM IR module.
//
// A Module is an index over its source text, not a copy of it: every entity,
// instruction, metadata definition and attachment records its byte span, so
// the printer can reproduce unmodified input byte for byte and the index stays
// small (a few machine words per line). Structured forms of instructions and
// metadata nodes (operands, types, fields) are decoded on demand by the parser
// from those spans; see parser.DecodeInst and parser.DecodeMD.
package ast

import (
	"sync/atomic"
	"unsafe"

	"github.com/irmeta/irmeta/internal/lane"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// A Span is a half-open byte range [Start, End) of the source.
type Span struct {
	Start, End token.Pos
}

// Len returns the number of bytes in the span.
func (s Span) Len() int { return int(s.End - s.Start) }

// EntityKind tells which top-level construct an Entity is.
type EntityKind uint8

// Kinds of top-level entities.
const (
	SourceFilenameEntity EntityKind = iota // source_filename = "..."
	TargetEntity                           // target datalayout/triple = "..."
	ModuleAsmEntity                        // module asm "..."
	DepLibsEntity                          // deplibs = [...]
	TypeDefEntity                          // %T = type ...
	ComdatEntity                           // $c = comdat any
	GlobalEntity                           // @g = global/constant/alias/ifunc ...
	FunctionEntity                         // define/declare
	AttrGroupEntity                        // attributes #0 = { ... }
	MDDefEntity                            // !0 = ...
	NamedMDEntity                          // !name = !{...}
	UseListOrderEntity                     // uselistorder / uselistorder_bb
	SummaryEntity                          // ^0 = ...
)

var entityKindNames = [...]string{
	SourceFilenameEntity: "source_filename", TargetEntity: "target", ModuleAsmEntity: "module asm",
	DepLibsEntity: "deplibs", TypeDefEntity: "type", ComdatEntity: "comdat", GlobalEntity: "global",
	FunctionEntity: "function", AttrGroupEntity: "attributes", MDDefEntity: "metadata",
	NamedMDEntity: "named metadata", UseListOrderEntity: "uselistorder", SummaryEntity: "summary",
}

// String returns the keyword-like name of the kind.
func (k EntityKind) String() string {
	if int(k) < len(entityKindNames) {
		return entityKindNames[k]
	}
	return "entity"
}

// An Entity is one top-level construct. Index selects its record in the
// Module slice for its kind (Globals, Functions, NamedMD, TypeDefs,
// AttrGroups, Comdats); it is -1 for kinds without a record. Consecutive
// metadata definitions form one MDDefEntity: Index is the first in MDDefs
// and Count how many, which keeps the entity list short for modules with
// millions of nodes.
type Entity struct {
	Kind  EntityKind
	Index int32
	Count int32
	Span
}

// A Module is the lossless syntax tree of one .ll file.
//
// Entities lists the top-level constructs in source order; the bytes between
// them (white space and comments) belong to no entity and are printed as they
// are. The per-kind slices hold the details.
type Module struct {
	File *token.File
	Src  []byte // the file's text, identical to File.Src

	Entities   []Entity
	Globals    []Global
	Functions  []Function
	TypeDefs   []TypeDef
	Comdats    []Comdat
	AttrGroups []AttrGroup
	MDDefs     []MDDef
	NamedMD    []NamedMD

	// Insts holds the instructions of all function bodies in source order;
	// a Block names its range.
	Insts []Inst
	// InstAttachments holds the metadata attachments of all instructions; an
	// Inst names its range.
	InstAttachments []Attachment

	// UndeclaredIntrinsics holds, in source order, the references to
	// "@llvm." names the module neither declares nor defines, which LLVM
	// 18 and later read as intrinsics it declares itself (with the type of
	// the call, under the intrinsic's canonical name). The parser lists
	// them; whether each is an intrinsic called with a type its signature
	// allows is the type checker's question.
	UndeclaredIntrinsics []Span
	// DefShapes holds, by index in MDDefs, the shape of each definition
	// the parser read (see DefShape), or is nil while every shape is the
	// zero one: whether it is distinct, and whether it is a tuple or which
	// specialized node. A graph makes a node of a
	// definition without reading its text, and passes that look for
	// tuples among the nodes debug calls pass need not read the others.
	DefShapes []DefShape
	// Locations holds, by index in MDDefs, what each definition that is
	// a DILocation says of the fields passes follow from every
	// instruction's !dbg (the zero Location for other definitions), or is
	// nil when the module defines no location. The parser fills it as it
	// reads the definitions: the locations are a third of a -g module's
	// text, which a pass that read them again would map in again under a
	// Pager.
	Locations []Location
	// IntrinsicRefs holds, in source order, the references spelled
	// "@llvm.name" (unquoted) that are not followed by '(' as a call's
	// callee is: the verifier's rule on the users of an intrinsic reads
	// them, rather than every page of the code.
	IntrinsicRefs []Span
	// ConvergenceBundles is set when a call has a "convergencectrl"
	// operand bundle (the convergence verifier's rules apply to such a
	// module, besides one that names a convergence intrinsic).
	ConvergenceBundles bool
	// CompositeIdentifiers is set when a DICompositeType has an identifier
	// field (a type with an ODR identifier, whose members LLVM's loader
	// merges: without one there is nothing to merge).
	CompositeIdentifiers bool
	// UseListOrders holds, in source order, the uselistorder directives
	// at top level and in function bodies, and the uselistorder_bb ones:
	// LLParser checks their indexes against the uses of the value as it
	// reads them, which is the type checker's question.
	UseListOrders []Span
	// PtrAuthDeactivations holds, in source order, the deactivation
	// symbols of ptrauth constants (their fifth operand, LLVM 22), type
	// and value: the verifier requires a global or null there.
	PtrAuthDeactivations []Span
	// PtrToAddrConsts holds, in source order, the ptrtoaddr constant
	// expressions outside metadata (LLVM 22), from the keyword to the
	// closing parenthesis: the verifier checks their result's width.
	PtrToAddrConsts []Span

	// BlockAddresses holds, in source order, the function and block
	// names of every blockaddress constant outside metadata (in
	// instructions and initializers): the uses LLVM's verifier counts when
	// it asks whether a block's address is taken.
	BlockAddresses []BlockAddressUse
	// MDConstantDefs holds, in order, the indexes in MDDefs of the
	// definitions with a typed value in them other than a number or
	// boolean after an integer or floating-point type keyword, which the
	// parser checks (a global, an aggregate, a constant expression,
	// undef, a number of another type...): LLParser checks each against
	// its type, which is the type checker's question; the parser lists
	// them so that it does not read every definition.
	MDConstantDefs []int32

	// Unfinished, after a parse that failed inside a function body, is
	// that function as far as the parser read it: its header, and blocks
	// that hold the instructions read whole before the first error (the
	// last one may be an instruction whose operands were read, with what
	// followed them in error). LLParser checks the types of each
	// instruction as it reads it, so the type checker reads these to find
	// a type error that comes before the parser's. Nil otherwise; the
	// function is not in Functions.
	Unfinished *Function

	// AttachKinds interns attachment kind names ("dbg", "tbaa", "llvm.loop"),
	// without the leading '!'. Attachment.Kind indexes it.
	AttachKinds []string

	// TypedPointers and OpaquePointers tell whether the text spells pointer
	// types as "T*" and as "ptr". LLVM 14 reads "ptr" only with
	// -opaque-pointers, which makes all pointers opaque; otherwise alloca
	// and getelementptr give typed pointers (see parser.Decoder.Inst).
	TypedPointers, OpaquePointers bool

	// Version is the LLVM release whose parser rules the parse followed
	// (parser.Options.Version); a re-parse of an edited module uses it.
	Version llvmver.Version

	// SourceFilename, DataLayout and Triple hold the decoded strings of those
	// module-level statements, or "" when absent.
	SourceFilename, DataLayout, Triple string

	// Abandon, when set and true, stops the passes reading the module:
	// the parser between entities, the instruction decoder and the
	// metadata graph's loader panic with Abandoned (see CheckAbandoned).
	// A language server sets it when an edit arrives while the text is
	// analyzed, so that the edit can be made in the text in place once
	// the analysis has stopped, instead of in a copy of the whole text.
	Abandon *atomic.Bool

	// Pager, when set, is told how much of Src the long passes over the
	// module (the parse, the type checker, LLVM's verifier) have read (see
	// TextRead).
	Pager Pager

	// Lane, when set, is the core that the passes running beside LLVM's
	// verifier take in turns (see package lane): while it is set, every
	// pass over the module but the verifier's own goroutine runs holding
	// it (the type rules, the other checks, the upgrades, the preparation
	// of the verifier's functions), and may Yield it between two pieces
	// of work.
	Lane *lane.Lane

	// mdIdx is the metadata id lookup (see MDDefIndex), built on demand:
	// an *idIndex, read and written atomically. (An atomic.Pointer field
	// would forbid copying a Module, which the type checker and the
	// parser's re-parse do; a copy shares the index, which is never
	// modified.)
	mdIdx unsafe.Pointer
}

// Abandoned is what the passes over a module panic with when it is
// abandoned (see Module.Abandon). Whoever set the flag recovers it; a
// pass that runs work on goroutines of its own waits for them and panics
// with it again on its caller's.
type Abandoned struct{}

// CheckAbandoned panics with Abandoned when m is abandoned.
func (m *Module) CheckAbandoned() {
	if m.Abandon != nil && m.Abandon.Load() {
		panic(Abandoned{})
	}
}

// Text returns the source text of span s.
func (m *Module) Text(s Span) string { return string(m.Src[s.Start:s.End]) }

// Bytes returns the source bytes of span s without copying.
func (m *Module) Bytes(s Span) []byte { return m.Src[s.Start:s.End] }

// Position returns the line:column position of p.
func (m *Module) Position(p token.Pos) token.Position { return m.File.Position(p) }

// MDDefIndex returns the index in MDDefs of the definition of metadata node
// !id, or -1 when there is none. The first call builds the lookup table:
// callers that share the module between goroutines call it once first.
func (m *Module) MDDefIndex(id int32) int {
	ix := m.mdIndex()
	if ix.dense != nil {
		if id < 0 || int(id) >= len(ix.dense) || ix.dense[id] == 0 {
			return -1
		}
		return int(ix.dense[id]) - 1
	}
	if i, ok := ix.sparse[id]; ok {
		return int(i)
	}
	return -1
}

// MDDefIndexDense returns the table MDDefIndex reads when the ids are
// dense, as printed modules number them: for each id, its definition's
// index in MDDefs plus one, 0 for none. It is nil when the ids are sparse.
// The table is shared: do not modify it.
func (m *Module) MDDefIndexDense() []int32 { return m.mdIndex().dense }

// An idIndex is the id lookup of MDDefIndex: a slice indexed by id when
// the ids are dense (4 bytes an id instead of a map's 10 to 20), a map
// otherwise.
type idIndex struct {
	dense  []int32
	sparse map[int32]int32
}

// mdIndex returns the id lookup, building it when there is none. Passes
// on several goroutines may ask at once: each then builds the same one.
func (m *Module) mdIndex() *idIndex {
	if ix := (*idIndex)(atomic.LoadPointer(&m.mdIdx)); ix != nil {
		return ix
	}
	ix := &idIndex{}
	maxID := int32(-1)
	for i := range m.MDDefs {
		maxID = max(maxID, m.MDDefs[i].ID)
	}
	if int(maxID) < 2*len(m.MDDefs)+1024 {
		ix.dense = make([]int32, maxID+1)
		for i := range m.MDDefs {
			if id := m.MDDefs[i].ID; id >= 0 && ix.dense[id] == 0 {
				ix.dense[id] = int32(i) + 1
			}
		}
	} else {
		ix.sparse = make(map[int32]int32, len(m.MDDefs))
		for i := range m.MDDefs {
			if _, dup := ix.sparse[m.MDDefs[i].ID]; !dup {
				ix.sparse[m.MDDefs[i].ID] = int32(i)
			}
		}
	}
	atomic.StorePointer(&m.mdIdx, unsafe.Pointer(ix))
	return ix
}

// InvalidateIndex drops lookup tables derived from the slices; editors call
// it after changing MDDefs.
func (m *Module) InvalidateIndex() { atomic.StorePointer(&m.mdIdx, nil) }

// AttachKind returns the name of attachment kind k.
func (m *Module) AttachKind(k int32) string { return m.AttachKinds[k] }

// InstAttachmentOf returns the index in InstAttachments of instruction
// i's attachment of kind k (an index in AttachKinds), or -1 when it has
// none (or k is negative).
func (m *Module) InstAttachmentOf(i int, k int32) int32 {
	if k < 0 {
		return -1
	}
	in := &m.Insts[i]
	for a := in.AttachFirst; a < in.AttachFirst+int32(in.AttachCount); a++ {
		if m.InstAttachments[a].Kind == k {
			return a
		}
	}
	return -1
}

// AttachmentNode returns where the node of attachment a begins: the node
// reference or the inline node after the kind name.
func (m *Module) AttachmentNode(a *Attachment) token.Pos {
	p := a.Start + 1
	src := m.Src
	for p < a.End && (isNameByte(src[p]) || src[p] == '\\') {
		p++
	}
	for p < a.End && (src[p] == ' ' || src[p] == '\t' || src[p] == '\n' || src[p] == '\r') {
		p++
	}
	return p
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '$' || c == '.' || c == '_'
}

// InstCount returns the number of instructions in all function bodies,
// counting debug records as well.
func (m *Module) InstCount() int { return len(m.Insts) }

// CodeText returns the text up to the end of the last entity that is not
// a metadata definition or named metadata: compilers write the metadata
// last, often half of a -g module, and what follows holds no use of a
// value that counts as one. Scans for uses of values read only this part.
func (m *Module) CodeText() []byte {
	for i := len(m.Entities) - 1; i >= 0; i-- {
		switch e := &m.Entities[i]; e.Kind {
		case MDDefEntity, NamedMDEntity:
		default:
			return m.Src[:e.End]
		}
	}
	return m.Src[:0]
}

// OpaquePointerMode reports whether release v reads the module's pointers
// as opaque: it spells ptr, the release reads every pointer as ptr (16 on),
// or the release defaults to opaque ones (15) and the module spells no
// typed pointer.
func (m *Module) OpaquePointerMode(v llvmver.Version) bool {
	return m.OpaquePointers || v.Has(llvmver.TypedPointersReadOpaque) || v.Has(llvmver.OpaquePointersDefault) && !m.TypedPointers
}

// A BlockAddressUse is where a blockaddress constant names its function
// and block (see Module.BlockAddresses).
type BlockAddressUse struct {
	Function, Block Span
}
