package taffo_test

import (
	"fmt"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// Read the annotations of a function and its instructions, then record an
// error propagator's result.
func Example() {
	src := `define i32 @f(i32 %a) !taffo.funinfo !0 {
  %x = add nsw i32 %a, 1, !taffo.info !5
  ret i32 %x
}
!0 = !{i32 1, !1}
!1 = !{!2, !3, !4}
!2 = !{!"fixp", i32 -32, i32 24}
!3 = !{double -1.0e+00, double 1.0e+00}
!4 = !{double 1.0e-02}
!5 = !{!2, !{double 0.0, double 2.0}, i1 false, i2 1}
`
	m, _ := parser.ParseFile("f.ll", []byte(src), 0)
	g := md.New(m)
	r := taffo.NewReader(g)

	args, _ := r.FunInfo(taffo.Func(0))
	a := args[0].(*taffo.Info)
	fmt.Println("arg 0:", a.Type, a.Range, *a.Error, a.Type.RoundingError())

	x, _ := r.Info(taffo.Inst(0))
	fmt.Println("add:", x.Type, x.Range, x.Error == nil, x.EnableConversion)

	taffo.SetAbsError(g, taffo.Inst(0), 0.01+0x1p-24)
	out, _ := g.Bytes()
	m2, _ := parser.ParseFile("out.ll", out, 0)
	g2 := md.New(m2)
	e, _ := taffo.GetAbsError(g2, taffo.Inst(0))
	fmt.Println(md.Format(g2.Attachment(taffo.Inst(0), taffo.KeyAbsError)), e == 0.01+0x1p-24)
	// Output:
	// arg 0: fixp(-32,24) [-1.000000e+00, 1.000000e+00] 0.01 5.960464477539063e-08
	// add: fixp(-32,24) [0.000000e+00, 2.000000e+00] true true
	// !{double 0x3F847AE947AE147B} true
}
