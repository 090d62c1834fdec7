package taffo

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// PadStructInfo completes s for the value at t (a global, an alloca or an
// instruction's result; with arg ≥ 0, function t's parameter arg): where
// the value's struct type is known, s and its nested StructInfos get one
// entry per field, the missing trailing ones nil (written as i1 false, as
// TAFFO writes fields without an annotation). It reports false when s has
// more entries than the struct has fields, or when the type holds no
// struct; the type's shape is then left for Check to report. Opaque
// pointers and undecodable types leave s unchanged.
func PadStructInfo(g *md.Graph, t md.Target, arg int, s *StructInfo) bool {
	c := &checker{g: g, dec: parser.NewDecoder(g.Module)}
	var ty *ast.Type
	if arg >= 0 {
		if t.Kind != md.FunctionTarget {
			return true
		}
		h, err := c.dec.FuncHeader(t.Index)
		if err != nil || arg >= len(h.Params) {
			return true
		}
		ty = h.Params[arg].Type
	} else {
		ty = c.valueType(t)
	}
	return c.pad(s, ty, 0)
}

func (c *checker) pad(s *StructInfo, ty *ast.Type, depth int) bool {
	st, known := c.structOf(ty)
	if !known || depth > maxDepth {
		return true
	}
	if st == nil || len(s.Fields) > len(st.Fields) {
		return false
	}
	for len(s.Fields) < len(st.Fields) {
		s.Fields = append(s.Fields, nil)
	}
	ok := true
	for i, f := range s.Fields {
		if sub, isStruct := f.(*StructInfo); isStruct {
			ok = c.pad(sub, st.Fields[i], depth+1) && ok
		}
	}
	return ok
}
