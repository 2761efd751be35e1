package check

import (
	"slices"
	"strconv"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// byteReader hands out bytes of the fuzz input, then zeros.
type byteReader struct {
	b []byte
	i int
}

func (r *byteReader) next() int {
	if r.i >= len(r.b) {
		return 0
	}
	r.i++
	return int(r.b[r.i-1])
}

func (r *byteReader) coord(floors int) maze.Coord {
	// Coordinates may fall off the floor: tables of a partial model can.
	return maze.Coord{Floor: r.next() % (floors + 1), Row: r.next()%10 - 1, Col: r.next()%10 - 1}
}

// modelFrom builds an arbitrary maze model, enums valid but tables
// pointing anywhere, as a compiler might hand over with errors.
func modelFrom(data []byte) *maze.Maze {
	r := &byteReader{b: data}
	fams := rules.Families()
	m := &maze.Maze{Rules: rules.MustPreset(fams[r.next()%len(fams)])}
	floors := 1 + r.next()%2
	for fl := 0; fl < floors; fl++ {
		f := maze.NewFloor(strconv.Itoa(fl+1), 1+r.next()%7, 1+r.next()%7)
		kinds := maze.CellKinds()
		for i := range f.Cells {
			f.Cells[i] = maze.Cell{Kind: kinds[r.next()%len(kinds)], Ref: -1, Dir: maze.Dir(r.next() % 7)}
		}
		for i := range f.HWalls {
			f.HWalls[i] = maze.Wall{Kind: maze.WallKind(r.next() % 7), Pass: maze.Dir(r.next() % 5)}
		}
		for i := range f.VWalls {
			f.VWalls[i] = maze.Wall{Kind: maze.WallKind(r.next() % 7), Pass: maze.Dir(r.next() % 5)}
		}
		m.Floors = append(m.Floors, f)
	}
	for n := r.next() % 4; n > 0; n-- {
		p := maze.Pit{Name: "1", At: r.coord(floors), Multiplicity: r.next() % 3}
		for k := r.next() % 3; k > 0; k-- {
			p.Exits = append(p.Exits, r.coord(floors))
		}
		m.Pits = append(m.Pits, p)
	}
	for n := r.next() % 3; n > 0; n-- {
		var hs maze.HoleSet
		for k := r.next() % 4; k > 0; k-- {
			hs.Cells = append(hs.Cells, r.coord(floors))
		}
		m.HoleSets = append(m.HoleSets, hs)
	}
	for n := r.next() % 3; n > 0; n-- {
		var rv maze.River
		for k := r.next() % 5; k > 0; k-- {
			rv.Cells = append(rv.Cells, r.coord(floors))
		}
		m.Rivers = append(m.Rivers, rv)
	}
	for n := r.next() % 3; n > 0; n-- {
		m.Stairs = append(m.Stairs, maze.Stair{A: r.coord(floors), B: r.coord(floors)})
	}
	for n := r.next() % 5; n > 0; n-- {
		m.Treasures = append(m.Treasures, maze.Treasure{Kind: maze.TreasureKind(r.next() % 4), At: r.coord(floors)})
	}
	for n := r.next() % 3; n > 0; n-- {
		m.Starts = append(m.Starts, maze.Start{Name: "1", At: r.coord(floors)})
	}
	for n := r.next() % 4; n > 0; n-- {
		rg := maze.Region{Kind: maze.RegionKind(r.next() % 5)}
		for k := 1 + r.next()%3; k > 0; k-- {
			rg.Cells = append(rg.Cells, r.coord(floors))
		}
		m.Regions = append(m.Regions, rg)
	}
	m.Rules.RiverDrift = r.next() % 3
	m.Rules.SteepBanks = r.next()%2 == 1
	m.Rules.RiverTouch = r.next()%2 == 1
	return m
}

// FuzzAnalyze checks that Analyze never panics on any model and that
// every finding carries a documented code and a summary.
func FuzzAnalyze(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 0, 3, 3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add([]byte("a longer seed that walks every table of the model at least once, twice"))
	for i := range 6 {
		f.Add([]byte{byte(i), 1, 6, 6, 0, 0, 0, 0, 2, 2, 2, 9, 9, 9, 4, 4, 4, 4})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m := modelFrom(data)
		for _, fd := range Analyze(m) {
			if !slices.Contains(Codes, fd.Code) || fd.Summary == "" || fd.Severity == 0 {
				t.Fatalf("bad finding %+v", fd)
			}
			Excerpt(m, fd, 1)
		}
	})
}
