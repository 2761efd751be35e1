package maze

import "testing"

// TestGenerateConnectedB17 checks the generator's promise that every cell
// reaches every other without grenades (rule B17), on a few seeds and sizes.
func TestGenerateConnectedB17(t *testing.T) {
	for _, tc := range []struct{ rows, cols int }{{1, 1}, {4, 4}, {10, 10}, {7, 13}} {
		for seed := int64(0); seed < 5; seed++ {
			m := Generate(GenOptions{Rows: tc.rows, Cols: tc.cols, Seed: seed, Loops: 0.1, FalseTreasures: 2, Pits: 1, Holes: 3})
			f := &m.Floors[0]
			seen := map[Coord]bool{{}: true}
			queue := []Coord{{}}
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				for _, d := range Compass {
					n, ok := m.Step(c, d)
					if !ok || m.WallAt(c, d).Blocks(d) || seen[n] {
						continue
					}
					seen[n] = true
					queue = append(queue, n)
				}
			}
			if len(seen) != f.Rows*f.Cols {
				t.Errorf("%dx%d seed %d: reached %d of %d cells", tc.rows, tc.cols, seed, len(seen), f.Rows*f.Cols)
			}
			exits := 0
			for col := 0; col < f.Cols; col++ {
				if f.HWall(0, col).Kind == WallNone {
					exits++
				}
			}
			if exits != 1 {
				t.Errorf("%dx%d seed %d: %d exits in the top wall, want 1", tc.rows, tc.cols, seed, exits)
			}
		}
	}
}

func TestGenerateDeterministic(t *testing.T) {
	a := Generate(GenOptions{Rows: 20, Cols: 20, Seed: 7, Loops: 0.2})
	b := Generate(GenOptions{Rows: 20, Cols: 20, Seed: 7, Loops: 0.2})
	for i := range a.Floors[0].HWalls {
		if a.Floors[0].HWalls[i] != b.Floors[0].HWalls[i] {
			t.Fatalf("same seed, different walls at %d", i)
		}
	}
}

func TestCellNames(t *testing.T) {
	for _, tc := range []struct {
		col  int
		a    Alphabet
		want string
	}{{0, Latin, "A"}, {9, Latin, "J"}, {25, Latin, "Z"}, {26, Latin, "AA"}, {0, Cyrillic, "а"}, {9, Cyrillic, "к"}} {
		if got := ColumnName(tc.col, tc.a); got != tc.want {
			t.Errorf("ColumnName(%d) = %q, want %q", tc.col, got, tc.want)
		}
		col, row, err := ParseCellName(tc.want + "7")
		if err != nil || col != tc.col || row != 6 {
			t.Errorf("ParseCellName(%q) = %d, %d, %v", tc.want+"7", col, row, err)
		}
	}
}
