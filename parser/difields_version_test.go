package parser_test

import (
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestDIFieldsByRelease checks fields that only newer releases know: each
// input is checked with llvm-as 14 and llvm-as-22 by hand; the first is an
// error in LLVM 14 ("invalid field") and valid in LLVM 22.
func TestDIFieldsByRelease(t *testing.T) {
	cases := []struct {
		src string
		col int
		msg string // llvm-as 14's message
	}{
		{"!0 = !DIBasicType(name: \"i\", dataSize: 1)\n", 30, "invalid field 'dataSize'"},
		{"!0 = !DIBasicType(name: \"i\", num_extra_inhabitants: 1)\n", 30, "invalid field 'num_extra_inhabitants'"},
		{"!0 = !DIGlobalVariable(line: 1)\n", 31, "missing required field 'name'"},
		{"!0 = distinct !DISubprogram(name: \"f\", targetFuncName: \"g\", unit: null)\n", 40, "invalid field 'targetFuncName'"},
		{"!0 = !DICompositeType(tag: DW_TAG_structure_type, name: \"s\", specification: null)\n", 62, "invalid field 'specification'"},
		{"!0 = !DICompositeType(tag: DW_TAG_structure_type, name: \"s\", num_extra_inhabitants: 1)\n", 62, "invalid field 'num_extra_inhabitants'"},
	}
	for _, c := range cases {
		if _, err := parser.ParseFileOptions("f.ll", []byte(c.src), parser.Options{Version: 22}); err != nil {
			t.Errorf("LLVM 22 accepts %q; irmeta: %v", c.src, err)
		}
		_, err := parser.ParseFileOptions("f.ll", []byte(c.src), parser.Options{Version: llvmver.Oldest})
		if err == nil {
			t.Errorf("LLVM 14 rejects %q (1:%d: %s); irmeta accepts", c.src, c.col, c.msg)
			continue
		}
		e := err.(parser.ErrorList)[0]
		if e.Pos.Line != 1 || e.Pos.Column != c.col || e.Msg != c.msg {
			t.Errorf("%q with LLVM 14: got %v, want 1:%d: %s", c.src, e, c.col, c.msg)
		}
	}
}
