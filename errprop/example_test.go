package errprop_test

import (
	"fmt"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/errprop"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/taffo"
)

const errModule = `@g = global double 0.0

define double @f() {
  %x = load double, ptr @g
  %b = fmul double %x, %x
  ret double %b
}
`

// Give an instruction a range and an initial error, propagate, and read
// the absolute errors TAFFO's pass would write.
func ExampleAnalyze() {
	m, _ := irmeta.Parse("e.ll", []byte(errModule))
	// The load of a global with no store: its error is the rounding
	// error of its fixed-point type, 2^-16.
	taffo.SetInfo(m.Graph, md.Inst(0), taffo.NewInfo(taffo.NewFixP(32, 16), &taffo.Range{Min: 0, Max: 4}, nil))
	taffo.SetInfo(m.Graph, md.Inst(1), taffo.NewInfo(taffo.NewFixP(32, 16), &taffo.Range{Min: 0, Max: 16}, nil))
	res, err := errprop.Analyze(m.Module, m.Graph, errprop.DefaultOptions())
	if err != nil {
		panic(err)
	}
	for _, e := range res.Insts {
		fmt.Printf("%s %.6g\n", m.TargetName(md.Inst(e.Index)), e.AbsError)
	}
	// Output:
	// @f:%x 1.52588e-05
	// @f:%b 0.000122071
	// @f:6 0.000122071
}
