package loops_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// BenchmarkMissedCoreutils finds every loop of the largest coreutils
// program (CFG, dominators, natural loops, IDs) and computes the
// transform-warning messages, from a parsed module.
func BenchmarkMissedCoreutils(b *testing.B) {
	path := filepath.Join(corpus.Root(b), "coreutils", "vdir.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	m, err := parser.ParseFile(path, src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := loops.MissedTransforms(md.New(m)); err != nil {
			b.Fatal(err)
		}
	}
}
