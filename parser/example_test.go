package parser_test

import (
	"fmt"

	"github.com/irmeta/irmeta/parser"
)

// An LLVM 14 module with a constant expression later releases removed
// opens as LLVM 14 read it.
func ExampleParseFileAnyRelease() {
	src := []byte("@h = global i8 0\n@g = global i64 and (i64 ptrtoint (i8* @h to i64), i64 1)\n")
	_, err := parser.ParseFile("old.ll", src, 0)
	fmt.Println(err)
	m, err := parser.ParseFileAnyRelease("old.ll", src, 0)
	fmt.Println(m.Version, err)
	// Output:
	// old.ll:2:17: and constexprs are no longer supported
	// LLVM 14 <nil>
}

// The index width a data layout gives pointers of an address space: what
// the verifier compares llvm.ptrmask's mask with.
func ExamplePointerIndexBits() {
	dl := "e-m:e-p:32:32-p1:64:64:64:32-i64:64"
	fmt.Println(parser.PointerIndexBits(dl, 0), parser.PointerIndexBits(dl, 1), parser.PointerIndexBits("", 0))
	// Output: 32 32 64
}
