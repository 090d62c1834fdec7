package parser_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// TestUndefinedLocals checks the end-of-function rule for locals used and
// never defined, where numbers may skip ahead (LLVM 22) and where a
// blockaddress names a block of the function being parsed. The wanted
// answers are llvm-as 14's (-opaque-pointers) and llvm-as-22's.
func TestUndefinedLocals(t *testing.T) {
	cases := []struct {
		name, src string
		want14    string
		want22    string
	}{
		{"branch to a number never defined", "define void @f() {\n  br label %3\n1:\n  ret void\n}\n",
			"2:12: use of undefined value '%3'", "2:12: use of undefined value '%3'"},
		{"use of a skipped number", "define void @f() {\n  %1 = add i32 0, 0\n  %3 = add i32 %2, 0\n  ret void\n}\n",
			"3:3: instruction expected to be numbered '%2'", "3:16: use of undefined value '%2'"},
		{"blockaddress of a skipped number", "define ptr @f() {\n  br label %2\n2:\n  ret ptr blockaddress(@f, %9)\n}\n",
			"3:1: label expected to be numbered '1'", "4:28: use of undefined value '%9'"},
		{"blockaddress of a missing name", "define ptr @f() {\nentry:\n  ret ptr blockaddress(@f, %x)\n}\n",
			"3:28: use of undefined value '%x'", "3:28: use of undefined value '%x'"},
		{"blockaddress of a block", "define ptr @f() {\nentry:\n  br label %x\nx:\n  ret ptr blockaddress(@f, %x)\n}\n", "", ""},
	}
	for _, c := range cases {
		for _, v := range []llvmver.Version{14, 22} {
			want := c.want14
			if v == 22 {
				want = c.want22
			}
			_, err := parser.ParseFileOptions("u.ll", []byte(c.src), parser.Options{Version: v})
			got := ""
			if err != nil {
				got = strings.TrimPrefix(strings.SplitN(err.Error(), "\n", 2)[0], "u.ll:")
			}
			if got != want {
				t.Errorf("%s under LLVM %d: got %q, want %q", c.name, v, got, want)
			}
		}
	}
}
