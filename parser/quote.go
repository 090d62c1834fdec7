package parser

import (
	"unsafe"

	"github.com/irmeta/irmeta/ast"
	"github.com/irmeta/irmeta/token"
)

// Unquote decodes an LLVM string token: it strips the surrounding quotes
// (and a leading sigil such as '@', '%', '!', '$' or 'c' before them) and
// turns \XX hex escapes and \\ into bytes.
func Unquote(b []byte) string {
	i := 0
	for i < len(b) && b[i] != '"' {
		i++
	}
	if i == len(b) {
		return string(b)
	}
	b = b[i+1:]
	if len(b) > 0 && b[len(b)-1] == '"' {
		b = b[:len(b)-1]
	}
	hasEscape := false
	for _, c := range b {
		if c == '\\' {
			hasEscape = true
			break
		}
	}
	if !hasEscape {
		return string(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\\' && i+1 < len(b) {
			if b[i+1] == '\\' {
				out = append(out, '\\')
				i++
				continue
			}
			if i+2 < len(b) && isHexDigit(b[i+1]) && isHexDigit(b[i+2]) {
				out = append(out, hexVal(b[i+1])<<4|hexVal(b[i+2]))
				i += 2
				continue
			}
		}
		out = append(out, c)
	}
	return string(out)
}

// Name decodes a name token with its sigil: @foo stays "@foo", @"a b"
// becomes "@a b", %12 stays "%12". A quoted name that decodes to digits
// keeps its quotes (%"3" is "%\"3\""): LLVM keeps it apart from the
// unnamed value %3, and so must callers that key values by name. So that
// this form stays unambiguous, a name that decodes to something starting
// with '"' keeps its quotes and escapes too. In both cases the result is
// the name as LLVM prints it; a decoded name is in that printed form
// exactly when its sigil is followed by '"'.
func Name(b []byte) string {
	if len(b) > 1 && b[1] == '"' {
		return string(b[0]) + decodeName(b[1:])
	}
	return string(b)
}

// decodeName decodes a quoted name body, keeping it quoted (as ast.QuoteString
// writes it) when it is a number or starts with a quote.
func decodeName(q []byte) string {
	s := Unquote(q)
	if isDecimalName(s) || len(s) > 0 && s[0] == '"' {
		return ast.QuoteString(s)
	}
	return s
}

// NameText renders a name decoded by Name (with its sigil) as LLVM writes
// it: in quotes, with \XX escapes, when it holds bytes outside
// [-a-zA-Z$._0-9] or starts with a digit without being a number. Names
// that Name left quoted come back unchanged, so NameText(Name(tok)) is
// the canonical spelling of tok: "%\"a b\"" for %"a b", "%\"3\"" for %"3",
// "%3" for %3.
func NameText(name string) string {
	if name == "" {
		return ""
	}
	if len(name) > 1 && name[1] == '"' {
		return name
	}
	return ast.FormatName(name[0], name[1:])
}

// isDecimalName reports whether a decoded name is all digits, the names
// that only quotes keep apart from numbered values.
func isDecimalName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// PlainName returns a name decoded by Name without its sigil and without
// the quotes Name keeps: the string LLVM holds as the value's name and shows
// in its messages ("3" for %"3", "a b" for %"a b"). Numbered values (%3)
// give their number, so use Name's form to tell the two apart.
func PlainName(name string) string {
	if name == "" {
		return ""
	}
	name = name[1:]
	if len(name) > 1 && name[0] == '"' {
		return Unquote([]byte(name))
	}
	return name
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// unescapeName decodes \XX escapes in a metadata name (!\34\32abc is "42abc").
func unescapeName(b []byte) string {
	for _, c := range b {
		if c == '\\' {
			return Unquote(append(append([]byte{'"'}, b...), '"'))
		}
	}
	return string(b)
}

// litName is nameIn of the current token.
func (p *parser) litName() string { return nameIn(p.src, p.tok.Start, p.tok.End) }

// entityName is litName copied out of the source: the name of a function
// or global is a key of the passes' tables, read at every lookup, and a
// key pointing into a large file's text would map in the page of its
// definition again after the pager gave it back (see ast.Pager).
func (p *parser) entityName() string {
	if b := p.src[p.tok.Start:p.tok.End]; len(b) > 1 && b[1] == '"' {
		return Name(b) // a copy already
	}
	return string(p.src[p.tok.Start:p.tok.End])
}

// nameIn is Name of the token src[start:end]. An unquoted name is the
// token's text itself, so it points into the source instead of being
// copied (the source is never modified): the decoders make one per
// operand, which was most of a decode's allocations.
func nameIn(src []byte, start, end token.Pos) string {
	if b := src[start:end]; len(b) > 1 && b[1] == '"' {
		return Name(b)
	}
	return unsafe.String(&src[start], int(end-start))
}
