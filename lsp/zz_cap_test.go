package lsp

import (
	"encoding/json"
	"os"
	"testing"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

func TestZZCap(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("HOME") + "/.cache/irmeta/clib/out/sqlite-clang22-O2-g.ll")
	n, _ := jsonrpc2.NewNotification("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: "file:///x.ll", Text: string(src)}})
	data, _ := json.Marshal(n)
	msg, err := jsonrpc2.DecodeMessage(data)
	if err != nil {
		t.Fatal(err)
	}
	raw := msg.(*jsonrpc2.Notification).Params()
	var p didOpenParams
	json.Unmarshal(raw, &p)
	t.Logf("data %d, raw len %d cap %d, text len %d cap %d, aliases data: %v", len(data), len(raw), cap(raw), len(p.TextDocument.Text), cap(p.TextDocument.Text), &raw[0] == &data[len(data)-len(raw)-1])
}
