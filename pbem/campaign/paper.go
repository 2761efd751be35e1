package campaign

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/pbem"
	"labyrinth/pbem/store"
)

// Paper is a campaign as the host's paper kit shows it ("labyrinth print
// --campaign"): the maze it is played on, the roster, where the players
// stand and the turn log. The database is only read.
type Paper struct {
	Name string
	// Maze is the maze as the referee plays it: for a duel by mail the
	// board of both players' mazes (D1).
	Maze    *maze.Maze
	Players []string // the players' names, by seat
	Round   int      // the campaign's round
	Over    bool
	// Log is every round so far as History gives it, in the language
	// asked for. When the campaign does not replay (another engine, a
	// damaged database) it has the stored orders alone and LogErr says
	// why.
	Log    []RoundHistory
	LogErr error
	// Positions are where the players in the maze stood after the last
	// round resolved. Only the rules engine's game can say; for another
	// engine's state PositionsErr says why there are none.
	Positions    []Position
	PositionsErr error
}

// Position is where a player stands.
type Position struct {
	Seat int
	Name string
	At   maze.Coord
}

// Paper reads the campaign name for its paper kit, the answers in the
// log in lang ("ru" or "en"). A campaign that is not there is an error
// wrapping store.ErrNotFound.
func (r *Referee) Paper(ctx context.Context, name, lang string) (*Paper, error) {
	p := &Paper{Name: name}
	var (
		state  *store.State
		orders []RoundHistory
	)
	err := r.opts.Store.View(ctx, func(tx *store.Tx) error {
		c, err := tx.Campaign(name)
		if err != nil {
			return fmt.Errorf("campaign %q: %w", name, err)
		}
		p.Round, p.Over = c.Round, c.Status == store.StatusOver
		players, err := tx.Players(c.ID)
		if err != nil {
			return err
		}
		for _, pl := range players {
			p.Players = append(p.Players, pl.Name)
		}
		if state, err = tx.LatestState(c.ID); err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		for rd := 1; rd <= c.Round; rd++ {
			os, err := tx.Orders(c.ID, rd)
			if err != nil {
				return err
			}
			h := RoundHistory{Round: rd, Resolved: rd < c.Round || p.Over}
			for _, o := range os {
				h.Seats = append(h.Seats, SeatRound{Seat: o.Seat, Order: strings.TrimSpace(o.Text), Missing: o.Missing})
			}
			orders = append(orders, h)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if p.Maze, err = r.Maze(ctx, name); err != nil {
		return nil, err
	}
	if p.Log, p.LogErr = r.History(ctx, name, lang); p.LogErr != nil {
		p.Log = orders
	}
	if state != nil {
		p.Positions, p.PositionsErr = r.positions(p.Maze, state.Blob, p.Players)
	}
	return p, nil
}

// errNoPositions is Paper's PositionsErr for a game that cannot say where
// its players stand.
var errNoPositions = errors.New("the campaign's state is not the rules engine's")

// positions returns where the players in the maze stand in state.
func (r *Referee) positions(m *maze.Maze, state []byte, names []string) ([]Position, error) {
	g, err := r.opts.Engine.Restore(m, state)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoPositions, err)
	}
	pos, ok := g.(positioner)
	if !ok {
		return nil, errNoPositions
	}
	var out []Position
	for seat, name := range names {
		if at, placed, left := pos.position(engine.PlayerID(seat)); placed && !left {
			out = append(out, Position{Seat: seat, Name: name, At: at})
		}
	}
	return out, nil
}

// ReadPaper is the Paper, in language lang, of the campaign a command
// line names: with db, the campaign called name in that database file;
// else the one of the campaign directory name that args name (PickOnly,
// with example for its advice). opts are the referee's, but for the
// Store. A name that names no campaign is a *PickError.
func ReadPaper(ctx context.Context, opts Options, db, name string, args []string, lang, example string) (*Paper, error) {
	where := cmp.Or(db, name)
	open := Open
	if db != "" {
		open = OpenDB
	}
	st, err := open(ctx, where)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	if db == "" {
		if name, err = PickOnly(ctx, st, where, args, example); err != nil {
			return nil, err
		}
	}
	opts.Store = st
	ref, err := New(opts)
	if err != nil {
		return nil, err
	}
	p, err := ref.Paper(ctx, name, lang)
	if errors.Is(err, store.ErrNotFound) {
		names, _ := Names(ctx, st)
		if len(names) == 0 {
			return nil, &pbem.HintError{Err: fmt.Errorf("no campaign %q in %s", name, where), Advice: "the database holds no campaign"}
		}
		return nil, &PickError{Where: where, Name: name, Names: names}
	}
	return p, err
}
