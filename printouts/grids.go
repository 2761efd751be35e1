package printouts

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine/narrate"
)

// Player sheets. A player does not know where he starts (B6, V10), so his
// squared paper is the maze's size twice over less one cell each way: drawn
// from the centre mark, the maze fits whatever the start (B22). The duel
// (D1) instead gives each player the two lettered 10×10 fields: his own
// maze and the opponent's.

const (
	minGridCell = 3.5 // mm: the smallest square one can draw walls in
	maxGridCell = 9.0
)

func (k *kit) grids() {
	if k.duel() {
		for p := 0; p < k.r.Players; p++ {
			k.duelSheet(p)
		}
		return
	}
	floors := len(k.m.Floors)
	for p := 0; p < k.r.Players; p++ {
		for n := 0; n < floors*k.r.Sheets; n++ {
			k.playerSheet(p, floors)
		}
	}
}

// nameFields writes "Player ____  Round ____" and the kit's tick boxes,
// returning the y below them.
func (k *kit) nameFields(c *canvas, p int, y float64, extra string) float64 {
	x := Margin
	w := c.pg.W - 2*Margin
	label := k.t(narrate.KeyKitGridPlayer)
	c.text(x, y+4, label, FontBold, 10, AlignLeft, black, "field")
	lx := x + k.meas.width(label, FontBold, 10) + 2
	name := k.r.playerName(p)
	if name == "" {
		name = k.t(narrate.KeyKitGridPlayerN, "n", fmt.Sprint(p+1))
		c.text(lx, y+4, name, FontRegular, 8, AlignLeft, midGrey, "field")
	} else {
		c.text(lx, y+4, name, FontRegular, c.fitSize(name, FontRegular, 10, x+w*0.5-lx), AlignLeft, black, "field")
	}
	c.line(Pt{lx, y + 5}, Pt{x + w*0.5, y + 5}, 0.2, black, "field")
	if extra != "" {
		ex := x + w*0.55
		c.text(ex, y+4, extra, FontBold, 10, AlignLeft, black, "field")
		ex += k.meas.width(extra, FontBold, 10) + 2
		c.line(Pt{ex, y + 5}, Pt{x + w - 0.2, y + 5}, 0.2, black, "field")
	}
	y += 8
	// Tick boxes for the kit (B11, B12, V19), so a player counts what is left.
	kit := k.m.Rules.Kit
	items := []struct {
		key narrate.Key
		n   int
	}{{narrate.KeyKitKitGrenades, kit.Grenades}, {narrate.KeyKitKitBullets, kit.Bullets}, {narrate.KeyKitKitBricks, kit.Bricks}, {narrate.KeyKitKitCement, kit.Cement}, {narrate.KeyKitKitMines, kit.Mines}}
	if k.m.Rules.Family == "stalker" {
		items = []struct {
			key narrate.Key
			n   int
		}{{narrate.KeyKitKitNuts, k.m.Rules.Nuts}, {narrate.KeyKitKitPenalties, k.m.Rules.PenaltyLimit}}
	}
	bx := x
	const box = 3.2
	drew := false
	for _, it := range items {
		if it.n <= 0 {
			continue
		}
		n := min(it.n, 20)
		label := k.t(it.key)
		need := k.meas.width(label, FontRegular, 8) + 1.5 + float64(n)*(box+0.8) + 5
		if bx+need > x+w {
			bx = x
			y += box + 2.5
		}
		c.text(bx, y+box-0.5, label, FontRegular, 8, AlignLeft, black, "field")
		bx += k.meas.width(label, FontRegular, 8) + 1.5
		for i := 0; i < n; i++ {
			c.rect(Rect{bx, y, box, box}, 0.2, black, "field")
			bx += box + 0.8
		}
		bx += 5
		drew = true
	}
	if drew {
		y += box + 2.5
	}
	return y
}

// playerSheet is one page of squared paper for player p.
func (k *kit) playerSheet(p, floors int) {
	// Every sheet is sized for the largest floor: a player who takes the
	// stairs does not know which floor he is on until he finds out.
	rowsMax, colsMax := 0, 0
	for i := range k.m.Floors {
		rowsMax, colsMax = max(rowsMax, k.m.Floors[i].Rows), max(colsMax, k.m.Floors[i].Cols)
	}
	sub := k.announce()
	c := k.newPage(PartGrids, fmt.Sprintf("grid player %d", p+1), sub, false)
	area := k.content(c, true)
	extra := k.t(narrate.KeyKitGridRound)
	if floors > 1 {
		extra = k.t(narrate.KeyKitGridFloor)
	}
	y := k.nameFields(c, p, area.Y, extra)
	symbols := k.gridSymbols()
	symH := 0.0
	if len(symbols) > 0 {
		symH = k.symbolsHeight(c, symbols, area.W)
	}
	gr, gc := 2*rowsMax-1, 2*colsMax-1
	availW := area.W - 16
	availH := area.Y + area.H - y - symH - 16
	s := math.Min(maxGridCell, math.Min(availW/float64(gc), availH/float64(gr)))
	note := ""
	if s < minGridCell {
		// Too big to double: as much as fits at the smallest square.
		s = minGridCell
		gc = min(gc, int(availW/s))
		gr = min(gr, int(availH/s))
		note = k.t(narrate.KeyKitGridPartial)
	}
	if note == "" {
		// The squares go on to the edges of the page: a small floor's
		// sheet is not left half empty, and the extra squares are room
		// for the field outside the maze (B15).
		gc = max(gc, oddBelow(availW/s))
		gr = max(gr, oddBelow(availH/s))
	}
	gw, gh := float64(gc)*s, float64(gr)*s
	x0 := area.X + (area.W-gw)/2
	y0 := y + 7
	// The squares.
	for i := 0; i <= gc; i++ {
		x := x0 + float64(i)*s
		c.line(Pt{x, y0}, Pt{x, y0 + gh}, 0.12, gridGrey, "grid")
	}
	for j := 0; j <= gr; j++ {
		yy := y0 + float64(j)*s
		c.line(Pt{x0, yy}, Pt{x0 + gw, yy}, 0.12, gridGrey, "grid")
	}
	c.rect(Rect{x0, y0, gw, gh}, 0.3, midGrey, "grid")
	// Centre mark: the start, from which the maze may lie any way.
	cx, cy := gc/2, gr/2
	centre := Pt{x0 + (float64(cx)+0.5)*s, y0 + (float64(cy)+0.5)*s}
	c.circle(centre, s*0.32, 0.35, redMark, false, white, "centre")
	c.line(Pt{centre.X - s*0.45, centre.Y}, Pt{centre.X + s*0.45, centre.Y}, 0.25, redMark, "centre")
	c.line(Pt{centre.X, centre.Y - s*0.45}, Pt{centre.X, centre.Y + s*0.45}, 0.25, redMark, "centre")
	// Coordinates relative to the centre on all edges.
	pt := math.Max(4.5, math.Min(8, s*0.75/ptToMM*0.55))
	every := 1
	for k.meas.width("-88", FontRegular, pt) > float64(every)*s*0.95 {
		every++
	}
	for i := 0; i < gc; i++ {
		d := i - cx
		if d%every != 0 {
			continue
		}
		x := x0 + (float64(i)+0.5)*s
		lab := signed(d)
		c.text(x, y0-1.2, lab, FontRegular, pt, AlignCenter, midGrey, "coord")
		c.text(x, y0+gh+1.2+pt*ptToMM*0.75, lab, FontRegular, pt, AlignCenter, midGrey, "coord")
	}
	for j := 0; j < gr; j++ {
		d := j - cy
		if d%max(1, every/2) != 0 && s < 4 {
			continue
		}
		yy := y0 + (float64(j)+0.5)*s + pt*ptToMM*0.36
		lab := signed(d)
		c.text(x0-1.2, yy, lab, FontRegular, pt, AlignRight, midGrey, "coord")
		c.text(x0+gw+1.2, yy, lab, FontRegular, pt, AlignLeft, midGrey, "coord")
	}
	hint := k.t(narrate.KeyKitGridHint, "size", fmt.Sprint(k.size(rowsMax, colsMax)))
	if why := k.placeLosers(); len(why) > 0 {
		hint += " " + k.t(narrate.KeyKitGridHintNew, "what", fmt.Sprint(k.orList(why)))
	}
	if note != "" {
		hint += " " + note
	}
	hs := c.fitSize(hint, FontRegular, 7.5, area.W)
	c.text(area.X, y0-5, hint, FontRegular, hs, AlignLeft, midGrey, "hint")
	if len(symbols) > 0 {
		k.drawSymbols(c, symbols, area.X, area.Y+area.H-symH, area.W)
	}
}

// oddBelow is the largest odd whole number not above v (at least 1), so
// that a grid keeps a middle square.
func oddBelow(v float64) int {
	n := int(v)
	if n%2 == 0 {
		n--
	}
	return max(n, 1)
}

func signed(d int) string {
	if d > 0 {
		return "+" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

// gridSymbols are the signs a player draws with: the host sheet's legend,
// which the host announces anyway (B23). What only the host may know
// (which treasure is true) is left off; a maze with treasures still gives
// the player a sign for "a treasure here".
func (k *kit) gridSymbols() []legendEntry {
	var out []legendEntry
	treasure := false
	for _, e := range k.hostLegend() {
		if !e.hostOnly {
			out = append(out, e)
			treasure = treasure || e.treasure
		}
	}
	if len(k.m.Treasures) > 0 && !treasure {
		out = append(out, legendEntry{sample: k.glyphSample(k.treasureGlyph(maze.TreasureCandidate), black), text: k.t(narrate.KeyKitLegendTreasurePlayer), treasure: true})
	}
	return out
}

// symbolsHeight is the height drawSymbols will take.
func (k *kit) symbolsHeight(c *canvas, es []legendEntry, w float64) float64 {
	n := k.symbolCols(w)
	rows := (len(es) + n - 1) / n
	return 6 + float64(rows)*5.2
}

func (k *kit) symbolCols(w float64) int { return max(1, int(w/62)) }

// drawSymbols writes a compact legend strip: sample and one line of text.
func (k *kit) drawSymbols(c *canvas, es []legendEntry, x, y, w float64) {
	c.text(x, y+3.5, k.t(narrate.KeyKitGridSymbols), FontBold, 8.5, AlignLeft, black, "symbols")
	y += 6
	n := k.symbolCols(w)
	colW := w / float64(n)
	const box = 4.2
	for i, e := range es {
		col, row := i%n, i/n
		bx := x + float64(col)*colW
		by := y + float64(row)*5.2
		e.sample(c, Rect{bx + 0.4, by, box, box})
		txt := e.text
		sz := c.fitSize(txt, FontRegular, 6.5, colW-box-3)
		c.text(bx+box+1.5, by+box/2+sz*ptToMM*0.36, txt, FontRegular, sz, AlignLeft, black, "symbols")
	}
}

// announce is what the host tells everyone at the start (B23): the size and
// the special features.
func (k *kit) announce() string { return k.announceFloor(-1) }

// announceFloor is the announcement of one floor (floor < 0: the whole
// maze): in a duel by mail each player hears of the maze he explores (D1).
func (k *kit) announceFloor(floor int) string {
	m := k.m
	on := func(c maze.Coord) bool { return floor < 0 || c.Floor == floor }
	f := &m.Floors[max(floor, 0)]
	s := k.t(narrate.KeyKitGridSize, "size", fmt.Sprint(k.size(f.Rows, f.Cols)))
	if len(m.Floors) > 1 && floor < 0 {
		s = k.floorSizes()
		if k.duelBoard() {
			s = k.t(narrate.KeyKitGridSize, "size", fmt.Sprint(k.size(f.Rows, f.Cols)))
		}
	}
	holes, sets := 0, 0
	for _, hs := range m.HoleSets {
		n := onCount(hs.Cells, on)
		holes += n
		if n > 0 {
			sets++
		}
	}
	if holes > 0 {
		s += k.t(narrate.KeyKitGridHoles, "holes", fmt.Sprint(holes), "sets", fmt.Sprint(sets))
	}
	pits := 0
	for _, p := range m.Pits {
		if on(p.At) {
			pits++
		}
	}
	if pits > 0 {
		s += k.t(narrate.KeyKitGridPits, "n", fmt.Sprint(pits))
	}
	riv, rivers := 0, 0
	for _, r := range m.Rivers {
		n := onCount(r.Cells, on)
		riv += n
		if n > 0 {
			rivers++
		}
	}
	if riv > 0 {
		s += k.t(narrate.KeyKitGridRivers, "rivers", fmt.Sprint(rivers), "cells", fmt.Sprint(riv))
	}
	treasures := 0
	for _, t := range m.Treasures {
		if on(t.At) {
			treasures++
		}
	}
	if treasures > 0 {
		s += k.t(narrate.KeyKitGridTreasures, "n", fmt.Sprint(treasures))
	}
	return s
}

// duelSheet gives a duel player his two fields (D1): the maze he draws for
// the opponent and the opponent's maze he explores.
func (k *kit) duelSheet(p int) {
	f := &k.m.Floors[0]
	sub := k.announce()
	if k.duelBoard() {
		sub = k.announceFloor(p % 2)
	}
	c := k.newPage(PartGrids, fmt.Sprintf("duel player %d", p+1), sub, false)
	area := k.content(c, true)
	y := k.nameFields(c, p, area.Y, k.t(narrate.KeyKitGridOpponent))
	const gap = 4.0
	// Beside the fields: what each player must draw (D2) and the signs.
	sideW := min(70.0, area.W*0.36)
	titles := []string{k.t(narrate.KeyKitDuelMine), k.t(narrate.KeyKitDuelTheirs)}
	h := (area.Y + area.H - y - gap) / 2
	for i, title := range titles {
		top := y + float64(i)*(h+gap)
		avail := h - 7
		s, lm := 12.0, 0.0
		for ; s > 0.5; s -= 0.25 {
			_, lm = k.mapMargin(s, f.Rows, f.Cols)
			if float64(f.Cols)*s+2*lm <= area.W-sideW-3 && float64(f.Rows)*s+2*lm <= avail {
				break
			}
		}
		gw := float64(f.Cols) * s
		x0 := area.X + lm
		side := Rect{x0 + gw + lm + 3, top + 6, area.X + area.W - (x0 + gw + lm + 3), avail}
		if i == 0 {
			k.duelChecklist(c, side)
		} else {
			k.duelSymbols(c, side)
		}
		y0 := top + 6 + lm
		c.text(area.X, top+4, title, FontBold, 10, AlignLeft, black, "duel-title")
		for col := 0; col <= f.Cols; col++ {
			x := x0 + float64(col)*s
			w, colr := 0.15, gridGrey
			if col == 0 || col == f.Cols {
				w, colr = 0.6, black
			}
			c.line(Pt{x, y0}, Pt{x, y0 + float64(f.Rows)*s}, w, colr, "grid")
		}
		for row := 0; row <= f.Rows; row++ {
			yy := y0 + float64(row)*s
			w, colr := 0.15, gridGrey
			if row == 0 || row == f.Rows {
				w, colr = 0.6, black
			}
			c.line(Pt{x0, yy}, Pt{x0 + gw, yy}, w, colr, "grid")
		}
		g := k.geom(0, x0, y0, s, 0, 0, f.Rows, f.Cols)
		k.drawCoords(c, g)
	}
}

// duelChecklist lists with tick boxes what rule D2 requires of the maze a
// duel player draws, so that neither has to look it up.
func (k *kit) duelChecklist(c *canvas, r Rect) {
	glyph := func(kind maze.CellKind) string {
		g, _ := k.cellGlyph(&maze.Cell{Kind: kind, Ref: -1}, maze.Coord{})
		return g
	}
	items := []string{
		k.t(narrate.KeyKitDuelNeedCrossbow, "glyph", fmt.Sprint(glyph(maze.CellCrossbow))),
		k.t(narrate.KeyKitDuelNeedCrutch, "glyph", fmt.Sprint(glyph(maze.CellCrutch))),
		k.t(narrate.KeyKitDuelNeedTrap, "glyph", fmt.Sprint(glyph(maze.CellTrap))),
		k.t(narrate.KeyKitDuelNeedPits, "first", fmt.Sprint(k.pitGlyph("1")), "last", fmt.Sprint(k.pitGlyph("4"))),
		k.t(narrate.KeyKitDuelNeedPitExits, "first", fmt.Sprint(k.pitExitGlyph("1")), "last", fmt.Sprint(k.pitExitGlyph("4"))),
		k.t(narrate.KeyKitDuelNeedFalse, "glyph", fmt.Sprint(k.treasureGlyph(maze.TreasureFalse))),
		k.t(narrate.KeyKitDuelNeedTrue, "glyph", fmt.Sprint(k.treasureGlyph(maze.TreasureTrue))),
		k.t(narrate.KeyKitDuelNeedExits),
		k.t(narrate.KeyKitDuelNeedOneObject),
		k.t(narrate.KeyKitDuelNeedWayOut),
	}
	y := r.Y
	c.text(r.X, y+3.5, k.t(narrate.KeyKitDuelNeed), FontBold, c.fitSize(k.t(narrate.KeyKitDuelNeed), FontBold, 9, r.W), AlignLeft, black, "checklist")
	y += 6
	const box = 3.0
	const pt = 8.0
	for _, it := range items {
		lines := k.meas.wrap(it, FontRegular, pt, r.W-box-2)
		c.rect(Rect{r.X + 0.2, y + 0.3, box, box}, 0.25, black, "checklist")
		for j, l := range lines {
			c.text(r.X+box+2, y+2.8+float64(j)*lineH(pt), l, FontRegular, pt, AlignLeft, black, "checklist")
		}
		y += float64(len(lines))*lineH(pt) + 1.2
	}
}

// duelSymbols is the legend of the signs a duel player draws with: his own
// maze's and what he finds in the opponent's.
func (k *kit) duelSymbols(c *canvas, r Rect) {
	var es []legendEntry
	for _, e := range k.hostLegend() {
		if !e.hostOnly || e.treasure {
			es = append(es, e)
		}
	}
	y := r.Y
	c.text(r.X, y+3.5, k.t(narrate.KeyKitGridSymbols), FontBold, c.fitSize(k.t(narrate.KeyKitGridSymbols), FontBold, 9, r.W), AlignLeft, black, "symbols")
	y += 6
	const box = 4.6
	const pt = 7.0
	for _, e := range es {
		lines := k.meas.wrap(e.text, FontRegular, pt, r.W-box-2)
		h := max(box+1, float64(len(lines))*lineH(pt)+1)
		if y+h > r.Y+r.H {
			break
		}
		e.sample(c, Rect{r.X + 0.3, y, box, box})
		for j, l := range lines {
			c.text(r.X+box+2, y+2.6+float64(j)*lineH(pt), l, FontRegular, pt, AlignLeft, black, "symbols")
		}
		y += h
	}
}

// placeLosers names what in this maze moves a player without telling him
// where, so that he starts a new sketch (B22): a hole, a pit (V4), a
// hospital or a morgue (C8). Only what the maze has is named.
func (k *kit) placeLosers() []string {
	has := map[string]bool{"hole": len(k.m.HoleSets) > 0, "pit": len(k.m.Pits) > 0}
	for fi := range k.m.Floors {
		for _, c := range k.m.Floors[fi].Cells {
			switch c.Kind {
			case maze.CellHole, maze.CellFakeHole:
				has["hole"] = true
			case maze.CellPit:
				has["pit"] = true
			case maze.CellHospital:
				has["hospital"] = true
			case maze.CellMorgue:
				has["morgue"] = true
			}
		}
	}
	var out []string
	for _, w := range []string{"hole", "pit", "hospital", "morgue"} {
		if has[w] {
			word := k.w("after." + w)
			if w == "hospital" && k.m.Rules.Family == rules.FamilyMIET {
				word = k.t(narrate.KeyKitAfterHospitalMIET) // I2: «лечебница»
			}
			out = append(out, word)
		}
	}
	return out
}

// orList joins words as "a, b or c".
func (k *kit) orList(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " " + k.t(narrate.KeyKitOr) + " " + ws[len(ws)-1]
}

// onCount counts the cells for which on holds.
func onCount(cells []maze.Coord, on func(maze.Coord) bool) int {
	n := 0
	for _, c := range cells {
		if on(c) {
			n++
		}
	}
	return n
}

// size writes a floor's size the one way the kit writes every size: rows ×
// columns, saying so when the two differ.
func (k *kit) size(rows, cols int) string {
	s := fmt.Sprintf("%d×%d", rows, cols)
	if rows != cols {
		s += " " + k.t(narrate.KeyKitSizeOrder)
	}
	return s
}
