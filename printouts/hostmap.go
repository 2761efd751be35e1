package printouts

import (
	"errors"
	"fmt"
	"io"
	"math"

	"labyrinth/dsl/maze"
)

// The host's map alone: the floors as the host sheet draws them (rule V26),
// without the page, its legend or its tables, for a screen. A web page and
// the paper draw it with the same code.

// MapOptions say what HostMap draws. The zero value draws every floor
// whole, in Russian with Cyrillic column letters.
type MapOptions struct {
	// Lang, Alphabet and AlphabetSet are as in Options.
	Lang        Lang
	Alphabet    maze.Alphabet
	AlphabetSet bool
	// Markers are players' positions, drawn as on the host sheet.
	Markers []Marker
	// Floors lists the floors to draw, by index; none means all of them.
	Floors []int
	// Window, when not zero, draws only that part of one floor (its Floor,
	// R0, C0, Rows and Cols; Cell and the corner are ignored): a partial
	// view, clipped to the floor.
	Window MapWindow
	// Cell is the side of a cell in millimetres; zero means the host
	// sheet's largest, 11 mm.
	Cell float64
	// PerRow is how many floors are drawn side by side before the next
	// row; zero means as close to a square as the count allows.
	PerRow int
}

// HostMap lays the host's map of m out as one page just large enough for
// it: each floor with its coordinates on all four edges, headed by its name
// when there are several. The page's Maps say where each floor's cells are,
// for pointing at them.
func HostMap(m *maze.Maze, o MapOptions) (*Page, error) {
	if err := checkMaze(m); err != nil {
		return nil, err
	}
	r, err := resolve(m, Options{Lang: o.Lang, Alphabet: o.Alphabet, AlphabetSet: o.AlphabetSet, Markers: o.Markers})
	if err != nil {
		return nil, err
	}
	k := &kit{r: r, m: m, d: &Document{Title: r.Title}}
	k.index()
	s := o.Cell
	if s == 0 {
		s = maxCell
	}
	if s < 1 || s > 100 || math.IsNaN(s) {
		return nil, fmt.Errorf("a cell of %g mm cannot be drawn: give 1 to 100", s)
	}
	type part struct{ floor, r0, c0, rows, cols int }
	var parts []part
	if o.Window != (MapWindow{}) {
		w := o.Window
		if w.Floor < 0 || w.Floor >= len(m.Floors) {
			return nil, fmt.Errorf("no floor %d to draw", w.Floor)
		}
		f := &m.Floors[w.Floor]
		r0, c0 := max(w.R0, 0), max(w.C0, 0)
		rows, cols := min(w.Rows, f.Rows-r0), min(w.Cols, f.Cols-c0)
		if rows <= 0 || cols <= 0 {
			return nil, errors.New("the window holds no cell of its floor")
		}
		parts = append(parts, part{w.Floor, r0, c0, rows, cols})
	} else {
		floors := o.Floors
		if len(floors) == 0 {
			for i := range m.Floors {
				floors = append(floors, i)
			}
		}
		for _, fl := range floors {
			if fl < 0 || fl >= len(m.Floors) {
				return nil, fmt.Errorf("no floor %d to draw", fl)
			}
			parts = append(parts, part{fl, 0, 0, m.Floors[fl].Rows, m.Floors[fl].Cols})
		}
	}
	perRow := o.PerRow
	if perRow <= 0 {
		perRow = int(math.Ceil(math.Sqrt(float64(len(parts)))))
	}
	titleH := 0.0
	if len(m.Floors) > 1 || o.Window != (MapWindow{}) {
		titleH = 5
	}
	const pad, gap = 1.0, 6.0
	// Rows of floors: each row as tall as its tallest floor.
	// Room for the operations a floor takes, about ten a cell, so that
	// the list is not copied as it grows.
	cells := 0
	for _, p := range parts {
		cells += p.rows * p.cols
	}
	pg := &Page{Part: PartHost, Label: "host map", Ops: make([]Op, 0, 10*cells+64)}
	c := &canvas{pg: pg, m: &k.meas}
	y := pad
	width := 0.0
	for i := 0; i < len(parts); i += perRow {
		row := parts[i:min(i+perRow, len(parts))]
		x, rowH := pad, 0.0
		for _, p := range row {
			_, lm := k.mapMargin(s, m.Floors[p.floor].Rows, m.Floors[p.floor].Cols)
			g := k.geom(p.floor, x+lm, y+titleH+lm, s, p.r0, p.c0, p.rows, p.cols)
			k.drawFloorTitle(c, g)
			k.drawFloor(c, g)
			w, h := float64(p.cols)*s+2*lm, float64(p.rows)*s+2*lm+titleH
			x += w + gap
			rowH = max(rowH, h)
		}
		width = max(width, x-gap+pad)
		y += rowH + gap
	}
	pg.W, pg.H = width, y-gap+pad
	return pg, nil
}

// HostMapSVG writes the host's map of m as an SVG document (HostMap, then
// WriteSVG).
func HostMapSVG(w io.Writer, m *maze.Maze, o MapOptions, so SVGOptions) error {
	pg, err := HostMap(m, o)
	if err != nil {
		return err
	}
	return WriteSVG(w, pg, so)
}
