package md_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

func TestRenumber(t *testing.T) {
	src := `define void @f() !dbg !9 {
  ret void, !prof !{!"branch_weights", i32 1}, !dbg !3
}
!llvm.ident = !{!5, !6}
!3 = !DILocation(line: 1, scope: !9)
!5 = !{!"x"}
!6 = !{!"x"}
!7 = !{!"unused"}
!9 = distinct !DISubprogram(name: "f", unit: !10)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !11)
!11 = !DIFile(filename: "f.c", directory: "/")
`
	m, err := parser.ParseFile("r.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	out, err := md.New(m).Renumber()
	if err != nil {
		t.Fatal(err)
	}
	// Named metadata first (!5 and !6 are one uniqued node), then the
	// function's !dbg and, depth first, what it reaches (the unit, then the
	// unit's file), then the instruction's !dbg before its !prof (kind id
	// order, !dbg first); the unused !7 is dropped. Checked by hand against
	// LLVM's slot order: each node is numbered before its operands.
	want := `define void @f() !dbg !1 {
  ret void, !prof !5, !dbg !4
}
!llvm.ident = !{!0, !0}
!0 = !{!"x"}
!1 = distinct !DISubprogram(name: "f", unit: !2)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3)
!3 = !DIFile(filename: "f.c", directory: "/")
!4 = !DILocation(line: 1, scope: !1)
!5 = !{!"branch_weights", i32 1}
`
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("renumbered module mismatch (-want +got):\n%s", diff)
	}
}

// signature describes a module's numbered nodes by class and the numbers
// they reference: equal signatures mean equal numbering.
func signature(g *md.Graph) string {
	var out []string
	for _, n := range g.Nodes() {
		var refs []string
		for _, c := range n.Children() {
			if c.ID >= 0 {
				refs = append(refs, c.String())
			}
		}
		sort.Strings(refs)
		name := n.Name
		if n.Kind == md.Tuple {
			name = "tuple"
		}
		out = append(out, fmt.Sprintf("%s=%s(%s)", n, name, strings.Join(refs, ",")))
	}
	sort.Strings(out)
	return strings.Join(out, "\n")
}

// renumberMatches reports whether Renumber numbers a's nodes as llvm-dis
// numbered them in b (a and b have the same metadata). It is checked in
// TestDiffAgainstLLVM's sweep, which already has LLVM's output.
func renumberMatches(a, b *md.Graph) (bool, error) {
	r, err := a.Renumber()
	if err != nil {
		return false, err
	}
	// Read under the release the module was read under: an LLVM 14 file
	// may spell what LLVM 22 rejects (inrange indices).
	mr, err := parser.ParseFileOptions(a.Module.File.Name+" (renumbered)", r, parser.Options{Version: a.Module.Version})
	if err != nil {
		return false, fmt.Errorf("renumbered module does not parse: %w", err)
	}
	return signature(md.New(mr)) == signature(b), nil
}
