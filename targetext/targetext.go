// Package targetext describes LLVM's target extension types,
// target("name", T..., n...), as each release's table of them does
// (TargetExtType::getLayoutType and hasProperty in LLVM): whether a type
// has a size, and where a value of it may live. The assembler's type rules
// (package typecheck) and the IR verifier (package verifier) both read it.
//
// A name the release does not know has no layout (it is unsized) and none
// of the properties.
package targetext

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
)

// Info is what a release knows of one target extension type.
type Info struct {
	// Sized: the type's layout has a size (allocas, loads, stores and
	// getelementptr need one).
	Sized bool
	// Scalable: the layout is a scalable vector (globals may not hold
	// one).
	Scalable bool
	// HasZeroInit: zeroinitializer is a constant of the type.
	HasZeroInit bool
	// CanBeGlobal, CanBeLocal: a global, an alloca (or a byval argument)
	// may hold a value of the type.
	CanBeGlobal, CanBeLocal bool
	// CanBeVectorElement: a vector may hold the type.
	CanBeVectorElement bool
	// TokenLike: the verifier's rules on token values apply to the type
	// (only intrinsics take or return one; an indirect call returns
	// none).
	TokenLike bool
}

// Of returns what release v knows of the target extension type t (a
// type of kind ast.TargetExtType).
func Of(t *ast.Type, v llvmver.Version) Info {
	name := t.Name
	spirvOther := strings.HasPrefix(name, "spirv.")
	switch {
	case v.Has(llvmver.TargetTypeTable22):
		return of22(name)
	case v.Has(llvmver.TargetTypeTable19):
		switch {
		case name == "spirv.Image":
			return Info{Sized: true, CanBeGlobal: true, CanBeLocal: true}
		case name == "aarch64.svcount":
			return Info{Sized: true, Scalable: true, HasZeroInit: true, CanBeLocal: true}
		}
	}
	if spirvOther {
		return Info{Sized: true, HasZeroInit: true, CanBeGlobal: true, CanBeLocal: true}
	}
	return Info{}
}

// of22 is LLVM 22's table.
func of22(name string) Info {
	switch name {
	case "spirv.Image", "spirv.SignedImage", "spirv.Type":
		return Info{Sized: true, CanBeGlobal: true, CanBeLocal: true}
	case "spirv.IntegralConstant", "spirv.Literal":
		return Info{}
	case "spirv.Padding":
		return Info{Sized: true, CanBeGlobal: true}
	case "aarch64.svcount", "riscv.vector.tuple":
		return Info{Sized: true, Scalable: true, HasZeroInit: true, CanBeLocal: true}
	case "amdgcn.named.barrier":
		return Info{Sized: true, CanBeGlobal: true}
	case "llvm.test.vectorelement":
		return Info{Sized: true, CanBeLocal: true, CanBeVectorElement: true}
	case "dx.Padding":
		// Measured with llvm-as-22: the one DirectX type that is not
		// token-like.
		return Info{Sized: true, CanBeGlobal: true, CanBeLocal: true}
	}
	switch {
	case strings.HasPrefix(name, "spirv."):
		return Info{Sized: true, HasZeroInit: true, CanBeGlobal: true, CanBeLocal: true}
	case strings.HasPrefix(name, "dx."):
		return Info{Sized: true, CanBeGlobal: true, CanBeLocal: true, TokenLike: true}
	}
	return Info{}
}

// ParamError returns the message with which release v refuses the
// parameters of target extension type name (types type parameters, ints
// integer ones), or "".
func ParamError(name string, types, ints int, v llvmver.Version) string {
	if !v.Has(llvmver.TargetTypeTable22) {
		return ""
	}
	switch {
	case name == "aarch64.svcount" && (types != 0 || ints != 0):
		return "target extension type aarch64.svcount should have no parameters"
	case name == "riscv.vector.tuple" && (types != 1 || ints != 1):
		return "target extension type riscv.vector.tuple should have one type parameter and one integer parameter"
	case name == "amdgcn.named.barrier" && (types != 0 || ints != 1):
		return "target extension type amdgcn.named.barrier should have no type parameters and one integer parameter"
	}
	return ""
}

// Contains reports whether t is, or holds in its arrays, vectors and
// literal structs, a target extension type whose Info under v lacks
// what has asks for (named structs are resolved by resolve, which may be
// nil). Before LLVM 22 only t itself is looked at, as the verifier then
// did.
func Contains(t *ast.Type, v llvmver.Version, resolve func(*ast.Type) *ast.Type, lacks func(Info) bool) bool {
	return contains(t, v, resolve, lacks, 0)
}

func contains(t *ast.Type, v llvmver.Version, resolve func(*ast.Type) *ast.Type, lacks func(Info) bool, depth int) bool {
	if t == nil || depth > 64 {
		return false
	}
	switch t.Kind {
	case ast.TargetExtType:
		return lacks(Of(t, v))
	case ast.NamedType:
		if resolve == nil || !v.Has(llvmver.TargetTypeTable22) {
			return false
		}
		return contains(resolve(t), v, resolve, lacks, depth+1)
	}
	if !v.Has(llvmver.TargetTypeTable22) {
		return false
	}
	switch t.Kind {
	case ast.ArrayType, ast.VectorType:
		return contains(t.Elem, v, resolve, lacks, depth+1)
	case ast.StructType:
		for _, f := range t.Fields {
			if contains(f, v, resolve, lacks, depth+1) {
				return true
			}
		}
	}
	return false
}
