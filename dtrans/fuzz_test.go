package dtrans_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// FuzzStrip: on any module that parses, listing, checking and stripping
// do not panic, and the stripped module parses again.
func FuzzStrip(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.ll")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, 0)
		if err != nil {
			return
		}
		g := md.New(m)
		dtrans.List(g)
		dtrans.Check(g)
		for i := range m.Insts {
			dtrans.TypeHintOf(g, i)
		}
		if _, err := dtrans.Strip(g, dtrans.StripOptions{TypeMetadata: len(src)%2 == 0}); err != nil {
			return
		}
		if _, err := g.Commit(); err != nil {
			t.Fatalf("stripped module does not parse: %v", err)
		}
	})
}

// FuzzParseHint: any type text is a hint or an error, never a panic.
func FuzzParseHint(f *testing.F) {
	for _, s := range []string{"%struct.test01*", "%struct.test01 2", "i8**", "void", "", "<2 x i8*>*", "{ i32, i8* }* 3"} {
		f.Add(s)
	}
	src, err := os.ReadFile("testdata/typed.ll")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := parser.ParseFile("typed.ll", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		g := md.New(m)
		h, err := dtrans.ParseHint(g, text)
		if err != nil {
			return
		}
		if err := dtrans.SetTypeHint(g, 0, h); err != nil {
			return
		}
		if _, err := g.Commit(); err != nil {
			t.Fatalf("hint %q makes a module that does not parse: %v", text, err)
		}
	})
}
