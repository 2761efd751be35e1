package dsl_test

import (
	"bytes"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
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

// moves returns the cells a player on c can get to in one step without
// grenades, and whether c can step out of the maze.
func moves(m *maze.Maze, c maze.Coord) (next []maze.Coord, out bool) {
	cell := m.CellAt(c)
	f := &m.Floors[c.Floor]
	if cell.Kind == maze.CellExit {
		out = true
	}
	for _, d := range maze.Compass {
		if f.Side(c.Row, c.Col, d).Blocks(d) {
			continue
		}
		n := c.Add(d)
		if !f.In(n.Row, n.Col) || f.Cell(n.Row, n.Col).Kind == maze.CellVoid {
			out = true
			continue
		}
		if f.Cell(n.Row, n.Col).Kind.Passable() {
			next = append(next, n)
		}
	}
	switch cell.Kind {
	case maze.CellHole:
		hs := m.HoleSets[cell.Ref].Cells
		for i, h := range hs {
			if h == c {
				next = append(next, hs[(i+1)%len(hs)])
			}
		}
	case maze.CellPit:
		next = append(next, m.Pits[cell.Ref].Exits...)
	case maze.CellStairs:
		s := m.Stairs[cell.Ref]
		next = append(next, s.A, s.B)
	case maze.CellRiver:
		if n, ok := m.Step(c, cell.Dir); ok && cell.Dir != maze.None {
			next = append(next, n)
		}
	}
	return next, out
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
	for i, c := range cells {
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
