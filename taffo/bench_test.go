package taffo_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

// synthModule writes a module of n annotated instructions in functions
// of 100, with 64 distinct InputInfos shared as TAFFO shares them, a
// funinfo per function and an abserror on every other instruction.
func synthModule(n int) string {
	var b strings.Builder
	const infos = 64
	for f := 0; f*100 < n; f++ {
		fmt.Fprintf(&b, "define i32 @f%d(i32 %%a, i32 %%b) !taffo.funinfo !%d {\n", f, 3*infos)
		fmt.Fprintf(&b, "  %%v0 = add i32 %%a, %%b, !taffo.info !%d\n", 2*infos)
		for i := 1; i < 100 && f*100+i < n; i++ {
			fmt.Fprintf(&b, "  %%v%d = mul i32 %%v%d, %%b, !taffo.info !%d", i, i-1, 2*infos+i%infos)
			if i%2 == 0 {
				fmt.Fprintf(&b, ", !taffo.abserror !%d", 3*infos+1)
			}
			b.WriteString("\n")
		}
		b.WriteString("  ret i32 %v0\n}\n")
	}
	for i := 0; i < infos; i++ {
		fmt.Fprintf(&b, "!%d = !{!\"fixp\", i32 -32, i32 %d}\n", i, i%31)
		fmt.Fprintf(&b, "!%d = !{double %d.0, double %d.5}\n", infos+i, -i, i)
	}
	for i := 0; i < infos; i++ {
		fmt.Fprintf(&b, "!%d = !{!%d, !%d, i1 false, i2 1}\n", 2*infos+i, i, infos+i)
	}
	fmt.Fprintf(&b, "!%d = !{i32 1, !%d, i32 1, !%d}\n", 3*infos, 2*infos, 2*infos+1)
	fmt.Fprintf(&b, "!%d = !{double 1.000000e-08}\n", 3*infos+1)
	return b.String()
}

func benchGraph(b *testing.B, n int) (*md.Graph, int) {
	src := synthModule(n)
	m, err := parser.ParseFile("synth.ll", []byte(src), 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	return md.New(m), len(m.Insts)
}

// BenchmarkReaderInfos reads the taffo.info of every instruction of a
// 100k-instruction module through one Reader.
func BenchmarkReaderInfos(b *testing.B) {
	g, n := benchGraph(b, 100000)
	b.ResetTimer()
	for b.Loop() {
		r := taffo.NewReader(g)
		for i := 0; i < n; i++ {
			r.Info(taffo.Inst(i))
		}
	}
}

// BenchmarkGetInfo is the same with the uncached package-level getter.
func BenchmarkGetInfo(b *testing.B) {
	g, n := benchGraph(b, 100000)
	b.ResetTimer()
	for b.Loop() {
		for i := 0; i < n; i++ {
			taffo.GetInfo(g, taffo.Inst(i))
		}
	}
}

// BenchmarkCheck runs the verify checks over the module.
func BenchmarkCheck(b *testing.B) {
	g, _ := benchGraph(b, 100000)
	b.ResetTimer()
	for b.Loop() {
		taffo.Check(g)
	}
}

// BenchmarkList lists every annotated value.
func BenchmarkList(b *testing.B) {
	g, _ := benchGraph(b, 100000)
	b.ResetTimer()
	for b.Loop() {
		taffo.List(g)
	}
}

// BenchmarkSetAbsError writes an abserror on every instruction of a fresh
// graph (n distinct values: n new nodes), then prints the module.
func BenchmarkSetAbsError(b *testing.B) {
	src := synthModule(100000)
	m, err := parser.ParseFile("synth.ll", []byte(src), 0)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for b.Loop() {
		g := md.New(m)
		for i := range m.Insts {
			taffo.SetAbsError(g, taffo.Inst(i), float64(i)*1e-9)
		}
		if _, err := g.Bytes(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSynthModuleChecks keeps the benchmark's module honest: it parses,
// every value reads, and Check finds nothing.
func TestSynthModuleChecks(t *testing.T) {
	g := parse(t, "synth.ll", synthModule(1000))
	if d := taffo.Check(g); len(d) != 0 {
		t.Fatalf("Check: %v", d[0])
	}
	entries, errs := taffo.List(g)
	if len(errs) != 0 || len(entries) != 1000+2*10 {
		t.Errorf("List: %d entries, %v", len(entries), errs)
	}
}
