package loops_test

import (
	"github.com/irmeta/irmeta/analysis"
	"os"
	"path/filepath"
	"testing"

	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
)

// An old-style loop ID (uniqued, as many of LLVM's tests write it) whose
// two follow-up attributes share one distinct ID, and whose third
// attribute refers back to the loop ID. llvm-link keeps one copy of
// the shared follow-up and of the loop ID.
const oldStyleLoop = `define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = !{!0, !1, !2, !4}
!1 = !{!"llvm.loop.unroll.followup_unrolled", !3}
!2 = !{!"llvm.loop.unroll.followup_remainder", !3}
!3 = distinct !{!3, !5}
!4 = !{!"irmeta.test.back", !0}
!5 = !{!"llvm.loop.unroll.disable"}
`

func TestWriteOldStyleIDAcrossModules(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.ll")
	if err := os.WriteFile(path, []byte(oldStyleLoop), 0o644); err != nil {
		t.Fatal(err)
	}
	src := load(t, path)
	ls, err := analysis.FindAllLoops(src)
	if err != nil || len(ls) != 1 || ls[0].ID == nil {
		t.Fatalf("FindAll: %v loops, err %v", len(ls), err)
	}
	dstPath := filepath.Join(t.TempDir(), "dst.ll")
	if err := os.WriteFile(dstPath, []byte("!0 = !{!\"llvm.loop.unroll.disable\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dst := load(t, dstPath)
	n := loops.Write(dst, loops.Keep(ls[0].ID))
	if n == nil || n.Graph() != dst || !n.Distinct || n.Operand(0) != md.Metadata(n) {
		t.Fatalf("written ID %v is not a distinct self-referential node of the destination", n)
	}
	op := func(i, j int) md.Metadata { return n.Operand(i).(*md.Node).Operand(j) }
	if op(1, 1) != op(2, 1) {
		t.Errorf("the shared follow-up was copied twice: %s and %s", op(1, 1), op(2, 1))
	}
	if op(3, 1) != md.Metadata(n) {
		t.Errorf("the attribute that refers to the loop ID refers to %s, want %s", op(3, 1), n)
	}
	if f := op(1, 1).(*md.Node); f.Operand(1) != md.Metadata(dst.NodeByID(0)) {
		t.Errorf("!{!\"llvm.loop.unroll.disable\"} not shared with the destination's !0: %s", md.FormatDef(f))
	}
	if got, want := loops.Signature(op(1, 1).(*md.Node)), loops.Signature(ls[0].ID.Operand(1).(*md.Node).Operand(1).(*md.Node)); got != want {
		t.Errorf("written follow-up %s, original %s", got, want)
	}
}

// A new ID made from a loop ID of another module (as a pass run on the
// other module would) imports its kept operands together.
func TestWriteNewIDAcrossModulesSharesNodes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.ll")
	if err := os.WriteFile(path, []byte(oldStyleLoop), 0o644); err != nil {
		t.Fatal(err)
	}
	ls, err := analysis.FindAllLoops(load(t, path))
	if err != nil || len(ls) != 1 {
		t.Fatalf("FindAll: %v loops, err %v", len(ls), err)
	}
	dstPath := filepath.Join(t.TempDir(), "dst.ll")
	if err := os.WriteFile(dstPath, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	dst := load(t, dstPath)
	n := loops.Write(dst, loops.AlreadyVectorized(loops.Keep(ls[0].ID)))
	if n == nil || !n.Distinct || n.Operand(0) != md.Metadata(n) || n.NumOperands() != 5 {
		t.Fatalf("written ID %v: want a distinct self-referential node with 4 attributes", n)
	}
	op := func(i, j int) md.Metadata { return n.Operand(i).(*md.Node).Operand(j) }
	if op(1, 1) != op(2, 1) {
		t.Errorf("the shared follow-up was copied twice: %s and %s", op(1, 1), op(2, 1))
	}
	// The attribute that refers back to the original ID refers to its
	// copy, which shares the attribute nodes with the new ID.
	back := op(3, 1).(*md.Node)
	if back.Graph() != dst || !back.Distinct || back.Operand(0) != md.Metadata(back) || back.Operand(1) != n.Operand(1) {
		t.Errorf("back reference %s, new ID %s", md.FormatDef(back), md.FormatDef(n))
	}
}
