package errprop

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/corpus"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
)

// taffoTests returns TAFFO's 16 ErrorPropagator lit tests.
func taffoTests(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "taffo", "*", "test-lit", "ErrorPropagator", "*.ll"))
	if err != nil || len(files) != 16 {
		t.Fatalf("want the 16 TAFFO ErrorPropagator tests, found %d (%v)", len(files), err)
	}
	return files
}

// runOptions turns the options of a test's RUN line into Options.
func runOptions(t testing.TB, src []byte) (Options, bool) {
	opt := DefaultOptions()
	debug := false
	line := ""
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "; RUN:") {
			line = l
			break
		}
	}
	if line == "" {
		t.Fatal("no RUN line")
	}
	f := strings.Fields(line)
	for i := 0; i < len(f); i++ {
		num := func() int {
			i++
			n, err := strconv.Atoi(f[i])
			if err != nil {
				t.Fatalf("RUN option %s: %v", f[i-1], err)
			}
			return n
		}
		switch f[i] {
		case "-nounroll":
			opt.NoUnroll = true
		case "-dunroll":
			opt.DefaultUnroll = num()
		case "-maxunroll":
			opt.MaxUnroll = num()
		case "-cmpthresh":
			opt.CmpThreshold = num()
		case "-recur":
			opt.Recursion = num()
		case "-startonly":
			opt.StartOnly = true
		case "-relerror":
			opt.RelError = true
		case "-exactconst":
			opt.ExactConst = true
		case "-sloppyaa":
			opt.SloppyAA = true
		case "-debug-only=errorprop":
			debug = true
		}
	}
	return opt, debug
}

func analyzeFile(t testing.TB, file string, src []byte, opt Options) (*ast.Module, *Result) {
	m, err := parser.ParseFile(file, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Analyze(m, md.New(m), opt)
	if err != nil {
		t.Fatal(err)
	}
	return m, res
}

var (
	checkNode = regexp.MustCompile(`^; CHECK: !(\d+) = !\{double ([^}]+)\}$`)
	checkDag  = regexp.MustCompile(`^; CHECK-DAG: !\{double ([^}]+)\}$`)
	checkInst = regexp.MustCompile(`^; CHECK: (.*?), (!taffo\..*)$`)
	attachRe  = regexp.MustCompile(`!(taffo\.abserror|taffo\.wrongcmptol) !(\d+)`)
	inputErr  = regexp.MustCompile(`(?m)^!\d+ = !\{double ([^,}]+)\}$`)
)

// TestTAFFOValues checks, without LLVM, the errors computed for each TAFFO
// test against its CHECK lines: each instruction line is found in module
// order and must carry the attachments it names, with the value that the
// CHECK line of that node gives, digit for digit; each CHECK-DAG value must
// be among the errors computed (or the input's own error nodes).
func TestTAFFOValues(t *testing.T) {
	for _, file := range taffoTests(t) {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".ll"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			opt, _ := runOptions(t, src)
			m, res := analyzeFile(t, file, src, opt)
			byInst := map[int]InstError{}
			have := map[string]bool{}
			for _, e := range res.Insts {
				byInst[e.Index] = e
				if e.HasError() {
					have[md.FormatDouble(e.AbsError)] = true
				}
				if e.MayBeWrong() {
					have[md.FormatDouble(e.CmpTolerance)] = true
				}
			}
			nodes := map[string]string{}
			var insts, dags []string
			for _, l := range strings.Split(string(src), "\n") {
				if s := checkNode.FindStringSubmatch(l); s != nil {
					nodes[s[1]] = s[2]
				} else if s := checkDag.FindStringSubmatch(l); s != nil {
					dags = append(dags, s[1])
				} else if strings.HasPrefix(l, "; CHECK: ") && attachRe.MatchString(l) && !strings.Contains(l, "Possible overflow") {
					insts = append(insts, l)
				}
			}
			checked := 0
			next := 0
			for _, l := range insts {
				s := checkInst.FindStringSubmatch(l)
				if s == nil {
					t.Fatalf("cannot read %q", l)
				}
				prefix := s[1]
				found := -1
				for i := next; i < len(m.Insts); i++ {
					text := m.Text(m.Insts[i].Span)
					if strings.HasPrefix(text, prefix) && (len(text) == len(prefix) || text[len(prefix)] == ',') {
						found = i
						break
					}
				}
				if found < 0 {
					t.Errorf("no instruction after #%d for %q", next, l)
					continue
				}
				next = found + 1
				e := byInst[found]
				for _, a := range attachRe.FindAllStringSubmatch(s[2], -1) {
					got := e.AbsError
					if a[1] == "taffo.wrongcmptol" {
						got = e.CmpTolerance
					}
					if got != got {
						t.Errorf("%s: no %s", prefix, a[1])
						continue
					}
					if want, ok := nodes[a[2]]; ok {
						checked++
						if g := md.FormatDouble(got); g != want {
							t.Errorf("%s: %s = %s, want %s", prefix, a[1], g, want)
						}
					}
				}
			}
			for _, s := range inputErr.FindAllSubmatch(src, -1) {
				if v, err := strconv.ParseFloat(string(s[1]), 64); err == nil {
					have[md.FormatDouble(v)] = true
				}
			}
			for _, d := range dags {
				v, err := parseLLVMDouble(d)
				if err != nil {
					t.Fatalf("CHECK-DAG value %s: %v", d, err)
				}
				checked++
				if !have[md.FormatDouble(v)] {
					t.Errorf("CHECK-DAG value %s not computed", d)
				}
			}
			if checked == 0 && len(insts) == 0 {
				t.Errorf("nothing checked")
			}
		})
	}
}

func parseLLVMDouble(s string) (float64, error) {
	if strings.HasPrefix(s, "0x") {
		u, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, err
		}
		return mathFloat64frombits(u), nil
	}
	return strconv.ParseFloat(s, 64)
}

// TestTAFFOOverflow checks the "Possible overflow" lines of Overflow.ll,
// which TAFFO prints under -debug-only=errorprop.
func TestTAFFOOverflow(t *testing.T) {
	var file string
	for _, f := range taffoTests(t) {
		if filepath.Base(f) == "Overflow.ll" {
			file = f
		}
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	opt, debug := runOptions(t, src)
	if !debug {
		t.Fatal("Overflow.ll's RUN line asks for -debug-only=errorprop")
	}
	var buf bytes.Buffer
	opt.Debug = &buf
	analyzeFile(t, file, src, opt)
	var want []string
	for _, l := range strings.Split(string(src), "\n") {
		if s, ok := strings.CutPrefix(l, "; CHECK: Possible overflow"); ok {
			want = append(want, strings.Join(strings.Fields("Possible overflow"+s), " "))
		}
	}
	var got []string
	for _, l := range strings.Split(buf.String(), "\n") {
		if i := strings.Index(l, "Possible overflow"); i >= 0 {
			got = append(got, strings.Join(strings.Fields(l[i:]), " "))
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("overflow lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// BenchmarkTAFFO analyses each TAFFO test, parse included.
func BenchmarkTAFFO(b *testing.B) {
	for _, file := range taffoTests(b) {
		src, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		opt, _ := runOptions(b, src)
		b.Run(strings.TrimSuffix(filepath.Base(file), ".ll"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				m, err := parser.ParseFile(file, src, 0)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Analyze(m, md.New(m), opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
