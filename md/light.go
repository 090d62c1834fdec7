package md

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/internal/chunk"
	"github.com/irmeta/irmeta/parser"
	"github.com/irmeta/irmeta/scanner"
)

// Most nodes of a debug-info-heavy module are specialized nodes whose fields
// are plain integers, strings, keywords and references. scanLight reads such
// a node straight from its tokens, without the parser's general decoding,
// and gives exactly the result the full decoder would; any other node is
// left to the full decoder. loadLight turns the result into a Node's fields
// (Literals and field slices come from chunked arenas so that a large graph
// costs few allocations); Diff hashes it without making a Node at all.

const arenaChunk = 4096

// arena hands out Literals and Field slices in chunks.
type arena struct {
	lits   []Literal
	fields []Field
	ops    []Metadata
	// shared holds the literals given out once for every field that
	// spells them: keywords, flags and integers of up to three digits
	// (DW_TAG_member, DIFlagPrototyped, line and column numbers of a few
	// digits) are most of a debug-info graph's literals, and Literals are
	// never modified.
	shared map[sharedKey]*Literal
}

// A sharedKey names a shared literal.
type sharedKey struct {
	kind ast.MDKind
	text string
}

func (a *arena) literal(kind ast.MDKind, text string) *Literal {
	if kind == ast.MDIdent || kind == ast.MDFlags || kind == ast.MDInt && len(text) <= 3 {
		k := sharedKey{kind, text}
		if l := a.shared[k]; l != nil {
			return l
		}
		if a.shared == nil {
			a.shared = make(map[sharedKey]*Literal)
		}
		// The key and the literal's text are a copy: every lookup compares
		// the key and every use of the literal reads its text, and either
		// pointing into a large file's text would map its page in again
		// after the pager gave it back (see ast.Pager).
		k.text = strings.Clone(text)
		l := a.newLiteral(kind, k.text)
		a.shared[k] = l
		return l
	}
	return a.newLiteral(kind, text)
}

func (a *arena) newLiteral(kind ast.MDKind, text string) *Literal {
	if len(a.lits) == cap(a.lits) {
		a.lits = make([]Literal, 0, arenaChunk)
	}
	a.lits = append(a.lits, Literal{Kind: kind, Text: text})
	return &a.lits[len(a.lits)-1]
}

// fieldSlice returns a copy of fs carved from the arena.
func (a *arena) fieldSlice(fs []Field) []Field {
	out := chunk.Carve(&a.fields, len(fs), arenaChunk)
	copy(out, fs)
	return out
}

// opSlice returns n operands carved from the arena, all nil, whose
// capacity is their length (appending copies).
func (a *arena) opSlice(n int) []Metadata { return chunk.Carve(&a.ops, n, arenaChunk) }

// maxLightFields bounds the fields of a node scanLight reads; nodes with
// more go to the full decoder.
const maxLightFields = 16

// lightKind tells what a lightField holds.
type lightKind uint8

const (
	lightNull lightKind = iota // null
	lightLit                   // a Literal: lit and text
	lightStr                   // an MDString: text
	lightRef                   // a numbered node: id
)

// A lightField is one field of a node read by scanLight. Its strings share
// the module's source where no escapes had to be decoded.
type lightField struct {
	name string
	text string
	id   int32
	kind lightKind
	lit  ast.MDKind
}

// scanLight reads definition d when it is a specialized node with plain
// fields. It returns the class name and the number of fields stored in
// out; ok is false when the node needs the full decoder.
func scanLight(src []byte, d *ast.MDDef, out *[maxLightFields]lightField) (name string, nf int, ok bool) {
	if name, nf, sure := fastScanLight(src, d, out); sure {
		return name, nf, name != ""
	}
	return tokenScanLight(src, d, out)
}

// tokenScanLight is scanLight through the scanner.
func tokenScanLight(src []byte, d *ast.MDDef, out *[maxLightFields]lightField) (name string, nf int, ok bool) {
	var sc scanner.Scanner
	sc.Init(src[:d.End])
	sc.Seek(int(d.ValueStart))
	t := sc.Next()
	if t.Kind != scanner.MetadataVar {
		return "", 0, false
	}
	nb := src[t.Start+1 : t.End]
	if bytes.Equal(nb, []byte("DIExpression")) || bytes.Equal(nb, []byte("DIArgList")) {
		return "", 0, false
	}
	class, name := classOf(nb)
	prev := -1
	if sc.Next().Kind != scanner.LParen {
		return "", 0, false
	}
	t = sc.Next()
	for t.Kind != scanner.RParen {
		if t.Kind != scanner.Label || nf == maxLightFields {
			return "", 0, false
		}
		f := &out[nf]
		*f = lightField{name: fieldName(class, src[t.Start:t.End-1], &prev)}
		v := sc.Next()
		next := sc.Next()
		switch v.Kind {
		case scanner.Int:
			f.kind, f.lit, f.text = lightLit, ast.MDInt, str(src, int(v.Start), int(v.End))
		case scanner.String:
			f.kind, f.lit, f.text = lightLit, ast.MDRawString, unquoted(src, int(v.Start), int(v.End))
		case scanner.MetadataID:
			id, err := strconv.ParseInt(str(src, int(v.Start)+1, int(v.End)), 10, 32)
			if err != nil {
				return "", 0, false
			}
			f.kind, f.id = lightRef, int32(id)
		case scanner.MetadataStr:
			f.kind, f.text = lightStr, unquoted(src, int(v.Start)+1, int(v.End))
		case scanner.Ident:
			word := src[v.Start:v.End]
			if isTypeWord(word) {
				return "", 0, false // a typed constant: leave it to the full decoder
			}
			if bytes.Equal(word, []byte("null")) {
				f.kind = lightNull
				break
			}
			kind := ast.MDIdent
			end := v.End
			for next.Kind == scanner.Bar {
				kind = ast.MDFlags
				w := sc.Next()
				if w.Kind != scanner.Ident && w.Kind != scanner.Int {
					return "", 0, false
				}
				end = w.End
				next = sc.Next()
			}
			f.kind, f.lit, f.text = lightLit, kind, str(src, int(v.Start), int(end))
		default:
			return "", 0, false
		}
		nf++
		switch next.Kind {
		case scanner.Comma:
			t = sc.Next()
		case scanner.RParen:
			t = next
		default:
			return "", 0, false
		}
	}
	if e := sc.Next(); e.Kind != scanner.EOF {
		return "", 0, false
	}
	return name, nf, true
}

// fieldName returns the field name b of a node of class c (nil when LLVM
// defines none of its name) as a string of c's, so that no node's field
// names point into the module's text (see parser.Class), else b's memory;
// prev is the index of the field before it, updated.
func fieldName(c *parser.Class, b []byte, prev *int) string {
	if c == nil {
		return unsafe.String(unsafe.SliceData(b), len(b))
	}
	name, i := c.FieldName(b, *prev)
	*prev = i
	return name
}

// classOf returns the class a node names b (nil when LLVM defines none
// with named fields) and its name as a string: the parser's own for the
// nodes LLVM defines, so that no node's name points into the module's
// text (see parser.Class), else b's memory.
func classOf(b []byte) (*parser.Class, string) {
	if c := parser.ClassOf(b); c != nil {
		return c, c.Name()
	}
	if name, ok := parser.SpecializedName(b); ok {
		return nil, name
	}
	return nil, unsafe.String(unsafe.SliceData(b), len(b))
}

// unquoted decodes the quoted string src[start:end], sharing src's memory
// when there is no escape to decode.
func unquoted(src []byte, start, end int) string {
	b := src[start:end]
	if len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"' && bytes.IndexByte(b, '\\') < 0 {
		return str(src, start+1, end-1)
	}
	return parser.Unquote(b)
}

// loadLight tries to fill n from the source of definition n.def. It
// reports false, leaving n untouched, when the node needs the full decoder.
func (n *Node) loadLight() bool {
	g := n.g
	var buf [maxLightFields]lightField
	name, nf, ok := scanLight(g.Module.Src, &g.Module.MDDefs[n.def], &buf)
	if !ok {
		return false
	}
	n.Kind = Specialized
	n.Name = name
	if nf == 0 {
		return true
	}
	var fields [maxLightFields]Field
	for i := range buf[:nf] {
		f := &buf[i]
		var value Metadata
		switch f.kind {
		case lightLit:
			value = g.arena.literal(f.lit, f.text)
		case lightStr:
			value = &String{Value: f.text}
		case lightRef:
			value = g.NodeByID(f.id)
		}
		fields[i] = Field{Name: f.name, Value: value}
	}
	n.setFields(g.arena.fieldSlice(fields[:nf]))
	return true
}

// str returns src[start:end] as a string sharing src's memory: module
// sources are never modified.
func str(src []byte, start, end int) string {
	if end <= start {
		return ""
	}
	return unsafe.String(&src[start], end-start)
}

// isTypeWord reports whether word names a type, which starts a typed
// constant rather than a keyword value.
func isTypeWord(word []byte) bool {
	if len(word) > 1 && word[0] == 'i' && word[1] >= '0' && word[1] <= '9' {
		return true
	}
	switch string(word) {
	case "ptr", "void", "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128", "label", "metadata", "x86_mmx", "x86_amx", "token", "target":
		return true
	}
	return false
}

// fastScanLight reads the usual form of a plain specialized node, as LLVM
// and clang write it ("!DILocation(line: 3, column: 7, scope: !12)":
// single spaces, no comments, no flags), byte by byte. It gives exactly
// what tokenScanLight gives, or reports sure false for any text it does
// not know to tokenize the same way. A sure result with name "" means the
// node is not light.
func fastScanLight(src []byte, d *ast.MDDef, out *[maxLightFields]lightField) (name string, nf int, sure bool) {
	i, end := int(d.ValueStart), int(d.End)
	if i >= end || src[i] != '!' {
		return "", 0, false
	}
	i++
	w := wordEnd(src, i, end)
	if w == i || !isLetter(src[i]) || w >= end || src[w] != '(' {
		return "", 0, false
	}
	class, name := classOf(src[i:w])
	if class == nil && (name == "DIExpression" || name == "DIArgList") {
		return "", 0, true
	}
	prev := -1
	i = w + 1
	if i < end && src[i] == ')' {
		i++
	} else {
		for {
			// A field: "name: value" then ", " or ")".
			if nf == maxLightFields {
				return "", 0, false
			}
			w = wordEnd(src, i, end)
			if w == i || !isLetter(src[i]) || w+1 >= end || src[w] != ':' || src[w+1] != ' ' {
				return "", 0, false
			}
			f := &out[nf]
			*f = lightField{name: fieldName(class, src[i:w], &prev)}
			i = w + 2
			if i >= end {
				return "", 0, false
			}
			switch c := src[i]; {
			case c == '-' || c >= '0' && c <= '9':
				j := i
				if c == '-' {
					j++
				}
				k := j
				for k < end && src[k] >= '0' && src[k] <= '9' {
					k++
				}
				if k == j || c == '0' && k < end && src[k] == 'x' {
					return "", 0, false
				}
				f.kind, f.lit, f.text = lightLit, ast.MDInt, str(src, i, k)
				i = k
			case c == '!' && i+1 < end && src[i+1] >= '0' && src[i+1] <= '9':
				k := i + 1
				var id int64
				for k < end && src[k] >= '0' && src[k] <= '9' {
					id = id*10 + int64(src[k]-'0')
					if id > math.MaxInt32 {
						return "", 0, false
					}
					k++
				}
				f.kind, f.id = lightRef, int32(id)
				i = k
			case c == '"' || c == '!' && i+1 < end && src[i+1] == '"':
				q := i
				if c == '!' {
					q++
				}
				k := bytes.IndexByte(src[q+1:end], '"')
				if k < 0 {
					return "", 0, false
				}
				k += q + 2 // past the closing quote
				if c == '!' {
					f.kind, f.text = lightStr, unquoted(src, q, k)
				} else {
					f.kind, f.lit, f.text = lightLit, ast.MDRawString, unquoted(src, q, k)
				}
				i = k
			case isLetter(c) || c == '_':
				k := wordEnd(src, i, end)
				word := src[i:k]
				if isTypeWord(word) || (c == 'u' || c == 's') && len(word) > 2 && word[1] == '0' && word[2] == 'x' {
					return "", 0, false
				}
				if string(word) == "null" {
					f.kind = lightNull
				} else {
					f.kind, f.lit, f.text = lightLit, ast.MDIdent, str(src, i, k)
				}
				i = k
			default:
				return "", 0, false
			}
			nf++
			if i+1 < end && src[i] == ',' && src[i+1] == ' ' {
				i += 2
				continue
			}
			if i < end && src[i] == ')' {
				i++
				break
			}
			return "", 0, false
		}
	}
	for ; i < end; i++ {
		if c := src[i]; c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return "", 0, false
		}
	}
	return name, nf, true
}

// wordEnd returns the end of the run of [a-zA-Z0-9_] at src[i:end].
func wordEnd(src []byte, i, end int) int {
	for i < end {
		c := src[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			break
		}
		i++
	}
	return i
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
