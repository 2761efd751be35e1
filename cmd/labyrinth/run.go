package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"

	"labyrinth/internal/buildinfo"
	"labyrinth/internal/cliflag"
)

// Exit codes, decided here and nowhere else.
const (
	exitOK    = 0
	exitFail  = 1 // the input has errors, or the job failed
	exitUsage = 2 // the command line is wrong
)

// env is what a subcommand may touch: its streams and the context that a
// signal cancels.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// command is one subcommand.
type command struct {
	name    string
	summary string
	run     func(e *env, args []string) error
}

// errUsage marks a command-line mistake (exit 2).
type errUsage struct{ msg string }

func (e errUsage) Error() string { return e.msg }
func (e errUsage) Usage() bool   { return true }

// errSilent is a failure already reported to the user (exit 1).
var errSilent = errors.New("failed")

// hintError carries a hint line to print after the error.
type hintError struct {
	err  error
	hint string
}

func (e hintError) Error() string { return e.err.Error() }
func (e hintError) Unwrap() error { return e.err }
func (e hintError) Hint() string  { return e.hint }

// hinter is an error that carries a hint: hintError, and the library's
// errors that know what to advise (pbem.HintError, pbem.AuthError,
// pbem.SenderError).
type hinter interface {
	error
	Hint() string
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			c, ok := commands[args[1]]
			if !ok {
				return unknownCommand(stderr, args[1])
			}
			// Asked for, help is the output: to stdout, so that it can
			// be paged ("labyrinth help print | less").
			h := *e
			h.stderr = stdout
			return report(&h, c.run(&h, []string{"-h"}))
		}
		if len(args) == 0 {
			// A command line with no command is a mistake: usage to stderr.
			usage(stderr)
			return exitUsage
		}
		usage(stdout)
		return exitOK
	}
	if args[0] == "--version" || args[0] == "-version" {
		args[0] = "version" // as most tools take it
	}
	c, ok := commands[args[0]]
	if !ok {
		return unknownCommand(stderr, args[0])
	}
	return report(e, c.run(e, args[1:]))
}

// unknownCommand says so, with the nearest command, and exits 2.
func unknownCommand(stderr io.Writer, name string) int {
	writeError(stderr, cliflag.Unknown(fmt.Sprintf("unknown command %q", name), name, commandNames(), `run "labyrinth help" for the list of commands`))
	return exitUsage
}

func report(e *env, err error) int {
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if errors.Is(err, errSilent) {
		return exitFail
	}
	writeError(e.stderr, err)
	if isUsage(err) {
		return exitUsage
	}
	return exitFail
}

// isUsage says whether an error is a command-line mistake: one whose
// Usage method says so (errUsage, and the library's errors that only a
// command line makes: cliflag.UsageError, rules.TopicError,
// printouts.SettingError, campaign.SettingError, campaign.PickError).
func isUsage(err error) bool {
	var u interface{ Usage() bool }
	return errors.As(err, &u) && u.Usage()
}

// writeError prints an error and its hint, if it has one.
func writeError(w io.Writer, err error) {
	fmt.Fprintf(w, "labyrinth: error: %s\n", err)
	var h hinter
	if errors.As(err, &h) && h.Hint() != "" {
		fmt.Fprintf(w, "labyrinth: hint: %s\n", h.Hint())
	}
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: labyrinth <command> [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, n := range commandNames() {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "run \"labyrinth help <command>\" for a command's flags")
}

// newFlags returns a subcommand's flag set (cliflag.New).
func newFlags(e *env, name, synopsis string) *flag.FlagSet {
	return cliflag.New("labyrinth "+name, synopsis, e.stderr)
}

// parseFlags parses a subcommand's flags (cliflag.Parse).
var parseFlags = cliflag.Parse

func init() {
	register(&command{name: "version", summary: "print the version", run: runVersion})
}

func runVersion(e *env, args []string) error {
	fs := newFlags(e, "version", "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "labyrinth %s\n", buildinfo.Long())
	return nil
}
