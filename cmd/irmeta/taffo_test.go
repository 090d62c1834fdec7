package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/irmeta/irmeta/internal/corpus"
)

// textOracle reads TAFFO annotations straight from the text of a simple
// module (one node per line, operands separated by ", "), without the
// parser or the md graph, to check what "irmeta taffo" lists.
type textOracle struct {
	t     *testing.T
	lines []string
	nodes map[string]string // "!7" → "!{...}"
}

var nodeDefRE = regexp.MustCompile(`^(![0-9]+) = (!\{.*\})\s*$`)

func newTextOracle(t *testing.T, src []byte) *textOracle {
	o := &textOracle{t: t, lines: strings.Split(string(src), "\n"), nodes: map[string]string{}}
	for _, l := range o.lines {
		if m := nodeDefRE.FindStringSubmatch(l); m != nil {
			o.nodes[m[1]] = m[2]
		}
	}
	return o
}

// ops splits a tuple's text into operands.
func (o *textOracle) ops(ref string) []string {
	n, ok := o.nodes[ref]
	if !ok {
		o.t.Fatalf("node %s not defined", ref)
	}
	return strings.Split(strings.TrimSuffix(strings.TrimPrefix(n, "!{"), "}"), ", ")
}

func isNullText(s string) bool { return s == "i1 0" || s == "i1 false" }

func parseDoubleText(t *testing.T, s string) float64 {
	s = strings.TrimPrefix(s, "double ")
	if strings.HasPrefix(s, "0x") {
		u, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		return math.Float64frombits(u)
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// want is an info as the text gives it, in the JSON shape.
type wantInfo struct {
	Width    int32
	Frac     uint32
	Range    [2]float64
	HasError bool
	Error    float64
}

func (o *textOracle) info(ref string) wantInfo {
	ops := o.ops(ref)
	var w wantInfo
	if !isNullText(ops[0]) {
		ty := o.ops(ops[0])
		if ty[0] != `!"fixp"` {
			o.t.Fatalf("%s: not a fixp type: %v", ops[0], ty)
		}
		wd, _ := strconv.ParseInt(strings.TrimPrefix(ty[1], "i32 "), 10, 32)
		fr, _ := strconv.ParseUint(strings.TrimPrefix(ty[2], "i32 "), 10, 32)
		w.Width, w.Frac = int32(wd), uint32(fr)
	}
	if !isNullText(ops[1]) {
		rg := o.ops(ops[1])
		w.Range = [2]float64{parseDoubleText(o.t, rg[0]), parseDoubleText(o.t, rg[1])}
	}
	if !isNullText(ops[2]) {
		w.HasError = true
		w.Error = parseDoubleText(o.t, o.ops(ops[2])[0])
	}
	return w
}

type listedEntry struct {
	Kind     string `json:"kind"`
	Value    string `json:"value"`
	Selector string `json:"selector"`
	Arg      *int   `json:"arg"`
	Type     *struct {
		Width    int32  `json:"width"`
		FracBits uint32 `json:"frac_bits"`
	} `json:"type"`
	Range []float64 `json:"range"`
	Error *float64  `json:"error"`
	Pos   string    `json:"pos"`
}

func (e listedEntry) asWant() wantInfo {
	w := wantInfo{}
	if e.Type != nil {
		w.Width, w.Frac = e.Type.Width, e.Type.FracBits
	}
	if len(e.Range) == 2 {
		w.Range = [2]float64{e.Range[0], e.Range[1]}
	}
	if e.Error != nil {
		w.HasError, w.Error = true, *e.Error
	}
	return w
}

var (
	infoRefRE    = regexp.MustCompile(`!taffo\.info (![0-9]+)`)
	funinfoRefRE = regexp.MustCompile(`!taffo\.funinfo (![0-9]+)`)
)

// TestTaffoListMatchesText lists every TAFFO test input with "irmeta
// taffo --json" and checks each listed instruction, global and parameter
// against the metadata text: the line at the entry's position holds
// !taffo.info !N (or the function's !taffo.funinfo), whose type, range and
// error nodes give the same numbers; and every !taffo.info line of the
// text is listed.
func TestTaffoListMatchesText(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "taffo", "*", "test-lit", "ErrorPropagator", "*.ll"))
	if len(files) < 16 {
		t.Fatalf("only %d TAFFO test inputs", len(files))
	}
	checked := 0
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			o := newTextOracle(t, src)
			var stdout, stderr bytes.Buffer
			if code := run([]string{"taffo", "--json", path}, nil, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			var entries []listedEntry
			if err := json.Unmarshal(stdout.Bytes(), &entries); err != nil {
				t.Fatal(err)
			}
			listedLines := map[int]bool{}
			for _, e := range entries {
				colon := strings.LastIndex(e.Pos[:strings.LastIndex(e.Pos, ":")], ":")
				line, _ := strconv.Atoi(e.Pos[colon+1 : strings.LastIndex(e.Pos, ":")])
				text := o.lines[line-1]
				// An instruction continues on more deeply indented lines.
				indent := len(text) - len(strings.TrimLeft(text, " "))
				for j := line; j < len(o.lines) && len(o.lines[j])-len(strings.TrimLeft(o.lines[j], " ")) > indent; j++ {
					text += " " + strings.TrimSpace(o.lines[j])
					listedLines[j+1] = listedLines[line] || infoRefRE.MatchString(o.lines[j])
				}
				var want wantInfo
				switch e.Kind {
				case "inst", "global":
					m := infoRefRE.FindStringSubmatch(text)
					if m == nil {
						continue // an entry for other keys
					}
					listedLines[line] = true
					want = o.info(m[1])
				case "arg":
					m := funinfoRefRE.FindStringSubmatch(text)
					if m == nil {
						t.Fatalf("%s: line %d has no funinfo", e.Selector, line)
					}
					pairs := o.ops(m[1])
					if pairs[2**e.Arg] != "i32 1" {
						t.Fatalf("%s: listed as InputInfo, text says %s", e.Selector, pairs[2**e.Arg])
					}
					want = o.info(pairs[2**e.Arg+1])
				default:
					continue
				}
				checked++
				if got := e.asWant(); got != want {
					t.Errorf("%s: listed %+v, text %+v", e.Selector, got, want)
				}
			}
			for i, l := range o.lines {
				if !strings.HasPrefix(strings.TrimSpace(l), ";") && infoRefRE.MatchString(l) && !listedLines[i+1] {
					t.Errorf("line %d has taffo.info but is not listed: %s", i+1, l)
				}
			}
		})
	}
	t.Logf("%d listed values checked against the text", checked)
	if checked < 100 {
		t.Errorf("only %d values checked", checked)
	}
}

// TestTaffoAnnotateLLVM: what "taffo annotate" writes for the script
// tests is accepted by llvm-as 14.
func TestTaffoAnnotateLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as")
	}
	dir := t.TempDir()
	for _, name := range []string{"taffo_annotate.txtar", "taffo_annotate_json_stdin.txtar", "taffo_annotate_write.txtar"} {
		ar, err := txtar.ParseFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		// The edited module is the stdout or want/ section.
		var mod []byte
		for _, f := range ar.Files {
			if f.Name == "stdout" || strings.HasPrefix(f.Name, "want/") {
				mod = f.Data
			}
		}
		if len(mod) == 0 {
			t.Fatalf("%s: no edited module", name)
		}
		p := filepath.Join(dir, name+".ll")
		os.WriteFile(p, mod, 0o644)
		if out, err := exec.Command("llvm-as", "-o", os.DevNull, p).CombinedOutput(); err != nil {
			t.Errorf("%s: llvm-as rejects the annotated module: %v\n%s", name, err, out)
		}
	}
}
