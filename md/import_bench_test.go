package md_test

import (
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// BenchmarkImport imports every named list and function attachment of a
// 10 MB synthetic module with dense debug info into an empty module.
func BenchmarkImport(b *testing.B) {
	src := synthModule(b, 10_000_000)
	m, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	empty, err := parser.ParseFile("b.ll", []byte{}, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := md.New(m)
		var roots []md.Metadata
		for _, name := range g.NamedNames() {
			for _, n := range g.Named(name).Nodes {
				roots = append(roots, n)
			}
		}
		g.Targets(func(t md.Target) {
			for _, a := range g.Attachments(t) {
				roots = append(roots, a.Node)
			}
		})
		dst := md.New(empty)
		for _, r := range roots {
			dst.Import(r)
		}
	}
}
