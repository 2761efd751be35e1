package gen

import (
	"math/rand/v2"
	"slices"

	"labyrinth/dsl/maze"
)

// board is a maze under construction: the model, the random source and
// which cells are still free for an object.
type board struct {
	m    *maze.Maze
	r    *rand.Rand
	o    *Options
	used map[maze.Coord]bool // cells that hold something (or must stay bare)

	// What the file says besides the maps.
	title       string
	comments    []string // the header comment: what was placed
	headerNotes []string
	rules       []string // overrides in the rules part
	legend      []string // legend statements (the duel's own letters)
	links       []string // links statements, in order
	// glyphs overrides the drawn glyph of a cell; cyrillic spells the
	// default glyphs with the source text's Cyrillic letters (V26).
	glyphs   map[maze.Coord]string
	cyrillic bool

	exitNotes []string
	stats     Stats
}

func newBoard(o *Options, r *rand.Rand) *board {
	return &board{m: &maze.Maze{}, r: r, o: o, used: map[maze.Coord]bool{}, glyphs: map[maze.Coord]string{}}
}

// addFloor appends a floor with every wall standing and every cell empty.
func (b *board) addFloor(name string, rows, cols int) int {
	f := maze.NewFloor(name, rows, cols)
	for i := range f.HWalls {
		f.HWalls[i].Kind = maze.WallPlain
	}
	for i := range f.VWalls {
		f.VWalls[i].Kind = maze.WallPlain
	}
	for i := range f.Cells {
		f.Cells[i].Ref = -1
	}
	b.m.Floors = append(b.m.Floors, f)
	return len(b.m.Floors) - 1
}

func (b *board) cell(c maze.Coord) *maze.Cell { return b.m.CellAt(c) }

// open reports whether a player may be on c: inside the floor and neither
// void nor monolith.
func (b *board) open(c maze.Coord) bool {
	cl := b.m.CellAt(c)
	return cl != nil && cl.Kind.Passable() && cl.Kind != maze.CellExit
}

// wall returns the edge on side d of c.
func (b *board) wall(c maze.Coord, d maze.Dir) *maze.Wall {
	return b.m.Floors[c.Floor].Side(c.Row, c.Col, d)
}

// linked reports whether the edge between c and its neighbour in d is
// open and the neighbour is an open cell.
func (b *board) linked(c maze.Coord, d maze.Dir) bool {
	n := c.Add(d)
	return b.m.Floors[c.Floor].In(n.Row, n.Col) && b.open(n) && b.wall(c, d).Kind == maze.WallNone
}

// degree counts the open passages of a cell to other cells of its floor.
func (b *board) degree(c maze.Coord) int {
	n := 0
	for _, d := range maze.Compass {
		if b.linked(c, d) {
			n++
		}
	}
	return n
}

// cells lists the open cells of a floor in reading order.
func (b *board) cells(fl int) []maze.Coord {
	f := &b.m.Floors[fl]
	var out []maze.Coord
	for r := 0; r < f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			at := maze.Coord{Floor: fl, Row: r, Col: c}
			if b.open(at) {
				out = append(out, at)
			}
		}
	}
	return out
}

// carve joins the open cells of a floor into a spanning tree with the
// growing-tree algorithm: deadEnds near 0 takes the newest cell (long
// winding corridors, few dead ends), near 1 a random one (short branches,
// many dead ends). Cells blocked says are left out (a river is carved on
// its own). It reports false when the open cells are not all joined (a
// river or a shape cut them apart).
func (b *board) carve(fl int, deadEnds float64, blocked func(maze.Coord) bool) bool {
	cells := b.cells(fl)
	if blocked != nil {
		cells = slices.DeleteFunc(cells, blocked)
	}
	if len(cells) == 0 {
		return true
	}
	in := map[maze.Coord]bool{}
	for _, c := range cells {
		in[c] = true
	}
	seen := map[maze.Coord]bool{}
	start := cells[b.r.IntN(len(cells))]
	seen[start] = true
	active := []maze.Coord{start}
	var dirs []maze.Dir
	for len(active) > 0 {
		i := len(active) - 1
		if b.r.Float64() < deadEnds {
			i = b.r.IntN(len(active))
		}
		cur := active[i]
		dirs = dirs[:0]
		for _, d := range maze.Compass {
			n := cur.Add(d)
			if in[n] && !seen[n] {
				dirs = append(dirs, d)
			}
		}
		if len(dirs) == 0 {
			active = slices.Delete(active, i, i+1)
			continue
		}
		d := dirs[b.r.IntN(len(dirs))]
		n := cur.Add(d)
		b.wall(cur, d).Kind = maze.WallNone
		seen[n] = true
		active = append(active, n)
	}
	return len(seen) == len(cells)
}

// loops knocks out a share of the inner walls between open cells that the
// filter allows, so that the maze has cycles. It returns how many.
func (b *board) loops(fl int, share float64, ok func(c maze.Coord, d maze.Dir) bool) int {
	if share <= 0 {
		return 0
	}
	n := 0
	for _, c := range b.cells(fl) {
		for _, d := range []maze.Dir{maze.East, maze.South} {
			nb := c.Add(d)
			if !b.m.Floors[fl].In(nb.Row, nb.Col) || !b.open(nb) || b.wall(c, d).Kind == maze.WallNone {
				continue
			}
			if b.r.Float64() >= share || (ok != nil && !ok(c, d)) {
				continue
			}
			b.wall(c, d).Kind = maze.WallNone
			n++
		}
	}
	return n
}

// free reports whether c is an open, plain cell with nothing on it. A door
// is never free: a host keeps the cell by a way in plain, for a pit, a mine
// or a trap right inside the door is no fun, and a treasure there is no hunt.
func (b *board) free(c maze.Coord) bool {
	cl := b.m.CellAt(c)
	return cl != nil && cl.Kind == maze.CellEmpty && !b.used[c] && !b.door(c)
}

// door reports whether c is a way into the maze: a gap in the outer wall
// (or in a basement's edge), or the cell inside a school maze's exit cell.
func (b *board) door(c maze.Coord) bool {
	f := &b.m.Floors[c.Floor]
	for _, d := range maze.Compass {
		n := c.Add(d)
		if b.wall(c, d).Kind != maze.WallNone {
			continue
		}
		if !f.In(n.Row, n.Col) {
			return true
		}
		if k := f.Cell(n.Row, n.Col).Kind; k == maze.CellExit || (k == maze.CellVoid && f.Cell(c.Row, c.Col).Kind != maze.CellVoid) {
			return true
		}
	}
	return false
}

// pick returns a random free cell of the floor that satisfies ok, or false.
func (b *board) pick(fl int, ok func(maze.Coord) bool) (maze.Coord, bool) {
	var cand []maze.Coord
	for _, c := range b.cells(fl) {
		if b.free(c) && (ok == nil || ok(c)) {
			cand = append(cand, c)
		}
	}
	if len(cand) == 0 {
		return maze.Coord{}, false
	}
	return cand[b.r.IntN(len(cand))], true
}

// pickAny is pick over every floor.
func (b *board) pickAny(ok func(maze.Coord) bool) (maze.Coord, bool) {
	var cand []maze.Coord
	for fl := range b.m.Floors {
		for _, c := range b.cells(fl) {
			if b.free(c) && (ok == nil || ok(c)) {
				cand = append(cand, c)
			}
		}
	}
	if len(cand) == 0 {
		return maze.Coord{}, false
	}
	return cand[b.r.IntN(len(cand))], true
}

// deadEnd reports whether c is a cell with one way out.
func (b *board) deadEnd(c maze.Coord) bool { return b.degree(c) == 1 }

// put gives a free cell a kind.
func (b *board) put(c maze.Coord, k maze.CellKind) *maze.Cell {
	cl := b.cell(c)
	cl.Kind = k
	b.used[c] = true
	return cl
}

// distances returns the number of steps from the nearest of the sources to
// every cell of the floor walking open passages; cells not reached are
// absent.
func (b *board) distances(fl int, sources []maze.Coord) map[maze.Coord]int {
	dist := map[maze.Coord]int{}
	q := slices.Clone(sources)
	for _, s := range sources {
		dist[s] = 0
	}
	for len(q) > 0 {
		c := q[0]
		q = q[1:]
		for _, d := range maze.Compass {
			if !b.linked(c, d) {
				continue
			}
			n := c.Add(d)
			if _, ok := dist[n]; ok {
				continue
			}
			dist[n] = dist[c] + 1
			q = append(q, n)
		}
	}
	return dist
}

// byDepth picks a free cell whose distance from the sources sits at the
// quantile q of all free cells' distances (q = 1: the farthest).
func (b *board) byDepth(fl int, sources []maze.Coord, q float64, ok func(maze.Coord) bool) (maze.Coord, int, bool) {
	dist := b.distances(fl, sources)
	var cand []maze.Coord
	for _, c := range b.cells(fl) {
		if _, reached := dist[c]; reached && b.free(c) && (ok == nil || ok(c)) {
			cand = append(cand, c)
		}
	}
	if len(cand) == 0 {
		return maze.Coord{}, 0, false
	}
	b.r.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	slices.SortStableFunc(cand, func(x, y maze.Coord) int { return dist[x] - dist[y] })
	i := int(q*float64(len(cand)-1) + 0.5)
	// A little spread so that seeds differ.
	i = min(max(i+b.r.IntN(3)-1, 0), len(cand)-1)
	return cand[i], dist[cand[i]], true
}

// openOuter opens the outer wall of an edge cell on side d (an exit).
func (b *board) openOuter(c maze.Coord, d maze.Dir) { b.wall(c, d).Kind = maze.WallNone }

// edgeCell returns a random open cell on side d of a floor, away from the
// corners when the side is long enough.
func (b *board) edgeCell(fl int, d maze.Dir, ok func(maze.Coord) bool) (maze.Coord, bool) {
	f := &b.m.Floors[fl]
	var cand []maze.Coord
	add := func(r, c int) {
		at := maze.Coord{Floor: fl, Row: r, Col: c}
		n := at.Add(d)
		if b.open(at) && (!f.In(n.Row, n.Col) || f.Cell(n.Row, n.Col).Kind == maze.CellVoid) && (ok == nil || ok(at)) {
			cand = append(cand, at)
		}
	}
	switch d {
	case maze.North, maze.South:
		r := 0
		if d == maze.South {
			r = f.Rows - 1
		}
		for c := 0; c < f.Cols; c++ {
			if f.Cols < 4 || (c > 0 && c < f.Cols-1) {
				add(r, c)
			}
		}
	default:
		c := 0
		if d == maze.East {
			c = f.Cols - 1
		}
		for r := 0; r < f.Rows; r++ {
			if f.Rows < 4 || (r > 0 && r < f.Rows-1) {
				add(r, c)
			}
		}
	}
	if len(cand) == 0 {
		return maze.Coord{}, false
	}
	return cand[b.r.IntN(len(cand))], true
}
