package parser

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// Result types that the syntax does not spell out: LLVM derives them from
// the operands, through the definitions of named types. The rules are
// LLParser's and those of GetElementPtrInst, ExtractValueInst and
// AtomicCmpXchgInst in LLVM 14.

// setResultType fills in ins.Type where the instruction's text does not
// state it: alloca, getelementptr, extractvalue, cmpxchg and the pads.
func (d *Decoder) setResultType(ins *ast.Instruction) {
	switch ins.Op {
	case ast.OpAlloca:
		if ins.Type != nil && len(ins.Operands) > 0 {
			ins.Type = d.pointerTo(ins.Operands[0].Type, ins.Type.AddrSpace, !d.opaqueModule())
		}
	case ast.OpGetElementPtr:
		ins.Type = d.gepType(ins)
	case ast.OpExtractValue:
		if len(ins.Operands) > 0 {
			ins.Type = d.memberType(ins.Operands[0].Type, ins.Indices)
		}
	case ast.OpInsertValue:
		if len(ins.Operands) > 0 {
			ins.Type = ins.Operands[0].Type
		}
	case ast.OpCmpXchg:
		if len(ins.Operands) > 1 && ins.Operands[1].Type != nil {
			ins.Type = &ast.Type{Kind: ast.StructType, Fields: []*ast.Type{ins.Operands[1].Type, {Kind: ast.IntType, Name: "i1", Bits: 1}}}
		}
	case ast.OpCatchSwitch, ast.OpCatchPad, ast.OpCleanupPad:
		ins.Type = &ast.Type{Kind: ast.TokenType, Name: "token"}
	}
}

// opaqueModule reports whether the module's pointers are opaque. LLVM 14
// reads "ptr" only with -opaque-pointers, which makes every pointer opaque
// ("T*" included); LLVM 15 and later infer that mode from "ptr". Without
// "ptr", LLVM 14's pointers are typed.
func (d *Decoder) opaqueModule() bool {
	return d.m.OpaquePointers
}

// pointerTo returns a pointer to elem in address space as: typed or
// opaque ("ptr"). The opaque pointer in address space 0 is one type for
// all: the decoder's types are never modified once made, and a module
// makes one for most of its allocas and getelementptrs.
func (d *Decoder) pointerTo(elem *ast.Type, as uint32, typed bool) *ast.Type {
	if !typed {
		if as == 0 {
			return opaquePtr0
		}
		return &ast.Type{Kind: ast.PointerType, AddrSpace: as}
	}
	return &ast.Type{Kind: ast.PointerType, Elem: elem, AddrSpace: as}
}

// opaquePtr0 is pointerTo's shared "ptr".
var opaquePtr0 = &ast.Type{Kind: ast.PointerType}

// gepType returns getelementptr's result: a pointer (typed to the indexed
// type when the base pointer is typed) in the base's address space, or a
// vector of them when the base or an index is a vector.
func (d *Decoder) gepType(ins *ast.Instruction) *ast.Type {
	if len(ins.Operands) < 2 {
		return nil
	}
	base := ins.Operands[1].Type
	if base == nil {
		return nil
	}
	scalar := base
	var vec *ast.Type
	if base.Kind == ast.VectorType {
		scalar, vec = base.Elem, base
	}
	if scalar == nil || scalar.Kind != ast.PointerType {
		return nil
	}
	cur := ins.Operands[0].Type
	for i, idx := range ins.Operands[2:] {
		if vec == nil && idx.Type != nil && idx.Type.Kind == ast.VectorType {
			vec = idx.Type
		}
		if i == 0 || cur == nil {
			continue // the first index steps over the pointer
		}
		cur = d.indexInto(cur, idx.Value)
	}
	res := d.pointerTo(cur, scalar.AddrSpace, scalar.Elem != nil && !d.opaqueModule())
	if res.Elem == nil && scalar.Elem != nil && !d.opaqueModule() {
		return nil
	}
	if vec != nil {
		return &ast.Type{Kind: ast.VectorType, Len: vec.Len, Scalable: vec.Scalable, Elem: res}
	}
	return res
}

// indexInto returns the type that index v selects in t: a struct field
// (v is a constant, or a splat vector of one) or an array or vector
// element.
func (d *Decoder) indexInto(t *ast.Type, v ast.Value) *ast.Type {
	t = d.resolve(t)
	if t == nil {
		return nil
	}
	switch t.Kind {
	case ast.ArrayType, ast.VectorType:
		return t.Elem
	case ast.StructType:
		n, ok := constIndex(v)
		if !ok || n >= uint64(len(t.Fields)) {
			return nil
		}
		return t.Fields[n]
	}
	return nil
}

// constIndex returns the value of an integer constant, or of the first
// element of a constant vector (struct indices of vector GEPs are splats).
func constIndex(v ast.Value) (uint64, bool) {
	switch v.Kind {
	case ast.IntConst:
		n, err := strconv.ParseUint(strings.TrimPrefix(v.Text, "+"), 10, 64)
		return n, err == nil
	case ast.ZeroConst:
		return 0, true
	case ast.VectorConst:
		if len(v.Elems) > 0 {
			return constIndex(v.Elems[0].Value)
		}
	}
	return 0, false
}

// memberType returns the member of aggregate t at the extractvalue
// indices idx.
func (d *Decoder) memberType(t *ast.Type, idx []uint64) *ast.Type {
	for _, n := range idx {
		t = d.resolve(t)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case ast.ArrayType:
			t = t.Elem
		case ast.StructType:
			if n >= uint64(len(t.Fields)) {
				return nil
			}
			t = t.Fields[n]
		default:
			return nil
		}
	}
	return t
}

// resolve follows named types to their definitions (nil for opaque or
// undefined ones); other types are returned as they are.
func (d *Decoder) resolve(t *ast.Type) *ast.Type {
	for hops := 0; t != nil && t.Kind == ast.NamedType; hops++ {
		if hops > 64 {
			return nil
		}
		t = d.typeDef(t.Name)
	}
	return t
}

// typeDef returns the decoded body of the named type name (nil when it
// is opaque or undefined), decoding each definition once.
func (d *Decoder) typeDef(name string) *ast.Type {
	if t, ok := d.typeDefs[name]; ok {
		return t
	}
	if d.typeDefIndex == nil {
		d.typeDefs = make(map[string]*ast.Type)
		d.typeDefIndex = make(map[string]int, len(d.m.TypeDefs))
		for i := range d.m.TypeDefs {
			if _, dup := d.typeDefIndex[d.m.TypeDefs[i].Name]; !dup {
				d.typeDefIndex[d.m.TypeDefs[i].Name] = i
			}
		}
	}
	var t *ast.Type
	if i, ok := d.typeDefIndex[name]; ok {
		td := &d.m.TypeDefs[i]
		if !strings.HasPrefix(d.m.Text(td.Body), "opaque") {
			t, _ = d.TypeAt(td.Body.Start)
		}
	}
	d.typeDefs[name] = t
	return t
}
