package campaign

import (
	"labyrinth/dsl/maze"
	"labyrinth/engine"
)

// Engine starts and restores games. It is the campaign's view of package
// engine (see EngineFunc for the adapter); tests give a fake.
type Engine interface {
	// NewGame starts a game on m for the given seats, with the random
	// seed kept in the state.
	NewGame(m *maze.Maze, seats []Seat, seed int64) (Game, error)
	// Restore rebuilds a game from a state written by Game.MarshalState.
	Restore(m *maze.Maze, state []byte) (Game, error)
}

// Seat is one player as the engine knows them: the name events carry and
// the language of their reports.
type Seat struct {
	Name   string
	Lang   string
	Gender engine.Gender
}

// DuelEngine is an Engine that can join two players' mazes into the board
// of a duel by mail (rule D1): forA is the maze the first player explores.
type DuelEngine interface {
	Engine
	DuelMaze(forA, forB *maze.Maze) (*maze.Maze, error)
}

// Game is one running game, driven a round at a time.
type Game interface {
	// Play resolves one round: turns holds one turn per seat, in seat
	// order (a seat without orders has a skip, rule B8).
	Play(turns []engine.Turn) (Outcome, error)
	// MarshalState returns the whole state, enough for Restore.
	MarshalState() ([]byte, error)
	// Hash identifies the state; a replay must reach the same hash.
	Hash() string
	// Over reports whether the game has ended, and who won.
	Over() (bool, []engine.PlayerID)
	// Expect says what player p's next turn may hold, for reading their
	// orders.
	Expect(p engine.PlayerID) Expect
	// Opening is what player p is told at the start: the host's
	// announcement and the start cell (rules B7, B23). It goes in the
	// invitation.
	Opening(p engine.PlayerID, lang string) string
	// Reveal draws the whole maze with every player's track, for the end
	// of the game.
	Reveal(lang string) string
}

// SitOuter is a Game that knows when a player cannot act: on a mine, in
// a trap or a swamp, kicked, with broken legs, killed and out for some
// turns (rules V8, D9, M19, M20, V21). The referee waits for nobody who
// cannot act. Games that are not SitOuters let everyone act.
type SitOuter interface {
	// SitsOut is how many rounds, from the next one on, player p sits out
	// (0: p acts in the next round; -1: p plays no more, having won or
	// being out of the game for good).
	SitsOut(p engine.PlayerID) int
}

// sitsOut asks g how many rounds seat sits out (see SitOuter).
func sitsOut(g Game, seat int) int {
	if s, ok := g.(SitOuter); ok {
		return s.SitsOut(engine.PlayerID(seat))
	}
	return 0
}

// Renamer is a Game whose players can be called by other names in what it
// tells from now on: the host hands a seat to a new player ("replace"),
// and every report, host map and reveal after that names the newcomer,
// and the Russian agrees with the newcomer's gender. The state keeps the
// names and genders the game began with, so its hash, and the audit, are
// unchanged. Games that are not Renamers tell no names.
type Renamer interface {
	// Rename sets every seat's name and gender (by seat; a zero
	// RosterSeat keeps the state's).
	Rename(seats []RosterSeat)
}

// RosterSeat is who holds a seat now: a name ("" keeps the state's) and,
// for a replacement the host gave one, a gender.
type RosterSeat struct {
	Name      string
	Gender    engine.Gender
	HasGender bool
}

// Outcome is what one round produced: each player's private report and
// the host's view.
type Outcome interface {
	// Report is what player p heard this round, and nothing else (rule
	// B1: the host must not leak positions).
	Report(p engine.PlayerID, lang string) string
	// HostReport is the whole round: every event and the map.
	HostReport(lang string) string
}

// OrderParser reads the order lines of a mail into one turn's actions
// (grammar.md, "Orders"). The error says which line is wrong and how to
// fix it.
type OrderParser interface {
	Parse(text, lang string, opts OrderContext) ([]engine.Action, error)
	// Explain writes the actions back as the player would read them, for
	// the confirmation.
	Explain(actions []engine.Action, lang string) string
}

// Expect is what a player's next turn may hold.
type Expect struct {
	// Start: the turn must name the start cell (rules B6, D3).
	Start bool
	// Actions is how many actions the turn allows (0: one; more in the
	// duel, D7, D8).
	Actions int
	// Dice is the Stalker's d6 for the turn when already thrown (S3).
	Dice int
	// OwnMaze: a duel on two mazes, each a world of its own (D1).
	OwnMaze bool
	// SitsOut: the rules play the player's turn of this round (a mine V8,
	// a trap D9, a death V21…: he sits it out), so the round does not wait
	// for his orders, and a round without them is not a missed one.
	SitsOut bool
}

// OrderContext is what the parser may need to know about the game.
type OrderContext struct {
	Maze   *maze.Maze
	Expect Expect
}
