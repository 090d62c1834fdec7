package md_test

import (
	"fmt"

	"testing"

	"github.com/irmeta/irmeta/md"
)

// TestDiffExpressionOperatorNumbers checks that an expression operator
// written as a number is its name to Diff (LLVM reads
// !DIExpression(DW_OP_minus, 42) as DW_OP_minus, DW_OP_ge), while an
// operator's argument stays a number.
func TestDiffExpressionOperatorNumbers(t *testing.T) {
	const src = "!named = !{!0}\n!0 = !DIExpression(%s)\n"
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"DW_OP_constu, 42, DW_OP_minus, 42", "DW_OP_constu, 42, DW_OP_minus, DW_OP_ge", true},
		{"16, 42, 28", "DW_OP_constu, 42, DW_OP_minus", true},
		{"DW_OP_constu, 42, DW_OP_minus", "DW_OP_constu, DW_OP_ge, DW_OP_minus", false},
		{"DW_OP_LLVM_fragment, 0, 8", "4096, 0, 8", true},
		{"DW_OP_lit0, 49", "DW_OP_lit0, DW_OP_lit1", true},
		{"DW_OP_minus, 42", "DW_OP_minus, DW_OP_gt", false},
	} {
		a := parse(t, fmt.Sprintf(src, c.a))
		b := parse(t, fmt.Sprintf(src, c.b))
		if got := len(md.Diff(a, b)) == 0; got != c.same {
			t.Errorf("(%s) vs (%s): same %v, want %v", c.a, c.b, got, c.same)
		}
	}
}
