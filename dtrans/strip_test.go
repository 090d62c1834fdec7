package dtrans_test

import (
	"regexp"
	"strings"
	"testing"

	"irmeta/dtrans"
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
