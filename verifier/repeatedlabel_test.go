package verifier_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// repeatedLabels are functions whose block labels repeat: LLParser fills
// the block of the name on after its terminator, and its verifier then
// finds more than one problem, in an order the test compares whole.
var repeatedLabels = []string{
	// the entry label again after another block: the next block becomes
	// the entry, and the phi's block gains a predecessor
	"define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %b, label %d\nb:\n  br label %d\nentry:\n  br label %d\nd:\n  %p = phi i32 [ 1, %entry ], [ 2, %b ]\n  ret i32 %p\n}\n",
	// a phi after the repeated label is not at the top of its block
	"define i32 @f(i1 %c) {\nentry:\n  br label %a\na:\n  br label %a\na:\n  %p = phi i32 [ 1, %entry ], [ 2, %a ]\n  ret i32 %p\n}\n",
	// a value of the first part used after the label: no dominance problem
	"define void @f() {\nentry:\n  br label %a\na:\n  %x = add i32 1, 1\n  br label %a\na:\n  %y = add i32 %x, 1\n  ret void\n}\n",
	// three parts
	"define void @f() {\nentry:\n  br label %a\na:\n  br label %a\na:\n  br label %a\na:\n  ret void\n}\n",
}

// TestRepeatedLabelMessages compares all the verifier's messages on
// repeatedLabels with llvm-as 14's and 22's (asked through
// releaseAnswers): LLVM prints each message on a line of its own,
// followed by the values it names, which are indented or "label %x".
func TestRepeatedLabelMessages(t *testing.T) {
	dir := t.TempDir()
	answers := oracle.Open(t, releaseAnswers)
	for k, src := range repeatedLabels {
		name := "rl" + strconv.Itoa(k) + ".ll"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, v := range []llvmver.Version{14, 22} {
			tool := "llvm-as"
			if v == 22 {
				tool = "llvm-as-22"
			}
			a := answers.Run(t, oracle.Command{Name: tool, Args: []string{"-o=" + os.DevNull, filepath.Join(dir, name)}})
			var want []string
			for _, l := range strings.Split(strings.TrimSpace(string(a.Stderr)), "\n") {
				if strings.HasPrefix(l, "  ") || strings.HasPrefix(l, "label %") || strings.Contains(l, "does not verify as correct") || l == "" {
					continue
				}
				want = append(want, l)
			}
			diags, err := ruleDiags(name, []byte(src), v)
			if err != nil {
				t.Fatalf("%s under LLVM %d: %v", name, v, err)
			}
			var got []string
			for _, d := range diags {
				if d.Severity == check.Error {
					got = append(got, d.Msg)
				}
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") || len(want) == 0 {
				t.Errorf("%s under LLVM %d:\n  got  %q\n  want %q", name, v, got, want)
			}
		}
	}
}
