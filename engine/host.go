package engine

import (
	"fmt"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// HostMap draws the whole state for the host: every floor with its walls as
// they stand now (blown walls gone, bricks added), the cells, the treasures
// where they lie and the players by seat number (1, 2, …), in the style of
// the ВМиК sketch (V26): cells three characters wide, «|» and «---» walls,
// gaps in the outer wall for exits. A legend of players follows. Under the
// Stalker rules it is the referee's control sheet (S10): traps by letter
// (W web, J jelly, C cabbage, Z bald spot, G meat grinder) and the marks of
// play: - a step, · a nut's flight, × a stop, + a trap hit.
func (g *Game) HostMap() string { return g.HostMapIn("en") }

// HostMapIn is HostMap with the legend of players in "ru" or "en".
func (g *Game) HostMapIn(lang string) string {
	say := func(ru, en string) string {
		if Lang(lang).Norm() == LangEnglish {
			return en
		}
		return ru
	}
	var b strings.Builder
	for fi := range g.m.Floors {
		f := &g.m.Floors[fi]
		if len(g.m.Floors) > 1 {
			fmt.Fprintf(&b, say("этаж %s\n", "floor %s\n"), f.Name)
		}
		b.WriteString("   ")
		for c := 0; c < f.Cols; c++ {
			fmt.Fprintf(&b, " %-3s", maze.ColumnName(c, maze.Latin))
		}
		b.WriteByte('\n')
		for r := 0; r <= f.Rows; r++ {
			b.WriteString("   ")
			for c := 0; c < f.Cols; c++ {
				b.WriteByte('+')
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				b.WriteString(hwall(g.wall(at, maze.North)))
			}
			b.WriteString("+\n")
			if r == f.Rows {
				break
			}
			fmt.Fprintf(&b, "%2d ", r+1)
			for c := 0; c <= f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				b.WriteString(vwall(g.wall(at, maze.West)))
				if c < f.Cols {
					b.WriteString(g.cellText(at))
				}
			}
			b.WriteByte('\n')
		}
	}
	for i, p := range g.st.Players {
		fmt.Fprintf(&b, "%d %s", i+1, p.Name)
		switch {
		case !p.Placed:
			b.WriteString(say(": не расставлен", ": not placed"))
		case !g.inside(p.At):
			fmt.Fprintf(&b, say(": вне лабиринта у %s", ": outside the maze near %s"), g.m.NameIn(p.At, maze.Latin))
		default:
			fmt.Fprintf(&b, ": %s", g.m.NameIn(p.At, maze.Latin))
		}
		if g.o.TurnShape == rules.TurnDice {
			fmt.Fprintf(&b, say(", гаек %d", ", nuts %d"), p.Nuts)
			if p.Galosh {
				b.WriteString(say(", калоша", ", galosh"))
			}
		} else {
			fmt.Fprintf(&b, say(", гранат %d, патронов %d", ", grenades %d, bullets %d"), p.Kit.Grenades, p.Kit.Bullets)
		}
		if p.Kit.Bricks > 0 {
			fmt.Fprintf(&b, say(", кирпичей %d", ", bricks %d"), p.Kit.Bricks)
		}
		if p.Kit.Cement > 0 {
			fmt.Fprintf(&b, say(", цемента %d", ", cement %d"), p.Kit.Cement)
		}
		var marks []string
		if p.Carry >= 0 {
			marks = append(marks, carryMark(g.st.Treasures[p.Carry].Kind, lang))
		}
		for _, m := range []struct {
			on   bool
			text string
		}{{p.Wounded, say("ранен", "wounded")}, {p.Ghost, say("привидение", "ghost")}, {p.Out > 0, say("вне игры ", "out ") + strconv.Itoa(p.Out)}, {p.Skip > 0, say("пропускает ", "skips ") + strconv.Itoa(p.Skip)}, {p.Won, say("ПОБЕДИЛ", "WON")}, {p.Eliminated, say("выбыл", "eliminated")}, {p.Limp, say("хромает", "limps")}, {p.Crutch, say("костыль", "crutch")}, {p.Penalties > 0, say("штраф ", "penalties ") + strconv.Itoa(p.Penalties)}} {
			if m.on {
				marks = append(marks, m.text)
			}
		}
		if len(marks) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(marks, ", "))
		}
		b.WriteByte('\n')
	}
	return b.String()
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

// cellText is a cell's three characters: what lies there, then who stands.
func (g *Game) cellText(at maze.Coord) string {
	k := g.kind(at)
	s := kindGlyph[k]
	if cell := g.m.CellAt(at); cell != nil && cell.Ref >= 0 && (k == maze.CellPit || k == maze.CellPitExit || (k == maze.CellHole && len(g.m.HoleSets) > 1)) {
		s += strconv.Itoa(cell.Ref + 1)
	}
	for _, t := range g.st.Treasures {
		if !t.Gone && t.Carrier == NoPlayer && t.At == at {
			s += map[maze.TreasureKind]string{maze.TreasureTrue: "X", maze.TreasureFalse: "O", maze.TreasureMined: "K*", maze.TreasureCandidate: "K"}[t.Kind]
		}
	}
	if g.o.TurnShape == rules.TurnDice {
		for _, ri := range g.regionsAt(at) {
			r := &g.m.Regions[ri]
			for _, rc := range r.Cells {
				if rc == at {
					s += regionGlyph[r.Kind]
				}
			}
		}
		s += g.sheetMark(at)
	}
	for i := range g.st.Creatures {
		if cr := &g.st.Creatures[i]; !cr.Dead && cr.At == at {
			s += maze.CreatureGlyph(cr.Kind)
		}
	}
	for i, p := range g.st.Players {
		if p.Placed && p.At == at && !p.Won {
			s += strconv.Itoa((i + 1) % 10)
		}
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

// Reveal is the end-of-game picture for everyone: the host's map and each
// player's track, cell by cell (the host shows the secret map when the game
// is over).
func (g *Game) Reveal() string { return g.RevealIn("en") }

// RevealIn is Reveal with the legend in "ru" or "en".
func (g *Game) RevealIn(lang string) string {
	var b strings.Builder
	b.WriteString(g.HostMapIn(lang))
	for i, p := range g.st.Players {
		if len(p.Track) == 0 {
			continue
		}
		names := make([]string, len(p.Track))
		for j, c := range p.Track {
			names[j] = g.m.NameIn(c, maze.Latin)
		}
		fmt.Fprintf(&b, "%d %s: %s\n", i+1, p.Name, strings.Join(names, " → "))
	}
	return b.String()
}

// carryMark says which treasure a player carries, for the host.
func carryMark(k maze.TreasureKind, lang string) string {
	if lang == "en" {
		return "carries " + k.String() + " treasure"
	}
	kinds := map[maze.TreasureKind]string{
		maze.TreasureTrue: "истинный", maze.TreasureFalse: "ложный",
		maze.TreasureMined: "заминированный", maze.TreasureCandidate: "один из возможных",
	}
	return "несёт клад: " + kinds[k]
}
