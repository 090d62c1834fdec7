package dtrans_test

import (
	"fmt"
	"strings"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// Annotate the memory of an AOS-to-SOA allocation, hint the type of a
// cast, list the annotations, and strip them again.
func Example() {
	src := `%struct.T = type { i32, %struct.T* }
define %struct.T* @make() {
  %mem = call i8* @malloc(i64 16)
  %t = bitcast i8* %mem to %struct.T*
  ret %struct.T* %t
}
declare i8* @malloc(i64)
`
	m, _ := parser.ParseFile("t.ll", []byte(src), 0)
	g := md.New(m)
	a := dtrans.NewAnnotator(g)
	if _, err := a.AnnotateResult(0, dtrans.AOSToSOAAllocation, 0, ""); err != nil {
		panic(err)
	}
	h, _ := dtrans.ParseHint(g, "%struct.T*")
	if err := dtrans.SetTypeHint(g, 1, h); err != nil {
		panic(err)
	}
	g, _ = g.Commit()
	for _, it := range dtrans.List(g) {
		fmt.Println(strings.TrimSpace(strings.Join([]string{it.Where, it.Kind, it.Type + it.Ptr, it.Global}, " ")))
	}
	st, _ := dtrans.Strip(g, dtrans.StripOptions{})
	g, _ = g.Commit()
	fmt.Println(st.Calls, st.Hints, string(g.Module.Src) == src)
	// Output:
	// @make:%dtrans.annot aostosoa-alloc i8* %mem @__intel_dtrans_aostosoa_alloc
	// @make:%t dtrans-type %struct.T*
	// 1 1 true
}
