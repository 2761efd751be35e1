package bot

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// Explorer maps what it hears and walks to the nearest cell it has not
// searched; when it holds a treasure it walks to an exit it knows, or along
// the rim of its sketch to find one. After a fall it starts a new sketch
// (B22) and lays it over what it knew before as soon as only one place
// fits (see locate.go). It remembers where a pit, a hole or a river cell
// once carried it, so that a second fall does not lose it again.
type Explorer struct {
	id             engine.PlayerID
	rng            *rng
	pos            pt
	cur            *chart   // the sketch in use
	old            []*chart // earlier sketches, to lay over the current one
	known          *chart   // the map of the maze, once a sketch was pinned
	abs            bool     // cur is the map (pinned)
	treasure       bool
	carry          bool
	tried          []maze.Dir
	try            int
	outside        bool
	refusals       int
	moved          bool
	leaveOut       bool
	lastMove       maze.Dir // the direction of the last step that passed
	seen           int      // cells on the sketch at the last count
	climbed        maze.Dir // the way the last stairs went (T1)
	seekStairs     bool
	floors         int // floors announced (T1)
	minoSaw        int // turns to keep out of the minotaur's line (C13)
	stale          int // turns since the sketch last grew
	rows           int
	cols           int
	healer         bool // wounded or a ghost: a hospital first (B13, I2)
	rank, rankCost int  // the last goal's rank and cost, for tests
	ring           bool // a ring of monoliths with one exit cell round the maze (C2)

	// What the last step told about the cell it reached: arrived marks a
	// step whose cell is still to be noted, fresh that the sketch knew
	// nothing of the cell, named that the host named it.
	arrived, fresh, named bool

	drawn, placed int // sketch changes, and the count at the last try to place it

	// falls are the falls whose landing the bot has not yet placed on the
	// sketch it fell from; via is the link just trusted, for viaTurns
	// turns.
	falls    []fall
	via      *fall
	viaTurns int
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
	} else if b.cur != nil && b.cur.size() > 2 {
		b.old = append(b.old, b.cur)
		if len(b.old) > 8 {
			b.old = b.old[1:]
		}
	}
	b.pos = pt{}
	b.cur = newChart()
	b.abs = false
	b.arrived, b.fresh = false, false
	b.drawn++
}

// fall is a cell that carried the bot off (V4, B5, I4), on the sketch it
// was drawn on, and where it landed, on the sketch begun there.
type fall struct {
	from     *chart
	at       pt
	onto     *chart
	landedAt pt
}

// lost: what the bot hears contradicts its sketch (a rubber room, I7, lets
// a move «pass» that did not). It keeps the map but no longer trusts its
// place on it.
func (b *Explorer) lost() {
	if b.via != nil {
		delete(b.via.from.links, b.via.at) // the link was wrong (V5: exits may wander)
		b.via = nil
	}
	b.newSketch()
}

// teleport: a pit, a hole or a river carried the bot off; origin notes
// what it knows of the cell it landed on. A cell that carried it before
// tells where it is.
func (b *Explorer) teleport(origin int) {
	from := b.pos
	if to, ok := b.cur.links[from]; ok && compatible(b.cur.kinds[to], origin) {
		b.pos = to
		b.cur.kinds[to] = sharper(b.cur.kinds[to], origin)
		b.arrived = false
		b.via, b.viaTurns = &fall{from: b.cur, at: from}, 6
		return
	}
	src := b.cur
	b.newSketch()
	b.cur.kinds[b.pos] = origin
	b.falls = append(b.falls, fall{from: src, at: from, onto: b.cur})
	if len(b.falls) > 8 {
		b.falls = b.falls[1:]
	}
}

// merge draws sketch x on sketch y shifted by (dx, dy), and learns where a
// fall led once the sketch it began from and the one it landed on are one.
func (b *Explorer) merge(what string, x, y *chart, dx, dy int) {
	dbg(b, what, x, y, dx, dy)
	x.mergeInto(y, dx, dy)
	kept := b.falls[:0]
	for _, f := range b.falls {
		if f.from == x {
			f.from, f.at = y, pt{f.at.x + dx, f.at.y + dy}
		}
		if f.onto == x {
			f.onto, f.landedAt = y, pt{f.landedAt.x + dx, f.landedAt.y + dy}
		}
		if f.from == f.onto {
			f.from.links[f.at] = f.landedAt
			continue
		}
		kept = append(kept, f)
	}
	b.falls = kept
}

// arrive notes a step onto b.pos: quiet until the host names it.
func (b *Explorer) arrive() {
	b.settle()
	b.arrived, b.named = true, false
	b.fresh = b.cur.kinds[b.pos] == 0
	if b.fresh {
		b.cur.kinds[b.pos] = kindQuiet
	}
	if b.carry {
		b.cur.carried[b.pos] = true
	} else {
		b.cur.searched[b.pos] = true
	}
	b.drawn++
}

// settle closes the last step: a cell the sketch knows as special that
// the host passed over in silence is not where the bot thinks it is.
func (b *Explorer) settle() {
	if b.arrived && !b.named && !b.fresh {
		if k := b.cur.kinds[b.pos]; k != kindQuiet && k != 0 {
			b.lost()
		}
	}
	b.arrived = false
}

// name notes what the host said of the cell the bot stands on.
func (b *Explorer) name(k int) {
	b.named = true
	cur := b.cur.kinds[b.pos]
	switch {
	case cur == 0, b.arrived && b.fresh && cur == kindQuiet:
		b.cur.kinds[b.pos] = k
	case compatible(cur, k):
		b.cur.kinds[b.pos] = sharper(cur, k)
	default:
		b.lost()
		b.cur.kinds[b.pos] = k
	}
	b.drawn++
}

// neutral: the host named something that does not stay (an arsenal, V7;
// a crossbow, D7): the cell may be quiet next time.
func (b *Explorer) neutral() {
	b.named = true
	if b.arrived && b.fresh && b.cur.kinds[b.pos] == kindQuiet {
		delete(b.cur.kinds, b.pos)
	}
}

func (b *Explorer) setWall(at pt, d maze.Dir) {
	b.cur.walls[edge{at, d}] = true
	b.cur.walls[edge{at.add(d), d.Opposite()}] = true
	b.drawn++
}

func (b *Explorer) moveTo(p pt) {
	c := b.cur
	b.pos = p
	c.visited[p] = true
	c.minX, c.maxX = min(c.minX, p.x), max(c.maxX, p.x)
	c.minY, c.maxY = min(c.minY, p.y), max(c.maxY, p.y)
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
	b.healer = v.Ghost || v.Wounded
	b.ring = v.Rules != nil && v.Rules.Family == rules.FamilySchool
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
			// The step was drawn as a step inside: undraw it.
			prev := b.pos.add(back)
			b.cur.exits[edge{prev, b.lastMove}] = true
			delete(b.cur.visited, b.pos)
			delete(b.cur.kinds, b.pos)
			delete(b.cur.searched, b.pos)
			delete(b.cur.open, edge{prev, b.lastMove})
			delete(b.cur.open, edge{b.pos, back})
			b.cur.bound()
			b.arrived = false
			b.drawn++
		}
		b.outside = false
		b.tried, b.try = []maze.Dir{back}, 0
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: back})
		return t
	}
	if b.outside && !v.Outside && b.lastMove != maze.None {
		// The sketch said the last step left the maze, and it did not:
		// the sketch is wrong (a rubber room, I7, makes moves that do not
		// happen).
		b.outside = false
		b.lost()
	}
	if b.viaTurns > 0 {
		if b.viaTurns--; b.viaTurns == 0 {
			b.via = nil
		}
	}
	b.ringExit()
	b.relocate()
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
	defer func() { b.minoSaw = max(b.minoSaw-1, 0) }()
	if n := len(b.cur.visited); n != b.seen {
		b.seen, b.stale = n, 0
	} else if b.stale++; b.stale > staleTurns {
		// Nothing new for long: the map is probably drawn wrong (a rubber
		// room, I7, lets moves «pass» that do not happen). Start afresh
		// rather than walk in circles on a false map.
		b.abs, b.known, b.old, b.falls = false, nil, nil, nil
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

// avoid reports whether stepping on p costs more than a step.
func (b *Explorer) avoid(p pt) bool { return b.cur.teleports(p) || b.cur.delay(p) > 0 }

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
	if e := (edge{b.pos, back}); !b.cur.walls[e] && !b.cur.exits[e] && !b.avoid(b.pos.add(back)) {
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
		case b.cur.walls[edge{b.pos, d}], !b.carry && b.cur.exits[edge{b.pos, d}], b.avoid(b.pos.add(d)):
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

// inBoxRC reports whether p keeps the sketch within the announced size: a
// cell beyond it must be outside the maze (V17).
func (b *Explorer) inBoxRC(p pt) bool {
	if b.rows == 0 || b.cols == 0 {
		return true
	}
	c := b.cur
	return max(c.maxX, p.x)-min(c.minX, p.x) < b.cols && max(c.maxY, p.y)-min(c.minY, p.y) < b.rows
}

// staleTurns is how long the explorer walks without adding a cell to its
// sketch before it distrusts everything it drew and starts again.
const staleTurns = 150

// avoidCost is what a cell that delays the bot weighs on top of the turns
// it costs, and what stepping into a cell that carries the bot to a place
// it does not know weighs: such cells are avoided, not forbidden, since one
// may be the only way on.
const avoidCost = 3

// fallCost weighs stepping on a cell that carries the bot off to where it
// does not know: the bot loses its place (B22).
const fallCost = 30

// goal returns the first step of a cheapest path on the sketch to the
// nearest target.
func (b *Explorer) goal(v engine.View, ds []maze.Dir) (maze.Dir, bool) {
	type node struct {
		p     pt
		first maze.Dir
		cost  int
	}
	// Targets by rank: 0 a known exit or a step past the rim of a
	// full-size sketch when carrying; a treasure heard of, a cell not yet
	// searched (V15) or stairs to take when not; a hospital for the
	// wounded or a ghost. 1 an unvisited cell that widens the sketch when
	// carrying (the exits are on the rim). 2 any unvisited cell. 3 the rim,
	// to look for an exit, when one may leave with empty hands (V17). 4 a
	// cell that carries the bot off to somewhere new.
	best, bestRank, bestCost := maze.None, 99, 1<<30
	offer := func(first maze.Dir, rank, cost int) {
		if rank < bestRank || rank == bestRank && cost < bestCost {
			best, bestRank, bestCost = first, rank, cost
		}
	}
	c := b.cur
	watched := b.watched()
	hospital := b.healer && b.knowsKind(maze.CellHospital)
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
				if hospital {
					if k, _ := kindOf(c.kinds[n.p]); k == maze.CellHospital {
						offer(n.first, 0, cost)
					}
				} else if !b.carry && (c.treasures[n.p] || c.visited[n.p] && !c.searched[n.p]) {
					offer(n.first, 0, cost)
				}
				if b.carry && c.exitCells[n.p] {
					offer(n.first, 0, cost)
				}
				if b.carry && c.visited[n.p] && !c.carried[n.p] && b.rim(n.p) {
					offer(n.first, 2, cost) // an exit cell is silent to empty hands (C14)
				}
				if !c.visited[n.p] {
					rank := 2
					if b.carry && (n.p.x < c.minX || n.p.x > c.maxX || n.p.y < c.minY || n.p.y > c.maxY) {
						rank = 1
					}
					if !b.carry && !hospital {
						rank = 0
					}
					offer(n.first, rank, cost)
					continue // the map ends here
				}
				if c.teleports(n.p) {
					to, ok := c.links[n.p]
					if !ok {
						offer(n.first, 4, cost)
						continue // where it leads is not known
					}
					if !done[to] {
						buckets[cost+1] = append(buckets[cost+1], node{to, n.first, cost + 1})
						left++
					}
					continue
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
				if b.carry && (c.exits[edge{n.p, d}] || (!b.inBoxRC(q) && c.visited[n.p] && b.full(d))) {
					offer(first, 0, cost+1)
					continue
				}
				if !b.carry && b.leaveOut && !c.exits[edge{n.p, d}] &&
					!b.inBoxRC(q) && c.visited[n.p] && b.full(d) {
					// Nothing nearer: try the rim for an exit (V17).
					offer(first, 3, cost+1)
				}
				if done[q] || !b.inBoxRC(q) {
					continue
				}
				step := 1
				if w := c.delay(q); w > 0 {
					step += w + avoidCost
				}
				if c.teleports(q) {
					if _, ok := c.links[q]; !ok {
						step += fallCost
					}
				}
				if watched[q] {
					step += 8 * avoidCost
				}
				buckets[cost+step] = append(buckets[cost+step], node{q, first, cost + step})
				left++
			}
		}
		delete(buckets, cost)
	}
	if bestRank == 99 && !b.carry && len(c.searched) > 1 {
		// Every cell searched and no treasure heard of: someone carried
		// one off and may have dropped it anywhere. Search again.
		clear(c.searched)
		c.searched[b.pos] = true
		return b.goal(v, ds)
	}
	b.rank, b.rankCost = bestRank, bestCost
	return best, bestRank < 99
}

// rim reports whether p lies on the edge of the sketch or next to a
// monolith, where an exit cell may be (C2).
func (b *Explorer) rim(p pt) bool {
	c := b.cur
	if p.x == c.minX || p.x == c.maxX || p.y == c.minY || p.y == c.maxY {
		return true
	}
	for _, d := range maze.Compass {
		if c.rock[p.add(d)] {
			return true
		}
	}
	return false
}

// knowsKind reports whether the sketch holds a cell of kind k.
func (b *Explorer) knowsKind(k maze.CellKind) bool {
	for _, n := range b.cur.kinds {
		if kk, _ := kindOf(n); kk == k && n != kindQuiet {
			return true
		}
	}
	return false
}

// full reports whether the sketch spans the whole maze in d's axis, so a
// step past its edge leaves the maze.
func (b *Explorer) full(d maze.Dir) bool {
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
		b.hear(e)
	}
	b.settle()
}

func (b *Explorer) hear(e engine.Event) {
	switch e.Kind {
	case engine.EvAnnounce:
		if len(e.Info) > 2 {
			b.floors = e.Info[2]
		}
	case engine.EvStartCell:
		if e.Cell == maze.CellEmpty {
			b.name(kindQuiet)
		} else {
			b.name(cellKind(e.Cell, anyN))
		}
	case engine.EvMoved:
		if e.Dir < maze.North || e.Dir > maze.West {
			return
		}
		b.settle()
		b.lastMove = e.Dir
		b.moved = true
		q := b.pos.add(e.Dir)
		if b.rows > 0 && !b.carry && !b.inBoxRC(q) {
			// V17: a step past the full width of the maze is a step out
			// of it: the edge was an exit; go back in.
			b.cur.exits[edge{b.pos, e.Dir}] = true
			b.pos = q
			b.outside = true
			b.drawn++
			return
		}
		if ed := (edge{b.pos, e.Dir}); b.cur.walls[ed] && !b.cur.blown[ed] {
			b.lost() // through a wall: the bot is not where it thought
		} else {
			b.cur.open[ed] = true
			b.cur.open[edge{q, e.Dir.Opposite()}] = true
			b.moveTo(q)
		}
		b.arrive()
	case engine.EvJump:
		b.settle()
		b.moveTo(b.pos.add(e.Dir))
		b.arrive()
	case engine.EvWall:
		if e.Dir >= maze.North && e.Dir <= maze.West {
			if b.cur.open[edge{b.pos, e.Dir}] {
				b.lost() // a wall where the sketch has a passage
			}
			b.setWall(b.pos, e.Dir)
			if e.Monolith {
				// C2: a monolith is a cell of the maze, though no one
				// enters it.
				b.cur.solid[edge{b.pos, e.Dir}] = true
				q := b.pos.add(e.Dir)
				b.cur.rock[q] = true
				if !b.abs {
					b.cur.grow(q)
				}
			}
		}
		b.try++
	case engine.EvBlown:
		for _, ed := range []edge{{b.pos, e.Dir}, {b.pos.add(e.Dir), e.Dir.Opposite()}} {
			delete(b.cur.walls, ed)
			b.cur.blown[ed] = true
		}
		b.drawn++
	case engine.EvHole, engine.EvFakeHole:
		// I9: a fake hole says «hole» as well, and its cell is one too.
		b.name(cellKind(maze.CellHole, 0))
		b.teleport(cellKind(maze.CellHole, 0))
	case engine.EvPit:
		b.name(cellKind(maze.CellPit, 0))
		b.teleport(cellKind(maze.CellPitExit, anyN))
	case engine.EvDrift:
		b.name(cellKind(maze.CellRiver, anyN))
		b.teleport(cellKind(maze.CellRiver, anyN))
	case engine.EvStairs:
		if e.Dir == maze.Up || e.Dir == maze.Down {
			b.climbed = e.Dir
		}
		b.newSketch()
	case engine.EvBack:
		if e.Cell == maze.CellMorgue {
			b.newSketch() // C8: back in the morgue
			b.name(cellKind(maze.CellMorgue, 0))
		}
	case engine.EvMine:
		b.name(cellKind(maze.CellMine, 0))
	case engine.EvTrap:
		b.name(cellKind(maze.CellTrap, 0))
	case engine.EvSwamp:
		b.name(cellKind(maze.CellSwamp, 0))
	case engine.EvPuddle:
		b.name(cellKind(maze.CellPuddle, 0))
	case engine.EvCrossbow, engine.EvCrutch:
		b.neutral()
	case engine.EvRubber:
		b.lost() // M10: the last move did not happen
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
		switch e.Cell {
		case maze.CellPitExit:
			b.name(cellKind(e.Cell, e.N))
			if e.N > 0 {
				b.cur.landmarks[e.N] = b.pos
			}
		case maze.CellStairs:
			b.cur.stairs[b.pos] = true
			b.name(cellKind(e.Cell, 0))
		case maze.CellRiver, maze.CellHospital, maze.CellMorgue, maze.CellDen,
			maze.CellEntrance, maze.CellInstitute:
			b.name(cellKind(e.Cell, e.N))
		default:
			b.neutral()
		}
	case engine.EvArsenal:
		if e.Player == b.id {
			b.neutral()
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
		b.drawn++
	case engine.EvLeft:
		b.cur.exits[edge{b.pos, b.lastDir()}] = true
		b.lastMove = b.lastDir()
		b.pos = b.pos.add(b.lastDir())
		b.outside = true
		b.drawn++
	case engine.EvLeftFalse, engine.EvLeftMined:
		b.carry = false
		if b.moved && !b.outside {
			b.cur.exitCells[b.pos] = true // C12: the exit is a cell
		}
		if !b.moved {
			b.cur.exits[edge{b.pos, b.lastDir()}] = true
			b.drawn++
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
		if b.cur.walls[e] && !b.cur.solid[e] && !b.cur.visited[q] && b.inBoxRC(q) && !b.avoid(q) {
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
