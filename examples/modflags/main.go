// Modflags lists the module flags: behavior, name, value (T4).
package main

import (
	"fmt"
	"log"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/modflags"
)

func main() {
	m, err := irmeta.Open(os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	for _, f := range modflags.Read(m.Graph) {
		fmt.Printf("%s\t%s\t%v\n", f.Behavior, f.ID, f.Value)
	}
}
