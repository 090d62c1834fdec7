package md_test

import (
	"os"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// BenchmarkDiffFile diffs the file named by $IRMETA_BENCH_FILE against a
// copy of itself, parse included (skipped when the variable is unset).
func BenchmarkDiffFile(b *testing.B) {
	src := benchFile(b)
	src2 := append([]byte(nil), src...)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ma, _ := parser.ParseFile("a.ll", src, 0)
		mb, _ := parser.ParseFile("b.ll", src2, 0)
		if d := md.Diff(md.New(ma), md.New(mb)); len(d) != 0 {
			b.Fatal(d[0])
		}
	}
}

// benchFile reads the module named by $IRMETA_BENCH_FILE, or skips the
// benchmark when the variable is unset.
func benchFile(b *testing.B) []byte {
	path := os.Getenv("IRMETA_BENCH_FILE")
	if path == "" {
		b.Skip("set IRMETA_BENCH_FILE to a module")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return src
}
