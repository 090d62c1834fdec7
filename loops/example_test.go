package loops_test

import (
	"fmt"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/analysis"
	"github.com/irmeta/irmeta/loops"
)

const loopModule = `define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = !{!"llvm.loop.distribute.followup_all", !4, null}
!4 = distinct !{!4}
`

// Find the loops of a function and read their attributes: a flag has no
// value, a null operand is a nil value.
func ExampleAttrs() {
	m, _ := irmeta.Parse("l.ll", []byte(loopModule))
	ls, err := analysis.FindLoops(m.Graph, 0)
	if err != nil {
		panic(err)
	}
	for _, l := range ls {
		fmt.Println("loop at", l.HeaderName(), "depth", l.Depth)
		for _, a := range loops.Attrs(l.ID) {
			fmt.Println(" ", a.Name, a.IsFlag(), len(a.Values()), a.Values())
		}
		count, _ := loops.OptionalInt(l.ID, "llvm.loop.unroll.count")
		fmt.Println("  unroll count", count)
	}
	// Output:
	// loop at %loop depth 1
	//   llvm.loop.mustprogress true 0 []
	//   llvm.loop.unroll.count false 1 [i32 4]
	//   llvm.loop.distribute.followup_all false 2 [!4 <nil>]
	//   unroll count 4
}
