package parser_test

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/internal/oracle"
	"github.com/irmeta/irmeta/parser"
)

// resultTypeAnswers stores LLVM 14's answers to the result-type tests
// (package internal/oracle): the conversions to opaque pointers and
// llvm-as's verdict on each instrumented module (asking them took nearly
// two minutes of every run). A change of the decoder's types changes the
// instrumented modules, which -oracle-update then asks about.
const resultTypeAnswers = "testdata/resulttypes.answers.gz"

// TestResultTypesAgainstLLVM checks the result type Decoder.Inst gives for
// every instruction with a named result of a deterministic sample of
// modules: coreutils programs and LLVM test files, in typed form and in
// opaque form (llvm-as/llvm-dis -opaque-pointers, and the files llvm-as 14
// accepts only so). The oracle is llvm-as 14 itself: after each such
// instruction the test adds a use that states the decoded type ("%__rt.N =
// freeze T %x", before the block's terminator), and llvm-as rejects the
// module when any stated type differs from the value's type.
func TestResultTypesAgainstLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes and instruments a few hundred modules")
	}
	answers := oracle.Open(t, resultTypeAnswers)
	root := corpus.Root(t)
	type input struct {
		name   string
		opaque bool // convert to opaque pointers first
	}
	var inputs []input
	cu := corpus.Files(t, "coreutils")
	for i, f := range corpus.Sample(cu, 5) {
		inputs = append(inputs, input{f, false})
		if i%2 == 0 {
			inputs = append(inputs, input{f, true})
		}
	}
	var typed, opaque []string
	for _, e := range corpus.LLVMTest(t) {
		switch e.Verdict {
		case corpus.OK:
			typed = append(typed, e.File(root))
		case corpus.OKOpaque:
			opaque = append(opaque, e.File(root))
		}
	}
	for i, f := range corpus.Sample(typed, 23) {
		inputs = append(inputs, input{f, false})
		if i%4 == 0 {
			inputs = append(inputs, input{f, true})
		}
	}
	for _, f := range corpus.Sample(opaque, 5) {
		inputs = append(inputs, input{f, false})
	}
	var st resultTypeStats
	for _, in := range inputs {
		src, err := os.ReadFile(in.name)
		if err != nil {
			t.Fatal(err)
		}
		for _, part := range corpus.Split(in.name, src) {
			text := part.Src
			if in.opaque {
				if text, err = toOpaque(t, answers, text); err != nil {
					st.skipped++ // a file that only parses typed (e.g. typed intrinsics' manglings)
					continue
				}
			}
			checkResultTypes(t, answers, in.name, text, &st)
		}
	}
	t.Logf("%d modules (%d typed, %d opaque), %d instructions checked, %d blocks skipped (musttail, deoptimize, catchswitch), %d modules skipped",
		st.modules, st.modules-st.opaque, st.opaque, st.insts, st.musttail, st.skipped)
	if st.insts < 20000 || st.opaque < 50 {
		t.Errorf("sample too small: %d instructions, %d opaque modules", st.insts, st.opaque)
	}
}

type resultTypeStats struct {
	modules, opaque, insts, musttail, skipped int
}

// toOpaque rewrites a module with opaque pointers through LLVM 14
// (llvm-as, then llvm-dis), asked through answers.
func toOpaque(t *testing.T, answers *oracle.Store, src []byte) ([]byte, error) {
	a := answers.Run(t, oracle.Command{Name: "bash", Args: []string{"-o", "pipefail", "-c",
		"llvm-as -opaque-pointers -o - - | llvm-dis -opaque-pointers -o - -"}, Stdin: src})
	if !a.OK() {
		return nil, fmt.Errorf("llvm-as | llvm-dis: exit %d: %s", a.Code, a.Stderr)
	}
	return a.Stdout, nil
}

var llvmASError = regexp.MustCompile(`<stdin>:(\d+):\d+: error: (.*)`)

// checkResultTypes instruments src with a typed use of every named result
// and asks llvm-as whether the types hold.
func checkResultTypes(t *testing.T, answers *oracle.Store, name string, src []byte, st *resultTypeStats) {
	t.Helper()
	m, err := parser.ParseFile(name, src, 0)
	if err != nil {
		st.skipped++ // the corpus round trip covers parse errors; split parts may need others
		return
	}
	opaque := m.OpaquePointers // llvm-as 14 reads "ptr" only so
	d := parser.NewDecoder(m)
	type check struct {
		inst int
		typ  string
		ref  string // the value: its name, or %N for an implicitly numbered result
	}
	var out bytes.Buffer
	var checks []check
	lineOf := map[int]int{} // line in out -> index in checks
	line := 1
	last := 0
	emit := func(b []byte) {
		out.Write(b)
		line += bytes.Count(b, []byte{'\n'})
	}
	for fi := range m.Functions {
		f := &m.Functions[fi]
		// An invoke's result is used in its normal destination, when
		// that block has no other predecessor (it is named after "label"
		// once in the function).
		fromInvoke := map[int][]check{}
		blockOf := map[string]int{}
		for bi, b := range f.Blocks {
			blockOf["%"+b.Label] = bi
		}
		for _, b := range f.Blocks {
			term := int(b.FirstInst + b.NumInsts - 1)
			if b.NumInsts == 0 || m.Insts[term].Op != ast.OpInvoke || !m.Insts[term].HasResult {
				continue
			}
			ins, err := d.Inst(term)
			if err != nil || ins.Type == nil {
				t.Errorf("%s: invoke: no result type (%v)", m.Position(m.Insts[term].Start), err)
				continue
			}
			to := ins.Operands[len(ins.Operands)-2].Value
			bi, ok := blockOf[to.Name]
			if ok && bytes.Count(m.Bytes(f.Span), []byte("label "+to.Text)) == 1 {
				fromInvoke[bi] = append(fromInvoke[bi], check{term, ins.Type.String(), resultRef(m, term)})
			}
		}
		// Results written without a name take the next number, after the
		// unnamed parameters and blocks before them.
		next := 0
		if len(f.Blocks) > 0 {
			h, err := d.FuncHeader(fi)
			if err != nil {
				t.Fatal(err)
			}
			for _, prm := range h.Params {
				next = numberAfter(prm.Name, next)
			}
		}
		for bi, b := range f.Blocks {
			next = numberAfter("%"+b.Label, next)
			if b.NumInsts == 0 {
				continue
			}
			term := int(b.FirstInst + b.NumInsts - 1)
			uses := fromInvoke[bi]
			musttail := false
			for i := int(b.FirstInst); i <= term; i++ {
				in := &m.Insts[i]
				if text := m.Bytes(in.Span); bytes.Contains(text, []byte("musttail ")) || bytes.Contains(text, []byte("@llvm.experimental.deoptimize")) {
					musttail = true
				}
				ref := ""
				if in.HasResult {
					ref = resultRef(m, i)
					next = numberAfter(ref, next)
				} else if in.Op != ast.OpStore && in.Op != ast.OpDbgRecord && !in.Op.IsTerminator() || in.Op == ast.OpInvoke || in.Op == ast.OpCatchSwitch || in.Op == ast.OpCallBr {
					ins, err := d.Inst(i)
					if err != nil {
						t.Fatalf("%s: decode: %v", m.Position(in.Start), err)
					}
					if ins.Type == nil || ins.Type.Kind == ast.VoidType {
						continue
					}
					ref = "%" + strconv.Itoa(next)
					next++
				}
				if ref == "" || i == term {
					continue
				}
				ins, err := d.Inst(i)
				if err != nil {
					t.Errorf("%s: decode: %v", m.Position(in.Start), err)
					continue
				}
				if ins.Type == nil {
					t.Errorf("%s: %s: no result type", m.Position(in.Start), m.Text(in.Span))
					continue
				}
				if ins.Type.Kind == ast.TokenType {
					continue // freeze takes no token; the pads say "token" above
				}
				uses = append(uses, check{i, ins.Type.String(), ref})
			}
			if musttail || m.Insts[term].Op == ast.OpCatchSwitch {
				// A musttail call or a deoptimize call must stay right
				// before ret, and a catchswitch right after the phis.
				st.musttail++
				continue
			}
			if len(uses) == 0 {
				continue
			}
			pos := int(m.Insts[term].Start)
			emit(src[last:pos])
			last = pos
			for _, u := range uses {
				lineOf[line] = len(checks)
				checks = append(checks, u)
				emit([]byte(fmt.Sprintf("%%__rt.%d = freeze %s %s\n  ", len(checks), u.typ, u.ref)))
			}
		}
	}
	emit(src[last:])
	st.modules++
	if opaque {
		st.opaque++
	}
	st.insts += len(checks)
	args := []string{"-o=" + os.DevNull, "-"} // "-o=": /dev/null is no input (package internal/oracle)
	if opaque {
		args = append([]string{"-opaque-pointers"}, args...)
	}
	a := answers.Run(t, oracle.Command{Name: "llvm-as", Args: args, Stdin: out.Bytes()})
	if a.OK() {
		return
	}
	msg := a.Combined()
	e := llvmASError.FindSubmatch(msg)
	if e == nil {
		t.Errorf("%s: llvm-as fails on the instrumented module:\n%s", name, msg)
		return
	}
	n, _ := strconv.Atoi(string(e[1]))
	k, ok := lineOf[n]
	if !ok {
		t.Errorf("%s: llvm-as rejects the instrumented module at line %d, not at a stated type: %s", name, n, e[2])
		return
	}
	in := &m.Insts[checks[k].inst]
	t.Errorf("%s: %s\n\tdecoded type %s; llvm-as: %s", m.Position(in.Start), m.Text(in.Span), checks[k].typ, e[2])
}

// resultTypeCases has the forms the rules distinguish, for
// TestResultTypesHandWritten: allocas in address spaces, GEPs through
// named structs, arrays and vectors, vector GEPs from a vector base or a
// vector index (scalable too), aggregates, atomics, pads and vector
// comparisons.
const resultTypeCases = `%S = type { i32, [4 x %In], <2 x float> }
%In = type { i8, double }
%Op = type opaque
declare i32 @__gxx_personality_v0(...)
declare void @g()
declare <2 x i32> @gv(i32)
define void @f(%S* %p, <4 x %S*> %vp, <vscale x 2 x i64> %si, i32 addrspace(3)* %q, i8* %va, <2 x i32> %v2) personality i32 (...)* @__gxx_personality_v0 {
  %a = alloca %S, addrspace(5)
  %a2 = alloca [3 x i8*], align 8
  %a3 = alloca %Op*, i32 4
  %g1 = getelementptr %S, %S* %p, i64 0, i32 1, i64 2, i32 1
  %g2 = getelementptr inbounds %S, %S* %p, i32 1
  %g3 = getelementptr %S, <4 x %S*> %vp, i64 0, i32 2, i32 1
  %g4 = getelementptr i32, i32 addrspace(3)* %q, <vscale x 2 x i64> %si
  %g5 = getelementptr %S, %S* %p, <2 x i32> %v2, i32 1
  %g6 = getelementptr %S, %S addrspace(5)* %a, i64 0, i32 2
  %l = load %S, %S* %p
  %e1 = extractvalue %S %l, 1, 3
  %e2 = extractvalue %S %l, 1, 3, 1
  %i1 = insertvalue %S %l, i32 1, 0
  %x = cmpxchg i32 addrspace(3)* %q, i32 0, i32 1 seq_cst monotonic
  %x1 = extractvalue { i32, i1 } %x, 1
  %r = atomicrmw add i32 addrspace(3)* %q, i32 1 seq_cst
  %c = icmp eq <2 x i32> %v2, zeroinitializer
  %fc = fcmp olt <vscale x 2 x double> zeroinitializer, zeroinitializer
  %sh = shufflevector <2 x i32> %v2, <2 x i32> undef, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %ee = extractelement <2 x i32> %v2, i32 1
  %ie = insertelement <2 x i32> %v2, i32 7, i32 0
  %va1 = va_arg i8* %va, i64
  %fr = freeze <2 x i32> %v2
  %se = select <2 x i1> %c, <2 x i32> %v2, <2 x i32> zeroinitializer
  %pi = ptrtoint <4 x %S*> %vp to <4 x i64>
  %bc = bitcast %S* %p to i8*
  call <2 x i32> @gv(i32 2)
  invoke void @g() to label %ok unwind label %lp
ok:
  %ph = phi %S* [ %p, %0 ]
  %iv = invoke <2 x i32> @gv(i32 1) to label %ok2 unwind label %lp
ok2:
  ret void
lp:
  %lpad = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %lpad
}
`

// TestResultTypesHandWritten checks the rules on resultTypeCases, typed and
// converted to opaque pointers, against llvm-as 14 as
// TestResultTypesAgainstLLVM does.
func TestResultTypesHandWritten(t *testing.T) {
	answers := oracle.Open(t, resultTypeAnswers)
	var st resultTypeStats
	checkResultTypes(t, answers, "cases.ll", []byte(resultTypeCases), &st)
	op, err := toOpaque(t, answers, []byte(resultTypeCases))
	if err != nil {
		t.Fatalf("llvm-as -opaque-pointers: %v", err)
	}
	checkResultTypes(t, answers, "cases-opaque.ll", op, &st)
	if st.modules != 2 || st.opaque != 1 || st.insts < 50 {
		t.Errorf("checked %d modules (%d opaque), %d instructions", st.modules, st.opaque, st.insts)
	}
}

// resultRef returns the name written before '=' in instruction i.
func resultRef(m *ast.Module, i int) string {
	text := m.Bytes(m.Insts[i].Span)
	return strings.TrimSpace(string(text[:bytes.IndexByte(text, '=')]))
}

// numberAfter returns the next implicit number after a parameter, block
// or result named name ("" or "%" when unnamed, "%N" when numbered).
func numberAfter(name string, next int) int {
	if name == "" || name == "%" {
		return next + 1
	}
	if n, err := strconv.Atoi(name[1:]); err == nil && name[1] != '+' && name[1] != '-' {
		return n + 1
	}
	return next
}
