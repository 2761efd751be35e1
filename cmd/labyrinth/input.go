package main

import (
	"labyrinth/dsl/diag"
	"labyrinth/dsl/mazefile"
	"labyrinth/internal/term"
)

// The reading of maze sources and the writing of their diagnostics, as
// every command that compiles a maze does them.

// sourceOf serves the snippets of diagnostics from the sources read.
type sources map[string][]byte

func (s sources) get(name string) []byte { return s[name] }

// readSource reads a maze source: "-" is standard input (named <stdin>), a
// file that does not exist may name an embedded example
// (mazefile.ReadOrExample).
func readSource(e *env, name string) (string, []byte, error) {
	if name == "-" {
		src, err := readStdin(e)
		return "<stdin>", src, err
	}
	src, _, err := mazefile.ReadOrExample(name)
	return name, src, err
}

// readStdin reads standard input as mazefile.ReadAll does, stopping at
// once on a signal: a terminal's input would otherwise wait for its end.
func readStdin(e *env) ([]byte, error) {
	return term.Read(e.ctx, func() ([]byte, error) { return mazefile.ReadAll(e.stdin, "standard input") })
}

// shownDiagnostics is how many diagnostics of a file are printed unless
// --all asks for every one: past a hundred, the rest are most likely
// one mistake repeated, and printing them only buries the first.
const shownDiagnostics = 100

// writeDiagnostics prints a file's diagnostics to stderr, the first
// shownDiagnostics of them unless all is set.
func writeDiagnostics(e *env, ds diag.Diagnostics, srcs sources, all bool) error {
	o := diag.TextOptions{Color: term.UseColor(e.stderr), Source: srcs.get, Limit: shownDiagnostics, LimitHint: "--all shows every one"}
	if all {
		o.Limit = 0
	}
	return ds.WriteText(e.stderr, o)
}
