package engine

import (
	"labyrinth/dsl/maze"
)

// Apply plays one turn of the player to move and returns what happened.
// An order the rules forbid returns a *Refusal and leaves the state as it
// was; the player may be told Refusal.Text and asked again. Parts of a turn
// that fail only in play (taking a treasure that is not there) are refused
// inside the turn with an EvRefused event, and the rest of the turn goes on.
// Apply also runs the automatic turns that follow (players who skip or are
// out) up to the next player who must act, and the end of every round.
// When every direction of a move met a wall and the rules let the player
// ask again (V11: until the position changes; C6: up to four bumps), the
// turn stays open: ToMove is still the same player and Expected says Again.
func (g *Game) Apply(t Turn) ([]Event, error) {
	if g.st.Over {
		return nil, refuse(t.Player, ActSkip, ReasonGameOver)
	}
	if t.Player != PlayerID(g.st.Turn) {
		return nil, refuse(t.Player, ActSkip, ReasonNotYourTurn)
	}
	if err := g.validate(t); err != nil {
		return nil, err
	}
	g.buf = make([]Event, 0, 2)
	g.exec(t)
	p := &g.st.Players[t.Player]
	if p.Placed && (len(p.Track) == 0 || p.Track[len(p.Track)-1] != p.At) {
		p.Track = append(p.Track, p.At)
	}
	if g.tf.keep && !g.st.Over {
		// V11, C6: every direction tried met a wall; the same player asks
		// again within the same turn.
	} else {
		p.TurnBumps, p.TurnMask = 0, 0
		g.advance()
	}
	ev := g.buf
	g.buf = nil
	return ev, nil
}

// actionClass sorts the actions of a turn by how they count (V24, B8).
type actionClass uint8

const (
	classFree     actionClass = iota // never counts: take/drop treasure, arsenal, mines
	classExtra                       // counts in a single turn, free in a compound one (V24)
	classTerminal                    // the move that ends a compound turn
)

// Counted reports whether an action of kind k uses up one of a
// single-action turn's actions (B8, C6, D7, D8): a move, a blast, a shot,
// a skip count; taking or dropping a treasure, taking or leaving an
// arsenal and leaving a mine go with them free (000 and 004 list no
// taking among the turn's actions; 004's host says «прошел, нашел
// клад»). The order reader and the engine count by this one rule, so a
// person and a bot may do the same in a turn.
func Counted(k ActionKind) bool { return classOf(k) != classFree }

func classOf(k ActionKind) actionClass {
	switch k {
	case ActTakeTreasure, ActDropTreasure, ActTakeArsenal, ActLeaveArsenal, ActLeaveMine, ActThrowNut, ActTakeGalosh:
		return classFree
	case ActShoot, ActBlow, ActBrick, ActBuild:
		return classExtra
	}
	return classTerminal
}

// mainActions is how many counted actions p may make this turn: one (B8,
// C6), plus the duel's crutch and the opponent's crossbow (D7, D8), which
// does not apply while the crossbow's victim sits in a trap (D9).
func (g *Game) mainActions(id PlayerID) int {
	n := 1
	if !g.o.DuelExtras {
		return n
	}
	p := &g.st.Players[id]
	if p.Crutch && !g.itemsCancel(p) {
		n++
	}
	for i := range g.st.Players {
		q := &g.st.Players[i]
		if PlayerID(i) != id && q.Limp && q.Trapped == 0 && !g.itemsCancel(q) {
			n++
		}
	}
	return n
}

// itemsCancel reports whether p's crutch and crossbow cancel out (D8,
// duel.items-cancel): «посещение обеих этих клеток дает тот же результат,
// что и непосещение ни одной из них».
func (g *Game) itemsCancel(p *Player) bool {
	return g.o.DuelItemsCancel && p.Crutch && p.Limp
}

func isCompass(d maze.Dir) bool { return d >= maze.North && d <= maze.West }

// turn-local flags, reset by exec.
type turnFlags struct {
	stop    bool // the turn is over: a bump (D4), a fall, a trap, leaving
	drifted bool // the river already carried the player this turn
	keep    bool // the turn stays open after «стенка» (V11, C6)
	webbed  bool // a web caught the stalker this walk: one turn skipped (S5)
}

// exec runs a validated turn.
func (g *Game) exec(t Turn) {
	id := t.Player
	p := &g.st.Players[id]
	g.tf = turnFlags{}
	p.LastDir = maze.None
	sits := false
	for _, a := range t.Actions {
		if a.Kind == ActSit || a.Kind == ActJump {
			sits = true
		}
	}
	if !sits && p.TurnBumps == 0 {
		p.Sit = 0 // V12: moving away loses the sits
	}
	wasArsenal := p.Arsenal
	for _, a := range t.Actions {
		if g.tf.stop || g.st.Over {
			break
		}
		switch a.Kind {
		case ActChooseStart:
			c := a.Cell
			if p.Home >= 0 {
				c.Floor = p.Home // D1: the cell is named on the player's own maze
			}
			p.At, p.Placed, p.LastStop = c, true, c
			g.arrive(id, maze.None, arriveAtStart)
			g.tellStartWalls(id)
		case ActSkip:
			g.skipInPlace(id)
		case ActMove:
			g.move(id, a)
		case ActBlow:
			g.blow(id, a.Dir)
		case ActShoot:
			g.shoot(id, a.Dir)
		case ActBrick, ActBuild:
			g.build(id, a.Kind, a.Dir)
		case ActTakeTreasure:
			g.takeTreasure(id)
		case ActDropTreasure:
			g.dropTreasure(id)
		case ActLeaveMine:
			g.leaveMine(id)
		case ActSit:
			p.Sit++
			g.emit(Event{To: Only(id), Player: id, Payload: Sit{Turns: p.Sit}})
			g.skipInPlace(id)
		case ActJump:
			g.jump(id, a.Dir)
		case ActKick:
			g.kick(id)
		case ActStab:
			g.stab(id)
		case ActTakeArsenal:
			g.takeArsenal(id)
		case ActLeaveArsenal:
			p.Arsenal = false
			g.emit(Event{To: g.arsenalAudience(id), Player: id, Name: p.Name, Payload: ArsenalLeft{}})
		case ActBoomerang:
			g.boomerang(id, a.Dir)
		case ActLoot:
			g.loot(id)
		case ActThrowNut:
			g.throwNut(id, a.Dir)
		case ActTakeGalosh:
			g.takeGalosh(id)
		case ActWalk:
			g.walk(id, a.Path)
		}
	}
	if wasArsenal && p.Arsenal && g.kind(p.At) != maze.CellArsenal {
		p.Arsenal = false // walked away: «оставляю» (V7)
	}
	if g.tf.keep {
		return // the turn goes on: no drift or bear yet
	}
	if !g.tf.drifted && !g.st.Over {
		g.drift(id, false)
	}
	g.mimic(id)
	p.LastDir = maze.None
}

// emit records an event of the current round.
func (g *Game) emit(e Event) {
	e.Round = g.st.Round
	if e.Family == "" {
		e.Family = g.o.Family
	}
	if e.Player >= 0 && int(e.Player) < len(g.st.Players) {
		if e.Name == "" {
			e.Name = g.st.Players[e.Player].Name
			e.At = g.st.Players[e.Player].At
		}
		e.Gender = g.st.Players[e.Player].Gender
	}
	if e.Target == 0 && e.TName == "" && e.Kind() != EvHit && e.Kind() != EvKicked && e.Kind() != EvDropped {
		e.Target = NoPlayer
	}
	if e.Target >= 0 && int(e.Target) < len(g.st.Players) {
		if e.TName == "" {
			e.TName = g.st.Players[e.Target].Name
		}
		e.TGender = g.st.Players[e.Target].Gender
	}
	g.buf = append(g.buf, e)
}
