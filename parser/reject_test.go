package parser_test

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"irmeta/internal/corpus"
	"irmeta/parser"
)

var updateRejects = flag.Bool("update-rejects", false, "rewrite testdata/reject-exceptions.tsv")

// rejectRules explain why irmeta may accept, or report elsewhere, a file
// that llvm-as 14 rejects. They match llvm-as's first message; the first
// matching rule gives the category. Every file in the table was looked at
// through these rules, and the table is checked exactly, so a change in
// what irmeta reports shows up as a test failure.
var rejectRules = []struct {
	category string
	pattern  *regexp.Regexp
	reason   string
}{
	{"semantic", regexp.MustCompile(`does not verify as correct`), "LLVM's verifier rejects the module after parsing; not a syntax error"},
	{"position", regexp.MustCompile(`invalid cmpxchg`), "irmeta points at the offending ordering; llvm-as at the token after the instruction"},
	{"semantic", regexp.MustCompile(`defined with type .* but expected`), "a type check of LLVM's parser, not a syntax error"},
	{"semantic", regexp.MustCompile(`LLVM ERROR`), "LLVM rejects a value (data layout, address space) after parsing"},
	{"newer-syntax", regexp.MustCompile(`ptr type is only supported in -opaque-pointers mode`), "opaque pointers without -opaque-pointers: LLVM 15+ reads these files"},
	{"semantic", regexp.MustCompile(`invalid type for inline asm constraint string|unsized type|invalid type for (alloca|global variable)|invalid (array|vector) element type|pointer to this type is invalid|alignment is not a power of two|does not apply to|invalid getelementptr indices|constant expression type mismatch|ignoring debug info with an invalid version|invalid behavior operand in module flag`), "a type or value check of LLVM's parser, not a syntax error"},
	{"di-validation", regexp.MustCompile(`invalid debug info flag|expected DWARF language|missing 'distinct'|DILocation not allowed|third field of the element type is mandatory`), "debug info field validation; irmeta accepts DI keywords it does not know so that newer LLVM's DI parses"},
	{"newer-syntax", regexp.MustCompile(`invalid field 'targetFuncName'`), "DISubprogram targetFuncName (LLVM 15)"},
	{"split-file", regexp.MustCompile(`redefinition|Metadata id is already used|invalid redefinition`), "several modules in one file (split-file); llvm-as stops at another construct first"},
	{"newer-syntax", regexp.MustCompile(`expected top-level entity|expected '\{' in function body|unterminated attribute group|expected '\)' at end of argument list|expected value token|unknown global variable property|expected binary operation in atomicrmw|expected type|expected '\('`), "attribute or operation added after LLVM 14 (memory(...), allockind, uwtable(sync), presplitcoroutine, allocptr, no_sanitize_address, fmax/fmin, ...); where irmeta reports another line, the file holds several modules (ThinLTO/Linker tests) or irmeta reports newer LLVM's error"},
}

func categorize(msg string) (string, string) {
	for _, r := range rejectRules {
		if r.pattern.MatchString(msg) {
			return r.category, r.reason
		}
	}
	return "syntax-gap", "TODO: a syntax error that irmeta misses"
}

var lineOf = regexp.MustCompile(`\.ll:(\d+):\d+:`)

// TestCorpusRejects parses every file that llvm-as 14 rejects: irmeta must
// not panic, and reports either positioned errors or nothing. Files where
// irmeta reports no error, or an error on another line than llvm-as, are
// listed with the reason in testdata/reject-exceptions.tsv.
func TestCorpusRejects(t *testing.T) {
	root := corpus.Root(t)
	type row struct{ path, class, category, reason string }
	var rows []row
	counts := map[string]int{}
	for _, e := range corpus.LLVMTest(t) {
		if e.Verdict != "reject" {
			continue
		}
		src, err := os.ReadFile(filepath.Join(root, "llvm-test", e.Path))
		if err != nil {
			t.Fatal(err)
		}
		err = parseNoPanic(t, e.Path, src)
		class := "accepted"
		if err != nil {
			var list parser.ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Errorf("%s: error is not an ErrorList: %v", e.Path, err)
				continue
			}
			for _, pe := range list {
				if pe.Pos.Line < 1 || pe.Pos.Column < 1 {
					t.Errorf("%s: unpositioned error %v", e.Path, pe)
				}
			}
			class = "other-line"
			if m := lineOf.FindStringSubmatch(e.FirstError); m != nil {
				if want, _ := strconv.Atoi(m[1]); want == list[0].Pos.Line {
					class = "same-line"
				}
			}
		}
		counts[class]++
		if class != "same-line" {
			cat, reason := categorize(e.FirstError)
			counts[class+"/"+cat]++
			rows = append(rows, row{e.Path, class, cat, reason})
		}
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-30s %d", k, counts[k])
	}
	table := filepath.Join("testdata", "reject-exceptions.tsv")
	var b strings.Builder
	b.WriteString("# path\tirmeta\tcategory\treason (llvm-as 14 rejects these files; see TestCorpusRejects)\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r.path, r.class, r.category, r.reason)
	}
	if *updateRejects {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(table, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(table)
	if err != nil {
		t.Fatalf("%v (run with -update-rejects to create it)", err)
	}
	if string(want) != b.String() {
		t.Errorf("reject outcomes changed; compare with %s (rerun with -update-rejects after checking):\n%s", table, lineDiff(string(want), b.String()))
	}
	if counts["accepted/syntax-gap"]+counts["other-line/syntax-gap"] > 0 {
		t.Errorf("%d rejected files fall under no known reason", counts["accepted/syntax-gap"]+counts["other-line/syntax-gap"])
	}
}

func parseNoPanic(t *testing.T, name string, src []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: parser panicked: %v", name, r)
		}
	}()
	_, err = parser.ParseFile(name, src, 0)
	return err
}

// lineDiff lists the lines only in a or only in b.
func lineDiff(a, b string) string {
	inA := map[string]bool{}
	for _, l := range strings.Split(a, "\n") {
		inA[l] = true
	}
	inB := map[string]bool{}
	var out strings.Builder
	sc := bufio.NewScanner(strings.NewReader(b))
	for sc.Scan() {
		inB[sc.Text()] = true
		if !inA[sc.Text()] {
			out.WriteString("+ " + sc.Text() + "\n")
		}
	}
	for _, l := range strings.Split(a, "\n") {
		if l != "" && !inB[l] {
			out.WriteString("- " + l + "\n")
		}
	}
	return out.String()
}
