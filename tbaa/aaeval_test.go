package tbaa_test

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/tbaa"
)

var regen = flag.Bool("regen", false, "ask LLVM 22's aa-eval again and rewrite testdata/aaeval.txt")

// aaEval runs LLVM 22's aa-eval with TBAA alone on file and returns, per
// function, the verdicts on its load/store and store/store pairs in the
// order aa-eval visits them ('M' may alias, 'N' no alias).
//
// A few programs use constant expressions LLVM 22 no longer reads (sext
// constexprs); LLVM 14's aa-eval, whose TBAA rules are the same for
// struct-path tags, answers for those.
func aaEval(t *testing.T, file string) map[string]string {
	// -strip-debug leaves !tbaa alone and makes printing each pair (which
	// numbers the module's metadata again every time) many times faster.
	args := []string{"-strip-debug", "-aa-pipeline=tbaa", "-passes=aa-eval", "-evaluate-aa-metadata",
		"-print-no-aliases", "-print-may-aliases", "-disable-output", file}
	out, err := exec.Command("opt-22", args...).CombinedOutput()
	if err != nil && bytes.Contains(out, []byte("are no longer supported")) {
		out, err = exec.Command("opt-14", args...).CombinedOutput()
	}
	if err != nil {
		t.Fatalf("aa-eval on %s: %v\n%s", file, err, out)
	}
	res := map[string]string{}
	fn := ""
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "Function: "); ok {
			fn = rest[:strings.LastIndex(rest, ": ")]
			continue
		}
		if !strings.Contains(line, " <-> ") {
			continue
		}
		switch strings.Fields(line)[0] {
		case "MayAlias:":
			res[fn] += "M"
		case "NoAlias:":
			res[fn] += "N"
		default:
			t.Fatalf("unexpected aa-eval line %q", line)
		}
	}
	return res
}

// ours computes the same verdict strings with tbaa.MayAlias.
func ours(m *ast.Module) map[string]string {
	g := md.New(m)
	an := tbaa.NewAnalysis()
	res := map[string]string{}
	for fi := range m.Functions {
		f := &m.Functions[fi]
		var loads, stores []*md.Node
		for _, b := range f.Blocks {
			for i := int(b.FirstInst); i < int(b.FirstInst+b.NumInsts); i++ {
				switch m.Insts[i].Op {
				case ast.OpLoad:
					loads = append(loads, g.Attachment(md.Inst(i), "tbaa"))
				case ast.OpStore:
					stores = append(stores, g.Attachment(md.Inst(i), "tbaa"))
				}
			}
		}
		var b strings.Builder
		verdict := func(x, y *md.Node) {
			if an.MayAlias(x, y) {
				b.WriteByte('M')
			} else {
				b.WriteByte('N')
			}
		}
		for _, l := range loads {
			for _, s := range stores {
				verdict(l, s)
			}
		}
		for i := range stores {
			for j := 0; j < i; j++ {
				verdict(stores[i], stores[j])
			}
		}
		if b.Len() > 0 {
			res[strings.TrimPrefix(f.Name, "@")] = b.String()
		}
	}
	return res
}

// tagPairModule writes a module whose one function loads and stores
// through every distinct !tbaa tag of m's loads and stores, in the order
// of tags, with the tags' metadata copied from m: aa-eval on it answers for
// every pair of tags, and TBAA's answer on a pair of accesses depends on
// their tags alone.
func tagPairModule(m *ast.Module) (string, []*md.Node) {
	g := md.New(m)
	var tags []*md.Node
	seen := map[*md.Node]bool{}
	for in, inst := range g.AllInsts() {
		if inst.Op != ast.OpLoad && inst.Op != ast.OpStore {
			continue
		}
		if n := g.Attachment(in, "tbaa"); n != nil && !seen[n] {
			seen[n] = true
			tags = append(tags, n)
		}
	}
	var b strings.Builder
	b.WriteString("define void @tags(ptr %p) {\n")
	for i, n := range tags {
		fmt.Fprintf(&b, "  %%l%d = load i8, ptr %%p, align 1, !tbaa %s\n", i, n)
	}
	for _, n := range tags {
		fmt.Fprintf(&b, "  store i8 0, ptr %%p, align 1, !tbaa %s\n", n)
	}
	b.WriteString("  ret void\n}\n\n")
	var defs []*md.Node
	var walk func(n *md.Node)
	done := map[*md.Node]bool{}
	walk = func(n *md.Node) {
		if done[n] || n.ID < 0 {
			return
		}
		done[n] = true
		defs = append(defs, n)
		for _, c := range n.Children() {
			walk(c)
		}
	}
	for _, n := range tags {
		walk(n)
	}
	sort.Slice(defs, func(i, j int) bool { return defs[i].ID < defs[j].ID })
	for _, n := range defs {
		b.WriteString(md.FormatDef(n) + "\n")
	}
	return b.String(), tags
}

// tagVerdicts computes, with MayAlias, the verdicts aa-eval gives on the
// tag-pair module: every load against every store, then every store
// against the stores before it.
func tagVerdicts(tags []*md.Node) string {
	an := tbaa.NewAnalysis()
	var b strings.Builder
	v := func(x, y *md.Node) {
		if an.MayAlias(x, y) {
			b.WriteByte('M')
		} else {
			b.WriteByte('N')
		}
	}
	for _, l := range tags {
		for _, s := range tags {
			v(l, s)
		}
	}
	for i := range tags {
		for j := 0; j < i; j++ {
			v(tags[i], tags[j])
		}
	}
	return b.String()
}

func parseModule(t *testing.T, path string) *ast.Module {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFileOptions(path, src, parser.Options{Version: 14}) // coreutils: LLVM 14's
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestMayAliasAAEval checks MayAlias against LLVM 22's aa-eval (TBAA
// alone) on the coreutils programs: on every pair of distinct !tbaa tags
// their loads and stores use (which decides every load/store pair, as
// TBAA looks at the tags only), with LLVM's answers stored in
// testdata/aaeval.txt (-regen asks again); and live on every load/store
// pair of echo.
func TestMayAliasAAEval(t *testing.T) {
	dir := filepath.Join(corpus.Root(t), "coreutils")
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no coreutils programs in %s: %v", dir, err)
	}
	const stored = "testdata/aaeval.txt"
	want := map[string]string{}
	if *regen {
		var b strings.Builder
		b.WriteString("# LLVM 22 aa-eval (tbaa only) on each program's tag-pair module (see tagPairModule): M may alias, N no alias; go test ./tbaa -regen\n")
		for _, f := range files {
			text, _ := tagPairModule(parseModule(t, f))
			tmp := filepath.Join(t.TempDir(), "tags.ll")
			if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			res := aaEval(t, tmp)
			name := filepath.Base(f)
			want[name] = res["tags"]
			fmt.Fprintf(&b, "%s\t%s\n", name, res["tags"])
		}
		if err := os.WriteFile(stored, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	} else {
		data, err := os.ReadFile(stored)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if line == "" || line[0] == '#' {
				continue
			}
			name, v, _ := strings.Cut(line, "\t")
			want[name] = v
		}
	}
	pairs, noAlias := 0, 0
	for _, f := range files {
		name := filepath.Base(f)
		_, tags := tagPairModule(parseModule(t, f))
		got := tagVerdicts(tags)
		if w, ok := want[name]; !ok || got != w {
			t.Errorf("%s: %d tags: verdicts differ from aa-eval's (first difference at %d of %d)", name, len(tags), firstDiff(got, w), len(w))
		}
		pairs += len(got)
		noAlias += strings.Count(got, "N")
	}
	// Live, every load/store pair of one program.
	echo := filepath.Join(dir, "echo.ll")
	live := aaEval(t, echo)
	mine := ours(parseModule(t, echo))
	if fmt.Sprint(live) != fmt.Sprint(mine) {
		t.Errorf("echo.ll: MayAlias differs from aa-eval on its load/store pairs")
	}
	echoPairs := 0
	for _, v := range live {
		echoPairs += len(v)
	}
	t.Logf("%d programs: %d tag pairs (%d no-alias) agree with LLVM 22; echo: all %d load/store pairs agree live", len(files), pairs, noAlias, echoPairs)
}

func firstDiff(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
