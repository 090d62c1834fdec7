package bitcode

import (
	"strings"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/token"
)

var comdatSelections = map[string]uint64{"any": 1, "exactmatch": 2, "largest": 3, "nodeduplicate": 4,
	"samesize": 5}

// comdatRef reads "comdat" or "comdat($c)" at ts[i] and returns the
// comdat's id (1-based, in order of first use) and the index after it.
// name is the global's own name, used by a bare "comdat".
func (e *encoder) comdatRef(ts []tok, i int, name string) (uint64, int) {
	c := "$" + strings.TrimPrefix(name, "@")
	i++
	if i+2 < len(ts) && ts[i].s == "(" && ts[i+2].s == ")" {
		c = ts[i+1].s
		i += 3
	}
	c = "$" + symbolName(c)
	for k, u := range e.comdats {
		if u == c {
			return uint64(k + 1), i
		}
	}
	if _, ok := e.comdatSel[c]; !ok {
		unsupported("comdat", "undefined %s", c)
	}
	e.comdats = append(e.comdats, c)
	return uint64(len(e.comdats)), i
}

// comdatRecords are the COMDAT records of the comdats globals use:
// [strtab offset, size, selection kind].
func (e *encoder) comdatRecords() []rec {
	var out []rec
	for _, c := range e.comdats {
		off, size := e.strtabName(c)
		out = append(out, rec{12, []uint64{off, size, e.comdatSel[c]}})
	}
	return out
}

// aliasRecord encodes an alias or ifunc: [strtab offset, size, value
// type, address space, aliasee/resolver, linkage, visibility, ...].
func (e *encoder) aliasRecord(gi int) rec {
	g := &e.m.Globals[gi]
	text := e.m.Text(g.Span)
	ts := tokenize(text)
	var p gvProps
	i := p.prefix(ts, 2, false)
	kw := "alias"
	if g.Kind == ast.IFunc {
		kw = "ifunc"
	}
	if i >= len(ts) || ts[i].s != kw {
		unsupported("alias or ifunc", "%s", g.Name)
	}
	vt := must(e.d.GlobalValueType(gi))
	e.types.id(vt)
	// the aliasee follows the first top-level comma
	j := afterTopComma(ts, i+1)
	if j >= len(ts) {
		unsupported("alias or ifunc", "%s", g.Name)
	}
	var md *ast.MD
	switch ts[j+1].s {
	case "bitcast", "getelementptr", "addrspacecast", "inttoptr":
		// The old form without the aliasee's type: a pointer to the
		// value type (LLParser::parseAliasOrIFunc).
		k := afterTopComma(ts, j+1)
		end := len(text)
		if k < len(ts) {
			end = ts[k].pos
		}
		ty := (&ast.Type{Kind: ast.PointerType, Elem: e.pointee(vt)}).String()
		if ts[j+1].s != "getelementptr" {
			// A cast is of its destination type, whose address space
			// is the alias's.
			if dest := castDestType(ts, j+1, text); dest != "" {
				ty = dest
			}
		}
		md = must(parser.ParseMD(ty + " " + text[ts[j+1].pos:end]))
		md.End = g.Start + token.Pos(end)
	default:
		md = must(e.d.MDAt(g.Start + token.Pos(ts[j+1].pos)))
	}
	if md.Kind != ast.MDValue || md.Value == nil {
		unsupported("alias or ifunc", "%s", g.Name)
	}
	target := uint64(e.mconst.value(md.Value.Type, &md.Value.Value))
	end := int(md.End - g.Start)
	for k := j + 1; k < len(ts); k++ {
		if ts[k].pos >= end {
			if ts[k].s != "," || k+1 >= len(ts) || !strings.HasPrefix(ts[k+1].s, "!") && ts[k+1].s != "partition" {
				unsupported("alias or ifunc", "%s after the target of %s", ts[k].s, g.Name)
			}
			if ts[k+1].s == "partition" {
				unsupported("alias or ifunc", "partition")
			}
			break
		}
	}
	as := uint64(0)
	if md.Value.Type != nil && md.Value.Type.Kind == ast.PointerType {
		as = uint64(md.Value.Type.AddrSpace)
	}
	e.types.id(&ast.Type{Kind: ast.PointerType, AddrSpace: uint32(as), Elem: e.pointee(vt)})
	off, size := e.strtabName(g.Name)
	if g.Kind == ast.IFunc {
		// MODULE_CODE_IFUNC is 18; 15 is an unused code LLVM 14 skips
		// and LLVM 22 rejects.
		return rec{18, []uint64{off, size, e.types.ref(vt), as, target, p.linkage, p.visibility, p.dsoLocal, 0, 0}}
	}
	return rec{14, []uint64{off, size, e.types.ref(vt), as, target, p.linkage, p.visibility, p.dll, p.tls,
		p.unnamedAddr, p.dsoLocal, 0, 0}}
}

// castDestType returns the text of the destination type of the constant
// cast whose keyword is ts[k] ("bitcast (T v to U)": U), or "".
func castDestType(ts []tok, k int, text string) string {
	if k+1 >= len(ts) || ts[k+1].s != "(" {
		return ""
	}
	closing := matchParen(ts, k+1)
	depth := 0
	for i := k + 1; i < closing; i++ {
		switch {
		case ts[i].str:
		case ts[i].s == "(" || ts[i].s == "[" || ts[i].s == "{" || ts[i].s == "<":
			depth++
		case ts[i].s == ")" || ts[i].s == "]" || ts[i].s == "}" || ts[i].s == ">":
			depth--
		case ts[i].s == "to" && depth == 1:
			return strings.TrimSpace(text[ts[i].pos+len("to") : ts[closing].pos])
		}
	}
	return ""
}
