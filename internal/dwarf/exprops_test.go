package dwarf

import "testing"

// TestExprOperandsNamed checks that every operation with a known operand
// count has a name, and spot-checks counts.
func TestExprOperandsNamed(t *testing.T) {
	for op := range exprOperands {
		if _, ok := OpName(op); !ok {
			t.Errorf("operation %#x has an operand count and no name", op)
		}
	}
	for name, want := range map[string]int{"DW_OP_LLVM_fragment": 2, "DW_OP_plus_uconst": 1, "DW_OP_deref": 0, "DW_OP_bregx": 2, "DW_OP_breg7": 1, "DW_OP_lit31": 0} {
		v, ok := ValueOf(Ops, name, 22)
		if n, known := ExprOperands(v); !ok || !known || n != want {
			t.Errorf("%s: %d operands (known %v, named %v), want %d", name, n, known, ok, want)
		}
	}
}
