package engine

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// basement builds the irregular basement of the T5 tests under the floor of
// box(): a 3×4 rectangle whose corners (0,0), (0,3) and (2,3) are void and
// whose other edges are open inside and walled on the rectangle's rim. The
// edges between cells and void cells are deliberately left open: the void
// itself must stop a player. It returns the maze with the basement as floor
// 0 and the box as floor 1.
func basement(t *testing.T) *maze.Maze {
	t.Helper()
	m := box(t, rules.FamilyTver, tver3...)
	b := maze.NewFloor("basement", 3, 4)
	for i := range b.Cells {
		b.Cells[i].Ref = -1
	}
	for c := 0; c < 4; c++ {
		b.HWall(0, c).Kind, b.HWall(3, c).Kind = maze.WallPlain, maze.WallPlain
	}
	for r := 0; r < 3; r++ {
		b.VWall(r, 0).Kind, b.VWall(r, 4).Kind = maze.WallPlain, maze.WallPlain
	}
	for _, v := range []maze.Coord{{Row: 0, Col: 0}, {Row: 0, Col: 3}, {Row: 2, Col: 3}} {
		b.Cell(v.Row, v.Col).Kind = maze.CellVoid
	}
	// Floor 1 moves up: every coordinate of the box gains a floor.
	m.Floors = append([]maze.Floor{b}, m.Floors...)
	shift := func(c *maze.Coord) { c.Floor++ }
	for i := range m.Treasures {
		shift(&m.Treasures[i].At)
	}
	for i := range m.Pits {
		shift(&m.Pits[i].At)
		for j := range m.Pits[i].Exits {
			shift(&m.Pits[i].Exits[j])
		}
	}
	for i := range m.HoleSets {
		for j := range m.HoleSets[i].Cells {
			shift(&m.HoleSets[i].Cells[j])
		}
	}
	for i := range m.Starts {
		shift(&m.Starts[i].At)
	}
	// Stairs from floor 1's C3 down to the basement's B2.
	m.Floors[1].Cell(2, 2).Kind = maze.CellStairs
	m.Floors[0].Cell(1, 1).Kind = maze.CellStairs
	m.Stairs = append(m.Stairs, maze.Stair{A: maze.Coord{Floor: 0, Row: 1, Col: 1}, B: maze.Coord{Floor: 1, Row: 2, Col: 2}})
	return m
}

func TestRulesT5(t *testing.T) {
	at := func(g *Game, p PlayerID) maze.Coord { return g.st.Players[p].At }
	t.Run("T5/down the stairs to a basement of its own size and shape", func(t *testing.T) {
		g := newGame(t, basement(t), nil, "1:C3")
		r, _ := play(t, g, 0, mv(maze.Down))
		wantIn(t, r, "Спустился по лестнице")
		if got := at(g, 0); got != (maze.Coord{Floor: 0, Row: 1, Col: 1}) {
			t.Fatalf("at %v, want the basement's B2", got)
		}
		// The basement is wider than it is deep: three steps east to D2.
		for i := 0; i < 2; i++ {
			play(t, g, 0, mv(E))
		}
		if got := at(g, 0); got != (maze.Coord{Floor: 0, Row: 1, Col: 3}) {
			t.Fatalf("at %v, want the basement's D2", got)
		}
	})
	t.Run("T5/a move into a void cell is a wall", func(t *testing.T) {
		g := newGame(t, basement(t), nil, "basement:D2")
		for _, d := range []maze.Dir{N, S} { // D1 and D3 are void, the edges open
			r, ev := play(t, g, 0, mv(d))
			if got := at(g, 0); got != (maze.Coord{Floor: 0, Row: 1, Col: 3}) {
				t.Fatalf("%v into the void: at %v", d, got)
			}
			if !hasKind(ev, EvWall) || hasKind(ev, EvLeft) || g.st.Players[0].Left {
				t.Errorf("%v into the void: %q, want a wall and no leaving", d, r)
			}
		}
		play(t, g, 0, mv(W)) // C2
		play(t, g, 0, mv(N)) // C1
		if _, ev := play(t, g, 0, mv(E)); !hasKind(ev, EvWall) || at(g, 0) != (maze.Coord{Floor: 0, Row: 0, Col: 2}) {
			t.Errorf("C1 east into the void D1 passed: at %v", at(g, 0))
		}
	})
	t.Run("T5/a pit on floor 1 drops into the basement", func(t *testing.T) {
		m := basement(t)
		m.Floors[1].Cell(0, 0).Kind, m.Floors[1].Cell(0, 0).Ref = maze.CellPit, 0
		m.Floors[0].Cell(2, 0).Kind, m.Floors[0].Cell(2, 0).Ref = maze.CellPitExit, 0
		m.Pits = append(m.Pits, maze.Pit{Name: "1", At: maze.Coord{Floor: 1}, Exits: []maze.Coord{{Floor: 0, Row: 2}}})
		g := newGame(t, m, nil, "1:B1")
		play(t, g, 0, mv(W))
		if got := at(g, 0); got != (maze.Coord{Floor: 0, Row: 2, Col: 0}) {
			t.Fatalf("at %v, want the pit's exit in the basement's A3", got)
		}
	})
	t.Run("T5/a hole set joins the basement and floor 1", func(t *testing.T) {
		m := basement(t)
		m.Floors[1].Cell(0, 1).Kind, m.Floors[1].Cell(0, 1).Ref = maze.CellHole, 0
		m.Floors[0].Cell(0, 1).Kind, m.Floors[0].Cell(0, 1).Ref = maze.CellHole, 0
		m.HoleSets = append(m.HoleSets, maze.HoleSet{Name: "1", Cells: []maze.Coord{{Floor: 0, Row: 0, Col: 1}, {Floor: 1, Row: 0, Col: 1}}})
		g := newGame(t, m, nil, "basement:B2")
		play(t, g, 0, mv(N)) // into the basement's hole B1
		if got := at(g, 0); got.Floor != 1 {
			t.Fatalf("at %v, want floor 1", got)
		}
	})
}

func hasKind(ev []Event, k EventKind) bool {
	for _, e := range ev {
		if e.Kind() == k {
			return true
		}
	}
	return false
}
