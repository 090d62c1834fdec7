package taffo_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// readEverything runs every reader of the package over g.
func readEverything(g *md.Graph) {
	taffo.List(g)
	taffo.Check(g)
	g.Targets(func(t md.Target) {
		for _, a := range g.Attachments(t) {
			readKey(g, t, a.Kind)
			taffo.GetBufferID(g, t)
			taffo.GetArgBufferIDs(g, t)
			taffo.GetFunctionRef(g, t, a.Kind)
			taffo.DecodeMDInfo(a.Node)
			taffo.NewReader(g).MDInfo(t)
		}
	})
}

var defRE = regexp.MustCompile(`(?m)^!([0-9]+) = .*$`)

// TestMutatedPeersNoPanic replaces each node of each TAFFO test input, in
// turn, by shapes TAFFO would choke on (wrong arities, wrong constant
// types, strings, nulls, self-references) and reads everything: no panic,
// and every error carries a position.
func TestMutatedPeersNoPanic(t *testing.T) {
	variants := []string{
		`!{}`, `!{i32 1}`, `!{!"fixp"}`, `!{!"fixp", i32 1}`, `!{!"float", i32 99, double 0x7FF8000000000000}`,
		`!{i1 false, i1 false, i1 false}`, `!{null, null, null, null}`, `!{!"x", i64 -1, double 1.0}`,
		`!{i32 7, !SELF, i32 2, i1 true}`, `!{double 1.0, double 0.5}`, `distinct !{!SELF, !SELF}`,
		`!{!SELF, i1 false, i1 false, i2 1}`, `!{i1 true, i32 0, i1 0}`, `!{!"fixp", i32 0, i32 -1}`,
		`!{!0, !0, !0, !0, !0}`, `!{float 1.0, half 2.0}`, `!{i32 3, i32 0}`, `!{!"5 U x 99999999999 "}`,
	}
	mutated := 0
	for _, path := range peerFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range defRE.FindAllSubmatchIndex(src, -1) {
			id := string(src[loc[2]:loc[3]])
			for _, v := range variants {
				text := "!" + id + " = " + strings.ReplaceAll(v, "SELF", id)
				mod := string(src[:loc[0]]) + text + string(src[loc[1]:])
				m, err := parser.ParseFile(path, []byte(mod), parser.SkipRefCheck)
				if err != nil {
					continue
				}
				mutated++
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Fatalf("%s with %s: panic: %v", path, text, r)
						}
					}()
					g := md.New(m)
					readEverything(g)
					for _, d := range taffo.Check(g) {
						if !d.Pos.IsValid() {
							t.Errorf("%s with %s: unpositioned %q", path, text, d.Msg)
						}
					}
				}()
			}
		}
	}
	t.Logf("%d mutated modules read", mutated)
	if mutated < 1000 {
		t.Errorf("only %d mutated modules parsed", mutated)
	}
}

// TestSharedStructDAG: a structinfo of 60 levels, each node naming the
// next twice, describes 2^60 paths; reading, checking and listing it must
// cost the number of nodes, not paths.
func TestSharedStructDAG(t *testing.T) {
	var b strings.Builder
	b.WriteString("@g = global i32 0, !taffo.structinfo !0\n")
	const depth = 60
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "!%d = !{!%d, !%d}\n", i, i+1, i+1)
	}
	fmt.Fprintf(&b, "!%d = !{!%d, !%d, i1 false}\n!%d = !{!\"fixp\", i32 8, i32 4}\n!%d = !{double 0.0, double 1.0}\n", depth, depth+1, depth+2, depth+1, depth+2)
	g := parse(t, "dag.ll", b.String())
	// No clock: a decoder that re-read shared nodes would take 2^60 steps;
	// the shared field decoding to one value shows it reads each node once.
	s, err := taffo.GetStructInfo(g, target(t, g, "@g"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Fields[0] != s.Fields[1] {
		t.Error("a shared node should decode to one shared value")
	}
	taffo.Check(g)
	entries, errs := taffo.List(g)
	if len(entries) == 0 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "more than") {
		t.Errorf("List: %d entries, errors %v", len(entries), errs)
	}
}

// TestCyclicStructInfo: a distinct node that contains itself is reported,
// not followed forever.
func TestCyclicStructInfo(t *testing.T) {
	g := parse(t, "cyc.ll", "@g = global i32 0, !taffo.structinfo !0\n!0 = distinct !{!1, i1 false}\n!1 = distinct !{!0}\n")
	_, err := taffo.GetStructInfo(g, target(t, g, "@g"))
	if err == nil || !strings.Contains(err.Error(), "contains itself") {
		t.Errorf("err = %v", err)
	}
	if d := taffo.Check(g); len(d) != 1 || d[0].Pos.Line == 0 {
		t.Errorf("Check = %v", d)
	}
}
