package bitcode

// Global variables of the DIGlobalVariable layouts before LLVM 4 (version
// 0: operand 9 named the variable or its constant value) become what
// LLVM's loader makes of them: a DIGlobalVariableExpression pairs the
// variable with an expression, attached to the global variable it named
// or holding its constant value (DW_OP_constu N, DW_OP_stack_value), and
// the compile units' lists of globals and the globals' !dbg attachments
// that name a bare variable get an expression of their own
// (upgradeCUVariables). The nodes this adds have no id in the file: they
// are added after the module's metadata once it is read
// (flushOldGlobalVars), so that function-local ids keep their place.

// An oldGlobalVar is a version-0 record met while reading.
type oldGlobalVar struct {
	id     int          // the record's metadata id
	dgv    *mdEntry     // the variable
	dgve   *mdEntry     // the expression node at id, or nil (id holds dgv)
	attach *globalValue // the global the record named, or nil
	value  uint64       // the constant value, when constInt
	constI bool         //
}

// globalVarFromOld rewrites a GLOBAL_VAR record of versions 0 and 1 into
// version 2's layout: operand 10 (the static member declaration) moves to
// 9, no template parameters, the alignment at 11.
func globalVarFromOld(old []uint64) []uint64 {
	m := make([]uint64, 12)
	copy(m[:9], old[:min(9, len(old))])
	m[0] = old[0]&1 | 2<<1
	m[9] = opt(old, 10)
	m[11] = opt(old, 11)
	return m
}

// noteOldGlobalVar decides, for the version-0 variable n read as
// metadata id, what id holds: the variable, or (its operand 9 an
// expression or a constant integer) a distinct expression node pairing
// it with that expression, returned for id; the rest waits for
// flushOldGlobalVars.
func (d *decoder) noteOldGlobalVar(id int, n *mdEntry, operand int) *mdEntry {
	d.sawOldGlobalVar = true
	p := &oldGlobalVar{id: id, dgv: n}
	holdsExpr := false
	if e := d.md.get(operand); operand >= 0 {
		switch {
		case e == nil || e.kind != mdValue || e.val == nil:
			holdsExpr = true // an expression, or a node not read yet
		case e.val.gv != nil && e.val.gv.kind == vGlobalVar:
			p.attach = e.val.gv
		case e.val.c != nil && e.val.ty.kind == tInt && (e.val.c.code == 4 || e.val.c.code == 2):
			if e.val.c.code == 4 && len(e.val.c.ops) > 0 {
				p.value = uint64(decodeSigned(e.val.c.ops[0]))
				if e.val.ty.bits < 64 {
					p.value &= 1<<e.val.ty.bits - 1
				}
			}
			p.constI = true
			holdsExpr = true
		}
	}
	d.oldGVs = append(d.oldGVs, p)
	if !holdsExpr {
		return n
	}
	p.dgve = d.newGVExpr(-1, operand)
	return p.dgve
}

// newGVExpr is a distinct DIGlobalVariableExpression of var and expr.
func (d *decoder) newGVExpr(v, expr int) *mdEntry {
	n := &mdEntry{kind: mdDI, distinct: true, code: 37, ops: []int{v, expr}}
	n.print = func(b []byte) []byte {
		f := &fields{d: d, b: b, start: len(b)}
		f.md("var", n.ops[0], false)
		f.md("expr", n.ops[1], false)
		return f.end("DIGlobalVariableExpression")
	}
	return n
}

// addMD adds an entry after the table's and returns its id.
func (d *decoder) addMD(e *mdEntry) int {
	d.add(e)
	return d.md.len() - 1
}

// emptyExprID is the id of an added DIExpression().
func (d *decoder) emptyExprID() int {
	if d.emptyExpr < 0 {
		d.emptyExpr = d.addMD(newExprEntry(nil))
	}
	return d.emptyExpr
}

// newExprEntry is a DIExpression of elems.
func newExprEntry(elems []uint64) *mdEntry {
	return &mdEntry{kind: mdExpr, code: 29, print: func(b []byte) []byte { return appendExpr(b, elems) }}
}

// flushOldGlobalVars adds the nodes the version-0 variables need (see
// the top of this file). It runs once, when the module's metadata is
// read.
func (d *decoder) flushOldGlobalVars() {
	if !d.sawOldGlobalVar || d.oldGVsDone {
		return
	}
	d.oldGVsDone = true
	d.emptyExpr = -1
	dbg := d.dbgKind()
	for _, p := range d.oldGVs {
		if p.dgve != nil {
			p.dgve.ops[0] = d.addMD(p.dgv)
			if p.constI {
				p.dgve.ops[1] = d.addMD(newExprEntry([]uint64{dwOpConstu, p.value, dwOpStackValue}))
			}
		}
		if p.attach != nil {
			id := d.addMD(d.newGVExpr(p.id, d.emptyExprID()))
			p.attach.mds = append(p.attach.mds, attachment{kind: dbg, md: id})
		}
	}
	// the units' lists of globals
	for _, nm := range d.named {
		if nm.name != "llvm.dbg.cu" {
			continue
		}
		for _, cu := range nm.ops {
			gl, ok := d.cuGlobals[cu]
			list := d.md.get(gl)
			if !ok || list == nil || list.kind != mdNode {
				continue
			}
			for i, op := range list.ops {
				if e := d.md.get(op); e != nil && e.kind == mdDI && e.code == 27 {
					list.ops[i] = d.addMD(d.newGVExpr(op, d.emptyExprID()))
				}
			}
		}
	}
	// the globals' own !dbg attachments
	for _, g := range d.vars {
		for i, a := range g.mds {
			if e := d.md.get(a.md); a.kind == dbg && e != nil && e.kind == mdDI && e.code == 27 {
				g.mds[i].md = d.addMD(d.newGVExpr(a.md, d.emptyExprID()))
			}
		}
	}
}

// dbgKind is the file's kind id of !dbg; a file that names no such kind
// (irmeta's writer lists only the kinds used) gets one, after its own.
func (d *decoder) dbgKind() uint64 {
	if k, ok := d.namedKind("dbg"); ok {
		return k
	}
	k := uint64(0)
	for id := range d.mdKinds {
		k = max(k, id+1)
	}
	d.mdKinds[k] = "dbg"
	return k
}

// namedKind returns the file's kind id of name.
func (d *decoder) namedKind(name string) (uint64, bool) {
	for k, n := range d.mdKinds {
		if n == name {
			return k, true
		}
	}
	return 0, false
}
