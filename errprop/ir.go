package errprop

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
)

// The analysis works on its own small model of the functions: blocks with
// predecessor lists and instructions whose operands point at the values they
// use. Pointers give identity, so a function can be cloned and its loops
// unrolled without touching the module, which only receives the results.

type valKind uint8

const (
	vNone   valKind = iota
	vInst           // result of an instruction
	vArg            // formal parameter
	vGlobal         // global variable
	vFunc           // function
	vInt            // integer constant (and i1 true/false)
	vFP             // floating-point constant
	vCE             // constant expression (getelementptr, bitcast, ...)
	vOther          // null, undef, aggregates, ...
)

// A value is an operand: a reference to an instruction, parameter, global or
// function, or a constant.
type value struct {
	kind valKind
	inst *inst
	arg  *param
	glob *global
	fn   *function
	ival int64
	typ  *ast.Type
	ce   *constExpr
}

// A constExpr is a constant getelementptr or cast of a global.
type constExpr struct {
	op      string
	srcElem *ast.Type
	ops     []value
}

// key gives the identity under which a value's range and error are kept;
// constants have none (TAFFO computes them afresh at each use).
func (v value) key() any {
	switch v.kind {
	case vInst:
		return v.inst
	case vArg:
		return v.arg
	case vGlobal:
		return v.glob
	case vFunc:
		return v.fn
	}
	return nil
}

func (v value) valid() bool { return v.kind != vNone }

type inst struct {
	op      ast.Opcode
	name    string
	typ     *ast.Type
	ops     []value  // value operands; the callee of a call is in callee
	blocks  []*block // phi incoming blocks, terminator successors
	pred    string   // icmp/fcmp predicate
	callee  value
	srcElem *ast.Type // getelementptr source element type, alloca type
	indices []uint64  // extractvalue/insertvalue indices
	orig    int       // index in ast.Module.Insts
	md      *instMD
	parent  *block
}

type block struct {
	name  string
	insts []*inst
	preds []*block
	succs []*block
	index int
}

type param struct {
	name    string
	typ     *ast.Type
	idx     int
	fn      *function
	noalias bool
}

type global struct {
	name   string
	typ    *ast.Type // value type
	idx    int
	info   *inputInfo
	sinfo  *structInfo
	target string
	hasTgt bool
}

type function struct {
	name    string
	idx     int
	decl    bool
	params  []*param
	blocks  []*block
	md      funcMD
	cloneOf *function // set on the unrolled copy
}

func (f *function) entry() *block {
	if len(f.blocks) == 0 {
		return nil
	}
	return f.blocks[0]
}

// module is the model of a whole module.
type module struct {
	ast     *ast.Module
	funcs   []*function
	byName  map[string]*function
	globals map[string]*global
	gorder  []*global
	types   map[string]*ast.Type // named types, resolved bodies
}

func buildModule(m *ast.Module, d *parser.Decoder) (*module, error) {
	mod := &module{ast: m, byName: map[string]*function{}, globals: map[string]*global{}, types: map[string]*ast.Type{}}
	for _, td := range m.TypeDefs {
		t, err := d.TypeAt(td.Body.Start)
		if err == nil {
			mod.types[td.Name] = t
		}
	}
	for i, g := range m.Globals {
		if g.Kind != ast.GlobalVar {
			continue
		}
		t, _ := d.GlobalValueType(i)
		gl := &global{name: g.Name, typ: t, idx: i}
		mod.globals[g.Name] = gl
		mod.gorder = append(mod.gorder, gl)
	}
	for i := range m.Functions {
		af := &m.Functions[i]
		f := &function{name: af.Name, idx: i, decl: af.Declare}
		h, err := d.FuncHeader(i)
		if err != nil {
			return nil, err
		}
		for j, p := range h.Params {
			np := &param{name: p.Name, typ: p.Type, idx: j, fn: f}
			for _, a := range p.Attrs {
				if a == "noalias" {
					np.noalias = true
				}
			}
			f.params = append(f.params, np)
		}
		mod.funcs = append(mod.funcs, f)
		mod.byName[f.name] = f
	}
	for _, f := range mod.funcs {
		if f.decl {
			continue
		}
		if err := mod.buildBody(f, d); err != nil {
			return nil, err
		}
	}
	return mod, nil
}

func (mod *module) buildBody(f *function, d *parser.Decoder) error {
	m := mod.ast
	af := &m.Functions[f.idx]
	locals := map[string]value{}
	next := 0
	for _, p := range f.params {
		if p.name == "" {
			p.name = "%" + strconv.Itoa(next)
			next++
		} else if n, err := strconv.Atoi(strings.TrimPrefix(p.name, "%")); err == nil {
			next = n + 1
		}
		locals[p.name] = value{kind: vArg, arg: p, typ: p.typ}
	}
	labels := map[string]*block{}
	type pending struct {
		in  *inst
		dec *ast.Instruction
	}
	var work []pending
	for bi, ab := range af.Blocks {
		b := &block{index: bi}
		if ab.Label == "" {
			b.name = "%" + strconv.Itoa(next)
			next++
		} else {
			b.name = "%" + ab.Label
			if n, err := strconv.Atoi(ab.Label); err == nil {
				next = n + 1
			}
		}
		labels[b.name] = b
		f.blocks = append(f.blocks, b)
		for k := ab.FirstInst; k < ab.FirstInst+ab.NumInsts; k++ {
			if m.Insts[k].Op == ast.OpDbgRecord {
				continue
			}
			dec, err := d.Inst(int(k))
			if err != nil {
				return err
			}
			in := &inst{op: dec.Op, name: dec.Result, typ: dec.Type, orig: int(k), parent: b}
			if dec.Result == "" && dec.ProducesValue() {
				// Old-style unnamed values take the next number.
				dec.Result = "%" + strconv.Itoa(next)
				in.name = dec.Result
			}
			if dec.Result != "" {
				locals[dec.Result] = value{kind: vInst, inst: in, typ: dec.Type}
				if n, err := strconv.Atoi(strings.TrimPrefix(dec.Result, "%")); err == nil {
					next = n + 1
				}
			}
			b.insts = append(b.insts, in)
			work = append(work, pending{in, dec})
		}
	}
	for _, w := range work {
		in, dec := w.in, w.dec
		switch in.op {
		case ast.OpICmp, ast.OpFCmp:
			if len(dec.Flags) > 0 {
				in.pred = dec.Flags[0]
			}
		case ast.OpExtractValue, ast.OpInsertValue:
			in.indices = dec.Indices
		case ast.OpAlloca:
			if len(dec.Operands) > 0 {
				in.srcElem = dec.Operands[0].Type
			}
			if in.typ != nil && in.typ.Elem != nil {
				in.srcElem = in.typ.Elem
			}
		}
		ops := dec.Operands
		if in.op == ast.OpGetElementPtr && len(ops) > 0 && ops[0].Value.Text == "" {
			in.srcElem = ops[0].Type
			ops = ops[1:]
		}
		if in.op == ast.OpCall || in.op == ast.OpInvoke {
			if len(ops) > 0 {
				in.callee = mod.resolve(ops[0], locals)
				ops = ops[1:]
			}
		}
		if in.op == ast.OpAlloca {
			ops = nil // the allocated type and count are not data
		}
		for i := range ops {
			op := ops[i]
			if op.Value.Kind == ast.LabelRef || (op.Type != nil && op.Type.Kind == ast.LabelType) {
				b := labels[op.Value.Name]
				if b == nil {
					return fmt.Errorf("%s: unknown block %s", m.Position(op.Value.Start), op.Value.Name)
				}
				in.blocks = append(in.blocks, b)
				continue
			}
			v := mod.resolve(op, locals)
			if in.op == ast.OpPhi && v.typ == nil {
				v.typ = in.typ
			}
			in.ops = append(in.ops, v)
		}
	}
	for _, b := range f.blocks {
		if t := b.term(); t != nil {
			for _, s := range t.blocks {
				addEdge(b, s)
			}
		}
	}
	return nil
}

func addEdge(from, to *block) {
	for _, s := range from.succs {
		if s == to {
			return
		}
	}
	from.succs = append(from.succs, to)
	to.preds = append(to.preds, from)
}

func (b *block) term() *inst {
	if len(b.insts) == 0 {
		return nil
	}
	t := b.insts[len(b.insts)-1]
	if !t.op.IsTerminator() {
		return nil
	}
	return t
}

// resolve turns a decoded operand into a value.
func (mod *module) resolve(op ast.Operand, locals map[string]value) value {
	v := op.Value
	switch v.Kind {
	case ast.LocalRef:
		if r, ok := locals[v.Name]; ok {
			if op.Type != nil {
				r.typ = op.Type
			}
			return r
		}
		return value{kind: vOther, typ: op.Type}
	case ast.GlobalRef:
		if g := mod.globals[v.Name]; g != nil {
			return value{kind: vGlobal, glob: g, typ: op.Type}
		}
		if f := mod.byName[v.Name]; f != nil {
			return value{kind: vFunc, fn: f, typ: op.Type}
		}
		return value{kind: vOther, typ: op.Type}
	case ast.IntConst:
		n, ok := parseIntConst(v.Text)
		if !ok {
			return value{kind: vOther, typ: op.Type}
		}
		return value{kind: vInt, ival: n, typ: op.Type}
	case ast.BoolConst:
		n := int64(0)
		if v.Text == "true" {
			n = 1
		}
		return value{kind: vInt, ival: n, typ: op.Type}
	case ast.FloatConst:
		return value{kind: vFP, typ: op.Type}
	case ast.ConstExpr:
		ce := &constExpr{op: v.Name}
		elems := v.Elems
		if v.Name == "getelementptr" && len(elems) > 0 && elems[0].Value.Text == "" {
			ce.srcElem = elems[0].Type
			elems = elems[1:]
		}
		for _, e := range elems {
			ce.ops = append(ce.ops, mod.resolve(e, locals))
		}
		return value{kind: vCE, ce: ce, typ: op.Type}
	}
	return value{kind: vOther, typ: op.Type}
}

func parseIntConst(s string) (int64, bool) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	if u, err := strconv.ParseUint(s, 10, 64); err == nil {
		return int64(u), true
	}
	return 0, false
}

// named resolves a named type to its body.
func (mod *module) named(t *ast.Type) *ast.Type {
	for i := 0; t != nil && t.Kind == ast.NamedType && i < 64; i++ {
		t = mod.types[t.Name]
	}
	return t
}
