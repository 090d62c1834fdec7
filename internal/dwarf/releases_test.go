package dwarf

import (
	"fmt"
	"testing"

	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/llvmver"
)

// TestReleasesReadNames asks llvm-as of LLVM 14, 15, 16, 19 and 22 (through
// stored answers, testdata/names.answers.gz; -oracle-update asks again)
// whether it reads each language, source language name and calling
// convention name of the tables, and the names they replaced, and
// compares with ValueOf.
func TestReleasesReadNames(t *testing.T) {
	store := oracle.Open(t, "testdata/names.answers.gz")
	type kind struct {
		table []Name
		old   []string
		text  func(name string) string
		from  llvmver.Version // the first release with the field
	}
	cu := func(field string) func(string) string {
		return func(name string) string {
			return fmt.Sprintf("!0 = distinct !DICompileUnit(%s: %s, file: !1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n", field, name)
		}
	}
	node := func(format string) func(string) string {
		return func(name string) string { return fmt.Sprintf(format, name) }
	}
	kinds := []kind{
		{table: Tags, text: node("!0 = !GenericDINode(tag: %s)\n"), from: 14},
		{table: Encodings, text: node("!0 = !DIBasicType(name: \"a\", size: 8, encoding: %s)\n"), from: 14},
		{table: Virtualities, text: node("!0 = distinct !DISubprogram(name: \"f\", virtuality: %s, unit: !1)\n!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)\n!2 = !DIFile(filename: \"a\", directory: \"b\")\n"), from: 14},
		{table: Macinfos, text: node("!0 = !DIMacro(type: %s, name: \"m\")\n"), from: 14},
		{table: EnumKinds, text: node("!0 = !DICompositeType(tag: DW_TAG_enumeration_type, name: \"e\", enumKind: %s)\n"), from: 21},
		{table: Ops, text: node("!0 = !DIExpression(%s)\n"), from: 14},
		{table: Languages, text: cu("language"), from: 14},
		{table: LanguageNames, text: cu("sourceLanguageName"), from: 22},
		{table: CallingConvs, old: []string{"DW_CC_LLVM_OpenCLKernel"}, text: func(name string) string {
			return "!0 = !DISubroutineType(cc: " + name + ", types: !{})\n"
		}, from: 14},
	}
	tools := map[llvmver.Version]string{14: "llvm-as", 15: "llvm-as-15", 16: "llvm-as-16", 19: "llvm-as-19", 22: "llvm-as-22"}
	asked, differ := 0, 0
	for _, k := range kinds {
		names := append([]string{"DW_X_unknown"}, k.old...)
		for _, n := range k.table {
			names = append(names, n.Name)
		}
		for v, tool := range tools {
			if v < k.from {
				continue
			}
			for _, name := range names {
				a := store.Run(t, oracle.Command{Name: tool, Args: []string{"-o", "/dev/null"}, Stdin: []byte(k.text(name))})
				_, reads := ValueOf(k.table, name, v)
				asked++
				if reads != a.OK() {
					t.Errorf("LLVM %d reads %s: %v, ValueOf says %v (%s)", v, name, a.OK(), reads, a.Stderr)
				}
				if !a.OK() {
					differ++
				}
			}
		}
	}
	// The releases must disagree on some names, or the rows are not
	// reached.
	if asked < 2000 || differ < 100 {
		t.Errorf("%d names asked, %d refused; want at least 2000 and 100", asked, differ)
	}
	t.Logf("%d names asked, %d refused", asked, differ)
}
