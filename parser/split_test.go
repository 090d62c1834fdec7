package parser

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/llvmver"
	"github.com/irmeta/irmeta/token"
)

// withSplit runs f with the split thresholds set (restored after).
func withSplit(minSize, minTail int, f func()) {
	a, b, c := splitMin, splitTailMin, splitFuncsMin
	splitMin, splitTailMin, splitFuncsMin = minSize, minTail, minTail
	defer func() { splitMin, splitTailMin, splitFuncsMin = a, b, c }()
	f()
}

// sameParse parses src with its metadata section and the second half of
// its functions split off wherever they can be, and on one goroutine, and
// returns how the two differ ("" when they do not): module and errors;
// kept counts the split parses that were kept (0 to 2).
func sameParse(name string, src []byte, v llvmver.Version) (diff string, kept int) {
	var one, two *ast.Module
	var err1, err2 error
	withSplit(1<<62, 1<<62, func() { one, err1 = ParseFileOptions(name, src, Options{Version: v}) })
	before := splitsKept.Load()
	withSplit(0, 0, func() { two, err2 = ParseFileOptions(name, src, Options{Version: v}) })
	kept = int(splitsKept.Load() - before)
	if fmt.Sprint(err1) != fmt.Sprint(err2) {
		return fmt.Sprintf("errors: one goroutine %v, split %v", err1, err2), 0
	}
	d := cmp.Diff(one, two, cmpopts.IgnoreUnexported(ast.Module{}),
		cmp.Comparer(func(a, b *token.File) bool { return a.Name == b.Name }),
		cmpopts.IgnoreFields(ast.Module{}, "Src"), cmpopts.EquateEmpty())
	return d, kept
}

// The split parse makes the module and errors one parse makes, on every
// file of the LLVM test copy (invalid ones too) split wherever a metadata
// section can be found, and on a 50 MB SQLite module.
func TestSplitParseSame(t *testing.T) {
	root := corpus.Root(t)
	entries := corpus.LLVMTest(t)
	if testing.Short() {
		entries = corpus.Sample(entries, 10)
	}
	splits := 0
	for _, e := range entries {
		src, err := os.ReadFile(e.File(root))
		if err != nil {
			t.Fatal(err)
		}
		tried := false
		withSplit(0, 0, func() { tried = metadataStart(src) > 0 || hasFuncsSplit(src) })
		if !tried {
			continue // one goroutine either way
		}
		for _, v := range []llvmver.Version{14, 22} {
			d, kept := sameParse(e.Path, src, v)
			if d != "" {
				t.Fatalf("%s (LLVM %d): split parse differs:\n%s", e.Path, v, d)
			}
			splits += kept
		}
	}
	if splits < len(entries)/4 {
		t.Errorf("only %d split parses of %d files were kept", splits, len(entries))
	}
	t.Logf("%d files, %d split parses kept", len(entries), splits)
	if testing.Short() {
		return
	}
	path := corpus.CLib(t, corpus.CLibBuild{Lib: "sqlite", Clang: 22, Opt: 2})
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Both splits, the metadata section's and the functions', at their
	// real thresholds.
	before := splitsKept.Load()
	_, err = ParseFileOptions(path, src, Options{Version: 22})
	if kept := splitsKept.Load() - before; kept != 2 || err != nil {
		t.Fatalf("%s: %d splits kept, want 2 (error %v)", path, kept, err)
	}
	if d, kept := sameParse(path, src, 22); d != "" || kept != 2 {
		t.Fatalf("%s: %d splits kept; differences:\n%s", path, kept, d)
	}
}

// FuzzSplitParse: on any input, the split parse (forced at any size) makes
// what one parse makes.
func FuzzSplitParse(f *testing.F) {
	f.Add([]byte("define void @f() {\n  ret void, !dbg !0\n}\n!0 = !DILocation(line: 1, scope: !1)\n!1 = distinct !{}\n"))
	f.Add([]byte("@g = global i32 0\n}\n!llvm.ident = !{!0}\n!0 = !{!\"x\", ptr @g, %T zeroinitializer}\n"))
	f.Add([]byte("define void @f() {\n  ret void\n}\n!0 = !{}\n!0 = !{}\n"))
	f.Add([]byte("define void @f() {\n  ret void\n}\n!0 = !{!1}\nattributes #0 = { nounwind }\n"))
	// Function splits: kinds first met after the split, a name defined on
	// both sides, a declaration and a global after it.
	f.Add([]byte("define void @f() !dbg !0 {\n  ret void, !tbaa !0\n}\ndefine void @g() {\n  ret void, !prof !0, !tbaa !0\n}\ndefine void @h() !x !0 {\n  ret void\n}\n!0 = !{}\n"))
	f.Add([]byte("define void @f() {\n  call void @g()\n  ret void\n}\ndefine void @g() {\n  ret void\n}\ndefine void @f() {\n  ret void\n}\n"))
	f.Add([]byte("define void @f() {\n  ret void\n}\ndefine void @g() {\n  %p = alloca %T\n  ret void\n}\ndeclare void @d()\n@x = global i32 0\n%T = type { i32 }\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if d, _ := sameParse("fuzz.ll", src, 22); d != "" {
			t.Fatalf("split parse differs:\n%s", d)
		}
	})
}

// hasFuncsSplit reports whether the functions of src can be split.
func hasFuncsSplit(src []byte) bool {
	at, _ := funcsSplitAt(src, len(src))
	return at > 0
}

// The parsers of a split parse read what depends on the data layout as one
// parse does, though they start past the line that declares it: the index
// width of a constant getelementptr's inrange, and symbolic address spaces.
func TestSplitParseReadsDataLayout(t *testing.T) {
	module := func(last string) []byte {
		var b strings.Builder
		b.WriteString("target datalayout = \"p1:64:64:64:32-P1\"\n@h = external addrspace(1) global i8\n")
		for i := range 64 {
			fmt.Fprintf(&b, "define ptr addrspace(1) @f%d() addrspace(\"P\") {\n  ret ptr addrspace(1) getelementptr inrange(0, 8) (i8, ptr addrspace(1) @h, i64 8)\n}\n", i)
		}
		fmt.Fprintf(&b, "define ptr addrspace(1) @g() {\n  ret ptr addrspace(1) getelementptr inrange(0, %s) (i8, ptr addrspace(1) @h, i64 8)\n}\n", last)
		return []byte(b.String())
	}
	if diff, kept := sameParse("dl.ll", module("8"), 22); diff != "" || kept == 0 {
		t.Errorf("split parse (%d kept) differs: %s", kept, diff)
	}
	// 2^32 is 0 at the 32-bit index width: a split parse that read the
	// width of 64 would find the range valid and be kept.
	var err error
	withSplit(0, 0, func() { _, err = ParseFileOptions("dl.ll", module("4294967296"), Options{Version: 22}) })
	if err == nil || !strings.Contains(err.Error(), "expected end to be larger than start") {
		t.Errorf("split parse: %v; want the inrange of 2^32 at a 32-bit index width refused", err)
	}
}
