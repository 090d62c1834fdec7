package upgrade_test

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/upgrade"
)

// implicitModules call intrinsics they do not declare: a name called with
// its canonical name and without the type suffix, one name at two types,
// a token result, and calls next to declared functions.
var implicitModules = []string{
	`declare void @g()

define i64 @f(i16 %x, i64 %y) convergent {
  %t = call token @llvm.experimental.convergence.anchor()
  %r = call i16 @llvm.umin.i16(i16 %x, i16 3)
  %s = call i16 @llvm.smin(i16 %r, i16 -3)
  %u = call i64 @llvm.umin.i16(i64 %y, i64 7)
  %v = call double @llvm.fabs.f64(double -2.0)
  call void @g()
  ret i64 %u
}
`,
	`define i32 @f(i32 %x, ptr %p) {
  %a = call i32 @llvm.abs(i32 %x, i1 false)
  %b = call i64 @llvm.abs(i64 1, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  %c = call i32 @llvm.abs.i32(i32 %a, i1 true)
  ret i32 %c
}

define void @g() {
  call void @llvm.trap()
  ret void
}
`,
}

// TestImplicitDeclsAgainstLLVM compares the module irmeta's upgrade gives
// with llvm-dis's text of llvm-as's bitcode (LLVM 19 and 22): the same
// functions in the same order, and every call calling the same callee.
func TestImplicitDeclsAgainstLLVM(t *testing.T) {
	for i, src := range implicitModules {
		for _, v := range []llvmver.Version{19, 22} {
			m, err := parser.ParseFileOptions("m.ll", []byte(src), parser.Options{Version: v})
			if err != nil {
				t.Fatalf("module %d: %v", i, err)
			}
			g := md.New(m)
			changes := upgrade.Module(g, upgrade.Options{LLVM: v})
			out, err := g.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			if len(changes) == 0 {
				t.Errorf("module %d, LLVM %d: no change reported", i, v)
			}
			n := strconv.Itoa(int(v))
			as := exec.Command("llvm-as-"+n, "-o", "-")
			as.Stdin = strings.NewReader(src)
			bc, err := as.Output()
			if err != nil {
				t.Fatalf("module %d: llvm-as-%s: %v", i, n, err)
			}
			dis := exec.Command("llvm-dis-"+n, "-o", "-")
			dis.Stdin = strings.NewReader(string(bc))
			text, err := dis.Output()
			if err != nil {
				t.Fatalf("module %d: llvm-dis-%s: %v", i, n, err)
			}
			if diff := cmp.Diff(functionsAndCallees(t, text, v), functionsAndCallees(t, out, v)); diff != "" {
				t.Errorf("module %d, LLVM %d: irmeta's upgrade differs from llvm-dis (-llvm +irmeta):\n%s\nirmeta's:\n%s", i, v, diff, out)
			}
		}
	}
}

// functionsAndCallees lists the functions of a module's text in order
// (definitions and declarations, with their types) and its calls' callees.
func functionsAndCallees(t *testing.T, text []byte, v llvmver.Version) []string {
	t.Helper()
	m, err := parser.ParseFileOptions("out.ll", text, parser.Options{Version: v})
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	d := parser.NewDecoder(m)
	var out []string
	for i := range m.Functions {
		f := &m.Functions[i]
		h, err := d.FuncHeader(i)
		if err != nil {
			t.Fatal(err)
		}
		params := make([]string, len(h.Params))
		for k, p := range h.Params {
			params[k] = p.Type.String()
		}
		out = append(out, "function "+f.Name+" "+h.Result.String()+" ("+strings.Join(params, ", ")+")")
		if f.Declare {
			continue
		}
		first, last := f.Insts()
		for k := first; k < last; k++ {
			if m.Insts[k].Op != ast.OpCall {
				continue
			}
			ins, err := d.Inst(int(k))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, "  call "+ins.Operands[0].Value.Name)
		}
	}
	return out
}
