package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/llvmver"
)

// refuseModule is a small valid module with debug info, a load and a
// two-way branch: what the edits below attach metadata to.
const refuseModule = `define i32 @f(i32* %p, i1 %c) !dbg !4 {
entry:
  %x = load i32, i32* %p, !dbg !7
  br i1 %c, label %a, label %b, !dbg !7
a:
  ret i32 %x, !dbg !7
b:
  ret i32 0, !dbg !7
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 2, scope: !4)
`

// TestWritersRefuseWhatLLVMRejects makes edits after which LLVM (llvm-as
// of each version) rejects the module (when a version accepts one, the
// write must go through). Whenever verify's rules catch the
// problem, the writer must refuse with LLVM's message and leave the file
// byte-identical; when they do not yet (the rule is missing), the case is
// logged as waiting for it, and the write must go through (a writer
// refuses exactly what verify rejects). So the test holds before and after
// the verifier's rules land, and enforces each one from the moment it
// exists.
func TestWritersRefuseWhatLLVMRejects(t *testing.T) {
	cases := []struct {
		name string
		args []string // after "irmeta", before the file: the file is "m.ll"
	}{
		{"tbaa", []string{"set", "m.ll", "@f:%x", "tbaa", `!{!"x"}`}},
		{"range-unfinished", []string{"set", "m.ll", "@f:%x", "range", `!{i32 0}`}},
		{"range-empty", []string{"set", "m.ll", "@f:%x", "range", `!{i32 1, i32 1}`}},
		{"nonnull-int", []string{"set", "m.ll", "@f:%x", "nonnull", `!{}`}},
		{"prof-count", []string{"set", "m.ll", "@f:4", "prof", `!{!"branch_weights", i32 1}`}},
		{"flag-require", []string{"flags", "set", "m.ll", "Require", "wchar_size", "i32 4"}},
		{"flag-wchar", []string{"flags", "set", "m.ll", "Error", "wchar_size", `!"four"`}},
	}
	for _, v := range []llvmver.Version{14, 22} {
		llvmAs := "llvm-as"
		if v == 22 {
			llvmAs = "llvm-as-22"
		}
		for _, tc := range cases {
			t.Run(tc.name+"/"+v.String(), func(t *testing.T) {
				dir := t.TempDir()
				wd, _ := os.Getwd()
				if err := os.Chdir(dir); err != nil {
					t.Fatal(err)
				}
				defer os.Chdir(wd)
				if err := os.WriteFile("m.ll", []byte(refuseModule), 0o644); err != nil {
					t.Fatal(err)
				}
				args := append([]string{"--llvm", v.String()}, tc.args...)
				// What the edit makes, unchecked.
				saved := cli.Verifier
				cli.Verifier = nil
				var raw, stderr bytes.Buffer
				code := run(args, nil, &raw, &stderr)
				cli.Verifier = saved
				if code != 0 {
					t.Fatalf("unchecked edit failed (%d): %s", code, stderr.String())
				}
				if err := os.WriteFile("raw.ll", raw.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				llvm := runTool(t, []string{llvmAs, "-o", "/dev/null"}, filepath.Join(dir, "raw.ll"))
				introduced := len(cli.NewErrors(
					verifyInput(&cli.Input{Name: "m.ll", Src: []byte(refuseModule)}, v),
					verifyInput(&cli.Input{Name: "raw.ll", Src: raw.Bytes()}, v))) > 0

				// The real edit, in place.
				stderr.Reset()
				code = run(append(args[:len(args):len(args)], "-w"), nil, &bytes.Buffer{}, &stderr)
				after, err := os.ReadFile("m.ll")
				if err != nil {
					t.Fatal(err)
				}
				if !llvm.reject() {
					// This version accepts the edit: so must the writer.
					if code != 0 || string(after) != raw.String() {
						t.Errorf("%s accepts the edit, the writer refused it (exit %d): %s", llvmAs, code, stderr.String())
					}
					return
				}
				if !introduced {
					t.Logf("waits for verify's rule: %s says %q, verify accepts", llvmAs, llvm.Msg)
					if code != 0 {
						t.Errorf("write refused (%d) though verify accepts the result: %s", code, stderr.String())
					}
					return
				}
				if code != 1 {
					t.Errorf("exit %d, want 1 (verify rejects the result)", code)
				}
				if string(after) != refuseModule {
					t.Errorf("refused write changed the file:\n%s", after)
				}
				if !strings.Contains(stderr.String(), "edit refused") || !strings.Contains(stderr.String(), llvm.Msg) {
					t.Errorf("refusal does not give LLVM's message %q:\n%s", llvm.Msg, stderr.String())
				}
			})
		}
	}
}
