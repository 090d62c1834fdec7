package ast

import "strings"

// writeTypeName writes a named type's name ("%T", decoded) as LLVM spells
// it: in quotes, with \XX escapes, when it holds characters outside
// [-a-zA-Z$._0-9] ("%\"class.std::vector\""). A name that parser.Name
// left quoted (a number, %"3") is already spelled so.
func writeTypeName(b *strings.Builder, name string) {
	body := strings.TrimPrefix(name, "%")
	if !typeNameNeedsQuotes(body) || len(body) > 1 && body[0] == '"' {
		b.WriteString(name)
		return
	}
	const hexdigits = "0123456789ABCDEF"
	b.WriteString(`%"`)
	for i := 0; i < len(body); i++ {
		c := body[i]
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

func typeNameNeedsQuotes(s string) bool {
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
