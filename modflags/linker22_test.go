package modflags_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

var updateLinker22 = flag.Bool("update-linker22", false, "ask llvm-link-22 again for every pair of LLVM's Linker module-flag tests and rewrite testdata/linker22.tsv")

const linker22Table = "testdata/linker22.tsv"

// linkerTestModules returns LLVM's own Linker module-flag test modules
// (their inputs included) from the corpus: those of the LLVM 14 test copy,
// the newer ones beside it, and those of the LLVM 22 test corpus. Each is
// named by its corpus path with "/" turned into "__", so that two tests'
// files of the same name stay apart. Files in the pre-3.6 syntax
// (old-copy) are left out: LLVM 22 does not read them.
func linkerTestModules(t *testing.T) map[string]string {
	root := corpus.Root(t)
	globs := []string{
		"peers/llvm14/llvm/test/Linker/module-flags-*.ll",
		"peers/llvm14/llvm/test/Linker/Inputs/module-flags-*.ll",
		"peers/llvm14/newest/llvm/test/Linker/module-flags-*.ll",
		"peers/llvm14/newest/llvm/test/Linker/Inputs/module-flags-*.ll",
		"llvm22-test/Linker__*module-flag*.ll",
	}
	mods := map[string]string{}
	for _, g := range globs {
		files, _ := filepath.Glob(filepath.Join(root, g))
		for _, f := range files {
			rel, _ := filepath.Rel(root, f)
			mods[strings.ReplaceAll(rel, string(filepath.Separator), "__")] = f
		}
	}
	if len(mods) < 30 {
		t.Fatalf("only %d Linker module-flag tests found", len(mods))
	}
	return mods
}

// TestLinkerTestsLLVM22 links every ordered pair of LLVM's own Linker
// module-flag test modules with Merge under LLVM 22's rules and compares
// the merged flags, the failing flag's message and the warnings with
// llvm-link-22's answers (stored in testdata/linker22.tsv; -update-linker22
// asks again; a sample is re-asked each run). The tests' FileCheck lines
// check LLVM 14's linker (TestLinkerPeers); this checks LLVM 22's on the
// same modules and on every combination of them.
func TestLinkerTestsLLVM22(t *testing.T) {
	mods := linkerTestModules(t)
	var names []string
	for n := range mods {
		names = append(names, n)
	}
	sort.Strings(names)
	graphs := map[string]func() *md.Graph{}
	readable := map[string]bool{}
	for _, n := range names {
		src, err := os.ReadFile(mods[n])
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFileOptions(n, src, parser.Options{Version: 22})
		if err == nil {
			readable[n] = true
			graphs[n] = func() *md.Graph { return md.New(m) }
		}
	}
	type pair struct{ a, b string }
	var pairs []pair
	for _, a := range names {
		for _, b := range names {
			pairs = append(pairs, pair{a, b})
		}
	}
	// llvm-link names modules by the path it is given: link copies under
	// the table's names, from one directory.
	linkDir := func() string {
		dir := t.TempDir()
		for n, f := range mods {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, n), src, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	answers := map[pair]string{}
	if *updateLinker22 {
		dir := linkDir()
		res := make([]string, len(pairs))
		parallel.For(len(pairs), 4, func(i int) {
			res[i] = linkAnswerIn(dir, 22, pairs[i].a, pairs[i].b)
		})
		var b strings.Builder
		b.WriteString("# dst\tsrc\tanswer\tflags or message\twarnings (llvm-link-22 -S dst src; see TestLinkerTestsLLVM22)\n")
		for i, p := range pairs {
			fmt.Fprintf(&b, "%s\t%s\t%s\n", p.a, p.b, res[i])
		}
		if err := os.WriteFile(linker22Table, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(linker22Table)
	if err != nil {
		t.Fatalf("%v (run with -update-linker22)", err)
	}
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(flagWarningsOnly(l), "\t", 3)
		if len(f) != 3 {
			t.Fatalf("bad line %q", l)
		}
		answers[pair{f[0], f[1]}] = f[2]
	}
	if len(answers) != len(pairs) {
		t.Fatalf("%s has %d answers for %d pairs; run with -update-linker22", linker22Table, len(answers), len(pairs))
	}
	if !testing.Short() && !*updateLinker22 {
		dir := linkDir()
		for i := 0; i < len(pairs); i += len(pairs)/8 + 1 {
			p := pairs[i]
			if got := flagWarningsOnly(linkAnswerIn(dir, 22, p.a, p.b)); got != answers[p] {
				t.Errorf("llvm-link-22 %s %s now answers\n%s\n%s has\n%s", p.a, p.b, got, linker22Table, answers[p])
			}
		}
	}
	same, compared, failing, unreadable := 0, 0, 0, 0
	for _, p := range pairs {
		want := answers[p]
		if strings.HasPrefix(want, "load-error") {
			// llvm-link-22 fails before the flags: a module it cannot
			// read (irmeta must not read it either), or globals defined
			// in both (linking a module with itself), which Merge does
			// not model.
			unreadable++
			if readable[p.a] && readable[p.b] && !strings.Contains(want, "symbol multiply defined") {
				t.Errorf("%s %s: llvm-link-22 cannot read them (%s), irmeta --llvm 22 reads both", p.a, p.b, want)
			}
			continue
		}
		if !readable[p.a] || !readable[p.b] {
			t.Errorf("%s %s: llvm-link-22 links them, irmeta --llvm 22 cannot read one", p.a, p.b)
			continue
		}
		compared++
		if strings.HasPrefix(want, "error") {
			failing++
		}
		got := irmetaAnswer(t, 22, graphs, p.a, p.b)
		if got == want {
			same++
			continue
		}
		t.Errorf("--llvm 22 %s %s:\nirmeta:       %s\nllvm-link-22: %s", p.a, p.b, got, want)
	}
	t.Logf("LLVM 22: Merge = llvm-link-22 on %d of %d pairs of %d LLVM Linker test modules (%d failing); %d pairs llvm-link-22 does not link (a module it cannot read, or globals defined twice)", same, compared, len(names), failing, unreadable)
	if compared < 500 {
		t.Errorf("only %d pairs compared", compared)
	}
}
