package typecheck_test

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

var updateLLVM22 = flag.Bool("update-llvm22", false, "rerun llvm-as-22 and rewrite testdata/llvm22-verdicts.tsv")

// firstMessage parses and checks src as LLVM v and returns its first
// error as "line:col: message", or "" when the text is valid.
func firstMessage(t testing.TB, name string, src []byte, v llvmver.Version) string {
	m, err := typecheck.ParseFile(name, src, parser.Options{Version: v})
	err = typecheck.WithRecords(m, v, err)
	if err == nil {
		return ""
	}
	var list parser.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("%s: error is not a non-empty ErrorList: %v", name, err)
	}
	return fmt.Sprintf("%d:%d: %s", list[0].Pos.Line, list[0].Pos.Column, list[0].Msg)
}

// TestValidCorpora checks that nothing llvm-as accepts is rejected: every
// llvm-test file llvm-as 14 accepts under --llvm 14, the coreutils
// programs and the clang 14 builds of zlib and SQLite under both
// versions, the clang 22 builds under --llvm 22. Where irmeta --llvm 22
// rejects a file, llvm-as-22 is asked and must reject it with the same
// first message. -short takes every tenth llvm-test file and the zlib
// builds only.
func TestValidCorpora(t *testing.T) {
	root := corpus.Root(t)
	var llvm []string
	// typedOnly: files llvm-as 14 accepts only with -opaque-pointers
	// though they do not spell ptr; irmeta --llvm 14 reads them as
	// llvm-as 14 does without the flag.
	typedOnly := map[string]bool{}
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			llvm = append(llvm, e.File(root))
			if e.Verdict == corpus.OKOpaque {
				if src, err := os.ReadFile(e.File(root)); err == nil && !bytes.Contains(src, []byte("ptr")) {
					typedOnly[e.File(root)] = true
				}
			}
		}
	}
	if testing.Short() {
		llvm = corpus.Sample(llvm, 10)
	}
	check := func(files []string, versions ...llvmver.Version) {
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range versions {
				msg := firstMessage(t, f, src, v)
				if msg == "" {
					continue
				}
				if v == 14 && typedOnly[f] {
					if want := askLLVM14Typed(t, filepath.Dir(f), filepath.Base(f)); !want.ok && want.msg == msg {
						continue
					}
				}
				if v == 22 {
					// LLVM 22 rejects some LLVM 14 output (removed constant
					// expressions): ask llvm-as-22 about this file.
					if want := askLLVM22(t, filepath.Dir(f), filepath.Base(f)); !want.ok && want.msg == msg {
						continue
					}
				}
				t.Errorf("%s (%v): %s", f, v, msg)
			}
		}
	}
	check(llvm, 14)
	check(corpus.Files(t, "coreutils"), 14, 22)
	libs := []string{"zlib", "sqlite"}
	if testing.Short() {
		libs = libs[:1]
	}
	for _, lib := range libs {
		for _, opt := range []int{0, 2} {
			check([]string{corpus.CLib(t, corpus.CLibBuild{Lib: lib, Clang: 14, Opt: opt})}, 14, 22)
			check([]string{corpus.CLib(t, corpus.CLibBuild{Lib: lib, Clang: 22, Opt: opt})}, 22)
		}
	}
}

// TestLLVM22Verdicts compares irmeta under --llvm 22 with llvm-as-22's
// stored verdicts (testdata/llvm22-verdicts.tsv) on the llvm-test corpus:
// every file of the table gets llvm-as-22's verdict and first message, and
// every file llvm-as 14 accepts but irmeta rejects under --llvm 22 must be
// in the table (as a reject: LLVM 22 removed what it uses). Run with
// -update-llvm22 to ask llvm-as-22 again. -short checks the table only.
func TestLLVM22Verdicts(t *testing.T) {
	root := corpus.Root(t)
	table := filepath.Join("testdata", "llvm22-verdicts.tsv")
	rows, err := readVerdicts(table)
	if err != nil {
		t.Fatal(err)
	}
	entries := corpus.LLVMTest(t)
	if !testing.Short() || *updateLLVM22 {
		for _, e := range entries {
			if !e.Valid() {
				continue
			}
			if _, listed := rows[e.Path]; listed {
				continue
			}
			src, err := os.ReadFile(e.File(root))
			if err != nil {
				t.Fatal(err)
			}
			if msg := firstMessage(t, e.Path, src, 22); msg != "" {
				if !*updateLLVM22 {
					t.Errorf("%s: irmeta rejects it under --llvm 22 (%s), llvm-as 14 accepts it, and it is not in %s (run with -update-llvm22)", e.Path, msg, table)
				}
				rows[e.Path] = verdict{}
			}
		}
	}
	if *updateLLVM22 {
		for path := range rows {
			rows[path] = askLLVM22(t, filepath.Join(root, "llvm-test"), path)
		}
		if err := writeVerdicts(table, rows); err != nil {
			t.Fatal(err)
		}
	}
	unmodelled, err := readExceptions(filepath.Join("testdata", "llvm22-exceptions.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	agree, n := 0, 0
	for path, want := range rows {
		src, err := os.ReadFile(filepath.Join(root, "llvm-test", path))
		if err != nil {
			t.Fatal(err)
		}
		n++
		got := firstMessage(t, path, src, 22)
		switch {
		case want.ok && got != "":
			t.Errorf("%s: llvm-as-22 accepts it, irmeta --llvm 22 says %s", path, got)
		case !want.ok && got == "":
			if _, ok := unmodelled[path]; !ok {
				t.Errorf("%s: llvm-as-22 says %q, irmeta --llvm 22 accepts it", path, want.msg)
			}
		case !want.ok && got != want.msg:
			if _, ok := unmodelled[path]; !ok {
				t.Errorf("%s: llvm-as-22 says %q, irmeta --llvm 22 %q", path, want.msg, got)
			}
		default:
			agree++
			if _, ok := unmodelled[path]; ok {
				t.Errorf("%s: listed in llvm22-exceptions.tsv, but irmeta --llvm 22 now agrees with llvm-as-22: remove it", path)
			}
		}
	}
	for path, reason := range unmodelled {
		if _, ok := rows[path]; !ok {
			t.Errorf("%s: in llvm22-exceptions.tsv but not in the verdict table", path)
		}
		if reason == "" {
			t.Errorf("%s: no reason in llvm22-exceptions.tsv", path)
		}
	}
	t.Logf("%d of %d files: irmeta --llvm 22 gives llvm-as-22's verdict and first message", agree, n)
}

// readExceptions reads llvm22-exceptions.tsv: the files of the verdict
// table where irmeta does not yet give llvm-as-22's first message, each
// with its reason.
func readExceptions(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, reason, _ := strings.Cut(line, "\t")
		m[p] = reason
	}
	return m, nil
}

// A verdict is llvm-as-22's answer on one file.
type verdict struct {
	ok  bool
	msg string // first message as "line:col: text"
}

func readVerdicts(path string) (map[string]verdict, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows := map[string]verdict{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.SplitN(line, "\t", 3)
		if len(p) != 3 {
			return nil, fmt.Errorf("%s: malformed line %q", path, line)
		}
		rows[p[0]] = verdict{ok: p[1] == "ok", msg: p[2]}
	}
	return rows, sc.Err()
}

func writeVerdicts(path string, rows map[string]verdict) error {
	keys := make([]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("# llvm-as-22 on files of ../shared/corpus/llvm-test: every file irmeta rejects under --llvm 22 among\n" +
		"# those llvm-as 14 accepts, all llvm-as 14 rejects, and a sample; regenerate with go test ./typecheck -run TestLLVM22Verdicts -update-llvm22\n" +
		"# path\tverdict\tfirst message (line:col: text)\n")
	for _, k := range keys {
		v := rows[k]
		word := "reject"
		if v.ok {
			word = "ok"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\n", k, word, v.msg)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

var llvmASMsg = regexp.MustCompile(`^[^\n]*?:(\d+):(\d+): error: ([^\n]*)`)

// askLLVM22 runs llvm-as-22 on file.
// askLLVM22 runs llvm-as-22 on dir/name from dir, so that its messages name
// the file as the table does wherever the corpus is checked out.
func askLLVM22(t testing.TB, dir, name string) verdict {
	cmd := exec.Command("llvm-as-22", "-o", os.DevNull, name)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err == nil {
		return verdict{ok: true}
	}
	if m := llvmASMsg.FindSubmatch(out); m != nil {
		return verdict{msg: fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3])}
	}
	first, _, _ := strings.Cut(string(out), "\n")
	return verdict{msg: first}
}

// askLLVM14Typed asks llvm-as 14, without -opaque-pointers, for its verdict
// on file name in dir.
func askLLVM14Typed(t testing.TB, dir, name string) verdict {
	cmd := exec.Command("llvm-as", "-o", os.DevNull, name)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err == nil {
		return verdict{ok: true}
	}
	if m := llvmASMsg.FindSubmatch(out); m != nil {
		return verdict{msg: fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3])}
	}
	first, _, _ := strings.Cut(string(out), "\n")
	return verdict{msg: first}
}

func llvmverOf(n int) llvmver.Version { return llvmver.Version(n) }
