package main

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/analysis"

	"github.com/spf13/cobra"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/dtrans"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/loops"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/modflags"
	"github.com/irmeta/irmeta/opencl"
	"github.com/irmeta/irmeta/taffo"
)

// moduleReport is what "irmeta report" says about a module: one section per
// schema, each present only when the module has that metadata (Verify is
// always there).
type moduleReport struct {
	File      string             `json:"file"`
	Module    reportModule       `json:"module"`
	DebugInfo *reportDebugInfo   `json:"debug_info,omitempty"`
	Flags     []reportFlag       `json:"module_flags,omitempty"`
	Loops     []jsonLoop         `json:"loops,omitempty"`
	OpenCL    *openclReport      `json:"opencl,omitempty"`
	Taffo     []jsonTaffoEntry   `json:"taffo,omitempty"`
	DTrans    []jsonDTransItem   `json:"dtrans,omitempty"`
	Problems  []string           `json:"problems,omitempty"`
	Verify    reportVerification `json:"verify"`

	// TaffoProblems are the annotations TAFFO's reader could not read
	// (verify says more).
	TaffoProblems []string `json:"taffo_problems,omitempty"`
	// loopList and kernels are the loops and kernels the sections
	// describe, for the pictures of the HTML page.
	loopList []*analysis.Loop
	kernels  []opencl.Kernel
}

// reportModule identifies the module.
type reportModule struct {
	SourceFilename    string   `json:"source_filename,omitempty"`
	Producers         []string `json:"producers,omitempty"`
	Triple            string   `json:"triple,omitempty"`
	DataLayout        string   `json:"datalayout,omitempty"`
	FunctionsDefined  int      `json:"functions_defined"`
	FunctionsDeclared int      `json:"functions_declared"`
	Globals           int      `json:"globals"`
	Instructions      int      `json:"instructions"`
	MetadataNodes     int      `json:"metadata_nodes"`
}

// reportDebugInfo is the debug-info section: the compile units and how much
// of the code has debug info.
type reportDebugInfo struct {
	CompileUnits     []reportCompileUnit `json:"compile_units"`
	DwarfVersion     int64               `json:"dwarf_version,omitempty"`
	DebugInfoVersion int64               `json:"debug_info_version,omitempty"`
	// FunctionsWithDbg counts defined functions with a !dbg subprogram,
	// InstructionsWithLoc instructions with a !dbg location (debug records
	// and debug intrinsics are not counted).
	FunctionsDefined    int      `json:"functions_defined"`
	FunctionsWithDbg    int      `json:"functions_with_dbg"`
	Instructions        int      `json:"instructions"`
	InstructionsWithLoc int      `json:"instructions_with_location"`
	DebugRecords        int      `json:"debug_records"`
	DebugIntrinsics     int      `json:"debug_intrinsic_calls"`
	WithoutDbg          []string `json:"functions_without_dbg,omitempty"`
}

// reportCompileUnit is one DICompileUnit.
type reportCompileUnit struct {
	File         string `json:"file,omitempty"`
	Language     string `json:"language,omitempty"`
	Producer     string `json:"producer,omitempty"`
	EmissionKind string `json:"emission_kind"`
	Optimized    bool   `json:"optimized"`
	Pos          string `json:"pos,omitempty"`
}

// reportFlag is a module flag with what linking does with it.
type reportFlag struct {
	jsonFlag
	Linking string `json:"linking"`
}

// reportVerification is verify's verdict: every registered check ran.
type reportVerification struct {
	Checkers    []string                  `json:"checkers"`
	Errors      int                       `json:"errors"`
	Warnings    int                       `json:"warnings"`
	ByChecker   map[string]*reportCounts  `json:"by_checker"`
	Diagnostics []jsonDiag                `json:"diagnostics"`
	byMessage   map[string]*messageCounts // for grouping repeated messages
}

type reportCounts struct {
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
}

type messageCounts struct {
	checker, severity, msg string
	n                      int
}

// buildReport reads every schema of the module.
func buildReport(g *md.Graph) *moduleReport {
	m := g.Module
	r := &moduleReport{File: m.File.Name}
	r.Module = reportModule{SourceFilename: m.SourceFilename, Triple: m.Triple, DataLayout: m.DataLayout, MetadataNodes: len(m.MDDefs)}
	for i := range m.Functions {
		if m.Functions[i].Declare {
			r.Module.FunctionsDeclared++
		} else {
			r.Module.FunctionsDefined++
		}
	}
	r.Module.Globals = len(m.Globals)
	for i := range m.Insts {
		if m.Insts[i].Op != ast.OpDbgRecord {
			r.Module.Instructions++
		}
	}
	r.DebugInfo = readDebugInfo(g)
	r.Module.Producers = producers(g, r.DebugInfo)

	for _, f := range modflags.Read(g) {
		jf := jsonFlag{Index: f.Index, Behavior: int64(f.Behavior), Name: f.Behavior.String(), ID: f.ID, Value: md.FormatOperand(f.Value)}
		if p := f.Node.Pos(); p.IsValid() {
			jf.Pos = p.String()
		}
		if k, ok := modflags.Lookup(f.ID); ok {
			jf.Doc = k.Doc
		}
		r.Flags = append(r.Flags, reportFlag{jsonFlag: jf, Linking: linkingRule(f)})
	}

	if ls, err := analysis.FindAllLoops(g); err != nil {
		r.Problems = append(r.Problems, "loops: "+err.Error())
	} else if len(ls) > 0 {
		r.Loops = describeLoops(g, ls, true)
		r.loopList = ls
	}

	if ks, err := opencl.Kernels(g); err != nil {
		r.Problems = append(r.Problems, "opencl: "+err.Error())
	} else {
		r.kernels = ks
		oc := buildOpenCLReport(g, ks, true)
		if len(oc.Kernels)+len(oc.Functions)+len(oc.Globals)+len(oc.Module)+len(oc.Problems) > 0 {
			r.OpenCL = oc
		}
	}

	entries, errs := taffo.List(g)
	for _, e := range entries {
		r.Taffo = append(r.Taffo, toJSONEntry(e))
	}
	for _, e := range errs {
		r.TaffoProblems = append(r.TaffoProblems, e.Error())
	}

	for _, it := range dtrans.List(g) {
		r.DTrans = append(r.DTrans, jsonDTransItem{Pos: it.Pos.String(), Where: it.Where, Kind: it.Kind, Type: it.Type, Ptr: it.Ptr, Global: it.Global, Content: it.Content, Error: it.Err})
	}

	r.Verify = verifyGraph(g)
	return r
}

// verifyGraph runs every registered check, as "irmeta verify" does after a
// successful parse.
func verifyGraph(g *md.Graph) reportVerification {
	v := reportVerification{Checkers: check.Names(), ByChecker: map[string]*reportCounts{}, Diagnostics: []jsonDiag{}, byMessage: map[string]*messageCounts{}}
	if v.Checkers == nil {
		v.Checkers = []string{}
	}
	for _, d := range check.Run(g) {
		c := v.ByChecker[d.Checker]
		if c == nil {
			c = &reportCounts{}
			v.ByChecker[d.Checker] = c
		}
		if d.Severity == check.Error {
			v.Errors++
			c.Errors++
		} else {
			v.Warnings++
			c.Warnings++
		}
		v.Diagnostics = append(v.Diagnostics, jsonDiag{File: d.Pos.Filename, Line: d.Pos.Line, Col: d.Pos.Column, Severity: d.Severity.String(), Checker: d.Checker, Message: d.Msg})
		key := d.Checker + "\x00" + d.Severity.String() + "\x00" + d.Msg
		if mc := v.byMessage[key]; mc != nil {
			mc.n++
		} else {
			v.byMessage[key] = &messageCounts{checker: d.Checker, severity: d.Severity.String(), msg: d.Msg, n: 1}
		}
	}
	return v
}

// readDebugInfo reads the compile units and counts what has debug info; nil
// when the module has none.
func readDebugInfo(g *md.Graph) *reportDebugInfo {
	m := g.Module
	cus := g.Named("llvm.dbg.cu")
	dbgKind := -1
	for i, k := range m.AttachKinds {
		if k == "dbg" {
			dbgKind = i
		}
	}
	if cus == nil && dbgKind < 0 {
		return nil
	}
	d := &reportDebugInfo{CompileUnits: []reportCompileUnit{}}
	if cus != nil {
		for _, n := range cus.Nodes {
			if n == nil || n.Name != "DICompileUnit" {
				continue
			}
			cu := reportCompileUnit{Producer: fieldText(n, "producer"), Language: fieldText(n, "language"), EmissionKind: fieldText(n, "emissionKind"), Optimized: fieldText(n, "isOptimized") == "true"}
			if cu.EmissionKind == "" {
				cu.EmissionKind = "NoDebug"
			}
			if f, ok := n.Field("file").(*md.Node); ok && f != nil {
				cu.File = fieldText(f, "filename")
			}
			if p := n.Pos(); p.IsValid() {
				cu.Pos = p.String()
			}
			d.CompileUnits = append(d.CompileUnits, cu)
		}
	}
	d.DwarfVersion, _ = modflags.DwarfVersion(g)
	d.DebugInfoVersion, _ = modflags.DebugInfoVersion(g)
	hasDbg := func(list []ast.Attachment) bool {
		for _, a := range list {
			if int(a.Kind) == dbgKind {
				return true
			}
		}
		return false
	}
	for i := range m.Functions {
		f := &m.Functions[i]
		if f.Declare {
			continue
		}
		d.FunctionsDefined++
		if hasDbg(f.Attachments) {
			d.FunctionsWithDbg++
		} else {
			d.WithoutDbg = append(d.WithoutDbg, f.Name)
		}
	}
	for i := range m.Insts {
		in := &m.Insts[i]
		if in.Op == ast.OpDbgRecord {
			d.DebugRecords++
			continue
		}
		if in.Op == ast.OpCall && ast.DebugIntrinsicCalled(m.Bytes(in.Span)) != ast.NotDebugIntrinsic {
			d.DebugIntrinsics++
			continue
		}
		d.Instructions++
		first, n := int(in.AttachFirst), int(in.AttachCount)
		if n > 0 && hasDbg(m.InstAttachments[first:first+n]) {
			d.InstructionsWithLoc++
		}
	}
	return d
}

// fieldText is a specialized node's field as plain text: strings without
// quotes, keywords and numbers as written.
func fieldText(n *md.Node, name string) string {
	switch v := n.Field(name).(type) {
	case nil:
		return ""
	case *md.String:
		return v.Value
	case *md.Literal:
		return v.Text
	default:
		return md.FormatOperand(v)
	}
}

// producers lists the distinct producers the module names: its compile
// units' and !llvm.ident's.
func producers(g *md.Graph, d *reportDebugInfo) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	if d != nil {
		for _, cu := range d.CompileUnits {
			add(cu.Producer)
		}
	}
	if l := g.Named("llvm.ident"); l != nil {
		for _, n := range l.Nodes {
			if n != nil && n.NumOperands() > 0 {
				if s, ok := n.Operand(0).(*md.String); ok {
					add(s.Value)
				}
			}
		}
	}
	return out
}

// linkingRule says what linking two modules does with a flag of this
// behavior, as LLVM's IRLinker rules have it.
func linkingRule(f modflags.Flag) string {
	switch f.Behavior {
	case modflags.Error:
		return "error if another module has a different value"
	case modflags.Warning:
		return "warning if another module differs; the first value stays"
	case modflags.Require:
		if pair, ok := f.Value.(*md.Node); ok && pair.NumOperands() == 2 {
			return fmt.Sprintf("linking fails unless the result has %q = %s", requiredID(f), md.FormatOperand(pair.Operand(1)))
		}
		return "linking fails unless the required flag has the required value"
	case modflags.Override:
		return "this value wins; two different overrides are an error"
	case modflags.Append:
		return "the other modules' lists are appended"
	case modflags.AppendUnique:
		return "the other modules' lists are appended, without duplicates"
	case modflags.Max:
		return "the largest value wins"
	case modflags.Min:
		return "the smallest value wins (LLVM 15 and later)"
	}
	return "unknown behavior"
}

// requestedModes lists a loop's transformations whose mode is not
// Unspecified, as "vectorize=ForcedByUser".
func requestedModes(l jsonLoop) []string {
	var out []string
	for _, t := range loops.Transforms {
		if m := l.Modes[t.String()]; m != "" && m != loops.Unspecified.String() {
			out = append(out, t.String()+"="+m)
		}
	}
	return out
}

func newReportCmd(env cli.Env) *cobra.Command {
	var asJSON, asHTML bool
	var limit int
	c := &cobra.Command{
		Use:   "report [--json|--html] [--limit N] FILE",
		Short: "One page of what the module's metadata says, schema by schema, with verify's findings",
		Long: `report reads every schema irmeta knows and prints one page, each section
only when the module has that metadata:

  module       source file, producer, target triple and data layout, sizes
  debug info   compile units (language, emission kind), DWARF version, and
               coverage: defined functions with a DISubprogram, instructions
               with a location
  module flags each flag with its behavior and what linking does with it
  loops        every loop with its source location, header, loop ID, the
               transformations it requests and their mode
  OpenCL       kernels with their arguments and attributes
  TAFFO        annotated values with type, range, error, target
  DTrans       type hints, SOA-to-AOS marks, pointer annotations
  verify       the findings of every registered check, counted by checker

Long lists stop after --limit rows (0: no limit); "irmeta loops", "taffo",
"dtrans", "opencl" and "verify" list everything. --json prints all of it as
one object; --html a self-contained page (inline CSS, pictures of loop IDs
and kernel arguments drawn as inline SVG, no Graphviz needed). The exit
status is 1 when verify finds errors, as for "irmeta verify".`,
		Example: `  irmeta report examples/tour.ll
  irmeta report --html prog.ll > prog.html
  irmeta report --json prog.bc | jq .verify`,
		Args: exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if asJSON && asHTML {
				return cli.Usagef("--json and --html exclude each other")
			}
			if limit < 0 {
				return cli.Usagef("--limit must be 0 or more")
			}
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			r := buildReport(g)
			switch {
			case asJSON:
				err = writeJSON(env.Stdout, r)
			case asHTML:
				err = writeReportHTML(env.Stdout, g, r, limit)
			default:
				writeReportText(env.Stdout, r, limit)
			}
			if err == nil && r.Verify.Errors > 0 {
				err = cli.Silent(1) // as verify: the module has errors
			}
			return err
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the report as one JSON object")
	c.Flags().BoolVar(&asHTML, "html", false, "print the report as a self-contained HTML page")
	c.Flags().IntVar(&limit, "limit", 20, "show at most `N` rows of each list (0: all)")
	return c
}

// percent renders n of total as "n of total (p%)".
func percent(n, total int) string {
	if total == 0 {
		return fmt.Sprintf("%d of %d", n, total)
	}
	return fmt.Sprintf("%d of %d (%.1f%%)", n, total, 100*float64(n)/float64(total))
}

// cut returns at most limit rows (all for 0) and how many were left out.
func cut[T any](rows []T, limit int) ([]T, int) {
	if limit == 0 || len(rows) <= limit {
		return rows, 0
	}
	return rows[:limit], len(rows) - limit
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// verifyHeadline is "no findings" or "2 errors, 1 warning".
func (v reportVerification) headline() string {
	if v.Errors+v.Warnings == 0 {
		return "no findings"
	}
	var parts []string
	if v.Errors > 0 {
		parts = append(parts, plural(v.Errors, "error", "errors"))
	}
	if v.Warnings > 0 {
		parts = append(parts, plural(v.Warnings, "warning", "warnings"))
	}
	return strings.Join(parts, ", ")
}

// checkerCounts is "loops: 2 errors; taffo: 1 warning", by checker name.
func (v reportVerification) checkerCounts() []string {
	names := make([]string, 0, len(v.ByChecker))
	for n := range v.ByChecker {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []string
	for _, n := range names {
		c := v.ByChecker[n]
		var parts []string
		if c.Errors > 0 {
			parts = append(parts, plural(c.Errors, "error", "errors"))
		}
		if c.Warnings > 0 {
			parts = append(parts, plural(c.Warnings, "warning", "warnings"))
		}
		out = append(out, n+": "+strings.Join(parts, ", "))
	}
	return out
}

// messages groups repeated findings: each distinct message with its count,
// most frequent first.
func (v reportVerification) messages() []*messageCounts {
	out := make([]*messageCounts, 0, len(v.byMessage))
	for _, mc := range v.byMessage {
		out = append(out, mc)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.n != b.n {
			return a.n > b.n
		}
		if a.severity != b.severity {
			return a.severity == "error"
		}
		return a.checker+a.msg < b.checker+b.msg
	})
	return out
}

// writeReportText prints the report as text, one section per schema.
func writeReportText(w io.Writer, r *moduleReport, limit int) {
	section := func(title string) { fmt.Fprintf(w, "\n== %s\n", title) }
	more := func(n int, cmd string) {
		if n > 0 {
			fmt.Fprintf(w, "  ... %d more (irmeta %s %s, or --limit 0)\n", n, cmd, r.File)
		}
	}
	fmt.Fprintf(w, "%s\n", r.File)
	t := newTable(w)
	mo := r.Module
	if mo.SourceFilename != "" {
		fmt.Fprintf(t, "source\t%s\n", mo.SourceFilename)
	}
	for _, p := range mo.Producers {
		fmt.Fprintf(t, "producer\t%s\n", p)
	}
	if mo.Triple != "" {
		fmt.Fprintf(t, "target\t%s\n", mo.Triple)
	}
	if mo.DataLayout != "" {
		fmt.Fprintf(t, "datalayout\t%s\n", mo.DataLayout)
	}
	fmt.Fprintf(t, "contents\t%d functions defined, %d declared, %d globals, %d instructions, %d metadata nodes\n",
		mo.FunctionsDefined, mo.FunctionsDeclared, mo.Globals, mo.Instructions, mo.MetadataNodes)
	t.Flush()

	if d := r.DebugInfo; d != nil {
		section("Debug info")
		t := newTable(w)
		for _, cg := range groupCompileUnits(d.CompileUnits) {
			files, rest := cut(cg.Files, limit)
			list := strings.Join(files, " ")
			if rest > 0 {
				list += fmt.Sprintf(" ... %d more", rest)
			}
			what := "compile unit"
			if len(cg.Files) > 1 {
				what = fmt.Sprintf("%d compile units", len(cg.Files))
			}
			fmt.Fprintf(t, "%s\t%s: %s\n", what, cg.Kind, list)
		}
		if d.DwarfVersion != 0 || d.DebugInfoVersion != 0 {
			fmt.Fprintf(t, "versions\tDWARF %d, debug info version %d\n", d.DwarfVersion, d.DebugInfoVersion)
		}
		fmt.Fprintf(t, "functions\t%s defined functions have a DISubprogram\n", percent(d.FunctionsWithDbg, d.FunctionsDefined))
		fmt.Fprintf(t, "instructions\t%s instructions have a location\n", percent(d.InstructionsWithLoc, d.Instructions))
		if d.DebugRecords+d.DebugIntrinsics > 0 {
			fmt.Fprintf(t, "variables\t%d debug records, %d llvm.dbg.* calls\n", d.DebugRecords, d.DebugIntrinsics)
		}
		if len(d.WithoutDbg) > 0 {
			shown, rest := cut(d.WithoutDbg, limit)
			s := strings.Join(shown, " ")
			if rest > 0 {
				s += fmt.Sprintf(" ... %d more", rest)
			}
			fmt.Fprintf(t, "no subprogram\t%s\n", s)
		}
		t.Flush()
	}

	if len(r.Flags) > 0 {
		section(fmt.Sprintf("Module flags (%d)", len(r.Flags)))
		t := newTable(w)
		fmt.Fprintln(t, "  behavior\tid\tvalue\twhen linking")
		for _, f := range r.Flags {
			fmt.Fprintf(t, "  %s\t%s\t%s\t%s\n", f.Name, f.ID, f.Value, f.Linking)
		}
		t.Flush()
	}

	if len(r.Loops) > 0 {
		section(fmt.Sprintf("Loops (%d)", len(r.Loops)))
		shown, rest := cut(r.Loops, limit)
		for _, l := range shown {
			head := fmt.Sprintf("%s %s", l.Function, l.Header)
			if l.Location != "" {
				head += "  at " + l.Location
			}
			head += fmt.Sprintf("  depth %d", l.Depth)
			if l.Parallel {
				head += ", parallel"
			}
			if l.ID != "" {
				head += "  loop ID " + l.ID
			}
			fmt.Fprintf(w, "  %s\n", head)
			if req := requestedModes(l); len(req) > 0 {
				fmt.Fprintf(w, "      requests    %s\n", strings.Join(req, " "))
			}
			if len(l.Attributes) > 0 {
				var attrs []string
				for _, a := range l.Attributes {
					s := shortName(a.Name)
					if a.Value != "" {
						s += "=" + a.Value
					}
					attrs = append(attrs, s)
				}
				fmt.Fprintf(w, "      attributes  %s\n", strings.Join(attrs, " "))
			}
		}
		more(rest, "loops")
	}

	if r.OpenCL != nil {
		section(fmt.Sprintf("OpenCL (%s)", plural(len(r.OpenCL.Kernels), "kernel", "kernels")))
		printOpenCLReport(&indent{w: w}, r.OpenCL)
	}

	if len(r.Taffo) > 0 || len(r.TaffoProblems) > 0 {
		section(fmt.Sprintf("TAFFO (%s)", plural(len(r.Taffo), "annotated value", "annotated values")))
		shown, rest := cut(r.Taffo, limit)
		t := newTable(w)
		fmt.Fprintln(t, "  value\ttype\trange\terror\ttarget\tabserror\tother")
		for _, e := range shown {
			ty, rg, ie := "-", "-", "-"
			if e.Type != nil {
				ty = e.Type.Text
			}
			if len(e.Range) == 2 {
				rg = fmt.Sprintf("[%g, %g]", float64(e.Range[0]), float64(e.Range[1]))
			}
			if e.Error != nil {
				ie = fmt.Sprintf("%g", float64(*e.Error))
			}
			abs := "-"
			if e.AbsError != nil {
				abs = fmt.Sprintf("%g", float64(*e.AbsError))
			}
			fmt.Fprintf(t, "  %s\t%s\t%s\t%s\t%s\t%s\t%s\n", e.Selector, ty, rg, ie, orDash(e.Target), abs, orDash(strings.Join(e.Other, " ")))
		}
		t.Flush()
		more(rest, "taffo")
		for _, e := range r.TaffoProblems {
			fmt.Fprintf(w, "  unreadable: %s\n", e)
		}
	}

	if len(r.DTrans) > 0 {
		section(fmt.Sprintf("DTrans (%s)", plural(len(r.DTrans), "item", "items")))
		shown, rest := cut(r.DTrans, limit)
		t := newTable(w)
		for _, it := range shown {
			detail := it.Type
			switch {
			case it.Error != "":
				detail = "error: " + it.Error
			case it.Global != "":
				detail = fmt.Sprintf("%s  %q", it.Ptr, it.Content)
			}
			fmt.Fprintf(t, "  %s\t%s\t%s\n", it.Where, it.Kind, detail)
		}
		t.Flush()
		more(rest, "dtrans")
	}

	for _, p := range r.Problems {
		fmt.Fprintf(w, "\nproblem: %s\n", p)
	}

	v := r.Verify
	section("Verify: " + v.headline())
	fmt.Fprintf(w, "  checks run: %s\n", strings.Join(v.Checkers, ", "))
	if c := v.checkerCounts(); len(c) > 0 {
		fmt.Fprintf(w, "  by checker: %s\n", strings.Join(c, "; "))
	}
	msgs, rest := cut(v.messages(), limit)
	for _, mc := range msgs {
		first := ""
		for _, d := range v.Diagnostics {
			if d.Checker == mc.checker && d.Message == mc.msg && d.Severity == mc.severity {
				first = diagPos(d)
				break
			}
		}
		count := ""
		if mc.n > 1 {
			count = fmt.Sprintf(" (%d times, first at %s)", mc.n, first)
		} else {
			count = " (" + first + ")"
		}
		fmt.Fprintf(w, "  %s: [%s] %s%s\n", mc.severity, mc.checker, mc.msg, count)
	}
	more(rest, "verify")
}

// diagPos is a diagnostic's "file:line:col".
func diagPos(d jsonDiag) string {
	if d.Line == 0 {
		return d.File
	}
	return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)
}

// indent prefixes every line written through it with two spaces (blank
// lines stay blank), whatever pieces the lines come in.
type indent struct {
	w   io.Writer
	mid bool // inside a line
}

func (in *indent) Write(p []byte) (int, error) {
	var b []byte
	for _, c := range p {
		if !in.mid && c != '\n' {
			b = append(b, ' ', ' ')
		}
		b = append(b, c)
		in.mid = c != '\n'
	}
	if _, err := in.w.Write(b); err != nil {
		return 0, err
	}
	return len(p), nil
}

// cuGroup is compile units of one language, emission kind and optimization.
type cuGroup struct {
	Kind  string // "DW_LANG_C11, FullDebug, optimized"
	Files []string
}

// groupCompileUnits groups compile units alike, in order of appearance;
// files are named by their base name when that is unambiguous.
func groupCompileUnits(cus []reportCompileUnit) []*cuGroup {
	var out []*cuGroup
	index := map[string]*cuGroup{}
	bases := map[string]int{}
	for _, cu := range cus {
		bases[filepath.Base(cu.File)]++
	}
	for _, cu := range cus {
		kind := orDash(cu.Language) + ", " + cu.EmissionKind
		if cu.Optimized {
			kind += ", optimized"
		}
		g := index[kind]
		if g == nil {
			g = &cuGroup{Kind: kind}
			index[kind] = g
			out = append(out, g)
		}
		name := cu.File
		if b := filepath.Base(name); bases[b] == 1 {
			name = b
		}
		g.Files = append(g.Files, orDash(name))
	}
	return out
}
