package irmeta_test

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/md"
)

const module = `define i32 @main() {
entry:
  %p = alloca i32, align 4
  store i32 1, ptr %p, align 4, !tbaa !0
  %v = load i32, ptr %p, align 4, !tbaa !0
  %r = call i32 @f(i32 %v)
  ret i32 %r
}

declare i32 @f(i32)

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
`

// Open a module (here from bytes; irmeta.Open reads a file, text or
// bitcode), walk its functions and instructions, and read attachments.
func Example() {
	m, err := irmeta.Parse("example.ll", []byte(module))
	if err != nil {
		fmt.Println(err) // file:line:col: message
		return
	}
	for fn, f := range m.Functions() {
		for in, inst := range m.Insts(fn) {
			if tag := m.Attachment(in, "tbaa"); tag != nil {
				fmt.Println(f.Name, inst.Op, m.ResultName(in), "!tbaa", md.Format(tag))
			}
		}
	}
	// Output:
	// @main store  !tbaa !{!1, !1, i64 0}
	// @main load %v !tbaa !{!1, !1, i64 0}
}

// Edit and print: attach a node to every call. Metadata edits show at
// once; only the edited line changes and the new node is appended.
func ExampleModule_SetAttachment() {
	m, _ := irmeta.Parse("example.ll", []byte(module))
	note := m.NewTuple(md.NewString("call"))
	for in, inst := range m.AllInsts() {
		if inst.Op == ast.OpCall {
			m.SetAttachment(in, "my.note", note)
		}
	}
	m.Print(os.Stdout)
	// Output:
	// define i32 @main() {
	// entry:
	//   %p = alloca i32, align 4
	//   store i32 1, ptr %p, align 4, !tbaa !0
	//   %v = load i32, ptr %p, align 4, !tbaa !0
	//   %r = call i32 @f(i32 %v), !my.note !4
	//   ret i32 %r
	// }
	//
	// declare i32 @f(i32)
	//
	// !0 = !{!1, !1, i64 0}
	// !1 = !{!"int", !2, i64 0}
	// !2 = !{!"omnipotent char", !3, i64 0}
	// !3 = !{!"Simple C/C++ TBAA"}
	// !4 = !{!"call"}
}

// A file that does not exist is an error, as with os.Open.
func ExampleOpen() {
	_, err := irmeta.Open("does-not-exist.ll")
	fmt.Println(err)
	// Output: open does-not-exist.ll: no such file or directory
}
