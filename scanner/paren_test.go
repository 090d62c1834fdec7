package scanner

import "testing"

func TestClosingParen(t *testing.T) {
	for _, c := range []struct {
		src       string
		open, end int
		want      int
	}{
		{"f(a, (b), c) d", 1, 14, 11},
		{`f(a, "x)y", b)`, 1, 14, 13},
		{"f(a, (b)", 1, 8, -1},
		{"f(a) (b)", 1, 3, -1}, // end before the ')'
		{"f(a)", 1, 100, 3},    // end past the text
		{`f(")`, 1, 4, -1},     // an unterminated string
	} {
		if got := ClosingParen([]byte(c.src), c.open, c.end); got != c.want {
			t.Errorf("ClosingParen(%q, %d, %d) = %d, want %d", c.src, c.open, c.end, got, c.want)
		}
	}
}
