package lsp

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"os"
	"sync"
	"testing"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// A client drives a Server over an in-memory connection, as an editor
// does over stdio.
type client struct {
	t    testing.TB
	conn jsonrpc2.Conn

	mu    sync.Mutex
	diags map[protocol.DocumentURI][]protocol.PublishDiagnosticsParams
	cond  *sync.Cond
}

func newClient(t testing.TB, opts Options) *client {
	t.Helper()
	a, b := net.Pipe()
	done := make(chan error, 1)
	go func() { done <- Serve(context.Background(), a, opts) }()
	return connect(t, b, done)
}

// connect speaks to a server over stream; done delivers the server's end.
func connect(t testing.TB, stream io.ReadWriteCloser, done <-chan error) *client {
	t.Helper()
	c := &client{t: t, diags: map[protocol.DocumentURI][]protocol.PublishDiagnosticsParams{}}
	c.cond = sync.NewCond(&c.mu)
	ctx, cancel := context.WithCancel(context.Background())
	c.conn = jsonrpc2.NewConn(jsonrpc2.NewStream(stream))
	c.conn.Go(ctx, func(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
		if req.Method() == "textDocument/publishDiagnostics" {
			var p protocol.PublishDiagnosticsParams
			if err := json.Unmarshal(req.Params(), &p); err != nil {
				t.Errorf("publishDiagnostics: %v", err)
			}
			c.mu.Lock()
			c.diags[p.URI] = append(c.diags[p.URI], p)
			c.cond.Broadcast()
			c.mu.Unlock()
		}
		return reply(ctx, nil, nil)
	})
	t.Cleanup(func() {
		c.notify("exit", nil)
		<-done
		cancel()
		c.conn.Close()
	})
	var res json.RawMessage
	c.call("initialize", map[string]any{"processId": 1, "rootUri": nil, "capabilities": map[string]any{}}, &res)
	c.notify("initialized", map[string]any{})
	return c
}

func (c *client) call(method string, params, result any) {
	c.t.Helper()
	if _, err := c.conn.Call(context.Background(), method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// callErr is call for requests expected to fail.
func (c *client) callErr(method string, params, result any) error {
	_, err := c.conn.Call(context.Background(), method, params, result)
	return err
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// open sends didOpen for path's content and returns its URI.
func (c *client) open(path string) (protocol.DocumentURI, []byte) {
	c.t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		c.t.Fatal(err)
	}
	u := protocol.DocumentURI(uri.File(path))
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: u, LanguageID: "llvm", Version: 1, Text: string(src),
	}})
	return u, src
}

// diagnostics waits for the diagnostics of version v of u.
func (c *client) diagnostics(u protocol.DocumentURI, v int32) []protocol.Diagnostic {
	return c.publication(u, v, 1)
}

// publication waits for the k-th publication (from 1) of diagnostics for
// version v of u: a big module's are staged (see bigDocument).
func (c *client) publication(u protocol.DocumentURI, v int32, k int) []protocol.Diagnostic {
	c.mu.Lock()
	defer c.mu.Unlock()
	for {
		n := 0
		for _, p := range c.diags[u] {
			if int32(p.Version) == v {
				if n++; n == k {
					return p.Diagnostics
				}
			}
		}
		c.cond.Wait()
	}
}
