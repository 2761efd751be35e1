package campaign

import (
	"context"
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/pbem/store"
)

// SeatRound is one seat's part of one round, as the host's paper turn log
// keeps it: the orders, what the seat heard and where it stood after.
type SeatRound struct {
	Seat    int
	Order   string // the order lines as the player wrote them
	Missing bool   // no orders came: the rules' default was played
	// Report is what the seat heard of the round, in the language asked
	// for; empty while the round is open.
	Report string
	// At is where the seat stood after the round, when Placed (the rules
	// engine's game only). Left: the seat has stepped out of the maze.
	At     maze.Coord
	Placed bool
	Left   bool
}

// RoundHistory is one round of a campaign.
type RoundHistory struct {
	Round    int
	Resolved bool
	Seats    []SeatRound // by seat; a seat with no orders yet in an open round is left out
}

// positioner is a Game that can say where a seat stands: the rules engine's.
type positioner interface {
	position(p engine.PlayerID) (at maze.Coord, placed, left bool)
}

func (a *rulesGame) position(p engine.PlayerID) (maze.Coord, bool, bool) {
	pl := a.g.Player(p)
	return pl.At, pl.Placed, pl.Left
}

// History replays a campaign from its start state with its stored orders,
// as Replay does, and returns every round with each seat's orders, what
// each seat heard (in lang, "ru" or "en") and where it stood after; the
// open round has the orders received so far. A replay that does not reach
// a stored state's hash is an error: the reports would not be the ones the
// players were sent.
func (r *Referee) History(ctx context.Context, name, lang string) ([]RoundHistory, error) {
	var out []RoundHistory
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		rounds, err := tx.Rounds(c.ID)
		if err != nil {
			return err
		}
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		var g Game
		if len(rounds) > 0 && !rounds[0].Open() {
			if g, err = r.restore(tx, c, 0); err != nil {
				return err
			}
		}
		for _, rd := range rounds {
			orders, err := tx.Orders(c.ID, rd.Number)
			if err != nil {
				return err
			}
			h := RoundHistory{Round: rd.Number, Resolved: !rd.Open()}
			for _, o := range orders {
				h.Seats = append(h.Seats, SeatRound{Seat: o.Seat, Order: strings.TrimSpace(o.Text), Missing: o.Missing})
			}
			if rd.Open() {
				out = append(out, h)
				break
			}
			ts, err := turns(orders, len(players))
			if err != nil {
				return err
			}
			res, err := g.Play(ts)
			if err != nil {
				return fmt.Errorf("round %d: %w", rd.Number, err)
			}
			st, err := tx.State(c.ID, rd.Number)
			if err != nil {
				return err
			}
			if g.Hash() != st.Hash {
				return fmt.Errorf("round %d replays to state %s, not the stored %s", rd.Number, short(g.Hash()), short(st.Hash))
			}
			pos, _ := g.(positioner)
			for i := range h.Seats {
				s := &h.Seats[i]
				s.Report = res.Report(engine.PlayerID(s.Seat), lang)
				if pos != nil {
					s.At, s.Placed, s.Left = pos.position(engine.PlayerID(s.Seat))
				}
			}
			out = append(out, h)
		}
		return nil
	})
	return out, err
}

// Maze returns the maze a campaign is played on, as the referee plays it:
// for a duel by mail (D1), the board joined from the players' two mazes.
func (r *Referee) Maze(ctx context.Context, name string) (*maze.Maze, error) {
	var m *maze.Maze
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		if len(c.MazeSource) == 0 {
			return fmt.Errorf("campaign %q has no maze yet: a duel begins when both players have mailed theirs", name)
		}
		m, err = r.maze(c)
		return err
	})
	return m, err
}
