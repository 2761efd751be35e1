package bot

import (
	"labyrinth/dsl/maze"
	"labyrinth/engine"
)

// Hear implements Bot: it draws the sketch from what its player heard.
func (b *Explorer) Hear(events []engine.Event) {
	for _, e := range events {
		if e.Player != b.id && e.Target != b.id && e.Player != engine.NoPlayer {
			// Another player's fall or find told to all (V4, V7): it
			// says nothing about where this one stands.
			continue
		}
		b.hear(e)
	}
	b.settle()
}

// hear draws one event on the sketch.
func (b *Explorer) hear(e engine.Event) {
	if k, ok := namingEvents[e.Kind()]; ok {
		b.name(cellKind(k, 0))
		return
	}
	if h := hearers[e.Kind()]; h != nil {
		h(b, e)
	}
}

// namingEvents name the cell the bot stands in and say nothing else.
var namingEvents = map[engine.EventKind]maze.CellKind{
	engine.EvMine:   maze.CellMine,
	engine.EvTrap:   maze.CellTrap,
	engine.EvSwamp:  maze.CellSwamp,
	engine.EvPuddle: maze.CellPuddle,
}

// hearers draw the other events the sketch learns from.
var hearers = map[engine.EventKind]func(*Explorer, engine.Event){
	engine.EvAnnounce:     (*Explorer).heardAnnounce,
	engine.EvStartCell:    (*Explorer).heardStartCell,
	engine.EvMoved:        (*Explorer).heardMoved,
	engine.EvJump:         (*Explorer).heardJump,
	engine.EvWall:         (*Explorer).heardWall,
	engine.EvBlown:        (*Explorer).heardBlown,
	engine.EvHole:         (*Explorer).heardHole,
	engine.EvFakeHole:     (*Explorer).heardHole,
	engine.EvPit:          (*Explorer).heardPit,
	engine.EvDrift:        (*Explorer).heardDrift,
	engine.EvStairs:       (*Explorer).heardStairs,
	engine.EvBack:         (*Explorer).heardBack,
	engine.EvCrossbow:     func(b *Explorer, _ engine.Event) { b.neutral() },
	engine.EvCrutch:       func(b *Explorer, _ engine.Event) { b.neutral() },
	engine.EvRubber:       func(b *Explorer, _ engine.Event) { b.lost(true) }, // M10: the last move did not happen
	engine.EvCreature:     (*Explorer).heardCreature,
	engine.EvStalker:      (*Explorer).heardCreature,
	engine.EvCell:         (*Explorer).heardCell,
	engine.EvArsenal:      (*Explorer).heardArsenal,
	engine.EvTreasureHere: (*Explorer).heardTreasureHere,
	engine.EvTook:         func(b *Explorer, _ engine.Event) { delete(b.cur.treasures, b.pos) },
	engine.EvDrop:         (*Explorer).heardDrop,
	engine.EvCannotLeave:  (*Explorer).heardCannotLeave,
	engine.EvLeft:         (*Explorer).heardLeft,
	engine.EvLeftFalse:    (*Explorer).heardLeftFalse,
	engine.EvLeftMined:    (*Explorer).heardLeftFalse,
	engine.EvDropped:      (*Explorer).heardDropped,
}

func (b *Explorer) heardAnnounce(e engine.Event) {
	if a, ok := e.Payload.(engine.Announce); ok {
		b.floors = a.Floors
	}
}

func (b *Explorer) heardStartCell(e engine.Event) {
	if c := e.Payload.(engine.StartCell).Cell; c == maze.CellEmpty {
		b.name(kindQuiet)
	} else {
		b.name(cellKind(c, anyN))
	}
	b.landed()
}

// heardMoved draws a step on the plan: inside the sketch, out of the maze
// or back in (V17).
func (b *Explorer) heardMoved(e engine.Event) {
	d := e.Dir()
	if d < maze.North || d > maze.West {
		return
	}
	b.settle()
	b.lastMove = d
	b.moved = true
	if b.riding {
		b.lost(false) // out of a river before the ride's known end
	}
	b.inRiver, b.ride = false, nil
	if b.multi {
		b.try++ // the next move of the turn
	}
	q := b.pos.add(d)
	if len(b.outside) > 0 {
		b.stepOutside(d, q)
		return
	}
	if b.rows > 0 && !b.carry && !b.inBoxRC(q) {
		// V17: a step past the full width of the maze is a step out
		// of it: the edge was an exit; go back in.
		b.guessed = edge{b.pos, d}
		b.cur.exits[b.guessed] = true
		b.pos = q
		b.outside = []maze.Dir{d}
		b.drawn++
		return
	}
	if ed := (edge{b.pos, d}); b.cur.walls[ed] && !b.cur.blown[ed] {
		b.lost(true) // through a wall: the bot is not where it thought
	} else {
		b.cur.open[ed] = true
		b.cur.open[edge{q, d.Opposite()}] = true
		b.moveTo(q)
	}
	b.arrive()
}

// stepOutside draws a step outside the maze (V17), to q: the way back is
// the way out, undone.
func (b *Explorer) stepOutside(d maze.Dir, q pt) {
	if n := len(b.outside); d == b.outside[n-1].Opposite() {
		b.outside = b.outside[:n-1]
	} else {
		b.outside = append(b.outside, d)
	}
	b.pos = q
	if len(b.outside) > 0 {
		return
	}
	b.moveTo(q) // back in
	b.arrive()
}

func (b *Explorer) heardJump(e engine.Event) {
	b.settle()
	b.moveTo(b.pos.add(e.Dir()))
	b.arrive()
}

// heardWall draws a bump: a wall on the plan, a monolith (C2), or no
// stairs that way.
func (b *Explorer) heardWall(e engine.Event) {
	w := e.Payload.(engine.Wall)
	if w.Dir == maze.Up || w.Dir == maze.Down {
		b.climbed = w.Dir.Opposite() // no stairs that way: the other next time
	}
	if w.Dir >= maze.North && w.Dir <= maze.West {
		if b.cur.open[edge{b.pos, w.Dir}] {
			b.lost(true) // a wall where the sketch has a passage
		}
		b.setWall(b.pos, w.Dir)
		if w.Monolith {
			// C2: a monolith is a cell of the maze, though no one
			// enters it.
			b.cur.solid[edge{b.pos, w.Dir}] = true
			q := b.pos.add(w.Dir)
			b.cur.rock[q] = true
			if !b.abs {
				b.cur.grow(q)
			}
		}
	}
	b.try++
}

func (b *Explorer) heardBlown(e engine.Event) {
	d := e.Dir()
	for _, ed := range []edge{{b.pos, d}, {b.pos.add(d), d.Opposite()}} {
		delete(b.cur.walls, ed)
		b.cur.blown[ed] = true
	}
	b.drawn++
}

// heardHole: I9: a fake hole says «hole» as well, and its cell is one too.
func (b *Explorer) heardHole(engine.Event) {
	b.name(cellKind(maze.CellHole, 0))
	b.teleport(cellKind(maze.CellHole, 0), false, 0)
}

func (b *Explorer) heardPit(engine.Event) {
	b.name(cellKind(maze.CellPit, 0))
	b.teleport(cellKind(maze.CellPitExit, anyN), false, 0)
}

func (b *Explorer) heardDrift(engine.Event) {
	b.name(cellKind(maze.CellRiver, anyN))
	// The host does not say how far (B18, I4); the rules say how far
	// at most: river.drift cells, or to the mouth when it is 0.
	b.teleport(cellKind(maze.CellRiver, anyN), true, b.drift)
	b.inRiver, b.waited = true, 0
}

func (b *Explorer) heardStairs(e engine.Event) {
	b.inRiver, b.riding, b.ride = false, false, nil
	if d := e.Dir(); d == maze.Up || d == maze.Down {
		b.climbed = d
	}
	b.newSketch()
	// T1: «Поднялся по лестнице» says the cell reached is the stairs'
	// other end.
	b.cur.stairs[b.pos] = true
	b.name(cellKind(maze.CellStairs, 0))
	b.landed()
}

// heardBack: C8: back in the morgue, the same one as last time if there
// is only one.
func (b *Explorer) heardBack(e engine.Event) {
	if e.Payload.(engine.Back).Cell != maze.CellMorgue {
		return
	}
	if m := b.morgue; m != nil && b.all[m.c] && compatible(m.c.kinds[m.at], cellKind(maze.CellMorgue, 0)) {
		b.switchTo(*m)
	} else {
		b.newSketch()
		b.name(cellKind(maze.CellMorgue, 0))
		b.morgue = &spot{b.cur, b.pos}
	}
	b.landed()
}

// heardCreature notes the minotaur's hunt (C13), the bear (T9) and the
// news that put the bot somewhere it does not know: a new sketch.
func (b *Explorer) heardCreature(e engine.Event) {
	switch e.Reason() {
	case engine.ReasonMinotaurSaw:
		b.chase = 2
	case engine.ReasonMinotaurTrail:
		b.forgetLair() // it walks: the lair is empty
		b.chase = 2
	case engine.ReasonBearKilled:
		b.bearDead = true
	case engine.ReasonBearEats, engine.ReasonBearMet:
		if e.Player == b.id {
			b.cur.danger[b.pos]++
		}
	case engine.ReasonMinotaurEats:
		if e.Player == b.id {
			b.forgetLair()
			b.cur.lair[b.pos] = true // it stays where it ate
			b.cur.danger[b.pos]++
		}
	}
	if r := e.Reason(); r == engine.ReasonRespawn || r == engine.ReasonJelly || r == engine.ReasonPenalty {
		b.newSketch()
		b.landed()
	}
}

func (b *Explorer) heardCell(e engine.Event) {
	c := e.Payload.(engine.Cell)
	switch c.Cell {
	case maze.CellPitExit:
		b.name(cellKind(c.Cell, c.PitExit))
		if c.PitExit > 0 {
			b.cur.landmarks[c.PitExit] = b.pos
		}
	case maze.CellStairs:
		b.cur.stairs[b.pos] = true
		b.name(cellKind(c.Cell, 0))
	case maze.CellRiver:
		b.name(cellKind(c.Cell, int(c.River)))
		if c.River == engine.RiverMouth {
			b.riding, b.inRiver, b.ride = false, false, nil // the mouth: the ride is over (B18)
		}
	case maze.CellHospital, maze.CellMorgue, maze.CellDen, maze.CellEntrance, maze.CellInstitute:
		b.name(cellKind(c.Cell, 0))
	default:
		b.neutral()
	}
}

func (b *Explorer) heardArsenal(e engine.Event) {
	if e.Player == b.id {
		b.neutral()
	}
}

func (b *Explorer) heardTreasureHere(engine.Event) {
	b.treasure = true
	b.cur.treasures[b.pos] = true
}

func (b *Explorer) heardDrop(engine.Event) {
	b.cur.treasures[b.pos] = true
	b.carry = false
}

func (b *Explorer) heardCannotLeave(engine.Event) {
	b.cur.exits[edge{b.pos, b.lastDir()}] = true
	b.drawn++
}

// heardLeft: the bot stepped out with the treasure.
func (b *Explorer) heardLeft(engine.Event) {
	d := b.lastDir()
	b.cur.exits[edge{b.pos, d}] = true
	b.lastMove = d
	b.pos = b.pos.add(d)
	b.outside = []maze.Dir{d}
	b.drawn++
}

// heardLeftFalse: the treasure was false or mined; the exit is known.
func (b *Explorer) heardLeftFalse(engine.Event) {
	b.carry = false
	if b.ring {
		b.cur.exitCells[b.pos] = true // C12: the exit is a cell
		return
	}
	d := b.lastDir()
	b.cur.exits[edge{b.pos, d}] = true
	b.drawn++
	if b.leaveOut {
		b.lastMove = d
		b.pos = b.pos.add(d)
		b.outside = []maze.Dir{d}
	}
}

func (b *Explorer) heardDropped(e engine.Event) {
	if e.Target == b.id {
		b.carry = false
		b.cur.treasures[b.pos] = true
	}
}
