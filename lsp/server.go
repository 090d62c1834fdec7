package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	sjson "github.com/segmentio/encoding/json"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"

	"github.com/irmeta/irmeta/llvmver"
)

// Options configure a Server.
type Options struct {
	// LLVM is whose rules the diagnostics apply (zero: llvmver.Default).
	// Clients may change it with the initialization option or the setting
	// "llvm" (see Server).
	LLVM llvmver.Version
	// Log, when set, receives a line per request for debugging.
	Log io.Writer

	// stageFrom overrides bigDocument (tests).
	stageFrom int
	// Tests' hooks: made is given the server; analyzing is called when a
	// worker starts reading a version's text, stopping when an edit has
	// asked the analysis reading its text to stop, waiting when a request
	// waits for a version's parse (both with the server's lock held).
	made                         func(*Server)
	analyzing, stopping, waiting func()
}

// A Server holds the open documents of one client connection.
type Server struct {
	opts Options
	conn jsonrpc2.Conn

	mu   sync.Mutex
	docs map[protocol.DocumentURI]*document
	llvm llvmver.Version
	// shutdown is set by the shutdown request; exit then ends the session.
	shutdown bool
	// analyzed is signalled after each background analysis; requests that
	// need the analysis of the newest version wait on it.
	analyzed *sync.Cond
	// inline runs analyses in the goroutine that asks for them (tests).
	inline bool
	// exited is closed by the exit notification: Serve returns then, even
	// when the stream cannot be closed (standard input).
	exited   chan struct{}
	exitOnce sync.Once
	// pending are the analyses that handlers asked for; handle starts them
	// after the handler returns.
	pending []func()
	// working holds the documents whose analysis worker runs; reading
	// those whose worker is analyzing a version (not waiting for a pause
	// in typing), which reads its text.
	working map[protocol.DocumentURI]bool
	reading map[protocol.DocumentURI]*document
	// stageFrom is the size from which analyses are staged (bigDocument;
	// tests lower it).
	stageFrom int
	// stashed are big messages' parameters, which the stream passes by
	// reference (see stream).
	stashed  map[uint64]json.RawMessage
	stashSeq uint64
	// requests counts the requests running on goroutines of their own
	// (see waits), but for those waiting for a parse (see parsedDoc):
	// while any runs, edits copy the text (see didChange).
	requests int
	// reparsed counts the versions whose module was made by parsing one
	// function again (tests).
	reparsed atomic.Int64
	// abandoned counts the analyses an edit stopped, inPlace the edits
	// made in the text in place (tests).
	abandoned, inPlace atomic.Int64
	// untyped counts the versions whose edits changed only metadata,
	// which were not typechecked again (tests).
	untyped atomic.Int64
}

// Serve runs the server on stream until the client sends exit or closes
// the stream.
func Serve(ctx context.Context, stream io.ReadWriteCloser, opts Options) error {
	s := newServer(opts)
	s.conn = jsonrpc2.NewConn(newStream(stream, s))
	s.conn.Go(ctx, s.handle)
	select {
	case <-s.conn.Done():
	case <-s.exited:
		s.conn.Close()
		return nil
	case <-ctx.Done():
		s.conn.Close()
		return nil
	}
	err := s.conn.Err()
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrClosedPipe) || err != nil && err.Error() == "exit" {
		return nil
	}
	return err
}

func newServer(opts Options) *Server {
	s := &Server{
		opts: opts, docs: make(map[protocol.DocumentURI]*document), llvm: opts.LLVM.Or(), exited: make(chan struct{}),
		working: make(map[protocol.DocumentURI]bool), reading: make(map[protocol.DocumentURI]*document), stageFrom: bigDocument,
	}
	if opts.stageFrom > 0 {
		s.stageFrom = opts.stageFrom
	}
	s.analyzed = sync.NewCond(&s.mu)
	if opts.made != nil {
		opts.made(s)
	}
	return s
}

// errExit ends the connection on the exit notification.
var errExit = errors.New("exit")

// handle dispatches one message. The connection calls it for one message
// at a time, so handlers answer from what is computed already and leave
// long work (analysis) to goroutines.
func (s *Server) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) (err error) {
	defer func() {
		// A bug in a feature must not take the editor's server down.
		if r := recover(); r != nil {
			err = reply(ctx, nil, fmt.Errorf("irmeta lsp: internal error in %s: %v", req.Method(), r))
		}
	}()
	params := s.unstash(req.Params())
	if s.opts.Log != nil {
		fmt.Fprintf(s.opts.Log, "irmeta lsp: %s\n", req.Method())
	}
	h, ok := handlers[req.Method()]
	if !ok {
		if _, isCall := req.(*jsonrpc2.Call); isCall {
			return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.MethodNotFound, "method not supported: "+req.Method()))
		}
		return nil // notifications the server does not use
	}
	if waits[req.Method()] {
		// The request needs the module: it may wait for the parse, and the
		// connection goes on meanwhile (definitions, edits).
		ctx := context.WithValue(ctx, snapshotKey{}, s.snapshot())
		s.mu.Lock()
		s.requests++
		s.mu.Unlock()
		go func() {
			counted := true
			done := func() {
				if counted {
					counted = false
					s.mu.Lock()
					s.requests--
					s.mu.Unlock()
				}
			}
			defer done()
			defer func() {
				if r := recover(); r != nil {
					done()
					_ = reply(ctx, nil, fmt.Errorf("irmeta lsp: internal error in %s: %v", req.Method(), r))
				}
			}()
			result, herr := h(s, ctx, params)
			// The answer is encoded before the request stops counting (it
			// may hold strings of the text), and stops counting before it
			// is sent: a client that edits as soon as it has the answer
			// must find nothing reading the text, or the edit copies it.
			var answer json.RawMessage
			if herr == nil {
				answer, herr = json.Marshal(result)
			}
			done()
			if herr != nil {
				_ = reply(ctx, nil, herr)
				return
			}
			_ = reply(ctx, answer, nil)
		}()
		return nil
	}
	result, herr := h(s, ctx, params)
	s.mu.Lock()
	start := s.pending
	s.pending = nil
	s.mu.Unlock()
	for _, f := range start {
		f()
	}
	if herr == errExit {
		s.exitOnce.Do(func() { close(s.exited) })
		return nil
	}
	if _, isCall := req.(*jsonrpc2.Call); !isCall {
		return nil
	}
	return reply(ctx, result, herr)
}

// A handler answers one method with decoded params.
type handler func(s *Server, ctx context.Context, params json.RawMessage) (any, error)

// on adapts a typed handler.
func on[P any](f func(s *Server, ctx context.Context, p *P) (any, error)) handler {
	return func(s *Server, ctx context.Context, raw json.RawMessage) (any, error) {
		p := new(P)
		if len(raw) > 0 && string(raw) != "null" {
			if err := decodeParams(raw, p); err != nil {
				return nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error())
			}
		}
		return f(s, ctx, p)
	}
}

// decodeParams decodes a request's parameters into p. A big one is a
// whole document's text: encoding/json would scan it twice (validation,
// then decoding) at a third of the speed of segmentio's decoder, which
// agrees with it on valid JSON.
func decodeParams(raw json.RawMessage, p any) error {
	if len(raw) >= bigMessage {
		return sjson.Unmarshal(raw, p)
	}
	return json.Unmarshal(raw, p)
}

var handlers map[string]handler

// waits are the requests that read the parsed module: they run on
// goroutines of their own (see handle).
var waits = map[string]bool{
	"textDocument/hover":      true,
	"textDocument/inlayHint":  true,
	"textDocument/codeAction": true,
}

func init() {
	handlers = map[string]handler{
		"initialize":                        on((*Server).initialize),
		"initialized":                       on(func(*Server, context.Context, *struct{}) (any, error) { return nil, nil }),
		"shutdown":                          on((*Server).doShutdown),
		"exit":                              on(func(*Server, context.Context, *struct{}) (any, error) { return nil, errExit }),
		"workspace/didChangeConfiguration":  on((*Server).didChangeConfiguration),
		"textDocument/didOpen":              on((*Server).didOpen),
		"textDocument/didChange":            on((*Server).didChange),
		"textDocument/didClose":             on((*Server).didClose),
		"textDocument/didSave":              on(func(*Server, context.Context, *struct{}) (any, error) { return nil, nil }),
		"textDocument/definition":           on((*Server).definition),
		"textDocument/declaration":          on((*Server).definition),
		"textDocument/references":           on((*Server).references),
		"textDocument/documentHighlight":    on((*Server).highlight),
		"textDocument/hover":                on((*Server).hover),
		"textDocument/documentSymbol":       on((*Server).documentSymbol),
		"workspace/symbol":                  on((*Server).workspaceSymbol),
		"textDocument/foldingRange":         on((*Server).foldingRange),
		"textDocument/semanticTokens/full":  on((*Server).semanticTokensFull),
		"textDocument/semanticTokens/range": on((*Server).semanticTokensRange),
		"textDocument/inlayHint":            on((*Server).inlayHint),
		"textDocument/prepareRename":        on((*Server).prepareRename),
		"textDocument/rename":               on((*Server).rename),
		"textDocument/codeAction":           on((*Server).codeAction),
	}
}

// settings are the client's options, as initializationOptions or as the
// "irmeta" section of workspace settings: {"llvm": 14}.
type settings struct {
	LLVM   json.Number `json:"llvm"`
	Irmeta *settings   `json:"irmeta"`
}

func (s *Server) applySettings(raw json.RawMessage) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var st settings
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil // other tools' settings: not ours
	}
	if st.Irmeta != nil {
		st = *st.Irmeta
	}
	if st.LLVM == "" {
		return nil
	}
	v, err := llvmver.Parse(st.LLVM.String())
	if err != nil {
		return jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error())
	}
	s.mu.Lock()
	changed := s.llvm != v
	s.llvm = v
	s.mu.Unlock()
	if changed {
		s.reanalyzeAll()
	}
	return nil
}

// initializeParams is the part of InitializeParams the server reads.
type initializeParams struct {
	InitializationOptions json.RawMessage `json:"initializationOptions"`
}

// serverCapabilities adds what the protocol module's (LSP 3.16) type lacks.
type serverCapabilities struct {
	protocol.ServerCapabilities
	InlayHintProvider bool `json:"inlayHintProvider"`
}

type initializeResult struct {
	Capabilities serverCapabilities   `json:"capabilities"`
	ServerInfo   *protocol.ServerInfo `json:"serverInfo,omitempty"`
}

func (s *Server) initialize(_ context.Context, p *initializeParams) (any, error) {
	if err := s.applySettings(p.InitializationOptions); err != nil {
		return nil, err
	}
	caps := protocol.ServerCapabilities{
		TextDocumentSync: protocol.TextDocumentSyncOptions{
			OpenClose: true,
			Change:    protocol.TextDocumentSyncKindIncremental,
		},
		HoverProvider:             true,
		DefinitionProvider:        true,
		DeclarationProvider:       true,
		ReferencesProvider:        true,
		DocumentHighlightProvider: true,
		DocumentSymbolProvider:    true,
		WorkspaceSymbolProvider:   true,
		FoldingRangeProvider:      true,
		RenameProvider:            &protocol.RenameOptions{PrepareProvider: true},
		CodeActionProvider: &protocol.CodeActionOptions{
			CodeActionKinds: []protocol.CodeActionKind{protocol.QuickFix},
		},
		SemanticTokensProvider: map[string]any{
			"legend": protocol.SemanticTokensLegend{TokenTypes: tokenTypes, TokenModifiers: tokenModifiers},
			"full":   true,
			"range":  true,
		},
	}
	return initializeResult{
		Capabilities: serverCapabilities{ServerCapabilities: caps, InlayHintProvider: true},
		ServerInfo:   &protocol.ServerInfo{Name: "irmeta", Version: "0.1.0"},
	}, nil
}

func (s *Server) doShutdown(context.Context, *struct{}) (any, error) {
	s.mu.Lock()
	s.shutdown = true
	s.mu.Unlock()
	return nil, nil
}

type didChangeConfigurationParams struct {
	Settings json.RawMessage `json:"settings"`
}

func (s *Server) didChangeConfiguration(_ context.Context, p *didChangeConfigurationParams) (any, error) {
	return nil, s.applySettings(p.Settings)
}
