package bot

import (
	"maps"
	"slices"

	"labyrinth/dsl/maze"
)

// Re-localising (rule B22): after a hole, a pit or a river the explorer
// starts a new sketch, and as it walks it tries to lay the new sketch over
// the ones it drew before, the way a player does. A place fits when no wall
// of one sketch lies on a passage of the other, no cell the host named on
// one is something else on the other, and the two together still fit in
// the announced size with every exit on the rim (V17). The bot merges two
// sketches only when exactly one place fits — counting the places where
// they do not touch at all, since the new sketch may well lie in a part of
// the maze the old one never saw — or when both hold the same numbered pit
// exit (D10). A resemblance is not enough: mazes repeat themselves.
//
// Without an announced size (floors of different sizes, T5) no place is
// ever the only one; then a place is taken when it agrees on many edges and
// no other comes close.

// minAgree is how many edges (walls or passages, counted from both sides)
// two sketches must agree on at the best place, without an announced size.
const minAgree = 24

// maxLocate bounds the size of a sketch the bot still tries to place: a
// larger one has been placed or never will be by this means.
const maxLocate = 80

// fit scores laying c over o shifted by (dx, dy): ok is false on a
// conflict, agree counts the edges and cells both know.
func fit(c, o *chart, dx, dy int) (agree int, ok bool) {
	if len(c.walls)+len(c.open)+len(c.kinds) > len(o.walls)+len(o.open)+len(o.kinds) {
		return fit(o, c, -dx, -dy) // walk the smaller sketch
	}
	sh := func(e edge) edge { return edge{pt{e.at.x + dx, e.at.y + dy}, e.d} }
	for e := range c.walls {
		se := sh(e)
		if o.open[se] && !o.blown[se] && !c.blown[e] {
			return 0, false
		}
		if o.walls[se] {
			agree++
		}
	}
	for e := range c.open {
		se := sh(e)
		if o.walls[se] && !o.blown[se] && !c.blown[e] {
			return 0, false
		}
		if o.open[se] {
			agree++
		}
	}
	for e := range c.exits {
		if se := sh(e); o.walls[se] || o.visited[se.at.add(se.d)] {
			return 0, false
		}
	}
	for e := range o.exits {
		back := edge{pt{e.at.x - dx, e.at.y - dy}, e.d}
		if c.walls[back] || c.visited[back.at.add(back.d)] {
			return 0, false
		}
	}
	for p := range c.rock {
		if o.visited[pt{p.x + dx, p.y + dy}] {
			return 0, false
		}
	}
	for p := range o.rock {
		if c.visited[pt{p.x - dx, p.y - dy}] {
			return 0, false
		}
	}
	for p, k := range c.kinds {
		q := pt{p.x + dx, p.y + dy}
		ok, seen := o.kinds[q]
		if !seen {
			continue
		}
		if !compatible(k, ok) {
			return 0, false
		}
		if k == kindQuiet {
			agree++
		} else {
			agree += 3
		}
	}
	for n, p := range c.landmarks {
		if q, seen := o.landmarks[n]; seen && q != (pt{p.x + dx, p.y + dy}) {
			return 0, false // a pit exit is unique (D10)
		}
	}
	return agree, true
}

// span is the range of places for the maze's first column (or row) that
// keep cells lo..hi of a sketch inside a maze n wide, with the exits known
// on the near and far side at near and far (nil: none known).
func span(lo, hi, n int, near, far []int) (first, last int) {
	first, last = hi-n+1, lo
	for _, x := range near {
		first, last = max(first, x), min(last, x)
	}
	for _, x := range far {
		first, last = max(first, x-n+1), min(last, x-n+1)
	}
	return first, last
}

// rims lists where a sketch's exits say the rim is, per side.
func (c *chart) rims(dx, dy int) (west, east, north, south []int) {
	for e := range c.exits {
		switch e.d {
		case maze.West:
			west = append(west, e.at.x+dx)
		case maze.East:
			east = append(east, e.at.x+dx)
		case maze.North:
			north = append(north, e.at.y+dy)
		case maze.South:
			south = append(south, e.at.y+dy)
		}
	}
	return west, east, north, south
}

// frame is what the bot knows of the maze's size: rows×cols cells (0:
// not known), and whether a ring of monoliths with one exit cell (C2)
// leaves only the inner (rows-2)×(cols-2) to walk.
type frame struct {
	rows, cols int
	ring       bool
}

// walk is the size of the part of the maze one walks in, and where it
// starts.
func (f frame) walk() (rows, cols, inset int) {
	if f.ring {
		return f.rows - 2, f.cols - 2, 1
	}
	return f.rows, f.cols, 0
}

func (f frame) known() bool { return f.rows > 0 && f.cols > 0 }

// inFrame reports whether o and c shifted by (dx, dy) fit together in the
// maze with every exit on its rim.
func inFrame(c, o *chart, dx, dy int, f frame) bool {
	rows, cols, _ := f.walk()
	w1, e1, n1, s1 := c.rims(dx, dy)
	w2, e2, n2, s2 := o.rims(0, 0)
	cx0, cx1, cy0, cy1 := c.extent(f.ring)
	ox0, ox1, oy0, oy1 := o.extent(f.ring)
	x0, x1 := span(min(ox0, cx0+dx), max(ox1, cx1+dx), cols, append(w1, w2...), append(e1, e2...))
	y0, y1 := span(min(oy0, cy0+dy), max(oy1, cy1+dy), rows, append(n1, n2...), append(s1, s2...))
	return x0 <= x1 && y0 <= y1
}

// place finds where c lies on o. In a maze of known size it is the only
// place that fits, or the place both sketches' numbered pit exit says;
// without one, the place that agrees on at least minAgree and twice as
// much as any other.
func place(c, o *chart, f frame, a *tie) (dx, dy int, found bool) {
	if len(c.visited) == 0 || len(o.visited) == 0 {
		return 0, 0, false
	}
	for _, n := range slices.Sorted(maps.Keys(c.landmarks)) {
		p := c.landmarks[n]
		if q, ok := o.landmarks[n]; ok {
			dx, dy = q.x-p.x, q.y-p.y
			_, fits := fit(c, o, dx, dy)
			return dx, dy, fits && (!f.known() || inFrame(c, o, dx, dy, f))
		}
	}
	if a != nil && a.maybe {
		// A hole that may be a fake one (I9): the bot may not have moved.
		ddx, ddy := a.at.x-a.from.x, a.at.y-a.from.y
		if agree, ok := fit(c, o, ddx, ddy); ok && agree >= minFake && (!f.known() || inFrame(c, o, ddx, ddy, f)) {
			return ddx, ddy, true
		}
	} else if a != nil {
		return a.place(c, o, f)
	}
	if !f.known() {
		return placeAlike(c, o)
	}
	rows, cols, _ := f.walk()
	cx0, cx1, cy0, cy1 := c.extent(f.ring)
	ox0, ox1, oy0, oy1 := o.extent(f.ring)
	n := 0
	for ddy := oy1 - rows + 1 - cy0; ddy <= oy0+rows-1-cy1; ddy++ {
		for ddx := ox1 - cols + 1 - cx0; ddx <= ox0+cols-1-cx1; ddx++ {
			if !inFrame(c, o, ddx, ddy, f) {
				continue
			}
			if _, ok := fit(c, o, ddx, ddy); !ok {
				continue
			}
			if n++; n > 1 {
				return 0, 0, false
			}
			dx, dy = ddx, ddy
		}
	}
	if n == 1 {
		return dx, dy, true
	}
	return 0, 0, false
}

// tie says that a cell of one sketch lies near a cell of another: a river
// ride began at at on o and ended at from on c, at most reach cells away
// (B18, I4: a river carries the bot a known number of cells).
type tie struct {
	from, at pt
	reach    int
	// landedOnO: the ride ended on o (at) rather than on c (from).
	landedOnO bool
	// maybe: «hole» where a fake hole (I9) may have left the bot where it
	// stood; worth taking only on clear agreement.
	maybe bool
}

// minFake is how much the sketch begun at a hole must agree with the one
// the bot fell from, laid where it fell, to take the hole for a fake one
// (the hole cell itself counts 3).
const minFake = 9

// place lays c on o where the tie allows: the only place that fits, or
// else the only one where the cell the ride ended on is a cell o knows to
// be of the same kind, a river's mouth most often.
func (a *tie) place(c, o *chart, f frame) (dx, dy int, found bool) {
	n, named := 0, 0
	var ndx, ndy int
	for y := a.at.y - a.reach; y <= a.at.y+a.reach; y++ {
		for x := a.at.x - a.reach; x <= a.at.x+a.reach; x++ {
			if abs(x-a.at.x)+abs(y-a.at.y) > a.reach {
				continue
			}
			ddx, ddy := x-a.from.x, y-a.from.y
			if f.known() && !inFrame(c, o, ddx, ddy, f) {
				continue
			}
			if _, ok := fit(c, o, ddx, ddy); !ok {
				continue
			}
			n++
			dx, dy = ddx, ddy
			// Where the ride ended, on one sketch, falls on a cell the
			// other knows to be just such a cell (a river's mouth).
			land, other := c.kinds[a.from], o.kinds[pt{x, y}]
			if a.landedOnO {
				land, other = o.kinds[a.at], c.kinds[pt{a.at.x - ddx, a.at.y - ddy}]
			}
			if _, n := kindOf(land); land > 0 && n != anyN && other > 0 && compatible(land, other) {
				named++
				ndx, ndy = ddx, ddy
			}
		}
	}
	switch {
	case n == 1:
		return dx, dy, true
	case named == 1 && a.reach <= 2:
		return ndx, ndy, true
	}
	return 0, 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// placeAlike is place without a size: the overlapping place that agrees
// clearly best.
func placeAlike(c, o *chart) (dx, dy int, found bool) {
	best, second := 0, 0
	for ddy := o.minY - c.maxY; ddy <= o.maxY-c.minY; ddy++ {
		for ddx := o.minX - c.maxX; ddx <= o.maxX-c.minX; ddx++ {
			agree, ok := fit(c, o, ddx, ddy)
			if !ok || agree == 0 {
				continue
			}
			if agree > best {
				second, best, dx, dy = best, agree, ddx, ddy
			} else if agree > second {
				second = agree
			}
		}
	}
	return dx, dy, best >= minAgree && 2*second <= best
}

// relocate tries to place the current sketch on the map or an earlier
// sketch on the current one. It runs only when the current sketch has
// learnt something since the last try.
func (b *Explorer) relocate() {
	if b.drawn == b.placed {
		return
	}
	b.placed = b.drawn
	if !b.abs && b.known != nil && len(b.cur.visited) <= maxLocate {
		if dx, dy, ok := place(b.cur, b.known, b.frame(), b.tie(b.cur, b.known)); ok {
			b.join(dx, dy)
		}
	}
	for again := true; again; {
		again = false
		// Lay an earlier sketch over the current one, the bot's position
		// staying where it is: those kept, and those a ride ties to it.
		others := append([]*chart(nil), b.old...)
		for _, a := range b.anchors {
			for _, o := range []*chart{a.c, a.from.c} {
				if o != b.cur && o != b.known && b.all[o] && !slices.Contains(others, o) {
					others = append(others, o)
				}
			}
		}
		for _, o := range others {
			if dx, dy, ok := place(o, b.cur, b.frame(), b.tie(o, b.cur)); ok {
				b.merge(o, b.cur, dx, dy)
				if i := slices.Index(b.old, o); i >= 0 {
					b.old = slices.Delete(b.old, i, i+1)
				}
				again = true // the grown sketch may now fit others
				break
			}
		}
	}
	if !b.abs {
		b.pin()
	}
}

// tie finds what the bot knows of where c lies on o: a river ride that
// began on one and ended on the other.
func (b *Explorer) tie(c, o *chart) *tie {
	for _, a := range b.anchors {
		switch {
		case a.c == c && a.from.c == o:
			return &tie{from: a.origin, at: a.from.at, reach: a.reach, maybe: a.maybe}
		case a.c == o && a.from.c == c:
			// The same tie seen from the other side: the ride began on c.
			return &tie{from: a.from.at, at: a.origin, reach: a.reach, landedOnO: true, maybe: a.maybe}
		}
	}
	return nil
}

// join lays the current sketch on the map at (dx, dy): the bot knows where
// it is again.
func (b *Explorer) join(dx, dy int) {
	b.merge(b.cur, b.known, dx, dy)
	b.pos = pt{b.pos.x + dx, b.pos.y + dy}
	b.cur, b.abs = b.known, true
}

// pin lays the sketch on the maze once its place in the announced size is
// certain: it spans the whole width and height, or exits on the rim say
// where the sides are (V17).
func (b *Explorer) pin() {
	c, f := b.cur, b.frame()
	if b.abs || !f.known() {
		return
	}
	rows, cols, inset := f.walk()
	w, e, n, s := c.rims(0, 0)
	cx0, cx1, cy0, cy1 := c.extent(f.ring)
	x0, x1 := span(cx0, cx1, cols, w, e)
	y0, y1 := span(cy0, cy1, rows, n, s)
	if x0 != x1 || y0 != y1 {
		return
	}
	if b.known == nil {
		b.known = newChart()
		b.known.visited = map[pt]bool{}
		b.known.minX, b.known.minY, b.known.maxX, b.known.maxY = 0, 0, f.cols-1, f.rows-1
		b.known.box = &[4]int{inset, inset + cols - 1, inset, inset + rows - 1}
		b.all[b.known] = true
	}
	b.join(inset-x0, inset-y0) // where the map disagrees, the new sketch is right
}

// frame is the maze's size as the bot knows it.
func (b *Explorer) frame() frame { return frame{rows: b.rows, cols: b.cols, ring: b.ring} }

// ringExit finds the exit cell of a ring of monoliths (C2) from the shape
// of the sketch: a sketch one cell longer than the inside of the ring has
// the exit on the side where a single cell sticks out.
func (b *Explorer) ringExit() {
	c := b.cur
	if !b.ring || !b.frame().known() {
		return
	}
	rows, cols, _ := b.frame().walk()
	x0, x1, y0, y1 := c.extent(true)
	if c.box != nil {
		for p := range c.visited {
			if (p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1) && !c.exitCells[p] {
				c.exitCells[p] = true
				b.drawn++
			}
		}
		return
	}
	line := func(on func(pt) bool) []pt {
		var ps []pt
		for p := range c.visited {
			if on(p) && !c.exitCells[p] {
				ps = append(ps, p)
			}
		}
		return ps
	}
	mark := func(a, z []pt) {
		switch {
		case len(a) == 1 && len(z) > 1:
			c.exitCells[a[0]] = true
			b.drawn++
		case len(z) == 1 && len(a) > 1:
			c.exitCells[z[0]] = true
			b.drawn++
		}
	}
	if x1-x0 == cols {
		mark(line(func(p pt) bool { return p.x == x0 }), line(func(p pt) bool { return p.x == x1 }))
	}
	if y1-y0 == rows {
		mark(line(func(p pt) bool { return p.y == y0 }), line(func(p pt) bool { return p.y == y1 }))
	}
}
