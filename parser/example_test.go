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
