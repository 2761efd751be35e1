package check

import (
	"slices"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/move"
	"labyrinth/dsl/rules"
)

// A node of the move graph is a cell, numbered across floors in row-major
// order, or the outside of the maze (the last node). Flat int32 arrays keep a
// 1000×1000 maze in a few tens of megabytes and every pass linear.

// Flags of special cells, so that the hot loop asks package move what a
// cell does with a player only for the few cells that do something.
const (
	flagHole uint8 = 1 << iota
	flagPit
	flagRiver
	flagStairs
	flagThrough // a crossing: passed straight through (C15)
	flagRubber  // a rubber room: left the way one walked in (I7)
)

// graph is the directed graph of what a player can do without grenades:
// each edge is one turn's possible outcome (a move, a fall, a drift, a
// climb), as package move resolves it on the maze as drawn. Built by
// buildGraph, read by Analyze.
type graph struct {
	m       *maze.Maze
	mv      *move.Model
	floorOf []int32 // first node of each floor, then the total
	out     int32   // the node that stands for the outside; -1 when the maze has no exits by its rules
	cells   int32

	start  []int32 // CSR: edges of node u are adj[start[u]:start[u+1]]
	adj    []int32
	rstart []int32 // reverse edges, built on demand
	radj   []int32

	flags []uint8
	buf   []maze.Coord // scratch for move.Model.Landings

	// landable marks the nodes a player can end a turn on: targets of an
	// edge from another node, and start cells. Pits without multiplicity,
	// river cells a drift skips and crossings are passed through, not stood
	// on.
	landable []bool
	// exitOut marks cells with an edge to the outside.
	exitOut []bool
	// entrances are the cells one enters the maze through from outside.
	entrances []int32
}

// node returns the node of a cell, or -1 when the cell is off its floor.
func (g *graph) node(c maze.Coord) int32 {
	if c.Floor < 0 || c.Floor >= len(g.m.Floors) {
		return -1
	}
	f := &g.m.Floors[c.Floor]
	if !f.In(c.Row, c.Col) {
		return -1
	}
	return g.floorOf[c.Floor] + int32(f.Index(c.Row, c.Col))
}

// coord returns the cell of a node (not the outside).
func (g *graph) coord(u int32) maze.Coord {
	fl := 0
	for fl+1 < len(g.m.Floors) && g.floorOf[fl+1] <= u {
		fl++
	}
	i := int(u - g.floorOf[fl])
	cols := g.m.Floors[fl].Cols
	return maze.Coord{Floor: fl, Row: i / cols, Col: i % cols}
}

func (g *graph) cell(u int32) *maze.Cell {
	c := g.coord(u)
	return g.m.Floors[c.Floor].Cell(c.Row, c.Col)
}

// edges returns the nodes a player on node u can be on after one turn.
func (g *graph) edges(u int32) []int32 { return g.adj[g.start[u]:g.start[u+1]] }

// hasExits reports whether leaving the maze is part of the family's game:
// every family but Stalker, whose goal is the ball (S1).
func hasExits(o *rules.Options) bool { return o.Family != rules.FamilyStalker }

// reentry reports whether a player who stepped out may come back in through
// another exit, so that the outside joins parts of the maze (D15 opt, V17).
func reentry(o *rules.Options) bool { return o.LeaveEmpty && o.Reentry == rules.ReentryAny }

// buildGraph builds the move graph of a maze under its rules (see the
// package comment and grammar.md, "Design-rule diagnostics").
func buildGraph(m *maze.Maze) *graph { return buildGraphJumps(m, false) }

// edgeEstimate is about how many edges the move graph of m gets: two for
// every open wall, one for a one-way wall, a few more for every cell that
// moves a player on (a pit, a hole, a river). The edges are reserved at
// once with it, not at three a cell: most walls of a maze are closed. When
// it falls short the edges still grow as needed.
func edgeEstimate(m *maze.Maze, jumps bool, flags []uint8) int {
	n := 64
	for i := range m.Floors {
		f := &m.Floors[i]
		if jumps {
			n += 4 * len(f.Cells)
			continue
		}
		for _, ws := range [][]maze.Wall{f.HWalls, f.VWalls} {
			for _, w := range ws {
				switch w.Kind {
				case maze.WallNone:
					n += 2
				case maze.WallOneWay:
					n++
				}
			}
		}
	}
	for _, fl := range flags {
		if fl != 0 {
			n += 8
		}
	}
	return n
}

// buildGraphJumps builds the move graph, with jump edges when jumps is set:
// a player who sat the rules' turns jumps over one wall into the
// neighbouring cell of the same floor (V12, V13). Only walls between two
// cells of the maze count: a jump over the outer wall is not an exit, and
// a jump into a monolith or off the maze is no move (see grammar.md,
// "Jumping over walls").
func buildGraphJumps(m *maze.Maze, jumps bool) *graph {
	held := countedPits(m)
	g := buildGraphHeld(m, jumps, held)
	// V6: a pit that counts each player's passes drops nobody on a first
	// entry. Its falls join the graph once a player standing on it can get
	// back onto it, which a fall elsewhere may open in turn.
	for len(held) > 0 {
		freed := false
		for c := range held {
			if g.reenters(g.node(c)) {
				delete(held, c)
				freed = true
			}
		}
		if !freed {
			break
		}
		g = buildGraphHeld(m, jumps, held)
	}
	return g
}

// countedPits returns the pits whose passes each player counts on his own
// (move.Model.Counted).
func countedPits(m *maze.Maze) map[maze.Coord]bool {
	mv := &move.Model{Maze: m, Rules: &m.Rules}
	var held map[maze.Coord]bool
	for _, p := range m.Pits {
		if mv.Counted(p.At) {
			if held == nil {
				held = map[maze.Coord]bool{}
			}
			held[p.At] = true
		}
	}
	return held
}

// reenters reports whether a player standing on node u can step onto it
// again: whether u reaches a node with an edge into u.
func (g *graph) reenters(u int32) bool {
	if u < 0 {
		return false
	}
	seen := g.reach([]int32{u}, false)
	for v := range seen {
		if seen[v] && slices.Contains(g.edges(int32(v)), u) {
			return true
		}
	}
	return false
}

// buildGraphHeld builds the move graph with no falls through the held
// pits (move.Model.Held).
func buildGraphHeld(m *maze.Maze, jumps bool, held map[maze.Coord]bool) *graph {
	g := newGraph(m)
	if len(held) > 0 {
		g.mv.Held = func(c maze.Coord) bool { return held[c] }
	}
	g.markSpecialCells()
	exits := hasExits(&m.Rules)
	n := g.cells + 1
	g.start = make([]int32, n+1)
	g.adj = make([]int32, 0, edgeEstimate(m, jumps, g.flags))
	g.exitOut = make([]bool, g.cells)
	for fl := range m.Floors {
		g.floorEdges(fl, jumps, exits)
	}
	var outAdj []int32
	if exits {
		outAdj = g.outsideEdges(reentry(&m.Rules))
	}
	g.start[g.out] = int32(len(g.adj))
	g.adj = append(g.adj, outAdj...)
	g.start[n] = int32(len(g.adj))
	g.markLandable(exits)
	return g
}

// newGraph numbers the cells of m and allocates the table of special
// cells; the outside is the node after the last cell.
func newGraph(m *maze.Maze) *graph {
	g := &graph{m: m, mv: &move.Model{Maze: m, Rules: &m.Rules}}
	g.floorOf = make([]int32, len(m.Floors)+1)
	for i := range m.Floors {
		g.floorOf[i+1] = g.floorOf[i] + int32(m.Floors[i].Rows*m.Floors[i].Cols)
	}
	g.cells = g.floorOf[len(m.Floors)]
	g.out = g.cells
	g.flags = make([]uint8, g.cells)
	return g
}

// markSpecialCells flags the crossings, holes, pits, river cells and
// stairs: the cells that move a player on, which package move resolves.
func (g *graph) markSpecialCells() {
	m := g.m
	u := int32(0)
	for fl := range m.Floors {
		for _, c := range m.Floors[fl].Cells {
			switch c.Kind {
			case maze.CellCrossing:
				g.flags[u] |= flagThrough
			case maze.CellRubberRoom:
				g.flags[u] |= flagRubber
			case maze.CellHole:
				g.flags[u] |= flagHole
			case maze.CellPit:
				g.flags[u] |= flagPit
			case maze.CellRiver:
				g.flags[u] |= flagRiver
			}
			u++
		}
	}
	for _, s := range m.Stairs {
		a, b := g.node(s.A), g.node(s.B)
		if a < 0 || b < 0 || a == b {
			continue
		}
		g.flags[a] |= flagStairs
		g.flags[b] |= flagStairs
	}
}

// floorEdges appends the edges of every cell of floor fl, in node order:
// the steps through its four sides, then what the cell itself does (a
// drift, a hole's advance, stairs, an exit).
func (g *graph) floorEdges(fl int, jumps, exits bool) {
	m := g.m
	f := &m.Floors[fl]
	base := g.floorOf[fl]
	for i := range f.Cells {
		u := base + int32(i)
		g.start[u] = int32(len(g.adj))
		c := &f.Cells[i]
		if !c.Kind.Passable() {
			continue
		}
		co := maze.Coord{Floor: fl, Row: i / f.Cols, Col: i % f.Cols}
		for _, d := range maze.Compass {
			if c.Kind == maze.CellRubberRoom && c.Dir != d {
				continue // I7: leave only through the exit side
			}
			g.stepEdges(u, co, d, jumps, exits)
		}
		if fl8 := g.flags[u]; fl8 != 0 {
			if fl8&flagRiver != 0 {
				if to, n := g.mv.Drift(co); n > 0 {
					g.adj = append(g.adj, g.node(to)) // B18: the current
				}
			}
			if fl8&flagHole != 0 && m.Rules.HoleWallAdvance {
				if h, ok := g.mv.NextHole(co); ok {
					g.adj = append(g.adj, g.node(h)) // B20
				}
			}
			if fl8&flagStairs != 0 {
				for _, s := range g.mv.Stairs(co) {
					if v := g.node(s); v >= 0 && v != u {
						g.adj = append(g.adj, v)
					}
				}
			}
		}
		if c.Kind == maze.CellExit && exits {
			g.adj = append(g.adj, g.out) // C2: reaching the exit cell is leaving
			g.exitOut[u] = true
		}
	}
}

// stepEdges appends what a player on node u, the cell co, gets by stepping
// (or, with jumps, jumping) in d: where the move carries him on, the
// outside, or nothing.
func (g *graph) stepEdges(u int32, co maze.Coord, d maze.Dir, jumps, exits bool) {
	s := g.mv.Step(co, d)
	switch s.Stop {
	case move.Wall, move.Rubber:
		if !jumps {
			return
		}
		// V12: a jump over the wall, inside the maze only.
		if j := g.mv.Jump(co, d); j.Stop == move.Moved && !j.Out {
			g.adj = g.land(g.adj, g.node(j.To), d)
		}
	case move.Moved:
		if s.Out {
			if exits {
				g.adj = append(g.adj, g.out)
				g.exitOut[u] = true
			}
			return
		}
		g.adj = g.land(g.adj, g.node(s.To), d)
	}
	// Void cells (T5), monoliths, magnets, crossings with no way on and
	// steep banks stop a player like a wall.
}

// outsideEdges finds the entrances, the cells one enters the maze through
// from outside, and returns the outside's edges: re-entry through every
// entrance when back is set (D15 opt, V17), none otherwise.
func (g *graph) outsideEdges(back bool) []int32 {
	m := g.m
	var outAdj []int32
	for fl := range m.Floors {
		f := &m.Floors[fl]
		// Only cells on a floor's rim can be entered from outside: a void
		// cell is rock (T5).
		for i := range f.Cells {
			row, col := i/f.Cols, i%f.Cols
			c := &f.Cells[i]
			if !c.Kind.Passable() || c.Kind != maze.CellExit &&
				row > 0 && row < f.Rows-1 && col > 0 && col < f.Cols-1 {
				continue // an inner cell of a floor without void cells
			}
			// The directions a player comes in by: a crossing is passed
			// straight through from its open side (C15).
			ins := g.mv.Entries(maze.Coord{Floor: fl, Row: row, Col: col})
			if c.Kind == maze.CellExit {
				ins = append(ins, maze.None)
			}
			if len(ins) == 0 {
				continue
			}
			u := g.floorOf[fl] + int32(i)
			g.entrances = append(g.entrances, u)
			if back {
				for _, d := range ins {
					outAdj = g.land(outAdj, u, d)
				}
			}
		}
	}
	return outAdj
}

// markLandable marks the nodes a player can end a turn on: the targets of
// an edge from another node, and the start cells. Without exits the
// outside is no node of the game.
func (g *graph) markLandable(exits bool) {
	m := g.m
	n := g.cells + 1
	g.landable = make([]bool, n)
	for v := int32(0); v < n; v++ {
		for _, w := range g.adj[g.start[v]:g.start[v+1]] {
			if w != v {
				g.landable[w] = true
			}
		}
	}
	for _, s := range m.Starts {
		if v := g.node(s.At); v >= 0 && m.CellAt(s.At).Kind.Passable() {
			g.landable[v] = true
		}
	}
	if !exits {
		g.out = -1
		g.landable[n-1] = false
	}
}

// land appends where a player who moves into node v (moving in direction
// d) ends the turn, as move.Model.Landings has it: the next hole of a set
// (B5), a pit's exits (V4, V5, V6), downstream in a river (B18, I4),
// straight through a crossing (C15), or v itself.
func (g *graph) land(adj []int32, v int32, d maze.Dir) []int32 {
	if fl := g.flags[v]; fl == 0 || fl == flagStairs {
		return append(adj, v) // a plain cell: the common case
	} else if fl&flagRubber != 0 {
		return g.roomLand(append(adj, v), v, d)
	}
	g.buf = g.mv.Landings(g.buf[:0], g.coord(v), d)
	for _, c := range g.buf {
		if w := g.node(c); w >= 0 {
			adj = append(adj, w)
		}
	}
	return adj
}

// roomLand appends where a player who walked into the rubber room v
// heading d gets on leaving it the way move.Model.RoomExit has it (I7): on
// in d, when that is not the exit side, which the room's own edges hold.
// The edge skips his turn standing in the room, where he may go nowhere
// else; leaving the maze that way is left out.
func (g *graph) roomLand(adj []int32, v int32, d maze.Dir) []int32 {
	c := g.coord(v)
	if out := g.mv.RoomExit(c, d); out == d && out != g.cell(v).Dir {
		if s := g.mv.Step(c, d); s.Stop == move.Moved && !s.Out {
			adj = g.land(adj, g.node(s.To), d)
		}
	}
	return adj
}

// reverse builds the reverse edges once.
func (g *graph) reverse() {
	if g.rstart != nil {
		return
	}
	n := int32(len(g.start) - 1)
	g.rstart = make([]int32, n+1)
	for _, w := range g.adj {
		g.rstart[w+1]++
	}
	for i := int32(0); i < n; i++ {
		g.rstart[i+1] += g.rstart[i]
	}
	g.radj = make([]int32, len(g.adj))
	fill := make([]int32, n)
	copy(fill, g.rstart[:n])
	for u := int32(0); u < n; u++ {
		for _, w := range g.edges(u) {
			g.radj[fill[w]] = u
			fill[w]++
		}
	}
}

// reach marks every node reachable from the sources, forward or (with
// back) backward.
func (g *graph) reach(sources []int32, back bool) []bool {
	n := len(g.start) - 1
	seen := make([]bool, n)
	queue := make([]int32, 0, 1024)
	for _, s := range sources {
		if s >= 0 && !seen[s] {
			seen[s] = true
			queue = append(queue, s)
		}
	}
	if back {
		g.reverse()
	}
	for len(queue) > 0 {
		u := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		var es []int32
		if back {
			es = g.radj[g.rstart[u]:g.rstart[u+1]]
		} else {
			es = g.edges(u)
		}
		for _, w := range es {
			if !seen[w] {
				seen[w] = true
				queue = append(queue, w)
			}
		}
	}
	return seen
}

// bfs returns the parent of every node on shortest paths from the sources
// (-1 for sources, -2 for unreached) and its depth.
func (g *graph) bfs(sources []int32) (parent, depth []int32) {
	n := len(g.start) - 1
	parent = make([]int32, n)
	depth = make([]int32, n)
	for i := range parent {
		parent[i] = -2
	}
	// Room for every node at once: growing the queue step by step copies
	// it again and again, and a large maze reaches most of its nodes.
	queue := make([]int32, 0, n)
	for _, s := range sources {
		if s >= 0 && parent[s] == -2 {
			parent[s] = -1
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		for _, w := range g.edges(u) {
			if parent[w] == -2 {
				parent[w] = u
				depth[w] = depth[u] + 1
				queue = append(queue, w)
			}
		}
	}
	return parent, depth
}

// scc returns the strongly connected component of every node and the
// number of components, numbered in the order Tarjan's search completes
// them. It is Pearce's space-efficient form of Tarjan's algorithm ("A
// space-efficient algorithm for finding strongly connected components",
// 2016): one array serves as the search index, the low link and, once a
// node's component is known, the component, so that a million cells take
// 4 bytes each where index, low link and component took 12.
func (g *graph) scc() ([]int32, int32) {
	n := int32(len(g.start) - 1)
	// rindex: 0 unvisited; 1, 2, … the search index, lowered to the low
	// link; once assigned, the component counted down from n-1, above
	// every index in use, so that an edge into a finished component
	// never lowers a link.
	rindex := make([]int32, n)
	// root is a bit per node: whether no edge has yet lowered its link.
	root := make([]uint64, (n+63)/64)
	isRoot := func(v int32) bool { return root[v>>6]&(1<<(v&63)) != 0 }
	setRoot := func(v int32) { root[v>>6] |= 1 << (v & 63) }
	clearRoot := func(v int32) { root[v>>6] &^= 1 << (v & 63) }
	// The call stack of frames (node, next edge) and the stack of nodes
	// waiting for their component share one buffer, reserved for the
	// whole graph at once since a maze's corridors make deep searches: a
	// node is on the call stack while it is searched and on the other only
	// after, so the two hold at most n nodes together. Frames grow two
	// slots each from the front, waiting nodes one slot each from the
	// back: 8 bytes a node where two separate stacks took 12.
	buf := make([]int32, 2*n)
	calls, waiting := int32(0), int32(0) // frames; waiting nodes
	push := func(v int32) { waiting++; buf[2*n-waiting] = v }
	index, c := int32(1), n-1
	visit := func(v int32) {
		buf[2*calls], buf[2*calls+1] = v, g.start[v]
		calls++
		rindex[v] = index
		setRoot(v)
		index++
	}
	for r := int32(0); r < n; r++ {
		if rindex[r] != 0 {
			continue
		}
		visit(r)
		for calls > 0 {
			top := 2 * (calls - 1)
			v, e := buf[top], buf[top+1]
			if e < g.start[v+1] {
				w := g.adj[e]
				if rindex[w] == 0 {
					visit(w) // the edge is finished when w is
					continue
				}
				buf[top+1]++
				if rindex[w] < rindex[v] {
					rindex[v] = rindex[w]
					clearRoot(v)
				}
				continue
			}
			calls--
			if isRoot(v) {
				index--
				for waiting > 0 && rindex[v] <= rindex[buf[2*n-waiting]] {
					w := buf[2*n-waiting]
					waiting--
					rindex[w] = c
					index--
				}
				rindex[v] = c
				c--
			} else {
				push(v)
			}
			if calls > 0 {
				p := 2 * (calls - 1)
				buf[p+1]++
				if u := buf[p]; rindex[v] < rindex[u] {
					rindex[u] = rindex[v]
					clearRoot(u)
				}
			}
		}
	}
	// Components in the order they were completed: 0 first.
	for v := range rindex {
		rindex[v] = n - 1 - rindex[v]
	}
	return rindex, n - 1 - c
}
