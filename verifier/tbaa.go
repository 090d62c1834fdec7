package verifier

import (
	"math/big"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

// tbaaState caches verdicts on TBAA type nodes across instructions, as
// LLVM's TBAAVerifier does.
type tbaaState struct {
	scalar map[*md.Node]bool
	base   map[*md.Node]baseSummary
	// tags caches the verdict on each access tag (it depends on the tag
	// alone once the instruction may carry one).
	tags map[*md.Node]string
}

type baseSummary struct {
	invalid bool
	msg     string
	bits    uint32 // offset width; ^0 when unknown
}

// visit is TBAAVerifier::visitTBAAMetadata; it returns LLVM's message or "".
func (s *tbaaState) visit(op ast.Opcode, tag *md.Node) string {
	if s.scalar == nil {
		s.scalar = map[*md.Node]bool{}
		s.base = map[*md.Node]baseSummary{}
		s.tags = map[*md.Node]string{}
	}
	if tag.NumOperands() == 0 {
		return "TBAA metadata cannot have 0 operands"
	}
	switch op {
	case ast.OpLoad, ast.OpStore, ast.OpCall, ast.OpVAArg, ast.OpAtomicRMW, ast.OpCmpXchg:
	default:
		return "This instruction shall not have a TBAA access tag!"
	}
	if msg, ok := s.tags[tag]; ok {
		return msg
	}
	msg := s.visitTag(tag)
	s.tags[tag] = msg
	return msg
}

// visitTag checks an access tag once the instruction may carry one.
func (s *tbaaState) visitTag(tag *md.Node) string {
	ops := tag.Operands()
	baseNode, _ := ops[0].(*md.Node)
	if baseNode == nil || len(ops) < 3 {
		return s.oldStyle(ops, tag)
	}
	accessType, _ := ops[1].(*md.Node)
	newFormat := isNewFormatType(accessType)
	if newFormat {
		if len(ops) != 4 && len(ops) != 5 {
			return "Access tag metadata must have either 4 or 5 operands"
		}
		if _, _, ok := constInt(ops[3]); !ok {
			return "Access size field must be a constant"
		}
	} else if len(ops) >= 5 {
		return "Struct tag metadata must have either 3 or 4 operands"
	}
	immOp := 3
	if newFormat {
		immOp = 4
	}
	if len(ops) == immOp+1 {
		val, _, ok := constInt(ops[immOp])
		if !ok {
			return "Immutability tag on struct tag metadata must be a constant"
		}
		if x, ok := val.Int(); !ok || (x != 0 && x != 1) {
			return "Immutability part of the struct tag metadata must be either 0 or 1"
		}
	}
	if accessType == nil {
		return "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes"
	}
	if !newFormat && !s.isScalar(accessType) {
		return "Access type node must be a valid scalar type"
	}
	offVal, offBits, ok := constInt(ops[2])
	if !ok {
		return "Offset must be constant integer"
	}
	offset, _ := unsignedValue(offVal, offBits)
	seenAccess := false
	path := map[*md.Node]bool{}
	for base := baseNode; base != nil && base.NumOperands() >= 2; {
		if path[base] {
			return "Cycle detected in struct path"
		}
		path[base] = true
		sum := s.verifyBase(base, newFormat)
		if sum.invalid {
			return sum.msg
		}
		if sameNode(base, accessType) {
			seenAccess = true
		}
		if (s.isScalar(base) || sameNode(base, accessType)) && offset.Sign() != 0 {
			return "Offset not zero at the point of scalar access"
		}
		if !(sum.bits == offBits || (sum.bits == 0 && offset.Sign() == 0) || (newFormat && sum.bits == ^uint32(0))) {
			return "Access bit-width not the same as description bit-width"
		}
		if newFormat && seenAccess {
			break
		}
		var msg string
		base, msg = fieldNode(base, offset, newFormat)
		if msg != "" {
			return msg
		}
	}
	if !seenAccess {
		return "Did not see access type in access path!"
	}
	return ""
}

func isNewFormatType(t *md.Node) bool {
	if t == nil || t.NumOperands() < 3 {
		return false
	}
	_, ok := t.Operand(0).(*md.Node)
	return ok && t.Operand(0) != nil
}

// isScalar is IsScalarTBAANodeImpl: !{!"name", parent[, i64 0]} up to a
// root.
func (s *tbaaState) isScalar(n *md.Node) bool {
	if r, ok := s.scalar[n]; ok {
		return r
	}
	visited := map[*md.Node]bool{}
	var impl func(n *md.Node) bool
	impl = func(n *md.Node) bool {
		ops := n.Operands()
		if len(ops) != 2 && len(ops) != 3 {
			return false
		}
		if _, ok := ops[0].(*md.String); !ok {
			return false
		}
		if len(ops) == 3 {
			val, _, ok := constInt(ops[2])
			if !ok {
				return false
			}
			if x, ok := val.Int(); !ok || x != 0 {
				return false
			}
		}
		p, _ := ops[1].(*md.Node)
		if p == nil || visited[p] {
			return false
		}
		visited[p] = true
		return p.NumOperands() < 2 || impl(p)
	}
	r := impl(n)
	s.scalar[n] = r
	return r
}

// verifyBase is verifyTBAABaseNode.
func (s *tbaaState) verifyBase(n *md.Node, newFormat bool) baseSummary {
	if r, ok := s.base[n]; ok {
		return r
	}
	r := s.verifyBaseImpl(n, newFormat)
	s.base[n] = r
	return r
}

func (s *tbaaState) verifyBaseImpl(n *md.Node, newFormat bool) baseSummary {
	bad := func(msg string) baseSummary { return baseSummary{invalid: true, msg: msg, bits: ^uint32(0)} }
	ops := n.Operands()
	if len(ops) == 2 {
		if s.isScalar(n) {
			return baseSummary{bits: 0}
		}
		return bad("")
	}
	if newFormat {
		if len(ops)%3 != 0 {
			return bad("Access tag nodes must have the number of operands that is a multiple of 3!")
		}
		if _, _, ok := constInt(ops[1]); !ok {
			return bad("Type size nodes must be constants!")
		}
	} else {
		if len(ops)%2 != 1 {
			return bad("Struct tag nodes must have an odd number of operands!")
		}
		if _, ok := ops[0].(*md.String); !ok {
			return bad("Struct tag nodes have a string as their first operand")
		}
	}
	first, per := 1, 2
	if newFormat {
		first, per = 3, 3
	}
	bits := ^uint32(0)
	var prev *big.Int
	msg := ""
	for k := first; k+1 < len(ops); k += per {
		if f, ok := ops[k].(*md.Node); !ok || f == nil {
			if msg == "" {
				msg = "Incorrect field entry in struct type node!"
			}
			continue
		}
		val, b, ok := constInt(ops[k+1])
		if !ok {
			if msg == "" {
				msg = "Offset entries must be constants!"
			}
			continue
		}
		if bits == ^uint32(0) {
			bits = b
		}
		if b != bits {
			if msg == "" {
				msg = "Bitwidth between the offsets and struct type entries must match"
			}
			continue
		}
		x, _ := unsignedValue(val, b)
		if prev != nil && prev.Cmp(x) > 0 && msg == "" {
			msg = "Offsets must be increasing!"
		}
		prev = x
		if newFormat && k+2 < len(ops) {
			if _, _, ok := constInt(ops[k+2]); !ok && msg == "" {
				msg = "Member size entries must be constants!"
			}
		}
	}
	if msg != "" {
		return bad(msg)
	}
	return baseSummary{bits: bits}
}

// fieldNode is getFieldNodeFromTBAABaseNode: the field at offset, with
// offset made relative to it.
func fieldNode(n *md.Node, offset *big.Int, newFormat bool) (*md.Node, string) {
	ops := n.Operands()
	if len(ops) == 2 {
		p, _ := ops[1].(*md.Node)
		return p, ""
	}
	first, per := 1, 2
	if newFormat {
		first, per = 3, 3
	}
	for k := first; k+1 < len(ops); k += per {
		val, b, _ := constInt(ops[k+1])
		x, _ := unsignedValue(val, b)
		if x.Cmp(offset) > 0 {
			if k == first {
				return nil, "Could not find TBAA parent in struct type node"
			}
			pv, pb, _ := constInt(ops[k-per+1])
			px, _ := unsignedValue(pv, pb)
			offset.Sub(offset, px)
			f, _ := ops[k-per].(*md.Node)
			return f, ""
		}
	}
	last := len(ops) - per
	lv, lb, _ := constInt(ops[last+1])
	lx, _ := unsignedValue(lv, lb)
	offset.Sub(offset, lx)
	f, _ := ops[last].(*md.Node)
	return f, ""
}

// oldStyle verifies a scalar tag of the old format the way LLVM does after
// its parser upgraded it: !{!"name", !parent[, i64 imm]} becomes a
// struct-path tag <scalar, scalar, 0[, imm]> of the scalar !{!"name",
// !parent}, and any other old tag T becomes <T, T, 0>.
func (s *tbaaState) oldStyle(ops []md.Metadata, tag *md.Node) string {
	if len(ops) == 3 {
		val, _, ok := constInt(ops[2])
		if !ok {
			return "Immutability tag on struct tag metadata must be a constant"
		}
		if x, ok := val.Int(); !ok || (x != 0 && x != 1) {
			return "Immutability part of the struct tag metadata must be either 0 or 1"
		}
		if _, ok := ops[0].(*md.String); !ok {
			return "Access type node must be a valid scalar type"
		}
		p, _ := ops[1].(*md.Node)
		if p == nil || !(p.NumOperands() < 2 || s.isScalar(p)) {
			return "Access type node must be a valid scalar type"
		}
		return ""
	}
	if !s.isScalar(tag) {
		return "Access type node must be a valid scalar type"
	}
	return ""
}

// sameNode reports whether a and b are one node once LLVM has read the
// module: the same node, or uniqued tuples with equal operands (LLVM
// uniques them, so two inline copies of a type node, or two numbered
// nodes with the same text, are one node). Cycles of uniqued nodes are
// not merged by LLVM; the depth bound stops on them.
func sameNode(a, b *md.Node) bool { return sameNodeDepth(a, b, 0) }

func sameNodeDepth(a, b *md.Node, depth int) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Distinct || b.Distinct || a.Kind != md.Tuple || b.Kind != md.Tuple ||
		a.Missing() || b.Missing() || depth > 64 || a.NumOperands() != b.NumOperands() {
		return false
	}
	for k := range a.NumOperands() {
		x, y := a.Operand(k), b.Operand(k)
		switch x := x.(type) {
		case nil:
			if y != nil {
				return false
			}
		case *md.Node:
			y, ok := y.(*md.Node)
			if !ok || !sameNodeDepth(x, y, depth+1) {
				return false
			}
		default:
			if y == nil || x.String() != y.String() {
				return false
			}
		}
	}
	return true
}
