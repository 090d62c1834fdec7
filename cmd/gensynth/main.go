// Command gensynth writes a synthetic LLVM IR module with dense debug
// information, for benchmarks: gensynth -size 100000000 -o big.ll.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/internal/gensynth"
)

func main() {
	size := flag.Int64("size", 100_000_000, "approximate size of the module in bytes")
	out := flag.String("o", "-", "output file, - for standard output")
	seed := flag.Int64("seed", 1, "random seed; the same seed gives the same module")
	opaque := flag.Bool("opaque", false, "write opaque pointers (ptr) instead of typed pointers")
	flag.Parse()
	opt := gensynth.Options{Size: *size, Seed: *seed, Opaque: *opaque}
	var w io.Writer = os.Stdout
	var f *os.File
	if *out != "-" {
		var err error
		f, err = os.CreateTemp(".", ".gensynth-*")
		if err != nil {
			fmt.Fprintln(os.Stderr, "gensynth:", err)
			os.Exit(1)
		}
		w = f
	}
	if err := gensynth.Write(w, opt); err != nil {
		fmt.Fprintln(os.Stderr, "gensynth:", err)
		os.Exit(1)
	}
	if f != nil {
		name := f.Name()
		f.Close()
		data, err := os.ReadFile(name)
		os.Remove(name)
		if err == nil {
			err = cli.WriteFileAtomic(*out, data)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "gensynth:", err)
			os.Exit(1)
		}
	}
}
