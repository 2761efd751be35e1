package printouts

import (
	"fmt"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"slices"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// legendEntry is one line of a legend: a sample drawn in a small square and
// what it means.
type legendEntry struct {
	sample func(c *canvas, box Rect)
	text   string
	// hostOnly entries say what players must not learn (which treasure is
	// true, where starts and tracks are): left off the players' sheets.
	hostOnly bool
	// treasure marks the entries of treasures.
	treasure bool
}

// hostTables writes the legend and the tables under the map(s), going on to
// new pages as needed. c is the page the maps are on (nil: start a page).
func (k *kit) hostTables(c *canvas, y float64, sub string) {
	f := k.newFlow(PartHost, "host tables", sub, false)
	if c != nil {
		f.continueOn(c, y)
	}
	k.legend(f, k.hostLegend())
	k.drawTilePlans(f)
	k.hostTableRows(f)
}

// hostTablesHeight measures what hostTables writes under the maps, on a
// page of content width w.
func (k *kit) hostTablesHeight(w float64) float64 {
	f := &flow{k: k, part: PartHost, c: &canvas{pg: &Page{}, m: &k.meas}, area: Rect{0, 0, w, 1e6}}
	k.legend(f, k.hostLegend())
	k.drawTilePlans(f)
	k.hostTableRows(f)
	return f.y
}

// legend writes entries in two or three columns.
func (k *kit) legend(f *flow, entries []legendEntry) {
	if len(entries) == 0 {
		return
	}
	const box = 6.0
	f.heading(k.t(narrate.KeyKitLegend), box+1)
	cols := 2
	if f.area.W > 250 {
		cols = 3
	}
	gap := 4.0
	colW := (f.area.W - float64(cols-1)*gap) / float64(cols)
	textW := colW - box - 2
	type laid struct {
		e     legendEntry
		lines []string
		h     float64
	}
	var ls []laid
	for _, e := range entries {
		lines := k.meas.wrap(e.text, FontRegular, smallPt, textW)
		h := max(box+1, float64(len(lines))*lineH(smallPt)+1)
		ls = append(ls, laid{e, lines, h})
	}
	for i := 0; i < len(ls); i += cols {
		h := 0.0
		for j := i; j < i+cols && j < len(ls); j++ {
			h = max(h, ls[j].h)
		}
		f.need(h)
		for j := i; j < i+cols && j < len(ls); j++ {
			x := f.area.X + float64(j-i)*(colW+gap)
			b := Rect{x + 0.4, f.y + 0.3, box - 0.4, box - 0.4}
			ls[j].e.sample(f.c, b)
			ty := f.y + (box-float64(len(ls[j].lines))*lineH(smallPt))/2
			if len(ls[j].lines) > 1 {
				ty = f.y
			}
			for n, l := range ls[j].lines {
				f.c.text(x+box+2, ty+float64(n+1)*lineH(smallPt)-0.8, l, FontRegular, smallPt, AlignLeft, black, "legend")
			}
		}
		f.y += h
	}
	f.y += 2
}

// sampleGeom is a one-cell map geometry for legend samples.
func sampleGeom(b Rect) mapGeom { return mapGeom{x: b.X, y: b.Y, s: b.W, rows: 1, cols: 1} }

func (k *kit) wallSample(w maze.Wall, out maze.Dir) func(c *canvas, b Rect) {
	return func(c *canvas, b Rect) {
		g := sampleGeom(b)
		if w.Kind == maze.WallNone {
			// An exit: the gap in a wall, with its arrow pointing out.
			lw := wallWidth(b.W)
			c.line(Pt{b.X, b.Y + b.H}, Pt{b.X, b.Y + b.H*0.65}, lw, black, "legend")
			c.line(Pt{b.X + b.W, b.Y + b.H}, Pt{b.X + b.W, b.Y + b.H*0.65}, lw, black, "legend")
			k.drawWall(c, w, Pt{b.X, b.Y + b.H*0.65}, Pt{b.X + b.W, b.Y + b.H*0.65}, maze.North, g)
			return
		}
		k.drawWall(c, w, Pt{b.X, b.Y + b.H/2}, Pt{b.X + b.W, b.Y + b.H/2}, out, g)
	}
}

func (k *kit) glyphSample(s string, col Color) func(c *canvas, b Rect) {
	return func(c *canvas, b Rect) {
		c.rect(b, 0.15, gridGrey, "legend")
		sz := c.fitSize(s, FontBold, 10, b.W*0.85)
		c.centred(Pt{b.X + b.W/2, b.Y + b.H/2}, s, FontBold, sz, col, "legend")
	}
}

// hostLegend lists what the host sheet draws for this maze, walls first.
func (k *kit) hostLegend() []legendEntry {
	inv := k.inventory()
	var l legendList
	k.wallLegend(&l, &inv)
	k.cellLegend(&l, &inv)
	k.objectLegend(&l)
	if k.tiled {
		l.add(func(c *canvas, b Rect) { c.fillRect(b, Color{236, 236, 236}, "legend") }, k.t(narrate.KeyKitLegendOverlap))
		l.secret()
	}
	if len(k.r.Markers) > 0 {
		l.add(func(c *canvas, b Rect) { k.markerSign(c, Pt{b.X + b.W/2, b.Y + b.H/2}, b.W*0.3, "A") }, k.t(narrate.KeyKitLegendMarker))
		l.secret()
	}
	return l.es
}

// legendList collects legend entries in order.
type legendList struct{ es []legendEntry }

func (l *legendList) add(s func(c *canvas, b Rect), text string) {
	l.es = append(l.es, legendEntry{sample: s, text: text})
}

// secret marks the last entry as one for the host's eyes only.
func (l *legendList) secret() { l.es[len(l.es)-1].hostOnly = true }

// inventory is what kinds of walls and cells a maze draws, so that the
// legend explains those and no others.
type inventory struct {
	walls        map[maze.WallKind]bool
	hiddenOneWay bool
	kinds        map[maze.CellKind]bool
	arsenals     map[maze.ArsenalKind]bool
	exits        bool // a gap in a wall between the maze and the outside
}

func (k *kit) inventory() inventory {
	inv := inventory{walls: map[maze.WallKind]bool{}, kinds: map[maze.CellKind]bool{}, arsenals: map[maze.ArsenalKind]bool{}}
	for fi := range k.m.Floors {
		f := &k.m.Floors[fi]
		for _, ws := range [][]maze.Wall{f.HWalls, f.VWalls} {
			for _, w := range ws {
				inv.walls[w.Kind] = true
				inv.hiddenOneWay = inv.hiddenOneWay || (w.Kind == maze.WallOneWay && w.Hidden)
			}
		}
		for i := range f.Cells {
			inv.kinds[f.Cells[i].Kind] = true
			if f.Cells[i].Kind == maze.CellArsenal {
				inv.arsenals[f.Cells[i].Arsenal] = true
			}
		}
		inv.exits = inv.exits || hasExitGap(f)
	}
	return inv
}

// hasExitGap reports whether an open wall of f lies between a cell of the
// maze and the outside.
func hasExitGap(f *maze.Floor) bool {
	for row := 0; row <= f.Rows; row++ {
		for col := 0; col < f.Cols; col++ {
			if outside(f, row-1, col) != outside(f, row, col) && f.HWall(row, col).Kind == maze.WallNone {
				return true
			}
		}
	}
	for row := 0; row < f.Rows; row++ {
		for col := 0; col <= f.Cols; col++ {
			if outside(f, row, col-1) != outside(f, row, col) && f.VWall(row, col).Kind == maze.WallNone {
				return true
			}
		}
	}
	return false
}

// wallLegend adds the walls the maze has, in a fixed order.
func (k *kit) wallLegend(l *legendList, inv *inventory) {
	m := k.m
	if inv.walls[maze.WallPlain] {
		// What a grenade does to a wall, when the game has grenades.
		word := narrate.KeyKitWallPlainNoGrenades
		switch {
		case !(m.Rules.Kit.Grenades > 0 || inv.arsenals[maze.ArsenalGrenades]):
		case m.Rules.OuterBlastable:
			word = narrate.KeyKitWallPlainAny
		default:
			word = narrate.KeyKitWallPlain
		}
		l.add(k.wallSample(maze.Wall{Kind: maze.WallPlain}, maze.None), k.t(word))
	}
	for _, w := range []struct {
		kind maze.WallKind
		word narrate.Key
	}{
		{maze.WallUnblastable, narrate.KeyKitWallUnblastable},
		{maze.WallWindow, narrate.KeyKitWallWindow},
		{maze.WallRubber, narrate.KeyKitWallRubber},
	} {
		if inv.walls[w.kind] {
			// The rubber wall's legend quotes the host's own «Прошёл» (KeyMoved).
			said := strings.TrimSuffix(k.t(narrate.KeyMoved), ".")
			l.add(k.wallSample(maze.Wall{Kind: w.kind}, maze.None), k.t(w.word, "said", said))
		}
	}
	if inv.walls[maze.WallOneWay] {
		l.add(k.wallSample(maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}, maze.None), k.t(narrate.KeyKitWallOneway))
		if inv.hiddenOneWay {
			l.add(k.wallSample(maze.Wall{Kind: maze.WallOneWay, Pass: maze.South, Hidden: true}, maze.None), k.t(narrate.KeyKitWallOnewayHidden))
			l.secret()
		}
	}
	if inv.exits {
		what := narrate.KeyKitWallExit
		if k.m.Rules.Family == rules.FamilyStalker {
			what = narrate.KeyKitWallZoneGap // stalkers come in, nobody leaves (S1, S2)
		}
		l.add(k.wallSample(maze.Wall{Kind: maze.WallNone}, maze.North), k.t(what))
	}
	if inv.walls[maze.WallClosedExit] {
		l.add(k.wallSample(maze.Wall{Kind: maze.WallClosedExit}, maze.North), k.t(narrate.KeyKitWallClosedExit))
	}
}

// cellDoc is the default legend's text for a cell kind (and, for an
// arsenal, its kind).
func (k *kit) cellDoc(kind maze.CellKind, ars maze.ArsenalKind) string {
	for _, g := range maze.DefaultGlyphs {
		if g.Kind == kind && g.Object == maze.ObjectNone && (kind != maze.CellArsenal || g.Arsenal == ars) {
			return k.pick(g.DocRU, curlyQuotes(g.Doc))
		}
	}
	return kind.String()
}

// curlyQuotes sets English text's straight double quotes as typographic
// ones, “so”: the legend's docs are written for the source's reader.
func curlyQuotes(s string) string {
	var b strings.Builder
	open := true
	for _, r := range s {
		if r == '"' {
			if open {
				r = '“'
			} else {
				r = '”'
			}
			open = !open
		}
		b.WriteRune(r)
	}
	return b.String()
}

// cellLegend adds the cell kinds the maze has, in the order of the default
// legend; an arsenal once for every kind of arsenal.
func (k *kit) cellLegend(l *legendList, inv *inventory) {
	for _, kind := range maze.CellKinds() {
		if !inv.kinds[kind] || kind == maze.CellEmpty {
			continue
		}
		if kind == maze.CellArsenal {
			for _, a := range []maze.ArsenalKind{maze.ArsenalGeneral, maze.ArsenalBullets, maze.ArsenalGrenades, maze.ArsenalCement, maze.ArsenalBoomerang} {
				if inv.arsenals[a] {
					l.add(k.glyphSample(k.arsenalGlyph(a), black), k.cellDoc(kind, a))
				}
			}
			continue
		}
		l.add(k.cellSample(kind))
	}
}

// cellSample draws a cell kind as the host sheet does and says what it is.
func (k *kit) cellSample(kind maze.CellKind) (func(c *canvas, b Rect), string) {
	switch kind {
	case maze.CellVoid:
		return func(c *canvas, b Rect) { c.fillRect(b, Color{242, 242, 242}, "legend") }, k.cellDoc(kind, 0)
	case maze.CellMonolith:
		return func(c *canvas, b Rect) { k.hatch(c, b) }, k.cellDoc(kind, 0)
	case maze.CellRiver:
		return k.riverSample, k.t(narrate.KeyKitLegendRiver)
	case maze.CellWater:
		return func(c *canvas, b Rect) { c.fillRect(b, riverBlue, "legend") }, k.t(narrate.KeyKitLegendWater)
	case maze.CellBall:
		return func(c *canvas, b Rect) {
			c.circle(Pt{b.X + b.W/2, b.Y + b.H/2}, b.W*0.28, 0.25, black, true, gold, "legend")
		}, k.cellDoc(kind, 0)
	case maze.CellStairs:
		return func(c *canvas, b Rect) {
			c.rect(b, 0.15, gridGrey, "legend")
			c.centred(Pt{b.X + b.W*0.35, b.Y + b.H/2}, "1", FontBold, 9, black, "legend")
			k.stairSign(c, Pt{b.X + b.W*0.7, b.Y + b.H/2}, b.W*0.15, true)
		}, k.t(narrate.KeyKitLegendStairs)
	case maze.CellHole:
		return k.glyphSample(k.pick("Д1", "H1"), black), k.t(narrate.KeyKitLegendHole)
	case maze.CellPit:
		return k.glyphSample(k.pitGlyph("1"), black), k.t(narrate.KeyKitLegendPit)
	case maze.CellPitExit:
		return k.glyphSample(k.pitExitGlyph("1"), black), k.t(narrate.KeyKitLegendPitExit)
	case maze.CellRubberRoom:
		// The arrow on the map is the side one leaves by (I7).
		return func(c *canvas, b Rect) {
			k.glyphSample("[ ]", black)(c, b)
			c.arrow(Pt{b.X + b.W*0.72, b.Y + b.H/2}, Pt{b.X + b.W*0.96, b.Y + b.H/2}, 0.3, b.W*0.12, black, "legend")
		}, k.t(narrate.KeyKitLegendRubberRoom)
	case maze.CellHospital:
		return k.glyphSample("+", black), narrate.CellWord(kind, k.m.Rules.Family, k.lang()) // MIET: «лечебница» (I2)
	case maze.CellMagnet:
		return func(c *canvas, b Rect) {
			k.hatch(c, b)
			c.centred(Pt{b.X + b.W/2, b.Y + b.H/2}, "N", FontBold, 9, black, "legend")
		}, k.cellDoc(kind, 0)
	}
	main, _ := k.cellGlyph(&maze.Cell{Kind: kind, Ref: -1}, maze.Coord{})
	text := k.cellDoc(kind, 0)
	switch kind {
	case maze.CellTrap, maze.CellCrossbow, maze.CellCrutch:
		text = k.w("legend." + kind.String())
	case maze.CellDen:
		text = k.t(narrate.KeyKitLegendDen)
	case maze.CellFord, maze.CellClimb, maze.CellSwamp:
		if kind == maze.CellSwamp && k.m.Rules.Family != rules.FamilyStalker {
			break // a swamp of the other families (M19, I10)
		}
		key := map[maze.CellKind]narrate.Key{maze.CellFord: narrate.KeyKitLegendFord, maze.CellClimb: narrate.KeyKitLegendClimb, maze.CellSwamp: narrate.KeyKitLegendSwampZone}[kind]
		text = narrate.Counted(key, k.lang(), engine.GenderMasculine, max(k.m.Rules.TerrainSteps, 1))
	case maze.CellEntrance:
		main += "1"
	}
	return k.glyphSample(main, black), text
}

// riverSample draws a river cell: its source, flow and mouth, and its
// name where the map writes it, by its source.
func (k *kit) riverSample(c *canvas, b Rect) {
	c.fillRect(b, riverBlue, "legend")
	c.circle(Pt{b.X + b.W*0.2, b.Y + b.H/2}, b.W*0.12, 0.3, flowBlue, false, white, "legend")
	c.arrow(Pt{b.X + b.W*0.35, b.Y + b.H/2}, Pt{b.X + b.W*0.72, b.Y + b.H/2}, 0.35, b.W*0.18, flowBlue, "legend")
	c.circle(Pt{b.X + b.W*0.86, b.Y + b.H/2}, b.W*0.1, 0, flowBlue, true, flowBlue, "legend")
	name := k.pick("Р1", "R1")
	c.text(b.X+0.06*b.W, b.Y+0.3*b.H, name, FontBold, c.fitSize(name, FontBold, b.W*0.6, b.W*0.45), AlignLeft, flowBlue, "legend")
}

// objectLegend adds the objects of the tables: treasures, starts,
// creatures and their tracks, trap regions.
func (k *kit) objectLegend(l *legendList) {
	m := k.m
	tks := map[maze.TreasureKind]bool{}
	for _, t := range m.Treasures {
		tks[t.Kind] = true
	}
	for _, t := range []maze.TreasureKind{maze.TreasureCandidate, maze.TreasureTrue, maze.TreasureFalse, maze.TreasureMined} {
		if tks[t] {
			l.add(k.glyphSample(k.treasureGlyph(t), black), k.w("treasure."+t.String()))
			l.es[len(l.es)-1].treasure = true
			if t != maze.TreasureCandidate {
				l.secret()
			}
		}
	}
	if len(m.Starts) > 0 {
		l.add(func(c *canvas, b Rect) { k.startSign(c, Pt{b.X + b.W/2, b.Y + b.H/2}, b.W*0.3, "1") }, k.t(narrate.KeyKitLegendStart))
		l.secret()
	}
	cks := map[maze.CreatureKind]bool{}
	tracks := map[maze.CreatureKind]bool{}
	for _, cr := range m.Creatures {
		cks[cr.Kind] = true
		tracks[cr.Kind] = tracks[cr.Kind] || len(cr.Track) > 1
	}
	for _, ck := range creatureKinds {
		if cks[ck] {
			l.add(k.glyphSample(k.creatureGlyph(ck), creatureBrown), k.w("creature."+ck.String()))
		}
	}
	for _, ck := range creatureKinds {
		if tracks[ck] {
			l.add(func(c *canvas, b Rect) {
				c.dashed(Pt{b.X, b.Y + b.H/2}, Pt{b.X + b.W, b.Y + b.H/2}, 0.3, creatureBrown, []float64{0.4, 0.8}, "legend")
			}, k.trackWord(ck))
			l.secret()
		}
	}
	rks := map[maze.RegionKind]bool{}
	for _, r := range m.Regions {
		rks[r.Kind] = true
	}
	for _, rk := range []maze.RegionKind{maze.RegionWeb, maze.RegionJelly, maze.RegionCabbage, maze.RegionBaldSpot, maze.RegionMeatGrinder} {
		if rks[rk] {
			l.add(func(c *canvas, b Rect) {
				c.fillRect(b, regionTint[rk], "legend")
				code := k.regionCode(rk)
				c.centred(Pt{b.X + b.W/2, b.Y + b.H/2}, code, FontBold, c.fitSize(code, FontBold, 8, b.W*0.8), regionInk, "legend")
			}, k.w("region."+rk.String()))
		}
	}
}

// hostTableRows writes the tables of what the map cannot say.
func (k *kit) hostTableRows(f *flow) {
	for _, tb := range k.objectTables() {
		f.heading(tb.title, minTable)
		f.table(tb.headers, tb.widths, tb.rows, bodyPt)
		f.y += 2
	}
}

// hostTable is one table of the host sheet.
type hostTable struct {
	title   string
	headers []string
	widths  []float64
	rows    [][]string
}

// objectTables returns the tables of what the map cannot say, in the order
// the sheet prints them; a kind of object the maze lacks has no table.
func (k *kit) objectTables() []hostTable {
	var tbs []hostTable
	for _, build := range []func() hostTable{
		k.holeTable, k.pitTable, k.riverTable, k.stairTable, k.treasureTable,
		k.startTable, k.creatureTable, k.regionTable, k.markerTable,
	} {
		if tb := build(); len(tb.rows) > 0 {
			tbs = append(tbs, tb)
		}
	}
	return tbs
}

// courseArrow joins the cells of a cycle, a course or a track.
const courseArrow = " → "

// cellNames names the cells, joined by sep.
func (k *kit) cellNames(cs []maze.Coord, sep string) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = k.cellName(c)
	}
	return strings.Join(names, sep)
}

func (k *kit) holeTable() hostTable {
	var rows [][]string
	for i, hs := range k.m.HoleSets {
		cycle := hs.Cells
		if len(cycle) > 0 {
			cycle = append(slices.Clone(cycle), cycle[0])
		}
		label := hs.Name
		if label == "" {
			label = strconv.Itoa(i + 1)
		}
		rows = append(rows, []string{k.pick("Д", "H") + label, strconv.Itoa(len(hs.Cells)), k.cellNames(cycle, courseArrow)})
	}
	return hostTable{k.t(narrate.KeyKitTableHoles), []string{k.t(narrate.KeyKitColSet), k.t(narrate.KeyKitColCount), k.t(narrate.KeyKitColCycle)}, []float64{1, 1, 8}, rows}
}

func (k *kit) pitTable() hostTable {
	var rows [][]string
	for _, p := range k.m.Pits {
		note := ""
		if p.Multiplicity > 1 {
			note = k.t(narrate.KeyKitPitMultiplicity, "n", fmt.Sprint(p.Multiplicity))
		}
		if len(p.Exits) > 1 {
			if note != "" {
				note += "; "
			}
			note += k.t(narrate.KeyKitPitWandering)
		}
		rows = append(rows, []string{k.pitGlyph(p.Name), k.cellName(p.At), k.pitExitGlyph(p.Name), k.cellNames(p.Exits, " / "), note})
	}
	return hostTable{k.t(narrate.KeyKitTablePits), []string{k.t(narrate.KeyKitColPit), k.t(narrate.KeyKitColCell), k.t(narrate.KeyKitColExit), k.t(narrate.KeyKitColCell), k.t(narrate.KeyKitColNote)}, []float64{1, 1.2, 1, 2, 4}, rows}
}

func (k *kit) riverTable() hostTable {
	var rows [][]string
	for i, rv := range k.m.Rivers {
		src, mouth := "", ""
		if len(rv.Cells) > 0 {
			src, mouth = k.cellName(rv.Cells[0]), k.cellName(rv.Cells[len(rv.Cells)-1])
		}
		rows = append(rows, []string{k.riverName(i), src, mouth, strconv.Itoa(len(rv.Cells)), k.cellNames(rv.Cells, courseArrow)})
	}
	return hostTable{k.t(narrate.KeyKitTableRivers), []string{k.t(narrate.KeyKitColRiver), k.t(narrate.KeyKitColSource), k.t(narrate.KeyKitColMouth), k.t(narrate.KeyKitColLength), k.t(narrate.KeyKitColCourse)}, []float64{1, 1.2, 1.2, 1, 6}, rows}
}

func (k *kit) stairTable() hostTable {
	var rows [][]string
	for i, st := range k.m.Stairs {
		rows = append(rows, []string{strconv.Itoa(i + 1), k.cellName(st.A), k.cellName(st.B)})
	}
	return hostTable{k.t(narrate.KeyKitTableStairs), []string{"№", k.t(narrate.KeyKitColFrom), k.t(narrate.KeyKitColTo)}, []float64{1, 3, 3}, rows}
}

// treasureTable has one row a kind: ten treasures of the same kind are one
// line of cells, not ten lines of the same words.
func (k *kit) treasureTable() hostTable {
	var rows [][]string
	row := map[maze.TreasureKind]int{}
	for _, t := range k.m.Treasures {
		i, ok := row[t.Kind]
		if !ok {
			i = len(rows)
			row[t.Kind] = i
			rows = append(rows, []string{k.treasureGlyph(t.Kind), "", k.treasureWord(t.Kind)})
		}
		if rows[i][1] != "" {
			rows[i][1] += ", "
		}
		rows[i][1] += k.cellName(t.At)
	}
	return hostTable{k.t(narrate.KeyKitTableTreasures), []string{k.t(narrate.KeyKitColGlyph), k.t(narrate.KeyKitColCells), k.t(narrate.KeyKitColKind)}, []float64{1, 4, 5}, rows}
}

func (k *kit) startTable() hostTable {
	var rows [][]string
	for i, s := range k.m.Starts {
		n := s.Name
		if n == "" {
			n = strconv.Itoa(i + 1)
		}
		rows = append(rows, []string{n, k.cellName(s.At), ""})
	}
	return hostTable{k.t(narrate.KeyKitTableStarts), []string{k.t(narrate.KeyKitColStart), k.t(narrate.KeyKitColCell), k.t(narrate.KeyKitColPlayer)}, []float64{1, 1.5, 7}, rows}
}

// creatureTable has a den column when there is a bear (M9) and a track
// column when a creature has a track; without a track an empty column
// keeps the first columns as narrow as with one.
func (k *kit) creatureTable() hostTable {
	bears, tracks := false, false
	count := map[maze.CreatureKind]int{}
	for _, cr := range k.m.Creatures {
		bears = bears || cr.Kind == maze.CreatureBear
		tracks = tracks || len(cr.Track) > 1
		count[cr.Kind]++
	}
	seen := map[maze.CreatureKind]int{}
	var rows [][]string
	for _, cr := range k.m.Creatures {
		seen[cr.Kind]++
		row := []string{k.creatureLabel(cr, seen[cr.Kind], count[cr.Kind]), k.cellName(cr.At)}
		if bears {
			den := ""
			if cr.Kind == maze.CreatureBear {
				den = k.cellName(cr.Den)
			}
			row = append(row, den)
		}
		track := ""
		if tracks {
			track = k.cellNames(cr.Track, courseArrow)
		}
		rows = append(rows, append(row, track))
	}
	headers, widths := []string{k.t(narrate.KeyKitColCreature), k.t(narrate.KeyKitColCell)}, []float64{2, 1.2}
	if bears {
		headers, widths = append(headers, k.t(narrate.KeyKitColDen)), append(widths, 1.2)
	}
	track := ""
	if tracks {
		track = k.t(narrate.KeyKitColTrack)
	}
	headers, widths = append(headers, track), append(widths, 6)
	return hostTable{k.t(narrate.KeyKitTableCreatures), headers, widths, rows}
}

func (k *kit) regionTable() hostTable {
	var rows [][]string
	for _, rg := range k.m.Regions {
		rows = append(rows, []string{rg.Name, k.regionWord(rg.Kind), k.cellNames(rg.Cells, ", ")})
	}
	return hostTable{k.t(narrate.KeyKitTableRegions), []string{k.t(narrate.KeyKitColName), k.t(narrate.KeyKitColKind), k.t(narrate.KeyKitColCells)}, []float64{1, 3, 5}, rows}
}

func (k *kit) markerTable() hostTable {
	var rows [][]string
	for _, mk := range k.r.Markers {
		rows = append(rows, []string{mk.Name, k.cellName(mk.At)})
	}
	return hostTable{k.t(narrate.KeyKitTableMarkers), []string{k.t(narrate.KeyKitColPlayer), k.t(narrate.KeyKitColCell)}, []float64{3, 6}, rows}
}

// The words for kinds read from the model, which guard against a kind this
// package does not know (String would panic on one).

func (k *kit) treasureWord(t maze.TreasureKind) string {
	if t > maze.TreasureCandidate {
		t = maze.TreasureCandidate
	}
	return k.w("treasure." + t.String())
}

// creatureKinds lists the creatures in the order of the default legend.
var creatureKinds = []maze.CreatureKind{maze.CreatureBear, maze.CreatureMinotaur, maze.CreaturePirate, maze.CreatureGivi, maze.CreatureCow, maze.CreatureMirror}

// creatureNoun is the creature's plain name: «медведь», "pirate".
func (k *kit) creatureNoun(c maze.CreatureKind) string {
	if c > maze.CreatureMirror {
		return "?"
	}
	return k.w("noun." + c.String())
}

// creatureLabel names a creature in the table: its noun, then its own name
// when the maze gave it one, or its number among its kind when there are
// several («пират 2», as the links call it).
func (k *kit) creatureLabel(cr maze.Creature, nth, of int) string {
	n := k.creatureNoun(cr.Kind)
	switch {
	case cr.Name != "" && !numbered(cr.Name):
		n += " " + cr.Name
	case of > 1:
		n += " " + strconv.Itoa(nth)
	}
	return n
}

// trackWord says whose track the dotted path is.
func (k *kit) trackWord(c maze.CreatureKind) string {
	switch c {
	case maze.CreatureBear:
		return k.t(narrate.KeyKitLegendTrack)
	case maze.CreaturePirate:
		return k.t(narrate.KeyKitLegendTrackPirate)
	}
	return k.t(narrate.KeyKitLegendTrackOther, "creature", fmt.Sprint(k.creatureNoun(c)))
}

func (k *kit) regionWord(r maze.RegionKind) string {
	if r > maze.RegionMeatGrinder {
		return "?"
	}
	return k.w("region." + r.String())
}

// minTable is the room a table's title keeps below it: the header row and
// one row, so that a title never ends a page without its table.
var minTable = 2*lineH(bodyPt) + 3.6
