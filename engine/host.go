package engine

import (
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
// letters and of the glyphs (maze.GlyphIn), and a floor's heading.
type HostDrawOptions struct {
	Alphabet maze.Alphabet
	// FloorTitle heads each floor of a maze with floors; nil: no heading.
	FloorTitle func(name string) string
}

// HostDrawing draws the whole state for the host with maze.Draw, the game
// as an overlay on the maze: every floor with its walls as they stand now
// (blown walls gone, bricks added), the cells, the treasures where they
// lie and the players by seat number (1, 2, …), laid out as the ВМиК
// sketch (V26, maze.DrawOptions.Sheet): cells three characters wide,
// «|» and «---» walls, gaps in the outer wall for exits. A number after a
// pit, a pit's exit or a hole is its number (P1, B1, H2); the last digit
// of a cell is a player. Under the Stalker rules it is the referee's
// control sheet (S10): traps by their glyphs (Tw web, Tb bald spot…) and
// the marks of play (- a step, · a nut's flight, × a stop, + a trap hit).
// It returns the glyphs drawn, for the legend (narrate.HostMap).
func (g *Game) HostDrawing(o HostDrawOptions) (string, []MapGlyph) {
	used := map[string]string{}
	var order []string
	note := func(glyph, what string) {
		key := glyph + "\x00" + what
		if _, ok := used[key]; !ok {
			used[key] = glyph
			order = append(order, key)
		}
	}
	ov := maze.Overlay{
		Cell: func(at maze.Coord) string { return g.cellGlyphs(at, o.Alphabet, note) },
		Wall: func(at maze.Coord, side maze.Dir) maze.Wall {
			w := g.wall(at, side)
			noteWall(w, note)
			return w
		},
	}
	for i, p := range g.st.Players {
		if p.Placed && !p.Won {
			ov.Players = append(ov.Players, maze.Piece{At: p.At, Label: strconv.Itoa((i + 1) % 10)})
			if g.m.CellAt(p.At) != nil {
				note("1", "player")
			}
		}
	}
	var b strings.Builder
	for fi := range g.m.Floors {
		if len(g.m.Floors) > 1 && o.FloorTitle != nil {
			b.WriteString(o.FloorTitle(g.m.Floors[fi].Name) + "\n")
		}
		// Draw fails only on a floor or window that is not there.
		_ = maze.Draw(&b, g.m, maze.DrawOptions{Floor: fi, Alphabet: o.Alphabet, Overlay: ov, Sheet: true})
	}
	out := make([]MapGlyph, len(order))
	for i, key := range order {
		_, what, _ := strings.Cut(key, "\x00")
		out[i] = MapGlyph{Glyph: used[key], What: what}
	}
	return b.String(), out
}

// noteWall records a wall's kind for the legend.
func noteWall(w maze.Wall, note func(glyph, what string)) {
	if w.Kind != maze.WallNone && w.Kind != maze.WallPlain {
		note(hwall(w)+" "+vwall(w), "wall."+w.Kind.String())
	}
}

// hwall and vwall draw an edge in the box notation of grammar.md ("Maps"),
// a horizontal edge three columns wide (maze.WallGlyph), for the legend.
func hwall(w maze.Wall) string {
	return strings.Repeat(maze.WallGlyph(w, false, maze.WallStyleBox, false), 3)
}

func vwall(w maze.Wall) string {
	return maze.WallGlyph(w, true, maze.WallStyleBox, false)
}

// cellGlyphs is what is drawn in a cell, untrimmed: the cell's glyph as
// the maze language writes it (maze.DefaultGlyphs, with the number of a
// pit, an exit or a hole set: P1, B1, H2), the treasures lying there, then
// under the Stalker rules the trap and the mark of play, and the creatures;
// the players' seat numbers left to the drawing's overlay.
func (g *Game) cellGlyphs(at maze.Coord, a maze.Alphabet, note func(glyph, what string)) string {
	var b strings.Builder
	add := func(token, what string) {
		token = maze.GlyphIn(token, a)
		b.WriteString(token)
		note(strings.TrimRight(token, "0123456789"), what)
	}
	k := g.kind(at)
	if k != maze.CellEmpty {
		add(g.kindGlyph(at, k), "cell."+k.String())
	}
	for _, t := range g.st.Treasures {
		if !t.Gone && t.Carrier == NoPlayer && t.At == at {
			add(treasureGlyph[t.Kind], "treasure."+t.Kind.String())
		}
	}
	if g.o.TurnShape == rules.TurnDice {
		for _, ri := range g.regionsAt(at) {
			r := &g.m.Regions[ri]
			for _, rc := range r.Cells {
				if rc == at {
					add(regionGlyph[r.Kind], "region."+r.Kind.String())
				}
			}
		}
		if m, what := g.sheetMark(at); m != "" {
			b.WriteString(m)
			note(m, what)
		}
	}
	for i := range g.st.Creatures {
		if cr := &g.st.Creatures[i]; !cr.Dead && cr.At == at {
			add(maze.CreatureGlyph(cr.Kind), "creature."+cr.Kind.String())
		}
	}
	return b.String()
}

// kindGlyph is the glyph of a cell of kind k now: the maze's own (with its
// number) while the cell is what the map made it, else the default
// glyph of the kind (a mine laid by a player, say).
func (g *Game) kindGlyph(at maze.Coord, k maze.CellKind) string {
	if cell := g.m.CellAt(at); cell != nil && cell.Kind == k {
		// A hole keeps its set's number even when the maze has one set:
		// the legend promises it (narrate.KeyLegendNumbers), and a player
		// on it is the cell's last digit (H12) as on a pit's exit.
		if s := g.m.GlyphAt(at); s != "" {
			return s
		}
	}
	for _, d := range maze.DefaultGlyphs {
		if d.Kind == k && d.Object == maze.ObjectNone {
			return d.Glyph
		}
	}
	return "?"
}

// treasureGlyph and regionGlyph are the maze language's glyphs of
// treasures and Stalker traps (maze.DefaultGlyphs).
var treasureGlyph = map[maze.TreasureKind]string{maze.TreasureTrue: "X", maze.TreasureFalse: "O", maze.TreasureMined: "K*", maze.TreasureCandidate: "K"}

var regionGlyph = func() map[maze.RegionKind]string {
	out := map[maze.RegionKind]string{}
	for _, d := range maze.DefaultGlyphs {
		if d.Object == maze.ObjectRegion {
			out[d.Region] = d.Glyph
		}
	}
	return out
}()
