// Package term holds what a command needs to know about the terminal it
// runs in: whether its output is a terminal (where a line may be redrawn
// and colours are wanted) and how to stop waiting on work, such as a
// read from a terminal, when a signal cancels the command.
package term

import (
	"context"
	"errors"
	"io"
	"os"
)

// ErrInterrupted is returned when a signal (Ctrl-C, SIGTERM) stops a command.
var ErrInterrupted = errors.New("interrupted")

// IsTerminal reports whether w is a terminal, where a line may be redrawn
// with \r; in a file or a pipe that would only leave clutter.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// UseColor reports whether text written to w gets ANSI colours: only on a
// terminal, and never when NO_COLOR is set (no-color.org).
func UseColor(w io.Writer) bool {
	return os.Getenv("NO_COLOR") == "" && IsTerminal(w)
}

// UntilDone runs work and returns its error, or ErrInterrupted as soon as
// ctx is cancelled: for work that cannot look at the context itself, such
// as a read from a terminal. The work is left to end with the process.
func UntilDone(ctx context.Context, work func() error) error {
	if ctx.Err() != nil {
		return ErrInterrupted
	}
	done := make(chan error, 1)
	go func() { done <- work() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ErrInterrupted
	}
}

// Read runs read as UntilDone runs its work and returns what it read.
func Read(ctx context.Context, read func() ([]byte, error)) ([]byte, error) {
	var b []byte
	err := UntilDone(ctx, func() error {
		var err error
		b, err = read()
		return err
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Interrupted turns the error of work cancelled through its context into
// ErrInterrupted, and keeps nil.
func Interrupted(err error) error {
	if err != nil {
		return ErrInterrupted
	}
	return nil
}
