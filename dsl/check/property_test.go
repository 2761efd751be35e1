package check

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

func generated(rows, cols int, seed int64, family rules.Family, holes int) *maze.Maze {
	return maze.Generate(maze.GenOptions{Rows: rows, Cols: cols, Seed: seed, Loops: 0.08, Family: family,
		FalseTreasures: 3, Holes: holes, Arsenals: 3})
}

// TestGeneratedMazesAreCleanB17 checks that Generate's mazes, connected by
// construction, pass every rule of the families whose contents they meet.
// Holes go only into base mazes: without B20 (a skip in a hole moves on)
// a hole in a dead end is a real trap, which Generate does not avoid.
func TestGeneratedMazesAreCleanB17(t *testing.T) {
	for _, fam := range []rules.Family{rules.FamilyBase, rules.FamilyVMK, rules.FamilyMIET} {
		holes := 0
		if fam == rules.FamilyBase {
			holes = 4
		}
		for seed := int64(0); seed < 40; seed++ {
			rows, cols := 2+int(seed%9), 2+int(seed*7%11)
			m := generated(rows, cols, seed, fam, holes)
			for _, f := range Analyze(m) {
				if fam == rules.FamilyMIET && f.Code == "I1-treasures" {
					continue // Generate makes no mined treasure
				}
				if f.Code == "B2-square" && rows != cols {
					continue // the sizes are rectangles on purpose
				}
				t.Errorf("%s %dx%d seed %d: %s: %s", fam, rows, cols, seed, f.Code, f.Summary)
			}
		}
	}
}

// walkable is an independent oracle: the cells reached from c by plain
// moves through walls that do not block (forward), or the cells that reach
// c (backward).
func walkable(m *maze.Maze, from maze.Coord, backward bool) map[maze.Coord]bool {
	seen := map[maze.Coord]bool{from: true}
	queue := []maze.Coord{from}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, d := range maze.Compass {
			n, ok := m.Step(c, d)
			if !ok || seen[n] {
				continue
			}
			blocked := m.WallAt(c, d).Blocks(d)
			if backward {
				blocked = m.WallAt(c, d).Blocks(d.Opposite())
			}
			if !blocked {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}

// TestBrokenGeneratedMazes breaks the walls round one cell of a generated
// maze and checks that the findings' regions are exactly the cells an
// independent walk finds cut off (B17) or trapped (D14).
func TestBrokenGeneratedMazes(t *testing.T) {
	for seed := int64(0); seed < 40; seed++ {
		r := rand.New(rand.NewPCG(uint64(seed), 99))
		rows, cols := 3+int(seed%8), 3+int(seed*5%9)
		for _, tc := range []struct {
			rule string
			wall func(d maze.Dir) maze.Wall
		}{
			{"B17 walled in", func(maze.Dir) maze.Wall { return maze.Wall{Kind: maze.WallPlain} }},
			{"B17 one-way out on every side", func(d maze.Dir) maze.Wall { return maze.Wall{Kind: maze.WallOneWay, Pass: d} }},
			{"D14 one-way in from the north", func(d maze.Dir) maze.Wall {
				if d == maze.North {
					return maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}
				}
				return maze.Wall{Kind: maze.WallPlain}
			}},
		} {
			t.Run(fmt.Sprintf("%s seed %d", tc.rule, seed), func(t *testing.T) {
				m := generated(rows, cols, seed, rules.FamilyBase, 0)
				f := &m.Floors[0]
				c := maze.Coord{Row: 1 + r.IntN(f.Rows-1), Col: r.IntN(f.Cols)}
				for _, d := range maze.Compass {
					if _, inside := m.Step(c, d); inside { // the outer wall stays as it is
						*f.Side(c.Row, c.Col, d) = tc.wall(d)
					}
				}
				// The exit cell: the one under the gap in the top wall.
				var exit maze.Coord
				for col := 0; col < f.Cols; col++ {
					if f.HWall(0, col).Kind == maze.WallNone {
						exit = maze.Coord{Col: col}
					}
				}
				fwd, bwd := walkable(m, exit, false), walkable(m, exit, true)
				want := map[string]map[maze.Coord]bool{"B17-unreachable": {}, "D14-trap": {}}
				for row := 0; row < f.Rows; row++ {
					for col := 0; col < f.Cols; col++ {
						x := maze.Coord{Row: row, Col: col}
						switch {
						case !fwd[x]:
							want["B17-unreachable"][x] = true
						case !bwd[x]:
							want["D14-trap"][x] = true
						}
					}
				}
				got := map[string]map[maze.Coord]bool{"B17-unreachable": {}, "D14-trap": {}}
				for _, fd := range Analyze(m) {
					if fd.Code == "V13-treasure-unreachable" || fd.Code == "V13-treasure-no-exit" || fd.Code == "B2-square" {
						continue
					}
					g, ok := got[fd.Code]
					if !ok {
						t.Errorf("unexpected %s: %s", fd.Code, fd.Summary)
						continue
					}
					for _, x := range fd.Region {
						g[x] = true
					}
					if fd.Code == "D14-trap" {
						p := fd.Path
						if len(p) < 2 || !fd.hasCell(p[len(p)-1]) || p[0] != exit {
							t.Errorf("D14 path %s does not lead from the exit %s into the region", names(m, p), exit.Name(maze.Latin))
						}
						for i := 1; i < len(p); i++ {
							if !adjacent(p[i-1], p[i]) || m.WallAt(p[i-1], dirOf(p[i-1], p[i])).Blocks(dirOf(p[i-1], p[i])) {
								t.Errorf("path %s is not a walk at %s", names(m, p), p[i].Name(maze.Latin))
							}
						}
					}
				}
				for code := range want {
					if !sameSet(want[code], got[code]) {
						t.Errorf("%s: regions %v, the walk says %v", code, keys(m, got[code]), keys(m, want[code]))
					}
				}
			})
		}
	}
}

func (f Finding) hasCell(c maze.Coord) bool { return slices.Contains(f.Region, c) }

func sameSet(a, b map[maze.Coord]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func keys(m *maze.Maze, s map[maze.Coord]bool) string {
	var cs []maze.Coord
	for c := range s {
		cs = append(cs, c)
	}
	sortCoords(cs)
	return names(m, cs)
}

func benchmarkAnalyze(b *testing.B, n int) {
	m := maze.Generate(maze.GenOptions{Rows: n, Cols: n, Seed: 1, Loops: 0.05, FalseTreasures: 9, Holes: 6, Arsenals: 10})
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if fs := Analyze(m); len(fs) != 0 {
			b.Fatalf("generated maze has findings: %s", fs[0].Summary)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n*n), "ns/cell")
}

// BenchmarkAnalyze checks generated mazes of 10×10, 100×100 and
// 1000×1000 cells; the last must stay well under a second.
func BenchmarkAnalyze(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) { benchmarkAnalyze(b, n) })
	}
}

// BenchmarkAnalyzeBroken checks a 1000×1000 maze in which one cell in a
// hundred is walled in: the cost of finding and reporting sealed regions.
func BenchmarkAnalyzeBroken(b *testing.B) {
	m := maze.Generate(maze.GenOptions{Rows: 1000, Cols: 1000, Seed: 2, Loops: 0.3})
	f := &m.Floors[0]
	r := rand.New(rand.NewPCG(5, 6))
	for range 10000 {
		row, col := 1+r.IntN(f.Rows-1), r.IntN(f.Cols)
		for _, d := range maze.Compass {
			f.Side(row, col, d).Kind = maze.WallPlain
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if fs := Analyze(m); len(fs) == 0 {
			b.Fatal("no findings")
		}
	}
}
