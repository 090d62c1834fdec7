package lsp

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// TestJSONText compares the text decoder with encoding/json on strings
// with every kind of escape.
func TestJSONText(t *testing.T) {
	for _, s := range []string{"", "plain", "a\"b\\c\n\r\t\b\f", "é € 𝄞 \u2028 \x01", "!0 = !{!\"x\\00\"}\n"} {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var got jsonText
		if err := json.Unmarshal(data, &got); err != nil || string(got) != s {
			t.Errorf("%q: got %q, %v", s, got, err)
		}
		// Decoded in place: the text is the message's memory.
		if len(got) > 0 && &got[0] != &data[1] {
			t.Errorf("%q: decoded into a copy", s)
		}
	}
	var got jsonText
	for _, bad := range []string{`"\x"`, `"\u12"`, `12`} {
		if err := json.Unmarshal([]byte(bad), &got); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

// FuzzJSONText checks the decoder against encoding/json.
func FuzzJSONText(f *testing.F) {
	f.Add("a\\n\\u00e9\\ud834\\udd1e")
	f.Fuzz(func(t *testing.T, body string) {
		if !utf8.ValidString(body) {
			return // invalid JSON; the decoder keeps such bytes as they are
		}
		data := []byte(`"` + body + `"`)
		var want string
		werr := json.Unmarshal(data, &want)
		var got jsonText
		gerr := json.Unmarshal(data, &got)
		if werr == nil && (gerr != nil || string(got) != want) {
			t.Errorf("%q: got %q, %v; encoding/json %q", body, got, gerr, want)
		}
	})
}
