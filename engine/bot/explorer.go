package bot

import (
	"labyrinth/dsl/maze"
	"labyrinth/engine"
)

// pt is a position on the bot's own sketch, relative to where the sketch
// began (rule B22: a new sketch after every hole, pit or river).
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

type edge struct {
	at pt
	d  maze.Dir
}

// chart is one sketch: what the bot knows around positions relative to
// the sketch's origin, or absolute once pinned.
type chart struct {
	visited                map[pt]bool
	walls                  map[edge]bool
	exits                  map[edge]bool
	hazards                map[pt]bool   // cells that dropped the bot somewhere else
	open                   map[edge]bool // edges walked through
	landmarks              map[int]pt    // cells the host named: pit exits (unique), hospitals, arsenals…
	treasures              map[pt]bool   // «Клад!» heard there and not taken, or a treasure dropped there
	solid                  map[edge]bool // monoliths: no grenade helps (C2)
	lair                   map[pt]bool   // where the minotaur ate this bot and sleeps (C13)
	stairs                 map[pt]bool   // stairs to another floor (T1)
	minX, maxX, minY, maxY int
}

func newChart() *chart {
	return &chart{visited: map[pt]bool{{}: true}, walls: map[edge]bool{}, exits: map[edge]bool{}, hazards: map[pt]bool{}, landmarks: map[int]pt{}, open: map[edge]bool{},
		treasures: map[pt]bool{}, solid: map[edge]bool{}, lair: map[pt]bool{},
		stairs: map[pt]bool{}}
}

// shifted returns the chart moved by (dx, dy), merged into into.
func (c *chart) mergeInto(into *chart, dx, dy int) {
	sh := func(p pt) pt { return pt{p.x + dx, p.y + dy} }
	for p := range c.visited {
		into.visited[sh(p)] = true
	}
	for e := range c.walls {
		into.walls[edge{sh(e.at), e.d}] = true
	}
	for e := range c.exits {
		into.exits[edge{sh(e.at), e.d}] = true
	}
	for p := range c.hazards {
		into.hazards[sh(p)] = true
	}
	for n, p := range c.landmarks {
		into.landmarks[n] = sh(p)
	}
	for e := range c.open {
		into.open[edge{sh(e.at), e.d}] = true
	}
	for p := range c.treasures {
		into.treasures[sh(p)] = true
	}
	for e := range c.solid {
		into.solid[edge{sh(e.at), e.d}] = true
	}
	for p := range c.lair {
		into.lair[sh(p)] = true
	}
	for p := range c.stairs {
		into.stairs[sh(p)] = true
	}
	into.minX, into.maxX = min(into.minX, c.minX+dx), max(into.maxX, c.maxX+dx)
	into.minY, into.maxY = min(into.minY, c.minY+dy), max(into.maxY, c.maxY+dy)
}

// Explorer maps what it hears and walks to the nearest unexplored cell;
// when it holds a treasure it walks to an exit it knows, or along the edge
// of its sketch to find one. After a fall it starts a new sketch (B22); as
// soon as a sketch spans the whole announced size in both directions, its
// place in the maze is certain and it is merged with what the bot knew
// before, the way a player lays one sketch over another.
type Explorer struct {
	id         engine.PlayerID
	rng        *rng
	pos        pt
	cur        *chart   // the sketch in use
	old        []*chart // earlier sketches, to lay over the current one at a landmark
	known      *chart   // the absolute map, once a sketch was pinned
	abs        bool     // cur is absolute (pinned)
	treasure   bool
	carry      bool
	tried      []maze.Dir
	try        int
	outside    bool
	refusals   int
	moved      bool
	leaveOut   bool
	lastMove   maze.Dir // the direction of the last step that passed
	seen       int      // cells on the sketch at the last count
	climbed    maze.Dir // the way the last stairs went (T1)
	seekStairs bool
	floors     int // floors announced (T1)
	minoSaw    int // turns to keep out of the minotaur's line (C13)
	minoTrail  int // turns not to turn back on the trail (C13)
	stale      int // turns since the sketch last grew
	rows       int
	cols       int
}

func newExplorer(p engine.PlayerID, r *rng) *Explorer {
	e := &Explorer{id: p, rng: r, lastMove: maze.None, climbed: maze.None}
	e.newSketch()
	return e
}

// newSketch forgets the position (B22).
func (b *Explorer) newSketch() {
	if b.abs {
		b.known = b.cur
	} else if b.cur != nil && len(b.cur.visited) > 1 {
		b.old = append(b.old, b.cur)
		if len(b.old) > 8 {
			b.old = b.old[1:]
		}
	}
	b.pos = pt{}
	b.cur = newChart()
	b.abs = false
}

// landmark: the bot stands on a cell the host named. A pit's exit by
// number (D10) is unique; a hospital, an arsenal, a river's source or mouth
// may not be, so an earlier sketch is laid over the current one there only
// when at least three cells overlap and no wall of one crosses a passage of
// the other — the way a player recognises a place (B22).
func (b *Explorer) landmark(key int, unique bool) {
	if _, ok := b.cur.landmarks[key]; !ok {
		b.cur.landmarks[key] = b.pos
	}
	if !unique {
		return // relocate weighs it with the walls: one fitting shift only
	}
	fits := func(o *chart, dx, dy int) bool {
		if unique {
			return true
		}
		for e := range o.walls {
			if b.cur.open[edge{pt{e.at.x + dx, e.at.y + dy}, e.d}] {
				return false
			}
		}
		for e := range o.open {
			if b.cur.walls[edge{pt{e.at.x + dx, e.at.y + dy}, e.d}] {
				return false
			}
		}
		overlap := 0
		for p := range o.visited {
			if b.cur.visited[pt{p.x + dx, p.y + dy}] {
				overlap++
			}
		}
		return overlap >= 3
	}
	for i, o := range b.old {
		p, ok := o.landmarks[key]
		if !ok || !fits(o, b.pos.x-p.x, b.pos.y-p.y) {
			continue
		}
		o.mergeInto(b.cur, b.pos.x-p.x, b.pos.y-p.y)
		b.old = append(b.old[:i], b.old[i+1:]...)
		return
	}
	if b.known != nil && !b.abs {
		if p, ok := b.known.landmarks[key]; ok && fits(b.known, b.pos.x-p.x, b.pos.y-p.y) {
			// The current sketch joins the absolute map.
			dx, dy := p.x-b.pos.x, p.y-b.pos.y
			b.cur.mergeInto(b.known, dx, dy)
			b.pos = p
			b.cur, b.abs = b.known, true
		}
	}
}

func (b *Explorer) setWall(at pt, d maze.Dir) {
	b.cur.walls[edge{at, d}] = true
	b.cur.walls[edge{at.add(d), d.Opposite()}] = true
}

func (b *Explorer) moveTo(p pt) {
	c := b.cur
	b.pos = p
	c.visited[p] = true
	c.minX, c.maxX = min(c.minX, p.x), max(c.maxX, p.x)
	c.minY, c.maxY = min(c.minY, p.y), max(c.maxY, p.y)
	if !b.abs && b.cols > 0 && b.rows > 0 && c.maxX-c.minX == b.cols-1 && c.maxY-c.minY == b.rows-1 {
		// The sketch spans the maze: its corner is the maze's corner.
		into := b.known
		if into == nil {
			into = newChart()
			into.visited = map[pt]bool{}
			into.minX, into.minY, into.maxX, into.maxY = 0, 0, b.cols-1, b.rows-1
		}
		c.mergeInto(into, -c.minX, -c.minY)
		b.pos = pt{p.x - c.minX, p.y - c.minY}
		b.cur, b.known, b.abs = into, into, true
	}
}

// Refused implements Bot: the next turn is a skip.
func (b *Explorer) Refused(r *engine.Refusal) { b.refusals++ }

// Turn implements Bot.
func (b *Explorer) Turn(v engine.View) engine.Turn {
	t := engine.Turn{Player: b.id}
	if v.ChooseStart {
		t.Actions = []engine.Action{{Kind: engine.ActChooseStart, Cell: startCell(v, b.rng)}}
		return t
	}
	b.moved = false
	b.rows, b.cols = v.Rows, v.Cols
	if b.floors > 1 {
		// T5: floors may differ in size; the size announced is one floor's.
		b.rows, b.cols = 0, 0
	}
	b.leaveOut = v.Rules != nil && v.Rules.LeaveEmpty
	if v.Shape == "dice" {
		if b.refusals > 0 {
			b.refusals = 0
			return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
		}
		return walkPath(v, b.rng, b.plan(v)[0])
	}
	if b.refusals > 0 {
		b.refusals = 0
		b.tried = nil
		return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
	}
	if v.Outside && b.lastMove != maze.None {
		// Out of the maze (V17): the last step crossed an exit; note it and
		// step back in the way it came (D15 asks for the same exit anyway).
		back := b.lastMove.Opposite()
		if !b.outside {
			prev := b.pos.add(back)
			b.cur.exits[edge{prev, b.lastMove}] = true
			delete(b.cur.visited, b.pos)
		}
		b.outside = false
		b.tried, b.try = []maze.Dir{back}, 0
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: back})
		return t
	}
	if v.Arsenal {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActTakeArsenal})
	}
	b.carry = v.Carry
	if b.treasure && !v.Carry && !v.Wounded && !v.Ghost {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActTakeTreasure})
		b.carry = true
	}
	if b.cur.treasures[b.pos] && !b.treasure && !v.Carry {
		delete(b.cur.treasures, b.pos) // someone took it
	}
	b.treasure = false
	b.relocate()
	defer func() { b.minoSaw = max(b.minoSaw-1, 0) }()
	if n := len(b.cur.visited); n != b.seen {
		b.seen, b.stale = n, 0
	} else if b.stale++; b.stale > staleTurns {
		// Nothing new for long: the sketch is probably laid wrong. Start
		// afresh rather than walk in circles on a false map.
		b.abs, b.known, b.old = false, nil, nil
		b.newSketch()
		b.seen, b.stale = 1, 0
	}
	if d, ok := b.stairsStep(v); ok {
		b.tried, b.try = []maze.Dir{d}, 0
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d, Fallbacks: []maze.Dir{d.Opposite()}})
		return t
	}
	if d, ok := b.breach(v); ok {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActBlow, Dir: d})
		if v.Shape == "compound" {
			t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d})
		}
		b.tried, b.try = []maze.Dir{d}, 0
		return t
	}
	ds := b.plan(v)
	if v.CanJump {
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActJump, Dir: ds[0]})
		b.tried = ds[:1]
		b.try = 0
		return t
	}
	b.tried = ds
	b.try = 0
	if v.Rules != nil && v.Rules.MaxBumps == 1 {
		ds = ds[:1] // a bump ends the turn: fallbacks would never be tried
	} else if v.Rules != nil && v.Rules.MaxBumps > 1 {
		ds = ds[:min(len(ds), v.Rules.MaxBumps)]
	}
	b.tried = ds
	t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: ds[0], Fallbacks: ds[1:]})
	if v.Shape == "single" {
		// D7, D8: extra actions go on straight ahead, a fair guess in a
		// corridor; a bump ends the turn anyway (D4).
		for i := 1; i < v.Actions; i++ {
			t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: ds[0]})
		}
	}
	return t
}

// plan orders the four directions: first the step towards the goal, then
// unknown ones, known walls last.
func (b *Explorer) plan(v engine.View) []maze.Dir {
	ds := b.rng.dirs()
	if b.outside && len(b.tried) > 0 {
		// back in through the exit just used (V16, V17)
		back := b.lastDir().Opposite()
		b.outside = false
		return b.order(ds, back)
	}
	if first, ok := b.goal(v, ds); ok {
		if d, ok := b.evade(first); ok {
			return b.order(ds, d)
		}
		return b.order(ds, first)
	}
	return b.order(ds, maze.None)
}

// evade bends the planned step when the minotaur has just seen someone
// (C13). It sees only along straight corridors, and an explorer walks
// towards the unknown, where a sleeping minotaur waits: so the bot steps
// back the way it came, ahead of a minotaur that must first walk to where
// it saw its prey.
func (b *Explorer) evade(first maze.Dir) (maze.Dir, bool) {
	if b.lastMove == maze.None || b.minoSaw == 0 {
		return maze.None, false
	}
	back := b.lastMove.Opposite()
	if e := (edge{b.pos, back}); !b.cur.walls[e] && !b.cur.exits[e] && !b.cur.hazards[b.pos.add(back)] {
		return back, true
	}
	return first, false
}

func (b *Explorer) order(ds []maze.Dir, first maze.Dir) []maze.Dir {
	var out, unknown, walled []maze.Dir
	if first != maze.None {
		out = append(out, first)
	}
	for _, d := range ds {
		if d == first {
			continue
		}
		switch {
		case b.cur.walls[edge{b.pos, d}], !b.carry && b.cur.exits[edge{b.pos, d}], b.cur.hazards[b.pos.add(d)]:
			walled = append(walled, d)
		case !b.cur.visited[b.pos.add(d)]:
			out = append(out, d)
		default:
			unknown = append(unknown, d)
		}
	}
	out = append(out, unknown...)
	return append(out, walled...)
}

// inBoxRC is inBox with the size remembered from the last view.
func (b *Explorer) inBoxRC(p pt) bool {
	c := b.cur
	return max(c.maxX, p.x)-min(c.minX, p.x) < b.cols && max(c.maxY, p.y)-min(c.minY, p.y) < b.rows
}

// inBox reports whether p keeps the sketch within the announced size: a
// cell beyond it must be outside the maze (V17).
func (b *Explorer) inBox(v engine.View, p pt) bool {
	if b.rows == 0 || b.cols == 0 {
		return true
	}
	return max(b.cur.maxX, p.x)-min(b.cur.minX, p.x) < b.cols && max(b.cur.maxY, p.y)-min(b.cur.minY, p.y) < b.rows
}

// staleTurns is how long the explorer walks without adding a cell to its
// sketch before it distrusts the sketch and starts a new one.
const staleTurns = 40

// hazardCost is what stepping on a cell that once dropped, mined or
// soaked the bot weighs against ordinary steps: such cells are avoided,
// not forbidden, since a puddle may be the only way out of a pocket.
const hazardCost = 12

// goal returns the first step of a cheapest path on the sketch to the
// nearest target: an exit when carrying a treasure, else an unvisited cell
// or a treasure it heard of and left.
func (b *Explorer) goal(v engine.View, ds []maze.Dir) (maze.Dir, bool) {
	type node struct {
		p     pt
		first maze.Dir
		cost  int
	}
	// Targets by priority: a known exit or a step past the edge of a
	// full-size sketch (carrying only); an unvisited cell that widens the
	// sketch (carrying: the exits are on the rim); any unvisited cell.
	best, bestRank, bestCost := maze.None, 99, 1<<30
	offer := func(first maze.Dir, rank, cost int) {
		if rank < bestRank || rank == bestRank && cost < bestCost {
			best, bestRank, bestCost = first, rank, cost
		}
	}
	c := b.cur
	watched := b.watched()
	done := map[pt]bool{}
	// A bucket queue: costs are small integers.
	buckets := map[int][]node{0: {{b.pos, maze.None, 0}}}
	for cost, left := 0, 1; left > 0 && len(done) < 4000 && cost < bestCost; cost++ {
		for k := 0; k < len(buckets[cost]); k++ {
			n := buckets[cost][k]
			left--
			if done[n.p] {
				continue
			}
			done[n.p] = true
			if n.first != maze.None {
				if b.seekStairs && c.stairs[n.p] {
					offer(n.first, 0, cost)
				}
				if !b.carry && c.treasures[n.p] {
					offer(n.first, 0, cost) // back to a treasure it heard of
				}
				if !c.visited[n.p] {
					rank := 2
					if b.carry && (n.p.x < c.minX || n.p.x > c.maxX || n.p.y < c.minY || n.p.y > c.maxY) {
						rank = 1
					}
					if !b.carry {
						rank = 0
					}
					offer(n.first, rank, cost)
					continue // the map ends here
				}
			}
			for _, d := range ds {
				if c.walls[edge{n.p, d}] || (!b.carry && c.exits[edge{n.p, d}]) {
					continue
				}
				first := n.first
				if first == maze.None {
					first = d
				}
				q := n.p.add(d)
				if b.carry && (c.exits[edge{n.p, d}] || (!b.inBox(v, q) && c.visited[n.p] && b.full(v, d))) {
					offer(first, 0, cost+1)
					continue
				}
				if !b.carry && v.Rules != nil && v.Rules.LeaveEmpty && !c.exits[edge{n.p, d}] &&
					!b.inBox(v, q) && c.visited[n.p] && b.full(v, d) {
					// Nothing nearer: try the rim for an exit (V17).
					offer(first, 3, cost+1)
				}
				if done[q] || !b.inBox(v, q) {
					continue
				}
				step := 1
				if c.hazards[q] {
					step = hazardCost
				}
				if watched[q] {
					step += 2 * hazardCost
				}
				buckets[cost+step] = append(buckets[cost+step], node{q, first, cost + step})
				left++
			}
		}
		delete(buckets, cost)
	}
	return best, bestRank < 99
}

// full reports whether the sketch spans the whole maze in d's axis, so a
// step past its edge leaves the maze.
func (b *Explorer) full(v engine.View, d maze.Dir) bool {
	if b.rows == 0 || b.cols == 0 {
		return false
	}
	if d == maze.North || d == maze.South {
		return b.cur.maxY-b.cur.minY == b.rows-1
	}
	return b.cur.maxX-b.cur.minX == b.cols-1
}

func (b *Explorer) lastDir() maze.Dir {
	if b.try < len(b.tried) {
		return b.tried[b.try]
	}
	if len(b.tried) > 0 {
		return b.tried[len(b.tried)-1]
	}
	return maze.None
}

// Hear implements Bot: it draws the sketch from what its player heard.
func (b *Explorer) Hear(events []engine.Event) {
	for _, e := range events {
		if e.Player != b.id && e.Target != b.id && e.Player != engine.NoPlayer {
			// Another player's fall or find told to all (V4, V7): it
			// says nothing about where this one stands.
			continue
		}
		switch e.Kind {
		case engine.EvAnnounce:
			if len(e.Info) > 2 {
				b.floors = e.Info[2]
			}
		case engine.EvMoved:
			if e.Dir >= maze.North && e.Dir <= maze.West {
				b.lastMove = e.Dir
				q := b.pos.add(e.Dir)
				if b.rows > 0 && !b.carry && !b.inBoxRC(q) {
					// V17: a step past the full width of the maze is a step
					// out of it: the edge was an exit; go back in.
					b.cur.exits[edge{b.pos, e.Dir}] = true
					b.pos = q
					b.outside = true
					b.moved = true
					continue
				}
				b.cur.open[edge{b.pos, e.Dir}] = true
				b.cur.open[edge{q, e.Dir.Opposite()}] = true
				b.moveTo(q)
				b.moved = true
			}
		case engine.EvJump:
			b.moveTo(b.pos.add(e.Dir))
		case engine.EvWall:
			if e.Dir >= maze.North && e.Dir <= maze.West {
				b.setWall(b.pos, e.Dir)
				if e.Monolith {
					b.cur.solid[edge{b.pos, e.Dir}] = true
				}
			}
			b.try++
		case engine.EvBlown:
			delete(b.cur.walls, edge{b.pos, e.Dir})
			delete(b.cur.walls, edge{b.pos.add(e.Dir), e.Dir.Opposite()})
		case engine.EvHole, engine.EvFakeHole, engine.EvPit, engine.EvDrift:
			if b.moved {
				b.cur.hazards[b.pos] = true // the cell just entered dropped us
			}
			b.newSketch()
		case engine.EvStairs, engine.EvBack:
			if e.Kind == engine.EvStairs && (e.Dir == maze.Up || e.Dir == maze.Down) {
				b.climbed = e.Dir
			}
			b.newSketch()
		case engine.EvMine, engine.EvTrap, engine.EvSwamp, engine.EvPuddle:
			b.cur.hazards[b.pos] = true // not again if it can be helped
		case engine.EvCreature, engine.EvStalker:
			switch e.Reason {
			case engine.ReasonMinotaurSaw:
				b.minoSaw = 1
			case engine.ReasonMinotaurTrail:
				b.forgetLair() // it walks: the lair is empty
			case engine.ReasonMinotaurEats:
				if e.Player == b.id {
					b.forgetLair()
					b.cur.lair[b.pos] = true // it stays where it ate
				}
			}
			if e.Reason == engine.ReasonRespawn || e.Reason == engine.ReasonJelly || e.Reason == engine.ReasonPenalty {
				b.newSketch()
			}
		case engine.EvCell:
			switch {
			case e.Cell == maze.CellPitExit && e.N > 0:
				b.landmark(e.N, true)
			case e.Cell == maze.CellStairs:
				b.cur.stairs[b.pos] = true
				b.landmark(1000+int(e.Cell)*10+e.N, false)
			case e.Cell == maze.CellRiver && e.N > 0, e.Cell == maze.CellHospital, e.Cell == maze.CellMorgue,
				e.Cell == maze.CellStairs, e.Cell == maze.CellDen, e.Cell == maze.CellEntrance, e.Cell == maze.CellInstitute:
				b.landmark(1000+int(e.Cell)*10+e.N, false)
			}
		case engine.EvArsenal:
			if e.Player == b.id {
				b.landmark(1000+int(maze.CellArsenal)*10, false)
			}
		case engine.EvTreasureHere:
			b.treasure = true
			b.cur.treasures[b.pos] = true
		case engine.EvTook:
			delete(b.cur.treasures, b.pos)
		case engine.EvDrop:
			b.cur.treasures[b.pos] = true
			b.carry = false
		case engine.EvCannotLeave:
			b.cur.exits[edge{b.pos, b.lastDir()}] = true
		case engine.EvLeft:
			b.cur.exits[edge{b.pos, b.lastDir()}] = true
			b.lastMove = b.lastDir()
			b.pos = b.pos.add(b.lastDir())
			b.outside = true
		case engine.EvLeftFalse, engine.EvLeftMined:
			b.carry = false
			if !b.moved {
				b.cur.exits[edge{b.pos, b.lastDir()}] = true
			}
			if b.leaveOut && !b.moved {
				b.lastMove = b.lastDir()
				b.pos = b.pos.add(b.lastDir())
				b.outside = true
			}
		case engine.EvDropped:
			if e.Target == b.id {
				b.carry = false
				b.cur.treasures[b.pos] = true
			}
		}
	}
}

// breach decides to blow a wall when nothing is left to explore or no way
// leads on: the nearest known wall (not a monolith, C2) between a cell of
// the sketch and an unvisited cell within the announced size. It returns
// the direction to blow when the bot stands at such a wall; elsewhere the
// ordinary plan walks there, since plan then heads for the same frontier.
func (b *Explorer) breach(v engine.View) (maze.Dir, bool) {
	if v.Kit.Grenades <= 0 || v.Wounded || v.Ghost || v.Shape == "dice" {
		return maze.None, false
	}
	if _, ok := b.goal(v, b.rng.dirs()); ok {
		return maze.None, false
	}
	for _, d := range []maze.Dir{maze.North, maze.East, maze.South, maze.West} {
		e := edge{b.pos, d}
		q := b.pos.add(d)
		if b.cur.walls[e] && !b.cur.solid[e] && !b.cur.visited[q] && b.inBox(v, q) && !b.cur.hazards[q] {
			return d, true
		}
	}
	return maze.None, false
}

// forgetLair drops what the bot knew of the sleeping minotaur.
func (b *Explorer) forgetLair() {
	for _, c := range append([]*chart{b.cur, b.known}, b.old...) {
		if c != nil {
			clear(c.lair)
		}
	}
}

// watched lists the cells the sleeping minotaur sees as far as the sketch
// tells: its lair and the straight corridors from it up to a known wall
// (C13).
func (b *Explorer) watched() map[pt]bool {
	if len(b.cur.lair) == 0 {
		return nil
	}
	w := map[pt]bool{}
	for l := range b.cur.lair {
		w[l] = true
		for _, d := range []maze.Dir{maze.North, maze.East, maze.South, maze.West} {
			p := l
			for n := 0; n < max(b.rows, b.cols, 4) && !b.cur.walls[edge{p, d}]; n++ {
				p = p.add(d)
				w[p] = true
			}
		}
	}
	return w
}

// stairsStep takes the bot to another floor (T1) when this one has nothing
// left for it: nothing to explore, or a treasure to carry and no exit found
// here for a while. On the stairs it climbs on the way it last went (a
// bump sends it the other way); elsewhere it walks to the nearest stairs
// it knows.
func (b *Explorer) stairsStep(v engine.View) (maze.Dir, bool) {
	if len(b.cur.stairs) == 0 || v.Shape == "dice" {
		return maze.None, false
	}
	exit := false
	for range b.cur.exits {
		exit = true
		break
	}
	_, more := b.goal(v, b.rng.dirs())
	if more && !(b.carry && !exit && b.stale > 10) {
		return maze.None, false
	}
	if b.cur.stairs[b.pos] {
		d := b.climbed
		if d != maze.Up {
			d = maze.Down
		}
		b.stale = 0
		return d, true
	}
	b.seekStairs = true
	d, ok := b.goal(v, b.rng.dirs())
	b.seekStairs = false
	return d, ok && d != maze.None
}
