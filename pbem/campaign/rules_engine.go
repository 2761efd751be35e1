package campaign

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// RulesEngine is the Engine of real play: package engine under the rules
// of the maze.
type RulesEngine struct{}

// NewGame implements Engine.
func (RulesEngine) NewGame(m *maze.Maze, seats []Seat, seed int64) (Game, error) {
	// A duel board of two floors keeps each player on their own (D1).
	setup := engine.Setup{Seed: seed, OwnFloors: m.Rules.Family == rules.FamilyDuel && len(m.Floors) == 2 && len(seats) == 2}
	for _, s := range seats {
		setup.Players = append(setup.Players, engine.PlayerSetup{Name: s.Name, Lang: engine.Lang(s.Lang), Gender: s.Gender})
	}
	g, err := engine.NewGame(m, setup)
	if err != nil {
		return nil, err
	}
	return &rulesGame{g: g, opening: g.Opening()}, nil
}

// DuelMaze implements DuelEngine with engine.DuelMaze.
func (RulesEngine) DuelMaze(forA, forB *maze.Maze) (*maze.Maze, error) {
	return engine.DuelMaze(forA, forB)
}

// Restore implements Engine.
func (RulesEngine) Restore(m *maze.Maze, state []byte) (Game, error) {
	var c carried
	if json.Unmarshal(state, &c) == nil && len(c.State) > 0 {
		state = c.State
	}
	g, err := engine.RestoreState(m, state)
	if err != nil {
		return nil, err
	}
	return &rulesGame{g: g, next: c.Next}, nil
}

// carried is the stored state of a game whose last round already played
// turns of the next one (rulesGame.next): the engine's state and those
// events. A state with nothing carried is the engine's state alone.
type carried struct {
	State json.RawMessage `json:"carried.state"`
	Next  []engine.Event  `json:"carried.next"`
}

type rulesGame struct {
	g       *engine.Game
	opening []engine.Event
	// next are the events the engine played of the round after the last
	// one: a skipped turn is played as soon as the turn before it ends
	// (V8), so round 8 may already hold round 9's skip. They are told in
	// the letter of their own round.
	next []engine.Event
	// seats are who holds each seat now, when the host replaced a player
	// (Rename); nil: the state's players.
	seats []RosterSeat
}

// Rename implements Renamer.
func (a *rulesGame) Rename(seats []RosterSeat) { a.seats = append([]RosterSeat(nil), seats...) }

// seat is who holds seat p now, if the roster says so.
func (a *rulesGame) seat(p engine.PlayerID) (RosterSeat, bool) {
	if p < 0 || int(p) >= len(a.seats) {
		return RosterSeat{}, false
	}
	return a.seats[p], true
}

// renamed returns events with the players called by their names now, and
// said in their genders now. Events carry the names and genders the state
// gave them when they happened.
func (a *rulesGame) renamed(evs []engine.Event) []engine.Event {
	if a.seats == nil {
		return evs
	}
	st := a.g.State()
	now := func(p engine.PlayerID, name string, g engine.Gender) (string, engine.Gender) {
		s, ok := a.seat(p)
		if !ok || int(p) >= len(st.Players) || name != st.Players[p].Name {
			return name, g
		}
		if s.Name != "" {
			name = s.Name
		}
		if s.HasGender {
			g = s.Gender
		}
		return name, g
	}
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		e.Name, e.Gender = now(e.Player, e.Name, e.Gender)
		e.TName, e.TGender = now(e.Target, e.TName, e.TGender)
		out[i] = e
	}
	return out
}

// view is the game as the host's map and the reveal show it: the same
// state with the players called by their names now.
func (a *rulesGame) view() *engine.Game {
	if a.seats == nil {
		return a.g
	}
	st := a.g.State()
	changed := false
	for i := range st.Players {
		s, ok := a.seat(engine.PlayerID(i))
		if ok && s.Name != "" && s.Name != st.Players[i].Name {
			st.Players[i].Name = s.Name
			changed = true
		}
		if ok && s.HasGender && s.Gender != st.Players[i].Gender {
			st.Players[i].Gender = s.Gender
			changed = true
		}
	}
	if !changed {
		return a.g
	}
	b, err := json.Marshal(&st)
	if err != nil {
		return a.g
	}
	g, err := engine.RestoreState(a.g.Maze(), b)
	if err != nil {
		return a.g
	}
	return g
}

// Play implements Game with engine.PlayRound. A player who must still name
// a start cell (B6, D3) and sent no such order is placed on a cell drawn
// from the game's seed, so a missing player never stalls the game.
func (a *rulesGame) Play(turns []engine.Turn) (Outcome, error) {
	ts := append([]engine.Turn(nil), turns...)
	for i := range ts {
		p := engine.PlayerID(i)
		if !a.g.Expected(p).ChooseStart {
			continue
		}
		if len(ts[i].Actions) == 1 && ts[i].Actions[0].Kind == engine.ActChooseStart {
			continue
		}
		c, ok := a.fallbackStart(p)
		if !ok {
			return nil, fmt.Errorf("no start cell for player %d", i+1)
		}
		ts[i] = engine.Turn{Player: p, Actions: []engine.Action{{Kind: engine.ActChooseStart, Cell: c}}}
	}
	round := a.g.Round()
	ev, err := a.g.PlayRound(ts)
	if err != nil {
		return nil, err
	}
	own := append([]engine.Event(nil), a.next...)
	a.next = nil
	for _, e := range ev {
		if e.Round > round {
			a.next = append(a.next, e)
		} else {
			own = append(own, e)
		}
	}
	return &rulesOutcome{g: a, events: a.renamed(own)}, nil
}

// fallbackStart draws a passable cell (not an exit) on the player's own
// floor, from the seed and the seat.
func (a *rulesGame) fallbackStart(p engine.PlayerID) (maze.Coord, bool) {
	m := a.g.Maze()
	home := a.g.Player(p).Home
	cells := a.g.Expected(p).Starts // S1: the entrances, when the rules say so
	for fi := range m.Floors {
		if len(cells) > 0 || (home >= 0 && fi != home) {
			continue
		}
		f := &m.Floors[fi]
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				k := f.Cells[f.Index(r, c)].Kind
				if k.Passable() && k != maze.CellExit {
					cells = append(cells, maze.Coord{Floor: fi, Row: r, Col: c})
				}
			}
		}
	}
	if len(cells) == 0 {
		return maze.Coord{}, false
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", a.g.Hash(), p)
	return cells[h.Sum64()%uint64(len(cells))], true
}

func (a *rulesGame) MarshalState() ([]byte, error) {
	b, err := a.g.MarshalState()
	if err != nil || len(a.next) == 0 {
		return b, err
	}
	return json.Marshal(carried{State: b, Next: a.next})
}

func (a *rulesGame) Hash() string { return a.g.Hash() }
func (a *rulesGame) Over() (bool, []engine.PlayerID) {
	return a.g.Over(), a.g.Winners()
}
func (a *rulesGame) Reveal(lang string) string { return narrate.Reveal(a.view(), engine.Lang(lang)) }

// SitsOut implements SitOuter: the coming turns the rules play for the
// player (engine.Game.SitsOut: V8 mine, D9 trap, M19 swamp, M20 kick, V21
// out after death), counting the turn of the round under way when the
// engine has already played it for him.
func (a *rulesGame) SitsOut(p engine.PlayerID) int {
	pl := a.g.Player(p)
	if pl.Won || pl.Eliminated {
		return -1
	}
	n := a.g.SitsOut(p)
	if !a.g.Over() && !a.g.Awaits(p) && p < a.g.ToMove() {
		n++ // this round's turn is already his sitting out
	}
	return n
}

func (a *rulesGame) Expect(p engine.PlayerID) Expect {
	e := a.g.Expected(p)
	return Expect{Start: e.ChooseStart, Actions: e.Actions, Dice: e.Dice, OwnMaze: e.OwnMaze,
		SitsOut: !a.g.Over() && !a.g.Awaits(p)}
}

func (a *rulesGame) Opening(p engine.PlayerID, lang string) string {
	return narrate.Report(a.renamed(a.opening), a.reader(p, lang))
}

type rulesOutcome struct {
	g      *rulesGame
	events []engine.Event
}

func (o *rulesOutcome) Report(p engine.PlayerID, lang string) string {
	return narrate.ReportOrNothing(o.events, o.g.reader(p, lang))
}

// reader is seat p reading in lang, with the gender the roster gave.
func (a *rulesGame) reader(p engine.PlayerID, lang string) narrate.Reader {
	r := narrate.ReaderOf(a.g, p)
	r.Lang = engine.Lang(lang).Norm()
	if s, ok := a.seat(p); ok && s.HasGender {
		r.Gender = s.Gender // a replacement the host gave a gender
	}
	return r
}

// HostLog is the host's report of the round without its map: what
// happened, as the host's letter tells it first.
func (o *rulesOutcome) HostLog(lang string) string {
	return strings.TrimRight(narrate.HostLog(o.g.view(), o.events, engine.Lang(lang)), "\n")
}

func (o *rulesOutcome) HostReport(lang string) string {
	v := o.g.view()
	return strings.TrimRight(narrate.HostLog(v, o.events, engine.Lang(lang)), "\n") + "\n\n" + narrate.HostMap(v, engine.Lang(lang))
}

// CompileMaze is the Compiler of real play: dsl.Compile, refusing a maze
// with errors (every diagnostic is in the error).
func CompileMaze(filename string, src []byte) (*maze.Maze, error) {
	m, diags := dsl.Compile(filename, src)
	if diags.HasErrors() {
		return nil, diags
	}
	if m == nil {
		return nil, fmt.Errorf("%s: no maze", filename)
	}
	return m, nil
}

var _ Renamer = (*rulesGame)(nil)
