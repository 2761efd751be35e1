package main

import (
	"io"
	"log/slog"
	"os"

	"labyrinth/dsl/lsp"
	"labyrinth/internal/buildinfo"
	"labyrinth/internal/term"
)

func init() {
	register(&command{name: "lsp", summary: "serve the Language Server Protocol on stdin and stdout, for editors", run: runLSP})
}

// runLSP serves one editor over standard input and output
// (dsl/editors/README.md).
func runLSP(e *env, args []string) error {
	fs := newFlags(e, "lsp", "[--debounce DURATION] [--log FILE]")
	fs.Bool("stdio", true, "talk over stdin and stdout (the only transport; accepted for editors that pass it)")
	debounce := fs.Duration("debounce", 0, "least wait after an edit before checking (default 5ms, or half what the last check took)")
	logFile := fs.String("log", "", "append the server's log to this file")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return errUsage{msg: "lsp takes no arguments"}
	}
	opts := lsp.Options{Debounce: *debounce, Version: buildinfo.Version()}
	if *logFile != "" {
		f, err := os.OpenFile(*logFile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		opts.Logger = slog.New(slog.NewTextHandler(f, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	err := lsp.Serve(e.ctx, stdio{e.stdin, e.stdout}, opts)
	if e.ctx.Err() != nil {
		return term.ErrInterrupted
	}
	return err
}

// stdio is the editor's end of the connection.
type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }
