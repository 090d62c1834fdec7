package verifier

import (
	"bytes"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/targetext"
)

// objectRules are visitGlobalValue's rules on a global object's
// attachments: !associated, then !absolute_symbol. as is the object's
// address space.
func (v *verifier) objectRules(t md.Target, self string, declaration bool, as func() int) string {
	if msg := v.associatedRule(t, self); msg != "" {
		return msg
	}
	if msg := v.absoluteSymbolRule(t, as); msg != "" {
		return msg
	}
	return v.implicitRefRule(t, self, declaration)
}

// absoluteSymbolRule checks an !absolute_symbol attachment as a range of
// the object's address (an integer as wide as a pointer of its address
// space), which may be the full set (LLVM 19).
func (v *verifier) absoluteSymbolRule(t md.Target, as func() int) string {
	if !v.ver.Has(llvmver.AbsoluteSymbolChecked) {
		return ""
	}
	n := v.g.Attachment(t, "absolute_symbol")
	if n == nil {
		return ""
	}
	ty := &ast.Type{Kind: ast.IntType, Bits: uint32(ast.ReadLayout(v.m.DataLayout).PointerBits(uint64(as())))}
	return v.rangeLike(n, ty, false, true)
}

// dllRules are visitGlobalValue's rules on DLL storage and visibility: a
// dllexport symbol is not hidden, a dllimport one has default visibility
// (LLVM 16), and a dllimport one is not dso_local, which hidden and
// protected imply in every release.
func (v *verifier) dllRules(visibility, dll string, dsoLocal bool) string {
	nonDefault := visibility == "hidden" || visibility == "protected"
	if v.ver.Has(llvmver.DLLVisibilityChecked) {
		if dll == "dllexport" && visibility == "hidden" {
			return "dllexport GlobalValue must have default or protected visibility"
		}
		if dll == "dllimport" && nonDefault {
			return "dllimport GlobalValue must have default visibility"
		}
	}
	if dll == "dllimport" && nonDefault && !dsoLocal {
		return "GlobalValue with DLLImport Storage is dso_local!"
	}
	return ""
}

// globalAddrSpace returns the address space of global variable gi: its
// addrspace(N), else the data layout's for globals.
func (v *verifier) globalAddrSpace(gi int) int {
	g := &v.m.Globals[gi]
	text := v.m.Src[g.NameSpan.End:g.End]
	for _, kw := range [][]byte{[]byte(" global "), []byte(" constant ")} {
		if k := bytes.Index(text, kw); k >= 0 {
			text = text[:k]
			break
		}
	}
	if n, ok := ast.AddrSpaceIn(string(text), v.m.DataLayout); ok {
		return int(n)
	}
	return int(ast.GlobalsAddrSpace(v.m.DataLayout))
}

// functionAddrSpace returns the address space of function fn: its
// addrspace(N), else the data layout's program address space.
func (v *verifier) functionAddrSpace(fn int) int {
	f := &v.m.Functions[fn]
	text := v.m.Src[f.NameSpan.End:f.Header.End]
	if n, ok := ast.AddrSpaceIn(string(text), v.m.DataLayout); ok {
		return int(n)
	}
	return int(ast.ProgramAddrSpace(v.m.DataLayout))
}

// availableExternallyAliasee is visitAliaseeSubExpr's rule for an
// available_externally alias (LLVM 16): its aliasee is a global value
// (no constant expression) of available_externally linkage; an alias
// in between is followed.
func (v *verifier) availableExternallyAliasee(gi int) string {
	const msg = "available_externally alias must point to available_externally global value"
	for depth := 0; depth < 64; depth++ {
		g := &v.m.Globals[gi]
		text := v.m.Src[g.NameSpan.End:g.End]
		i := bytes.IndexByte(text, ',')
		if i < 0 {
			return ""
		}
		aliasee := bytes.TrimSpace(text[i+1:])
		if j := bytes.IndexByte(aliasee, ','); j >= 0 {
			aliasee = bytes.TrimSpace(aliasee[:j])
		}
		// "ptr @g" or "ptr addrspace(1) @g": the last word is the value.
		k := bytes.LastIndexAny(aliasee, " \t")
		name := aliasee[k+1:]
		if len(name) == 0 || name[0] != '@' || bytes.ContainsAny(aliasee[:k+1], "(@") && !bytes.HasPrefix(bytes.TrimSpace(aliasee[:k+1]), []byte("ptr addrspace(")) {
			return msg
		}
		target := parser.Name(name)
		if f, ok := v.funcs[target]; ok {
			if h := v.fnHeader(f); h != nil && h.linkage != "available_externally" {
				return msg
			}
			return ""
		}
		k2, ok := v.globalIndex(target)
		if !ok {
			return ""
		}
		if v.globalWordsOf(k2).linkage != "available_externally" {
			return msg
		}
		if v.m.Globals[k2].Kind != ast.Alias {
			return ""
		}
		gi = k2
	}
	return ""
}

// ifuncResolverReturn is visitGlobalIFunc's rule that the resolver
// function returns a pointer (LLVM 16).
func (v *verifier) ifuncResolverReturn(fn int) string {
	if !v.ver.Has(llvmver.IFuncResolverReturnsPointer) {
		return ""
	}
	h := v.fnHeader(fn)
	if h != nil && h.ret != nil && h.ret.Kind != ast.PointerType {
		return "IFunc resolver must return a pointer"
	}
	return ""
}

// ifuncResolverType is visitGlobalIFunc's rule on the resolver operand
// as written, under typed pointers: a pointer to a function of no
// parameters that returns a pointer to the ifunc's value type ("void ()*
// ()*" for "ifunc void ()"). Opaque pointers (ast.Module.OpaquePointerMode:
// LLVM 16 reads typed syntax so too) make it ptr, which fits.
func (v *verifier) ifuncResolverType(gi int) string {
	if v.m.OpaquePointerMode(v.ver) {
		return ""
	}
	op, err := v.dec.Aliasee(gi)
	if err != nil || op == nil || op.Type == nil || op.Type.Kind != ast.PointerType || op.Type.Elem == nil {
		return ""
	}
	vt, err := v.dec.GlobalValueType(gi)
	if err != nil || vt == nil {
		return ""
	}
	if op.Type.String() != vt.String()+"* ()*" {
		return "IFunc resolver has incorrect type"
	}
	return ""
}

// comdats is visitComdat: on COFF, a comdat's global value of the same
// name may not be private.
func (v *verifier) comdats() {
	if len(v.m.Comdats) == 0 || !coffTriple(v.m.Triple) {
		return
	}
	for i := range v.m.Comdats {
		c := &v.m.Comdats[i]
		name := "@" + strings.TrimPrefix(c.Name, "$")
		if f, ok := v.funcs[name]; ok {
			if h := v.fnHeader(f); h != nil && h.linkage == "private" {
				v.errorAt(v.m.Functions[f].Header.Start, "comdat global value has private linkage")
			}
			continue
		}
		if gi, ok := v.globalIndex(name); ok && v.globalWordsOf(gi).linkage == "private" {
			v.errorAt(v.m.Globals[gi].Start, "comdat global value has private linkage")
		}
	}
}

// coffTriple reports whether triple's object format is COFF: Windows
// (MSVC, GNU, Itanium, Cygnus environments) unless it names ELF or
// Mach-O, and UEFI.
func coffTriple(triple string) bool {
	t := strings.ToLower(triple)
	if strings.HasSuffix(t, "-elf") || strings.HasSuffix(t, "-macho") {
		return false
	}
	return strings.Contains(t, "-windows") || strings.Contains(t, "-win32") || strings.Contains(t, "-mingw") ||
		strings.Contains(t, "-cygwin") || strings.Contains(t, "-uefi")
}

// initializerSized is visitGlobalVariable's rule that an initialized
// global's type is sized (LLVM 22). Only globals whose text may hold an
// unsized type (a scalable vector, a target type or a named type) are
// decoded.
func (v *verifier) initializerSized(gi int, declaration bool) string {
	if declaration || !v.ver.Has(llvmver.GlobalInitializerSized) {
		return ""
	}
	text := v.m.Bytes(v.m.Globals[gi].Span)
	if !bytes.Contains(text, []byte("vscale")) && !bytes.Contains(text, []byte("target(")) && !bytes.Contains(text, []byte("%")) {
		return ""
	}
	t, err := v.dec.GlobalValueType(gi)
	if err != nil || t == nil || v.sizedType(t, 0) {
		return ""
	}
	return "Global variable initializer must be sized"
}

// sizedType is Type::isSized: scalars, pointers, vectors and the target
// types with a layout are; arrays and structs of sized types are; a
// struct holding a scalable type only when all its fields are one
// scalable vector type (LLVM 19); opaque structs are not.
func (v *verifier) sizedType(t *ast.Type, depth int) bool {
	t = v.bodyOf(t)
	if t == nil || depth > 32 {
		return true
	}
	switch t.Kind {
	case ast.IntType, ast.FloatType, ast.PointerType, ast.VectorType, ast.OtherType:
		return true
	case ast.TargetExtType:
		return targetext.Of(t, v.ver).Sized
	case ast.ArrayType:
		return v.sizedType(t.Elem, depth+1)
	case ast.StructType:
		for _, f := range t.Fields {
			if v.scalableDeep(f, depth+1) {
				if !v.ver.Has(llvmver.StructOfScalableVectors) {
					return false
				}
				for _, g := range t.Fields {
					g = v.bodyOf(g)
					if g == nil || g.Kind != ast.VectorType || !g.Scalable || g.String() != v.bodyOf(t.Fields[0]).String() {
						return false
					}
				}
				return true
			}
		}
		for _, f := range t.Fields {
			if !v.sizedType(f, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// scalableDeep is Type::isScalableTy through named types: a scalable
// vector, a scalable target type, or an aggregate holding one (a struct
// before LLVM 22: one holding a scalable vector or such a struct).
func (v *verifier) scalableDeep(t *ast.Type, depth int) bool {
	t = v.bodyOf(t)
	if t == nil || depth > 32 {
		return false
	}
	switch t.Kind {
	case ast.VectorType:
		return t.Scalable
	case ast.TargetExtType:
		return targetext.Of(t, v.ver).Scalable
	case ast.ArrayType:
		return v.scalableDeep(t.Elem, depth+1)
	case ast.StructType:
		// Before LLVM 22 a struct counts only its scalable vectors and
		// structs (containsScalableVectorType).
		deep := v.ver.Has(llvmver.ScalableStructsDeep)
		for _, f := range t.Fields {
			if b := v.bodyOf(f); !deep && b != nil && b.Kind != ast.VectorType && b.Kind != ast.StructType {
				continue
			}
			if v.scalableDeep(f, depth+1) {
				return true
			}
		}
	}
	return false
}
