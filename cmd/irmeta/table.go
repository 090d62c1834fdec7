package main

import (
	"io"
	"text/tabwriter"
)

// newTable returns the writer of the command's text tables: columns two
// blanks apart, and no blanks at the end of a line (an empty last column
// would otherwise leave the padding of the one before it).
func newTable(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(&trimRight{w: w}, 0, 4, 2, ' ', 0)
}

// trimRight drops blanks and tabs before each newline and at the end of
// the output; blanks followed by anything else are written as they are.
type trimRight struct {
	w      io.Writer
	blanks []byte
	buf    []byte
}

func (t *trimRight) Write(p []byte) (int, error) {
	t.buf = t.buf[:0]
	for _, c := range p {
		switch c {
		case ' ', '\t':
			t.blanks = append(t.blanks, c)
		case '\n':
			t.blanks = t.blanks[:0]
			t.buf = append(t.buf, c)
		default:
			t.buf = append(t.buf, t.blanks...)
			t.blanks = t.blanks[:0]
			t.buf = append(t.buf, c)
		}
	}
	if _, err := t.w.Write(t.buf); err != nil {
		return 0, err
	}
	return len(p), nil
}
