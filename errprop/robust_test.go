package errprop

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestNoPanicOnLLVMTests runs the analysis, with unrolling and deep
// recursion, over LLVM's own test files: none of them is TAFFO input, so
// this only checks that arbitrary IR (loops, exceptions, vectors, opaque
// pointers, odd constants) never makes it panic or hang.
func TestNoPanicOnLLVMTests(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "llvm-test")
	var files []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".ll" {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatal("no LLVM test files")
	}
	step := 1
	if testing.Short() && len(files) > 300 {
		step = len(files) / 300
	}
	opt := DefaultOptions()
	opt.Recursion = 3
	for i := 0; i < len(files); i += step {
		file := files[i]
		src, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		m, err := parser.ParseFile(file, src, 0)
		if err != nil {
			continue
		}
		start := time.Now()
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic: %v", file, r)
				}
			}()
			if _, err := Analyze(m, md.New(m), opt); err != nil {
				t.Logf("%s: %v", file, err)
			}
		}()
		if d := time.Since(start); d > time.Second {
			t.Logf("%s: %v", file, d)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s: took %v", file, d)
		}
	}
}
