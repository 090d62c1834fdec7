package bitcode

import (
	"bytes"
	"fmt"
	"os/exec"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// unusedTypeCases define struct types nothing uses (alone, opaque, in a
// chain of unused definitions) beside used ones (through a global, a
// function, another used type, metadata only).
var unusedTypeCases = []struct {
	n   int
	src string
}{
	{14, `%T = type { i32 }
%U = type { i64 }
%V = type opaque
define void @f(%U* %p) {
  ret void
}
`},
	{14, `%A = type { %B* }
%B = type { i8 }
%C = type { i16, %D }
%D = type { i32 }
%E = type { i8 }
%M = type { i1 }
@g = global %C zeroinitializer
!llvm.foo = !{!0}
!0 = !{%M* null}
`},
	{22, `%T = type { i32 }
%U = type { i64, %W }
%W = type { i8 }
%V = type opaque
@g = global %U zeroinitializer
define void @f(ptr %p) {
  %x = alloca %T
  ret void
}
`},
	{22, `%T = type { i32 }
%V = type opaque
define void @f(ptr %p) {
  ret void
}
`},
}

// structNames counts the STRUCT_NAME records of bc's type table.
func structNames(t *testing.T, bc []byte) int {
	t.Helper()
	cmd := exec.Command("llvm-bcanalyzer-22", "-dump", "-")
	cmd.Stdin = bytes.NewReader(bc)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-bcanalyzer-22: %v", err)
	}
	return bytes.Count(out, []byte("<STRUCT_NAME "))
}

// TestWriteUnusedTypes: the writer leaves out the struct types nothing
// uses, as llvm-as does (the same number of named types in the table), and
// the result reads back as llvm-dis prints llvm-as's bitcode.
func TestWriteUnusedTypes(t *testing.T) {
	dir := t.TempDir()
	for i, c := range unusedTypeCases {
		checkWritten(t, dir, i, c.n, c.src, true)
		name := fmt.Sprintf("m%d.ll", i)
		bc, err := encodeFile(dir, name, c.n)
		if err != nil {
			t.Fatal(err)
		}
		ref, _ := llvmAs(c.n, dir, name)
		if got, want := structNames(t, bc), structNames(t, ref); got != want {
			t.Errorf("case %d: %d named struct types written, llvm-as-%d writes %d", i, got, c.n, want)
		}
	}
}

// TestReadUnusedTypes: bitcode whose type table holds struct types
// nothing uses (as other writers make it, here the writer told not to
// drop them) reads as llvm-dis prints it, without those types.
func TestReadUnusedTypes(t *testing.T) {
	for i, c := range unusedTypeCases {
		name := fmt.Sprintf("m%d.ll", i)
		m, err := parser.ParseFileAnyRelease(name, []byte(c.src), 0)
		if err != nil {
			t.Fatal(err)
		}
		bc, err := encodeModule(m, llvmver.Version(c.n), map[string]bool{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if structNames(t, bc) == 0 {
			t.Fatalf("case %d: the bitcode holds no named type", i)
		}
		cmd := exec.Command(fmt.Sprintf("llvm-dis-%d", c.n), "-o", "-")
		cmd.Stdin = bytes.NewReader(bc)
		want, err := cmd.Output()
		if err != nil {
			t.Fatalf("case %d: llvm-dis-%d: %v", i, c.n, err)
		}
		got, err := Disassemble(bc, "-")
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		want, got = want[bytes.IndexByte(want, '\n')+1:], got[bytes.IndexByte(got, '\n')+1:]
		if !bytes.Equal(got, want) {
			t.Errorf("case %d: native reader:\n%s\nllvm-dis-%d:\n%s", i, got, c.n, want)
		}
	}
}
