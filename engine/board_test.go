package engine

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// TestBoardIsTheStateNow: the host's map drawn from Board shows the wall
// a grenade blew (B11) gone, the maze itself untouched, and a treasure on
// its cell until it is carried.
func TestBoardIsTheStateNow(t *testing.T) {
	m := box(t, rules.FamilyBase,
		"+-+-+",
		"|.|X|",
		"+-+-+",
	)
	g := newGame(t, m, nil, "A1")
	wall := func(mz *maze.Maze) maze.Wall { return *mz.Floors[0].Side(0, 0, maze.East) }
	before := wall(g.Board())
	if before.Kind == maze.WallNone {
		t.Fatal("the box has no wall between A1 and B1")
	}
	if len(g.Board().Treasures) != 1 {
		t.Fatalf("the board's treasures before: %v", g.Board().Treasures)
	}
	play(t, g, 0, act(ActBlow, E))
	if w := wall(g.Board()); w.Kind != maze.WallNone {
		t.Errorf("B11: the blown wall is still on the board: %+v", w)
	}
	if w := wall(g.Maze()); w != before {
		t.Errorf("Board changed the maze: %+v", w)
	}
	play(t, g, 0, mv(E))
	play(t, g, 0, Action{Kind: ActTakeTreasure})
	if ts := g.Board().Treasures; len(ts) != 0 {
		t.Errorf("a carried treasure lies on the board: %v", ts)
	}
	if len(g.Maze().Treasures) != 1 {
		t.Error("Board took the treasure off the maze")
	}
}
