package main

import (
	"fmt"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/examples"
	"labyrinth/internal/term"
)

func init() {
	register(&command{name: "check", summary: "compile mazes and report every problem", run: runCheck})
}

func runCheck(e *env, args []string) error {
	fs := newFlags(e, "check", "[--json] [--werror] [--all] FILE...")
	asJSON := fs.Bool("json", false, "print diagnostics as LSP-shaped JSON on stdout")
	all := fs.Bool("all", false, fmt.Sprintf("print every diagnostic, not only the first %d of a file", shownDiagnostics))
	werror := fs.Bool("werror", false, "treat warnings as errors")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return hintError{err: errUsage{msg: "check needs at least one .maze file"}, hint: "e.g. labyrinth check maze.maze; - reads standard input; embedded examples: " + strings.Join(examples.Names(), ", ")}
	}
	srcs := sources{}
	var files []diag.FileDiagnostics
	failed := false
	nerr, nwarn := 0, 0
	for _, name := range fs.Args() {
		name, src, err := readSource(e, name)
		if err != nil {
			writeError(e.stderr, err)
			failed = true
			continue
		}
		srcs[name] = src
		res, err := dsl.CompileWith(name, src, dsl.Options{Context: e.ctx, Borrow: true})
		if err != nil {
			return term.Interrupted(err)
		}
		m, ds := res.Maze, res.Diagnostics
		ec, wc := ds.Count()
		nerr, nwarn = nerr+ec, nwarn+wc
		if ec > 0 || (*werror && wc > 0) {
			failed = true
		}
		if *asJSON {
			files = append(files, ds.LSP(diag.FileURI(name)))
			continue
		}
		if err := writeDiagnostics(e, ds, srcs, *all); err != nil {
			return err
		}
		if ec == 0 && !(*werror && wc > 0) && m != nil && len(m.Floors) > 0 {
			fmt.Fprintf(e.stdout, "%s: ok: %s%s\n", name, m.Summary(), warnNote(wc))
		}
	}
	if *asJSON {
		if err := diag.WriteJSON(e.stdout, files); err != nil {
			return err
		}
	} else if nerr+nwarn > 0 {
		why := ""
		if *werror && nwarn > 0 {
			why = " (--werror: warnings fail too)"
		}
		fmt.Fprintf(e.stderr, "labyrinth: %s, %s%s\n", diag.Plural(nerr, "error"), diag.Plural(nwarn, "warning"), why)
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
	return " (" + diag.Plural(n, "warning") + ")"
}
