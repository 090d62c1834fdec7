package md_test

import (
	"testing"

	"github.com/irmeta/irmeta/md"
)

const kindModule = `define void @f() !dbg !1 {
  ret void, !dbg !0
}

!llvm.dbg.cu = !{!3}
!0 = !DILocation(line: 1, scope: !1)
!1 = distinct !DISubprogram(name: "f", unit: !3)
!2 = !{}
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, emissionKind: FullDebug)
!4 = !DIFile(filename: "a.c", directory: "/")
!5 = distinct ; a comment between distinct and the node
  !{!2}
!6 = !GenericDINode(tag: DW_TAG_entry_point)
!7 = !DIExpression(DW_OP_constu, 1)
`

// Kind and Name are set on every node a graph hands out, before its
// contents are read: schema packages test n.Kind first.
func TestKindAndNameBeforeLoad(t *testing.T) {
	want := []struct {
		kind md.NodeKind
		name string
	}{
		{md.Specialized, "DILocation"},
		{md.Specialized, "DISubprogram"},
		{md.Tuple, ""},
		{md.Specialized, "DICompileUnit"},
		{md.Specialized, "DIFile"},
		{md.Tuple, ""},
		{md.Specialized, "GenericDINode"},
		{md.Specialized, "DIExpression"},
	}
	g := parse(t, kindModule)
	for id, w := range want {
		n := g.NodeByID(int32(id))
		if n.Kind != w.kind || n.Name != w.name {
			t.Errorf("fresh !%d: Kind %d Name %q, want %d %q", id, n.Kind, n.Name, w.kind, w.name)
		}
		n.Operands()
		if n.Kind != w.kind || n.Name != w.name {
			t.Errorf("loaded !%d: Kind %d Name %q, want %d %q", id, n.Kind, n.Name, w.kind, w.name)
		}
	}
	// The other ways to reach a node: attachments, named metadata.
	g = parse(t, kindModule)
	if n := g.Attachment(md.Inst(0), "dbg"); n.Kind != md.Specialized || n.Name != "DILocation" {
		t.Errorf("attached !0: Kind %d Name %q", n.Kind, n.Name)
	}
	if n := g.Named("llvm.dbg.cu").Nodes[0]; n.Kind != md.Specialized || n.Name != "DICompileUnit" {
		t.Errorf("named !3: Kind %d Name %q", n.Kind, n.Name)
	}
}

// Import copies a node the source graph has not decoded yet.
func TestImportFreshSpecializedNode(t *testing.T) {
	src := parse(t, kindModule)
	dst := parse(t, "")
	c := dst.Import(src.NodeByID(4)).(*md.Node)
	if got, want := md.Format(c), `!DIFile(filename: "a.c", directory: "/")`; got != want {
		t.Errorf("imported !4 = %s, want %s", got, want)
	}
}

// TestArgListKind reads a !DIArgList defined as a node of its own, which
// LLVM 14 to 16 accept (llvmver.DIArgListOperandOnly).
func TestArgListKind(t *testing.T) {
	g := parseLLVM14(t, "!0 = !DIArgList(i32 1)\n")
	n := g.NodeByID(0)
	if n.Kind != md.ArgList || n.Name != "DIArgList" {
		t.Errorf("fresh !0: Kind %d Name %q", n.Kind, n.Name)
	}
	n.Operands()
	if n.Kind != md.ArgList || n.Name != "DIArgList" {
		t.Errorf("loaded !0: Kind %d Name %q", n.Kind, n.Name)
	}
}
