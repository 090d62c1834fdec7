package parser

import "testing"

// TestRuleLookup checks the hashed lookups of node kinds and fields: every
// name is found, other names (also with equal hashes) are not.
func TestRuleLookup(t *testing.T) {
	for i := range nodeRules {
		r := &nodeRules[i]
		if got := nodeRuleFor([]byte(r.name)); got != r {
			t.Errorf("nodeRuleFor(%q) = %v", r.name, got)
		}
		for j, f := range r.fields {
			if got := r.field([]byte(f.name)); got != j {
				t.Errorf("%s: field(%q) = %d, want %d", r.name, f.name, got, j)
			}
			for prev := -1; prev < len(r.fields); prev++ {
				if got := r.fieldAfter([]byte(f.name), prev); got != j {
					t.Errorf("%s: fieldAfter(%q, %d) = %d, want %d", r.name, f.name, prev, got, j)
				}
			}
			if got := r.field([]byte(f.name + "x")); got != -1 {
				t.Errorf("%s: field(%q) = %d, want -1", r.name, f.name+"x", got)
			}
		}
		if got := r.field(nil); got != -1 {
			t.Errorf("%s: field(\"\") = %d", r.name, got)
		}
	}
	for _, n := range []string{"", "D", "DI", "DIFoo", "DIExpression", "DIArgList", "DILocationX", "dILocation"} {
		if got := nodeRuleFor([]byte(n)); got != nil {
			t.Errorf("nodeRuleFor(%q) = %s", n, got.name)
		}
	}
}
