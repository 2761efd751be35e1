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
	Path     []Coord
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
// itself a valid box-style map.
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
	} else if len(m.Treasures)+len(m.Creatures)+len(m.Starts)+len(m.Regions) > 16 {
		glyphAt = m.Glyphs().At
	}
	glyphs := make([]string, win.Rows*win.Cols)
	width := 3
	for r := 0; r < win.Rows; r++ {
		for c := 0; c < win.Cols; c++ {
			at := Coord{Floor: o.Floor, Row: win.Row + r, Col: win.Col + c}
			g := glyphAt(at)
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
	}
	var b strings.Builder
	if !o.NoLabels {
		b.WriteString(strings.Repeat(" ", gutter))
		for c := 0; c < win.Cols; c++ {
			b.WriteByte(' ')
			b.WriteString(center(ColumnName(win.Col+c, o.Alphabet), width))
		}
		b.WriteString("\n")
	}
	hline := func(row int) {
		b.WriteString(strings.Repeat(" ", gutter))
		for c := 0; c < win.Cols; c++ {
			b.WriteByte('+')
			b.WriteString(hWallGlyph(*f.HWall(row, win.Col+c), width))
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
			b.WriteString(vWallGlyph(*f.VWall(row, win.Col+c)))
			b.WriteString(center(glyphs[r*win.Cols+c], width))
		}
		b.WriteString(vWallGlyph(*f.VWall(row, win.Col+win.Cols)))
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
