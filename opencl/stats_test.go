package opencl_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/parser"
)

const statsModule = `define spir_kernel void @a() {
  ret void
}

define spir_kernel void @b() {
  ret void
}

define void @helper() {
  ret void
}
`

// reparse prints g and parses the text again, so that values are read
// from what a consumer would see.
func reparse(t *testing.T, g *md.Graph) (*md.Graph, []byte) {
	t.Helper()
	var b bytes.Buffer
	if err := g.Print(&b); err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFile("stats.ll", b.Bytes(), 0)
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	return md.New(m), b.Bytes()
}

func TestStats(t *testing.T) {
	m, _ := parser.ParseFile("stats.ll", []byte(statsModule), 0)
	g := md.New(m)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(opencl.SetStat(g, 0, "Vectorizer@CanVect", 1))
	must(opencl.SetStat(g, 0, "Barrier@Count", 4))
	must(opencl.AddStat(g, 0, "Barrier@Count", 3))
	must(opencl.AddStat(g, 1, "Barrier@Count", -2))
	must(opencl.SetStat(g, 2, "Inliner@Calls", 9))
	opencl.SetStatDescription(g, "Barrier@Count", "barriers found")
	if err := opencl.SetStat(g, 0, "Big", 1<<31); err == nil {
		t.Error("SetStat accepted a value beyond i32")
	}
	opencl.SetRunInfo(g, opencl.RunInfo{Type: "vectorizer", WorkloadName: "saxpy", ExecTime: "1.5"})
	opencl.CopyStats(g, 0, 1) // @b gets @a's counters, replacing its Barrier@Count
	opencl.MoveStats(g, 2, 1) // @helper's move to @b
	g2, text := reparse(t, g)
	if !bytes.Contains(text, []byte(`!opencl.stats.Barrier\40Count`)) {
		t.Errorf("stat names are not escaped:\n%s", text)
	}
	want := [][]opencl.Stat{
		{{"Vectorizer@CanVect", 1}, {"Barrier@Count", 7}},
		{{"Barrier@Count", 7}, {"Vectorizer@CanVect", 1}, {"Inliner@Calls", 9}},
		nil,
	}
	for fn, w := range want {
		got, err := opencl.Stats(g2, fn)
		if err != nil || !cmp.Equal(got, w) {
			t.Errorf("function %d: stats %v (%v), want %v", fn, got, err, w)
		}
	}
	if d, ok := opencl.StatDescription(g2, "Barrier@Count"); !ok || d != "barriers found" {
		t.Errorf("description %q, %v", d, ok)
	}
	if ri := opencl.ReadRunInfo(g2); ri != (opencl.RunInfo{Type: "vectorizer", WorkloadName: "saxpy", ExecTime: "1.5"}) {
		t.Errorf("run info %+v", ri)
	}
	if n := opencl.RemoveStats(g2, 1); n != 3 {
		t.Errorf("RemoveStats removed %d, want 3", n)
	}
	if s, _ := opencl.Stats(g2, 1); len(s) != 0 {
		t.Errorf("stats left after RemoveStats: %v", s)
	}
	if !testing.Short() {
		llvmAs(t, text, false)
	}
}

// TestSummer adds up three modules' statistics by hand-computed totals.
func TestSummer(t *testing.T) {
	mods := []string{
		"define void @f() !opencl.stats.A !0 !opencl.stats.B !1 {\n  ret void\n}\ndefine void @g() !opencl.stats.A !1 {\n  ret void\n}\n!opencl.stats.A = !{!2}\n!0 = !{i32 5}\n!1 = !{i32 2}\n!2 = !{!\"counts a\"}\n",
		"define void @h() !opencl.stats.A !0 {\n  ret void\n}\n!0 = !{i32 -1}\n",
		"define void @k() !opencl.stats.C !0 !opencl.stats.B !1 {\n  ret void\n}\n!0 = !{i32 10}\n!1 = !{!\"bad\"}\n",
	}
	var s opencl.Summer
	errs := 0
	for i, src := range mods {
		m, err := parser.ParseFile("m.ll", []byte(src), 0)
		if err != nil {
			t.Fatalf("module %d: %v", i, err)
		}
		if err := s.Add(md.New(m)); err != nil {
			errs++
			if !strings.Contains(err.Error(), "opencl.stats.B") {
				t.Errorf("error does not name the statistic: %v", err)
			}
		}
	}
	if errs != 1 {
		t.Errorf("%d modules reported errors, want 1 (the malformed B)", errs)
	}
	want := []opencl.StatTotal{
		{Name: "A", Total: 6, Functions: 3, Modules: 2, Description: "counts a"},
		{Name: "B", Total: 2, Functions: 1, Modules: 1},
		{Name: "C", Total: 10, Functions: 1, Modules: 1},
	}
	if diff := cmp.Diff(want, s.Totals()); diff != "" {
		t.Errorf("totals (-want +got):\n%s", diff)
	}
}
