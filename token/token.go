// Package token defines source positions for LLVM IR text: byte offsets into
// one file, and a line table that turns them into line:column positions.
package token

import (
	"bytes"
	"fmt"
	"sort"
	"sync"
)

// Pos is a byte offset into a File's source. Positions are plain offsets, so
// a span of source is simply [start, end).
type Pos int32

// NoPos marks the absence of a position. It equals -1 so that offset 0 stays
// a valid position.
const NoPos Pos = -1

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p >= 0 }

// A Position is a human-readable source location.
type Position struct {
	Filename string
	Offset   int // byte offset, starting at 0
	Line     int // line number, starting at 1
	Column   int // column number in bytes, starting at 1
}

// IsValid reports whether the position is valid.
func (p Position) IsValid() bool { return p.Line > 0 }

// String renders the position as "file:line:col", or a shorter form when
// parts are missing, like go/token.
func (p Position) String() string {
	s := p.Filename
	if p.IsValid() {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprintf("%d:%d", p.Line, p.Column)
	}
	if s == "" {
		s = "-"
	}
	return s
}

// A File holds the name and contents of one source file, and the offsets of
// its line starts, computed on first use so that a parse which reports no
// errors never pays for them. A File is safe for concurrent use: the type
// rules and the checks of one module run side by side and both ask for
// positions.
type File struct {
	Name  string
	Src   []byte
	once  sync.Once // builds lines
	lines []int32   // offsets of line starts; set by once
}

// NewFile returns a File for src. The File keeps src; callers must not
// modify it afterwards.
func NewFile(name string, src []byte) *File {
	return &File{Name: name, Src: src}
}

func (f *File) buildLines() {
	// bytes.Count and IndexByte scan a word at a time: this runs over the
	// whole file the first time a position is asked for.
	lines := make([]int32, 0, 1+bytes.Count(f.Src, []byte{'\n'}))
	lines = append(lines, 0)
	for i := 0; ; {
		k := bytes.IndexByte(f.Src[i:], '\n')
		if k < 0 {
			break
		}
		i += k + 1
		lines = append(lines, int32(i))
	}
	f.lines = lines
}

// SetLines gives f the offsets of its lines' starts (0, then one past each
// '\n' of Src, in order) when the caller has them already: an editor
// keeps them for its text, and the file then holds no second copy. The
// caller must not modify lines afterwards.
func (f *File) SetLines(lines []int32) {
	f.once.Do(func() {})
	f.lines = lines
}

// lineStarts returns the offsets of the lines' starts, computing them on
// the first call.
func (f *File) lineStarts() []int32 {
	f.once.Do(f.buildLines)
	return f.lines
}

// LineCount returns the number of lines in the file.
func (f *File) LineCount() int {
	return len(f.lineStarts())
}

// Position converts p into a line:column position in f.
func (f *File) Position(p Pos) Position {
	if !p.IsValid() {
		return Position{Filename: f.Name}
	}
	lines := f.lineStarts()
	off := int32(p)
	if int(off) > len(f.Src) {
		off = int32(len(f.Src))
	}
	i := sort.Search(len(lines), func(i int) bool { return lines[i] > off }) - 1
	return Position{Filename: f.Name, Offset: int(off), Line: i + 1, Column: int(off-lines[i]) + 1}
}

// LineStart returns the offset of the first byte of line (1-based), or NoPos
// if the line does not exist.
func (f *File) LineStart(line int) Pos {
	lines := f.lineStarts()
	if line < 1 || line > len(lines) {
		return NoPos
	}
	return Pos(lines[line-1])
}

// LineText returns the text of the line holding p, without its newline.
func (f *File) LineText(p Pos) string {
	pos := f.Position(p)
	if !pos.IsValid() {
		return ""
	}
	start := int(f.lineStarts()[pos.Line-1])
	end := start
	for end < len(f.Src) && f.Src[end] != '\n' {
		end++
	}
	if end > start && f.Src[end-1] == '\r' {
		end--
	}
	return string(f.Src[start:end])
}
