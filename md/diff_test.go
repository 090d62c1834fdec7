package md_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
)

// diffBase is a small module with debug info, loop metadata, TBAA and a
// metadata argument; the cases below rewrite it.
const diffBase = `define void @f(i32 %x) !dbg !4 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !8, metadata !DIExpression()), !dbg !9
  store i32 %x, i32* null, align 4, !tbaa !12, !dbg !9
  br label %l, !llvm.loop !10
l:
  ret void, !dbg !11
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, retainedNodes: !6, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !7)
!6 = !{!8}
!7 = !{null, !2}
!8 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 1, type: !2)
!9 = !DILocation(line: 2, column: 3, scope: !4)
!10 = distinct !{!10, !9, !11}
!11 = !DILocation(line: 3, column: 1, scope: !4)
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"tbaa root"}
`

// TestDiffEquivalentForms checks that writing the same metadata
// differently (renumbered, reordered, fields in another order or with
// default values spelled out, DWARF constants as numbers, comments and
// tabs that send a node through the full decoder) makes no difference.
func TestDiffEquivalentForms(t *testing.T) {
	cases := []struct{ name, from, to string }{
		{"field order", `!DILocation(line: 2, column: 3, scope: !4)`, `!DILocation(scope: !4, column: 3, line: 2)`},
		{"default spelled out", `!DILocation(line: 2, column: 3, scope: !4)`, `!DILocation(line: 2, column: 3, scope: !4, inlinedAt: null, isImplicitCode: false)`},
		{"numeric DWARF constant", `encoding: DW_ATE_signed)`, `encoding: 5)`},
		{"tag written as its default", `!DIBasicType(name: "int"`, `!DIBasicType(tag: DW_TAG_base_type, name: "int"`},
		{"comment inside a node", `!DILocation(line: 3, column: 1, scope: !4)`, "!DILocation(line: 3, ; note\n column: 1, scope: !4)"},
		{"tabs", `!DILocalVariable(name: "x", arg: 1,`, "!DILocalVariable(name:\t\"x\", arg: 1,"},
		{"escaped string", `!DIFile(filename: "f.c"`, `!DIFile(filename: "f\2Ec"`},
		{"numbered expression", `metadata !DIExpression())`, `metadata !15)`},
		{"flags order", `spFlags: DISPFlagDefinition)`, `spFlags: DISPFlagDefinition | 0)`},
		{"legacy subprogram booleans", `spFlags: DISPFlagDefinition)`, `isDefinition: true, isLocal: false)`},
		{"tuple spacing", `!10 = distinct !{!10, !9, !11}`, `!10 = distinct !{ !10,!9 , !11 }`},
	}
	base := parse(t, diffBase)
	for _, c := range cases {
		if !strings.Contains(diffBase, c.from) {
			t.Fatalf("%s: %q not in the base module", c.name, c.from)
		}
		other := strings.Replace(diffBase, c.from, c.to, 1) + "!15 = !DIExpression()\n"
		if d := md.Diff(base, parse(t, other)); len(d) != 0 {
			t.Errorf("%s: %d differences, first: %v", c.name, len(d), d[0])
		}
	}
	// Renumbering every node (in reverse) makes no difference either.
	renum := diffBase
	for i := 14; i >= 0; i-- {
		renum = strings.ReplaceAll(renum, fmt.Sprintf("!%d,", i), fmt.Sprintf("!R%d,", 40-i))
		renum = strings.ReplaceAll(renum, fmt.Sprintf("!%d ", i), fmt.Sprintf("!R%d ", 40-i))
		renum = strings.ReplaceAll(renum, fmt.Sprintf("!%d}", i), fmt.Sprintf("!R%d}", 40-i))
		renum = strings.ReplaceAll(renum, fmt.Sprintf("!%d)", i), fmt.Sprintf("!R%d)", 40-i))
		renum = strings.ReplaceAll(renum, fmt.Sprintf("!%d\n", i), fmt.Sprintf("!R%d\n", 40-i))
	}
	renum = strings.ReplaceAll(renum, "!R", "!")
	if renum == diffBase {
		t.Fatal("renumbering changed nothing")
	}
	if d := md.Diff(base, parse(t, renum)); len(d) != 0 {
		t.Errorf("renumbered: %d differences, first: %v", len(d), d[0])
	}
}

// TestDiffRealDifferences checks that each kind of change is reported, at
// the right place, whichever way (tokens or full decoder) each side's
// nodes are read.
func TestDiffRealDifferences(t *testing.T) {
	cases := []struct {
		name, from, to string
		where, detail  string // expected in the first difference
	}{
		{"line", `!DILocation(line: 2, column: 3, scope: !4)`, `!DILocation(line: 7, column: 3, scope: !4)`, "@f:2 !dbg", "field line: 2 vs 7"},
		{"line, other side decoded fully", `!DILocation(line: 2, column: 3, scope: !4)`, "!DILocation(line: 7, column: 3, ; c\n scope: !4)", "@f:2 !dbg", "field line: 2 vs 7"},
		{"field added", `!DILocation(line: 3, column: 1, scope: !4)`, `!DILocation(line: 3, column: 1, scope: !4, isImplicitCode: true)`, "@f:6 !dbg", "field isImplicitCode: (absent) vs true"},
		{"scope", `!DILocation(line: 3, column: 1, scope: !4)`, `!DILocation(line: 3, column: 1, scope: !1)`, "@f:6 !dbg", "field scope"},
		{"variable's type, two levels down", `!DIBasicType(name: "int", size: 32`, `!DIBasicType(name: "int", size: 64`, "", "size: 32 vs 64"},
		{"string", `!{!"tbaa root"}`, `!{!"tbaa root 2"}`, "@f:3 !tbaa", `!"tbaa root" vs !"tbaa root 2"`},
		{"tuple operand", `!10 = distinct !{!10, !9, !11}`, `!10 = distinct !{!10, !11, !9}`, "distinct node", "operand 1"},
		{"distinct vs uniqued", `!9 = !DILocation(line: 2, column: 3, scope: !4)`, `!9 = distinct !DILocation(line: 2, column: 3, scope: !4)`, "@f:2 !dbg", "distinct vs uniqued"},
		{"attachment removed", `, !tbaa !12, !dbg !9`, `, !dbg !9`, "@f:3 !tbaa", ""},
		{"argument", `metadata !8, metadata !DIExpression())`, `metadata !8, metadata !DIExpression(DW_OP_deref))`, "@f:2 op 1", "0 operands vs 1"},
		{"numbered argument", `metadata !DIExpression())`, `metadata !16)`, "@f:2 op 1", "0 operands vs 1"},
		{"named metadata", `!llvm.dbg.cu = !{!0}`, `!llvm.dbg.cu = !{!0, !1}`, "!llvm.dbg.cu[1]", ""},
	}
	base := parse(t, diffBase)
	for _, c := range cases {
		if !strings.Contains(diffBase, c.from) {
			t.Fatalf("%s: %q not in the base module", c.name, c.from)
		}
		other := strings.Replace(diffBase, c.from, c.to, 1) + "!16 = !DIExpression(DW_OP_deref)\n"
		for _, sides := range [][2]*md.Graph{{base, parse(t, other)}, {parse(t, other), base}} {
			d := md.Diff(sides[0], sides[1])
			if len(d) == 0 {
				t.Errorf("%s: no difference found", c.name)
				continue
			}
			got := d[0].String()
			if !strings.Contains(got, c.where) {
				t.Errorf("%s: first difference %q, want it at %q", c.name, got, c.where)
			}
			if c.detail != "" && !strings.Contains(d[0].Detail, strings.Fields(c.detail)[0]) {
				t.Errorf("%s: detail %q, want %q", c.name, d[0].Detail, c.detail)
			}
		}
		if d := md.Diff(base, parse(t, other)); len(d) > 0 && c.detail != "" && !strings.Contains(d[0].Detail, c.detail) {
			t.Errorf("%s: detail %q, want %q", c.name, d[0].Detail, c.detail)
		}
	}
}

// TestDiffEditedGraph checks that Diff sees edits of a node that was read
// from the source (its text no longer says what it holds).
func TestDiffEditedGraph(t *testing.T) {
	a, b := parse(t, diffBase), parse(t, diffBase)
	if d := md.Diff(a, b); len(d) != 0 {
		t.Fatalf("unedited: %v", d[0])
	}
	loc := b.Lookup(11)
	b.SetField(loc, "line", &md.Literal{Kind: loc.Field("line").(*md.Literal).Kind, Text: "9"})
	d := md.Diff(a, b)
	if len(d) == 0 {
		t.Fatal("edit of !11 not seen")
	}
	if !strings.Contains(d[0].Detail, "line: 3 vs 9") {
		t.Errorf("first difference %v, want line 3 vs 9", d[0])
	}
	// Diffing the edited graph with itself finds nothing.
	if d := md.Diff(b, b); len(d) != 0 {
		t.Errorf("edited graph against itself: %v", d[0])
	}
}

// TestDiffInlineArgumentPositions checks that equal inline arguments on
// different lines are reported each at its own place.
func TestDiffInlineArgumentPositions(t *testing.T) {
	const src = `define void @f() {
  call void @g(metadata !{!"a"})
  call void @g(metadata !{!"a"})
  ret void
}
declare void @g(metadata)
`
	d := md.Diff(parse(t, src), parse(t, strings.ReplaceAll(src, `!"a"`, `!"b"`)))
	if len(d) != 2 {
		t.Fatalf("%d differences, want 2: %v", len(d), d)
	}
	for i, x := range d {
		if x.PosA.Line != i+2 || x.PosB.Line != i+2 || x.PosA.Column != 25 {
			t.Errorf("difference %d at %v vs %v, want line %d column 25 on both sides", i, x.PosA, x.PosB, i+2)
		}
	}
}
