package verifier_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// The cases of testdata/rules.txtar for the intrinsic-call rules whose
// presence or text changed between LLVM 14 and 22 (c182 to c223), and
// those of callbr (b1 to b10: label constraints, llvm.callbr.landingpad,
// its result in indirect destinations) and of the intrinsics read against
// the data layout (b11 to b19: llvm.thread.pointer,
// llvm.get.dynamic.area.offset, llvm.ptrmask in an address space the
// layout leaves to address space 0's pointers) and of the target
// extension types (b20 to b38: package targetext's tables of LLVM 16, 19
// and 22 in allocas, globals, zero initializers, vectors, byval and
// parameter checks), memset.pattern's sized pattern (b39 to b41) and
// LLVM 14's duplicate callbr destinations (b42, b43), and the operand
// bundles' rules (b44 to b62: PtrauthBundleChecked, KCFIBundleChecked)
// and swifterror values (b63 to b76), key instructions (b77 to b83), the
// loader's remade calls and their attachments (b84 to b101:
// IntrinsicNamedStructUpgraded, LifetimeAllocaOnly, MaskedAlignAttribute),
// callbr as no call and of intrinsics (b102 to b111: CallBrIntrinsics),
// allocas on AMDGPU (b112 to b118: AMDGPUAllocaAddrSpace),
// the separate_storage bundle (b147: AssumeSeparateStorage), static
// members as variables (b148: DerivedStaticMemberVariable), entry values
// (b149 to b154: DIExpressionEntryValueAfterArg0, EntryValueSingleLocation),
// retained imported entities (b155, b156: RetainedImportedEntities),
// ranges on vectors (b157: RangeOnVectors), a #dbg_label's subprogram
// (b158), debug intrinsics as records (b159 to b162:
// DbgIntrinsicsLoadedAsRecords, DbgAssign), records of a phi (b163), vscale_range
// powers of two (b164, b165: VScaleRangePowerOfTwo),
// and convergence control (y1 to
// y29: ConvergenceControlChecked, ConvergenceTokenOnAnyCall,
// CycleUnreachablePredsIgnored), and the target-specific intrinsic
// rules and the funclet rule of intrinsic calls (g35 to g93:
// IntrinsicFuncletToken, AMDGPUCSChainChecked, AMDGPUCSChainShaderCallers,
// AMDGPUIntrinsicOperands, NVVMSetMaxNRegChecked, NVVMSetMaxNRegRangeAttr,
// AArch64RangePrefetchChecked).
const firstReleaseCase, lastReleaseCase = 182, 223

// firstTargetCase and lastTargetCase are the numbers of the g cases of
// the target-specific intrinsic rules.
const firstTargetCase, lastTargetCase = 35, 93

// releaseCasesB and releaseCasesY are the numbers of b and y cases.
const releaseCasesB, releaseCasesY = 165, 29

// releaseCase reports whether case name (a file of rules.txtar) is one
// TestIntrinsicRuleReleases asks the releases between 14 and 22 about.
func releaseCase(name string) bool {
	if !strings.HasSuffix(name, ".ll") {
		return false
	}
	if strings.HasPrefix(name, "b") || strings.HasPrefix(name, "y") {
		return true
	}
	if g, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(name, "g"), ".ll")); err == nil && strings.HasPrefix(name, "g") {
		return g >= firstTargetCase && g <= lastTargetCase
	}
	n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(name, "c"), ".ll"))
	return err == nil && n >= firstReleaseCase && n <= lastReleaseCase
}

// TestIntrinsicRuleReleases checks irmeta against the verdicts of llvm-as
// 15, 16 and 19 (stored in releaseAnswers, a sample asked again) on the
// intrinsic-call cases of testdata/rules.txtar (TestRules checks
// 14 and 22): the rows that gate them (IsFPClassMaskChecked,
// PrefetchArgumentMessages, PrefetchLocalityText, LrintVectors,
// RoundToIntNamed, ThreadlocalAddressChecked, StepvectorRenamed,
// InlineAsmLabelConstraints, CallBrResultInIndirectDests,
// CallBrLandingPad, TargetTypeTable19, TargetTypeTable22,
// ConvergenceControlChecked, ConvergenceTokenOnAnyCall,
// CycleUnreachablePredsIgnored) and the intrinsics each release's table
// knows must give each release's verdict.
func TestIntrinsicRuleReleases(t *testing.T) {
	ar := readCases(t, rulesFile)
	dir := t.TempDir()
	answers := oracle.Open(t, releaseAnswers)
	changed, checked := 0, 0
	for _, f := range ar.Files {
		if !releaseCase(f.Name) {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, v := range []llvmver.Version{15, 16, 19} {
			want := storedVerdict(t, answers, "llvm-as-"+strconv.Itoa(int(v)), dir, f.Name)
			seen[want] = true
			checked++
			if got := ruleVerdict(t, f.Name, f.Data, v); got != want {
				t.Errorf("%s under LLVM %d:\n  got  %s\n  want %s", f.Name, v, got, want)
			}
		}
		if len(seen) > 1 {
			changed++
		}
	}
	if checked < 3*(lastReleaseCase-firstReleaseCase+1+releaseCasesB+releaseCasesY+lastTargetCase-firstTargetCase+1) {
		t.Errorf("only %d verdicts checked: cases c%d to c%d, b1 to b%d, y1 to y%d or g%d to g%d are missing",
			checked, firstReleaseCase, lastReleaseCase, releaseCasesB, releaseCasesY, firstTargetCase, lastTargetCase)
	}
	if changed < 8 {
		t.Errorf("only %d cases change verdict between LLVM 15, 16 and 19: they no longer reach the release rows", changed)
	}
}
