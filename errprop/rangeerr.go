package errprop

import (
	"math"

	"github.com/irmeta/irmeta/ast"
)

// rng is TAFFO's FPInterval: bounds, and the taffo.info they came from (which
// gives the rounding error). A range made without taffo.info is
// "uninitialized".
type rng struct {
	min, max float64
	info     *inputInfo
}

func rangeOf(ii *inputInfo) rng { return rng{min: ii.min, max: ii.max, info: ii} }

func (r rng) uninitialized() bool { return r.info == nil }

func (r rng) typ() *numType {
	if r.info == nil {
		return nil
	}
	return r.info.typ
}

func (r rng) roundingError() xf { return r.typ().roundingError() }

// re is a RangeError: a range and an optional error.
type re struct {
	r      rng
	err    affine
	hasErr bool
}

// rmap is TAFFO's RangeErrorMap with its struct trees and target errors.
// Copying it (for a callee) copies everything, as the C++ copy does.
type rmap struct {
	m        map[any]re
	structs  map[any]*stree
	bindings map[*param]value
	targets  map[string]xf
	a        *analysis
}

func newRMap(a *analysis) *rmap {
	return &rmap{m: map[any]re{}, structs: map[any]*stree{}, bindings: map[*param]value{}, targets: map[string]xf{}, a: a}
}

func (r *rmap) clone() *rmap {
	c := &rmap{m: make(map[any]re, len(r.m)), structs: make(map[any]*stree, len(r.structs)), bindings: make(map[*param]value, len(r.bindings)), targets: make(map[string]xf, len(r.targets)), a: r.a}
	for k, v := range r.m {
		c.m[k] = v
	}
	for k, v := range r.structs {
		c.structs[k] = v.clone()
	}
	for k, v := range r.bindings {
		c.bindings[k] = v
	}
	for k, v := range r.targets {
		c.targets[k] = v
	}
	return c
}

func (r *rmap) get(k any) (re, bool) {
	if k == nil {
		return re{}, false
	}
	v, ok := r.m[k]
	return v, ok
}

func (r *rmap) getErr(k any) (affine, bool) {
	v, ok := r.get(k)
	if !ok || !v.hasErr {
		return affine{}, false
	}
	return v.err, true
}

func (r *rmap) getRange(k any) (rng, bool) {
	v, ok := r.get(k)
	return v.r, ok
}

// setErr keeps the range (NaN bounds when there is none) and updates targets.
func (r *rmap) setErr(k any, e affine) {
	if k == nil {
		return
	}
	v, ok := r.m[k]
	if !ok {
		v.r = rng{min: math.NaN(), max: math.NaN()}
	}
	v.err, v.hasErr = e, true
	r.m[k] = v
	r.a.charge(len(e.terms))
	r.updateTarget(k, v)
}

func (r *rmap) setRE(k any, v re) {
	if k == nil {
		return
	}
	r.m[k] = v
	if v.hasErr {
		r.a.charge(len(v.err.terms))
		r.updateTarget(k, v)
	}
}

// outputError is the error written out: absolute, or relative to the
// largest bound under -relerror; NaN when unknown.
func (r *rmap) outputError(v re) float64 {
	if !v.hasErr {
		return math.NaN()
	}
	abs := v.err.absSum()
	if !r.a.opt.RelError {
		return abs.f64()
	}
	d := cmax(math.Abs(v.r.min), math.Abs(v.r.max))
	if d == 0 || math.IsNaN(d) {
		return math.NaN()
	}
	return abs.quo(xv(d)).f64()
}

// cmax is std::max on doubles.
func cmax(a, b float64) float64 {
	if a < b {
		return b
	}
	return a
}

func (r *rmap) updateTarget(k any, v re) {
	var name string
	switch x := k.(type) {
	case *inst:
		if x.md == nil || !x.md.hasTarget {
			return
		}
		name = x.md.target
	case *global:
		if !x.hasTgt {
			return
		}
		name = x.target
	default:
		return
	}
	out := r.outputError(v)
	if math.IsNaN(out) {
		return
	}
	r.updateTargetNamed(name, xv(out))
}

func (r *rmap) updateTargetNamed(name string, e xf) {
	old, ok := r.targets[name]
	if !ok {
		old = xzero
	}
	r.targets[name] = xmax(old, e)
}

// stree is a node of a struct error tree: a field (leaf) or a struct.
type stree struct {
	leaf   bool
	v      re
	styp   *ast.Type
	fields []*stree
}

func (t *stree) clone() *stree {
	if t == nil {
		return nil
	}
	c := &stree{leaf: t.leaf, v: t.v, styp: t.styp}
	if t.fields != nil {
		c.fields = make([]*stree, len(t.fields))
		for i, f := range t.fields {
			c.fields[i] = f.clone()
		}
	}
	return c
}

// elementStruct unwraps pointers, arrays and vectors down to a struct type.
func (mod *module) elementStruct(t *ast.Type) *ast.Type {
	for i := 0; i < 64 && t != nil; i++ {
		t = mod.named(t)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case ast.StructType:
			return t
		case ast.PointerType, ast.ArrayType, ast.VectorType:
			t = t.Elem
		default:
			return nil
		}
	}
	return nil
}

func (mod *module) newStructNode(si *structInfo, st *ast.Type) *stree {
	n := &stree{styp: st}
	if st == nil {
		return n
	}
	n.fields = make([]*stree, len(st.Fields))
	if si == nil {
		return n
	}
	for i, f := range si.fields {
		if i >= len(n.fields) {
			break
		}
		switch {
		case f.sub != nil:
			n.fields[i] = mod.newStructNode(f.sub, mod.elementStruct(st.Fields[i]))
		case f.info != nil:
			leaf := &stree{leaf: true, v: re{r: rangeOf(f.info)}}
			if f.info.hasErr {
				leaf.v.err, leaf.v.hasErr = affine{x0: xzero, terms: []term{{0, xv(f.info.err)}}}, true
			}
			n.fields[i] = leaf
		}
	}
	return n
}

// structTreeFromMD installs the tree of taffo.structinfo (or a struct
// funinfo entry) for v, whose type (or value type for globals) is t.
func (r *rmap) structTreeFromMD(k any, t *ast.Type, si *structInfo) {
	st := r.a.mod.elementStruct(t)
	if st == nil || k == nil {
		return
	}
	n := r.a.mod.newStructNode(si, st)
	r.a.freshenTree(n)
	r.structs[k] = n
}

// freshenTree gives every initial field error its own noise symbol.
func (a *analysis) freshenTree(n *stree) {
	if n == nil {
		return
	}
	if n.leaf && n.v.hasErr {
		n.v.err = a.sym.noise(n.v.err.terms[0].mag)
	}
	for _, f := range n.fields {
		a.freshenTree(f)
	}
}

// rootPointer walks a pointer back to the struct object it points into and
// returns it with the field indices, innermost last.
func (r *rmap) rootPointer(p value, stack []int64, depth int) (value, []int64) {
	if depth > 64 {
		return value{}, stack
	}
	switch p.kind {
	case vInst:
		in := p.inst
		switch in.op {
		case ast.OpGetElementPtr:
			if len(in.ops) == 0 {
				return value{}, stack
			}
			for _, ix := range in.ops[min(2, len(in.ops)):] {
				stack = append(stack, constIndex(ix))
			}
			return r.rootPointer(in.ops[0], stack, depth+1)
		case ast.OpLoad:
			if len(in.ops) == 0 {
				return value{}, stack
			}
			return r.rootPointer(in.ops[0], stack, depth+1)
		case ast.OpAlloca:
			if st := r.a.mod.named(in.srcElem); st != nil && st.Kind == ast.StructType {
				return p, stack
			}
			return value{}, stack
		case ast.OpExtractValue, ast.OpInsertValue:
			// TAFFO takes the aggregate operand itself as the root.
			if len(in.ops) == 0 {
				return value{}, stack
			}
			for _, ix := range in.indices {
				stack = append(stack, int64(ix))
			}
			return in.ops[0], stack
		}
	case vCE:
		if p.ce.op == "getelementptr" && len(p.ce.ops) >= 2 {
			for _, ix := range p.ce.ops[2:] {
				stack = append(stack, constIndex(ix))
			}
			return r.rootPointer(p.ce.ops[0], stack, depth+1)
		}
		return value{}, stack
	case vArg:
		if b, ok := r.bindings[p.arg]; ok && b.valid() {
			return r.rootPointer(b, stack, depth+1)
		}
		if t := p.arg.typ; t != nil && t.Kind == ast.PointerType {
			if st := r.a.mod.named(t.Elem); st != nil && st.Kind == ast.StructType {
				return p, stack
			}
		}
		return value{}, stack
	case vGlobal:
		if st := r.a.mod.named(p.glob.typ); st != nil && st.Kind == ast.StructType {
			return p, stack
		}
	}
	return value{}, stack
}

func constIndex(v value) int64 {
	if v.kind == vInt {
		return v.ival
	}
	return 0
}

func (r *rmap) rootType(root value) *ast.Type {
	switch root.kind {
	case vGlobal:
		return r.a.mod.named(root.glob.typ)
	case vArg:
		return r.a.mod.named(root.arg.typ.Elem)
	case vInst:
		return r.a.mod.named(root.inst.srcElem)
	}
	return nil
}

func (r *rmap) navigate(n *stree, stack []int64, create bool) *stree {
	for {
		if n.leaf {
			return n
		}
		if len(stack) == 0 {
			return nil
		}
		idx := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if idx < 0 || int(idx) >= len(n.fields) {
			return nil
		}
		if c := n.fields[idx]; c != nil {
			n = c
			continue
		}
		if !create || n.styp == nil {
			return nil
		}
		ct := r.a.mod.named(n.styp.Fields[idx])
		for ct != nil && (ct.Kind == ast.ArrayType || ct.Kind == ast.VectorType) {
			ct = r.a.mod.named(ct.Elem)
			if len(stack) == 0 {
				return nil
			}
			stack = stack[:len(stack)-1]
		}
		if ct != nil && ct.Kind == ast.StructType {
			c := &stree{styp: ct, fields: make([]*stree, len(ct.Fields))}
			n.fields[idx] = c
			n = c
			continue
		}
		c := &stree{leaf: true}
		n.fields[idx] = c
		return c
	}
}

func (r *rmap) fieldError(p value) (*stree, bool) {
	root, stack := r.rootPointer(p, nil, 0)
	k := root.key()
	if k == nil {
		return nil, false
	}
	t := r.structs[k]
	if t == nil {
		return nil, false
	}
	f := r.navigate(t, stack, false)
	return f, f != nil
}

func (r *rmap) setFieldError(p value, v re) {
	root, stack := r.rootPointer(p, nil, 0)
	k := root.key()
	if k == nil {
		return
	}
	t := r.structs[k]
	if t == nil {
		st := r.rootType(root)
		if st == nil || st.Kind != ast.StructType {
			return
		}
		t = &stree{styp: st, fields: make([]*stree, len(st.Fields))}
		r.structs[k] = t
	}
	if f := r.navigate(t, stack, true); f != nil {
		f.v = v
	}
}

// updateStructs copies back the trees the callee changed through pointer
// arguments.
func (r *rmap) updateStructs(o *rmap, ptrs []value) {
	for _, p := range ptrs {
		if !p.valid() || p.typ == nil || !p.typ.IsPointer() {
			continue
		}
		root, _ := r.rootPointer(p, nil, 0)
		if k := root.key(); k != nil {
			if t := o.structs[k]; t != nil {
				r.structs[k] = t.clone()
			}
		}
	}
}
