package errprop

import "github.com/irmeta/irmeta/ast"

// Sizes and offsets with x86-64's data layout, enough to tell whether two
// constant addresses into the same object overlap.

func (mod *module) align(t *ast.Type) int64 { return mod.alignD(t, 0) }

// maxTypeDepth stops the walk of (invalid) recursive types.
const maxTypeDepth = 64

func (mod *module) alignD(t *ast.Type, depth int) int64 {
	t = mod.named(t)
	if t == nil || depth > maxTypeDepth {
		return 1
	}
	switch t.Kind {
	case ast.IntType:
		switch {
		case t.Bits <= 8:
			return 1
		case t.Bits <= 16:
			return 2
		case t.Bits <= 32:
			return 4
		default:
			return 8
		}
	case ast.FloatType:
		return floatBytes(t.Name)
	case ast.PointerType:
		return 8
	case ast.ArrayType, ast.VectorType:
		return mod.alignD(t.Elem, depth+1)
	case ast.StructType:
		if t.Packed {
			return 1
		}
		a := int64(1)
		for _, f := range t.Fields {
			if fa := mod.alignD(f, depth+1); fa > a {
				a = fa
			}
		}
		return a
	}
	return 1
}

// floatBytes is the size and x86-64 alignment of a floating-point type:
// x86_fp80 and fp128 take 16 bytes.
func floatBytes(name string) int64 {
	switch name {
	case "half", "bfloat":
		return 2
	case "float":
		return 4
	case "double":
		return 8
	}
	return 16
}

// size is the allocation size (store size rounded up to the alignment).
func (mod *module) size(t *ast.Type) int64 { return mod.sizeD(t, 0) }

func (mod *module) sizeD(t *ast.Type, depth int) int64 {
	t = mod.named(t)
	if t == nil || depth > maxTypeDepth {
		return 0
	}
	switch t.Kind {
	case ast.IntType:
		s := (int64(t.Bits) + 7) / 8
		return roundUp(s, mod.align(t))
	case ast.FloatType:
		return floatBytes(t.Name)
	case ast.PointerType:
		return 8
	case ast.ArrayType, ast.VectorType:
		return int64(t.Len) * mod.sizeD(t.Elem, depth+1)
	case ast.StructType:
		off := int64(0)
		for _, f := range t.Fields {
			if !t.Packed {
				off = roundUp(off, mod.alignD(f, depth+1))
			}
			off += mod.sizeD(f, depth+1)
		}
		if !t.Packed {
			off = roundUp(off, mod.align(t))
		}
		return off
	}
	return 0
}

func roundUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// fieldOffset is the offset of field i of struct t.
func (mod *module) fieldOffset(t *ast.Type, i int) int64 {
	t = mod.named(t)
	off := int64(0)
	for k, f := range t.Fields {
		if !t.Packed {
			off = roundUp(off, mod.align(f))
		}
		if k == i {
			return off
		}
		off += mod.size(f)
	}
	return off
}

// gepOffset returns the constant byte offset of a getelementptr, or false
// when an index is not constant.
func (mod *module) gepOffset(src *ast.Type, idx []value) (int64, bool) {
	if len(idx) == 0 {
		return 0, true
	}
	if idx[0].kind != vInt {
		return 0, false
	}
	off := idx[0].ival * mod.size(src)
	t := src
	for _, v := range idx[1:] {
		t = mod.named(t)
		if t == nil || v.kind != vInt {
			return 0, false
		}
		switch t.Kind {
		case ast.StructType:
			if v.ival < 0 || int(v.ival) >= len(t.Fields) {
				return 0, false
			}
			off += mod.fieldOffset(t, int(v.ival))
			t = t.Fields[v.ival]
		case ast.ArrayType, ast.VectorType:
			off += v.ival * mod.size(t.Elem)
			t = t.Elem
		default:
			return 0, false
		}
	}
	return off, true
}
