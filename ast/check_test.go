package ast_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
)

const checkSrc = `; module
@g = global i32 0, !dbg !0
define void @f() {
entry:
  %x = add i32 1, 2, !foo !0
  ret void
}
!0 = !{}
!1 = !{!0}
`

func parseCheck(t *testing.T) *ast.Module {
	t.Helper()
	m, err := parser.ParseFile("c.ll", []byte(checkSrc), 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Check(); err != nil {
		t.Fatalf("fresh module: %v", err)
	}
	return m
}

// TestCheckFindsBrokenIndexes corrupts a parsed module in several ways and
// expects Check to notice each.
func TestCheckFindsBrokenIndexes(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corrupt func(m *ast.Module)
		want    string
	}{
		{"entity overlap", func(m *ast.Module) { m.Entities[2].Start = m.Entities[1].Start }, "out of order"},
		{"text outside entities", func(m *ast.Module) { m.Entities[1].Start += 3 }, "text outside any entity"},
		{"metadata run", func(m *ast.Module) { m.Entities[len(m.Entities)-1].Count = 1 }, "metadata runs hold"},
		{"block range", func(m *ast.Module) { m.Functions[0].Blocks[0].NumInsts = 1 }, "blocks cover"},
		{"instruction order", func(m *ast.Module) { m.Insts[0], m.Insts[1] = m.Insts[1], m.Insts[0] }, "out of order"},
		{"attachment kind", func(m *ast.Module) { m.InstAttachments[0].Kind = 99 }, "unknown attachment kind"},
	} {
		m := parseCheck(t)
		tc.corrupt(m)
		err := m.Check()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Check() = %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}
