// Loadstore lists every load and store with its TBAA access type and the
// source line of its !dbg location (T1 of the library's must-show tools).
package main

import (
	"fmt"
	"io"
	"log"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/tbaa"
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
		for in, inst := range m.Insts(fn) {
			if inst.Op != ast.OpLoad && inst.Op != ast.OpStore {
				continue
			}
			tag, _ := tbaa.ReadTag(m.Attachment(in, "tbaa"))
			line := uint32(0)
			if loc := di.LocationOf(m.Graph, in); loc != nil {
				line = loc.Line
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%d\n", f.Name, inst.Op, tag.AccessName(), line)
		}
	}
	return nil
}
