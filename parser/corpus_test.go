package parser_test

import (
	"bytes"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/printer"
)

// checkModule parses src as LLVM 14 and checks the lossless-module invariants: no
// parse error; printing gives src back byte for byte; entities are in
// source order, do not overlap, and only white space and comments lie
// between them; the index passes ast.Check; every instruction and metadata
// definition decodes, and the decoded values agree with the index (span,
// opcode, attachment count); every function header decodes.
func checkModule(name string, src []byte) error {
	// The corpora are LLVM 14's: llvm-as 14 accepts these files.
	m, err := parser.ParseFileOptions(name, src, parser.Options{Version: 14})
	if err != nil {
		return err
	}
	return checkParsed(m, src)
}

// checkParsed checks the invariants of checkModule on a module that parsed
// without errors.
func checkParsed(m *ast.Module, src []byte) error {
	var b bytes.Buffer
	if err := printer.Fprint(&b, m); err != nil {
		return err
	}
	if !bytes.Equal(b.Bytes(), src) {
		return fmt.Errorf("printed module differs from the input at byte %d", firstDiff(b.Bytes(), src))
	}
	if err := checkEntities(m, src); err != nil {
		return err
	}
	if err := m.Check(); err != nil {
		return fmt.Errorf("ast.Check: %w", err)
	}
	d := parser.NewDecoder(m)
	for i := range m.Insts {
		idx := &m.Insts[i]
		in, err := d.Inst(i)
		if err != nil {
			return fmt.Errorf("decode instruction at %s: %w", m.Position(idx.Start), err)
		}
		if in.Span != idx.Span {
			return fmt.Errorf("instruction at %s: decoded span %d..%d, index %d..%d", m.Position(idx.Start), in.Span.Start, in.Span.End, idx.Start, idx.End)
		}
		if in.Op != idx.Op {
			return fmt.Errorf("instruction at %s: decoded opcode %v, index %v", m.Position(idx.Start), in.Op, idx.Op)
		}
		if len(in.Attachments) != int(idx.AttachCount) {
			return fmt.Errorf("instruction at %s: %d decoded attachments, index has %d", m.Position(idx.Start), len(in.Attachments), idx.AttachCount)
		}
	}
	for i := range m.MDDefs {
		def := &m.MDDefs[i]
		md, err := d.MD(i)
		if err != nil {
			return fmt.Errorf("decode metadata !%d: %w", def.ID, err)
		}
		if md.Span.End != def.End {
			return fmt.Errorf("decoded !%d ends at %d, index says %d", def.ID, md.Span.End, def.End)
		}
	}
	for i := range m.Functions {
		if _, err := d.FuncHeader(i); err != nil {
			return fmt.Errorf("decode header of %s: %w", m.Functions[i].Name, err)
		}
	}
	return nil
}

// checkEntities checks, independently of ast.Check, that the entities are
// in order, within the source, not overlapping and separated only by white
// space and comments.
func checkEntities(m *ast.Module, src []byte) error {
	prev := 0
	for i, e := range m.Entities {
		if int(e.Start) < prev || e.End <= e.Start || int(e.End) > len(src) {
			return fmt.Errorf("entity %d (%s) at %d..%d: out of order, empty, overlapping or out of bounds (previous end %d)", i, e.Kind, e.Start, e.End, prev)
		}
		if !onlyTrivia(src[prev:e.Start]) {
			return fmt.Errorf("text outside any entity before %s: %.40q", m.Position(e.Start), src[prev:e.Start])
		}
		prev = int(e.End)
	}
	if !onlyTrivia(src[prev:]) {
		return fmt.Errorf("text outside any entity at the end: %.40q", src[prev:])
	}
	return nil
}

// onlyTrivia reports whether b holds only white space, ';' comments and
// the C-style comments LLVM's lexer also skips.
func onlyTrivia(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
		case ';':
			for i < len(b) && b[i] != '\n' {
				i++
			}
		case '/':
			if i+1 >= len(b) || b[i+1] != '*' {
				return false
			}
			end := bytes.Index(b[i+2:], []byte("*/"))
			if end < 0 {
				return false
			}
			i += 2 + end + 1
		default:
			return false
		}
	}
	return true
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// sweep runs check on every file on all cores, reports each failure, and
// returns the number of files checked.
func sweep(t *testing.T, files []string, check func(path string, src []byte) error) int {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var n atomic.Int64
	ch := make(chan string)
	for range max(2, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range ch {
				src, err := os.ReadFile(path)
				if err == nil {
					err = check(path, src)
				}
				n.Add(1)
				if err != nil {
					mu.Lock()
					t.Errorf("%s: %v", path, err)
					mu.Unlock()
				}
			}
		}()
	}
	for _, f := range files {
		ch <- f
	}
	close(ch)
	wg.Wait()
	return int(n.Load())
}

// checkParts runs checkModule on each module of a split-file test, or on
// the whole file when it is not cut.
func checkParts(name string, src []byte) error {
	for _, p := range corpus.Split(name, src) {
		if err := checkModule(p.Name, p.Src); err != nil {
			return err
		}
	}
	return nil
}

// sampleRate is how many files the -short sweeps take one of.
const sampleRate = 10

// TestCorpusRoundTrip checks the invariants of checkModule on every file
// that llvm-as 14 accepts (with -opaque-pointers where needed), on the
// coreutils programs, and on every file of the oracle and peers
// directories (each module of the split-file tests there). With -short it takes every tenth file of each group.
func TestCorpusRoundTrip(t *testing.T) {
	root := corpus.Root(t)
	var llvmFiles []string
	for _, e := range corpus.LLVMTest(t) {
		if e.Valid() {
			llvmFiles = append(llvmFiles, e.File(root))
		}
	}
	groups := []struct {
		name  string
		files []string
	}{
		{"llvm-test", llvmFiles},
		{"coreutils", corpus.Files(t, "coreutils")},
		{"oracle", corpus.Files(t, "oracle")},
		{"peers", corpus.Files(t, "peers")},
	}
	counts := make([]int, len(groups))
	// The groups share the cores: the subtests run one after the other,
	// and each sweep is parallel within.
	for i, g := range groups {
		files := g.files
		if testing.Short() {
			files = corpus.Sample(files, sampleRate)
		}
		check := checkModule
		if g.name != "llvm-test" {
			// llvm-as 14 accepts the llvm-test files whole; the other
			// groups hold tests that split-file cuts into modules first.
			check = checkParts
		}
		t.Run(g.name, func(t *testing.T) {
			n := sweep(t, files, check)
			if n != len(files) {
				t.Errorf("checked %d of %d files", n, len(files))
			}
			counts[i] = n
		})
	}
	var parts []string
	for i, g := range groups {
		parts = append(parts, fmt.Sprintf("%d %s", counts[i], g.name))
	}
	t.Logf("round-tripped %s files", strings.Join(parts, ", "))
}

// TestDebugRecords covers the debug record syntax of LLVM 19 and later,
// which the LLVM 14-era corpus lacks.
func TestDebugRecords(t *testing.T) {
	src := `define void @f(ptr %p, i32 %v) !dbg !4 {
entry:
    #dbg_declare(ptr %p, !7, !DIExpression(), !8)
  %x = add i32 %v, 1
    #dbg_value(i32 %x, !7, !DIExpression(DW_OP_plus_uconst, 4), !8)
    #dbg_value(!DIArgList(i32 %v, i32 %x), !7, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !8)
    #dbg_assign(i32 %x, !7, !DIExpression(), !9, ptr %p, !DIExpression(), !8)
    #dbg_label(!10, !8)
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 2, type: !11)
!8 = !DILocation(line: 2, column: 1, scope: !4)
!9 = distinct !DIAssignID()
!10 = !DILabel(scope: !4, name: "L", file: !1, line: 3)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
`
	// Debug records and DIAssignID are newer than LLVM 14 (the releases
	// checkModule reads).
	m, err := parser.ParseFileOptions("records.ll", []byte(src), parser.Options{Version: 22})
	if err != nil {
		t.Fatal(err)
	}
	if err := checkParsed(m, []byte(src)); err != nil {
		t.Fatal(err)
	}
	d := parser.NewDecoder(m)
	var kinds []string
	for i := range m.Insts {
		if m.Insts[i].Op == ast.OpDbgRecord {
			in, _ := d.Inst(i)
			kinds = append(kinds, fmt.Sprintf("%s/%d", in.Record, len(in.RecordArgs)))
		}
	}
	want := "[dbg_declare/4 dbg_value/4 dbg_value/4 dbg_assign/7 dbg_label/2]"
	if got := fmt.Sprint(kinds); got != want {
		t.Errorf("records = %s, want %s", got, want)
	}
	bad := "define void @f() {\n  %x = #dbg_value(i32 0, !1, !DIExpression(), !2)\n  ret void\n}\n"
	if _, err := parser.ParseFile("bad.ll", []byte(bad), 0); err == nil {
		t.Error("a named debug record was accepted")
	}
}

// TestCheckEntities checks the entity checker of the corpus tests itself,
// so that a sweep passing means something.
func TestCheckEntities(t *testing.T) {
	for _, c := range []struct {
		trivia string
		ok     bool
	}{
		{"", true}, {" \t\r\n", true}, {"; x\n;y", true}, {"/* a */ /**/", true},
		{"/*/*/", true}, {"/***/", true},
		{"x", false}, {"/", false}, {"/* open", false}, {"/*/", false}, {"/**", false}, {"; a\nb", false}, {"/* */x", false},
	} {
		if got := onlyTrivia([]byte(c.trivia)); got != c.ok {
			t.Errorf("onlyTrivia(%q) = %v", c.trivia, got)
		}
	}
	src := []byte("@a = global i32 0\n; c\n@b = global i32 1\n")
	m, err := parser.ParseFile("e.ll", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkEntities(m, src); err != nil {
		t.Fatal(err)
	}
	m.Entities[1].Start -= 6 // now starts inside the first global
	if err := checkEntities(m, src); err == nil {
		t.Error("overlap not found")
	}
	m.Entities[1].Start += 6
	m.Entities = m.Entities[1:] // the first global is now outside any entity
	if err := checkEntities(m, src); err == nil {
		t.Error("text outside entities not found")
	}
}
