package gen

import (
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// compiled generates a maze and compiles its source, as a host who opens
// the file sees it.
func compiled(t *testing.T, o Options) *maze.Maze {
	t.Helper()
	r, err := Generate(o)
	if err != nil {
		t.Fatalf("%+v: %v", o, err)
	}
	m, ds := dsl.Compile("gen.maze", r.Source)
	if ds.HasErrors() {
		t.Fatalf("%+v: %v", o, ds)
	}
	return m
}

// doors lists the cells a player walks in by: a gap in the outer wall
// (B4, D2), or the cell inside a school maze's exit cell (C2).
func doors(m *maze.Maze) []maze.Coord {
	var out []maze.Coord
	for fl := range m.Floors {
		f := &m.Floors[fl]
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				at := maze.Coord{Floor: fl, Row: r, Col: c}
				if !f.Cell(r, c).Kind.Passable() || f.Cell(r, c).Kind == maze.CellExit {
					continue
				}
				for _, d := range maze.Compass {
					n := at.Add(d)
					if f.Side(r, c, d).Kind != maze.WallNone {
						continue
					}
					if !f.In(n.Row, n.Col) || f.Cell(n.Row, n.Col).Kind == maze.CellExit {
						out = append(out, at)
						break
					}
				}
			}
		}
	}
	return out
}

// A host keeps the cell by a way in plain: a player who steps in from
// outside must not fall into a pit (V4, D10), step on a mine (V8) or a
// trap (D9), or find the treasure on the doorstep (B4, C2, D2). The duel
// keeps even the cells next to its doors clear (a pit «right inside the
// door» is no game).
func TestDoorsStayPlain(t *testing.T) {
	for _, fam := range rules.Families() {
		if fam == rules.FamilyStalker {
			continue // the zone's entrances are cells of their own (S2)
		}
		t.Run(string(fam), func(t *testing.T) {
			for seed := int64(1); seed <= 30; seed++ {
				m := compiled(t, opts(fam, seed))
				held := map[maze.Coord]string{}
				for _, tr := range m.Treasures {
					held[tr.At] = "a treasure"
				}
				for _, cr := range m.Creatures {
					held[cr.At] = "a creature"
				}
				for _, d := range doors(m) {
					if k := m.CellAt(d).Kind; k != maze.CellEmpty {
						t.Errorf("seed %d: the door %s holds %v", seed, m.NameIn(d, maze.Latin), k)
					}
					if what, ok := held[d]; ok {
						t.Errorf("seed %d: the door %s holds %s", seed, m.NameIn(d, maze.Latin), what)
					}
					if fam != rules.FamilyDuel {
						continue
					}
					for _, dir := range maze.Compass {
						n := d.Add(dir)
						if cl := m.CellAt(n); cl != nil && cl.Kind != maze.CellEmpty {
							t.Errorf("D2 seed %d: %v next to the door %s", seed, cl.Kind, m.NameIn(d, maze.Latin))
						}
					}
				}
			}
		})
	}
}

// S2: «Вокруг каждого входа — пространство 3×3 клеток, гарантированное от
// ловушек». An entrance at a corner keeps the corner's whole 3×3 square
// plain (no trap, no cabbage's field, no terrain), not just the 2×2 of
// its neighbours that lie inside the zone.
// S7: «можно расставить, скажем, по 6–8 ловушек первой категории, по 3–6
// второй»: the 12×12 zone gets six of the first kind and four of the
// second, the 16×16 eight and six.
// S8: a stream of deep water runs across the zone, edge to edge, with a
// ford.
func TestStalkerZone(t *testing.T) {
	for _, sz := range []struct{ rows, cols, first, second int }{{12, 12, 6, 4}, {16, 16, 8, 6}} {
		for seed := int64(1); seed <= 20; seed++ {
			o := opts(rules.FamilyStalker, seed)
			o.Rows, o.Cols = sz.rows, sz.cols
			m := compiled(t, o)
			f := &m.Floors[0]
			first, second := 0, 0
			trap := map[maze.Coord]bool{}
			for _, r := range m.Regions {
				switch r.Kind {
				case maze.RegionWeb, maze.RegionJelly:
					first++
				default:
					second++
				}
				for _, c := range r.Cells {
					trap[c] = true
					if r.Kind == maze.RegionCabbage {
						for _, d := range maze.Compass {
							trap[c.Add(d)] = true
						}
					}
				}
			}
			if first != sz.first || second != sz.second {
				t.Errorf("S7 %dx%d seed %d: %d traps of the first kind and %d of the second, want %d and %d", sz.rows, sz.cols, seed, first, second, sz.first, sz.second)
			}
			for _, corner := range [][2]int{{0, 0}, {0, f.Cols - 3}, {f.Rows - 3, 0}, {f.Rows - 3, f.Cols - 3}} {
				for dr := 0; dr < 3; dr++ {
					for dc := 0; dc < 3; dc++ {
						c := maze.Coord{Row: corner[0] + dr, Col: corner[1] + dc}
						k := f.Cell(c.Row, c.Col).Kind
						if trap[c] || (k != maze.CellEmpty && k != maze.CellEntrance && k != maze.CellInstitute) {
							t.Errorf("S2 %dx%d seed %d: %s in a corner's 3×3 area holds %v (trap %v)", sz.rows, sz.cols, seed, m.NameIn(c, maze.Latin), k, trap[c])
						}
					}
				}
			}
			water, ford := 0, 0
			edges := map[maze.Dir]bool{}
			for r := 0; r < f.Rows; r++ {
				for c := 0; c < f.Cols; c++ {
					switch f.Cell(r, c).Kind {
					case maze.CellWater:
						water++
					case maze.CellFord:
						ford++
					default:
						continue
					}
					edges[maze.North] = edges[maze.North] || r == 0
					edges[maze.South] = edges[maze.South] || r == f.Rows-1
					edges[maze.West] = edges[maze.West] || c == 0
					edges[maze.East] = edges[maze.East] || c == f.Cols-1
				}
			}
			across := (edges[maze.North] && edges[maze.South]) || (edges[maze.West] && edges[maze.East])
			if ford == 0 || !across || water+ford < min(f.Rows, f.Cols) {
				t.Errorf("S8 %dx%d seed %d: the stream has %d cells and %d fords, across %v", sz.rows, sz.cols, seed, water, ford, across)
			}
		}
	}
}

// V25: «Двухэтажные лабиринты с провалами с уровня на уровень (не
// сообщается, провалился ли ты на тот же уровень, или на другой) и с
// лестницами.» Both floors are 10×10 sheets, some pits fall to the other
// floor, and a stair's two ends stand one above the other.
func TestV25TwoFloors(t *testing.T) {
	for seed := int64(1); seed <= 20; seed++ {
		o := opts(rules.FamilyVMK, seed)
		o.Floors = 2
		m := compiled(t, o)
		if len(m.Floors) != 2 || m.Floors[1].Rows != m.Floors[0].Rows || m.Floors[1].Cols != m.Floors[0].Cols {
			t.Fatalf("V25 seed %d: floors of different sizes", seed)
		}
		down := 0
		for _, p := range m.Pits {
			if p.Exits[0].Floor != p.At.Floor {
				down++
			}
		}
		if down == 0 {
			t.Errorf("V25 seed %d: no pit falls to the other floor", seed)
		}
		for _, s := range m.Stairs {
			if s.A.Row != s.B.Row || s.A.Col != s.B.Col {
				t.Errorf("V25 seed %d: stair from %s to %s", seed, m.NameIn(s.A, maze.Cyrillic), m.NameIn(s.B, maze.Cyrillic))
			}
		}
	}
}

// steps returns the walking distance from c to every cell of its floor
// through open sides (no holes, pits or rivers).
func steps(m *maze.Maze, from maze.Coord) map[maze.Coord]int {
	f := &m.Floors[from.Floor]
	dist := map[maze.Coord]int{from: 0}
	q := []maze.Coord{from}
	for len(q) > 0 {
		x := q[0]
		q = q[1:]
		for _, d := range maze.Compass {
			n := x.Add(d)
			if !f.In(n.Row, n.Col) || f.Side(x.Row, x.Col, d).Kind != maze.WallNone || !f.Cell(n.Row, n.Col).Kind.Passable() {
				continue
			}
			if _, seen := dist[n]; !seen {
				dist[n] = dist[x] + 1
				q = append(q, n)
			}
		}
	}
	return dist
}

// C13: the minotaur «дремлет», until someone walks into its corridor. A
// host does not put it at the door, where it would see everyone who
// leaves: it sleeps out of sight of the cell inside the exit and at least
// a third of the maze's depth away.
func TestC13MinotaurAwayFromTheExit(t *testing.T) {
	for _, size := range [][2]int{{10, 10}, {8, 12}} {
		for seed := int64(1); seed <= 30; seed++ {
			o := opts(rules.FamilySchool, seed)
			o.Rows, o.Cols = size[0], size[1]
			m := compiled(t, o)
			ds := doors(m)
			if len(ds) != 1 || len(m.Creatures) != 1 {
				t.Fatalf("seed %d: %d doors, %d creatures", seed, len(ds), len(m.Creatures))
			}
			dist := steps(m, ds[0])
			far := 0
			for _, d := range dist {
				far = max(far, d)
			}
			at := m.Creatures[0].At
			if dist[at] < far/3 {
				t.Errorf("C13 %v seed %d: the minotaur is %d steps from the exit of a maze %d deep", size, seed, dist[at], far)
			}
			if at.Row == ds[0].Row || at.Col == ds[0].Col {
				f := &m.Floors[0]
				d := maze.South
				switch {
				case at.Row == ds[0].Row && at.Col < ds[0].Col:
					d = maze.East
				case at.Row == ds[0].Row:
					d = maze.West
				case at.Row > ds[0].Row:
					d = maze.North
				}
				x := at
				for x != ds[0] && f.Side(x.Row, x.Col, d).Kind == maze.WallNone {
					x = x.Add(d)
				}
				if x == ds[0] {
					t.Errorf("C13 %v seed %d: the minotaur at %s sees the exit", size, seed, m.NameIn(at, maze.Latin))
				}
			}
		}
	}
}

// D2 in the source text's letters: the legend's notes say what the letters are
// in the source text's own language, not half in English.
func TestD2LegendInRussian(t *testing.T) {
	r, err := Generate(opts(rules.FamilyDuel, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"А" = C "арбалет: противник получает +1 действие (D7)"`, `"K" = T "капкан: пропуск трёх ходов (D9)"`} {
		if !strings.Contains(string(r.Source), want) {
			t.Errorf("the legend lacks %s", want)
		}
	}
}
