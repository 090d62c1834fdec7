package bitcode

import "strings"

// writeTypes prints the identified struct definitions in the order
// TypeFinder meets them (approximated: globals, aliases, functions, then the
// rest of the type table), numbering unnamed ones.
func (d *decoder) writeTypes(b *strings.Builder) {
	var found []*typ
	visited := map[*typ]bool{}
	var incorporate func(t *typ)
	incorporate = func(t *typ) {
		if t == nil || visited[t] {
			return
		}
		visited[t] = true
		work := []*typ{t}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if x.kind == tStruct && x.ident {
				found = append(found, x)
			}
			subs := x.subtypes()
			for i := len(subs) - 1; i >= 0; i-- {
				if s := subs[i]; s != nil && !visited[s] {
					visited[s] = true
					work = append(work, s)
				}
			}
		}
	}
	seenC := map[*value]bool{}
	var incValue func(v *value)
	incValue = func(v *value) {
		if v == nil || v.kind != vConst || seenC[v] {
			return
		}
		seenC[v] = true
		incorporate(v.ty)
		c := v.c
		switch c.code {
		case 7:
			for _, id := range c.ops {
				incValue(d.val(id))
			}
		case 12, 20, 24, 31, 32:
			start := 0
			if c.code != 12 && c.code != 20 || len(c.ops)%2 == 1 {
				if t, err := d.typeAt(c.ops[0]); err == nil {
					incorporate(t)
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
				incValue(d.val(c.ops[i+1]))
			}
		case 10, 13:
			for _, id := range c.ops[min(1, len(c.ops)):] {
				incValue(d.val(id))
			}
		case 11:
			if len(c.ops) > 2 {
				incValue(d.val(c.ops[2]))
			}
		}
	}
	for _, g := range d.vars {
		incorporate(g.valueType)
		if g.init != 0 {
			incValue(d.val(g.init - 1))
		}
	}
	for _, g := range d.aliases {
		incorporate(g.valueType)
		incValue(d.val(g.aliasee))
	}
	for _, g := range d.ifuncs {
		incorporate(g.valueType)
	}
	for _, g := range d.funcs {
		incorporate(g.valueType)
		for _, s := range d.attrList(g.paramattr) {
			for _, a := range s.attrs {
				incorporate(a.ty)
			}
		}
		if g.fn != nil {
			for _, t := range g.fn.types {
				incorporate(t)
			}
		}
	}
	for _, t := range d.types {
		if t != nil && t.kind == tStruct && t.ident && !visited[t] {
			visited[t] = true
			found = append(found, t)
		}
	}
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
	for _, t := range d.types {
		if t != nil {
			t.str = ""
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
