package intrinsics

import "testing"

// TestNVVMNameMatches checks the table's patterns.
func TestNVVMNameMatches(t *testing.T) {
	for _, c := range []struct {
		pattern, name string
		want          bool
	}{
		{"clz.i", "clz.i", true},
		{"clz.i", "clz.ll", false},
		{"clz.i", "clz.i.x", false},
		{"bitcast.*", "bitcast.f2i", true},
		{"bitcast.*", "bitcast", false},
		{"fma.rn.*bf16*", "fma.rn.relu.bf16x2", true},
		{"fma.rn.*bf16*", "fma.rn.f", false},
	} {
		if got := nvvmNameMatches(c.pattern, c.name); got != c.want {
			t.Errorf("nvvmNameMatches(%q, %q) = %v, want %v", c.pattern, c.name, got, c.want)
		}
	}
}
