package intrinsics_test

import (
	"strings"
	"testing"

	"github.com/irmeta/irmeta/intrinsics"
)

// TestExampleFitsEveryIntrinsic asks Example for every intrinsic of LLVM
// 22's table: each has a type that fits its signature, and the name
// Example gives is the intrinsic's (with its overloaded types' suffixes
// when it is overloaded). llvm-as-22 judges the declarations in
// verifier's TestIntrinsicSignaturesAgainstLLVM.
func TestExampleFitsEveryIntrinsic(t *testing.T) {
	names, overloaded := intrinsics.ReleaseNames(22)
	if len(names) < 16000 {
		t.Fatalf("only %d intrinsics", len(names))
	}
	for k, name := range names {
		fn, mangled, ok := intrinsics.Example(name)
		if !ok {
			t.Errorf("%s: no example", name)
			continue
		}
		if m := intrinsics.MatchSignature(mangled, fn); m != intrinsics.Fits {
			t.Errorf("%s: %s does not fit (%d)", mangled, fn, m)
		}
		if base, _ := intrinsics.Lookup(mangled); base != name {
			t.Errorf("%s: %s is %q", name, mangled, base)
		}
		if overloaded[k] != strings.HasPrefix(mangled, name+".") {
			t.Errorf("%s: overloaded %v, named %s", name, overloaded[k], mangled)
		}
	}
}
