package md_test

import (
	"os"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestNamesOutsideText checks that the class and field names of the
// graph's nodes of LLVM's classes, the shared literals (identifiers and
// flags) and the names of functions and globals do not point into the
// module's text: the passes read them at every lookup, and a string in a
// large file's text maps its page in again after the pager gave it back
// (see ast.Pager). Both node readers are covered: the light scan (plain
// fields) and the full decoder (a typed constant field).
func TestNamesOutsideText(t *testing.T) {
	inline := `@g = global i32 0, !dbg !10
define void @f() !dbg !5 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{null})
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !9, isLocal: false, isDefinition: true)
!12 = !DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "v", type: !9, value: i32 7)
`
	srcs := map[string][]byte{"inline.ll": []byte(inline)}
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "oracle", "loops", "ir", "*.g.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no -g modules in the oracle corpus (%v)", err)
	}
	for _, f := range files[:min(3, len(files))] {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[filepath.Base(f)] = b
	}
	for name, src := range srcs {
		m, err := parser.ParseFile(name, src, 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		lo := uintptr(unsafe.Pointer(unsafe.SliceData(m.Src)))
		inText := func(s string) bool {
			p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
			return len(s) > 0 && p >= lo && p < lo+uintptr(len(m.Src))
		}
		for _, f := range m.Functions {
			if inText(f.Name) {
				t.Errorf("%s: function name %s points into the text", name, f.Name)
			}
		}
		for _, g := range m.Globals {
			if inText(g.Name) {
				t.Errorf("%s: global name %s points into the text", name, g.Name)
			}
		}
		nodes, fields, lits := 0, 0, 0
		for _, n := range md.New(m).Nodes() {
			if n.Kind != md.Specialized || parser.ClassOf([]byte(n.Name)) == nil {
				continue
			}
			nodes++
			if inText(n.Name) {
				t.Errorf("%s: !%d: class name %s points into the text", name, n.ID, n.Name)
			}
			for _, f := range n.Fields() {
				fields++
				if inText(f.Name) {
					t.Errorf("%s: !%d: field name %s points into the text", name, n.ID, f.Name)
				}
				if l, ok := f.Value.(*md.Literal); ok && (l.Kind == ast.MDIdent || l.Kind == ast.MDFlags) {
					lits++
					if inText(l.Text) {
						t.Errorf("%s: !%d: %s: literal %s points into the text", name, n.ID, f.Name, l.Text)
					}
				}
			}
		}
		if nodes == 0 || fields == 0 || lits == 0 {
			t.Errorf("%s: %d nodes, %d fields, %d literals checked: the test reads nothing", name, nodes, fields, lits)
		}
	}
}
