package dsl_test

import (
	"bytes"
	"slices"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
	"labyrinth/examples"
)

// TestExamples compiles every embedded example with no diagnostic at all
// (what "labyrinth check --werror" asks), and checks that each is playable
// the way B17, C4 and D14 demand: from every cell a player can stand on an
// exit can be reached without grenades, and every such cell can be reached
// from an exit.
func TestExamples(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Read(name)
			if err != nil {
				t.Fatal(err)
			}
			m, ds := dsl.Compile(name, src)
			for _, d := range ds {
				t.Errorf("%s", d)
			}
			if ds.HasErrors() {
				return
			}
			out, fds := dsl.FormatSource(name, src)
			if fds.HasErrors() || !bytes.Equal(out, src) {
				t.Errorf("example is not in canonical form; run labyrinth fmt -w examples/%s", name)
			}
			checkPlayable(t, m)
		})
	}
}

// moves returns the cells a player on c can be on after one turn without
// grenades, as package move resolves his steps and what the cells reached
// do with him (a hole, a pit, a river, a crossing), and whether he can
// leave the maze from c. A rubber room is left through its exit side only
// (I7), as the checker reads it; the engine also lets a player back out
// the way he walked in, which reaches nothing new.
func moves(m *maze.Maze, c maze.Coord) (next []maze.Coord, out bool) {
	mv := &move.Model{Maze: m, Rules: &m.Rules}
	cell := m.CellAt(c)
	if cell.Kind == maze.CellExit {
		out = true
	}
	for _, d := range maze.Compass {
		if cell.Kind == maze.CellRubberRoom && cell.Dir != d {
			continue
		}
		switch r := mv.Step(c, d); {
		case r.Stop == move.Moved && r.Out:
			out = true
		case r.Stop == move.Moved:
			next = mv.Landings(next, r.To, d)
		}
	}
	if to, n := mv.Drift(c); n > 0 {
		next = append(next, to) // B18: the current
	}
	if h, ok := mv.NextHole(c); ok && m.Rules.HoleWallAdvance {
		next = append(next, h) // B20
	}
	return append(next, mv.Stairs(c)...), out
}

func checkPlayable(t *testing.T, m *maze.Maze) {
	t.Helper()
	var cells []maze.Coord
	index := map[maze.Coord]int{}
	for fi := range m.Floors {
		f := &m.Floors[fi]
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				if f.Cell(r, c).Kind.Passable() {
					index[maze.Coord{Floor: fi, Row: r, Col: c}] = len(cells)
					cells = append(cells, maze.Coord{Floor: fi, Row: r, Col: c})
				}
			}
		}
	}
	fwd := make([][]int, len(cells))
	rev := make([][]int, len(cells))
	var exits []int
	for i, c := range cells {
		next, out := moves(m, c)
		if out {
			exits = append(exits, i)
		}
		for _, n := range next {
			j := index[n]
			fwd[i] = append(fwd[i], j)
			rev[j] = append(rev[j], i)
		}
	}
	if len(exits) == 0 {
		t.Fatal("no exit (B4)")
	}
	reach := func(adj [][]int) []bool {
		seen := make([]bool, len(cells))
		stack := append([]int(nil), exits...)
		for _, e := range exits {
			seen[e] = true
		}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, j := range adj[i] {
				if !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		return seen
	}
	toExit, fromExit := reach(rev), reach(fwd)
	// A player stands on the cells a turn ends on, on start cells and on
	// any cell that keeps whoever comes onto it; he passes through holes,
	// pits, crossings and the river cells a drift skips.
	mv := &move.Model{Maze: m, Rules: &m.Rules}
	stand := make([]bool, len(cells))
	for i, c := range cells {
		stand[i] = slices.Contains(mv.Landings(nil, c, maze.North), c)
	}
	for _, e := range exits {
		stand[e] = true
	}
	for _, s := range m.Starts {
		if j, ok := index[s.At]; ok {
			stand[j] = true
		}
	}
	for i := range fwd {
		for _, j := range fwd[i] {
			stand[j] = stand[j] || j != i
		}
	}
	for i, c := range cells {
		if !stand[i] {
			continue
		}
		if !toExit[i] {
			t.Errorf("B17/D14: no way out from %s without grenades", m.NameIn(c, maze.Latin))
		}
		if !fromExit[i] {
			t.Errorf("B17/C4: %s cannot be reached from an exit without grenades", m.NameIn(c, maze.Latin))
		}
	}
}

// TestGlyphsIndex: the glyph index that drawings use says what GlyphAt
// says, for every cell of every example.
func TestGlyphsIndex(t *testing.T) {
	if len(examples.Names()) == 0 {
		t.Fatal("no examples")
	}
	cells := 0
	defer func() { t.Logf("%d cells compared", cells) }()
	for _, name := range examples.Names() {
		src, err := examples.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := dsl.Compile(name, src)
		idx := m.Glyphs()
		for fi, f := range m.Floors {
			for r := range f.Rows {
				for c := range f.Cols {
					at := maze.Coord{Floor: fi, Row: r, Col: c}
					cells++
					if a, b := m.GlyphAt(at), idx.At(at); a != b {
						t.Errorf("%s %v: GlyphAt %q, index %q", name, at, a, b)
					}
				}
			}
		}
	}
}
