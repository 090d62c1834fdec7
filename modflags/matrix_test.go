package modflags_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/parallel"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
)

var updateMatrix = flag.Bool("update-matrix", false, "ask llvm-link-14 and llvm-link-22 again for every pair of testdata/matrix and rewrite LINKS.tsv")

const matrixDir = "testdata/matrix"

// canonFlags renders a merged flag list independently of node numbering:
// each flag's nodes are written inline, distinct ones marked.
func canonFlags(g *md.Graph) string {
	l := g.Named(modflags.NamedList)
	if l == nil {
		return "(none)"
	}
	parts := make([]string, len(l.Nodes))
	for i, n := range l.Nodes {
		parts[i] = canonMD(n, 0)
	}
	return strings.Join(parts, "; ")
}

func canonMD(m md.Metadata, depth int) string {
	switch v := m.(type) {
	case nil:
		return "null"
	case *md.Value:
		return md.CanonValue(v)
	case *md.String:
		return v.String()
	case *md.Node:
		if v == nil {
			return "null"
		}
		if depth > 8 {
			return "!{...}"
		}
		var b strings.Builder
		if v.Distinct {
			b.WriteString("distinct ")
		}
		if v.Kind != md.Tuple {
			b.WriteString(md.Format(v))
			return b.String()
		}
		b.WriteString("!{")
		for i, op := range v.Operands() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(canonMD(op, depth+1))
		}
		b.WriteString("}")
		return b.String()
	}
	return fmt.Sprint(m)
}

// matrixModules lists the modules of the matrix (c14-*.ll, c22-*.ll).
func matrixModules(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join(matrixDir, "c*.ll"))
	if err != nil || len(files) < 50 {
		t.Fatalf("matrix modules: %d (%v); run scripts/modflags-matrix.sh", len(files), err)
	}
	for i, f := range files {
		files[i] = filepath.Base(f)
	}
	sort.Strings(files)
	return files
}

// linkAnswer runs llvm-link-N on a pair (in the matrix directory, so that
// module names in messages are the file names) and returns its answer:
// "ok\t<flags>", "error\t<message>" or "load-error\t<message>" (LLVM N
// cannot read an input), each followed by the warnings.
func linkAnswer(v int, a, b string) string { return linkAnswerIn(matrixDir, v, a, b) }

// linkAnswerIn is linkAnswer for modules a and b of directory dir.
func linkAnswerIn(dir string, v int, a, b string) string {
	cmd := exec.Command(fmt.Sprintf("llvm-link-%d", v), "-S", a, b)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var errs, warns []string
	for _, l := range strings.Split(stderr.String(), "\n") {
		if m, ok := strings.CutPrefix(l, "warning: "); ok {
			warns = append(warns, m)
		} else if i := strings.Index(l, "error: "); i >= 0 {
			errs = append(errs, l[i+len("error: "):])
		}
	}
	w := strings.Join(warns, " | ")
	if err != nil {
		if len(errs) > 0 && strings.HasPrefix(errs[0], "linking module flags") {
			return "error\t" + errs[0] + "\t" + w
		}
		return "load-error\t" + strings.ReplaceAll(strings.TrimSpace(stderr.String()), "\n", " ") + "\t"
	}
	m, perr := parser.ParseFile("llvm-link", out, 0)
	if perr != nil {
		return "load-error\tirmeta cannot read llvm-link's output: " + perr.Error() + "\t"
	}
	return "ok\t" + canonFlags(md.New(m)) + "\t" + w
}

// flagWarningsOnly drops from an answer line the warnings that are not
// about module flags (llvm-link also warns about data layouts and
// triples, which Merge does not model).
func flagWarningsOnly(l string) string {
	i := strings.LastIndex(l, "\t")
	if i < 0 {
		return l
	}
	var keep []string
	for _, w := range strings.Split(l[i+1:], " | ") {
		if strings.HasPrefix(w, "linking module flags") {
			keep = append(keep, w)
		}
	}
	return l[:i+1] + strings.Join(keep, " | ")
}

// irmetaAnswer merges the pair with Merge under release v, in the form of
// linkAnswer.
func irmetaAnswer(t *testing.T, v llvmver.Version, graphs map[string]func() *md.Graph, a, b string) string {
	dst := md.New(mustParse(t, "llvm-link", ""))
	var errs, warns []string
	for _, name := range []string{a, b} {
		for _, c := range modflags.Merge(dst, "llvm-link", graphs[name](), name, modflags.MergeOptions{LLVM: v}) {
			if c.Severity == check.Error {
				errs = append(errs, c.Msg)
			} else {
				warns = append(warns, c.Msg)
			}
		}
		if len(errs) > 0 {
			break // llvm-link stops at the first error
		}
	}
	w := strings.Join(warns, " | ")
	if len(errs) > 0 {
		return "error\t" + errs[0] + "\t" + w
	}
	return "ok\t" + canonFlags(dst) + "\t" + w
}

// TestMergeMatrix links every pair of the clang-14 and clang-22
// modules of testdata/matrix (33 flag-changing option sets, see
// COMMANDS.tsv) with Merge under LLVM 14 and LLVM 22 and compares the
// merged flags, the failing flag's message and the warnings with
// llvm-link-14's and llvm-link-22's answers, stored in LINKS.tsv
// (-update-matrix asks them again). A few pairs are re-asked each run.
func TestMergeMatrix(t *testing.T) {
	mods := matrixModules(t)
	graphs := map[string]func() *md.Graph{}
	for _, name := range mods {
		src, err := os.ReadFile(filepath.Join(matrixDir, name))
		if err != nil {
			t.Fatal(err)
		}
		// A fresh graph per merge: Merge edits nothing in the source, but
		// parsing once keeps the test quick.
		m, err := parser.ParseFile(name, src, 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		graphs[name] = func() *md.Graph { return md.New(m) }
	}
	type pair struct {
		v    int
		a, b string
	}
	// LLVM 22 links every pair of modules (the one listed first is the
	// destination), mixed clang-14/clang-22 pairs included; LLVM 14 cannot
	// read clang-22's modules (opaque pointers, Min flags), so it links the
	// pairs of clang-14 modules.
	var pairs []pair
	for _, v := range []int{14, 22} {
		for i, a := range mods {
			for _, b := range mods[i:] {
				if v == 14 && (!strings.HasPrefix(a, "c14-") || !strings.HasPrefix(b, "c14-")) {
					continue
				}
				pairs = append(pairs, pair{v, a, b})
			}
		}
	}
	table := filepath.Join(matrixDir, "LINKS.tsv")
	answers := map[pair]string{}
	if *updateMatrix {
		res := make([]string, len(pairs))
		parallel.For(len(pairs), 4, func(i int) {
			res[i] = linkAnswer(pairs[i].v, pairs[i].a, pairs[i].b)
		})
		var b strings.Builder
		b.WriteString("# llvm\tdst\tsrc\tanswer\tflags or message\twarnings (llvm-link-N -S dst src in testdata/matrix; see TestMergeMatrix)\n")
		for i, p := range pairs {
			fmt.Fprintf(&b, "%d\t%s\t%s\t%s\n", p.v, p.a, p.b, res[i])
		}
		if err := os.WriteFile(table, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(table)
	if err != nil {
		t.Fatalf("%v (run with -update-matrix)", err)
	}
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		l = flagWarningsOnly(l)
		f := strings.SplitN(l, "\t", 4)
		if len(f) != 4 {
			t.Fatalf("bad line %q", l)
		}
		var v int
		fmt.Sscan(f[0], &v)
		answers[pair{v, f[1], f[2]}] = f[3]
	}
	if len(answers) != len(pairs) {
		t.Fatalf("LINKS.tsv has %d answers for %d pairs; run with -update-matrix", len(answers), len(pairs))
	}
	// Re-ask LLVM for a few pairs: the stored answers must still be its.
	if !testing.Short() {
		for i := 0; i < len(pairs); i += len(pairs) / 6 {
			p := pairs[i]
			if got := flagWarningsOnly(linkAnswer(p.v, p.a, p.b)); !strings.HasSuffix(got, answers[p]) {
				t.Errorf("llvm-link-%d %s %s now answers\n%s\nLINKS.tsv has\n%s", p.v, p.a, p.b, got, answers[p])
			}
		}
	}
	type tally struct{ same, compared, unreadable, errors int }
	tallies := map[int]*tally{14: {}, 22: {}}
	mixed := map[int]int{}
	shown := 0
	for _, p := range pairs {
		want := answers[p]
		tl := tallies[p.v]
		if strings.HasPrefix(want, "load-error") {
			tl.unreadable++
			continue
		}
		tl.compared++
		if strings.HasPrefix(want, "error") {
			tl.errors++
		}
		got := irmetaAnswer(t, llvmver.Version(p.v), graphs, p.a, p.b)
		if got == want {
			tl.same++
			if p.a[:3] != p.b[:3] {
				mixed[p.v]++
			}
			continue
		}
		if shown < 10 {
			shown++
			t.Errorf("--llvm %d %s %s:\nirmeta:    %s\nllvm-link: %s", p.v, p.a, p.b, got, want)
		}
	}
	for _, v := range []int{14, 22} {
		tl := tallies[v]
		t.Logf("LLVM %d: irmeta = llvm-link-%d on %d of %d pairs (%d of them failing, %d mixed clang-14/clang-22); %d pairs llvm-link-%d cannot read", v, v, tl.same, tl.compared, tl.errors, mixed[v], tl.unreadable, v)
		if tl.compared < 250 {
			t.Errorf("LLVM %d: only %d pairs compared", v, tl.compared)
		}
	}
}
