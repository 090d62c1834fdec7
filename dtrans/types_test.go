package dtrans_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/md"
)

// TestTypes decodes the front-end type descriptions of the spec's
// examples and renders them as the types they describe.
func TestTypes(t *testing.T) {
	g := load(t, "types_opaque.ll")
	types, errs := dtrans.Types(g)
	if len(errs) > 0 {
		t.Fatalf("errors: %v", errs)
	}
	var got []string
	for _, d := range types {
		got = append(got, d.String()+" = "+d.Body())
	}
	want := []string{
		"%struct.foo = opaque",
		"%struct.bar = { i32 (...)**, i32, i64** }",
		"%struct.wrap = { %struct.bar, i32, { i32, i64** } }",
		"%struct.op = { %struct.op*, i32, <4 x double> }",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("types:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	attached := map[string]string{}
	g.Targets(func(tg md.Target) {
		if d, ok, err := dtrans.TypeOf(g, tg); ok {
			if err != nil {
				t.Errorf("%s: %v", g.TargetName(tg), err)
				return
			}
			attached[g.TargetName(tg)] = d.String()
		}
	})
	wantAttached := map[string]string{
		"@gp":       "%struct.bar*",
		"@tbl":      "[20 x i64**]",
		"@bitop:%a": "i32 (...)**",
		"@bitop:%r": "i32 (...)",
	}
	if fmt.Sprint(attached) != fmt.Sprint(wantAttached) {
		t.Errorf("attached = %v\nwant %v", attached, wantAttached)
	}
	ft, ok, err := dtrans.FuncTypesOf(g, function(t, g, "@bitop"))
	if !ok || err != nil {
		t.Fatalf("func types: %v %v", ok, err)
	}
	if s := fmt.Sprintf("%s (%s, %v, %s)", ft.Ret, ft.Params[0], ft.Params[1], ft.Params[2]); s != "%struct.op* (%struct.op*, <nil>, i32*)" {
		t.Errorf("func types = %s", s)
	}
}

var expectRE = regexp.MustCompile(`; (ERROR|WARNING) "([^"]*)"`)

// TestCheck runs the checker on a module whose comments name the
// diagnostics expected on their line, the way go/types tests mark errors.
func TestCheck(t *testing.T) {
	g := load(t, "check_bad.ll")
	type exp struct {
		line int
		sev  string
		text string
		seen bool
	}
	var exps []*exp
	for i, l := range strings.Split(string(g.Module.Src), "\n") {
		for _, m := range expectRE.FindAllStringSubmatch(l, -1) {
			exps = append(exps, &exp{line: i + 1, sev: strings.ToLower(m[1]), text: m[2]})
		}
	}
	for _, d := range dtrans.Check(g) {
		found := false
		for _, e := range exps {
			if !e.seen && e.line == d.Pos.Line && e.sev == d.Severity.String() && strings.Contains(d.Msg, e.text) {
				e.seen, found = true, true
				break
			}
		}
		if !found {
			t.Errorf("unexpected %s: %s: %s", d.Severity, d.Pos, d.Msg)
		}
	}
	for _, e := range exps {
		if !e.seen {
			t.Errorf("line %d: missing %s %q", e.line, e.sev, e.text)
		}
	}
	// The checker is registered for irmeta verify.
	found := false
	for _, n := range check.Names() {
		found = found || n == "dtrans"
	}
	if !found {
		t.Errorf("dtrans checker not registered")
	}
}

// TestCheckClean: the checker is silent on well-formed modules, annotated
// or not.
func TestCheckClean(t *testing.T) {
	for _, file := range []string{"typed.ll", "opaque.ll", "cleaner_opaque.ll", "cleaner_typed.ll", "types_opaque.ll"} {
		for _, d := range dtrans.Check(load(t, file)) {
			t.Errorf("%s: %s: %s", file, d.Severity, d.Msg)
		}
	}
	g := annotateAll(t, load(t, "typed.ll"))
	for _, d := range dtrans.Check(g) {
		t.Errorf("annotated typed.ll: %s: %s: %s", d.Pos, d.Severity, d.Msg)
	}
}

// TestStripTypes removes the front-end type metadata as well: the named
// list, the attachments and the index attributes; LLVM accepts the rest.
func TestStripTypes(t *testing.T) {
	g := load(t, "types_opaque.ll")
	st, err := dtrans.Strip(g, dtrans.StripOptions{TypeMetadata: true})
	if err != nil {
		t.Fatal(err)
	}
	// 5 attachments (4 intel_dtrans_type, 1 intel.dtrans.func.type), 4
	// list entries, 3 attributes.
	if st.TypeMD != 12 || st.Total() != 12 {
		t.Errorf("stats = %+v", st)
	}
	s := commit(t, g)
	out := string(s.Module.Src)
	for _, gone := range []string{"intel_dtrans", "intel.dtrans"} {
		if strings.Contains(out, gone) {
			t.Errorf("%s left:\n%s", gone, out)
		}
	}
	if !strings.Contains(out, "define ptr @bitop(ptr %0, i32 %1, ptr %2) {") {
		t.Errorf("signature not cleaned:\n%s", out)
	}
	if len(dtrans.List(s)) != 0 {
		t.Errorf("items left")
	}
	if !testing.Short() {
		llvmAccepts(t, s)
	}
}
