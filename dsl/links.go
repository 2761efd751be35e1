package dsl

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// cellIn resolves a cell name of the links part.
func (c *compiler) cellIn(l *BlockLine, r *cellRef) (maze.Coord, diag.Range, bool) {
	at := c.refRange(l, r)
	co, err := c.m.ParseCell(r.Name)
	if err != nil && c.lostFloor {
		// A floor that failed to scan has no cells: the name may be
		// right.
		return co, at, false
	}
	if err != nil {
		d := c.errorf("E0508", at, "no cell %s: %v", r.Name, err)
		d.Hint = "name cells by column letter and row number as the map's edges show them, e.g. C7 or в7; on several floors prefix the floor: 2:C7"
		return co, at, false
	}
	if c.unread(co) {
		return co, at, false // its line was not read (E0106 says why)
	}
	if cell := c.m.CellAt(co); cell == nil || cell.Kind == maze.CellVoid {
		d := c.errorf("E0508", at, "cell %s is not part of the maze", r.Name)
		d.Hint = "the cell is drawn as ~ (outside the maze)"
		return co, at, false
	}
	return co, at, true
}

func (c *compiler) refRange(l *BlockLine, r *cellRef) diag.Range {
	// The statement's byte offset on its line, then the cell name's: O(1)
	// on an ASCII line, O(log n) otherwise, so that a long links line
	// stays linear.
	raw := c.src.pos(l.Line, l.Col).Offset - c.src.lines[max(l.Line, 0)].start
	off := min(r.Pos.Offset, len(l.Raw))
	col := c.src.byteCol(l.Line, raw+off)
	return c.src.rng(l.Line, col, col+utf8.RuneCountInString(r.Name))
}

// compileLinks reads the links part, one statement a line, each by the
// method of its keyword.
func (c *compiler) compileLinks(b *Block) {
	for _, l := range b.Lines {
		if c.halted() {
			return
		}
		if l.Link == nil {
			continue
		}
		at := c.src.rng(l.Line, l.Col, l.Col+utf8.RuneCountInString(l.Raw))
		s := l.Link
		switch {
		case s.Holes != nil:
			c.linkHoles(l, at, s.Holes)
		case s.Pit != nil:
			c.linkPit(l, at, s.Pit)
		case s.River != nil:
			c.linkRiver(l, at, s.River)
		case s.Start != nil:
			c.linkStart(l, s.Start)
		case s.Treasure != nil:
			c.linkTreasure(l, s.Treasure)
		case s.Bear != nil:
			c.trackLink(l, at, s.Bear, maze.CreatureBear)
		case s.Pirate != nil:
			c.trackLink(l, at, s.Pirate, maze.CreaturePirate)
		case s.Rubber != nil:
			c.linkRubber(l, s.Rubber)
		case s.Mine != nil:
			c.linkMine(l, s.Mine)
		case s.Hidden != nil:
			c.linkHidden(l, s.Hidden)
		case s.Steep != nil:
			c.linkSteep(l, s.Steep)
		case s.Trap != nil:
			c.linkTrap(l, s.Trap)
		}
	}
}

func (c *compiler) linkHoles(l *BlockLine, at diag.Range, s *holesStmt) {
	name := strings.TrimLeft(s.Name, "0")
	if _, dup := c.holeLinks[name]; dup {
		c.duplicate("E0412", at, c.holeLinkAt[name], "order of hole set %s given twice", name)
		return
	}
	c.holeLinks[name], c.holeLinkAt[name] = s, at
	c.holeLinkLine(name, l)
}

func (c *compiler) linkPit(l *BlockLine, at diag.Range, s *pitStmt) {
	name := strings.TrimLeft(s.Name, "0")
	if _, dup := c.pitLinks[name]; dup {
		c.duplicate("E0412", at, c.pitLinkAt[name], "pit %s is described twice in the links", name)
		return
	}
	c.pitLinks[name] = s
	c.pitLinkAt[name] = at
	if len(c.pits[name]) == 0 && len(c.pitExits[name]) == 0 {
		// Not in the maps (E0509, resolvePits): nothing of it is kept,
		// so that a quarter of a million such lines cost no more than
		// the problems they make, and the compiler stops at the cap.
		c.unmappedPit(name)
		c.pitLinks[name] = &pitStmt{Name: s.Name}
		return
	}
	c.pitLink(name, l)
}

// unmappedPit reports links about a pit the maps do not have.
func (c *compiler) unmappedPit(name string) {
	d := c.crossf("E0509", c.pitLinkAt[name], "links describe pit %s, which is not in the map", name)
	d.Hint = "draw it as P" + name + " (П" + name + ")"
}

func (c *compiler) linkRiver(l *BlockLine, at diag.Range, s *riverStmt) {
	name := s.Name
	if _, dup := c.riverLinks[name]; dup {
		c.duplicate("E0412", at, c.riverLinkAt[name], "path of river %s given twice", name)
		return
	}
	c.riverLinks[name], c.riverLinkAt[name] = s, at
	c.riverLink(name, l)
}

func (c *compiler) linkStart(l *BlockLine, s *startStmt) {
	name := ""
	if s.Name != nil {
		name = *s.Name
	}
	for _, r := range s.Cells {
		if co, rng, ok := c.cellIn(l, r); ok {
			c.starts[name] = append(c.starts[name], placed{at: co, num: name, rng: rng})
		}
	}
}

// treasureKinds are the words of a treasure's kind, in maze.TreasureKind
// order.
var treasureKinds = []string{"true", "false", "mined", "candidate"}

func (c *compiler) linkTreasure(l *BlockLine, s *treasureStmt) {
	co, rng, ok := c.cellIn(l, s.Cell)
	if !ok {
		return
	}
	i, has := c.treasureAt[co]
	if !has {
		d := c.crossf("E0511", rng, "no treasure at %s", s.Cell.Name)
		d.Hint = "draw the treasure as K in the map first"
		return
	}
	k := slices.Index(treasureKinds, s.Kind.Name)
	if k < 0 {
		d := c.errorf("E0511", c.refRange(l, s.Kind), "unknown treasure kind %q", s.Kind.Name)
		d.Hint = c.suggestHint(s.Kind.Name, treasureKinds, "a treasure is true, false, mined or candidate")
		return
	}
	c.m.Treasures[i].Kind = maze.TreasureKind(k)
}

// side reads the side a links statement names, or reports it unknown.
func (c *compiler) side(l *BlockLine, r *cellRef) (maze.Dir, bool) {
	dir, ok := parseSide(r.Name)
	if !ok {
		d := c.errorf("E0511", c.refRange(l, r), "unknown side %q", r.Name)
		d.Hint = c.suggestHint(r.Name, []string{"north", "east", "south", "west"}, "a side is north, east, south or west")
	}
	return dir, ok
}

func (c *compiler) linkRubber(l *BlockLine, s *rubberStmt) {
	co, rng, ok := c.cellIn(l, s.Cell)
	if !ok {
		return
	}
	if c.m.CellAt(co).Kind != maze.CellRubberRoom {
		d := c.crossf("E0511", rng, "%s is not a rubber room", s.Cell.Name)
		d.Hint = "draw the rubber room as [] in the map"
		return
	}
	if dir, ok := c.side(l, s.Side); ok {
		c.m.CellAt(co).Dir = dir
	}
}

func (c *compiler) linkMine(l *BlockLine, s *mineStmt) {
	co, rng, ok := c.cellIn(l, s.Cell)
	if !ok {
		return
	}
	if c.m.CellAt(co).Kind != maze.CellMine {
		d := c.crossf("E0511", rng, "%s is not a mine", s.Cell.Name)
		d.Hint = "draw the mine as M in the map"
		return
	}
	n, err := strconv.Atoi(s.Times.Name)
	if err != nil || n < 1 {
		c.errorf("E0511", c.refRange(l, s.Times), "times takes a whole number from 1, not %q", s.Times.Name)
		return
	}
	c.m.CellAt(co).Mines = n
}

func (c *compiler) linkHidden(l *BlockLine, s *hiddenStmt) {
	co, rng, ok := c.cellIn(l, s.Cell)
	if !ok {
		return
	}
	dir, ok := c.side(l, s.Side)
	if !ok {
		return
	}
	w := c.m.Floors[co.Floor].Side(co.Row, co.Col, dir)
	if w.Kind != maze.WallOneWay {
		d := c.crossf("E0511", rng, "the %s wall of %s is not one-way", dir, s.Cell.Name)
		d.Hint = "only a one-way wall (vvv ^^^ > <) can be hidden (rule M11)"
		return
	}
	w.Hidden = true
}

// linkSteep marks a steep bank. I6: «В реке мог быть "крутой берег", когда
// с суши можно было сделать шаг в реку, но сделать шаг из реки нельзя».
func (c *compiler) linkSteep(l *BlockLine, s *hiddenStmt) {
	co, rng, ok := c.cellIn(l, s.Cell)
	if !ok {
		return
	}
	dir, ok := c.side(l, s.Side)
	if !ok {
		return
	}
	if c.m.CellAt(co).Kind != maze.CellRiver {
		d := c.crossf("E0511", rng, "%s is not a river cell", s.Cell.Name)
		d.Hint = "a steep bank is a side of a river cell (rule I6)"
		return
	}
	c.m.Floors[co.Floor].Side(co.Row, co.Col, dir).Steep = true
}

// trapKinds are the words of a trap's kind, in maze.RegionKind order.
var trapKinds = []string{"web", "jelly", "cabbage", "bald-spot", "meat-grinder"}

func (c *compiler) linkTrap(l *BlockLine, s *trapStmt) {
	k := slices.Index(trapKinds, s.Kind.Name)
	if k < 0 {
		d := c.errorf("E0511", c.refRange(l, s.Kind), "unknown trap kind %q", s.Kind.Name)
		d.Hint = c.suggestHint(s.Kind.Name, trapKinds, "traps: "+strings.Join(trapKinds, ", "))
		return
	}
	reg := maze.Region{Kind: maze.RegionKind(k), Name: strconv.Itoa(len(c.m.Regions) + 1)}
	for _, r := range s.Cells {
		if co, _, ok := c.cellIn(l, r); ok {
			reg.Cells = append(reg.Cells, co)
		}
	}
	c.m.Regions = append(c.m.Regions, reg)
}

func parseSide(s string) (maze.Dir, bool) {
	switch strings.ToLower(s) {
	case "north", "n", "up", "север", "вверх":
		return maze.North, true
	case "east", "e", "right", "восток", "вправо":
		return maze.East, true
	case "south", "s", "down", "юг", "вниз":
		return maze.South, true
	case "west", "w", "left", "запад", "влево":
		return maze.West, true
	}
	return maze.None, false
}

func (c *compiler) holeLinkLine(name string, l *BlockLine) {
	for _, r := range c.holeLinks[name].Cells {
		if co, rng, ok := c.cellIn(l, r); ok {
			c.holeLinkCells[name] = append(c.holeLinkCells[name], placed{at: co, rng: rng})
		}
	}
}

func (c *compiler) riverLink(name string, l *BlockLine) {
	for _, r := range c.riverLinks[name].Cells {
		if co, rng, ok := c.cellIn(l, r); ok {
			c.riverLinkCells[name] = append(c.riverLinkCells[name], placed{at: co, rng: rng})
		}
	}
}

func (c *compiler) pitLink(name string, l *BlockLine) {
	st := c.pitLinks[name]
	for _, r := range st.Exits {
		if co, rng, ok := c.cellIn(l, r); ok {
			c.pitLinkExits[name] = append(c.pitLinkExits[name], placed{at: co, rng: rng})
		}
	}
	if st.Times != nil {
		n, err := strconv.Atoi(st.Times.Name)
		if err != nil || n < 1 {
			c.errorf("E0511", c.refRange(l, st.Times), "times takes a whole number from 1, not %q", st.Times.Name)
			st.Times = nil
		}
	}
}

// trackLink gives a bear (M9) or a pirate (C15) its den and fixed track.
func (c *compiler) trackLink(l *BlockLine, at diag.Range, s *bearStmt, kind maze.CreatureKind) {
	word, glyph := "bear", "b"
	if kind == maze.CreaturePirate {
		word, glyph = "pirate", "p"
	}
	idx := -1
	n := 0
	for i, cr := range c.m.Creatures {
		if cr.Kind != kind {
			continue
		}
		n++
		if s.Name == nil && idx < 0 || s.Name != nil && (*s.Name == cr.Name || *s.Name == strconv.Itoa(n)) {
			idx = i
		}
	}
	var den maze.Coord
	hasDen := false
	if s.Den != nil {
		if kind != maze.CreatureBear {
			d := c.errorf("E0511", c.refRange(l, s.Den), "a %s has no den", word)
			d.Hint = "write " + word + ": track C3 -> C4 …"
			return
		}
		co, _, ok := c.cellIn(l, s.Den)
		if !ok {
			return
		}
		den, hasDen = co, true
	}
	if idx < 0 {
		if !hasDen {
			d := c.crossf("E0509", at, "no %s in the map to give a track", word)
			d.Hint = "draw the " + word + " as " + glyph + " in the map"
			if kind == maze.CreatureBear {
				d.Hint += ", or give its den here: bear: den C3 track …"
			}
			return
		}
		c.m.Creatures = append(c.m.Creatures, maze.Creature{Kind: kind, Name: strconv.Itoa(len(c.m.Creatures) + 1), At: den, Den: den})
		idx = len(c.m.Creatures) - 1
	}
	cr := &c.m.Creatures[idx]
	if hasDen {
		cr.Den = den
	}
	var prev *maze.Coord
	for _, r := range s.Track {
		co, rng, ok := c.cellIn(l, r)
		if !ok {
			return
		}
		if prev != nil && !adjacent(*prev, co) {
			d := c.errorf("E0512", rng, "%s track jumps from %s to %s", word, c.cellName(*prev), c.cellName(co))
			d.Hint = "each cell of a track is a neighbour of the one before"
			return
		}
		cr.Track = append(cr.Track, co)
		prev = &cr.Track[len(cr.Track)-1]
	}
}

func adjacent(a, b maze.Coord) bool {
	if a.Floor != b.Floor {
		return false
	}
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return dr*dr+dc*dc == 1
}

// ---- resolution ------------------------------------------------------------

func (c *compiler) resolvePits() {
	names := map[string]bool{}
	for k := range c.pits {
		names[k] = true
	}
	for k := range c.pitExits {
		names[k] = true
	}
	all := map[string][]placed{}
	for k := range names {
		all[k] = nil
	}
	// A link of a pit not in the maps was reported as it was read
	// (linkPit).
	for _, name := range sortedKeys(all) {
		ps, es := c.pits[name], c.pitExits[name]
		if len(ps) == 0 {
			for _, e := range es {
				d := c.crossf("E0502", e.rng, "exit B%s has no pit P%s", name, name)
				d.Hint = "draw the pit as P" + name + " (П" + name + "), or renumber this exit"
			}
			continue
		}
		for _, p := range ps[1:] {
			c.duplicate("E0412", p.rng, ps[0].rng, "pit P%s is drawn twice", name)
		}
		p := ps[0]
		if len(es) == 0 {
			d := c.crossf("E0501", p.rng, "pit P%s has no exit B%s", name, name)
			d.Hint = "draw its exit as B" + name + " (В" + name + ") on any floor (rule V4)"
			continue
		}
		pit := maze.Pit{Name: name, At: p.at}
		if st := c.pitLinks[name]; st != nil && st.Times != nil {
			pit.Multiplicity, _ = strconv.Atoi(st.Times.Name)
		}
		order := c.pitLinkExits[name]
		switch {
		case len(order) > 0:
			drawn := map[maze.Coord]bool{}
			for _, e := range es {
				drawn[e.at] = true
			}
			listed := map[maze.Coord]bool{}
			for _, o := range order {
				if !drawn[o.at] {
					d := c.crossf("E0511", o.rng, "%s is not an exit of pit P%s", c.cellName(o.at), name)
					d.Hint = "every exit listed must be drawn as B" + name
					continue
				}
				listed[o.at] = true
				pit.Exits = append(pit.Exits, o.at)
			}
			for _, e := range es {
				if !listed[e.at] {
					d := c.errorf("E0510", e.rng, "exit B%s at %s is missing from the list of pit P%s's exits", name, c.cellName(e.at), name)
					d.Hint = "list every position of a wandering exit (rule V5)"
				}
			}
		case len(es) > 1:
			d := c.errorf("E0510", es[1].rng, "pit P%s has %d exits but no order", name, len(es))
			d.Related = append(d.Related, diag.Label{Range: es[0].rng, Message: "first exit B" + name})
			d.Hint = fmt.Sprintf("a wandering exit (rule V5) lists its positions in the links: pit %s: exits %s", name, c.cellList(es))
			for _, e := range es {
				pit.Exits = append(pit.Exits, e.at)
			}
		default:
			pit.Exits = []maze.Coord{es[0].at}
		}
		idx := len(c.m.Pits)
		c.m.Pits = append(c.m.Pits, pit)
		c.m.CellAt(p.at).Ref = idx
		for _, e := range es {
			c.m.CellAt(e.at).Ref = idx
		}
	}
}

func (c *compiler) cellList(ps []placed) string {
	var out []string
	for _, p := range ps {
		out = append(out, c.cellName(p.at))
	}
	return strings.Join(out, ", ")
}

func (c *compiler) resolveHoles() {
	for name := range c.holeLinks {
		if _, ok := c.holes[name]; !ok {
			d := c.crossf("E0509", c.holeLinkAt[name], "links order hole set %s, which is not in the map", name)
			d.Hint = "draw its holes as H" + name + " (Д" + name + ")"
		}
	}
	for _, name := range sortedKeys(c.holes) {
		hs := c.holes[name]
		set := maze.HoleSet{Name: name}
		withOrder := 0
		for _, h := range hs {
			if h.order > 0 {
				withOrder++
			}
		}
		switch {
		case withOrder > 0 && withOrder < len(hs):
			for _, h := range hs {
				if h.order == 0 {
					d := c.errorf("E0503", h.rng, "hole H%s has no order while others of set %s do", name, name)
					d.Hint = fmt.Sprintf("number every hole of the set (H%s.1, H%s.2, …) or none", name, name)
				}
			}
			continue
		case withOrder > 0:
			byOrder := map[int]placed{}
			maxO := 0
			for _, h := range hs {
				if first, dup := byOrder[h.order]; dup {
					c.duplicate("E0513", h.rng, first.rng, "hole H%s.%d is drawn twice", name, h.order)
					continue
				}
				byOrder[h.order] = h
				maxO = max(maxO, h.order)
			}
			ok := true
			for o := 1; o <= maxO; o++ {
				if _, has := byOrder[o]; !has {
					d := c.crossf("E0503", byOrder[maxO].rng, "hole set %s skips number %d", name, o)
					d.Hint = fmt.Sprintf("number the holes of set %s from 1 without gaps; the last leads back to the first (rule B5)", name)
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			for o := 1; o <= maxO; o++ {
				set.Cells = append(set.Cells, byOrder[o].at)
			}
		case c.holeLinkCells[name] != nil:
			drawn := map[maze.Coord]bool{}
			for _, h := range hs {
				drawn[h.at] = true
			}
			listed := map[maze.Coord]bool{}
			for _, o := range c.holeLinkCells[name] {
				if !drawn[o.at] {
					d := c.crossf("E0511", o.rng, "%s is not a hole of set %s", c.cellName(o.at), name)
					d.Hint = "draw it as H" + name
					continue
				}
				if listed[o.at] {
					d := c.errorf("E0513", o.rng, "%s is listed twice in hole set %s", c.cellName(o.at), name)
					d.Hint = "the cycle goes back to the first hole by itself"
					continue
				}
				listed[o.at] = true
				set.Cells = append(set.Cells, o.at)
			}
			for _, h := range hs {
				if !listed[h.at] {
					d := c.errorf("E0503", h.rng, "hole %s of set %s is missing from its order in the links", c.cellName(h.at), name)
					d.Related = append(d.Related, diag.Label{Range: c.holeLinkAt[name], Message: "the order is given here"})
					d.Hint = "list every hole of the set"
				}
			}
		default:
			for _, h := range hs {
				set.Cells = append(set.Cells, h.at)
			}
		}
		if len(set.Cells) == 1 && !c.broken {
			d := c.warnf("W0504", hs[0].rng, "hole set %s has a single hole, which leads to itself", name)
			d.Hint = "a hole that moves nobody is a fake hole: draw it as h (rule I9)"
		}
		idx := len(c.m.HoleSets)
		c.m.HoleSets = append(c.m.HoleSets, set)
		for _, co := range set.Cells {
			c.m.CellAt(co).Ref = idx
		}
	}
}

// oneWayMeant reads a lone river arrow < or > written against an open
// wall column, as in "I    <  I": most likely a one-way wall (M11)
// written one column off. It returns the hint that says so.
func (c *compiler) oneWayMeant(a placed) (string, bool) {
	glyph := c.m.CellAt(a.at).Glyph
	if glyph != "<" && glyph != ">" || a.at.Floor >= len(c.grids) || c.grids[a.at.Floor] == nil {
		return "", false
	}
	g := c.grids[a.at.Floor]
	col := a.rng.Start.Column - 1
	from := g.indent + a.at.Col*(g.w+1) + 1
	var k int
	switch col {
	case from:
		k = a.at.Col // hugging the wall column on its left
	case from + g.w - 1:
		k = a.at.Col + 1 // hugging the one on its right
	default:
		return "", false
	}
	if k <= 0 || k >= g.cols || g.v[a.at.Row][k].kind != maze.WallNone {
		return "", false
	}
	left, right := maze.Coord{Floor: a.at.Floor, Row: a.at.Row, Col: k - 1}, maze.Coord{Floor: a.at.Floor, Row: a.at.Row, Col: k}
	return fmt.Sprintf("a one-way wall stands in the wall column: write %s in column %d, between %s and %s (rule M11); a river needs a mouth @ (rule B18)",
		glyph, g.indent+k*(g.w+1)+1, c.cellName(left), c.cellName(right)), true
}

// resolveRivers builds the rivers: those drawn with arrows (B18) and
// those drawn as R<n> with their paths in the links.
func (c *compiler) resolveRivers() {
	c.resolveArrowRivers()
	c.resolveLinkedRivers()
}

// resolveArrowRivers follows each river drawn with arrows from a source
// to its mouth, and reports mouths with no river and rivers that run in a
// circle.
func (c *compiler) resolveArrowRivers() {
	// Rivers drawn with arrows: follow each from a source to its mouth.
	isArrow := map[maze.Coord]placed{}
	for _, a := range c.arrows {
		isArrow[a.at] = a
	}
	inflow := map[maze.Coord]int{}
	for _, a := range c.arrows {
		cell := c.m.CellAt(a.at)
		if cell.Dir == maze.None {
			continue
		}
		if n, ok := c.m.Step(a.at, cell.Dir); ok {
			inflow[n]++
		}
	}
	visited := map[maze.Coord]bool{}
	for _, a := range c.arrows {
		cell := c.m.CellAt(a.at)
		if inflow[a.at] > 0 {
			continue
		}
		if cell.Dir == maze.None && c.endsRiverPath(a.at) {
			continue
		}
		if cell.Dir == maze.None {
			d := c.crossf("E0514", a.rng, "mouth at %s has no river flowing into it", c.cellName(a.at))
			d.Hint = "draw the river's cells with arrows ^ > v < pointing downstream to the mouth @"
			continue
		}
		if river, ok := c.followRiver(a, isArrow, visited); ok {
			c.addRiver(river)
		}
	}
	c.sourcelessCircles(isArrow, inflow, visited)
}

// followRiver follows a river drawn with arrows from its source a to its
// mouth, marking its cells visited; it reports false (and an error) for a
// river that loops back or flows out of the river.
func (c *compiler) followRiver(a placed, isArrow map[maze.Coord]placed, visited map[maze.Coord]bool) (maze.River, bool) {
	river := maze.River{Name: strconv.Itoa(len(c.m.Rivers) + 1)}
	onPath := map[maze.Coord]bool{}
	cur := a.at
	for {
		if onPath[cur] {
			d := c.errorf("E0505", isArrow[cur].rng, "river %s loops back to %s", river.Name, c.cellName(cur))
			d.Related = append(d.Related, diag.Label{Range: a.rng, Message: "its source"})
			d.Hint = "a river runs from its source to a mouth @ without returning"
			return river, false
		}
		onPath[cur] = true
		visited[cur] = true
		river.Cells = append(river.Cells, cur)
		cl := c.m.CellAt(cur)
		if cl.Dir == maze.None {
			return river, true // the mouth
		}
		n, in := c.m.Step(cur, cl.Dir)
		if _, isRiver := isArrow[n]; !in || !isRiver {
			d := c.crossf("E0506", isArrow[cur].rng, "river %s does not end in a mouth: %s flows %s out of the river", river.Name, c.cellName(cur), cl.Dir)
			d.Related = append(d.Related, diag.Label{Range: a.rng, Message: "its source"})
			d.Hint = "end every river in a mouth @ (rule B18)"
			if len(river.Cells) == 1 {
				if wall, ok := c.oneWayMeant(isArrow[cur]); ok {
					d.Summary = fmt.Sprintf("%s in cell %s is a river that flows nowhere; was a one-way wall meant?", c.m.CellAt(cur).Glyph, c.cellName(cur))
					d.Hint = wall
					d.Related = nil
				}
			}
			return river, false
		}
		cur = n
	}
}

// sourcelessCircles reports the arrows no river from a source reached
// that are part of a circle.
func (c *compiler) sourcelessCircles(isArrow map[maze.Coord]placed, inflow map[maze.Coord]int, visited map[maze.Coord]bool) {
	for _, a := range c.arrows {
		if !visited[a.at] && c.m.CellAt(a.at).Dir != maze.None && inflow[a.at] > 0 {
			// part of a cycle with no source
			cur := a.at
			seen := map[maze.Coord]bool{}
			for !seen[cur] {
				seen[cur] = true
				visited[cur] = true
				n, _ := c.m.Step(cur, c.m.CellAt(cur).Dir)
				if _, ok := isArrow[n]; !ok {
					break
				}
				cur = n
			}
			d := c.errorf("E0505", a.rng, "river through %s runs in a circle with no source and no mouth", c.cellName(a.at))
			d.Hint = "a river runs from its source to a mouth @ without returning"
		}
	}
}

// resolveLinkedRivers checks the rivers drawn as R<n> against their paths
// in the links and sets each cell's flow along the path.
func (c *compiler) resolveLinkedRivers() {
	for name := range c.riverLinks {
		if _, ok := c.riverCells[name]; !ok {
			d := c.crossf("E0509", c.riverLinkAt[name], "links give the path of river %s, which is not in the map", name)
			d.Hint = "draw its cells as R" + name
		}
	}
	for _, name := range sortedKeys(c.riverCells) {
		cells := c.riverCells[name]
		path := c.riverLinkCells[name]
		if c.riverLinks[name] == nil {
			d := c.errorf("E0509", cells[0].rng, "river R%s has no path in the links", name)
			d.Hint = fmt.Sprintf("give it from source to mouth: river %s: %s", name, c.cellList(cells))
			continue
		}
		drawn := map[maze.Coord]bool{}
		for _, p := range cells {
			drawn[p.at] = true
		}
		river := maze.River{Name: name}
		listed := map[maze.Coord]bool{}
		ok := true
		for i, p := range path {
			last := i == len(path)-1
			cl := c.m.CellAt(p.at)
			if !drawn[p.at] && !(last && cl.Kind == maze.CellRiver && cl.Glyph == "@") {
				d := c.crossf("E0511", p.rng, "%s is not a cell of river R%s", c.cellName(p.at), name)
				d.Hint = "draw it as R" + name + ", or end the path at a mouth @"
				ok = false
				continue
			}
			if listed[p.at] {
				d := c.errorf("E0505", p.rng, "river %s loops back to %s", name, c.cellName(p.at))
				d.Hint = "a river runs from its source to a mouth without returning"
				ok = false
				continue
			}
			if i > 0 && !adjacent(path[i-1].at, p.at) {
				d := c.errorf("E0512", p.rng, "river %s jumps from %s to %s", name, c.cellName(path[i-1].at), c.cellName(p.at))
				d.Hint = "each cell of a river's path is a neighbour of the one before"
				ok = false
			}
			listed[p.at] = true
			river.Cells = append(river.Cells, p.at)
		}
		for _, p := range cells {
			if !listed[p.at] {
				d := c.errorf("E0511", p.rng, "cell %s of river R%s is missing from its path", c.cellName(p.at), name)
				d.Related = append(d.Related, diag.Label{Range: c.riverLinkAt[name], Message: "the path is given here"})
				d.Hint = "list every cell of the river from source to mouth"
				ok = false
			}
		}
		if !ok {
			continue
		}
		for i := 0; i+1 < len(river.Cells); i++ {
			a, b := river.Cells[i], river.Cells[i+1]
			for _, d := range maze.Compass {
				if a.Add(d) == b {
					c.m.CellAt(a).Dir = d
				}
			}
		}
		c.m.CellAt(river.Cells[len(river.Cells)-1]).Dir = maze.None
		c.addRiver(river)
	}
}

func (c *compiler) addRiver(r maze.River) {
	idx := len(c.m.Rivers)
	c.m.Rivers = append(c.m.Rivers, r)
	for _, co := range r.Cells {
		if cl := c.m.CellAt(co); cl.Ref < 0 {
			cl.Ref = idx
		}
	}
}

func (c *compiler) resolveStairs() {
	all := map[string][]placed{}
	for k := range c.stairsUp {
		all[k] = nil
	}
	for k := range c.stairsDown {
		all[k] = nil
	}
	for _, name := range sortedKeys(all) {
		ups, downs := c.stairsUp[name], c.stairsDown[name]
		for _, u := range ups[min(1, len(ups)):] {
			c.duplicate("E0412", u.rng, ups[0].rng, "stairs U%s drawn twice", name)
		}
		for _, d := range downs[min(1, len(downs)):] {
			c.duplicate("E0412", d.rng, downs[0].rng, "stairs D%s drawn twice", name)
		}
		switch {
		case len(ups) == 0:
			d := c.crossf("E0507", downs[0].rng, "stairs D%s lead down to no stairs U%s", name, name)
			d.Hint = "draw the other end as U" + name + " on the floor below (maps go from the lowest floor up)"
			continue
		case len(downs) == 0:
			d := c.crossf("E0507", ups[0].rng, "stairs U%s lead up to no stairs D%s", name, name)
			d.Hint = "draw the other end as D" + name + " on the floor above (maps go from the lowest floor up)"
			continue
		}
		u, dn := ups[0], downs[0]
		if dn.at.Floor <= u.at.Floor {
			d := c.errorf("E0507", u.rng, "stairs U%s go up to D%s, which is not on a higher floor", name, name)
			d.Related = append(d.Related, diag.Label{Range: dn.rng, Message: "D" + name + " is here"})
			d.Hint = "maps go from the lowest floor up: U on a floor, its D on a later map"
			continue
		}
		idx := len(c.m.Stairs)
		c.m.Stairs = append(c.m.Stairs, maze.Stair{A: u.at, B: dn.at})
		c.m.CellAt(u.at).Ref, c.m.CellAt(dn.at).Ref = idx, idx
	}
}

func (c *compiler) resolveStarts() {
	names := map[string]bool{}
	// C1: «никак не объявляется нахождение игроков на одной клетке»:
	// players may start on one cell, so two starts may name the same
	// cell; only a start's name is given once.
	add := func(name string, s placed) {
		if !c.m.CellAt(s.at).Kind.Passable() {
			d := c.errorf("E0508", s.rng, "start %s is on a %s, where nobody can stand", c.cellName(s.at), c.m.CellAt(s.at).Kind)
			d.Hint = "start players on a cell they can stand on"
			return
		}
		names[name] = true
		c.m.Starts = append(c.m.Starts, maze.Start{Name: name, At: s.at})
	}
	// Named starts (S1 in the map, start 1: in the links) first, then the
	// unnamed ones of the links, numbered after them.
	for _, name := range sortedKeys(c.starts) {
		if name == "" {
			continue
		}
		ss := c.starts[name]
		for _, s := range ss[1:] {
			c.duplicate("E0412", s.rng, ss[0].rng, "start %s is given twice", name)
		}
		add(name, ss[0])
	}
	n := 0
	for _, s := range c.starts[""] {
		n++
		for names[strconv.Itoa(n)] {
			n++
		}
		add(strconv.Itoa(n), s)
	}
}

func (c *compiler) resolveExits() {
	exits := 0
	for fi := range c.m.Floors {
		f := &c.m.Floors[fi]
		g := c.grids[fi]
		if g == nil {
			continue
		}
		cols := f.Cols
		voids := false
		for _, cl := range f.Cells {
			switch cl.Kind {
			case maze.CellExit:
				exits++
			case maze.CellVoid:
				voids = true
			}
		}
		void := func(r, col int) bool {
			return r < 0 || r >= f.Rows || col < 0 || col >= cols || f.Cells[r*cols+col].Kind == maze.CellVoid
		}
		if !voids {
			// The outer wall is the floor's border: count its gaps.
			for col := 0; col < cols; col++ {
				if f.HWall(0, col).Kind == maze.WallNone {
					exits++
				}
				if f.HWall(f.Rows, col).Kind == maze.WallNone {
					exits++
				}
			}
			for r := 0; r < f.Rows; r++ {
				if f.VWall(r, 0).Kind == maze.WallNone {
					exits++
				}
				if f.VWall(r, cols).Kind == maze.WallNone {
					exits++
				}
			}
		} else {
			// An irregular floor (T5): a void cell is rock, so only a gap
			// in the rim beside a cell of the maze is an exit.
			for r := 0; r < f.Rows; r++ {
				for col := 0; col < cols; col++ {
					if void(r, col) {
						continue
					}
					for _, d := range maze.Compass {
						n := maze.Coord{Row: r, Col: col}.Add(d)
						if !f.In(n.Row, n.Col) && f.Side(r, col, d).Kind == maze.WallNone {
							exits++
						}
					}
				}
			}
		}
		// A closed exit stands only in the outer wall (E0410).
		closed := func(r, col int, d maze.Dir) {
			n := maze.Coord{Row: r, Col: col}.Add(d)
			if void(r, col) || void(n.Row, n.Col) {
				return
			}
			rng, _ := (&Result{File: c.file, grids: c.grids}).WallRange(maze.Coord{Floor: fi, Row: r, Col: col}, d)
			dg := c.errorf("E0410", rng, "closed exit between two cells of the maze")
			dg.Hint = "a closed exit (. or ...) stands only in the outer wall; inside, use a plain wall"
		}
		for r := 0; r < f.Rows; r++ {
			for col := 0; col < cols; col++ {
				if f.VWall(r, col+1).Kind == maze.WallClosedExit {
					closed(r, col, maze.East)
				}
				if f.HWall(r+1, col).Kind == maze.WallClosedExit {
					closed(r, col, maze.South)
				}
			}
		}
	}
	// A zone is not left (S1: the game ends at the ball) and stalkers
	// come in at its entrance cells (S2), so it needs no gap.
	if exits == 0 && c.m.Rules.Family != rules.FamilyStalker {
		g := c.grids[0]
		at := c.src.rng(0, 0, 1)
		if g != nil {
			at = c.src.span(g.hSpan(0, 0))
		}
		d := c.crossf("E0411", at, "the maze has no exit")
		d.Hint = "leave a gap in the outer wall (rule B4), or draw an exit cell E in a monolith ring (rule C2)"
	}
}

// endsRiverPath reports whether a mouth ends the path of an R-river.
func (c *compiler) endsRiverPath(at maze.Coord) bool {
	for _, p := range c.riverLinkCells {
		if len(p) > 0 && p[len(p)-1].at == at {
			return true
		}
	}
	return false
}
