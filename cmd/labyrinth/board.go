package main

import (
	"cmp"
	"flag"
	"fmt"

	"labyrinth/dsl"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/mazefile"
	"labyrinth/dsl/rules"
	"labyrinth/engine/balance"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
)

// loadBoard loads the maze a game is played on (bot.Board.Load): a file,
// an example by name or the embedded default, compiled here with its
// diagnostics shown, or a generated maze, balanced when asked.
func loadBoard(e *env, arg string, b bot.Board, seed int64) (*maze.Maze, []narrate.MazeName, bool, error) {
	return b.Load(arg, seed, func(arg string) (*maze.Maze, string, error) {
		src, file, _, err := mazefile.Read(cmp.Or(arg, examples.Default))
		if err != nil {
			return nil, file, err
		}
		m, diags := dsl.Compile(file, src)
		if diags.HasErrors() || m == nil {
			_ = writeDiagnostics(e, diags, sources{file: src}, false)
			return nil, file, hintError{err: fmt.Errorf("%s does not compile", file),
				hint: "run \"labyrinth check " + file + "\", or try a generated maze with --gen 8x8"}
		}
		return m, file, nil
	}, func(s gen.Spec) (*gen.Result, error) { return genSpec(e, s) })
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
