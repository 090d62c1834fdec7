package dtrans_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/internal/corpus"
)

// benchModule is the largest coreutils program with every pointer
// annotated (about 3,000 calls and hints).
func benchModule(b *testing.B) []byte {
	path := filepath.Join(corpus.Root(b), "coreutils", "vdir.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	g, _ := annotateEverything(b, parse(b, path, src))
	return g.Module.Src
}

// BenchmarkList lists the annotations of the annotated vdir.ll (parse
// included).
func BenchmarkList(b *testing.B) {
	src := benchModule(b)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := parse(b, "vdir.ll", src)
		if len(dtrans.List(g)) == 0 {
			b.Fatal("nothing listed")
		}
	}
}

// BenchmarkStrip strips the annotated vdir.ll and prints the result (parse
// included).
func BenchmarkStrip(b *testing.B) {
	src := benchModule(b)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := parse(b, "vdir.ll", src)
		if _, err := dtrans.Strip(g, dtrans.StripOptions{}); err != nil {
			b.Fatal(err)
		}
		if _, err := g.Bytes(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnnotate annotates every pointer of vdir.ll and commits.
func BenchmarkAnnotate(b *testing.B) {
	path := filepath.Join(corpus.Root(b), "coreutils", "vdir.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		annotateEverything(b, parse(b, path, src))
	}
}
