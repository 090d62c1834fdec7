package intrinsics_test

import (
	"fmt"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

// The name LLVM 22's loader gives an intrinsic declaration whose name
// does not mangle its type as the intrinsic's signature does.
func ExampleCanonicalName() {
	i64 := &ast.Type{Kind: ast.IntType, Name: "i64", Bits: 64}
	udiv := &ast.Type{Kind: ast.FuncType, Elem: i64, Fields: []*ast.Type{i64, i64}}
	name, ok := intrinsics.CanonicalName("llvm.aarch64.udiv.i64.i64", udiv)
	fmt.Println(name, ok)

	ptr := &ast.Type{Kind: ast.PointerType}
	i8 := &ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}
	typed := &ast.Type{Kind: ast.PointerType, Elem: i8}
	memset := &ast.Type{Kind: ast.FuncType, Elem: &ast.Type{Kind: ast.VoidType, Name: "void"},
		Fields: []*ast.Type{typed, i8, i64, {Kind: ast.IntType, Name: "i1", Bits: 1}}}
	name, ok = intrinsics.CanonicalName("llvm.memset.p0i8.i64", memset)
	fmt.Println(name, ok)

	suffix, _ := intrinsics.MangleType(ptr)
	fmt.Println(suffix)
	// Output:
	// llvm.aarch64.udiv.i64 true
	// llvm.memset.p0.i64 true
	// p0
}

// How a declaration meets its intrinsic's signature, and the attributes
// each release's loader gives it: llvm.ctlz's second parameter is an
// immarg in both LLVM 14 and 22.
func ExampleMatchSignature() {
	i32 := &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	i1 := &ast.Type{Kind: ast.IntType, Name: "i1", Bits: 1}
	ctlz := &ast.Type{Kind: ast.FuncType, Elem: i32, Fields: []*ast.Type{i32, i1}}
	wrong := &ast.Type{Kind: ast.FuncType, Elem: i32, Fields: []*ast.Type{i32, i32}}
	fmt.Println(intrinsics.MatchSignature("llvm.ctlz.i32", ctlz) == intrinsics.Fits)
	fmt.Println(intrinsics.MatchSignature("llvm.ctlz.i32", wrong) == intrinsics.BadArgument)

	for _, rel := range []llvmver.Version{14, 22} {
		attrs, replaced := intrinsics.LoaderAttributes(rel, "llvm.ctlz.i32", ctlz)
		for _, p := range attrs {
			for _, a := range p.Attrs {
				if a.Kind == "ImmArg" {
					fmt.Println(rel, replaced, "immarg at index", p.Index)
				}
			}
		}
	}
	// Output:
	// true
	// true
	// LLVM 14 true immarg at index 2
	// LLVM 22 true immarg at index 2
}

// The declarations LLVM 22's parser adds for the intrinsics a module
// calls without declaring them, in the order it adds them, and the
// declaration each call then calls.
func ExampleImplicitDecls() {
	src := `define i64 @f(i32 %x, i64 %y) {
  %a = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %b = call i32 @llvm.smax(i32 %a, i32 1)
  %c = call i64 @llvm.umax.i32(i64 %y, i64 2)
  ret i64 %c
}
`
	m, err := parser.ParseFileOptions("f.ll", []byte(src), parser.Options{Version: 22})
	if err != nil {
		fmt.Println(err)
		return
	}
	imp := intrinsics.ImplicitDecls(m, 22)
	for _, d := range imp.Decls {
		fmt.Println(d.Text())
	}
	for _, s := range m.UndeclaredIntrinsics {
		fmt.Printf("%s calls %s\n", m.Text(s), imp.Callee[s.Start])
	}
	// Output:
	// declare i32 @llvm.smax.i32(i32, i32)
	// declare i64 @llvm.umax.i64(i64, i64)
	// declare i32 @llvm.umax.i32(i32, i32)
	// @llvm.umax.i32 calls @llvm.umax.i32
	// @llvm.smax calls @llvm.smax.i32
	// @llvm.umax.i32 calls @llvm.umax.i64
}
