package engine

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// C15 Crossing: «"Крестовик" — перекрещение тоннелей на разных уровнях,
// можно проходить насквозь но нельзя поворачивать». A crossing is passed
// straight through and never stood on; where its way on is shut the move
// is a wall, as the compiler's connectivity checks read it.
func TestRulesC15CrossingShut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
	}{
		{"C15/Crossing: walled beyond is a wall", []string{"+-+-+-+", "|. .|.|", "+-+-+-+"}},
		{"C15/Crossing: a monolith beyond is a wall", []string{"+-+-+-+", "|. . .|", "+-+-+-+"}},
		{"C15/Crossing: the maze's edge beyond is a wall", []string{"+-+-+", "|. .  ", "+-+-+"}},
		{"C15/Crossing: a second crossing walled beyond is a wall", []string{"+-+-+-+", "|. . .|", "+-+-+-+"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := box(t, rules.FamilySchool, tc.lines...)
			f := &m.Floors[0]
			f.Cell(0, 1).Kind = maze.CellCrossing
			switch tc.name {
			case "C15/Crossing: a monolith beyond is a wall":
				f.Cell(0, 2).Kind = maze.CellMonolith
			case "C15/Crossing: a second crossing walled beyond is a wall":
				f.Cell(0, 2).Kind = maze.CellCrossing
			}
			g := newGame(t, m, func(o *rules.Options) { o.LeaveEmpty = true }, "A1")
			_, evs := play(t, g, 0, mv(E))
			wantAt(t, g, 0, "A1")
			wall := false
			for _, e := range evs {
				wall = wall || e.Kind() == EvWall && e.Dir() == E
			}
			if !wall {
				t.Errorf("events %v: want a wall to the east", evs)
			}
		})
	}
}

// V12 with C15: a jump over a wall into a crossing walled beyond lands
// nowhere, as a step into it would: the player stays and hears a wall.
func TestRulesC15CrossingJumpV12(t *testing.T) {
	m := box(t, rules.FamilyVMK, "+-+-+-+", "|.|.|.|", "+-+-+-+")
	m.Floors[0].Cell(0, 1).Kind = maze.CellCrossing
	g := newGame(t, m, func(o *rules.Options) { o.JumpSit = 1 }, "A1")
	play(t, g, 0, Action{Kind: ActSit})
	_, evs := play(t, g, 0, act(ActJump, E))
	wantAt(t, g, 0, "A1")
	for _, e := range evs {
		if e.Kind() == EvJump {
			t.Errorf("events %v: the jump into a shut crossing went through", evs)
		}
	}
}
