package bitcode

import (
	"strconv"
	"strings"

	"github.com/irmeta/irmeta/ast"
)

// inlineAsm numbers an inline asm callee as a function constant:
// INLINEASM [fnty, sideeffect|alignstack<<1|dialect<<2|unwind<<3, asm
// length, asm..., constraints length, constraints...].
func (ct *constTable) inlineAsm(fnty, t *ast.Type, v *ast.Value) int {
	key := typeKey(t) + "\x00" + strconv.Itoa(int(v.Kind)) + "\x00" + v.Text
	if id, ok := ct.ids[key]; ok {
		return id
	}
	ts := tokenize(v.Text)
	var flags uint64
	var strs []string
	for _, tk := range ts[1:] {
		switch {
		case tk.str:
			strs = append(strs, tk.s)
		case tk.s == "sideeffect":
			flags |= 1
		case tk.s == "alignstack":
			flags |= 2
		case tk.s == "inteldialect":
			flags |= 4
		case tk.s == "unwind":
			flags |= 8
		case tk.s == ",":
		default:
			unsupported("inline asm", "%s", v.Text)
		}
	}
	if len(strs) != 2 {
		unsupported("inline asm", "%s", v.Text)
	}
	ct.e.types.id(fnty)
	ops := []uint64{ct.e.types.ref(fnty), flags, uint64(len(strs[0]))}
	ops = append(ops, chars(strs[0])...)
	ops = append(ops, uint64(len(strs[1])))
	ops = append(ops, chars(strs[1])...)
	return ct.add(key, cst{ty: t, code: 30, ops: ops})
}

// blockAddress encodes blockaddress(@f, %bb): [function pointer type,
// function, block index].
func (ct *constTable) blockAddress(v *ast.Value, c *cst) {
	if len(v.Elems) != 2 {
		unsupported("blockaddress", "%s", v.Text)
	}
	fname, bname := v.Elems[0].Value.Name, v.Elems[1].Value.Name
	e := ct.e
	fi := -1
	for i := range e.m.Functions {
		if e.m.Functions[i].Name == fname {
			fi = i
		}
	}
	if fi < 0 || e.m.Functions[fi].Declare {
		unsupported("blockaddress", "%s", v.Text)
	}
	f := &e.m.Functions[fi]
	bi := -1
	for i, b := range f.Blocks {
		if "%"+b.Label == bname && b.Label != "" {
			bi = i
		}
	}
	if bi < 0 {
		unsupported("blockaddress", "block %s", v.Text)
	}
	h := must(e.d.FuncHeader(fi))
	pt := &ast.Type{Kind: ast.PointerType, Elem: e.pointee(h.Type)}
	e.types.id(pt)
	c.code, c.ops = 21, []uint64{e.types.ref(pt), uint64(e.globals[fname]), uint64(bi)}
}

// moduleAsm is the module's inline asm: every "module asm" line, each
// ended by a newline (empty lines add none).
func (e *encoder) moduleAsm() string {
	var b strings.Builder
	for _, ent := range e.m.Entities {
		if ent.Kind != ast.ModuleAsmEntity {
			continue
		}
		ts := tokenize(e.m.Text(ent.Span))
		if len(ts) != 3 || !ts[2].str {
			unsupported("module asm", "")
		}
		// Module::appendModuleInlineAsm ends the text with a newline
		// unless it is empty: an empty line adds nothing.
		b.WriteString(ts[2].s)
		if s := b.String(); s != "" && !strings.HasSuffix(s, "\n") {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// calleeTokens finds a call's callee in its tokens: the index where the
// callee starts and the index of the '(' of the argument list, or -1.
func calleeTokens(ts []tok, callee *ast.Value) (int, int) {
	switch callee.Kind {
	case ast.InlineAsm:
		for i := range ts {
			if !ts[i].str && ts[i].s == "asm" {
				for j := i + 1; j < len(ts); j++ {
					if !ts[j].str && ts[j].s == "(" {
						return i, j
					}
				}
			}
		}
		return -1, -1
	case ast.ConstExpr:
		for i := 0; i+1 < len(ts); i++ {
			if ts[i].s == callee.Name && ts[i+1].s == "(" {
				j := matchParen(ts, i+1) + 1
				if j < len(ts) && ts[j].s == "(" {
					return i, j
				}
			}
		}
		return -1, -1
	case ast.DSOLocalEquivalent, ast.NoCFI:
		for i := 0; i+2 < len(ts); i++ {
			if (ts[i].s == "dso_local_equivalent" || ts[i].s == "no_cfi") && ts[i+2].s == "(" {
				return i, i + 2
			}
		}
		return -1, -1
	}
	for i := 0; i+1 < len(ts); i++ {
		if ts[i].s == callee.Text && ts[i+1].s == "(" {
			return i, i + 1
		}
	}
	return -1, -1
}
