package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"go.lsp.dev/jsonrpc2"
)

// readCloser is a read-only io.ReadWriteCloser.
type readCloser struct{ io.Reader }

func (readCloser) Write(p []byte) (int, error) { return len(p), nil }
func (readCloser) Close() error                { return nil }

// TestStreamBigMessage reads a big didOpen through the stream: its
// parameters reach the handler by reference, as the message's own bytes,
// and its text decodes in place.
func TestStreamBigMessage(t *testing.T) {
	s := newServer(Options{})
	text := strings.Repeat("; a \"quoted\" \\ line\twith é, <4 x i8> & 𝄞\n", bigMessage/30)
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen",
		"params": map[string]any{"textDocument": map[string]any{"uri": "file:///a.ll", "version": 1, "text": text}}})
	if err != nil {
		t.Fatal(err)
	}
	// encoding/json escapes <, > and & (\u003c); a surrogate pair too,
	// as some editors' encoders write it.
	body = bytes.ReplaceAll(body, []byte("𝄞"), []byte(`\ud834\udd1e`))
	small := `{"jsonrpc":"2.0","id":1,"method":"shutdown"}`
	framed := fmt.Sprintf("Content-Length: %d\r\n\r\n%sContent-Length: %d\r\n\r\n%s", len(body), body, len(small), small)
	st := newStream(readCloser{strings.NewReader(framed)}, s)
	msg, n, err := st.Read(context.Background())
	if err != nil || n != int64(len(framed)-len(small)-len(fmt.Sprintf("Content-Length: %d\r\n\r\n", len(small)))) {
		t.Fatalf("read %d bytes: %v", n, err)
	}
	note, ok := msg.(*jsonrpc2.Notification)
	if !ok || note.Method() != "textDocument/didOpen" || !bytes.HasPrefix(note.Params(), stashPrefix) {
		t.Fatalf("message %#v", msg)
	}
	raw := s.unstash(note.Params())
	if len(raw) < len(text) || !bytes.Contains(body, raw) {
		t.Fatalf("parameters are not the message's: %.80s", raw)
	}
	if len(s.stashed) != 0 {
		t.Errorf("%d parameters left stashed", len(s.stashed))
	}
	var p didOpenParams
	if err := decodeParams(raw, &p); err != nil || string(p.TextDocument.Text) != text || p.TextDocument.Version != 1 {
		t.Fatalf("didOpen params: %v (text equal: %v)", err, string(p.TextDocument.Text) == text)
	}
	msg, _, err = st.Read(context.Background())
	if call, ok := msg.(*jsonrpc2.Call); err != nil || !ok || call.Method() != "shutdown" {
		t.Fatalf("small message after it: %#v, %v", msg, err)
	}
}
