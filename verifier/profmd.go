package verifier

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
)

// The instruction attachments of memory profiling, allocation hints and
// call-graph types that releases after 14 verify.

// isCallOp reports whether op is a CallBase.
func isCallOp(op ast.Opcode) bool {
	return op == ast.OpCall || op == ast.OpInvoke || op == ast.OpCallBr
}

// memprofRule is visitMemProfMetadata: !memprof n is on a call and lists
// MemInfoBlocks, each a call stack then, by release (MemProfTotalSize,
// MemProfContextSizes), strings, strings and a last integer, or one
// string and context size nodes of two integers.
func (v *verifier) memprofRule(op ast.Opcode, n *md.Node) string {
	if !isCallOp(op) {
		return "!memprof metadata should only exist on calls"
	}
	if n.NumOperands() < 1 {
		return "!memprof annotations should have at least 1 metadata operand (MemInfoBlock)"
	}
	for _, o := range n.Operands() {
		mib, ok := o.(*md.Node)
		if !ok {
			// LLVM's verifier dereferences it as a node and crashes.
			return "!memprof MemInfoBlock must be a node"
		}
		if msg := v.memInfoBlock(mib); msg != "" {
			return msg
		}
	}
	return ""
}

// memInfoBlock checks one MemInfoBlock of a !memprof attachment.
func (v *verifier) memInfoBlock(mib *md.Node) string {
	ops := mib.Operands()
	if len(ops) < 2 {
		return "Each !memprof MemInfoBlock should have at least 2 operands"
	}
	if ops[0] == nil {
		return "!memprof MemInfoBlock first operand should not be null"
	}
	stack, ok := ops[0].(*md.Node)
	if !ok {
		return "!memprof MemInfoBlock first operand should be an MDNode"
	}
	if msg := callStackRule(stack); msg != "" {
		return msg
	}
	isString := func(m md.Metadata) bool { _, ok := m.(*md.String); return ok }
	isInt := func(m md.Metadata) bool { _, _, ok := constInt(m); return ok }
	switch {
	case v.ver.Has(llvmver.MemProfContextSizes):
		if !isString(ops[1]) {
			return "!memprof MemInfoBlock second operand should be an MDString"
		}
		rest := ops[2:]
		for _, o := range rest {
			if _, ok := o.(*md.Node); !ok {
				return "Not all !memprof MemInfoBlock operands 2 to N are MDNode"
			}
		}
		for _, o := range rest {
			if o.(*md.Node).NumOperands() != 2 {
				return "Not all !memprof MemInfoBlock operands 2 to N are MDNode with 2 operands"
			}
		}
		for _, o := range rest {
			for _, x := range o.(*md.Node).Operands() {
				if !isInt(x) {
					return "Not all !memprof MemInfoBlock operands 2 to N are MDNode with ConstantInt operands"
				}
			}
		}
	case v.ver.Has(llvmver.MemProfTotalSize):
		for _, o := range ops[1 : len(ops)-1] {
			if !isString(o) {
				return "Not all !memprof MemInfoBlock operands 1 to N-1 are MDString"
			}
		}
		if last := ops[len(ops)-1]; !isString(last) && !isInt(last) {
			return "Last !memprof MemInfoBlock operand not MDString or int"
		}
	default:
		for _, o := range ops[1:] {
			if !isString(o) {
				return "Not all !memprof MemInfoBlock operands 1 to N are MDString"
			}
		}
	}
	return ""
}

// callStackRule is visitCallStackMetadata: at least one integer, and
// only integers.
func callStackRule(n *md.Node) string {
	if n.NumOperands() < 1 {
		return "call stack metadata should have at least 1 operand"
	}
	for _, o := range n.Operands() {
		if _, _, ok := constInt(o); !ok {
			return "call stack metadata operand should be constant integer"
		}
	}
	return ""
}

// nofreeRule is the rule of !nofree n on instruction i: an inttoptr of
// pointer type, and n empty.
func (v *verifier) nofreeRule(i int, n *md.Node) string {
	if !isPointer(v.resultType(i)) {
		return "nofree applies only to pointer types"
	}
	if v.m.Insts[i].Op != ast.OpIntToPtr {
		return "nofree applies only to inttoptr instruction"
	}
	if n.NumOperands() != 0 {
		return "nofree metadata must be empty"
	}
	return ""
}

// capturesRule is the rule of !captures n on instruction i (from
// llvmver.CapturesMetadata): a store of a pointer, and n a non-empty list
// of the components of capture: address, address_is_null, provenance,
// read_provenance.
func (v *verifier) capturesRule(i int, n *md.Node) string {
	if v.m.Insts[i].Op != ast.OpStore {
		return "!captures metadata can only be applied to store instructions"
	}
	if ins, err := v.inst(i); err == nil && len(ins.Operands) > 0 && !isPointer(ins.Operands[0].Type) {
		return "!captures metadata can only be applied to store with value operand of pointer type"
	}
	if n.NumOperands() == 0 {
		return "!captures metadata cannot be empty"
	}
	for _, o := range n.Operands() {
		s, ok := o.(*md.String)
		if !ok {
			return "!captures metadata must be a list of strings"
		}
		switch s.Value {
		case "address", "address_is_null", "provenance", "read_provenance":
		default:
			return "invalid entry in !captures metadata"
		}
	}
	return ""
}

// calleeTypeRule is the rule of !callee_type n on an instruction of
// opcode op: a call, and n a list of generalized type metadata, each
// (offset 0, "....generalized").
func calleeTypeRule(op ast.Opcode, n *md.Node) string {
	if !isCallOp(op) {
		return "!callee_type metadata should only exist on calls"
	}
	for _, o := range n.Operands() {
		t, ok := o.(*md.Node)
		if !ok {
			return "The callee_type metadata must be a list of type metadata nodes"
		}
		if t.NumOperands() != 2 {
			return "Well-formed generalized type metadata must contain exactly two operands"
		}
		if val, _, ok := constInt(t.Operand(0)); !ok || !isZeroInt(val) {
			return "The first operand of type metadata for functions must be zero"
		}
		if s, ok := t.Operand(1).(*md.String); !ok || !strings.HasSuffix(s.Value, ".generalized") {
			return "Only generalized type metadata can be part of the callee_type metadata list"
		}
	}
	return ""
}

// isZeroInt reports whether the integer constant val is zero.
func isZeroInt(val *md.Value) bool {
	return val.Kind == ast.IntConst && strings.Trim(strings.TrimLeft(val.Text, "-+"), "0") == "" ||
		val.Kind == ast.BoolConst && val.Text == "false"
}
