package check

import (
	"slices"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// TestMovesReentryThroughCrossingC15: a player coming back in from outside
// (D15, V17) through a crossing on the edge of the maze is carried straight
// through it, as the engine plays it, and never stands on it.
func TestMovesReentryThroughCrossingC15(t *testing.T) {
	m := build(t, rules.FamilyBase, `
+-+-+-+
 . .|x 
+-+-+-+`)
	m.Rules.LeaveEmpty, m.Rules.Reentry = true, rules.ReentryAny
	a1, b1, c1 := maze.Coord{}, maze.Coord{Col: 1}, maze.Coord{Col: 2}
	got := NewMoves(m, false).FromOutside()
	if !slices.Contains(got, a1) || !slices.Contains(got, b1) {
		t.Errorf("from outside: %s, want A1 and B1 (in at A1 from the west)", names(m, got))
	}
	if slices.Contains(got, c1) {
		t.Errorf("from outside: %s; the crossing C1 is walled beyond, no one stands on it", names(m, got))
	}
	// From the east the crossing's way on is B1|C1, a wall: no way in.
	m.Floors[0].Side(0, 0, maze.West).Kind = maze.WallPlain
	if got := NewMoves(m, false).FromOutside(); len(got) != 0 {
		t.Errorf("from outside: %s, want nothing: the only gap leads into a walled crossing", names(m, got))
	}
	cells, out := NewMoves(m, false).From(a1)
	if !slices.Equal(cells, []maze.Coord{a1, b1}) || out {
		t.Errorf("from A1: %s, out %v; want A1 B1, not out", names(m, cells), out)
	}
}

// TestMovesPitMultiplicityV6: a pit that counts each player's passes drops
// nobody on a first entry (V6). Shut in on it behind a one-way wall, a
// player never falls; given a way back round onto it, he falls on a later
// entry; with pit.shared-count anyone's entry may be the fall.
func TestMovesPitMultiplicityV6(t *testing.T) {
	for _, tc := range []struct {
		name    string
		shared  bool
		loop    bool
		fallsTo bool
	}{
		{name: "V6 shut in on the pit: no fall"},
		{name: "V6 a way back onto the pit: a fall", loop: true, fallsTo: true},
		{name: "V6 shared count: anyone's entry may drop", shared: true, fallsTo: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := build(t, rules.FamilyVMK, `
+-+-+-+
|.|.<.|
+-+-+-+
|. . .|
+-+-+-+`)
			pit(t, m, "B1", "A1")
			m.Pits[0].Multiplicity = 2
			m.Rules.PitSharedCount = tc.shared
			if tc.loop {
				m.Floors[0].HWall(1, 1).Kind = maze.WallNone // B1 down to B2
			}
			cells, _ := NewMoves(m, false).From(cell(t, m, "C1"))
			if got := slices.Contains(cells, cell(t, m, "A1")); got != tc.fallsTo {
				t.Errorf("from C1: %s; a fall to A1 %v, want %v", names(m, cells), got, tc.fallsTo)
			}
		})
	}
}
