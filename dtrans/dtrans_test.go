package dtrans_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// load parses a module from testdata or a path.
func load(t testing.TB, path string) *md.Graph {
	t.Helper()
	if !strings.Contains(path, "/") {
		path = filepath.Join("testdata", path)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, path, src)
}

func parse(t testing.TB, name string, src []byte) *md.Graph {
	t.Helper()
	// The test modules are LLVM 14's (coreutils, llvm-as 14 round trips).
	m, err := parser.ParseFileOptions(name, src, parser.Options{Version: 14})
	if err != nil {
		t.Fatal(err)
	}
	return md.New(m)
}

// commit prints and reparses g.
func commit(t testing.TB, g *md.Graph) *md.Graph {
	t.Helper()
	n, err := g.Commit()
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// llvmAccepts runs llvm-as and then opt's verifier on the module text.
func llvmAccepts(t testing.TB, g *md.Graph) {
	t.Helper()
	src, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	var flags []string
	if g.OpaquePointers() {
		flags = append(flags, "-opaque-pointers")
	}
	as := exec.Command("llvm-as", append(flags, "-o", "-")...)
	as.Stdin = bytes.NewReader(src)
	var stderr bytes.Buffer
	as.Stderr = &stderr
	if err := as.Run(); err != nil {
		t.Fatalf("llvm-as rejects the module: %v\n%s", err, stderr.String())
	}
	opt := exec.Command("opt", append(flags, "-passes=verify", "-disable-output")...)
	opt.Stdin = bytes.NewReader(src)
	stderr.Reset()
	opt.Stderr = &stderr
	if err := opt.Run(); err != nil {
		t.Fatalf("opt -passes=verify rejects the module: %v\n%s", err, stderr.String())
	}
}

// llvmDis returns the module as llvm-as | llvm-dis prints it.
func llvmDis(t testing.TB, g *md.Graph) string {
	t.Helper()
	src, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	// An opaque-pointer module read under a release that names the
	// annotation intrinsics with both pointer types goes to LLVM 22.
	asTool, disTool := "llvm-as", "llvm-dis"
	var flags []string
	switch {
	case g.OpaquePointers() && g.Module.Version.Has(llvmver.PtrAnnotationStringOverload):
		asTool, disTool = "llvm-as-22", "llvm-dis-22"
	case g.OpaquePointers():
		flags = append(flags, "-opaque-pointers")
	}
	as := exec.Command(asTool, append(flags, "-o", "-")...)
	as.Stdin = bytes.NewReader(src)
	bc, err := as.Output()
	if err != nil {
		t.Fatalf("llvm-as: %v", err)
	}
	dis := exec.Command(disTool, append(flags, "-o", "-")...)
	dis.Stdin = bytes.NewReader(bc)
	out, err := dis.Output()
	if err != nil {
		t.Fatalf("llvm-dis: %v", err)
	}
	return string(out)
}

// inst finds the instruction of function fn whose result is name ("%x"),
// or, for name "#k", the k-th instruction of the function.
func inst(t testing.TB, g *md.Graph, fn, name string) int {
	t.Helper()
	m := g.Module
	for f := range m.Functions {
		if m.Functions[f].Name != fn {
			continue
		}
		for _, b := range m.Functions[f].Blocks {
			for i := int(b.FirstInst); i < int(b.FirstInst+b.NumInsts); i++ {
				if md.InstResult(m, i) == name {
					return i
				}
			}
		}
	}
	t.Fatalf("no instruction %s in %s", name, fn)
	return -1
}

func function(t testing.TB, g *md.Graph, name string) int {
	t.Helper()
	for f := range g.Module.Functions {
		if g.Module.Functions[f].Name == name {
			return f
		}
	}
	t.Fatalf("no function %s", name)
	return -1
}

// noDiff fails when the metadata of a and b differ.
func noDiff(t testing.TB, a, b *md.Graph) {
	t.Helper()
	for _, d := range md.Diff(a, b) {
		t.Errorf("difference: %s", d)
	}
}

func typ(t testing.TB, g *md.Graph, text string) dtrans.TypeHint {
	t.Helper()
	h, err := dtrans.ParseHint(g, text)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// annotateAll puts a hint, a mark and annotations of both kinds on the
// test module; it returns the annotated, committed module.
func annotateAll(t *testing.T, g *md.Graph) *md.Graph {
	t.Helper()
	st := typ(t, g, "%struct.test01*")
	if g.OpaquePointers() {
		st = typ(t, g, "%struct.test01 1")
	}
	for _, name := range []string{"%st", "%v", "%1", "%p"} {
		if err := dtrans.SetTypeHint(g, inst(t, g, "@main", name), st); err != nil {
			t.Fatal(err)
		}
	}
	if err := dtrans.MarkSOAToAOS(g, function(t, g, "@ctor"), st); err != nil {
		t.Fatal(err)
	}
	a := dtrans.NewAnnotator(g)
	for _, c := range []struct {
		name string
		kind dtrans.AnnotKind
		id   int
		ext  string
	}{
		{"%mem", dtrans.AOSToSOAAllocation, 0, ""},
		{"%0", dtrans.AOSToSOAAllocation, 0, ""},
		{"%f1", dtrans.AOSToSOAIndex, 1, "1"},
		{"%p", dtrans.AOSToSOAIndex, 0, ""},
	} {
		if _, err := a.AnnotateResult(inst(t, g, "@main", c.name), c.kind, c.id, c.ext); err != nil {
			t.Fatalf("annotate %s: %v", c.name, err)
		}
	}
	return commit(t, g)
}

// TestAnnotateQueryStrip annotates the typed and opaque test modules,
// checks that LLVM accepts the result and that every annotation reads
// back, strips, and checks that LLVM accepts the stripped module and that
// its metadata equals the original's.
func TestAnnotateQueryStrip(t *testing.T) {
	for _, file := range []string{"typed.ll", "opaque.ll"} {
		t.Run(file, func(t *testing.T) {
			orig := load(t, file)
			g := annotateAll(t, load(t, file))
			if !testing.Short() {
				llvmAccepts(t, g)
			}
			// Hints read back, in the form the module needs.
			for _, name := range []string{"%st", "%v", "%1", "%p"} {
				h, ok, err := dtrans.TypeHintOf(g, inst(t, g, "@main", name))
				if !ok || err != nil {
					t.Fatalf("hint on %s: ok=%v err=%v", name, ok, err)
				}
				if h.String() != "%struct.test01*" || h.Pair != g.OpaquePointers() {
					t.Errorf("hint on %s = %s (pair %v)", name, h, h.Pair)
				}
			}
			if h, ok, err := dtrans.SOAToAOS(g, function(t, g, "@ctor")); !ok || err != nil || h.String() != "%struct.test01*" {
				t.Errorf("@ctor mark = %s, %v, %v", h, ok, err)
			}
			if _, ok, _ := dtrans.SOAToAOS(g, function(t, g, "@main")); ok {
				t.Errorf("@main is marked")
			}
			anns := dtrans.Annotations(g)
			if len(anns) != 4 {
				t.Fatalf("%d annotations, want 4", len(anns))
			}
			want := []struct {
				ptr, global, content string
				kind                 dtrans.AnnotKind
			}{
				{"%mem", "@__intel_dtrans_aostosoa_alloc", "{dtrans} AOS-to-SOA allocation {id:0}", dtrans.AOSToSOAAllocation},
				{"%f1", "@__intel_dtrans_aostosoa_index.1", "{dtrans} AOS-to-SOA peeling index {id:1}", dtrans.AOSToSOAIndex},
				{"%0", "@__intel_dtrans_aostosoa_alloc", "{dtrans} AOS-to-SOA allocation {id:0}", dtrans.AOSToSOAAllocation},
				{"%p", "@__intel_dtrans_aostosoa_index", "{dtrans} AOS-to-SOA peeling index {id:0}", dtrans.AOSToSOAIndex},
			}
			for i, a := range anns {
				w := want[i]
				if !a.DTrans || a.Kind != w.kind || a.Global != w.global || a.Content != w.content || a.Ptr.Value.Name != w.ptr || a.Args != 5 {
					t.Errorf("annotation %d = %+v, want %+v", i, a, w)
				}
			}
			// The annotation on %p goes after the phi.
			p := inst(t, g, "@main", "%p")
			if a, ok := dtrans.AnnotationAt(g, p+1); !ok || a.Ptr.Value.Name != "%p" {
				t.Errorf("the instruction after the phi is not its annotation")
			}
			st, err := dtrans.Strip(g, dtrans.StripOptions{})
			if err != nil {
				t.Fatal(err)
			}
			want2 := dtrans.StripStats{Hints: 4, SOAToAOS: 1, Calls: 4, Globals: 4, Nodes: 1}
			if g.OpaquePointers() {
				want2.Decls = 1
			} else {
				want2.Decls = 3 // p0i8, p0p0s_struct.test01s and p0i64
			}
			if st != want2 {
				t.Errorf("strip = %+v, want %+v", st, want2)
			}
			s := commit(t, g)
			if !testing.Short() {
				llvmAccepts(t, s)
			}
			noDiff(t, orig, s)
			if len(dtrans.Annotations(s)) != 0 {
				t.Errorf("annotations left after strip")
			}
			if strings.Contains(string(s.Module.Src), "dtrans") {
				t.Errorf("dtrans left after strip:\n%s", s.Module.Src)
			}
			// What irmeta added, irmeta takes away: the text is the original.
			if string(s.Module.Src) != string(orig.Module.Src) {
				t.Errorf("stripped text differs from the original:\n%s", s.Module.Src)
			}
		})
	}
}

// TestOverloads checks the intrinsic overload names against LLVM: a
// wrongly mangled name makes the verifier fail.
func TestOverloads(t *testing.T) {
	for _, five := range []bool{true, false} {
		t.Run(fmt.Sprintf("five=%v", five), func(t *testing.T) { testOverloads(t, five) })
	}
}

func testOverloads(t *testing.T, five bool) {
	src := `%struct.A = type { i32 }
%"3" = type { i8 }
define void @f(i32* %a, %struct.A* %b, [4 x i8]* %c, void (i32)* %d, <2 x float>* %e, i8 addrspace(1)* %h, %"3"* %g) {
  ret void
}
`
	g := parse(t, "o.ll", []byte(src))
	a := dtrans.NewAnnotator(g)
	a.FiveArgs = five
	glob, err := a.Global(dtrans.AOSToSOAIndex, dtrans.AOSToSOAIndex.Content(0), "")
	if err != nil {
		t.Fatal(err)
	}
	dec := parser.NewDecoder(g.Module)
	h, err := dec.FuncHeader(0)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range h.Params {
		if _, err := a.Insert(0, ast.Operand{Type: p.Type, Value: ast.Value{Kind: ast.LocalRef, Text: p.Name}}, glob, 7, ""); err != nil {
			t.Fatal(err)
		}
	}
	g = commit(t, g)
	out, _ := g.Bytes()
	for _, name := range []string{"p0i32", "p0s_struct.As", "p0a4i8", "p0f_isVoidi32f", "p0v2f32", "p1i8", "p0s_3s"} {
		if !strings.Contains(string(out), "@llvm.ptr.annotation."+name+"(") {
			t.Errorf("no llvm.ptr.annotation.%s in\n%s", name, out)
		}
	}
	if testing.Short() {
		return
	}
	llvmAccepts(t, g)
	// LLVM prints the names it would choose: they must be ours.
	dis := llvmDis(t, g)
	for _, a := range dtrans.Annotations(g) {
		if !strings.Contains(dis, a.Intrinsic+"(") {
			t.Errorf("llvm-dis does not print %s", a.Intrinsic)
		}
		if want := map[bool]int{true: 5, false: 4}[five]; a.Args != want {
			t.Errorf("%s has %d arguments, want %d", a.Intrinsic, a.Args, want)
		}
		if k, ok := dtrans.KindAt(g, a.Inst); !ok || k != dtrans.AOSToSOAIndex {
			t.Errorf("KindAt = %v, %v", k, ok)
		}
	}
	// LLVM 14 upgrades the 4-argument form to 5 arguments.
	if n := strings.Count(dis, "i32 7, i8* null)") + strings.Count(dis, "i32 7, i8 addrspace(1)* null)"); n != 7 {
		t.Errorf("llvm-dis shows %d 5-argument calls, want 7:\n%s", n, dis)
	}
}

// TestResultTypes checks the pointer types worked out for allocas and
// getelementptrs in a typed-pointer module, by annotating each result and
// letting LLVM check the calls' types.
func TestResultTypes(t *testing.T) {
	src := `%S = type { i32, [4 x %S*], <2 x i16> }
%U = type { %S, { i8, double* } }
define void @f(%S* %s, %U* %u) {
  %a = alloca %S, align 8
  %b = alloca i32, i32 4, addrspace(5)
  %g0 = getelementptr i8, i8* null
  %g1 = getelementptr %S, %S* %s, i64 1
  %g2 = getelementptr %S, %S* %s, i64 0, i32 1, i64 2
  %g3 = getelementptr inbounds %U, %U* %u, i64 0, i32 1, i32 1
  %g4 = getelementptr %U, %U* %u, i64 0, i32 0, i32 2, i32 1
  %g5 = getelementptr [4 x [2 x i8*]], [4 x [2 x i8*]]* null, i64 0, i64 1
  ret void
}
`
	g := parse(t, "r.ll", []byte(src))
	a := dtrans.NewAnnotator(g)
	want := map[string]string{
		"%a": "%S*", "%b": "i32 addrspace(5)*", "%g0": "i8*", "%g1": "%S*", "%g2": "%S**",
		"%g3": "double**", "%g4": "i16*", "%g5": "[2 x i8*]*",
	}
	for name, w := range want {
		i := inst(t, g, "@f", name)
		rt, err := a.ResultType(i)
		if err != nil || rt.String() != w {
			t.Errorf("%s: %v, %v; want %s", name, rt, err, w)
			continue
		}
		if rt.AddrSpace == 0 {
			if _, err := a.AnnotateResult(i, dtrans.AOSToSOAIndex, 0, ""); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
	g = commit(t, g)
	if !testing.Short() {
		llvmAccepts(t, g)
	}
}
