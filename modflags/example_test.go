package modflags_test

import (
	"fmt"
	"os"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/modflags"
)

const flagsModule = `!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
`

// List the module flags, read one by name and set another.
func ExampleRead() {
	m, _ := irmeta.Parse("f.ll", []byte(flagsModule))
	for _, f := range modflags.Read(m.Graph) {
		fmt.Println(f.Behavior, f.ID, f.Value)
	}
	w, _ := modflags.WCharSize(m.Graph)
	fmt.Println("wchar_size", w)
	modflags.SetInt(m.Graph, modflags.Max, "Dwarf Version", 5)
	m.Print(os.Stdout)
	// Output:
	// Error wchar_size i32 4
	// Max PIC Level i32 2
	// wchar_size 4
	// !llvm.module.flags = !{!0, !1, !2}
	// !0 = !{i32 1, !"wchar_size", i32 4}
	// !1 = !{i32 7, !"PIC Level", i32 2}
	// !2 = !{i32 7, !"Dwarf Version", i32 5}
}
