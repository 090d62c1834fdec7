package typecheck

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// This file holds LLParser's rules found missing by running LLVM's
// Verifier tests: atomicrmw's operand, the base element of a
// getelementptr, and duplicate switch cases.

// rmwFPOps are the atomicrmw operations on floating-point values.
var rmwFPOps = map[string]bool{"fadd": true, "fsub": true, "fmax": true, "fmin": true, "fmaximum": true, "fminimum": true}

// checkAtomicRMW applies parseAtomicRMW's rules on the value operand: the
// pointee type under typed pointers, its type for the operation, no scalable type (19), then a power-of-two
// byte size (the store size from 15, the primitive size before).
func (c *checker) checkAtomicRMW(ins *ast.Instruction) {
	ops := ins.Operands
	if len(ops) < 2 || ops[1].Type == nil {
		return
	}
	op := ""
	for _, f := range ins.Flags {
		if f != "volatile" {
			op = f
			break
		}
	}
	val := &ops[1]
	if elem := ops[0].Type.Elem; !c.opaque && elem != nil && !c.same(elem, val.Type) {
		// Typed pointers: the value is of the pointee type.
		c.fail(val.TypePos, "atomicrmw value and pointer type do not match")
	}
	t := c.resolve(val.Type)
	if t == nil {
		return // an undefined type: the parser's error, when the module ends
	}
	if t.Kind == ast.VectorType && t.Scalable && c.ver.Has(llvmver.AtomicRMWScalableChecked) {
		c.fail(val.TypePos, "atomicrmw operand may not be scalable")
	}
	switch {
	case op == "xchg":
		ok := t.Kind == ast.IntType || t.Kind == ast.FloatType
		if c.ver.Has(llvmver.AtomicRMWPointerXchg) {
			if !ok && t.Kind != ast.PointerType {
				c.fail(val.TypePos, "atomicrmw xchg operand must be an integer, floating point, or pointer type")
			}
		} else if !ok {
			c.fail(val.TypePos, "atomicrmw xchg operand must be an integer or floating point type")
		}
	case rmwFPOps[op]:
		fp := t.Kind == ast.FloatType
		if c.ver.Has(llvmver.AtomicRMWFPVectors) {
			fp = isFPOrFPVector(t)
		}
		if !fp {
			c.fail(val.TypePos, "atomicrmw "+op+" operand must be a floating point type")
		}
	default:
		if t.Kind != ast.IntType {
			c.fail(val.TypePos, "atomicrmw "+op+" operand must be an integer")
		}
	}
	if t.Kind == ast.VectorType && t.Scalable && c.ver.Has(llvmver.AtomicRMWFPVectors) {
		c.fail(val.TypePos, "atomicrmw operand may not be scalable")
	}
	bits := c.rmwBits(t)
	if bits != 0 && (bits < 8 || bits&(bits-1) != 0) {
		c.fail(val.TypePos, "atomicrmw operand must be power-of-two byte-sized integer")
	}
}

// rmwBits is the size parseAtomicRMW checks: the store size in bits (15),
// the primitive size before; 0 when unknown.
func (c *checker) rmwBits(t *ast.Type) uint64 {
	var bits uint64
	switch t.Kind {
	case ast.IntType:
		bits = uint64(t.Bits)
	case ast.PointerType:
		bits = ast.ReadLayout(c.m.DataLayout).PointerBits(uint64(t.AddrSpace))
	case ast.FloatType:
		bits = ast.FloatBits(t.Name)
	case ast.VectorType:
		if e := c.resolve(t.Elem); e != nil {
			bits = t.Len * ast.FloatBits(e.Name)
		}
	}
	if bits != 0 && c.ver.Has(llvmver.AtomicRMWStoreSize) {
		bits = (bits + 7) / 8 * 8
	}
	return bits
}

// checkGEPBase applies parseGetElementPtr's rules on its source element
// type once the indices are read: sized when there are indices, and no
// struct holding a scalable vector. Errors are at the base pointer's type.
func (c *checker) checkGEPBase(ins *ast.Instruction) {
	ops := ins.Operands
	if len(ops) < 2 || ops[0].Type == nil {
		return
	}
	src, base := ops[0].Type, &ops[1]
	if len(ops) > 2 && !c.sized(src, ins.Start) {
		c.fail(base.TypePos, "base element of getelementptr must be sized")
	}
	if s := c.resolve(src); s != nil && s.Kind == ast.StructType && c.scalable(s, 0) {
		c.fail(base.TypePos, "getelementptr cannot target structure that contains scalable vector type")
	}
}

// checkSwitchCases is parseSwitch's rule that no case value repeats (the
// same constant of the same type), checked at each case as it is read:
// the error is at the repeated case's type.
func (c *checker) checkSwitchCases(ins *ast.Instruction) {
	ops := ins.Operands
	if len(ops) < 6 {
		return
	}
	seen := map[string]bool{}
	for i := 2; i+1 < len(ops); i += 2 {
		key, ok := caseKey(&ops[i])
		if !ok {
			continue
		}
		if seen[key] {
			c.fail(ops[i].TypePos, "duplicate case value in switch")
		}
		seen[key] = true
	}
}

// caseKey names a case value by type and value modulo 2^bits, so that
// the spellings of one constant agree.
func caseKey(op *ast.Operand) (string, bool) {
	t := op.Type
	if t == nil || t.Kind != ast.IntType {
		return "", false
	}
	x, ok := op.Value.IntLiteral(t.Bits)
	if !ok {
		return "", false
	}
	return t.String() + " " + x.String(), true
}

// checkPtrAuth applies parseValID's rules on "ptrauth (...)": a pointer
// base, an i32 constant key, an i64 constant discriminator, a pointer
// address discriminator and a pointer deactivation symbol (errors at the
// keyword), then the constant has the base's type.
func (c *checker) checkPtrAuth(t *ast.Type, v *ast.Value) {
	for i := range v.Elems {
		e := &v.Elems[i]
		c.checkValue(e.Type, &e.Value)
	}
	if len(v.Elems) < 2 {
		return
	}
	isInt := func(e *ast.Operand, bits uint32) bool {
		return e.Type != nil && e.Type.Kind == ast.IntType && e.Type.Bits == bits && e.Value.Kind == ast.IntConst
	}
	base := v.Elems[0].Type
	if base == nil || base.Kind != ast.PointerType {
		c.fail(v.Start, "constant ptrauth base pointer must be a pointer")
	}
	if !isInt(&v.Elems[1], 32) {
		c.fail(v.Start, "constant ptrauth key must be i32 constant")
	}
	if len(v.Elems) > 2 && !isInt(&v.Elems[2], 64) {
		c.fail(v.Start, "constant ptrauth integer discriminator must be i64 constant")
	}
	if len(v.Elems) > 3 && (v.Elems[3].Type == nil || v.Elems[3].Type.Kind != ast.PointerType) {
		c.fail(v.Start, "constant ptrauth address discriminator must be a pointer")
	}
	if len(v.Elems) > 4 && (v.Elems[4].Type == nil || v.Elems[4].Type.Kind != ast.PointerType) {
		c.fail(v.Start, "constant ptrauth deactivation symbol must be a pointer")
	}
	c.mismatch(v, base, t)
}
