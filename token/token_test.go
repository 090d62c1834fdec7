package token

import "testing"

// TestPosition compares the line table with a byte-by-byte count of
// lines and columns at every offset.
func TestPosition(t *testing.T) {
	for _, src := range []string{"", "a", "\n", "ab\ncd", "ab\ncd\n", "\n\nx\n\ny", "x\r\ny\n\n"} {
		f := NewFile("f.ll", []byte(src))
		line, col := 1, 1
		for off := 0; off <= len(src); off++ {
			p := f.Position(Pos(off))
			if p.Line != line || p.Column != col || p.Offset != off {
				t.Errorf("%q at %d: got %d:%d (offset %d), want %d:%d", src, off, p.Line, p.Column, p.Offset, line, col)
			}
			if off < len(src) && src[off] == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		if got := f.LineCount(); got != line {
			t.Errorf("%q: %d lines, want %d", src, got, line)
		}
	}
}
