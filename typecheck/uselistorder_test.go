package typecheck_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
)

// directiveRE matches a uselistorder or uselistorder_bb directive as LLVM
// prints it: indentation, keyword, value and index list.
var directiveRE = regexp.MustCompile(`(?m)^( *)(uselistorder(?:_bb)? .*, )\{ ([0-9, ]+) \}$`)

// TestUseListOrdersAgainstLLVM checks the use counts of uselistorder
// directives against LLVM's own: opt writes zlib's -O2 build with the
// directives that keep its use lists (-preserve-ll-uselistorder after
// passes that reorder uses: instcombine, gvn, simplifycfg, reassociate),
// under LLVM 14 (whose plain constants have use lists too) and 22 (from
// clang 14's build, whose typed pointers it reads, and clang 22's). Each
// module must read clean, as llvm-as reads it; then, for a sample of its
// directives, a copy with one index more and one with the largest index
// taken out must get LLParser's message at the directive (the number of
// uses it counted), which llvm-as is asked to confirm for a few of them.
func TestUseListOrdersAgainstLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt on zlib and checks a few hundred modules; skipped with -short")
	}
	for _, c := range []struct {
		v         llvmver.Version
		opt, as   string
		clang     int
		minDirect int
	}{
		{14, "opt", "llvm-as", 14, 100},
		{22, "opt-22", "llvm-as-22", 14, 500},
		{22, "opt-22", "llvm-as-22", 22, 40},
	} {
		t.Run(fmt.Sprintf("%s/clang%d", c.v, c.clang), func(t *testing.T) {
			in := corpus.CLib(t, corpus.CLibBuild{Lib: "zlib", Clang: c.clang, Opt: 2})
			out := filepath.Join(t.TempDir(), "zlib.ll")
			cmd := exec.Command(c.opt, "-passes=instcombine,gvn,simplifycfg,reassociate", "-preserve-ll-uselistorder", "-S", in, "-o", out)
			if b, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", c.opt, err, b)
			}
			src, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			dirs := directiveRE.FindAllSubmatchIndex(src, -1)
			if len(dirs) < c.minDirect {
				t.Fatalf("%s wrote %d directives, want %d or more", c.opt, len(dirs), c.minDirect)
			}
			if got := firstMessage(t, "zlib.ll", src, c.v); got != "" {
				t.Fatalf("irmeta rejects %s's module: %s", c.opt, got)
			}
			r := rand.New(rand.NewPCG(uint64(c.v), 7))
			asked, checked := 0, 0
			for _, k := range r.Perm(len(dirs))[:min(40, len(dirs))] {
				d := dirs[k]
				line := 1 + bytes.Count(src[:d[0]], []byte("\n"))
				keyCol := 1 + d[3] - d[2] // the keyword's column
				braceCol := 1 + d[6] - 2 - d[0]
				var idx []int
				for _, f := range strings.Split(string(src[d[6]:d[7]]), ", ") {
					n, err := strconv.Atoi(f)
					if err != nil {
						t.Fatalf("line %d: index %q", line, f)
					}
					idx = append(idx, n)
				}
				n := len(idx)
				wrong := fmt.Sprintf("%d:%d: wrong number of indexes, expected %d", line, keyCol, n)
				mutants := []struct {
					idx  []int
					want string
				}{{append(append([]int(nil), idx...), n), wrong}}
				if n > 2 {
					less := make([]int, 0, n-1)
					for _, x := range idx {
						if x != n-1 {
							less = append(less, x)
						}
					}
					want := wrong
					if identity(less) {
						want = fmt.Sprintf("%d:%d: expected uselistorder indexes to change the order", line, braceCol)
					}
					mutants = append(mutants, struct {
						idx  []int
						want string
					}{less, want})
				}
				for _, mu := range mutants {
					text := make([]string, len(mu.idx))
					for i, x := range mu.idx {
						text[i] = strconv.Itoa(x)
					}
					mutant := append(append(append([]byte(nil), src[:d[6]]...), strings.Join(text, ", ")...), src[d[7]:]...)
					got := firstMessage(t, "zlib.ll", mutant, c.v)
					if got != mu.want {
						t.Errorf("line %d with indexes %v: irmeta says %q, want %q", line, mu.idx, got, mu.want)
					}
					checked++
					if asked < 6 && r.IntN(8) == 0 {
						asked++
						if las := llvmAsFirst(t, c.as, mutant); las != mu.want {
							t.Errorf("line %d with indexes %v: %s says %q, the test expects %q", line, mu.idx, c.as, las, mu.want)
						}
					}
				}
			}
			t.Logf("%d directives, %d mutants checked, %d asked of %s", len(dirs), checked, asked, c.as)
		})
	}
}

// identity reports whether idx is 0, 1, 2, ...
func identity(idx []int) bool {
	for i, x := range idx {
		if x != i {
			return false
		}
	}
	return true
}

// llvmAsFirst runs tool on src and returns its first error as
// "line:col: message", or "" when it accepts src.
func llvmAsFirst(t *testing.T, tool string, src []byte) string {
	t.Helper()
	cmd := exec.Command(tool, "-", "-o", os.DevNull)
	cmd.Stdin = bytes.NewReader(src)
	out, err := cmd.CombinedOutput()
	if err == nil {
		return ""
	}
	m := regexp.MustCompile(`<stdin>:(\d+:\d+): error: (.*)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("%s: %v\n%s", tool, err, out)
	}
	return string(m[1]) + ": " + string(m[2])
}
