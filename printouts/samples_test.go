package printouts

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Hand-built mazes that between them hold every kind of wall, cell and
// table the host sheet draws. They stand in for compiled examples so that
// the printouts are tested on their own.

func c(floor, row, col int) maze.Coord { return maze.Coord{Floor: floor, Row: row, Col: col} }

func setCell(m *maze.Maze, at maze.Coord, kind maze.CellKind, ref int) *maze.Cell {
	cell := m.Floors[at.Floor].Cell(at.Row, at.Col)
	cell.Kind, cell.Ref = kind, ref
	return cell
}

// sampleBase is a 10×10 maze with every wall kind, holes, pits (one
// wandering, one with multiplicity), a river, arsenals, a hospital,
// treasures, starts and a bear on a track.
func sampleBase() *maze.Maze {
	m := maze.Generate(maze.GenOptions{Rows: 10, Cols: 10, Seed: 7, Loops: 0.1, Family: rules.FamilyVMK})
	m.Title = "Образец: все знаки"
	m.Author = "test"
	m.Pits, m.HoleSets, m.Treasures = nil, nil, nil
	f := &m.Floors[0]
	for i := range f.Cells {
		f.Cells[i] = maze.Cell{Ref: -1}
	}
	f.VWall(1, 3).Kind = maze.WallUnblastable
	f.HWall(2, 4).Kind = maze.WallUnblastable
	f.VWall(4, 5).Kind = maze.WallWindow
	f.HWall(6, 2).Kind = maze.WallRubber
	*f.VWall(7, 7) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.East}
	*f.HWall(3, 8) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.North, Hidden: true}
	f.VWall(5, 0).Kind = maze.WallNone // exit west
	f.HWall(10, 6).Kind = maze.WallClosedExit
	m.HoleSets = []maze.HoleSet{{Name: "1", Cells: []maze.Coord{c(0, 0, 1), c(0, 5, 5), c(0, 9, 9)}}}
	for _, at := range m.HoleSets[0].Cells {
		setCell(m, at, maze.CellHole, 0)
	}
	setCell(m, c(0, 3, 3), maze.CellFakeHole, -1)
	m.Pits = []maze.Pit{
		{Name: "1", At: c(0, 1, 7), Exits: []maze.Coord{c(0, 8, 1)}},
		{Name: "2", At: c(0, 4, 1), Exits: []maze.Coord{c(0, 2, 8), c(0, 6, 6)}, Multiplicity: 3},
	}
	setCell(m, c(0, 1, 7), maze.CellPit, 0)
	setCell(m, c(0, 8, 1), maze.CellPitExit, 0)
	setCell(m, c(0, 4, 1), maze.CellPit, 1)
	setCell(m, c(0, 2, 8), maze.CellPitExit, 1)
	setCell(m, c(0, 6, 6), maze.CellPitExit, 1)
	m.Rivers = []maze.River{{Name: "1", Cells: []maze.Coord{c(0, 6, 3), c(0, 7, 3), c(0, 7, 4), c(0, 7, 5), c(0, 8, 5)}}}
	for _, at := range m.Rivers[0].Cells {
		setCell(m, at, maze.CellRiver, 0)
	}
	setCell(m, c(0, 0, 5), maze.CellArsenal, -1)
	setCell(m, c(0, 9, 2), maze.CellArsenal, -1).Arsenal = maze.ArsenalBullets
	setCell(m, c(0, 2, 2), maze.CellHospital, -1)
	setCell(m, c(0, 5, 8), maze.CellMine, -1).Mines = 2
	setCell(m, c(0, 4, 7), maze.CellSwamp, -1)
	setCell(m, c(0, 9, 7), maze.CellMonolith, -1)
	setCell(m, c(0, 3, 6), maze.CellRubberRoom, -1).Dir = maze.East
	setCell(m, c(0, 8, 8), maze.CellDen, -1)
	m.Treasures = []maze.Treasure{{Kind: maze.TreasureTrue, At: c(0, 0, 9)}, {Kind: maze.TreasureFalse, At: c(0, 6, 0)}, {Kind: maze.TreasureCandidate, At: c(0, 2, 2)}}
	m.Starts = []maze.Start{{Name: "1", At: c(0, 4, 4)}, {Name: "2", At: c(0, 9, 0)}}
	m.Creatures = []maze.Creature{{Kind: maze.CreatureBear, Name: "Миша", At: c(0, 8, 8), Den: c(0, 8, 8), Track: []maze.Coord{c(0, 8, 8), c(0, 8, 7), c(0, 7, 7), c(0, 7, 8), c(0, 8, 8)}}}
	return m
}

// sampleDuel is a duel maze (D2): crossbow, crutch, trap, 4 pits, 3 false
// and 1 true treasure, an exit on each side.
func sampleDuel() *maze.Maze {
	m := maze.Generate(maze.GenOptions{Rows: 10, Cols: 10, Seed: 11, Family: rules.FamilyDuel, FalseTreasures: 3, Pits: 4})
	m.Title = "Дуэль"
	f := &m.Floors[0]
	f.VWall(4, 0).Kind = maze.WallNone
	f.VWall(6, 10).Kind = maze.WallNone
	f.HWall(10, 3).Kind = maze.WallNone
	free := func() maze.Coord {
		for i := range f.Cells {
			at := c(0, i/10, i%10)
			if f.Cells[i].Kind != maze.CellEmpty {
				continue
			}
			used := false
			for _, t := range m.Treasures {
				used = used || t.At == at
			}
			if !used {
				return at
			}
		}
		return c(0, 0, 0)
	}
	setCell(m, free(), maze.CellCrossbow, -1)
	setCell(m, free(), maze.CellCrutch, -1)
	setCell(m, free(), maze.CellTrap, -1)
	return m
}

// sampleFloors is a two-floor maze with stairs and an irregular basement
// (T1, T5).
func sampleFloors() *maze.Maze {
	a := maze.Generate(maze.GenOptions{Rows: 8, Cols: 8, Seed: 3, Family: rules.FamilyTver, Arsenals: 1, FalseTreasures: 1})
	b := maze.Generate(maze.GenOptions{Rows: 6, Cols: 8, Seed: 4, Family: rules.FamilyTver})
	m := a
	m.Title = "Two floors"
	fb := b.Floors[0]
	fb.Name = "basement"
	fb.HWall(0, 0).Kind = maze.WallPlain
	for i := range fb.HWalls {
		if i < fb.Cols {
			fb.HWalls[i].Kind = maze.WallPlain
		}
	}
	for _, rc := range [][2]int{{0, 6}, {0, 7}, {1, 7}, {5, 0}} {
		fb.Cell(rc[0], rc[1]).Kind = maze.CellVoid
	}
	fb.Cell(5, 1).Kind = maze.CellWater
	m.Floors = append(m.Floors, fb)
	m.Stairs = []maze.Stair{{A: c(0, 7, 7), B: c(1, 4, 5)}}
	setCell(m, c(0, 7, 7), maze.CellStairs, 0).Dir = maze.Down
	setCell(m, c(1, 4, 5), maze.CellStairs, 0).Dir = maze.Up
	for _, t := range b.Treasures {
		t.At.Floor = 1
		m.Treasures = append(m.Treasures, t)
	}
	return m
}

// sampleLarge is big enough to need tiling on A4.
func sampleLarge(rows, cols int) *maze.Maze {
	m := maze.Generate(maze.GenOptions{Rows: rows, Cols: cols, Seed: 5, Loops: 0.05, FalseTreasures: 5, Pits: 6, Holes: 5, Arsenals: 4})
	m.Title = "Large"
	return m
}

// sampleStalker is a Stalker zone with traps of every kind (S5, S6).
func sampleStalker() *maze.Maze {
	m := maze.Generate(maze.GenOptions{Rows: 12, Cols: 12, Seed: 9, Loops: 0.9, Family: rules.FamilyStalker})
	m.Title = "Зона"
	m.Treasures = nil
	setCell(m, c(0, 6, 6), maze.CellBall, -1)
	setCell(m, c(0, 0, 0), maze.CellInstitute, -1)
	setCell(m, c(0, 11, 11), maze.CellEntrance, -1).Glyph = "e2"
	setCell(m, c(0, 3, 8), maze.CellFord, -1)
	setCell(m, c(0, 8, 3), maze.CellClimb, -1)
	m.Regions = []maze.Region{
		{Kind: maze.RegionWeb, Name: "1", Cells: []maze.Coord{c(0, 4, 4), c(0, 4, 5), c(0, 5, 4)}},
		{Kind: maze.RegionJelly, Name: "2", Cells: []maze.Coord{c(0, 8, 8), c(0, 8, 9)}},
		{Kind: maze.RegionCabbage, Name: "3", Cells: []maze.Coord{c(0, 2, 9)}},
		{Kind: maze.RegionBaldSpot, Name: "4", Cells: []maze.Coord{c(0, 9, 1), c(0, 9, 2), c(0, 10, 1), c(0, 10, 2)}},
		{Kind: maze.RegionMeatGrinder, Name: "5", Cells: []maze.Coord{c(0, 7, 6)}},
	}
	return m
}
