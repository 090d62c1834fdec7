package ast

import "testing"

// TestLayoutAlign checks DataLayout's alignments for the types LLVM's
// rules and the bitcode writer ask about, under the default layout and
// specs that change them.
func TestLayoutAlign(t *testing.T) {
	i := func(bits uint32) *Type { return &Type{Kind: IntType, Bits: bits} }
	f32 := &Type{Kind: FloatType, Name: "float"}
	vec := func(n uint64, e *Type) *Type { return &Type{Kind: VectorType, Len: n, Elem: e} }
	st := func(packed bool, fs ...*Type) *Type { return &Type{Kind: StructType, Fields: fs, Packed: packed} }
	named := &Type{Kind: NamedType, Name: "%S"}
	body := func(n *Type) *Type {
		if n.Name == "%S" {
			return st(false, i(8), vec(4, f32))
		}
		return nil
	}
	for _, c := range []struct {
		layout string
		t      *Type
		pref   bool
		want   uint64
		ok     bool
	}{
		{"", i(64), false, 4, true},
		{"", i(64), true, 8, true},
		{"i64:64", i(64), false, 8, true},
		{"", i(24), false, 4, true},  // the next wider integer's
		{"", i(128), false, 4, true}, // none wider: the widest's
		{"", f32, false, 4, true},
		{"", vec(4, f32), false, 16, true},
		{"", vec(3, f32), false, 16, true}, // 12 bytes, rounded up
		{"", vec(8192, i(32)), false, 32768, true},
		{"v128:32", vec(4, f32), false, 4, true},
		{"", &Type{Kind: PointerType, AddrSpace: 3}, false, 8, true},
		{"p3:32:32", &Type{Kind: PointerType, AddrSpace: 3}, false, 4, true},
		{"", st(false, i(8), i(32)), false, 4, true},
		{"", st(true, i(8), i(32)), false, 1, true},
		{"a:64", st(true, i(8), i(32)), false, 1, true},
		{"a:64", st(false, i(8)), false, 8, true},
		{"", &Type{Kind: ArrayType, Len: 3, Elem: i(16)}, false, 2, true},
		{"", named, false, 16, true},
		{"", &Type{Kind: NamedType, Name: "%Opaque"}, false, 0, false},
		{"", &Type{Kind: VoidType}, false, 0, false},
	} {
		l, err := ParseLayout(c.layout)
		if err != nil {
			t.Fatalf("%q: %v", c.layout, err)
		}
		got, ok := l.TypeAlign(c.t, c.pref, body)
		if got != c.want || ok != c.ok {
			t.Errorf("layout %q, %s (pref %v): %d %v, want %d %v", c.layout, c.t, c.pref, got, ok, c.want, c.ok)
		}
	}
	for _, bad := range []string{"i64:x", ":8", "a"} {
		if _, err := ParseLayout(bad); err == nil {
			t.Errorf("ParseLayout(%q) read a malformed spec", bad)
		}
	}
	l, _ := ParseLayout("e-m:e-p270:32:32-i64:64-v128:262144-S128-A5-P1")
	if l.MaxSpecAlign() != 32768 || l.AllocaAddrSpace() != 5 || l.ProgramAddrSpace() != 1 || l.IndexBits(270) != 32 || l.IndexBits(7) != 64 {
		t.Errorf("spec reading: max %d, alloca %d, program %d, index %d/%d", l.MaxSpecAlign(), l.AllocaAddrSpace(), l.ProgramAddrSpace(), l.IndexBits(270), l.IndexBits(7))
	}
}

// TestLayoutPointers checks the pointer sizes, index widths and address
// spaces a layout gives, with LLVM 22's pointer spec flags and names, and
// an address space no spec names (address space 0's).
func TestLayoutPointers(t *testing.T) {
	for _, c := range []struct {
		dl              string
		as              uint64
		size, idx       uint64
		alloca, globals uint64
	}{
		{"", 0, 64, 64, 0, 0},
		{"e-m:e-p:32:32-i64:64", 0, 32, 32, 0, 0},
		{"e-p:32:32-p1:64:64:64:32", 1, 64, 32, 0, 0},
		{"e-p:32:32-p1:64:64:64:32", 0, 32, 32, 0, 0},
		{"e-p:32:32-p1:64:64:64:32", 3, 32, 32, 0, 0},
		{"e-p270:32:32-p271:32:32-p272:64:64-i64:64", 270, 32, 32, 0, 0},
		{"e-p270:32:32-p271:32:32-p272:64:64-i64:64", 0, 64, 64, 0, 0},
		{"e-p7:160:256:256:32-A5-G1", 7, 160, 32, 5, 1},
		{"e-pe1:128:128:128:64-pu2(global):32:32", 1, 128, 64, 0, 0},
		{"e-pe1:128:128:128:64-pu2(global):32:32", 2, 32, 32, 0, 0},
		{"e-p(flat):32:32-A3-G1-A4", 0, 32, 32, 4, 1},
	} {
		l := ReadLayout(c.dl)
		if got := l.PointerBits(c.as); got != c.size {
			t.Errorf("%q: PointerBits(%d) = %d, want %d", c.dl, c.as, got, c.size)
		}
		if got := l.IndexBits(c.as); got != c.idx {
			t.Errorf("%q: IndexBits(%d) = %d, want %d", c.dl, c.as, got, c.idx)
		}
		if got := AllocaAddrSpace(c.dl); uint64(got) != c.alloca {
			t.Errorf("%q: AllocaAddrSpace = %d, want %d", c.dl, got, c.alloca)
		}
		if got := GlobalsAddrSpace(c.dl); uint64(got) != c.globals {
			t.Errorf("%q: GlobalsAddrSpace = %d, want %d", c.dl, got, c.globals)
		}
	}
}
