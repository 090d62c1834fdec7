package taffo_test

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/taffo"
)

// readKey reads one attachment with the getter for its key.
func readKey(g *md.Graph, t md.Target, key string) error {
	var err error
	switch key {
	case taffo.KeyInfo:
		_, err = taffo.GetInfo(g, t)
	case taffo.KeyStructInfo:
		_, err = taffo.GetStructInfo(g, t)
	case taffo.KeyFunInfo:
		_, err = taffo.GetFunInfo(g, t)
	case taffo.KeyConstInfo:
		_, err = taffo.GetConstInfo(g, t)
	case taffo.KeyTarget:
		_, err = taffo.GetTarget(g, t)
	case taffo.KeyMaxRec:
		_, err = taffo.GetMaxRec(g, t)
	case taffo.KeyAbsError:
		_, err = taffo.GetAbsError(g, t)
	case taffo.KeyWrongCmpTol:
		_, err = taffo.GetWrongCmpTol(g, t)
	case taffo.KeyInitWeight:
		_, err = taffo.GetInitWeight(g, t)
	case taffo.KeyUnroll:
		if t.Kind == md.FunctionTarget {
			_, err = taffo.GetLoopUnrollCounts(g, t)
		} else {
			_, err = taffo.GetUnroll(g, t)
		}
	}
	return err
}

var attachRE = regexp.MustCompile(`!(taffo\.[A-Za-z.]+) !`)

// TestPeersRead reads every TAFFO attachment of every TAFFO test input.
// The attachments found through the graph are counted against the
// attachments written in the text (comment lines excluded), so that none
// is missed.
func TestPeersRead(t *testing.T) {
	total := map[string]int{}
	for _, path := range peerFiles(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{}
		sc := bufio.NewScanner(bytes.NewReader(src))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(strings.TrimSpace(line), ";") {
				continue
			}
			for _, m := range attachRE.FindAllStringSubmatch(line, -1) {
				want[m[1]]++
			}
		}
		g := parse(t, path, string(src))
		got := map[string]int{}
		g.Targets(func(tg md.Target) {
			for _, a := range g.Attachments(tg) {
				if !strings.HasPrefix(a.Kind, "taffo.") {
					continue
				}
				got[a.Kind]++
				total[a.Kind]++
				if err := readKey(g, tg, a.Kind); err != nil {
					t.Errorf("%v", err)
				}
			}
		})
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: attachments (-text +graph):\n%s", filepath.Base(path), diff)
		}
	}
	t.Logf("read %v", total)
	if total[taffo.KeyInfo] < 100 || total[taffo.KeyFunInfo] < 10 || total[taffo.KeyStructInfo] < 3 {
		t.Errorf("too few annotations read: %v", total)
	}
}

// fix is the type most TAFFO tests use, and r and e build ranges and
// errors, to write the expected values below compactly.
func fix(w int32, f uint32) *taffo.Type { return taffo.NewFixP(w, f) }
func r(lo, hi float64) *taffo.Range     { return &taffo.Range{Min: lo, Max: hi} }

// info3 is a 3-operand InputInfo as the test inputs write it.
func info3(ty *taffo.Type, rg *taffo.Range, e *float64) *taffo.Info {
	return &taffo.Info{Type: ty, Range: rg, Error: e, EnableConversion: true}
}

var ignoreNodes = cmpopts.IgnoreFields(taffo.Info{}, "Node")
var ignoreStructNodes = cmpopts.IgnoreFields(taffo.StructInfo{}, "Node")

// TestPeerValues compares decoded annotations with values read by eye
// from the metadata text of several TAFFO test inputs.
func TestPeerValues(t *testing.T) {
	s32 := fix(-32, 25)
	infos := []struct {
		file, sel string
		want      *taffo.Info
	}{
		// StructPtr.ll: !2 = !{!3, !4, !5}, !3 = fixp -32 25, !4 = [-2, 2], !5 = 1e-08
		{"StructPtr.ll", "@slarti:%3", info3(s32, r(-2, 2), taffo.Err(1e-8))},
		// !6 = !{!3, !4, i1 false}
		{"StructPtr.ll", "@slarti:%22", info3(s32, r(-2, 2), nil)},
		// !8 = !{!3, !4, !9}, !9 = 1e-07
		{"StructPtr.ll", "@main:%3", info3(s32, r(-2, 2), taffo.Err(1e-7))},
		// Call.ll: %add in @foo has !7 = !{!2, !8, i1 0}: fixp -32 6, [-11, 11]
		{"Call.ll", "@foo:%add", info3(fix(-32, 6), r(-11, 11), nil)},
		// %sub in @bar has !9 = !{!2, !10, i1 0}: [-17, 17]
		{"Call.ll", "@bar:%sub", info3(fix(-32, 6), r(-17, 17), nil)},
	}
	for _, c := range infos {
		g := load(t, peerFile(t, c.file))
		got, err := taffo.GetInfo(g, target(t, g, c.sel))
		if err != nil {
			t.Errorf("%s %s: %v", c.file, c.sel, err)
			continue
		}
		if diff := cmp.Diff(c.want, got, ignoreNodes); diff != "" {
			t.Errorf("%s %s (-want +got):\n%s", c.file, c.sel, diff)
		}
	}

	// StructPtr.ll: @slarti !taffo.funinfo !7 = !{i32 0, i32 0, i32 1, !2}.
	g := load(t, peerFile(t, "StructPtr.ll"))
	args, err := taffo.GetFunInfo(g, target(t, g, "@slarti"))
	if err != nil {
		t.Fatal(err)
	}
	wantArgs := []taffo.MDInfo{nil, info3(s32, r(-2, 2), taffo.Err(1e-8))}
	if diff := cmp.Diff(wantArgs, args, ignoreNodes); diff != "" {
		t.Errorf("funinfo (-want +got):\n%s", diff)
	}
	// @globby !taffo.structinfo !10 = !{!11, !6}; !11 = !{!3, !12, i1 false}
	// with !12 = [42, 42]; !6 as above.
	glob, err := taffo.GetStructInfo(g, target(t, g, "@globby"))
	if err != nil {
		t.Fatal(err)
	}
	bar := taffo.NewStructInfo(info3(s32, r(42, 42), nil), info3(s32, r(-2, 2), nil))
	if diff := cmp.Diff(bar, glob, ignoreNodes, ignoreStructNodes); diff != "" {
		t.Errorf("@globby structinfo (-want +got):\n%s", diff)
	}
	// @main:%1 !taffo.structinfo !13 = !{!10, !10, i1 false, i1 false}: a
	// four-operand tuple that is not an InputInfo (its first operand is no
	// type), so a struct of two nested structs and two holes.
	foo, err := taffo.GetStructInfo(g, target(t, g, "@main:%1"))
	if err != nil {
		t.Fatal(err)
	}
	want := taffo.NewStructInfo(bar, bar, nil, nil)
	if diff := cmp.Diff(want, foo, ignoreNodes, ignoreStructNodes); diff != "" {
		t.Errorf("@main:%%1 structinfo (-want +got):\n%s", diff)
	}

	// Call.ll: @foo !taffo.funinfo !0 = !{i32 1, !1, i32 1, !5};
	// !1 = {fixp -32 6, [-5, 5], 1e-2}, !5 = {fixp -32 6, [-6, 6], 1e-2}.
	g = load(t, peerFile(t, "Call.ll"))
	args, err = taffo.GetFunInfo(g, target(t, g, "@foo"))
	if err != nil {
		t.Fatal(err)
	}
	wantArgs = []taffo.MDInfo{info3(fix(-32, 6), r(-5, 5), taffo.Err(1e-2)), info3(fix(-32, 6), r(-6, 6), taffo.Err(1e-2))}
	if diff := cmp.Diff(wantArgs, args, ignoreNodes); diff != "" {
		t.Errorf("Call.ll @foo funinfo (-want +got):\n%s", diff)
	}
}
