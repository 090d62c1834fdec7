package parser

import (
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/ast"
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

// TestLocations checks what the parser records of each DILocation
// definition against what the text says, in the spellings a location may
// have, and that other definitions keep the zero Location.
func TestLocations(t *testing.T) {
	src := `!0 = !DILocation(line: 1, scope: !5)
!1 = !{!DILocation(line: 2, scope: !5)}
!2 = distinct !DILocation(line: 3, column: 4, scope: !5, inlinedAt: !0, atomGroup: 7, atomRank: 1)
!3 = !DILocation(line: 3, scope: !5, inlinedAt: null, atomGroup: 00)
!4 = !DILocation(line: 3, scope: !5, isImplicitCode: true, atomGroup: 0)
!5 = distinct !DISubprogram(name: "f", scope: null, spFlags: DISPFlagDefinition, unit: !9)
!6 = !DILocation(line: 3, scope: !5, inlinedAt: !DILocation(line: 1, scope: !5))
!7 = !DILocation(line: 3, scope: !5, inlinedAt: !DILocation(line: 2, scope: !5), atomGroup: 1)
!8 = !DILocation(scope: !007, line: 1)
!9 = distinct !DICompileUnit(language: DW_LANG_C99, file: !10, emissionKind: FullDebug)
!10 = !DIFile(filename: "a.c", directory: "/")
`
	m, err := ParseFileOptions("l.ll", []byte(src), Options{Version: 22, Mode: SkipRefCheck})
	if err != nil {
		t.Fatal(err)
	}
	want := []ast.Location{
		{IsLocation: true, Scope: 5, InlinedAt: -1, Simple: true},
		{},
		{IsLocation: true, Scope: 5, InlinedAt: 0, Simple: true, Atom: true},
		{IsLocation: true, Scope: 5, InlinedAt: -1, Simple: true},
		{IsLocation: true, Scope: 5, InlinedAt: -1, Simple: true},
		{},
		{IsLocation: true, Scope: 5, InlinedAt: -1},
		{IsLocation: true, Scope: 5, InlinedAt: -1, Atom: true},
		{IsLocation: true, Scope: 7, InlinedAt: -1, Simple: true},
		{},
		{},
	}
	if len(m.Locations) != len(m.MDDefs) {
		t.Fatalf("%d locations for %d definitions", len(m.Locations), len(m.MDDefs))
	}
	for i, l := range m.Locations {
		w := want[i]
		if !w.Simple {
			l.Scope, l.InlinedAt, w.Scope, w.InlinedAt = 0, 0, 0, 0 // unspecified
		}
		if l != w {
			t.Errorf("!%d: %+v, want %+v", m.MDDefs[i].ID, m.Locations[i], want[i])
		}
	}
	none, err := ParseFile("n.ll", []byte("!0 = !{}\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if none.Locations != nil {
		t.Errorf("a module without locations has Locations %v", none.Locations)
	}
}

// TestDefShapes checks the shape the parser records of each definition
// against the definition's text (TestSplitParseSame compares the shapes of
// a split parse with one parse's).
func TestDefShapes(t *testing.T) {
	src := "!0 = !{}\n!1 = distinct !{null}\n!2 = !DIFile(filename: \"a\", directory: \"b\")\n" +
		"!3 = !{!2, !{}}\n!4 = !DIBasicType(name: \"int\")\n!5 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2)\n" +
		"!6 = !DIExpression()\n!7 = distinct !DIExpression()\n"
	m, err := ParseFile("t.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := range m.MDDefs {
		s, ok := m.DefShape(i)
		if !ok {
			t.Fatalf("definition %d has no shape", i)
		}
		name := "?"
		switch k := s.Kind(); k {
		case ast.ShapeTuple:
			name = "tuple"
		default:
			if n, ok := ShapeClassName(k); ok {
				name = n
			}
		}
		if s.Distinct() {
			name = "distinct " + name
		}
		got = append(got, name)
		if s.Distinct() != m.MDDefs[i].Distinct(m.Src) {
			t.Errorf("definition %d: shape's distinct %v, text's %v", i, s.Distinct(), !s.Distinct())
		}
	}
	want := "[tuple distinct tuple DIFile tuple DIBasicType distinct DICompileUnit DIExpression distinct DIExpression]"
	if fmt.Sprint(got) != want {
		t.Errorf("shapes %v, want %s", got, want)
	}
	if _, ok := ShapeClassName(ast.ShapeTuple); ok {
		t.Error("ShapeClassName names the tuple's shape")
	}
	for i, name := range shapeNames {
		if sn, ok := SpecializedName([]byte(name)); !ok || sn != name {
			t.Errorf("shape %d's class %q is not a specialized node's name", i, name)
		}
	}
}
