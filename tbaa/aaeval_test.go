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

// TestMayAliasAAEval checks MayAlias against LLVM 22's aa-eval on every
// load/store pair of every coreutils program; LLVM's answers are stored in
// testdata/aaeval.txt (-regen asks again), and one program is asked live.
func TestMayAliasAAEval(t *testing.T) {
	dir := filepath.Join(corpus.Root(t), "coreutils")
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no coreutils programs in %s: %v", dir, err)
	}
	const stored = "testdata/aaeval.txt"
	want := map[string]map[string]string{}
	if *regen {
		var b strings.Builder
		b.WriteString("# LLVM 22 aa-eval (tbaa only) verdicts per function: M may alias, N no alias; go test ./tbaa -regen\n")
		for _, f := range files {
			name := filepath.Base(f)
			res := aaEval(t, f)
			want[name] = res
			fns := make([]string, 0, len(res))
			for fn := range res {
				fns = append(fns, fn)
			}
			sort.Strings(fns)
			for _, fn := range fns {
				fmt.Fprintf(&b, "%s\t%s\t%s\n", name, fn, res[fn])
			}
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
			p := strings.Split(line, "\t")
			if want[p[0]] == nil {
				want[p[0]] = map[string]string{}
			}
			want[p[0]][p[1]] = p[2]
		}
		// The stored answers are still LLVM's: ask again for one program.
		live := aaEval(t, filepath.Join(dir, "echo.ll"))
		if fmt.Sprint(live) != fmt.Sprint(want["echo.ll"]) {
			t.Errorf("stored aa-eval answers for echo.ll differ from opt-22's; run go test ./tbaa -regen")
		}
	}
	pairs, noAlias := 0, 0
	for _, f := range files {
		name := filepath.Base(f)
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFile(f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := ours(m)
		if len(want[name]) == 0 {
			t.Errorf("%s: no stored verdicts", name)
		}
		for fn, w := range want[name] {
			pairs += len(w)
			noAlias += strings.Count(w, "N")
			if g := got[fn]; g != w {
				t.Errorf("%s @%s: verdicts differ (%d pairs, first difference at %d)", name, fn, len(w), firstDiff(g, w))
			}
		}
		for fn := range got {
			if _, ok := want[name][fn]; !ok {
				t.Errorf("%s @%s: aa-eval has no pairs here", name, fn)
			}
		}
	}
	t.Logf("%d programs, %d load/store and store/store pairs, %d no-alias: all agree with LLVM 22", len(files), pairs, noAlias)
}

func firstDiff(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
