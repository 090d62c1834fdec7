package parser

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irmeta/irmeta/token"
)

// An Error is a syntax or consistency error at a source position.
type Error struct {
	Pos token.Position
	Msg string
	// Line is the text of the offending source line, for display; long
	// lines are cut to a window around the error.
	Line string
	// lineCol is the error's column within Line (0: Pos.Column).
	lineCol int
	// atEnd marks the errors of the checks LLParser makes when the
	// module ends (see AtModuleEnd).
	atEnd bool
}

// AtModuleEnd reports whether LLParser reports the error when the module
// ends, after reading all of it: a reference to a type, comdat, global or
// metadata node the module never defines (or a function type's argument
// of a type never defined, which is such a reference). The parser lists
// these last, in LLParser's order.
func (e *Error) AtModuleEnd() bool { return e.atEnd }

// LineColumn returns the 1-based column of the error within Line.
func (e *Error) LineColumn() int {
	if e.lineCol > 0 {
		return e.lineCol
	}
	return e.Pos.Column
}

// Error renders the error as "file:line:col: message".
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Detail renders the error like Error followed by the source line and a caret
// under the column, as compilers do.
func (e *Error) Detail() string {
	if e.Line == "" && e.Pos.Column <= 1 {
		return e.Error()
	}
	col := e.LineColumn() - 1
	if col > len(e.Line) {
		col = len(e.Line)
	}
	var pad strings.Builder
	for _, c := range e.Line[:col] {
		if c == '\t' {
			pad.WriteByte('\t')
		} else {
			pad.WriteByte(' ')
		}
	}
	return e.Error() + "\n" + e.Line + "\n" + pad.String() + "^"
}

// An ErrorList is a list of errors. The parser returns them in the order
// LLParser meets them: by position, then the references to types, comdats,
// globals and metadata the module never defines, which LLParser checks when
// the module ends, by kind and name, each at its first use. It implements
// error.
type ErrorList []*Error

// Error summarizes the list: the first error, and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns l as an error, or nil when l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Sort orders the list by file, line and column.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// NewError returns an error at pos of file f with its source line, for
// checkers that run after the parse (package typecheck).
func NewError(f *token.File, pos token.Pos, msg string) *Error {
	position := f.Position(pos)
	line, col := lineWindow(f.LineText(pos), position.Column)
	return &Error{Pos: position, Msg: msg, Line: line, lineCol: col}
}
