package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/textproto"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"

	"labyrinth/dsl"
)

// maxMessage is the largest JSON-RPC message read: a document at
// dsl.MaxSourceSize, every byte of it escaped, with room to spare. A
// larger one is skipped without being read into memory.
const maxMessage = 8*dsl.MaxSourceSize + 1<<20

// stream frames JSON-RPC messages with Content-Length headers, as the
// Language Server Protocol's base protocol says, and survives a bad
// message: a header it cannot read, a body that is not JSON, or JSON that
// is not a request or a response gets the protocol's error answer (parse
// error -32700, invalid request -32600, with a null id) and the stream
// goes on with the next message, as the JSON-RPC 2.0 specification asks.
// jsonrpc2's own codec closes the connection on the first of them.
type stream struct {
	r   *bufio.Reader
	w   io.Writer
	c   io.Closer
	log *slog.Logger

	mu sync.Mutex // one message written at a time
}

func newStream(rwc io.ReadWriteCloser, log *slog.Logger) *stream {
	return &stream{r: bufio.NewReaderSize(rwc, 64<<10), w: rwc, c: rwc, log: log}
}

// badMessage is a message the stream answers with an error and skips.
type badMessage struct {
	code int64
	msg  string
}

func (b badMessage) Error() string { return b.msg }

// ReadObject reads the next good message into v, answering the bad ones
// before it.
func (s *stream) ReadObject(v any) error {
	for {
		body, err := s.readMessage()
		var bad badMessage
		if errors.As(err, &bad) {
			s.log.Warn("bad message", "code", bad.code, "err", bad.msg)
			if werr := s.answerError(bad); werr != nil {
				return werr
			}
			continue
		}
		if err != nil {
			return err
		}
		if err := checkMessage(body); err != nil {
			s.log.Warn("bad message", "err", err)
			if werr := s.answerError(err.(badMessage)); werr != nil {
				return werr
			}
			continue
		}
		if err := json.Unmarshal(body, v); err != nil {
			bad := badMessage{jsonrpc2.CodeInvalidRequest, "invalid request: " + err.Error()}
			s.log.Warn("bad message", "err", bad.msg)
			if werr := s.answerError(bad); werr != nil {
				return werr
			}
			continue
		}
		return nil
	}
}

// readMessage reads one message's headers and body. A message whose
// length cannot be known is a badMessage, and so is one past maxMessage
// (its body skipped); io.EOF and read errors end the stream.
func (s *stream) readMessage() ([]byte, error) {
	tp := textproto.NewReader(s.r)
	h, err := tp.ReadMIMEHeader()
	if err != nil {
		if errors.Is(err, io.EOF) && len(h) == 0 {
			return nil, io.EOF
		}
		var pe textproto.ProtocolError
		if errors.As(err, &pe) {
			return nil, badMessage{jsonrpc2.CodeParseError, "parse error: a header line that is not \"Name: value\": " + string(pe)}
		}
		return nil, err
	}
	cl := h.Get("Content-Length")
	if cl == "" {
		return nil, badMessage{jsonrpc2.CodeParseError, "parse error: the message has no Content-Length header"}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(cl), 10, 64)
	if err != nil || n < 0 {
		return nil, badMessage{jsonrpc2.CodeParseError, fmt.Sprintf("parse error: Content-Length %q is not a length", cl)}
	}
	if n > maxMessage {
		if _, err := io.CopyN(io.Discard, s.r, n); err != nil {
			return nil, err
		}
		return nil, badMessage{jsonrpc2.CodeInvalidRequest, fmt.Sprintf("invalid request: the message is %d bytes, more than the %d read", n, maxMessage)}
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(s.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

// checkMessage tells a JSON-RPC message from what only looks like one: it
// must be JSON, a single object (a batch is not used by the protocol),
// and its id, if any, a number or a string.
func checkMessage(body []byte) error {
	if !json.Valid(body) {
		return badMessage{jsonrpc2.CodeParseError, "parse error: the message is not JSON"}
	}
	t := bytes.TrimLeft(body, " \t\r\n")
	if len(t) == 0 || t[0] != '{' {
		return badMessage{jsonrpc2.CodeInvalidRequest, "invalid request: the message is not a JSON object"}
	}
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method json.RawMessage `json:"method"`
	}
	if err := json.Unmarshal(body, &m); err != nil {
		return badMessage{jsonrpc2.CodeInvalidRequest, "invalid request: " + err.Error()}
	}
	if id := bytes.TrimSpace(m.ID); len(id) > 0 && id[0] != '"' && (id[0] < '0' || id[0] > '9') && id[0] != '-' && string(id) != "null" {
		return badMessage{jsonrpc2.CodeInvalidRequest, "invalid request: the id is neither a number nor a string"}
	}
	if meth := bytes.TrimSpace(m.Method); len(meth) > 0 && meth[0] != '"' {
		return badMessage{jsonrpc2.CodeInvalidRequest, "invalid request: the method is not a string"}
	}
	return nil
}

// answerError writes the error answer to a bad message: its id cannot be
// trusted, so it is null.
func (s *stream) answerError(b badMessage) error {
	return s.WriteObject(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      *int            `json:"id"`
		Error   *jsonrpc2.Error `json:"error"`
	}{"2.0", nil, &jsonrpc2.Error{Code: b.code, Message: b.msg}})
}

// WriteObject writes one message with its Content-Length header.
func (s *stream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return err
	}
	_, err = s.w.Write(data)
	return err
}

// Close closes the connection.
func (s *stream) Close() error { return s.c.Close() }
