package lsp

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// jsonText is a JSON string decoded straight into bytes. A module's text
// arrives as one JSON string of up to hundreds of megabytes; decoding it
// into a Go string and then copying it to []byte costs two passes and a
// second copy, this one pass over unescaped runs.
type jsonText []byte

// UnmarshalJSON decodes a JSON string.
func (t *jsonText) UnmarshalJSON(data []byte) error {
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return errors.New("text is not a JSON string")
	}
	in := data[1 : len(data)-1]
	out := make([]byte, 0, len(in))
	for len(in) > 0 {
		i := bytes.IndexByte(in, '\\')
		if i < 0 {
			out = append(out, in...)
			break
		}
		out = append(out, in[:i]...)
		in = in[i:]
		if len(in) < 2 {
			return errors.New("text ends in a backslash")
		}
		switch c := in[1]; c {
		case '"', '\\', '/':
			out = append(out, c)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			if len(in) < 6 {
				return errors.New("short \\u escape in text")
			}
			r, err := strconv.ParseUint(string(in[2:6]), 16, 16)
			if err != nil {
				return errors.New("bad \\u escape in text")
			}
			rr := rune(r)
			if utf16.IsSurrogate(rr) && len(in) >= 12 && in[6] == '\\' && in[7] == 'u' {
				if lo, err := strconv.ParseUint(string(in[8:12]), 16, 16); err == nil {
					if d := utf16.DecodeRune(rr, rune(lo)); d != utf8.RuneError {
						out = utf8.AppendRune(out, d)
						in = in[12:]
						continue
					}
				}
			}
			out = utf8.AppendRune(out, rr)
			in = in[6:]
			continue
		default:
			return errors.New("bad escape in text")
		}
		in = in[2:]
	}
	*t = out
	return nil
}

var _ json.Unmarshaler = (*jsonText)(nil)
