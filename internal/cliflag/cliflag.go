// Package cliflag parses a command's flags as people type them: flags
// may follow the arguments ("labyrinth check maze.maze --json"), a
// mistake is an error to report rather than an exit, and a mistyped flag
// gets a "did you mean".
package cliflag

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"labyrinth/dsl/diag"
)

// UsageError is a command line the flag set does not take, with the
// flag meant when one is close.
type UsageError struct {
	Msg, Advice string
}

func (e *UsageError) Error() string { return e.Msg }

// Hint names the flag meant, if one is close.
func (e *UsageError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake: always.
func (e *UsageError) Usage() bool { return true }

// New returns a flag set that reports usage errors instead of exiting.
// The flag package's own error line is dropped: the caller reports the
// error once, after the usage ("usage: NAME SYNOPSIS" and the flags) that
// -h or a mistake writes to stderr.
func New(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s %s\n", name, synopsis)
		fs.SetOutput(stderr)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return fs
}

// Parse parses args, flags before and after the arguments, and turns flag
// errors into *UsageError; -h is flag.ErrHelp.
func Parse(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(interleave(fs, args))
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return err
	}
	u := &UsageError{Msg: err.Error()}
	// A one-letter typo is as close to every other one-letter flag:
	// suggest only for longer names.
	if name := undefinedFlag(fs, args); len(name) > 1 {
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		if s := diag.Closest(name, names); len(s) > 1 {
			u.Advice = fmt.Sprintf("did you mean --%s?", s)
		}
	}
	return u
}

// undefinedFlag returns the name of the first flag in args that fs does
// not define (the flag package says so only in its error's text), or "".
func undefinedFlag(fs *flag.FlagSet, args []string) string {
	for _, a := range args {
		if a == "--" {
			return ""
		}
		if !strings.HasPrefix(a, "-") || len(a) == 1 {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "" && name != "h" && name != "help" && fs.Lookup(name) == nil {
			return name
		}
	}
	return ""
}

// interleave moves flags after positional arguments to the front, so that
// "labyrinth check maze.maze --json" works as people type it.
func interleave(fs *flag.FlagSet, args []string) []string {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if strings.Contains(name, "=") {
				continue
			}
			if f := fs.Lookup(name); f != nil {
				if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
					continue
				}
				if i+1 < len(args) {
					flags = append(flags, args[i+1])
					i++
				}
			}
			continue
		}
		pos = append(pos, a)
	}
	return append(flags, append([]string{"--"}, pos...)...)
}

// Given writes the flags of fs that the command line gave, but those
// named in skip, as a POSIX shell would take them again: "--name" for a
// boolean flag, "--name value" for the others, values quoted when they
// need it.
func Given(fs *flag.FlagSet, skip ...string) []string {
	var args []string
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(skip, f.Name) {
			return
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			args = append(args, "--"+f.Name)
			return
		}
		args = append(args, "--"+f.Name, shellQuote(f.Value.String()))
	})
	return args
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:@+=,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// List is a flag that may be repeated: each value is appended.
type List []string

func (l *List) String() string     { return strings.Join(*l, ", ") }
func (l *List) Set(s string) error { *l = append(*l, s); return nil }

// Unknown is the error msg for a word got that is none of names: its hint
// is the name meant when one is close (diag.Closest), else fallback.
func Unknown(msg, got string, names []string, fallback string) *UsageError {
	if s := diag.Closest(got, names); s != "" {
		return &UsageError{Msg: msg, Advice: fmt.Sprintf("did you mean %q?", s)}
	}
	return &UsageError{Msg: msg, Advice: fallback}
}
