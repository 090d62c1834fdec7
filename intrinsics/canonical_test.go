package intrinsics_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpusdecls"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/intrinsics"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/parser"
)

var declaredName = regexp.MustCompile(`(?m)^declare [^@]*@("[^"]*"|[-\w.$]+)\(`)

// TestCanonicalNameAgainstLLVM declares every distinct intrinsic
// declaration of the LLVM test copy alone in a module and has
// llvm-as-22 | llvm-dis-22 say what it becomes: its name when LLVM keeps
// it, another name when LLVM renames it. CanonicalName must say the same
// for every declaration LLVM keeps or only renames (its type and its
// intrinsic unchanged); those LLVM upgrades into another signature or
// another intrinsic, or rejects, are other upgrades' business and only
// counted.
func TestCanonicalNameAgainstLLVM(t *testing.T) {
	answers := oracle.Open(t, "testdata/canonical22.answers.gz")
	decls, types := corpusdecls.Intrinsics(t)
	if len(decls) < 3000 {
		t.Fatalf("only %d declarations in the corpus", len(decls))
	}
	kept, renamed, other, rejected := 0, 0, 0, 0
	const batch = 400
	for lo := 0; lo < len(decls); lo += batch {
		part := decls[lo:min(lo+batch, len(decls))]
		// One module per declaration (in a module of many, one bad
		// declaration would reject all); one oracle command per batch.
		script := `while IFS= read -r d; do printf '%s\n' "$d" | llvm-as-22 -disable-verify - -o - 2>/dev/null | llvm-dis-22 - -o - 2>/dev/null | grep -E '^declare' | tr '\n' ' '; echo; done`
		a := answers.Run(t, oracle.Command{Name: "bash", Args: []string{"-c", script}, Stdin: []byte(strings.Join(part, "\n") + "\n")})
		if !a.OK() {
			t.Fatalf("batch at %d: %s", lo, a.Stderr)
		}
		lines := strings.Split(strings.TrimSuffix(string(a.Stdout), "\n"), "\n")
		if len(lines) != len(part) {
			t.Fatalf("batch at %d: %d answers for %d declarations", lo, len(lines), len(part))
		}
		for i, d := range part {
			fn := types[d]
			name := declaredName.FindStringSubmatch(d)[1]
			out := declaredName.FindAllStringSubmatch(lines[i], -1)
			if len(out) == 0 {
				rejected++
				continue
			}
			if len(out) != 1 || !sameSignature(lines[i], fn) {
				other++ // upgraded into another signature, or into more
				continue
			}
			llvmName := out[0][1]
			before, _ := intrinsics.Lookup(strings.TrimPrefix(name, "@"))
			after, _ := intrinsics.Lookup(llvmName)
			if before != after {
				other++ // another intrinsic now (an upgrade by name)
				continue
			}
			got, ok := intrinsics.CanonicalName(strings.TrimPrefix(name, "@"), fn)
			if !ok {
				got = strings.TrimPrefix(name, "@") // no remangling
			}
			if "@"+got != "@"+llvmName {
				t.Errorf("%s: CanonicalName says @%s, LLVM 22 says @%s", d, got, llvmName)
			}
			if llvmName == strings.TrimPrefix(name, "@") {
				kept++
			} else {
				renamed++
			}
		}
	}
	t.Logf("%d declarations: %d kept, %d renamed, %d upgraded otherwise, %d rejected by llvm-as-22",
		len(decls), kept, renamed, other, rejected)
	if renamed < 100 || kept < 1000 {
		t.Errorf("too few renamed (%d) or kept (%d) declarations compared", renamed, kept)
	}
}

// sameSignature reports whether the one declaration of LLVM's text has
// the function type fn.
func sameSignature(text string, fn *ast.Type) bool {
	m, err := parser.ParseFileOptions("llvm", []byte(text), parser.Options{Version: llvmver.Version(22)})
	if err != nil || len(m.Functions) != 1 {
		return false
	}
	h, err := parser.NewDecoder(m).FuncHeader(0)
	return err == nil && h.Type != nil && h.Type.String() == fn.String()
}
