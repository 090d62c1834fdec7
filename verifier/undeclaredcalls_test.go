package verifier_test

import (
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
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
	answers.ReaskFewer(callsReaskFewer)
	compareCalls(t, answers, undeclaredCallMisses, names, modules, []callRelease{{22, "llvm-as-22", nil}})
}
