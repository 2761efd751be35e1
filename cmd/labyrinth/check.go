package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/examples"
)

func init() {
	register(&command{name: "check", summary: "compile mazes and report every problem", run: runCheck})
	register(&command{name: "fmt", summary: "write mazes in canonical form", run: runFmt})
	register(&command{name: "show", summary: "draw a compiled maze with its legend and tables", run: runShow})
}

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
		src, err := io.ReadAll(e.stdin)
		return "<stdin>", src, err
	}
	src, err := os.ReadFile(name)
	if err != nil && errors.Is(err, os.ErrNotExist) {
		if esrc, eerr := examples.Read(name); eerr == nil {
			return name, esrc, nil
		}
		return name, nil, noMaze(name)
	}
	return name, src, err
}

func runCheck(e *env, args []string) error {
	fs := newFlags(e, "check", "[--json] [--werror] FILE...")
	asJSON := fs.Bool("json", false, "print diagnostics as LSP-shaped JSON on stdout")
	werror := fs.Bool("werror", false, "treat warnings as errors")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return hintError{err: errUsage{msg: "check needs at least one .maze file"}, hint: "e.g. labyrinth check maze.maze; - reads standard input; embedded examples: " + strings.Join(examples.Names(), ", ")}
	}
	srcs := sources{}
	var all []diag.FileDiagnostics
	failed := false
	nerr, nwarn := 0, 0
	for _, name := range fs.Args() {
		name, src, err := readSource(e, name)
		if err != nil {
			fmt.Fprintf(e.stderr, "labyrinth: error: %v\n", err)
			if he, ok := err.(hintError); ok {
				fmt.Fprintf(e.stderr, "labyrinth: hint: %s\n", he.hint)
			}
			failed = true
			continue
		}
		srcs[name] = src
		m, ds := dsl.Compile(name, src)
		ec, wc := ds.Count()
		nerr, nwarn = nerr+ec, nwarn+wc
		if ec > 0 || (*werror && wc > 0) {
			failed = true
		}
		if *asJSON {
			all = append(all, ds.LSP(name))
			continue
		}
		if len(ds) > 0 {
			if err := ds.WriteText(e.stderr, diag.TextOptions{Color: useColor(e.stderr), Source: srcs.get}); err != nil {
				return err
			}
		}
		if ec == 0 && !(*werror && wc > 0) && m != nil && len(m.Floors) > 0 {
			var sizes []string
			for _, f := range m.Floors {
				sizes = append(sizes, fmt.Sprintf("%d×%d", f.Rows, f.Cols))
			}
			title := ""
			if m.Title != "" {
				title = fmt.Sprintf("%q, ", m.Title)
			}
			fmt.Fprintf(e.stdout, "%s: ok: %s%s %s, preset %s%s\n", name, title, plural(len(m.Floors), "floor"), strings.Join(sizes, " + "), m.Rules.Family, warnNote(wc))
		}
	}
	if *asJSON {
		if err := diag.WriteJSON(e.stdout, all); err != nil {
			return err
		}
	} else if nerr+nwarn > 0 {
		why := ""
		if *werror && nwarn > 0 {
			why = " (--werror: warnings fail too)"
		}
		fmt.Fprintf(e.stderr, "labyrinth: %s, %s%s\n", plural(nerr, "error"), plural(nwarn, "warning"), why)
	}
	if failed {
		return errSilent
	}
	return nil
}

func warnNote(n int) string {
	if n == 0 {
		return ""
	}
	return " (" + plural(n, "warning") + ")"
}

func plural(n int, w string) string {
	if n == 1 {
		return "1 " + w
	}
	return fmt.Sprintf("%d %ss", n, w)
}
