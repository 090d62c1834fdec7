package bitcode

import "github.com/irmeta/irmeta/ast"

// astType converts a type of the type table to the parser's form, for the
// checks package intrinsics makes on declarations. Identified structs
// become references by name, as a parsed module holds them.
func astType(t *typ) *ast.Type {
	if t == nil {
		return nil
	}
	switch t.kind {
	case tVoid:
		return &ast.Type{Kind: ast.VoidType, Name: "void"}
	case tHalf, tBFloat, tFloat, tDouble, tX86FP80, tFP128, tPPCFP128:
		return &ast.Type{Kind: ast.FloatType, Name: t.String()}
	case tLabel:
		return &ast.Type{Kind: ast.LabelType, Name: "label"}
	case tMetadata:
		return &ast.Type{Kind: ast.MetadataType, Name: "metadata"}
	case tToken:
		return &ast.Type{Kind: ast.TokenType, Name: "token"}
	case tX86MMX, tX86AMX, tByte:
		return &ast.Type{Kind: ast.OtherType, Name: t.String()}
	case tInt:
		return &ast.Type{Kind: ast.IntType, Bits: uint32(t.bits), Name: t.String()}
	case tPtr:
		out := &ast.Type{Kind: ast.PointerType, AddrSpace: uint32(t.bits)}
		if t.elem != nil {
			out.Elem = astType(t.elem)
		}
		return out
	case tFunc:
		out := &ast.Type{Kind: ast.FuncType, Elem: astType(t.elems[0]), Variadic: t.vararg}
		for _, p := range t.elems[1:] {
			out.Fields = append(out.Fields, astType(p))
		}
		return out
	case tStruct:
		if t.ident {
			return &ast.Type{Kind: ast.NamedType, Name: t.String()}
		}
		out := &ast.Type{Kind: ast.StructType, Packed: t.packed}
		for _, f := range t.elems {
			out.Fields = append(out.Fields, astType(f))
		}
		return out
	case tArray, tVector:
		k := ast.ArrayType
		if t.kind == tVector {
			k = ast.VectorType
		}
		return &ast.Type{Kind: k, Len: t.n, Scalable: t.scalable, Elem: astType(t.elem)}
	case tTarget:
		out := &ast.Type{Kind: ast.TargetExtType, Name: t.name, IntParams: t.ints}
		for _, f := range t.elems {
			out.Fields = append(out.Fields, astType(f))
		}
		return out
	}
	return &ast.Type{Kind: ast.OtherType, Name: t.String()}
}
