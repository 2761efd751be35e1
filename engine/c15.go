package engine

import "labyrinth/dsl/maze"

// The school's «eyes» extensions (C15, source text 003): «only give up the
// players' full invisibility, letting them see eyes at the end of a
// corridor, and you can add a Cow (a harmless target) and a Mirror (a
// chance to shoot yourself)». The reading played here:
//
//   - Eyes are seen only in a maze that has a cow or a mirror (the source text ties
//     them together). At the end of every round each player in play hears,
//     for each of the four directions, «Вижу глаза: справа» when the first
//     thing down that straight corridor (no wall, no monolith between) is
//     another player, a creature (a cow, a bear, the minotaur) or a mirror.
//     In a mirror a player sees his own eyes; whose eyes they are is never
//     said.
//   - The cow stands still and harms nobody. A bullet that reaches it stops
//     there: «Му-у! Ты попал в корову», and the cow is unhurt. A boomerang
//     or a dagger does it no harm either.
//   - A mirror stands still. A bullet that reaches it comes back along the
//     same line and hits the first player on its way back, the shooter
//     included («Дзынь! Пуля отразилась от зеркала»); a bullet that flies
//     back past the shooter's cell goes on until a wall.

// eyesOn reports whether the maze plays the eyes (C15).
func (g *Game) eyesOn() bool {
	for _, cr := range g.st.Creatures {
		if cr.Kind == maze.CreatureCow || cr.Kind == maze.CreatureMirror {
			return true
		}
	}
	return false
}

// thingAt returns the kind of the still creature (cow or mirror) at c.
func (g *Game) thingAt(c maze.Coord) (maze.CreatureKind, bool) {
	if i := g.creatureAt(c); i >= 0 {
		return g.st.Creatures[i].Kind, true
	}
	return 0, false
}

// c15Shot settles a bullet that reached a mirror: it flies back from the
// mirror's cell and hits the first player on its way, the shooter too.
func (g *Game) c15Shot(id PlayerID, victims []PlayerID, creature int, d maze.Dir) ([]PlayerID, int) {
	if len(victims) > 0 || creature < 0 || g.st.Creatures[creature].Kind != maze.CreatureMirror {
		return victims, creature
	}
	g.emit(Event{To: Only(id), Player: id, At: g.st.Creatures[creature].At, Payload: Creature{Reason: ReasonMirror}})
	c, back := g.st.Creatures[creature].At, d.Opposite()
	f := &g.m.Floors[c.Floor]
	for n := 0; n < f.Rows+f.Cols+2; n++ {
		if !bulletPasses(g.wall(c, back)) {
			return nil, -1
		}
		c = c.Add(back)
		if g.inside(c) {
			if k := g.kind(c); k == maze.CellMonolith || k == maze.CellMagnet {
				return nil, -1
			}
		}
		if vs := g.others(NoPlayer, c); len(vs) > 0 {
			return vs, -1
		}
		if k, ok := g.thingAt(c); ok && k == maze.CreatureCow {
			return nil, g.creatureAt(c)
		}
	}
	return nil, -1
}

// eyesRound tells every player in play whose eyes he sees down each
// corridor at the end of the round (C15).
func (g *Game) eyesRound() {
	if !g.eyesOn() {
		return
	}
	for i := range g.st.Players {
		p := &g.st.Players[i]
		id := PlayerID(i)
		if !p.Placed || p.Out > 0 || p.Won || p.Left || p.Eliminated || p.Ghost || !g.inside(p.At) {
			continue
		}
		for _, d := range maze.Compass {
			if g.seesEyes(id, d) {
				g.emit(Event{To: Only(id), Player: id, At: p.At, Payload: Creature{Reason: ReasonEyes, Dir: d}})
			}
		}
	}
}

// seesEyes looks from player id's cell down the corridor in d.
func (g *Game) seesEyes(id PlayerID, d maze.Dir) bool {
	c := g.st.Players[id].At
	f := &g.m.Floors[c.Floor]
	for n := 0; n < f.Rows+f.Cols; n++ {
		if g.wall(c, d).Blocks(d) || !g.inside(c.Add(d)) {
			return false
		}
		c = c.Add(d)
		if k := g.kind(c); k == maze.CellMonolith || k == maze.CellMagnet {
			return false
		}
		if len(g.others(id, c)) > 0 {
			return true
		}
		if _, ok := g.thingAt(c); ok {
			return true // a cow, or a mirror showing one's own eyes
		}
	}
	return false
}
