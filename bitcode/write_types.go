package bitcode

import (
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/bitcode/bitstream"
	"github.com/irmeta/irmeta/llvmver"
)

// A typeTable numbers types as LLVM's ValueEnumerator does: element types
// before the types made of them, except that named structs may be
// referenced before their record (the reader makes a placeholder).
type typeTable struct {
	ids   map[string]int
	list  []*ast.Type
	named map[string]*ast.Type // name -> body (nil for opaque)
	// alias maps a named type whose body is not a struct ("%v = type
	// <2 x i16>", old IR) to its body: LLVM makes it no type of its own.
	alias  map[string]*ast.Type
	inProg map[string]bool
	frozen bool // the table is written: a new type is a bug
	// targetTypes: the release written reads target extension types
	targetTypes bool
	// defining is set while the named types are numbered in definition
	// order and while the table is written (a type's body is no use of
	// the types it names); uses holds the named types referenced
	// otherwise (marked: the type keys already walked for them); skip
	// holds the named types not to number, none of the module using them
	// (llvm-as writes only the types its ValueEnumerator meets).
	defining bool
	uses     map[string]bool
	marked   map[string]bool
	skip     map[string]bool
}

func newTypeTable() *typeTable {
	return &typeTable{ids: map[string]int{}, named: map[string]*ast.Type{}, alias: map[string]*ast.Type{},
		inProg: map[string]bool{}, uses: map[string]bool{}, marked: map[string]bool{}}
}

// mark records the named types t refers to, when t is used by something
// other than a type definition.
func (tt *typeTable) mark(t *ast.Type, k string) {
	if tt.defining || tt.marked[k] {
		return
	}
	tt.marked[k] = true
	namedIn(t, func(name string) { tt.uses[name] = true })
}

// namedIn calls fn with the name of each named type t spells, without
// going into their bodies.
func namedIn(t *ast.Type, fn func(name string)) {
	if t == nil {
		return
	}
	if t.Kind == ast.NamedType {
		fn(t.Name)
		return
	}
	namedIn(t.Elem, fn)
	for _, f := range t.Fields {
		namedIn(f, fn)
	}
}

// unused returns the struct types defined but used by nothing but other
// unused definitions (nil when every one is used).
func (tt *typeTable) unused() map[string]bool {
	used := map[string]bool{}
	var work []string
	for n := range tt.uses {
		work = append(work, n)
	}
	push := func(name string) {
		if !used[name] {
			work = append(work, name)
		}
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if used[n] {
			continue
		}
		used[n] = true
		if body := tt.named[n]; body != nil {
			for _, f := range body.Fields {
				namedIn(tt.resolve(f), push)
			}
		}
	}
	var out map[string]bool
	for n := range tt.named {
		if !used[n] {
			if out == nil {
				out = map[string]bool{}
			}
			out[n] = true
		}
	}
	return out
}

// resolve replaces the aliases in t by their bodies; t itself when it
// has none.
func (tt *typeTable) resolve(t *ast.Type) *ast.Type {
	if len(tt.alias) == 0 || t == nil {
		return t
	}
	if t.Kind == ast.NamedType {
		if b, ok := tt.alias[t.Name]; ok {
			return tt.resolve(b)
		}
		return t
	}
	c := *t
	changed := false
	if c.Elem != nil {
		c.Elem = tt.resolve(t.Elem)
		changed = c.Elem != t.Elem
	}
	if len(t.Fields) > 0 {
		c.Fields = make([]*ast.Type, len(t.Fields))
		for i, f := range t.Fields {
			c.Fields[i] = tt.resolve(f)
			changed = changed || c.Fields[i] != f
		}
	}
	if !changed {
		return t
	}
	return &c
}

func typeKey(t *ast.Type) string {
	if t.Kind == ast.NamedType {
		return t.Name
	}
	return t.String()
}

func (tt *typeTable) defineNamed(name string, body *ast.Type) {
	tt.named[name] = body
	tt.id(&ast.Type{Kind: ast.NamedType, Name: name})
}

// id returns the type id of t, numbering it and its parts on first use.
func (tt *typeTable) id(t *ast.Type) int {
	t = tt.resolve(t)
	k := typeKey(t)
	tt.mark(t, k)
	if id, ok := tt.ids[k]; ok {
		return id
	}
	switch t.Kind {
	case ast.NamedType:
		if tt.inProg[k] {
			return -1
		}
		body, ok := tt.named[k]
		if !ok {
			unsupported("type", "undefined type %s", k)
		}
		tt.inProg[k] = true
		if body != nil {
			for _, f := range body.Fields {
				tt.id(f)
			}
		}
		delete(tt.inProg, k)
		if id, ok := tt.ids[k]; ok {
			return id
		}
	case ast.PointerType, ast.ArrayType, ast.VectorType:
		if t.Elem != nil {
			tt.id(t.Elem)
		}
	case ast.StructType:
		for _, f := range t.Fields {
			tt.id(f)
		}
	case ast.FuncType:
		tt.id(t.Elem)
		for _, f := range t.Fields {
			tt.id(f)
		}
	case ast.TargetExtType:
		if !tt.targetTypes {
			unsupported("target extension type", "%s before %s", k, llvmver.TargetExtTypes.Since())
		}
		for _, f := range t.Fields {
			tt.id(f)
		}
	case ast.OpaqueType:
		unsupported("type", "opaque outside a type definition")
	}
	if t.Kind == ast.NamedType {
		if _, ok := tt.named[k]; !ok {
			unsupported("type", "undefined type %s", k)
		}
	}
	// Numbering the parts may have numbered t itself (a pointer to a
	// struct that contains that pointer).
	if id, ok := tt.ids[k]; ok {
		return id
	}
	if tt.frozen {
		panic("bitcode writer: type " + k + " numbered after the type table was written")
	}
	id := len(tt.list)
	tt.ids[k] = id
	tt.list = append(tt.list, t)
	return id
}

// ref returns the id of a type already numbered (after enumeration).
func (tt *typeTable) ref(t *ast.Type) uint64 {
	t = tt.resolve(t)
	k := typeKey(t)
	tt.mark(t, k)
	id, ok := tt.ids[k]
	if !ok {
		id = tt.id(t)
	}
	return uint64(id)
}

func (tt *typeTable) emit(w *bitstream.Writer) {
	// Numbering must be complete before any record refers to a later id.
	tt.frozen = true
	tt.defining = true
	defer func() { tt.defining = false }()
	w.EnterBlock(wTypeBlock, 4)
	w.EmitRecord(1, []uint64{uint64(len(tt.list))})
	for _, t := range tt.list {
		code, ops := tt.record(t, w)
		w.EmitRecord(code, ops)
	}
	w.ExitBlock()
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func (tt *typeTable) record(t *ast.Type, w *bitstream.Writer) (uint64, []uint64) {
	switch t.Kind {
	case ast.VoidType:
		return 2, nil
	case ast.IntType:
		return 7, []uint64{uint64(t.Bits)}
	case ast.FloatType:
		switch t.Name {
		case "float":
			return 3, nil
		case "double":
			return 4, nil
		case "half":
			return 10, nil
		case "x86_fp80":
			return 13, nil
		case "fp128":
			return 14, nil
		case "ppc_fp128":
			return 15, nil
		case "bfloat":
			return 23, nil
		}
	case ast.LabelType:
		return 5, nil
	case ast.MetadataType:
		return 16, nil
	case ast.TokenType:
		return 22, nil
	case ast.OtherType:
		switch t.Name {
		case "x86_mmx":
			return 17, nil
		case "x86_amx":
			return 24, nil
		}
	case ast.PointerType:
		if t.Elem == nil {
			return 25, []uint64{uint64(t.AddrSpace)}
		}
		return 8, []uint64{tt.ref(t.Elem), uint64(t.AddrSpace)}
	case ast.ArrayType:
		return 11, []uint64{t.Len, tt.ref(t.Elem)}
	case ast.VectorType:
		ops := []uint64{t.Len, tt.ref(t.Elem)}
		if t.Scalable {
			ops = append(ops, 1)
		}
		return 12, ops
	case ast.StructType:
		ops := []uint64{b2u(t.Packed)}
		for _, f := range t.Fields {
			ops = append(ops, tt.ref(f))
		}
		return 18, ops
	case ast.FuncType:
		ops := []uint64{b2u(t.Variadic), tt.ref(t.Elem)}
		for _, f := range t.Fields {
			ops = append(ops, tt.ref(f))
		}
		return 21, ops
	case ast.TargetExtType:
		// the name comes first, as a struct's does; then
		// [number of types, types..., integers...]
		w.EmitRecord(19, chars(t.Name))
		ops := []uint64{uint64(len(t.Fields))}
		for _, f := range t.Fields {
			ops = append(ops, tt.ref(f))
		}
		return 26, append(ops, t.IntParams...)
	case ast.NamedType:
		if n := symbolName(t.Name); n != "" {
			w.EmitRecord(19, chars(n))
		}
		body := tt.named[t.Name]
		if body == nil {
			return 6, []uint64{0}
		}
		ops := []uint64{b2u(body.Packed)}
		for _, f := range body.Fields {
			ops = append(ops, tt.ref(f))
		}
		return 20, ops
	}
	unsupported("type", "%s", t.String())
	return 0, nil
}
