package typecheck

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestMayHoldConstant checks the one-pass scan against the two searches it
// replaces, on written cases and on random strings over the bytes that
// matter.
func TestMayHoldConstant(t *testing.T) {
	want := func(s []byte) bool {
		return bytes.Contains(s, []byte(" (")) || bytes.Contains(s, []byte("(i"))
	}
	cases := []string{"", "(", " (", "(i", "x(", "((i", "!DILocation(line: 3)", "!{i64 ptrtoint (ptr @g to i64)}",
		"!DIExpression()", "a( (", "((", "!{!\"(\"}", "( i"}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte(" (ix!")
	for range 20000 {
		b := make([]byte, r.IntN(12))
		for k := range b {
			b[k] = alphabet[r.IntN(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, c := range cases {
		if got := mayHoldConstant([]byte(c)); got != want([]byte(c)) {
			t.Errorf("mayHoldConstant(%q) = %v, want %v", c, got, want([]byte(c)))
		}
	}
}
