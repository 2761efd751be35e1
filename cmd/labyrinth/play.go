package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
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
	fs := newFlags(e, "play", "[FILE|EXAMPLE] [--players N] [--bots N] [--seed S] [--lang ru|en] [--replay FILE]")
	var mf mazeFlags
	mf.register(fs)
	players := fs.Int("players", 1, "number of people at the keyboard")
	nbots := fs.Int("bots", 0, "number of bot players besides them")
	botKind := fs.String("bot", "explorer", "kind of the bots: "+strings.Join(bot.Kinds(), ", "))
	seed := fs.Int64("seed", 1, "random seed of the host")
	lang := fs.String("lang", "ru", "language of the reports and orders: ru or en")
	replay := fs.String("replay", "", "turn log: replay the turns it holds, then append every new turn to it")
	noClear := fs.Bool("no-clear", false, "do not clear the screen between players")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *lang != "ru" && *lang != "en" {
		return errUsage{msg: fmt.Sprintf("--lang %q: want ru or en", *lang)}
	}
	if *players < 1 || *nbots < 0 {
		return hintError{err: errUsage{msg: "play needs at least one person at the keyboard (--players 1 or more)"},
			hint: "to watch bots play, run \"labyrinth sim\""}
	}
	if _, err := bot.New(*botKind, 0, 0); err != nil {
		return errUsage{msg: err.Error()}
	}
	m, name, own, err := loadBoard(e, fs.Arg(0), mf, *seed)
	if err != nil {
		return err
	}
	n := *players + *nbots
	if own && n != 2 {
		return errUsage{msg: "a duel with --versus is for two: --players and --bots must add up to 2"}
	}
	ps := seats(n, engine.Lang(*lang))
	for i := *players; i < n; i++ {
		ps[i].Name += map[bool]string{true: " (бот)", false: " (bot)"}[*lang == "ru"]
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
	say := func(ru, en string) string { return tr(*lang, ru, en) }
	fmt.Fprintf(w, "%s: %s\n", say("Лабиринт", "Maze"), name)

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
			fmt.Fprintf(w, "%s %d\n", say("Повтор журнала до раунда", "Replayed the log up to round"), g.Round())
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
					fmt.Fprint(w, say("Enter — передать ход дальше… ", "Enter — pass the keyboard on… "))
					if !in.Scan() {
						break
					}
				}
				fmt.Fprint(w, "\033[2J\033[H")
			}
			fmt.Fprintf(w, "\n— %s %s, %s %d —\n", say("ходит", "turn of"), g.Player(p).Name, say("раунд", "round"), g.Round())
			for _, r := range heard[p] {
				fmt.Fprintln(w, r)
			}
			heard[p] = nil
			v := g.ViewOf(p)
			if v.ChooseStart {
				fmt.Fprintln(w, say("Назови начальную клетку, например «начинаю с в2».", "Name your start cell, e.g. \"start at B2\"."))
			}
			if v.Shape == "dice" {
				fmt.Fprintf(w, "%s %d, %s %d", say("на кубике", "the die shows"), v.Dice, say("гаек", "nuts"), v.Nuts)
			} else {
				fmt.Fprintf(w, "%s %d, %s %d", say("гранат", "grenades"), v.Kit.Grenades, say("патронов", "bullets"), v.Kit.Bullets)
			}
			if v.Kit.Bricks > 0 {
				fmt.Fprintf(w, ", %s %d", say("кирпичей", "bricks"), v.Kit.Bricks)
			}
			if v.Carry {
				fmt.Fprint(w, say(", несёшь клад", ", carrying a treasure"))
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
			fmt.Fprintln(w, playHelp(g.Options(), len(m.Floors) > 1, *lang))
			continue
		}
		if low == "quit" || low == "конец" {
			break
		}
		v := g.ViewOf(p)
		acts, err := order.Parse(line, order.Options{
			Rules: g.Options(), Actions: v.Actions, Start: v.ChooseStart,
			Floors: len(m.Floors) > 1, Steps: v.Dice, Maze: m, Lang: order.Lang(*lang),
		})
		if err != nil {
			for _, oe := range order.Errors(err) {
				fmt.Fprintf(w, "%s %s\n", say("Не понял:", "Cannot read:"), oe.Error())
				if sn := oe.Snippet(); sn != "" {
					fmt.Fprintln(w, sn)
				}
			}
			if len(order.Errors(err)) == 0 {
				fmt.Fprintf(w, "%s %s\n", say("Не понял:", "Cannot read:"), err)
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
			fmt.Fprintln(w, say("Куда ещё?", "Which way now?"))
		}
	}
	fmt.Fprintln(w)
	if ws := g.Winners(); len(ws) > 0 {
		fmt.Fprintf(w, "%s %s\n", say("Победил", "Winner:"), g.Player(ws[0]).Name)
	} else {
		fmt.Fprintln(w, say("Игра не окончена.", "The game is not over."))
	}
	fmt.Fprintln(w, say("Карта ведущего:", "The host's map:"))
	fmt.Fprint(w, g.HostMapIn(*lang))
	return nil
}

func tr(lang, ru, en string) string {
	if lang == "en" {
		return en
	}
	return ru
}

// playHelp lists the orders of the game's rules (order.Help), then the
// words of the terminal itself.
func playHelp(o *rules.Options, floors bool, lang string) string {
	lines := order.Help(o, floors, order.Lang(lang))
	return tr(lang, "Приказы: ", "Orders: ") + strings.Join(lines, "; ") + ".\n" +
		tr(lang, "Направления: налево, направо, вверх, вниз. Несколько приказов одного хода — через «;». «начинаю с в2» — выбрать начальную клетку. «конец» — закончить.",
			"Directions: left, right, up, down (or west, east, north, south). Separate the orders of one turn with \";\". \"start at B2\" names the start cell. \"quit\" ends the game.")
}
