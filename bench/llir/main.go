// Command llir compares irmeta with github.com/llir/llvm on the first of
// the library's must-show tools (every load and store with its TBAA access
// type and !dbg line) over the coreutils programs and the zlib builds, and
// prints the time ratio. It is a module of its own so that irmeta's go.mod
// does not depend on llir/llvm:
//
//	cd bench/llir && go run . [-n 3] [-corpus DIR] [-clib DIR]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"time"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/tbaa"
	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// withIrmeta returns how many loads and stores have a TBAA access type.
func withIrmeta(path string) (int, error) {
	m, err := irmeta.Open(path)
	if err != nil {
		return 0, err
	}
	n := 0
	for in, inst := range m.AllInsts() {
		if inst.Op != ast.OpLoad && inst.Op != ast.OpStore {
			continue
		}
		tag, _ := tbaa.ReadTag(m.Attachment(in, "tbaa"))
		if loc := di.LocationOf(m.Graph, in); tag.AccessName() != "" && loc != nil {
			n++
		}
	}
	return n, nil
}

// withLLIR is the same with llir/llvm.
func withLLIR(path string) (int, error) {
	m, err := asm.ParseFile(path)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				var mds ir.Metadata
				switch i := inst.(type) {
				case *ir.InstLoad:
					mds = i.Metadata
				case *ir.InstStore:
					mds = i.Metadata
				default:
					continue
				}
				access, line := "", int64(-1)
				for _, a := range mds {
					switch a.Name {
					case "tbaa":
						if t, ok := a.Node.(*metadata.Tuple); ok && len(t.Fields) > 1 {
							if at, ok := t.Fields[1].(*metadata.Tuple); ok && len(at.Fields) > 0 {
								if s, ok := at.Fields[0].(*metadata.String); ok {
									access = s.Value
								}
							}
						}
					case "dbg":
						if l, ok := a.Node.(*metadata.DILocation); ok {
							line = l.Line
						}
					}
				}
				if access != "" && line >= 0 {
					n++
				}
			}
		}
	}
	return n, nil
}

// best returns the shortest of n runs of fn.
func best(n int, fn func() (int, error)) (time.Duration, int, error) {
	var min time.Duration
	var count int
	for i := 0; i < n; i++ {
		runtime.GC()
		start := time.Now()
		c, err := fn()
		d := time.Since(start)
		if err != nil {
			return 0, 0, err
		}
		if i == 0 || d < min {
			min = d
		}
		count = c
	}
	return min, count, nil
}

func main() {
	runs := flag.Int("n", 3, "runs per file (the best counts)")
	corpusDir := flag.String("corpus", "../../../shared/corpus/coreutils", "directory of .ll files")
	clib := flag.String("clib", filepath.Join(os.Getenv("HOME"), ".cache/irmeta/clib/out"), "scripts/clib.sh products (zlib builds are used)")
	flag.Parse()
	files, _ := filepath.Glob(filepath.Join(*corpusDir, "*.ll"))
	z, _ := filepath.Glob(filepath.Join(*clib, "zlib-*.ll"))
	files = append(files, z...)
	sort.Strings(files)
	var totI, totL time.Duration
	for _, f := range files {
		dl, nl, err := best(*runs, func() (int, error) { return withLLIR(f) })
		if err != nil {
			fmt.Printf("%-28s llir/llvm cannot read it: %.80v\n", filepath.Base(f), err)
			continue
		}
		di, ni, err := best(*runs, func() (int, error) { return withIrmeta(f) })
		if err != nil {
			fmt.Printf("%-28s irmeta: %v\n", filepath.Base(f), err)
			os.Exit(1)
		}
		if ni != nl {
			fmt.Printf("%-28s the two disagree: irmeta %d, llir %d accesses\n", filepath.Base(f), ni, nl)
			os.Exit(1)
		}
		totI += di
		totL += dl
		fmt.Printf("%-28s %6d accesses  irmeta %8v  llir/llvm %9v  %5.1fx\n", filepath.Base(f), ni, di.Round(time.Microsecond), dl.Round(time.Microsecond), float64(dl)/float64(di))
	}
	if totI == 0 {
		fmt.Println("no file read by both")
		os.Exit(1)
	}
	fmt.Printf("total: irmeta %v, llir/llvm %v: irmeta is %.1fx faster\n", totI.Round(time.Millisecond), totL.Round(time.Millisecond), float64(totL)/float64(totI))
}
