package verifier_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/verifier"
)

// plainCallVariants are calls of metadata-only intrinsics around the shape
// the verifier reads without decoding: the shortcut must take the plain
// ones and leave the others (attributes, other types, bundles, results,
// wrong arity) to the decoder, with the same findings either way.
var plainCallVariants = []string{
	`call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()), !dbg !12`,
	`tail call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()) #0, !dbg !12`,
	`call void @llvm.dbg.value(metadata i32* %p, metadata !10, metadata !DIExpression(DW_OP_deref)), !dbg !12`,
	`call void @llvm.dbg.value(metadata { i32, i32 } undef, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call void @llvm.dbg.value(metadata <2 x i32> <i32 1, i32 2>, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call void @llvm.dbg.value(metadata !{}, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call void @llvm.dbg.value(metadata noundef i32 %x, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call void @llvm.dbg.value(metadata i32 %x, metadata !10), !dbg !12`,
	`call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression(), metadata !10), !dbg !12`,
	`call void @llvm.dbg.value(i32 %x, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()) nounwind, !dbg !12`,
	`call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()) [ "deopt"() ], !dbg !12`,
	`musttail call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call fastcc void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()), !dbg !12`,
	`%r = call i32 @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()), !dbg !12`,
	`call void @llvm.dbg.value(metadata i32 %x, metadata !10, metadata !DIExpression()) #1, !dbg !12`,
	`call void @llvm.dbg.label(metadata !13), !dbg !12`,
	`call void @llvm.experimental.noalias.scope.decl(metadata !14)`,
	`call void @llvm.experimental.noalias.scope.decl(metadata !14, metadata !14)`,
}

// plainCallModule returns a module with debug info whose function @f
// makes call, after declaring the intrinsics it may call; wrongDecl
// declares llvm.dbg.value with an i32 parameter.
func plainCallModule(call string, wrongDecl bool) string {
	decl := "declare void @llvm.dbg.value(metadata, metadata, metadata)"
	if wrongDecl {
		decl = "declare void @llvm.dbg.value(metadata, i32, metadata)"
	}
	return fmt.Sprintf(`define void @f(i32 %%x, i32* %%p) !dbg !6 {
  %s
  ret void
}
%s
declare void @llvm.dbg.label(metadata)
declare void @llvm.experimental.noalias.scope.decl(metadata)
attributes #0 = { nounwind readnone speculatable }
attributes #1 = { preallocated(i32) }
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, unit: !0, retainedNodes: !8)
!7 = !DISubroutineType(types: !8)
!8 = !{}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocalVariable(name: "x", arg: 1, scope: !6, file: !1, line: 1, type: !9)
!12 = !DILocation(line: 1, column: 1, scope: !6)
!13 = !DILabel(scope: !6, name: "l", file: !1, line: 1)
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16}
`, call, decl)
}

// TestPlainCallsAgree checks that reading plain metadata calls without
// decoding them (plainMetadataCall) changes nothing the verifier finds:
// on the variants above, with the right and a wrong declaration, and on
// the files of the LLVM test copy that call llvm.dbg.* intrinsics and the
// clang 14 zlib builds, under both releases, the findings are the same
// with the shortcut as without it.
func TestPlainCallsAgree(t *testing.T) {
	type input struct {
		name string
		src  []byte
	}
	var inputs []input
	for k, call := range plainCallVariants {
		for _, wrong := range []bool{false, true} {
			inputs = append(inputs, input{fmt.Sprintf("variant %d (wrong declaration %v)", k, wrong), []byte(plainCallModule(call, wrong))})
		}
	}
	root := corpus.Root(t)
	stride := 1
	if testing.Short() {
		stride = 10
	}
	seen := 0
	for _, e := range corpus.LLVMTest(t) {
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(src, []byte("call void @llvm.dbg.")) {
			continue
		}
		if seen++; seen%stride == 0 {
			inputs = append(inputs, input{e.File(root), src})
		}
	}
	for _, o := range []int{0, 2} {
		path := corpus.CLib(t, corpus.CLibBuild{Lib: "zlib", Clang: 14, Opt: o})
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{path, src})
	}
	compared, withFindings := 0, 0
	for _, in := range inputs {
		for _, v := range []llvmver.Version{14, 22} {
			m, err := parser.ParseFileOptions(in.name, in.src, parser.Options{Version: v})
			if err != nil {
				continue
			}
			restore := verifier.SetPlainCalls(false)
			decoded := verifier.Check(md.New(m), verifier.Options{Version: v})
			restore()
			plain := verifier.Check(md.New(m), verifier.Options{Version: v})
			if diff := cmp.Diff(decoded, plain); diff != "" {
				t.Errorf("LLVM %d %s: read plain, the findings differ (-decoded +plain):\n%s", v, in.name, diff)
			}
			compared++
			if len(decoded) > 0 {
				withFindings++
			}
		}
	}
	// The variants must reach the rules both ways: most parse, and some
	// are rejected.
	if compared < 2*len(plainCallVariants) || withFindings < len(plainCallVariants) {
		t.Errorf("compared %d modules, %d with findings: the inputs no longer reach the call rules", compared, withFindings)
	}
	t.Logf("compared %d modules (%d with findings)", compared, withFindings)
}
