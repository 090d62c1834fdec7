package ast

import "strings"

// QuoteString renders s as an LLVM string literal: in double quotes, with
// '"', '\\', control characters and bytes above 0x7E written as \XX.
func QuoteString(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	writeQuoted(&b, s)
	return b.String()
}

func writeQuoted(b *strings.Builder, s string) {
	const hexdigits = "0123456789ABCDEF"
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7F {
			b.WriteByte('\\')
			b.WriteByte(hexdigits[c>>4])
			b.WriteByte(hexdigits[c&15])
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
}

// FormatName renders a decoded name with its sigil ('%', '@', '$' or '!')
// as LLVM spells it: bare when it is a number or matches
// [-a-zA-Z$._][-a-zA-Z$._0-9]*, else quoted ("%\"class.std::vector\"").
func FormatName(sigil byte, name string) string {
	var b strings.Builder
	b.Grow(len(name) + 3)
	writeName(&b, sigil, name)
	return b.String()
}

func writeName(b *strings.Builder, sigil byte, name string) {
	b.WriteByte(sigil)
	if NameNeedsQuotes(name) {
		writeQuoted(b, name)
		return
	}
	b.WriteString(name)
}

// writeTypeName writes a named type's name ("%T", decoded) as LLVM spells
// it. A name that parser.Name left quoted (a number, %"3") is already
// spelled so.
func writeTypeName(b *strings.Builder, name string) {
	body := strings.TrimPrefix(name, "%")
	if len(body) > 1 && body[0] == '"' {
		b.WriteString(name)
		return
	}
	writeName(b, '%', body)
}

// NameNeedsQuotes reports whether LLVM quotes the name s (without sigil):
// when it is empty, holds a character outside [-a-zA-Z$._0-9], or starts
// with a digit without being a number.
func NameNeedsQuotes(s string) bool {
	if s == "" {
		return true
	}
	digits := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		d := c >= '0' && c <= '9'
		digits = digits && d
		if !(d || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_') {
			return true
		}
	}
	return !digits && s[0] >= '0' && s[0] <= '9'
}
