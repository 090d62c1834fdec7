package parser_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"irmeta/ast"
	"irmeta/internal/corpus"
	"irmeta/parser"
	"irmeta/printer"
)

// checkModule parses src and checks the lossless-module invariants: no
// parse error, printing gives src back, entities tile the file with only
// white space and comments between them, and every instruction and
// metadata definition decodes into a structured value consistent with the
// index.
func checkModule(name string, src []byte) error {
	m, err := parser.ParseFile(name, src, 0)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := printer.Fprint(&b, m); err != nil {
		return err
	}
	if !bytes.Equal(b.Bytes(), src) {
		return fmt.Errorf("%s: printed module differs from the input", name)
	}
	if err := m.Check(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	d := parser.NewDecoder(m)
	for i := range m.Insts {
		in, err := d.Inst(i)
		if err != nil {
			return fmt.Errorf("decode instruction: %w", err)
		}
		if in.Span != m.Insts[i].Span || in.Op != m.Insts[i].Op || len(in.Attachments) != int(m.Insts[i].AttachCount) {
			return fmt.Errorf("%s: decoded instruction at %s disagrees with the index", name, m.Position(m.Insts[i].Start))
		}
	}
	for i := range m.MDDefs {
		md, err := d.MD(i)
		if err != nil {
			return fmt.Errorf("decode metadata: %w", err)
		}
		if md.Span.End != m.MDDefs[i].End {
			return fmt.Errorf("%s: decoded !%d ends at %d, index says %d", name, m.MDDefs[i].ID, md.Span.End, m.MDDefs[i].End)
		}
	}
	for i := range m.Functions {
		if _, err := d.FuncHeader(i); err != nil {
			return fmt.Errorf("decode header of %s: %w", m.Functions[i].Name, err)
		}
	}
	return nil
}

// sweep runs check on every file in parallel and reports failures.
func sweep(t *testing.T, files []string, check func(path string, src []byte) error) int {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var n atomic.Int64
	ch := make(chan string)
	for w := 0; w < 4; w++ {
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

func TestCorpusRoundTrip(t *testing.T) {
	root := corpus.Root(t)
	var llvmFiles []string
	for i, e := range corpus.LLVMTest(t) {
		if e.Valid() && (!testing.Short() || i%10 == 0) {
			llvmFiles = append(llvmFiles, filepath.Join(root, "llvm-test", e.Path))
		}
	}
	checkParts := func(path string, src []byte) error {
		for _, p := range corpus.Split(path, src) {
			if err := checkModule(p.Name, p.Src); err != nil {
				return err
			}
		}
		return nil
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
	for _, g := range groups {
		t.Run(g.name, func(t *testing.T) {
			n := sweep(t, g.files, checkParts)
			t.Logf("round-tripped %d %s files", n, g.name)
			if n != len(g.files) {
				t.Errorf("checked %d of %d files", n, len(g.files))
			}
		})
	}
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
	if err := checkModule("records.ll", []byte(src)); err != nil {
		t.Fatal(err)
	}
	m, _ := parser.ParseFile("records.ll", []byte(src), 0)
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
