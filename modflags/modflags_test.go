package modflags_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/parser"
)

// messages are the verifier's module-flag messages; a CHECK line that is
// one of them is an expected diagnostic.
var messages = []string{
	"incorrect number of operands in module flag",
	"invalid behavior operand in module flag (expected constant integer)",
	"invalid behavior operand in module flag (unexpected constant)",
	"invalid ID operand in module flag (expected metadata string)",
	"invalid value for 'require' module flag (expected metadata pair)",
	"invalid value for 'require' module flag (first value operand should be a string)",
	"module flag identifiers must be unique (or of 'require' type)",
	"invalid value for 'append'-type module flag (expected a metadata node)",
	"invalid value for 'max' module flag (expected constant integer)",
	"invalid value for 'min' module flag (expected constant integer)",
	"invalid requirement on flag, flag is not present in module",
	"invalid requirement on flag, flag does not have the required value",
	"wchar_size metadata requires constant integer argument",
	"SemanticInterposition metadata requires constant integer argument",
	"expected a MDNode triple",
	"expected a Function or null",
	"expected an integer constant",
}

// TestVerifierPeers reproduces LLVM's own module-flag verifier tests: the
// diagnostics are exactly the messages their CHECK lines name, in order.
func TestVerifierPeers(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "llvm14", "llvm", "test", "Verifier", "module-flags-*.ll"))
	if err != nil || len(files) < 5 {
		t.Fatalf("verifier tests not found (%d): %v", len(files), err)
	}
	known := map[string]bool{}
	for _, m := range messages {
		known[m] = true
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			sc := bufio.NewScanner(bytes.NewReader(src))
			for sc.Scan() {
				line := strings.TrimSpace(sc.Text())
				if msg, ok := strings.CutPrefix(line, "; CHECK: "); ok && known[msg] {
					want = append(want, msg)
				}
			}
			m, err := parser.ParseFile(path, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range modflags.Check(md.New(m), modflags.Options{AllowMin: true}) {
				if !d.Pos.IsValid() {
					t.Errorf("unpositioned diagnostic %q", d.Msg)
				}
				got = append(got, d.Msg)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("diagnostics mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestMinNeedsLLVM15(t *testing.T) {
	m, _ := parser.ParseFile("m.ll", []byte("!llvm.module.flags = !{!0}\n!0 = !{i32 8, !\"m\", i32 1}\n"), 0)
	g := md.New(m)
	if d := modflags.Check(g, modflags.Options{AllowMin: true}); len(d) != 0 {
		t.Errorf("Min rejected with AllowMin: %v", d)
	}
	d := modflags.Check(g, modflags.Options{})
	if len(d) != 1 || d[0].Msg != "invalid behavior operand in module flag (unexpected constant)" || d[0].Pos.Line != 2 {
		t.Errorf("LLVM 14 rules: %v", d)
	}
}

func TestReadSetRemove(t *testing.T) {
	src := "!llvm.module.flags = !{!0, !1, !2}\n!0 = !{i32 1, !\"wchar_size\", i32 4}\n!1 = !{i32 7, !\"PIC Level\", i32 2}\n!2 = !{i32 3, !\"wchar_size\", !{!\"wchar_size\", i32 4}}\n"
	m, err := parser.ParseFile("f.ll", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	flags := modflags.Read(g)
	if len(flags) != 3 || flags[1].Behavior != modflags.Max || flags[1].ID != "PIC Level" || flags[2].Behavior != modflags.Require {
		t.Fatalf("Read = %+v", flags)
	}
	if f, ok := modflags.Get(g, "wchar_size"); !ok || f.Behavior != modflags.Error || md.FormatOperand(f.Value) != "i32 4" {
		t.Errorf("Get(wchar_size) = %+v, %v", f, ok)
	}
	modflags.Set(g, modflags.Max, "PIC Level", md.NewInt(32, 1))
	modflags.Set(g, modflags.Warning, "new", md.NewString("x"))
	if !modflags.Remove(g, "wchar_size") || modflags.Remove(g, "absent") {
		t.Error("Remove results wrong")
	}
	out, _ := g.Bytes()
	want := "!llvm.module.flags = !{!3, !4}\n!0 = !{i32 1, !\"wchar_size\", i32 4}\n!1 = !{i32 7, !\"PIC Level\", i32 2}\n!2 = !{i32 3, !\"wchar_size\", !{!\"wchar_size\", i32 4}}\n!3 = !{i32 7, !\"PIC Level\", i32 1}\n!4 = !{i32 2, !\"new\", !\"x\"}\n"
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("edited module (-want +got):\n%s", diff)
	}
}

// TestAgainstLLVM runs the checks over every file LLVM 14 accepts and the
// coreutils programs (nothing may be reported), and over the oracle's
// module-flag modules, where llvm-as decides: a module it accepts gets no
// diagnostic, a module its verifier rejects gets llvm-as's first message.
func TestAgainstLLVM(t *testing.T) {
	root := corpus.Root(t)
	var valid []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			valid = append(valid, filepath.Join(root, "llvm-test", e.Path))
		}
	}
	valid = append(valid, corpus.Files(t, "coreutils")...)
	checked := 0
	run := func(name string, src []byte, opt modflags.Options) []string {
		m, err := parser.ParseFileOptions(name, src, parser.Options{Version: 14}) // LLVM 14 corpus
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checked++
		var msgs []string
		for _, d := range modflags.Check(md.New(m), opt) {
			msgs = append(msgs, d.Msg)
		}
		return msgs
	}
	for _, path := range valid {
		src, err := os.ReadFile(path)
		if err != nil || !bytes.Contains(src, []byte("llvm.module.flags")) {
			continue
		}
		for _, p := range corpus.Split(path, src) {
			for _, msg := range run(p.Name, p.Src, modflags.Options{AllowMin: true}) {
				t.Errorf("%s: reported %q, but LLVM accepts the module", p.Name, msg)
			}
		}
	}
	rejected := 0
	for _, path := range corpus.Files(t, "oracle/modflags") {
		src, err := os.ReadFile(path)
		if err != nil || !bytes.Contains(src, []byte("llvm.module.flags")) {
			continue
		}
		got := run(path, src, modflags.Options{}) // LLVM 14's rules: Min is rejected
		if testing.Short() {
			continue
		}
		out, err := exec.Command("llvm-as", "-o", os.DevNull, path).CombinedOutput()
		if err == nil {
			if len(got) > 0 {
				t.Errorf("%s: reported %q, but llvm-as accepts the module", path, got)
			}
			continue
		}
		lines := strings.Split(string(out), "\n")
		if len(lines) < 2 || !strings.Contains(lines[0], "does not verify as correct") {
			continue // a parse error, not a verifier one
		}
		rejected++
		if len(got) == 0 || got[0] != lines[1] {
			t.Errorf("%s: llvm-as says %q, irmeta %q", path, lines[1], got)
		}
	}
	t.Logf("%d modules with module flags checked; %d rejected by LLVM's verifier, each with the same first message", checked, rejected)
	if checked < 500 {
		t.Errorf("only %d modules with module flags checked", checked)
	}
}
