package check

import "labyrinth/dsl/maze"

// Window is a rectangle of cells on one floor, inclusive of both corners.
type Window struct {
	Floor          int
	MinRow, MinCol int
	MaxRow, MaxCol int
}

// Excerpt returns the window of the floor of f's primary place that holds
// its place, region and path cells on that floor, widened by margin cells
// on every side and clipped to the floor: the part of the map a renderer
// redraws to show the finding's witness.
func Excerpt(m *maze.Maze, f Finding, margin int) Window {
	c := f.At.Cell
	w := Window{Floor: c.Floor, MinRow: c.Row, MinCol: c.Col, MaxRow: c.Row, MaxCol: c.Col}
	grow := func(p maze.Coord) {
		if p.Floor != w.Floor {
			return
		}
		w.MinRow, w.MinCol = min(w.MinRow, p.Row), min(w.MinCol, p.Col)
		w.MaxRow, w.MaxCol = max(w.MaxRow, p.Row), max(w.MaxCol, p.Col)
	}
	for _, p := range f.Region {
		grow(p)
	}
	for _, p := range f.Path {
		grow(p)
	}
	for _, r := range f.Related {
		grow(r.Place.Cell)
	}
	if w.Floor < 0 || w.Floor >= len(m.Floors) {
		return w
	}
	fl := &m.Floors[w.Floor]
	w.MinRow, w.MinCol = max(0, w.MinRow-margin), max(0, w.MinCol-margin)
	w.MaxRow, w.MaxCol = min(fl.Rows-1, w.MaxRow+margin), min(fl.Cols-1, w.MaxCol+margin)
	return w
}
