package dtrans_test

import (
	"testing"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// An annotation call written without "%N =" still defines the next
// numbered value; removing it renumbers the later ones, values and
// blocks, explicit numbers (with a gap, which LLVM accepts) included.
// FuzzStrip found the call removed and the numbers left.
func TestStripImplicitResult(t *testing.T) {
	src := `@__intel_dtrans_aostosoa_index = private constant [38 x i8] c"{dtrans} AOS-to-SOA peeling index16_t\00"

define i32 @f(ptr %p, i32) {
  %3 = load i32, ptr %p
  call ptr @llvm.ptr.annotation.p0.p0(ptr %p, ptr @__intel_dtrans_aostosoa_index, ptr null, i32 0, ptr null)
  load i32, ptr %4
  br label %6

6:
  %7 = add i32 %5, %3
  ret i32 %7
}

declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
`
	// As llvm-as-22 | llvm-dis-22 numbers the stripped function.
	want := `define i32 @f(ptr %p, i32) {
  %3 = load i32, ptr %p
  load i32, ptr %p
  br label %5

5:
  %6 = add i32 %4, %3
  ret i32 %6
}
`
	m, err := parser.ParseFile("in.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	st, err := dtrans.Strip(g, dtrans.StripOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != want {
		t.Errorf("stripped:\n%s\nwant:\n%s", out, want)
	}
	if st.Calls != 1 || st.Uses != 1 || st.Renumbered != 5 {
		t.Errorf("stats %+v, want 1 call, 1 use, 5 renumbered", st)
	}
	if _, err := parser.ParseFile("out.ll", out, 0); err != nil {
		t.Errorf("stripped module does not parse: %v", err)
	}
}
