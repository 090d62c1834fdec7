package bitcode

// typeFinder collects the identified struct types in the order LLVM's
// TypeFinder meets them: globals, aliases, ifuncs, then every function
// (its type, attributes, and the types and constants of its instructions),
// then the rest of the type table. Functions are incorporated as each one
// is read, while its value table (which its constants' operands index) is
// still current; the per-function lists are dropped afterwards.
type typeFinder struct {
	visited     map[*typ]bool
	seenC       map[*value]bool // module-level constants met
	found       []*typ
	globalsDone bool
	nextFn      int // index in d.funcs of the next function to incorporate
}

func (d *decoder) tf() *typeFinder {
	if d.finder == nil {
		d.finder = &typeFinder{visited: map[*typ]bool{}, seenC: map[*value]bool{}}
	}
	return d.finder
}

func (tf *typeFinder) incorporate(t *typ) {
	if t == nil || tf.visited[t] {
		return
	}
	tf.visited[t] = true
	work := []*typ{t}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x.kind == tStruct && x.ident {
			tf.found = append(tf.found, x)
		}
		subs := x.subtypes()
		for i := len(subs) - 1; i >= 0; i-- {
			if s := subs[i]; s != nil && !tf.visited[s] {
				tf.visited[s] = true
				work = append(work, s)
			}
		}
	}
}

// incValue incorporates a constant's type and its operands'; local holds
// the function-local constants already met (nil at module level).
func (d *decoder) incValue(v *value, local map[*value]bool) {
	tf := d.tf()
	if v == nil || v.kind != vConst {
		return
	}
	if tf.seenC[v] || local[v] {
		return
	}
	seen := tf.seenC
	if local != nil {
		seen = local
	}
	seen[v] = true
	tf.incorporate(v.ty)
	c := v.c
	switch c.code {
	case 7:
		for _, id := range c.ops {
			d.incValue(d.val(id), local)
		}
	case 12, 20, 24, 31, 32:
		start := 0
		if c.code != 12 && c.code != 20 || len(c.ops)%2 == 1 {
			if t, err := d.typeAt(c.ops[0]); err == nil {
				tf.incorporate(t)
			}
			switch c.code {
			case 12, 20:
				start = 1
			case 24, 32:
				start = 2
			case 31:
				start = 5
			}
		}
		for i := start; i+1 < len(c.ops); i += 2 {
			d.incValue(d.val(c.ops[i+1]), local)
		}
	case 10, 13:
		for _, id := range c.ops[min(1, len(c.ops)):] {
			d.incValue(d.val(id), local)
		}
	case 11:
		if len(c.ops) > 2 {
			d.incValue(d.val(c.ops[2]), local)
		}
	}
}

func (d *decoder) tfGlobals() {
	tf := d.tf()
	if tf.globalsDone {
		return
	}
	tf.globalsDone = true
	for _, g := range d.vars {
		tf.incorporate(g.valueType)
		if g.init != 0 {
			d.incValue(d.val(g.init-1), nil)
		}
	}
	for _, g := range d.aliases {
		tf.incorporate(g.valueType)
		d.incValue(d.val(g.aliasee), nil)
	}
	for _, g := range d.ifuncs {
		tf.incorporate(g.valueType)
	}
}

// tfFunctions incorporates the functions up to and including upto (all of
// them when upto is nil). A function body's lists are consumed.
func (d *decoder) tfFunctions(upto *globalValue) {
	d.tfGlobals()
	tf := d.tf()
	for tf.nextFn < len(d.funcs) {
		g := d.funcs[tf.nextFn]
		tf.nextFn++
		tf.incorporate(g.valueType)
		for _, s := range d.attrList(g.paramattr) {
			for _, a := range s.attrs {
				tf.incorporate(a.ty)
			}
		}
		if f := g.fn; f != nil {
			local := map[*value]bool{}
			k := 0
			for _, t := range f.types {
				if t == nil {
					if k < len(f.consts) {
						d.incValue(f.consts[k], local)
					}
					k++
					continue
				}
				tf.incorporate(t)
			}
			// the next function's lists reuse the arrays
			clear(f.consts)
			d.tfTypes, d.tfConsts = f.types[:0], f.consts[:0]
			f.types, f.consts = nil, nil
		}
		if g == upto {
			return
		}
	}
}

// hasUnnamedStructs reports whether the module has identified structs
// without a name: their numbers are known only once every function has
// been read, so function text must wait until then.
func (d *decoder) hasUnnamedStructs() bool {
	for _, t := range d.types {
		if t != nil && t.kind == tStruct && t.ident && t.name == "" {
			return true
		}
	}
	return false
}

// tfMetadata incorporates the constants that module-level metadata wraps
// (!{%T* null}), after the functions as TypeFinder does; the types it adds
// keep their type-table order.
func (d *decoder) tfMetadata() {
	tf := d.tf()
	n := d.md.len()
	if d.mdModule >= 0 {
		n = d.mdModule // later entries are function-local
	}
	start := len(tf.found)
	for _, e := range d.md.entries[:n] {
		if e != nil && e.kind == mdValue {
			d.incValue(e.val, nil)
		}
	}
	added := map[*typ]bool{}
	for _, t := range tf.found[start:] {
		added[t] = true
	}
	tf.found = tf.found[:start]
	for _, t := range d.types {
		if added[t] {
			delete(added, t)
			tf.found = append(tf.found, t)
		}
	}
}

// writeTypes prints the identified struct definitions in TypeFinder order,
// numbering unnamed ones. A struct type no global, function or metadata
// uses is not printed (llvm-dis prints only what TypeFinder meets), though
// bitcode from other writers may hold one.
func (d *decoder) writeTypes(b textOut) {
	d.tfMetadata()
	tf := d.tf()
	found := tf.found
	num := 0
	var named []*typ
	for _, t := range found {
		if t.name == "" {
			t.num = num
			num++
			t.str = ""
		} else {
			named = append(named, t)
		}
	}
	if num > 0 {
		for _, t := range d.types {
			if t != nil {
				t.str = ""
			}
		}
	}
	if len(found) == 0 {
		return
	}
	b.WriteString("\n")
	for _, t := range found {
		if t.name == "" {
			b.WriteString(t.String() + " = type " + t.body() + "\n")
		}
	}
	for _, t := range named {
		b.WriteString(t.String() + " = type " + t.body() + "\n")
	}
}
