package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// blow throws a grenade at the wall in d (B11, M1, V20, D5, C6, C7).
func (g *Game) blow(id PlayerID, d maze.Dir) {
	o := g.o
	p := &g.st.Players[id]
	from := p.At
	w := g.wall(from, d)
	to := from.Add(d)
	// C2: a monolith is «абсолютно непроходимый участок», a wall of its own
	// whether or not a wall is drawn before it: a blast «сквозь стену (не
	// монолит)» holds there and the grenade is spent.
	solid := g.inside(to) && (g.kind(to) == maze.CellMonolith || g.kind(to) == maze.CellMagnet)
	if w.Kind == maze.WallNone && !solid {
		if o.BlastHintsNoWall {
			p.Kit.Grenades--
		}
		g.emit(Event{To: Only(id), Player: id, Payload: BlastNoWall{Dir: d}})
		if o.BlastMode == rules.BlastMove {
			g.step(id, d)
		}
		return
	}
	p.Kit.Grenades--
	outer := g.outerEdge(from, d)
	held := w.Kind == maze.WallUnblastable ||
		(outer && !o.OuterBlastable && w.Kind != maze.WallClosedExit) ||
		solid
	if held {
		g.emit(Event{To: Only(id), Player: id, Payload: BlastHeld{Dir: d}})
		if o.BlastMode != rules.BlastAfterBump {
			g.tf.stop = true
		}
		return
	}
	g.setWall(from, d, maze.Wall{})
	_, key := g.edge(from, d)
	if g.st.Blown == nil {
		g.st.Blown = map[int64]bool{}
	}
	g.st.Blown[key] = true
	g.emit(Event{To: Only(id), Player: id, Payload: Blown{Dir: d}})
	if o.BlastKills { // C7: whoever stands behind the wall dies
		for _, v := range g.others(id, to) {
			g.hit(id, v, true)
		}
	}
	if o.BlastMode == rules.BlastMove && !g.st.Over {
		g.step(id, d)
	}
}

// bulletPasses reports whether a bullet or boomerang flies through a wall
// (windows, M18, T7).
func bulletPasses(w maze.Wall) bool { return w.Kind == maze.WallNone || w.Kind == maze.WallWindow }

// shoot fires one bullet (B12, V21, C7).
func (g *Game) shoot(id PlayerID, d maze.Dir) {
	p := &g.st.Players[id]
	p.Kit.Bullets--
	var victims []PlayerID
	creature := -1
	if g.o.Shot == rules.ShotCell || d == maze.None {
		victims = g.others(id, p.At)
		creature = g.creatureAt(p.At)
	} else {
		victims, creature = g.flight(id, p.At, d, 0)
		victims, creature = g.c15Shot(id, victims, creature, d)
	}
	g.emit(Event{To: Only(id), Player: id, Payload: Shot{Dir: d, Victims: len(victims)}})
	if len(victims) == 0 && creature < 0 {
		g.emit(Event{To: Only(id), Player: id, Payload: Miss{}})
		return
	}
	for _, v := range victims {
		g.hit(id, v, g.o.Wound != rules.WoundWounded)
	}
	if creature >= 0 && g.st.Creatures[creature].Kind == maze.CreatureCow {
		g.emit(Event{To: Only(id), Player: id, At: g.st.Creatures[creature].At, Payload: Creature{Reason: ReasonCow}})
		return
	}
	if creature >= 0 {
		g.hitCreature(id, creature)
	}
}

// flight follows a bullet or a boomerang from c in d until a wall that stops
// it, a monolith, or the first cell with a player or a creature; range 0 is
// unlimited (within the maze and a margin of the field outside).
func (g *Game) flight(id PlayerID, c maze.Coord, d maze.Dir, rng int) ([]PlayerID, int) {
	vs, cr, _ := g.flightWall(id, c, d, rng)
	return vs, cr
}

// flightWall is flight that also tells whether the flight ended against a
// wall or a monolith, which breaks a boomerang (M17, T6).
func (g *Game) flightWall(id PlayerID, c maze.Coord, d maze.Dir, rng int) (vs []PlayerID, cr int, wall bool) {
	f := &g.m.Floors[c.Floor]
	limit := f.Rows + f.Cols + 2
	if rng > 0 {
		limit = rng
	}
	for n := 0; n < limit; n++ {
		if !bulletPasses(g.wall(c, d)) {
			return nil, -1, true
		}
		c = c.Add(d)
		if g.inside(c) {
			if k := g.kind(c); k == maze.CellMonolith || k == maze.CellMagnet {
				return nil, -1, true
			}
		}
		vs := g.others(id, c)
		cr := g.creatureAt(c)
		if len(vs) > 0 || cr >= 0 {
			return vs, cr, false
		}
	}
	return nil, -1, false
}

// hit wounds or kills player v, hit by player by (B13, B16, V21, V22, C7).
func (g *Game) hit(by, v PlayerID, killed bool) {
	to := Only(by) | Only(v)
	if g.o.TellWounds {
		to = Everyone
	}
	g.emit(Event{To: to, Player: by, Target: v, Payload: Hit{Killed: killed}})
	g.wound(by, v)
}

// wounded marks player v wounded; under hospital.random the host puts v in
// a hospital chosen at random, where v is healed (M16).
func (g *Game) wounded(v PlayerID) {
	q := &g.st.Players[v]
	q.Wounded = true
	if hs := g.cellsOf(maze.CellHospital); g.o.RandomHospital && len(hs) > 0 {
		q.At = hs[g.rand(len(hs))]
		q.Wounded = false
		g.emit(Event{To: Only(v), Player: v, Payload: Cell{Cell: maze.CellHospital}})
		g.emit(Event{To: Only(v), Player: v, Payload: Healed{}})
	}
}

// leaveWeapons leaves player v's weapons and cement, a boomerang too, on
// v's cell for the next living visitor (I2, I8).
func (g *Game) leaveWeapons(v PlayerID) {
	q := &g.st.Players[v]
	if q.Kit != (rules.Kit{}) || q.Boomerang > 0 {
		g.st.Caches = append(g.st.Caches, Cache{At: q.At, Kit: q.Kit, Boomerang: q.Boomerang})
	}
	q.Kit, q.Boomerang = rules.Kit{}, 0
}

// wound puts player v out by the wound rule in force and drops the treasure
// v carries on v's cell (B13, B19, V22, C8, I2, T8).
func (g *Game) wound(by, v PlayerID) {
	q := &g.st.Players[v]
	if q.Carry >= 0 {
		t := &g.st.Treasures[q.Carry]
		t.Carrier, t.At = NoPlayer, q.At
		q.Carry = -1
		g.emit(Event{To: Only(v), Player: v, Target: v, Payload: Dropped{}})
	}
	switch g.o.Wound {
	case rules.WoundWounded:
		g.wounded(v)
	case rules.WoundKilled:
		q.Out = max(g.o.WoundTurns, 1)
	case rules.WoundMorgue:
		q.Morgue = true
		g.comeBack(v) // C8: restarts in the morgue on the next turn
	case rules.WoundGhost:
		// I2: «Привидение не переносит оружия»: the weapons and cement stay
		// on the cell, as when the bear eats one (I8); the hospital heals
		// the ghost but gives nothing back.
		g.leaveWeapons(v)
		q.Ghost = true
		g.emit(Event{To: Only(v), Player: v, Payload: Ghost{Reason: ReasonGhostWalks}})
	case rules.WoundRespawn:
		q.Out = max(g.o.WoundTurns, 1) // the kit stays on the body to be looted (T4)
	}
	_ = by
}

// comeBack returns a killed player to play when the turns out are over
// (V21; C8 in the morgue with no grenades or bullets; T8 with a knife).
func (g *Game) comeBack(id PlayerID) {
	p := &g.st.Players[id]
	switch {
	case p.Morgue:
		p.Morgue = false
		p.Kit.Grenades, p.Kit.Bullets = 0, 0
		if ms := g.cellsOf(maze.CellMorgue); len(ms) > 0 {
			p.At = ms[g.rand(len(ms))]
		}
		g.emit(Event{To: Only(id), Player: id, Payload: Back{Cell: g.kind(p.At)}})
	case g.o.Wound == rules.WoundRespawn:
		p.Kit = rules.Kit{} // T8: back with one knife and nothing else
		p.Boomerang = 0     // «с одним ножом»: a boomerang carried is gone too
		p.Knife = true
		g.emit(Event{To: Only(id), Player: id, Payload: Back{Reason: ReasonKnife}})
	default:
		g.emit(Event{To: Only(id), Player: id, Payload: Back{}})
	}
}

// cellsOf lists the cells of one kind, in map order.
func (g *Game) cellsOf(k maze.CellKind) []maze.Coord {
	var out []maze.Coord
	for fi := range g.m.Floors {
		f := &g.m.Floors[fi]
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				if g.kind(at) == k {
					out = append(out, at)
				}
			}
		}
	}
	return out
}

// stab strikes whoever else is on the cell with a dagger or a knife (B21,
// T8).
func (g *Game) stab(id PlayerID) {
	p := &g.st.Players[id]
	if g.o.Dagger && g.o.DaggerStock {
		p.Kit.Daggers-- // B14, B21: the 004 variant counts daggers
	}
	vs := g.others(id, p.At)
	cr := g.creatureAt(p.At)
	if len(vs) == 0 && cr < 0 {
		g.emit(Event{To: Only(id), Player: id, Payload: Miss{}})
		return
	}
	for _, v := range vs {
		g.hit(id, v, g.o.Wound != rules.WoundWounded)
	}
	if cr >= 0 {
		g.hitCreature(id, cr)
	}
}

// kick: whoever shares the cell skips a turn; with nobody there the kicker
// «broke his legs» and skips a turn himself (M20, I11).
func (g *Game) kick(id PlayerID) {
	p := &g.st.Players[id]
	vs := g.others(id, p.At)
	if len(vs) == 0 {
		p.Skip++
		p.SkipCause = SkipBrokeLegs
		g.emit(Event{To: Only(id), Player: id, Payload: BrokeLegs{}})
		return
	}
	for _, v := range vs {
		g.st.Players[v].Skip++
		g.st.Players[v].SkipCause = SkipKicked
		g.emit(Event{To: Only(id) | Only(v), Player: id, Target: v, Payload: Kicked{}})
	}
}

// build puts a wall on side d with a brick (V23) or cement (M13, I3).
func (g *Game) build(id PlayerID, k ActionKind, d maze.Dir) {
	p := &g.st.Players[id]
	if g.wall(p.At, d).Kind != maze.WallNone {
		g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonAlreadyWall}})
		return
	}
	if w, _ := g.edge(p.At, d); w == nil {
		g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonBadDir}})
		return
	}
	if k == ActBrick {
		p.Kit.Bricks--
	} else {
		p.Kit.Cement--
	}
	g.setWall(p.At, d, maze.Wall{Kind: maze.WallPlain})
	g.emit(Event{To: Only(id), Player: id, Payload: Brick{Dir: d}})
}

// takeTreasure: «беру клад» (V14, V22, D13); carrying one already swaps.
func (g *Game) takeTreasure(id PlayerID) {
	p := &g.st.Players[id]
	ts := g.treasuresAt(p.At)
	if len(ts) == 0 || !g.inside(p.At) {
		g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonNoTreasure}})
		return
	}
	take := ts[0]
	to := Only(id)
	if g.o.TellTake {
		to = Everyone // D13: «об этом нужно сообщить противнику»
	}
	if p.Carry >= 0 {
		old := &g.st.Treasures[p.Carry]
		old.Carrier, old.At = NoPlayer, p.At
		g.emit(Event{To: to, Player: id, Payload: Swap{}})
	} else {
		g.emit(Event{To: to, Player: id, Payload: Took{}})
	}
	p.Carry = take
	g.st.Treasures[take].Carrier = id
}

// dropTreasure: «бросаю клад» (V14); in a river it floats (B19).
func (g *Game) dropTreasure(id PlayerID) {
	p := &g.st.Players[id]
	if p.Carry < 0 {
		g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonNotCarrying}})
		return
	}
	t := &g.st.Treasures[p.Carry]
	t.Carrier, t.At = NoPlayer, p.At
	if !g.inside(p.At) {
		t.Gone = true // dropped outside the maze: lost to the game
	}
	p.Carry = -1
	g.emit(Event{To: Only(id), Player: id, Payload: Drop{}})
}

// leaveMine leaves a carried mine on the cell (V9).
func (g *Game) leaveMine(id PlayerID) {
	p := &g.st.Players[id]
	if !g.inside(p.At) || g.kind(p.At) != maze.CellEmpty {
		g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonNotAllowed}})
		return
	}
	p.Kit.Mines--
	g.setKind(p.At, maze.CellMine)
	g.emit(Event{To: Only(id), Player: id, Payload: MineLaid{}})
}

// arsenal is reached (B14, V7, C9).
func (g *Game) arsenal(id PlayerID, start bool) {
	p := &g.st.Players[id]
	to := g.arsenalAudience(id)
	if start {
		// V7 announces arriving at an arsenal; a start cell is no arrival,
		// and under start = host its place is the host's secret (B6).
		to = Only(id)
	}
	g.emit(Event{To: to, Player: id, Payload: Arsenal{}})
	if p.Ghost {
		return // I2: «Привидение не переносит оружия»: nothing to take
	}
	if g.o.ArsenalTake {
		p.Arsenal = true // «беру» or «оставляю» next (V7)
		return
	}
	g.refill(id)
}

func (g *Game) arsenalAudience(id PlayerID) Audience {
	if g.o.ArsenalAnnounce {
		return Everyone
	}
	return Only(id)
}

// takeArsenal: «беру» refills and removes the arsenal from the map (V7).
func (g *Game) takeArsenal(id PlayerID) {
	p := &g.st.Players[id]
	g.refill(id)
	g.setKind(p.At, maze.CellEmpty)
	p.Arsenal = false
	g.emit(Event{To: g.arsenalAudience(id), Player: id, Payload: ArsenalTaken{}})
}

// refill restocks a player at the arsenal under the player by its kind
// (T3, M15) and the refill rule (B14, V7, V19, C9, I3).
func (g *Game) refill(id PlayerID) {
	o := g.o
	p := &g.st.Players[id]
	ak := maze.ArsenalGeneral
	if c := g.m.CellAt(p.At); c != nil {
		ak = c.Arsenal
	}
	limit := o.Kit
	limit.Grenades = max(limit.Grenades, o.KitLimit.Grenades)
	limit.Bullets = max(limit.Bullets, o.KitLimit.Bullets)
	limit.Cement = max(limit.Cement, o.KitLimit.Cement)
	if o.Cement || ak == maze.ArsenalCement {
		limit.Cement = max(limit.Cement, 1)
	}
	grenades := ak != maze.ArsenalBullets && ak != maze.ArsenalBoomerang
	bullets := ak != maze.ArsenalGrenades && ak != maze.ArsenalBoomerang
	cement := (o.Cement && ak == maze.ArsenalGeneral) || ak == maze.ArsenalCement
	daggers := o.Dagger && o.DaggerStock && ak == maze.ArsenalGeneral
	limit.Daggers = max(limit.Daggers, o.KitLimit.Daggers)
	before := p.Kit
	var stock *rules.Kit
	if o.ArsenalRefill == rules.RefillStock {
		if g.st.Stock == nil {
			g.st.Stock = map[int64][]rules.Kit{}
		}
		key := cellKey(p.At)
		s := g.st.Stock[key]
		if s == nil {
			s = make([]rules.Kit, len(g.st.Players))
			for i := range s {
				s[i] = rules.Kit{Grenades: 2 * o.Kit.Grenades, Bullets: 2 * o.Kit.Bullets, Cement: 2 * o.Kit.Cement, Daggers: 2 * o.Kit.Daggers}
			}
			g.st.Stock[key] = s
		}
		stock = &s[id]
	}
	fill := func(cur *int, lim int, from *int) {
		switch o.ArsenalRefill {
		case rules.RefillPlusOne:
			if o.KitLimit == (rules.Kit{}) || *cur < lim {
				*cur++
			}
		case rules.RefillStock:
			want := min(max(lim-*cur, 0), *from)
			*cur += want
			*from -= want
		default:
			*cur = max(*cur, lim)
		}
	}
	var dummy [4]int
	sg, sb, sc, sd := &dummy[0], &dummy[1], &dummy[2], &dummy[3]
	if stock != nil {
		sg, sb, sc, sd = &stock.Grenades, &stock.Bullets, &stock.Cement, &stock.Daggers
	}
	if grenades {
		fill(&p.Kit.Grenades, limit.Grenades, sg)
	}
	if bullets {
		fill(&p.Kit.Bullets, limit.Bullets, sb)
	}
	if cement {
		fill(&p.Kit.Cement, limit.Cement, sc)
	}
	if daggers {
		fill(&p.Kit.Daggers, limit.Daggers, sd)
	}
	if ak == maze.ArsenalBoomerang && o.Boomerang > 0 && p.Boomerang == 0 {
		// M17: this arsenal gives a boomerang and nothing else, so it
		// says so rather than «Запас пополнен».
		p.Boomerang = 1
		g.emit(Event{To: Only(id), Player: id, Payload: Boomerang{Outcome: BoomerangGot}})
	}
	if p.Kit != before {
		g.emit(Event{To: Only(id), Player: id, Payload: Refill{}})
	}
}
