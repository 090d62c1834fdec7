package bitcode

import (
	"bytes"
	"fmt"
	"os"
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
// live data and in the collector's headroom for it). That text can be
// most of the module's (a struct type first used by the last function
// holds back every function before it), so a chunk no text will be added
// to is moved to an unlinked temporary file, read back when its texts
// are written: the memory held stays one chunk. Without a temporary
// file the chunks stay in memory. The texts must not be used after
// release.
type textStore struct {
	chunks [][]byte
	mapped []bool // the chunk came from allocText

	spill     *os.File
	spilledAt []int64 // a chunk's offset in spill, or -1 while in memory
	spillEnd  int64
	noSpill   bool   // no temporary file could be made or written
	readBuf   []byte // a spilled text read back
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
		s.spillFull()
		c, mapped := allocText(textChunk)
		s.add(c, mapped)
		n++
	}
	c := s.chunks[n-1]
	return c[len(c):]
}

func (s *textStore) add(c []byte, mapped bool) {
	s.chunks = append(s.chunks, c)
	s.mapped = append(s.mapped, mapped)
	s.spilledAt = append(s.spilledAt, -1)
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
	s.add(b, false)
	return textRef{n, 0, len(b)}
}

// spillFull moves every chunk still in memory to the spill file: called
// before a new chunk is taken, when no text will go to them any more.
func (s *textStore) spillFull() {
	if s.noSpill {
		return
	}
	for i, c := range s.chunks {
		if s.spilledAt[i] >= 0 || c == nil {
			continue
		}
		if len(c) == 0 {
			// left empty when a text too long for it got an array of
			// its own
			if s.mapped[i] {
				freeText(c)
			}
			s.chunks[i], s.mapped[i] = nil, false
			continue
		}
		if s.spill == nil {
			f, err := os.CreateTemp("", "irmeta-text-*")
			if err != nil {
				s.noSpill = true
				return
			}
			// unlinked at once: nothing is left behind, whatever happens
			os.Remove(f.Name())
			s.spill = f
		}
		if _, err := s.spill.WriteAt(c, s.spillEnd); err != nil {
			s.noSpill = true
			return
		}
		s.spilledAt[i] = s.spillEnd
		s.spillEnd += int64(len(c))
		if s.mapped[i] {
			freeText(c)
		}
		s.chunks[i], s.mapped[i] = nil, false
	}
}

// writeTo writes a stored text to w.
func (s *textStore) writeTo(w textOut, r textRef) {
	at := s.spilledAt[r.chunk]
	if at < 0 {
		w.Write(s.chunks[r.chunk][r.start:r.end])
		return
	}
	n := r.end - r.start
	if cap(s.readBuf) < n {
		s.readBuf = make([]byte, n)
	}
	b := s.readBuf[:n]
	if _, err := s.spill.ReadAt(b, at+int64(r.start)); err != nil {
		// the file was written by this process a moment ago
		panic(fmt.Sprintf("reading back spilled function text: %v", err))
	}
	w.Write(b)
}

// reset drops the texts, keeping one chunk in memory for reuse.
func (s *textStore) reset() {
	keep := -1
	for i, c := range s.chunks {
		if keep < 0 && s.spilledAt[i] < 0 && cap(c) >= textChunk {
			keep = i
			continue
		}
		if s.mapped[i] {
			freeText(c)
		}
	}
	if keep >= 0 {
		s.chunks = append(s.chunks[:0], s.chunks[keep][:0])
		s.mapped = append(s.mapped[:0], s.mapped[keep])
		s.spilledAt = append(s.spilledAt[:0], -1)
	} else {
		s.chunks, s.mapped, s.spilledAt = s.chunks[:0], s.mapped[:0], s.spilledAt[:0]
	}
	s.spillEnd = 0
	s.readBuf = nil
}

// release gives back every chunk and the spill file.
func (s *textStore) release() {
	for i, c := range s.chunks {
		if s.mapped[i] {
			freeText(c)
		}
	}
	if s.spill != nil {
		s.spill.Close()
	}
	*s = textStore{}
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
