package typecheck

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

// The function a blockaddress names and the global a dso_local_equivalent
// names are not values to LLParser but names it looks up itself: defined
// before, the name must be a function with a body (and the label one of
// its blocks), or a function, an alias of one or an ifunc; not defined
// yet, LLParser keeps the reference and settles it where the name is
// defined (a function body, a declaration) or at the end of the module.
// The rules of a name defined before are checked where the constant
// stands; the others are gathered (globalOperand) and settled once every
// entity is checked (settleGlobalOperands).

// A globalOperand is a blockaddress or dso_local_equivalent whose global
// was not defined before it.
type globalOperand struct {
	dso          bool
	name         string    // the global, "@f" or "@0"
	namePos, at  token.Pos // where the name and the constant are
	label        string    // the block of a blockaddress, "%bb" or "%0"
	labelPos     token.Pos
	inFunction   string // the function whose body holds it, or ""
	functionBody bool   // a blockaddress of inFunction itself (LLParser's own function state)
}

// A globalTarget is what a global name stands for in the module.
type globalTarget struct {
	start token.Pos
	fn    int // index in Functions, or -1
	g     int // index in Globals, or -1
}

// target returns what name stands for, if the module defines it.
func (c *checker) target(name string) (globalTarget, bool) {
	if c.targets == nil {
		c.targets = make(map[string]globalTarget, len(c.m.Globals)+len(c.m.Functions))
		for i := range c.m.Globals {
			if _, dup := c.targets[c.m.Globals[i].Name]; !dup {
				c.targets[c.m.Globals[i].Name] = globalTarget{start: c.m.Globals[i].Start, fn: -1, g: i}
			}
		}
		for i := range c.m.Functions {
			if _, dup := c.targets[c.m.Functions[i].Name]; !dup {
				c.targets[c.m.Functions[i].Name] = globalTarget{start: c.m.Functions[i].Start, fn: i, g: -1}
			}
		}
	}
	t, ok := c.targets[name]
	return t, ok
}

// functionValued reports whether t's value type is a function type: a
// function, an ifunc, or an alias of one (dso_local_equivalent's rule).
func (c *checker) functionValued(t globalTarget) bool {
	if t.fn >= 0 {
		return true
	}
	switch c.m.Globals[t.g].Kind {
	case ast.IFunc:
		return true
	case ast.Alias:
		vt, err := c.d.GlobalValueType(t.g)
		return err == nil && vt != nil && c.canonDeep(vt).Kind == ast.FuncType
	}
	return false
}

// blockAddressTarget applies LLParser's rules to the function and block
// blockaddress v names, when the function is defined before it; otherwise
// it keeps the reference for settleGlobalOperands.
func (c *checker) blockAddressTarget(v *ast.Value) {
	if len(v.Elems) < 2 {
		return
	}
	fn, label := &v.Elems[0].Value, &v.Elems[1].Value
	op := globalOperand{name: fn.Name, namePos: fn.Start, at: v.Start, label: label.Name, labelPos: label.Start}
	if c.fn != nil {
		op.inFunction = c.fn.name
		op.functionBody = fn.Name == c.fn.name
	}
	if op.functionBody {
		return // the parser's: a label of the function being read
	}
	t, ok := c.target(fn.Name)
	if !ok || t.start >= v.Start {
		c.globalOperands = append(c.globalOperands, op)
		return
	}
	if t.fn < 0 {
		c.fail(fn.Start, "expected function name in blockaddress")
	}
	f := &c.m.Functions[t.fn]
	if f.Declare {
		c.fail(fn.Start, "cannot take blockaddress inside a declaration")
	}
	if _, numbered := number(label.Name); numbered {
		c.fail(label.Start, "cannot take address of numeric label after the function is defined")
	}
	if !hasNamedBlock(f, label.Name) {
		c.fail(label.Start, "referenced value is not a basic block")
	}
}

// hasNamedBlock reports whether f has a block labelled name ("%bb").
func hasNamedBlock(f *ast.Function, name string) bool {
	for i := range f.Blocks {
		if l := f.Blocks[i].Label; l != "" && "%"+l == name {
			if _, numbered := number(name); !numbered {
				return true
			}
		}
	}
	return false
}

// dsoLocalTarget applies LLParser's rule to the global a
// dso_local_equivalent names, when it is defined before it; otherwise it
// keeps the reference for settleGlobalOperands.
func (c *checker) dsoLocalTarget(v *ast.Value) {
	if len(v.Elems) < 1 {
		return
	}
	g := &v.Elems[0].Value
	t, ok := c.target(g.Name)
	if !ok || t.start >= v.Start {
		c.globalOperands = append(c.globalOperands, globalOperand{dso: true, name: g.Name, namePos: g.Start, at: v.Start})
		return
	}
	if !c.functionValued(t) {
		c.fail(g.Start, "expected a function, alias to function, or ifunc in dso_local_equivalent")
	}
}

// settleGlobalOperands returns the errors of the references kept by
// blockAddressTarget and dsoLocalTarget (ops, in any order), where LLParser
// finds them: a blockaddress of a function defined later at that
// function's body (its label must then be one of its blocks), of one
// declared later at the declaration, of anything else at the end of the
// module, where the dso_local_equivalent references are settled next.
func (c *checker) settleGlobalOperands(ops []globalOperand) []forwardRef {
	if len(ops) == 0 {
		return nil
	}
	slices.SortStableFunc(ops, func(a, b globalOperand) int { return cmp.Compare(a.at, b.at) })
	end := token.Pos(len(c.m.Src))
	var refs []forwardRef
	errAt := func(pos token.Pos, msg string) *parser.Error { return parser.NewError(c.m.File, pos, msg) }
	// LLParser keys its maps by the name (the first reference's place
	// kept) and, at the module's end, reports the first key: numbered
	// names before named ones.
	type key struct {
		dso  bool
		name string
	}
	firstByName := map[key]globalOperand{}
	labels := map[string][]globalOperand{} // function defined later -> its labels, first reference each
	var atEnd, dsoAtEnd []globalOperand
	for _, op := range ops {
		k := key{op.dso, op.name}
		first, seen := firstByName[k]
		if !seen {
			firstByName[k] = op
			first = op
		}
		t, ok := c.target(op.name)
		switch {
		case op.dso:
			if !seen && (!ok || !c.functionValued(t)) {
				dsoAtEnd = append(dsoAtEnd, first)
			}
		case ok && t.fn >= 0 && !c.m.Functions[t.fn].Declare:
			if !slices.ContainsFunc(labels[op.name], func(o globalOperand) bool { return o.label == op.label }) {
				labels[op.name] = append(labels[op.name], op)
			}
		case ok && t.fn >= 0:
			if !seen {
				refs = append(refs, forwardRef{errAt(first.namePos, "cannot take blockaddress inside a declaration"), t.start})
			}
		default:
			if !seen {
				atEnd = append(atEnd, first)
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(labels)) {
		t, _ := c.target(name)
		refs = append(refs, c.settleLabels(t.fn, labels[name])...)
	}
	if len(atEnd) > 0 {
		first := slices.MinFunc(atEnd, byGlobalName)
		refs = append(refs, forwardRef{errAt(first.namePos, "expected function name in blockaddress"), end})
	} else if len(dsoAtEnd) > 0 {
		// Numbered names first, then named ones, each in order; the
		// first that fails is reported.
		first := slices.MinFunc(dsoAtEnd, byGlobalName)
		msg := "expected a function, alias to function, or ifunc in dso_local_equivalent"
		if _, ok := c.target(first.name); !ok {
			name := strings.TrimPrefix(first.name, "@")
			if _, numbered := number("%" + name); numbered {
				name = "" // LLParser prints the string of a numbered reference: empty
			}
			msg = "unknown function '" + name + "' referenced by dso_local_equivalent"
		}
		refs = append(refs, forwardRef{errAt(first.namePos, msg), end})
	}
	return refs
}

// compareNames orders names ("%3", "%x"; a global's "@" read as "%") as
// LLParser's maps do: numbered ones among themselves by value, named ones
// by their bytes, and the numbered ones first when numbersFirst (the
// ValID keys of its global maps) or last (a body's forward references,
// reported names before numbers).
func compareNames(a, b string, numbersFirst bool) int {
	an, aNum := number("%" + a[1:])
	bn, bNum := number("%" + b[1:])
	switch {
	case aNum && bNum:
		return cmp.Compare(an, bn)
	case aNum != bNum:
		if aNum == numbersFirst {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

// byGlobalName orders references by their global's name, numbered first.
func byGlobalName(a, b globalOperand) int { return compareNames(a.name, b.name, true) }

// settleLabels checks the labels that blockaddresses written before
// function fn's definition name, as LLParser does when it starts reading
// the body: an argument there is no block; a name the body gives an
// instruction is a forward reference of type label; one it never defines
// is a use of an undefined value, reported when the body ends (the first
// name, or else the first number).
func (c *checker) settleLabels(fn int, ls []globalOperand) []forwardRef {
	f := &c.m.Functions[fn]
	var defs map[string]localDef
	wc := c.clone()
	wc.onDefs = func(d map[string]localDef) { defs = maps.Clone(d) }
	wc.run(func() { wc.checkFunction(fn) })
	if defs == nil {
		return nil // the body does not decode: the parser's error
	}
	var refs []forwardRef
	var undefined []globalOperand
	for _, op := range ls {
		d, ok := defs[op.label]
		switch {
		case !ok:
			undefined = append(undefined, op)
		case d.t == labelType:
		case d.at < 0:
			refs = append(refs, forwardRef{parser.NewError(c.m.File, op.labelPos, "referenced value is not a basic block"), f.Start})
		default:
			refs = append(refs, forwardRef{parser.NewError(c.m.File, d.name, "instruction forward referenced with type 'label'"), d.name})
		}
	}
	if u := c.m.Unfinished; u != nil && u.Start == f.Start {
		// The parser stopped inside the body: LLParser never reaches
		// its end, where it would find them undefined.
		undefined = nil
	}
	if len(undefined) > 0 {
		first := slices.MinFunc(undefined, func(a, b globalOperand) int { return compareNames(a.label, b.label, false) })
		refs = append(refs, forwardRef{parser.NewError(c.m.File, first.labelPos, "use of undefined value '"+first.label+"'"), f.End})
	}
	return refs
}
