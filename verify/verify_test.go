package verify_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
	"github.com/irmeta/irmeta/verify"
)

const valid = `define i32 @f(i32 %x) {
  ret i32 %x
}
`

// The three outcomes: reads and passes, does not read (the assembler's
// first error first, positioned), reads but a check rejects it.
func TestSource(t *testing.T) {
	if r := verify.Source("ok.ll", []byte(valid), parser.Options{}); !r.OK() || r.Graph() == nil || len(r.Diags) != 0 {
		t.Errorf("valid module: OK=%v graph=%v diags=%v err=%v", r.OK(), r.Graph() != nil, r.Diags, r.Err)
	}

	r := verify.Source("type.ll", []byte("define i32 @f(i64 %x) {\n  ret i32 %x\n}\n"), parser.Options{})
	var list parser.ErrorList
	if r.OK() || !errors.As(r.Err, &list) || len(list) == 0 {
		t.Fatalf("type error not reported: %v", r.Err)
	}
	if got := list[0].Error(); got != "type.ll:2:11: '%x' defined with type 'i64' but expected 'i32'" {
		t.Errorf("first error = %q", got)
	}
	if r.Module == nil || r.Graph() == nil {
		t.Errorf("a module that does not read keeps what was read, for navigation")
	}

	// The IR verifier: a use its definition does not dominate.
	src := "define i32 @f() {\nentry:\n  br label %b\nb:\n  ret i32 %v\nc:\n  %v = add i32 1, 2\n  br label %b\n}\n"
	r = verify.Source("v.ll", []byte(src), parser.Options{Version: 14})
	if r.Err != nil || r.OK() {
		t.Fatalf("reads: err=%v; OK=%v", r.Err, r.OK())
	}
	d := r.Diags[0]
	if d.Checker != "verifier" || d.Msg != "Instruction does not dominate all uses!" || d.Pos.Line != 5 {
		t.Errorf("first finding = %+v", d)
	}
}

func ExampleSource() {
	src := []byte("define i32 @f(i64 %x) {\n  ret i32 %x\n}\n")
	r := verify.Source("f.ll", src, parser.Options{Version: 22})
	fmt.Println(r.OK())
	fmt.Println(r.Err)
	// Output:
	// false
	// f.ll:2:11: '%x' defined with type 'i64' but expected 'i32'
}

func ExampleModuleMode() {
	src := []byte("define void @f() {\n  %a = add i32 %b, 1\n  %b = add i32 1, 1\n  ret void\n}\n")
	m, err := typecheck.ParseFile("f.ll", src, parser.Options{Version: 22})
	if err != nil {
		fmt.Println(err)
		return
	}
	// A process that keeps the module (an editor's server) asks for the
	// mode that holds one decoded graph at a time.
	for _, d := range verify.ModuleMode(m, 22, verify.LowMemory) {
		fmt.Printf("%d:%d: %s: %s\n", d.Pos.Line, d.Pos.Column, d.Checker, d.Msg)
	}
	// Output:
	// 2:3: verifier: Instruction does not dominate all uses!
}
