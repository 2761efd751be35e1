package check

import "labyrinth/dsl/maze"

// Moves answers, for a compiled maze, where a player can get from a cell
// without grenades as the connectivity checks see it: the same move graph
// that B17-unreachable, D14-one-way and B4-exit-unreachable are decided
// on. It exists so that the engine's rules can be checked against it.
type Moves struct{ g *graph }

// NewMoves builds the move graph of m; with jumps, a player may also jump
// over a wall between two cells of a floor (V12, V13).
func NewMoves(m *maze.Maze, jumps bool) *Moves { return &Moves{buildGraphJumps(m, jumps)} }

// From returns every cell a player standing on from can end a turn on, in
// any number of turns, and whether he can step out of the maze. The start
// cell is among the cells. A cell off the maze reaches nothing.
func (mv *Moves) From(from maze.Coord) (cells []maze.Coord, out bool) {
	g := mv.g
	u := g.node(from)
	if u < 0 {
		return nil, false
	}
	seen := g.reach([]int32{u}, false)
	for v := int32(0); v < g.cells; v++ {
		if seen[v] {
			cells = append(cells, g.coord(v))
		}
	}
	return cells, g.out >= 0 && seen[g.out]
}

// FromOutside is From for a player standing outside the maze, who may walk
// back in where the rules allow it (D15, V17).
func (mv *Moves) FromOutside() (cells []maze.Coord) {
	g := mv.g
	if g.out < 0 {
		return nil
	}
	seen := g.reach([]int32{g.out}, false)
	for v := int32(0); v < g.cells; v++ {
		if seen[v] {
			cells = append(cells, g.coord(v))
		}
	}
	return cells
}
