package ast

import (
	"math/big"
	"strings"

	"github.com/irmeta/irmeta/token"
)

// ValueKind classifies a Value.
type ValueKind uint8

// Kinds of values.
const (
	LocalRef           ValueKind = iota // %x, %0
	GlobalRef                           // @g, @0
	IntConst                            // 42, -1, u0x1F
	FloatConst                          // 1.0, 0x3FF0000000000000
	BoolConst                           // true, false
	NullConst                           // null
	NoneConst                           // none
	UndefConst                          // undef
	PoisonConst                         // poison
	ZeroConst                           // zeroinitializer
	StringConst                         // c"..."
	ArrayConst                          // [ ... ]
	StructConst                         // { ... } or <{ ... }>
	VectorConst                         // < ... >
	ConstExpr                           // getelementptr (...), bitcast (...), ...
	BlockAddress                        // blockaddress(@f, %bb)
	DSOLocalEquivalent                  // dso_local_equivalent @f
	NoCFI                               // no_cfi @f
	InlineAsm                           // asm "...", "..."
	MetadataValue                       // metadata operand of a call: metadata !0
	LabelRef                            // label %bb (a basic block operand)
	OtherConst                          // splat (...), ptrauth (...), and future forms
)

// A Value is a decoded operand value.
type Value struct {
	Kind ValueKind
	// Text is the value's source text, e.g. "%x", "42", "getelementptr (...)".
	Text string
	// Name is the decoded name with its sigil for LocalRef, GlobalRef and
	// LabelRef ("%x", "@a b"), and the keyword for ConstExpr ("bitcast").
	Name string
	// Elems holds aggregate elements and constant-expression operands.
	Elems []Operand
	// MD holds the metadata of a MetadataValue.
	MD *MD
	// ExprType is the type a constant expression names besides its
	// operands: the destination of a cast ("to T"), the source element
	// type of getelementptr.
	ExprType *Type
	Span
}

// An Operand is a typed value: "i32 %x". Type is nil where the syntax gives
// no type (e.g. the second operand of a binary operator takes the first
// one's type, which Type repeats).
type Operand struct {
	Type  *Type
	Value Value
	// Attrs holds parameter attributes written between type and value in
	// calls ("noundef", "align 8"), as source text.
	Attrs []string
	// TypePos is where the operand's type is written (0 when the syntax
	// gives none); LLVM's parser reports operand type errors there.
	TypePos token.Pos
}

// An Instruction is the decoded form of an Inst.
type Instruction struct {
	Op Opcode
	// OpPos is where LLParser reports what it finds wrong once it has
	// read the whole instruction: the opcode, or for a call its CallLoc
	// (the token after "call", or "call" itself after tail, musttail or
	// notail).
	OpPos token.Pos
	// Result is the decoded result name with '%' ("%x", "%3"), or "". A
	// quoted number keeps its quotes ("%\"3\"" is not the unnamed %3; see
	// parser.Name).
	Result string
	// Type is the result type as LLVM gives it (also where the text leaves
	// it implicit: alloca, getelementptr, extractvalue, cmpxchg, pads); void
	// for calls of void functions, nil for other instructions without a
	// result.
	Type *Type
	// Operands lists the value operands in source order, including basic
	// block operands (Kind LabelRef) and, for calls, the callee first.
	Operands []Operand
	// Flags lists keywords that qualify the instruction, in source order:
	// nuw nsw exact disjoint nneg samesign, fast-math flags, inbounds,
	// volatile, atomic, tail/musttail/notail, the comparison predicate,
	// atomic orderings and the atomicrmw operation, weak, cleanup, ...
	Flags []string
	// Align is the "align N" value, or 0.
	Align uint64
	// Indices holds constant indices of extractvalue/insertvalue.
	Indices []uint64
	// FnType is the function type written in a call/invoke/callbr, if any.
	FnType *Type
	// CallAddrSpace is N of "addrspace(N)" written before a call's,
	// invoke's or callbr's type, when HasCallAddrSpace says one is; the
	// callee is a pointer in that address space (without, in the data
	// layout's program address space).
	CallAddrSpace    uint32
	HasCallAddrSpace bool
	// Record is the debug record kind ("dbg_value") for OpDbgRecord.
	Record string
	// RecordArgs holds the metadata arguments of a debug record.
	RecordArgs []*MD
	// Attachments lists the metadata attachments.
	Attachments []Attachment
	// Bundles holds the values of a call's operand bundles ("deopt"(i32
	// %x)), all bundles' in source order: operands of the call to LLVM,
	// not arguments of its callee.
	Bundles []Operand
	Span
}

// CallType returns the function type a call, invoke or callbr gives its
// callee: the one written after the opcode, else the one its result type
// and its arguments' types make (the operands after the callee but for
// the destination labels).
func (in *Instruction) CallType() *Type {
	if in.FnType != nil {
		return in.FnType
	}
	fn := &Type{Kind: FuncType, Elem: in.Type}
	if len(in.Operands) > 0 {
		for _, a := range in.Operands[1:] {
			if a.Value.Kind != LabelRef {
				fn.Fields = append(fn.Fields, a.Type)
			}
		}
	}
	return fn
}

// ProducesValue reports whether the instruction defines a value, written
// "%x = ..." or not: LLVM gives an unassigned one the function's next
// number, so editors that add or remove such instructions renumber.
func (in *Instruction) ProducesValue() bool {
	switch in.Op {
	case OpStore, OpFence, OpBr, OpSwitch, OpIndirectBr, OpResume, OpUnreachable,
		OpCleanupRet, OpCatchRet, OpRet, OpDbgRecord:
		return false
	case OpCall, OpInvoke, OpCallBr:
		return in.Type != nil && in.Type.Kind != VoidType
	}
	return true
}

// IntLiteral returns the value of an integer or boolean literal as
// LLParser keeps it in an integer of bits bits: modulo 2^bits (not
// reduced for bits 0), the literal read as decimal or as LLVM's u0x/s0x
// hexadecimal (s0x negative when its top bit is set). ok is false for
// other values.
func (v *Value) IntLiteral(bits uint32) (*big.Int, bool) {
	text := v.Text
	var x *big.Int
	switch {
	case v.Kind == BoolConst:
		x = big.NewInt(0)
		if text == "true" {
			x = big.NewInt(1)
		}
	case v.Kind != IntConst:
		return nil, false
	case strings.HasPrefix(text, "u0x") || strings.HasPrefix(text, "s0x"):
		var ok bool
		if x, ok = new(big.Int).SetString(text[3:], 16); !ok {
			return nil, false
		}
		if text[0] == 's' && bits > 0 && x.BitLen() >= int(bits) {
			x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
		}
	default:
		var ok bool
		if x, ok = new(big.Int).SetString(text, 10); !ok {
			return nil, false
		}
	}
	if bits == 0 {
		return x, true
	}
	return x.Mod(x, new(big.Int).Lsh(big.NewInt(1), uint(bits))), true
}
