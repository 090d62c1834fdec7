package verifier_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// undeclaredCallMisses lists the modules of TestUndeclaredCallsAgainstLLVM
// whose verdict irmeta does not give, with the reason.
const undeclaredCallMisses = "testdata/undeclared-call-misses.tsv"

// TestUndeclaredCallsAgainstLLVM is TestIntrinsicCallsAgainstLLVM without
// the declarations: each distinct intrinsic the LLVM test copy declares
// (old names and signatures among them) is called, with poison arguments
// and with zeros, pointers opaque, in a module that does not declare it,
// and irmeta's verdict under LLVM 22 is compared with llvm-as-22's, which
// declares the intrinsic itself, upgrades the old ones it can and rejects
// the others ("unknown intrinsic", "invalid intrinsic signature") before
// its verifier judges the call. LLVM's answers are stored
// (testdata/undeclared-calls.answers.gz); every verdict that differs is
// listed in testdata/undeclared-call-misses.tsv with its reason, checked
// exactly.
func TestUndeclaredCallsAgainstLLVM(t *testing.T) {
	names, modules := intrinsicCallModules(t, true)
	answers := oracle.Open(t, "testdata/undeclared-calls.answers.gz")
	want := readCallMisses(t, undeclaredCallMisses)
	llvm := askInBatches(t, answers, "llvm-as-22", nil, modules)
	seen := map[string]bool{}
	var got []string
	agree, crashed, rejected := 0, 0, 0
	for k, src := range modules {
		l := llvm[k]
		if l == "crash" {
			crashed++
			continue // LLVM's own failure: no verdict to give
		}
		if l != "ok" {
			rejected++
		}
		mine := ruleVerdict(t, "call.ll", []byte(src), 22)
		if mine == l {
			agree++
			continue
		}
		key := "22\t" + names[k]
		seen[key] = true
		if _, listed := want[key]; !listed {
			t.Errorf("%s:\n  llvm-as-22: %s\n  irmeta:     %s", names[k], l, mine)
			got = append(got, key+"\t"+l+" | "+mine)
		}
	}
	for key := range want {
		if !seen[key] {
			t.Errorf("%s: irmeta now gives LLVM's verdict; remove it from %s", key, undeclaredCallMisses)
		}
	}
	sort.Strings(got)
	if len(got) > 0 {
		t.Logf("unlisted disagreements:\n%s", strings.Join(got, "\n"))
	}
	if rejected < len(modules)/10 || rejected > len(modules)*9/10 {
		t.Errorf("llvm-as-22 rejects %d of %d modules: the sweep should hold both kinds", rejected, len(modules))
	}
	t.Logf("LLVM %d: %d modules, %d crash LLVM, %d rejected by it; same verdict and first message on %d of the other %d; %d listed misses",
		llvmver.Version(22), len(modules), crashed, rejected, agree, len(modules)-crashed, len(modules)-crashed-agree)
}
