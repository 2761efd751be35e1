package maze_test

import (
	"bytes"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/internal/golden"
)

// TestDraw compares drawings of a generated maze with golden files: the
// whole floor, a window with marks and a path, Cyrillic columns, and a
// floor with every wall kind.
func TestDraw(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 6, Cols: 7, Seed: 42, Loops: 0.1, FalseTreasures: 2, Pits: 1, Holes: 3, Arsenals: 1})
	walls := maze.NewFloor("walls", 1, 4)
	kinds := []maze.Wall{{Kind: maze.WallUnblastable}, {Kind: maze.WallWindow}, {Kind: maze.WallRubber}, {Kind: maze.WallOneWay, Pass: maze.West}, {Kind: maze.WallClosedExit}}
	for c := 0; c <= 4; c++ {
		*walls.VWall(0, c) = kinds[c]
	}
	*walls.HWall(0, 0) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}
	*walls.HWall(0, 1) = maze.Wall{Kind: maze.WallOneWay, Pass: maze.North}
	*walls.HWall(1, 2) = maze.Wall{Kind: maze.WallWindow}
	walls.Cells[1].Kind = maze.CellSwamp
	walls.Cells[2].Kind = maze.CellVoid
	m.Floors = append(m.Floors, walls)
	m.Floors[0].Cells[0].Glyph = "Ж"
	cases := []struct {
		name string
		opts maze.DrawOptions
	}{
		{"whole", maze.DrawOptions{}},
		{"window-marks-path", maze.DrawOptions{
			Window: &maze.Window{Row: 1, Col: 2, Rows: 3, Cols: 4},
			Marks:  []maze.Coord{{Row: 2, Col: 3}, {Row: 2, Col: 4}},
			Path:   []maze.Coord{{Row: 1, Col: 2}, {Row: 1, Col: 3}, {Row: 2, Col: 3}},
		}},
		{"long-path", maze.DrawOptions{
			Path: []maze.Coord{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 3}, {Row: 4, Col: 5}},
		}},
		{"host-glyphs", maze.DrawOptions{HostGlyphs: true}},
		{"cyrillic", maze.DrawOptions{Alphabet: maze.Cyrillic}},
		{"nolabels", maze.DrawOptions{NoLabels: true}},
		{"wall-kinds", maze.DrawOptions{Floor: 1}},
		// A game over the maze, as the host's sheet: the west wall of A1
		// blown, a treasure carried from A1 to C2 («XK» cut to three with
		// the player on it), players 1 and 2 on the same cell.
		{"sheet-overlay", maze.DrawOptions{Sheet: true, Alphabet: maze.Cyrillic, Overlay: maze.Overlay{
			Cell: func(at maze.Coord) string {
				switch at {
				case maze.Coord{Row: 0, Col: 0}:
					return ""
				case maze.Coord{Row: 1, Col: 2}:
					return "XK"
				}
				return m.GlyphAt(at)
			},
			Wall: func(at maze.Coord, side maze.Dir) maze.Wall {
				if at == (maze.Coord{}) && side == maze.West {
					return maze.Wall{}
				}
				if side == maze.North {
					return *m.Floors[0].HWall(at.Row, at.Col)
				}
				return *m.Floors[0].VWall(at.Row, at.Col)
			},
			Players: []maze.Piece{{At: maze.Coord{Row: 1, Col: 2}, Label: "1"}, {At: maze.Coord{Row: 3, Col: 3}, Label: "1"}, {At: maze.Coord{Row: 3, Col: 3}, Label: "2"}},
		}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := maze.Draw(&b, m, tc.opts); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/draw-"+tc.name+".txt", b.Bytes())
		})
	}
}

func TestDrawErrors(t *testing.T) {
	m := maze.Generate(maze.GenOptions{Rows: 2, Cols: 2, Seed: 1})
	var b bytes.Buffer
	if err := maze.Draw(&b, m, maze.DrawOptions{Floor: 3}); err == nil {
		t.Error("no error for a missing floor")
	}
	if err := maze.Draw(&b, m, maze.DrawOptions{Window: &maze.Window{Row: 5, Col: 5, Rows: 1, Cols: 1}}); err == nil {
		t.Error("no error for an empty window")
	}
}

// TestPathPoints checks the waypoints of a witness path: its ends, its
// turns and both ends of a fall (a step that is no move to a neighbour).
func TestPathPoints(t *testing.T) {
	c := func(r, col int) maze.Coord { return maze.Coord{Row: r, Col: col} }
	for _, tc := range []struct {
		name string
		path []maze.Coord
		want []int
	}{
		{"empty", nil, nil},
		{"one cell", []maze.Coord{c(0, 0)}, []int{0}},
		{"straight", []maze.Coord{c(0, 0), c(0, 1), c(0, 2), c(0, 3)}, []int{0, 3}},
		{"turn", []maze.Coord{c(0, 0), c(0, 1), c(0, 2), c(1, 2), c(2, 2)}, []int{0, 2, 4}},
		{"V4 fall through a pit", []maze.Coord{c(0, 0), c(0, 1), c(5, 5), c(5, 6), c(5, 7)}, []int{0, 1, 2, 4}},
		{"T1 stairs to another floor", []maze.Coord{c(0, 0), c(0, 1), {Floor: 1, Row: 0, Col: 1}, {Floor: 1, Row: 0, Col: 2}}, []int{0, 1, 2, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := maze.PathPoints(tc.path)
			if len(got) != len(tc.want) {
				t.Fatalf("PathPoints = %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("PathPoints = %v, want %v", got, tc.want)
				}
			}
		})
	}
}
