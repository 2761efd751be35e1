package engine

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
)

// cellKey and edgeKey name a cell and an edge in the state's override maps.
// Coordinates outside a floor (the field outside the maze, V17) never have
// overrides of their own.
func cellKey(c maze.Coord) int64 {
	return int64(c.Floor)<<42 | int64(c.Row+(1<<20))<<21 | int64(c.Col+(1<<20))
}

// edge returns the edge between c and its neighbour in d as the floor's
// wall (nil when both sides are off the floor) and its key.
func (g *Game) edge(c maze.Coord, d maze.Dir) (*maze.Wall, int64) {
	if c.Floor < 0 || c.Floor >= len(g.m.Floors) {
		return nil, 0
	}
	f := &g.m.Floors[c.Floor]
	n := c.Add(d)
	if !f.In(c.Row, c.Col) {
		if !f.In(n.Row, n.Col) {
			return nil, 0
		}
		c, d = n, d.Opposite()
	}
	var h int64
	r, col := c.Row, c.Col
	switch d {
	case maze.North:
		h = 1
	case maze.South:
		h, r = 1, r+1
	case maze.West:
	case maze.East:
		col++
	default:
		return nil, 0
	}
	key := int64(c.Floor)<<42 | h<<41 | int64(r)<<20 | int64(col)
	return f.Side(c.Row, c.Col, d), key
}

// wall returns the wall between c and its neighbour in direction d, with the
// game's changes applied.
func (g *Game) wall(c maze.Coord, d maze.Dir) maze.Wall {
	w, key := g.edge(c, d)
	if w == nil {
		return maze.Wall{}
	}
	if len(g.st.Walls) > 0 {
		if o, ok := g.st.Walls[key]; ok {
			return o
		}
	}
	return *w
}

func (g *Game) setWall(c maze.Coord, d maze.Dir, w maze.Wall) {
	_, key := g.edge(c, d)
	if g.st.Walls == nil {
		g.st.Walls = map[int64]maze.Wall{}
	}
	g.st.Walls[key] = w
}

// outerEdge reports whether the edge from c in d is on a floor's perimeter
// (or borders a void cell, T5).
func (g *Game) outerEdge(c maze.Coord, d maze.Dir) bool {
	return g.inside(c) != g.inside(c.Add(d)) || !g.inside(c) && !g.inside(c.Add(d))
}

// inside reports whether c is a cell of the maze (on a floor, not void).
func (g *Game) inside(c maze.Coord) bool {
	cell := g.m.CellAt(c)
	return cell != nil && cell.Kind != maze.CellVoid
}

// onFloor reports whether c is on a floor's plane: inside the maze or on the
// field outside it (V17).
func (g *Game) onFloor(c maze.Coord) bool { return c.Floor >= 0 && c.Floor < len(g.m.Floors) }

// kind returns the kind of the cell at c with the game's changes; outside
// the maze it is CellVoid.
func (g *Game) kind(c maze.Coord) maze.CellKind {
	cell := g.m.CellAt(c)
	if cell == nil {
		return maze.CellVoid
	}
	if len(g.st.Cells) > 0 {
		if k, ok := g.st.Cells[cellKey(c)]; ok {
			return k
		}
	}
	return cell.Kind
}

func (g *Game) setKind(c maze.Coord, k maze.CellKind) {
	if g.st.Cells == nil {
		g.st.Cells = map[int64]maze.CellKind{}
	}
	g.st.Cells[cellKey(c)] = k
}

// visit counts a visit of c and returns the count (V6, V9 multiplicity).
func (g *Game) visit(c maze.Coord) int {
	if g.st.Visits == nil {
		g.st.Visits = map[int64]int{}
	}
	k := cellKey(c)
	g.st.Visits[k]++
	return g.st.Visits[k]
}

// pass counts player id's passes over the pit at c and returns the count
// with this one (V6: «прошёл два раза поверх — не провалился, в третий раз —
// проваливаешься»): each player's own, or everyone's together under
// pit.shared-count.
func (g *Game) pass(c maze.Coord, id PlayerID) int {
	if g.o.PitSharedCount {
		return g.visit(c)
	}
	if g.st.Passes == nil {
		g.st.Passes = map[int64]int{}
	}
	k := cellKey(c) | int64(id+1)<<56 // floors stay below bit 56
	g.st.Passes[k]++
	return g.st.Passes[k]
}

// river returns the river through c and c's index in it, or nil.
func (g *Game) river(c maze.Coord) (*maze.River, int) {
	mv := g.moves()
	return mv.River(c)
}

// moves is the one model of movement (package move) on the game's walls
// and cells as they stand: blown, built and bricked walls, spent cells.
// It is made afresh for each question, so that a Clone never shares one.
func (g *Game) moves() move.Model {
	return move.Model{Maze: g.m, Rules: g.o, Board: (*board)(g)}
}

// board is the Game as package move reads it.
type board Game

func (b *board) Wall(c maze.Coord, d maze.Dir) maze.Wall { return (*Game)(b).wall(c, d) }
func (b *board) Kind(c maze.Coord) maze.CellKind         { return (*Game)(b).kind(c) }

// others returns the active players other than p on cell c. Ghosts (I2)
// are not there for bullets, blades, kicks or creatures.
func (g *Game) others(p PlayerID, c maze.Coord) []PlayerID {
	var out []PlayerID
	for i := range g.st.Players {
		q := &g.st.Players[i]
		if PlayerID(i) != p && q.Placed && q.Out == 0 && !q.Won && !q.Eliminated && !q.Ghost && q.At == c {
			out = append(out, PlayerID(i))
		}
	}
	return out
}

// treasuresAt returns the indices of treasures lying on c.
func (g *Game) treasuresAt(c maze.Coord) []int {
	var out []int
	for i, t := range g.st.Treasures {
		if !t.Gone && t.Carrier == NoPlayer && t.At == c {
			out = append(out, i)
		}
	}
	return out
}
