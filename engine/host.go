package engine

import (
	"fmt"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// MapGlyph is a glyph of the host's map and what it stands for, by name:
// "cell.pit", "treasure.true", "region.web", "creature.bear",
// "mark.step", "player", "wall.window". Package narrate words the legend.
type MapGlyph struct {
	Glyph string
	What  string
}

// HostDrawOptions says how HostDrawing writes: the alphabet of the column
// letters, a floor's heading, and the glyphs in the reader's letters.
type HostDrawOptions struct {
	Alphabet maze.Alphabet
	// FloorTitle heads each floor of a maze with floors; nil: no heading.
	FloorTitle func(name string) string
	// Glyph rewrites a glyph (a Latin letter into its Cyrillic lookalike);
	// nil keeps it.
	Glyph func(string) string
}

// HostDrawing draws the whole state for the host: every floor with its
// walls as they stand now (blown walls gone, bricks added), the cells, the
// treasures where they lie and the players by seat number (1, 2, …), in
// the style of the ВМиК sketch (V26): cells three characters wide, «|» and
// «---» walls, gaps in the outer wall for exits. A number after a pit, a
// pit's exit or a hole is its number (P1, B1, H2); the last digit of a
// cell is a player. Under the Stalker rules it is the referee's control
// sheet (S10): traps by letter and the marks of play. floorTitle heads each
// floor of a maze with floors. It returns the glyphs drawn, for the legend
// (narrate.HostMap).
func (g *Game) HostDrawing(o HostDrawOptions) (string, []MapGlyph) {
	used := map[string]string{}
	var order []string
	note := func(glyph, what string) {
		if o.Glyph != nil {
			glyph = o.Glyph(glyph)
		}
		if _, ok := used[what]; !ok {
			used[what] = glyph
			order = append(order, what)
		}
	}
	var b strings.Builder
	for fi := range g.m.Floors {
		f := &g.m.Floors[fi]
		if len(g.m.Floors) > 1 && o.FloorTitle != nil {
			b.WriteString(o.FloorTitle(f.Name) + "\n")
		}
		b.WriteString("   ")
		for c := 0; c < f.Cols; c++ {
			fmt.Fprintf(&b, " %-3s", maze.ColumnName(c, o.Alphabet))
		}
		b.WriteByte('\n')
		for r := 0; r <= f.Rows; r++ {
			b.WriteString("   ")
			for c := 0; c < f.Cols; c++ {
				b.WriteByte('+')
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				w := g.wall(at, maze.North)
				b.WriteString(hwall(w))
				noteWall(w, note)
			}
			b.WriteString("+\n")
			if r == f.Rows {
				break
			}
			fmt.Fprintf(&b, "%2d ", r+1)
			for c := 0; c <= f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				w := g.wall(at, maze.West)
				b.WriteString(vwall(w))
				noteWall(w, note)
				if c < f.Cols {
					b.WriteString(g.cellText(at, o.Glyph, note))
				}
			}
			b.WriteByte('\n')
		}
	}
	out := make([]MapGlyph, len(order))
	for i, what := range order {
		out[i] = MapGlyph{Glyph: used[what], What: what}
	}
	return b.String(), out
}

// noteWall records a wall's kind for the legend.
func noteWall(w maze.Wall, note func(glyph, what string)) {
	if w.Kind != maze.WallNone && w.Kind != maze.WallPlain {
		note(hwall(w)+" "+vwall(w), "wall."+w.Kind.String())
	}
}

// hwall and vwall draw an edge in the box notation of grammar.md ("Maps"):
// --- and | plain, === and # unblastable, ::: and : windows, *** and *
// rubber, vvv ^^^ > < one-way, ... and . closed exits.
func hwall(w maze.Wall) string {
	switch w.Kind {
	case maze.WallNone:
		return "   "
	case maze.WallWindow:
		return ":::"
	case maze.WallRubber:
		return "***"
	case maze.WallOneWay:
		if w.Pass == maze.North {
			return "^^^"
		}
		return "vvv"
	case maze.WallUnblastable:
		return "==="
	case maze.WallClosedExit:
		return "..."
	}
	return "---"
}

func vwall(w maze.Wall) string {
	switch w.Kind {
	case maze.WallNone:
		return " "
	case maze.WallWindow:
		return ":"
	case maze.WallRubber:
		return "*"
	case maze.WallOneWay:
		if w.Pass == maze.West {
			return "<"
		}
		return ">"
	case maze.WallUnblastable:
		return "#"
	case maze.WallClosedExit:
		return "."
	}
	return "|"
}

var kindGlyph = map[maze.CellKind]string{
	maze.CellMonolith: "###", maze.CellExit: "EX", maze.CellHole: "H", maze.CellFakeHole: "h",
	maze.CellPit: "P", maze.CellPitExit: "B", maze.CellRiver: "~", maze.CellArsenal: "A",
	maze.CellHospital: "+", maze.CellMine: "M", maze.CellSwamp: "%", maze.CellPuddle: "u",
	maze.CellMorgue: "†", maze.CellStairs: "S", maze.CellTrap: "T", maze.CellCrossbow: "Ar",
	maze.CellCrutch: "Y", maze.CellRubberRoom: "R", maze.CellDen: "D", maze.CellCrossing: "x",
	maze.CellMagnet: "#m#", maze.CellBall: "@", maze.CellEntrance: "E", maze.CellInstitute: "I",
	maze.CellFord: "f", maze.CellClimb: "^", maze.CellWater: "~",
}

var regionGlyph = map[maze.RegionKind]string{
	maze.RegionWeb: "W", maze.RegionJelly: "J", maze.RegionCabbage: "C", maze.RegionBaldSpot: "Z", maze.RegionMeatGrinder: "G",
}

// cellText is a cell's three characters: what lies there, then who
// stands, each glyph rewritten by glyph (if not nil); note records each
// glyph drawn.
func (g *Game) cellText(at maze.Coord, glyph func(string) string, note func(glyph, what string)) string {
	s := g.cellGlyphs(at, note)
	if glyph != nil {
		s = glyph(s)
	}
	r := []rune(s)
	if len(r) > 3 {
		r = r[:3]
	}
	for len(r) < 3 {
		r = append(r, ' ')
	}
	return string(r)
}

// cellGlyphs is what is drawn in a cell, untrimmed.
func (g *Game) cellGlyphs(at maze.Coord, note func(glyph, what string)) string {
	k := g.kind(at)
	s := kindGlyph[k]
	if s != "" {
		note(s, "cell."+k.String())
	}
	if cell := g.m.CellAt(at); cell != nil && cell.Ref >= 0 && (k == maze.CellPit || k == maze.CellPitExit || (k == maze.CellHole && len(g.m.HoleSets) > 1)) {
		s += strconv.Itoa(cell.Ref + 1)
	}
	for _, t := range g.st.Treasures {
		if !t.Gone && t.Carrier == NoPlayer && t.At == at {
			tg := map[maze.TreasureKind]string{maze.TreasureTrue: "X", maze.TreasureFalse: "O", maze.TreasureMined: "K*", maze.TreasureCandidate: "K"}[t.Kind]
			note(tg, "treasure."+t.Kind.String())
			s += tg
		}
	}
	if g.o.TurnShape == rules.TurnDice {
		for _, ri := range g.regionsAt(at) {
			r := &g.m.Regions[ri]
			for _, rc := range r.Cells {
				if rc == at {
					s += regionGlyph[r.Kind]
					note(regionGlyph[r.Kind], "region."+r.Kind.String())
				}
			}
		}
		if m, what := g.sheetMark(at); m != "" {
			s += m
			note(m, what)
		}
	}
	for i := range g.st.Creatures {
		if cr := &g.st.Creatures[i]; !cr.Dead && cr.At == at {
			s += maze.CreatureGlyph(cr.Kind)
			note(maze.CreatureGlyph(cr.Kind), "creature."+cr.Kind.String())
		}
	}
	for i, p := range g.st.Players {
		if p.Placed && p.At == at && !p.Won {
			s += strconv.Itoa((i + 1) % 10)
			note("1", "player")
		}
	}
	return s
}
