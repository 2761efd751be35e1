package bot

import "labyrinth/dsl/maze"

// pt is a position on the bot's own sketch, relative to where the sketch
// began (rule B22: a new sketch after every hole, pit or river), or on the
// maze once the sketch is pinned.
type pt struct{ x, y int }

func (p pt) add(d maze.Dir) pt {
	switch d {
	case maze.North:
		p.y--
	case maze.South:
		p.y++
	case maze.West:
		p.x--
	case maze.East:
		p.x++
	}
	return p
}

// spot is a cell on a given sketch.
type spot struct {
	c  *chart
	at pt
}

type edge struct {
	at pt
	d  maze.Dir
}

// What the host said a cell is, as the bot notes it on a sketch: nothing
// (quiet), or a cell kind with its number. Only what stays put is noted:
// a treasure is carried off, an arsenal taken (V7), so they say nothing
// about the place.
const (
	kindQuiet = -1 // entered, and the host named nothing lasting
	anyN      = 99 // the number is not known: some pit's exit, some river cell
)

// cellKind is the note for a cell the host named: kind k, number n (a
// pit's exit, a river's source or mouth), anyN when it was not said.
func cellKind(k maze.CellKind, n int) int {
	if n < 0 || n > anyN {
		n = anyN
	}
	return 1 + int(k)*100 + n
}

func kindOf(note int) (maze.CellKind, int) {
	if note <= 0 {
		return maze.CellEmpty, 0
	}
	return maze.CellKind((note - 1) / 100), (note - 1) % 100
}

// compatible reports whether two notes may describe the same cell.
func compatible(a, b int) bool {
	if a == 0 || b == 0 || a == b {
		return true
	}
	if a == kindQuiet || b == kindQuiet {
		return false
	}
	ka, na := kindOf(a)
	kb, nb := kindOf(b)
	return ka == kb && (na == anyN || nb == anyN)
}

// sharper returns the more precise of two compatible notes.
func sharper(a, b int) int {
	if a == 0 {
		return b
	}
	if b == 0 {
		return a
	}
	if _, n := kindOf(a); n == anyN && a != kindQuiet {
		return b
	}
	return a
}

// chart is one sketch: what the bot knows around positions relative to
// the sketch's origin, or absolute once pinned.
type chart struct {
	visited   map[pt]bool
	walls     map[edge]bool
	exits     map[edge]bool
	open      map[edge]bool // edges walked through
	kinds     map[pt]int    // what the host said each cell is
	landmarks map[int]pt    // pit exits by number: unique (D10)
	treasures map[pt]bool   // «Клад!» heard there and not taken, or a treasure dropped there
	searched  map[pt]bool   // entered with empty hands: «Клад!» would have been heard (V14, V15)
	carried   map[pt]bool   // entered with a treasure: an exit cell would have let it out (C12)
	exitCells map[pt]bool   // exit cells that let a treasure out (C2, C12)
	rock      map[pt]bool   // monolith cells: inside the maze, never entered (C2)
	jumps     map[pt]spot   // cells that carried the bot off (V4, B5, I4), and where it landed
	rides     map[pt]int    // turns a river carried the bot from such a cell (I4)
	solid     map[edge]bool // monoliths: no grenade helps (C2)
	blown     map[edge]bool // walls this bot blew: a passage now, a wall on older sketches
	lair      map[pt]bool   // where the minotaur ate this bot and sleeps (C13)
	danger    map[pt]int    // how often a creature ate this bot there (C13, I8)
	rubber    map[pt]int    // how often a move out of the cell turned out not to have happened (I7)
	stairs    map[pt]bool   // stairs to another floor (T1)
	minX      int
	maxX      int
	minY      int
	maxY      int
	// box is the walkable part of the maze on a pinned sketch (the map),
	// as x0, x1, y0, y1; nil on a sketch not yet pinned.
	box *[4]int
}

// extent is the part of the maze the sketch's cells are known to span:
// inside a ring of monoliths (C2) the exit cell in the ring does not count.
func (c *chart) extent(ring bool) (x0, x1, y0, y1 int) {
	if c.box != nil {
		return c.box[0], c.box[1], c.box[2], c.box[3]
	}
	if !ring || len(c.exitCells) == 0 {
		return c.minX, c.maxX, c.minY, c.maxY
	}
	first := true
	for p := range c.visited {
		if c.exitCells[p] {
			continue
		}
		if first {
			x0, x1, y0, y1 = p.x, p.x, p.y, p.y
			first = false
			continue
		}
		x0, x1 = min(x0, p.x), max(x1, p.x)
		y0, y1 = min(y0, p.y), max(y1, p.y)
	}
	return x0, x1, y0, y1
}

func newChart() *chart {
	return &chart{visited: map[pt]bool{{}: true}, walls: map[edge]bool{}, exits: map[edge]bool{},
		open: map[edge]bool{}, kinds: map[pt]int{}, landmarks: map[int]pt{}, treasures: map[pt]bool{},
		searched: map[pt]bool{}, carried: map[pt]bool{}, exitCells: map[pt]bool{}, rock: map[pt]bool{}, jumps: map[pt]spot{}, rides: map[pt]int{}, solid: map[edge]bool{}, blown: map[edge]bool{}, lair: map[pt]bool{}, danger: map[pt]int{}, rubber: map[pt]int{},
		stairs: map[pt]bool{}}
}

// mergeInto draws c, moved by (dx, dy), on into. Where they disagree, c
// wins: it is the newer sketch when a pinned one is laid over the map.
func (c *chart) mergeInto(into *chart, dx, dy int) {
	sh := func(p pt) pt { return pt{p.x + dx, p.y + dy} }
	she := func(e edge) edge { return edge{sh(e.at), e.d} }
	for p := range c.visited {
		into.visited[sh(p)] = true
	}
	for e := range c.walls {
		into.walls[she(e)] = true
		delete(into.open, she(e))
	}
	for e := range c.open {
		into.open[she(e)] = true
		delete(into.walls, she(e))
	}
	for e := range c.exits {
		into.exits[she(e)] = true
	}
	for p, k := range c.kinds {
		if old := into.kinds[sh(p)]; compatible(old, k) {
			into.kinds[sh(p)] = sharper(old, k)
		} else {
			into.kinds[sh(p)] = k
		}
	}
	for n, p := range c.landmarks {
		into.landmarks[n] = sh(p)
	}
	for p := range c.treasures {
		into.treasures[sh(p)] = true
	}
	for p := range c.searched {
		into.searched[sh(p)] = true
	}
	for p := range c.carried {
		into.carried[sh(p)] = true
	}
	for p := range c.exitCells {
		into.exitCells[sh(p)] = true
	}
	for p := range c.rock {
		into.rock[sh(p)] = true
	}
	for p, l := range c.jumps {
		into.jumps[sh(p)] = l // the explorer redirects landings on c
	}
	for p, n := range c.rides {
		into.rides[sh(p)] = n
	}
	for e := range c.solid {
		into.solid[she(e)] = true
	}
	for e := range c.blown {
		into.blown[she(e)] = true
	}
	for p := range c.lair {
		into.lair[sh(p)] = true
	}
	for p, n := range c.danger {
		into.danger[sh(p)] += n
	}
	for p, n := range c.rubber {
		into.rubber[sh(p)] += n
	}
	for p := range c.stairs {
		into.stairs[sh(p)] = true
	}
	into.minX, into.maxX = min(into.minX, c.minX+dx), max(into.maxX, c.maxX+dx)
	into.minY, into.maxY = min(into.minY, c.minY+dy), max(into.maxY, c.maxY+dy)
}

// bound recomputes the sketch's extent from the cells visited and the
// monoliths met.
func (c *chart) bound() {
	first := true
	cells := []pt{}
	for p := range c.visited {
		cells = append(cells, p)
	}
	for p := range c.rock {
		cells = append(cells, p)
	}
	for _, p := range cells {
		if first {
			c.minX, c.maxX, c.minY, c.maxY = p.x, p.x, p.y, p.y
			first = false
			continue
		}
		c.minX, c.maxX = min(c.minX, p.x), max(c.maxX, p.x)
		c.minY, c.maxY = min(c.minY, p.y), max(c.maxY, p.y)
	}
}

// grow widens the sketch's extent to hold p.
func (c *chart) grow(p pt) {
	c.minX, c.maxX = min(c.minX, p.x), max(c.maxX, p.x)
	c.minY, c.maxY = min(c.minY, p.y), max(c.maxY, p.y)
}

// size is how much the sketch holds, to tell a sketch worth keeping.
func (c *chart) size() int { return len(c.visited) + len(c.walls)/2 }

// teleports reports whether stepping on p carries the bot elsewhere: a pit
// (V4), a hole (B5, I9) or a river that drifts (B18, I4).
func (c *chart) teleports(p pt) bool {
	k, n := kindOf(c.kinds[p])
	switch k {
	case maze.CellPit, maze.CellHole, maze.CellFakeHole:
		return true
	case maze.CellRiver:
		return n != 2 // a mouth does not move the player (B18)
	}
	return false
}

// delay is how many turns stepping on p costs beyond the step: a mine
// (V8), a trap (D9), a swamp (M19), a puddle's spoilt ammunition (C10).
func (c *chart) delay(p pt) int {
	switch k, _ := kindOf(c.kinds[p]); k {
	case maze.CellMine, maze.CellTrap:
		return 3
	case maze.CellSwamp, maze.CellPuddle:
		return 1
	}
	return 0
}
