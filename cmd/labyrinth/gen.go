package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"labyrinth/dsl/gen"
	"labyrinth/dsl/rules"
	"labyrinth/engine/balance"
)

func init() {
	register(&command{name: "gen", summary: "generate a fresh maze of any family as a .maze file", run: runGen})
}

// genFlags registers the generator's options on a flag set, each as
// --name, so that "labyrinth gen" and a --gen spec spell them alike.
func genFlags(fs *flag.FlagSet, s *gen.Spec) {
	for _, o := range s.Flags() {
		set := func(v string) error { return o.Set(&s.Options, v) }
		if o.Bool {
			fs.BoolFunc(o.Name, o.Usage, set)
		} else {
			fs.Func(o.Name, o.Usage, set)
		}
	}
}

// genFlag is the --gen flag of print, play, sim and campaign new: a spec
// of the same options ("duel", "vmk1983,seed=7", "school size=12x12").
type genFlag struct {
	spec string
	set  bool
}

func (g *genFlag) register(fs *flag.FlagSet) {
	fs.Func("gen", "use a freshly generated maze instead of a file: a spec of labyrinth gen's options, e.g. \"duel\", \"8x8\" or \"vmk1983,seed=7,floors=2\"", func(v string) error {
		g.spec, g.set = v, true
		return nil
	})
}

// generateMaze makes the maze a --gen spec asks for: preset and seed fall back
// on the command's own when the spec does not name them. The second maze of
// a duel (D1) is drawn from the seed after the spec's.
func generateMaze(e *env, spec string, preset string, seed int64, second bool) (*gen.Result, error) {
	s := gen.NewSpec()
	if preset != "" {
		s.Preset = rules.Family(preset)
	}
	s.Seed = seed
	if err := s.Parse(spec); err != nil {
		return nil, hintError{err: errUsage{msg: err.Error()}, hint: "run \"labyrinth help gen\" for the options"}
	}
	if second && s.SeedSet {
		s.Seed++
	}
	return genSpec(e, s)
}

// genSpec generates (and balances, when asked) and tells stderr about it.
func genSpec(e *env, s gen.Spec) (*gen.Result, error) {
	if s.Balance > 0 {
		b, err := balance.Generate(s.Options, s.Balance)
		if err != nil {
			return nil, errUsage{msg: err.Error()}
		}
		note := "in the band"
		if !b.Fits {
			note = "closest to the band"
		}
		fmt.Fprintf(e.stderr, "balance: %s\nbalance: kept seed %d of %s (%s: median %d–%d rounds, seat spread ≤ %.2f)\n",
			b.Stats, b.Options.Seed, plural(b.Tried, "candidate"), note, b.Target.MinMedian, b.Target.MaxMedian, b.Target.MaxSpread)
		return b.Result, nil
	}
	r, err := gen.Generate(s.Options)
	if err != nil {
		return nil, errUsage{msg: err.Error()}
	}
	return r, nil
}

func runGen(e *env, args []string) error {
	fs := newFlags(e, "gen", "[--preset P] [--size ROWSxCOLS] [--floors N] [--seed S] [--style box|vmk] [--balance N] [-o FILE]")
	s := gen.NewSpec()
	s.Seed = 1
	genFlags(fs, &s)
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
		if err := writeOut(e, d, r.Source); err != nil {
			return err
		}
		where := d
		if where == "" || where == "-" {
			where = "<stdout>"
		}
		fmt.Fprintf(e.stderr, "%s: %s\n", where, describe(r))
	}
	return nil
}

func writeOut(e *env, dest string, src []byte) error {
	if dest == "" || dest == "-" {
		_, err := e.stdout.Write(src)
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(dest), ".gen-*.maze")
	if err != nil {
		return err
	}
	if _, err := io.Copy(tmp, strings.NewReader(string(src))); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), dest)
}

// describe sums a generated maze up in one line.
func describe(r *gen.Result) string {
	var sizes []string
	for _, f := range r.Maze.Floors {
		sizes = append(sizes, fmt.Sprintf("%d×%d", f.Rows, f.Cols)) // rows × columns, as everywhere
	}
	goal := "true treasure"
	switch {
	case r.Maze.Rules.Family == rules.FamilyStalker:
		goal = "ball"
	case r.Options.LastIsTrue:
		goal = "farthest treasure" // none is true until the last is left (V3)
	}
	layout := plural(r.Stats.DeadEnds, "dead end") + ", " + plural(r.Stats.Loops, "loop")
	if r.Maze.Rules.Family == rules.FamilyStalker {
		layout = "an open zone" // no corridors to count (S1)
	}
	return fmt.Sprintf("%q, preset %s, %s, seed %d: %s, %s, the %s %s from the nearest way in; checked, no warnings",
		r.Maze.Title, r.Maze.Rules.Family, strings.Join(sizes, " + "), r.Options.Seed, plural(r.Stats.Cells, "cell"),
		layout, goal, plural(r.Stats.TreasureDepth, "step"))
}

// genName names a generated maze in messages.
func genName(r *gen.Result) string {
	f := r.Maze.Floors[0]
	return fmt.Sprintf("generated %s %dx%d seed %d", r.Maze.Rules.Family, f.Rows, f.Cols, r.Options.Seed)
}
