package parser

import (
	"fmt"
	"testing"
)

// TestFunctionLinkageAndCallingConv checks what the parser records of a
// header's linkage and calling convention, in each way they are written.
func TestFunctionLinkageAndCallingConv(t *testing.T) {
	for _, c := range []struct {
		header      string
		linkage, cc string
	}{
		{"declare void @f()", "", ""},
		{"define void @f() {\n  ret void\n}", "", ""},
		{"define internal fastcc void @f() {\n  ret void\n}", "internal", "fastcc"},
		{"declare extern_weak dllimport void @f()", "extern_weak", ""},
		{"define weak hidden spir_kernel void @f() {\n  ret void\n}", "weak", "spir_kernel"},
		{"define linkonce_odr cc 76 void @f() {\n  ret void\n}", "linkonce_odr", "cc 76"},
		{"define cc091 void @f() {\n  ret void\n}", "", "cc 91"},
		{"define private dso_local amdgpu_kernel void @f() {\n  ret void\n}", "private", "amdgpu_kernel"},
		{"declare external ccc void @f()", "external", "ccc"},
	} {
		m, err := ParseFile("f.ll", []byte(c.header+"\n"), 0)
		if err != nil {
			t.Fatalf("%q: %v", c.header, err)
		}
		f := m.Functions[0]
		if f.Linkage != c.linkage || f.CallingConv != c.cc {
			t.Errorf("%q: linkage %q, calling convention %q; want %q, %q", c.header, f.Linkage, f.CallingConv, c.linkage, c.cc)
		}
	}
}

// TestConvergenceBundles checks that the parse notes a "convergencectrl"
// operand bundle, written plainly or with an escape, and no other.
func TestConvergenceBundles(t *testing.T) {
	const body = "declare token @llvm.experimental.convergence.anchor()\ndeclare void @g()\n" +
		"define void @f() {\n  %%tok = call token @llvm.experimental.convergence.anchor()\n  call void @g() [ %s(token %%tok) ]\n  ret void\n}\n"
	for tag, want := range map[string]bool{
		`"convergencectrl"`:   true,
		`"convergence\63trl"`: true,
		`"\63onvergencectrl"`: true,
		`"convergencectrlx"`:  false,
		`"deopt"`:             false,
		`"conv"`:              false,
	} {
		src := []byte(fmt.Sprintf(body, tag))
		m, err := ParseFile("b.ll", src, 0)
		if err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		if m.ConvergenceBundles != want {
			t.Errorf("%s: ConvergenceBundles = %v, want %v", tag, m.ConvergenceBundles, want)
		}
	}
}

// TestCompositeIdentifiers checks that the parse notes a DICompositeType
// with an identifier, defined or written inline, and nothing else.
func TestCompositeIdentifiers(t *testing.T) {
	for src, want := range map[string]bool{
		`!0 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", identifier: "_ZTS1S")`:                                 true,
		`!0 = !DICompositeType(tag: DW_TAG_structure_type, name: "S")`:                                                       false,
		`!0 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !DICompositeType(tag: DW_TAG_class_type, identifier: "x"))`: true,
		`!0 = !DIDerivedType(tag: DW_TAG_member, name: "identifier", baseType: null)`:                                        false,
		`!0 = !{!"identifier"}`: false,
	} {
		m, err := ParseFile("c.ll", []byte(src+"\n"), 0)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if m.CompositeIdentifiers != want {
			t.Errorf("%s: CompositeIdentifiers = %v, want %v", src, m.CompositeIdentifiers, want)
		}
	}
}

// TestIntrinsicRefs checks which references to "@llvm." names the parser
// lists: not callees, not quoted spellings, not declarations.
func TestIntrinsicRefs(t *testing.T) {
	src := `declare void @llvm.trap()
declare void @"llvm.x"()
@p = global ptr @llvm.trap
@q = global ptr @"llvm.x"
define void @f() {
  call void @llvm.trap()
  call void @llvm.trap ()
  store ptr @llvm.trap, ptr @p
  ret void
}
`
	m, err := ParseFile("r.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range m.IntrinsicRefs {
		got = append(got, fmt.Sprintf("%d:%s", m.Position(s.Start).Line, m.Src[s.Start:s.End]))
	}
	want := "[3:@llvm.trap 8:@llvm.trap]"
	if fmt.Sprint(got) != want {
		t.Errorf("IntrinsicRefs = %v, want %s", got, want)
	}
}
