package bitcode

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// FuzzEncode: a module that parses and passes the type rules is written
// without an internal error (a construct the writer does not cover is an
// UnsupportedError), and what it writes reads back without one.
func FuzzEncode(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/modules/*.ll")
	for _, p := range seeds {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("@g = global i32 1\ndefine i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"))
	f.Add([]byte("%T = type { i32, ptr }\n@p = global %T zeroinitializer, !dbg !0\n!0 = !{}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := typecheck.ParseFile("fuzz.ll", src, parser.Options{})
		if err != nil {
			return
		}
		bc, err := Encode(m)
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Encode: %v", err)
			}
			return
		}
		if _, err := Disassemble(bc, "fuzz.bc"); err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("reading what Encode wrote: %v", err)
		}
	})
}
