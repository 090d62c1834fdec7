package typecheck_test

import (
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// FuzzTypecheck runs the type rules of both releases on every input the
// grammar accepts, and the whole parse-and-check path on every input: no
// panic, no hang, and a checked module's first error has a position inside
// the input.
func FuzzTypecheck(f *testing.F) {
	for _, s := range corpus.Seeds(f, 300, 8000) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, v := range []llvmver.Version{14, 22} {
			m, err := parser.ParseFileOptions("fuzz.ll", src, parser.Options{Version: v})
			if err != nil {
				continue
			}
			errs := typecheck.Check(m, v)
			if len(errs) > 0 {
				if p := errs[0].Pos; p.Line < 1 || p.Line > lines(src) {
					t.Fatalf("LLVM %d: first error %q at line %d, input has %d lines", v, errs[0].Msg, p.Line, lines(src))
				}
			}
			_, _ = typecheck.ParseFile("fuzz.ll", src, parser.Options{Version: v})
		}
	})
}

// lines counts the lines of src as positions number them (a last line
// without a newline counts; an error may point just past the end).
func lines(src []byte) int {
	n := 1
	for _, c := range src {
		if c == '\n' {
			n++
		}
	}
	return n
}
