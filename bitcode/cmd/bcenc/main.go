// Command bcenc writes an .ll file as bitcode with irmeta's native writer
// (a development aid; irmeta fmt -o x.bc does the same): bcenc [-llvm N]
// in.ll out.bc.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/irmeta/irmeta/bitcode"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

func main() {
	llvm := flag.String("llvm", "", "the release whose llvm-as output is written (default: the newest)")
	flag.Parse()
	args := flag.Args()
	if len(args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: bcenc [-llvm N] in.ll out.bc")
		os.Exit(2)
	}
	var v llvmver.Version
	if *llvm != "" {
		var err error
		if v, err = llvmver.Parse(*llvm); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	src, err := os.ReadFile(args[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// what LLVM 22 no longer reads is read as LLVM 14
	m, err := parser.ParseFileAnyRelease(args[0], src, 0)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bc, err := bitcode.EncodeOptions(m, bitcode.WriteOptions{LLVM: v})
	if err != nil {
		fmt.Fprintln(os.Stderr, args[0]+":", err)
		os.Exit(1)
	}
	if err := os.WriteFile(args[1], bc, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
