package check

import (
	"slices"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// A node of the move graph is a cell, numbered across floors in row-major
// order, or the outside of the maze (the last node). Flat int32 arrays keep a
// 1000×1000 maze in a few tens of megabytes and every pass linear.

// Flags of special cells, so that the hot loop looks at a table only for
// the few cells that have one.
const (
	flagHole uint8 = 1 << iota
	flagPit
	flagRiver
	flagStairs
	flagThrough // a crossing: passed straight through (C15)
)

type pitInfo struct {
	exits    []int32
	multiple bool // V6: the player may also stand on the pit
}

// graph is the directed graph of what a player can do without grenades:
// each edge is one turn's possible outcome (a move, a fall, a drift, a
// climb). Built by buildGraph, read by Analyze.
type graph struct {
	m       *maze.Maze
	floorOf []int32 // first node of each floor, then the total
	out     int32   // the node that stands for the outside; -1 when the maze has no exits by its rules
	cells   int32

	start  []int32 // CSR: edges of node u are adj[start[u]:start[u+1]]
	adj    []int32
	rstart []int32 // reverse edges, built on demand
	radj   []int32

	flags    []uint8
	holeNext map[int32]int32
	pits     map[int32]pitInfo
	river    map[int32][2]int32 // node → river index, position in it
	stairs   map[int32][]int32

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
	g := newGraph(m)
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

// newGraph numbers the cells of m and allocates the tables of special
// cells; the outside is the node after the last cell.
func newGraph(m *maze.Maze) *graph {
	g := &graph{m: m}
	g.floorOf = make([]int32, len(m.Floors)+1)
	for i := range m.Floors {
		g.floorOf[i+1] = g.floorOf[i] + int32(m.Floors[i].Rows*m.Floors[i].Cols)
	}
	g.cells = g.floorOf[len(m.Floors)]
	g.out = g.cells
	g.flags = make([]uint8, g.cells)
	g.holeNext = map[int32]int32{}
	g.pits = map[int32]pitInfo{}
	g.river = map[int32][2]int32{}
	g.stairs = map[int32][]int32{}
	return g
}

// markSpecialCells flags the crossings, holes, pits, river cells and
// stairs, and records where each of them moves a player on. A cell listed
// twice (a diagnostic elsewhere) keeps its first meaning.
func (g *graph) markSpecialCells() {
	m := g.m
	u := int32(0)
	for fl := range m.Floors {
		for _, c := range m.Floors[fl].Cells {
			if c.Kind == maze.CellCrossing {
				g.flags[u] |= flagThrough
			}
			u++
		}
	}
	for _, hs := range m.HoleSets {
		for i, c := range hs.Cells {
			u, v := g.node(c), g.node(hs.Cells[(i+1)%len(hs.Cells)])
			if u < 0 || v < 0 {
				continue
			}
			if _, dup := g.holeNext[u]; !dup {
				g.holeNext[u] = v
				g.flags[u] |= flagHole
			}
		}
	}
	for _, p := range m.Pits {
		g.markPit(p)
	}
	for ri, r := range m.Rivers {
		for i, c := range r.Cells {
			u := g.node(c)
			if u < 0 {
				continue
			}
			if _, dup := g.river[u]; !dup {
				g.river[u] = [2]int32{int32(ri), int32(i)}
				g.flags[u] |= flagRiver
			}
		}
	}
	for _, s := range m.Stairs {
		a, b := g.node(s.A), g.node(s.B)
		if a < 0 || b < 0 || a == b {
			continue
		}
		g.stairs[a] = append(g.stairs[a], b)
		g.stairs[b] = append(g.stairs[b], a)
		g.flags[a] |= flagStairs
		g.flags[b] |= flagStairs
	}
}

// markPit records a pit and the passable cells it lets a player out to.
func (g *graph) markPit(p maze.Pit) {
	u := g.node(p.At)
	if u < 0 {
		return
	}
	info := pitInfo{multiple: p.Multiplicity > 1}
	for _, e := range p.Exits {
		if v := g.node(e); v >= 0 && g.m.CellAt(e).Kind.Passable() {
			info.exits = append(info.exits, v)
		}
	}
	if _, dup := g.pits[u]; !dup {
		g.pits[u] = info
		g.flags[u] |= flagPit
	}
}

// floorEdges appends the edges of every cell of floor fl, in node order:
// the steps through its four sides, then what the cell itself does (a
// drift, a hole's advance, stairs, an exit). This loop runs for every
// cell of the maze, so it reads the wall arrays directly.
func (g *graph) floorEdges(fl int, jumps, exits bool) {
	m := g.m
	f := &m.Floors[fl]
	base := g.floorOf[fl]
	drift := int32(m.Rules.RiverDrift)
	for i := range f.Cells {
		u := base + int32(i)
		g.start[u] = int32(len(g.adj))
		c := &f.Cells[i]
		if !c.Kind.Passable() {
			continue
		}
		fl8 := g.flags[u]
		inRiver := fl8&flagRiver != 0 && !g.isMouth(u)
		row, col := i/f.Cols, i%f.Cols
		for _, sd := range cellSides(f, row, col) {
			if c.Kind == maze.CellRubberRoom && c.Dir != sd.d {
				continue // I7: leave only through the exit side
			}
			g.stepEdges(f, base, u, sd, jumps, exits, inRiver)
		}
		if fl8 != 0 {
			if inRiver {
				g.adj = append(g.adj, g.drift(u, drift))
			}
			if fl8&flagHole != 0 && m.Rules.HoleWallAdvance {
				g.adj = append(g.adj, g.holeNext[u]) // B20
			}
			if fl8&flagStairs != 0 {
				g.adj = append(g.adj, g.stairs[u]...)
			}
		}
		if c.Kind == maze.CellExit && exits {
			g.adj = append(g.adj, g.out) // C2: reaching the exit cell is leaving
			g.exitOut[u] = true
		}
	}
}

// side is one side of a cell: its direction, its wall and the neighbour
// beyond it (possibly off the floor).
type side struct {
	d      maze.Dir
	w      *maze.Wall
	nr, nc int
}

// cellSides returns the four sides of a cell in maze.Compass order, read
// straight from the wall arrays.
func cellSides(f *maze.Floor, row, col int) [4]side {
	cols := f.Cols
	i := row*cols + col
	return [4]side{
		{maze.North, &f.HWalls[i], row - 1, col},
		{maze.East, &f.VWalls[row*(cols+1)+col+1], row, col + 1},
		{maze.South, &f.HWalls[i+cols], row + 1, col},
		{maze.West, &f.VWalls[row*(cols+1)+col], row, col - 1},
	}
}

// stepEdges appends what a player on node u gets by stepping (or, with
// jumps, jumping) through side sd of a cell of floor f, whose first node
// is base: the neighbour or where it carries the
// player on, the outside, or nothing.
func (g *graph) stepEdges(f *maze.Floor, base, u int32, sd side, jumps, exits, inRiver bool) {
	d := sd.d
	drift := int32(g.m.Rules.RiverDrift)
	blocked := sd.w.Kind != maze.WallNone && sd.w.Blocks(d)
	if blocked && !jumps {
		return
	}
	in := sd.nr >= 0 && sd.nr < f.Rows && sd.nc >= 0 && sd.nc < f.Cols
	j := sd.nr*f.Cols + sd.nc
	v := base + int32(j)
	switch {
	case blocked:
		// V12: a jump over the wall, inside the maze only.
		if in && f.Cells[j].Kind.Passable() {
			g.adj = g.land(g.adj, v, d, drift)
		}
	case !in || f.Cells[j].Kind == maze.CellVoid:
		if exits {
			g.adj = append(g.adj, g.out)
			g.exitOut[u] = true
		}
	case !f.Cells[j].Kind.Passable():
		// A monolith stops a player like a wall.
	case g.m.Rules.SteepBanks && inRiver && g.flags[v]&flagRiver == 0:
		// I6: no stepping onto a steep bank.
	case g.flags[v] == 0:
		g.adj = append(g.adj, v) // the common case: a plain cell
	default:
		g.adj = g.land(g.adj, v, d, drift)
	}
}

// outsideEdges finds the entrances, the cells one enters the maze through
// from outside, and returns the outside's edges: re-entry through every
// entrance when back is set (D15 opt, V17), none otherwise.
func (g *graph) outsideEdges(back bool) []int32 {
	m := g.m
	drift := int32(m.Rules.RiverDrift)
	var outAdj []int32
	for fl := range m.Floors {
		f := &m.Floors[fl]
		// Only cells on a floor's edge or beside a void cell (T5) can be
		// entered from outside.
		voids := slices.ContainsFunc(f.Cells, func(c maze.Cell) bool { return c.Kind == maze.CellVoid })
		for i := range f.Cells {
			row, col := i/f.Cols, i%f.Cols
			c := &f.Cells[i]
			if !c.Kind.Passable() || !voids && c.Kind != maze.CellExit &&
				row > 0 && row < f.Rows-1 && col > 0 && col < f.Cols-1 {
				continue // an inner cell of a floor without void cells
			}
			// The directions a player comes in by: a crossing is passed
			// straight through from its open side (C15).
			ins := entriesFromOutside(f, row, col)
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
					outAdj = g.land(outAdj, u, d, drift)
				}
			}
		}
	}
	return outAdj
}

// entriesFromOutside lists the directions a player outside the maze moves
// in to step into the cell: through each side that faces off the floor or
// a void cell and does not block a move in the opposite direction.
func entriesFromOutside(f *maze.Floor, row, col int) []maze.Dir {
	var ins []maze.Dir
	for _, d := range maze.Compass {
		n := maze.Coord{Row: row, Col: col}.Add(d)
		if f.In(n.Row, n.Col) && f.Cell(n.Row, n.Col).Kind != maze.CellVoid {
			continue
		}
		if !f.Side(row, col, d).Blocks(d.Opposite()) {
			ins = append(ins, d.Opposite())
		}
	}
	return ins
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

func (g *graph) isMouth(u int32) bool {
	ri := g.river[u]
	return int(ri[1]) == len(g.m.Rivers[ri[0]].Cells)-1
}

// drift returns where the river carries a player on node u in one turn
// (B18: drift cells at once; 0 means straight to the mouth, M6).
func (g *graph) drift(u, drift int32) int32 {
	ri := g.river[u]
	cells := g.m.Rivers[ri[0]].Cells
	last := int32(len(cells) - 1)
	p := ri[1] + drift
	if drift <= 0 || p > last {
		p = last
	}
	if v := g.node(cells[p]); v >= 0 {
		return v
	}
	return u
}

// land appends where a player who moves into node v (moving in direction
// d) ends the turn: the next hole of a set (B5), a pit's exits (V4, V5,
// V6), downstream in a river (B18, I4), straight through a crossing (C15),
// or v itself.
func (g *graph) land(adj []int32, v int32, d maze.Dir, drift int32) []int32 {
	for hops := 0; g.flags[v]&flagThrough != 0 && d != maze.None && hops <= 64; hops++ {
		// C15: a crossing is passed straight through.
		co := g.coord(v)
		f := &g.m.Floors[co.Floor]
		n := co.Add(d)
		if f.Side(co.Row, co.Col, d).Blocks(d) || !f.In(n.Row, n.Col) || !f.Cell(n.Row, n.Col).Kind.Passable() {
			return adj
		}
		v = g.node(n)
	}
	fl := g.flags[v] &^ flagThrough
	if fl == 0 || fl == flagStairs {
		return append(adj, v)
	}
	if fl&flagHole != 0 {
		return append(adj, g.holeNext[v])
	}
	if fl&flagPit != 0 {
		p := g.pits[v]
		if p.multiple || len(p.exits) == 0 {
			adj = append(adj, v)
		}
		return append(adj, p.exits...)
	}
	if fl&flagRiver != 0 {
		if g.isMouth(v) {
			return append(adj, v)
		}
		return append(adj, g.drift(v, drift))
	}
	return append(adj, v)
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
