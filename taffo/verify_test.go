package taffo_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/taffo"
)

// TestVerifyPeers: TAFFO's own test inputs, which its ErrorPropagator
// reads, have no errors.
func TestVerifyPeers(t *testing.T) {
	for _, path := range peerFiles(t) {
		for _, d := range taffo.Check(load(t, path)) {
			t.Errorf("%s: %s: %s", d.Pos, d.Severity, d.Msg)
		}
	}
}

// TestVerifyWritten: everything the round-trip test writes is valid except
// the deliberately empty InputInfo (no range) and the negative zero error
// is fine.
func TestVerifyWritten(t *testing.T) {
	g := parse(t, "out.ll", string(writeAll(t)))
	var got []string
	for _, d := range taffo.Check(g) {
		got = append(got, fmt.Sprintf("%d: %s: %s", d.Pos.Line, d.Severity, d.Msg))
	}
	if len(got) != 1 || !strings.Contains(got[0], "@f:%done !taffo.info: no range") {
		t.Errorf("diagnostics: %q", got)
	}
}

// TestVerifyErrors checks each rule on a module written to break it, with
// the line of each diagnostic.
func TestVerifyErrors(t *testing.T) {
	src := `%struct.bar = type { i32, i64 }
%struct.foo = type { %struct.bar, %struct.bar*, i64 }
@s = global %struct.foo zeroinitializer, !taffo.structinfo !20
@t = global i32 0, !taffo.structinfo !21
define i32 @f(i32 %a, %struct.foo* %p) !taffo.funinfo !30 {
  %x = add i32 %a, 1, !taffo.info !10
  %y = add i32 %a, 2, !taffo.info !11
  %z = add i32 %a, 3, !taffo.info !12, !taffo.constinfo !40
  %w = add i32 %a, 4, !taffo.info !13, !taffo.unroll !50
  %v = alloca %struct.foo, i32 2, !taffo.constinfo !41, !taffo.structinfo !22
  %u = add i32 %a, 5, !taffo.info !14, !taffo.target !51
  ret i32 %x
}
define void @g(i32 %a) !taffo.funinfo !31 !taffo.maxrec !52 {
  ret void
}
!1 = !{!"fixp", i32 -32, i32 24}
!2 = !{double -1.0, double 1.0}
!3 = !{!"fixp", i32 0, i32 0}
!4 = !{!"fixp", i32 8, i32 9}
!5 = !{!"float", i32 9, double 1.0}
!10 = !{!1, !{double 2.0, double 1.0}, i1 false, i2 1}
!11 = !{!3, !2, i1 false}
!12 = !{!4, !2, i1 false}
!13 = !{!5, i1 false, i1 false}
!14 = !{!"fixp", !2, i1 false}
!15 = !{!1, !2, i1 false}
!20 = !{!23, i1 false, i1 false}
!21 = !{!15}
!22 = !{!23, !23, i1 false}
!23 = !{!15, !15, !15}
!30 = !{i32 1, !15}
!31 = !{i32 1, !15, i32 3, !15}
!40 = !{i1 false}
!41 = !{!15}
!50 = !{i32 3}
!51 = !{i32 7}
!52 = !{!"x"}
`
	// Lines: each diagnostic sits on the node at fault (the nested field
	// node for a structinfo shape, the range-holding InputInfo, ...). A
	// node is reported once: !23 against %struct.bar for @s, not again for
	// the two fields of @f:%v that share it.
	want := []string{
		"22: error: @f:%x !taffo.info: range [2.000000e+00, 1.000000e+00] is empty (Min > Max)",
		"23: error: @f:%y !taffo.info: fixed-point type fixp(0,0) has width 0",
		"24: error: @f:%z !taffo.info: fixed-point type fixp(8,9) has 9 fractional bits, more than its 8 bits",
		"25: error: @f:%w !taffo.info: no range (TAFFO's format requires one)",
		"25: error: @f:%w !taffo.info: unknown floating-point standard 9 (0 half ... 6 bfloat)",
		"26: error: @f:%u !taffo.info: type: expected !{!\"fixp\", i32, i32} or !{!\"float\", i32, double}, found !\"fixp\"",
		"29: error: @t !taffo.structinfo: structinfo for type i32, which is not a struct",
		"31: error: @s !taffo.structinfo field 0: structinfo has 3 fields, struct type %struct.bar has 2",
		"32: error: @f !taffo.funinfo: 1 (kind, info) pairs for 2 parameters",
		"33: error: @g !taffo.funinfo: funinfo: argument 1: unknown kind 3 (0 none, 1 info, 2 struct)",
		"34: error: @f:%z !taffo.constinfo: 1 entries for 2 operands",
		"36: warning: @f:%w !taffo.unroll: the unroll count is read from the terminator of a loop header; this instruction is not a terminator",
		"37: error: @f:%u !taffo.target: expected a string, found i32 7",
		"38: error: @g !taffo.maxrec: expected an integer, found string !\"x\"",
	}
	var got []string
	for _, d := range taffo.Check(parse(t, "bad.ll", src)) {
		got = append(got, fmt.Sprintf("%d: %s: %s", d.Pos.Line, d.Severity, d.Msg))
	}
	gotSet := map[string]bool{}
	for _, s := range got {
		gotSet[s] = true
	}
	for _, w := range want {
		if !gotSet[w] {
			t.Errorf("missing %q", w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got %d diagnostics, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
}

// TestLegacyFunInfo: the pre-2019 funinfo (one InputInfo per parameter,
// as in TAFFO-submodule-fe's alpha-0.1.0 tests) is named as such.
func TestLegacyFunInfo(t *testing.T) {
	g := parse(t, "old.ll", `define i32 @f(i32 %a, i32 %b) !taffo.funinfo !0 {
  ret i32 %a
}
!0 = !{!1, !1}
!1 = !{!2, !3, i1 false}
!2 = !{!"fixp", i32 32, i32 5}
!3 = !{double 0.0, double 1.0}
`)
	d := taffo.Check(g)
	if len(d) != 1 || d[0].Pos.Line != 4 || !strings.Contains(d[0].Msg, "form before TAFFO 0f34a54") {
		t.Errorf("Check = %v", d)
	}
}
