// Package move is the one model of how a player gets about a maze: from a
// cell, where a step in a direction, a jump over a wall or a climb of the
// stairs ends, and through what (a wall, a rubber wall, a monolith, a
// crossing, a steep bank, the field outside); and what the cell reached
// does with the player (a hole's next hole, a pit's exits, a river's
// drift).
//
// Two readers ask it the same questions. The compiler's connectivity
// checks (dsl/check) build their move graph from it on the maze as drawn:
// where the game leaves a choice to the host or to the count of earlier
// passes (a wandering pit's exit, a pit with a multiplicity), Landings
// lists every outcome. The engine resolves each move of a game with it on
// the walls and cells as they stand in play (blown walls, spent traps), and
// picks the one outcome its state decides. Neither keeps a rule of
// movement of its own; what only a game knows (which way a player walked
// into a rubber room, where he left the maze, the counts of pit passes)
// stays in the engine.
//
// The rules are cited by their IDs in RULES.md and grammar.md.
package move

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Board is what a move reads of a maze that can change in play: the wall on
// each edge and the kind of each cell. A game answers with its blown and
// built walls and its spent cells; the Model's zero Board reads the maze as
// drawn.
type Board interface {
	// Wall returns the wall between c and its neighbour in d, c or the
	// neighbour possibly off the floor; the zero Wall when both are.
	Wall(c maze.Coord, d maze.Dir) maze.Wall
	// Kind returns the kind of the cell at c, maze.CellVoid off the maze.
	Kind(c maze.Coord) maze.CellKind
}

// Model answers movement questions on a maze under its rules. Holes, pits,
// rivers and stairs are read from Maze, which play never changes; walls
// and cell kinds from Board, or from Maze when Board is nil.
type Model struct {
	Maze  *maze.Maze
	Rules *rules.Options
	Board Board
	// Held, when set, names pits a player cannot yet fall through however
	// he enters them: Landings stands him on them. The compiler holds a pit
	// that counts each player's passes (Counted) until it finds a way back
	// onto it (V6).
	Held func(pit maze.Coord) bool
}

// maxCrossings bounds a chain of crossings passed in one move (C15), so
// that a ring of them drawn by mistake ends.
const maxCrossings = 16

// Stop says what became of a step, a jump or a climb.
type Stop uint8

const (
	// Moved: the player is on Result.To, or off the maze when Result.Out.
	Moved Stop = iota
	// Wall: a wall stops the move in this direction (B9), a one-way wall
	// passed the wrong way included (M11); stairs that do not go that way
	// (T1).
	Wall
	// Rubber: a rubber wall (M10), told as a move though the player stays.
	Rubber
	// Void: a void cell inside a floor's rectangle (T5): rock, a wall on
	// the maze's edge; only the rectangle's own rim leads out.
	Void
	// Monolith: a monolith stops the player like a wall (C2).
	Monolith
	// Magnet: the magnet monolith (C15), a wall «up» to the player.
	Magnet
	// DeadEnd: a crossing whose way on is shut (C15), told as a wall.
	DeadEnd
	// Steep: a steep bank out of a river (I6).
	Steep
)

func (s Stop) String() string {
	return [...]string{"moved", "wall", "rubber", "void", "monolith", "magnet", "dead-end", "steep"}[s]
}

// Result is the outcome of a step, a jump or a climb.
type Result struct {
	Stop Stop
	// To is the cell moved to (Moved), or the neighbour in the direction
	// tried.
	To maze.Coord
	// Out: the move leaves the maze for the field outside (B15, V17).
	Out bool
	// Outer: the Wall stopping the move is on the maze's perimeter (M2).
	Outer bool
}

// wall returns the wall between c and its neighbour in d.
func (mv *Model) wall(c maze.Coord, d maze.Dir) maze.Wall {
	if mv.Board != nil {
		return mv.Board.Wall(c, d)
	}
	return DrawnWall(mv.Maze, c, d)
}

// Kind returns the kind of the cell at c as it stands, maze.CellVoid off
// the maze.
func (mv *Model) Kind(c maze.Coord) maze.CellKind {
	if mv.Board != nil {
		return mv.Board.Kind(c)
	}
	if cell := mv.Maze.CellAt(c); cell != nil {
		return cell.Kind
	}
	return maze.CellVoid
}

// Inside reports whether c is a cell of the maze: on a floor and not void.
func (mv *Model) Inside(c maze.Coord) bool {
	cell := mv.Maze.CellAt(c)
	return cell != nil && cell.Kind != maze.CellVoid
}

// DrawnWall returns the wall of m between c and its neighbour in d as
// drawn: the side of whichever of the two is on the floor, the zero Wall
// when neither is or d is not a compass direction.
func DrawnWall(m *maze.Maze, c maze.Coord, d maze.Dir) maze.Wall {
	if c.Floor < 0 || c.Floor >= len(m.Floors) || d < maze.North || d > maze.West {
		return maze.Wall{}
	}
	f := &m.Floors[c.Floor]
	if !f.In(c.Row, c.Col) {
		n := c.Add(d)
		if !f.In(n.Row, n.Col) {
			return maze.Wall{}
		}
		c, d = n, d.Opposite()
	}
	return *f.Side(c.Row, c.Col, d)
}

// Step resolves a step from the cell from (or from the field outside) in
// the compass direction d: through the wall between them (B9, M10, M11),
// into the cell beyond or out of the maze (B15, V17), unless that cell is
// rock (T5, C2, C15) or a steep bank the river does not let the player
// onto (I6). A crossing stepped into is reported Moved onto it: Through
// tells where it lets the player out.
//
// What depends on the player and not on the maze (re-entry only where he
// left, D15; the way out of a rubber room he walked into, I7; a rubber
// wall's truth told later, M10) is the caller's.
func (mv *Model) Step(from maze.Coord, d maze.Dir) Result {
	to := from.Add(d)
	w := mv.wall(from, d)
	if w.Kind == maze.WallRubber {
		return Result{Stop: Rubber, To: to}
	}
	// The cell beyond is read once: this runs for every side of every
	// cell when the compiler builds its move graph.
	cell := mv.Maze.CellAt(to)
	inTo := cell != nil && cell.Kind != maze.CellVoid
	if w.Blocks(d) {
		inFrom := mv.Inside(from)
		return Result{Stop: Wall, To: to, Outer: inFrom != inTo || !inFrom && !inTo}
	}
	if !inTo {
		if cell != nil && mv.Inside(from) {
			return Result{Stop: Void, To: to, Outer: true}
		}
		return Result{Stop: Moved, To: to, Out: true}
	}
	k := cell.Kind
	if mv.Board != nil {
		k = mv.Board.Kind(to)
	}
	switch k {
	case maze.CellMonolith:
		return Result{Stop: Monolith, To: to}
	case maze.CellMagnet:
		return Result{Stop: Magnet, To: to}
	case maze.CellCrossing:
		if _, ok := mv.Through(to, d); !ok {
			return Result{Stop: DeadEnd, To: to}
		}
	}
	if (w.Steep || mv.Rules.SteepBanks) && mv.steep(from, to, w) {
		return Result{Stop: Steep, To: to}
	}
	return Result{Stop: Moved, To: to}
}

// steep reports whether a step from from onto the cell to, through the
// open wall w, leaves a river where its bank is steep (I6): a bank the host
// marked, or under river.steep-banks any bank but the mouth's.
func (mv *Model) steep(from, to maze.Coord, w maze.Wall) bool {
	if !w.Steep && !mv.Rules.SteepBanks {
		return false
	}
	if mv.Kind(to) == maze.CellRiver {
		return false
	}
	if w.Steep && mv.Kind(from) == maze.CellRiver {
		return true
	}
	if mv.Rules.SteepBanks {
		if r, i := mv.River(from); r != nil && i != len(r.Cells)-1 {
			return true
		}
	}
	return false
}

// Walkable reports whether a step from c in d passes the wall and finds
// no rock beyond (a monolith, a magnet, a void cell, T5): the plain
// reading of an edge, without rubber's pretence, crossings or banks.
func (mv *Model) Walkable(c maze.Coord, d maze.Dir) bool {
	if mv.wall(c, d).Blocks(d) {
		return false
	}
	to := c.Add(d)
	if mv.Inside(to) {
		k := mv.Kind(to)
		return k != maze.CellMonolith && k != maze.CellMagnet
	}
	return mv.Maze.CellAt(to) == nil
}

// Through returns where a player who moves into the crossing c in the
// compass direction d comes out: the first cell beyond it, across any
// crossings that follow, that is not a crossing (C15: «можно проходить
// насквозь, но нельзя поворачивать»). It reports false for a dead end: a
// wall, rock or the edge of the maze on the way.
func (mv *Model) Through(c maze.Coord, d maze.Dir) (maze.Coord, bool) {
	if d < maze.North || d > maze.West {
		return c, false
	}
	for range maxCrossings {
		n := c.Add(d)
		if !mv.Walkable(c, d) || !mv.Inside(n) {
			return c, false
		}
		if mv.Kind(n) != maze.CellCrossing {
			return n, true
		}
		c = n
	}
	return c, false
}

// Jump resolves a jump from from over the wall in the compass direction d
// (V12, V13): whatever the wall, the player lands on the neighbour, unless
// it is rock (C2, C15) or a crossing with no way on; beyond the maze's
// edge he is out of it.
func (mv *Model) Jump(from maze.Coord, d maze.Dir) Result {
	to := from.Add(d)
	if !mv.Inside(to) {
		return Result{Stop: Moved, To: to, Out: true}
	}
	switch mv.Kind(to) {
	case maze.CellMonolith:
		return Result{Stop: Monolith, To: to}
	case maze.CellMagnet:
		return Result{Stop: Magnet, To: to}
	case maze.CellCrossing:
		if _, ok := mv.Through(to, d); !ok {
			return Result{Stop: DeadEnd, To: to}
		}
	}
	return Result{Stop: Moved, To: to}
}

// Climb resolves the command up or down on the cell c: the other end of
// stairs from c that lies above (Up) or not (Down) (T1, V25, M14); Wall
// when there are none.
func (mv *Model) Climb(c maze.Coord, d maze.Dir) Result {
	for _, s := range mv.Maze.Stairs {
		var other maze.Coord
		switch c {
		case s.A:
			other = s.B
		case s.B:
			other = s.A
		default:
			continue
		}
		if (d == maze.Up) == (other.Floor > c.Floor) {
			return Result{Stop: Moved, To: other}
		}
	}
	return Result{Stop: Wall, To: c}
}

// Stairs returns the cells the stairs on c lead to, up or down (T1).
func (mv *Model) Stairs(c maze.Coord) []maze.Coord {
	var out []maze.Coord
	for _, s := range mv.Maze.Stairs {
		switch c {
		case s.A:
			out = append(out, s.B)
		case s.B:
			out = append(out, s.A)
		}
	}
	return out
}

// Entries lists the directions a player on the field outside the maze
// moves in to step into the cell c: across each side of c on its floor's
// rim, through a wall that lets him (B15, V17, D15). A void cell is rock
// (T5), no way in. A crossing is entered from its open sides only (C15).
func (mv *Model) Entries(c maze.Coord) []maze.Dir {
	var ins []maze.Dir
	for _, d := range maze.Compass {
		n := c.Add(d)
		if mv.Maze.CellAt(n) != nil {
			continue // a cell of the floor, or rock (T5)
		}
		switch mv.Step(n, d.Opposite()).Stop {
		case Wall, Rubber:
			continue
		}
		ins = append(ins, d.Opposite())
	}
	return ins
}
