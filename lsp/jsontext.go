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
// arrives as one JSON string of up to hundreds of megabytes: decoding it
// into a Go string and copying that to []byte costs two passes and two
// copies. jsonText decodes in place instead, over the message's own
// buffer (an unescaped text is never longer than its JSON form), so the
// document's text is the message's memory and no copy is made at all.
// UnmarshalJSON therefore overwrites the data it is given, as
// encoding/json allows: the decoder has scanned past the string by then.
type jsonText []byte

// UnmarshalJSON decodes a JSON string, in place.
func (t *jsonText) UnmarshalJSON(data []byte) error {
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return errors.New("text is not a JSON string")
	}
	in := data[1 : len(data)-1]
	// out writes over in: w never passes r.
	out := in[:0]
	for r := 0; r < len(in); {
		i := bytes.IndexByte(in[r:], '\\')
		if i < 0 {
			out = append(out, in[r:]...)
			break
		}
		out = append(out, in[r:r+i]...)
		r += i
		if r+1 >= len(in) {
			return errors.New("text ends in a backslash")
		}
		switch c := in[r+1]; c {
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
			esc := in[r:]
			if len(esc) < 6 {
				return errors.New("short \\u escape in text")
			}
			u, err := strconv.ParseUint(string(esc[2:6]), 16, 16)
			if err != nil {
				return errors.New("bad \\u escape in text")
			}
			rr := rune(u)
			if utf16.IsSurrogate(rr) && len(esc) >= 12 && esc[6] == '\\' && esc[7] == 'u' {
				if lo, err := strconv.ParseUint(string(esc[8:12]), 16, 16); err == nil {
					if d := utf16.DecodeRune(rr, rune(lo)); d != utf8.RuneError {
						out = utf8.AppendRune(out, d) // 4 bytes for 12
						r += 12
						continue
					}
				}
			}
			out = utf8.AppendRune(out, rr) // at most 3 bytes for 6
			r += 6
			continue
		default:
			return errors.New("bad escape in text")
		}
		r += 2
	}
	*t = out
	return nil
}

var _ json.Unmarshaler = (*jsonText)(nil)
