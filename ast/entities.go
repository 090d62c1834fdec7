package ast

import "github.com/irmeta/irmeta/token"

// GlobalKind distinguishes global variables, aliases and ifuncs.
type GlobalKind uint8

// Kinds of global values other than functions.
const (
	GlobalVar GlobalKind = iota // @g = global/constant
	Alias                       // @a = alias
	IFunc                       // @i = ifunc
)

// A Global is a global variable, alias or ifunc definition.
type Global struct {
	Kind GlobalKind
	// Name is the decoded name including its sigil, e.g. "@x", "@0" or
	// "@a b" for @"a b".
	Name        string
	NameSpan    Span
	Constant    bool // "constant" rather than "global"
	Attachments []Attachment
	Span
}

// A Function is a function definition or declaration.
type Function struct {
	Name     string // decoded, with the '@'
	NameSpan Span
	Declare  bool
	// Linkage is the header's linkage word as written ("internal",
	// "weak", ...), "" when none is (external). CallingConv is its calling convention:
	// the keyword ("fastcc", "spir_kernel"), "cc N" for a number written
	// ("cc 76", "cc76"), or "" for none (ccc). Passes that ask them of
	// every function read them here rather than in the headers, which are
	// all over the code (see Pager).
	Linkage, CallingConv string
	// Header is the span of the header, from "define"/"declare" up to (not
	// including) the '{' of the body, or the whole declaration.
	Header      Span
	Attachments []Attachment
	Blocks      []Block
	// Body is the span from '{' to '}' inclusive; empty for declarations.
	Body Span
	Span
}

// Insts returns the range [first, end) of Module.Insts that holds the
// function's instructions (empty for a declaration): its blocks' ranges
// follow each other.
func (f *Function) Insts() (first, end int32) {
	if len(f.Blocks) == 0 {
		return 0, 0
	}
	last := &f.Blocks[len(f.Blocks)-1]
	return f.Blocks[0].FirstInst, last.FirstInst + last.NumInsts
}

// A Block is a basic block: an optional label and a range of Module.Insts.
type Block struct {
	// Label is the block's label decoded without the colon ("entry", "12",
	// "a b" for "a b":), or "" when the block has no label. A quoted number
	// keeps its quotes ("\"3\"" for "3":), which LLVM keeps apart from the
	// numbered block 3: (see parser.Name).
	Label     string
	LabelSpan Span
	// FirstInst and NumInsts select the block's instructions in Module.Insts.
	FirstInst, NumInsts int32
}

// Opcode identifies an instruction. OpDbgRecord stands for a debug record
// (#dbg_value and friends) which is kept in instruction order.
type Opcode uint8

// An Inst is the compact index entry of one instruction: its span, opcode
// and metadata attachments. Decode it for operands and types.
type Inst struct {
	Span
	Op Opcode
	// HasResult is set when the instruction is written "%name = ...".
	HasResult bool
	// AttachFirst and AttachCount select the attachments in
	// Module.InstAttachments.
	AttachCount uint16
	AttachFirst int32
}

// An Attachment is a metadata attachment "!kind !node" on an instruction,
// function or global.
type Attachment struct {
	Kind int32 // index in Module.AttachKinds
	// Node is the id of the attached node (!12), or -1 when the node is
	// written inline (!{...} or !DILocation(...)); Module.AttachmentNode
	// gives where it starts.
	Node int32
	// Span covers "!kind" through the end of the node.
	Span
}

// A TypeDef is "%T = type ...".
type TypeDef struct {
	Name     string // decoded, with the '%'
	NameSpan Span
	Body     Span // the text after "type"
	Span
}

// A Comdat is "$c = comdat kind".
type Comdat struct {
	Name      string // decoded, with the '$'
	Selection string // any, exactmatch, largest, nodeduplicate, samesize
	Span
}

// An AttrGroup is "attributes #N = { ... }".
type AttrGroup struct {
	ID   int32
	Body Span // from '{' to '}' inclusive
	Span
}

// An MDDef is a numbered metadata definition "!N = [distinct] node". It is
// kept small (16 bytes): debug-info-heavy modules have one per line.
type MDDef struct {
	ID int32
	// ValueStart is where the node begins, after '=' and "distinct"; the
	// node ends where the definition ends.
	ValueStart token.Pos
	Span
}

// Distinct reports whether the definition is "distinct"; the word is the
// only one that can stand between '=' and the node.
func (d *MDDef) Distinct(src []byte) bool {
	// Most definitions are "!12 = !DILocation(...)": a gap too short for
	// "!12=distinct" answers without reading the text, which a pass that
	// asks of nodes all over the metadata would map in again (see Pager).
	if d.ID >= 0 && int(d.ValueStart-d.Start) < len("!=distinct")+decimalDigits(d.ID) {
		return false
	}
	// A plain loop: the text is a few bytes ("!12 = "), and the graph asks
	// once per node, too often for bytes.Contains's setup.
	s := src[d.Start:d.ValueStart]
	for i := 0; i+len("distinct") <= len(s); i++ {
		if s[i] == 'd' && string(s[i:i+len("distinct")]) == "distinct" {
			return true
		}
	}
	return false
}

// decimalDigits returns the number of digits of n (n >= 0) in base 10.
func decimalDigits(n int32) int {
	k := 1
	for ; n >= 10; n /= 10 {
		k++
	}
	return k
}

// Value returns the span of the node, after '=' and "distinct".
func (d *MDDef) Value() Span { return Span{Start: d.ValueStart, End: d.End} }

// A Location is what a DILocation definition says of its scope and
// inlinedAt, and of its atomGroup (see Module.Locations).
type Location struct {
	// Scope and InlinedAt are the ids of the fields' nodes, -1 when a
	// field is absent or null.
	Scope, InlinedAt int32
	// IsLocation is set when the definition is a DILocation; Simple when
	// besides its scope and inlinedAt are written as plain ids (!12),
	// absent or null (Scope and InlinedAt hold nothing otherwise).
	IsLocation, Simple bool
	// Atom is set when its atomGroup is not 0 (LLVM 21's key
	// instructions; clang 22 writes one on most locations).
	Atom bool
}

// A NamedMD is named metadata "!name = !{!0, !1}".
type NamedMD struct {
	Name     string // without the '!'
	Operands []NamedMDOperand
	Span
}

// A NamedMDOperand is one element of a named metadata list.
type NamedMDOperand struct {
	// Node is the id of the node (!N) or -1 when written inline.
	Node int32
	Span
}
