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
// neither each other nor the ball, and terrain.
func (b *board) stalker() bool {
	fl := b.addFloor("1", b.o.Rows, b.o.Cols)
	f := &b.m.Floors[fl]
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
	// Ruined walls: short straight segments inside.
	n := area(b)
	for i := 0; i < max(2, n/30); i++ {
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
	// Entrances at the corners (S2); one is the institute.
	corners := []maze.Coord{{Floor: fl}, {Floor: fl, Col: f.Cols - 1}, {Floor: fl, Row: f.Rows - 1}, {Floor: fl, Row: f.Rows - 1, Col: f.Cols - 1}}
	inst := b.r.IntN(4)
	var ents []maze.Coord
	for i, c := range corners {
		k := maze.CellEntrance
		if i == inst {
			k = maze.CellInstitute
		}
		b.put(c, k)
		ents = append(ents, c)
		// The door: the corner's north or south wall.
		if c.Row == 0 {
			b.openOuter(c, maze.North)
		} else {
			b.openOuter(c, maze.South)
		}
	}
	for _, e := range ents {
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				b.used[maze.Coord{Floor: fl, Row: e.Row + dr, Col: e.Col + dc}] = true
			}
		}
	}
	// The ball, in the middle third.
	ball, ok := b.pick(fl, func(c maze.Coord) bool {
		return c.Row >= f.Rows/3 && c.Row < f.Rows-f.Rows/3 && c.Col >= f.Cols/3 && c.Col < f.Cols-f.Cols/3
	})
	if !ok {
		return false
	}
	b.put(ball, maze.CellBall)
	traps := map[maze.Coord]bool{}
	clear := func(c maze.Coord, field int) bool {
		if !b.free(c) || cheb(c, ball) < 2+field {
			return false
		}
		for _, e := range ents {
			if cheb(c, e) <= 1+field {
				return false
			}
		}
		for t := range traps {
			if cheb(c, t) < 2+field {
				return false
			}
		}
		return true
	}
	counts := map[maze.RegionKind]int{}
	region := func(k maze.RegionKind, size, field int) bool {
		c, ok := b.pick(fl, func(c maze.Coord) bool { return clear(c, field) })
		if !ok {
			return false
		}
		cells := []maze.Coord{c}
		mine := map[maze.Coord]bool{c: true}
		ok2 := func(x maze.Coord) bool {
			if !f.In(x.Row, x.Col) || mine[x] || !b.free(x) || cheb(x, ball) < 2 {
				return false
			}
			for _, e := range ents {
				if cheb(x, e) <= 1 {
					return false
				}
			}
			for t := range traps {
				if cheb(x, t) < 2 {
					return false
				}
			}
			return true
		}
		if k == maze.RegionBaldSpot {
			// A rectangle: one row of two or three cells, or two by two.
			w, h := 2+b.r.IntN(2), 1+b.r.IntN(2)
			for dr := 0; dr < h; dr++ {
				for dc := 0; dc < w; dc++ {
					x := maze.Coord{Floor: fl, Row: c.Row + dr, Col: c.Col + dc}
					if x == c {
						continue
					}
					if !ok2(x) {
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
						if x := y.Add(d); ok2(x) {
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
		for _, x := range cells {
			traps[x] = true
			b.used[x] = true
		}
		counts[k]++
		b.m.Regions = append(b.m.Regions, maze.Region{Kind: k, Name: fmt.Sprint(counts[k]), Cells: cells})
		return true
	}
	scale := max(1, n/100)
	// The meat grinder first: near the ball, two cells off (S6).
	grinder, ok := b.pick(fl, func(c maze.Coord) bool { return cheb(c, ball) == 2 && clear(c, 0) })
	if !ok {
		return false
	}
	traps[grinder] = true
	b.used[grinder] = true
	counts[maze.RegionMeatGrinder]++
	b.m.Regions = append(b.m.Regions, maze.Region{Kind: maze.RegionMeatGrinder, Name: "1", Cells: []maze.Coord{grinder}})
	for i := 0; i < 2*scale; i++ {
		if !region(maze.RegionWeb, 1+b.r.IntN(3), 0) || !region(maze.RegionJelly, 1+b.r.IntN(3), 0) {
			return false
		}
	}
	if !region(maze.RegionCabbage, 1, 1) || !region(maze.RegionBaldSpot, 0, 0) {
		return false
	}
	// Terrain (S8): a stream of deep water with a ford, a climb, swamps.
	if !b.stream() || !b.some(maze.CellClimb, scale+1, nil) || !b.some(maze.CellSwamp, scale+1, nil) {
		return false
	}
	for _, r := range b.m.Regions {
		g := map[maze.RegionKind]string{maze.RegionWeb: "Tw", maze.RegionJelly: "Tj", maze.RegionCabbage: "Tc", maze.RegionBaldSpot: "Tb", maze.RegionMeatGrinder: "Tm"}[r.Kind]
		for _, c := range r.Cells {
			b.glyphs[c] = g
		}
	}
	b.count()
	b.stats.TreasureDepth = b.distances(fl, ents)[ball]
	b.comments = append(b.comments,
		fmt.Sprintf("Entrances e1–e3 and the institute ! at the corners, each with a trap-free 3×3 area (S2); the ball $ at %s (S1).", b.name(ball)),
		fmt.Sprintf("Traps of the first kind (S5): %d webs Tw, %d jellies Tj; of the second (S6): a cabbage Tc, a bald spot Tb, a meat grinder Tm by the ball.", counts[maze.RegionWeb], counts[maze.RegionJelly]),
		"No trap touches another or the ball (S7). Terrain (S8): deep water w with a ford f, climbs /, swamps =.")
	b.header("«Сталкер» (seed 003), rules S1–S11: the control sheet.")
	return true
}

// stream lays a short straight line of deep water with a ford in it.
func (b *board) stream() bool {
	f := &b.m.Floors[0]
	for try := 0; try < 20; try++ {
		c, ok := b.pick(0, nil)
		if !ok {
			return false
		}
		d := []maze.Dir{maze.East, maze.South}[b.r.IntN(2)]
		var cells []maze.Coord
		for k := 0; k < 3; k++ {
			x := c
			for j := 0; j < k; j++ {
				x = x.Add(d)
			}
			if !f.In(x.Row, x.Col) || !b.free(x) {
				break
			}
			cells = append(cells, x)
		}
		if len(cells) < 3 {
			continue
		}
		b.put(cells[0], maze.CellWater)
		b.put(cells[1], maze.CellFord)
		b.put(cells[2], maze.CellWater)
		return true
	}
	return false
}
