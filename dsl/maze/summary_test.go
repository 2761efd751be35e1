package maze_test

import (
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

func TestSummary(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 6, Cols: 7, Seed: 1})
	m.Title = "mill"
	m.Rules.Family = rules.FamilyBase
	if got, want := m.Summary(), `"mill", 1 floor 6×7, preset base`; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	m.Floors = append(m.Floors, maze.NewFloor("attic", 2, 3))
	m.Title = ""
	if got, want := m.Summary(), `2 floors 6×7 + 2×3, preset base`; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

// FloorNumber: a name wins over a place; "" and "0" are every floor.
func TestFloorNumber(t *testing.T) {
	m := &maze.Maze{Floors: []maze.Floor{maze.NewFloor("0", 1, 1), maze.NewFloor("1", 1, 1), maze.NewFloor("attic", 1, 1)}}
	for _, tc := range []struct {
		arg  string
		want int
		ok   bool
	}{
		{"", 0, true}, {"1", 2, true}, {"attic", 3, true}, {"3", 3, true}, {"0", 1, true}, {"4", 0, false}, {"cellar", 0, false},
	} {
		if got, ok := m.FloorNumber(tc.arg); got != tc.want || ok != tc.ok {
			t.Errorf("FloorNumber(%q) = %d, %v; want %d, %v", tc.arg, got, ok, tc.want, tc.ok)
		}
	}
	if names := m.FloorNames(); len(names) != 3 || names[2] != "attic" {
		t.Errorf("FloorNames = %v", names)
	}
}
