package md_test

import (
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// BenchmarkDiffOnlyFile diffs the file named by $IRMETA_BENCH_FILE against
// a copy of itself, graphs included but parse excluded (skipped when the
// variable is unset).
func BenchmarkDiffOnlyFile(b *testing.B) {
	src := benchFile(b)
	src2 := append([]byte(nil), src...)
	ma, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	mb, err := parser.ParseFile("b.ll", src2, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if d := md.Diff(md.New(ma), md.New(mb)); len(d) != 0 {
			b.Fatal(d[0])
		}
	}
}

// BenchmarkParseGraphFile parses the file named by $IRMETA_BENCH_FILE and
// builds its graph, as every command that reads metadata does (skipped
// when the variable is unset).
func BenchmarkParseGraphFile(b *testing.B) {
	src := benchFile(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := parser.ParseFile("a.ll", src, 0)
		if err != nil {
			b.Fatal(err)
		}
		md.New(m)
	}
}
