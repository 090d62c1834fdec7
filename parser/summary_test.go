package parser_test

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/scanner"
)

var updateSummary = flag.Bool("update-summary", false, "TestSummaryMutants: ask llvm-as 14 and llvm-as-22 again for every mutant and rewrite testdata/summary-mutants.tsv")

// summaryMutants is how many mutants TestSummaryMutants makes.
const summaryMutants = 600

// summaryBase is a valid module with summary entries: a file of LLVM 22's
// Assembler tests or of the LLVM 14 test copy.
type summaryBase struct {
	name string // "22/Assembler/x.ll" or "14/Assembler/x.ll"
	src  []byte
}

// summaryBases returns the modules with summary entries that llvm-as 14
// and 22 read, in name order.
func summaryBases(t *testing.T) []summaryBase {
	var bases []summaryBase
	dir, files := corpus.LLVM22Source(t)
	for _, f := range files {
		if strings.HasPrefix(f, "Assembler/") {
			bases = appendSummaryBase(t, bases, "22/"+f, filepath.Join(dir, filepath.FromSlash(f)))
		}
	}
	root := corpus.Root(t)
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict == "OK" && strings.HasPrefix(e.Path, "Assembler/") {
			bases = appendSummaryBase(t, bases, "14/"+e.Path, e.File(root))
		}
	}
	slices.SortFunc(bases, func(a, b summaryBase) int { return strings.Compare(a.name, b.name) })
	if len(bases) < 10 {
		t.Fatalf("only %d modules with summary entries", len(bases))
	}
	return bases
}

// summaryBaseSkip are the files with summary entries that are no base:
// llvm-as refuses them (their point), or its bitcode writer crashes on
// most changes of them.
var summaryBaseSkip = regexp.MustCompile(`bad-summary|summary-parsing-error|thinlto-vtable-summary|index-value-order`)

func appendSummaryBase(t *testing.T, bases []summaryBase, name, path string) []summaryBase {
	if summaryBaseSkip.MatchString(name) {
		return bases
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(src, []byte("\n^")) {
		return bases
	}
	return append(bases, summaryBase{name, src})
}

// A summaryMutation is one change to a summary entry's tokens.
type summaryMutation string

var summaryMutations = []summaryMutation{"drop", "repeat", "swap", "typo", "word", "number", "slot", "punct"}

// mutateSummary makes mutant id: a base and one of its summary entries
// chosen by id, and one change to a token of it.
func mutateSummary(bases []summaryBase, id int) (base string, op summaryMutation, src []byte) {
	r := rand.New(rand.NewPCG(uint64(id), 0x5eed))
	b := bases[r.IntN(len(bases))]
	lines := bytes.SplitAfter(b.src, []byte("\n"))
	var entries []int
	for i, l := range lines {
		if bytes.HasPrefix(l, []byte("^")) {
			entries = append(entries, i)
		}
	}
	li := entries[r.IntN(len(entries))]
	line := lines[li]
	var toks []scanner.Token
	var sc scanner.Scanner
	sc.Init(line)
	for t := sc.Next(); t.Kind != scanner.EOF; t = sc.Next() {
		toks = append(toks, t)
	}
	op = summaryMutations[r.IntN(len(summaryMutations))]
	k := 2 + r.IntN(max(1, len(toks)-2)) // not the "^N ="
	if k >= len(toks) {
		k = len(toks) - 1
	}
	tok := toks[k]
	text := func(t scanner.Token) []byte { return line[t.Start:t.End] }
	var repl []byte
	start, end := int(tok.Start), int(tok.End)
	switch op {
	case "drop":
	case "repeat":
		repl = append(append(slices.Clone(text(tok)), ' '), text(tok)...)
	case "swap":
		if k+1 < len(toks) {
			next := toks[k+1]
			end = int(next.End)
			repl = append(append(slices.Clone(text(next)), line[tok.End:next.Start]...), text(tok)...)
		}
	case "typo":
		w := slices.Clone(text(tok))
		at := r.IntN(len(w))
		repl = append(w[:at:at], append([]byte{"qxz_"[r.IntN(4)]}, text(tok)[at:]...)...)
	case "word":
		words := []string{"name:", "guid:", "flags:", "linkage:", "insts:", "calls:", "refs:", "readonly", "null", "hot", "kind:", "offset:", "summaries:", "module:"}
		repl = []byte(words[r.IntN(len(words))])
	case "number":
		nums := []string{"-1", "1.5", "4294967296", "0x10", "u0x10", "18446744073709551616", "x", "\"7\""}
		repl = []byte(nums[r.IntN(len(nums))])
	case "slot":
		repl = []byte("^" + strconv.Itoa(r.IntN(60)))
	case "punct":
		ps := []string{"(", ")", ",", ":", "[", "]", ""}
		repl = []byte(ps[r.IntN(len(ps))])
	}
	mutated := append(append(slices.Clone(line[:start]), repl...), line[end:]...)
	lines[li] = mutated
	return b.name, op, bytes.Join(lines, nil)
}

// summaryExceptions are the mutants (id, LLVM release) on which irmeta
// and llvm-as disagree, and why.
var summaryExceptions = map[[2]int]string{
	{209, 22}: "a summary id beyond 64 bits: LLVM 22's lexer refuses it (constant bigger than 64 bits detected); irmeta reads it, as LLVM 14 does",
	{302, 14}: "a function summary's module: ^13 names no module entry; llvm-as reads past the end of its module map (undefined behaviour: it crashes here, reads the module with other numbers)",
	{302, 22}: "the same",
}

// summaryAnswer is llvm-as's first message ("L:C: msg"), "ok" or "crash".
func summaryAnswer(t *testing.T, tool string, src []byte, file string) string {
	args := []string{file, "-o", os.DevNull}
	if tool == "llvm-as" && opaquePtrWord.Match(src) {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err == nil {
		return "ok"
	}
	if bytes.Contains(out, []byte("PLEASE submit a bug report")) || bytes.Contains(out, []byte("Stack dump")) {
		return "crash"
	}
	m := summaryMsg.FindSubmatch(out)
	if m == nil {
		t.Fatalf("%s: %v\n%s", tool, err, out)
	}
	return string(m[1]) + ": " + string(m[2])
}

var (
	summaryMsg    = regexp.MustCompile(`\.ll:(\d+:\d+): error: (.*)`)
	opaquePtrWord = regexp.MustCompile(`\bptr\b`)
)

// TestSummaryMutants changes one token of a summary entry of a valid
// module, summaryMutants times, and checks irmeta's first message under
// LLVM 14 and 22 against llvm-as 14's and llvm-as-22's, stored in
// testdata/summary-mutants.tsv (-update-summary asks them again). A
// mutant on which llvm-as crashes must be rejected; every other
// disagreement fails the test.
func TestSummaryMutants(t *testing.T) {
	bases := summaryBases(t)
	path := filepath.Join("testdata", "summary-mutants.tsv")
	type row struct {
		base, op, hash string
		answers        [2]string
	}
	stored := map[int]row{}
	if !*updateSummary {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "#") {
				continue
			}
			c := strings.Split(sc.Text(), "\t")
			id, err := strconv.Atoi(c[0])
			if err != nil || len(c) != 6 {
				t.Fatalf("%s: bad row %q", path, sc.Text())
			}
			stored[id] = row{c[1], c[2], c[3], [2]string{c[4], c[5]}}
		}
	}
	var out strings.Builder
	out.WriteString("# Mutants of module summary entries (one token changed) and the first message of llvm-as 14 and llvm-as-22.\n")
	out.WriteString("# Written by: go test ./parser -run TestSummaryMutants -update-summary\n")
	out.WriteString("# id\tbase\tchange\tsha256/16\tllvm-as 14\tllvm-as-22\n")
	// The mutants, and llvm-as's answers: all of them asked again with
	// -update-summary, else every 40th (a sample that catches drift).
	srcs := make([][]byte, summaryMutants)
	names := make([][2]string, summaryMutants)
	var asked []int
	for id := range summaryMutants {
		base, op, src := mutateSummary(bases, id)
		srcs[id], names[id] = src, [2]string{base, string(op)}
		if *updateSummary || id%40 == 0 {
			asked = append(asked, id)
		}
	}
	askedSrcs := make([][]byte, len(asked))
	for i, id := range asked {
		askedSrcs[i] = srcs[id]
	}
	fresh := map[int][2]string{}
	for i, a := range askSummaries(t, askedSrcs) {
		fresh[asked[i]] = a
	}
	agree, total := [2]int{}, [2]int{}
	for id := range summaryMutants {
		base, op, src := names[id][0], names[id][1], srcs[id]
		sum := sha256.Sum256(src)
		hash := hex.EncodeToString(sum[:8])
		var r row
		if *updateSummary {
			r = row{base, op, hash, fresh[id]}
			fmt.Fprintf(&out, "%d\t%s\t%s\t%s\t%s\t%s\n", id, r.base, r.op, r.hash, r.answers[0], r.answers[1])
		} else {
			var ok bool
			if r, ok = stored[id]; !ok || r.hash != hash || r.base != base {
				t.Fatalf("mutant %d is not the one stored (base %s, %s): run with -update-summary", id, base, op)
			}
			if a, ok := fresh[id]; ok && a != r.answers {
				t.Errorf("mutant %d: llvm-as 14 and 22 answer %q now, stored %q: run with -update-summary", id, a, r.answers)
			}
		}
		for k, v := range []llvmver.Version{14, 22} {
			got := parseOutcome(string(src), v)
			want := r.answers[k]
			total[k]++
			reason, excepted := summaryExceptions[[2]int{id, int(v)}]
			switch {
			case want == "crash" && got != "ok", got == want:
				agree[k]++
				if excepted {
					t.Errorf("mutant %d under LLVM %d agrees now: drop its exception (%s)", id, v, reason)
				}
			case !excepted:
				t.Errorf("mutant %d (%s of %s) under LLVM %d: irmeta %q, llvm-as %q", id, op, base, v, got, want)
			}
		}
	}
	t.Logf("agree with llvm-as 14 on %d of %d mutants, with llvm-as-22 on %d of %d", agree[0], total[0], agree[1], total[1])
	if *updateSummary {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// summaryCases are summary entries with llvm-as 14's and llvm-as-22's
// first message (TestSummaryCasesOracle asks them again).
var summaryCases = []struct {
	name, src string
	want      [2]string // LLVM 14, LLVM 22
}{
	{"alias-undef", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (alias: (module: ^0, flags: (linkage: external), aliasee: ^7)))
`, [2]string{"6:34: use of undefined summary '^7'", "6:34: use of undefined summary '^7'"}},
	{"bogus-flags", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, bogus: (linkage: external), insts: 1)))
`, [2]string{"6:58: expected ':' here", "6:58: expected ':' here"}},
	{"callee-null", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, calls: ((callee: null)))))
`, [2]string{"6:112: expected GV ID", "6:112: expected GV ID"}},
	{"eof", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 5
`, [2]string{"7:1: expected ')' here", "7:1: expected ')' here"}},
	{"ffl-empty", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, funcFlags: ())))
`, [2]string{"6:107: expected function flag type", "6:107: expected function flag type"}},
	{"flagsentry-paren", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = flags: (1)
`, [2]string{"6:13: expected integer", "6:13: expected integer"}},
	{"float", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1.5)
`, [2]string{"6:17: expected integer", "6:17: expected integer"}},
	{"hotness-bad", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, calls: ((callee: ^1, hotness: warm)))))
`, [2]string{"6:125: invalid call edge hotness", "6:125: invalid call edge hotness"}},
	{"label-spaced", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name : "f", summaries : (function : (module : ^0, flags : (linkage : external), insts : 1)))
`, [2]string{"ok", "ok"}},
	{"linkage-i32", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: i32), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"linkage-x", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: x), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"memprof-typo", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, allocs: ((versions: (none), memprof: ((type: cold, stackIds: (1))))))))
`, [2]string{"6:95: expected optional function summary field", "6:124: expected ':' in memprof"}},
	{"modref-nocolon", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module ^0, flags: (linkage: external), insts: 1)))
`, [2]string{"6:52: expected ':' here", "6:52: expected ':' here"}},
	{"name-flags", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, name: (linkage: external), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"neg0", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: -0)
`, [2]string{"6:17: expected integer", "6:17: expected integer"}},
	{"num-label", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 5:)
`, [2]string{"6:17: expected integer", "6:17: expected integer"}},
	{"params-bad", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, params: ((param: 0, offset: [a, 5])))))
`, [2]string{"6:124: expected integer", "6:124: expected integer"}},
	{"params", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, params: ((param: 0, offset: [-1, 5], calls: ((callee: ^1, param: 2, offset: [0, 0])))))))
`, [2]string{"ok", "ok"}},
	{"quoted-label", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: ("name": "f")
`, [2]string{"6:11: expected name or guid tag", "6:11: expected name or guid tag"}},
	{"s0x", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: s0x10)
`, [2]string{"6:17: expected integer", "6:17: expected integer"}},
	{"trailing", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 5) x
`, [2]string{"6:20: expected top-level entity", "6:20: expected top-level entity"}},
	{"two-undef", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, refs: (^9, ^8), calls: ((callee: ^7)))))
`, [2]string{"6:128: use of undefined summary '^7'", "6:128: use of undefined summary '^7'"}},
	{"typeid-dup-colon", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = typeid: (name: "t", summary: (typeTestRes: (kind: unsat, sizeM1BitWidth: 0, alignLog2 1)))
`, [2]string{"6:92: expected ':'", "6:92: expected ':'"}},
	{"u0x", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: u0x10)
`, [2]string{"ok", "ok"}},
	{"vflags-typo", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "g", summaries: (variable: (module: ^0, flags: (linkage: external), vFlags: (readonly: 0))))
`, [2]string{"6:86: expected ':' here", "6:86: expected ':' here"}},
	{"vfuncid-typo", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1, typeIdInfo: (typeTestAssumeVCalls: (vFuncID: (^2, offset: 16))))))
^2 = typeid: (name: "t", summary: (typeTestRes: (kind: unsat, sizeM1BitWidth: 0)))
`, [2]string{"6:132: expected ':' here", "6:132: expected ':' here"}},
	{"vis-then", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (visibility: hidden, linkage: internal), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"x-flags", `@g = global i32 0
define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, x: (linkage: external), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"aliasee-null", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (alias: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), aliasee: null)))
`, [2]string{"5:135: expected GV ID", "ok"}},
	{"alloc-versions-int", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, allocs: ((versions: (0), memProf: ((type: cold, stackIds: (1))))))))
`, [2]string{"5:139: expected optional function summary field", "5:160: invalid alloc type"}},
	{"allocs-hot", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, allocs: ((versions: (hot), memProf: ((type: hot, stackIds: (1))))))))
`, [2]string{"5:139: expected optional function summary field", "ok"}},
	{"allocs-nostack", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, allocs: ((versions: (none), memProf: ((type: cold, stackIds: ())))))))
`, [2]string{"5:139: expected optional function summary field", "ok"}},
	{"allocs", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, allocs: ((versions: (none), memProf: ((type: cold, stackIds: (1))))))))
`, [2]string{"5:139: expected optional function summary field", "ok"}},
	{"alwaysInline", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, funcFlags: (alwaysInline: 1))))
`, [2]string{"ok", "ok"}},
	{"bitmask-big", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = typeid: (name: "t", summary: (typeTestRes: (kind: inline, sizeM1BitWidth: 0, bitMask: 300)))
`, [2]string{"ok", "ok"}},
	{"blockcount", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = blockcount: 5
`, [2]string{"ok", "ok"}},
	{"callsites-nostack", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, callsites: ((callee: ^1, clones: (0), stackIds: ())))))
`, [2]string{"5:139: expected optional function summary field", "ok"}},
	{"callsites-null", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, callsites: ((callee: null, clones: (0), stackIds: (1))))))
`, [2]string{"5:139: expected optional function summary field", "ok"}},
	{"callsites", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, callsites: ((callee: ^1, clones: (0), stackIds: (1))))))
`, [2]string{"5:139: expected optional function summary field", "ok"}},
	{"canAutoHide", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, canAutoHide: 1), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"critical", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, calls: ((callee: ^1, hotness: critical)))))
`, [2]string{"ok", "ok"}},
	{"dup-id", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1)
^1 = gv: (guid: 2)
`, [2]string{"ok", "ok"}},
	{"flag-2", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, live: 2), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"flag-neg", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, live: -1), insts: 1)))
`, [2]string{"5:88: expected integer", "5:88: expected integer"}},
	{"guid-neg", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: -1)
`, [2]string{"5:17: expected integer", "5:17: expected integer"}},
	{"hasUnknownCall", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, funcFlags: (hasUnknownCall: 1))))
`, [2]string{"ok", "ok"}},
	{"importType", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, importType: declaration), insts: 1)))
`, [2]string{"5:82: expected gv flag type", "ok"}},
	{"insts-big", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 4294967296)))
`, [2]string{"5:136: expected 32-bit integer (too large)", "5:136: expected 32-bit integer (too large)"}},
	{"insts-hex", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 0x10)))
`, [2]string{"5:136: expected integer", "5:136: expected integer"}},
	{"linkage-5", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: 5), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"linkage-bogus", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: bogus), insts: 1)))
`, [2]string{"5:73: expected ')' here", "5:73: expected ')' here"}},
	{"mayThrow", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, funcFlags: (mayThrow: 1))))
`, [2]string{"ok", "ok"}},
	{"module-undef", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^7, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1)))
`, [2]string{"ok", "ok"}},
	{"mustBeUnreachable", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, funcFlags: (mustBeUnreachable: 1))))
`, [2]string{"ok", "ok"}},
	{"noInline", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, funcFlags: (noInline: 1))))
`, [2]string{"ok", "ok"}},
	{"noRenameOnPromotion", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, noRenameOnPromotion: 1), insts: 1)))
`, [2]string{"5:82: expected gv flag type", "5:82: expected gv flag type"}},
	{"noUnwind", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, funcFlags: (noUnwind: 1))))
`, [2]string{"ok", "ok"}},
	{"ref-module", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, refs: (^0))))
`, [2]string{"5:146: use of undefined summary '^0'", "5:146: use of undefined summary '^0'"}},
	{"ref-undef", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, refs: (^9))))
`, [2]string{"5:146: use of undefined summary '^9'", "5:146: use of undefined summary '^9'"}},
	{"relbf", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, calls: ((callee: ^1, relbf: 3)))))
`, [2]string{"ok", "ok"}},
	{"tail", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, calls: ((callee: ^1, tail: 1)))))
`, [2]string{"5:160: expected relbf", "ok"}},
	{"two-summaries", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1), variable: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), varFlags: (readonly: 0))))
`, [2]string{"ok", "ok"}},
	{"typeid-unknown", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = typeid: (name: "t", summary: (typeTestRes: (kind: unknown, sizeM1BitWidth: 0)))
`, [2]string{"ok", "ok"}},
	{"typetest-after", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, typeIdInfo: (typeTests: (^2)))))
^2 = typeid: (name: "t", summary: (typeTestRes: (kind: unsat, sizeM1BitWidth: 0)))
`, [2]string{"ok", "ok"}},
	{"typetest-before", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = typeid: (name: "t", summary: (typeTestRes: (kind: unsat, sizeM1BitWidth: 0)))
^2 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), insts: 1, typeIdInfo: (typeTests: (^1)))))
`, [2]string{"6:164: use of undefined type id summary '^1'", "6:164: use of undefined type id summary '^1'"}},
	{"vTableFuncs", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (variable: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), varFlags: (readonly: 0), vTableFuncs: ((virtFunc: ^1, offset: 16)))))
`, [2]string{"ok", "ok"}},
	{"varFlags-constant", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (variable: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), varFlags: (constant: 1))))
`, [2]string{"ok", "ok"}},
	{"vcall_visibility", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (variable: (module: ^0, flags: (linkage: external, notEligibleToImport: 0, live: 0, dsoLocal: 0), varFlags: (readonly: 0, vcall_visibility: 1))))
`, [2]string{"ok", "ok"}},
	{"visibility-5", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, visibility: 5), insts: 1)))
`, [2]string{"5:94: expected ')' here", "5:94: expected ')' here"}},
	{"visibility", `define void @f() {
 ret void
}
^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (guid: 1, summaries: (function: (module: ^0, flags: (linkage: external, visibility: hidden), insts: 1)))
`, [2]string{"ok", "ok"}},
}

// TestSummaryCases checks irmeta's first message on each of summaryCases
// under LLVM 14 and 22.
func TestSummaryCases(t *testing.T) {
	for _, c := range summaryCases {
		for k, v := range []llvmver.Version{14, 22} {
			if got := parseOutcome(c.src, v); got != c.want[k] {
				t.Errorf("%s under LLVM %d: irmeta %q, llvm-as %q", c.name, v, got, c.want[k])
			}
		}
	}
}

// TestSummaryCasesOracle asks llvm-as 14 and llvm-as-22 for each of
// summaryCases, so that the expectations are the oracle's.
func TestSummaryCasesOracle(t *testing.T) {
	srcs := make([][]byte, len(summaryCases))
	for i, c := range summaryCases {
		srcs[i] = []byte(c.src)
	}
	answers := askSummaries(t, srcs)
	for i, c := range summaryCases {
		for k, tool := range []string{"llvm-as", "llvm-as-22"} {
			if got := answers[i][k]; got != c.want[k] {
				t.Errorf("%s: %s says %q, the case %q", c.name, tool, got, c.want[k])
			}
		}
	}
}

// askSummaries returns llvm-as 14's and llvm-as-22's answers on each
// module, asked four at a time.
func askSummaries(t *testing.T, srcs [][]byte) [][2]string {
	dir := t.TempDir()
	out := make([][2]string, len(srcs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			file := filepath.Join(dir, fmt.Sprintf("w%d.ll", w))
			for i := range next {
				out[i] = [2]string{summaryAnswer(t, "llvm-as", srcs[i], file), summaryAnswer(t, "llvm-as-22", srcs[i], file)}
			}
		}()
	}
	for i := range srcs {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}
