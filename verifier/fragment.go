package verifier

import (
	"strconv"

	"github.com/irmeta/irmeta/md"
)

// fragmentRule is verifyFragmentExpression: a DW_OP_LLVM_fragment of
// expression e must lie within variable vr (when vr's size is known) and
// not cover all of it. It returns LLVM's message, or "".
func fragmentRule(vr, e *md.Node) string {
	if vr == nil || e == nil || kindOf(e) != "DIExpression" {
		return ""
	}
	ops := e.Operands()
	if len(ops) < 3 {
		return ""
	}
	l, ok := ops[len(ops)-3].(*md.Literal)
	if !ok || l.Text != "DW_OP_LLVM_fragment" {
		return ""
	}
	offset, ok1 := literalInt(ops[len(ops)-2])
	size, ok2 := literalInt(ops[len(ops)-1])
	varSize, ok3 := typeSize(field(vr, "type"), 0)
	if !ok1 || !ok2 || !ok3 || varSize == 0 {
		return ""
	}
	if size+offset > varSize {
		return "fragment is larger than or outside of variable"
	}
	if size == varSize {
		return "fragment covers entire variable"
	}
	return ""
}

func literalInt(m md.Metadata) (uint64, bool) {
	l, ok := m.(*md.Literal)
	if !ok {
		return 0, false
	}
	x, err := strconv.ParseUint(l.Text, 0, 64)
	return x, err == nil
}

// typeSize is DIType's size as DIVariable::getSizeInBits finds it: the
// type's size, else (for derived types without one, such as typedefs and
// qualifiers) its base type's.
func typeSize(t *md.Node, depth int) (uint64, bool) {
	if t == nil || depth > 32 {
		return 0, false
	}
	if l, ok := t.Field("size").(*md.Literal); ok {
		if x, err := strconv.ParseUint(l.Text, 0, 64); err == nil && x != 0 {
			return x, true
		}
	}
	if kindOf(t) != "DIDerivedType" {
		return 0, false
	}
	switch lit(t, "tag") {
	case "DW_TAG_pointer_type", "DW_TAG_reference_type", "DW_TAG_rvalue_reference_type", "DW_TAG_ptr_to_member_type":
		return 0, false
	}
	return typeSize(field(t, "baseType"), depth+1)
}
