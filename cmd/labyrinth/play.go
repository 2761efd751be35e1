package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
)

func init() {
	register(&command{name: "play", summary: "play a maze at the terminal: players take turns at one keyboard, bots fill the other seats", run: runPlay})
}

func runPlay(e *env, args []string) error {
	fs := newFlags(e, "play", "[FILE|EXAMPLE] [--players N | --player NAME[:f][:en]...] [--bots N] [--seed S] [--lang ru|en] [--replay FILE]")
	var mf mazeFlags
	mf.register(fs)
	players := fs.Int("players", 1, "number of people at the keyboard")
	var people listFlag
	fs.Var(&people, "player", "a person at the keyboard: NAME, then :f for a woman (the host's Russian agrees: «Прошла») and :ru or :en for the language of their reports and orders; repeat for each, in turn order")
	nbots := fs.Int("bots", 0, "number of bot players besides them")
	botKind := fs.String("bot", "explorer", "kind of the bots: "+strings.Join(bot.Kinds(), ", "))
	seed := fs.Int64("seed", 1, "random seed of the host")
	langFlag := fs.String("lang", "ru", "language of the game: ru or en (a --player may choose their own)")
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
	if _, err := bot.New(*botKind, 0, 0); err != nil {
		return usageHint(fmt.Sprintf("no bot %q", *botKind), "bots: "+strings.Join(bot.Kinds(), ", "), *botKind, bot.Kinds())
	}
	m, name, own, err := loadBoard(e, fs.Arg(0), mf, *seed)
	if err != nil {
		return err
	}
	name = boardName(name, hostLang)
	n := *players + *nbots
	if own && n != 2 {
		return errUsage{msg: "a duel with --versus is for two: --players and --bots must add up to 2"}
	}
	ps := seats(n, hostLang)
	for i, spec := range people {
		p, err := parsePlayerSpec(spec, hostLang)
		if err != nil {
			return hintError{err: errUsage{msg: fmt.Sprintf("--player %q: %v", spec, err)},
				hint: "write --player Анна:f, --player Bob:en or --player Вера:f:ru: the name, then f for a woman, ru or en"}
		}
		ps[i] = p
	}
	for i := *players; i < n; i++ {
		ps[i].Name = narrate.Text(narrate.KeyPlayBot, hostLang, ps[i].Gender, "name", ps[i].Name)
	}
	g, err := engine.NewGame(m, engine.Setup{Players: ps, Seed: *seed, OwnFloors: own})
	if err != nil {
		return err
	}
	bots := make([]bot.Bot, n)
	for i := *players; i < n; i++ {
		bots[i], _ = bot.New(*botKind, engine.PlayerID(i), *seed)
		bots[i].Hear(engine.Heard(g.Opening(), engine.PlayerID(i)))
	}
	heard := make([][]string, n) // what each human has heard since their last turn
	deliver := func(ev []engine.Event) {
		for p := 0; p < n; p++ {
			if p >= *players {
				if h := engine.Heard(ev, engine.PlayerID(p)); len(h) > 0 {
					bots[p].Hear(h)
				}
				continue
			}
			if r := narrate.Report(ev, narrate.ReaderOf(g, engine.PlayerID(p))); r != "" {
				heard[p] = append(heard[p], r)
			}
		}
	}
	deliver(g.Opening())
	w := e.stdout
	// host speaks to everyone at the keyboard; to speaks to one player, in
	// their language.
	host := func(k narrate.Key, vars ...string) string { return narrate.Text(k, hostLang, 0, vars...) }
	to := func(p engine.PlayerID, k narrate.Key, vars ...string) string {
		r := narrate.ReaderOf(g, p)
		return narrate.Text(k, r.Lang, r.Gender, vars...)
	}
	fmt.Fprintln(w, host(narrate.KeyPlayMaze, "name", name))

	// The turn log.
	var log io.Writer
	if *replay != "" {
		if data, err := os.ReadFile(*replay); err == nil {
			for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
				if strings.TrimSpace(line) == "" {
					continue
				}
				var t engine.Turn
				if err := json.Unmarshal([]byte(line), &t); err != nil {
					return fmt.Errorf("%s:%d: not a turn: %v", *replay, i+1, err)
				}
				ev, err := g.Apply(t)
				if err != nil {
					return fmt.Errorf("%s:%d: the turn does not replay: %v", *replay, i+1, err)
				}
				deliver(ev)
			}
			fmt.Fprintln(w, host(narrate.KeyPlayReplayed, "n", strconv.Itoa(g.Round())))
		} else if !errors.Is(err, os.ErrNotExist) {
			return err
		}
		f, err := os.OpenFile(*replay, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		log = f
	}
	record := func(t engine.Turn) {
		if log != nil {
			b, _ := json.Marshal(t)
			fmt.Fprintf(log, "%s\n", b)
		}
	}

	in := bufio.NewScanner(e.stdin)
	last, lastRound := engine.PlayerID(-1), 0
	for !g.Over() {
		p := g.ToMove()
		if int(p) >= *players {
			var ev []engine.Event
			for try := 0; ; try++ {
				t := bots[p].Turn(g.ViewOf(p))
				if try >= 3 {
					t = engine.Turn{Player: p, Actions: []engine.Action{{Kind: engine.ActSkip}}}
				}
				ev, err = g.Apply(t)
				if err == nil {
					record(t)
					break
				}
				var r *engine.Refusal
				if !errors.As(err, &r) || try > 200 {
					return err
				}
				bots[p].Refused(r)
			}
			deliver(ev)
			continue
		}
		if p != last || (g.Round() != lastRound && !g.ViewOf(p).Again) {
			if !*noClear && *players > 1 {
				if last >= 0 {
					// Let the last player read the report before the
					// screen is cleared for the next one.
					fmt.Fprint(w, host(narrate.KeyPlayPassKeyboard))
					if !in.Scan() {
						break
					}
				}
				fmt.Fprint(w, "\033[2J\033[H")
			}
			fmt.Fprintln(w, "\n"+to(p, narrate.KeyPlayTurnOf, "name", g.Player(p).Name, "n", strconv.Itoa(g.Round())))
			for _, r := range heard[p] {
				fmt.Fprintln(w, r)
			}
			heard[p] = nil
			v := g.ViewOf(p)
			if v.ChooseStart {
				fmt.Fprintln(w, to(p, narrate.KeyPlayNameStart))
				if len(v.Starts) > 0 { // S1: the entrances of the zone are on the players' field
					pl := g.Player(p)
					names := make([]string, len(v.Starts))
					for i, c := range v.Starts {
						names[i] = c.Name(narrate.Alphabet(pl.Lang))
					}
					fmt.Fprintln(w, to(p, narrate.KeyPlayFreeEntrances, "cells", strings.Join(names, ", ")))
				}
			}
			if v.Shape == "dice" {
				fmt.Fprint(w, to(p, narrate.KeyPlayDice, "dice", strconv.Itoa(v.Dice), "n", strconv.Itoa(v.Nuts)))
			} else {
				fmt.Fprint(w, to(p, narrate.KeyPlayKit, "grenades", strconv.Itoa(v.Kit.Grenades), "bullets", strconv.Itoa(v.Kit.Bullets)))
			}
			if v.Kit.Bricks > 0 {
				fmt.Fprint(w, to(p, narrate.KeyPlayBricks, "n", strconv.Itoa(v.Kit.Bricks)))
			}
			if v.Carry {
				fmt.Fprint(w, to(p, narrate.KeyPlayCarrying))
			}
			fmt.Fprintln(w)
			last, lastRound = p, g.Round()
		}
		fmt.Fprint(w, "> ")
		if !in.Scan() {
			fmt.Fprintln(w)
			break
		}
		line := strings.TrimSpace(in.Text())
		if line == "" {
			continue
		}
		low := strings.ToLower(line)
		if low == "help" || low == "помощь" || low == "?" {
			fmt.Fprintln(w, playHelp(g.Options(), len(m.Floors) > 1 && !own, g.Player(p).Lang))
			continue
		}
		if low == "quit" || low == "конец" {
			break
		}
		v := g.ViewOf(p)
		acts, err := order.Parse(line, order.Options{
			Rules: g.Options(), Actions: v.Actions, Start: v.ChooseStart,
			Floors: len(m.Floors) > 1 && !own, OwnMaze: own, Steps: v.Dice, Maze: m, Lang: g.Player(p).Lang,
		})
		if err != nil {
			for _, oe := range order.Errors(err) {
				fmt.Fprintln(w, to(p, narrate.KeyOrderErrorUnreadable)+" "+oe.Error())
				if sn := oe.Snippet(); sn != "" {
					fmt.Fprintln(w, sn)
				}
			}
			if len(order.Errors(err)) == 0 {
				fmt.Fprintln(w, to(p, narrate.KeyOrderErrorUnreadable)+" "+err.Error())
			}
			continue
		}
		t := engine.Turn{Player: p, Actions: acts}
		ev, err := g.Apply(t)
		if err != nil {
			var r *engine.Refusal
			if errors.As(err, &r) {
				fmt.Fprintln(w, narrate.Refusal(r, narrate.ReaderOf(g, p)))
				continue
			}
			return err
		}
		record(t)
		fmt.Fprintln(w, narrate.Report(ev, narrate.ReaderOf(g, p)))
		deliver(ev)
		heard[p] = nil
		if g.ToMove() == p && !g.Over() && g.ViewOf(p).Again {
			fmt.Fprintln(w, to(p, narrate.KeyPlayAgain))
		}
	}
	fmt.Fprintln(w)
	if ws := g.Winners(); len(ws) > 0 {
		pl := g.Player(ws[0])
		fmt.Fprintln(w, narrate.Text(narrate.KeyPlayWinner, hostLang, pl.Gender, "name", pl.Name))
	} else {
		fmt.Fprintln(w, host(narrate.KeyPlayNotOver))
	}
	fmt.Fprintln(w, host(narrate.KeyPlayHostMap))
	fmt.Fprint(w, narrate.HostMap(g, hostLang))
	return nil
}

// parsePlayerSpec reads --player NAME[:f|m][:ru|en]: a person's name, then
// their grammatical gender and language in any order (default: m and the
// game's language).
func parsePlayerSpec(spec string, lang engine.Lang) (engine.PlayerSetup, error) {
	parts := strings.Split(spec, ":")
	p := engine.PlayerSetup{Name: strings.TrimSpace(parts[0]), Lang: lang}
	if p.Name == "" {
		return p, fmt.Errorf("no name")
	}
	for _, x := range parts[1:] {
		if g, err := engine.ParseGender(x); err == nil && strings.TrimSpace(x) != "" {
			p.Gender = g
			continue
		}
		l, err := engine.ParseLang(x)
		if err != nil || strings.TrimSpace(x) == "" {
			return p, fmt.Errorf("%q is neither a gender (m or f) nor a language (ru or en)", x)
		}
		p.Lang = l
	}
	return p, nil
}

// playHelp lists the orders of the game's rules (order.Help), then the
// words of the terminal itself.
func playHelp(o *rules.Options, floors bool, lang engine.Lang) string {
	lines := order.Help(o, floors, lang)
	return narrate.Text(narrate.KeyPlayOrders, lang, 0, "orders", strings.Join(lines, "; ")) + "\n" +
		narrate.Text(narrate.KeyPlayHelp, lang, 0)
}
