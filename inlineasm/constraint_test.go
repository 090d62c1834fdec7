package inlineasm

import (
	"fmt"
	"testing"
)

// TestParse checks the constraint reader on the forms LLVM's
// InlineAsm::ConstraintInfo::Parse accepts and refuses; each verdict is
// llvm-as-22's on a call of the constraint string (labels aside, which
// need callbr; the type rule's and the verifier's cases against llvm-as
// are in typecheck and verifier).
func TestParse(t *testing.T) {
	for _, c := range []struct {
		s      string
		labels bool
		want   string // kinds (i o c l), '*' after an indirect one; "fail"
	}{
		{"", true, ""},
		{"=r,r,~{memory}", true, "o i c"},
		{"=*m,*m,r", true, "o* i* i"},
		{"!i,r", true, "l i"},
		{"!i,r", false, "i i"},
		{"=r,0", true, "o i"},
		{"=r,0,0", true, "fail"}, // two inputs tied to one output
		{"=r|r,0|1", true, "fail"},
		{"=r|m,0|0", true, "o i"},   // one tie per alternative
		{"=r,=r,0|1", true, "fail"}, // alternatives tied to an output without
		{"=r|m,=r|m,0|1", true, "o o i"},
		{"r,", true, "fail"},
		{",r", true, "fail"},
		{"=", true, "fail"},
		{"~r", true, "fail"},
		{"&r", true, "fail"},
		{"=&r", true, "o"},
		{"{ax}", true, "i"},
		{"{ax", true, "fail"},
		{"@3ccz", true, "i"},
		{"@0", true, "i"},
		{"@", true, "fail"}, // llvm-as-22 aborts
		{"@2c", true, "fail"},
		{"^Wz", true, "i"},
		{"^W", true, "fail"},
		{"r,1", true, "fail"}, // ties to an input
	} {
		list, ok := Parse(c.s, c.labels)
		got := "fail"
		if ok {
			got = ""
			for i, k := range list {
				if i > 0 {
					got += " "
				}
				got += string("iocl"[k.Kind])
				if k.Indirect {
					got += "*"
				}
			}
		}
		if got != c.want {
			t.Errorf("Parse(%q, %v) = %q, want %q", c.s, c.labels, got, c.want)
		}
	}
}

// TestConstraintString checks that the constraint string is the asm
// value's second string, decoded: an escaped comma separates constraints.
func TestConstraintString(t *testing.T) {
	for text, want := range map[string]string{
		`asm "mov $0, $1", "=r,r"`:            "=r,r",
		`asm sideeffect "", "r\2Cr"`:          "r,r",
		`asm "a\22b", "~{memory}"`:            "~{memory}",
		`asm inteldialect "", ""`:             "",
		`asm "", "={ax},{bx}\7C{cx}"`:         "={ax},{bx}|{cx}",
		`asm alignstack "nop", "=*m,*m,~{x}"`: "=*m,*m,~{x}",
	} {
		if got := ConstraintString(text); got != want {
			t.Errorf("ConstraintString(%q) = %q, want %q", text, got, want)
		}
	}
}

func ExampleParse() {
	cons, ok := Parse(ConstraintString(`asm "", "=*m,r\2C~{memory}"`), true)
	fmt.Println(ok)
	for _, c := range cons {
		fmt.Println(c.Kind == Output, c.Indirect, c.HasArg())
	}
	// Output:
	// true
	// true true true
	// false false true
	// false false false
}
