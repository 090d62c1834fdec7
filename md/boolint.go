package md

import "strconv"

// BoolIntCodec stores bools as integers of Bits width (default i32) holding
// 0 or 1, the way clang writes vec_type_hint's signedness. It reads any
// integer, non-zero being true. In a tuple attribute, a bool field with a
// tag such as `md:"i32"` uses it.
type BoolIntCodec struct{ Bits uint32 }

// Encode implements Codec.
func (c BoolIntCodec) Encode(_ *Graph, v bool) (Metadata, error) {
	var i int64
	if v {
		i = 1
	}
	return NewInt(width(c.Bits, 32), i), nil
}

// Decode implements Codec.
func (c BoolIntCodec) Decode(m Metadata) (bool, error) {
	i, err := decodeInt(m)
	return i != 0, err
}

// Describe implements Codec.
func (c BoolIntCodec) Describe() string { return "i" + strconv.Itoa(int(width(c.Bits, 32))) }

// metadataName writes a metadata name (named metadata or an attachment
// kind) as LLVM prints it: characters outside [-$._a-zA-Z0-9], and a
// leading digit, become \XX escapes, so that names such as
// "opencl.stats.Vectorizer@CanVect" stay valid IR.
func metadataName(s string) string {
	plain := true
	for i := 0; i < len(s); i++ {
		if !nameChar(s[i], i == 0) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	const hex = "0123456789ABCDEF"
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if nameChar(c, i == 0) {
			b = append(b, c)
			continue
		}
		b = append(b, '\\', hex[c>>4], hex[c&15])
	}
	return string(b)
}

func nameChar(c byte, first bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '-', c == '$', c == '.', c == '_':
		return true
	case c >= '0' && c <= '9':
		return !first
	}
	return false
}
