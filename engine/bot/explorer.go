package bot

import (
	"slices"

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
	id       engine.PlayerID
	rng      *rng
	pos      pt
	cur      *chart   // the sketch in use
	old      []*chart // earlier sketches, to lay over the current one
	known    *chart   // the map of the maze, once a sketch was pinned
	abs      bool     // cur is the map (pinned)
	treasure bool
	carry    bool
	tried    []maze.Dir
	try      int
	// outside: the moves made since the bot stepped out of the maze, the
	// first across the exit (V17, D12); empty inside.
	outside []maze.Dir
	// multi: the turn holds several moves (D7, D8), tried one per move.
	multi bool
	// fakes: the rules know holes that do not move the player (I9).
	fakes bool
	// guessed: the exit the sketch's size made the bot take a step for.
	guessed edge
	// bearDead: the bear is killed for good (T9); shotAt: the turn of the
	// last shot into its den.
	bearDead   bool
	shotAt     int
	refusals   int
	moved      bool
	leaveOut   bool
	lastMove   maze.Dir // the direction of the last step that passed
	seen       int      // cells on the sketch at the last count
	climbed    maze.Dir // the way the last stairs went (T1)
	seekStairs bool
	floors     int   // floors announced (T1)
	chase      int   // turns the minotaur may still be on someone's trail (C13)
	waits      int   // turns waited for the minotaur to come (C13)
	trail      []pt  // the bot's last cells on the current sketch, newest last
	morgue     *spot // where the bot came back after being killed (C8)
	stale      int   // turns since the sketch last grew
	rows       int
	cols       int
	healer     bool // wounded or a ghost: a hospital first (B13, I2)
	rank       int  // the rank of the last goal found (99: none)
	ring       bool // a ring of monoliths with one exit cell round the maze (C2)

	// What the last step told about the cell it reached: arrived marks a
	// step whose cell is still to be noted, fresh that the sketch knew
	// nothing of the cell, named that the host named it.
	arrived, fresh, named bool

	drawn, placed int // sketch changes, and the count at the last try to place it

	// all holds every sketch still worth keeping: the current one, the
	// map, the earlier ones, and those a remembered jump leads to.
	all map[*chart]bool
	// ride is the river cell a drift began from while the river still
	// carries the bot (I4): its jump leads to where the ride ends. riding:
	// the bot knows where this ride ends and waits for it. inRiver: the
	// current carries it on next turn.
	ride    *spot
	riding  bool
	inRiver bool
	waited  int // turns waited in a river since it last carried the bot
	// anchors say where rides ended, until the sketches they join are
	// laid one over the other; rideLen counts the cells the current ride
	// has carried the bot.
	anchors []anchor
	rideLen int
	drift   int // cells a river carries the bot each turn at most (0: to the mouth)
	// via is the jump just trusted, for viaTurns turns: if what the bot
	// hears contradicts it, the jump is forgotten (V5: exits may wander).
	via      *spot
	viaTurns int
}

func newExplorer(p engine.PlayerID, r *rng) *Explorer {
	e := &Explorer{id: p, rng: r, lastMove: maze.None, climbed: maze.None, all: map[*chart]bool{}}
	e.newSketch()
	return e
}

// newSketch forgets the position (B22).
func (b *Explorer) newSketch() {
	b.shelve()
	b.pos = pt{}
	b.trail = b.trail[:0]
	b.cur = newChart()
	b.all[b.cur] = true
	b.abs = false
	b.arrived, b.fresh = false, false
	b.drawn++
	b.prune()
}

// shelve puts the current sketch away: as the map when pinned, else
// among the earlier sketches.
func (b *Explorer) shelve() {
	switch {
	case b.cur == nil:
	case b.abs:
		b.known = b.cur
	case b.cur.size() > 2:
		b.old = append(b.old, b.cur)
		if len(b.old) > 16 {
			b.old = b.old[1:]
		}
	}
}

// switchTo puts the bot on a cell of a sketch it drew before.
func (b *Explorer) switchTo(l spot) {
	if l.c != b.cur {
		b.shelve()
		for i, o := range b.old {
			if o == l.c {
				b.old = append(b.old[:i], b.old[i+1:]...)
				break
			}
		}
		b.cur = l.c
		b.all[l.c] = true
		b.abs = b.known != nil && l.c == b.known
		b.trail = b.trail[:0]
	}
	b.pos = l.at
	b.arrived = false
	b.drawn++
}

// prune forgets the sketches nothing leads to any more.
func (b *Explorer) prune() {
	keep := map[*chart]bool{}
	var walk func(c *chart)
	walk = func(c *chart) {
		if c == nil || keep[c] {
			return
		}
		keep[c] = true
		for _, l := range c.jumps {
			walk(l.c)
		}
	}
	walk(b.cur)
	walk(b.known)
	for _, o := range b.old {
		walk(o)
	}
	b.all = keep
}

// lost: the bot no longer trusts its place on the map, and starts a new
// sketch (B22). contradiction: what it heard contradicts the map (a rubber
// room, I7, lets a move «pass» that did not happen), so the map itself is
// drawn wrong somewhere; otherwise it has merely walked too long without
// learning anything, or left a river early.
func (b *Explorer) lost(contradiction bool) {
	if n := len(b.trail); n >= 2 && contradiction {
		// What it hears contradicts the step it just made: the cell it
		// stepped out of may be a rubber room (I7), which lets a move
		// «pass» that does not happen. Keep away from it.
		b.cur.rubber[b.trail[n-2]]++
	}
	if b.via != nil {
		delete(b.via.c.jumps, b.via.at) // the jump was wrong (V5: exits may wander)
		b.via = nil
	}
	b.riding, b.inRiver, b.ride = false, false, nil
	if b.morgue != nil && b.morgue.c == b.cur && len(b.trail) < 4 {
		b.morgue = nil // not the morgue it came back to before (C8)
	}
	if contradiction && b.abs {
		// The map itself is drawn wrong somewhere (a rubber room, I7,
		// moved the bot on paper only): it is only a sketch again.
		b.abs = false
		b.known = nil
	}
	b.newSketch()
}

// anchor: sketch c was begun at origin where a river ride ended that began
// on a cell of another sketch; the river carried the bot reach cells.
type anchor struct {
	c      *chart
	origin pt
	from   spot
	reach  int
	maybe  bool // a hole that may be a fake one (I9): perhaps no move at all
}

// teleport: a pit, a hole or a river carried the bot off; origin notes
// what it knows of the cell it landed on. A cell that carried it before
// tells where it is; a river carries it on for a few turns, and its ride
// counts as one jump from where it entered to where it ends.
func (b *Explorer) teleport(origin int, river bool, n int) {
	if b.riding {
		return // where this ride ends is known: wait for it
	}
	defer b.landed()
	from := spot{b.cur, b.pos}
	if river && b.ride != nil && b.inRiver {
		b.newSketch()
		b.cur.kinds[b.pos] = origin
		b.ride.c.jumps[b.ride.at] = spot{b.cur, b.pos}
		b.ride.c.rides[b.ride.at]++
		b.rideLen += n
		b.anchor(*b.ride)
		return
	}
	if l, ok := b.cur.jumps[b.pos]; ok && b.all[l.c] && compatible(l.c.kinds[l.at], origin) {
		b.switchTo(l)
		b.cur.kinds[l.at] = sharper(b.cur.kinds[l.at], origin)
		b.via, b.viaTurns = &from, 6
		b.riding = river
		return
	}
	b.newSketch()
	b.cur.kinds[b.pos] = origin
	from.c.jumps[from.at] = spot{b.cur, b.pos}
	delete(from.c.rides, from.at)
	b.ride = nil
	if !river && origin == cellKind(maze.CellHole, 0) && b.fakes {
		b.anchors = append(b.anchors, anchor{c: b.cur, from: from, maybe: true})
	}
	if river {
		b.ride = &from
		from.c.rides[from.at] = 1
		b.rideLen = n
		b.anchor(from)
	}
}

// anchor notes that the current sketch begins where a ride from from
// ended, rideLen cells away at most.
func (b *Explorer) anchor(from spot) {
	if n := b.frame(); n.known() && b.rideLen >= n.rows+n.cols || b.rideLen <= 0 {
		return // too far to tell anything
	}
	b.anchors = append(b.anchors, anchor{c: b.cur, from: from, reach: b.rideLen})
	if len(b.anchors) > 16 {
		b.anchors = b.anchors[1:]
	}
}

// landed notes the cell a jump ended on as searched: the host says
// «Клад!» there too (V14).
func (b *Explorer) landed() {
	if b.carry {
		b.cur.carried[b.pos] = true
	} else {
		b.cur.searched[b.pos] = true
	}
}

// merge draws sketch x on sketch y shifted by (dx, dy); jumps that landed
// on x now land on y.
func (b *Explorer) merge(x, y *chart, dx, dy int) {
	x.mergeInto(y, dx, dy)
	shift := func(l spot) spot {
		if l.c == x {
			return spot{y, pt{l.at.x + dx, l.at.y + dy}}
		}
		return l
	}
	for c := range b.all {
		for k, l := range c.jumps {
			c.jumps[k] = shift(l)
		}
	}
	delete(b.all, x)
	if b.ride != nil {
		*b.ride = shift(*b.ride)
	}
	if b.via != nil {
		*b.via = shift(*b.via)
	}
	if b.morgue != nil {
		*b.morgue = shift(*b.morgue)
	}
	kept := b.anchors[:0]
	for _, a := range b.anchors {
		if a.c == x {
			a.c, a.origin = y, pt{a.origin.x + dx, a.origin.y + dy}
		}
		a.from = shift(a.from)
		if a.c != a.from.c {
			kept = append(kept, a)
		}
	}
	b.anchors = kept
	if x == b.cur {
		for i := range b.trail {
			b.trail[i] = pt{b.trail[i].x + dx, b.trail[i].y + dy}
		}
	}
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
			b.lost(true)
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
		b.lost(true)
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
	b.trail = append(b.trail, p)
	if len(b.trail) > 12 {
		b.trail = b.trail[1:]
	}
	c.visited[p] = true
	c.minX, c.maxX = min(c.minX, p.x), max(c.maxX, p.x)
	c.minY, c.maxY = min(c.minY, p.y), max(c.maxY, p.y)
}

// Refused implements Bot: the next turn is a skip. Stairs that are not
// there mean the bot is not where it thinks (T1).
func (b *Explorer) Refused(r *engine.Refusal) {
	b.refusals++
	if r != nil && r.Reason == engine.ReasonNoStairs {
		delete(b.cur.stairs, b.pos)
		b.lost(false)
	}
}

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
	if v.Rules != nil {
		b.drift = v.Rules.RiverDrift
	}
	b.healer = v.Ghost || v.Wounded
	b.ring = v.Rules != nil && v.Rules.Family == rules.FamilySchool
	b.fakes = v.Rules != nil && v.Rules.Family == rules.FamilyMIET
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
	if b.inRiver {
		// B18, I4: the current carries the bot on to the mouth; wait
		// for it there rather than bump the banks (I6).
		if b.waited++; b.waited <= 3 {
			return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
		}
		b.inRiver, b.riding, b.ride = false, false, nil
	}
	b.multi = false
	if v.Outside && b.lastMove != maze.None {
		// Out of the maze (V17): go back the way it came, to the exit it
		// crossed (D15 asks for the same exit anyway).
		if len(b.outside) == 0 {
			// The last step was drawn as a step inside: undraw it.
			back := b.lastMove.Opposite()
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
			b.outside = []maze.Dir{b.lastMove}
		}
		back := b.outside[len(b.outside)-1].Opposite()
		b.tried, b.try = []maze.Dir{back}, 0
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: back})
		return t
	}
	if len(b.outside) > 0 && !v.Outside {
		// The sketch said the bot had left the maze, and it had not: the
		// sketch is wrong (a rubber room, I7, makes moves that do not
		// happen), and so is the exit it took for one.
		delete(b.cur.exits, b.guessed)
		b.outside = nil
		b.lost(true)
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
	defer func() { b.chase = max(b.chase-1, 0) }()
	if n := len(b.cur.visited); n != b.seen {
		b.seen, b.stale = n, 0
	} else if b.stale++; b.stale > staleTurns {
		// Nothing new for long: the bot may not be where it thinks (a
		// rubber room, I7, lets moves «pass» that do not happen). It
		// starts a sketch afresh and lays it on the map again; where they
		// disagree, the new sketch wins.
		b.lost(false)
		b.seen, b.stale = 1, 0
	}
	if d, ok := b.stairsStep(v); ok {
		b.tried, b.try = []maze.Dir{d}, 0
		// Up or down, never both in one order: a fallback is a compass
		// direction (V11). A bump sends the bot the other way next time.
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d})
		return t
	}
	if d, ok := b.hunt(v); ok {
		// T9: the bear that sleeps in its den can be killed for good.
		b.shotAt = v.Round
		t.Actions = append(t.Actions, engine.Action{Kind: engine.ActShoot, Dir: d})
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
	if b.rank == 99 && len(b.cur.lair) > 0 && (b.waits < 3 || !b.besieged()) {
		// C13: the minotaur sleeps across the only way on. The bot waits:
		// out of its sight, until it goes after someone else; next to it,
		// a few turns for it to come (it sleeps where it ate, out of the
		// way). Walking in would only feed it.
		b.waits++
		return engine.Turn{Player: b.id, Actions: []engine.Action{{Kind: engine.ActSkip}}}
	}
	b.waits = 0
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
	if v.Shape == "single" && v.Actions > 1 {
		b.multi = true
		b.tried = ds[:1]
		// D7, D8: the extra actions go on along the way to the same goal,
		// as if each step passed; a bump ends the turn anyway (D4).
		pos, d := b.pos, ds[0]
		for i := 1; i < v.Actions; i++ {
			e := edge{b.pos, d}
			if b.cur.walls[e] || b.cur.exits[e] || b.avoid(b.pos.add(d)) {
				break // it stops there, or the turn is over
			}
			b.pos = b.pos.add(d)
			next, ok := b.goal(v, b.rng.dirs())
			if !ok || next == maze.None {
				next = d
			}
			d = next
			t.Actions = append(t.Actions, engine.Action{Kind: engine.ActMove, Dir: d})
			b.tried = append(b.tried, d)
		}
		b.pos = pos
	}
	return t
}

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
	type node struct {
		at     spot
		first  maze.Dir
		cost   int
		landed bool // reached by a jump: it stands there, as after a fall
	}
	// Targets by rank: 0 a known exit or a step past the rim of a
	// full-size sketch when carrying; a treasure heard of, a cell not yet
	// searched (V15) or stairs to take when not; a hospital for the
	// wounded or a ghost. 1 an unvisited cell that widens the sketch when
	// carrying (the exits are on the rim). 2 any unvisited cell. 3 the rim,
	// to look for an exit, when one may leave with empty hands (V17); a
	// cell that carries the bot off to somewhere new when carrying. 4 such
	// a cell otherwise; a cell on the rim not yet entered with a treasure,
	// which may be a silent exit cell (C14).
	best, bestRank, bestCost := maze.None, 99, 1<<30
	offer := func(first maze.Dir, rank, cost int) {
		if rank < bestRank || rank == bestRank && cost < bestCost {
			best, bestRank, bestCost = first, rank, cost
		}
	}
	watched := b.watched()
	hospital := b.healer && b.knowsKind(maze.CellHospital)
	explore := 0 // the rank of cells to explore
	if b.carry || hospital {
		explore = 2
	}
	leap := 4 // the rank of a cell that carries the bot off to where it does not know
	if b.carry {
		leap = 3
	}
	// A cell is reached either on foot (a hole there carries the bot off)
	// or by landing there (the bot stands on it and walks on).
	type reach struct {
		at     spot
		landed bool
	}
	done := map[reach]bool{}
	// A bucket queue: costs are small integers.
	buckets := map[int][]node{0: {{spot{b.cur, b.pos}, maze.None, 0, true}}}
	left := 1 // nodes queued and not yet taken
	push := func(at spot, first maze.Dir, cost int, landed bool) {
		if !done[reach{at, landed}] {
			buckets[cost] = append(buckets[cost], node{at, first, cost, landed})
			left++
		}
	}
	for cost := 0; left > 0 && len(done) < 4000 && cost < bestCost; cost++ {
		left -= len(buckets[cost])
		for k := 0; k < len(buckets[cost]); k++ {
			n := buckets[cost][k]
			c, p := n.at.c, n.at.at
			if done[reach{n.at, n.landed}] {
				continue
			}
			done[reach{n.at, n.landed}] = true
			if n.first != maze.None {
				if b.seekStairs && c.stairs[p] {
					offer(n.first, 0, cost)
				}
				if hospital {
					if k, _ := kindOf(c.kinds[p]); k == maze.CellHospital {
						offer(n.first, 0, cost)
					}
				} else if !b.carry && (c.treasures[p] || c.visited[p] && !c.searched[p] && !c.teleports(p)) {
					offer(n.first, 0, cost)
				}
				if b.carry && c.exitCells[p] {
					offer(n.first, 0, cost)
				}
				if b.carry && c.visited[p] && !c.carried[p] && rim(c, p) {
					offer(n.first, 4, cost) // an exit cell is silent to empty hands (C14)
				}
				if !c.visited[p] {
					rank := explore
					if b.carry && (p.x < c.minX || p.x > c.maxX || p.y < c.minY || p.y > c.maxY) {
						rank = 1
					}
					offer(n.first, rank, cost)
					continue // the map ends here
				}
				if c.teleports(p) && !n.landed {
					if l, ok := c.jumps[p]; ok && b.all[l.c] {
						push(l, n.first, cost+jumpCost(c, p), true)
					} else {
						offer(n.first, leap, cost)
					}
					continue
				}
			}
			for _, d := range ds {
				e := edge{p, d}
				if c.walls[e] || (!b.carry && c.exits[e]) {
					continue
				}
				first := n.first
				if first == maze.None {
					first = d
				}
				q := p.add(d)
				inside := b.inBox(c, q)
				if b.carry && (c.exits[e] || (!inside && c.visited[p] && b.full(c, d))) {
					offer(first, 0, cost+1)
					continue
				}
				if !b.carry && b.leaveOut && !c.exits[e] && !inside && c.visited[p] && b.full(c, d) {
					// Nothing nearer: try the rim for an exit (V17).
					offer(first, 3, cost+1)
				}
				if q == b.pos && c == b.cur && c.teleports(q) {
					// Off the cell it stands on and back: the way into the
					// hole or the river it is on.
					if l, ok := c.jumps[q]; ok && b.all[l.c] {
						push(l, first, cost+1+jumpCost(c, q), true)
					} else {
						offer(first, leap, cost+1)
					}
					continue
				}
				if done[reach{spot{c, q}, false}] || !inside {
					continue
				}
				step := 1
				if w := c.delay(q); w > 0 {
					step += w + avoidCost
				}
				if c.lair[q] {
					continue // it sleeps there: wait rather than walk in (C13)
				}
				if c == b.cur && watched[q] {
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
				push(spot{c, q}, first, cost+step, false)
			}
		}
		delete(buckets, cost)
	}
	if bestRank == 99 && !b.carry && len(b.cur.searched) > 1 {
		// Every cell searched and no treasure heard of: someone carried
		// one off and may have dropped it anywhere. Search again.
		for c := range b.all {
			clear(c.searched)
		}
		clear(b.cur.searched)
		b.cur.searched[b.pos] = true
		return b.goal(v, ds)
	}
	b.rank = bestRank
	return best, bestRank < 99
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
		b.landed()
	case engine.EvMoved:
		if e.Dir < maze.North || e.Dir > maze.West {
			return
		}
		b.settle()
		b.lastMove = e.Dir
		b.moved = true
		if b.riding {
			b.lost(false) // out of a river before the ride's known end
		}
		b.inRiver, b.ride = false, nil
		if b.multi {
			b.try++ // the next move of the turn
		}
		q := b.pos.add(e.Dir)
		if n := len(b.outside); n > 0 {
			// Outside (V17): the way back is the way out, undone.
			if e.Dir == b.outside[n-1].Opposite() {
				b.outside = b.outside[:n-1]
			} else {
				b.outside = append(b.outside, e.Dir)
			}
			b.pos = q
			if len(b.outside) > 0 {
				return
			}
			b.moveTo(q) // back in
			b.arrive()
			return
		}
		if b.rows > 0 && !b.carry && !b.inBoxRC(q) {
			// V17: a step past the full width of the maze is a step out
			// of it: the edge was an exit; go back in.
			b.guessed = edge{b.pos, e.Dir}
			b.cur.exits[b.guessed] = true
			b.pos = q
			b.outside = []maze.Dir{e.Dir}
			b.drawn++
			return
		}
		if ed := (edge{b.pos, e.Dir}); b.cur.walls[ed] && !b.cur.blown[ed] {
			b.lost(true) // through a wall: the bot is not where it thought
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
		if e.Dir == maze.Up || e.Dir == maze.Down {
			b.climbed = e.Dir.Opposite() // no stairs that way: the other next time
		}
		if e.Dir >= maze.North && e.Dir <= maze.West {
			if b.cur.open[edge{b.pos, e.Dir}] {
				b.lost(true) // a wall where the sketch has a passage
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
		b.teleport(cellKind(maze.CellHole, 0), false, 0)
	case engine.EvPit:
		b.name(cellKind(maze.CellPit, 0))
		b.teleport(cellKind(maze.CellPitExit, anyN), false, 0)
	case engine.EvDrift:
		b.name(cellKind(maze.CellRiver, anyN))
		// The host does not say how far (B18, I4); the rules say how far
		// at most: river.drift cells, or to the mouth when it is 0.
		b.teleport(cellKind(maze.CellRiver, anyN), true, b.drift)
		b.inRiver, b.waited = true, 0
	case engine.EvStairs:
		b.inRiver, b.riding, b.ride = false, false, nil
		if e.Dir == maze.Up || e.Dir == maze.Down {
			b.climbed = e.Dir
		}
		b.newSketch()
	case engine.EvBack:
		if e.Cell == maze.CellMorgue {
			// C8: back in the morgue, the same one as last time if there
			// is only one.
			if m := b.morgue; m != nil && b.all[m.c] && compatible(m.c.kinds[m.at], cellKind(maze.CellMorgue, 0)) {
				b.switchTo(*m)
			} else {
				b.newSketch()
				b.name(cellKind(maze.CellMorgue, 0))
				b.morgue = &spot{b.cur, b.pos}
			}
			b.landed()
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
		b.lost(true) // M10: the last move did not happen
	case engine.EvCreature, engine.EvStalker:
		switch e.Reason {
		case engine.ReasonMinotaurSaw:
			b.chase = 2
		case engine.ReasonMinotaurTrail:
			b.forgetLair() // it walks: the lair is empty
			b.chase = 2
		case engine.ReasonBearKilled:
			b.bearDead = true
		case engine.ReasonBearEats, engine.ReasonBearMet:
			if e.Player == b.id {
				b.cur.danger[b.pos]++
			}
		case engine.ReasonMinotaurEats:
			if e.Player == b.id {
				b.forgetLair()
				b.cur.lair[b.pos] = true // it stays where it ate
				b.cur.danger[b.pos]++
			}
		}
		if e.Reason == engine.ReasonRespawn || e.Reason == engine.ReasonJelly || e.Reason == engine.ReasonPenalty {
			b.newSketch()
			b.landed()
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
			if e.Cell == maze.CellRiver && e.N == 2 {
				b.riding, b.inRiver, b.ride = false, false, nil // the mouth: the ride is over (B18)
			}
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
		d := b.lastDir()
		b.cur.exits[edge{b.pos, d}] = true
		b.lastMove = d
		b.pos = b.pos.add(d)
		b.outside = []maze.Dir{d}
		b.drawn++
	case engine.EvLeftFalse, engine.EvLeftMined:
		b.carry = false
		if b.ring {
			b.cur.exitCells[b.pos] = true // C12: the exit is a cell
			break
		}
		d := b.lastDir()
		b.cur.exits[edge{b.pos, d}] = true
		b.drawn++
		if b.leaveOut {
			b.lastMove = d
			b.pos = b.pos.add(d)
			b.outside = []maze.Dir{d}
		}
	case engine.EvDropped:
		if e.Target == b.id {
			b.carry = false
			b.cur.treasures[b.pos] = true
		}
	}
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
