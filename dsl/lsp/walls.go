package lsp

import (
	"fmt"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// A wall under the cursor: its kind, the cells it stands between, and on
// the perimeter whether it is an exit.

// wallAt returns the cell and side of the wall whose slot in a map drawing
// holds byte offset off, with the slot's range. Only the rows next to the
// cursor's line are looked at.
func wallAt(res *dsl.Result, snap snapshot, off int) (maze.Coord, maze.Dir, diag.Range, bool) {
	if res == nil || res.Maze == nil {
		return maze.Coord{}, maze.None, diag.Range{}, false
	}
	li := lineOf(snap.lines, off) + 1 // compiler lines are 1-based
	hit := func(at maze.Coord, d maze.Dir) (diag.Range, bool) {
		r, ok := res.WallRange(at, d)
		return r, ok && r.Start.Line == li && r.Start.Offset <= off && off < r.End.Offset
	}
	for fi, f := range res.Maze.Floors {
		for r := 0; r < f.Rows; r++ {
			first, ok := res.CellRange(maze.Coord{Floor: fi, Row: r})
			if !ok || first.Start.Line < li-1 || first.Start.Line > li+1 {
				continue
			}
			for c := 0; c < f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				sides := []maze.Dir{maze.North, maze.West}
				if c == f.Cols-1 {
					sides = append(sides, maze.East)
				}
				if r == f.Rows-1 {
					sides = append(sides, maze.South)
				}
				for _, d := range sides {
					if rng, ok := hit(at, d); ok {
						return at, d, rng, true
					}
				}
			}
		}
	}
	return maze.Coord{}, maze.None, diag.Range{}, false
}

// describeWall says what stands on side d of cell at.
func describeWall(m *maze.Maze, at maze.Coord, d maze.Dir) string {
	n := newNamer(m)
	w := m.WallAt(at, d)
	other, inside := m.Step(at, d)
	if inside && m.CellAt(other).Kind == maze.CellVoid {
		inside = false
	}
	a, b := at, other
	if d == maze.North || d == maze.West {
		a, b = other, at // read top to bottom, left to right
	}
	where := fmt.Sprintf("between %s and %s", n.cell(a), n.cell(b))
	if !inside {
		where = fmt.Sprintf("on the %s side of %s, the edge of the maze", d, n.cell(at))
	}
	var what string
	switch w.Kind {
	case maze.WallNone:
		what = "**no wall**"
		if !inside {
			what = "**an exit**: no wall on the edge of the maze (B4)"
		}
	case maze.WallPlain:
		what = "**wall**"
		if inside {
			what += ", a grenade blows it (B11)"
		} else {
			what += " of the edge, no grenade blows it (B11)"
		}
	case maze.WallUnblastable:
		what = "**unblastable wall**: a grenade is spent, the wall stays (M1)"
	case maze.WallWindow:
		what = "**window**: bullets and boomerangs pass, players do not (T7, M18)"
	case maze.WallRubber:
		what = "**rubber wall**: the player is told «passed» and stays (M10)"
	case maze.WallOneWay:
		what = fmt.Sprintf("**one-way wall**: players pass going %s only (M11)", w.Pass)
		if w.Hidden {
			what += "; the host does not announce it"
		}
	case maze.WallClosedExit:
		what = "**closed exit**: a grenade opens it into an exit"
	}
	return what + "\n\n" + where
}
