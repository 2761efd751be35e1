package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/bot"
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
	if *players < 0 || *nbots < 0 || *players+*nbots < 1 {
		return errUsage{msg: "--players and --bots must leave at least one seat"}
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
	ps := seats(n, *lang)
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
			if r := engine.Report(ev, engine.PlayerID(p), *lang); r != "" {
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
	last := engine.PlayerID(-1)
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
		if p != last {
			if !*noClear && *players > 1 {
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
			fmt.Fprintf(w, "%s %d, %s %d", say("гранат", "grenades"), v.Kit.Grenades, say("патронов", "bullets"), v.Kit.Bullets)
			if v.Kit.Bricks > 0 {
				fmt.Fprintf(w, ", %s %d", say("кирпичей", "bricks"), v.Kit.Bricks)
			}
			if v.Carry {
				fmt.Fprint(w, say(", несёшь клад", ", carrying a treasure"))
			}
			fmt.Fprintln(w)
			last = p
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
			fmt.Fprintln(w, say(playHelpRU, playHelpEN))
			continue
		}
		if low == "quit" || low == "конец" {
			break
		}
		t, err := parseOrders(line, m, p)
		if err != nil {
			fmt.Fprintf(w, "%s %s\n", say("Не понял:", "Cannot read:"), err)
			continue
		}
		ev, err := g.Apply(t)
		if err != nil {
			var r *engine.Refusal
			if errors.As(err, &r) {
				fmt.Fprintln(w, r.Text(*lang))
				continue
			}
			return err
		}
		record(t)
		fmt.Fprintln(w, engine.Report(ev, p, *lang))
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
	fmt.Fprint(w, g.HostMap())
	return nil
}

func tr(lang, ru, en string) string {
	if lang == "en" {
		return en
	}
	return ru
}

const playHelpRU = `Приказы: иду налево (вверх, вниз, направо), если стена — вверх; стреляю [налево]; взрываю налево;
беру клад; бросаю клад; кирпич налево; сижу; прыгаю налево; бью ногами; бью кинжалом; беру; оставляю;
пропускаю; начинаю с в2. Несколько приказов — через «;». «конец» — закончить.`

const playHelpEN = `Orders: go west (north, south, east), else north; shoot [west]; blow west; take treasure;
drop treasure; brick west; sit; jump west; kick; stab; take arsenal; leave arsenal; skip; start at B2.
Separate several orders with ";". "quit" ends the game.`

// The order words this terminal reads until the mail order language is
// available here: the seeds' own words and their English equivalents.
var dirWords = map[string]maze.Dir{
	"наверх": maze.North, "вверх": maze.North, "север": maze.North, "north": maze.North, "n": maze.North, "up": maze.North,
	"вниз": maze.South, "юг": maze.South, "south": maze.South, "s": maze.South, "down": maze.South,
	"налево": maze.West, "влево": maze.West, "запад": maze.West, "west": maze.West, "w": maze.West, "left": maze.West,
	"направо": maze.East, "вправо": maze.East, "восток": maze.East, "east": maze.East, "e": maze.East, "right": maze.East,
	"подъём": maze.Up, "подъем": maze.Up, "спуск": maze.Down, "upstairs": maze.Up, "downstairs": maze.Down,
}

var verbWords = map[string]engine.ActionKind{
	"иду": engine.ActMove, "иди": engine.ActMove, "go": engine.ActMove, "move": engine.ActMove,
	"стреляю": engine.ActShoot, "shoot": engine.ActShoot,
	"взрываю": engine.ActBlow, "blow": engine.ActBlow,
	"кирпич": engine.ActBrick, "brick": engine.ActBrick,
	"строю": engine.ActBuild, "build": engine.ActBuild,
	"сижу": engine.ActSit, "sit": engine.ActSit,
	"прыгаю": engine.ActJump, "jump": engine.ActJump,
	"пропускаю": engine.ActSkip, "skip": engine.ActSkip, "жду": engine.ActSkip, "wait": engine.ActSkip,
	"ногами": engine.ActKick, "kick": engine.ActKick,
	"кинжалом": engine.ActStab, "ножом": engine.ActStab, "stab": engine.ActStab,
	"мину": engine.ActLeaveMine, "mine": engine.ActLeaveMine,
	"начинаю": engine.ActChooseStart, "start": engine.ActChooseStart,
	"бумеранг": engine.ActBoomerang, "boomerang": engine.ActBoomerang,
	"обыскиваю": engine.ActLoot, "loot": engine.ActLoot,
	"гайку": engine.ActThrowNut, "nut": engine.ActThrowNut,
}

// parseOrders reads one line of orders separated by ';' (or '.').
func parseOrders(line string, m *maze.Maze, p engine.PlayerID) (engine.Turn, error) {
	t := engine.Turn{Player: p}
	for _, clause := range strings.FieldsFunc(line, func(r rune) bool { return r == ';' || r == '.' || r == '!' }) {
		words := strings.FieldsFunc(strings.ToLower(clause), func(r rune) bool {
			return unicode.IsSpace(r) || r == ',' || r == '—' || r == '–' || r == '-' || r == ':'
		})
		if len(words) == 0 {
			continue
		}
		if w := words[0]; (w == "если" || w == "else" || w == "otherwise" || w == "or" || w == "иначе") && len(t.Actions) > 0 && t.Actions[len(t.Actions)-1].Kind == engine.ActMove {
			prev := &t.Actions[len(t.Actions)-1]
			for _, x := range words {
				if d, ok := dirWords[x]; ok {
					prev.Fallbacks = append(prev.Fallbacks, d)
				}
			}
			continue
		}
		var a engine.Action
		found := false
		has := func(w string) bool {
			for _, x := range words {
				if x == w {
					return true
				}
			}
			return false
		}
		treasure := has("клад") || has("treasure")
		arsenal := has("арсенал") || has("arsenal")
		switch {
		case (has("беру") || has("take")) && treasure:
			a.Kind, found = engine.ActTakeTreasure, true
		case (has("бросаю") || has("drop")) && treasure:
			a.Kind, found = engine.ActDropTreasure, true
		case has("беру") || (has("take") && arsenal):
			a.Kind, found = engine.ActTakeArsenal, true
		case has("оставляю") && !has("мину") || (has("leave") && arsenal):
			a.Kind, found = engine.ActLeaveArsenal, true
		}
		var dirs []maze.Dir
		for _, w := range words {
			if !found {
				if k, ok := verbWords[w]; ok {
					a.Kind, found = k, true
					continue
				}
			}
			if d, ok := dirWords[w]; ok {
				dirs = append(dirs, d)
			}
		}
		if !found {
			if len(dirs) > 0 {
				a.Kind, found = engine.ActMove, true
			} else {
				return t, fmt.Errorf("%q: no order here (type «помощь» / \"help\")", strings.TrimSpace(clause))
			}
		}
		if a.Kind == engine.ActChooseStart {
			c, err := m.ParseCell(words[len(words)-1])
			if err != nil {
				return t, err
			}
			a.Cell = c
		}
		if len(dirs) > 0 {
			a.Dir = dirs[0]
			if a.Kind == engine.ActMove {
				a.Fallbacks = dirs[1:]
			}
		} else if a.Kind == engine.ActMove || a.Kind == engine.ActBlow || a.Kind == engine.ActJump || a.Kind == engine.ActBrick || a.Kind == engine.ActBuild {
			return t, fmt.Errorf("%q: which way?", strings.TrimSpace(clause))
		}
		t.Actions = append(t.Actions, a)
	}
	if len(t.Actions) == 0 {
		return t, errors.New("no order")
	}
	return t, nil
}
