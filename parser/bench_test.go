package parser_test

import (
	"os"
	"path/filepath"
	"testing"

	"irmeta/internal/corpus"
	"irmeta/parser"
)

// benchFile parses the named corpus file b.N times and reports throughput.
func benchFile(b *testing.B, rel string) {
	path := filepath.Join(corpus.Root(b), filepath.FromSlash(rel))
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := parser.ParseFile(path, src, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseVdir parses the largest coreutils program (3.5 MB).
func BenchmarkParseVdir(b *testing.B) { benchFile(b, "coreutils/vdir.ll") }
