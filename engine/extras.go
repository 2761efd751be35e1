package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// boomerang throws the boomerang: it flies boomerang.range cells in d
// through windows (M18, T7), wounds the first player or creature met and
// breaks on a wall; it never comes back (M17, T6).
func (g *Game) boomerang(id PlayerID, d maze.Dir) {
	p := &g.st.Players[id]
	p.Boomerang--
	vs, cr := g.flight(id, p.At, d, g.o.Boomerang)
	g.emit(Event{Kind: EvShot, To: Only(id), Player: id, Dir: d, N: len(vs)})
	if len(vs) == 0 && cr < 0 {
		g.emit(Event{Kind: EvMiss, To: Only(id), Player: id})
		return
	}
	for _, v := range vs {
		g.hit(id, v, g.o.Wound != rules.WoundWounded)
	}
	if cr >= 0 {
		g.hitCreature(id, cr)
	}
}

// loot takes the bullets and grenades of killed players lying on the cell,
// at the cost of the turn (T4).
func (g *Game) loot(id PlayerID) {
	p := &g.st.Players[id]
	found := false
	for i := range g.st.Players {
		q := &g.st.Players[i]
		if PlayerID(i) == id || q.At != p.At || q.Out == 0 {
			continue
		}
		if q.Kit.Bullets == 0 && q.Kit.Grenades == 0 {
			continue
		}
		p.Kit.Bullets += q.Kit.Bullets
		p.Kit.Grenades += q.Kit.Grenades
		q.Kit.Bullets, q.Kit.Grenades = 0, 0
		found = true
	}
	if !found {
		g.emit(Event{Kind: EvRefused, To: Only(id), Player: id, Reason: ReasonNothingToLoot})
		return
	}
	g.emit(Event{Kind: EvStalker, To: Only(id), Player: id, Reason: ReasonLooted})
}
