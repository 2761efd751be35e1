package move_test

import (
	"slices"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
	"labyrinth/dsl/rules"
)

const (
	N = maze.North
	E = maze.East
	S = maze.South
	W = maze.West
)

// at names a cell of floor 0 as the maps do: column letter, row number.
func at(name string) maze.Coord {
	return maze.Coord{Col: int(name[0] - 'A'), Row: int(name[1] - '1')}
}

// open3 is a 3×3 floor with every inner edge open and a plain outer wall
// but for a gap north of B1.
func open3() *maze.Maze {
	f := maze.NewFloor("1", 3, 3)
	for i := range f.Cells {
		f.Cells[i].Ref = -1
	}
	for c := 0; c < 3; c++ {
		f.HWall(0, c).Kind, f.HWall(3, c).Kind = maze.WallPlain, maze.WallPlain
	}
	for r := 0; r < 3; r++ {
		f.VWall(r, 0).Kind, f.VWall(r, 3).Kind = maze.WallPlain, maze.WallPlain
	}
	f.HWall(0, 1).Kind = maze.WallNone
	return &maze.Maze{Floors: []maze.Floor{f}, Rules: rules.Options{RiverDrift: 2}}
}

func set(m *maze.Maze, c string, k maze.CellKind, ref int) {
	cell := m.Floors[0].Cell(at(c).Row, at(c).Col)
	cell.Kind, cell.Ref = k, ref
}

func model(m *maze.Maze) *move.Model { return &move.Model{Maze: m, Rules: &m.Rules} }

func TestStep(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(m *maze.Maze)
		from  string
		d     maze.Dir
		stop  move.Stop
		to    string
		out   bool
		outer bool
	}{
		{name: "B9 open edge", from: "A1", d: E, to: "B1"},
		{name: "B9 plain wall", edit: func(m *maze.Maze) { m.Floors[0].VWall(0, 1).Kind = maze.WallPlain },
			from: "A1", d: E, stop: move.Wall, to: "B1"},
		{name: "B9 outer wall", from: "A1", d: W, stop: move.Wall, outer: true},
		{name: "B15 through the gap out of the maze", from: "B1", d: N, out: true},
		{name: "M11 one-way the right way", edit: func(m *maze.Maze) {
			*m.Floors[0].VWall(0, 1) = maze.Wall{Kind: maze.WallOneWay, Pass: E}
		}, from: "A1", d: E, to: "B1"},
		{name: "M11 one-way the wrong way", edit: func(m *maze.Maze) {
			*m.Floors[0].VWall(0, 1) = maze.Wall{Kind: maze.WallOneWay, Pass: E}
		}, from: "B1", d: W, stop: move.Wall, to: "A1"},
		{name: "M10 rubber wall", edit: func(m *maze.Maze) { m.Floors[0].VWall(0, 1).Kind = maze.WallRubber },
			from: "A1", d: E, stop: move.Rubber, to: "B1"},
		{name: "C2 monolith", edit: func(m *maze.Maze) { set(m, "B1", maze.CellMonolith, -1) },
			from: "A1", d: E, stop: move.Monolith, to: "B1"},
		{name: "C15 magnet", edit: func(m *maze.Maze) { set(m, "B1", maze.CellMagnet, -1) },
			from: "A1", d: E, stop: move.Magnet, to: "B1"},
		{name: "C15 crossing with a way on", edit: func(m *maze.Maze) { set(m, "B1", maze.CellCrossing, -1) },
			from: "A1", d: E, to: "B1"},
		{name: "C15 crossing against the outer wall", edit: func(m *maze.Maze) { set(m, "B1", maze.CellCrossing, -1) },
			from: "B2", d: N, stop: move.DeadEnd, to: "B1"},
		{name: "T5 into a void cell", edit: func(m *maze.Maze) { set(m, "B1", maze.CellVoid, -1) },
			from: "A1", d: E, stop: move.Void, to: "B1", outer: true},
		{name: "I6 a marked steep bank", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3")
			m.Floors[0].VWall(1, 1).Steep = true
		}, from: "A2", d: E, stop: move.Steep, to: "B2"},
		{name: "I6 into the river over a steep bank", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3")
			m.Floors[0].VWall(1, 1).Steep = true
		}, from: "B2", d: W, to: "A2"},
		{name: "I6 steep banks everywhere", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3")
			m.Rules.SteepBanks = true
		}, from: "A2", d: E, stop: move.Steep, to: "B2"},
		{name: "I6 the mouth lets one out", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3")
			m.Rules.SteepBanks = true
		}, from: "A3", d: E, to: "B3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := open3()
			if tc.edit != nil {
				tc.edit(m)
			}
			got := model(m).Step(at(tc.from), tc.d)
			want := move.Result{Stop: tc.stop, To: at(tc.from).Add(tc.d), Out: tc.out, Outer: tc.outer}
			if tc.to != "" {
				want.To = at(tc.to)
			}
			if got != want {
				t.Errorf("Step(%s, %v) = %+v, want %+v", tc.from, tc.d, got, want)
			}
		})
	}
}

// river makes the cells a river from the first to the last.
func river(m *maze.Maze, cells ...string) {
	var r maze.River
	for _, c := range cells {
		set(m, c, maze.CellRiver, len(m.Rivers))
		r.Cells = append(r.Cells, at(c))
	}
	m.Rivers = append(m.Rivers, r)
}

func TestStepFromOutside(t *testing.T) {
	m := open3()
	mv := model(m)
	t.Run("V17 back in through the gap", func(t *testing.T) {
		if got := mv.Step(at("B1").Add(N), S); got.Stop != move.Moved || got.Out || got.To != at("B1") {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("V17 the outer wall from outside", func(t *testing.T) {
		if got := mv.Step(at("A1").Add(N), S); got.Stop != move.Wall || !got.Outer {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("D15 the entries of a cell", func(t *testing.T) {
		if got := mv.Entries(at("B1")); !slices.Equal(got, []maze.Dir{S}) {
			t.Errorf("entries of B1: %v, want [south]", got)
		}
		if got := mv.Entries(at("A1")); len(got) != 0 {
			t.Errorf("entries of A1: %v, want none", got)
		}
	})
	t.Run("T5 a void cell is rock, no way in or out", func(t *testing.T) {
		m := open3()
		set(m, "B2", maze.CellVoid, -1) // every edge around it open
		mv := model(m)
		if got := mv.Entries(at("B3")); len(got) != 0 {
			t.Errorf("entries of B3 beside the void B2: %v, want none", got)
		}
		if mv.Walkable(at("B3"), N) {
			t.Error("B3 north into the void B2 is walkable")
		}
		if got := mv.Step(at("B3"), N); got.Stop != move.Void || got.Out {
			t.Errorf("B3 north: %+v, want the void, not out", got)
		}
	})
}

func TestLandings(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(m *maze.Maze)
		into string
		d    maze.Dir
		want []string
	}{
		{name: "plain cell", into: "B2", d: S, want: []string{"B2"}},
		{name: "B5 a hole leads to the next of its set", edit: func(m *maze.Maze) {
			set(m, "B2", maze.CellHole, 0)
			set(m, "C3", maze.CellHole, 0)
			m.HoleSets = []maze.HoleSet{{Name: "1", Cells: []maze.Coord{at("B2"), at("C3")}}}
		}, into: "B2", d: S, want: []string{"C3"}},
		{name: "B5 the last hole leads to the first", edit: func(m *maze.Maze) {
			set(m, "B2", maze.CellHole, 0)
			set(m, "C3", maze.CellHole, 0)
			m.HoleSets = []maze.HoleSet{{Name: "1", Cells: []maze.Coord{at("B2"), at("C3")}}}
		}, into: "C3", d: S, want: []string{"B2"}},
		{name: "V4 a pit drops to its exit", edit: func(m *maze.Maze) {
			pit(m, 1, "C3")
		}, into: "B2", d: S, want: []string{"C3"}},
		{name: "V5 a wandering pit drops to any of its exits", edit: func(m *maze.Maze) {
			pit(m, 1, "C3", "A3")
		}, into: "B2", d: S, want: []string{"C3", "A3"}},
		{name: "V6 a pit with a multiplicity may also be passed over", edit: func(m *maze.Maze) {
			pit(m, 3, "C3")
		}, into: "B2", d: S, want: []string{"B2", "C3"}},
		{name: "B18 a river carries two cells downstream", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3", "B3")
		}, into: "A1", d: E, want: []string{"A3"}},
		{name: "B18 never past the mouth", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3", "B3")
		}, into: "A3", d: E, want: []string{"B3"}},
		{name: "M6 drift 0 carries to the mouth", edit: func(m *maze.Maze) {
			river(m, "A1", "A2", "A3", "B3")
			m.Rules.RiverDrift = 0
		}, into: "A1", d: E, want: []string{"B3"}},
		{name: "C15 a crossing is passed straight through", edit: func(m *maze.Maze) {
			set(m, "B2", maze.CellCrossing, -1)
		}, into: "B2", d: S, want: []string{"B3"}},
		{name: "C15 two crossings in a row", edit: func(m *maze.Maze) {
			set(m, "B2", maze.CellCrossing, -1)
			set(m, "B3", maze.CellCrossing, -1)
		}, into: "B2", d: S, want: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := open3()
			if tc.edit != nil {
				tc.edit(m)
			}
			var want []maze.Coord
			for _, c := range tc.want {
				want = append(want, at(c))
			}
			if got := model(m).Landings(nil, at(tc.into), tc.d); !slices.Equal(got, want) {
				t.Errorf("Landings(%s, %v) = %v, want %v", tc.into, tc.d, got, want)
			}
		})
	}
}

// pit puts a pit on B2 with the multiplicity mult and the exits given.
func pit(m *maze.Maze, mult int, exits ...string) {
	set(m, "B2", maze.CellPit, len(m.Pits))
	p := maze.Pit{Name: "1", At: at("B2"), Multiplicity: mult}
	for _, e := range exits {
		set(m, e, maze.CellPitExit, len(m.Pits))
		p.Exits = append(p.Exits, at(e))
	}
	m.Pits = append(m.Pits, p)
}

func TestJumpAndClimb(t *testing.T) {
	m := open3()
	m.Floors[0].VWall(0, 1).Kind = maze.WallPlain
	set(m, "C2", maze.CellMonolith, -1)
	up := maze.NewFloor("2", 1, 1)
	up.Cells[0].Ref = -1
	m.Floors = append(m.Floors, up)
	m.Stairs = []maze.Stair{{A: at("C3"), B: maze.Coord{Floor: 1}}}
	mv := model(m)
	t.Run("V12 a jump over a wall", func(t *testing.T) {
		if got := mv.Jump(at("A1"), E); got != (move.Result{To: at("B1")}) {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("V12 no jump into a monolith", func(t *testing.T) {
		if got := mv.Jump(at("C1"), S); got.Stop != move.Monolith {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("V12 a jump over the outer wall is out", func(t *testing.T) {
		if got := mv.Jump(at("A1"), W); !got.Out {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("T1 up the stairs", func(t *testing.T) {
		if got := mv.Climb(at("C3"), maze.Up); got != (move.Result{To: maze.Coord{Floor: 1}}) {
			t.Errorf("got %+v", got)
		}
		if got := mv.Climb(maze.Coord{Floor: 1}, maze.Down); got.To != at("C3") {
			t.Errorf("down: got %+v", got)
		}
	})
	t.Run("T1 no stairs down here", func(t *testing.T) {
		if got := mv.Climb(at("C3"), maze.Down); got.Stop != move.Wall {
			t.Errorf("got %+v", got)
		}
		if got := mv.Stairs(at("C3")); !slices.Equal(got, []maze.Coord{{Floor: 1}}) {
			t.Errorf("stairs from C3: %v", got)
		}
	})
}

// board is a game's view: one blown wall.
type board struct{ m *maze.Maze }

func (b board) Wall(c maze.Coord, d maze.Dir) maze.Wall {
	if c == at("A1") && d == E || c == at("B1") && d == W {
		return maze.Wall{}
	}
	return move.DrawnWall(b.m, c, d)
}

func (b board) Kind(c maze.Coord) maze.CellKind {
	if cell := b.m.CellAt(c); cell != nil {
		return cell.Kind
	}
	return maze.CellVoid
}

func TestBoard(t *testing.T) {
	t.Run("B11 a blown wall lets the player through", func(t *testing.T) {
		m := open3()
		m.Floors[0].VWall(0, 1).Kind = maze.WallPlain
		mv := &move.Model{Maze: m, Rules: &m.Rules, Board: board{m}}
		if got := mv.Step(at("A1"), E); got.Stop != move.Moved {
			t.Errorf("through the blown wall: %+v", got)
		}
		if got := model(m).Step(at("A1"), E); got.Stop != move.Wall {
			t.Errorf("as drawn: %+v", got)
		}
	})
}

func TestCountedAndHeldV6(t *testing.T) {
	m := open3()
	pit(m, 2, "C3")
	mv := model(m)
	if !mv.Counted(at("B2")) {
		t.Error("V6: a pit of multiplicity 2 counts each player's passes")
	}
	m.Rules.PitSharedCount = true
	if mv.Counted(at("B2")) {
		t.Error("V6: under pit.shared-count the passes are everyone's")
	}
	mv.Held = func(c maze.Coord) bool { return c == at("B2") }
	if got := mv.Landings(nil, at("B2"), S); !slices.Equal(got, []maze.Coord{at("B2")}) {
		t.Errorf("V6 a held pit: landings %v, want only B2", got)
	}
}
