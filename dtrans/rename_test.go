package dtrans_test

import (
	"github.com/irmeta/irmeta/ast"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/internal/corpus"
)

// TestRenameKeepsAnnotations renames a struct type the way a DTrans
// transformation does and checks that hints, marks and the annotation
// intrinsics follow, that similar names, strings and comments do not, and
// that LLVM agrees with the new intrinsic names.
func TestRenameKeepsAnnotations(t *testing.T) {
	for _, file := range []string{"typed.ll", "opaque.ll"} {
		t.Run(file, func(t *testing.T) {
			g := annotateAll(t, load(t, file))
			// A comment and a string that spell the old name.
			g.AddTopLevel(0, "; %struct.test01 stays in comments")
			g = commit(t, g)
			a := dtrans.NewAnnotator(g)
			if _, err := a.Global(dtrans.AOSToSOAAllocation, "%struct.test01 in a string", "s"); err != nil {
				t.Fatal(err)
			}
			g = commit(t, g)
			n, err := g.RenameType("struct.test01", "__DTT_struct.test01")
			if err != nil {
				t.Fatal(err)
			}
			g = commit(t, g)
			src := string(g.Module.Src)
			t.Logf("%d references renamed", n)
			for _, keep := range []string{"%struct.test01dep = type", "%struct.test01ab = type", "; %struct.test01 stays in comments", `c"%struct.test01 in a string\00"`} {
				if !strings.Contains(src, keep) {
					t.Errorf("lost %q", keep)
				}
			}
			if strings.Contains(strings.ReplaceAll(strings.ReplaceAll(src, "; %struct.test01 stays", ""), `c"%struct.test01 in`, ""), "%struct.test01 ") ||
				strings.Contains(src, "%struct.test01*") || strings.Contains(src, "%struct.test01,") {
				t.Errorf("old name left:\n%s", src)
			}
			for _, name := range []string{"%st", "%v", "%1", "%p"} {
				h, ok, err := dtrans.TypeHintOf(g, inst(t, g, "@main", name))
				if !ok || err != nil || h.String() != "%__DTT_struct.test01*" {
					t.Errorf("hint on %s after rename = %s, %v, %v", name, h, ok, err)
				}
			}
			if h, _, _ := dtrans.SOAToAOS(g, function(t, g, "@ctor")); h.String() != "%__DTT_struct.test01*" {
				t.Errorf("mark after rename = %s", h)
			}
			if !g.OpaquePointers() && !strings.Contains(src, "@llvm.ptr.annotation.p0p0s___DTT_struct.test01s(") {
				t.Errorf("intrinsic not remangled:\n%s", src)
			}
			if _, err := g.RenameType("struct.test01dep", "__DTT_struct.test01"); err == nil {
				t.Errorf("renaming onto an existing type succeeded")
			}
			if testing.Short() {
				return
			}
			llvmAccepts(t, g)
			dis := llvmDis(t, g)
			for _, a := range dtrans.Annotations(g) {
				if !strings.Contains(dis, a.Intrinsic+"(") {
					t.Errorf("LLVM names the intrinsic differently from %s", a.Intrinsic)
				}
			}
			// Stripping after the rename still restores a clean module.
			if _, err := dtrans.Strip(g, dtrans.StripOptions{}); err != nil {
				t.Fatal(err)
			}
			s := commit(t, g)
			if len(dtrans.List(s)) != 0 {
				t.Errorf("items left after strip: %v", dtrans.List(s))
			}
			llvmAccepts(t, s)
		})
	}
}

// TestRenameRefusesAmbiguity: a local value named like the type could not
// be told apart from it.
func TestRenameRefusesAmbiguity(t *testing.T) {
	src := "%T = type { i32 }\ndefine void @f(%T* %p) {\n  %T = getelementptr %T, %T* %p, i64 0\n  ret void\n}\n"
	g := parse(t, "a.ll", []byte(src))
	if _, err := g.RenameType("T", "U"); err == nil || !strings.Contains(err.Error(), "@f has a value called %T") {
		t.Errorf("err = %v", err)
	}
	if _, err := g.RenameType("X", "U"); err == nil {
		t.Errorf("renaming a missing type succeeded")
	}
	// Names that need quotes are written with them.
	src = "%T = type { i32 }\n@g = global %T zeroinitializer\n"
	g = parse(t, "b.ll", []byte(src))
	if _, err := g.RenameType("T", "class.std::vector"); err != nil {
		t.Fatal(err)
	}
	g = commit(t, g)
	if want := "%\"class.std::vector\" = type { i32 }\n@g = global %\"class.std::vector\" zeroinitializer\n"; string(g.Module.Src) != want {
		t.Errorf("got %q", g.Module.Src)
	}
}

// TestRenameCoreutils renames the most used struct types of a coreutils
// program and compares with LLVM: the renamed module, read by llvm-as and
// printed by llvm-dis, equals the original's print with the name replaced
// token by token.
func TestRenameCoreutils(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as and llvm-dis")
	}
	path := filepath.Join(corpus.Root(t), "coreutils", "echo.ll")
	orig := load(t, path)
	want := llvmDis(t, orig)
	g := load(t, path)
	for _, r := range [][2]string{{"struct.quoting_options", "__DTT_struct.quoting_options"}, {"struct._IO_FILE", "struct.FILE"}, {"struct.slotvec", "x::slotvec"}} {
		n, err := g.RenameType(r[0], r[1])
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Fatalf("nothing renamed for %s", r[0])
		}
		g = commit(t, g)
		// The old name as a whole token: not followed by a name character.
		re := regexp.MustCompile(`%` + regexp.QuoteMeta(r[0]) + `([^-a-zA-Z$._0-9]|$)`)
		want = re.ReplaceAllString(want, ast.FormatName('%', r[1])+"$1")
	}
	if got := llvmDis(t, g); got != want {
		t.Errorf("llvm-dis of the renamed module differs from the renamed print of the original")
	}
}
