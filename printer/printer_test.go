package printer_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/printer"
)

func TestPrintUnchanged(t *testing.T) {
	src := []byte("; c\n\n@g = global i32 0 ; x\n\ndefine void @f() {\n  ret void\n}\n!0 = !{}\n!1 = !{!0}\n; end")
	m, err := parser.ParseFile("a.ll", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := printer.Fprint(&b, m); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), src) {
		t.Errorf("got %q", b.String())
	}
}

// BenchmarkPrint measures printing an unmodified module (the largest
// coreutils program).
func BenchmarkPrint(b *testing.B) {
	src, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", "coreutils", "vdir.ll"))
	if err != nil {
		b.Fatal(err)
	}
	m, err := parser.ParseFile("vdir.ll", src, 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		printer.Fprint(io.Discard, m)
	}
}
