package maze

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// DrawOptions selects what Draw renders. The zero value draws the whole
// first floor with Latin column letters and row numbers.
type DrawOptions struct {
	Floor int
	// Window limits the drawing to a rectangle of the floor; nil draws it
	// all.
	Window *Window
	// Marks are cells drawn marked (a sealed region, say): an empty marked
	// cell shows MarkGlyph.
	Marks []Coord
	// Path is a sequence of cells (a witness way): an empty path cell shows
	// PathGlyph, except its waypoints (PathPoints: where it starts, turns,
	// jumps and ends), which show their 1-based waypoint numbers. A path
	// cell with a glyph keeps it, so the map stays legible.
	Path []Coord
	// Alphabet letters the columns and the canonical glyphs (GlyphIn):
	// Cyrillic draws П1, В1, Д as the Russian kit prints them.
	Alphabet Alphabet
	// NoLabels leaves out the column letters and row numbers.
	NoLabels bool
	// HostGlyphs draws each cell with the glyph the source used instead
	// of the canonical one.
	HostGlyphs bool
	// Glyphs, when set, serves the canonical glyphs (m.Glyphs()): a caller
	// drawing many excerpts of one maze builds it once. Nil builds one
	// for the drawing when the maze has many objects.
	Glyphs *Glyphs

	// Overlay draws a game on the maze: what lies in each cell now, the
	// walls as they stand, the players where they stand.
	Overlay Overlay
	// Sheet lays the drawing out as the host's control sheet in the style
	// of the ВМиК sketch (V26): every cell exactly three columns, its
	// glyphs from the left and cut at three, the column letters over
	// their cells' left edge.
	Sheet bool
}

// Overlay is a game drawn over its maze (DrawOptions.Overlay): a field
// left nil draws the maze's own.
type Overlay struct {
	// Cell is what a cell shows now instead of its glyph (a treasure
	// carried off, a mine laid in play, the marks of a Stalker sheet),
	// written as it is drawn: Alphabet does not rewrite it.
	Cell func(at Coord) string
	// Wall is the wall of a cell's side now (blown, bricked up); Draw asks
	// for the north and west sides.
	Wall func(at Coord, side Dir) Wall
	// Players stand on cells: each one's label (a seat number) is drawn
	// after what the cell shows, in the order given.
	Players []Piece
}

// Piece is a player, or anything else that stands on a cell, on a
// drawing: its label at its cell.
type Piece struct {
	At    Coord
	Label string
}

// Glyphs serves the canonical glyph of every cell of a maze as GlyphAt
// does, in constant time: GlyphAt looks the treasures, creatures, starts
// and regions up one by one, which on a floor with thousands of them
// makes a drawing quadratic. Built for one state of the maze: moving a
// treasure afterwards is not seen.
type Glyphs struct {
	m    *Maze
	objs map[Coord]string
}

// Glyphs indexes the maze's objects for drawing.
func (m *Maze) Glyphs() *Glyphs {
	objs := map[Coord]string{}
	put := func(at Coord, g string) {
		if _, ok := objs[at]; !ok {
			objs[at] = g // the first found wins, as in GlyphAt
		}
	}
	for _, t := range m.Treasures {
		put(t.At, treasureGlyphs[t.Kind])
	}
	for _, c := range m.Creatures {
		put(c.At, CreatureGlyph(c.Kind))
	}
	for _, s := range m.Starts {
		put(s.At, "S"+s.Name)
	}
	for _, r := range m.Regions {
		for _, c := range r.Cells {
			put(c, regionGlyphs[r.Kind])
		}
	}
	return &Glyphs{m: m, objs: objs}
}

// At returns the canonical glyph of a cell, as m.GlyphAt(at).
func (g *Glyphs) At(at Coord) string {
	if cell := g.m.CellAt(at); cell != nil && cell.Kind == CellEmpty {
		return g.objs[at]
	}
	return g.m.GlyphAt(at)
}

var (
	treasureGlyphs = [...]string{"X", "O", "K*", "K"}
	regionGlyphs   = [...]string{"Tw", "Tj", "Tc", "Tb", "Tm"}
)

// MarkGlyph is what Draw puts in an empty marked cell.
const MarkGlyph = "*"

// PathGlyph is what Draw puts in an empty path cell between waypoints.
const PathGlyph = "·"

// PathPoints returns the indexes of the waypoints of a path: its first and
// last cells, the cells where it turns, and both ends of a step that is not
// a move to a neighbour on the same floor (a fall, a drift, stairs).
func PathPoints(path []Coord) []int {
	var out []int
	step := func(i int) (int, int, bool) {
		p, q := path[i-1], path[i]
		dr, dc := q.Row-p.Row, q.Col-p.Col
		return dr, dc, p.Floor == q.Floor && dr*dr+dc*dc == 1
	}
	for i := range path {
		if i == 0 || i == len(path)-1 {
			out = append(out, i)
			continue
		}
		dr, dc, ok := step(i)
		dr2, dc2, ok2 := step(i + 1)
		if !ok || !ok2 || dr != dr2 || dc != dc2 {
			out = append(out, i)
		}
	}
	return out
}

// Window is a rectangle of cells: top-left corner and size.
type Window struct {
	Row, Col, Rows, Cols int
}

// Draw renders one floor in the box style of grammar.md ("Maps"): posts +,
// walls --- and | (=== and # unblastable, ::: and : windows, *** and *
// rubber, vvv ^^^ > < one-way, ... and . closed exits), openings as
// spaces, cells with the canonical glyphs of DefaultGlyphs. The drawing is
// itself a valid box-style map. It is the one renderer of maps: the
// excerpts of diagnostics mark a region and a path on it, «labyrinth
// show» (package dsl/show) draws whole floors with it, and the host's map
// of a game (engine.Game.HostDrawing) is the maze with the game as its
// Overlay, in the Sheet layout. No line ends in a space.
func Draw(w io.Writer, m *Maze, o DrawOptions) error {
	if o.Floor < 0 || o.Floor >= len(m.Floors) {
		return fmt.Errorf("no floor %d (the maze has %d)", o.Floor+1, len(m.Floors))
	}
	f := &m.Floors[o.Floor]
	win, err := drawWindow(f, o.Window)
	if err != nil {
		return err
	}
	glyphs, width := drawGlyphs(m, o, win)
	_, err = io.WriteString(w, drawBoxes(f, o, win, glyphs, width))
	return err
}

// drawWindow clamps the window asked for to the floor; nil is the whole
// floor.
func drawWindow(f *Floor, asked *Window) (Window, error) {
	win := Window{Rows: f.Rows, Cols: f.Cols}
	if asked != nil {
		win = *asked
		win.Row, win.Col = max(win.Row, 0), max(win.Col, 0)
		win.Rows, win.Cols = min(win.Rows, f.Rows-win.Row), min(win.Cols, f.Cols-win.Col)
	}
	if win.Rows <= 0 || win.Cols <= 0 {
		return win, fmt.Errorf("nothing to draw: the window is empty")
	}
	return win, nil
}

// drawGlyphs returns the glyph of every cell of the window, row by row
// (a path's steps and marks on cells with none), and the width of a cell:
// three, or the longest glyph.
func drawGlyphs(m *Maze, o DrawOptions, win Window) ([]string, int) {
	f := &m.Floors[o.Floor]
	marks := map[Coord]bool{}
	for _, c := range o.Marks {
		if c.Floor == o.Floor {
			marks[c] = true
		}
	}
	steps := map[Coord]string{}
	for _, c := range o.Path {
		if c.Floor == o.Floor {
			steps[c] = PathGlyph
		}
	}
	for k, i := range PathPoints(o.Path) {
		if c := o.Path[i]; c.Floor == o.Floor {
			steps[c] = strconv.Itoa(k + 1)
		}
	}
	glyphAt := m.GlyphAt
	if o.Glyphs != nil {
		glyphAt = o.Glyphs.At
	} else if o.Overlay.Cell == nil && len(m.Treasures)+len(m.Creatures)+len(m.Starts)+len(m.Regions) > 16 {
		glyphAt = m.Glyphs().At
	}
	pieces := map[Coord]string{}
	for _, p := range o.Overlay.Players {
		pieces[p.At] += p.Label
	}
	glyphs := make([]string, win.Rows*win.Cols)
	width := 3
	for r := 0; r < win.Rows; r++ {
		for c := 0; c < win.Cols; c++ {
			at := Coord{Floor: o.Floor, Row: win.Row + r, Col: win.Col + c}
			var g string
			if o.Overlay.Cell != nil {
				g = o.Overlay.Cell(at)
			} else {
				g = GlyphIn(glyphAt(at), o.Alphabet)
			}
			if o.HostGlyphs {
				if hg := f.Cell(at.Row, at.Col).Glyph; hg != "" {
					g = hg
				}
			}
			if g == "." {
				g = ""
			}
			if s, ok := steps[at]; ok && g == "" {
				g = s
			} else if marks[at] && g == "" {
				g = MarkGlyph
			}
			g += pieces[at]
			if o.Sheet {
				g = string([]rune(g)[:min(3, utf8.RuneCountInString(g))])
			}
			glyphs[r*win.Cols+c] = g
			width = max(width, utf8.RuneCountInString(g))
		}
	}
	return glyphs, width
}

// drawBoxes writes the window in the box style, with column and row
// labels unless o.NoLabels, and no trailing spaces.
func drawBoxes(f *Floor, o DrawOptions, win Window, glyphs []string, width int) string {
	gutter := 0
	if !o.NoLabels {
		gutter = len(strconv.Itoa(win.Row+win.Rows)) + 1
		if o.Sheet {
			gutter = max(gutter, 3)
		}
	}
	slot := center
	if o.Sheet {
		slot = left
	}
	wall := func(at Coord, side Dir) Wall {
		if o.Overlay.Wall != nil {
			return o.Overlay.Wall(at, side)
		}
		if side == North {
			return *f.HWall(at.Row, at.Col)
		}
		return *f.VWall(at.Row, at.Col)
	}
	var b strings.Builder
	if !o.NoLabels {
		b.WriteString(strings.Repeat(" ", gutter))
		for c := 0; c < win.Cols; c++ {
			b.WriteByte(' ')
			b.WriteString(slot(ColumnName(win.Col+c, o.Alphabet), width))
		}
		b.WriteString("\n")
	}
	hline := func(row int) {
		b.WriteString(strings.Repeat(" ", gutter))
		for c := 0; c < win.Cols; c++ {
			b.WriteByte('+')
			b.WriteString(hWallGlyph(wall(Coord{Floor: o.Floor, Row: row, Col: win.Col + c}, North), width))
		}
		b.WriteString("+\n")
	}
	for r := 0; r < win.Rows; r++ {
		row := win.Row + r
		hline(row)
		if !o.NoLabels {
			fmt.Fprintf(&b, "%*d ", gutter-1, row+1)
		}
		for c := 0; c < win.Cols; c++ {
			b.WriteString(vWallGlyph(wall(Coord{Floor: o.Floor, Row: row, Col: win.Col + c}, West)))
			b.WriteString(slot(glyphs[r*win.Cols+c], width))
		}
		b.WriteString(vWallGlyph(wall(Coord{Floor: o.Floor, Row: row, Col: win.Col + win.Cols}, West)))
		b.WriteString("\n")
	}
	hline(win.Row + win.Rows)
	out := b.String()
	// Trailing spaces are never part of the drawing.
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// center writes s in a slot of n columns, an odd spare column going left,
// as the source text's sketch puts two-letter glyphs (" П3").
func center(s string, n int) string {
	k := utf8.RuneCountInString(s)
	if k >= n {
		return s
	}
	right := (n - k) / 2
	return strings.Repeat(" ", n-k-right) + s + strings.Repeat(" ", right)
}

// left writes s in a slot of n columns from its left edge.
func left(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-utf8.RuneCountInString(s)))
}

func hWallGlyph(w Wall, n int) string {
	return strings.Repeat(WallGlyph(w, false, WallStyleBox, false), n)
}

func vWallGlyph(w Wall) string {
	return WallGlyph(w, true, WallStyleBox, false)
}

// GlyphAt returns the canonical glyph of a cell (DefaultGlyphs), with the
// number of a pit, exit, hole set, river, stairs or start: what Draw and
// the printouts show. An empty cell is "".
func (m *Maze) GlyphAt(at Coord) string {
	cell := m.CellAt(at)
	if cell == nil {
		return ""
	}
	switch cell.Kind {
	case CellEmpty:
		for _, t := range m.Treasures {
			if t.At == at {
				return treasureGlyphs[t.Kind]
			}
		}
		for _, c := range m.Creatures {
			if c.At == at {
				return CreatureGlyph(c.Kind)
			}
		}
		for _, s := range m.Starts {
			if s.At == at {
				return "S" + s.Name
			}
		}
		for _, r := range m.Regions {
			for _, c := range r.Cells {
				if c == at {
					return regionGlyphs[r.Kind]
				}
			}
		}
		return ""
	case CellPit:
		if cell.Ref >= 0 && cell.Ref < len(m.Pits) {
			return "P" + m.Pits[cell.Ref].Name
		}
		return "P"
	case CellPitExit:
		if cell.Ref >= 0 && cell.Ref < len(m.Pits) {
			return "B" + m.Pits[cell.Ref].Name
		}
		return "B"
	case CellHole:
		if cell.Ref >= 0 && cell.Ref < len(m.HoleSets) {
			return "H" + m.HoleSets[cell.Ref].Name
		}
		return "H"
	case CellStairs:
		n := ""
		if cell.Ref >= 0 {
			n = strconv.Itoa(cell.Ref + 1)
		}
		if cell.Dir == Up {
			return "U" + n
		}
		return "D" + n
	case CellRiver:
		switch cell.Dir {
		case North:
			return "^"
		case East:
			return ">"
		case South:
			return "v"
		case West:
			return "<"
		}
		return "@"
	case CellEntrance:
		return "e" + entranceNumber(m, at)
	}
	for _, d := range DefaultGlyphs {
		if d.Kind == cell.Kind && d.Object == ObjectNone && !d.Numbered && (cell.Kind != CellArsenal || d.Arsenal == cell.Arsenal) {
			return d.Glyph
		}
	}
	if cell.Kind == CellDen {
		return "b"
	}
	return "?"
}

func entranceNumber(m *Maze, at Coord) string {
	n := 0
	for fi := range m.Floors {
		f := &m.Floors[fi]
		for i := range f.Cells {
			if f.Cells[i].Kind == CellEntrance {
				n++
				if fi == at.Floor && i == f.Index(at.Row, at.Col) {
					return strconv.Itoa(n)
				}
			}
		}
	}
	return ""
}
