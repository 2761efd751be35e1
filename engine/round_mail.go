package engine

import (
	"errors"

	"labyrinth/dsl/maze"
)

// EndTurn closes a turn left open after «стенка» (V11, C6): the player
// asks no more and the turn passes on. It does nothing when p's turn is
// not open.
func (g *Game) EndTurn(p PlayerID) []Event {
	if g.st.Over || p != g.ToMove() || g.st.Players[p].TurnBumps == 0 {
		return nil
	}
	g.buf = make([]Event, 0, 2)
	pl := &g.st.Players[p]
	pl.TurnBumps, pl.TurnMask = 0, 0
	g.tf = turnFlags{}
	g.drift(p, false)
	g.mimic(p)
	g.advance()
	ev := g.buf
	g.buf = nil
	return ev
}

// PlayRound plays one round from orders given all at once, as by mail:
// turns holds at most one turn per seat (a seat without one skips, B8).
// Seats are played in turn order from the player to move until the round
// ends; seats the rules skip (V8, V21, D9) are passed over; a refused turn
// is told to its player (an EvRefused event) and becomes a skip; a turn
// left open after «стенка» (V11) ends there. Only internal errors are
// returned.
func (g *Game) PlayRound(turns []Turn) ([]Event, error) {
	bySeat := map[PlayerID]Turn{}
	for _, t := range turns {
		bySeat[t.Player] = t
	}
	var all []Event
	round := g.st.Round
	played := map[PlayerID]bool{}
	for !g.st.Over && g.st.Round == round {
		p := g.ToMove()
		if played[p] {
			all = append(all, g.EndTurn(p)...)
			continue
		}
		played[p] = true
		t, ok := bySeat[p]
		if !ok || len(t.Actions) == 0 {
			t = Turn{Player: p, Actions: []Action{{Kind: ActSkip}}}
		}
		ev, err := g.Apply(t)
		var r *Refusal
		if errors.As(err, &r) {
			all = append(all, Event{To: Only(p), Round: round, Player: p, Name: g.st.Players[p].Name, Gender: g.st.Players[p].Gender, Target: NoPlayer, Family: g.o.Family, Payload: Refused{Reason: r.Reason}})
			skip := Turn{Player: p, Actions: []Action{{Kind: ActSkip}}}
			if g.Expected(p).ChooseStart {
				// B6 (opt): a player without a valid start cell is placed
				// by the host.
				c, ok := g.hostStart(p)
				if !ok {
					return all, errors.New("engine: no cell to start on")
				}
				skip = Turn{Player: p, Actions: []Action{{Kind: ActChooseStart, Cell: c}}}
			}
			ev, err = g.Apply(skip)
		}
		if err != nil {
			return all, err
		}
		all = append(all, ev...)
	}
	return all, nil
}

// hostStart draws a quiet cell on the player's own floor for a start.
func (g *Game) hostStart(p PlayerID) (maze.Coord, bool) {
	if free := g.freeEntrances(p); len(free) > 0 {
		return free[g.rand(len(free))], true // S1: a free entrance
	}
	var all []maze.Coord
	for _, c := range g.entrances() {
		if h := g.st.Players[p].Home; h < 0 || c.Floor == h {
			all = append(all, c)
		}
	}
	if len(all) > 0 {
		return all[g.rand(len(all))], true // more stalkers than entrances
	}
	var cells []maze.Coord
	for _, c := range g.quietCells() {
		if h := g.st.Players[p].Home; h < 0 || c.Floor == h {
			cells = append(cells, c)
		}
	}
	if len(cells) == 0 {
		return maze.Coord{}, false
	}
	return cells[g.rand(len(cells))], true
}

// Track returns the cells player p stood on at the end of each turn, for
// the host's reveal.
func (g *Game) Track(p PlayerID) []maze.Coord {
	if p < 0 || int(p) >= len(g.st.Players) {
		return nil
	}
	return append([]maze.Coord(nil), g.st.Players[p].Track...)
}
