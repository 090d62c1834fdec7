// Command bcenc writes an .ll file as bitcode with irmeta's native writer
// (a development aid; irmeta fmt -o x.bc does the same): bcenc in.ll out.bc.
package main

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta/bitcode"
	"github.com/irmeta/irmeta/parser"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: bcenc in.ll out.bc")
		os.Exit(2)
	}
	src, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// what LLVM 22 no longer reads is read as LLVM 14
	m, err := parser.ParseFileAnyRelease(os.Args[1], src, 0)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bc, err := bitcode.Encode(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, os.Args[1]+":", err)
		os.Exit(1)
	}
	if err := os.WriteFile(os.Args[2], bc, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
