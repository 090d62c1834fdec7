// Command bcdis prints a bitcode file as text with irmeta's native reader
// (a development aid; irmeta fmt does the same).
package main

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta/bitcode"
)

func main() {
	for _, name := range os.Args[1:] {
		b, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		t, err := bitcode.Disassemble(b, name)
		if err != nil {
			fmt.Fprintln(os.Stderr, name+":", err)
			os.Exit(1)
		}
		os.Stdout.Write(t)
	}
}
