package dtrans

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
)

// mangle returns the overload suffix LLVM gives type t in intrinsic names
// (Intrinsic::getName): "p0i8" for i8*, "p0s_struct.Ts" for %struct.T*,
// "p0" for ptr. ok is false for types LLVM cannot mangle here.
func mangle(t *ast.Type) (string, bool) {
	var b strings.Builder
	ok := mangleInto(&b, t)
	return b.String(), ok
}

func mangleInto(b *strings.Builder, t *ast.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.PointerType:
		b.WriteString("p" + strconv.FormatUint(uint64(t.AddrSpace), 10))
		if t.Elem != nil {
			return mangleInto(b, t.Elem)
		}
		return true
	case ast.ArrayType:
		b.WriteString("a" + strconv.FormatUint(t.Len, 10))
		return mangleInto(b, t.Elem)
	case ast.VectorType:
		if t.Scalable {
			b.WriteString("nx")
		}
		b.WriteString("v" + strconv.FormatUint(t.Len, 10))
		return mangleInto(b, t.Elem)
	case ast.NamedType:
		b.WriteString("s_" + parser.PlainName(t.Name) + "s")
		return true
	case ast.StructType:
		b.WriteString("sl_")
		for _, f := range t.Fields {
			if !mangleInto(b, f) {
				return false
			}
		}
		b.WriteByte('s')
		return true
	case ast.FuncType:
		b.WriteString("f_")
		if !mangleInto(b, t.Elem) {
			return false
		}
		for _, f := range t.Fields {
			if !mangleInto(b, f) {
				return false
			}
		}
		if t.Variadic {
			b.WriteString("vararg")
		}
		b.WriteByte('f')
		return true
	case ast.IntType:
		b.WriteString("i" + strconv.FormatUint(uint64(t.Bits), 10))
		return true
	case ast.VoidType:
		b.WriteString("isVoid")
		return true
	case ast.MetadataType:
		b.WriteString("Metadata")
		return true
	case ast.FloatType:
		s, ok := floatMangling[t.Name]
		b.WriteString(s)
		return ok
	case ast.OtherType:
		switch t.Name {
		case "x86_mmx":
			b.WriteString("x86mmx")
			return true
		case "x86_amx":
			b.WriteString("x86amx")
			return true
		}
	}
	return false
}

var floatMangling = map[string]string{
	"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64",
	"x86_fp80": "f80", "fp128": "f128", "ppc_fp128": "ppcf128",
}
