package verifier_test

import (
	"os"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// BenchmarkVerifyFile verifies $IRMETA_BENCH_FILE (parsed once, outside
// the timing), e.g. the SQLite module of scripts/clib.sh.
func BenchmarkVerifyFile(b *testing.B) {
	path := os.Getenv("IRMETA_BENCH_FILE")
	if path == "" {
		b.Skip("set IRMETA_BENCH_FILE to a module")
	}
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
		g := md.New(m)
		if ds := verifier.Check(g, verifier.Options{}); len(ds) > 0 {
			b.Fatalf("%d diagnostics, first %s: %s", len(ds), ds[0].Pos, ds[0].Msg)
		}
	}
}
