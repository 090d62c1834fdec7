package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
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

// taffoEntry is one entry of "irmeta taffo --json".
type taffoEntry struct {
	Kind     string `json:"kind"`
	Function string `json:"function"`
	Selector string `json:"selector"`
	Path     []int  `json:"path"`
	Type     *struct {
		Text string `json:"text"`
	} `json:"type"`
	Range      []float64 `json:"range"`
	Error      *float64  `json:"error"`
	Conversion bool      `json:"enable_conversion"`
	Final      bool      `json:"final"`
	Pos        string    `json:"pos"`
}

// taffoAttachment matches the TAFFO attachments of an instruction, a
// global or a function header, which the opaque copy loses before "taffo
// annotate" writes them again.
var taffoAttachment = regexp.MustCompile(`,? !taffo\.[a-z]+ !\d+`)

// TestTaffoAnnotateOpaquePointers: TAFFO's 16 ErrorPropagator tests are
// typed-pointer IR. Each is turned into LLVM 22's opaque-pointer IR
// (llvm-as-22 | llvm-dis-22) and stripped of its TAFFO metadata; "irmeta
// taffo annotate" writes the annotations back from a spec made of what
// "irmeta taffo --json" lists on the typed original (struct infos through
// pointers included), and "irmeta errprop" with the test's RUN options must
// then give every instruction the same taffo.abserror and
// taffo.wrongcmptol values as on the typed original.
func TestTaffoAnnotateOpaquePointers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as-22 and llvm-dis-22 per file")
	}
	files := taffoFiles(t)
	compared := 0
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".ll")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			opts := taffoRunOptions(t, src)
			dir := t.TempDir()
			// The opaque-pointer copy, without TAFFO metadata.
			opaque, err := llvm22RoundTrip(src)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(opaque, []byte("*")) && regexp.MustCompile(`\b(i\d+|%[\w.]+)\*`).Match(opaque) {
				t.Fatal("llvm-dis-22 left typed pointers")
			}
			stripped := taffoAttachment.ReplaceAll(opaque, nil)
			if bytes.Contains(stripped, []byte("!taffo.info !")) {
				t.Fatal("TAFFO attachments left after stripping")
			}
			strippedPath := filepath.Join(dir, name+".opaque.ll")
			if err := os.WriteFile(strippedPath, stripped, 0o644); err != nil {
				t.Fatal(err)
			}
			// The spec, from the typed original's annotations.
			var stdout, stderr bytes.Buffer
			if code := run([]string{"--llvm", "14", "taffo", "--json", file}, nil, &stdout, &stderr); code != 0 {
				t.Fatalf("taffo --json: exit %d\n%s", code, stderr.Bytes())
			}
			var entries []taffoEntry
			if err := json.Unmarshal(stdout.Bytes(), &entries); err != nil {
				t.Fatal(err)
			}
			spec := taffoSpec(t, entries, file, src, stripped)
			specPath := filepath.Join(dir, "spec.json")
			if err := os.WriteFile(specPath, spec, 0o644); err != nil {
				t.Fatal(err)
			}
			annotated := filepath.Join(dir, name+".annotated.ll")
			stdout.Reset()
			stderr.Reset()
			code := run([]string{"taffo", "annotate", "-o", annotated, strippedPath, specPath}, nil, &stdout, &stderr)
			if code != 0 {
				t.Fatalf("taffo annotate: exit %d\n%s\nspec:\n%s", code, stderr.Bytes(), spec)
			}
			// The annotations read back from the opaque module are the
			// typed original's, struct fields included.
			stdout.Reset()
			if code := run([]string{"taffo", "--json", annotated}, nil, &stdout, &stderr); code != 0 {
				t.Fatalf("taffo --json on the annotated copy: exit %d\n%s", code, stderr.Bytes())
			}
			var back []taffoEntry
			if err := json.Unmarshal(stdout.Bytes(), &back); err != nil {
				t.Fatal(err)
			}
			if a, b := entryKeys(entries), entryKeys(back); a != b {
				t.Errorf("annotations differ:\ntyped:  %s\nopaque: %s", a, b)
			}
			typed := errpropValues(t, append(append([]string{"errprop"}, opts...), file))
			got := errpropValues(t, append(append([]string{"errprop"}, opts...), annotated))
			if len(typed) == 0 {
				t.Fatal("no error computed on the typed original")
			}
			if strings.Join(typed, "\n") != strings.Join(got, "\n") {
				t.Errorf("values differ:\ntyped:  %q\nopaque: %q", typed, got)
			}
			compared += len(typed)
		})
	}
	t.Logf("%d tests, %d instruction errors equal on the typed and the opaque-pointer modules", len(files), compared)
}

func taffoFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpus.Root(t), "peers", "taffo", "*", "test-lit", "ErrorPropagator", "*.ll"))
	if err != nil || len(files) != 16 {
		t.Fatalf("want the 16 TAFFO tests, found %d", len(files))
	}
	return files
}

// taffoRunOptions returns the errprop options of a test's RUN line.
func taffoRunOptions(t *testing.T, src []byte) []string {
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "; RUN:") {
			m := runOpts.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("cannot read RUN line %q", l)
			}
			return strings.Fields(m[1])
		}
	}
	t.Fatal("no RUN line")
	return nil
}

// llvm22RoundTrip is llvm-as-22 | llvm-dis-22: LLVM 22 reads typed
// pointers as ptr and prints the module as it holds it.
func llvm22RoundTrip(src []byte) ([]byte, error) {
	as := exec.Command("llvm-as-22", "-o", "-")
	as.Stdin = bytes.NewReader(src)
	var bc, errb bytes.Buffer
	as.Stdout, as.Stderr = &bc, &errb
	if err := as.Run(); err != nil {
		return nil, fmt.Errorf("llvm-as-22: %v\n%s", err, errb.Bytes())
	}
	dis := exec.Command("llvm-dis-22", "-o", "-")
	dis.Stdin = &bc
	return dis.Output()
}

// taffoSpec writes the entries as an annotate spec (JSON) for the opaque
// copy: selectors by name carry over; an unnamed instruction, selected by
// its line, is found in the copy as the instruction of the same position
// in its function; struct fields become nested "struct" lists.
func taffoSpec(t *testing.T, entries []taffoEntry, file string, typedSrc, opaqueSrc []byte) []byte {
	t.Helper()
	typedLines := instLines(t, file, typedSrc)
	opaqueLines := instLines(t, "opaque.ll", opaqueSrc)
	type annotation = map[string]any
	spec := map[string]annotation{}
	var order []string
	info := func(e taffoEntry) annotation {
		a := annotation{"range": e.Range, "conversion": e.Conversion, "final": e.Final}
		if e.Type != nil {
			a["type"] = e.Type.Text
		}
		if e.Error != nil {
			a["error"] = *e.Error
		}
		return a
	}
	for _, e := range entries {
		sel := e.Selector
		if fn, line, ok := strings.Cut(sel, ":"); ok && !strings.HasPrefix(line, "%") {
			n, err := strconv.Atoi(line)
			if err != nil {
				t.Fatalf("selector %s", sel)
			}
			k, ok := typedLines.index[fn][n]
			if !ok || k >= len(opaqueLines.lines[fn]) {
				t.Fatalf("%s: no instruction of %s on line %d in the copy", sel, fn, n)
			}
			sel = fmt.Sprintf("%s:%d", fn, opaqueLines.lines[fn][k])
		}
		a, seen := spec[sel]
		if !seen {
			order = append(order, sel)
		}
		if e.Kind != "field" {
			spec[sel] = info(e)
			continue
		}
		if a == nil {
			a = annotation{}
			spec[sel] = a
		}
		// Place the field's info at its path in nested lists.
		list, _ := a["struct"].([]any)
		a["struct"] = setPath(list, e.Path, info(e))
	}
	out := map[string]annotation{}
	for _, sel := range order {
		out[sel] = spec[sel]
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// setPath stores v at path in nested lists, growing them with nulls.
func setPath(list []any, path []int, v any) []any {
	i := path[0]
	for len(list) <= i {
		list = append(list, nil)
	}
	if len(path) == 1 {
		list[i] = v
		return list
	}
	sub, _ := list[i].([]any)
	list[i] = setPath(sub, path[1:], v)
	return list
}

// funcInstLines gives, per function, the line of each instruction in
// order, and back from a line to the instruction's position.
type funcInstLines struct {
	lines map[string][]int
	index map[string]map[int]int
}

func instLines(t *testing.T, name string, src []byte) funcInstLines {
	t.Helper()
	m, err := parser.ParseFile(name, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := funcInstLines{lines: map[string][]int{}, index: map[string]map[int]int{}}
	funcs := instFuncs(m)
	for i := range m.Insts {
		fn := m.Functions[funcs[i]].Name
		line := m.Position(m.Insts[i].Span.Start).Line
		if out.index[fn] == nil {
			out.index[fn] = map[int]int{}
		}
		out.index[fn][line] = len(out.lines[fn])
		out.lines[fn] = append(out.lines[fn], line)
	}
	return out
}

// errpropValues runs irmeta with args and lists, per instruction in module
// order, its function, position in the function and TAFFO outputs.
func errpropValues(t *testing.T, args []string) []string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(args, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("irmeta %s: exit %d\n%s", strings.Join(args, " "), code, stderr.Bytes())
	}
	m, err := parser.ParseFile("out.ll", stdout.Bytes(), 0)
	if err != nil {
		t.Fatal(err)
	}
	g := md.New(m)
	var out []string
	pos := map[int]int{}
	funcs := instFuncs(m)
	for i := range m.Insts {
		f := funcs[i]
		k := pos[f]
		pos[f]++
		for _, kind := range []string{"taffo.abserror", "taffo.wrongcmptol"} {
			if n := g.Attachment(md.Inst(i), kind); n != nil {
				out = append(out, fmt.Sprintf("%s #%d %s %s", m.Functions[f].Name, k, kind, md.Format(n)))
			}
		}
	}
	return out
}

// instFuncs returns the function of each instruction.
func instFuncs(m *ast.Module) []int {
	out := make([]int, len(m.Insts))
	f := 0
	for i := range m.Insts {
		for f < len(m.Functions) && m.Functions[f].Body.End <= m.Insts[i].Start {
			f++
		}
		out[i] = f
	}
	return out
}

// entryKeys describes the annotations without positions and line
// selectors (which differ between the copies).
func entryKeys(es []taffoEntry) string {
	var b strings.Builder
	for _, e := range es {
		sel := e.Selector
		if fn, rest, ok := strings.Cut(sel, ":"); ok && !strings.HasPrefix(rest, "%") {
			sel = fn + ":LINE"
		}
		typ := "-"
		if e.Type != nil {
			typ = e.Type.Text
		}
		errv := "-"
		if e.Error != nil {
			errv = strconv.FormatFloat(*e.Error, 'g', -1, 64)
		}
		fmt.Fprintf(&b, "%s %s %v %s %v %s %v %v; ", e.Kind, sel, e.Path, typ, e.Range, errv, e.Conversion, e.Final)
	}
	return b.String()
}
