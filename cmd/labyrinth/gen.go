package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"labyrinth/dsl/gen"
	"labyrinth/dsl/rules"
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
	versus := fs.Bool("versus", false, "duel: make the pair of mazes, one for each player (D1); -o FILE writes FILE and FILE-versus")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return hintError{err: errUsage{msg: fmt.Sprintf("gen takes no file: %q", fs.Arg(0))}, hint: "name the output with -o FILE"}
	}
	if *versus {
		if s.Preset == "" {
			s.Preset = rules.FamilyDuel
		}
		if s.Preset != rules.FamilyDuel {
			return errUsage{msg: "--versus makes the two mazes of a duel (D1): use it with --preset duel"}
		}
		if *out == "" || *out == "-" {
			return hintError{err: errUsage{msg: "--versus writes two files"}, hint: "name the first with -o, e.g. -o duel.maze (the second is duel-versus.maze)"}
		}
	}
	dests := []string{*out}
	if *versus {
		ext := filepath.Ext(*out)
		dests = append(dests, strings.TrimSuffix(*out, ext)+"-versus"+ext)
	}
	for _, d := range dests {
		if d == "" || d == "-" || *force {
			continue
		}
		if _, err := os.Stat(d); err == nil {
			return hintError{err: fmt.Errorf("%s exists; not overwriting it", d), hint: "use -f to overwrite it, or -o to name another file"}
		} else if !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	for i, d := range dests {
		si := s
		si.Seed = s.Seed + int64(i)
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
