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

func (b *Explorer) hear(e engine.Event) {
	switch e.Kind {
	case engine.EvAnnounce:
		if len(e.Info) > 2 {
			b.floors = e.Info[2]
		}
	case engine.EvStartCell:
		if e.Cell == maze.CellEmpty {
			b.name(kindQuiet)
		} else {
			b.name(cellKind(e.Cell, anyN))
		}
		b.landed()
	case engine.EvMoved:
		if e.Dir < maze.North || e.Dir > maze.West {
			return
		}
		b.settle()
		b.lastMove = e.Dir
		b.moved = true
		if b.riding {
			b.lost(false) // out of a river before the ride's known end
		}
		b.inRiver, b.ride = false, nil
		if b.multi {
			b.try++ // the next move of the turn
		}
		q := b.pos.add(e.Dir)
		if n := len(b.outside); n > 0 {
			// Outside (V17): the way back is the way out, undone.
			if e.Dir == b.outside[n-1].Opposite() {
				b.outside = b.outside[:n-1]
			} else {
				b.outside = append(b.outside, e.Dir)
			}
			b.pos = q
			if len(b.outside) > 0 {
				return
			}
			b.moveTo(q) // back in
			b.arrive()
			return
		}
		if b.rows > 0 && !b.carry && !b.inBoxRC(q) {
			// V17: a step past the full width of the maze is a step out
			// of it: the edge was an exit; go back in.
			b.guessed = edge{b.pos, e.Dir}
			b.cur.exits[b.guessed] = true
			b.pos = q
			b.outside = []maze.Dir{e.Dir}
			b.drawn++
			return
		}
		if ed := (edge{b.pos, e.Dir}); b.cur.walls[ed] && !b.cur.blown[ed] {
			b.lost(true) // through a wall: the bot is not where it thought
		} else {
			b.cur.open[ed] = true
			b.cur.open[edge{q, e.Dir.Opposite()}] = true
			b.moveTo(q)
		}
		b.arrive()
	case engine.EvJump:
		b.settle()
		b.moveTo(b.pos.add(e.Dir))
		b.arrive()
	case engine.EvWall:
		if e.Dir == maze.Up || e.Dir == maze.Down {
			b.climbed = e.Dir.Opposite() // no stairs that way: the other next time
		}
		if e.Dir >= maze.North && e.Dir <= maze.West {
			if b.cur.open[edge{b.pos, e.Dir}] {
				b.lost(true) // a wall where the sketch has a passage
			}
			b.setWall(b.pos, e.Dir)
			if e.Monolith {
				// C2: a monolith is a cell of the maze, though no one
				// enters it.
				b.cur.solid[edge{b.pos, e.Dir}] = true
				q := b.pos.add(e.Dir)
				b.cur.rock[q] = true
				if !b.abs {
					b.cur.grow(q)
				}
			}
		}
		b.try++
	case engine.EvBlown:
		for _, ed := range []edge{{b.pos, e.Dir}, {b.pos.add(e.Dir), e.Dir.Opposite()}} {
			delete(b.cur.walls, ed)
			b.cur.blown[ed] = true
		}
		b.drawn++
	case engine.EvHole, engine.EvFakeHole:
		// I9: a fake hole says «hole» as well, and its cell is one too.
		b.name(cellKind(maze.CellHole, 0))
		b.teleport(cellKind(maze.CellHole, 0), false, 0)
	case engine.EvPit:
		b.name(cellKind(maze.CellPit, 0))
		b.teleport(cellKind(maze.CellPitExit, anyN), false, 0)
	case engine.EvDrift:
		b.name(cellKind(maze.CellRiver, anyN))
		// The host does not say how far (B18, I4); the rules say how far
		// at most: river.drift cells, or to the mouth when it is 0.
		b.teleport(cellKind(maze.CellRiver, anyN), true, b.drift)
		b.inRiver, b.waited = true, 0
	case engine.EvStairs:
		b.inRiver, b.riding, b.ride = false, false, nil
		if e.Dir == maze.Up || e.Dir == maze.Down {
			b.climbed = e.Dir
		}
		b.newSketch()
	case engine.EvBack:
		if e.Cell == maze.CellMorgue {
			// C8: back in the morgue, the same one as last time if there
			// is only one.
			if m := b.morgue; m != nil && b.all[m.c] && compatible(m.c.kinds[m.at], cellKind(maze.CellMorgue, 0)) {
				b.switchTo(*m)
			} else {
				b.newSketch()
				b.name(cellKind(maze.CellMorgue, 0))
				b.morgue = &spot{b.cur, b.pos}
			}
			b.landed()
		}
	case engine.EvMine:
		b.name(cellKind(maze.CellMine, 0))
	case engine.EvTrap:
		b.name(cellKind(maze.CellTrap, 0))
	case engine.EvSwamp:
		b.name(cellKind(maze.CellSwamp, 0))
	case engine.EvPuddle:
		b.name(cellKind(maze.CellPuddle, 0))
	case engine.EvCrossbow, engine.EvCrutch:
		b.neutral()
	case engine.EvRubber:
		b.lost(true) // M10: the last move did not happen
	case engine.EvCreature, engine.EvStalker:
		switch e.Reason {
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
		if e.Reason == engine.ReasonRespawn || e.Reason == engine.ReasonJelly || e.Reason == engine.ReasonPenalty {
			b.newSketch()
			b.landed()
		}
	case engine.EvCell:
		switch e.Cell {
		case maze.CellPitExit:
			b.name(cellKind(e.Cell, e.N))
			if e.N > 0 {
				b.cur.landmarks[e.N] = b.pos
			}
		case maze.CellStairs:
			b.cur.stairs[b.pos] = true
			b.name(cellKind(e.Cell, 0))
		case maze.CellRiver, maze.CellHospital, maze.CellMorgue, maze.CellDen,
			maze.CellEntrance, maze.CellInstitute:
			b.name(cellKind(e.Cell, e.N))
			if e.Cell == maze.CellRiver && e.N == 2 {
				b.riding, b.inRiver, b.ride = false, false, nil // the mouth: the ride is over (B18)
			}
		default:
			b.neutral()
		}
	case engine.EvArsenal:
		if e.Player == b.id {
			b.neutral()
		}
	case engine.EvTreasureHere:
		b.treasure = true
		b.cur.treasures[b.pos] = true
	case engine.EvTook:
		delete(b.cur.treasures, b.pos)
	case engine.EvDrop:
		b.cur.treasures[b.pos] = true
		b.carry = false
	case engine.EvCannotLeave:
		b.cur.exits[edge{b.pos, b.lastDir()}] = true
		b.drawn++
	case engine.EvLeft:
		d := b.lastDir()
		b.cur.exits[edge{b.pos, d}] = true
		b.lastMove = d
		b.pos = b.pos.add(d)
		b.outside = []maze.Dir{d}
		b.drawn++
	case engine.EvLeftFalse, engine.EvLeftMined:
		b.carry = false
		if b.ring {
			b.cur.exitCells[b.pos] = true // C12: the exit is a cell
			break
		}
		d := b.lastDir()
		b.cur.exits[edge{b.pos, d}] = true
		b.drawn++
		if b.leaveOut {
			b.lastMove = d
			b.pos = b.pos.add(d)
			b.outside = []maze.Dir{d}
		}
	case engine.EvDropped:
		if e.Target == b.id {
			b.carry = false
			b.cur.treasures[b.pos] = true
		}
	}
}
