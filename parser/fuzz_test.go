package parser_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"irmeta/md"
	"irmeta/parser"
	"irmeta/printer"
)

// FuzzParse checks that parsing never panics; that a module that parses
// prints back unchanged; and that decoding and diffing it never panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"", "define", "define void @f() {", "define void @f() {\n  ret void\n}\n",
		"@g = global i32 0, !dbg !0\n!0 = !{}\n", "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n",
		"!named = !{!0}\n!0 = !DIExpression(DW_OP_plus_uconst, 8)\n",
		"define void @f(ptr %p) {\n    #dbg_value(ptr %p, !1, !DIExpression(), !2)\n  ret void\n}\n",
		"%T = type { i32, %T* }\n@x = alias i32, bitcast (i64* @y to i32*)\n",
		"^0 = module: (path: \"\", hash: (0, 0, 0, 0, 0))\n",
	} {
		f.Add([]byte(s))
	}
	root := filepath.Join("..", "..", "shared", "corpus", "llvm-test")
	for _, rel := range []string{"Assembler/metadata.ll", "Assembler/debug-info.ll", "Bitcode/compatibility.ll", "Transforms/LoopUnroll/unroll-pragmas.ll", "Linker/module-flags-1-a.ll"} {
		if b, err := os.ReadFile(filepath.Join(root, rel)); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.ParseFile("fuzz.ll", src, parser.AllErrors)
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := printer.Fprint(&b, m); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b.Bytes(), src) {
			t.Fatalf("print differs from input")
		}
		if err := m.Check(); err != nil {
			t.Fatalf("index invariant broken: %v", err)
		}
		d := parser.NewDecoder(m)
		for i := range m.Insts {
			if _, err := d.Inst(i); err != nil {
				t.Fatalf("instruction %d of a valid module does not decode: %v", i, err)
			}
		}
		for i := range m.MDDefs {
			if _, err := d.MD(i); err != nil {
				t.Fatalf("metadata %d of a valid module does not decode: %v", i, err)
			}
		}
		g := md.New(m)
		md.Diff(g, g)
		if _, err := g.Bytes(); err != nil {
			t.Fatal(err)
		}
	})
}
