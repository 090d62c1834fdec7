// Loopattrs lists the attributes of every loop ID (!llvm.loop) with the
// function and source line of the branch that carries it (T5).
package main

import (
	"fmt"
	"io"
	"log"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
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
	for in := range m.AllInsts() {
		id := m.Attachment(in, "llvm.loop")
		for _, a := range loops.Attrs(id) {
			fn, _ := m.FunctionOfTarget(in)
			pos, _ := di.DiagnosticPos(m.Attachment(in, "dbg"))
			fmt.Fprintf(w, "%s:%d\t%s\t%s\n", m.TargetName(fn), pos.Line, a.Name, md.Format(a.Node))
		}
	}
	return nil
}
