package dtrans_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// A use written against the word before it ("ptr%1") takes the
// annotated value's text with a blank: "ptrgetelementptr" is no type.
// FuzzStrip found it (its input is kept as a seed).
func TestStripGluedUse(t *testing.T) {
	src := `%S = type { i32, i32 }
@g = global %S zeroinitializer
@__intel_dtrans_aostosoa_index = private constant [38 x i8] c"{dtrans} AOS-to-SOA peeling index16_t\00"

define i32 @f() {
  %1 = call ptr @llvm.ptr.annotation.p0.p0(ptr getelementptr inbounds (%S, ptr @g, i64 0, i32 1), ptr @__intel_dtrans_aostosoa_index, ptr null, i32 0, ptr null)
  %2 = load i32, ptr%1
  ret i32 %2
}

declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
`
	m, err := parser.ParseFile("in.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	if _, err := dtrans.Strip(g, dtrans.StripOptions{}); err != nil {
		t.Fatal(err)
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if want := "load i32, ptr getelementptr inbounds (%S, ptr @g, i64 0, i32 1)"; !strings.Contains(string(out), want) {
		t.Errorf("stripped:\n%s\nwant a line with %s", out, want)
	}
	if _, err := parser.ParseFile("out.ll", out, 0); err != nil {
		t.Errorf("the stripped module does not parse: %v", err)
	}
}
