package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
)

func init() {
	register(&command{name: "sim", summary: "play a whole game (or many) between bots and show it", run: runSim})
}

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
		r, err := generateMaze(e, mf.gen, mf.preset, uint64(seed), mf.second)
		if err != nil {
			return nil, name, err
		}
		f := r.Maze.Floors[0]
		m, name = r.Maze, narrate.MazeName{Family: r.Maze.Rules.Family, Rows: f.Rows, Cols: f.Cols, Seed: r.Options.Seed}
	default:
		var src []byte
		var err error
		if arg == "" {
			arg = examples.Default
		}
		file := arg
		if _, statErr := os.Stat(arg); statErr == nil {
			src, err = os.ReadFile(arg)
		} else if s, exErr := examples.Read(arg); exErr == nil {
			src, file = s, "examples/"+strings.TrimSuffix(arg, ".maze")+".maze"
		} else {
			return nil, name, noMaze(arg)
		}
		if err != nil {
			return nil, name, err
		}
		cm, diags := dsl.Compile(file, src)
		if diags.HasErrors() || cm == nil {
			for _, d := range diags {
				fmt.Fprintf(e.stderr, "%s\n", d)
			}
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

func runSim(e *env, args []string) error {
	fs := newFlags(e, "sim", "[FILE|EXAMPLE] [--players N] [--seed S] [--rounds N] [--lang ru|en] [--bot KIND[,KIND…]] [--games N] [--verbose]")
	var mf mazeFlags
	mf.register(fs)
	players := fs.Int("players", 0, "number of players (default: 3, or what the rules allow)")
	seed := fs.Int64("seed", 1, "random seed: the same seed plays the same game")
	rounds := fs.Int("rounds", 2000, "stop after this many rounds")
	lang := fs.String("lang", "ru", "language of the reports: ru or en")
	bots := fs.String("bot", "explorer", "bot kind for every seat, or one per seat separated by commas: "+strings.Join(bot.Kinds(), ", "))
	games := fs.Int("games", 1, "play this many games (seeds S, S+1, …) and print a table of results")
	verbose := fs.Bool("verbose", false, "print every turn, not only the notable ones")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *lang != "ru" && *lang != "en" {
		return errUsage{msg: fmt.Sprintf("--lang %q: want ru or en", *lang)}
	}
	if fs.NArg() > 1 {
		return errUsage{msg: "sim takes at most one maze"}
	}
	if *games < 1 || *rounds < 1 {
		return errUsage{msg: "--games and --rounds must be at least 1"}
	}
	m, names, own, err := loadBoard(e, fs.Arg(0), mf, *seed)
	if err != nil {
		return err
	}
	kinds := strings.Split(*bots, ",")
	if k, ok := bot.CheckKinds(kinds); !ok {
		return usageHint(fmt.Sprintf("no bot %q", k), "bots: "+strings.Join(bot.Kinds(), ", "), k, bot.Kinds())
	}
	l := engine.Lang(*lang)
	sim := &bot.Sim{Maze: m, Name: narrate.BoardName(l, names...), Players: *players, Seed: *seed, Rounds: *rounds, Lang: l,
		Kinds: kinds, OwnFloors: own, Verbose: *verbose}
	if *games == 1 {
		return sim.Tell(e.stdout)
	}
	progress := func(int) {}
	if isTerminal(e.stderr) {
		progress = func(n int) {
			if n%max(1, *games/10) == 0 || n == *games {
				fmt.Fprint(e.stderr, "\r"+narrate.Text(narrate.KeySimManyPlayed, l, 0, "n", strconv.Itoa(n), "games", strconv.Itoa(*games)))
			}
			if n == *games {
				fmt.Fprintln(e.stderr)
			}
		}
	}
	r, err := sim.Series(*games, progress)
	if err != nil {
		return err
	}
	sim.TellSeries(e.stdout, r)
	return nil
}
