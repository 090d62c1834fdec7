package dtrans

import (
	"fmt"
	"strconv"

	"github.com/irmeta/irmeta/ast"
)

// resultType returns the type of the value instruction ins produces. The
// decoder reports the written types; the pointer an alloca or a
// getelementptr makes in a typed-pointer module is derived here from the
// allocated type and by walking the indices through the type definitions.
func (a *Annotator) resultType(ins *ast.Instruction) (*ast.Type, error) {
	switch ins.Op {
	case ast.OpAlloca:
		if a.g.OpaquePointers() || len(ins.Operands) == 0 || ins.Type == nil {
			return ins.Type, nil
		}
		return &ast.Type{Kind: ast.PointerType, Elem: ins.Operands[0].Type, AddrSpace: ins.Type.AddrSpace}, nil
	case ast.OpGetElementPtr:
		if len(ins.Operands) < 2 {
			return nil, fmt.Errorf("getelementptr without a base")
		}
		base := ins.Operands[1].Type
		if base == nil || base.Kind != ast.PointerType {
			return nil, fmt.Errorf("getelementptr on vectors of pointers is not supported")
		}
		// A vector index makes a vector of pointers.
		for _, ix := range ins.Operands[2:] {
			if ix.Type != nil && ix.Type.Kind == ast.VectorType {
				return nil, fmt.Errorf("getelementptr with vector indices makes a vector of pointers")
			}
		}
		if base.Elem == nil {
			return base, nil
		}
		t := ins.Operands[0].Type
		var steps []ast.Operand // the indices after the one that steps over the pointer
		if len(ins.Operands) > 3 {
			steps = ins.Operands[3:]
		}
		for _, ix := range steps {
			var err error
			if t, err = a.resolve(t); err != nil {
				return nil, err
			}
			switch t.Kind {
			case ast.StructType:
				k, err := strconv.Atoi(ix.Value.Text)
				if err != nil || k < 0 || k >= len(t.Fields) {
					return nil, fmt.Errorf("getelementptr: bad struct index %q", ix.Value.Text)
				}
				t = t.Fields[k]
			case ast.ArrayType, ast.VectorType:
				t = t.Elem
			default:
				return nil, fmt.Errorf("getelementptr: cannot index into %s", t)
			}
		}
		return &ast.Type{Kind: ast.PointerType, Elem: t, AddrSpace: base.AddrSpace}, nil
	}
	if ins.Type == nil {
		return nil, fmt.Errorf("cannot tell the type %s produces", ins.Op)
	}
	return ins.Type, nil
}

// resolve replaces a named type by its definition.
func (a *Annotator) resolve(t *ast.Type) (*ast.Type, error) {
	for depth := 0; t != nil && t.Kind == ast.NamedType; depth++ {
		if a.typeDefs == nil {
			a.typeDefs = map[string]*ast.Type{}
			m := a.g.Module
			for i := range m.TypeDefs {
				if d, err := a.dec.TypeAt(m.TypeDefs[i].Body.Start); err == nil {
					a.typeDefs[m.TypeDefs[i].Name] = d
				}
			}
		}
		d, ok := a.typeDefs[t.Name]
		if !ok || depth > 100 {
			return nil, fmt.Errorf("no definition of type %s", t)
		}
		t = d
	}
	if t == nil {
		return nil, fmt.Errorf("missing type")
	}
	return t, nil
}
