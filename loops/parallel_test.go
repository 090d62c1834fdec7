package loops_test

import (
	"github.com/irmeta/irmeta/analysis"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// TestParallelCalleeNamedLikeAttribute: a call to a function that is named
// @readnone but declared without attributes may access memory, so without an
// access group the loop is not parallel; declared readnone, it is. opt 14's
// print<loops> says "Loop" and "Parallel Loop" for these two modules.
func TestParallelCalleeNamedLikeAttribute(t *testing.T) {
	const src = `declare void @readnone() ATTR
define void @f(i32* %p, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, i32* %p, !llvm.access.group !1
  call void @readnone()
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
`
	for _, c := range []struct {
		attr     string
		parallel bool
	}{{"", false}, {"readnone", true}} {
		m, err := parser.ParseFile("p.ll", []byte(strings.Replace(src, "ATTR", c.attr, 1)), 0)
		if err != nil {
			t.Fatal(err)
		}
		g := md.New(m)
		all, err := analysis.FindAllLoops(g)
		if err != nil || len(all) != 1 {
			t.Fatalf("attr %q: %d loops, %v", c.attr, len(all), err)
		}
		if got := loops.IsAnnotatedParallel(g, all[0]); got != c.parallel {
			t.Errorf("callee declared with %q: parallel %v, opt 14 says %v", c.attr, got, c.parallel)
		}
	}
}
