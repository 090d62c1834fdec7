package md_test

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

const exampleModule = `define float @scale(float %x) !dbg !2 {
  %y = fmul float %x, 2.0, !taffo.info !0
  ret float %y
}
!llvm.module.flags = !{!4}
!0 = !{!1, !3, i1 false, i2 1}
!1 = !{!"fixp", i32 -32, i32 24}
!2 = !{!"not a real subprogram, just metadata"}
!3 = !{double 0.0, double 1.0e+02}
!4 = !{i32 1, !"wchar_size", i32 4}
`

// Walk the attachments of every instruction and follow a node's operands.
func ExampleGraph_Attachments() {
	m, err := parser.ParseFile("example.ll", []byte(exampleModule), 0)
	if err != nil {
		panic(err)
	}
	g := md.New(m)
	for i := range m.Insts {
		for _, a := range g.Attachments(md.Inst(i)) {
			fmt.Printf("%s !%s %s\n", g.TargetName(md.Inst(i)), a.Kind, md.Format(a.Node))
			typ := a.Node.Operand(0).(*md.Node)
			fmt.Println("  type:", md.Format(typ))
		}
	}
	// Output:
	// @scale:%y !taffo.info !{!1, !3, i1 false, i2 1}
	//   type: !{!"fixp", i32 -32, i32 24}
}

// Attach new metadata and print the module: only the edited line changes,
// and the new node is appended.
func ExampleGraph_SetAttachment() {
	m, _ := parser.ParseFile("example.ll", []byte("define void @f() {\n  ret void\n}\n"), 0)
	g := md.New(m)
	note := g.NewTuple(md.NewString("checked"), md.NewInt(32, 1))
	g.SetAttachment(md.Inst(0), "my.note", note)
	g.Print(os.Stdout)
	// Output:
	// define void @f() {
	//   ret void, !my.note !0
	// }
	// !0 = !{!"checked", i32 1}
}

// Declare typed attributes once and use them on the module or any entity.
func ExampleNewTupleAttr() {
	m, _ := parser.ParseFile("example.ll", []byte("define void @k() {\n  ret void\n}\n"), 0)
	g := md.New(m)
	type workGroupSize struct{ X, Y, Z int32 }
	reqd := md.NewTupleAttr[workGroupSize]("reqd_work_group_size")
	if err := reqd.Set(g, md.Function(0), workGroupSize{8, 4, 1}); err != nil {
		panic(err)
	}
	wg, err := reqd.Get(g, md.Function(0))
	fmt.Println(wg, err)
	g.Print(os.Stdout)
	// Output:
	// {8 4 1} <nil>
	// define void @k() !reqd_work_group_size !0 {
	//   ret void
	// }
	// !0 = !{i32 8, i32 4, i32 1}
}

// Compare two modules' metadata regardless of how the nodes are numbered.
func ExampleDiff() {
	a, _ := parser.ParseFile("a.ll", []byte("!llvm.ident = !{!0}\n!0 = !{!\"clang\"}\n"), 0)
	b, _ := parser.ParseFile("b.ll", []byte("!llvm.ident = !{!7}\n!7 = !{!\"gcc\"}\n"), 0)
	for _, d := range md.Diff(md.New(a), md.New(b)) {
		fmt.Println(d)
	}
	// Output:
	// a.ll:2:1 vs b.ll:2:1: !llvm.ident[0]: !0 = !{!"clang"} vs !7 = !{!"gcc"}: operand 0: !"clang" vs !"gcc"
}

// Read a few fields of debug-info nodes without loading them into the
// graph: a pass over the hundreds of thousands of nodes of a -g module
// keeps the graph small this way.
func ExampleNode_PeekField() {
	src := `!0 = !DILexicalBlock(scope: !1, file: !2, line: 7, column: 3)
!1 = distinct !DISubprogram(name: "f", file: !2, line: 5)
!2 = !DIFile(filename: "a.c", directory: "/src")
`
	m, err := parser.ParseFile("example.ll", []byte(src), 0)
	if err != nil {
		panic(err)
	}
	g := md.New(m)
	block := g.NodeByID(0)
	scope := block.PeekNode("scope")
	fmt.Println(block.Name, "in", scope.Name, "at line", block.PeekLiteral("line"))
	fmt.Println("loaded:", block.Loaded())
	// Output:
	// DILexicalBlock in DISubprogram at line 7
	// loaded: false
}
