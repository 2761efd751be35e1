package bot

import (
	"labyrinth/dsl/maze"
)

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
