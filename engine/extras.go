package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// boomerang throws the boomerang: it flies boomerang.range cells in d
// through windows (M18, T7) and wounds the first player or creature met.
// «Если бумеранг попадал в стену — он ломался и не возвращался к игроку»
// (000, T6; M17 in 004): a wall or a monolith breaks it; otherwise it comes
// back to the thrower and can be thrown again.
func (g *Game) boomerang(id PlayerID, d maze.Dir) {
	p := &g.st.Players[id]
	p.Boomerang--
	vs, cr, wall := g.flightWall(id, p.At, d, g.o.Boomerang)
	g.emit(Event{To: Only(id), Player: id, Payload: Shot{Dir: d, Victims: len(vs)}})
	if len(vs) == 0 && cr < 0 {
		g.emit(Event{To: Only(id), Player: id, Payload: Miss{}})
	}
	for _, v := range vs {
		g.hit(id, v, g.o.Wound != rules.WoundWounded)
	}
	if cr >= 0 {
		g.hitCreature(id, cr)
	}
	if wall {
		g.emit(Event{To: Only(id), Player: id, Payload: Boomerang{Outcome: BoomerangBroke}})
		return
	}
	p.Boomerang++
	g.emit(Event{To: Only(id), Player: id, Payload: Boomerang{Outcome: BoomerangBack}})
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
		g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonNothingToLoot}})
		return
	}
	g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonLooted}})
}
