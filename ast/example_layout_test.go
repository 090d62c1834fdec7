package ast_test

import (
	"fmt"

	"github.com/irmeta/irmeta/ast"
)

// The sizes and index widths a data layout gives pointers of an address
// space (address space 0's where it names none), and the alignment of a
// type under it.
func ExampleReadLayout() {
	l := ast.ReadLayout("e-m:e-p:32:32-p1:64:64:64:32-i64:64")
	fmt.Println(l.PointerBits(0), l.PointerBits(1), l.IndexBits(1), l.PointerBits(5))
	align, _ := l.TypeAlign(&ast.Type{Kind: ast.IntType, Bits: 64}, false, nil)
	fmt.Println(align)
	// Output:
	// 32 64 32 32
	// 8
}
