package di

import "strings"

// quote renders a string field as LLVM's printEscapedString does: '\\'
// doubled, '"' and unprintable bytes as \XX.
func quote(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c >= 0x20 && c < 0x7F && c != '"':
			b.WriteByte(c)
		default:
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	b.WriteByte('"')
	return b.String()
}
