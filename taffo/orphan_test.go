package taffo_test

import (
	"regexp"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/taffo"
)

// TestRepeatedSettersLeaveNoOrphans sets one annotation several times, as
// a tool that refines ranges does, and checks that only nodes still
// referenced are printed: every new definition is used elsewhere in the
// text, and the result has as many nodes as setting the final values once.
func TestRepeatedSettersLeaveNoOrphans(t *testing.T) {
	once := parse(t, "a.ll", base)
	f := target(t, once, "@f")
	x := target(t, once, "@f:%x")
	if err := taffo.SetFunInfo(once, f, []taffo.MDInfo{final, nil, both}); err != nil {
		t.Fatal(err)
	}
	if err := taffo.SetInfo(once, x, final); err != nil {
		t.Fatal(err)
	}
	wantDefs := defs(t, once)

	g := parse(t, "a.ll", base)
	steps := []func() error{
		func() error { return taffo.SetArgInfo(g, f, 2, full) },
		func() error { return taffo.SetArgInfo(g, f, 0, final) },
		func() error { return taffo.SetArgInfo(g, f, 2, both) },
		func() error { return taffo.SetInfo(g, x, hexy) },
		func() error { return taffo.SetInfo(g, x, full) },
		func() error {
			taffo.Remove(g, x, taffo.KeyInfo)
			return taffo.SetInfo(g, x, final)
		},
	}
	for _, step := range steps {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	if got := defs(t, g); got != wantDefs {
		t.Errorf("%d definitions after repeated setters, %d after setting once", got, wantDefs)
	}
	c, err := g.Commit()
	if err != nil {
		t.Fatal(err)
	}
	if args, err := taffo.GetFunInfo(c, f); err != nil || len(args) != 3 || args[1] != nil {
		t.Errorf("funinfo after commit = %v, %v", args, err)
	}
}

var defLine = regexp.MustCompile(`(?m)^!(\d+) = `)

// defs prints g and returns its number of node definitions, failing when
// one of them is referenced nowhere else.
func defs(t *testing.T, g *md.Graph) int {
	t.Helper()
	out, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	ids := defLine.FindAllSubmatch(out, -1)
	for _, m := range ids {
		ref := regexp.MustCompile(`!` + string(m[1]) + `\b`)
		if n := len(ref.FindAllIndex(out, -1)); n < 2 {
			t.Errorf("!%s is defined but not referenced:\n%s", m[1], out)
		}
	}
	return len(ids)
}
