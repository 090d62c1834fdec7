// Subprograms prints each function's DISubprogram: its name, file and line
// (T2 of the library's must-show tools).
package main

import (
	"fmt"
	"io"
	"log"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/di"
)

func main() {
	if err := run(os.Stdout, os.Args[1]); err != nil {
		log.Fatal(err)
	}
}

func run(w io.Writer, path string) error {
	m, err := irmeta.Open(path)
	if err != nil {
		return err
	}
	for fn, f := range m.Functions() {
		if sp := di.SubprogramOf(m.Graph, fn); sp != nil {
			fmt.Fprintf(w, "%s\t%s\t%s:%d\n", f.Name, sp.Name, di.ScopeFile(sp.File).Filename, sp.Line)
		}
	}
	return nil
}
