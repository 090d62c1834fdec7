package verifier_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// vfabiModule writes a module whose function @foo, of a random type, has
// a "vector-function-abi-variant" attribute: now a well-formed Vector
// Function ABI name for that type, now one with a part left out, changed
// or added (another ISA, mask, length or parameter kind, a parameter too
// many, a bad alignment or step, no scalar name, an unclosed or empty
// redirection); on the declaration or on a call of it.
func vfabiModule(r *rand.Rand) (src, name string) {
	types := []string{"i8", "i16", "i32", "i64", "half", "bfloat", "float", "double", "ptr", "i32", "i64", "double", "i1", "i128", "x86_fp80", "<2 x i32>"}
	nparams := r.IntN(4)
	var params []string
	for range nparams {
		params = append(params, types[r.IntN(len(types))])
	}
	ret := "void"
	if r.IntN(3) > 0 {
		ret = types[r.IntN(len(types))]
	}
	// Each part is well-formed but now and then (one name in two has a
	// fault somewhere).
	part := func(good []string, bad ...string) string {
		if r.IntN(14) == 0 {
			return bad[r.IntN(len(bad))]
		}
		return good[r.IntN(len(good))]
	}
	var b strings.Builder
	b.WriteString(part([]string{"_ZGV"}, "_ZG", "_ZGVV"))
	isa := part([]string{"_LLVM_", "n", "s", "s", "b", "c", "d", "e", "r", "r", "q"}, "", "r1", "_LLVM")
	b.WriteString(isa)
	b.WriteString(part([]string{"M", "N"}, "", "Q"))
	if isa == "s" || isa == "r" {
		b.WriteString(part([]string{"x", "x", "4"}, "0", ""))
	} else {
		b.WriteString(part([]string{"2", "4", "16"}, "x", "0", "4294967296", "", "-2"))
	}
	kinds := nparams
	switch r.IntN(14) {
	case 0:
		kinds++
	case 1:
		kinds = max(0, kinds-1)
	}
	for range kinds {
		b.WriteString(part([]string{"v", "v", "v", "u", "u", "l", "l2", "ln3", "l-1", "R", "L4", "U", "ls0", "Rs1", "Us2", "Ls0"},
			"l99999999999", "ls", "Ls-1", "Ls99999999999", "x"))
		if r.IntN(6) == 0 {
			b.WriteString(part([]string{"a16", "a8"}, "a3", "a0", "a", "a18446744073709551616"))
		}
	}
	b.WriteString(part([]string{"_"}, ""))
	b.WriteString(part([]string{"foo"}, "", "f(o"))
	redirect := []string{"", "(vfoo)", "(vfoo)"}
	if isa == "_LLVM_" {
		redirect = []string{"(vfoo)"}
	}
	b.WriteString(part(redirect, "()", "(vfoo", "(a)(b)", ""))
	name = b.String()
	var args []string
	for i, p := range params {
		args = append(args, fmt.Sprintf("%s %%a%d", p, i))
	}
	sig := strings.Join(params, ", ")
	call := "call " + ret + " @foo(" + strings.Join(args, ", ") + ")"
	var m strings.Builder
	if r.IntN(3) == 0 {
		fmt.Fprintf(&m, "declare %s @foo(%s)\n\ndefine void @f(%s) {\n  %s #0\n  ret void\n}\n", ret, sig, strings.Join(args, ", "), call)
	} else {
		fmt.Fprintf(&m, "declare %s @foo(%s) #0\n", ret, sig)
	}
	fmt.Fprintf(&m, "\nattributes #0 = { \"vector-function-abi-variant\"=\"%s\" }\n", name)
	return m.String(), name
}

// TestVFABINamesAgainstLLVM compares the verifier's reading of Vector
// Function ABI names with llvm-as 16, 19 and 22 on 400 random modules
// (see vfabiModule): the same errors in the same order, and both verdicts
// seen (well-formed names and each kind of malformed one).
func TestVFABINamesAgainstLLVM(t *testing.T) {
	answers := oracle.Open(t, "testdata/vfabi.answers.gz")
	r := rand.New(rand.NewPCG(5, 23))
	n := 400
	if testing.Short() {
		n = 40
	}
	rejected := map[llvmver.Version]int{}
	for k := range n {
		src, name := vfabiModule(r)
		file := fmt.Sprintf("vfabi%d.ll", k)
		for _, v := range []llvmver.Version{16, 19, 22} {
			if againstLLVMAs(t, answers, file+" ("+name+")", src, v, true) {
				rejected[v]++
			}
		}
	}
	t.Logf("%d modules; rejected by LLVM 16, 19, 22: %d, %d, %d", n, rejected[16], rejected[19], rejected[22])
	if !testing.Short() && (rejected[16] != 0 || rejected[19] < n/5 || rejected[19] > n*4/5 || rejected[22] == rejected[19]) {
		t.Errorf("the modules do not tell the rules apart: rejected by 16, 19, 22: %d, %d, %d of %d", rejected[16], rejected[19], rejected[22], n)
	}
}

// callFnAttrModule writes a module with a call of @foo (a declaration of
// a random type) whose own function attributes, written on the call or in
// its attribute group, are a few of fnAttrChoices: the rules of a
// function's attributes apply to them (verifyFunctionAttrs), not to the
// callee's.
func callFnAttrModule(r *rand.Rand) string {
	fnAttrChoices := []string{
		`"frame-pointer"="all"`, `"frame-pointer"="bogus"`, `"target-features"="+sse2"`, `"target-features"="sse2"`,
		`"warn-stack-size"="12"`, `"warn-stack-size"="x"`, `"patchable-function-entry"="-1"`,
		`"sign-return-address"="all"`, `"sign-return-address"="some"`, `"sign-return-address-key"="b_key"`,
		`"branch-target-enforcement"="maybe"`, `"denormal-fp-math"="ieee,ieee"`, `"denormal-fp-math"="weird"`,
		`"no-jump-tables"="yes"`, `"less-precise-fpmad"="true"`, `"vector-function-abi-variant"="_ZGVnN2v_foo(vfoo)"`,
		`"vector-function-abi-variant"="nonsense"`, `"modular-format"="a"`, `"aarch64_pstate_sm_enabled"`,
		`"aarch64_pstate_sm_compatible"`, `"aarch64_new_za"`, `"aarch64_in_za"`,
		"noinline", "alwaysinline", "optnone", "optsize", "minsize", "cold", "nounwind", "willreturn",
		"allocsize(0)", "allocsize(5)", "allockind(\"free\")", "allockind(\"alloc,free\")",
		"vscale_range(2,1)", "vscale_range(4,4)", "memory(none)", "nobuiltin", "builtin",
	}
	types := []string{"i32", "i64", "i8", "double"}
	var params, args []string
	for k := range r.IntN(3) {
		t := types[r.IntN(len(types))]
		params = append(params, t)
		args = append(args, fmt.Sprintf("%s %%a%d", t, k))
	}
	var attrs []string
	for range 1 + r.IntN(3) {
		attrs = append(attrs, fnAttrChoices[r.IntN(len(fnAttrChoices))])
	}
	list := strings.Join(attrs, " ")
	call := "call void @foo(" + strings.Join(args, ", ") + ")"
	var b strings.Builder
	fmt.Fprintf(&b, "declare void @foo(%s)\n\ndefine void @f(%s) {\n", strings.Join(params, ", "), strings.Join(args, ", "))
	if r.IntN(2) == 0 {
		fmt.Fprintf(&b, "  %s #0\n  ret void\n}\n\nattributes #0 = { %s }\n", call, list)
	} else {
		fmt.Fprintf(&b, "  %s %s\n  ret void\n}\n", call, list)
	}
	return b.String()
}

// TestCallSiteFnAttrsAgainstLLVM compares the verifier's rules of a
// call's own function attributes with llvm-as 14, 19 and 22 on 300 random
// calls (see callFnAttrModule): LLVM's first error, and only errors LLVM
// gives, in its order.
func TestCallSiteFnAttrsAgainstLLVM(t *testing.T) {
	answers := oracle.Open(t, "testdata/callfnattrs.answers.gz")
	r := rand.New(rand.NewPCG(7, 29))
	n := 300
	if testing.Short() {
		n = 30
	}
	rejected := map[llvmver.Version]int{}
	for k := range n {
		src := callFnAttrModule(r)
		file := fmt.Sprintf("callattrs%d.ll", k)
		for _, v := range []llvmver.Version{14, 19, 22} {
			// LLVM goes on after most of these rules: irmeta's first
			// error must be LLVM's, and each it gives one of LLVM's.
			if againstLLVMAs(t, answers, file, src, v, false) {
				rejected[v]++
			}
		}
	}
	t.Logf("%d calls; rejected by LLVM 14, 19, 22: %d, %d, %d", n, rejected[14], rejected[19], rejected[22])
}

// againstLLVMAs compares the verifier's errors on module src (named
// name in messages) under LLVM v with llvm-as-v's messages, asked through
// answers: the same messages, or with exact false LLVM's first and only
// messages LLVM gives, in its order. It reports whether LLVM rejects the
// module; one LLVM's parser refuses (an attribute the release does not
// know) is not compared.
func againstLLVMAs(t *testing.T, answers *oracle.Store, name, src string, v llvmver.Version, exact bool) bool {
	t.Helper()
	a := answers.Run(t, oracle.Command{Name: fmt.Sprintf("llvm-as-%d", v), Args: []string{"-o", os.DevNull, "-"}, Stdin: []byte(src)})
	if strings.Contains(string(a.Stderr), ": error: ") {
		return false
	}
	want := llvmMessages(a)
	got := irmetaErrors(t, name, []byte(src), v)
	same := strings.Join(got, "\n") == strings.Join(want, "\n")
	if !exact {
		same = inOrder(got, want) && (len(want) == 0 || len(got) > 0 && got[0] == want[0])
	}
	if !same {
		t.Errorf("%s under LLVM %d: irmeta %q, LLVM %q\n%s", name, v, got, want, src)
	}
	return len(want) > 0
}
