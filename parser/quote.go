package parser

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
// becomes "@a b", %12 stays "%12".
func Name(b []byte) string {
	if len(b) > 1 && b[1] == '"' {
		return string(b[0]) + Unquote(b[1:])
	}
	return string(b)
}

// Quote encodes s as an LLVM string token body with quotes, escaping
// quotes, backslashes and non-printable bytes as \XX.
func Quote(s string) string {
	const hexdigits = "0123456789ABCDEF"
	out := make([]byte, 0, len(s)+2)
	out = append(out, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7F {
			out = append(out, '\\', hexdigits[c>>4], hexdigits[c&15])
			continue
		}
		out = append(out, c)
	}
	return string(append(out, '"'))
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
