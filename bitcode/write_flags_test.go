package bitcode

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// flagCases use one instruction flag that a release after 14 introduced.
var flagCases = []string{
	"define i64 @f(i32 %a) {\n  %n = zext nneg i32 %a to i64\n  ret i64 %n\n}\n",
	"define float @f(i32 %a) {\n  %n = uitofp nneg i32 %a to float\n  ret float %n\n}\n",
	"define i32 @f(i32 %a, i32 %b) {\n  %n = or disjoint i32 %a, %b\n  ret i32 %n\n}\n",
	"define i8 @f(i32 %a) {\n  %n = trunc nuw i32 %a to i8\n  ret i8 %n\n}\n",
	"define i8 @f(i32 %a) {\n  %n = trunc nsw i32 %a to i8\n  ret i8 %n\n}\n",
	"define i8 @f(i32 %a) {\n  %n = trunc nuw nsw i32 %a to i8\n  ret i8 %n\n}\n",
	"define i1 @f(i32 %a) {\n  %c = icmp samesign ult i32 %a, 3\n  ret i1 %c\n}\n",
}

// TestWriteFlagReleases: for LLVM 14 and 16, whose llvm-as rejects each
// flag, the writer refuses the module (an "instruction flag" error, never
// bitcode without the flag); for 19 and 22 it writes what llvm-as writes.
func TestWriteFlagReleases(t *testing.T) {
	dir := t.TempDir()
	for i, src := range flagCases {
		for _, n := range []int{14, 16} {
			name := fmt.Sprintf("f%d.ll", i)
			if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, ok := llvmAs(n, dir, name); ok {
				t.Errorf("case %d: llvm-as-%d accepts the flag: the release table is wrong", i, n)
			}
			m, err := parser.ParseFileAnyRelease(name, []byte(src), 0)
			if err != nil {
				t.Fatal(err)
			}
			_, err = EncodeOptions(m, WriteOptions{LLVM: llvmver.Version(n)})
			var u *UnsupportedError
			if !errors.As(err, &u) || u.Construct != "instruction flag" {
				t.Errorf("case %d (LLVM %d): got %v, want unsupported instruction flag", i, n, err)
			}
		}
		for _, n := range []int{19, 22} {
			if n == 19 && i == len(flagCases)-1 {
				continue // samesign is LLVM 20's
			}
			checkWritten(t, dir, i, n, src, n == 22)
		}
	}
}
