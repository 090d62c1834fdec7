package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"

	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/internal/cli"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/taffo"
)

const annotateHelp = `SPEC is a YAML (or JSON) mapping from selectors to annotations, applied in
order. A selector is "@g", "@f", "@f:%x", "@f:LINE", or "@f:%arg" for a
parameter (stored in the function's taffo.funinfo). An annotation may hold:

  type: fixp(-32,24)          # fixp(WIDTH,FRACBITS), negative width = signed,
                              # or float(double,1.6e+01)
  range: [-16, 16]            # numbers, or LLVM hex doubles as strings
  error: 1e-2                 # initial absolute error
  conversion: true            # enable-conversion flag (default true)
  final: false                # final flag
  target: price               # taffo.target (instructions, globals)
  struct: [{range: [0, 1]}, null, [null, {range: [2, 3]}]]
                              # taffo.structinfo: one entry per field,
                              # null, an info, or a list for a nested struct;
                              # missing trailing fields are null
  const: [null, {type: "fixp(32,31)", range: [0.5, 0.5]}]
                              # taffo.constinfo: one entry per operand
                              # (inside { } or [ ], quote types: YAML
                              # splits an unquoted one at its comma)
  start: true                 # taffo.start (functions; false removes it)
  maxrec: 4                   # taffo.maxrec (functions)
  unroll: 20                  # on a loop header's terminator; on a function
                              # a list in loop preorder: [5, null, 12]
  initweight: 1               # a list on functions, one per parameter
  bufferid: b0
  abserror: 2.5e-2            # the error propagator's outputs
  wrongcmptol: 1.5e-2

Type, range, error and flags update an existing taffo.info: fields not
given are kept. Every resulting InputInfo must have a range and a valid
type (the rules of "irmeta verify"); otherwise nothing is written and each
problem is reported as SPEC:LINE:COL.`

func newTaffoAnnotateCmd(env cli.Env) *cobra.Command {
	var ef editFlags
	c := &cobra.Command{
		Use:   "annotate [-w|-o OUT] FILE SPEC",
		Short: "Attach TAFFO annotations described in a YAML or JSON file",
		Long:  "annotate applies the TAFFO annotations of SPEC to FILE and prints the\nedited module (or writes it with -w or -o). Equal nodes are shared.\n\n" + annotateHelp,
		Example: `  irmeta taffo annotate prog.ll ranges.yaml > annotated.ll
  irmeta taffo annotate -w prog.ll - <<'EOF'
  "@main:%x": {type: "fixp(-32,24)", range: [-16, 16], error: 1e-8, target: x}
  "@main": {start: true}
  EOF`,
		Args: exactArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			if args[0] == "-" && args[1] == "-" {
				return cli.Usagef("FILE and SPEC cannot both be standard input")
			}
			spec, err := readSpec(env, args[1])
			if err != nil {
				return err
			}
			m, err := cli.Load(env, args[0])
			if err != nil {
				return err
			}
			g := md.New(m)
			a := &annotator{g: g, dec: parser.NewDecoder(m), spec: specName(args[1])}
			a.apply(spec)
			if len(a.errs) > 0 {
				for _, e := range a.errs {
					fmt.Fprintln(env.Stderr, e)
				}
				return cli.Silent(1)
			}
			return ef.write(env, args[0], g)
		},
	}
	ef.add(c)
	return c
}

func specName(s string) string {
	if s == "-" {
		return "<stdin>"
	}
	return s
}

// readSpec reads and parses the spec file into its root mapping.
func readSpec(env cli.Env, name string) (*yaml.Node, error) {
	var data []byte
	var err error
	if name == "-" {
		if data, err = io.ReadAll(env.Stdin); err != nil {
			return nil, cli.Failf("<stdin>: %v", err)
		}
	} else if data, err = os.ReadFile(name); err != nil {
		return nil, cli.Failf("%v", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, cli.Failf("%s", yamlErrorAt(specName(name), err))
	}
	if len(doc.Content) == 0 {
		return &yaml.Node{Kind: yaml.MappingNode}, nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, cli.Failf("%s:%d:%d: expected a mapping from selectors to annotations", specName(name), root.Line, root.Column)
	}
	return root, nil
}

type annotator struct {
	g    *md.Graph
	dec  *parser.Decoder
	spec string
	errs []string
	// args holds the funinfo entries being built, per function index, in
	// the order functions were first annotated.
	args  map[int][]taffo.MDInfo
	order []int
}

func (a *annotator) errorf(n *yaml.Node, format string, args ...any) {
	a.errs = append(a.errs, fmt.Sprintf("%s:%d:%d: %s", a.spec, n.Line, n.Column, fmt.Sprintf(format, args...)))
}

// place is what a selector names for annotate: an entity, or a
// parameter of a function.
type place struct {
	t   md.Target
	arg int // parameter index, or -1
}

// resolvePlace resolves a selector, parameters included.
func (a *annotator) resolvePlace(key *yaml.Node) (place, bool) {
	sel := key.Value
	if fname, v, ok := strings.Cut(sel, ":"); ok && strings.HasPrefix(v, "%") {
		for fi := range a.g.Module.Functions {
			if a.g.Module.Functions[fi].Name != fname {
				continue
			}
			for i, p := range taffo.ParamNames(a.dec, fi) {
				if p == v {
					return place{t: taffo.Func(fi), arg: i}, true
				}
			}
		}
	}
	s, err := resolve(a.g, sel)
	if err != nil && strings.HasPrefix(err.Error(), "no instruction %") {
		fname, v, _ := strings.Cut(sel, ":")
		err = fmt.Errorf("no instruction or parameter %s in %s", v, fname)
	}
	if err != nil {
		a.errorf(key, "%v", err)
		return place{}, false
	}
	if s.module {
		a.errorf(key, "TAFFO annotations belong on functions, parameters, globals and instructions, not the module")
		return place{}, false
	}
	return place{t: s.target, arg: -1}, true
}

func (a *annotator) apply(root *yaml.Node) {
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, val := root.Content[i], root.Content[i+1]
		p, ok := a.resolvePlace(key)
		if !ok {
			continue
		}
		if val.Kind != yaml.MappingNode {
			a.errorf(val, "expected a mapping of annotations for %s", key.Value)
			continue
		}
		a.annotate(key, p, val)
	}
	a.flushArgs()
}

// infoKeys are the annotation keys that make up an InputInfo.
var infoKeys = map[string]bool{"type": true, "range": true, "error": true, "conversion": true, "final": true}

func (a *annotator) annotate(key *yaml.Node, p place, m *yaml.Node) {
	g := a.g
	t := p.t
	isFunc := t.Kind == md.FunctionTarget && p.arg < 0
	hasInfo := false
	for i := 0; i+1 < len(m.Content); i += 2 {
		if infoKeys[m.Content[i].Value] {
			hasInfo = true
		}
	}
	if hasInfo {
		if isFunc {
			a.errorf(key, "%s is a function: annotate its parameters (%s:%%arg) or values", key.Value, key.Value)
			return
		}
		var old *taffo.Info
		if p.arg >= 0 {
			args, pending := a.args[t.Index]
			if !pending {
				args, _ = taffo.GetFunInfo(g, t)
			}
			if p.arg < len(args) {
				old, _ = args[p.arg].(*taffo.Info)
			}
		} else if in, err := taffo.GetInfo(g, t); err == nil {
			old = in
		}
		if in, ok := a.info(m, old, false); ok {
			a.setArgOr(key, p, in, func() error { return taffo.SetInfo(g, t, in) })
		}
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if infoKeys[k.Value] {
			continue
		}
		a.key(key, p, k, v)
	}
}

// setArgOr stores mi as parameter p.arg's funinfo entry, or calls set for
// other places. Parameter entries are collected per function and written
// once at the end (flushArgs), so no superseded funinfo node is left.
func (a *annotator) setArgOr(key *yaml.Node, p place, mi taffo.MDInfo, set func() error) {
	if p.arg < 0 {
		if err := set(); err != nil {
			a.errorf(key, "%v", err)
		}
		return
	}
	args, ok := a.args[p.t.Index]
	if !ok {
		n := len(taffo.ParamNames(a.dec, p.t.Index))
		var err error
		args, err = taffo.GetFunInfo(a.g, p.t)
		if err != nil && err != md.ErrNotSet {
			a.errorf(key, "existing funinfo: %v", err)
			return
		}
		for len(args) < n {
			args = append(args, nil)
		}
		if a.args == nil {
			a.args = map[int][]taffo.MDInfo{}
		}
		a.order = append(a.order, p.t.Index)
	}
	args[p.arg] = mi
	a.args[p.t.Index] = args
}

// flushArgs writes the collected funinfo of each function.
func (a *annotator) flushArgs() {
	for _, fi := range a.order {
		if err := taffo.SetFunInfo(a.g, taffo.Func(fi), a.args[fi]); err != nil {
			a.errs = append(a.errs, err.Error())
		}
	}
}

func (a *annotator) key(key *yaml.Node, p place, k, v *yaml.Node) {
	g := a.g
	t := p.t
	isFunc := t.Kind == md.FunctionTarget && p.arg < 0
	needFunc := func() bool {
		if !isFunc {
			a.errorf(k, "%s applies to functions; %s is not one", k.Value, key.Value)
		}
		return isFunc
	}
	needValue := func() bool {
		if t.Kind == md.FunctionTarget {
			a.errorf(k, "%s applies to instructions and globals; %s is not one", k.Value, key.Value)
			return false
		}
		return true
	}
	var err error
	switch k.Value {
	case "target":
		if needValue() {
			err = taffo.SetTarget(g, t, v.Value)
		}
	case "start":
		var on bool
		if !needFunc() || !a.decode(v, &on) {
			return
		}
		if on {
			err = taffo.SetStart(g, t)
		} else {
			taffo.Remove(g, t, taffo.KeyStart)
		}
	case "maxrec":
		var n uint32
		if needFunc() && a.decode(v, &n) {
			err = taffo.SetMaxRec(g, t, n)
		}
	case "unroll":
		if isFunc {
			var counts []*uint32
			if !a.decode(v, &counts) {
				return
			}
			list := make([]int64, len(counts))
			for i, c := range counts {
				list[i] = taffo.UnrollUnknown
				if c != nil {
					list[i] = int64(*c)
				}
			}
			err = taffo.SetLoopUnrollCounts(g, t, list)
		} else if t.Kind == md.InstTarget {
			var n uint32
			if a.decode(v, &n) {
				err = taffo.SetUnroll(g, t, n)
			}
		} else {
			a.errorf(k, "unroll applies to a loop header's terminator or to a function")
		}
	case "initweight":
		if isFunc {
			var w []int32
			if a.decode(v, &w) {
				err = taffo.SetInitWeight(g, t, w)
			}
		} else if needValue() {
			var w int32
			if a.decode(v, &w) {
				err = taffo.SetInitWeight(g, t, []int32{w})
			}
		}
	case "bufferid":
		if isFunc {
			var ids []string
			if a.decode(v, &ids) {
				err = taffo.SetArgBufferIDs(g, t, ids)
			}
		} else if needValue() {
			err = taffo.SetBufferID(g, t, v.Value)
		}
	case "abserror", "wrongcmptol":
		f, ok := a.number(v)
		if !ok || !needValue() {
			return
		}
		if k.Value == "abserror" {
			err = taffo.SetAbsError(g, t, f)
		} else {
			err = taffo.SetWrongCmpTol(g, t, f)
		}
	case "struct":
		if isFunc {
			a.errorf(k, "struct applies to values and parameters; %s is a function", key.Value)
			return
		}
		s, ok := a.structInfo(v, 0)
		if !ok {
			return
		}
		// Fields the spec leaves out at the end have no annotation: TAFFO
		// wants one entry per field, so they are written as null.
		taffo.PadStructInfo(g, p.t, p.arg, s)
		a.setArgOr(key, p, s, func() error { return taffo.SetStructInfo(g, t, s) })
	case "const":
		if t.Kind != md.InstTarget {
			a.errorf(k, "const applies to instructions; %s is not one", key.Value)
			return
		}
		if v.Kind != yaml.SequenceNode {
			a.errorf(v, "const: expected a list with one entry per operand")
			return
		}
		ops := make([]*taffo.Info, len(v.Content))
		for i, e := range v.Content {
			if isYAMLNull(e) {
				continue
			}
			in, ok := a.info(e, nil, true)
			if !ok {
				return
			}
			ops[i] = in
		}
		err = taffo.SetConstInfo(g, t, ops)
	default:
		a.errorf(k, "unknown annotation %q (type, range, error, conversion, final, target, struct, const, start, maxrec, unroll, initweight, bufferid, abserror, wrongcmptol)", k.Value)
	}
	if err != nil {
		a.errorf(k, "%v", err)
	}
}

func isYAMLNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.Tag == "!!null" }

// decode decodes a YAML value into dst, reporting errors at it.
func (a *annotator) decode(v *yaml.Node, dst any) bool {
	if err := v.Decode(dst); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		if te, ok := err.(*yaml.TypeError); ok && len(te.Errors) > 0 {
			// "line 7: cannot unmarshal !!int `-3` into uint32"
			msg = te.Errors[0]
			if _, rest, ok := strings.Cut(msg, ": "); ok && strings.HasPrefix(msg, "line ") {
				msg = rest
			}
		}
		a.errorf(v, "%s", msg)
		return false
	}
	return true
}

// number reads a double: a YAML number, or a string in decimal or LLVM
// hex.
func (a *annotator) number(v *yaml.Node) (float64, bool) {
	if v.Kind != yaml.ScalarNode {
		a.errorf(v, "expected a number")
		return 0, false
	}
	f, err := taffo.ParseDouble(v.Value)
	if err != nil {
		a.errorf(v, "%v", err)
		return 0, false
	}
	return f, true
}

// info reads an InputInfo mapping over old (copied, fields not given are
// kept) and checks it. A nested mapping (a struct field or constant
// operand) may hold only info fields; a top-level one also holds the other
// annotation keys, which annotate handles.
func (a *annotator) info(m *yaml.Node, old *taffo.Info, nested bool) (*taffo.Info, bool) {
	if m.Kind != yaml.MappingNode {
		a.errorf(m, "expected an info mapping (type, range, error, conversion, final)")
		return nil, false
	}
	in := taffo.NewInfo(nil, nil, nil)
	if old != nil {
		c := *old
		c.Node = nil
		in = &c
	}
	ok := true
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		switch k.Value {
		case "type":
			ty, err := taffo.ParseType(v.Value)
			if err != nil {
				if m.Style&yaml.FlowStyle != 0 && v.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 && !strings.Contains(v.Value, ")") {
					err = fmt.Errorf("%v (inside { }, quote the type: YAML split it at the comma)", err)
				}
				a.errorf(v, "%v", err)
				ok = false
				continue
			}
			in.Type = ty
		case "range":
			if v.Kind != yaml.SequenceNode || len(v.Content) != 2 {
				a.errorf(v, "range: expected [MIN, MAX]")
				ok = false
				continue
			}
			lo, ok1 := a.number(v.Content[0])
			hi, ok2 := a.number(v.Content[1])
			if !ok1 || !ok2 {
				ok = false
				continue
			}
			in.Range = &taffo.Range{Min: lo, Max: hi}
		case "error":
			if isYAMLNull(v) {
				in.Error = nil
				continue
			}
			e, good := a.number(v)
			if !good {
				ok = false
				continue
			}
			in.Error = taffo.Err(e)
		case "conversion":
			ok = a.decode(v, &in.EnableConversion) && ok
		case "final":
			ok = a.decode(v, &in.Final) && ok
		default:
			if nested {
				a.errorf(k, "unknown info field %q (type, range, error, conversion, final)", k.Value)
				ok = false
			}
		}
	}
	if !ok {
		return nil, false
	}
	for _, p := range in.Problems() {
		if p.Severity == check.Error {
			a.errorf(m, "%s", p.Msg)
			ok = false
		}
	}
	return in, ok
}

// structInfo reads a structinfo list: null, an info mapping, or a nested
// list per field.
func (a *annotator) structInfo(v *yaml.Node, depth int) (*taffo.StructInfo, bool) {
	if v.Kind != yaml.SequenceNode {
		a.errorf(v, "struct: expected a list with one entry per field")
		return nil, false
	}
	if depth > 64 {
		a.errorf(v, "struct: nested too deeply")
		return nil, false
	}
	s := &taffo.StructInfo{Fields: make([]taffo.MDInfo, len(v.Content))}
	for i, e := range v.Content {
		switch {
		case isYAMLNull(e):
		case e.Kind == yaml.SequenceNode:
			sub, ok := a.structInfo(e, depth+1)
			if !ok {
				return nil, false
			}
			s.Fields[i] = sub
		default:
			in, ok := a.info(e, nil, true)
			if !ok {
				return nil, false
			}
			s.Fields[i] = in
		}
	}
	return s, true
}

// yamlLine matches the line yaml.v3 gives its syntax errors.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// yamlErrorAt renders a YAML syntax error as "file:line: message", the
// position first as in every other irmeta message.
func yamlErrorAt(file string, err error) string {
	if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
		return file + ":" + m[1] + ": " + m[2]
	}
	return file + ": " + strings.TrimPrefix(err.Error(), "yaml: ")
}
