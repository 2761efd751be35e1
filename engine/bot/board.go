package bot

import (
	"flag"
	"path/filepath"

	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// Board is the choice of the maze a game is played on, as play and sim
// make it: a file (or an example), a generated maze (Gen), and with
// Versus the two mazes of a duel (rule D1).
type Board struct {
	Gen    string // a spec of gen's options (gen.ReadSpec); "" for a file
	Preset string // the rules to play under instead of the maze's own
	// Versus is the file of the maze the second player of a duel
	// explores; with Gen, any word asks for a second generated maze.
	Versus string
}

// Flags defines the flags that set the choice: --gen, --preset, --versus.
func (b *Board) Flags(fs *flag.FlagSet) {
	fs.StringVar(&b.Gen, "gen", "", "play on a freshly generated maze instead of a file: labyrinth gen's options as a spec,\ne.g. 8x8, duel, \"vmk1983,seed=7,floors=2\" (the preset and seed default to --preset and --seed)")
	fs.StringVar(&b.Preset, "preset", "", "play under this rules preset instead of the maze's own rules")
	fs.StringVar(&b.Versus, "versus", "", "a duel (rule D1): the second player explores this maze, the first the main one (with --gen: --versus gen)")
}

// BoardError is a choice of maze that cannot be played: a spec, a
// preset or a pair of mazes that the command line got wrong.
type BoardError struct {
	Err    error
	Advice string
}

func (e *BoardError) Error() string { return e.Err.Error() }
func (e *BoardError) Unwrap() error { return e.Err }

// Hint says where to look.
func (e *BoardError) Hint() string { return e.Advice }

// Usage says the error is the command line's mistake: always.
func (e *BoardError) Usage() bool { return true }

// Load makes the maze the choice names: read reads and compiles the file
// arg (the caller's default when arg is ""), saying the file's name;
// generate makes a generated maze from its spec, seeded with seed unless
// the spec names its own. With Versus it returns the duel's two mazes as
// one (engine.DuelMaze), the second the seed's partner, and
// own is true: players keep to their own floors. names are the mazes'
// names (narrate.MazeName), one for each.
func (b Board) Load(arg string, seed int64, read func(arg string) (*maze.Maze, string, error),
	generate func(gen.Spec) (*gen.Result, error)) (m *maze.Maze, names []narrate.MazeName, own bool, err error) {
	m, name, err := b.one(arg, seed, false, read, generate)
	if err != nil || b.Versus == "" {
		return m, []narrate.MazeName{name}, false, err
	}
	second := b.Gen != ""
	if second {
		arg = "" // the same seed's partner (gen.Options.Partner)
	} else {
		arg = b.Versus
	}
	m2, name2, err := b.one(arg, seed, second, read, generate)
	if err != nil {
		return nil, nil, false, err
	}
	d, err := engine.DuelMaze(m, m2)
	if err != nil {
		return nil, nil, false, &BoardError{Err: err}
	}
	return d, []narrate.MazeName{name, name2}, true, nil
}

// one makes one maze of the choice; second asks for a duel's second
// generated maze (gen.ReadSpec).
func (b Board) one(arg string, seed int64, second bool, read func(string) (*maze.Maze, string, error),
	generate func(gen.Spec) (*gen.Result, error)) (*maze.Maze, narrate.MazeName, error) {
	var name narrate.MazeName
	if b.Gen != "" {
		s, err := gen.ReadSpec(b.Gen, rules.Family(b.Preset), seed, second)
		if err != nil {
			return nil, name, &BoardError{Err: err, Advice: "run \"labyrinth help gen\" for the options"}
		}
		r, err := generate(s)
		if err != nil {
			return nil, name, err
		}
		f := r.Maze.Floors[0]
		return r.Maze, narrate.MazeName{Family: r.Maze.Rules.Family, Rows: f.Rows, Cols: f.Cols, Seed: r.Options.Seed, Partner: r.Options.Partner}, nil
	}
	m, file, err := read(arg)
	if err != nil {
		return nil, name, err
	}
	name.File = filepath.Base(file)
	if b.Preset != "" {
		o, err := rules.Preset(rules.Family(b.Preset))
		if err != nil {
			return nil, name, &BoardError{Err: err}
		}
		m.Rules = o
	}
	return m, name, nil
}
