package lsp

import (
	"bytes"
	"fmt"
	"sort"
	"unicode/utf8"

	"go.lsp.dev/protocol"
)

// A text is one version of a document with its line table. LSP positions
// count UTF-16 code units within a line; the parser counts bytes, so every
// conversion goes through here.
type text struct {
	src []byte
	// lines holds the byte offset of each line's start: 4 bytes a line
	// (texts are below 2 GB, as token.Pos assumes).
	lines []int32
}

func newText(src []byte) *text {
	t := &text{src: src, lines: make([]int32, 1, bytes.Count(src, newline)+1)}
	for i := bytes.IndexByte(src, '\n'); i >= 0; {
		t.lines = append(t.lines, int32(i+1))
		j := bytes.IndexByte(src[i+1:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return t
}

var newline = []byte{'\n'}

// lineEnd returns the offset of the end of line l (before "\n" or "\r\n").
func (t *text) lineEnd(l int) int {
	end := len(t.src)
	if l+1 < len(t.lines) {
		end = int(t.lines[l+1]) - 1
	}
	if end > int(t.lines[l]) && end <= len(t.src) && end > 0 && t.src[end-1] == '\r' {
		end--
	}
	return end
}

// offset converts an LSP position to a byte offset, clamped to the text.
func (t *text) offset(p protocol.Position) int {
	l := int(p.Line)
	if l >= len(t.lines) {
		return len(t.src)
	}
	off, end := int(t.lines[l]), t.lineEnd(l)
	for units := 0; off < end && units < int(p.Character); {
		r, size := utf8.DecodeRune(t.src[off:end])
		off += size
		units++
		if r >= 0x10000 {
			units++
		}
	}
	return off
}

// position converts a byte offset to an LSP position. An offset inside a
// character (of UTF-8 in the source) stands at the character's start, so
// that positions never go back as offsets go forward.
func (t *text) position(off int) protocol.Position {
	if off > len(t.src) {
		off = len(t.src)
	}
	if off < 0 {
		off = 0
	}
	l := sort.Search(len(t.lines), func(i int) bool { return int(t.lines[i]) > off }) - 1
	units := 0
	for i := int(t.lines[l]); i < off; {
		r, size := utf8.DecodeRune(t.src[i:])
		if i+size > off {
			break // off is inside this character: it stands at its start
		}
		i += size
		units++
		if r >= 0x10000 {
			units++
		}
	}
	return protocol.Position{Line: uint32(l), Character: uint32(units)}
}

// span converts a byte range to an LSP range.
func (t *text) span(start, end int) protocol.Range {
	return protocol.Range{Start: t.position(start), End: t.position(end)}
}

// lineOffset returns the byte offset of (1-based line, 1-based byte column),
// as token.Position gives them.
func (t *text) lineOffset(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(t.lines) {
		return len(t.src)
	}
	ls := int(t.lines[line-1])
	off := ls + col - 1
	if off > len(t.src) {
		off = len(t.src)
	}
	if off < ls {
		off = ls
	}
	return off
}

// A change is one content change of didChange. The protocol module's type
// holds the range by value, which cannot tell an insertion at 0:0 from a
// whole-text replacement; this one can.
type change struct {
	Range *protocol.Range `json:"range,omitempty"`
	Text  jsonText        `json:"text"`
}

// apply returns the text after the content changes of one didChange
// notification, applied in order. A change without a range replaces the
// whole text. With inPlace the edits are made in t's own memory when it
// has room (t must then serve nothing else): a one-line edit of a 50 MB
// module moves the text after it instead of copying all of it.
func (t *text) apply(changes []change, inPlace bool) (*text, error) {
	cur := t
	for _, c := range changes {
		if c.Range == nil {
			cur = newText(c.Text)
			continue
		}
		start, end := cur.offset(c.Range.Start), cur.offset(c.Range.End)
		if start > end {
			return nil, fmt.Errorf("change range %v is reversed", *c.Range)
		}
		cur = cur.replace(start, end, c.Text, inPlace)
		inPlace = true // cur is this call's own text now
	}
	return cur, nil
}

// replace returns the text with src[start:end] replaced by ins, in t's
// memory when inPlace allows and it has room, else in a copy with room
// for later edits. The line table is edited, not recounted: only the
// lines of ins are scanned.
func (t *text) replace(start, end int, ins []byte, inPlace bool) *text {
	n := len(t.src) - (end - start) + len(ins)
	var src []byte
	if inPlace && n <= cap(t.src) {
		src = t.src[:n]
		copy(src[start+len(ins):], t.src[end:])
		copy(src[start:], ins)
	} else {
		src = make([]byte, 0, n+n/64+4096)
		src = append(src, t.src[:start]...)
		src = append(src, ins...)
		src = append(src, t.src[end:]...)
	}
	// Lines starting up to start stay; those starting after end move.
	keep := sort.Search(len(t.lines), func(i int) bool { return int(t.lines[i]) > start })
	moved := sort.Search(len(t.lines), func(i int) bool { return int(t.lines[i]) > end })
	lines := make([]int32, 0, keep+bytes.Count(ins, newline)+len(t.lines)-moved)
	lines = append(lines, t.lines[:keep]...)
	for i, c := range ins {
		if c == '\n' {
			lines = append(lines, int32(start+i+1))
		}
	}
	delta := int32(len(ins) - (end - start))
	for _, l := range t.lines[moved:] {
		lines = append(lines, l+delta)
	}
	return &text{src: src, lines: lines}
}

// moveDiagnostics returns diags as they stand after changes: a diagnostic
// after an edited range moves with the text, one that touches it is
// dropped (the next analysis finds it again if it still holds), and a
// change of the whole text drops all. diags is not modified.
func moveDiagnostics(diags []protocol.Diagnostic, changes []change) []protocol.Diagnostic {
	out := diags
	for _, c := range changes {
		if c.Range == nil {
			return nil
		}
		r := *c.Range
		lines, last := shape(c.Text)
		move := func(p protocol.Position) protocol.Position {
			if p.Line != r.End.Line {
				p.Line = p.Line - r.End.Line + r.Start.Line + lines
				return p
			}
			col := last
			if lines == 0 {
				col += r.Start.Character
			}
			return protocol.Position{Line: r.Start.Line + lines, Character: col + p.Character - r.End.Character}
		}
		next := make([]protocol.Diagnostic, 0, len(out))
		for _, d := range out {
			switch {
			case !before(r.Start, d.Range.End): // d ends where the change starts, or before
				next = append(next, d)
			case !before(d.Range.Start, r.End): // d starts where the change ends, or after
				d.Range = protocol.Range{Start: move(d.Range.Start), End: move(d.Range.End)}
				next = append(next, d)
			}
		}
		out = next
	}
	return out
}

// before reports whether position a comes before b.
func before(a, b protocol.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
}

// shape returns the number of line breaks in b and the length in UTF-16
// units of what follows the last one.
func shape(b []byte) (lines, last uint32) {
	for _, r := range string(b) {
		switch {
		case r == '\n':
			lines++
			last = 0
		case r >= 0x10000:
			last += 2
		default:
			last++
		}
	}
	return lines, last
}
