package md

import (
	"encoding/binary"
	"strconv"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/scanner"
)

// lightSkeleton computes the skeleton of definition r straight from its
// tokens when it is a plain specialized node (see scanLight), giving the
// same bytes nodeSkeleton gives for its Node: canonFields' rules are
// applied here to token values. It reports false, doing nothing, for
// other nodes; DISubprogram, whose old boolean fields fold into spFlags,
// is left to nodeSkeleton.
func (c *canonizer) lightSkeleton(r ref) bool {
	m := c.g.Module
	d := &m.MDDefs[r]
	var fs [maxLightFields]lightField
	name, nf, ok := scanLight(m.Src, d, &fs)
	if !ok || name == "DISubprogram" {
		return false
	}
	distinct := d.Distinct(m.Src)
	if name != c.lastClass {
		// Definitions of one class often follow each other.
		c.lastClass, c.lastDefaults = name, classDefaults[name]
	}
	defaults := c.lastDefaults
	var scratch [32]byte
	// The kept fields, by index in fs (fields are not copied around).
	var keep [maxLightFields]uint8
	nk := 0
	for i := range fs[:nf] {
		f := &fs[i]
		if f.kind == lightRef {
			f.id = int32(c.refByID(f.id))
			distinct = distinct || ref(f.id) == r // LLVM's reader makes self-references distinct
		}
		if f.kind == lightLit && f.lit == ast.MDInt && mayBeEnum(f.name) {
			if dw, ok := dwarfName(f.name, f.text); ok {
				f.lit, f.text = ast.MDIdent, dw
			} else if alias := enumAliases[f.name]; alias != nil {
				if a, ok := alias[f.text]; ok {
					f.lit, f.text = ast.MDIdent, a
				}
			}
		}
		if def, ok := defaults[f.name]; ok {
			if f.kind == lightLit && string(appendCanonLiteral(scratch[:0], f.lit, f.text)) == def {
				continue
			}
			if def != "" {
				keep[nk] = uint8(i)
				nk++
				continue
			}
		}
		if lightDefault(f) {
			continue
		}
		keep[nk] = uint8(i)
		nk++
	}
	// Stable insertion sort by name, as canonFields sorts.
	for i := 1; i < nk; i++ {
		for j := i; j > 0 && fs[keep[j]].name < fs[keep[j-1]].name; j-- {
			keep[j], keep[j-1] = keep[j-1], keep[j]
		}
	}
	b := c.buf[:0]
	b = append(b, byte(Specialized))
	b = append(b, name...)
	b = append(b, '(', '|')
	start := len(c.kids)
	c.kids = append(c.kids, 0)
	for _, i := range keep[:nk] {
		f := &fs[i]
		b = append(b, f.name...)
		b = append(b, ':')
		switch f.kind {
		case lightNull:
			b = append(b, "N;"...)
		case lightLit:
			b = append(b, 'L')
			b = appendCanonLiteral(b, f.lit, f.text)
			b = append(b, ';')
		case lightStr:
			b = append(b, 'S')
			b = binary.LittleEndian.AppendUint64(b, uint64(len(f.text)))
			b = append(b, f.text...)
		case lightRef:
			b = append(b, '#')
			c.kids = append(c.kids, ref(f.id))
		}
	}
	c.finishSkeleton(r, start, b, distinct)
	return true
}

// lightDefault reports whether a field holds a value LLVM's printer leaves
// out, as isDefaultField does for Metadata.
func lightDefault(f *lightField) bool {
	switch f.kind {
	case lightNull:
		return true
	case lightLit:
		return defaultLiteral(f.lit, f.text)
	}
	return false
}

// lightTupleSkeleton computes the skeleton of definition r straight from
// its tokens when it is a tuple of node references, strings and nulls
// (loop properties, lists of variables, enumerators or subprograms),
// giving the same bytes as nodeSkeleton. It reports false, doing nothing,
// for other nodes.
func (c *canonizer) lightTupleSkeleton(r ref) bool {
	m := c.g.Module
	d := &m.MDDefs[r]
	src := m.Src
	var sc scanner.Scanner
	sc.Init(src[:d.End])
	sc.Seek(int(d.ValueStart))
	if sc.Next().Kind != scanner.Exclaim || sc.Next().Kind != scanner.LBrace {
		return false
	}
	distinct := d.Distinct(src)
	b := append(c.buf[:0], byte(Tuple), '(')
	start := len(c.kids)
	c.kids = append(c.kids, 0)
	fail := func() bool {
		c.kids = c.kids[:start]
		return false
	}
	t := sc.Next()
	for t.Kind != scanner.RBrace {
		switch t.Kind {
		case scanner.MetadataID:
			id, err := strconv.ParseInt(str(src, int(t.Start)+1, int(t.End)), 10, 32)
			if err != nil {
				return fail()
			}
			k := c.refByID(int32(id))
			distinct = distinct || k == r // LLVM's reader makes self-references distinct
			c.kids = append(c.kids, k)
			b = append(b, '#')
		case scanner.MetadataStr:
			b = appendString(b, unquoted(src, int(t.Start)+1, int(t.End)))
		case scanner.Ident:
			if string(src[t.Start:t.End]) != "null" {
				return fail()
			}
			b = append(b, "N;"...)
		default:
			return fail()
		}
		switch t = sc.Next(); t.Kind {
		case scanner.Comma:
			t = sc.Next()
			if t.Kind == scanner.RBrace {
				return fail() // a trailing comma: leave the error to the decoder
			}
		case scanner.RBrace:
		default:
			return fail()
		}
	}
	if sc.Next().Kind != scanner.EOF {
		return fail()
	}
	b = append(b, '|')
	c.finishSkeleton(r, start, b, distinct)
	return true
}

// mayBeEnum reports whether a field of this name may hold a DWARF constant
// or another enumeration written as a number (dwEnumFields, enumAliases):
// a quick test that spares most integer fields two map lookups.
func mayBeEnum(name string) bool {
	switch name {
	case "line", "column", "scope", "size", "offset", "align", "arg", "scopeLine":
		return false
	}
	return true
}
