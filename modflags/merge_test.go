package modflags_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
)

// loadGraph reads a module of the oracle corpus (clang 14 output among
// them: inrange indices) as the newest release that accepts it.
func loadGraph(t *testing.T, path string) *md.Graph {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFileAnyRelease(path, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	return md.New(m)
}

// deep renders metadata with nodes written out, so that two graphs'
// flags compare by content.
func deep(m md.Metadata) string {
	n, ok := m.(*md.Node)
	if !ok || n == nil {
		return md.FormatOperand(m)
	}
	var parts []string
	for _, op := range n.Operands() {
		parts = append(parts, deep(op))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func flagList(g *md.Graph) []string {
	var out []string
	for _, f := range modflags.Read(g) {
		out = append(out, f.Behavior.String()+" "+f.ID+" "+deep(f.Value))
	}
	return out
}

// mergeExceptions are the hand-written cases irmeta does not reproduce,
// with the reason.
var mergeExceptions = map[string]string{}

// TestMergeAgainstLLVMLink links each hand-written case as llvm-link 14
// did (inputs in order into an empty module called llvm-link) and
// compares the merged flags with linked.ll, or the first error and the
// warnings with llvm-link's messages. Where llvm-link 14 crashed, irmeta
// must report an error instead.
func TestMergeAgainstLLVMLink(t *testing.T) {
	root := filepath.Join(corpus.Root(t), "oracle", "modflags", "handwritten", "cases")
	dirs, err := os.ReadDir(root)
	if err != nil || len(dirs) < 20 {
		t.Fatalf("cases not found: %v", err)
	}
	reproduced := 0
	for _, d := range dirs {
		name := d.Name()
		dir := filepath.Join(root, name)
		inputs, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		sort.Strings(inputs)
		var mods []string
		for _, in := range inputs {
			if filepath.Base(in) != "linked.ll" {
				mods = append(mods, in)
			}
		}
		t.Run(name, func(t *testing.T) {
			problems := reproduceCase(t, name, dir, mods)
			why, isException := mergeExceptions[name]
			switch {
			case isException && len(problems) == 0:
				t.Errorf("now reproduced; remove it from mergeExceptions (%s)", why)
			case isException:
				t.Logf("known difference (%s): %s", why, problems[0])
			case len(problems) > 0:
				for _, p := range problems {
					t.Error(p)
				}
			default:
				reproduced++
			}
		})
	}
	t.Logf("%d of %d cases reproduced; %d listed exceptions", reproduced, len(dirs), len(mergeExceptions))
	if reproduced+len(mergeExceptions) != len(dirs) {
		t.Errorf("%d cases neither reproduced nor listed as exceptions", len(dirs)-reproduced-len(mergeExceptions))
	}
}

// reproduceCase links one hand-written case and returns how the result
// differs from llvm-link's.
func reproduceCase(t *testing.T, name, dir string, mods []string) []string {
	var problems []string
	{
		{
			dst := md.New(mustParse(t, "llvm-link", ""))
			var conflicts []modflags.Conflict
			for _, in := range mods {
				conflicts = append(conflicts, modflags.Merge(dst, "llvm-link", loadGraph(t, in), name+"/"+filepath.Base(in), modflags.MergeOptions{LLVM: 14})...)
			}
			var errs, warns []string
			for _, c := range conflicts {
				if c.Severity == check.Error {
					errs = append(errs, c.Msg)
				} else {
					warns = append(warns, c.Msg)
				}
			}
			stderr, _ := os.ReadFile(filepath.Join(dir, "llvm-link.stderr.txt"))
			var wantErr string
			var wantWarns []string
			for _, l := range strings.Split(string(stderr), "\n") {
				if m, ok := strings.CutPrefix(l, "error: "); ok && wantErr == "" {
					wantErr = m
				}
				if m, ok := strings.CutPrefix(l, "warning: "); ok {
					wantWarns = append(wantWarns, m)
				}
			}
			crashed := strings.Contains(string(stderr), "Stack dump") || strings.Contains(string(stderr), "LLVM ERROR")
			verifierRejects := strings.Contains(string(stderr), "linked module is broken")
			switch {
			case verifierRejects:
				// The linked module fails LLVM's verifier: irmeta's checks
				// (LLVM 14 rules) must give the verifier's first message.
				first := strings.SplitN(string(stderr), "\n", 2)[0]
				diags := modflags.Check(dst, modflags.Options{})
				if len(diags) == 0 || diags[0].Msg != first {
					problems = append(problems, fmt.Sprintf("merged module: irmeta's checks say %v, LLVM's verifier %q", diags, first))
				}
			case crashed:
				if len(errs) == 0 {
					problems = append(problems, "llvm-link 14 crashed; irmeta must report an error, got none")
				}
			case wantErr != "":
				if len(errs) == 0 || errs[0] != wantErr {
					problems = append(problems, fmt.Sprintf("first error = %q, llvm-link says %q", errs, wantErr))
				}
			default:
				linked := loadGraph(t, filepath.Join(dir, "linked.ll"))
				if got, want := strings.Join(flagList(dst), "\n"), strings.Join(flagList(linked), "\n"); got != want {
					problems = append(problems, fmt.Sprintf("merged flags:\n%s\nllvm-link:\n%s", got, want))
				}
				if len(errs) > 0 {
					problems = append(problems, fmt.Sprintf("unexpected errors %q", errs))
				}
			}
			if strings.Join(warns, "\n") != strings.Join(wantWarns, "\n") {
				problems = append(problems, fmt.Sprintf("warnings %q, llvm-link %q", warns, wantWarns))
			}
		}
	}
	return problems
}

func mustParse(t *testing.T, name, src string) *ast.Module {
	t.Helper()
	m, err := parser.ParseFile(name, []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestMergeMin checks behavior 8 (Min) under LLVM 15 rules: the smaller
// value wins and Min may meet Warning; under LLVM 14 rules the same flags
// do not merge as Min.
func TestMergeMin(t *testing.T) {
	a := md.New(mustParse(t, "a.ll", "!llvm.module.flags = !{!0, !1}\n!0 = !{i32 8, !\"m\", i32 5}\n!1 = !{i32 2, !\"w\", i32 1}\n"))
	b := md.New(mustParse(t, "b.ll", "!llvm.module.flags = !{!0, !1}\n!0 = !{i32 8, !\"m\", i32 3}\n!1 = !{i32 8, !\"w\", i32 0}\n"))
	dst := md.New(mustParse(t, "llvm-link", ""))
	opt := modflags.MergeOptions{LLVM: 22}
	if c := modflags.Merge(dst, "llvm-link", a, "a.ll", opt); len(c) != 0 {
		t.Fatalf("first merge: %v", c)
	}
	c := modflags.Merge(dst, "llvm-link", b, "b.ll", opt)
	if len(c) != 1 || c[0].Severity != check.Warning {
		t.Errorf("conflicts = %v, want one warning for 'w'", c)
	}
	got := strings.Join(flagList(dst), "; ")
	if want := "Min m i32 3; Min w i32 0"; got != want {
		t.Errorf("merged = %q, want %q", got, want)
	}
	dst14 := md.New(mustParse(t, "llvm-link", ""))
	modflags.Merge(dst14, "llvm-link", a, "a.ll", modflags.MergeOptions{LLVM: 14})
	if c := modflags.Merge(dst14, "llvm-link", b, "b.ll", modflags.MergeOptions{LLVM: 14}); len(c) == 0 || c[0].Msg != "linking module flags 'w': IDs have conflicting behaviors in 'b.ll' and 'llvm-link'" {
		t.Errorf("LLVM 14 rules: %v", c)
	}
}

var anyRef = regexp.MustCompile(`!\d+`)

// TestMergeClangPairs links the 15 pairs of clang-14 modules that the
// oracle linked with llvm-link 14 (links/RESULTS.tsv: inputs, exit
// status, merged flags as ID=behavior:value or the error).
func TestMergeClangPairs(t *testing.T) {
	base := filepath.Join(corpus.Root(t), "oracle", "modflags", "clang")
	table, err := os.ReadFile(filepath.Join(base, "links", "RESULTS.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for i, line := range strings.Split(strings.TrimSpace(string(table)), "\n") {
		if i == 0 {
			continue // header
		}
		cols := strings.Split(line, "\t")
		if len(cols) < 4 {
			t.Fatalf("bad row %q", line)
		}
		rows++
		name, inputs, rc, result := cols[0], strings.Fields(cols[1]), cols[2], strings.TrimSpace(cols[3])
		t.Run(name, func(t *testing.T) {
			dst := md.New(mustParse(t, "llvm-link", ""))
			var errs []string
			for _, in := range inputs {
				g := loadGraph(t, filepath.Join(base, "out", in+".ll"))
				for _, c := range modflags.Merge(dst, "llvm-link", g, in+".ll", modflags.MergeOptions{LLVM: 14}) {
					if c.Severity == check.Error {
						errs = append(errs, c.Msg)
					}
				}
			}
			if rc != "0" {
				want := strings.TrimPrefix(result, "error: ")
				if len(errs) == 0 || errs[0] != want {
					t.Errorf("first error %q, llvm-link %q", errs, want)
				}
				return
			}
			// Node values are compared by structure: the table writes them
			// as "!N <node>" with llvm-link's numbers, so references become
			// "!?" on both sides.
			var got []string
			for _, f := range modflags.Read(dst) {
				v := md.FormatOperand(f.Value)
				if n, ok := f.Value.(*md.Node); ok && n != nil {
					v = "!? " + md.Format(n)
				}
				got = append(got, f.ID+"="+strconv.Itoa(int(f.Behavior))+":"+v)
			}
			result = anyRef.ReplaceAllString(result, "!?")
			if g := anyRef.ReplaceAllString(strings.Join(got, "; "), "!?"); g != result {
				t.Errorf("merged:\n%s\nllvm-link:\n%s", g, result)
			}
			if len(errs) > 0 {
				t.Errorf("unexpected errors %q", errs)
			}
		})
	}
	if rows != 15 {
		t.Errorf("%d pairs, want 15", rows)
	}
}

// TestMergeGlobalRefs checks both ways of treating references to functions
// in flag values: nulled like llvm-link (the default), or kept.
func TestMergeGlobalRefs(t *testing.T) {
	src := "declare void @f()\n!llvm.module.flags = !{!0}\n!0 = !{i32 5, !\"CG Profile\", !1}\n!1 = !{!2}\n!2 = !{void ()* @f, void ()* @f, i64 3}\n"
	for _, keep := range []bool{false, true} {
		dst := md.New(mustParse(t, "llvm-link", ""))
		modflags.Merge(dst, "llvm-link", md.New(mustParse(t, "a.ll", src)), "a.ll", modflags.MergeOptions{LLVM: 14, KeepGlobalRefs: keep})
		f, ok := modflags.Get(dst, "CG Profile")
		if !ok {
			t.Fatal("CG Profile missing")
		}
		triple := f.Value.(*md.Node).Operand(0).(*md.Node)
		got := md.Format(triple)
		want := "distinct !{null, null, i64 3}"
		if keep {
			want = "!{void ()* @f, void ()* @f, i64 3}"
		}
		if got != want {
			t.Errorf("keep=%v: triple %s, want %s", keep, got, want)
		}
	}
}
