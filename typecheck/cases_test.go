package typecheck_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "ask llvm-as 14 and llvm-as-22 again and rewrite testdata/cases.txtar")

// TestCases checks hand-written type errors (and their valid neighbours)
// against the first message of llvm-as 14 and llvm-as-22, stored in
// testdata/cases.txtar (-update asks the oracles again).
func TestCases(t *testing.T) {
	path := filepath.Join("testdata", "cases.txtar")
	ar, err := txtar.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	names := map[string]bool{}
	for i := 0; i+1 < len(ar.Files); i += 2 {
		src, want := &ar.Files[i], &ar.Files[i+1]
		if !strings.HasSuffix(src.Name, ".ll") || want.Name != strings.TrimSuffix(src.Name, ".ll")+".want" {
			t.Fatalf("%s: want pairs of NAME.ll and NAME.want, got %s and %s", path, src.Name, want.Name)
		}
		if names[src.Name] {
			t.Fatalf("%s: %s twice (a failure would not say which)", path, src.Name)
		}
		names[src.Name] = true
		if *update {
			file := filepath.Join(dir, src.Name)
			if err := os.WriteFile(file, src.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			args14 := []string{"-o", os.DevNull, file}
			if opaquePtrType.Match(src.Data) {
				args14 = append([]string{"-opaque-pointers"}, args14...)
			}
			want.Data = []byte(fmt.Sprintf("14: %s\n22: %s\n", oracle(t, "llvm-as", args14...), oracle(t, "llvm-as-22", "-o", os.DevNull, file)))
		}
		for _, line := range strings.Split(strings.TrimSpace(string(want.Data)), "\n") {
			v, msg, _ := strings.Cut(line, ": ")
			ver := map[string]int{"14": 14, "22": 22}[v]
			if ver == 0 {
				t.Fatalf("%s: bad line %q", want.Name, line)
			}
			got := firstMessage(t, src.Name, src.Data, llvmverOf(ver))
			if got == "" {
				got = "ok"
			}
			if msg == crashed {
				// llvm-as crashed on it: a module LLVM does not take,
				// which irmeta rejects with a message of its own.
				if got == "ok" {
					t.Errorf("%s under --llvm %d: accepted; llvm-as crashes on it", src.Name, ver)
				}
				continue
			}
			if got != msg {
				t.Errorf("%s under --llvm %d:\n  got  %s\n  want %s (llvm-as)", src.Name, ver, got, msg)
			}
		}
	}
	if *update {
		if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// crashed stands in a .want file for the message of an llvm-as that
// crashed on the case (LLVM 14 does on a forward dso_local_equivalent).
const crashed = "crash"

// oracle runs an llvm-as and returns its first message as "line:col:
// text", "ok", or crashed.
func oracle(t *testing.T, tool string, args ...string) string {
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err == nil {
		return "ok"
	}
	if m := llvmASMsg.FindSubmatch(out); m != nil {
		return fmt.Sprintf("%s:%s: %s", m[1], m[2], m[3])
	}
	if bytes.Contains(out, []byte("PLEASE submit a bug report")) {
		return crashed
	}
	t.Fatalf("%s: %s", tool, out)
	return ""
}

// opaquePtrType finds the type ptr in a case's text (not the letters in
// inttoptr or a value named %ptr): LLVM 14 reads such a case with
// -opaque-pointers.
var opaquePtrType = regexp.MustCompile(`(^|[\s(,\[{<])ptr\b`)
