package verifier_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/typecheck"
)

// convergenceDecls declares what the generated functions call.
const convergenceDecls = `declare void @conv() convergent
declare void @plain()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
`

// convergenceModule writes a function of random control flow (3 to 10
// blocks, irreducible cycles and unreachable blocks included) that
// defines convergence tokens and uses them: a loop intrinsic opening a
// block, anchors, convergent calls with and without a bundle, calls that
// are not convergent with one, now and then the entry intrinsic out of
// place or a token that does not dominate its use. Most uses name a token
// defined in a dominating block, so that the region and cycle rules, not
// dominance, decide.
func convergenceModule(r *rand.Rand) string {
	n := 3 + r.IntN(8)
	succs := make([][]int, n)
	for b := range n {
		k := []int{0, 1, 1, 2, 2, 2, 3}[r.IntN(7)]
		if b == 0 {
			k = 1 + r.IntN(2)
		}
		for range k {
			succs[b] = append(succs[b], 1+r.IntN(n-1))
		}
	}
	dom := dominators(succs)
	convergent := r.IntN(5) > 0
	type tok struct {
		name  string
		block int
	}
	var defs []tok
	var body strings.Builder
	next := 0
	newTok := func() string { next++; return fmt.Sprintf("%%t%d", next-1) }
	for b := range n {
		fmt.Fprintf(&body, "b%d:\n", b)
		var avail []string
		for _, t := range defs {
			if dom[b] != nil && t.block != b && dom[b][t.block] {
				avail = append(avail, t.name)
			}
		}
		var local []string
		pick := func() string {
			c := append(append([]string(nil), avail...), local...)
			if len(c) == 0 {
				return ""
			}
			return c[r.IntN(len(c))]
		}
		if b == 0 && convergent && r.IntN(5) < 3 {
			t := newTok()
			fmt.Fprintf(&body, "  %s = call token @llvm.experimental.convergence.entry()\n", t)
			local = append(local, t)
		}
		if p := pick(); p != "" && r.IntN(2) == 0 {
			t := newTok()
			fmt.Fprintf(&body, "  %s = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %s) ]\n", t, p)
			local = append(local, t)
		}
		for range r.IntN(5) {
			switch c, p := r.IntN(100), pick(); {
			case c < 25:
				t := newTok()
				fmt.Fprintf(&body, "  %s = call token @llvm.experimental.convergence.anchor()\n", t)
				local = append(local, t)
			case c < 75 && p != "":
				fmt.Fprintf(&body, "  call void @conv() [ \"convergencectrl\"(token %s) ]\n", p)
			case c < 82 && p != "":
				fmt.Fprintf(&body, "  call void @plain() [ \"convergencectrl\"(token %s) ]\n", p)
			case c < 85 && len(defs) > 0:
				fmt.Fprintf(&body, "  call void @conv() [ \"convergencectrl\"(token %s) ]\n", defs[r.IntN(len(defs))].name)
			case c < 87 && b > 0:
				t := newTok()
				fmt.Fprintf(&body, "  %s = call token @llvm.experimental.convergence.entry()\n", t)
				local = append(local, t)
			case c < 90:
				body.WriteString("  call void @conv()\n")
			default:
				body.WriteString("  call void @plain()\n")
			}
		}
		for _, t := range local {
			defs = append(defs, tok{t, b})
		}
		switch s := succs[b]; len(s) {
		case 0:
			body.WriteString("  ret void\n")
		case 1:
			fmt.Fprintf(&body, "  br label %%b%d\n", s[0])
		case 2:
			fmt.Fprintf(&body, "  br i1 %%c, label %%b%d, label %%b%d\n", s[0], s[1])
		default:
			fmt.Fprintf(&body, "  switch i32 %%x, label %%b%d [ i32 0, label %%b%d\n    i32 1, label %%b%d ]\n", s[0], s[1], s[2])
		}
	}
	attr := ""
	if convergent {
		attr = " convergent"
	}
	return fmt.Sprintf("define void @f(i32 %%x, i1 %%c)%s {\n%s}\n%s", attr, body.String(), convergenceDecls)
}

// dominators returns, for each block the entry reaches, the set of blocks
// that dominate it (nil for the others), by the plain iterative
// data-flow: an oracle of its own, not the verifier's dominator tree.
func dominators(succs [][]int) []map[int]bool {
	n := len(succs)
	reach := map[int]bool{0: true}
	for work := []int{0}; len(work) > 0; {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range succs[b] {
			if !reach[s] {
				reach[s] = true
				work = append(work, s)
			}
		}
	}
	preds := make([][]int, n)
	for b, ss := range succs {
		for _, s := range ss {
			preds[s] = append(preds[s], b)
		}
	}
	dom := make([]map[int]bool, n)
	for b := range n {
		if !reach[b] {
			continue
		}
		dom[b] = map[int]bool{}
		for k := range n {
			dom[b][k] = b != 0 || k == 0
		}
	}
	for changed := true; changed; {
		changed = false
		for b := 1; b < n; b++ {
			if dom[b] == nil {
				continue
			}
			for k := range n {
				in := k == b
				if !in {
					in = true
					for _, p := range preds[b] {
						if dom[p] != nil && !dom[p][k] {
							in = false
						}
					}
				}
				if in != dom[b][k] {
					dom[b][k] = in
					changed = true
				}
			}
		}
	}
	return dom
}

// llvmValueLine matches the lines of a verifier message that print a value
// rather than a message ("label %C", "token none", "ptr @mk", a cycle).
var llvmValueLine = regexp.MustCompile(`^(\s|depth=|label |token |ptr |$)`)

// llvmMessages returns the verifier messages of llvm-as's answer, in order.
func llvmMessages(a oracle.Answer) []string {
	lines := strings.Split(string(a.Combined()), "\n")
	var out []string
	for k, l := range lines {
		if k == 0 || llvmValueLine.MatchString(l) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// irmetaErrors returns the errors irmeta reports on src under LLVM v, in
// the order it gives them.
func irmetaErrors(t *testing.T, name string, src []byte, v llvmver.Version) []string {
	m, err := typecheck.ParseFile(name, src, parser.Options{Version: v})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out []string
	for _, d := range check.RunVersion(md.New(m), v) {
		if d.Severity == check.Error {
			out = append(out, d.Msg)
		}
	}
	return out
}

// inOrder reports whether got is a subsequence of want.
func inOrder(got, want []string) bool {
	k := 0
	for _, g := range got {
		for k < len(want) && want[k] != g {
			k++
		}
		if k == len(want) {
			return false
		}
		k++
	}
	return true
}

// TestConvergenceAgainstLLVM checks the convergence rules against every
// message llvm-as 19 and 22 print (not only the first, which TestRules
// compares), on the y cases of testdata/rules.txtar and on random
// functions: irmeta's errors must be LLVM's messages in LLVM's order, the
// first the same, leaving out at most those LLVM prints after a message
// placed later in the file (the region messages it gives once a function
// is visited; see regionError); on the y cases none may be left out but
// y14's (its use in the cycle comes before the loop intrinsic that breaks
// the walk's rule).
func TestConvergenceAgainstLLVM(t *testing.T) {
	answers := oracle.Open(t, "testdata/convergence.answers.gz")
	ar := readCases(t, rulesFile)
	type module struct {
		name string
		src  []byte
		full bool // every message must be given
	}
	var mods []module
	for _, f := range ar.Files {
		if strings.HasPrefix(f.Name, "y") && strings.HasSuffix(f.Name, ".ll") {
			mods = append(mods, module{f.Name, f.Data, f.Name != "y14.ll"})
		}
	}
	r := rand.New(rand.NewPCG(3, 17))
	for k := range 250 {
		mods = append(mods, module{fmt.Sprintf("random%d.ll", k), []byte(convergenceModule(r)), false})
	}
	if testing.Short() {
		mods = mods[:len(mods)-200]
	}
	dir := t.TempDir()
	seen := map[string]int{}
	partial := 0
	for _, mod := range mods {
		path := filepath.Join(dir, mod.name)
		if err := os.WriteFile(path, mod.src, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, v := range []llvmver.Version{19, 22} {
			want := llvmMessages(answers.Run(t, oracle.Command{Name: fmt.Sprintf("llvm-as-%d", v), Args: []string{"-o", os.DevNull, path}}))
			got := irmetaErrors(t, mod.name, mod.src, v)
			switch {
			case !inOrder(got, want):
				t.Errorf("%s under LLVM %d: irmeta's errors are not LLVM's in its order:\n  got  %q\n  want %q", mod.name, v, got, want)
			case len(want) > 0 && (len(got) == 0 || got[0] != want[0]):
				t.Errorf("%s under LLVM %d: first error %q, LLVM %q", mod.name, v, got, want)
			case len(got) != len(want) && mod.full:
				t.Errorf("%s under LLVM %d: errors %q, LLVM %q", mod.name, v, got, want)
			case len(got) != len(want):
				partial++
			}
			for _, w := range want {
				seen[w]++
			}
		}
	}
	t.Logf("%d modules, %d verdicts leaving out later messages; messages seen: %v", len(mods), partial, seen)
	if testing.Short() {
		return
	}
	for _, msg := range []string{
		"The 'convergencectrl' bundle can occur at most once on a call",
		"The 'convergencectrl' bundle requires exactly one token use.",
		"Convergence control tokens can only be produced by calls to the convergence control intrinsics.",
		"Entry intrinsic can occur only in a convergent function.",
		"Entry intrinsic can occur only in the entry block.",
		"Entry intrinsic cannot be preceded by a convergent operation in the same basic block.",
		"Entry or anchor intrinsic cannot have a convergencectrl token operand.",
		"Loop intrinsic must have a convergencectrl token operand.",
		"Loop intrinsic cannot be preceded by a convergent operation in the same basic block.",
		"Convergence control token can only be used in a convergent call.",
		"Cannot mix controlled and uncontrolled convergence in the same function.",
		"Convergence control token must dominate all its uses.",
		"Convergence region is not well-nested.",
		"Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.",
		"Cycle heart must dominate all blocks in the cycle.",
		"Two static convergence token uses in a cycle that does not contain either token's definition.",
	} {
		if seen[msg] == 0 {
			t.Errorf("no module made LLVM say %q", msg)
		}
	}
}
