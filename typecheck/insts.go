package typecheck

import (
	"bytes"
	"iter"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/constfold"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// funcState holds the local values of the function being checked.
type funcState struct {
	result *ast.Type
	// defs maps every local name to its type (instruction results,
	// arguments, blocks) and where it is defined: the index of its
	// instruction or of its block's first, or -1 for arguments.
	defs map[string]localDef
	// fwd holds the type of the first use of a name before its
	// definition.
	fwd map[string]*ast.Type
	// cur is the index of the instruction being checked.
	cur int
	// name is the function's ("@f").
	name string
}

type localDef struct {
	t    *ast.Type
	at   int
	name token.Pos
}

// checkLocal checks a use of a local value at type t.
func (c *checker) checkLocal(t *ast.Type, v *ast.Value) {
	fs := c.fn
	if fs == nil {
		return
	}
	def, ok := fs.defs[v.Name]
	if !ok && v.Name == "" {
		return
	}
	// A block is defined where it starts, before its first instruction
	// (whose index its def holds); a value after its instruction.
	if !ok || def.at > fs.cur || def.at == fs.cur && def.t.Kind != ast.LabelType {
		// A forward reference: LLVM makes a placeholder of the first
		// use's type and compares later uses and the definition to it.
		// A name never defined is one too (the parser reports it, when
		// the function ends).
		if ft, seen := fs.fwd[v.Name]; seen {
			if !c.same(ft, t) {
				c.localMismatch(v, ft, t)
			}
			return
		}
		fs.fwd[v.Name] = t
		return
	}
	if !c.same(def.t, t) {
		c.localMismatch(v, def.t, t)
	}
}

// localMismatch reports a use of local v at type t where it has type have
// (defined so, or so referenced first), as LLParser's
// checkValidVariableType does.
func (c *checker) localMismatch(v *ast.Value, have, t *ast.Type) {
	if t.Kind == ast.LabelType {
		c.fail(v.Start, "'"+v.Name+"' is not a basic block")
		return
	}
	c.fail(v.Start, c.definedWithType(v.Name, have, t))
}

// definedWithType is LLParser's message for a use at type want of a value
// called name that has type have.
func (c *checker) definedWithType(name string, have, want *ast.Type) string {
	return "'" + name + "' defined with type '" + c.str(have) + "' but expected '" + c.str(want) + "'"
}

// checkFunction checks the body of function i.
func (c *checker) checkFunction(i int) {
	f := &c.m.Functions[i]
	h, err := c.d.FuncHeader(i)
	if err != nil {
		return
	}
	for _, prm := range h.Params {
		// isValidArgumentType: first-class (no function type; from LLVM
		// 22 no struct without a body either) and, from 22, no label.
		if c.canonDeep(prm.Type).Kind == ast.FuncType ||
			c.ver.Has(llvmver.OpaqueStructNotFirstClass) && (prm.Type.Kind == ast.LabelType || c.opaqueAt(prm.Type, prm.TypePos)) {
			c.fail(prm.TypePos, "invalid type for function argument")
		}
	}
	if f.Declare {
		return
	}
	if op, err := c.d.Personality(i); err == nil && op != nil {
		c.checkValue(op.Type, &op.Value)
	}
	// The maps and the instruction list are reused from function to
	// function (each worker has its own).
	if c.defsBuf == nil || len(c.defsBuf) > 4096 {
		// (clearing costs the map's size: a huge one is not kept)
		c.defsBuf, c.fwdBuf = make(map[string]localDef), make(map[string]*ast.Type)
	}
	clear(c.defsBuf)
	clear(c.fwdBuf)
	fs := &funcState{result: h.Result, defs: c.defsBuf, fwd: c.fwdBuf, name: f.Name}
	c.fn = fs
	next := 0
	for _, prm := range h.Params {
		name := prm.Name
		if name == "" {
			name = "%" + strconv.Itoa(next)
			next++
		} else if n, ok := number(name); ok {
			next = n + 1
		}
		fs.defs[name] = localDef{t: prm.Type, at: -1}
	}
	// Decode the body once, numbering unnamed blocks and values. The
	// previous function's instructions are dropped: their memory is reused.
	c.d.Recycle()
	first := -1
	insts := c.instBuf[:0]
	// implicit holds, for each instruction of insts, the number its
	// unnamed result takes, or -1.
	implicit := c.implicitBuf[:0]
	// The first function type argument of the body that is a struct
	// without a body there (pos 0: none), and its instruction.
	var badArg struct {
		k   int
		pos token.Pos
	}
	defer func() {
		// The pointers are cleared: kept in the array, they would hold the
		// instructions, which the decoder lets go (Recycle).
		clear(insts)
		c.instBuf, c.implicitBuf = insts[:0], implicit[:0]
	}()
	for _, b := range f.Blocks {
		if first < 0 {
			first = int(b.FirstInst)
		}
		label := b.Label
		if label == "" {
			label = strconv.Itoa(next)
			next++
		} else if n, ok := number("%" + label); ok {
			next = n + 1
		}
		if _, taken := fs.defs["%"+label]; !taken {
			// Defined where it starts: a use before is a forward
			// reference. (A name defined twice is the parser's error;
			// uses before the second definition see the first.)
			fs.defs["%"+label] = localDef{t: labelType, at: len(insts)}
		}
		for k := b.FirstInst; k < b.FirstInst+b.NumInsts; k++ {
			if k%yieldEvery == 0 {
				c.m.Lane.Yield() // a long function lets urgent work go first
			}
			if in := &c.m.Insts[k]; !decodeDebugArgs && (in.Op == ast.OpDbgRecord || in.Op == ast.OpCall && plainDebugCall(c.m.Src[in.Start:in.End])) &&
				c.debugArgsAgree(c.m.Src[in.Start:in.End], len(insts)) {
				// Debug records and calls of llvm.dbg.* take metadata
				// only, and they are many: only the typed local values
				// in them have anything to check, and most hold one,
				// which agrees with its definition.
				insts = append(insts, nil)
				implicit = append(implicit, -1)
				continue
			}
			ins, err := c.d.Inst(int(k))
			if err != nil {
				return
			}
			if badArg.pos == 0 {
				if pos, bad := c.badFuncTypeArg(); bad {
					badArg.k, badArg.pos = len(insts), pos
				}
			}
			insts = append(insts, ins)
			implicit = append(implicit, -1)
			ins.Type = c.canonDeep(ins.Type)
			if ins.Type != nil && ins.Type.Kind == ast.FuncType && ins.FnType == nil {
				// call %FnTy @f(): a named function type.
				ins.FnType, ins.Type = ins.Type, c.canonDeep(ins.Type.Elem)
			}
			if ins.Type == nil || ins.Type.Kind == ast.VoidType {
				continue
			}
			name := ins.Result
			if name == "" {
				implicit[len(implicit)-1] = int32(next)
				name = "%" + strconv.Itoa(next)
				next++
			} else if n, ok := number(name); ok {
				next = n + 1
			}
			fs.defs[name] = localDef{t: ins.Type, at: len(insts) - 1, name: ins.Start}
		}
	}
	if c.onDefs != nil {
		c.onDefs(fs.defs)
	}
	for k, ins := range insts {
		if ins == nil {
			continue
		}
		fs.cur = k
		if badArg.pos != 0 && k == badArg.k {
			// LLParser rejects it as it reads the type, before the
			// instruction's other rules.
			c.fail(badArg.pos, "invalid type for function argument")
		}
		c.checkInst(ins)
		name := ins.Result
		if name == "" && implicit[k] >= 0 && len(fs.fwd) > 0 {
			// An unnamed value takes the next number, which a use before
			// may have referred to (as a label of a block to come).
			name = "%" + strconv.Itoa(int(implicit[k]))
		}
		if name != "" {
			if ft, ok := fs.fwd[name]; ok && ins.Type != nil && !c.same(ft, ins.Type) {
				c.fail(ins.Start, "instruction forward referenced with type '"+c.str(ft)+"'")
			}
		}
	}
}

// decodeDebugArgs turns off the judging of debug records and calls of
// llvm.dbg.* from their text (debugArgsAgree): the tests compare both
// ways.
var decodeDebugArgs = false

// yieldEvery is how many instructions a function's check decodes, or
// globals the checker collects, between two looks at whether urgent work
// waits for the module's lane.
const yieldEvery = 512

// number returns N for a numbered local name "%N".
func number(name string) (int, bool) {
	if len(name) < 2 || name[0] != '%' {
		return 0, false
	}
	n, err := strconv.Atoi(name[1:])
	return n, err == nil && n >= 0
}

// checkInst checks one instruction: its operands' values against their
// types, then the opcode's rules, with LLParser's messages.
func (c *checker) checkInst(ins *ast.Instruction) {
	ops := ins.Operands
	// Named types that are no structs only name their body.
	ins.Type = c.canonDeep(ins.Type)
	for i := range ops {
		ops[i].Type = c.canonDeep(ops[i].Type)
	}
	if ins.Op == ast.OpDbgRecord {
		for _, a := range ins.RecordArgs {
			c.checkFunctionMD(a)
		}
		return
	}
	for i := range ops {
		op := &ops[i]
		if op.Value.Kind == ast.MetadataValue {
			c.checkFunctionMD(op.Value.MD)
			continue
		}
		if op.Type != nil && op.Type.Kind == ast.LabelType && op.Value.Kind == ast.LocalRef {
			c.checkLocal(op.Type, &op.Value) // a value where a block is wanted
			continue
		}
		if op.Value.Kind == ast.LabelRef && strings.HasPrefix(op.Value.Name, "%") {
			if op.Type != nil && op.Type.Kind != ast.LabelType {
				// A block operand written at another type: LLParser
				// reads a value of that type, then wants a block.
				c.checkLocal(op.Type, &op.Value)
				c.fail(op.TypePos, "expected a basic block")
			}
			// A block operand: LLParser looks the name up as a label,
			// and a value of that name is "not a basic block".
			c.checkLocal(labelType, &op.Value)
			continue
		}
		if op.Type == nil || op.Value.Kind == ast.LabelRef {
			// A block operand; but a constant written at type label is
			// refused as LLParser reads it ("invalid type for undef
			// constant", "global variable reference must have pointer
			// type"), before the instruction's rules.
			continue
		}
		if ins.Op == ast.OpCall || ins.Op == ast.OpInvoke || ins.Op == ast.OpCallBr {
			if i == 0 {
				continue // the callee
			}
		}
		c.checkValue(op.Type, &op.Value)
		if ins.Op == ast.OpLandingPad {
			c.checkClause(ins, i)
		}
	}
	switch op := ins.Op; {
	case op.IsBinary():
		c.checkBinary(ins)
	case op.IsCast():
		if len(ops) == 1 && ins.Type != nil && !c.castIsValid(op, ops[0].Type, ins.Type) {
			c.fail(ops[0].TypePos, "invalid cast opcode for cast from '"+c.str(ops[0].Type)+"' to '"+c.str(ins.Type)+"'")
		}
	}
	switch ins.Op {
	case ast.OpFNeg:
		if !isFPOrFPVector(ops[0].Type) {
			c.fail(ops[0].TypePos, "invalid operand type for instruction")
		}
	case ast.OpICmp:
		if t := ops[0].Type; !isIntOrIntVector(t) && !isPtrOrPtrVector(t) {
			c.fail(ops[0].TypePos, "icmp requires integer operands")
		}
	case ast.OpFCmp:
		if !isFPOrFPVector(ops[0].Type) {
			c.fail(ops[0].TypePos, "fcmp requires floating point operands")
		}
	case ast.OpSelect:
		c.checkSelect(ins)
	case ast.OpRet:
		c.checkRet(ins)
	case ast.OpBr:
		if (len(ops) == 3 || len(ops) == 1 && ops[0].Type.Kind != ast.LabelType) && !c.same(ops[0].Type, i1Type) {
			c.fail(ops[0].TypePos, "branch condition must have 'i1' type")
		}
	case ast.OpSwitch:
		if ops[0].Type.Kind != ast.IntType {
			c.fail(ops[0].TypePos, "switch condition must have integer type")
		}
		c.checkSwitchCases(ins)
		for i := 2; i+1 < len(ops); i += 2 {
			if !constfold.FoldsToInt(&ops[i].Value) {
				at := ops[i].TypePos // LLParser reports at the typed value
				if at == 0 {
					at = ops[i].Value.Start
				}
				c.fail(at, "case value is not a constant integer")
			}
		}
	case ast.OpIndirectBr:
		if ops[0].Type.Kind != ast.PointerType {
			c.fail(ops[0].TypePos, "indirectbr address must have pointer type")
		}
	case ast.OpLoad:
		if len(ops) == 1 && (ops[0].Type.Kind != ast.PointerType || c.ver.Has(llvmver.OpaqueStructNotFirstClass) && c.opaqueAt(ins.Type, ins.Start)) {
			c.fail(ops[0].TypePos, "load operand must be a pointer to a first class type")
		}
		if len(ops) == 1 && ins.Type != nil && ins.Type.Kind == ast.VoidType {
			c.fail(c.explicitTypePos(ins, "load", ops[0].TypePos), "void type only allowed for function results")
		}
		if len(ops) == 1 {
			if msg := c.pointeeMismatch(ins.Type, ops[0].Type); msg != "" {
				c.fail(c.explicitTypePos(ins, "load", ops[0].TypePos), msg)
			}
			// Without an alignment LLParser takes the type's own, which
			// needs a size.
			if ins.Align == 0 && ins.Type != nil && !c.sized(ins.Type, ins.Start) {
				c.fail(c.explicitTypePos(ins, "load", ops[0].TypePos), "loading unsized types is not allowed")
			}
		}
	case ast.OpStore:
		c.checkStore(ins)
	case ast.OpGetElementPtr:
		c.checkGEP(ins)
	case ast.OpExtractValue, ast.OpInsertValue:
		c.checkAggregateOp(ins)
	case ast.OpExtractElement:
		if !extractElementValid(ops[0].Type, ops[1].Type) {
			c.fail(ops[0].TypePos, "invalid extractelement operands")
		}
	case ast.OpInsertElement:
		if !c.insertElementValid(ops[0].Type, ops[1].Type, ops[2].Type) {
			c.fail(ops[0].TypePos, "invalid insertelement operands")
		}
	case ast.OpShuffleVector:
		if !c.shuffleValid(ops[0].Type, ops[1].Type, &ops[2]) {
			c.fail(ops[0].TypePos, "invalid shufflevector operands")
		}
	case ast.OpAlloca:
		if len(ops) > 1 && ops[1].Type != nil && ops[1].Type.Kind != ast.IntType {
			c.fail(ops[1].TypePos, "element count must have integer type")
		}
		if ins.Align == 0 && len(ops) > 0 && ops[0].Type != nil && !c.sized(ops[0].Type, ins.Start) {
			c.fail(ops[0].TypePos, "Cannot allocate unsized type")
		}
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
		c.checkCall(ins)
	case ast.OpCmpXchg:
		if ops[0].Type.Kind != ast.PointerType {
			c.fail(ops[0].TypePos, "cmpxchg operand must be a pointer")
		}
		if elem := ops[0].Type.Elem; !c.opaque && elem != nil {
			// Typed pointers: each value is of the pointee type.
			if !c.same(elem, ops[1].Type) {
				c.fail(ops[1].TypePos, "compare value and pointer type do not match")
			}
			if !c.same(elem, ops[2].Type) {
				c.fail(ops[2].TypePos, "new value and pointer type do not match")
			}
		}
		if !c.same(ops[1].Type, ops[2].Type) {
			c.fail(ops[2].TypePos, "compare value and new value type do not match")
		}
	case ast.OpAtomicRMW:
		if ops[0].Type.Kind != ast.PointerType {
			c.fail(ops[0].TypePos, "atomicrmw operand must be a pointer")
		}
		c.checkAtomicRMW(ins)
	}
	if ins.Op == ast.OpSelect || ins.Op == ast.OpPhi || ins.Op == ast.OpCall {
		c.checkFastMath(ins) // once the instruction is read
	}
}

// extractElementValid is ExtractElementInst::isValidOperands (for the
// instruction and the constant expression alike): a vector and an integer
// index.
func extractElementValid(vec, idx *ast.Type) bool { return isVector(vec) && isScalarInt(idx) }

// insertElementValid is InsertElementInst::isValidOperands: a vector, an
// element of its element type and an integer index.
func (c *checker) insertElementValid(vec, elt, idx *ast.Type) bool {
	return isVector(vec) && c.same(vec.Elem, elt) && isScalarInt(idx)
}

// shuffleValid is ShuffleVectorInst::isValidOperands: two vectors of one
// type and a mask of i32s, scalable as they are, that maskValid accepts.
func (c *checker) shuffleValid(a, b *ast.Type, mask *ast.Operand) bool {
	m := mask.Type
	return isVector(a) && c.same(a, b) && isVector(m) && c.same(m.Elem, i32Type) && m.Scalable == a.Scalable &&
		maskValid(&mask.Value, a)
}

// maskValid is ShuffleVectorInst::isValidOperands's rule on the mask of a
// shuffle of vectors of type a: a constant, undef, poison or zero, or a
// vector whose elements are undef, poison or integers below twice a's
// length (as unsigned 32-bit values: -1 is out of range), or the splat of
// such an integer (a scalable splat is read as valid); not a value of
// the function.
func maskValid(mask *ast.Value, a *ast.Type) bool {
	switch mask.Kind {
	case ast.UndefConst, ast.PoisonConst, ast.ZeroConst, ast.ConstExpr:
		// A constant expression may fold to a valid vector: not judged.
		return true
	case ast.OtherConst:
		if mask.Name == "splat" && !a.Scalable && len(mask.Elems) == 1 && mask.Elems[0].Value.Kind == ast.IntConst {
			n, ok := mask.Elems[0].Value.IntLiteral(32)
			return !ok || n.Uint64() < 2*a.Len
		}
		return true
	case ast.VectorConst:
		for _, e := range mask.Elems {
			switch e.Value.Kind {
			case ast.UndefConst, ast.PoisonConst:
			case ast.IntConst:
				n, ok := e.Value.IntLiteral(32)
				if !ok || !a.Scalable && n.Uint64() >= 2*a.Len {
					return !ok // an unread literal: not judged
				}
			case ast.ConstExpr:
				// One LLVM folds to an integer is an element like a
				// literal; one irmeta does not compute is not judged.
				if !constfold.FoldsToInt(&e.Value) {
					return false
				}
				if n, ok := constfold.Int(&e.Value, 32); ok && !a.Scalable && n.Uint64() >= 2*a.Len {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	return false
}

// checkBinary applies parseArithmetic's and parseLogical's operand rules.
func (c *checker) checkBinary(ins *ast.Instruction) {
	a := &ins.Operands[0]
	switch ins.Op {
	case ast.OpAnd, ast.OpOr, ast.OpXor:
		if !isIntOrIntVector(a.Type) {
			c.fail(a.TypePos, "instruction requires integer or integer vector operands")
		}
	case ast.OpFAdd, ast.OpFSub, ast.OpFMul, ast.OpFDiv, ast.OpFRem:
		if !isFPOrFPVector(a.Type) {
			c.fail(a.TypePos, "invalid operand type for instruction")
		}
	default:
		if !isIntOrIntVector(a.Type) {
			c.fail(a.TypePos, "invalid operand type for instruction")
		}
	}
}

// checkSelect applies SelectInst::areInvalidOperands.
func (c *checker) checkSelect(ins *ast.Instruction) {
	cond, a, b := &ins.Operands[0], ins.Operands[1].Type, ins.Operands[2].Type
	switch {
	case !c.same(a, b):
		c.fail(cond.TypePos, "both values to select must have same type")
	case a.Kind == ast.TokenType:
		c.fail(cond.TypePos, "select values cannot have token type")
	case isVector(cond.Type):
		switch {
		case !c.same(cond.Type.Elem, i1Type):
			c.fail(cond.TypePos, "vector select condition element type must be i1")
		case !isVector(a):
			c.fail(cond.TypePos, "selected values for vector select must be vectors")
		case a.Len != cond.Type.Len || a.Scalable != cond.Type.Scalable:
			c.fail(cond.TypePos, "vector select requires selected vectors to have the same vector length as select condition")
		}
	case !c.same(cond.Type, i1Type):
		c.fail(cond.TypePos, "select condition must be i1 or <n x i1>")
	}
}

// checkRet compares the returned value's type with the function's.
func (c *checker) checkRet(ins *ast.Instruction) {
	res := c.fn.result
	msg := "value doesn't match function result type '" + c.str(res) + "'"
	if len(ins.Operands) == 0 {
		if res.Kind != ast.VoidType {
			c.fail(c.afterWord(ins.Start, "ret"), msg)
		}
		return
	}
	if op := &ins.Operands[0]; !c.same(op.Type, res) {
		c.fail(op.TypePos, msg)
	}
}

// afterWord returns the position of the first token after the word w
// that starts at pos.
func (c *checker) afterWord(pos token.Pos, w string) token.Pos {
	p := int(pos) + len(w)
	src := c.m.Src
	for p < len(src) && (src[p] == ' ' || src[p] == '\t' || src[p] == '\n' || src[p] == '\r') {
		p++
	}
	return token.Pos(p)
}

// checkStore applies parseStore's rules.
func (c *checker) checkStore(ins *ast.Instruction) {
	val, ptr := &ins.Operands[0], &ins.Operands[1]
	if ptr.Type.Kind != ast.PointerType {
		c.fail(ptr.TypePos, "store operand must be a pointer")
	}
	if !isFirstClass(val.Type) {
		// (label and metadata are first-class to LLVM: "storing unsized
		// types")
		c.fail(val.TypePos, "store operand must be a first class value")
	}
	if !c.opaque && ptr.Type.Elem != nil && !c.same(ptr.Type.Elem, val.Type) {
		c.fail(val.TypePos, "stored value and pointer type do not match")
	}
	if ins.Align == 0 && !c.sized(val.Type, ins.Start) {
		c.fail(val.TypePos, "storing unsized types is not allowed")
	}
}

// checkGEP applies parseGetElementPtr's rules.
func (c *checker) checkGEP(ins *ast.Instruction) {
	ops := ins.Operands
	if len(ops) < 2 {
		return
	}
	base := &ops[1]
	if !isPtrOrPtrVector(base.Type) {
		c.fail(base.TypePos, "base of getelementptr must be a pointer")
	}
	if msg := c.pointeeMismatch(ops[0].Type, base.Type); msg != "" {
		c.fail(c.explicitTypePos(ins, "getelementptr", base.TypePos), msg)
	}
	var width int64
	gepWidth(&width, base.Type)
	for i := 2; i < len(ops); i++ {
		if !isIntOrIntVector(ops[i].Type) {
			c.fail(ops[i].TypePos, "getelementptr index must be an integer")
		}
		if !gepWidth(&width, ops[i].Type) {
			c.fail(ops[i].TypePos, "getelementptr vector index has a wrong number of elements")
		}
	}
	c.checkGEPBase(ins)
	if len(ops) > 3 && !c.gepIndexValid(ops[0].Type, ops[3:]) {
		c.fail(base.TypePos, "invalid getelementptr indices")
	}
}

// gepIndexValid reports whether the indices after the first one, idx,
// index into type cur as GetElementPtrInst::getIndexedType requires:
// through arrays and vectors, and into structs by an in-range constant of
// type i32 (or a splat vector of one, not scalable).
func (c *checker) gepIndexValid(cur *ast.Type, idx []ast.Operand) bool {
	_, ok := c.gepIndexed(cur, idx)
	return ok
}

// gepIndexed returns the type that indices idx select in cur (the indices
// after the first, which steps over the pointer), and whether they are
// valid for it (see gepIndexValid).
func (c *checker) gepIndexed(cur *ast.Type, idx []ast.Operand) (*ast.Type, bool) {
	for i := range idx {
		t := c.resolve(cur)
		if t == nil {
			return nil, false
		}
		switch t.Kind {
		case ast.ArrayType, ast.VectorType:
			cur = t.Elem
		case ast.StructType:
			it := idx[i].Type
			if it != nil && isVector(it) {
				if it.Scalable {
					return nil, false // no struct index is a scalable vector
				}
				it = it.Elem
			}
			if it == nil || it.Kind != ast.IntType || it.Bits != 32 {
				return nil, false
			}
			n, ok := constInt(&idx[i].Value, 32)
			if !ok || n >= uint64(len(t.Fields)) {
				return nil, false
			}
			cur = t.Fields[n]
		default:
			return nil, false
		}
	}
	return cur, true
}

// constInt returns the value of an integer constant index (or a splat
// vector of one) of a type of the given width, unsigned: LLParser
// truncates a literal to its type (i32 4294967296 is 0).
func constInt(v *ast.Value, bits uint) (uint64, bool) {
	switch v.Kind {
	case ast.IntConst:
		if n, err := strconv.ParseUint(v.Text, 10, 64); err == nil && (bits >= 64 || n>>bits == 0) {
			return n, true
		}
		n, ok := new(big.Int).SetString(v.Text, 10)
		if !ok {
			return 0, false
		}
		n.And(n, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), bits), big.NewInt(1)))
		return n.Uint64(), true
	case ast.ZeroConst:
		return 0, true
	case ast.ConstExpr:
		// One that LLVM folds to an integer, when irmeta computes it.
		if n, ok := constfold.Int(v, bits); ok && n.IsUint64() {
			return n.Uint64(), true
		}
		return 0, false
	case ast.VectorConst:
		// A splat: every element the same (Constant::getSplatValue).
		if len(v.Elems) == 0 {
			return 0, false
		}
		n, ok := constInt(&v.Elems[0].Value, bits)
		for i := 1; ok && i < len(v.Elems); i++ {
			var m uint64
			m, ok = constInt(&v.Elems[i].Value, bits)
			ok = ok && m == n
		}
		return n, ok
	}
	return 0, false
}

// gepWidth follows LLParser's count of a getelementptr's vector width:
// width is the element count of the vectors met so far (0: none, the
// base's first), and t the next operand's type. It reports false when t is
// a vector of another count ("getelementptr vector index has a wrong
// number of elements").
func gepWidth(width *int64, t *ast.Type) bool {
	if !isVector(t) {
		return true
	}
	n := int64(t.Len)
	if t.Scalable {
		n = -n // a scalable count differs from a fixed one
	}
	if *width != 0 && *width != n {
		return false
	}
	*width = n
	return true
}

// checkAggregateOp applies the rules of extractvalue and insertvalue.
func (c *checker) checkAggregateOp(ins *ast.Instruction) {
	agg := &ins.Operands[0]
	name := ins.Op.String()
	if !c.isAggregate(agg.Type) {
		c.fail(agg.TypePos, name+" operand must be aggregate type")
	}
	t := agg.Type
	for _, n := range ins.Indices {
		r := c.resolve(t)
		if r == nil {
			c.fail(agg.TypePos, "invalid indices for "+name)
		}
		switch r.Kind {
		case ast.ArrayType:
			if n >= r.Len {
				c.fail(agg.TypePos, "invalid indices for "+name)
			}
			t = r.Elem
		case ast.StructType:
			if n >= uint64(len(r.Fields)) {
				c.fail(agg.TypePos, "invalid indices for "+name)
			}
			t = r.Fields[n]
		default:
			c.fail(agg.TypePos, "invalid indices for "+name)
		}
	}
	if ins.Op == ast.OpInsertValue && len(ins.Operands) > 1 {
		val := &ins.Operands[1]
		if !c.same(val.Type, t) {
			c.fail(val.TypePos, "insertvalue operand and field disagree in type: '"+c.str(val.Type)+"' instead of '"+c.str(t)+"'")
		}
	}
}

// checkCall checks the arguments of a call, invoke or callbr against the
// function type it names.
func (c *checker) checkCall(ins *ast.Instruction) {
	ft := ins.FnType
	args := callArgs(ins)
	if len(ins.Operands) > 0 {
		// LLParser checks the arguments against a written type first.
		defer c.checkCallee(ins)
	}
	// LLParser resolves the callee, an inline asm checked against the
	// call's function type, before it checks the arguments.
	c.checkInlineAsm(ins, args)
	if ft == nil {
		return // the type is the one of the arguments
	}
	for i, a := range args {
		if i >= len(ft.Fields) {
			if !ft.Variadic {
				c.fail(a.TypePos, "too many arguments specified")
			}
			continue
		}
		if !c.same(ft.Fields[i], a.Type) {
			c.fail(a.TypePos, "argument is not of expected type '"+c.str(ft.Fields[i])+"'")
		}
	}
	if len(args) < len(ft.Fields) {
		c.fail(c.callTypePos(ins), "not enough parameters specified for call")
	}
}

// checkCallee applies LLParser's rule to a call's callee: it must have the
// type the call gives it, a pointer in the call's address space (under
// typed pointers, to the written function type or to the one the
// arguments make). A function defined later was referenced forward with
// that type.
func (c *checker) checkCallee(ins *ast.Instruction) {
	if v := &ins.Operands[0].Value; v.Kind == ast.LocalRef {
		// A parameter or an instruction's result: LLParser looks it up
		// as any local, with the type the call gives it.
		c.checkLocal(c.calleeWant(ins, c.callAddrSpace(ins)), v)
		return
	}
	callee := calleeGlobal(&ins.Operands[0].Value)
	if callee == nil {
		return
	}
	gt, ok := c.globals[callee.Name]
	if !ok || gt == nil {
		return
	}
	as := c.callAddrSpace(ins)
	if c.opaque && gt.Kind == ast.PointerType && gt.AddrSpace == as {
		return // the common case, decided without making the type
	}
	want := c.calleeWant(ins, as)
	if c.same(gt, want) {
		return
	}
	c.buildFnStart()
	if start, isFn := c.fnStart[callee.Name]; isFn && start > ins.Start {
		// A function defined later is a forward reference typed by its
		// first use, which LLParser checks each later use against and
		// the definition last: resolveForwardCalls reads them in order
		// once the functions are checked.
		c.fwdPending = append(c.fwdPending, callee.Name)
		return
	}
	c.fail(callee.Start, c.definedWithType(callee.Name, gt, want))
}

// callAddrSpace is the address space of a call's callee: the one written
// before its type, else the data layout's program address space.
func (c *checker) callAddrSpace(ins *ast.Instruction) uint32 {
	if ins.HasCallAddrSpace {
		return ins.CallAddrSpace
	}
	return c.programAS
}

// calleeWant is the type a call gives its callee: a pointer in address
// space as, under typed pointers to the written function type ft or to
// the one the result and arguments make.
func (c *checker) calleeWant(ins *ast.Instruction, as uint32) *ast.Type {
	if c.opaque {
		return c.ptrTo(nil, as)
	}
	return c.ptrTo(c.canonDeep(ins.CallType()), as)
}

// resolveForwardCalls reports, for each function called before its
// definition with a type that is not the definition's (names), LLParser's
// first error on the way: a later use whose type is not the first use's
// ("defined with type"), else the definition against the first use
// ("invalid forward reference to function"). A first use that is no call
// is taken to have the definition's type. LLParser meets the definition's
// error at the definition though it reports it at the first use: another
// error between the two (in found, the errors so far) comes first, and the
// definition's is left out.
func (c *checker) resolveForwardCalls(names []string, found parser.ErrorList) {
	sort.Strings(names)
	for k, name := range names {
		if k > 0 && names[k-1] == name {
			continue
		}
		gt := c.globals[name]
		def := c.fnStart[name]
		var firstPos token.Pos
		var first *ast.Type
		c.run(func() {
			for pos := range c.uses(name, def) {
				want, ok := c.callUseWant(name, pos)
				if !ok {
					want = gt
				}
				if first == nil {
					firstPos, first = pos, want
					continue
				}
				if !c.same(first, want) {
					c.fail(pos, c.definedWithType(name, first, want))
				}
			}
			if first != nil && !c.same(first, gt) && !errorBetween(found, firstPos, def) {
				c.fail(firstPos, "invalid forward reference to function '"+strings.TrimPrefix(name, "@")+
					"' with wrong type: expected '"+c.str(gt)+"' but was '"+c.str(first)+"'")
			}
		})
	}
}

// calleeGlobal returns the global a call names as its callee: itself, or
// wrapped in no_cfi or dso_local_equivalent, which LLParser resolves with
// the call's type all the same; nil for another callee.
func calleeGlobal(v *ast.Value) *ast.Value {
	switch v.Kind {
	case ast.GlobalRef:
		return v
	case ast.NoCFI, ast.DSOLocalEquivalent:
		if len(v.Elems) == 1 && v.Elems[0].Value.Kind == ast.GlobalRef {
			return &v.Elems[0].Value
		}
	}
	return nil
}

// errorBetween reports whether an error of list lies after from and
// before to.
func errorBetween(list parser.ErrorList, from, to token.Pos) bool {
	for _, e := range list {
		if off := token.Pos(e.Pos.Offset); off > from && off < to {
			return true
		}
	}
	return false
}

// callUseWant decodes the instruction holding the use of global name at
// pos and, when it calls name, returns the type the call gives it.
func (c *checker) callUseWant(name string, pos token.Pos) (*ast.Type, bool) {
	insts := c.m.Insts
	i := sort.Search(len(insts), func(k int) bool { return insts[k].End > pos })
	if i == len(insts) || insts[i].Start > pos {
		return nil, false
	}
	switch insts[i].Op {
	case ast.OpCall, ast.OpInvoke, ast.OpCallBr:
	default:
		return nil, false
	}
	ins, err := parser.NewDecoder(c.m).Inst(i)
	if err != nil || len(ins.Operands) == 0 {
		return nil, false
	}
	if g := calleeGlobal(&ins.Operands[0].Value); g == nil || g.Name != name || g.Start != pos {
		return nil, false
	}
	return c.calleeWant(ins, c.callAddrSpace(ins)), true
}

// callArgs returns a call's arguments: its operands after the callee,
// without invoke's and callbr's destinations.
func callArgs(ins *ast.Instruction) []*ast.Operand {
	var args []*ast.Operand
	for i := 1; i < len(ins.Operands); i++ {
		if op := &ins.Operands[i]; op.Value.Kind != ast.LabelRef {
			args = append(args, op)
		}
	}
	return args
}

// buildFnStart fills c.fnStart, where each function is defined.
func (c *checker) buildFnStart() {
	if c.fnStart == nil {
		c.fnStart = make(map[string]token.Pos, len(c.m.Functions))
		for i := range c.m.Functions {
			c.fnStart[c.m.Functions[i].Name] = c.m.Functions[i].Start
		}
	}
}

// firstUse returns where global name is first referenced in the text
// (outside comments and its own definition's name), or -1.
func (c *checker) firstUse(name string) token.Pos {
	for pos := range c.uses(name, token.Pos(len(c.m.Src))) {
		return pos
	}
	return -1
}

// firstUseBesides is firstUse with the name at def (its definition's)
// left out.
func (c *checker) firstUseBesides(name string, def token.Pos) token.Pos {
	for pos := range c.uses(name, token.Pos(len(c.m.Src))) {
		if pos != def {
			return pos
		}
	}
	return -1
}

// uses yields, in order, where global name is referenced in the text
// before end (outside comments).
func (c *checker) uses(name string, end token.Pos) iter.Seq[token.Pos] {
	return func(yield func(token.Pos) bool) {
		src := c.m.Src[:end]
		key := []byte(name)
		for off := 0; ; {
			k := bytes.Index(src[off:], key)
			if k < 0 {
				return
			}
			at := off + k
			off = at + len(key)
			if off < len(src) && (isNameByte(src[off])) {
				continue
			}
			line := src[bytes.LastIndexByte(src[:at], '\n')+1 : at]
			if bytes.IndexByte(line, ';') >= 0 && bytes.IndexByte(line, '"') < 0 {
				continue // a comment
			}
			if !yield(token.Pos(at)) {
				return
			}
		}
	}
}

func isNameByte(b byte) bool {
	return b == '_' || b == '.' || b == '$' || b == '-' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// callTypePos returns where the type after call/invoke/callbr starts.
func (c *checker) callTypePos(ins *ast.Instruction) token.Pos {
	text := c.m.Src[ins.Start:ins.End]
	for _, w := range []string{"call", "invoke", "callbr"} {
		for i := 0; i+len(w) < len(text); i++ {
			if string(text[i:i+len(w)]) == w && (i == 0 || text[i-1] == ' ') && text[i+len(w)] == ' ' {
				return c.afterWord(ins.Start+token.Pos(i), w)
			}
		}
	}
	return ins.Start
}

// checkGlobal checks the initializer of global variable i.
func (c *checker) checkGlobal(i int) {
	g := &c.m.Globals[i]
	get := c.d.GlobalInit
	if g.Kind != ast.GlobalVar {
		get = c.d.Aliasee
	}
	op, err := get(i)
	if err != nil || op == nil {
		// An initializer the decoder does not read as a constant (of a
		// type that takes none, as metadata): the type's own error.
		c.checkGlobalType(i)
		return
	}
	if op.Type == nil && op.Value.Kind == ast.ConstExpr {
		c.constExprType(&op.Value)
		if g.Kind == ast.Alias && op.Value.Name != "getelementptr" {
			c.checkAliasPointee(g, op.Value.ExprType)
		}
	} else {
		c.checkValue(op.Type, &op.Value)
		if g.Kind != ast.GlobalVar {
			if t := c.canonDeep(op.Type); t == nil || t.Kind != ast.PointerType {
				c.fail(op.TypePos, "An alias or ifunc must have pointer type")
			}
		}
		if g.Kind == ast.Alias {
			c.checkAliasPointee(g, op.Type)
		}
	}
	c.checkGlobalType(i)
}

// checkGlobalType reports a global variable's type that no global may
// have; the parser leaves it to the initializer's check (see
// parseGlobalVarRest), which comes first.
func (c *checker) checkGlobalType(i int) {
	if c.m.Globals[i].Kind != ast.GlobalVar {
		return
	}
	if vt, err := c.d.GlobalValueType(i); err == nil && notAPointee(vt) {
		if at, err := c.d.GlobalTypeStart(i); err == nil {
			c.fail(at, "invalid type for global variable")
		}
	}
}

// notAPointee reports whether t is a type that a global variable may not
// have: a function type, or one PointerType does not take as element.
func notAPointee(t *ast.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.FuncType, ast.VoidType, ast.LabelType, ast.MetadataType, ast.TokenType:
		return true
	case ast.OtherType:
		return t.Name == "x86_amx"
	}
	return false
}

// plainDebugCall reports whether an instruction's text has the shape of
// a call of a debug intrinsic without an explicit function type ("call
// void @llvm.dbg.value(metadata ...)"), whose operands are all metadata:
// a shape, which ast.DebugIntrinsicCalled does not ask for.
func plainDebugCall(text []byte) bool {
	const prefix = "call void @llvm.dbg."
	i := 0
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if bytes.HasPrefix(text[i:], []byte("tail ")) {
		i += len("tail ")
	}
	return bytes.HasPrefix(text[i:], []byte(prefix))
}

// checkClause checks landingpad clause i after its value, as LLParser
// does: from LLVM 22 a filter takes an array (of the types it lets
// through) and a catch anything else; in every release the clause is a
// constant.
func (c *checker) checkClause(ins *ast.Instruction, i int) {
	// The flags are "cleanup", when there is one, then each clause's
	// kind in order.
	kinds := ins.Flags
	if len(kinds) > 0 && kinds[0] == "cleanup" {
		kinds = kinds[1:]
	}
	if i >= len(kinds) {
		return
	}
	op := &ins.Operands[i]
	isArray := op.Type.Kind == ast.ArrayType
	if f := kinds[i]; c.ver.Has(llvmver.LandingPadClauseTypes) && (f == "catch" && isArray || f == "filter" && !isArray) {
		c.fail(op.TypePos, "'"+f+"' clause has an invalid type")
	}
	if op.Value.Kind == ast.LocalRef {
		c.fail(op.TypePos, "clause argument must be a constant")
	}
}
