package targetext_test

import (
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/targetext"
)

func target(name string) *ast.Type { return &ast.Type{Kind: ast.TargetExtType, Name: name} }

func ExampleOf() {
	for _, v := range []llvmver.Version{16, 19, 22} {
		i := targetext.Of(target("aarch64.svcount"), v)
		fmt.Printf("LLVM %d: sized %v, scalable %v, in globals %v\n", v, i.Sized, i.Scalable, i.CanBeGlobal)
	}
	// Output:
	// LLVM 16: sized false, scalable false, in globals false
	// LLVM 19: sized true, scalable true, in globals false
	// LLVM 22: sized true, scalable true, in globals false
}

// TestContains checks that aggregates are looked into from LLVM 22 on
// only, named structs through resolve, and that a type without the
// property is found at any depth.
func TestContains(t *testing.T) {
	noLocal := func(i targetext.Info) bool { return !i.CanBeLocal }
	barrier := target("amdgcn.named.barrier")
	named := &ast.Type{Kind: ast.NamedType, Name: "%S"}
	resolve := func(*ast.Type) *ast.Type { return &ast.Type{Kind: ast.StructType, Fields: []*ast.Type{barrier}} }
	cases := []struct {
		t    *ast.Type
		v    llvmver.Version
		want bool
	}{
		{barrier, 22, true},
		{target("spirv.Event"), 22, false},
		{&ast.Type{Kind: ast.ArrayType, Len: 4, Elem: barrier}, 22, true},
		{&ast.Type{Kind: ast.ArrayType, Len: 4, Elem: barrier}, 19, false},
		{&ast.Type{Kind: ast.StructType, Fields: []*ast.Type{{Kind: ast.IntType, Bits: 32}, barrier}}, 22, true},
		{named, 22, true},
		{named, 19, false},
	}
	for _, c := range cases {
		if got := targetext.Contains(c.t, c.v, resolve, noLocal); got != c.want {
			t.Errorf("Contains(%s, %d) = %v, want %v", c.t, c.v, got, c.want)
		}
	}
}

// TestParamError checks LLVM 22's parameter rules and that older releases
// have none.
func TestParamError(t *testing.T) {
	cases := []struct {
		name        string
		types, ints int
		v           llvmver.Version
		bad         bool
	}{
		{"aarch64.svcount", 0, 0, 22, false},
		{"aarch64.svcount", 1, 0, 22, true},
		{"aarch64.svcount", 1, 0, 19, false},
		{"riscv.vector.tuple", 1, 1, 22, false},
		{"riscv.vector.tuple", 0, 1, 22, true},
		{"amdgcn.named.barrier", 0, 1, 22, false},
		{"amdgcn.named.barrier", 1, 1, 22, true},
		{"spirv.Image", 5, 5, 22, false},
	}
	for _, c := range cases {
		if got := targetext.ParamError(c.name, c.types, c.ints, c.v) != ""; got != c.bad {
			t.Errorf("ParamError(%s, %d, %d, %d) reports %v, want %v", c.name, c.types, c.ints, c.v, got, c.bad)
		}
	}
}
