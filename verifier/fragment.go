package verifier

import (
	"strconv"

	"github.com/irmeta/irmeta/md"
)

// fragmentRule is verifyFragmentExpression: a DW_OP_LLVM_fragment of
// expression e must lie within variable vr (when vr's size is known) and
// not cover all of it. It returns LLVM's message, or "".
func fragmentRule(vr, e *md.Node) string {
	offset, size, ok := nodeFragment(e)
	if !ok {
		return ""
	}
	return fragmentSizeRule(vr, offset, size)
}

// nodeFragment returns the DW_OP_LLVM_fragment that ends expression e.
func nodeFragment(e *md.Node) (offset, size uint64, ok bool) {
	if e == nil || kindOf(e) != "DIExpression" {
		return 0, 0, false
	}
	ops := e.Operands()
	if len(ops) < 3 {
		return 0, 0, false
	}
	l, ok := ops[len(ops)-3].(*md.Literal)
	if !ok || l.Text != "DW_OP_LLVM_fragment" {
		return 0, 0, false
	}
	offset, ok1 := literalInt(ops[len(ops)-2])
	size, ok2 := literalInt(ops[len(ops)-1])
	return offset, size, ok1 && ok2
}

// fragmentSizeRule is fragmentRule for a fragment of offset and size.
func fragmentSizeRule(vr *md.Node, offset, size uint64) string {
	if vr == nil {
		return ""
	}
	varSize, ok := typeSize(field(vr, "type"), 0)
	if !ok || varSize == 0 {
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
	switch tagOf(t) {
	case "DW_TAG_pointer_type", "DW_TAG_reference_type", "DW_TAG_rvalue_reference_type", "DW_TAG_ptr_to_member_type":
		return 0, false
	}
	return typeSize(field(t, "baseType"), depth+1)
}
