package verifier_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// scopeDecls breaks the dominance rule after two bad scope declarations
// in one function, and has one bad declaration in another.
const scopeDecls = `define void @f(ptr %p) {
entry:
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  call void @llvm.experimental.noalias.scope.decl(metadata !"x")
  %a = add i32 %b, 1
  %b = add i32 1, 1
  ret void
}

define void @g(ptr %p) {
  call void @llvm.experimental.noalias.scope.decl(metadata !"y")
  ret void
}

declare void @llvm.experimental.noalias.scope.decl(metadata)

!0 = distinct !{!0}
!1 = distinct !{!1, !0}
!2 = !{!1, !1}
`

// TestScopeDeclsOncePerFunction checks that the scope declarations of a
// function are judged as LLVM's verifyNoAliasScopeDecl judges them, after
// the function's other rules and up to the first problem: irmeta's
// findings are llvm-as's messages (14 with -opaque-pointers, and 22), as
// many of each.
func TestScopeDeclsOncePerFunction(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decls.ll")
	if err := os.WriteFile(path, []byte(scopeDecls), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		v    llvmver.Version
		tool string
		args []string
	}{{14, "llvm-as", []string{"-opaque-pointers"}}, {22, "llvm-as-22", nil}} {
		out, _ := exec.Command(c.tool, append(c.args, "-o", os.DevNull, path)...).CombinedOutput()
		var want []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if l != "" && !strings.HasPrefix(l, " ") && !strings.Contains(l, "does not verify") {
				want = append(want, l)
			}
		}
		if len(want) != 3 {
			t.Fatalf("%s: want 3 messages, got:\n%s", c.tool, out)
		}
		m, err := parser.ParseFileOptions(path, []byte(scopeDecls), parser.Options{Version: c.v})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range verifier.Check(md.New(m), verifier.Options{Version: c.v}) {
			got = append(got, d.Msg)
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("LLVM %d: got %q, %s says %q", c.v, got, c.tool, want)
		}
	}
}
