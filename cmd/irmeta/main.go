// Command irmeta reads, checks, edits and compares the metadata of LLVM IR
// modules. Run "irmeta --help" for the commands.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
