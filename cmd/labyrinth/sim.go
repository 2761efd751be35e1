package main

import (
	"fmt"
	"strings"

	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/internal/term"
)

func init() {
	register(&command{name: "sim", summary: "play a whole game (or many) between bots and show it", run: runSim})
}

func runSim(e *env, args []string) error {
	fs := newFlags(e, "sim", "[FILE|EXAMPLE] [--players N] [--seed S] [--rounds N] [--lang ru|en] [--bot KIND[,KIND…]] [--games N] [--verbose]")
	var mf bot.Board
	mf.Flags(fs)
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
	if err := bot.CheckKinds(kinds...); err != nil {
		return err
	}
	l := engine.Lang(*lang)
	sim := &bot.Sim{Maze: m, Name: narrate.BoardName(l, names...), Players: *players, Seed: *seed, Rounds: *rounds, Lang: l,
		Kinds: kinds, OwnFloors: own, Verbose: *verbose}
	if *games == 1 {
		return sim.Tell(e.stdout)
	}
	progress := func(int) {}
	if term.IsTerminal(e.stderr) {
		progress = sim.Progress(e.stderr, *games)
	}
	r, err := sim.Series(*games, progress)
	if err != nil {
		return err
	}
	sim.TellSeries(e.stdout, r)
	return nil
}
