package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta"
	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/examples/internal/reftext"
	"github.com/irmeta/irmeta/md"
)

// TestAnnotate runs the tool on every coreutils program and the clang
// 14/22 builds of zlib and SQLite: every call gets the note, every other
// line is unchanged, and LLVM accepts the result (llvm-as 14 for coreutils
// and clang 14 builds, llvm-as 22 for clang 22 builds; SQLite only as
// irmeta reads it back, to keep the test short).
func TestAnnotate(t *testing.T) {
	calls := 0
	for _, path := range reftext.Files(t, testing.Short()) {
		out := filepath.Join(t.TempDir(), "out.ll")
		if err := run(path, out); err != nil {
			t.Fatal(err)
		}
		orig, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := irmeta.Open(out)
		if err != nil {
			t.Fatalf("%s: annotated module does not parse: %v", path, err)
		}
		n := 0
		for in, inst := range m.AllInsts() {
			note := m.Attachment(in, "!irmeta.note")
			if (inst.Op == ast.OpCall) != (note != nil) {
				t.Fatalf("%s: %s: note %v on a %s", path, m.TargetName(in), note, inst.Op)
			}
			if note != nil {
				n++
				if md.Format(note) != `!{!"call"}` {
					t.Fatalf("%s: note is %s", path, md.Format(note))
				}
			}
		}
		// Only the call lines change, and the note's definition is added.
		ol, nl := strings.Split(string(orig), "\n"), strings.Split(string(m.Module.Src), "\n")
		changed := 0
		for i := 0; i < len(ol)-1 && i < len(nl); i++ { // the last element is "" after the final newline
			if ol[i] != nl[i] {
				changed++
			}
		}
		if changed != n || len(nl) != len(ol)+1 || !strings.HasPrefix(nl[len(ol)-1], "!") {
			t.Errorf("%s: %d lines changed and %d added for %d calls", path, changed, len(nl)-len(ol), n)
		}
		calls += n
		if strings.Contains(path, "sqlite") {
			continue
		}
		as := "llvm-as-14"
		if strings.Contains(path, "clang22") {
			as = "llvm-as-22"
		}
		if out, err := exec.Command(as, out, "-o", os.DevNull).CombinedOutput(); err != nil {
			t.Errorf("%s rejects the annotated %s: %v\n%s", as, path, err, out)
		}
	}
	t.Logf("%d calls annotated", calls)
}
