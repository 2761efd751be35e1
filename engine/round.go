package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// ToMove returns the player whose turn it is (V10: a fixed turn order).
func (g *Game) ToMove() PlayerID { return PlayerID(g.st.Turn) }

// Order returns the turn order: seats from 0 (V10).
func (g *Game) Order() []PlayerID {
	out := make([]PlayerID, len(g.st.Players))
	for i := range out {
		out[i] = PlayerID(i)
	}
	return out
}

// Round returns the current round, from 1.
func (g *Game) Round() int { return g.st.Round }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.st.Over }

// Winners returns the players who won (at most one under win one, B15).
func (g *Game) Winners() []PlayerID { return append([]PlayerID(nil), g.st.Winner...) }

// Expect says what the player to move may put in a turn (Options.TurnShape).
type Expect struct {
	Player PlayerID
	Shape  rules.TurnShape
	// ChooseStart: the turn must be a single ActChooseStart (B6, D3).
	ChooseStart bool
	// Actions is how many counted actions the turn may hold: one (B8, C6),
	// more with the duel's crutch and crossbow (D7, D8); in a compound turn
	// (V24) it is the one closing move, with any number of shots, blasts,
	// bricks and treasure actions before it.
	Actions int
	// Dice is the d6 thrown for a Stalker's steps (S3).
	Dice int
	// Arsenal: the player stands on an arsenal and may say «беру» or
	// «оставляю» (V7).
	Arsenal bool
	// CanJump: the player has sat long enough to jump (V12).
	CanJump bool
	// Again: the turn is still open after «стенка»; the player may try
	// another direction (V11) or blow the wall and go on (V20). BumpsLeft is
	// how many more bumps the turn allows (0: until one passes).
	Again     bool
	BumpsLeft int
	Kit       rules.Kit
	Carry     bool
	Wounded   bool
	Ghost     bool
	// Starts lists the cells the player may start from when the rules
	// limit them and the players know them: the free entrances of the
	// Stalker's zone (S1, S2), drawn on the players' own field.
	Starts []maze.Coord `json:",omitempty"`
	// OwnMaze: the player explores a one-floor maze of their own, one floor
	// of a duel board (D1, S11; Setup.OwnFloors); «вверх»/«вниз» are north
	// and south there, not stairs.
	OwnMaze bool `json:",omitempty"`
}

// Expected returns what player p may do now. It reveals nothing p does not
// know.
func (g *Game) Expected(p PlayerID) Expect {
	if p < 0 || int(p) >= len(g.st.Players) {
		return Expect{Player: p}
	}
	pl := &g.st.Players[p]
	var starts []maze.Coord
	if !pl.Placed {
		starts = g.freeEntrances(p)
	}
	return Expect{
		Player:      p,
		Shape:       g.o.TurnShape,
		ChooseStart: !pl.Placed,
		Actions:     g.mainActions(p),
		Dice:        pl.Dice,
		Arsenal:     pl.Arsenal,
		CanJump:     g.o.JumpSit > 0 && pl.Sit >= g.o.JumpSit,
		Again:       pl.TurnBumps > 0,
		BumpsLeft:   max(g.o.MaxBumps-pl.TurnBumps, 0),
		Kit:         pl.Kit,
		Carry:       pl.Carry >= 0,
		Wounded:     pl.Wounded,
		Ghost:       pl.Ghost,
		OwnMaze:     pl.Home >= 0,
		Starts:      starts,
	}
}

// SitsOut returns how many of player p's coming turns the rules play for
// him: turns skipped (V8 mine, D9 trap, M19 swamp, M20 kick) or out of play
// (V21, C8, T8). He is not asked for orders in them; a referee collecting
// orders by mail need not wait for his next one when it is more than zero.
func (g *Game) SitsOut(p PlayerID) int {
	if p < 0 || int(p) >= len(g.st.Players) {
		return 0
	}
	pl := &g.st.Players[p]
	if !pl.active() {
		return 0
	}
	return pl.Skip + pl.Out
}

// Awaits reports whether player p will be asked for a turn in the current
// round: he still plays, his seat has not had its turn of the round yet,
// and the rules do not play it for him (SitsOut). A referee collecting a
// round's orders by mail waits only for these players.
func (g *Game) Awaits(p PlayerID) bool {
	if g.st.Over || p < 0 || int(p) >= len(g.st.Players) {
		return false
	}
	return int(p) >= g.st.Turn && g.st.Players[p].active() && g.SitsOut(p) == 0
}

// active reports whether a player still plays.
func (p *Player) active() bool { return !p.Won && !p.Eliminated }

// advance moves the turn to the next player who must act, running the
// automatic turns of players who skip or are out and the end of each round.
func (g *Game) advance() {
	n := len(g.st.Players)
	for guard := 0; guard < 1000*n; guard++ {
		if g.st.Over {
			return
		}
		g.st.Turn++
		if g.st.Turn >= n {
			g.st.Turn = 0
			g.endRound()
			g.st.Round++
			if g.st.Over {
				return
			}
		}
		if g.beginTurn() {
			return
		}
	}
	g.st.Over = true // nobody can act any more
}

// settle makes sure the player to move can act (at the start of a game).
func (g *Game) settle() {
	if !g.beginTurn() {
		g.advance()
	}
}

// beginTurn starts the turn of the seat in st.Turn and reports whether the
// player must act; skipped and lost turns are played here (V8, V21, D9).
func (g *Game) beginTurn() bool {
	id := PlayerID(g.st.Turn)
	p := &g.st.Players[id]
	if !p.active() {
		any := false
		for i := range g.st.Players {
			if g.st.Players[i].active() {
				any = true
			}
		}
		if !any {
			g.st.Over = true
		}
		return false
	}
	if p.Out > 0 {
		p.Out--
		g.emit(Event{To: Only(id), Player: id, Payload: OutTurn{Left: p.Out}})
		if p.Out == 0 {
			g.comeBack(id)
		}
		return false
	}
	if p.Skip > 0 {
		p.Skip--
		g.emit(Event{To: Only(id), Player: id, Payload: Skip{Left: p.Skip, Cause: p.SkipCause}})
		if p.Placed {
			g.tf = turnFlags{}
			g.drift(id, false)
		}
		return false
	}
	p.Trapped = 0 // D9: out of the trap, the crossbow counts again
	if g.o.TurnShape == rules.TurnDice {
		p.Dice = 1 + g.rand(6)
	}
	return true
}

// endRound runs what happens once a round: treasures floating down rivers
// (B19) and the creatures' moves (M9, C13).
func (g *Game) endRound() {
	for i := range g.st.Treasures {
		t := &g.st.Treasures[i]
		if t.Gone || t.Carrier != NoPlayer {
			continue
		}
		r, j := g.river(t.At)
		if r == nil || j == len(r.Cells)-1 {
			continue
		}
		n := g.o.RiverDrift
		if n <= 0 {
			n = len(r.Cells)
		}
		t.At = r.Cells[min(j+n, len(r.Cells)-1)]
	}
	g.creaturesRound()
	g.eyesRound()
}

// View is what one player knows of their own state: never where they are.
type View struct {
	Expect
	// Rows and Cols are the size the host announced (B23).
	Rows, Cols int
	// Rules are the agreed rules: public.
	Rules   *rules.Options
	Name    string
	Round   int
	Out     int
	Skip    int
	Sit     int
	Left    bool
	Won     bool
	Outside bool
	Nuts    int
}

// ViewOf returns player p's own view.
func (g *Game) ViewOf(p PlayerID) View {
	if p < 0 || int(p) >= len(g.st.Players) {
		return View{Expect: Expect{Player: p}}
	}
	pl := &g.st.Players[p]
	return View{
		Expect: g.Expected(p), Name: pl.Name, Round: g.st.Round,
		Rows: g.m.Floors[0].Rows, Cols: g.m.Floors[0].Cols, Rules: g.o,
		Out: pl.Out, Skip: pl.Skip, Sit: pl.Sit, Left: pl.Left, Won: pl.Won,
		Outside: pl.Placed && !g.inside(pl.At), Nuts: pl.Nuts,
	}
}

// walkable reports whether a move from c in d would pass, for the host's
// tools and the bots' tests; it is not shown to players.
func (g *Game) walkable(c maze.Coord, d maze.Dir) bool {
	mv := g.moves()
	return mv.Walkable(c, d)
}
