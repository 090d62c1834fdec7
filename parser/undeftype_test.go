package parser_test

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/parser"
)

// llvmASFirstError runs llvm-as 14 on src and returns its first error as
// "line:col: message", or "" when it accepts the module.
func llvmASFirstError(t *testing.T, src string) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("llvm-as", "-o", filepath.Join(dir, "out.bc"), "-")
	cmd.Stdin = strings.NewReader(src)
	out, err := cmd.CombinedOutput()
	if err == nil {
		return ""
	}
	m := regexp.MustCompile(`<stdin>:(\d+:\d+): error: (.*)`).FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("llvm-as failed without a positioned error: %s", out)
	}
	return m[1] + ": " + m[2]
}

// TestUndefinedNamedTypes: a named type that is used but never defined is
// an error at its first use, with llvm-as 14's message and position;
// forward references to types defined later stay valid.
func TestUndefinedNamedTypes(t *testing.T) {
	for _, src := range []string{
		"!0 = !{%nope* null}\n!named = !{!0}\n",
		"define void @f() {\n  %y = alloca %nope*\n  %z = load %nope*, %nope** %y\n  ret void\n}\n",
		"@g = global %nope* null\n%nope2 = type { %nope }\n",
		"@h = global %0* null\n",
		"%\"nope\" = type %\"a b\"\n",
		"@g = global %\"3\"* null\n%3 = type { i8 }\n",
		"declare void @f(%struct.S*)\n",
		"define void @f() {\n  %x = load %T*, %T** null\n  ret void\n}\n%T = type { %U }\n%U = type { i32 }\n",
		"%T = type { %T*, %U* }\n%U = type opaque\n@g = global %T* null\n",
		"%\"a b\" = type { i32 }\n@g = global %\"a\\20b\"* null\n",
		"@g = global i8* bitcast (%nope* null to i8*)\n",
		"declare void @f(i8*)\ndefine void @h() {\n  call void @f(i8* bitcast (%nope* null to i8*))\n  ret void\n}\n",
		"%T = type { i32, [2 x <{ %nope* }>] }\n",
		"@a = alias %nope, %nope* bitcast (i32* @g to %nope*)\n@g = global i32 0\n",
		"define %nope* @f() {\n  ret %nope* null\n}\n",
		"%1 = type { %0* }\n%0 = type { %1* }\n@g = global %0* null\n",
	} {
		want := llvmASFirstError(t, src)
		got := ""
		if _, err := parser.ParseFile("<stdin>", []byte(src), parser.AllErrors); err != nil {
			list := err.(parser.ErrorList)
			e := list[0]
			got = e.Error()
			if i := strings.Index(got, "<stdin>:"); i >= 0 {
				got = strings.TrimPrefix(got[i:], "<stdin>:")
			}
		}
		if got != want {
			t.Errorf("%q:\n irmeta: %s\nllvm-as: %s", src, got, want)
		}
	}
}
