// Command bcdis prints a bitcode file as text with irmeta's native reader
// (a development aid; irmeta fmt does the same).
//
//	bcdis [-cpuprofile f] [-memprofile f] [-producer] x.bc...
//
// With -producer it prints, for each file, the major release of the LLVM
// that wrote it ("none" when the file names none), so that scripts can
// pick the llvm-dis to compare with.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/irmeta/irmeta/internal/prefault"

	"github.com/irmeta/irmeta/bitcode"
	"github.com/irmeta/irmeta/internal/mmapfile"
)

// heapPerByte is the heap, per byte of bitcode, that the reader grows
// into on a -g module: readied, SQLite -O2 -g's bitcode is read in
// 0.64-0.86 s instead of 0.83-0.97 s, faulting 8,400 times instead of
// 26,500.
const heapPerByte = 12

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile to this file")
	memprofile := flag.String("memprofile", "", "write an allocation profile to this file")
	producer := flag.Bool("producer", false, "print each file's producer release instead of its text")
	flag.Parse()
	if *producer {
		printProducers(flag.Args())
		return
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	if *memprofile != "" {
		runtime.MemProfileRate = 64 << 10
	}
	for _, name := range flag.Args() {
		// mapped as irmeta maps its inputs: the bitcode stays out of the Go heap
		f, err := mmapfile.Read(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		// The heap readied as irmeta's commands ready it (see
		// internal/cli.ReadInput), for the reader's tables only: the text
		// is written out as it is spelled.
		prefault.Heap(heapPerByte * len(f.Data))
		var w io.Writer = os.Stdout
		if *memprofile != "" {
			w = &profileOnWrite{w: os.Stdout, name: *memprofile}
		}
		if err := bitcode.DisassembleTo(w, f.Data, name); err != nil {
			fmt.Fprintln(os.Stderr, name+":", err)
			os.Exit(1)
		}
	}
}

// profileOnWrite writes the allocation profile at the first write, when
// the module has been read and all it holds is live.
type profileOnWrite struct {
	w    io.Writer
	name string
	done bool
}

func (p *profileOnWrite) Write(b []byte) (int, error) {
	if !p.done {
		p.done = true
		runtime.GC()
		f, err := os.Create(p.name)
		if err != nil {
			return 0, err
		}
		pprof.Lookup("allocs").WriteTo(f, 0)
		f.Close()
	}
	return p.w.Write(b)
}

// printProducers prints "file\trelease" for each file.
func printProducers(names []string) {
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		rel := "none"
		if v, ok := bitcode.ProducerRelease(data); ok {
			rel = fmt.Sprint(int(v))
		}
		fmt.Printf("%s\t%s\n", name, rel)
	}
}
