package verifier_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	_ "github.com/irmeta/irmeta/modflags" // module flags are part of LLVM's verifier
	"github.com/irmeta/irmeta/parser"
)

// A reject is a file LLVM's verifier rejects, with the verifier's first
// message.
type reject struct{ path, msg string }

const (
	rejects14 = "testdata/llvm14-verifier-rejects.tsv"
	rejects22 = "testdata/llvm22-verifier-rejects.tsv"
)

// verifierMessage runs tool on path and returns the verifier's first
// message ("" when the verifier is not what rejects the file).
func verifierMessage(tool, path string, args ...string) string {
	// LLVM 22 loops forever on some inputs (a DILocalScope cycle): those
	// count as not rejected by the verifier.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, tool, append(args, "-o", os.DevNull, path)...).CombinedOutput()
	if ctx.Err() != nil || (err != nil && len(out) == 0) {
		return ""
	}
	return verifierMessageIn(out)
}

// verifierMessageIn returns the verifier's first message in the output of
// an llvm-as that failed ("" when the verifier is not what rejected the
// file).
func verifierMessageIn(out []byte) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	for k, l := range lines {
		if strings.Contains(l, "does not verify as correct") {
			if k+1 < len(lines) {
				return lines[k+1]
			}
			if k > 0 {
				return lines[0] // LLVM 22 prints the message first
			}
		}
		if strings.HasPrefix(l, "LLVM ERROR: Broken module found") && k > 0 {
			return lines[0]
		}
	}
	return ""
}

// loadRejects reads a stored table, regenerating it with -regen from the
// given candidates.
func loadRejects(t *testing.T, file string, candidates func() []string, tool string, args ...string) []reject {
	if *regen {
		var b strings.Builder
		for _, p := range candidates() {
			if msg := verifierMessage(tool, p, args...); msg != "" {
				fmt.Fprintf(&b, "%s\t%s\n", relPath(t, p), strings.ReplaceAll(msg, "\t", " "))
			}
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("%v (run with -regen)", err)
	}
	defer f.Close()
	var out []reject
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p, msg, _ := strings.Cut(sc.Text(), "\t")
		out = append(out, reject{p, msg})
	}
	return out
}

func relPath(t *testing.T, p string) string {
	r, err := filepath.Rel(corpus.Root(t), p)
	if err != nil {
		t.Fatal(err)
	}
	return filepath.ToSlash(r)
}

// firstMessage is what irmeta verify --llvm v reports first on path: the
// parser's first error, else the first error of the registered checks.
func firstMessage(t *testing.T, path string, v llvmver.Version) string {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := parser.ParseFileOptions(path, src, parser.Options{Version: v})
	if err != nil {
		var list parser.ErrorList
		if el, ok := err.(parser.ErrorList); ok {
			list = el
		}
		if len(list) > 0 {
			return "parser: " + list[0].Msg
		}
		return "parser: " + err.Error()
	}
	for _, d := range check.RunVersion(md.New(m), v) {
		if d.Severity == check.Error {
			return d.Msg
		}
	}
	return ""
}

// TestVerifierRejects checks the files that LLVM's verifier rejects: those
// of the LLVM test copy under LLVM 14 (llvm-as 14) and those of the LLVM 22
// test corpus under LLVM 22 (llvm-as-22). Each must be rejected with the
// verifier's first message; the files irmeta does not yet match are listed
// in testdata/verifier-misses.txt, which the test checks exactly.
func TestVerifierRejects(t *testing.T) {
	root := corpus.Root(t)
	set14 := loadRejects(t, rejects14, func() []string {
		var ps []string
		for _, e := range corpus.LLVMTest(t) {
			if e.Verdict == corpus.Reject {
				ps = append(ps, e.File(root))
			}
		}
		return ps
	}, "llvm-as")
	set22 := loadRejects(t, rejects22, func() []string {
		ps, _ := filepath.Glob(filepath.Join(root, "llvm22-test", "*.ll"))
		return ps
	}, "llvm-as-22")
	if len(set14) < 50 || len(set22) < 3 {
		t.Fatalf("reject tables too small: %d, %d", len(set14), len(set22))
	}
	var misses []string
	matched := 0
	for _, s := range []struct {
		v   llvmver.Version
		set []reject
	}{{14, set14}, {22, set22}} {
		for _, r := range s.set {
			got := firstMessage(t, filepath.Join(root, filepath.FromSlash(r.path)), s.v)
			if got == r.msg {
				matched++
				continue
			}
			misses = append(misses, fmt.Sprintf("LLVM %d\t%s\twant %q\tgot %q", s.v, r.path, r.msg, got))
		}
	}
	sort.Strings(misses)
	t.Logf("%d of %d verifier rejects matched (LLVM 14: %d files, LLVM 22: %d)", matched, len(set14)+len(set22), len(set14), len(set22))
	const missFile = "testdata/verifier-misses.txt"
	text := strings.Join(misses, "\n") + "\n"
	if *update {
		if err := os.WriteFile(missFile, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(missFile)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if string(want) != text {
		t.Errorf("verifier misses changed (run with -update and review):\n%s", text)
	}
}
