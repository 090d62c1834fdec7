package parser_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/gensynth"
	"github.com/irmeta/irmeta/parser"
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

// BenchmarkParseDenseDebugInfo parses a 32 MB synthetic module with dense
// debug info (internal/gensynth: a DILocation per instruction, variables,
// TBAA), where most bytes are specialized metadata fields.
func BenchmarkParseDenseDebugInfo(b *testing.B) {
	var buf bytes.Buffer
	if err := gensynth.Write(&buf, gensynth.Options{Size: 32 << 20, Seed: 1}); err != nil {
		b.Fatal(err)
	}
	src := buf.Bytes()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := parser.ParseFile("synth.ll", src, 0); err != nil {
			b.Fatal(err)
		}
	}
}
