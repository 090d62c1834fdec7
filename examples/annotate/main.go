// Annotate attaches !irmeta.note !{!"call"} to every call and writes the module (T3).
package main

import (
	"log"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

func main() {
	if err := run(os.Args[1], os.Args[2]); err != nil {
		log.Fatal(err)
	}
}

func run(in, out string) error {
	m, err := irmeta.Open(in)
	if err != nil {
		return err
	}
	note := m.NewTuple(md.NewString("call"))
	for t, inst := range m.AllInsts() {
		if inst.Op == ast.OpCall {
			m.SetAttachment(t, "irmeta.note", note)
		}
	}
	return m.WriteFile(out)
}
