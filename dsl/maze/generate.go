package maze

import (
	"math/rand/v2"
	"strconv"

	"labyrinth/dsl/rules"
)

// GenOptions sets what Generate builds.
type GenOptions struct {
	Rows, Cols int
	Seed       int64
	// Loops is the share (0..1) of inner walls knocked out after the
	// spanning tree is carved, so that the maze has cycles.
	Loops float64
	// Family selects the rules preset; empty means base.
	Family rules.Family
	// Treasures is the number of false treasures beside the true one.
	FalseTreasures int
	// Pits, Holes (cells in one hole set) and Arsenals to scatter.
	Pits, Holes, Arsenals int
}

// Generate builds a random, valid maze deterministically from the seed: a
// spanning tree of passages (so every cell reaches every other, rule B17)
// with an exit in the top wall, optional loops and scattered features. It
// is meant for tests, benchmarks and simulation, not for play by hosts.
func Generate(o GenOptions) *Maze {
	if o.Family == "" {
		o.Family = rules.FamilyBase
	}
	r := rand.New(rand.NewPCG(uint64(o.Seed), uint64(o.Seed)^0x9e3779b97f4a7c15))
	f := NewFloor("1", o.Rows, o.Cols)
	for i := range f.HWalls {
		f.HWalls[i].Kind = WallPlain
	}
	for i := range f.VWalls {
		f.VWalls[i].Kind = WallPlain
	}
	for i := range f.Cells {
		f.Cells[i].Ref = -1
	}
	// Iterative randomized depth-first search.
	n := o.Rows * o.Cols
	seen := make([]bool, n)
	stack := make([]int, 0, n)
	stack = append(stack, 0)
	seen[0] = true
	var dirs [4]Dir
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		row, col := cur/o.Cols, cur%o.Cols
		k := 0
		for _, d := range Compass {
			nc := Coord{Row: row, Col: col}.Add(d)
			if f.In(nc.Row, nc.Col) && !seen[f.Index(nc.Row, nc.Col)] {
				dirs[k] = d
				k++
			}
		}
		if k == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		d := dirs[r.IntN(k)]
		nc := Coord{Row: row, Col: col}.Add(d)
		f.Side(row, col, d).Kind = WallNone
		ni := f.Index(nc.Row, nc.Col)
		seen[ni] = true
		stack = append(stack, ni)
	}
	// Loops: knock out some inner walls.
	if o.Loops > 0 {
		for row := 0; row < o.Rows; row++ {
			for col := 0; col < o.Cols; col++ {
				if col+1 < o.Cols && r.Float64() < o.Loops {
					f.Side(row, col, East).Kind = WallNone
				}
				if row+1 < o.Rows && r.Float64() < o.Loops {
					f.Side(row, col, South).Kind = WallNone
				}
			}
		}
	}
	// The exit: a gap in the top outer wall.
	f.HWall(0, r.IntN(o.Cols)).Kind = WallNone

	m := &Maze{Title: "generated", Rules: rules.MustPreset(o.Family), Floors: []Floor{f}}
	free := r.Perm(n)
	take := func() Coord {
		i := free[0]
		free = free[1:]
		return Coord{Row: i / o.Cols, Col: i % o.Cols}
	}
	avail := func(k int) bool { return len(free) > k }
	if avail(0) {
		m.Treasures = append(m.Treasures, Treasure{Kind: TreasureTrue, At: take()})
	}
	for i := 0; i < o.FalseTreasures && avail(0); i++ {
		m.Treasures = append(m.Treasures, Treasure{Kind: TreasureFalse, At: take()})
	}
	for i := 0; i < o.Pits && avail(1); i++ {
		p, e := take(), take()
		m.Pits = append(m.Pits, Pit{Name: strconv.Itoa(i + 1), At: p, Exits: []Coord{e}})
		m.Floors[0].Cell(p.Row, p.Col).Kind, m.Floors[0].Cell(p.Row, p.Col).Ref = CellPit, i
		m.Floors[0].Cell(e.Row, e.Col).Kind, m.Floors[0].Cell(e.Row, e.Col).Ref = CellPitExit, i
	}
	if o.Holes >= 2 && avail(o.Holes-1) {
		hs := HoleSet{Name: "1"}
		for i := 0; i < o.Holes; i++ {
			c := take()
			hs.Cells = append(hs.Cells, c)
			m.Floors[0].Cell(c.Row, c.Col).Kind, m.Floors[0].Cell(c.Row, c.Col).Ref = CellHole, 0
		}
		m.HoleSets = append(m.HoleSets, hs)
	}
	for i := 0; i < o.Arsenals && avail(0); i++ {
		c := take()
		m.Floors[0].Cell(c.Row, c.Col).Kind = CellArsenal
	}
	return m
}
