package engine

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// twoFloors adds a second floor of rows×cols open cells (outer walls only)
// joined by stairs from cell a of floor 1 to cell b of floor 2.
func twoFloors(m *maze.Maze, rows, cols int, a, b maze.Coord) {
	up := maze.NewFloor("2", rows, cols)
	for i := range up.Cells {
		up.Cells[i].Ref = -1
	}
	for c := 0; c < cols; c++ {
		up.HWall(0, c).Kind, up.HWall(rows, c).Kind = maze.WallPlain, maze.WallPlain
	}
	for r := 0; r < rows; r++ {
		up.VWall(r, 0).Kind, up.VWall(r, cols).Kind = maze.WallPlain, maze.WallPlain
	}
	m.Floors = append(m.Floors, up)
	b.Floor = 1
	m.Floors[0].Cell(a.Row, a.Col).Kind = maze.CellStairs
	m.Floors[1].Cell(b.Row, b.Col).Kind = maze.CellStairs
	m.Stairs = append(m.Stairs, maze.Stair{A: a, B: b})
}

var tver3 = []string{
	"+-+-+-+",
	"|. . a|",
	"+ + +:+",
	"|. . .|",
	"+ + + +",
	"|. . .|",
	"+-+-+-+",
}

func TestRulesT(t *testing.T) {
	t.Run("T1/floors joined by stairs; holes lead between floors", func(t *testing.T) {
		m := box(t, rules.FamilyTver, tver3...)
		twoFloors(m, 2, 2, maze.Coord{Row: 2, Col: 2}, maze.Coord{Row: 1, Col: 1})
		m.Floors[0].Cell(2, 0).Kind, m.Floors[0].Cell(2, 0).Ref = maze.CellHole, 0
		m.Floors[1].Cell(0, 0).Kind, m.Floors[1].Cell(0, 0).Ref = maze.CellHole, 0
		m.HoleSets = []maze.HoleSet{{Name: "1", Cells: []maze.Coord{{Row: 2}, {Floor: 1}}}}
		g := newGame(t, m, nil, "C3")
		r, _ := play(t, g, 0, mv(maze.Up))
		wantIn(t, r, "Поднялся по лестнице")
		if at := g.st.Players[0].At; at != (maze.Coord{Floor: 1, Row: 1, Col: 1}) {
			t.Fatalf("at %v", at)
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{mv(maze.Up)}}); err != nil {
			t.Fatal(err) // stairs lead only down from here: a bump
		}
		play(t, g, 0, mv(maze.Down))
		g.st.Players[0].At = maze.Coord{Row: 2, Col: 1}
		play(t, g, 0, mv(W))
		if at := g.st.Players[0].At; at.Floor != 1 {
			t.Errorf("the hole did not lead to floor 2: %v", at)
		}
	})
	t.Run("T2/a treasure per floor, true or false known only on leaving", func(t *testing.T) {
		m := box(t, rules.FamilyTver, tver3...)
		twoFloors(m, 2, 2, maze.Coord{Row: 2, Col: 2}, maze.Coord{Row: 1, Col: 1})
		m.Treasures = []maze.Treasure{{Kind: maze.TreasureFalse, At: maze.Coord{}}, {Kind: maze.TreasureTrue, At: maze.Coord{Floor: 1}}}
		g := newGame(t, m, nil, "C3")
		play(t, g, 0, mv(maze.Up))
		play(t, g, 0, mv(N))
		r, _ := play(t, g, 0, mv(W))
		if r != "Прошёл. Клад!" {
			t.Errorf("report %q", r)
		}
	})
	t.Run("T3/arsenal kinds: bullets only", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyTver, tver3...), nil, "B1")
		g.st.Players[0].Kit = rules.Kit{}
		play(t, g, 0, mv(E))
		if k := g.st.Players[0].Kit; k.Bullets != 3 || k.Grenades != 0 {
			t.Errorf("kit %+v, want bullets only", k)
		}
	})
	t.Run("T4/looting a body costs the turn", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyTver, tver3...), nil, "A1", "A2")
		play(t, g, 0, act(ActShoot, S))
		if g.st.Players[1].Out == 0 {
			t.Fatal("not killed")
		}
		play(t, g, 0, mv(S))
		r, _ := play(t, g, 0, Action{Kind: ActLoot})
		wantIn(t, r, "обобрал")
		if k := g.st.Players[0].Kit; k.Bullets != 2+3 || k.Grenades != 6 {
			t.Errorf("kit %+v after looting", k)
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActLoot}, mv(N)}}); err == nil {
			t.Error("looting and moving in one turn")
		}
	})
	t.Run("T5/floors of different sizes", func(t *testing.T) {
		m := box(t, rules.FamilyTver, tver3...)
		twoFloors(m, 1, 5, maze.Coord{Row: 2, Col: 2}, maze.Coord{Row: 0, Col: 4})
		g := newGame(t, m, nil, "C3")
		play(t, g, 0, mv(maze.Up))
		for i := 0; i < 4; i++ {
			play(t, g, 0, mv(W))
		}
		if at := g.st.Players[0].At; at != (maze.Coord{Floor: 1}) {
			t.Errorf("at %v, want the west end of the 1×5 floor", at)
		}
	})
	t.Run("T6/boomerang: range 4, breaks on a wall", func(t *testing.T) {
		m := box(t, rules.FamilyTver,
			"+-+-+-+-+-+-+",
			"|. . . . . .|",
			"+-+-+-+-+-+-+",
		)
		m.Rules.BoomerangCarried = false // M17's reading: only from an arsenal
		g := newGame(t, m, nil, "A1", "E1", "F1")
		g.st.Players[0].Boomerang = 1
		r, _ := play(t, g, 0, act(ActBoomerang, E))
		wantIn(t, r, "b убит")
		g = newGame(t, m, nil, "A1", "F1")
		g.st.Players[0].Boomerang = 1
		r, _ = play(t, g, 0, act(ActBoomerang, E))
		wantIn(t, r, "Промах")
		// Four cells flown and no wall met: it comes back.
		wantIn(t, r, "Бумеранг вернулся.")
		g.st.Players[0].At = maze.Coord{Col: 2}
		r, _ = play(t, g, 0, act(ActBoomerang, W))
		wantIn(t, r, "Промах")
		wantIn(t, r, "сломался")
		if _, err := g.Apply(Turn{Player: 1, Actions: []Action{act(ActBoomerang, W)}}); err == nil {
			t.Error("a boomerang without one")
		}
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{act(ActBoomerang, W)}}); err == nil {
			t.Error("a broken boomerang thrown again")
		}
	})
	t.Run("T7/windows: bullets pass, players are told «wall»", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyTver, tver3...), nil, "C1", "C2")
		r, _ := play(t, g, 0, mv(S))
		wantIn(t, r, "Стена")
		r, _ = play(t, g, 0, act(ActShoot, S))
		wantIn(t, r, "b убит")
	})
	t.Run("T8/death for five turns, then back with a knife", func(t *testing.T) {
		g := newGame(t, box(t, rules.FamilyTver, tver3...), nil, "A1", "A2")
		play(t, g, 0, act(ActShoot, S))
		for i := 0; i < 5; i++ {
			if g.ToMove() != 0 {
				t.Fatalf("turn %d: the dead player moves", i)
			}
			play(t, g, 0, Action{Kind: ActSkip})
		}
		if g.ToMove() != 1 || !g.st.Players[1].Knife || g.st.Players[1].Kit.Bullets != 0 {
			t.Fatalf("back: to move %d knife %v kit %+v", g.ToMove(), g.st.Players[1].Knife, g.st.Players[1].Kit)
		}
		g.st.Players[0].At = g.st.Players[1].At
		r, _ := play(t, g, 1, Action{Kind: ActStab})
		wantIn(t, r, "a убит")
		if _, err := g.Apply(Turn{Player: 0, Actions: []Action{{Kind: ActStab}}}); err == nil {
			t.Error("a player without a knife stabbed")
		}
	})
	t.Run("T9/the bear can be killed; it eats a player, who comes back anywhere", func(t *testing.T) {
		m := box(t, rules.FamilyTver,
			"+-+-+-+",
			"|. b .|",
			"+-+-+-+",
		)
		g := newGame(t, m, nil, "A1")
		r, _ := play(t, g, 0, mv(E))
		wantIn(t, r, "Тебя съел медведь")
		wantIn(t, r, "Ты снова в лабиринте")
		g = newGame(t, m, nil, "A1")
		r, _ = play(t, g, 0, act(ActShoot, E))
		wantIn(t, r, "Медведь убит")
		play(t, g, 0, mv(E))
		wantAt(t, g, 0, "B1")
	})
}
