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
	// Summaries: a per-module one and a combined index.
	f.Add([]byte("@g = global i32 1\ndefine i32 @f() {\n  ret i32 0\n}\n^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n" +
		"^1 = gv: (name: \"f\", summaries: (function: (module: ^0, flags: (linkage: external, dsoLocal: 1), insts: 1, " +
		"calls: ((callee: ^2, hotness: hot, tail: 1)), refs: (readonly ^2), params: ((param: 0, offset: [-1, 3])))))\n" +
		"^2 = gv: (name: \"g\", summaries: (variable: (module: ^0, flags: (linkage: internal), varFlags: (readonly: 1))))\n" +
		"^3 = typeidCompatibleVTable: (name: \"_ZTS1A\", summary: ((offset: 16, ^2)))\n^4 = blockcount: 7\n"))
	f.Add([]byte("^0 = module: (path: \"a.o\", hash: (1, 2, 3, 4, 5))\n" +
		"^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external), insts: 2, " +
		"typeIdInfo: (typeTests: (^3), typeTestAssumeConstVCalls: ((vFuncId: (^3, offset: 16), args: (42)))))))\n" +
		"^2 = gv: (guid: 2, summaries: (alias: (module: ^0, flags: (linkage: private), aliasee: ^1)))\n" +
		"^3 = typeid: (name: \"_ZTS1C\", summary: (typeTestRes: (kind: single, sizeM1BitWidth: 0), wpdResolutions: " +
		"((offset: 0, wpdRes: (kind: singleImpl, singleImplName: \"f\", resByArg: (args: (1), byArg: (kind: uniformRetVal, info: 1))))))))\n" +
		"^4 = flags: 8\n"))
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
