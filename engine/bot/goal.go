package bot

import (
	"slices"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// plan orders the four directions: first the step towards the goal, then
// unknown ones, known walls last.
func (b *Explorer) plan(v engine.View) []maze.Dir {
	ds := b.rng.dirs()
	straight := slices.Clone(ds)
	if b.lastMove >= maze.North && b.lastMove <= maze.West && b.rng.intn(4) > 0 {
		// Among equally good ways, mostly straight on first and back
		// last: a corridor is explored to its end before the bot turns
		// aside, and after a hole that did not move it (I9) it does not
		// walk back to where it came from. Now and then not, lest the bot
		// go round a loop it cannot see (a pit back to where it began)
		// for ever. The fallbacks stay in random order.
		back := b.lastMove.Opposite()
		slices.SortStableFunc(straight, func(x, y maze.Dir) int {
			rank := func(d maze.Dir) int {
				switch d {
				case b.lastMove:
					return 0
				case back:
					return 2
				}
				return 1
			}
			return rank(x) - rank(y)
		})
	}
	if first, ok := b.goal(v, straight); ok {
		return b.order(ds, first)
	}
	return b.order(ds, maze.None)
}

// avoid reports whether stepping on p costs more than a step.
func (b *Explorer) avoid(p pt) bool { return b.cur.teleports(p) || b.cur.delay(p) > 0 }

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
// sketch before it distrusts its place on the map and starts a new sketch.
const staleTurns = 100

// avoidCost is what a cell that delays the bot weighs on top of the turns
// it costs, and the unit of other dangers: such cells are avoided, not
// forbidden, since one may be the only way on.
const avoidCost = 3

// chaseCost weighs, while the minotaur hunts, a step back along the bot's
// own trail or into a corner, where it catches its prey (C13).
const chaseCost = 30

// jumpCost weighs a jump the bot has made before from cell p of sketch c:
// a pit or a hole is one step; a river ride takes a turn for every time
// the current carried the bot, and lands it at a mouth it may not want.
func jumpCost(c *chart, p pt) int { return 1 + 2*c.rides[p] }

// goal returns the first step of a cheapest path to the nearest target,
// on the current sketch and, through cells that carried the bot off
// before, on the sketches they led to.
func (b *Explorer) goal(v engine.View, ds []maze.Dir) (maze.Dir, bool) {
	s := b.newGoalSearch(ds)
	s.run()
	if s.bestRank == 99 && !b.carry && len(b.cur.searched) > 1 {
		// Every cell searched and no treasure heard of: someone carried
		// one off and may have dropped it anywhere. Search again.
		for c := range b.all {
			clear(c.searched)
		}
		clear(b.cur.searched)
		b.cur.searched[b.pos] = true
		return b.goal(v, ds)
	}
	b.rank = s.bestRank
	return s.best, s.bestRank < 99
}

// goalNode is a place the search for a goal reached.
type goalNode struct {
	at     spot
	first  maze.Dir
	cost   int
	landed bool // reached by a jump: it stands there, as after a fall
}

// reach is a cell reached either on foot (a hole there carries the bot
// off) or by landing there (the bot stands on it and walks on).
type reach struct {
	at     spot
	landed bool
}

// goalSearch is one search for a goal: cheapest first from where the bot
// stands, over the sketches, keeping the best target offered.
//
// Targets by rank: 0 a known exit or a step past the rim of a full-size
// sketch when carrying; a treasure heard of, a cell not yet searched (V15)
// or stairs to take when not; a hospital for the wounded or a ghost. 1 an
// unvisited cell that widens the sketch when carrying (the exits are on
// the rim). 2 any unvisited cell. 3 the rim, to look for an exit, when one
// may leave with empty hands (V17); a cell that carries the bot off to
// somewhere new when carrying. 4 such a cell otherwise; a cell on the rim
// not yet entered with a treasure, which may be a silent exit cell (C14).
type goalSearch struct {
	b  *Explorer
	ds []maze.Dir // the directions in the order to try them

	best               maze.Dir
	bestRank, bestCost int

	watched  map[pt]bool // cells the minotaur sees (C13)
	hospital bool        // a hospital is the goal (B13, I2)
	explore  int         // the rank of cells to explore
	leap     int         // the rank of a cell that carries the bot off to where it does not know

	done    map[reach]bool
	buckets map[int][]goalNode // a bucket queue: costs are small integers
	left    int                // nodes queued and not yet taken
}

func (b *Explorer) newGoalSearch(ds []maze.Dir) *goalSearch {
	s := &goalSearch{
		b: b, ds: ds,
		best: maze.None, bestRank: 99, bestCost: 1 << 30,
		watched:  b.watched(),
		hospital: b.healer && b.knowsKind(maze.CellHospital),
		leap:     4,
		done:     map[reach]bool{},
		buckets:  map[int][]goalNode{0: {{spot{b.cur, b.pos}, maze.None, 0, true}}},
		left:     1,
	}
	if b.carry || s.hospital {
		s.explore = 2
	}
	if b.carry {
		s.leap = 3
	}
	return s
}

// offer keeps a target of the rank at the cost if it beats the best.
func (s *goalSearch) offer(first maze.Dir, rank, cost int) {
	if rank < s.bestRank || rank == s.bestRank && cost < s.bestCost {
		s.best, s.bestRank, s.bestCost = first, rank, cost
	}
}

// push queues a place to go on from.
func (s *goalSearch) push(at spot, first maze.Dir, cost int, landed bool) {
	if !s.done[reach{at, landed}] {
		s.buckets[cost] = append(s.buckets[cost], goalNode{at, first, cost, landed})
		s.left++
	}
}

func (s *goalSearch) run() {
	for cost := 0; s.left > 0 && len(s.done) < 4000 && cost < s.bestCost; cost++ {
		s.left -= len(s.buckets[cost])
		for k := 0; k < len(s.buckets[cost]); k++ {
			n := s.buckets[cost][k]
			if s.done[reach{n.at, n.landed}] {
				continue
			}
			s.done[reach{n.at, n.landed}] = true
			if n.first != maze.None && s.ends(n) {
				continue
			}
			for _, d := range s.ds {
				s.step(n, d)
			}
		}
		delete(s.buckets, cost)
	}
}

// ends offers what node n (not where the bot stands) is worth as a
// target, and reports whether the walk ends there: the sketch ends, or a
// jump carries the bot off.
func (s *goalSearch) ends(n goalNode) bool {
	b, c, p, cost := s.b, n.at.c, n.at.at, n.cost
	if b.seekStairs && c.stairs[p] {
		s.offer(n.first, 0, cost)
	}
	if s.hospital {
		if k, _ := kindOf(c.kinds[p]); k == maze.CellHospital {
			s.offer(n.first, 0, cost)
		}
	} else if !b.carry && (c.treasures[p] || c.visited[p] && !c.searched[p] && !c.teleports(p)) {
		s.offer(n.first, 0, cost)
	}
	if b.carry && c.exitCells[p] {
		s.offer(n.first, 0, cost)
	}
	if b.carry && c.visited[p] && !c.carried[p] && rim(c, p) {
		s.offer(n.first, 4, cost) // an exit cell is silent to empty hands (C14)
	}
	if !c.visited[p] {
		rank := s.explore
		if b.carry && (p.x < c.minX || p.x > c.maxX || p.y < c.minY || p.y > c.maxY) {
			rank = 1
		}
		s.offer(n.first, rank, cost)
		return true // the map ends here
	}
	if c.teleports(p) && !n.landed {
		if l, ok := c.jumps[p]; ok && b.all[l.c] {
			s.push(l, n.first, cost+jumpCost(c, p), true)
		} else {
			s.offer(n.first, s.leap, cost)
		}
		return true
	}
	return false
}

// step goes on from node n in direction d.
func (s *goalSearch) step(n goalNode, d maze.Dir) {
	b, c, p, cost := s.b, n.at.c, n.at.at, n.cost
	e := edge{p, d}
	if c.walls[e] || (!b.carry && c.exits[e]) {
		return
	}
	first := n.first
	if first == maze.None {
		first = d
	}
	q := p.add(d)
	inside := b.inBox(c, q)
	if b.carry && (c.exits[e] || (!inside && c.visited[p] && b.full(c, d))) {
		s.offer(first, 0, cost+1)
		return
	}
	if !b.carry && b.leaveOut && !c.exits[e] && !inside && c.visited[p] && b.full(c, d) {
		// Nothing nearer: try the rim for an exit (V17).
		s.offer(first, 3, cost+1)
	}
	if q == b.pos && c == b.cur && c.teleports(q) {
		// Off the cell it stands on and back: the way into the
		// hole or the river it is on.
		if l, ok := c.jumps[q]; ok && b.all[l.c] {
			s.push(l, first, cost+1+jumpCost(c, q), true)
		} else {
			s.offer(first, s.leap, cost+1)
		}
		return
	}
	if s.done[reach{spot{c, q}, false}] || !inside {
		return
	}
	if c.lair[q] {
		return // it sleeps there: wait rather than walk in (C13)
	}
	s.push(spot{c, q}, first, cost+s.stepCost(c, q), false)
}

// stepCost weighs a step onto cell q of sketch c: a turn, and more for a
// cell that delays the bot or where danger waits.
func (s *goalSearch) stepCost(c *chart, q pt) int {
	b := s.b
	step := 1
	if w := c.delay(q); w > 0 {
		step += w + avoidCost
	}
	if c == b.cur && s.watched[q] {
		step += 8 * avoidCost
	}
	step += 2 * avoidCost * c.danger[q]
	step += 10 * avoidCost * min(c.rubber[q], 2)
	if k, _ := kindOf(c.kinds[q]); k == maze.CellDen && !b.bearDead {
		step += 4 * avoidCost // the bear comes home to sleep (M9, T9)
	}
	if c == b.cur && b.chase > 0 && (slices.Contains(b.trail, q) || deadEnd(c, q)) {
		step += chaseCost
	}
	return step
}

// inBox reports whether p keeps sketch c within the announced size: a
// cell beyond it must be outside the maze (V17).
func (b *Explorer) inBox(c *chart, p pt) bool {
	if b.rows == 0 || b.cols == 0 {
		return true
	}
	return max(c.maxX, p.x)-min(c.minX, p.x) < b.cols && max(c.maxY, p.y)-min(c.minY, p.y) < b.rows
}

// knowsKind reports whether a sketch holds a cell of kind k.
func (b *Explorer) knowsKind(k maze.CellKind) bool {
	for c := range b.all {
		for _, n := range c.kinds {
			if kk, _ := kindOf(n); kk == k && n != kindQuiet {
				return true
			}
		}
	}
	return false
}

// full reports whether sketch c spans the whole maze in d's axis, so a
// step past its edge leaves the maze.
func (b *Explorer) full(c *chart, d maze.Dir) bool {
	if b.rows == 0 || b.cols == 0 {
		return false
	}
	if d == maze.North || d == maze.South {
		return c.maxY-c.minY == b.rows-1
	}
	return c.maxX-c.minX == b.cols-1
}

// rim reports whether p lies on the edge of sketch c or next to a
// monolith, where an exit cell may be (C2).
func rim(c *chart, p pt) bool {
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

// hunt shoots into a den next to the bot where a bear that can be killed
// for good may sleep (T9), at most once every few turns.
func (b *Explorer) hunt(v engine.View) (maze.Dir, bool) {
	if b.bearDead || v.Rules == nil || v.Rules.Bear != rules.BearKillable || v.Kit.Bullets <= 0 ||
		v.Wounded || v.Ghost || v.Shape == "dice" || v.Round-b.shotAt < 6 && b.shotAt > 0 {
		return maze.None, false
	}
	for _, d := range maze.Compass {
		if k, _ := kindOf(b.cur.kinds[b.pos.add(d)]); k == maze.CellDen && !b.cur.walls[edge{b.pos, d}] {
			return d, true
		}
	}
	return maze.None, false
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

// deadEnd reports whether sketch c knows three walls round p.
func deadEnd(c *chart, p pt) bool {
	n := 0
	for _, d := range maze.Compass {
		if c.walls[edge{p, d}] {
			n++
		}
	}
	return n >= 3
}

// besieged reports whether the minotaur sleeps next to the bot.
func (b *Explorer) besieged() bool {
	for _, d := range maze.Compass {
		if b.cur.lair[b.pos.add(d)] && !b.cur.walls[edge{b.pos, d}] {
			return true
		}
	}
	return false
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
