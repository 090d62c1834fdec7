package verifier_test

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
)

// intrinsicSigMisses lists the modules of TestIntrinsicSignaturesAgainstLLVM
// on which irmeta's first message is not llvm-as-22's.
const intrinsicSigMisses = "testdata/intrinsic-signature-misses.tsv"

// sigBreaks are the ways TestIntrinsicSignaturesAgainstLLVM declares each
// intrinsic: with a type that fits its signature, then with a wrong
// result, a wrong parameter, one parameter too many and one too few.
var sigBreaks = []string{"fit", "ret", "arg", "many", "few"}

// TestIntrinsicSignaturesAgainstLLVM declares every intrinsic of LLVM 22's
// table (16,000 of them) with a type that fits its signature
// (intrinsics.Example) and with types that break it in each way of
// sigBreaks, calls the declaration with poison arguments, each module
// alone, and compares irmeta's first message under LLVM 22 with
// llvm-as-22's: the signature rules of visitIntrinsicCall
// (matchIntrinsicSignature), the loader's upgrades that replace a
// declaration before the verifier sees it, and for the fitting
// declarations the rules after the signature. LLVM's answers are stored
// (testdata/intrinsic-signatures.answers.gz, one command per 200
// modules; -oracle-update asks again, and a sample is asked again on
// every run); every module whose verdict differs is listed in
// testdata/intrinsic-signature-misses.tsv with its reason, and the list is
// checked exactly. With -short, one batch in ten is compared.
func TestIntrinsicSignaturesAgainstLLVM(t *testing.T) {
	sigSweep(t, sigSweepSpec{rel: 22, answers: "testdata/intrinsic-signatures.answers.gz", misses: intrinsicSigMisses,
		minModules: 60000, reaskFewer: 24, sample: 1}) // 300 commands: about 100 modules asked again a run
}

// TestIntrinsicSignaturesAgainstLLVM19 is TestIntrinsicSignaturesAgainstLLVM
// for LLVM 19 and its own signature table (intrinsics.SigReleases): every
// intrinsic of LLVM 19's table (14,000) declared with a type that fits,
// and, for one intrinsic in sigSample19 (every one whose index in the
// table is a multiple of it), with the four broken types too, compared
// with llvm-as-19. LLVM's answers are in
// testdata/intrinsic-signatures19.answers.gz (-oracle-update asks again,
// two llvm-as-19 processes at a time; a sample is asked again on every
// run), the disagreements in testdata/intrinsic-signature-misses19.tsv.
func TestIntrinsicSignaturesAgainstLLVM19(t *testing.T) {
	sigSweep(t, sigSweepSpec{rel: 19, answers: "testdata/intrinsic-signatures19.answers.gz", misses: intrinsicSigMisses19,
		minModules: 20000, reaskFewer: 8, sample: sigSample19, parallel: 2})
}

// intrinsicSigMisses19 is intrinsicSigMisses for LLVM 19.
const intrinsicSigMisses19 = "testdata/intrinsic-signature-misses19.tsv"

// sigSample19: TestIntrinsicSignaturesAgainstLLVM19 breaks the signature
// of one intrinsic in sigSample19 (asking llvm-as-19 about every broken
// form, 68,584 modules, would take about 85 minutes on a shared machine of
// two cores; the sample of 24,884 took 31).
const sigSample19 = 5

// A sigSweepSpec says what a signature sweep compares: release rel's
// table and llvm-as-rel, its stored answers and listed misses, the
// fewest modules it must build, how much less often than the store's
// default a stored answer is asked again, the intrinsics whose signature
// it breaks (those whose index is a multiple of sample; the others are
// declared with a fitting type only), and how many llvm-as processes ask
// at a time under -oracle-update.
type sigSweepSpec struct {
	rel                    int
	answers, misses        string
	minModules, reaskFewer int
	sample, parallel       int
	// breaks are the ways of sigBreaks and sigBreaksTyped the sweep
	// declares each intrinsic (nil: sigBreaks).
	breaks []string
}

// A sigGroup is the modules a sweep asks llvm-as with the same arguments:
// those of typed pointers, then those spelling ptr (-opaque-pointers, the
// "opq" break of the releases before LLVM 17).
type sigGroup struct {
	args          []string
	keys, modules []string
}

// sigSweep runs the sweep spec describes.
func sigSweep(t *testing.T, spec sigSweepSpec) {
	names, _ := intrinsics.ReleaseNames(spec.rel)
	breaks := spec.breaks
	if breaks == nil {
		breaks = sigBreaks
	}
	groups := []*sigGroup{{}, {args: []string{"-opaque-pointers"}}}
	skipped := 0
	for k, name := range names {
		fn, mangled, ok := intrinsics.ExampleIn(spec.rel, name)
		if !ok {
			skipped++
			continue
		}
		for _, b := range breaks {
			if b != "fit" && b != "ptee" && b != "opq" && k%spec.sample != 0 {
				continue
			}
			d, ok := brokenSignature(spec.rel, mangled, fn, b, k)
			if !ok {
				continue
			}
			decl, src := sigModule(mangled, d)
			g := groups[0]
			if b == "opq" {
				g = groups[1]
			}
			g.keys = append(g.keys, b+"\t"+decl)
			g.modules = append(g.modules, src)
		}
	}
	if n := len(groups[0].modules) + len(groups[1].modules); n < spec.minModules {
		t.Fatalf("only %d modules", n)
	}
	tool := fmt.Sprintf("llvm-as-%d", spec.rel)
	answers := oracle.Open(t, spec.answers)
	// Commands of 200 modules: one in 25·reaskFewer of them is asked again.
	answers.ReaskFewer(spec.reaskFewer)
	if spec.parallel > 1 && oracle.Updating() {
		// Ask the batches ahead, spec.parallel at a time; the loop below
		// reads the stored answers.
		var wg sync.WaitGroup
		type batch struct {
			g  *sigGroup
			lo int
		}
		next := make(chan batch)
		for range spec.parallel {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for b := range next {
					askInBatches(t, answers, tool, b.g.args, b.g.modules[b.lo:min(b.lo+callBatch, len(b.g.modules))])
				}
			}()
		}
		for _, g := range groups {
			for lo := 0; lo < len(g.modules); lo += callBatch {
				if !testing.Short() || (lo/callBatch)%10 == 0 {
					next <- batch{g, lo}
				}
			}
		}
		close(next)
		wg.Wait()
	}
	want := readSigMisses(t, spec.misses)
	seen := map[string]bool{}
	var got []string
	count, agree, crashed := map[string]int{}, map[string]int{}, 0
	compared, total := 0, 0
	for _, g := range groups {
		keys, modules := g.keys, g.modules
		total += len(modules)
		for lo := 0; lo < len(modules); lo += callBatch {
			if testing.Short() && (lo/callBatch)%10 != 0 {
				continue
			}
			hi := min(lo+callBatch, len(modules))
			llvm := askInBatches(t, answers, tool, g.args, modules[lo:hi])
			for k := lo; k < hi; k++ {
				l := llvm[k-lo]
				if l == "crash" {
					crashed++
					continue // LLVM's own failure: no verdict to give
				}
				compared++
				b, _, _ := strings.Cut(keys[k], "\t")
				count[b]++
				mine := ruleVerdict(t, "sig.ll", []byte(modules[k]), llvmver.Version(spec.rel))
				if mine == l {
					agree[b]++
					continue
				}
				key := keys[k] + "\t" + l + "\t" + mine
				seen[key] = true
				if _, listed := want[key]; !listed {
					got = append(got, key)
				}
			}
		}
	}
	sort.Strings(got)
	for _, g := range got {
		t.Errorf("unlisted disagreement (break, declaration, %s, irmeta):\n  %s", tool, g)
	}
	if !testing.Short() {
		for key := range want {
			if !seen[key] {
				t.Errorf("%s: irmeta now gives LLVM's verdict (or the module is gone); remove it from %s", key, spec.misses)
			}
		}
	}
	agreed := 0
	for _, b := range breaks {
		t.Logf("%-4s: %d modules compared, %d with %s's first message", b, count[b], agree[b], tool)
		agreed += agree[b]
	}
	t.Logf("%d intrinsics (%d without an example type), %d modules, %d compared (%d crash LLVM), %d agree, %d listed misses",
		len(names), skipped, total, compared, crashed, agreed, compared-agreed)
}

// brokenSignature returns fn, the type of a declaration of intrinsic
// name, broken in way b (one of sigBreaks); k picks the parameter a wrong
// parameter replaces. A wrong type is the first of wrongTypes that
// package intrinsics says does not fit. ok is false when fn cannot be
// broken so (no parameter to drop or replace, no wrong type found).
func brokenSignature(rel int, name string, fn *ast.Type, b string, k int) (*ast.Type, bool) {
	d := *fn
	d.Fields = append([]*ast.Type(nil), fn.Fields...)
	i32 := &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	typed := rel < 17
	switch b {
	case "fit":
		return &d, true
	case "ptee", "opq":
		return typedBreak(&d, b, k)
	case "ret":
		for _, c := range wrongTypes(true, typed) {
			d.Elem = c
			if intrinsics.MatchSignatureIn(rel, name, &d) != intrinsics.Fits {
				return &d, true
			}
		}
	case "arg":
		if len(d.Fields) == 0 {
			return nil, false
		}
		p := k % len(d.Fields)
		for _, c := range wrongTypes(false, typed) {
			d.Fields[p] = c
			if intrinsics.MatchSignatureIn(rel, name, &d) != intrinsics.Fits {
				return &d, true
			}
		}
	case "many":
		d.Fields = append(d.Fields, i32)
		return &d, true
	case "few":
		if len(d.Fields) == 0 {
			return nil, false
		}
		d.Fields = d.Fields[:len(d.Fields)-1]
		return &d, true
	}
	return nil, false
}

// wrongTypes are the types tried in place of a result or a parameter;
// typed: the pointer is i8*, as a module of typed pointers spells it.
func wrongTypes(result, typed bool) []*ast.Type {
	i32 := &ast.Type{Kind: ast.IntType, Name: "i32", Bits: 32}
	ptr := &ast.Type{Kind: ast.PointerType}
	if typed {
		ptr.Elem = &ast.Type{Kind: ast.IntType, Name: "i8", Bits: 8}
	}
	out := []*ast.Type{i32, {Kind: ast.FloatType, Name: "float"}, ptr,
		{Kind: ast.FloatType, Name: "x86_fp80"}, {Kind: ast.StructType, Fields: []*ast.Type{i32, i32, i32}}}
	if result {
		out = append([]*ast.Type{{Kind: ast.VoidType, Name: "void"}}, out...)
	}
	return out
}

// sigModule returns the declaration of intrinsic name with type fn, and a
// module that declares it and calls it once with poison arguments.
func sigModule(name string, fn *ast.Type) (decl, src string) {
	var params, args []string
	for _, p := range fn.Fields {
		params = append(params, p.String())
		switch p.Kind {
		case ast.MetadataType:
			args = append(args, "metadata !{}")
		case ast.TokenType:
			args = append(args, "token none")
		default:
			args = append(args, p.String()+" poison")
		}
	}
	callee := fn.Elem.String()
	if fn.Variadic {
		params = append(params, "...")
		callee = fn.String()
	}
	decl = fmt.Sprintf("declare %s @%s(%s)", fn.Elem, name, strings.Join(params, ", "))
	src = fmt.Sprintf("%s\ndefine void @f() {\n  call %s @%s(%s)\n  ret void\n}\n", decl, callee, name, strings.Join(args, ", "))
	return decl, src
}

// readSigMisses reads intrinsicSigMisses: "break<TAB>declaration<TAB>
// llvm-as-22's verdict<TAB>irmeta's<TAB>reason" lines, # comments; the
// key is all but the reason.
func readSigMisses(t *testing.T, file string) map[string]string {
	f, err := os.Open(file)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		k := strings.LastIndexByte(l, '\t')
		if k < 0 || strings.Count(l, "\t") != 4 {
			t.Fatalf("%s: bad line %q", file, l)
		}
		out[l[:k]] = l[k+1:]
	}
	return out
}
