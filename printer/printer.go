// Package printer writes an ast.Module back as LLVM IR text.
//
// An unmodified module prints as its source, byte for byte: the printer
// copies each entity's span and the white space and comments between them.
package printer

import (
	"io"

	"github.com/irmeta/irmeta/ast"
)

// Fprint writes module m to w.
func Fprint(w io.Writer, m *ast.Module) error {
	prev := 0
	for i := range m.Entities {
		e := &m.Entities[i]
		if _, err := w.Write(m.Src[prev:e.End]); err != nil {
			return err
		}
		prev = int(e.End)
	}
	_, err := w.Write(m.Src[prev:])
	return err
}
