package taffo_test

import (
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// TestPadStructInfo: a short structinfo gets one entry per field of the
// value's struct type, nested ones too; too many entries or a non-struct
// type are reported; an opaque pointer's pointee is unknown and leaves it.
func TestPadStructInfo(t *testing.T) {
	src := `%inner = type { i32, float, double }
%outer = type { %inner, ptr, i64, [2 x i32] }
@g = global %outer zeroinitializer
define void @f(ptr %p, %outer %v) {
  %a = alloca %outer
  ret void
}
`
	m, err := parser.ParseFile("p.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	info := &taffo.Info{}
	short := func() *taffo.StructInfo {
		return taffo.NewStructInfo(taffo.NewStructInfo(info), info)
	}
	check := func(name string, s *taffo.StructInfo, ok bool) {
		t.Helper()
		if !ok {
			t.Fatalf("%s: not padded", name)
		}
		if len(s.Fields) != 4 || s.Fields[2] != nil || s.Fields[3] != nil {
			t.Fatalf("%s: outer fields %v, want 4 with the last two nil", name, s.Fields)
		}
		in := s.Fields[0].(*taffo.StructInfo)
		if len(in.Fields) != 3 || in.Fields[0] != info || in.Fields[1] != nil || in.Fields[2] != nil {
			t.Fatalf("%s: inner fields %v, want the info and two nil", name, in.Fields)
		}
	}
	s := short()
	check("global", s, taffo.PadStructInfo(g, md.Global(0), -1, s))
	s = short()
	check("alloca", s, taffo.PadStructInfo(g, md.Inst(0), -1, s))
	s = short()
	check("parameter", s, taffo.PadStructInfo(g, md.Function(0), 1, s))

	s = short()
	if !taffo.PadStructInfo(g, md.Function(0), 0, s) || len(s.Fields) != 2 {
		t.Errorf("ptr parameter: the pointee is unknown, want it unchanged, got %d fields", len(s.Fields))
	}
	long := taffo.NewStructInfo(info, info, info, info, info)
	if taffo.PadStructInfo(g, md.Global(0), -1, long) {
		t.Errorf("5 entries for 4 fields: want false")
	}
}
