package bitcode

import (
	"bytes"
	"strconv"
)

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

// textStore holds spelled texts in chunks, so that storing many never
// copies the earlier ones (as one growing slice would). The chunks are
// taken outside the Go heap where the system allows (textmem_*.go): a
// module's function text, held until the type definitions that precede
// it are known, would otherwise count twice toward the heap's peak (as
// live data and in the collector's headroom for it). The texts must not
// be used after release.
type textStore struct {
	chunks [][]byte
	mapped []bool // the chunk came from allocText
}

// textRef locates a text in a textStore.
type textRef struct{ chunk, start, end int }

const textChunk = 4 << 20

// tail returns an empty slice whose capacity is the free end of the last
// chunk: a text spelled into it (by append) and passed to commit is
// stored without a copy.
func (s *textStore) tail() []byte {
	n := len(s.chunks)
	if n == 0 || cap(s.chunks[n-1])-len(s.chunks[n-1]) < textChunk/16 {
		c, mapped := allocText(textChunk)
		s.chunks = append(s.chunks, c)
		s.mapped = append(s.mapped, mapped)
		n++
	}
	c := s.chunks[n-1]
	return c[len(c):]
}

// commit stores b, spelled into the slice tail returned.
func (s *textStore) commit(b []byte) textRef {
	n := len(s.chunks)
	c := s.chunks[n-1]
	if len(b) <= cap(c)-len(c) {
		// appends stayed in the chunk
		start := len(c)
		s.chunks[n-1] = c[:start+len(b)]
		return textRef{n - 1, start, start + len(b)}
	}
	// append moved the text to a larger array of its own
	s.chunks = append(s.chunks, b)
	s.mapped = append(s.mapped, false)
	return textRef{n, 0, len(b)}
}

func (s *textStore) get(r textRef) []byte { return s.chunks[r.chunk][r.start:r.end] }

// reset drops the texts, keeping one chunk for reuse.
func (s *textStore) reset() {
	if len(s.chunks) == 0 {
		return
	}
	for i := 1; i < len(s.chunks); i++ {
		if s.mapped[i] {
			freeText(s.chunks[i])
		}
	}
	s.chunks = append(s.chunks[:0], s.chunks[0][:0])
	s.mapped = s.mapped[:1]
}

// release gives back every chunk.
func (s *textStore) release() {
	for i, c := range s.chunks {
		if s.mapped[i] {
			freeText(c)
		}
	}
	s.chunks, s.mapped = nil, nil
}

// op appends an operand as operand spells it, without a string for
// numbered and plainly named values.
func (t *textBuf) op(d *decoder, v *value) {
	switch v.kind {
	case vGlobalVar, vFunction, vAlias, vIFunc:
		if v.named {
			t.name(d, '@', v.name)
			return
		}
		t.b = append(t.b, '@')
		t.b = strconv.AppendInt(t.b, int64(v.slot), 10)
		return
	case vConst, vMetadata:
		t.WriteString(d.operand(v))
		return
	}
	if v.named {
		t.name(d, '%', v.name)
		return
	}
	if v.slot < 0 {
		t.WriteString("<badref>")
		return
	}
	t.b = append(t.b, '%')
	t.b = strconv.AppendInt(t.b, int64(v.slot), 10)
}

// typedOp appends a typed operand (typedOperand).
func (t *textBuf) typedOp(d *decoder, v *value) {
	t.WriteString(v.ty.String())
	t.writeByte(' ')
	t.op(d, v)
}

// label appends a block operand (blockRef).
func (t *textBuf) label(d *decoder, f *function, i int) {
	t.WriteString("label ")
	t.op(d, f.blocks[i].v)
}

// name appends a name as llvmName spells it.
func (t *textBuf) name(d *decoder, prefix byte, name string) {
	if name != "" && (name[0] < '0' || name[0] > '9') {
		plain := true
		for i := 0; i < len(name); i++ {
			if !d.st.isNameChar(name[i]) {
				plain = false
				break
			}
		}
		if plain && prefix != 0 {
			t.b = append(t.b, prefix)
			t.b = append(t.b, name...)
			return
		}
	}
	t.WriteString(d.st.llvmName(prefix, name))
}

// align appends alignText(a).
func (t *textBuf) align(a uint64) {
	if a == 0 {
		return
	}
	t.WriteString(", align ")
	t.b = strconv.AppendUint(t.b, uint64(1)<<(a-1), 10)
}
