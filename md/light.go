package md

import (
	"bytes"
	"strconv"
	"unsafe"

	"irmeta/ast"
	"irmeta/parser"
	"irmeta/scanner"
)

// Most nodes of a debug-info-heavy module are specialized nodes whose fields
// are plain integers, strings, keywords and references. loadLight fills such
// a node straight from its tokens, without the parser's general decoding,
// and gives exactly the result the full decoder would; any other node is
// left to the full decoder. Literals and field slices come from chunked
// arenas so that a large graph costs few allocations.

const arenaChunk = 4096

// arena hands out Literals and Field slices in chunks.
type arena struct {
	lits   []Literal
	fields []Field
}

func (a *arena) literal(kind ast.MDKind, text string) *Literal {
	if len(a.lits) == cap(a.lits) {
		a.lits = make([]Literal, 0, arenaChunk)
	}
	a.lits = append(a.lits, Literal{Kind: kind, Text: text})
	return &a.lits[len(a.lits)-1]
}

func (a *arena) fieldSlice(fs []Field) []Field {
	if len(fs) > arenaChunk/4 {
		return append([]Field(nil), fs...)
	}
	if cap(a.fields)-len(a.fields) < len(fs) {
		a.fields = make([]Field, 0, arenaChunk)
	}
	start := len(a.fields)
	a.fields = append(a.fields, fs...)
	return a.fields[start:len(a.fields):len(a.fields)]
}

// loadLight tries to fill n from the source of definition n.def. It
// reports false, leaving n untouched, when the node needs the full decoder.
func (n *Node) loadLight() bool {
	g := n.g
	m := g.Module
	d := &m.MDDefs[n.def]
	src := m.Src
	var sc scanner.Scanner
	sc.Init(src[:d.End])
	sc.Seek(int(d.ValueStart))
	t := sc.Next()
	if t.Kind != scanner.MetadataVar {
		return false
	}
	name := src[t.Start+1 : t.End]
	if bytes.Equal(name, []byte("DIExpression")) || bytes.Equal(name, []byte("DIArgList")) {
		return false
	}
	if sc.Next().Kind != scanner.LParen {
		return false
	}
	var buf [16]Field
	fields := buf[:0]
	t = sc.Next()
	for t.Kind != scanner.RParen {
		if t.Kind != scanner.Label || len(fields) == len(buf) {
			return false
		}
		fname := str(src, int(t.Start), int(t.End)-1)
		v := sc.Next()
		var value Metadata
		next := sc.Next()
		switch v.Kind {
		case scanner.Int:
			value = g.arena.literal(ast.MDInt, str(src, int(v.Start), int(v.End)))
		case scanner.String:
			body := src[v.Start+1 : v.End-1]
			text := str(src, int(v.Start)+1, int(v.End)-1)
			if bytes.IndexByte(body, '\\') >= 0 {
				text = parser.Unquote(src[v.Start:v.End])
			}
			value = g.arena.literal(ast.MDRawString, text)
		case scanner.MetadataID:
			id, err := strconv.ParseInt(string(src[v.Start+1:v.End]), 10, 32)
			if err != nil {
				return false
			}
			value = g.NodeByID(int32(id))
		case scanner.MetadataStr:
			value = &String{Value: parser.Unquote(src[v.Start+1 : v.End])}
		case scanner.Ident:
			word := src[v.Start:v.End]
			if isTypeWord(word) {
				return false // a typed constant: leave it to the full decoder
			}
			if bytes.Equal(word, []byte("null")) {
				value = nil
				break
			}
			kind := ast.MDIdent
			end := v.End
			for next.Kind == scanner.Bar {
				kind = ast.MDFlags
				f := sc.Next()
				if f.Kind != scanner.Ident && f.Kind != scanner.Int {
					return false
				}
				end = f.End
				next = sc.Next()
			}
			value = g.arena.literal(kind, str(src, int(v.Start), int(end)))
		default:
			return false
		}
		fields = append(fields, Field{Name: fname, Value: value})
		switch next.Kind {
		case scanner.Comma:
			t = sc.Next()
		case scanner.RParen:
			t = next
		default:
			return false
		}
	}
	if e := sc.Next(); e.Kind != scanner.EOF {
		return false
	}
	n.Kind = Specialized
	n.Name = unsafe.String(&name[0], len(name))
	if len(fields) > 0 {
		n.fields = g.arena.fieldSlice(fields)
	}
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
