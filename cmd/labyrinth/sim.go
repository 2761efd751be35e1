package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
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

// generatedPrefix and versusSep make a board's name; boardName says it in
// the game's language.
const (
	generatedPrefix = "generated "
	versusSep       = " versus "
)

// boardName is the name loadBoard gave, in lang: «случайный лабиринт
// 6x6», a duel's two mazes joined by a dash.
func boardName(name string, lang engine.Lang) string {
	parts := strings.Split(name, versusSep)
	for i, p := range parts {
		if size, ok := strings.CutPrefix(p, generatedPrefix); ok {
			parts[i] = narrate.Text(narrate.KeyGeneratedMaze, lang, 0, "size", size)
		}
	}
	return strings.Join(parts, narrate.Text(narrate.KeyVersus, lang, 0))
}

// loadBoard loads the maze, or with --versus the two mazes of a duel, and
// says whether players keep to their own floors.
func loadBoard(e *env, arg string, mf mazeFlags, seed int64) (*maze.Maze, string, bool, error) {
	m, name, err := loadMaze(e, arg, mf, seed)
	if err != nil || mf.versus == "" {
		return m, name, false, err
	}
	mf2 := mf
	mf2.gen = ""
	if mf.gen != "" {
		mf2.gen, mf2.second = mf.gen, true
		seed++
	}
	var m2 *maze.Maze
	var name2 string
	if mf.gen != "" {
		m2, name2, err = loadMaze(e, "", mf2, seed)
	} else {
		m2, name2, err = loadMaze(e, mf.versus, mf2, seed)
	}
	if err != nil {
		return nil, "", false, err
	}
	d, err := engine.DuelMaze(m, m2)
	if err != nil {
		return nil, "", false, errUsage{msg: err.Error()}
	}
	return d, name + versusSep + name2, true, nil
}

// loadMaze reads the maze: a file, an embedded example by name, a generated
// maze (--gen), or the embedded default.
func loadMaze(e *env, arg string, mf mazeFlags, seed int64) (*maze.Maze, string, error) {
	var m *maze.Maze
	name := arg
	switch {
	case mf.gen != "":
		r, err := generateMaze(e, mf.gen, mf.preset, seed, mf.second)
		if err != nil {
			return nil, "", err
		}
		m, name = r.Maze, genName(r)
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
			return nil, "", noMaze(arg)
		}
		if err != nil {
			return nil, "", err
		}
		cm, diags := dsl.Compile(file, src)
		if diags.HasErrors() || cm == nil {
			for _, d := range diags {
				fmt.Fprintf(e.stderr, "%s\n", d)
			}
			return nil, "", hintError{err: fmt.Errorf("%s does not compile", file),
				hint: "run \"labyrinth check " + file + "\", or try a generated maze with --gen 8x8"}
		}
		m = cm
		name = filepath.Base(file)
	}
	if mf.preset != "" && mf.gen == "" {
		o, err := rules.Preset(rules.Family(mf.preset))
		if err != nil {
			return nil, "", errUsage{msg: err.Error()}
		}
		m.Rules = o
	}
	return m, name, nil
}

// seatName is a default player's name and the grammatical gender it
// carries: the host's Russian agrees with it («Анна провалилась!»).
type seatName struct {
	name   string
	gender engine.Gender
}

var seatNames = map[engine.Lang][]seatName{
	engine.LangRussian: {{"Анна", engine.GenderFeminine}, {"Борис", engine.GenderMasculine}, {"Вера", engine.GenderFeminine}, {"Глеб", engine.GenderMasculine},
		{"Дина", engine.GenderFeminine}, {"Егор", engine.GenderMasculine}, {"Жанна", engine.GenderFeminine}, {"Захар", engine.GenderMasculine}},
	engine.LangEnglish: {{"Ann", engine.GenderFeminine}, {"Bob", engine.GenderMasculine}, {"Cora", engine.GenderFeminine}, {"Dan", engine.GenderMasculine},
		{"Eve", engine.GenderFeminine}, {"Finn", engine.GenderMasculine}, {"Gail", engine.GenderFeminine}, {"Hugo", engine.GenderMasculine}},
}

// seats builds the players' setup: n players named in the language, each
// with the gender of the name.
func seats(n int, lang engine.Lang) []engine.PlayerSetup {
	names := seatNames[lang.Norm()]
	var ps []engine.PlayerSetup
	for i := 0; i < n; i++ {
		sn := names[i%len(names)]
		name := sn.name
		if i >= len(names) {
			name += strconv.Itoa(i/len(names) + 1)
		}
		ps = append(ps, engine.PlayerSetup{Name: name, Lang: lang.Norm(), Gender: sn.gender})
	}
	return ps
}

func defaultPlayers(o *rules.Options, n int) int {
	if n > 0 {
		return n
	}
	n = 3
	if o.MaxPlayers > 0 {
		n = min(n, o.MaxPlayers)
	}
	return max(n, o.MinPlayers)
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
	m, name, own, err := loadBoard(e, fs.Arg(0), mf, *seed)
	if err != nil {
		return err
	}
	name = boardName(name, engine.Lang(*lang))
	n := defaultPlayers(&m.Rules, *players)
	if own {
		n = 2
	}
	kinds := strings.Split(*bots, ",")
	for _, k := range kinds {
		if _, err := bot.New(k, 0, 0); err != nil {
			return usageHint(fmt.Sprintf("no bot %q", k), "bots: "+strings.Join(bot.Kinds(), ", "), k, bot.Kinds())
		}
	}
	if *games > 1 {
		return simMany(e, m, name, n, *seed, *games, *rounds, engine.Lang(*lang), kinds, own)
	}
	return simOne(e, m, name, n, *seed, *rounds, engine.Lang(*lang), kinds, *verbose, own)
}

func newBots(kinds []string, n int, seed int64) []bot.Bot {
	var bs []bot.Bot
	for i := 0; i < n; i++ {
		k := kinds[min(i, len(kinds)-1)]
		b, _ := bot.New(k, engine.PlayerID(i), seed)
		bs = append(bs, b)
	}
	return bs
}

// notable says whether a summary shows an event.
func notable(k engine.EventKind) bool {
	switch k {
	case engine.EvTreasureHere, engine.EvTook, engine.EvPit, engine.EvHit, engine.EvMine, engine.EvTrap,
		engine.EvLeftFalse, engine.EvLeftTrue, engine.EvLeftMined, engine.EvGameOver, engine.EvArsenal,
		engine.EvCrossbow, engine.EvCrutch, engine.EvCreature, engine.EvBlown, engine.EvHealed, engine.EvCannotLeave:
		return true
	}
	return false
}

func simOne(e *env, m *maze.Maze, name string, n int, seed int64, rounds int, lang engine.Lang, kinds []string, verbose, own bool) error {
	g, err := engine.NewGame(m, engine.Setup{Players: seats(n, lang), Seed: seed, OwnFloors: own})
	if err != nil {
		return err
	}
	w := e.stdout
	f := &m.Floors[0]
	say := func(k narrate.Key, g engine.Gender, vars ...string) string { return narrate.Text(k, lang, g, vars...) }
	fmt.Fprintln(w, say(narrate.KeySimHeader, 0, "maze", name, "cols", strconv.Itoa(f.Cols), "rows", strconv.Itoa(f.Rows),
		"rules", string(m.Rules.Family), "players", narrate.Count(lang, narrate.NounPlayer, n), "bots", strings.Join(kinds, ","),
		"seed", strconv.FormatInt(seed, 10)))
	for p := 0; p < n; p++ {
		if r := narrate.Report(g.Opening(), narrate.ReaderOf(g, engine.PlayerID(p))); r != "" {
			fmt.Fprintln(w, "  "+say(narrate.KeySimHears, 0, "name", g.Player(engine.PlayerID(p)).Name, "report", r))
			if !verbose {
				break // the announcement is the same for all
			}
		}
	}
	shown := 0
	err = bot.Play(g, newBots(kinds, n, seed), rounds, func(st bot.Step) {
		p := st.Turn.Player
		// What each player heard; the mover first, then the others who
		// heard something in the same turn (a wound, «Провалился!», the bear).
		worth := func(q engine.PlayerID) bool {
			for _, ev := range st.Events {
				mine := q == p || ((ev.Player == q || ev.Target == q) && ev.Kind != engine.EvGameOver)
				if ev.To.Hears(q) && notable(ev.Kind) && mine {
					return true
				}
			}
			return false
		}
		if verbose || worth(p) {
			shown++
			orders := order.Options{Maze: m}.FormatLine(st.Turn.Actions, lang)
			fmt.Fprintf(w, "r%-3d %-6s %s → %s\n", st.Round, g.Player(p).Name, orders, narrate.Report(st.Events, narrate.ReaderOf(g, p)))
		}
		for q := engine.PlayerID(0); int(q) < n; q++ {
			if q == p || !(worth(q) || verbose) {
				continue
			}
			if r := narrate.Report(st.Events, narrate.ReaderOf(g, q)); r != "" {
				fmt.Fprintf(w, "     %-6s   … %s\n", g.Player(q).Name, r)
			}
		}
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	switch ws := g.Winners(); len(ws) {
	case 0:
		fmt.Fprintln(w, say(narrate.KeySimNoWinner, 0, "rounds", narrate.Count(lang, narrate.NounRound, min(g.Round(), rounds))))
	case 1:
		pl := g.Player(ws[0])
		fmt.Fprintln(w, say(narrate.KeySimWon, pl.Gender, "name", pl.Name, "n", strconv.Itoa(g.Round())))
	default:
		var names []string
		for _, p := range ws {
			names = append(names, g.Player(p).Name)
		}
		fmt.Fprintln(w, say(narrate.KeySimWonMany, 0, "name", strings.Join(names, ", "), "n", strconv.Itoa(g.Round())))
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, narrate.HostMap(g, lang))
	return nil
}

func simMany(e *env, m *maze.Maze, name string, n int, seed int64, games, rounds int, lang engine.Lang, kinds []string, own bool) error {
	say := func(k narrate.Key, vars ...string) string { return narrate.Text(k, lang, 0, vars...) }
	itoa := strconv.Itoa
	var wins []int
	winners := map[string]int{}
	treasureFound := map[int]int{}
	pitFalls := map[string]int{}
	unfinished := 0
	progress := isTerminal(e.stderr)
	for i := 0; i < games; i++ {
		s := seed + int64(i)
		g, err := engine.NewGame(m, engine.Setup{Players: seats(n, lang), Seed: s, OwnFloors: own})
		if err != nil {
			return err
		}
		found := map[int]bool{}
		err = bot.Play(g, newBots(kinds, n, s), rounds, func(st bot.Step) {
			for _, ev := range st.Events {
				switch ev.Kind {
				case engine.EvTook, engine.EvSwap:
					if c := g.Player(ev.Player).Carry; c >= 0 {
						found[c] = true
					}
				case engine.EvPit:
					if cell := m.CellAt(ev.At); cell != nil && cell.Ref >= 0 && cell.Ref < len(m.Pits) {
						pitFalls[m.Pits[cell.Ref].Name]++
					}
				}
			}
		})
		if err != nil {
			return err
		}
		for t := range found {
			treasureFound[t]++
		}
		if ws := g.Winners(); len(ws) > 0 {
			wins = append(wins, g.Round())
			winners[g.Player(ws[0]).Name]++
		} else {
			unfinished++
		}
		if progress && ((i+1)%max(1, games/10) == 0 || i+1 == games) {
			fmt.Fprint(e.stderr, "\r"+say(narrate.KeySimManyPlayed, "n", itoa(i+1), "games", itoa(games)))
		}
	}
	if progress {
		fmt.Fprintln(e.stderr)
	}
	w := e.stdout
	fmt.Fprintln(w, say(narrate.KeySimManyHeader, "maze", name, "rules", string(m.Rules.Family), "players", narrate.Count(lang, narrate.NounPlayer, n),
		"bots", strings.Join(kinds, ","), "games", itoa(games), "seed", strconv.FormatInt(seed, 10), "rounds", narrate.Count(lang, narrate.NounRound, rounds)))
	fmt.Fprintln(w)
	sort.Ints(wins)
	if len(wins) > 0 {
		q := func(f float64) int { return wins[int(f*float64(len(wins)-1))] }
		fmt.Fprintln(w, say(narrate.KeySimManyRounds, "median", itoa(q(0.5)), "q1", itoa(q(0.25)), "q3", itoa(q(0.75)),
			"min", itoa(wins[0]), "max", itoa(wins[len(wins)-1]), "won", itoa(len(wins)), "unfinished", itoa(unfinished)))
	} else {
		fmt.Fprintln(w, say(narrate.KeySimManyNoWin, "unfinished", itoa(unfinished)))
	}
	fmt.Fprintln(w, "\n"+say(narrate.KeySimManyWins))
	for p := 0; p < n; p++ {
		nm := seats(n, lang)[p].Name
		fmt.Fprintf(w, "  %-8s %4d\n", nm, winners[nm])
	}
	alpha := narrate.Alphabet(lang)
	fmt.Fprintln(w, "\n"+say(narrate.KeySimManyTreasures))
	for i, t := range m.Treasures {
		fmt.Fprintf(w, "  %-4s %-15s %4d\n", t.At.Name(alpha), say(narrate.Key("show.treasure."+t.Kind.String())), treasureFound[i])
	}
	if len(m.Pits) > 0 {
		fmt.Fprintln(w, "\n"+say(narrate.KeySimManyPits))
		for _, p := range m.Pits {
			fmt.Fprintf(w, "  %-5s %-8s %4d\n", narrate.Glyph("P", lang)+p.Name, p.At.Name(alpha), pitFalls[p.Name])
		}
	}
	return nil
}
