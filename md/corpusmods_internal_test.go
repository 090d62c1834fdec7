package md

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
)

// eachCorpusModule calls fn with every module of the LLVM test copy and
// the coreutils programs that parses.
func eachCorpusModule(t *testing.T, fn func(path string, m *ast.Module)) {
	t.Helper()
	root := corpus.Root(t)
	var files []string
	for _, e := range corpus.LLVMTest(t) {
		files = append(files, filepath.Join(root, "llvm-test", e.Path))
	}
	files = append(files, corpus.Files(t, "coreutils")...)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := parser.ParseFile(f, src, 0); err == nil {
			fn(f, m)
		}
	}
}

// A lineMutator makes variants of a line: one to three characters
// inserted, removed or replaced by ones of its alphabet, from a fixed
// seed, so that a failure repeats.
type lineMutator struct {
	alphabet string
	seed     uint32
}

func (r *lineMutator) intn(n int) int {
	r.seed = r.seed*1664525 + 1013904223
	return int(r.seed>>8) % n
}

// mutate returns a variant of line.
func (r *lineMutator) mutate(line string) string {
	b := []byte(line)
	for e := 0; e < 1+r.intn(3); e++ {
		p := r.intn(len(b) + 1)
		switch r.intn(3) {
		case 0:
			b = append(b[:p], append([]byte{r.alphabet[r.intn(len(r.alphabet))]}, b[p:]...)...)
		case 1:
			if p < len(b) {
				b = append(b[:p], b[p+1:]...)
			}
		default:
			if p < len(b) {
				b[p] = r.alphabet[r.intn(len(r.alphabet))]
			}
		}
	}
	return string(b)
}
