package move

import "labyrinth/dsl/maze"

// NextHole returns the hole a player who lands on the hole c is moved to:
// the next of its set, the last leading to the first (B5, I9).
func (mv *Model) NextHole(c maze.Coord) (maze.Coord, bool) {
	cell := mv.Maze.CellAt(c)
	if cell == nil || cell.Kind != maze.CellHole || cell.Ref < 0 || cell.Ref >= len(mv.Maze.HoleSets) {
		return c, false
	}
	hs := mv.Maze.HoleSets[cell.Ref].Cells
	for i, h := range hs {
		if h == c {
			return hs[(i+1)%len(hs)], true
		}
	}
	return c, false
}

// Pit returns the pit on c and its index in Maze.Pits, or nil (V4).
func (mv *Model) Pit(c maze.Coord) (*maze.Pit, int) {
	cell := mv.Maze.CellAt(c)
	if cell == nil || cell.Kind != maze.CellPit || cell.Ref < 0 || cell.Ref >= len(mv.Maze.Pits) {
		return nil, -1
	}
	return &mv.Maze.Pits[cell.Ref], cell.Ref
}

// River returns the river through c and c's index in it, or nil (B18).
func (mv *Model) River(c maze.Coord) (*maze.River, int) {
	cell := mv.Maze.CellAt(c)
	if cell == nil || cell.Kind != maze.CellRiver || cell.Ref < 0 || cell.Ref >= len(mv.Maze.Rivers) {
		return nil, -1
	}
	r := &mv.Maze.Rivers[cell.Ref]
	for i, rc := range r.Cells {
		if rc == c {
			return r, i
		}
	}
	return nil, -1
}

// Drift returns where the current carries a player in the river on c in
// one go and by how many cells: river.drift cells (B18: two), or straight
// to the mouth when it is 0 (M6, I4). A mouth, or a cell of no river,
// carries him nowhere (0 cells).
func (mv *Model) Drift(c maze.Coord) (maze.Coord, int) {
	r, i := mv.River(c)
	if r == nil {
		return c, 0
	}
	last := len(r.Cells) - 1
	n := mv.Rules.RiverDrift
	if n <= 0 {
		n = last - i
	}
	j := min(i+n, last)
	return r.Cells[j], j - i
}

// Counted reports whether the pit on c has a multiplicity counted for each
// player on his own (V6: «прошёл два раза поверх — не провалился, в третий
// раз — проваливаешься»): his first entry never drops him, so a player who
// cannot get back onto the pit from it never falls through it. Where
// everyone's passes count together (pit.shared-count) another player's
// passes may make anyone's first entry the fall.
func (mv *Model) Counted(c maze.Coord) bool {
	p, _ := mv.Pit(c)
	return p != nil && p.Multiplicity > 1 && len(p.Exits) > 0 && !mv.Rules.PitSharedCount
}

// Landings appends to dst every cell a player who moves into the cell c in
// direction d (None for a player put there, not walking) may end the move
// on, the choices of play (which exit a wandering pit has, how many passes
// a pit has counted) all taken:
//   - a crossing is passed straight through (C15); one with no way on
//     lets the player nowhere;
//   - a hole moves him to the next hole of its set (B5);
//   - a pit drops him on its exits (V4, V5); one with a multiplicity also
//     lets him stand on it (V6), as does one with no exit; a Held pit only
//     lets him stand on it;
//   - a river carries him downstream (B18, M6, I4); at the mouth he stays;
//   - any other cell is where he stays.
func (mv *Model) Landings(dst []maze.Coord, c maze.Coord, d maze.Dir) []maze.Coord {
	if d != maze.None && mv.Kind(c) == maze.CellCrossing {
		t, ok := mv.Through(c, d)
		if !ok {
			return dst
		}
		c = t
	}
	switch mv.Kind(c) {
	case maze.CellHole:
		if h, ok := mv.NextHole(c); ok {
			return append(dst, h)
		}
	case maze.CellPit:
		p, _ := mv.Pit(c)
		if p == nil || mv.Held != nil && mv.Held(c) {
			break
		}
		exits := 0
		for _, e := range p.Exits {
			if mv.exitOpen(e) {
				exits++
			}
		}
		if p.Multiplicity > 1 || exits == 0 {
			dst = append(dst, c)
		}
		for _, e := range p.Exits {
			if mv.exitOpen(e) {
				dst = append(dst, e)
			}
		}
		return dst
	case maze.CellRiver:
		to, _ := mv.Drift(c)
		return append(dst, to)
	}
	return append(dst, c)
}

// exitOpen reports whether a pit's exit e is a cell a player can be put
// on; the compiler reports one that is not.
func (mv *Model) exitOpen(e maze.Coord) bool {
	cell := mv.Maze.CellAt(e)
	return cell != nil && cell.Kind.Passable()
}

// RoomExit returns the side a player leaves the rubber room c by (I7:
// «выйти только в противоположном»): on in the direction in he walked in,
// or, for one who did not walk in (in is None), one whose way on is
// walled, or anyone under rubber.fixed-exit, the exit side its link names.
func (mv *Model) RoomExit(c maze.Coord, in maze.Dir) maze.Dir {
	cell := mv.Maze.CellAt(c)
	if cell == nil {
		return maze.None
	}
	if in < maze.North || in > maze.West || mv.Rules.RubberFixedExit || !mv.Walkable(c, in) {
		return cell.Dir
	}
	return in
}
