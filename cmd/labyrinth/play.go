package main

import (
	"strings"

	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/internal/cliflag"
)

func init() {
	register(&command{name: "play", summary: "play a maze at the terminal: players take turns at one keyboard, bots fill the other seats", run: runPlay})
}

func runPlay(e *env, args []string) error {
	fs := newFlags(e, "play", "[FILE|EXAMPLE] [--players N | --player NAME[:f][:en]...] [--bots N] [--seed S] [--lang ru|en] [--replay FILE]")
	var mf bot.Board
	mf.Flags(fs)
	players := fs.Int("players", 1, "number of people at the keyboard")
	var people cliflag.List
	fs.Var(&people, "player", "a person at the keyboard: NAME, then :f for a woman (the host's Russian agrees: «Прошла») and :ru or :en for the language of their reports and orders; repeat for each, in turn order")
	nbots := fs.Int("bots", 0, "number of bot players besides them")
	botKind := fs.String("bot", "explorer", "kind of the bots: "+strings.Join(bot.Kinds(), ", "))
	seed := fs.Int64("seed", 1, "random seed of the host")
	langFlag := fs.String("lang", "ru", "language of the game: ru or en (a --player may choose their own; the maze's name, the result and the host's map are shown in each language at the keyboard)")
	replay := fs.String("replay", "", "turn log: replay the turns it holds, then append every new turn to it")
	noClear := fs.Bool("no-clear", false, "do not clear the screen between players")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	hostLang, err := engine.ParseLang(*langFlag)
	if err != nil {
		return errUsage{msg: "--lang: " + err.Error()}
	}
	if len(people) > 0 {
		*players = len(people)
	}
	if *players < 1 || *nbots < 0 {
		return hintError{err: errUsage{msg: "play needs at least one person at the keyboard (--players 1 or more)"},
			hint: "to watch bots play, run \"labyrinth sim\""}
	}
	if err := bot.CheckKinds(*botKind); err != nil {
		return err
	}
	m, names, own, err := loadBoard(e, fs.Arg(0), mf, *seed)
	if err != nil {
		return err
	}
	ps, err := bot.HotSeatPlayers(people, *players, *players+*nbots, own, hostLang)
	if err != nil {
		return err
	}
	g, err := engine.NewGame(m, engine.Setup{Players: ps, Seed: *seed, OwnFloors: own})
	if err != nil {
		return err
	}
	h := &bot.HotSeat{Game: g, Name: narrate.BoardName(hostLang, names...), People: *players, Kind: *botKind, Seed: *seed,
		Lang: hostLang, OwnFloors: own, Clear: !*noClear}
	if *replay != "" {
		f, err := h.OpenLog(*replay)
		if err != nil {
			return err
		}
		defer f.Close()
	}
	return h.Run(e.stdin, e.stdout)
}
