package scanner

import "testing"

// SkipSpace stops at the first byte outside white space and ";" comments.
func TestSkipSpace(t *testing.T) {
	for _, c := range []struct {
		src  string
		off  int
		want int
	}{
		{"", 0, 0},
		{"x", 0, 0},
		{"  \t\r\n x", 0, 6},
		{"a ; comment\n  b", 1, 14},
		{"; only a comment", 0, 16},
		{";1\n;2\n\n c", 0, 8},
		{"a  /* block */", 1, 3}, // block comments are Next's
		{"ab", 2, 2},
	} {
		if got := SkipSpace([]byte(c.src), c.off); got != c.want {
			t.Errorf("SkipSpace(%q, %d) = %d, want %d", c.src, c.off, got, c.want)
		}
	}
}
