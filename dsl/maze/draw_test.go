package maze_test

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"labyrinth/dsl/maze"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

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
		{"cyrillic", maze.DrawOptions{Alphabet: maze.Cyrillic}},
		{"nolabels", maze.DrawOptions{NoLabels: true}},
		{"wall-kinds", maze.DrawOptions{Floor: 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := maze.Draw(&b, m, tc.opts); err != nil {
				t.Fatal(err)
			}
			path := "testdata/draw-" + tc.name + ".txt"
			if *update {
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("drawing differs:\n--- got\n%s\n--- want\n%s", b.Bytes(), want)
			}
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
