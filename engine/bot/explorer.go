package bot

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// Explorer maps what it hears and walks to the nearest cell it has not
// searched; when it holds a treasure it walks to an exit it knows, or along
// the rim of its sketch to find one. After a fall it starts a new sketch
// (B22) and lays it over what it knew before as soon as only one place
// fits (see locate.go). It remembers where a pit, a hole or a river cell
// once carried it, so that a second fall does not lose it again.
type Explorer struct {
	id       engine.PlayerID
	rng      *rng
	pos      pt
	cur      *chart   // the sketch in use
	old      []*chart // earlier sketches, to lay over the current one
	known    *chart   // the map of the maze, once a sketch was pinned
	abs      bool     // cur is the map (pinned)
	treasure bool
	carry    bool
	tried    []maze.Dir
	try      int
	// outside: the moves made since the bot stepped out of the maze, the
	// first across the exit (V17, D12); empty inside.
	outside []maze.Dir
	// multi: the turn holds several moves (D7, D8), tried one per move.
	multi bool
	// fakes: the rules know holes that do not move the player (I9).
	fakes bool
	// guessed: the exit the sketch's size made the bot take a step for.
	guessed edge
	// bearDead: the bear is killed for good (T9); shotAt: the turn of the
	// last shot into its den.
	bearDead   bool
	shotAt     int
	refusals   int
	moved      bool
	leaveOut   bool
	lastMove   maze.Dir // the direction of the last step that passed
	seen       int      // cells on the sketch at the last count
	climbed    maze.Dir // the way the last stairs went (T1)
	seekStairs bool
	floors     int   // floors announced (T1)
	chase      int   // turns the minotaur may still be on someone's trail (C13)
	waits      int   // turns waited for the minotaur to come (C13)
	trail      []pt  // the bot's last cells on the current sketch, newest last
	morgue     *spot // where the bot came back after being killed (C8)
	stale      int   // turns since the sketch last grew
	rows       int
	cols       int
	healer     bool // wounded or a ghost: a hospital first (B13, I2)
	rank       int  // the rank of the last goal found (99: none)
	ring       bool // a ring of monoliths with one exit cell round the maze (C2)

	// What the last step told about the cell it reached: arrived marks a
	// step whose cell is still to be noted, fresh that the sketch knew
	// nothing of the cell, named that the host named it.
	arrived, fresh, named bool

	drawn, placed int // sketch changes, and the count at the last try to place it

	// all holds every sketch still worth keeping: the current one, the
	// map, the earlier ones, and those a remembered jump leads to.
	all map[*chart]bool
	// ride is the river cell a drift began from while the river still
	// carries the bot (I4): its jump leads to where the ride ends. riding:
	// the bot knows where this ride ends and waits for it. inRiver: the
	// current carries it on next turn.
	ride    *spot
	riding  bool
	inRiver bool
	waited  int // turns waited in a river since it last carried the bot
	// anchors say where rides ended, until the sketches they join are
	// laid one over the other; rideLen counts the cells the current ride
	// has carried the bot.
	anchors []anchor
	rideLen int
	drift   int // cells a river carries the bot each turn at most (0: to the mouth)
	// via is the jump just trusted, for viaTurns turns: if what the bot
	// hears contradicts it, the jump is forgotten (V5: exits may wander).
	via      *spot
	viaTurns int
}

func newExplorer(p engine.PlayerID, r *rng) *Explorer {
	e := &Explorer{id: p, rng: r, lastMove: maze.None, climbed: maze.None, all: map[*chart]bool{}}
	e.newSketch()
	return e
}

// Refused implements Bot: the next turn is a skip. Stairs that are not
// there mean the bot is not where it thinks (T1).
func (b *Explorer) Refused(r *engine.Refusal) {
	b.refusals++
	if r != nil && r.Reason == engine.ReasonNoStairs {
		delete(b.cur.stairs, b.pos)
		b.lost(false)
	}
}

// Turn implements Bot.
func (b *Explorer) Turn(v engine.View) engine.Turn {
	if v.ChooseStart {
		return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActChooseStart, Cell: startCell(v, b.rng)}}}
	}
	b.moved = false
	b.observe(v)
	if t, ok := b.waitOrWalk(v); ok {
		return t
	}
	b.multi = false
	if v.Outside && b.lastMove != maze.None {
		return b.backIn()
	}
	b.recheck(v)
	t := engine.Turn{Player: b.id}
	b.pickUp(v, &t)
	defer func() { b.chase = max(b.chase-1, 0) }()
	b.countStale()
	if b.tactic(v, &t) {
		return t
	}
	ds := b.plan(v)
	if b.rank == 99 && len(b.cur.lair) > 0 && (b.waits < 3 || !b.besieged()) {
		// C13: the minotaur sleeps across the only way on. The bot waits:
		// out of its sight, until it goes after someone else; next to it,
		// a few turns for it to come (it sleeps where it ate, out of the
		// way). Walking in would only feed it.
		b.waits++
		return b.skip()
	}
	b.waits = 0
	b.moves(v, &t, ds)
	return t
}

func (b *Explorer) skip() engine.Turn {
	return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
}

// observe takes in what the view says of the rules and the player.
func (b *Explorer) observe(v engine.View) {
	b.rows, b.cols = v.Rows, v.Cols
	if b.floors > 1 {
		// T5: floors may differ in size; the size announced is one floor's.
		b.rows, b.cols = 0, 0
	}
	b.leaveOut = v.Rules != nil && v.Rules.LeaveEmpty
	if v.Rules != nil {
		b.drift = v.Rules.RiverDrift
	}
	b.healer = v.Ghost || v.Wounded
	b.ring = v.Rules != nil && v.Rules.Family == rules.FamilySchool
	b.fakes = v.Rules != nil && v.Rules.Family == rules.FamilyMIET
}

// waitOrWalk is the turn decided before the sketch is looked at: the
// Stalker's walk by the dice (S3), a skip after a refusal, a wait in a
// river. ok is false when the bot is to plan its turn.
func (b *Explorer) waitOrWalk(v engine.View) (t engine.Turn, ok bool) {
	if v.Shape == "dice" {
		if b.refusals > 0 {
			b.refusals = 0
			return b.skip(), true
		}
		return walkPath(v, b.rng, b.plan(v)[0]), true
	}
	if b.refusals > 0 {
		b.refusals = 0
		b.tried = nil
		return b.skip(), true
	}
	if b.inRiver {
		// B18, I4: the current carries the bot on to the mouth; wait
		// for it there rather than bump the banks (I6).
		if b.waited++; b.waited <= 3 {
			return b.skip(), true
		}
		b.inRiver, b.riding, b.ride = false, false, nil
	}
	return engine.Turn{}, false
}

// backIn is the turn out of the maze (V17): back the way the bot came,
// to the exit it crossed (D15 asks for the same exit anyway).
func (b *Explorer) backIn() engine.Turn {
	if len(b.outside) == 0 {
		// The last step was drawn as a step inside: undraw it.
		back := b.lastMove.Opposite()
		prev := b.pos.add(back)
		b.cur.exits[edge{prev, b.lastMove}] = true
		delete(b.cur.visited, b.pos)
		delete(b.cur.kinds, b.pos)
		delete(b.cur.searched, b.pos)
		delete(b.cur.open, edge{prev, b.lastMove})
		delete(b.cur.open, edge{b.pos, back})
		b.cur.bound()
		b.arrived = false
		b.drawn++
		b.outside = []maze.Dir{b.lastMove}
	}
	back := b.outside[len(b.outside)-1].Opposite()
	b.tried, b.try = []maze.Dir{back}, 0
	return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActMove, Dir: back}}}
}

// recheck doubts the sketch where the view says it is wrong, forgets a
// jump trusted long enough, and tries to place the sketch.
func (b *Explorer) recheck(v engine.View) {
	if len(b.outside) > 0 && !v.Outside {
		// The sketch said the bot had left the maze, and it had not: the
		// sketch is wrong (a rubber room, I7, makes moves that do not
		// happen), and so is the exit it took for one.
		delete(b.cur.exits, b.guessed)
		b.outside = nil
		b.lost(true)
	}
	if b.viaTurns > 0 {
		if b.viaTurns--; b.viaTurns == 0 {
			b.via = nil
		}
	}
	b.ringExit()
	b.relocate()
}

// pickUp takes from an arsenal (V7) and takes a treasure found (V14).
func (b *Explorer) pickUp(v engine.View, t *engine.Turn) {
	if v.Arsenal {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActTakeArsenal})
	}
	b.carry = v.Carry
	if b.treasure && !v.Carry && !v.Wounded && !v.Ghost {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActTakeTreasure})
		b.carry = true
	}
	if b.cur.treasures[b.pos] && !b.treasure && !v.Carry {
		delete(b.cur.treasures, b.pos) // someone took it
	}
	b.treasure = false
}

// countStale counts the turns the sketch has not grown.
func (b *Explorer) countStale() {
	if n := len(b.cur.visited); n != b.seen {
		b.seen, b.stale = n, 0
	} else if b.stale++; b.stale > staleTurns {
		// Nothing new for long: the bot may not be where it thinks (a
		// rubber room, I7, lets moves «pass» that do not happen). It
		// starts a sketch afresh and lays it on the map again; where they
		// disagree, the new sketch wins.
		b.lost(false)
		b.seen, b.stale = 1, 0
	}
}

// tactic adds an order other than a walk to the goal: up or down stairs
// (T1), a shot at the bear (T9), a wall blown (see breach). It reports
// whether it did.
func (b *Explorer) tactic(v engine.View, t *engine.Turn) bool {
	if d, ok := b.stairsStep(v); ok {
		b.tried, b.try = []maze.Dir{d}, 0
		// Up or down, never both in one order: a fallback is a compass
		// direction (V11). A bump sends the bot the other way next time.
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d})
		return true
	}
	if d, ok := b.hunt(v); ok {
		// T9: the bear that sleeps in its den can be killed for good.
		b.shotAt = v.Round
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActShoot, Dir: d})
		return true
	}
	if d, ok := b.breach(v); ok {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActBlow, Dir: d})
		if v.Shape == "compound" {
			t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d})
		}
		b.tried, b.try = []maze.Dir{d}, 0
		return true
	}
	return false
}

// moves adds the walk along ds, the directions in the order plan put
// them: a jump (V12), or a move with as many fallbacks as the rules try
// (V11, C6), and the duel's extra moves (D7, D8).
func (b *Explorer) moves(v engine.View, t *engine.Turn, ds []maze.Dir) {
	if v.CanJump {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActJump, Dir: ds[0]})
		b.tried = ds[:1]
		b.try = 0
		return
	}
	b.try = 0
	if v.Rules != nil && v.Rules.MaxBumps == 1 {
		ds = ds[:1] // a bump ends the turn: fallbacks would never be tried
	} else if v.Rules != nil && v.Rules.MaxBumps > 1 {
		ds = ds[:min(len(ds), v.Rules.MaxBumps)]
	}
	b.tried = ds
	t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: ds[0], Fallbacks: ds[1:]})
	if v.Shape == "single" && v.Actions > 1 {
		b.multi = true
		b.tried = ds[:1]
		b.extraMoves(v, t, ds[0])
	}
}

// extraMoves adds the duel's extra actions (D7, D8) after a first move
// towards d: they go on along the way to the same goal, as if each step
// passed; a bump ends the turn anyway (D4).
func (b *Explorer) extraMoves(v engine.View, t *engine.Turn, d maze.Dir) {
	pos := b.pos
	for i := 1; i < v.Actions; i++ {
		e := edge{b.pos, d}
		if b.cur.walls[e] || b.cur.exits[e] || b.avoid(b.pos.add(d)) {
			break // it stops there, or the turn is over
		}
		b.pos = b.pos.add(d)
		next, ok := b.goal(v, b.rng.dirs())
		if !ok || next == maze.None {
			next = d
		}
		d = next
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d})
		b.tried = append(b.tried, d)
	}
	b.pos = pos
}

func (b *Explorer) lastDir() maze.Dir {
	if b.try < len(b.tried) {
		return b.tried[b.try]
	}
	if len(b.tried) > 0 {
		return b.tried[len(b.tried)-1]
	}
	return maze.None
}
