package modflags_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
)

func clangModule(t *testing.T, name string) *md.Graph {
	t.Helper()
	return loadGraph(t, filepath.Join(corpus.Root(t), "oracle", "modflags", "clang", "out", name))
}

// TestWellKnownFromClang reads typed flags from modules clang 14 wrote.
func TestWellKnownFromClang(t *testing.T) {
	g := clangModule(t, "default.ll")
	for _, tc := range []struct {
		get  func(*md.Graph) (int64, bool)
		want int64
	}{{modflags.WCharSize, 4}, {modflags.PICLevel, 2}, {modflags.PIELevel, 2}} {
		if v, ok := tc.get(g); !ok || v != tc.want {
			t.Errorf("got %d, %v; want %d", v, ok, tc.want)
		}
	}
	if _, ok := modflags.DwarfVersion(g); ok {
		t.Error("Dwarf Version found in a module without debug info")
	}
	if v, ok := modflags.SDKVersion(clangModule(t, "macos-sdk12.3-objc.ll")); !ok || !cmp.Equal(v, []int64{12, 3}) {
		t.Errorf("SDK Version = %v, %v", v, ok)
	}
	pgo := clangModule(t, "pgo-use-main.ll")
	edges, err := modflags.CGProfile(pgo)
	if err != nil || !cmp.Equal(edges, []modflags.CGEdge{{Caller: "@main", Callee: "@work", Count: 50002}}) {
		t.Errorf("CG Profile = %+v, %v", edges, err)
	}
	ps, err := modflags.ProfileSummaryOf(pgo)
	if err != nil || ps == nil {
		t.Fatalf("ProfileSummary: %v", err)
	}
	if ps.Format != "InstrProf" || ps.TotalCount != 7100001 || ps.MaxCount != 2300000 || ps.NumFunctions != 2 || ps.IsPartialProfile || len(ps.Detailed) != 16 {
		t.Errorf("ProfileSummary = %+v", ps)
	}
	if last := ps.Detailed[15]; last != (modflags.SummaryEntry{Cutoff: 999999, MinCount: 100000, NumCounts: 5}) {
		t.Errorf("last detailed entry = %+v", last)
	}
}

// TestSetIntUsesKnownBehavior writes well-known flags with LLVM's
// behaviors and widths, and every table entry has a sensible shape.
func TestSetIntUsesKnownBehavior(t *testing.T) {
	g := md.New(mustParse(t, "s.ll", ""))
	modflags.SetInt(g, modflags.Error, "PIC Level", 2)
	modflags.SetInt(g, modflags.Error, "Swift Major Version", 5)
	modflags.SetInt(g, modflags.Warning, "my.flag", 1)
	g14 := md.New(mustParse(t, "s14.ll", ""))
	modflags.SetIntIn(g14, 14, modflags.Error, "PIC Level", 2)
	out, _ := g.Bytes()
	out14, _ := g14.Bytes()
	out = append(out, out14...)
	// LLVM 22 writes PIC Level with Min (8), LLVM 14 with Max (7).
	for _, want := range []string{`!{i32 8, !"PIC Level", i32 2}`, `!{i32 7, !"PIC Level", i32 2}`, `!{i32 1, !"Swift Major Version", i8 5}`, `!{i32 2, !"my.flag", i32 1}`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	for _, k := range modflags.WellKnown {
		if k.Behavior < modflags.Error || k.Behavior > modflags.Min || k.Kind == modflags.IntValue && k.Bits == 0 || k.Doc == "" {
			t.Errorf("bad table entry %+v", k)
		}
	}
}
