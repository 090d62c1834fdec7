package loops

// scanAttrWords calls word for every bare word of src (a function header or
// an attribute group body) outside quoted strings, and group for every "#N"
// attribute group reference. Names keep their sigil ("%x", "@readnone"), so
// a value or function named like an attribute never passes for one. It
// stops, returning true, as soon as word returns true.
func scanAttrWords(src []byte, word func(w []byte) bool, group func(id int32)) bool {
	isWord := func(c byte) bool {
		return c == '_' || c == '.' || c == '$' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '"':
			i++
			for i < len(src) && src[i] != '"' {
				i++
			}
			i++
		case c == '#':
			j := i + 1
			var id int32
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				id = id*10 + int32(src[j]-'0')
				j++
			}
			if j > i+1 && group != nil {
				group(id)
			}
			i = j
		case isWord(c) || c == '%' || c == '@':
			j := i + 1
			for j < len(src) && isWord(src[j]) {
				j++
			}
			if word(src[i:j]) {
				return true
			}
			i = j
		default:
			i++
		}
	}
	return false
}
