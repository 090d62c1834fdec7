package md_test

import (
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// BenchmarkPrintSuperseded prints a 10 MB synthetic module in which every
// instruction got a new node twice (the first superseded): the cost of
// finding the nodes still referenced and renumbering them is in it.
func BenchmarkPrintSuperseded(b *testing.B) {
	src := synthModule(b, 10_000_000)
	m, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	g := md.New(m)
	for round := int64(0); round < 2; round++ {
		for i := range m.Insts {
			n := g.NewTuple(md.NewString("irmeta.bench"), md.NewInt(32, int64(i)*2+round))
			g.SetAttachment(md.Inst(i), "irmeta.bench", n)
		}
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := g.Bytes(); err != nil {
			b.Fatal(err)
		}
	}
}
