package ast

// HasFnAttr reports whether function fn (an index into Functions) has the
// attribute attr ("optnone", "mustprogress"), written in its header or in
// an attribute group (#N) it refers to.
func (m *Module) HasFnAttr(fn int, attr string) bool {
	f := &m.Functions[fn]
	var groups []int32
	match := func(w []byte) bool { return string(w) == attr }
	if ScanAttrWords(m.Bytes(f.Header), match, func(id int32) { groups = append(groups, id) }) {
		return true
	}
	for _, id := range groups {
		for i := range m.AttrGroups {
			if m.AttrGroups[i].ID == id && ScanAttrWords(m.Bytes(m.AttrGroups[i].Body), match, nil) {
				return true
			}
		}
	}
	return false
}

// ScanAttrWords calls word for every bare word of src (a function header or
// an attribute group body) outside quoted strings, and group for every "#N"
// attribute group reference. Names keep their sigil ("%x", "@readnone"), so
// a value or function named like an attribute never passes for one. It
// stops, returning true, as soon as word returns true.
func ScanAttrWords(src []byte, word func(w []byte) bool, group func(id int32)) bool {
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
