package verifier_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

const gveModule = `@g = global i32 0, !dbg !0

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!5}

!0 = !DIGlobalVariableExpression(var: VAR, expr: !DIExpression())
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "a.c", directory: "/")
!4 = !{!0}
!5 = !{i32 2, !"Debug Info Version", i32 3}
`

// TestGVEVarNotVariable: llvm-as 14 and llvm-as-22 crash ("PLEASE submit a
// bug report") on a DIGlobalVariableExpression whose var is a tuple or a
// DIExpression; irmeta rejects such a module with a verifier error, and
// accepts var: null.
func TestGVEVarNotVariable(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		v     string
		crash bool
	}{{"!{}", true}, {"!DIExpression()", true}, {"null", false}} {
		src := strings.Replace(gveModule, "VAR", c.v, 1)
		if err := os.WriteFile(filepath.Join(dir, "gve.ll"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, v := range []llvmver.Version{14, 22} {
			tool := map[llvmver.Version]string{14: "llvm-as", 22: "llvm-as-22"}[v]
			cmd := exec.Command(tool, "-o", os.DevNull, "gve.ll")
			cmd.Dir = dir
			out, _ := cmd.CombinedOutput()
			if crashed := strings.Contains(string(out), "PLEASE submit a bug report"); crashed != c.crash {
				t.Errorf("var: %s: %s crashed=%v, expected %v:\n%s", c.v, tool, crashed, c.crash, out)
			}
			m, err := parser.ParseFileOptions("gve.ll", []byte(src), parser.Options{Version: v})
			if err != nil {
				t.Fatalf("var: %s: %v", c.v, err)
			}
			rejected := false
			for _, d := range check.RunVersion(md.New(m), v) {
				if d.Severity == check.Error && strings.Contains(d.Msg, "DIGlobalVariableExpression's var") {
					rejected = true
				}
			}
			if rejected != c.crash {
				t.Errorf("var: %s under LLVM %d: irmeta rejects=%v, LLVM crashes=%v", c.v, v, rejected, c.crash)
			}
		}
	}
}
