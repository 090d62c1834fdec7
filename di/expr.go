package di

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/llvmver"
)

// Expression is a DIExpression: a DWARF expression over the location of a
// variable. Elements are the raw numbers; Ops decodes them into
// operations with their arguments.
type Expression struct {
	Base
	Elements []uint64
}

// An Operation is one DIExpression operation and its arguments.
type Operation struct {
	Op   Op
	Args []uint64
}

// String renders the operation as LLVM prints it inside a DIExpression.
func (o Operation) String() string {
	var b strings.Builder
	b.WriteString(o.Op.String())
	for i, a := range o.Args {
		b.WriteString(", ")
		if o.Op == OpLLVMConvert && i == 1 {
			b.WriteString(Encoding(a).String())
		} else {
			b.WriteString(strconv.FormatUint(a, 10))
		}
	}
	return b.String()
}

// opSize is the number of elements of an operation, its own included
// (DIExpression::ExprOperand::getSize in LLVM 22).
func opSize(op Op) int {
	if op >= OpBreg0 && op <= OpBreg31 {
		return 2
	}
	switch op {
	case OpLLVMConvert, OpLLVMFragment, OpLLVMExtractSext, OpLLVMExtractZext, OpBregx:
		return 3
	case OpConstu, OpConsts, OpDerefSize, OpPlusUconst, OpLLVMTagOffset, OpLLVMEntryValue, OpLLVMArg, OpRegx:
		return 2
	}
	return 1
}

// Ops decodes the elements into operations. An operation missing some of
// its arguments at the end gets the ones there are.
func (e *Expression) Ops() []Operation {
	var out []Operation
	for i := 0; i < len(e.Elements); {
		op := Op(e.Elements[i])
		n := opSize(op)
		end := i + n
		if end > len(e.Elements) {
			end = len(e.Elements)
		}
		out = append(out, Operation{Op: op, Args: e.Elements[i+1 : end]})
		i += n
	}
	return out
}

// NewExpression returns the expression made of ops.
func NewExpression(ops ...Operation) *Expression {
	e := &Expression{}
	for _, o := range ops {
		e.Elements = append(e.Elements, uint64(o.Op))
		e.Elements = append(e.Elements, o.Args...)
	}
	return e
}

// Valid reports whether the newest release's DIExpression::isValid
// accepts the expression (see ValidIn); LLVM prints invalid expressions as
// numbers.
func (e *Expression) Valid() bool { return e.ValidIn(llvmver.Newest) }

// ValidIn reports whether release v's DIExpression::isValid accepts the
// expression: each operation one of those LLVM lists (the comparisons
// from DIExpressionCompareOps, abs, rot and neg from DIExpressionAbsRotNeg,
// the bit extractions from DIExpressionExtractBits) with its operands,
// DW_OP_LLVM_fragment last, DW_OP_stack_value last or before a fragment,
// DW_OP_LLVM_entry_value first (or after a leading DW_OP_LLVM_arg 0, from
// DIExpressionEntryValueAfterArg0) covering one operation. LLVM reads
// nothing after an entry value or a register operator (DW_OP_reg0 to 31,
// DW_OP_breg0 to 31).
func (e *Expression) ValidIn(v llvmver.Version) bool {
	els := e.Elements
	for i := 0; i < len(els); {
		op := Op(els[i])
		n := opSize(op)
		if i+n > len(els) {
			return false
		}
		last := i+n == len(els)
		if op >= OpReg0 && op <= OpReg31 || op >= OpBreg0 && op <= OpBreg31 {
			return true
		}
		switch op {
		case OpLLVMFragment:
			return last
		case OpStackValue:
			if !last && Op(els[i+n]) != OpLLVMFragment {
				return false
			}
		case OpSwap:
			if len(els) == 1 {
				return false
			}
		case OpLLVMEntryValue:
			first := i == 0 || i == 2 && v.Has(llvmver.DIExpressionEntryValueAfterArg0) && Op(els[0]) == OpLLVMArg && els[1] == 0
			return first && els[i+1] == 1
		case OpEq, OpNe, OpGt, OpGe, OpLt, OpLe:
			if !v.Has(llvmver.DIExpressionCompareOps) {
				return false
			}
		case OpAbs, OpRot, OpNeg:
			if !v.Has(llvmver.DIExpressionAbsRotNeg) {
				return false
			}
		case OpLLVMExtractSext, OpLLVMExtractZext:
			if !v.Has(llvmver.DIExpressionExtractBits) {
				return false
			}
		case OpLLVMImplicitPtr, OpLLVMConvert, OpLLVMArg, OpLLVMTagOffset,
			OpConstu, OpPlusUconst, OpPlus, OpMinus, OpMul, OpDiv, OpMod, OpOr, OpAnd, OpXor, OpShl, OpShr, OpShra,
			OpDeref, OpDerefSize, OpXderef, OpLit0, OpNot, OpDup, OpRegx, OpBregx, OpPushObjectAddress, OpOver,
			OpConsts:
		default:
			return false
		}
		i += n
	}
	return true
}

// SingleLocation returns the operations of the expression's single
// location (DIExpression::getSingleLocationExpressionElements): all of
// them but a leading DW_OP_LLVM_arg 0; ok is false when the expression is
// invalid or holds another DW_OP_LLVM_arg.
func (e *Expression) SingleLocation(v llvmver.Version) (ops []Operation, ok bool) {
	if !e.ValidIn(v) {
		return nil, false
	}
	ops = e.Ops()
	if len(ops) > 0 && ops[0].Op == OpLLVMArg {
		if len(ops[0].Args) == 0 || ops[0].Args[0] != 0 {
			return nil, false
		}
		ops = ops[1:]
	}
	for _, o := range ops {
		if o.Op == OpLLVMArg {
			return nil, false
		}
	}
	return ops, true
}

// Fragment returns the DW_OP_LLVM_fragment of the expression: the offset
// and size in bits of the piece of the variable it describes.
func (e *Expression) Fragment() (offset, size uint64, ok bool) {
	for _, o := range e.Ops() {
		if o.Op == OpLLVMFragment && len(o.Args) == 2 {
			return o.Args[0], o.Args[1], true
		}
	}
	return 0, 0, false
}

// Constant returns N when the expression is DW_OP_consts N or
// DW_OP_constu N alone (LLVM's isConstant).
func (e *Expression) Constant() (v int64, signed, ok bool) {
	if len(e.Elements) == 2 && (Op(e.Elements[0]) == OpConsts || Op(e.Elements[0]) == OpConstu) {
		return int64(e.Elements[1]), Op(e.Elements[0]) == OpConsts, true
	}
	return 0, false, false
}

// format renders the expression as LLVM 22 prints it.
func (e *Expression) format() string {
	var b strings.Builder
	b.WriteString("!DIExpression(")
	if e.Valid() {
		for i, o := range e.Ops() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(o.String())
		}
	} else {
		for i, v := range e.Elements {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.FormatUint(v, 10))
		}
	}
	b.WriteByte(')')
	return b.String()
}
