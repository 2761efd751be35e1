package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
	"labyrinth/dsl/rules"
)

// Mark is what the Stalker referee draws on a cell of the control sheet
// (S10): steps dashed, nut flights dotted, stops with ×, trap hits with +.
type Mark uint8

const (
	MarkStep Mark = 1 << iota
	MarkNut
	MarkStop
	MarkHit
)

func (g *Game) mark(c maze.Coord, m Mark) {
	if g.st.Sheet == nil {
		g.st.Sheet = map[int64]Mark{}
	}
	g.st.Sheet[cellKey(c)] |= m
}

// sheetMark returns the mark drawn on c and its name for the legend.
func (g *Game) sheetMark(c maze.Coord) (string, string) {
	m := g.st.Sheet[cellKey(c)]
	switch {
	case m&MarkHit != 0:
		return "+", "mark.hit"
	case m&MarkStop != 0:
		return "×", "mark.stop"
	case m&MarkStep != 0:
		return "-", "mark.step"
	case m&MarkNut != 0:
		return "·", "mark.nut"
	}
	return "", ""
}

// regionsAt lists the indices of the Stalker regions holding c; a devil's
// cabbage also holds the cells at distance 1 from its epicentre (S6).
func (g *Game) regionsAt(c maze.Coord) []int {
	var out []int
	for i, r := range g.m.Regions {
		for _, rc := range r.Cells {
			if rc == c || (r.Kind == maze.RegionCabbage && rc.Floor == c.Floor && abs(rc.Row-c.Row)+abs(rc.Col-c.Col) == 1) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// stepCost is what entering a cell costs a stalker: «рельеф местности:
// болото, переход через речку вброд, крутой подъем … могут сокращать ход
// на 1–2 шага» (S8); stalker.terrain says by how many.
func (g *Game) stepCost(k maze.CellKind) int {
	switch k {
	case maze.CellSwamp, maze.CellClimb, maze.CellFord:
		return 1 + max(g.o.TerrainSteps, 1)
	}
	return 1
}

// midStream reports whether a stalker may not stop on a cell of kind k:
// «нельзя останавливаться посреди речки — и поэтому, если не хватило
// лишнего шага, стоянку приходится разбивать перед препятствием» (S8). A
// ford is a crossing of the river, so it is mid-stream too.
func midStream(k maze.CellKind) bool { return k == maze.CellWater || k == maze.CellFord }

// walk moves a stalker along a path of at most the d6 thrown (S3): one may
// turn and go back; walls stop the walk; terrain costs more (S8); a trap
// ends it (S5, S6); one may not stop in a river (S8).
func (g *Game) walk(id PlayerID, path []maze.Dir) {
	p := &g.st.Players[id]
	budget := p.Dice
	defer func() { p.Dice = budget }() // what is left for a walk after a nut (S4)
	start := p.LastStop
	from, lastDry := p.At, p.At
	mv := g.moves()
	for _, d := range path {
		s := mv.Step(p.At, d)
		to := s.To
		if s.Stop != move.Moved || s.Out {
			if s.Stop == move.Magnet {
				g.magnetBump(id, d)
			} else {
				g.bump(id, d, false, false) // the zone's fence too (S2)
			}
			break
		}
		cost := g.stepCost(g.kind(to))
		if cost > budget {
			g.emit(Event{To: Only(id), Player: id, Payload: Refused{Reason: ReasonTooFar, Cell: g.kind(to)}})
			break
		}
		budget -= cost
		p.At = to
		g.mark(to, MarkStep)
		p.LastDir = d
		if !midStream(g.kind(to)) {
			lastDry = to
		}
		if g.kind(to) == maze.CellBall {
			g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonBall}})
			g.win(id)
			return
		}
		if g.trap(id, start) {
			g.mark(to, MarkHit)
			g.mark(p.At, MarkStop)
			return
		}
	}
	if midStream(g.kind(p.At)) {
		p.At = lastDry
		g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonNoStopInRiver}})
	}
	// «Прошёл», not «Стоишь»: the stalker went somewhere.
	moved := p.At != from
	g.emit(Event{To: Only(id), Player: id, Payload: Moved{Walked: moved, Cell: g.kind(p.At)}})
	g.mark(p.At, MarkStop)
	if g.kind(p.At) == maze.CellInstitute && moved {
		// A walk that ends at the institute: the cell is told, and the
		// galosh offered (S9); «Начальная клетка» is for the start only.
		g.emit(Event{To: Only(id), Player: id, Payload: Cell{Cell: maze.CellInstitute}})
		if g.o.Galosh && !p.Galosh {
			g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonGaloshOffer}})
		}
	}
	p.LastStop = p.At
}

// trap springs the traps on the stalker's cell (S5, S6, S9) and reports
// whether the walk ends.
func (g *Game) trap(id PlayerID, lastStop maze.Coord) bool {
	p := &g.st.Players[id]
	for _, ri := range g.regionsAt(p.At) {
		r := &g.m.Regions[ri]
		switch r.Kind {
		case maze.RegionWeb:
			// S5: «Прошедший сквозь "паутину" (или застрявший в ней)
			// участник игры пропускает очередной ход»: the walk goes on,
			// and the next turn is skipped, once however many web cells.
			if !g.tf.webbed {
				g.tf.webbed = true
				p.Skip++
				p.SkipCause = SkipWeb
				g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonWeb}})
			}
		case maze.RegionJelly:
			p.Skip++
			p.SkipCause = SkipJelly
			p.At = lastStop
			g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonJelly}})
			return true
		case maze.RegionMeatGrinder:
			key := int64(-1 - ri)
			if g.st.Visits[key] > 0 {
				continue // fires once
			}
			if g.st.Visits == nil {
				g.st.Visits = map[int64]int{}
			}
			g.st.Visits[key]++
			fallthrough
		case maze.RegionCabbage, maze.RegionBaldSpot:
			if r.Kind == maze.RegionCabbage && p.Galosh {
				g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonGaloshSaved}})
				continue
			}
			if p.Galosh { // S9: the first other second-kind hit removes a galosh wearer
				p.Eliminated = true
				g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonOutPenalties}})
				return true
			}
			p.Penalties++
			p.At = lastStop
			if lim := g.o.PenaltyLimit; lim > 0 && p.Penalties >= lim {
				// The last point is told once, with its end: «Ловушка!
				// Третье штрафное очко: ты выбыл.»
				p.Eliminated = true
				g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonOutPenalties, Penalties: p.Penalties}})
				return true
			}
			g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonPenalty, Penalties: p.Penalties}})
			return true
		}
	}
	return false
}

// throwNut throws a nut a d6 of cells in d and reports the traps it finds
// by kind and distance (S4): webs and meat grinders are never found; jelly
// along the whole flight; a cabbage only at its epicentre; a bald spot at
// the first cell, where the nut stops.
func (g *Game) throwNut(id PlayerID, d maze.Dir) {
	p := &g.st.Players[id]
	p.Nuts--
	dist := 1 + g.rand(6)
	c := p.At
	found := false
	for n := 1; n <= dist; n++ {
		if !g.walkable(c, d) || !g.inside(c.Add(d)) {
			break
		}
		c = c.Add(d)
		g.mark(c, MarkNut)
		stop := false
		for _, ri := range g.regionsAt(c) {
			r := &g.m.Regions[ri]
			switch r.Kind {
			case maze.RegionJelly, maze.RegionBaldSpot:
				g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonNutTrap, Cells: n, Region: r.Kind, Dir: d, Square: c, Located: true}})
				found = true
				stop = r.Kind == maze.RegionBaldSpot
			case maze.RegionCabbage:
				for _, e := range r.Cells {
					if e == c {
						g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonNutTrap, Cells: n, Region: r.Kind, Dir: d, Square: c, Located: true}})
						found = true
					}
				}
			}
		}
		if stop {
			break
		}
	}
	if !found {
		g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Dir: d, Reason: ReasonNutNothing}})
	}
}

// entrances are the cells a stalker may start from: the entrances of the
// zone, the institute among them (S1, S2), in the Stalker's rules; nil
// elsewhere or on a zone drawn without entrances.
func (g *Game) entrances() []maze.Coord {
	if g.o.TurnShape != rules.TurnDice {
		return nil
	}
	return append(g.cellsOf(maze.CellEntrance), g.cellsOf(maze.CellInstitute)...)
}

// freeEntrances are the entrances no stalker has started from yet: «не
// более четырёх … сталкеров (по числу входов в «зону»)» (S1), one to an
// entrance while one is free; a zone drawn with fewer entrances than
// stalkers lets the rest share them. In a game on two zones (S11) only
// player p's own zone counts.
func (g *Game) freeEntrances(p PlayerID) []maze.Coord {
	var free []maze.Coord
	home := g.st.Players[p].Home
	for _, c := range g.entrances() {
		if home >= 0 && c.Floor != home {
			continue
		}
		taken := false
		for i := range g.st.Players {
			q := &g.st.Players[i]
			taken = taken || (q.Placed && len(q.Track) > 0 && q.Track[0] == c)
		}
		if !taken {
			free = append(free, c)
		}
	}
	return free
}

// takeGalosh: «беру галошу» at the institute (S9). The stalker chooses:
// the galosh makes the devil's cabbage harmless and takes away the right
// to penalty points, so the first other trap of the second kind puts him
// out.
func (g *Game) takeGalosh(id PlayerID) {
	p := &g.st.Players[id]
	if g.kind(p.At) != maze.CellInstitute || p.Galosh {
		g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonNoGalosh}})
		return
	}
	p.Galosh = true
	g.emit(Event{To: Only(id), Player: id, Payload: Stalker{Reason: ReasonGalosh}})
}
