package engine

import (
	"strconv"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
	"labyrinth/dsl/rules"
)

// move walks one move order: the direction, then its fallbacks after each
// «wall» (V11, C6), as many bumps as move.bumps allows (B9, M8, D4).
func (g *Game) move(id PlayerID, a Action) {
	p := &g.st.Players[id]
	bumps := p.TurnBumps
	mask := p.TurnMask
	for i := 0; i <= len(a.Fallbacks); i++ {
		d := a.Dir
		if i > 0 {
			d = a.Fallbacks[i-1]
		}
		if g.o.MaxBumps > 0 && bumps >= g.o.MaxBumps {
			break
		}
		if g.step(id, d) {
			return
		}
		bumps++
		if isCompass(d) {
			mask |= 1 << (d - maze.North)
		}
		if g.tf.stop {
			return
		}
	}
	if g.o.MaxBumps == 1 {
		g.tf.stop = true // D4: a bump ends the turn, extra actions too
		return
	}
	if (g.o.MaxBumps == 0 || bumps < g.o.MaxBumps) && mask != 0xf && g.o.TurnShape != rules.TurnDice {
		// V11: «keeps asking until the position changes»; C6: up to four
		// bumps. The turn stays open for another direction.
		p.TurnBumps, p.TurnMask = bumps, mask
		g.tf.keep, g.tf.stop = true, true
	}
}

// step tries to move player id one cell in d and reports whether it did.
// Where the step ends and what stops it is package move's (move.Model.Step);
// what it tells the player, and what only the player's own state decides
// (re-entry, rubber rooms, a rubber wall's truth), is here.
func (g *Game) step(id PlayerID, d maze.Dir) bool {
	p := &g.st.Players[id]
	from := p.At
	if d == maze.Up || d == maze.Down {
		return g.climb(id, d)
	}
	mv := g.moves()
	s := mv.Step(from, d)
	to := s.To
	w := g.wall(from, d)
	inFrom, inTo := g.inside(from), g.inside(to)
	if !inFrom && inTo && p.Left && g.o.Reentry == rules.ReentrySame && !(to == p.LeftFrom && d == p.LeftDir.Opposite()) {
		g.bump(id, d, true, false) // D15: back in only where you left
		return false
	}
	if s.Stop == move.Rubber && g.rubber(id, d) {
		return true // M10: to the player the move passed
	}
	if p.Rubber != maze.None && p.Rubber != d && g.rubberSides(from) < 3 {
		// M10: «когда игрок поменяет направление движения [и] в новом
		// направлении не будет резиновой стены, то ему сообщается, что до
		// этого была резиновая стена»: a plain wall there too.
		p.Rubber = maze.None
		g.emit(Event{To: Only(id), Player: id, Payload: Rubber{Reason: ReasonRubberRoom}})
	}
	switch s.Stop {
	case move.Wall:
		g.bump(id, d, s.Outer, false)
		return false
	case move.Void:
		// T5: a void cell inside a floor's rectangle is rock, not the field
		// outside: only the rectangle's own perimeter leads out.
		g.bump(id, d, true, false)
		return false
	case move.Monolith:
		g.bump(id, d, false, true)
		return false
	case move.Magnet:
		// C15 Magnet: «монолит, рядом с которым направление на него
		// всегда "Вверх"»: a bump into it is a wall «up», in the words
		// of every family (grammar.md, "Readings of the source texts").
		g.magnetBump(id, d)
		return false
	case move.DeadEnd:
		// C15 Crossing: «можно проходить насквозь, но нельзя
		// поворачивать». A crossing is passed straight through, never
		// stood on; one whose way on is shut (a wall, a monolith, the edge
		// of the maze) is a dead end, told as a wall, as the compiler's
		// connectivity checks read it (grammar.md, "Readings of the source texts").
		g.bump(id, d, false, false)
		return false
	}
	// M10: «если резиновая стена была в трех направлениях, то после
	// выхода из резиновой комнаты игроку говорят, что он был в резиновой
	// комнате».
	roomLeft := p.Rubber != maze.None && p.Rubber != d && g.rubberSides(from) >= 3 && !w.Blocks(d)
	if g.rubberRoomBlocks(id, from, d) {
		return true // I7: reported as a move, though the player stays
	}
	if s.Stop == move.Steep {
		g.bump(id, d, false, false) // I6: a steep bank
		return false
	}
	_, key := g.edge(from, d)
	p.At = to
	p.LastDir = d
	p.RoomIn = maze.None
	if inTo && g.kind(to) == maze.CellRubberRoom {
		p.RoomIn = d // I7: the way in sets the way out
	}
	if inFrom && !inTo {
		g.leave(id, from, d)
	} else {
		if g.o.TellBlownWall && g.st.Blown[key] {
			g.emit(Event{To: Only(id), Player: id, Payload: BlownPassed{}})
		}
		g.arrive(id, d, arriveByMove)
	}
	if w.Kind == maze.WallOneWay && !w.Hidden {
		// M11: passing a one-way wall is told unless the host hides it
		// («может не объявляться»).
		g.emit(Event{To: Only(id), Player: id, Payload: OneWayPassed{Dir: d}})
	}
	if roomLeft {
		g.emit(Event{To: Only(id), Player: id, Payload: RubberRoom{}})
	}
	return true
}

// bump reports a wall (B9, V11, D4, C2) and, standing in a hole, moves the
// player on to the next hole (B20).
func (g *Game) bump(id PlayerID, d maze.Dir, outer, monolith bool) {
	g.emit(Event{To: Only(id), Player: id, Payload: Wall{Dir: d, Outer: outer && g.o.TellOuterWall, Monolith: monolith}})
	g.holeBump(id)
}

// magnetBump reports a bump in d into the magnet monolith: the host's log
// keeps d, the player hears a wall «up» (C15; Heard).
func (g *Game) magnetBump(id PlayerID, d maze.Dir) {
	g.emit(Event{To: Only(id), Player: id, Payload: Wall{Dir: d, Magnet: true}})
	g.holeBump(id)
}

// holeBump: a bump from a hole moves the player on to the next hole (B20).
func (g *Game) holeBump(id PlayerID) {
	p := &g.st.Players[id]
	if g.o.HoleWallAdvance && g.kind(p.At) == maze.CellHole {
		g.emit(Event{To: Only(id), Player: id, Payload: Hole{}})
		g.holeJump(id)
		g.noticeTreasure(id)
		g.tf.stop = true
	}
}

// skipInPlace is a turn spent on the spot: in a hole it moves the player to
// the next hole (B20); in a river the current carries on (B18).
func (g *Game) skipInPlace(id PlayerID) {
	p := &g.st.Players[id]
	if g.o.HoleWallAdvance && g.kind(p.At) == maze.CellHole {
		g.emit(Event{To: Only(id), Player: id, Payload: Hole{}})
		g.holeJump(id)
		g.noticeTreasure(id)
	}
}

// holeJump moves the player from a hole to the next hole of its set (B5).
func (g *Game) holeJump(id PlayerID) {
	p := &g.st.Players[id]
	mv := g.moves()
	if h, ok := mv.NextHole(p.At); ok {
		p.At = h
	}
}

// climb takes the stairs up or down (T1, V25, M14).
func (g *Game) climb(id PlayerID, d maze.Dir) bool {
	p := &g.st.Players[id]
	mv := g.moves()
	if r := mv.Climb(p.At, d); r.Stop == move.Moved {
		p.At = r.To
		g.emit(Event{To: Only(id), Player: id, Payload: Stairs{Dir: d}})
		g.arrive(id, d, arriveByStairs)
		return true
	}
	g.emit(Event{To: Only(id), Player: id, Payload: Wall{Dir: d}})
	return false
}

// compass lists the four sides of a cell in the order the host names them.
var compass = [...]maze.Dir{maze.North, maze.East, maze.South, maze.West}

// tellStartWalls describes the walls around a player's start cell, where
// the start has left them after holes and rivers (B7: «а также
// расположение вокруг него внутренних и внешних стенок»). The outer walls
// are told apart only at the information level that tells them (M2).
func (g *Game) tellStartWalls(id PlayerID) {
	p := &g.st.Players[id]
	if !g.o.TellStartWalls || !p.Placed || !g.inside(p.At) {
		return
	}
	walls, outer := 0, 0
	for i, d := range compass {
		to := p.At.Add(d)
		w := g.wall(p.At, d)
		if w.Kind == maze.WallRubber {
			continue // M10: a rubber wall lets on that it is no wall
		}
		if !w.Blocks(d) && g.walkable(p.At, d) {
			continue
		}
		walls |= 1 << i
		if !g.inside(to) && g.o.TellOuterWall {
			outer |= 1 << i
		}
	}
	g.emit(Event{To: Only(id), Player: id, Payload: StartWalls{Walls: walls, Outer: outer}})
}

// arrival is how a player came onto a cell, which decides how the host
// tells it.
type arrival int

const (
	arriveByMove   arrival = iota // a step, a jump, a crossing: «Прошёл» (B10)
	arriveAtStart                 // the start cell: its kind as a start (B7)
	arriveByStairs                // up or down the stairs, already told (T1)
)

// arrive tells the player what the cell reached holds (B7, B10, D6) and
// applies its effect; how says how he came there.
func (g *Game) arrive(id PlayerID, d maze.Dir, how arrival) {
	p := &g.st.Players[id]
	at := p.At
	k := g.kind(at)
	start := how == arriveAtStart
	// The reveal's track shows every cell reached, a hole or a pit one
	// falls through included, not only where a turn ends.
	if n := len(p.Track); n == 0 && start || n > 0 && p.Track[n-1] != at {
		p.Track = append(p.Track, at)
	}
	if start {
		told := k
		if k == maze.CellPitExit && !g.o.TellPitNumber {
			told = maze.CellEmpty // V4: an exit is known only to one who «вычислил» it
		}
		defer g.startWord(g.announceStart(id, at, k, told), told)
	} else if how == arriveByMove {
		g.emit(Event{To: Only(id), Player: id, Payload: Moved{Dir: d, Cell: k}})
	}
	p.LastStop = at
	if how == arriveByStairs && k == maze.CellStairs {
		// T1: «Поднялся по лестнице» already says the cell is stairs.
		g.afterArrive(id)
		g.noticeTreasure(id)
		return
	}
	if g.cellActs(id, at, k, d, start) {
		return
	}
	g.afterArrive(id)
	g.noticeTreasure(id)
}

// announceStart tells a player the start cell at, of kind k told as told,
// and returns the index of the event in the buffer.
func (g *Game) announceStart(id PlayerID, at maze.Coord, k, told maze.CellKind) int {
	sc := StartCell{Cell: told}
	// Not empty: the treasure is told next (B7).
	sc.KindFollows = k == maze.CellEmpty && len(g.treasuresAt(at)) > 0
	if c := g.m.CellAt(at); told == maze.CellPitExit && c != nil && c.Ref >= 0 {
		sc.PitExit = g.pitNumber(c.Ref) // D10: the exit's number
	}
	si := len(g.buf)
	g.emit(Event{To: Only(id), Player: id, Payload: sc})
	return si
}

// startWord runs once the start cell at buffer index si has done all it
// does. B7: where the cell's own word follows («Арсенал!», «Больница.»,
// «Исток.»), the start is told without naming the kind twice: «Ты на
// начальной клетке. Арсенал!»
func (g *Game) startWord(si int, told maze.CellKind) {
	sc, ok := g.buf[si].Payload.(StartCell)
	if !ok || sc.KindFollows || len(g.buf) <= si+1 {
		return
	}
	switch next := g.buf[si+1].Payload.(type) {
	case Cell:
		sc.KindFollows = next.Cell == told
	case Arsenal:
		sc.KindFollows = told == maze.CellArsenal
	}
	g.buf[si].Payload = sc
}

// cellActs does what the cell at, of kind k, does with the player who
// arrived on it moving in d (or started there); it reports whether his
// arrival is over: passed on through a crossing, out with a treasure, or
// the game won.
func (g *Game) cellActs(id PlayerID, at maze.Coord, k maze.CellKind, d maze.Dir, start bool) bool {
	p := &g.st.Players[id]
	switch k {
	case maze.CellHole:
		g.emit(Event{To: Only(id), Player: id, Payload: Hole{}})
		g.holeJump(id)
	case maze.CellFakeHole:
		g.emit(Event{To: Only(id), Player: id, Payload: FakeHole{}})
	case maze.CellPit:
		g.pit(id)
	case maze.CellPitExit:
		if !g.o.TellPitNumber || start {
			break // V4: never told; D10: a start cell told it above
		}
		n := 0
		if c := g.m.CellAt(at); c != nil && c.Ref >= 0 {
			n = g.pitNumber(c.Ref)
		}
		g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: k, PitExit: n}})
	case maze.CellRiver:
		if r, i := g.river(at); r != nil {
			g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: k, River: riverPart(r, i)}})
		}
		g.drift(id, true)
	case maze.CellArsenal:
		g.arsenal(id, start)
	case maze.CellHospital:
		g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: k}})
		if p.Wounded || p.Ghost {
			p.Wounded, p.Ghost = false, false
			g.emit(Event{To: Only(id), Player: id, Payload: Healed{}})
		}
	case maze.CellSwamp, maze.CellPuddle, maze.CellTrap, maze.CellCrossbow, maze.CellCrutch, maze.CellMine:
		g.hazard(id, at, k)
	case maze.CellCrossing:
		// C15 Crossing: two tunnels cross on two levels; one passes straight
		// through and comes out on the far side.
		if isCompass(d) && g.walkable(at, d) && g.inside(at.Add(d)) && g.crossings < 16 {
			g.crossings++
			p.At = at.Add(d)
			g.arrive(id, d, arriveByMove)
			g.crossings--
			return true
		}
		g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: k}})
	case maze.CellMorgue, maze.CellStairs, maze.CellDen, maze.CellEntrance, maze.CellInstitute:
		if !start || (k != maze.CellEntrance && k != maze.CellInstitute) { // S1: «Начальная клетка: вход», once
			g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: k}})
		}
		if k == maze.CellInstitute && g.o.Galosh && !p.Galosh {
			// S9: «может воспользоваться "галошей"»: offered, not given.
			g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonGaloshOffer}})
		}
	case maze.CellExit:
		// C12, C14: the exit cell says nothing unless a treasure comes out.
		if p.Carry >= 0 {
			g.carryOut(id, at, maze.None)
			return true
		}
	case maze.CellBall:
		g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonBall}})
		g.win(id)
		return true
	}
	return false
}

// hazard does what a cell that harms or holds up a player does with him
// when he arrives on it: a mine, a swamp, a puddle, a trap, a crossbow, a
// crutch.
func (g *Game) hazard(id PlayerID, at maze.Coord, k maze.CellKind) {
	p := &g.st.Players[id]
	switch k {
	case maze.CellMine:
		g.mine(id)
	case maze.CellSwamp:
		n := max(g.o.SwampSkip, 1)
		p.Skip += n
		p.SkipCause = SkipSwamp
		g.emit(Event{To: Only(id), Player: id, Payload: Swamp{Turns: n}})
	case maze.CellPuddle:
		if g.o.PuddleLoss {
			p.Kit.Grenades -= (p.Kit.Grenades + 1) / 2
			p.Kit.Bullets -= (p.Kit.Bullets + 1) / 2
			g.emit(Event{To: Only(id), Player: id, Payload: Puddle{}})
		}
	case maze.CellTrap:
		n := g.o.TrapSkip
		if n <= 0 {
			n = 3
		}
		p.Skip += n
		p.Trapped += n
		p.SkipCause = SkipTrap
		g.emit(Event{To: Only(id), Player: id, Payload: Trap{Turns: n}})
		g.tf.stop = true
	case maze.CellCrossbow:
		p.Limp = true
		g.setKind(at, maze.CellEmpty) // fires once (D7)
		g.emit(Event{To: Only(id), Player: id, Payload: Crossbow{}})
		for i := range g.st.Players {
			if PlayerID(i) != id {
				g.emit(Event{To: Only(PlayerID(i)), Player: PlayerID(i), Payload: LimpOther{}})
			}
		}
	case maze.CellCrutch:
		p.Crutch = true
		g.setKind(at, maze.CellEmpty) // fires once (D8)
		g.emit(Event{To: Only(id), Player: id, Payload: Crutch{}})
	}
}

// riverPart says whether river cell i is the source, the mouth or between,
// as the host names it (B10).
func riverPart(r *maze.River, i int) RiverEnd {
	switch i {
	case len(r.Cells) - 1:
		return RiverMouth
	case 0:
		return RiverSource
	}
	return RiverMiddle
}

// noticeTreasure says «Клад!» to a player who arrives on a treasure and
// carries none (V14), or carries one when the rules say so (V15).
func (g *Game) noticeTreasure(id PlayerID) {
	p := &g.st.Players[id]
	if p.Ghost || p.Out > 0 || !g.inside(p.At) {
		return
	}
	if len(g.treasuresAt(p.At)) == 0 {
		return
	}
	if p.Carry < 0 {
		g.emit(Event{To: Only(id), Player: id, Payload: TreasureHere{}})
		if g.o.AutoTake && !p.Wounded {
			g.takeTreasure(id) // C12: arriving is taking
		}
		return
	}
	if !g.o.DropTreasure {
		// D13: where treasures are only swapped, a carrier is told of the
		// one he may swap his for («можно менять один на другой»).
		g.emit(Event{To: Only(id), Player: id, Payload: TreasureHere{}})
		return
	}
	if g.o.TellTreasureCarrying {
		// V15: a host who tells a carrier about a treasure must hide that
		// treasure again.
		g.emit(Event{To: Only(id), Player: id, Payload: TreasureHere{}})
		if cells := g.quietCells(); len(cells) > 0 {
			for _, ti := range g.treasuresAt(p.At) {
				g.st.Treasures[ti].At = cells[g.rand(len(cells))]
			}
		}
	}
}

// pit drops the player into a pit and onto its exit (V4, V5, V6, D10, M12).
func (g *Game) pit(id PlayerID) {
	p := &g.st.Players[id]
	mv := g.moves()
	pt, ref := mv.Pit(p.At)
	if pt == nil {
		return
	}
	if pt.Multiplicity > 1 && g.pass(p.At, id)%pt.Multiplicity != 0 {
		return // V6: passed over safely this time
	}
	if len(pt.Exits) == 0 {
		return
	}
	to := Only(id)
	if g.o.TellPitFall {
		to = Everyone
	}
	var pit Pit
	if g.o.TellPitNumber {
		pit.Number = g.pitNumber(ref) // D10: «Вы попали в яму № 1, 2, 3 или 4»
	}
	g.emit(Event{To: to, Player: id, Payload: pit})
	exit := pt.Exits[g.st.PitFalls[ref]%len(pt.Exits)]
	g.st.PitFalls[ref]++
	p.At = exit
	p.LastStop = exit
	g.tf.stop = true
}

// pitNumber is the number pit ref has on its own map (P3 is 3), the number
// a player is told (D10). A duel's board joins two mazes, each numbering
// its pits from 1 (D1), so the index in the board is not it.
func (g *Game) pitNumber(ref int) int {
	if ref < 0 || ref >= len(g.m.Pits) {
		return 0
	}
	if n, err := strconv.Atoi(g.m.Pits[ref].Name); err == nil && n > 0 {
		return n
	}
	return ref + 1
}

// drift carries a player in a river downstream (B18, M6, I4): river.drift
// cells, or straight to the mouth when it is 0. entering marks the move
// into the river; otherwise it is the current acting on a player who stays.
func (g *Game) drift(id PlayerID, entering bool) {
	p := &g.st.Players[id]
	mv := g.moves()
	r, _ := mv.River(p.At)
	if r == nil {
		return
	}
	g.tf.drifted = true
	to, n := mv.Drift(p.At)
	if n == 0 {
		return // a mouth does not move the player (B18)
	}
	p.At = to
	p.LastStop = p.At
	g.emit(Event{To: Only(id), Player: id, Payload: Drift{Cells: n}})
	if to == r.Cells[len(r.Cells)-1] {
		g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: maze.CellRiver, River: RiverMouth}})
	}
	if !entering {
		g.noticeTreasure(id)
	}
}

// mine blows up under the player (V8, V9 multiplicity).
func (g *Game) mine(id PlayerID) {
	p := &g.st.Players[id]
	mult := 0
	if c := g.m.CellAt(p.At); c != nil {
		mult = c.Mines
	}
	if mult > 1 && g.visit(p.At)%mult != 0 {
		return
	}
	n := g.o.MineSkip
	if n <= 0 {
		n = 3
	}
	p.Skip += n
	p.SkipCause = SkipMine
	g.emit(Event{To: Only(id), Player: id, Payload: Mine{Turns: n}})
}

// leave steps a player out of the maze across the perimeter (B15, V16, V17,
// D12).
func (g *Game) leave(id PlayerID, from maze.Coord, d maze.Dir) {
	p := &g.st.Players[id]
	if p.Carry < 0 {
		if !g.o.LeaveEmpty {
			p.At = from
			g.emit(Event{To: Only(id), Player: id, Payload: CannotLeave{}})
			g.tf.stop = true
			return
		}
		p.Left, p.LeftFrom, p.LeftDir = true, from, d
		if g.o.TellExitEmpty {
			g.emit(Event{To: Only(id), Player: id, Payload: Left{}})
		} else {
			g.emit(Event{To: Only(id), Player: id, Payload: Moved{Dir: d}})
		}
		return
	}
	p.Left, p.LeftFrom, p.LeftDir = true, from, d
	g.carryOut(id, from, d)
}

// carryOut settles a treasure brought out of the maze (V16, M3, M4, C12,
// I1, D12).
func (g *Game) carryOut(id PlayerID, from maze.Coord, d maze.Dir) {
	p := &g.st.Players[id]
	t := &g.st.Treasures[p.Carry]
	kind := t.Kind
	if kind == maze.TreasureCandidate {
		kind = maze.TreasureFalse
		if g.candidatesLeft() == 1 { // V3: the last one left is the true one
			kind = maze.TreasureTrue
		}
	}
	t.Gone, t.Carrier = true, NoPlayer
	p.Carry = -1
	g.tf.stop = true
	// D12: «Игроку, который в свой ход вышел из лабиринта … сообщается, что
	// он вышел из лабиринта. Если при этом у него на руках клад, сообщается
	// и какой это клад»: where stepping out is told (tell.exit-empty), it
	// is told with the treasure too.
	out := g.o.TellExitEmpty && d != maze.None
	switch kind {
	case maze.TreasureTrue:
		p.CarriedOut++
		g.emit(Event{To: Only(id), Player: id, Payload: LeftTrue{Out: out}})
		if g.o.Win != rules.WinAll || p.CarriedOut >= g.trueTotal() {
			g.win(id)
			return
		}
	case maze.TreasureMined:
		g.emit(Event{To: Only(id), Player: id, Payload: LeftMined{Out: out}})
		g.wound(NoPlayer, id)
	default:
		g.emit(Event{To: Only(id), Player: id, Payload: LeftFalse{Out: out}})
	}
	// M4, C12: back into the maze; with leaving allowed the player stays
	// outside and must walk back in (V16, V17).
	if !g.o.LeaveEmpty || d == maze.None {
		p.At = from
		p.Left = false
	}
}

// win ends the game with id as the winner (B15, V16, S1).
func (g *Game) win(id PlayerID) {
	p := &g.st.Players[id]
	p.Won = true
	g.st.Over = true
	g.st.Winner = append(g.st.Winner, id)
	g.emit(Event{To: Everyone, Player: id, Payload: GameOver{}})
}

func (g *Game) candidatesLeft() int {
	n := 0
	for _, t := range g.st.Treasures {
		if t.Kind == maze.TreasureCandidate && !t.Gone {
			n++
		}
	}
	return n
}

func (g *Game) trueTotal() int {
	n, cand := 0, false
	for _, t := range g.st.Treasures {
		switch t.Kind {
		case maze.TreasureTrue:
			n++
		case maze.TreasureCandidate:
			cand = true
		}
	}
	if cand {
		n++
	}
	return max(n, 1)
}

// jump goes over the wall in d after sitting (V12, V13).
func (g *Game) jump(id PlayerID, d maze.Dir) {
	p := &g.st.Players[id]
	p.Sit = 0
	from := p.At
	mv := g.moves()
	switch r := mv.Jump(from, d); r.Stop {
	case move.Monolith, move.Magnet:
		g.bump(id, d, false, true)
		return
	case move.DeadEnd:
		g.bump(id, d, false, false) // C15: a dead end, as a step into it
		return
	}
	to := from.Add(d)
	p.At = to
	g.emit(Event{To: Only(id), Player: id, Payload: Jump{Dir: d}})
	if g.inside(from) && !g.inside(to) {
		g.leave(id, from, d)
		return
	}
	g.arrive(id, d, arriveByMove)
}
