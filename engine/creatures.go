package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// creatureAt returns the index of a live creature on c, or -1.
func (g *Game) creatureAt(c maze.Coord) int {
	for i := range g.st.Creatures {
		cr := &g.st.Creatures[i]
		if !cr.Dead && cr.At == c {
			return i
		}
	}
	return -1
}

// hitCreature: a bullet, dagger or boomerang hits a creature. A killable
// bear dies for good (T9); another bear is wounded and walks to its den
// (M9); the minotaur cannot be hurt (C13).
func (g *Game) hitCreature(by PlayerID, i int) {
	cr := &g.st.Creatures[i]
	if cr.Kind != maze.CreatureBear {
		return
	}
	if g.o.Bear == rules.BearKillable {
		cr.Dead = true
		g.emit(Event{To: Only(by), Player: by, Payload: Creature{Reason: ReasonBearKilled}})
		return
	}
	cr.Wounded = 1
	cr.At = g.m.Creatures[i].Den
	if cr.At == (maze.Coord{}) && g.m.Creatures[i].At != (maze.Coord{}) {
		cr.At = g.m.Creatures[i].At
	}
	cr.Step = 0
	for j, c := range g.m.Creatures[i].Track {
		if c == cr.At {
			cr.Step = j // M9: it walks on from its den
		}
	}
	g.emit(Event{To: Only(by), Player: by, Payload: Creature{Reason: ReasonBearHit}})
}

// afterArrive settles meetings with creatures on the cell reached (M9, T9,
// I8, C13) and records the trail the minotaur follows.
func (g *Game) afterArrive(id PlayerID) {
	p := &g.st.Players[id]
	for i := range g.st.Creatures {
		cr := &g.st.Creatures[i]
		if cr.Dead {
			continue
		}
		if cr.Kind == maze.CreatureMinotaur && cr.Awake && cr.Prey == int(id) {
			cr.Trail = append(cr.Trail, p.At)
		}
		if cr.At == p.At {
			g.meet(i, id)
		}
	}
	g.pickCache(id)
}

// meet: creature i and player id share a cell.
func (g *Game) meet(i int, id PlayerID) {
	cr := &g.st.Creatures[i]
	p := &g.st.Players[id]
	if p.Out > 0 || p.Won || p.Eliminated || (p.Ghost && cr.Kind != maze.CreaturePirate) {
		return // I2: a ghost has nothing left to lose
	}
	switch {
	case cr.Kind == maze.CreatureGivi, cr.Kind == maze.CreatureCow, cr.Kind == maze.CreatureMirror:
		return // Гиви acts on sight; the cow is harmless, the mirror a thing (C15)
	case cr.Kind == maze.CreaturePirate:
		// C15 Pirate: takes the carried treasure and hides it somewhere.
		if p.Carry < 0 {
			return
		}
		t := &g.st.Treasures[p.Carry]
		p.Carry = -1
		t.Carrier = NoPlayer
		if cells := g.quietCells(); len(cells) > 0 {
			t.At = cells[g.rand(len(cells))]
		} else {
			t.At = cr.At
		}
		g.emit(Event{To: Only(id), Player: id, Payload: Creature{Reason: ReasonPirate}})
		return
	case cr.Kind == maze.CreatureMinotaur && !g.o.Minotaur:
		return // minotaur = no: it sleeps and harms nobody (C13)
	case cr.Kind == maze.CreatureMinotaur:
		g.emit(Event{To: Only(id), Player: id, Payload: Creature{Reason: ReasonMinotaurEats}})
		g.wound(NoPlayer, id)
		cr.Awake, cr.Trail, cr.Prey = false, nil, -1
	case g.o.Bear == rules.BearKillable:
		// T9: the bear eats the player, who comes back anywhere in the maze.
		g.emit(Event{To: Only(id), Player: id, Payload: Creature{Reason: ReasonBearEats}})
		g.dropCarried(id)
		cells := g.quietCells()
		if len(cells) > 0 {
			p.At = cells[g.rand(len(cells))]
		}
		g.emit(Event{To: Only(id), Player: id, Payload: Creature{Reason: ReasonRespawn}})
		g.tf.stop = true
	case g.o.Wound == rules.WoundGhost:
		// I8: where the killed walk as ghosts (МИЭТ, I2) the bear eats:
		// weapons, treasure and cement stay on the cell (lost to the
		// player); a ghost until a hospital. Elsewhere the bear wounds,
		// whichever way it walks (M9, below).
		g.emit(Event{To: Only(id), Player: id, Payload: Creature{Reason: ReasonBearEats}})
		g.dropCarried(id)
		g.leaveWeapons(id)
		p.Ghost = true
		g.emit(Event{To: Only(id), Player: id, Payload: Ghost{Reason: ReasonGhostWalks}})
		g.tf.stop = true
	default:
		// M9: meeting the bear wounds; where the host tells everyone who was
		// wounded (B16: «ведущий сообщает, если какой-нибудь игрок был
		// ранен»), the bear's wound is told like any other.
		to := Only(id)
		if g.o.TellWounds {
			to = Everyone
		}
		g.emit(Event{To: to, Player: id, Payload: Creature{Reason: ReasonBearMet}})
		g.dropCarried(id)
		g.wounded(id) // M16: to a random hospital, like any wound
	}
}

// pickCache gives a living player the goods lying on the cell (I8), up to
// the carrying limits (I3).
func (g *Game) pickCache(id PlayerID) {
	p := &g.st.Players[id]
	if len(g.st.Caches) == 0 || p.Ghost || p.Out > 0 {
		return
	}
	o := g.o
	lim := func(cur, add, kit, limit int) int {
		if m := max(kit, limit); m > 0 {
			return min(cur+add, max(m, cur))
		}
		return cur + add
	}
	kept := g.st.Caches[:0]
	found := false
	for _, c := range g.st.Caches {
		if c.At != p.At {
			kept = append(kept, c)
			continue
		}
		found = true
		p.Kit.Grenades = lim(p.Kit.Grenades, c.Kit.Grenades, o.Kit.Grenades, o.KitLimit.Grenades)
		p.Kit.Bullets = lim(p.Kit.Bullets, c.Kit.Bullets, o.Kit.Bullets, o.KitLimit.Bullets)
		p.Kit.Cement = lim(p.Kit.Cement, c.Kit.Cement, o.Kit.Cement, o.KitLimit.Cement)
		p.Kit.Daggers += c.Kit.Daggers
		p.Kit.Bricks += c.Kit.Bricks
		p.Kit.Mines += c.Kit.Mines
		if c.Boomerang > 0 && p.Boomerang == 0 {
			p.Boomerang, c.Boomerang = 1, c.Boomerang-1 // M17: one carried at a time
		}
		if c.Boomerang > 0 {
			kept = append(kept, Cache{At: c.At, Boomerang: c.Boomerang})
		}
	}
	g.st.Caches = kept
	if found {
		g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonCache}})
	}
}

// dropCarried leaves the carried treasure on the player's cell.
func (g *Game) dropCarried(id PlayerID) {
	p := &g.st.Players[id]
	if p.Carry < 0 {
		return
	}
	t := &g.st.Treasures[p.Carry]
	t.Carrier, t.At = NoPlayer, p.At
	p.Carry = -1
	g.emit(Event{To: Only(id), Player: id, Target: id, Payload: Dropped{}})
}

// creaturesRound moves the creatures at the end of a round.
func (g *Game) creaturesRound() {
	for i := range g.st.Creatures {
		cr := &g.st.Creatures[i]
		if cr.Dead {
			continue
		}
		switch cr.Kind {
		case maze.CreatureBear:
			track := g.m.Creatures[i].Track
			if g.o.Bear == rules.BearMimic || len(track) == 0 {
				continue
			}
			cr.Step = (cr.Step + 1) % len(track)
			cr.At = track[cr.Step]
			g.creatureMeets(i)
		case maze.CreatureMinotaur:
			if g.o.Minotaur { // C13: under minotaur = no it sleeps
				g.minotaurRound(i)
			}
		case maze.CreaturePirate:
			if track := g.m.Creatures[i].Track; len(track) > 0 {
				cr.Step = (cr.Step + 1) % len(track)
				cr.At = track[cr.Step]
				g.creatureMeets(i)
			}
		case maze.CreatureGivi:
			g.giviRound(i)
		}
	}
}

// creatureMeets settles a creature arriving on players' cell.
func (g *Game) creatureMeets(i int) {
	for j := range g.st.Players {
		p := &g.st.Players[j]
		if p.Placed && p.At == g.st.Creatures[i].At {
			g.meet(i, PlayerID(j))
		}
	}
}

// mimic moves a mimic bear the way player id just moved (I8).
func (g *Game) mimic(id PlayerID) {
	if g.o.Bear != rules.BearMimic {
		return
	}
	d := g.st.Players[id].LastDir
	if !isCompass(d) {
		return
	}
	for i := range g.st.Creatures {
		cr := &g.st.Creatures[i]
		if cr.Dead || cr.Kind != maze.CreatureBear {
			continue
		}
		if g.walkable(cr.At, d) && g.inside(cr.At.Add(d)) {
			cr.At = cr.At.Add(d)
			g.creatureMeets(i)
		}
	}
}

// minotaurRound: dormant, the minotaur looks down its four corridors; awake,
// it walks one cell of the trail (C13).
func (g *Game) minotaurRound(i int) {
	cr := &g.st.Creatures[i]
	if cr.Awake && len(cr.Trail) > 0 {
		next := cr.Trail[0]
		d, ok := g.dirTo(cr.At, next)
		switch {
		case cr.At == next:
			cr.Trail = cr.Trail[1:]
		case !ok || !g.walkable(cr.At, d):
			cr.Awake, cr.Trail, cr.Prey = false, nil, -1 // the trail jumps: a hole or a pit
		default:
			if _, key := g.edge(cr.At, d); g.st.Blown[key] {
				cr.Awake, cr.Trail, cr.Prey = false, nil, -1 // stops at a breach
				break
			}
			cr.At = next
			cr.Trail = cr.Trail[1:]
			g.emit(Event{To: Everyone, Player: NoPlayer, At: cr.At, Payload: Creature{Reason: ReasonMinotaurTrail}})
			g.creatureMeets(i)
		}
		if len(cr.Trail) == 0 {
			cr.Awake, cr.Prey = false, -1
		}
	}
	for _, d := range maze.Compass {
		c := cr.At
		for n := 0; n < 1000 && g.walkable(c, d) && g.inside(c.Add(d)); n++ {
			c = c.Add(d)
			if vs := g.others(NoPlayer, c); len(vs) > 0 {
				if cr.Awake && int(vs[0]) == cr.Prey {
					continue // C13: still on the same trail
				}
				cr.Awake, cr.Prey = true, int(vs[0])
				cr.Trail = cr.Trail[:0]
				for x := cr.At; x != c; {
					x = x.Add(d)
					cr.Trail = append(cr.Trail, x)
				}
				g.emit(Event{To: Everyone, Player: NoPlayer, At: c, Payload: Creature{Reason: ReasonMinotaurSaw}})
				return
			}
		}
	}
}

// giviRound: «Гиви», on seeing a player down a corridor, sends him out of
// the maze (C15). The reading chosen: the player drops a carried treasure
// where he stood and is put outside the maze beside a random exit (or on
// the school's exit cell), and must find his way back in.
func (g *Game) giviRound(i int) {
	cr := &g.st.Creatures[i]
	for _, d := range maze.Compass {
		c := cr.At
		for n := 0; n < 1000 && g.walkable(c, d) && g.inside(c.Add(d)); n++ {
			c = c.Add(d)
			if g.kind(c) == maze.CellExit {
				// Whoever stands on the school's exit cell is already
				// where Гиви sends him, «на линейку за пределом
				// лабиринта»: he is sent out once, not every round.
				continue
			}
			for _, v := range g.others(NoPlayer, c) {
				g.dropCarried(v)
				if out, ok := g.outsideCell(); ok {
					p := &g.st.Players[v]
					p.At = out
					if !g.inside(out) {
						p.Left = true
					}
				}
				g.emit(Event{To: Only(v), Player: v, Payload: Creature{Reason: ReasonGivi}})
			}
		}
	}
}

// outsideCell picks the field cell beyond a random exit, or the school's
// exit cell.
func (g *Game) outsideCell() (maze.Coord, bool) {
	if ex := g.cellsOf(maze.CellExit); len(ex) > 0 {
		return ex[g.rand(len(ex))], true
	}
	var outs []maze.Coord
	for fi := range g.m.Floors {
		f := &g.m.Floors[fi]
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				if !g.inside(at) {
					continue
				}
				for _, d := range maze.Compass {
					if n := at.Add(d); !g.inside(n) && g.walkable(at, d) {
						outs = append(outs, n)
					}
				}
			}
		}
	}
	if len(outs) == 0 {
		return maze.Coord{}, false
	}
	return outs[g.rand(len(outs))], true
}

// dirTo returns the direction from a to its neighbour b.
func (g *Game) dirTo(a, b maze.Coord) (maze.Dir, bool) {
	for _, d := range maze.Compass {
		if a.Add(d) == b {
			return d, true
		}
	}
	return maze.None, false
}

// rubber handles a move into a rubber wall (M10): reported «passed» though
// the player stays; the truth comes out on the next move in another
// direction.
func (g *Game) rubber(id PlayerID, d maze.Dir) bool {
	p := &g.st.Players[id]
	p.Rubber = d
	g.emit(Event{To: Only(id), Player: id, Payload: Moved{Dir: d, Cell: g.kind(p.At)}})
	return true
}

// rubberSides counts the rubber walls round a cell (M10).
func (g *Game) rubberSides(c maze.Coord) int {
	n := 0
	for _, d := range compass {
		if g.wall(c, d).Kind == maze.WallRubber {
			n++
		}
	}
	return n
}

// rubberRoomBlocks keeps a player in a rubber room unless leaving through
// its exit side (I7); moves are reported as usual. It also reveals a
// pending rubber wall (M10).
func (g *Game) rubberRoomBlocks(id PlayerID, from maze.Coord, d maze.Dir) bool {
	p := &g.st.Players[id]
	if p.Rubber != maze.None && p.Rubber != d {
		switch {
		case g.rubberSides(from) < 3:
			p.Rubber = maze.None
			g.emit(Event{To: Only(id), Player: id, Payload: Rubber{Reason: ReasonRubberRoom}})
		case !g.wall(from, d).Blocks(d):
			p.Rubber = maze.None // M10: step tells the room once out
		}
	}
	if g.kind(from) != maze.CellRubberRoom {
		return false
	}
	// I7: «выйти только в противоположном»: out on the side facing the
	// one the player came in by, that is, on in the direction he walked
	// in. One who did not walk in (a start, a fall), one whose way on is
	// walled, or any player where the host fixes the side
	// (rubber.fixed-exit) leaves by the link's exit side.
	if mv := g.moves(); mv.RoomExit(from, p.RoomIn) == d {
		return false
	}
	g.emit(Event{To: Only(id), Player: id, Payload: Moved{Dir: d, Cell: maze.CellRubberRoom}})
	return true
}
