package bitcode

import "bytes"

// textBuf is the append-only buffer the printer spells text into: one
// growing slice instead of a string per piece.
type textBuf struct{ b []byte }

func (t *textBuf) WriteString(s string) { t.b = append(t.b, s...) }

func (t *textBuf) writeByte(c byte) { t.b = append(t.b, c) }

// col returns the column the next byte goes to (bytes since the last newline).
func (t *textBuf) col() int { return len(t.b) - (bytes.LastIndexByte(t.b, '\n') + 1) }

// pad pads the current line to a column (formatted_raw_ostream::PadToColumn).
func (t *textBuf) pad(col int) {
	n := t.col()
	if n >= col {
		t.writeByte(' ')
		return
	}
	for ; n < col; n++ {
		t.writeByte(' ')
	}
}

// textOut is where the module's text goes (a bytes.Buffer or a bufio.Writer).
type textOut interface {
	Write([]byte) (int, error)
	WriteString(string) (int, error)
}
