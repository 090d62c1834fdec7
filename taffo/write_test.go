package taffo_test

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/taffo"
)

// base is a small typed-pointer module with every kind of place TAFFO
// annotates: globals (scalar and struct), a function with scalar and
// struct-pointer parameters, instructions, a comparison and a loop.
const base = `%struct.bar = type { i32, i64 }
%struct.foo = type { %struct.bar, %struct.bar*, i64 }

@g = global i32 0
@s = global %struct.foo zeroinitializer

define i32 @f(i32 %a, %struct.foo* %p, i32 %n) {
entry:
  %x = add nsw i32 %a, 1
  %c = icmp slt i32 %x, %n
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 10
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %x
}

define i32 @main() {
  %r = call i32 @f(i32 1, %struct.foo* @s, i32 3)
  ret i32 %r
}
`

// values exercises every field and flag combination, and doubles that
// need the hexadecimal form.
var (
	tyS    = taffo.NewFixP(-32, 24)
	tyU    = taffo.NewFixP(16, 0)
	tyF    = taffo.NewFloat(taffo.Double, 1.6e+01)
	tyH    = taffo.NewFloat(taffo.BFloat, 0.1)
	full   = &taffo.Info{Type: tyS, Range: r(-16, 16), Error: taffo.Err(0.01), EnableConversion: true}
	final  = &taffo.Info{Type: tyU, Range: r(0, 65535), EnableConversion: false, Final: true}
	both   = &taffo.Info{Type: tyF, Range: r(0.1, 1.0/3), Error: taffo.Err(math.Ldexp(1, -40)), EnableConversion: true, Final: true}
	empty  = &taffo.Info{}
	hexy   = &taffo.Info{Type: tyH, Range: r(-math.MaxFloat64, math.SmallestNonzeroFloat64), Error: taffo.Err(math.Copysign(0, -1))}
	struc  = taffo.NewStructInfo(taffo.NewStructInfo(full, nil), nil, final)
	holes3 = taffo.NewStructInfo(nil, nil, nil, nil)
)

type edit struct {
	sel  string
	set  func(g *md.Graph, t md.Target) error
	read func(g *md.Graph, t md.Target) (any, error)
	want any
}

func edits() []edit {
	info := func(in *taffo.Info) edit {
		return edit{set: func(g *md.Graph, t md.Target) error { return taffo.SetInfo(g, t, in) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetInfo(g, t) }, want: in}
	}
	at := func(sel string, e edit) edit { e.sel = sel; return e }
	return []edit{
		at("@g", info(full)),
		at("@f:%x", info(full)), // same contents: the node is shared
		at("@f:%i", info(final)),
		at("@f:%i.next", info(both)),
		at("@f:%done", info(empty)),
		at("@main:%r", info(hexy)),
		{sel: "@s", set: func(g *md.Graph, t md.Target) error { return taffo.SetStructInfo(g, t, struc) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetStructInfo(g, t) }, want: struc},
		{sel: "@main", set: func(g *md.Graph, t md.Target) error { return taffo.SetStructInfo(g, t, holes3) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetStructInfo(g, t) }, want: holes3},
		{sel: "@f", set: func(g *md.Graph, t md.Target) error {
			return taffo.SetFunInfo(g, t, []taffo.MDInfo{full, struc, nil})
		}, read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetFunInfo(g, t) },
			want: []taffo.MDInfo{full, struc, nil}},
		{sel: "@f:%x", set: func(g *md.Graph, t md.Target) error {
			return taffo.SetConstInfo(g, t, []*taffo.Info{nil, both})
		}, read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetConstInfo(g, t) },
			want: []*taffo.Info{nil, both}},
		{sel: "@f:%c", set: func(g *md.Graph, t md.Target) error { return taffo.SetTarget(g, t, "OptionPrice7") },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetTarget(g, t) }, want: "OptionPrice7"},
		{sel: "@g", set: func(g *md.Graph, t md.Target) error { return taffo.SetTarget(g, t, "a \"quoted\" name") },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetTarget(g, t) }, want: "a \"quoted\" name"},
		{sel: "@main", set: func(g *md.Graph, t md.Target) error { return taffo.SetStart(g, t) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.IsStart(g, t), nil }, want: true},
		{sel: "@f:%done", set: func(g *md.Graph, t md.Target) error { return nil },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.IsStart(g, t), nil }, want: false},
		{sel: "@f:17", set: func(g *md.Graph, t md.Target) error { return taffo.SetUnroll(g, t, 20) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetUnroll(g, t) }, want: uint32(20)},
		{sel: "@f", set: func(g *md.Graph, t md.Target) error {
			return taffo.SetLoopUnrollCounts(g, t, []int64{5, taffo.UnrollUnknown, 12, math.MaxUint32})
		}, read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetLoopUnrollCounts(g, t) },
			want: []int64{5, taffo.UnrollUnknown, 12, math.MaxUint32}},
		{sel: "@f", set: func(g *md.Graph, t md.Target) error { return taffo.SetMaxRec(g, t, 15) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetMaxRec(g, t) }, want: uint32(15)},
		{sel: "@f:%i.next", set: func(g *md.Graph, t md.Target) error { return taffo.SetAbsError(g, t, 0x1.a8f5c28f5c29p+10) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetAbsError(g, t) }, want: 0x1.a8f5c28f5c29p+10},
		{sel: "@f:%x", set: func(g *md.Graph, t md.Target) error { return taffo.SetAbsError(g, t, 0.025) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetAbsError(g, t) }, want: 0.025},
		{sel: "@f:%c", set: func(g *md.Graph, t md.Target) error { return taffo.SetWrongCmpTol(g, t, 0.015625) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetWrongCmpTol(g, t) }, want: 0.015625},
		{sel: "@f:%x", set: func(g *md.Graph, t md.Target) error { return taffo.SetInitWeight(g, t, []int32{3}) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetInitWeight(g, t) }, want: []int32{3}},
		{sel: "@f", set: func(g *md.Graph, t md.Target) error { return taffo.SetInitWeight(g, t, []int32{1, -1, 2}) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetInitWeight(g, t) }, want: []int32{1, -1, 2}},
		{sel: "@g", set: func(g *md.Graph, t md.Target) error { return taffo.SetBufferID(g, t, "buf0") },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetBufferID(g, t) }, want: "buf0"},
		{sel: "@f", set: func(g *md.Graph, t md.Target) error { return taffo.SetArgBufferIDs(g, t, []string{"", "in", ""}) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetArgBufferIDs(g, t) }, want: []string{"", "in", ""}},
		{sel: "@main:%r", set: func(g *md.Graph, t md.Target) error { return taffo.SetOMPDisabled(g, t) },
			read: func(g *md.Graph, t md.Target) (any, error) { return taffo.IsOMPDisabled(g, t), nil }, want: true},
		{sel: "@main:%r", set: func(g *md.Graph, t md.Target) error {
			return taffo.SetFunctionRef(g, t, taffo.KeyIndirectFunction, "@f")
		}, read: func(g *md.Graph, t md.Target) (any, error) {
			return taffo.GetFunctionRef(g, t, taffo.KeyIndirectFunction)
		}, want: "@f"},
		{sel: "@main", set: func(g *md.Graph, t md.Target) error {
			return taffo.SetFunctionRef(g, t, taffo.KeyOriginalCall, "@f")
		}, read: func(g *md.Graph, t md.Target) (any, error) { return taffo.GetFunctionRef(g, t, taffo.KeyOriginalCall) }, want: "@f"},
	}
}

// TestRoundTrip writes every key in every shape, prints the module, parses
// it again and reads back the same values.
func TestRoundTrip(t *testing.T) {
	out := writeAll(t)
	g := parse(t, "out.ll", string(out))
	for _, e := range edits() {
		got, err := e.read(g, target(t, g, e.sel))
		if err != nil {
			t.Errorf("%s: %v", e.sel, err)
			continue
		}
		if diff := cmp.Diff(e.want, got, ignoreNodes, ignoreStructNodes); diff != "" {
			t.Errorf("%s (-want +got):\n%s", e.sel, diff)
		}
	}
}

// writeAll applies edits() to base and returns the printed module.
func writeAll(t *testing.T) []byte {
	t.Helper()
	g := parse(t, "base.ll", base)
	for _, e := range edits() {
		if err := e.set(g, target(t, g, e.sel)); err != nil {
			t.Fatalf("%s: %v", e.sel, err)
		}
	}
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestWriteShapes checks the text written for TAFFO's encodings: four
// operands with i2 flags (2 and 3 printed as -2 and -1, as LLVM prints an
// i2), i1 false holes, (i32 0, i1 false) funinfo placeholders, the
// unroll string with trailing space, and one node per distinct contents.
func TestWriteShapes(t *testing.T) {
	out := string(writeAll(t))
	for _, want := range []string{
		`= !{!"fixp", i32 -32, i32 24}`,
		`= !{double -1.600000e+01, double 1.600000e+01}`,
		`= !{double 1.000000e-02}`,
		`, i2 1}`, `, i2 -2}`, `, i2 -1}`,
		`= !{i1 false, i1 false, i1 false, i2 0}`,
		`= !{!"float", i32 2, double 1.600000e+01}`,
		`= !{!"float", i32 6, double 1.000000e-01}`,
		`double 0x3FD5555555555555`, // 1/3
		`double 0xFFEFFFFFFFFFFFFF, double 4.940660e-324`,
		`double -0.000000e+00`,
		`i32 2, !`, `i32 0, i1 false}`,
		`= !{!"5 U 12 4294967295 "}`,
		`= !{i1 true}`,
		`= !{!"OptionPrice7"}`,
		`= !{null, !"in", null}`,
		`= !{i32 (i32, %struct.foo*, i32)* @f}`,
		`= !{i32* null}`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// Equal contents, one node: the InputInfo of @g and @f:%x, and each
	// type and range node, are defined once.
	defs := map[string]int{}
	for _, line := range strings.Split(out, "\n") {
		if _, body, ok := strings.Cut(line, " = !{"); ok && strings.HasPrefix(line, "!") {
			defs[body]++
		}
	}
	for body, n := range defs {
		if n > 1 {
			t.Errorf("node !{%s defined %d times", body, n)
		}
	}
	g := parse(t, "out.ll", out)
	if a, b := g.Attachment(target(t, g, "@g"), taffo.KeyInfo), g.Attachment(target(t, g, "@f:%x"), taffo.KeyInfo); a == nil || a != b {
		t.Errorf("equal infos on @g and @f:%%x use different nodes: %v, %v", a, b)
	}
}

var doubleRE = regexp.MustCompile(`(double|i2|i1|i32) (0x[0-9A-F]+|-?[0-9.e+-]+|true|false)`)

// TestWrittenByLLVM checks the written module with LLVM 14: llvm-as
// accepts it, and after llvm-as | llvm-dis every constant in the metadata
// is printed exactly as irmeta printed it (doubles in %e form or hex, i2
// flags in two's complement), with the same metadata graph.
func TestWrittenByLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and llvm-dis")
	}
	out := writeAll(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "out.bc")
	if msg, err := exec.Command("llvm-as", "-o", bc, path).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as rejects the written module: %v\n%s\n%s", err, msg, out)
	}
	dis, err := exec.Command("llvm-dis", "-o", "-", bc).Output()
	if err != nil {
		t.Fatal(err)
	}
	consts := func(text []byte) []string {
		var s []string
		for _, line := range strings.Split(string(text), "\n") {
			if strings.HasPrefix(line, "!") {
				s = append(s, doubleRE.FindAllString(line, -1)...)
			}
		}
		sort.Strings(s)
		return s
	}
	if diff := cmp.Diff(consts(out), consts(dis)); diff != "" {
		t.Errorf("metadata constants differ from LLVM's printing (-irmeta +llvm-dis):\n%s", diff)
	}
	if d := md.Diff(parse(t, "out.ll", string(out)), parse(t, "dis.ll", string(dis))); len(d) != 0 {
		t.Errorf("metadata differs after llvm-as | llvm-dis: %v", d)
	}
}

// TestOpaquePointerRefs: in an opaque-pointer module, the keys that hold
// pointers are written with ptr, and llvm-as -opaque-pointers accepts them.
func TestOpaquePointerRefs(t *testing.T) {
	src := "define void @k(ptr %p) {\n  %x = load i32, ptr %p\n  call void @k(ptr %p)\n  ret void\n}\n"
	g := parse(t, "o.ll", src)
	x, call := target(t, g, "@k:%x"), target(t, g, "@k:3")
	if err := taffo.SetOMPDisabled(g, x); err != nil {
		t.Fatal(err)
	}
	if err := taffo.SetFunctionRef(g, call, taffo.KeyIndirectFunction, "@k"); err != nil {
		t.Fatal(err)
	}
	if err := taffo.SetFunctionRef(g, taffo.Func(0), taffo.KeyOCLTrampoline, "@k"); err != nil {
		t.Fatal(err)
	}
	out, _ := g.Bytes()
	for _, want := range []string{"!{ptr null}", "!{ptr @k}"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if testing.Short() {
		return
	}
	path := filepath.Join(t.TempDir(), "o.ll")
	os.WriteFile(path, out, 0o644)
	if msg, err := exec.Command("llvm-as", "-opaque-pointers", "-o", os.DevNull, path).CombinedOutput(); err != nil {
		t.Errorf("llvm-as: %v\n%s\n%s", err, msg, out)
	}
}

// TestSetArgInfo updates one parameter and keeps the others.
func TestSetArgInfo(t *testing.T) {
	g := parse(t, "a.ll", base)
	f := target(t, g, "@f")
	if err := taffo.SetArgInfo(g, f, 2, full); err != nil {
		t.Fatal(err)
	}
	if err := taffo.SetArgInfo(g, f, 0, final); err != nil {
		t.Fatal(err)
	}
	if err := taffo.SetArgInfo(g, f, 3, full); err == nil {
		t.Error("parameter 3 of a 3-parameter function accepted")
	}
	args, err := taffo.GetFunInfo(g, f)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]taffo.MDInfo{final, nil, full}, args, ignoreNodes); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
