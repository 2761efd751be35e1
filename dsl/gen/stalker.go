package gen

import (
	"fmt"

	"labyrinth/dsl/maze"
)

func cheb(p, q maze.Coord) int {
	return max(abs(p.Row-q.Row), abs(p.Col-q.Col))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// stalker: «Сталкер» (S1–S9): an open zone with a few ruined walls,
// entrances at the corners with trap-free 3×3 areas and one of them the
// institute, the golden ball in the middle, traps of both kinds that touch
// neither each other nor the ball, and terrain. The steps draw from the
// random source in a fixed order: the same seed gives the same zone.
func (b *board) stalker() bool {
	fl := b.addFloor("1", b.o.Rows, b.o.Cols)
	z := &zone{b: b, fl: fl, f: &b.m.Floors[fl], traps: map[maze.Coord]bool{}, counts: map[maze.RegionKind]int{}}
	z.open()
	z.ruinWalls()
	z.entrances()
	// The ball, in the middle third.
	f := z.f
	ball, ok := b.pick(fl, func(c maze.Coord) bool {
		return c.Row >= f.Rows/3 && c.Row < f.Rows-f.Rows/3 && c.Col >= f.Cols/3 && c.Col < f.Cols-f.Cols/3
	})
	if !ok {
		return false
	}
	z.ball = ball
	b.put(ball, maze.CellBall)
	// Terrain first (S8): the stream crosses the zone, and traps keep off it.
	stream, ok := b.stream()
	if !ok || !z.placeTraps() {
		return false
	}
	// The rest of the terrain (S8): climbs and swamps.
	scale := max(1, area(b)/100)
	if !b.some(maze.CellClimb, scale+1, nil) || !b.some(maze.CellSwamp, scale+1, nil) {
		return false
	}
	for _, r := range b.m.Regions {
		for _, c := range r.Cells {
			b.glyphs[c] = trapGlyphs[r.Kind]
		}
	}
	b.count()
	b.stats.TreasureDepth = b.distances(fl, z.ents)[ball]
	z.describe(stream)
	return true
}

// zone is the Stalker zone being drawn on floor fl of a board.
type zone struct {
	b      *board
	fl     int
	f      *maze.Floor
	ents   []maze.Coord // the entrances, the institute among them
	ball   maze.Coord
	traps  map[maze.Coord]bool // every trap cell so far
	counts map[maze.RegionKind]int
}

// trapGlyphs are the glyphs the control sheet draws a trap's cells with.
var trapGlyphs = map[maze.RegionKind]string{
	maze.RegionWeb: "Tw", maze.RegionJelly: "Tj", maze.RegionCabbage: "Tc",
	maze.RegionBaldSpot: "Tb", maze.RegionMeatGrinder: "Tm",
}

// open removes every inner wall: the zone is an open field.
func (z *zone) open() {
	f := z.f
	for r := 0; r < f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			if c+1 < f.Cols {
				f.VWall(r, c+1).Kind = maze.WallNone
			}
			if r+1 < f.Rows {
				f.HWall(r+1, c).Kind = maze.WallNone
			}
		}
	}
}

// ruinWalls draws ruined walls: short straight segments inside.
func (z *zone) ruinWalls() {
	b, f := z.b, z.f
	for i := 0; i < max(2, area(b)/30); i++ {
		r, c := 1+b.r.IntN(f.Rows-2), 1+b.r.IntN(f.Cols-2)
		horiz := b.r.IntN(2) == 0
		for k := 0; k < 2+b.r.IntN(3); k++ {
			if horiz && c+k < f.Cols-1 {
				f.HWall(r, c+k).Kind = maze.WallPlain
			} else if !horiz && r+k < f.Rows-1 {
				f.VWall(r+k, c).Kind = maze.WallPlain
			}
		}
	}
}

// entrances puts the entrances at the corners, one of them the institute,
// each with a door in the outer wall (S2), and keeps each one's 3×3 area
// plain.
func (z *zone) entrances() {
	b, f, fl := z.b, z.f, z.fl
	corners := []maze.Coord{{Floor: fl}, {Floor: fl, Col: f.Cols - 1}, {Floor: fl, Row: f.Rows - 1}, {Floor: fl, Row: f.Rows - 1, Col: f.Cols - 1}}
	inst := b.r.IntN(4)
	for i, c := range corners {
		k := maze.CellEntrance
		if i == inst {
			k = maze.CellInstitute
		}
		b.put(c, k)
		z.ents = append(z.ents, c)
		// The door: the corner's north or south wall.
		if c.Row == 0 {
			b.openOuter(c, maze.North)
		} else {
			b.openOuter(c, maze.South)
		}
	}
	for _, e := range z.ents {
		s := z.safe(e)
		for dr := 0; dr < 3; dr++ {
			for dc := 0; dc < 3; dc++ {
				b.used[maze.Coord{Floor: fl, Row: s.Row + dr, Col: s.Col + dc}] = true
			}
		}
	}
}

// safe returns the top-left cell of the 3×3 area of entrance e (S2:
// «вокруг каждого входа — пространство 3×3 клеток, гарантированное от
// ловушек»). It lies inside the zone: at a corner it is the corner's 3×3
// square.
func (z *zone) safe(e maze.Coord) maze.Coord {
	return maze.Coord{Floor: z.fl, Row: min(max(e.Row-1, 0), z.f.Rows-3), Col: min(max(e.Col-1, 0), z.f.Cols-3)}
}

// nearEntrance reports whether c is within field cells of an entrance's
// 3×3 area.
func (z *zone) nearEntrance(c maze.Coord, field int) bool {
	for _, e := range z.ents {
		s := z.safe(e)
		if c.Row >= s.Row-field && c.Row <= s.Row+2+field && c.Col >= s.Col-field && c.Col <= s.Col+2+field {
			return true
		}
	}
	return false
}

// clear reports whether a trap with a field of the given reach may start
// at c: a free cell, off the ball, the entrances' areas and the other
// traps, with a cell between (S7).
func (z *zone) clear(c maze.Coord, field int) bool {
	if !z.b.free(c) || cheb(c, z.ball) < 2+field {
		return false
	}
	if z.nearEntrance(c, field) {
		return false
	}
	for t := range z.traps {
		if cheb(c, t) < 2+field {
			return false
		}
	}
	return true
}

// placeTraps places the traps (S5–S7): «можно расставить, скажем, по 6–8
// ловушек первой категории, по 3–6 второй», as many as the field holds: 6
// and 4 on the 12×12, 8 and 6 from 16×16 on, never fewer than 3 and 3. The
// meat grinders come first: near the ball, two cells off (S6).
func (z *zone) placeTraps() bool {
	b := z.b
	n := area(b)
	first := min(8, max(3, (n+12)/24))
	second := min(6, max(3, n/36))
	if !z.grinder() {
		return false
	}
	for i := 0; i < first; i++ {
		k := []maze.RegionKind{maze.RegionWeb, maze.RegionJelly}[i%2]
		if !z.region(k, 1+b.r.IntN(3), 0) {
			return false
		}
	}
	if !z.region(maze.RegionCabbage, 1, 1) || !z.region(maze.RegionBaldSpot, 0, 0) {
		return false
	}
	for i := 3; i < second; i++ {
		var ok bool
		switch i % 3 {
		case 0:
			ok = z.region(maze.RegionCabbage, 1, 1)
		case 1:
			ok = z.region(maze.RegionBaldSpot, 0, 0)
		default:
			ok = z.grinder()
		}
		if !ok {
			return false
		}
	}
	return true
}

// grinder places a meat grinder two cells off the ball (S6).
func (z *zone) grinder() bool {
	c, ok := z.b.pick(z.fl, func(c maze.Coord) bool { return cheb(c, z.ball) == 2 && z.clear(c, 0) })
	if !ok {
		return false
	}
	z.add(maze.RegionMeatGrinder, []maze.Coord{c})
	return true
}

// add records a trap's cells as a region named by its count.
func (z *zone) add(k maze.RegionKind, cells []maze.Coord) {
	for _, x := range cells {
		z.traps[x] = true
		z.b.used[x] = true
	}
	z.counts[k]++
	z.b.m.Regions = append(z.b.m.Regions, maze.Region{Kind: k, Name: fmt.Sprint(z.counts[k]), Cells: cells})
}

// region places a trap of kind k. A bald spot's rectangle may not fit
// where it is first tried: it tries a few places.
func (z *zone) region(k maze.RegionKind, size, field int) bool {
	for try := 0; try < 12; try++ {
		if z.place(k, size, field) {
			return true
		}
	}
	return false
}

// place tries to place a trap of kind k at one picked cell: a bald spot
// is a rectangle, one row of two or three cells or two by two; any other
// trap grows at random to size cells.
func (z *zone) place(k maze.RegionKind, size, field int) bool {
	b, fl := z.b, z.fl
	c, ok := b.pick(fl, func(c maze.Coord) bool { return z.clear(c, field) })
	if !ok {
		return false
	}
	cells := []maze.Coord{c}
	mine := map[maze.Coord]bool{c: true}
	fits := func(x maze.Coord) bool {
		return z.f.In(x.Row, x.Col) && !mine[x] && z.clear(x, 0)
	}
	if k == maze.RegionBaldSpot {
		w, h := 2+b.r.IntN(2), 1+b.r.IntN(2)
		for dr := 0; dr < h; dr++ {
			for dc := 0; dc < w; dc++ {
				x := maze.Coord{Floor: fl, Row: c.Row + dr, Col: c.Col + dc}
				if x == c {
					continue
				}
				if !fits(x) {
					return false
				}
				cells = append(cells, x)
				mine[x] = true
			}
		}
	} else {
		for len(cells) < size {
			var next []maze.Coord
			for _, y := range cells {
				for _, d := range maze.Compass {
					if x := y.Add(d); fits(x) {
						next = append(next, x)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			x := next[b.r.IntN(len(next))]
			cells = append(cells, x)
			mine[x] = true
		}
	}
	z.add(k, cells)
	return true
}

// describe writes the control sheet's comments and header.
func (z *zone) describe(stream []maze.Coord) {
	b, counts := z.b, z.counts
	b.comments = append(b.comments,
		fmt.Sprintf("Entrances e1–e3 and the institute ! at the corners, each corner's 3×3 square kept plain (S2); the ball $ at %s (S1).", b.name(z.ball)),
		fmt.Sprintf("Traps of the first kind (S5): %s Tw, %s Tj; of the second (S6): %s Tc, %s Tb, %s Tm by the ball.",
			plural(counts[maze.RegionWeb], "web", "webs"), plural(counts[maze.RegionJelly], "jelly", "jellies"),
			plural(counts[maze.RegionCabbage], "cabbage", "cabbages"), plural(counts[maze.RegionBaldSpot], "bald spot", "bald spots"),
			plural(counts[maze.RegionMeatGrinder], "meat grinder", "meat grinders")),
		"No trap touches another or the ball (S7).",
		fmt.Sprintf("Terrain (S8): a stream of deep water w from %s to %s, not to be stopped in, with %s f; climbs /, swamps =.",
			b.name(stream[0]), b.name(stream[len(stream)-1]), plural(countKind(b, stream, maze.CellFord), "ford", "fords")))
	b.header("«Сталкер» (source text 003), rules S1–S11: the control sheet.")
}

// stream lays a stream of deep water across the zone (S8: «нельзя
// останавливаться посреди речки»): from one side to the opposite one, a cell
// wide, winding, with a ford to stop in every eight cells or so. It keeps
// off the ball and the entrances' areas.
func (b *board) stream() ([]maze.Coord, bool) {
	f := &b.m.Floors[0]
	for try := 0; try < 30; try++ {
		main := []maze.Dir{maze.South, maze.East}[b.r.IntN(2)]
		var start maze.Coord
		length := f.Rows
		if main == maze.South {
			start = maze.Coord{Col: 2 + b.r.IntN(max(1, f.Cols-4))}
		} else {
			start = maze.Coord{Row: 2 + b.r.IntN(max(1, f.Rows-4))}
			length = f.Cols
		}
		side := []maze.Dir{maze.East, maze.West}
		if main == maze.East {
			side = []maze.Dir{maze.North, maze.South}
		}
		in := map[maze.Coord]bool{}
		ok := func(x, from maze.Coord) bool {
			if !f.In(x.Row, x.Col) || !b.free(x) || in[x] {
				return false
			}
			for _, d := range maze.Compass { // a cell wide: it touches itself only where it came from
				if n := x.Add(d); n != from && in[n] {
					return false
				}
			}
			return true
		}
		if !ok(start, start) {
			continue
		}
		path := []maze.Coord{start}
		in[start] = true
		for {
			cur := path[len(path)-1]
			if (main == maze.South && cur.Row == f.Rows-1) || (main == maze.East && cur.Col == f.Cols-1) {
				break
			}
			ways := []maze.Dir{main, main, main, side[0], side[1]}
			if len(path) == 1 {
				ways = ways[:1] // it leaves the edge straight away
			}
			var ds []maze.Dir
			for _, d := range ways {
				if ok(cur.Add(d), cur) && b.wall(cur, d).Kind == maze.WallNone { // no stream runs through a wall
					ds = append(ds, d)
				}
			}
			if len(ds) == 0 || len(path) > 3*length {
				path = nil
				break
			}
			next := cur.Add(ds[b.r.IntN(len(ds))])
			path = append(path, next)
			in[next] = true
		}
		if path == nil {
			continue
		}
		fords := max(1, len(path)/8)
		for _, c := range path {
			b.put(c, maze.CellWater)
		}
		for k := 0; k < fords; k++ {
			// Fords spread along the stream, never on its first or last cell.
			i := 1 + (k*(len(path)-2))/fords + b.r.IntN(max(1, (len(path)-2)/fords))
			b.cell(path[min(i, len(path)-2)]).Kind = maze.CellFord
		}
		return path, true
	}
	return nil, false
}

// plural says n things in English: "a web", "2 webs".
func plural(n int, one, many string) string {
	if n == 1 {
		return "a " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func countKind(b *board, cs []maze.Coord, k maze.CellKind) int {
	n := 0
	for _, c := range cs {
		if b.cell(c).Kind == k {
			n++
		}
	}
	return n
}
