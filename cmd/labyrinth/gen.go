package main

import (
	"fmt"

	"labyrinth/dsl/gen"
	"labyrinth/internal/atomicfile"
)

func init() {
	register(&command{name: "gen", summary: "generate a fresh maze of any family as a .maze file", run: runGen})
}

func runGen(e *env, args []string) error {
	fs := newFlags(e, "gen", "[--preset P] [--size ROWSxCOLS] [--floors N] [--seed S] [--style box|vmk] [--balance N] [-o FILE]")
	s := gen.NewSpec()
	s.Seed = 1
	s.DefineFlags(fs)
	out := fs.String("o", "", "write the maze to this file (default: standard output)")
	force := fs.Bool("f", false, "overwrite an existing file")
	versus := fs.Bool("versus", false, "duel: make the pair of mazes, one for each player (D1); -o d.maze writes d.maze and d-versus.maze")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return hintError{err: errUsage{msg: fmt.Sprintf("gen takes no file: %q", fs.Arg(0))}, hint: "name the output with -o FILE"}
	}
	dests, err := s.Outputs(*out, *versus, *force)
	if err != nil {
		return err
	}
	for i, d := range dests {
		si := s
		si.Partner = i == 1 // the seed's own second maze, not the next seed's first
		r, err := genSpec(e, si)
		if err != nil {
			return err
		}
		where, err := d, error(nil)
		if where == "" || where == "-" {
			where = "<stdout>"
			_, err = e.stdout.Write(r.Source)
		} else {
			err = atomicfile.Write(d, r.Source)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stderr, "%s: %s\n", where, r.Summary())
	}
	return nil
}
