package printouts

import (
	"fmt"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
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
	f.heading(k.t("legend"), box+1)
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
	m := k.m
	walls := map[maze.WallKind]bool{}
	hiddenOneWay := false
	kinds := map[maze.CellKind]bool{}
	arsenals := map[maze.ArsenalKind]bool{}
	exits := false
	for fi := range m.Floors {
		f := &m.Floors[fi]
		for _, w := range f.HWalls {
			walls[w.Kind] = true
			hiddenOneWay = hiddenOneWay || (w.Kind == maze.WallOneWay && w.Hidden)
		}
		for _, w := range f.VWalls {
			walls[w.Kind] = true
			hiddenOneWay = hiddenOneWay || (w.Kind == maze.WallOneWay && w.Hidden)
		}
		for i := range f.Cells {
			kinds[f.Cells[i].Kind] = true
			if f.Cells[i].Kind == maze.CellArsenal {
				arsenals[f.Cells[i].Arsenal] = true
			}
		}
		for row := 0; row <= f.Rows && !exits; row++ {
			for col := 0; col < f.Cols; col++ {
				if outside(f, row-1, col) != outside(f, row, col) && f.HWall(row, col).Kind == maze.WallNone {
					exits = true
				}
			}
		}
		for row := 0; row < f.Rows && !exits; row++ {
			for col := 0; col <= f.Cols; col++ {
				if outside(f, row, col-1) != outside(f, row, col) && f.VWall(row, col).Kind == maze.WallNone {
					exits = true
				}
			}
		}
	}
	var es []legendEntry
	add := func(s func(c *canvas, b Rect), text string) { es = append(es, legendEntry{sample: s, text: text}) }
	secret := func() { es[len(es)-1].hostOnly = true }
	if walls[maze.WallPlain] {
		// What a grenade does to a wall, when the game has grenades.
		word := "wall.plain.no-grenades"
		switch {
		case !(m.Rules.Kit.Grenades > 0 || arsenals[maze.ArsenalGrenades]):
		case m.Rules.OuterBlastable:
			word = "wall.plain.any"
		default:
			word = "wall.plain"
		}
		add(k.wallSample(maze.Wall{Kind: maze.WallPlain}, maze.None), k.t(word))
	}
	if walls[maze.WallUnblastable] {
		add(k.wallSample(maze.Wall{Kind: maze.WallUnblastable}, maze.None), k.t("wall.unblastable"))
	}
	if walls[maze.WallWindow] {
		add(k.wallSample(maze.Wall{Kind: maze.WallWindow}, maze.None), k.t("wall.window"))
	}
	if walls[maze.WallRubber] {
		add(k.wallSample(maze.Wall{Kind: maze.WallRubber}, maze.None), k.t("wall.rubber"))
	}
	if walls[maze.WallOneWay] {
		add(k.wallSample(maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}, maze.None), k.t("wall.oneway"))
		if hiddenOneWay {
			add(k.wallSample(maze.Wall{Kind: maze.WallOneWay, Pass: maze.South, Hidden: true}, maze.None), k.t("wall.oneway.hidden"))
			secret()
		}
	}
	if exits {
		add(k.wallSample(maze.Wall{Kind: maze.WallNone}, maze.North), k.t("wall.exit"))
	}
	if walls[maze.WallClosedExit] {
		add(k.wallSample(maze.Wall{Kind: maze.WallClosedExit}, maze.North), k.t("wall.closed-exit"))
	}
	// Cells, in the order of the default legend.
	doc := func(kind maze.CellKind, ars maze.ArsenalKind) string {
		for _, g := range maze.DefaultGlyphs {
			if g.Kind == kind && g.Object == maze.ObjectNone && (kind != maze.CellArsenal || g.Arsenal == ars) {
				return k.pick(g.DocRU, g.Doc)
			}
		}
		return kind.String()
	}
	for _, kind := range maze.CellKinds() {
		if !kinds[kind] || kind == maze.CellEmpty {
			continue
		}
		kind := kind
		switch kind {
		case maze.CellVoid:
			add(func(c *canvas, b Rect) { c.fillRect(b, Color{242, 242, 242}, "legend") }, doc(kind, 0))
		case maze.CellMonolith:
			add(func(c *canvas, b Rect) { k.hatch(c, b) }, doc(kind, 0))
		case maze.CellRiver:
			add(func(c *canvas, b Rect) {
				c.fillRect(b, riverBlue, "legend")
				c.circle(Pt{b.X + b.W*0.2, b.Y + b.H/2}, b.W*0.12, 0.3, flowBlue, false, white, "legend")
				c.arrow(Pt{b.X + b.W*0.35, b.Y + b.H/2}, Pt{b.X + b.W*0.72, b.Y + b.H/2}, 0.35, b.W*0.18, flowBlue, "legend")
				c.circle(Pt{b.X + b.W*0.86, b.Y + b.H/2}, b.W*0.1, 0, flowBlue, true, flowBlue, "legend")
				// The river's name, where the map writes it: by its source.
				name := k.pick("Р1", "R1")
				c.text(b.X+0.06*b.W, b.Y+0.3*b.H, name, FontBold, c.fitSize(name, FontBold, b.W*0.6, b.W*0.45), AlignLeft, flowBlue, "legend")
			}, k.t("legend.river"))
		case maze.CellWater:
			add(func(c *canvas, b Rect) { c.fillRect(b, riverBlue, "legend") }, doc(kind, 0))
		case maze.CellArsenal:
			for _, a := range []maze.ArsenalKind{maze.ArsenalGeneral, maze.ArsenalBullets, maze.ArsenalGrenades, maze.ArsenalCement, maze.ArsenalBoomerang} {
				if arsenals[a] {
					add(k.glyphSample(k.arsenalGlyph(a), black), doc(kind, a))
				}
			}
		case maze.CellBall:
			add(func(c *canvas, b Rect) {
				c.circle(Pt{b.X + b.W/2, b.Y + b.H/2}, b.W*0.28, 0.25, black, true, gold, "legend")
			}, doc(kind, 0))
		case maze.CellStairs:
			add(func(c *canvas, b Rect) {
				c.rect(b, 0.15, gridGrey, "legend")
				c.centred(Pt{b.X + b.W*0.35, b.Y + b.H/2}, "1", FontBold, 9, black, "legend")
				k.stairSign(c, Pt{b.X + b.W*0.7, b.Y + b.H/2}, b.W*0.15, true)
			}, k.t("legend.stairs"))
		case maze.CellHole:
			add(k.glyphSample(k.pick("Д1", "H1"), black), k.t("legend.hole"))
		case maze.CellPit:
			add(k.glyphSample(k.pitGlyph("1"), black), k.t("legend.pit"))
		case maze.CellPitExit:
			add(k.glyphSample(k.pitExitGlyph("1"), black), k.t("legend.pit-exit"))
		case maze.CellMagnet:
			add(func(c *canvas, b Rect) {
				k.hatch(c, b)
				c.centred(Pt{b.X + b.W/2, b.Y + b.H/2}, "N", FontBold, 9, black, "legend")
			}, doc(kind, 0))
		default:
			main, _ := k.cellGlyph(&maze.Cell{Kind: kind, Ref: -1}, maze.Coord{})
			text := doc(kind, 0)
			switch kind {
			case maze.CellTrap, maze.CellCrossbow, maze.CellCrutch:
				text = k.t("legend." + kind.String())
			case maze.CellDen:
				text = k.t("legend.den")
			case maze.CellEntrance:
				main += "1"
			}
			add(k.glyphSample(main, black), text)
		}
	}
	// Objects of the tables.
	tks := map[maze.TreasureKind]bool{}
	for _, t := range m.Treasures {
		tks[t.Kind] = true
	}
	for _, t := range []maze.TreasureKind{maze.TreasureCandidate, maze.TreasureTrue, maze.TreasureFalse, maze.TreasureMined} {
		if tks[t] {
			add(k.glyphSample(k.treasureGlyph(t), black), k.t("treasure."+t.String()))
			es[len(es)-1].treasure = true
			if t != maze.TreasureCandidate {
				secret()
			}
		}
	}
	if len(m.Starts) > 0 {
		add(func(c *canvas, b Rect) { k.startSign(c, Pt{b.X + b.W/2, b.Y + b.H/2}, b.W*0.3, "1") }, k.t("legend.start"))
		secret()
	}
	cks := map[maze.CreatureKind]bool{}
	tracks := map[maze.CreatureKind]bool{}
	for _, cr := range m.Creatures {
		cks[cr.Kind] = true
		tracks[cr.Kind] = tracks[cr.Kind] || len(cr.Track) > 1
	}
	for _, ck := range creatureKinds {
		if cks[ck] {
			add(k.glyphSample(k.creatureGlyph(ck), creatureBrown), k.t("creature."+ck.String()))
		}
	}
	for _, ck := range creatureKinds {
		if tracks[ck] {
			add(func(c *canvas, b Rect) {
				c.dashed(Pt{b.X, b.Y + b.H/2}, Pt{b.X + b.W, b.Y + b.H/2}, 0.3, creatureBrown, []float64{0.4, 0.8}, "legend")
			}, k.trackWord(ck))
			secret()
		}
	}
	rks := map[maze.RegionKind]bool{}
	for _, r := range m.Regions {
		rks[r.Kind] = true
	}
	for _, rk := range []maze.RegionKind{maze.RegionWeb, maze.RegionJelly, maze.RegionCabbage, maze.RegionBaldSpot, maze.RegionMeatGrinder} {
		if rks[rk] {
			rk := rk
			add(func(c *canvas, b Rect) {
				c.fillRect(b, regionTint[rk], "legend")
				code := k.regionCode(rk)
				c.centred(Pt{b.X + b.W/2, b.Y + b.H/2}, code, FontBold, c.fitSize(code, FontBold, 8, b.W*0.8), regionInk, "legend")
			}, k.t("region."+rk.String()))
		}
	}
	if k.tiled {
		add(func(c *canvas, b Rect) { c.fillRect(b, Color{236, 236, 236}, "legend") }, k.t("legend.overlap"))
		secret()
	}
	if len(k.r.Markers) > 0 {
		add(func(c *canvas, b Rect) { k.markerSign(c, Pt{b.X + b.W/2, b.Y + b.H/2}, b.W*0.3, "A") }, k.t("legend.marker"))
		secret()
	}
	return es
}

// hostTableRows writes the tables of what the map cannot say.
func (k *kit) hostTableRows(f *flow) {
	m := k.m
	name := k.cellName
	arrow := " → "
	if len(m.HoleSets) > 0 {
		var rows [][]string
		for i, hs := range m.HoleSets {
			var cs []string
			for _, c := range hs.Cells {
				cs = append(cs, name(c))
			}
			if len(cs) > 0 {
				cs = append(cs, name(hs.Cells[0]))
			}
			label := hs.Name
			if label == "" {
				label = strconv.Itoa(i + 1)
			}
			rows = append(rows, []string{k.pick("Д", "H") + label, strconv.Itoa(len(hs.Cells)), strings.Join(cs, arrow)})
		}
		f.heading(k.t("table.holes"), minTable)
		f.table([]string{k.t("col.set"), k.t("col.count"), k.t("col.cycle")}, []float64{1, 1, 8}, rows, bodyPt)
		f.y += 2
	}
	if len(m.Pits) > 0 {
		var rows [][]string
		for _, p := range m.Pits {
			var ex []string
			for _, c := range p.Exits {
				ex = append(ex, name(c))
			}
			note := ""
			if p.Multiplicity > 1 {
				note = fmt.Sprintf(k.t("pit.multiplicity"), p.Multiplicity)
			}
			if len(p.Exits) > 1 {
				if note != "" {
					note += "; "
				}
				note += k.t("pit.wandering")
			}
			rows = append(rows, []string{k.pitGlyph(p.Name), name(p.At), k.pitExitGlyph(p.Name), strings.Join(ex, " / "), note})
		}
		f.heading(k.t("table.pits"), minTable)
		f.table([]string{k.t("col.pit"), k.t("col.cell"), k.t("col.exit"), k.t("col.cell"), k.t("col.note")}, []float64{1, 1.2, 1, 2, 4}, rows, bodyPt)
		f.y += 2
	}
	if len(m.Rivers) > 0 {
		var rows [][]string
		for i, rv := range m.Rivers {
			var cs []string
			for _, c := range rv.Cells {
				cs = append(cs, name(c))
			}
			src, mouth := "", ""
			if len(rv.Cells) > 0 {
				src, mouth = name(rv.Cells[0]), name(rv.Cells[len(rv.Cells)-1])
			}
			rows = append(rows, []string{k.riverName(i), src, mouth, strconv.Itoa(len(rv.Cells)), strings.Join(cs, arrow)})
		}
		f.heading(k.t("table.rivers"), minTable)
		f.table([]string{k.t("col.river"), k.t("col.source"), k.t("col.mouth"), k.t("col.length"), k.t("col.course")}, []float64{1, 1.2, 1.2, 1, 6}, rows, bodyPt)
		f.y += 2
	}
	if len(m.Stairs) > 0 {
		var rows [][]string
		for i, st := range m.Stairs {
			rows = append(rows, []string{strconv.Itoa(i + 1), name(st.A), name(st.B)})
		}
		f.heading(k.t("table.stairs"), minTable)
		f.table([]string{"№", k.t("col.from"), k.t("col.to")}, []float64{1, 3, 3}, rows, bodyPt)
		f.y += 2
	}
	if len(m.Treasures) > 0 {
		// One row a kind: ten treasures of the same kind are one line of
		// cells, not ten lines of the same words.
		var rows [][]string
		row := map[maze.TreasureKind]int{}
		for _, t := range m.Treasures {
			i, ok := row[t.Kind]
			if !ok {
				i = len(rows)
				row[t.Kind] = i
				rows = append(rows, []string{k.treasureGlyph(t.Kind), "", k.treasureWord(t.Kind)})
			}
			if rows[i][1] != "" {
				rows[i][1] += ", "
			}
			rows[i][1] += name(t.At)
		}
		f.heading(k.t("table.treasures"), minTable)
		f.table([]string{k.t("col.glyph"), k.t("col.cells"), k.t("col.kind")}, []float64{1, 4, 5}, rows, bodyPt)
		f.y += 2
	}
	if len(m.Starts) > 0 {
		var rows [][]string
		for i, s := range m.Starts {
			n := s.Name
			if n == "" {
				n = strconv.Itoa(i + 1)
			}
			rows = append(rows, []string{n, name(s.At), ""})
		}
		f.heading(k.t("table.starts"), minTable)
		f.table([]string{k.t("col.start"), k.t("col.cell"), k.t("col.player")}, []float64{1, 1.5, 7}, rows, bodyPt)
		f.y += 2
	}
	if len(m.Creatures) > 0 {
		// The den matters to a bear (M9), the track to a bear or a pirate
		// on one: the columns are there when some creature has them.
		bears, tracks := false, false
		count := map[maze.CreatureKind]int{}
		for _, cr := range m.Creatures {
			bears = bears || cr.Kind == maze.CreatureBear
			tracks = tracks || len(cr.Track) > 1
			count[cr.Kind]++
		}
		seen := map[maze.CreatureKind]int{}
		var rows [][]string
		for _, cr := range m.Creatures {
			seen[cr.Kind]++
			row := []string{k.creatureLabel(cr, seen[cr.Kind], count[cr.Kind]), name(cr.At)}
			if bears {
				den := ""
				if cr.Kind == maze.CreatureBear {
					den = name(cr.Den)
				}
				row = append(row, den)
			}
			if tracks {
				var tr []string
				for _, c := range cr.Track {
					tr = append(tr, name(c))
				}
				row = append(row, strings.Join(tr, arrow))
			}
			rows = append(rows, row)
		}
		headers, widths := []string{k.t("col.creature"), k.t("col.cell")}, []float64{2, 1.2}
		if bears {
			headers, widths = append(headers, k.t("col.den")), append(widths, 1.2)
		}
		if tracks {
			headers, widths = append(headers, k.t("col.track")), append(widths, 6)
		} else {
			// Keep the first columns as narrow as with a track.
			headers, widths = append(headers, ""), append(widths, 6)
			for i := range rows {
				rows[i] = append(rows[i], "")
			}
		}
		f.heading(k.t("table.creatures"), minTable)
		f.table(headers, widths, rows, bodyPt)
		f.y += 2
	}
	if len(m.Regions) > 0 {
		var rows [][]string
		for _, rg := range m.Regions {
			var cs []string
			for _, c := range rg.Cells {
				cs = append(cs, name(c))
			}
			rows = append(rows, []string{rg.Name, k.regionWord(rg.Kind), strings.Join(cs, ", ")})
		}
		f.heading(k.t("table.regions"), minTable)
		f.table([]string{k.t("col.name"), k.t("col.kind"), k.t("col.cells")}, []float64{1, 3, 5}, rows, bodyPt)
		f.y += 2
	}
	if len(k.r.Markers) > 0 {
		var rows [][]string
		for _, mk := range k.r.Markers {
			rows = append(rows, []string{mk.Name, name(mk.At)})
		}
		f.heading(k.t("table.markers"), minTable)
		f.table([]string{k.t("col.player"), k.t("col.cell")}, []float64{3, 6}, rows, bodyPt)
		f.y += 2
	}
}

// The words for kinds read from the model, which guard against a kind this
// package does not know (String would panic on one).

func (k *kit) treasureWord(t maze.TreasureKind) string {
	if t > maze.TreasureCandidate {
		t = maze.TreasureCandidate
	}
	return k.t("treasure." + t.String())
}

// creatureKinds lists the creatures in the order of the default legend.
var creatureKinds = []maze.CreatureKind{maze.CreatureBear, maze.CreatureMinotaur, maze.CreaturePirate, maze.CreatureGivi, maze.CreatureCow, maze.CreatureMirror}

// creatureNoun is the creature's plain name: «медведь», "pirate".
func (k *kit) creatureNoun(c maze.CreatureKind) string {
	if c > maze.CreatureMirror {
		return "?"
	}
	return k.t("noun." + c.String())
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
		return k.t("legend.track")
	case maze.CreaturePirate:
		return k.t("legend.track.pirate")
	}
	return fmt.Sprintf(k.t("legend.track.other"), k.creatureNoun(c))
}

func (k *kit) regionWord(r maze.RegionKind) string {
	if r > maze.RegionMeatGrinder {
		return "?"
	}
	return k.t("region." + r.String())
}

// minTable is the room a table's title keeps below it: the header row and
// one row, so that a title never ends a page without its table.
var minTable = 2*lineH(bodyPt) + 3.6
