package taffo

import (
	"fmt"
	"math"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/check"
	"github.com/irmeta/irmeta/md"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

func init() { check.Register("taffo", Check) }

// Check reports TAFFO metadata that TAFFO would misread or reject: shapes
// its readers do not accept, a missing or empty range, fixed-point formats
// with no bits or more fractional bits than bits, funinfo pair counts that
// differ from the parameter count, structinfo shapes that differ from the
// struct type (recursively, through pointers and arrays), and constinfo
// lengths that differ from the instruction's operand count. Every
// diagnostic is positioned at the node, or at the annotated entity.
func Check(g *md.Graph) []check.Diagnostic {
	if !hasTaffoKinds(g.Module) {
		return nil
	}
	c := &checker{g: g, r: NewReader(g), dec: parser.NewDecoder(g.Module)}
	g.Targets(func(t md.Target) {
		for _, a := range g.Attachments(t) {
			if strings.HasPrefix(a.Kind, "taffo.") {
				c.attachment(t, a)
			}
		}
	})
	return c.diags
}

// hasTaffoKinds reports whether any attachment kind of m is a TAFFO one,
// so that modules without TAFFO metadata cost nothing.
func hasTaffoKinds(m *ast.Module) bool {
	for _, k := range m.AttachKinds {
		if strings.HasPrefix(k, "taffo.") {
			return true
		}
	}
	return false
}

type checker struct {
	g        *md.Graph
	r        *Reader
	dec      *parser.Decoder
	typeDefs map[string]*ast.Type // decoded bodies of named types
	seen     map[*md.Node]bool
	shapes   map[shapeKey]bool
	walked   map[*StructInfo]bool
	diags    []check.Diagnostic
}

// report adds a diagnostic at n, or at t when n has no position.
func (c *checker) report(sev check.Severity, t md.Target, n *md.Node, format string, args ...any) {
	var pos token.Position
	if n != nil {
		pos = n.Pos()
	}
	if !pos.IsValid() {
		pos = c.g.TargetPos(t)
	}
	c.diags = append(c.diags, check.Diagnostic{Pos: pos, Severity: sev, Msg: fmt.Sprintf(format, args...)})
}

func (c *checker) errorf(t md.Target, n *md.Node, format string, args ...any) {
	c.report(check.Error, t, n, format, args...)
}

// readErr reports a decoding error at its own position.
func (c *checker) readErr(t md.Target, err error) {
	d := check.Diagnostic{Pos: c.g.TargetPos(t), Severity: check.Error, Msg: err.Error()}
	if e, ok := err.(*Error); ok {
		if e.Pos.IsValid() {
			d.Pos = e.Pos
		}
		d.Msg = e.Attr + ": " + e.Msg
	}
	c.diags = append(c.diags, d)
}

func (c *checker) attachment(t md.Target, a md.Attachment) {
	g := c.g
	where := g.TargetName(t) + " !" + a.Kind
	switch a.Kind {
	case KeyInfo:
		if t.Kind == md.FunctionTarget {
			c.report(check.Warning, t, a.Node, "%s: TAFFO reads taffo.info on instructions and globals, not functions (use taffo.funinfo)", where)
		}
		in, err := c.r.Info(t)
		if err != nil {
			c.readErr(t, err)
			return
		}
		c.info(t, where, in)
	case KeyStructInfo:
		s, err := c.r.StructInfo(t)
		if err != nil {
			c.readErr(t, err)
			return
		}
		c.structInfo(t, where, s)
		if ty := c.valueType(t); ty != nil {
			c.structShape(t, where, s, ty, 0)
		}
	case KeyFunInfo:
		c.funInfo(t, where)
	case KeyConstInfo:
		c.constInfo(t, where)
	case KeyTarget:
		if _, err := GetTarget(g, t); err != nil {
			c.readErr(t, err)
		}
	case KeyStart:
		if t.Kind != md.FunctionTarget {
			c.report(check.Warning, t, a.Node, "%s: TAFFO looks for taffo.start on functions only", where)
		}
	case KeyUnroll:
		if t.Kind == md.FunctionTarget {
			if _, err := GetLoopUnrollCounts(g, t); err != nil {
				c.readErr(t, err)
			}
			return
		}
		if _, err := GetUnroll(g, t); err != nil {
			c.readErr(t, err)
			return
		}
		if t.Kind == md.InstTarget && !isTerminator(g.Module.Insts[t.Index].Op) {
			c.report(check.Warning, t, a.Node, "%s: the unroll count is read from the terminator of a loop header; this instruction is not a terminator", where)
		}
	case KeyMaxRec:
		if _, err := GetMaxRec(g, t); err != nil {
			c.readErr(t, err)
		}
	case KeyAbsError, KeyWrongCmpTol:
		var v float64
		var err error
		if a.Kind == KeyAbsError {
			v, err = GetAbsError(g, t)
		} else {
			v, err = GetWrongCmpTol(g, t)
		}
		if err != nil {
			c.readErr(t, err)
		} else if math.IsNaN(v) || v < 0 {
			c.report(check.Warning, t, a.Node, "%s: error %s is not a non-negative number", where, md.FormatDouble(v))
		}
	case KeyInitWeight:
		w, err := GetInitWeight(g, t)
		if err != nil {
			c.readErr(t, err)
			return
		}
		if t.Kind != md.FunctionTarget && len(w) != 1 {
			c.errorf(t, a.Node, "%s: expected one i32 weight on a value, found %d", where, len(w))
		}
	}
}

// shapeKey is a structinfo compared with a struct type.
type shapeKey struct {
	s  *StructInfo
	st *ast.Type
}

// isTerminator reports whether op ends a basic block.
func isTerminator(op ast.Opcode) bool {
	switch op {
	case ast.OpRet, ast.OpBr, ast.OpSwitch, ast.OpIndirectBr, ast.OpInvoke, ast.OpResume,
		ast.OpUnreachable, ast.OpCleanupRet, ast.OpCatchRet, ast.OpCatchSwitch, ast.OpCallBr:
		return true
	}
	return false
}

// info checks one InputInfo. A node shared by many values (TAFFO shares
// them) is reported once, for its first user.
func (c *checker) info(t md.Target, where string, in *Info) {
	if in.Node != nil {
		if c.seen[in.Node] {
			return
		}
		if c.seen == nil {
			c.seen = map[*md.Node]bool{}
		}
		c.seen[in.Node] = true
	}
	for _, p := range in.Problems() {
		c.report(p.Severity, t, in.Node, "%s: %s", where, p.Msg)
	}
}

// A Problem is one rule an InputInfo breaks.
type Problem struct {
	Severity check.Severity
	Msg      string
}

// Problems lists what is wrong with in for TAFFO: no range (the format
// requires one), an empty or NaN range, a fixed-point format without bits
// or with more fractional bits than bits, an unknown floating-point
// standard (errors), and a negative or NaN initial error (a warning).
func (in *Info) Problems() []Problem {
	var out []Problem
	add := func(sev check.Severity, format string, args ...any) {
		out = append(out, Problem{sev, fmt.Sprintf(format, args...)})
	}
	switch {
	case in.Range == nil:
		add(check.Error, "no range (TAFFO's format requires one)")
	case math.IsNaN(in.Range.Min) || math.IsNaN(in.Range.Max):
		add(check.Error, "range %s has a NaN bound", in.Range)
	case in.Range.Min > in.Range.Max:
		add(check.Error, "range %s is empty (Min > Max)", in.Range)
	}
	if ty := in.Type; ty != nil {
		switch ty.Kind {
		case FixP:
			if ty.Width == 0 {
				add(check.Error, "fixed-point type %s has width 0", ty)
			} else if ty.FracBits > ty.Bits() {
				add(check.Error, "fixed-point type %s has %d fractional bits, more than its %d bits", ty, ty.FracBits, ty.Bits())
			}
		case Float:
			if ty.Std.Precision() == 0 {
				add(check.Error, "unknown floating-point standard %d (0 half ... 6 bfloat)", uint32(ty.Std))
			}
		}
	}
	if in.Error != nil && (math.IsNaN(*in.Error) || *in.Error < 0) {
		add(check.Warning, "initial error %s is not a non-negative number", md.FormatDouble(*in.Error))
	}
	return out
}

// structInfo checks the InputInfos inside a StructInfo.
func (c *checker) structInfo(t md.Target, where string, s *StructInfo) {
	if c.walked[s] {
		return // shared: its infos were checked
	}
	if c.walked == nil {
		c.walked = map[*StructInfo]bool{}
	}
	c.walked[s] = true
	for _, f := range s.Fields {
		switch v := f.(type) {
		case *Info:
			c.info(t, where, v)
		case *StructInfo:
			c.structInfo(t, where, v)
		}
	}
}

// structShape compares a StructInfo with the struct type reached from ty
// through pointers, arrays and vectors.
func (c *checker) structShape(t md.Target, where string, s *StructInfo, ty *ast.Type, depth int) {
	st, known := c.structOf(ty)
	if !known || depth > maxDepth {
		return
	}
	// A structinfo node shared along many paths is compared once per type.
	key := shapeKey{s, st}
	if c.shapes[key] {
		return
	}
	if c.shapes == nil {
		c.shapes = map[shapeKey]bool{}
	}
	c.shapes[key] = true
	if st == nil {
		c.errorf(t, s.Node, "%s: structinfo for type %s, which is not a struct", where, ty)
		return
	}
	if len(s.Fields) != len(st.Fields) {
		c.errorf(t, s.Node, "%s: structinfo has %d fields, struct type %s has %d", where, len(s.Fields), ty, len(st.Fields))
		return
	}
	for i, f := range s.Fields {
		if sub, ok := f.(*StructInfo); ok {
			c.structShape(t, fmt.Sprintf("%s field %d", where, i), sub, st.Fields[i], depth+1)
		}
	}
}

// structOf unwraps pointers, arrays, vectors and named types down to a
// struct. known is false where the type cannot tell (opaque pointers,
// undecodable types); st is nil for a type that holds no struct.
func (c *checker) structOf(ty *ast.Type) (st *ast.Type, known bool) {
	for i := 0; ty != nil && i < 64; i++ {
		switch ty.Kind {
		case ast.StructType:
			return ty, true
		case ast.NamedType:
			ty = c.typeDef(ty.Name)
		case ast.PointerType:
			if ty.Elem == nil {
				return nil, false // ptr: the pointee is unknown
			}
			ty = ty.Elem
		case ast.ArrayType, ast.VectorType:
			ty = ty.Elem
		case ast.OpaqueType:
			return nil, false
		default:
			return nil, true
		}
	}
	return nil, false
}

// typeDef decodes the body of the named type, once per name.
func (c *checker) typeDef(name string) *ast.Type {
	m := c.g.Module
	if c.typeDefs == nil {
		c.typeDefs = make(map[string]*ast.Type, len(m.TypeDefs))
		for i := range m.TypeDefs {
			ty, err := c.dec.TypeAt(m.TypeDefs[i].Body.Start)
			if err == nil {
				c.typeDefs[m.TypeDefs[i].Name] = ty
			}
		}
	}
	return c.typeDefs[name]
}

// valueType returns the type whose struct a structinfo on t describes: a
// global's value type, an alloca's allocated type, or an instruction's
// result type. nil when unknown.
func (c *checker) valueType(t md.Target) *ast.Type {
	switch t.Kind {
	case md.GlobalTarget:
		ty, err := c.dec.GlobalValueType(t.Index)
		if err != nil {
			return nil
		}
		return ty
	case md.InstTarget:
		in, err := c.dec.Inst(t.Index)
		if err != nil {
			return nil
		}
		if in.Op == ast.OpAlloca && len(in.Operands) > 0 {
			return in.Operands[0].Type
		}
		return in.Type
	}
	return nil
}

func (c *checker) funInfo(t md.Target, where string) {
	args, err := c.r.FunInfo(t)
	if err != nil {
		c.readErr(t, err)
		return
	}
	n := c.g.Attachment(t, KeyFunInfo)
	if t.Kind != md.FunctionTarget {
		c.errorf(t, n, "%s: taffo.funinfo belongs on functions", where)
		return
	}
	h, err := c.dec.FuncHeader(t.Index)
	if err != nil {
		return
	}
	if len(args) != len(h.Params) {
		c.errorf(t, n, "%s: %d (kind, info) pairs for %d parameters", where, len(args), len(h.Params))
		return
	}
	for i, a := range args {
		w := fmt.Sprintf("%s argument %d", where, i)
		switch v := a.(type) {
		case *Info:
			c.info(t, w, v)
		case *StructInfo:
			c.structInfo(t, w, v)
			c.structShape(t, w, v, h.Params[i].Type, 0)
		}
	}
}

func (c *checker) constInfo(t md.Target, where string) {
	ops, err := c.r.ConstInfo(t)
	if err != nil {
		c.readErr(t, err)
		return
	}
	n := c.g.Attachment(t, KeyConstInfo)
	if t.Kind != md.InstTarget {
		c.errorf(t, n, "%s: taffo.constinfo belongs on instructions", where)
		return
	}
	for i, in := range ops {
		if in != nil {
			c.info(t, fmt.Sprintf("%s operand %d", where, i), in)
		}
	}
	if want, ok := c.operandCount(t.Index); ok && want != len(ops) {
		c.errorf(t, n, "%s: %d entries for %d operands", where, len(ops), want)
	}
}

// operandCount returns LLVM's getNumOperands for instruction i: phi
// incoming blocks and an alloca's type are not operands; an alloca always
// has its array size; a call's callee is.
func (c *checker) operandCount(i int) (int, bool) {
	in, err := c.dec.Inst(i)
	if err != nil {
		return 0, false
	}
	switch in.Op {
	case ast.OpAlloca:
		return 1, true
	case ast.OpPhi:
		n := 0
		for _, o := range in.Operands {
			if o.Value.Kind != ast.LabelRef {
				n++
			}
		}
		return n, true
	case ast.OpLandingPad, ast.OpCatchPad, ast.OpCleanupPad, ast.OpCatchSwitch:
		return 0, false // clauses and pads: not modelled here
	}
	return len(in.Operands), true
}
