package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/mazefile"
	"labyrinth/examples"
)

// The reading of maze sources and the writing of their diagnostics, as
// every command that compiles a maze does them.

// useColor reports whether diagnostics to w get ANSI colours: only on a
// terminal, and never when NO_COLOR is set (no-color.org).
func useColor(w io.Writer) bool {
	return os.Getenv("NO_COLOR") == "" && isTerminal(w)
}

// isTerminal reports whether w is a terminal, where a line may be redrawn
// with \r; in a file or a pipe that would only leave clutter.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// sourceOf serves the snippets of diagnostics from the sources read.
type sources map[string][]byte

func (s sources) get(name string) []byte { return s[name] }

// readSource reads a maze source: "-" is standard input (named <stdin>), a
// file that does not exist may name an embedded example.
func readSource(e *env, name string) (string, []byte, error) {
	if name == "-" {
		src, err := readStdin(e)
		return "<stdin>", src, err
	}
	src, err := mazefile.ReadFile(name)
	if err != nil && errors.Is(err, os.ErrNotExist) {
		if esrc, eerr := examples.Read(name); eerr == nil {
			return name, esrc, nil
		}
		return name, nil, mazefile.NotFound(name)
	}
	return name, src, err
}

// errInterrupted is returned when a signal stops a command.
var errInterrupted = errors.New("interrupted")

// untilDone runs work and returns its error, or errInterrupted as soon as
// the context is cancelled (Ctrl-C, SIGTERM): for work that cannot look
// at the context itself, such as a read from a terminal. The work is
// left to end with the process.
func untilDone(ctx context.Context, work func() error) error {
	if ctx.Err() != nil {
		return errInterrupted
	}
	done := make(chan error, 1)
	go func() { done <- work() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return errInterrupted
	}
}

// readStdin reads standard input as readAtMost does, stopping at once on
// a signal: a terminal's input would otherwise wait for its end.
func readStdin(e *env) ([]byte, error) {
	read := make(chan []byte, 1)
	err := untilDone(e.ctx, func() error {
		src, err := mazefile.ReadAll(e.stdin, "standard input")
		read <- src
		return err
	})
	if err != nil {
		return nil, err
	}
	return <-read, nil
}

// interrupted turns a cancelled compile into errInterrupted.
func interrupted(err error) error {
	if err != nil {
		return errInterrupted
	}
	return nil
}

// shownDiagnostics is how many diagnostics of a file are printed unless
// --all asks for every one: past a hundred, the rest are most likely
// one mistake repeated, and printing them only buries the first.
const shownDiagnostics = 100

// writeDiagnostics prints a file's diagnostics to stderr, the first
// shownDiagnostics of them unless all is set, and says how many more
// there are.
func writeDiagnostics(e *env, ds diag.Diagnostics, srcs sources, all bool) error {
	if len(ds) == 0 {
		return nil
	}
	o := diag.TextOptions{Color: useColor(e.stderr), Source: srcs.get}
	if !all {
		o.Limit = shownDiagnostics
	}
	if err := ds.WriteText(e.stderr, o); err != nil {
		return err
	}
	if o.Limit > 0 && len(ds) > o.Limit {
		_, err := fmt.Fprintf(e.stderr, "labyrinth: %s: %d more not shown (--all shows every one)\n", ds[0].Range.Filename, len(ds)-o.Limit)
		return err
	}
	return nil
}

func plural(n int, w string) string {
	if n == 1 {
		return "1 " + w
	}
	return fmt.Sprintf("%d %ss", n, w)
}
