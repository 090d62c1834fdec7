package di

import (
	"strconv"
	"strings"
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

// Valid reports whether LLVM 22 accepts the expression
// (DIExpression::isValid); LLVM prints invalid expressions as numbers.
func (e *Expression) Valid() bool {
	ops := e.Ops()
	pos := 0
	for k, o := range ops {
		n := opSize(o.Op)
		if pos+n > len(e.Elements) {
			return false
		}
		last := pos+n == len(e.Elements)
		pos += n
		switch {
		case o.Op >= OpReg0 && o.Op <= OpReg31, o.Op >= OpBreg0 && o.Op <= OpBreg31:
			continue
		}
		switch o.Op {
		case OpLLVMFragment:
			return last
		case OpStackValue:
			if !last && ops[k+1].Op != OpLLVMFragment {
				return false
			}
		case OpSwap:
			if len(e.Elements) == 1 {
				return false
			}
		case OpLLVMEntryValue:
			first := 0
			if ops[0].Op == OpLLVMArg && len(ops[0].Args) > 0 && ops[0].Args[0] == 0 {
				first = 1
			}
			return k == first && o.Args[0] == 1
		case OpLLVMImplicitPtr, OpLLVMConvert, OpLLVMArg, OpLLVMTagOffset, OpLLVMExtractSext, OpLLVMExtractZext,
			OpConstu, OpPlusUconst, OpPlus, OpMinus, OpMul, OpDiv, OpMod, OpOr, OpAnd, OpXor, OpShl, OpShr, OpShra,
			OpDeref, OpDerefSize, OpXderef, OpLit0, OpNot, OpDup, OpRegx, OpBregx, OpPushObjectAddress, OpOver,
			OpConsts, OpEq, OpNe, OpGt, OpGe, OpLt, OpLe:
		default:
			return false
		}
	}
	return true
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
