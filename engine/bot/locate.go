package bot

// Re-localising (rule B22): after a hole, a pit or a river the explorer
// starts a new sketch, and as it walks it keeps laying the new sketch over
// the ones it drew before, at every shift that keeps both within the
// announced size. A shift fits when no wall of one sketch lies on a passage
// of the other and no landmark of one stands elsewhere on the other; when
// exactly one shift fits and the two sketches agree on enough edges there,
// the bot knows where it is again and merges them, hazards, treasures and
// exits included.

// minAgree is how many edges (walls or passages) two sketches must agree
// on at the only shift that fits before they are merged.
const minAgree = 12

// maxLocate bounds the size of a sketch the bot still tries to place: a
// larger one has been placed or never will be by this means.
const maxLocate = 80

// fit scores laying c over o shifted by (dx, dy): ok is false on a
// conflict, agree counts the edges and landmarks both know.
func fit(c, o *chart, dx, dy int) (agree int, ok bool) {
	if len(c.walls)+len(c.open) > len(o.walls)+len(o.open) {
		return fit(o, c, -dx, -dy) // walk the smaller sketch
	}
	sh := func(e edge) edge { return edge{pt{e.at.x + dx, e.at.y + dy}, e.d} }
	for e := range c.walls {
		se := sh(e)
		if o.open[se] {
			return 0, false
		}
		if o.walls[se] {
			agree++
		}
	}
	for e := range c.open {
		se := sh(e)
		if o.walls[se] {
			return 0, false
		}
		if o.open[se] {
			agree++
		}
	}
	for e := range c.exits {
		if o.walls[sh(e)] {
			return 0, false
		}
	}
	for k, p := range c.landmarks {
		q, seen := o.landmarks[k]
		if !seen {
			continue
		}
		if q != (pt{p.x + dx, p.y + dy}) {
			if k < 1000 {
				return 0, false // a pit exit is unique (D10)
			}
			continue
		}
		agree += 3
	}
	return agree, true
}

// place finds the shift that lays c over o within a rows×cols box, when one
// fits clearly better than any other: it agrees on at least minAgree
// edges, and every other fitting shift on at most half as many.
func place(c, o *chart, rows, cols int) (dx, dy int, found bool) {
	if len(c.walls)+len(c.open) == 0 {
		return 0, 0, false
	}
	best, second := 0, 0
	for ddy := o.minY - c.maxY; ddy <= o.maxY-c.minY; ddy++ {
		for ddx := o.minX - c.maxX; ddx <= o.maxX-c.minX; ddx++ {
			if rows > 0 && cols > 0 && (max(o.maxX, c.maxX+ddx)-min(o.minX, c.minX+ddx) >= cols ||
				max(o.maxY, c.maxY+ddy)-min(o.minY, c.minY+ddy) >= rows) {
				continue
			}
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

// relocate tries to place the current sketch on the absolute map or on an
// earlier sketch.
func (b *Explorer) relocate() {
	if b.abs || len(b.cur.visited) > maxLocate {
		return
	}
	if b.known != nil {
		if dx, dy, ok := place(b.cur, b.known, b.rows, b.cols); ok {
			b.cur.mergeInto(b.known, dx, dy)
			b.pos = pt{b.pos.x + dx, b.pos.y + dy}
			b.cur, b.abs = b.known, true
			return
		}
	}
	for i := 0; i < len(b.old); i++ {
		o := b.old[i]
		// Lay the earlier sketch over the current one: the bot's position
		// stays where it is.
		if dx, dy, ok := place(o, b.cur, b.rows, b.cols); ok {
			o.mergeInto(b.cur, dx, dy)
			b.old = append(b.old[:i], b.old[i+1:]...)
			i = -1 // the grown sketch may now fit others
		}
	}
}
