package dtrans_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/dtrans"
)

// TestStripCleanerCases strips modules written in the shape of DTrans's
// annotator-cleaner test and checks the result line by line, the way the
// test's FileCheck lines do, and with LLVM's verifier.
func TestStripCleanerCases(t *testing.T) {
	cases := []struct {
		file  string
		stats dtrans.StripStats
		want  []string // lines that must be in the output
		never []string // patterns that must not
	}{
		{
			file:  "cleaner_opaque.ll",
			stats: dtrans.StripStats{Hints: 2, Calls: 3, Uses: 5, Globals: 3, Renumbered: 8, KeptForeign: 1, Nodes: 2},
			want: []string{
				"  %keep = call ptr @llvm.ptr.annotation.p0(ptr %mem, ptr @__other_annot, ptr @0, i32 3, ptr null)",
				"  %f1 = getelementptr i8, ptr %mem, i64 0, !unknown-md !2",
				"  %f2 = getelementptr i8, ptr %mem, i64 8",
				"  store ptr %mem, ptr %f1",
				"  %1 = call ptr @malloc(i64 8)",
				"  store i32 %n, ptr %1",
				"  %2 = load i32, ptr getelementptr inbounds (%__SOADT_struct.dep, ptr @dep, i64 0, i32 1)",
				"  br label %3",
				"3:",
				"  %4 = phi ptr [ %1, %0 ]",
				"  %5 = load i32, ptr %4",
				"  call void @llvm.dbg.value(metadata ptr %1, metadata !3, metadata !DIExpression()), !dbg !8",
				"  ret i32 %5",
				"declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)",
				"@0 = private constant [1 x i8] zeroinitializer",
				"!2 = !{i64 0}",
			},
			never: []string{`@__intel_dtrans`, `!dtrans-type`, `(?m)^!0 = `, `(?m)^!1 = `},
		},
		{
			file:  "cleaner_typed.ll",
			stats: dtrans.StripStats{Hints: 1, Calls: 2, Uses: 3, Globals: 2, Decls: 1, Renumbered: 13, KeptForeign: 1, Nodes: 1},
			want: []string{
				"  %0 = call i8* @llvm.ptr.annotation.p0i8(i8* %mem, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @__intel_dtrans_aostosoa_filename, i32 0, i32 0), i32 9, i8* null)",
				"  %1 = bitcast i8* %mem to i32*",
				"  %2 = load i32, i32* getelementptr inbounds (%__SOADT_struct.dep, %__SOADT_struct.dep* @dep, i64 0, i32 1)",
				"  br i1 true, label %3, label %4",
				"3:",
				"  store i32 %2, i32* %1",
				"4:",
				"  %5 = phi i8* [ %mem, %entry ], [ %0, %3 ]",
				// The foreign annotation still uses the file name.
				"@__intel_dtrans_aostosoa_filename = private constant [1 x i8] zeroinitializer",
				"declare i8* @llvm.ptr.annotation.p0i8(i8*, i8*, i8*, i32, i8*)",
			},
			never: []string{`p0i32`, `aostosoa_alloc`, `aostosoa_index`, `!dtrans-type`, `__SOADT_struct.dep\* null`},
		},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			g := load(t, c.file)
			st, err := dtrans.Strip(g, dtrans.StripOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if st != c.stats {
				t.Errorf("stats = %+v\n   want %+v", st, c.stats)
			}
			s := commit(t, g)
			out := string(s.Module.Src)
			lines := map[string]bool{}
			for _, l := range strings.Split(out, "\n") {
				lines[l] = true
			}
			for _, w := range c.want {
				if !lines[w] {
					t.Errorf("missing line %q", w)
				}
			}
			for _, n := range c.never {
				if regexp.MustCompile(n).MatchString(out) {
					t.Errorf("output matches %q", n)
				}
			}
			if t.Failed() {
				t.Logf("output:\n%s", out)
			}
			if len(dtrans.Annotations(s)) != c.stats.KeptForeign {
				t.Errorf("%d annotations left, want the %d foreign ones", len(dtrans.Annotations(s)), c.stats.KeptForeign)
			}
			if !testing.Short() {
				llvmAccepts(t, s)
			}
		})
	}
}

// TestQuotedNames works with C++ class names and function names that need
// quotes, as SOA-to-AOS meets them: hints and marks on such types are
// written with quotes, LLVM accepts them, and strip takes them away.
func TestQuotedNames(t *testing.T) {
	src := `%"class.ns::Vec<int*>" = type { i32*, i64 }
%__SOADT_EL_class.F = type { i32*, float* }

define internal void @"Arr<int*>::Arr(int).12"(%"class.ns::Vec<int*>"* %this, i32 %c) {
  %p = bitcast %"class.ns::Vec<int*>"* %this to i8*
  %m = call i8* @malloc(i64 16)
  ret void
}

declare i8* @malloc(i64)
`
	g := parse(t, "q.ll", []byte(src))
	h, err := dtrans.ParseHint(g, `%"class.ns::Vec<int*>"*`)
	if err != nil {
		t.Fatal(err)
	}
	if err := dtrans.SetTypeHint(g, inst(t, g, `@Arr<int*>::Arr(int).12`, "%p"), h); err != nil {
		t.Fatal(err)
	}
	if err := dtrans.MarkSOAToAOS(g, 0, typ(t, g, "%__SOADT_EL_class.F*")); err != nil {
		t.Fatal(err)
	}
	a := dtrans.NewAnnotator(g)
	if _, err := a.AnnotateResult(inst(t, g, `@Arr<int*>::Arr(int).12`, "%p"), dtrans.AOSToSOAIndex, 3, "3"); err != nil {
		t.Fatal(err)
	}
	g = commit(t, g)
	out := string(g.Module.Src)
	for _, w := range []string{
		`!{%"class.ns::Vec<int*>"* null}`,
		`define internal void @"Arr<int*>::Arr(int).12"(%"class.ns::Vec<int*>"* %this, i32 %c) !dtrans-soatoaos !1 {`,
		`!1 = !{%__SOADT_EL_class.F* null}`,
		`@__intel_dtrans_aostosoa_index.3 = private constant [41 x i8] c"{dtrans} AOS-to-SOA peeling index {id:3}\00"`,
	} {
		if !strings.Contains(out, w) {
			t.Errorf("missing %s in\n%s", w, out)
		}
	}
	if !testing.Short() {
		llvmAccepts(t, g)
	}
	if _, err := dtrans.Strip(g, dtrans.StripOptions{}); err != nil {
		t.Fatal(err)
	}
	if s := commit(t, g); string(s.Module.Src) != src {
		t.Errorf("strip gives\n%s", s.Module.Src)
	}
}
