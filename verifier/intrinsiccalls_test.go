package verifier_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpusdecls"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// intrinsicCallMisses lists the calls of TestIntrinsicCallsAgainstLLVM
// whose verdict irmeta does not give, by module ("p" poison or "z" zero
// arguments, and the declaration) and release, with the reason.
const intrinsicCallMisses = "testdata/intrinsic-call-misses.tsv"

// TestIntrinsicCallsAgainstLLVM calls each distinct intrinsic the LLVM
// test copy declares (4,300 of them, from llvm.abs to the target
// intrinsics), once with poison arguments and once with zeros, each call
// alone in a module, and compares irmeta's verdict under LLVM 14 and 22
// with llvm-as 14's (-opaque-pointers) and llvm-as-22's: the rules of
// visitCallBase and visitIntrinsicCall that read a call's arguments
// (immarg operands by the release's intrinsic table, the loader's
// upgrades of old calls, the constrained floating-point intrinsics'
// metadata, ...). LLVM's answers are stored (testdata/intrinsic-calls.
// answers.gz, one command per 200 modules); every verdict that differs is
// listed in testdata/intrinsic-call-misses.tsv with its reason, and the
// list is checked exactly.
func TestIntrinsicCallsAgainstLLVM(t *testing.T) {
	names, modules := intrinsicCallModules(t, false)
	answers := oracle.Open(t, "testdata/intrinsic-calls.answers.gz")
	answers.ReaskFewer(callsReaskFewer)
	compareCalls(t, answers, intrinsicCallMisses, names, modules,
		[]callRelease{{14, "llvm-as", []string{"-opaque-pointers"}}, {22, "llvm-as-22", nil}})
}

// callsReaskFewer is how much less often than the store's default the call
// sweeps ask a stored command again: a command is a batch of 200 modules
// (about 40 s of llvm-as), and the default sample took two minutes of
// every run; this one asks about 170 modules a run.
const callsReaskFewer = 4

// A callRelease is a release a call sweep compares: its rules, and its
// llvm-as with the arguments it needs.
type callRelease struct {
	v    llvmver.Version
	tool string
	args []string
}

// compareCalls asks each release's llvm-as about the modules of a call
// sweep (through answers) and compares irmeta's verdict under that
// release: a disagreement must be listed in the misses file (release,
// module name, reason), and a listed one must still disagree. LLVM must
// reject some modules and accept others, or the sweep tests nothing.
func compareCalls(t *testing.T, answers *oracle.Store, misses string, names, modules []string, rels []callRelease) {
	want := readCallMisses(t, misses)
	seen := map[string]bool{}
	var got []string
	for _, rel := range rels {
		agree, crashed, rejected := 0, 0, 0
		llvm := askInBatches(t, answers, rel.tool, rel.args, modules)
		for k, src := range modules {
			l := llvm[k]
			if l == "crash" {
				crashed++
				continue // LLVM's own failure: no verdict to give
			}
			if l != "ok" {
				rejected++
			}
			mine := ruleVerdict(t, "call.ll", []byte(src), rel.v)
			if mine == l {
				agree++
				continue
			}
			key := fmt.Sprintf("%d\t%s", rel.v, names[k])
			seen[key] = true
			if _, listed := want[key]; !listed {
				t.Errorf("LLVM %d, %s:\n  %s: %s\n  irmeta: %s", rel.v, names[k], rel.tool, l, mine)
				got = append(got, key+"\t"+l+" | "+mine)
			}
		}
		if rejected == 0 || rejected == len(modules)-crashed {
			t.Errorf("LLVM %d: %s rejects %d of %d modules: the sweep should hold both kinds", rel.v, rel.tool, rejected, len(modules)-crashed)
		}
		t.Logf("LLVM %d: %d modules, %d crash LLVM, %d rejected by it; same verdict and first message on %d of the other %d; %d listed misses",
			rel.v, len(modules), crashed, rejected, agree, len(modules)-crashed, len(modules)-crashed-agree)
	}
	for key := range want {
		if !seen[key] {
			t.Errorf("%s: irmeta now gives LLVM's verdict; remove it from %s", key, misses)
		}
	}
	sort.Strings(got)
	if len(got) > 0 {
		t.Logf("unlisted disagreements:\n%s", strings.Join(got, "\n"))
	}
}

// intrinsicCallModules returns the modules of the intrinsic-call sweeps,
// two for each distinct intrinsic declaration d of the LLVM test copy: d
// called with poison arguments ("p") and with zeros ("z"), named by that
// letter and d. undeclared leaves the declaration out and makes the
// pointers opaque, as LLVM 18 and later read such a module.
func intrinsicCallModules(t *testing.T, undeclared bool) (names, modules []string) {
	decls, types := corpusdecls.Intrinsics(t)
	for _, d := range decls {
		fn := types[d]
		if undeclared && fn != nil {
			fn = fn.Opaque()
		}
		for _, kind := range []string{"p", "z"} {
			src, ok := intrinsicCallModule(d, fn, kind == "z")
			if !ok {
				continue
			}
			if undeclared {
				_, src, _ = strings.Cut(src, "\n") // the declaration is the first line
			}
			names = append(names, kind+" "+strings.TrimPrefix(d, "declare "))
			modules = append(modules, src)
		}
	}
	if len(modules) < 8000 {
		t.Fatalf("only %d modules", len(modules))
	}
	return names, modules
}

// intrinsicCallModule returns a module that declares d (of function type
// fn) and calls it once, with poison arguments or with zeros, and whether
// d can be called so (not variadic, no label parameter).
func intrinsicCallModule(d string, fn *ast.Type, zeros bool) (string, bool) {
	if fn == nil || fn.Variadic {
		return "", false
	}
	var args []string
	for _, p := range fn.Fields {
		var a string
		switch {
		case p.Kind == ast.LabelType:
			return "", false
		case p.Kind == ast.MetadataType:
			a = "!{}"
		case p.Kind == ast.TokenType:
			a = "none"
		case !zeros:
			a = "poison"
		case p.Kind == ast.IntType:
			a = "0"
		case p.Kind == ast.PointerType:
			a = "null"
		default:
			a = "zeroinitializer"
		}
		args = append(args, p.String()+" "+a)
	}
	name := d[strings.Index(d, "@"):]
	name = name[:strings.Index(name, "(")]
	return fmt.Sprintf("%s\ndefine void @f() {\n  call %s %s(%s)\n  ret void\n}\n", d, fn.Elem, name, strings.Join(args, ", ")), true
}

// callBatch is how many modules one stored command judges.
const callBatch = 200

// askInBatches returns tool's verdict on each module (see llvmVerdict),
// asked callBatch modules a command through the answers store.
func askInBatches(t *testing.T, answers *oracle.Store, tool string, args []string, modules []string) []string {
	// One line per module: the first four lines of the tool's output
	// without a crash's stack dump (its frames' addresses differ from run
	// to run), then its exit status, joined by \x1f.
	script := `while IFS= read -r -d '' m; do out=$(printf '%s' "$m" | ` + tool + ` ` + strings.Join(args, " ") +
		` - -o /dev/null 2>&1); s=$?; printf '%s\n' "$out" | grep -v '^ *#[0-9]\|^Stack dump\|^[0-9]*\.\s' | head -4 | tr '\n' '\037'; echo "status $s"; done`
	var out []string
	for lo := 0; lo < len(modules); lo += callBatch {
		part := modules[lo:min(lo+callBatch, len(modules))]
		a := answers.Run(t, oracle.Command{Name: "bash", Args: []string{"-c", script}, Stdin: []byte(strings.Join(part, "\x00") + "\x00"),
			Same: sameButCrashes})
		if !a.OK() {
			t.Fatalf("%s, batch at %d: %s", tool, lo, a.Stderr)
		}
		lines := strings.Split(strings.TrimSuffix(string(a.Stdout), "\n"), "\n")
		if len(lines) != len(part) {
			t.Fatalf("%s, batch at %d: %d answers for %d modules", tool, lo, len(lines), len(part))
		}
		for _, l := range lines {
			out = append(out, llvmVerdict(strings.Split(l, "\x1f")))
		}
	}
	return out
}

// sameButCrashes compares two answers of askInBatches' script line by
// line, module by module, where a module LLVM crashed on in one of the
// two runs counts as the same: LLVM crashes at random on some modules
// (llvm-as-22 on an x86 broadcastm intrinsic declared without its
// argument reads freed memory in the loader's upgrade and either crashes
// or reports "ZExt only operates on integer"), and a crash is no verdict
// the sweeps compare.
func sameButCrashes(stored, got oracle.Answer) bool {
	if stored.Code != got.Code || !bytes.Equal(stored.Stderr, got.Stderr) {
		return false
	}
	a, b := strings.Split(string(stored.Stdout), "\n"), strings.Split(string(got.Stdout), "\n")
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] && llvmVerdict(strings.Split(a[k], "\x1f")) != "crash" && llvmVerdict(strings.Split(b[k], "\x1f")) != "crash" {
			return false
		}
	}
	return true
}

// llvmVerdict reads llvm-as's output lines (the last "status N") as
// ruleVerdict spells irmeta's: "ok", the verifier's first message (an
// abort in the loader's upgrades as "LLVM ERROR: ..."), "parser: " and
// the parser's message, or "crash" when LLVM crashed.
func llvmVerdict(lines []string) string {
	status := lines[len(lines)-1]
	lines = lines[:len(lines)-1]
	for _, l := range lines {
		if strings.Contains(l, "PLEASE submit a bug report") || strings.Contains(l, "Stack dump") {
			return "crash"
		}
	}
	if status == "status 0" {
		for _, l := range lines {
			if strings.Contains(l, "warning: ignoring invalid debug info") {
				return "debug info: " + l
			}
		}
		return "ok"
	}
	for k, l := range lines {
		if strings.Contains(l, "does not verify as correct") && k+1 < len(lines) {
			return lines[k+1]
		}
		if strings.HasPrefix(l, "LLVM ERROR: ") {
			return l
		}
		if i := strings.Index(l, "error: "); i >= 0 {
			return "parser: " + l[i+len("error: "):]
		}
	}
	return "unreadable: " + strings.Join(lines, " / ")
}

// readCallMisses reads a table of calls whose verdict irmeta does not
// give (intrinsicCallMisses, undeclaredCallMisses): "release<TAB>module<TAB>
// reason" lines, # comments.
func readCallMisses(t *testing.T, file string) map[string]string {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			t.Fatalf("%s: bad line %q", file, l)
		}
		out[f[0]+"\t"+f[1]] = f[2]
	}
	return out
}
