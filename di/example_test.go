package di_test

import (
	"fmt"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/di"
	"github.com/irmeta/irmeta/md"
)

const diModule = `define i32 @add(i32 %a) !dbg !4 {
  %r = add i32 %a, 1, !dbg !9
  ret i32 %r, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "add.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 2, type: !5, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !8}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !1, line: 1, baseType: !11)
!9 = !DILocation(line: 3, column: 12, scope: !4, inlinedAt: !10)
!10 = distinct !DILocation(line: 7, column: 3, scope: !4)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
`

// An instruction's source position, the locations it was inlined at,
// and the function's subprogram, with typed fields.
func ExampleLocationOf() {
	m, _ := irmeta.Parse("add.ll", []byte(diModule))
	loc := di.LocationOf(m.Graph, md.Inst(0))
	for _, l := range loc.InlinedAtChain() {
		fmt.Println(l.Pos())
	}
	sp := di.SubprogramOf(m.Graph, md.Function(0))
	fmt.Println(sp.Name, sp.Line, sp.SPFlags, di.ScopeFile(sp.File).Filename)
	// Output:
	// add.c:3:12
	// add.c:7:3
	// add 2 DISPFlagDefinition add.c
}

// Follow a type through typedefs and qualifiers.
func ExampleTypeChain() {
	m, _ := irmeta.Parse("add.ll", []byte(diModule))
	param := m.NodeByID(8)
	for _, t := range di.TypeChain(param) {
		fmt.Println(di.Format(t))
	}
	fmt.Println(di.TypeName(param), "=", di.TypeName(m.NodeByID(11)))
	// Output:
	// !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !1, line: 1, baseType: !11)
	// !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
	// !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
	// myint = const int
}

// Build a node from Go, attach it and print it as LLVM prints it.
func ExampleBuild() {
	m, _ := irmeta.Parse("add.ll", []byte(diModule))
	sp := m.Attachment(md.Function(0), "dbg")
	loc, err := di.Build(m.Graph, &di.Location{Line: 4, Column: 1, Scope: sp})
	if err != nil {
		panic(err)
	}
	m.SetAttachment(md.Inst(1), "dbg", loc)
	fmt.Println(md.FormatDef(loc))
	// Output: !12 = !DILocation(line: 4, column: 1, scope: !4)
}

// DIExpression operations come decoded.
func ExampleExpression_Ops() {
	m, _ := irmeta.Parse("e.ll", []byte("!0 = !DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_fragment, 0, 32)\n"))
	e := di.As[di.Expression](m.NodeByID(0))
	for _, op := range e.Ops() {
		fmt.Println(op.Op, op.Args)
	}
	off, size, _ := e.Fragment()
	fmt.Println("fragment", off, size)
	// Output:
	// DW_OP_plus_uconst [8]
	// DW_OP_LLVM_fragment [0 32]
	// fragment 0 32
}
