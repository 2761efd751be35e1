package bot

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
)

// Sim is a game, or a series of games, between bots, told as «labyrinth
// sim» tells it: in the host's words (package narrate), with players named
// by narrate.Seats.
type Sim struct {
	Maze *maze.Maze
	// Name is the board's name in the header (narrate.BoardName).
	Name string
	// Players is the number of seats; 0 is three, or what the rules allow.
	Players int
	Seed    int64
	// Rounds stops a game after this many rounds.
	Rounds int
	Lang   engine.Lang
	// Kinds are the bots' kinds (Kinds), one per seat; the last fills the
	// seats past the list.
	Kinds []string
	// OwnFloors plays a duel on two mazes, each player on a floor of
	// their own (D1).
	OwnFloors bool
	// Verbose tells every turn, not only the notable ones, and what every
	// player heard.
	Verbose bool
}

// Seats returns the number of players: Players, else three or what the
// rules allow; a duel on two mazes is for two.
func (s *Sim) Seats() int {
	switch {
	case s.OwnFloors:
		return 2
	case s.Players > 0:
		return s.Players
	}
	return DefaultSeats(&s.Maze.Rules)
}

// DefaultSeats is how many bots play a maze when nobody says: three, or
// what the rules allow.
func DefaultSeats(o *rules.Options) int {
	n := 3
	if o.MaxPlayers > 0 {
		n = min(n, o.MaxPlayers)
	}
	return max(n, o.MinPlayers)
}

// KindError is a bot kind that is none of Kinds.
type KindError struct{ Kind string }

func (e *KindError) Error() string { return fmt.Sprintf("no bot %q", e.Kind) }

// Hint lists the kinds, with the one meant when one is close.
func (e *KindError) Hint() string {
	hint := "bots: " + strings.Join(Kinds(), ", ")
	if s := diag.Closest(strings.ToLower(e.Kind), Kinds()); s != "" {
		hint = fmt.Sprintf("did you mean %q? (%s)", s, hint)
	}
	return hint
}

// Usage says the error is the command line's mistake: always.
func (e *KindError) Usage() bool { return true }

// CheckKinds says which of kinds is not a bot kind, if any, as a
// *KindError.
func CheckKinds(kinds ...string) error {
	for _, k := range kinds {
		if _, err := New(k, 0, 0); err != nil {
			return &KindError{Kind: k}
		}
	}
	return nil
}

func (s *Sim) game(seed int64) (*engine.Game, []Bot, error) {
	n := s.Seats()
	g, err := engine.NewGame(s.Maze, engine.Setup{Players: narrate.Seats(n, s.Lang), Seed: seed, OwnFloors: s.OwnFloors})
	if err != nil {
		return nil, nil, err
	}
	bs := make([]Bot, n)
	for i := range bs {
		k := s.Kinds[min(i, len(s.Kinds)-1)]
		if bs[i], err = New(k, engine.PlayerID(i), seed); err != nil {
			return nil, nil, err
		}
	}
	return g, bs, nil
}

func (s *Sim) say(k narrate.Key, g engine.Gender, vars ...string) string {
	return narrate.Text(k, s.Lang, g, vars...)
}

// notable says whether the telling of a game shows an event.
func notable(k engine.EventKind) bool {
	switch k {
	case engine.EvTreasureHere, engine.EvTook, engine.EvPit, engine.EvHit, engine.EvMine, engine.EvTrap,
		engine.EvLeftFalse, engine.EvLeftTrue, engine.EvLeftMined, engine.EvGameOver, engine.EvArsenal,
		engine.EvCrossbow, engine.EvCrutch, engine.EvCreature, engine.EvBlown, engine.EvHealed, engine.EvCannotLeave:
		return true
	}
	return false
}

// board names the board in the header: Name, with the rules played and
// the size when the name does not say them already (a generated maze's
// name does): «base.maze (базовые правила, 8×8)».
func (s *Sim) board() string {
	f := &s.Maze.Floors[0]
	var more []string
	for _, x := range []string{narrate.RulesName(s.Maze.Rules.Family, s.Lang), strconv.Itoa(f.Rows) + "×" + strconv.Itoa(f.Cols)} {
		if !strings.Contains(s.Name, x) {
			more = append(more, x)
		}
	}
	switch {
	case len(more) == 0:
		return s.Name
	case s.Name == "":
		return strings.Join(more, ", ")
	}
	return s.Name + " (" + strings.Join(more, ", ") + ")"
}

// Tell plays one game from Seed and writes it to w: a header, the opening
// announcement, the notable turns (each with its orders and what its
// player heard, then what the others heard of it), the result and the
// host's map.
func (s *Sim) Tell(w io.Writer) error {
	g, bots, err := s.game(s.Seed)
	if err != nil {
		return err
	}
	n := s.Seats()
	fmt.Fprintln(w, s.say(narrate.KeySimHeader, 0, "maze", s.board(), "players", narrate.Count(s.Lang, narrate.NounPlayer, n),
		"bots", strings.Join(s.Kinds, ","), "seed", strconv.FormatInt(s.Seed, 10)))
	for p := 0; p < n; p++ {
		if r := narrate.Report(g.Opening(), narrate.ReaderOf(g, engine.PlayerID(p))); r != "" {
			fmt.Fprintln(w, "  "+s.say(narrate.KeySimHears, 0, "name", g.Player(engine.PlayerID(p)).Name, "report", r))
			if !s.Verbose {
				break // the announcement is the same for all
			}
		}
	}
	err = Play(g, bots, s.Rounds, func(st Step) { s.tellStep(w, g, st) })
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	switch ws := g.Winners(); len(ws) {
	case 0:
		fmt.Fprintln(w, s.say(narrate.KeySimNoWinner, 0, "rounds", narrate.Count(s.Lang, narrate.NounRound, min(g.Round(), s.Rounds))))
	case 1:
		pl := g.Player(ws[0])
		fmt.Fprintln(w, s.say(narrate.KeySimWon, pl.Gender, "name", pl.Name, "n", strconv.Itoa(g.Round())))
	default:
		var names []string
		for _, p := range ws {
			names = append(names, g.Player(p).Name)
		}
		fmt.Fprintln(w, s.say(narrate.KeySimWonMany, 0, "name", strings.Join(names, ", "), "n", strconv.Itoa(g.Round())))
	}
	fmt.Fprintln(w)
	_, err = fmt.Fprint(w, narrate.HostMap(g, s.Lang))
	return err
}

// tellStep writes a turn if it is worth telling: what the mover heard,
// then the others who heard something in the same turn (a wound,
// «Провалился!», the bear).
func (s *Sim) tellStep(w io.Writer, g *engine.Game, st Step) {
	p := st.Turn.Player
	worth := func(q engine.PlayerID) bool {
		if s.Verbose {
			return true
		}
		for _, ev := range st.Events {
			mine := q == p || ((ev.Player == q || ev.Target == q) && ev.Kind() != engine.EvGameOver)
			if ev.To.Hears(q) && notable(ev.Kind()) && mine {
				return true
			}
		}
		return false
	}
	if worth(p) {
		orders := order.Options{Maze: s.Maze}.FormatLine(st.Turn.Actions, s.Lang)
		fmt.Fprintf(w, "r%-3d %-6s %s → %s\n", st.Round, g.Player(p).Name, orders, narrate.Report(st.Events, narrate.ReaderOf(g, p)))
	}
	for q := engine.PlayerID(0); int(q) < g.Players(); q++ {
		if q == p || !worth(q) {
			continue
		}
		if r := narrate.Report(st.Events, narrate.ReaderOf(g, q)); r != "" {
			fmt.Fprintf(w, "     %-6s   … %s\n", g.Player(q).Name, r)
		}
	}
}

// Series is what a series of games showed, for balancing a maze.
type Series struct {
	Games int
	// Wins are the rounds the won games ended in, sorted.
	Wins []int
	// Winners counts the games each seat won.
	Winners []int
	// Found counts the games each treasure (m.Treasures) was picked up
	// in; Falls the falls into each pit, by its name.
	Found      []int
	Falls      map[string]int
	Unfinished int
}

// Series plays games games from seeds Seed, Seed+1, …; progress, if not
// nil, hears how many are played.
func (s *Sim) Series(games int, progress func(played int)) (*Series, error) {
	m := s.Maze
	r := &Series{Games: games, Winners: make([]int, s.Seats()), Found: make([]int, len(m.Treasures)), Falls: map[string]int{}}
	for i := 0; i < games; i++ {
		g, bots, err := s.game(s.Seed + int64(i))
		if err != nil {
			return nil, err
		}
		found := map[int]bool{}
		err = Play(g, bots, s.Rounds, func(st Step) {
			for _, ev := range st.Events {
				switch ev.Kind() {
				case engine.EvTook, engine.EvSwap:
					if c := g.Player(ev.Player).Carry; c >= 0 {
						found[c] = true
					}
				case engine.EvPit:
					if cell := m.CellAt(ev.At); cell != nil && cell.Ref >= 0 && cell.Ref < len(m.Pits) {
						r.Falls[m.Pits[cell.Ref].Name]++
					}
				}
			}
		})
		if err != nil {
			return nil, err
		}
		for t := range found {
			r.Found[t]++
		}
		if ws := g.Winners(); len(ws) > 0 {
			r.Wins = append(r.Wins, g.Round())
			r.Winners[ws[0]]++
		} else {
			r.Unfinished++
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	sort.Ints(r.Wins)
	return r, nil
}

// TellSeries writes the table of a series: the header, the rounds to win
// (median, quartiles, range), the wins by seat, how often each treasure
// was found and each pit fallen into.
func (s *Sim) TellSeries(w io.Writer, r *Series) {
	say := func(k narrate.Key, vars ...string) string { return narrate.Text(k, s.Lang, 0, vars...) }
	itoa := strconv.Itoa
	m, n := s.Maze, s.Seats()
	fmt.Fprintln(w, say(narrate.KeySimManyHeader, "maze", s.board(), "players", narrate.Count(s.Lang, narrate.NounPlayer, n),
		"bots", strings.Join(s.Kinds, ","), "games", narrate.Count(s.Lang, narrate.NounGame, r.Games),
		"seed", strconv.FormatInt(s.Seed, 10), "last", strconv.FormatInt(s.Seed+int64(r.Games)-1, 10),
		"rounds", narrate.Count(s.Lang, narrate.NounRound, s.Rounds)))
	fmt.Fprintln(w)
	if wins := r.Wins; len(wins) > 0 {
		q := func(f float64) int { return wins[int(f*float64(len(wins)-1))] }
		fmt.Fprintln(w, say(narrate.KeySimManyRounds, "median", itoa(q(0.5)), "q1", itoa(q(0.25)), "q3", itoa(q(0.75)),
			"min", itoa(wins[0]), "max", itoa(wins[len(wins)-1]), "won", itoa(len(wins)), "unfinished", itoa(r.Unfinished)))
	} else {
		fmt.Fprintln(w, say(narrate.KeySimManyNoWin, "unfinished", itoa(r.Unfinished)))
	}
	fmt.Fprintln(w, "\n"+say(narrate.KeySimManyWins))
	for p, seat := range narrate.Seats(n, s.Lang) {
		fmt.Fprintf(w, "  %-8s %4d\n", seat.Name, r.Winners[p])
	}
	alpha := narrate.Alphabet(s.Lang)
	fmt.Fprintln(w, "\n"+say(narrate.KeySimManyTreasures))
	for i, t := range m.Treasures {
		fmt.Fprintf(w, "  %-4s %-15s %4d\n", t.At.Name(alpha), say(treasureWord(t.Kind)), r.Found[i])
	}
	if len(m.Pits) > 0 {
		fmt.Fprintln(w, "\n"+say(narrate.KeySimManyPits))
		for _, p := range m.Pits {
			fmt.Fprintf(w, "  %-5s %-8s %4d\n", narrate.Glyph("P", s.Lang)+p.Name, p.At.Name(alpha), r.Falls[p.Name])
		}
	}
}

// treasureWord is the word of the summary for a treasure of kind k.
func treasureWord(k maze.TreasureKind) narrate.Key {
	key, _ := narrate.Lookup("show.treasure." + k.String())
	return key
}
