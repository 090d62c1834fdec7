package lsp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	sjson "github.com/segmentio/encoding/json"
	"go.lsp.dev/jsonrpc2"

	"github.com/irmeta/irmeta/internal/prefault"
)

// bigMessage is the size from which a message's parameters bypass the
// protocol module's decoder (see stream).
const bigMessage = 1 << 20

// A stream frames JSON-RPC messages over stdio as jsonrpc2's does, but
// reads a big message without copying it. jsonrpc2 decodes every message
// through a streaming decoder that copies it into a buffer growing by
// doubling: for a 50 MB didOpen that is up to 150 MB more at once, the
// server's peak. Here the message is read into one buffer of its exact
// size, its envelope is parsed over that buffer, and the parameters are
// handed to the handler by reference (see stash): the document's text is
// then decoded in place in the same buffer (see jsonText), and the server
// never holds more than one copy of it.
type stream struct {
	conn io.ReadWriteCloser
	in   *bufio.Reader
	out  jsonrpc2.Stream // writes are jsonrpc2's
	s    *Server
	// heapReady is set once the heap was readied for big documents (see
	// Read).
	heapReady bool
}

func newStream(conn io.ReadWriteCloser, s *Server) *stream {
	return &stream{conn: conn, in: bufio.NewReader(conn), out: jsonrpc2.NewStream(conn), s: s}
}

// Read reads one message.
func (st *stream) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	var total, length int64
	for {
		line, err := st.in.ReadString('\n')
		total += int64(len(line))
		if err != nil {
			return nil, total, fmt.Errorf("failed reading header line: %w", err)
		}
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, total, fmt.Errorf("invalid header line %q", line)
		}
		if name == jsonrpc2.HdrContentLength {
			if length, err = strconv.ParseInt(strings.TrimSpace(value), 10, 32); err != nil || length <= 0 {
				return nil, total, fmt.Errorf("invalid %s: %q", jsonrpc2.HdrContentLength, value)
			}
		}
	}
	if length == 0 {
		return nil, total, fmt.Errorf("missing %s header", jsonrpc2.HdrContentLength)
	}
	if length >= bigMessage && !st.heapReady {
		// The first big document grows the heap to its bound (see
		// memoryPerByte) within a second: readied at once, the heap
		// faults in huge pages instead of 4 KB ones.
		prefault.Heap(int(memoryPerByte * float64(length)))
		st.heapReady = true
	}
	data := make([]byte, length)
	prefault.Write(data) // read whole from the pipe next
	if _, err := io.ReadFull(st.in, data); err != nil {
		return nil, total, fmt.Errorf("read full of data: %w", err)
	}
	total += length
	if length < bigMessage {
		msg, err := jsonrpc2.DecodeMessage(data)
		return msg, total, err
	}
	var env struct {
		Method string          `json:"method"`
		ID     *jsonrpc2.ID    `json:"id"`
		Params json.RawMessage `json:"params"`
	}
	if _, err := sjson.Parse(data, &env, sjson.ZeroCopy); err != nil {
		return nil, total, fmt.Errorf("unmarshaling jsonrpc message: %w", err)
	}
	if env.Method == "" { // a response to the server: not big in practice
		msg, err := jsonrpc2.DecodeMessage(data)
		return msg, total, err
	}
	ref := st.s.stash(env.Params)
	if env.ID != nil {
		msg, err := jsonrpc2.NewCall(*env.ID, env.Method, ref)
		return msg, total, err
	}
	msg, err := jsonrpc2.NewNotification(env.Method, ref)
	return msg, total, err
}

// Write writes one message.
func (st *stream) Write(ctx context.Context, msg jsonrpc2.Message) (int64, error) {
	return st.out.Write(ctx, msg)
}

// Close closes the connection.
func (st *stream) Close() error { return st.conn.Close() }

// A stashRef stands for parameters the stream kept aside.
type stashRef struct {
	Stash uint64 `json:"irmeta.stash"`
}

var stashPrefix = []byte(`{"irmeta.stash":`)

// stash keeps params until the handler takes them (see unstash).
func (s *Server) stash(params json.RawMessage) stashRef {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stashSeq++
	if s.stashed == nil {
		s.stashed = make(map[uint64]json.RawMessage)
	}
	s.stashed[s.stashSeq] = params
	return stashRef{Stash: s.stashSeq}
}

// unstash returns the parameters raw stands for, when it is a stashRef,
// and forgets them; other parameters come back as they are.
func (s *Server) unstash(raw json.RawMessage) json.RawMessage {
	if !bytes.HasPrefix(raw, stashPrefix) {
		return raw
	}
	var ref stashRef
	if err := json.Unmarshal(raw, &ref); err != nil {
		return raw
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	params, ok := s.stashed[ref.Stash]
	if !ok {
		return raw
	}
	delete(s.stashed, ref.Stash)
	return params
}
