// Package lsp is the maze language server: the Language Server Protocol
// (version 3.16) over one stream, for editors that show a host every
// problem of a maze as they type (dsl/editors/README.md).
//
// It serves diagnostics (the same codes, ranges and related information as
// "labyrinth check --json"), document formatting (the canonical form of
// "labyrinth fmt"), hover and go to definition on the cells of a map,
// document symbols, quick fixes for «did you mean» hints and completion in
// rules parts. The protocol types and the dispatch of methods come from
// github.com/tliron/glsp, the JSON-RPC framing from
// github.com/sourcegraph/jsonrpc2; this package only decides what to say.
//
// Positions are in UTF-16 code units, as LSP 3.16 requires; the compiler
// counts runes, and every conversion between the two is made here against
// the document's text.
package lsp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
)

// Options configure a server. The zero value is the documented default.
type Options struct {
	// Debounce is the least time diagnostics wait after an edit, so that a
	// burst of edits is checked once. Zero means 5 ms. A check that took
	// long the last time waits half its own cost (up to a quarter of a
	// second), so that a large maze is not recompiled on every keystroke.
	Debounce time.Duration
	// FixedDebounce makes every check wait Debounce alone, never half
	// the last check's cost: for a client that spaces its edits itself
	// and wants each answered at once (the playground, where the text is
	// sent after a pause in typing).
	FixedDebounce bool
	// Logger receives what the server has to say about itself (bad
	// requests, failed writes). Nil discards it.
	Logger *slog.Logger
	// Version is reported to the client as the server's version.
	Version string
	// Checked, if set, is given every compilation whose diagnostics are
	// about to be published, with the document's URI and version (-1 when
	// the client sent none), so that a client in the same process (the
	// playground) draws the maze from the same compile as the
	// diagnostics. It runs on the server's goroutine, before the
	// diagnostics are sent, and must not change res.
	Checked func(uri string, version int32, res *dsl.Result)
}

const (
	defaultDebounce = 5 * time.Millisecond
	maxDebounce     = 250 * time.Millisecond
)

// Server is one language server connection's state: the open documents and
// their latest compilations.
type Server struct {
	opts    Options
	log     *slog.Logger
	handler protocol.Handler
	// compile is dsl.CompileWith, stopped when ctx is cancelled; tests
	// replace it to hold a check while an edit overtakes it.
	compile func(ctx context.Context, filename string, src []byte) (*dsl.Result, error)

	mu   sync.Mutex
	conn *jsonrpc2.Conn
	docs map[string]*document
	// shutdown is set by the shutdown request: after it only exit is
	// answered.
	shutdown bool
}

// Serve runs a language server on stream until the client exits or the
// stream closes or ctx is done. It returns nil after a clean shutdown and
// exit.
func Serve(ctx context.Context, stream io.ReadWriteCloser, opts Options) error {
	s := NewServer(opts)
	return s.Serve(ctx, stream)
}

// NewServer returns a server that has not started yet.
func NewServer(opts Options) *Server {
	if opts.Debounce <= 0 {
		opts.Debounce = defaultDebounce
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Server{opts: opts, log: log, docs: map[string]*document{}}
	s.compile = s.safeCompile
	s.handler = protocol.Handler{
		Initialize:                    s.initialize,
		Initialized:                   func(*glsp.Context, *protocol.InitializedParams) error { return nil },
		Shutdown:                      s.shutdownRequest,
		Exit:                          func(*glsp.Context) error { return nil },
		SetTrace:                      func(*glsp.Context, *protocol.SetTraceParams) error { return nil },
		CancelRequest:                 func(*glsp.Context, *protocol.CancelParams) error { return nil },
		TextDocumentDidOpen:           s.didOpen,
		TextDocumentDidChange:         s.didChange,
		TextDocumentDidClose:          s.didClose,
		TextDocumentDidSave:           func(*glsp.Context, *protocol.DidSaveTextDocumentParams) error { return nil },
		TextDocumentFormatting:        s.formatting,
		TextDocumentHover:             s.hover,
		TextDocumentDefinition:        s.definition,
		TextDocumentDocumentHighlight: s.documentHighlight,
		TextDocumentDocumentSymbol:    s.documentSymbol,
		TextDocumentCodeAction:        s.codeAction,
		TextDocumentCompletion:        s.completion,
	}
	return s
}

// Serve runs the server on stream; see the function Serve.
func (s *Server) Serve(ctx context.Context, stream io.ReadWriteCloser) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	exited := make(chan struct{})
	var once sync.Once
	h := jsonrpc2.HandlerWithError(func(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
		return s.handle(ctx, conn, req, func() { once.Do(func() { close(exited) }) })
	})
	conn := jsonrpc2.NewConn(ctx, newStream(stream, s.log), h)
	s.mu.Lock()
	s.conn = conn
	s.mu.Unlock()
	var err error
	why := "the client closed the connection"
	select {
	case <-conn.DisconnectNotify():
	case <-exited:
		why = "exit"
	case <-ctx.Done():
		err = context.Cause(ctx)
		why = err.Error()
	}
	s.mu.Lock()
	for _, d := range s.docs {
		d.stop()
	}
	clean := s.shutdown
	s.mu.Unlock()
	conn.Close()
	if err == nil && !clean {
		err = errors.New("the client went away without shutting the server down")
	}
	s.log.Info("server stopped", "why", why, "shut down", clean)
	return err
}

// safeCompile is dsl.CompileWith that survives a compiler bug: the editor
// loses this text's diagnostics, not its language server. It returns
// ctx's error, with a partial result, when ctx is cancelled before the
// compiler is done. src must not change afterwards: the result borrows it.
func (s *Server) safeCompile(ctx context.Context, filename string, src []byte) (res *dsl.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("the compiler failed", "file", filename, "panic", r, "stack", string(debug.Stack()))
			res, err = &dsl.Result{File: &dsl.File{Name: filename}}, nil
		}
	}()
	return dsl.CompileWith(filename, src, dsl.Options{Context: ctx, Borrow: true})
}

// handle turns one JSON-RPC message into a call of the protocol handler.
func (s *Server) handle(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request, exit func()) (_ any, err error) {
	if req.Method == string(protocol.MethodExit) {
		exit()
		return nil, nil
	}
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("request failed", "method", req.Method, "panic", r, "stack", string(debug.Stack()))
			err = &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("internal error in %s: %v", req.Method, r)}
		}
	}()
	s.mu.Lock()
	down := s.shutdown
	s.mu.Unlock()
	if down {
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "the server is shut down"}
	}
	if req.Method != string(protocol.MethodInitialize) && !s.handler.IsInitialized() {
		if req.Notif {
			return nil, nil
		}
		// -32002 ServerNotInitialized.
		return nil, &jsonrpc2.Error{Code: -32002, Message: "the server is not initialized"}
	}
	gc := &glsp.Context{
		Method: req.Method,
		Notify: func(method string, params any) { s.notify(method, params) },
		Call:   func(string, any, any) {},
	}
	if req.Params != nil {
		gc.Params = *req.Params
	}
	r, validMethod, validParams, err := s.handler.Handle(gc)
	switch {
	case !validMethod:
		if req.Notif {
			return nil, nil // "$/…" and unknown notifications are ignored
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "method not supported: " + req.Method}
	case !validParams:
		msg := "bad parameters"
		if err != nil {
			msg += ": " + err.Error()
		}
		s.log.Warn("bad request", "method", req.Method, "err", err)
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
	case err != nil:
		s.log.Info("request failed", "method", req.Method, "err", err)
		// -32803 RequestFailed: the request was understood and is
		// refused for a reason the message gives.
		return nil, &jsonrpc2.Error{Code: -32803, Message: err.Error()}
	}
	return r, nil
}

// notify sends a notification to the client; a failure is only logged,
// since the client may have gone.
func (s *Server) notify(method string, params any) {
	s.mu.Lock()
	conn := s.conn
	s.mu.Unlock()
	if conn == nil {
		return
	}
	if err := conn.Notify(context.Background(), method, params); err != nil {
		s.log.Info("notify failed", "method", method, "err", err)
	}
}

func (s *Server) initialize(_ *glsp.Context, p *protocol.InitializeParams) (any, error) {
	if p.ClientInfo != nil {
		version := ""
		if p.ClientInfo.Version != nil {
			version = *p.ClientInfo.Version
		}
		s.log.Info("initialize", "client", p.ClientInfo.Name, "version", version)
	}
	sync := protocol.TextDocumentSyncKindIncremental
	yes := true
	caps := protocol.ServerCapabilities{
		TextDocumentSync: protocol.TextDocumentSyncOptions{
			OpenClose: &yes,
			Change:    &sync,
		},
		HoverProvider:              true,
		DefinitionProvider:         true,
		DocumentHighlightProvider:  true,
		DocumentSymbolProvider:     true,
		DocumentFormattingProvider: true,
		CodeActionProvider: protocol.CodeActionOptions{
			CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix},
		},
		CompletionProvider: &protocol.CompletionOptions{
			// "." inside a key (kit.grenades), "=" before a value.
			TriggerCharacters: []string{".", "="},
		},
	}
	info := &protocol.InitializeResultServerInfo{Name: "labyrinth"}
	if s.opts.Version != "" {
		v := s.opts.Version
		info.Version = &v
	}
	return protocol.InitializeResult{Capabilities: caps, ServerInfo: info}, nil
}

func (s *Server) shutdownRequest(*glsp.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.shutdown = true
	for _, d := range s.docs {
		d.stop()
	}
	return nil
}
