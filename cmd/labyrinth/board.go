package main

import (
	"cmp"
	"flag"
	"fmt"
	"path/filepath"

	"labyrinth/dsl"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/mazefile"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/balance"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
)

// The maze a game is played on, as play, sim, print and campaign new
// choose it: a file, an example, a generated maze (--gen), or a duel's
// two (--versus).

// mazeFlags are the flags sim and play share for choosing the maze.
type mazeFlags struct {
	gen    string
	preset string
	versus string
	// second marks the duel's second generated maze, drawn from the next
	// seed even when the spec names one.
	second bool
}

func (mf *mazeFlags) register(fs interface {
	StringVar(*string, string, string, string)
}) {
	fs.StringVar(&mf.gen, "gen", "", "play on a freshly generated maze instead of a file: labyrinth gen's options as a spec,\ne.g. 8x8, duel, \"vmk1983,seed=7,floors=2\" (the preset and seed default to --preset and --seed)")
	fs.StringVar(&mf.preset, "preset", "", "play under this rules preset instead of the maze's own rules")
	fs.StringVar(&mf.versus, "versus", "", "a duel (rule D1): the second player explores this maze, the first the main one (with --gen: --versus gen)")
}

// loadBoard loads the maze, or with --versus the two mazes of a duel, and
// says their names (narrate.BoardName) and whether players keep to their
// own floors.
func loadBoard(e *env, arg string, mf mazeFlags, seed int64) (*maze.Maze, []narrate.MazeName, bool, error) {
	m, name, err := loadMaze(e, arg, mf, seed)
	if err != nil || mf.versus == "" {
		return m, []narrate.MazeName{name}, false, err
	}
	mf2 := mf
	mf2.gen = ""
	if mf.gen != "" {
		mf2.gen, mf2.second = mf.gen, true
		seed++
	}
	var m2 *maze.Maze
	var name2 narrate.MazeName
	if mf.gen != "" {
		m2, name2, err = loadMaze(e, "", mf2, seed)
	} else {
		m2, name2, err = loadMaze(e, mf.versus, mf2, seed)
	}
	if err != nil {
		return nil, nil, false, err
	}
	d, err := engine.DuelMaze(m, m2)
	if err != nil {
		return nil, nil, false, errUsage{msg: err.Error()}
	}
	return d, []narrate.MazeName{name, name2}, true, nil
}

// loadMaze reads the maze: a file, an embedded example by name, a generated
// maze (--gen), or the embedded default.
func loadMaze(e *env, arg string, mf mazeFlags, seed int64) (*maze.Maze, narrate.MazeName, error) {
	var m *maze.Maze
	var name narrate.MazeName
	switch {
	case mf.gen != "":
		r, err := generateMaze(e, mf.gen, mf.preset, seed, mf.second)
		if err != nil {
			return nil, name, err
		}
		f := r.Maze.Floors[0]
		m, name = r.Maze, narrate.MazeName{Family: r.Maze.Rules.Family, Rows: f.Rows, Cols: f.Cols, Seed: r.Options.Seed}
	default:
		src, file, _, err := mazefile.Read(cmp.Or(arg, examples.Default))
		if err != nil {
			return nil, name, err
		}
		cm, diags := dsl.Compile(file, src)
		if diags.HasErrors() || cm == nil {
			_ = writeDiagnostics(e, diags, sources{file: src}, false)
			return nil, name, hintError{err: fmt.Errorf("%s does not compile", file),
				hint: "run \"labyrinth check " + file + "\", or try a generated maze with --gen 8x8"}
		}
		m = cm
		name.File = filepath.Base(file)
	}
	if mf.preset != "" && mf.gen == "" {
		o, err := rules.Preset(rules.Family(mf.preset))
		if err != nil {
			return nil, name, errUsage{msg: err.Error()}
		}
		m.Rules = o
	}
	return m, name, nil
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

// generateMaze makes the maze a --gen spec asks for (gen.ReadSpec).
func generateMaze(e *env, spec string, preset string, seed int64, second bool) (*gen.Result, error) {
	s, err := gen.ReadSpec(spec, rules.Family(preset), seed, second)
	if err != nil {
		return nil, hintError{err: errUsage{msg: err.Error()}, hint: "run \"labyrinth help gen\" for the options"}
	}
	return genSpec(e, s)
}

// genSpec generates (and balances, when asked) and tells stderr about it.
func genSpec(e *env, s gen.Spec) (*gen.Result, error) {
	r, b, err := balance.FromSpec(s)
	if err != nil {
		return nil, errUsage{msg: err.Error()}
	}
	if b != nil {
		fmt.Fprint(e.stderr, b.Report())
	}
	return r, nil
}
