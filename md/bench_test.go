package md_test

import (
	"bytes"
	"testing"

	"github.com/irmeta/irmeta/internal/gensynth"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

func synthModule(b *testing.B, size int64) []byte {
	var buf bytes.Buffer
	if err := gensynth.Write(&buf, gensynth.Options{Size: size, Seed: 1}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkDiffSelf diffs a 10 MB synthetic module with dense debug info
// against itself (parse of both sides included).
func BenchmarkDiffSelf(b *testing.B) {
	src := synthModule(b, 10_000_000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ma, _ := parser.ParseFile("a.ll", src, 0)
		mb, _ := parser.ParseFile("b.ll", src, 0)
		if d := md.Diff(md.New(ma), md.New(mb)); len(d) != 0 {
			b.Fatal(d[0])
		}
	}
}

// BenchmarkGraphBuild measures building the graph over a parsed module.
func BenchmarkGraphBuild(b *testing.B) {
	src := synthModule(b, 10_000_000)
	m, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		md.New(m)
	}
}

// BenchmarkNodesUndecoded hands out every node of a 10 MB module without
// decoding any (Kind and Name are peeked from the first token).
func BenchmarkNodesUndecoded(b *testing.B) {
	src := synthModule(b, 10_000_000)
	m, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		md.New(m).Nodes()
	}
}

// BenchmarkRenumber renumbers a 10 MB synthetic module with dense debug
// info (graph build included).
func BenchmarkRenumber(b *testing.B) {
	src := synthModule(b, 10_000_000)
	m, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := md.New(m).Renumber(); err != nil {
			b.Fatal(err)
		}
	}
}
