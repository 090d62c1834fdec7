package main

import (
	"bytes"
	"encoding/json"
	"io"
)

// Every --json output goes through writeJSON, and every MarshalJSON method
// through marshalJSON, so that all commands write JSON alike: indented by
// two spaces, and with <, > and & as they are. encoding/json escapes those
// three for HTML by default (\u003c), which makes the IR the values quote
// (<4 x i32>, "f<int>", &&) unreadable and breaks grep and jq filters
// written with the text a user sees elsewhere. TestJSONGoesThroughHelpers
// keeps other encoders out of this package.

// writeJSON writes v to w as indented JSON followed by a newline.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// marshalJSON is json.Marshal without the HTML escapes, for MarshalJSON
// methods (the enclosing writeJSON indents the result).
func marshalJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
