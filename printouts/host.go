package printouts

import (
	"fmt"
	"labyrinth/engine/narrate"
	"math"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
)

// The host sheet (rule V26 for the notation): every floor drawn whole, with
// coordinates on all four edges, then the legend and the tables of what a
// drawing cannot say.

const (
	maxCell  = 11.0 // mm: a 10×10 floor takes under half an A4 page
	minCell  = 5.0  // mm: below this, glyphs are unreadable and floors tile
	tileCell = 6.0  // mm: the cell size of tiled pages
)

// mapGeom is the geometry of one drawn window of a floor.
type mapGeom struct {
	floor        int
	x, y         float64 // top-left corner of the cell grid
	s            float64 // cell size
	r0, c0       int     // first row and column drawn
	rows, cols   int     // how many drawn
	coordPt      float64 // coordinate font size
	labelMargin  float64 // room outside the grid for exit arrows and coordinates
	overlapLeft  bool    // the first column repeats the previous tile's last
	overlapTop   bool
	overlapRight bool
	overlapBot   bool
}

// margins returns the room needed around a grid of cell size s.
func (k *kit) mapMargin(s float64, rows, cols int) (coordPt, margin float64) {
	coordPt = math.Max(6, math.Min(10, s*0.75))
	lw := k.meas.width(strconv.Itoa(rows), FontRegular, coordPt)
	cw := k.meas.width(maze.ColumnName(cols-1, k.alphabet()), FontRegular, coordPt)
	return coordPt, 0.5*s + math.Max(math.Max(lw, cw), coordPt*ptToMM) + 2
}

// hostSheet draws the floors at one scale, packed in shelves: side by side
// while they fit across, then below, then on the next page. A floor too
// large for a page at the smallest readable scale is tiled.
func (k *kit) hostSheet() {
	m := k.m
	area := k.content(&canvas{pg: &Page{W: k.r.pageW, H: k.r.pageH}}, true)
	sub := k.hostSubtitle()
	sp := &shelves{k: k, area: area}
	if len(m.Floors) > 1 {
		sp.titleH = 5
	}
	var tiled []int
	for i := range m.Floors {
		if w, h := sp.block(i, minCell); w <= area.W && h <= area.H {
			sp.fitting = append(sp.fitting, i)
		} else {
			tiled = append(tiled, i)
		}
	}
	var layout []shelfPlace
	var scale, bottom float64
	if len(sp.fitting) > 0 {
		layout, scale, bottom = sp.choose(len(tiled) == 0)
	}
	var c *canvas
	curPage := -1
	for _, p := range layout {
		if p.page != curPage {
			label := "host"
			if len(m.Floors) > 1 {
				label = "host floor " + m.Floors[p.floor].Name
			}
			c = k.newPage(PartHost, label, sub, false)
			curPage = p.page
		}
		f := &m.Floors[p.floor]
		_, lm := k.mapMargin(scale, f.Rows, f.Cols)
		g := k.geom(p.floor, area.X+p.x+lm, area.Y+p.y+sp.titleH+lm, scale, 0, 0, f.Rows, f.Cols)
		k.drawFloorTitle(c, g)
		k.drawFloor(c, g)
	}
	for _, fl := range tiled {
		k.tileFloor(fl, area, sub)
		c = nil
	}
	if c != nil {
		k.hostTables(c, area.Y+bottom+3, sub)
	} else {
		k.hostTables(nil, 0, sub)
	}
}

// shelves packs the floors that fit a page onto the host sheet's pages.
type shelves struct {
	k       *kit
	area    Rect
	titleH  float64 // room for a floor's title above it, when there are several
	fitting []int   // the floors that fit a page at the smallest scale
}

// shelfPlace is where a floor goes: its page and its top-left corner in the
// content area.
type shelfPlace struct {
	floor, page int
	x, y        float64
}

// shelfGap is the room between floors side by side.
const shelfGap = 12.0

// block is the size of floor fl drawn at scale s, with its margins and
// title.
func (sp *shelves) block(fl int, s float64) (w, h float64) {
	f := &sp.k.m.Floors[fl]
	_, lm := sp.k.mapMargin(s, f.Rows, f.Cols)
	return float64(f.Cols)*s + 2*lm, float64(f.Rows)*s + 2*lm + sp.titleH
}

// pack places the fitting floors at scale s in shelves, each shelf
// centred across the page.
func (sp *shelves) pack(s float64) (out []shelfPlace, pages int, lastBottom float64) {
	area := sp.area
	page, x, y, shelfH := 0, 0.0, 0.0, 0.0
	var shelf []int // indexes into out of the current shelf, for centring
	centre := func() {
		if len(shelf) == 0 {
			return
		}
		used := x - shelfGap
		for _, i := range shelf {
			out[i].x += (area.W - used) / 2
		}
		shelf = shelf[:0]
	}
	for _, fl := range sp.fitting {
		w, h := sp.block(fl, s)
		if x > 0 && x+w > area.W {
			centre()
			x, y = 0, y+shelfH+3
			shelfH = 0
		}
		if y > 0 && y+h > area.H {
			centre()
			page, x, y, shelfH = page+1, 0, 0, 0
		}
		out = append(out, shelfPlace{fl, page, x, y})
		shelf = append(shelf, len(out)-1)
		x += w + shelfGap
		shelfH = max(shelfH, h)
	}
	centre()
	return out, page + 1, y + shelfH
}

// fits says whether every fitting floor fits a page at scale s.
func (sp *shelves) fits(s float64) bool {
	for _, fl := range sp.fitting {
		if w, h := sp.block(fl, s); w > sp.area.W || h > sp.area.H {
			return false
		}
	}
	return true
}

// choose picks the largest scale that needs no more pages than the
// smallest readable one, and leaves a single page room for the legend.
// When the floors fit one page (and none is tiled: alone is true), it
// prefers a scale at which the legend and the tables fit under them too:
// a sheet that spills a few rows onto a page of their own is no use at the
// table.
func (sp *shelves) choose(alone bool) (layout []shelfPlace, scale, bottom float64) {
	area := sp.area
	_, minPages, _ := sp.pack(minCell)
	if minPages == 1 && alone {
		tablesH := sp.k.hostTablesHeight(area.W)
		for s := maxCell; s >= minCell; s -= 0.25 {
			out, pages, b := sp.pack(s)
			if pages == 1 && b+3+tablesH <= area.H && (b <= area.H*0.62 || s <= 7) && sp.fits(s) {
				return out, s, b
			}
		}
	}
	for s := maxCell; s >= minCell; s -= 0.25 {
		out, pages, b := sp.pack(s)
		ok := pages == minPages && sp.fits(s)
		if ok && pages == 1 && b > area.H*0.62 && s > 7 {
			ok = false
		}
		if ok {
			return out, s, b
		}
	}
	layout, _, bottom = sp.pack(minCell)
	return layout, minCell, bottom
}

// familyName is the preset's name in the kit's language, or its own name
// for a family the kit has no words for.
func (k *kit) familyName() string {
	if narrate.Known("kit.family." + string(k.m.Rules.Family)) {
		return k.w("family." + string(k.m.Rules.Family))
	}
	return string(k.m.Rules.Family)
}

func (k *kit) geom(floor int, x, y, s float64, r0, c0, rows, cols int) mapGeom {
	f := &k.m.Floors[floor]
	cp, lm := k.mapMargin(s, f.Rows, f.Cols)
	return mapGeom{floor: floor, x: x, y: y, s: s, r0: r0, c0: c0, rows: rows, cols: cols, coordPt: cp, labelMargin: lm}
}

func (k *kit) hostSubtitle() string {
	m := k.m
	var parts []string
	parts = append(parts, k.t(narrate.KeyKitPreset, "rules", fmt.Sprint(k.familyName())))
	f := &m.Floors[0]
	size := k.size(f.Rows, f.Cols)
	if len(m.Floors) > 1 {
		// Each floor's map is headed with its name and shows its size.
		size = k.t(narrate.KeyKitFloorsN, "n", fmt.Sprint(len(m.Floors)))
		if k.duelBoard() {
			size = k.t(narrate.KeyKitDuelBoard, "size", fmt.Sprint(k.size(f.Rows, f.Cols)))
		}
	}
	parts = append(parts, size)
	if m.Author != "" {
		parts = append(parts, k.t(narrate.KeyKitAuthor, "author", fmt.Sprint(m.Author)))
	}
	parts = append(parts, k.t(narrate.KeyKitHostSecret))
	return strings.Join(parts, " · ")
}

// drawFloorTitle writes the floor's name above its map, when the maze has
// several floors or the map is a tile.
func (k *kit) drawFloorTitle(c *canvas, g mapGeom) {
	f := &k.m.Floors[g.floor]
	var s string
	if len(k.m.Floors) > 1 {
		s = k.floorTitle(g.floor)
	}
	if g.rows != f.Rows || g.cols != f.Cols {
		if s != "" {
			s += " · "
		}
		a := k.alphabet()
		s += k.t(narrate.KeyKitTileSpan, "from", fmt.Sprint(maze.ColumnName(g.c0, a)), "to", fmt.Sprint(maze.ColumnName(g.c0+g.cols-1, a)), "top", fmt.Sprint(g.r0+1), "bottom", fmt.Sprint(g.r0+g.rows))
	}
	if s == "" {
		return
	}
	left := g.x - g.labelMargin
	w := float64(g.cols)*g.s + 2*g.labelMargin
	size := c.fitSize(s, FontBold, 10, w)
	c.text(left+w/2, g.y-g.labelMargin-1.2, s, FontBold, size, AlignCenter, black, "floor-title")
}

// tileFloor prints a large floor on several pages, each tile repeating one
// row and one column of its neighbours; the repeated band is shaded and
// the edges say where the map goes on.
func (k *kit) tileFloor(fi int, area Rect, sub string) {
	f := &k.m.Floors[fi]
	k.tiled = true
	s := tileCell
	_, lm := k.mapMargin(s, f.Rows, f.Cols)
	tc := int((area.W - 2*lm) / s)
	tr := int((area.H - 5 - 2*lm) / s)
	tc, tr = max(tc, 2), max(tr, 2)
	starts := func(total, per int) []int {
		var out []int
		for st := 0; ; st += per - 1 {
			out = append(out, st)
			if st+per >= total {
				break
			}
		}
		return out
	}
	rs, cs := starts(f.Rows, tr), starts(f.Cols, tc)
	plan := tilePlan{floor: fi, pages: make([][]int, len(rs))}
	defer func() { k.tilePlans = append(k.tilePlans, plan) }()
	for ti, r0 := range rs {
		for tj, c0 := range cs {
			rows, cols := min(tr, f.Rows-r0), min(tc, f.Cols-c0)
			label := fmt.Sprintf("host floor %s tile %d/%d", f.Name, ti*len(cs)+tj+1, len(rs)*len(cs))
			c := k.newPage(PartHost, label, sub, false)
			w := float64(cols)*s + 2*lm
			g := k.geom(fi, area.X+(area.W-w)/2+lm, area.Y+5+lm, s, r0, c0, rows, cols)
			g.overlapLeft, g.overlapTop = tj > 0, ti > 0
			g.overlapRight, g.overlapBot = tj < len(cs)-1, ti < len(rs)-1
			k.drawFloorTitle(c, g)
			k.drawFloor(c, g)
			plan.pages[ti] = append(plan.pages[ti], len(k.d.Pages))
		}
	}
}

// tilePlan says which page holds each tile of a floor: pages[row][col].
type tilePlan struct {
	floor int
	pages [][]int
}

// drawTilePlans writes, for each tiled floor, a small plan of how its pages
// join, so that they can be laid out on a table or taped together.
func (k *kit) drawTilePlans(f *flow) {
	for _, tp := range k.tilePlans {
		title := k.t(narrate.KeyKitTilesPlan)
		if len(k.m.Floors) > 1 {
			title += " · " + k.floorTitle(tp.floor)
		}
		const w, h = 16.0, 8.0
		cols := 0
		for _, r := range tp.pages {
			cols = max(cols, len(r))
		}
		f.heading(title, h)
		x0 := f.area.X + 0.2
		for _, r := range tp.pages {
			f.need(h)
			for j, pg := range r {
				b := Rect{x0 + float64(j)*w, f.y, w, h}
				if b.X+b.W > f.area.X+f.area.W {
					break
				}
				f.c.rect(b, 0.25, black, "tile-plan")
				s := k.t(narrate.KeyKitTilesPage, "page", fmt.Sprint(pg))
				f.c.centred(Pt{b.X + w/2, b.Y + h/2}, s, FontRegular, f.c.fitSize(s, FontRegular, 8, w-1), black, "tile-plan")
			}
			f.y += h
		}
		f.y += 3
	}
}

// cellBox returns the square of cell (row, col) of g.
func (g mapGeom) cellBox(row, col int) Rect {
	return Rect{g.x + float64(col-g.c0)*g.s, g.y + float64(row-g.r0)*g.s, g.s, g.s}
}

func (g mapGeom) centre(row, col int) Pt {
	b := g.cellBox(row, col)
	return Pt{b.X + b.W/2, b.Y + b.H/2}
}

func (g mapGeom) has(c maze.Coord) bool {
	return c.Floor == g.floor && c.Row >= g.r0 && c.Row < g.r0+g.rows && c.Col >= g.c0 && c.Col < g.c0+g.cols
}

var regionTint = [...]Color{
	maze.RegionWeb:         {228, 220, 244},
	maze.RegionJelly:       {214, 240, 214},
	maze.RegionCabbage:     {250, 224, 196},
	maze.RegionBaldSpot:    {244, 236, 196},
	maze.RegionMeatGrinder: {246, 206, 206},
}

func outside(f *maze.Floor, row, col int) bool {
	return !f.In(row, col) || f.Cell(row, col).Kind == maze.CellVoid
}

// drawFloor draws the window g of a floor: fills, grid, rivers, walls,
// glyphs and coordinates.
func (k *kit) drawFloor(c *canvas, g mapGeom) {
	c.pg.Maps = append(c.pg.Maps, MapWindow{Floor: g.floor, R0: g.r0, C0: g.c0, Rows: g.rows, Cols: g.cols, Cell: g.s, X: g.x, Y: g.y})
	k.drawFills(c, g)
	k.drawOverlapBands(c, g)
	k.drawGridLines(c, g)
	k.drawRivers(c, g)
	k.drawTracks(c, g)
	k.drawWalls(c, g)
	// Glyphs.
	for row := g.r0; row < g.r0+g.rows; row++ {
		for col := g.c0; col < g.c0+g.cols; col++ {
			k.drawCell(c, g, row, col)
		}
	}
	k.drawCoords(c, g)
}

// drawFills fills the cells: a trap's tint, void, monolith hatching,
// water.
func (k *kit) drawFills(c *canvas, g mapGeom) {
	f := &k.m.Floors[g.floor]
	for row := g.r0; row < g.r0+g.rows; row++ {
		for col := g.c0; col < g.c0+g.cols; col++ {
			cell := f.Cell(row, col)
			b := g.cellBox(row, col)
			at := maze.Coord{Floor: g.floor, Row: row, Col: col}
			if it := k.items[at]; it != nil && len(it.regions) > 0 && int(it.regions[0]) < len(regionTint) {
				c.fillRect(b, regionTint[it.regions[0]], "region")
			}
			switch cell.Kind {
			case maze.CellVoid:
				c.fillRect(b, Color{242, 242, 242}, "void")
			case maze.CellMonolith, maze.CellMagnet:
				k.hatch(c, b)
			case maze.CellRiver, maze.CellWater:
				c.fillRect(b, riverBlue, "river")
			}
		}
	}
}

// drawOverlapBands marks the rows and columns a tile shares with its
// neighbours.
func (k *kit) drawOverlapBands(c *canvas, g mapGeom) {
	s := g.s
	band := Color{236, 236, 236}
	if g.overlapLeft {
		k.bandMark(c, Rect{g.x, g.y, s, float64(g.rows) * s}, band)
	}
	if g.overlapRight {
		k.bandMark(c, Rect{g.x + float64(g.cols-1)*s, g.y, s, float64(g.rows) * s}, band)
	}
	if g.overlapTop {
		k.bandMark(c, Rect{g.x, g.y, float64(g.cols) * s, s}, band)
	}
	if g.overlapBot {
		k.bandMark(c, Rect{g.x, g.y + float64(g.rows-1)*s, float64(g.cols) * s, s}, band)
	}
}

// drawGridLines draws every open edge between two cells of the maze,
// faint.
func (k *kit) drawGridLines(c *canvas, g mapGeom) {
	f := &k.m.Floors[g.floor]
	s := g.s
	for row := g.r0; row <= g.r0+g.rows; row++ {
		for col := g.c0; col < g.c0+g.cols; col++ {
			if row == 0 || row == f.Rows || outside(f, row-1, col) || outside(f, row, col) {
				continue
			}
			if f.HWall(row, col).Kind == maze.WallNone {
				y := g.y + float64(row-g.r0)*s
				x := g.x + float64(col-g.c0)*s
				c.line(Pt{x, y}, Pt{x + s, y}, 0.12, gridGrey, "grid")
			}
		}
	}
	for row := g.r0; row < g.r0+g.rows; row++ {
		for col := g.c0; col <= g.c0+g.cols; col++ {
			if col == 0 || col == f.Cols || outside(f, row, col-1) || outside(f, row, col) {
				continue
			}
			if f.VWall(row, col).Kind == maze.WallNone {
				y := g.y + float64(row-g.r0)*s
				x := g.x + float64(col-g.c0)*s
				c.line(Pt{x, y}, Pt{x, y + s}, 0.12, gridGrey, "grid")
			}
		}
	}
}

// drawWalls draws every wall of the window, each outer one with the side
// the outside is on.
func (k *kit) drawWalls(c *canvas, g mapGeom) {
	f := &k.m.Floors[g.floor]
	s := g.s
	for row := g.r0; row <= g.r0+g.rows; row++ {
		for col := g.c0; col < g.c0+g.cols; col++ {
			above, below := outside(f, row-1, col), outside(f, row, col)
			if above && below {
				continue
			}
			y := g.y + float64(row-g.r0)*s
			x := g.x + float64(col-g.c0)*s
			out := maze.None
			if above != below {
				out = maze.North
				if below {
					out = maze.South
				}
			}
			k.drawWall(c, *f.HWall(row, col), Pt{x, y}, Pt{x + s, y}, out, g)
		}
	}
	for row := g.r0; row < g.r0+g.rows; row++ {
		for col := g.c0; col <= g.c0+g.cols; col++ {
			left, right := outside(f, row, col-1), outside(f, row, col)
			if left && right {
				continue
			}
			y := g.y + float64(row-g.r0)*s
			x := g.x + float64(col-g.c0)*s
			out := maze.None
			if left != right {
				out = maze.West
				if right {
					out = maze.East
				}
			}
			k.drawWall(c, *f.VWall(row, col), Pt{x, y}, Pt{x, y + s}, out, g)
		}
	}
}

func (k *kit) bandMark(c *canvas, r Rect, col Color) {
	c.fillRect(r, col, "overlap")
}

// hatch fills a square with the source texts' hatching of a monolith (C2).
func (k *kit) hatch(c *canvas, b Rect) {
	c.fillRect(b, lightGrey, "monolith")
	step := b.W / 4
	for t := step; t < 2*b.W-1e-9; t += step {
		a := math.Min(t, b.W)
		p1 := Pt{b.X + a, b.Y + t - a}
		p2 := Pt{b.X + t - a, b.Y + a}
		c.line(p1, p2, 0.15, midGrey, "monolith")
	}
}

func wallWidth(s float64) float64 { return math.Max(0.3, math.Min(0.6, s*0.05)) }

// drawWall draws one edge from a to b. out is the side of the edge that
// lies outside the maze (None for an inner edge).
func (k *kit) drawWall(c *canvas, w maze.Wall, a, b Pt, out maze.Dir, g mapGeom) {
	s := g.s
	lw := wallWidth(s)
	mid := Pt{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
	horiz := a.Y == b.Y
	along := func(t float64) Pt { return Pt{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }
	// unit normal pointing in direction d
	normal := func(d maze.Dir) Pt {
		switch d {
		case maze.North:
			return Pt{0, -1}
		case maze.South:
			return Pt{0, 1}
		case maze.West:
			return Pt{-1, 0}
		case maze.East:
			return Pt{1, 0}
		}
		return Pt{}
	}
	switch w.Kind {
	case maze.WallNone:
		if out != maze.None {
			// An exit (B4): an open arrow pointing out of the maze.
			n := normal(out)
			p1 := Pt{mid.X + n.X*0.1*s, mid.Y + n.Y*0.1*s}
			p2 := Pt{mid.X + n.X*0.42*s, mid.Y + n.Y*0.42*s}
			c.arrow(p1, p2, lw*0.8, 0.2*s, black, "exit")
		}
	case maze.WallPlain:
		c.line(a, b, lw, black, "wall")
	case maze.WallUnblastable:
		c.line(a, b, lw*2.6, black, "wall-unblastable")
	case maze.WallWindow:
		c.line(a, along(0.3), lw, black, "wall-window")
		c.line(along(0.7), b, lw, black, "wall-window")
		t := lw * 1.6
		var r Rect
		if horiz {
			r = Rect{along(0.3).X, mid.Y - t, 0.4 * s, 2 * t}
		} else {
			r = Rect{mid.X - t, along(0.3).Y, 2 * t, 0.4 * s}
		}
		c.rect(r, lw*0.5, black, "wall-window")
	case maze.WallRubber:
		const teeth = 8
		amp := 0.07 * s
		pts := []Pt{a}
		for i := 1; i < teeth; i++ {
			p := along(float64(i) / teeth)
			sgn := 1.0
			if i%2 == 0 {
				sgn = -1
			}
			if horiz {
				p.Y += sgn * amp
			} else {
				p.X += sgn * amp
			}
			pts = append(pts, p)
		}
		pts = append(pts, b)
		c.polyline(pts, lw*0.8, black, "wall-rubber")
	case maze.WallOneWay:
		c.dashed(a, b, lw, black, []float64{s * 0.12, s * 0.08}, "wall-oneway")
		n := normal(w.Pass)
		if n == (Pt{}) {
			break
		}
		from := Pt{mid.X - n.X*0.2*s, mid.Y - n.Y*0.2*s}
		to := Pt{mid.X + n.X*0.2*s, mid.Y + n.Y*0.2*s}
		if w.Hidden {
			c.line(from, Pt{mid.X, mid.Y}, lw*0.6, black, "wall-oneway")
			c.arrowHead(from, to, 0.2*s, black, false, "wall-oneway")
		} else {
			c.arrow(from, to, lw*0.6, 0.2*s, black, "wall-oneway")
		}
	case maze.WallClosedExit:
		c.line(a, b, lw*1.4, black, "wall-closed-exit")
		d := out
		if d == maze.None {
			if horiz {
				d = maze.North
			} else {
				d = maze.West
			}
		}
		n := normal(d)
		for _, t := range []float64{0.25, 0.5, 0.75} {
			p := along(t)
			c.line(p, Pt{p.X + n.X*0.14*s, p.Y + n.Y*0.14*s}, lw*0.8, black, "wall-closed-exit")
		}
	}
}

// drawCoords letters the columns above and below and numbers the rows on
// both sides, in the source texts' convention (D1: а..к × 1..10).
func (k *kit) drawCoords(c *canvas, g mapGeom) {
	a := k.alphabet()
	off := 0.5*g.s + 1.3
	size := g.coordPt
	for col := g.c0; col < g.c0+g.cols; col++ {
		name := maze.ColumnName(col, a)
		x := g.x + (float64(col-g.c0)+0.5)*g.s
		sz := c.fitSize(name, FontRegular, size, g.s*0.95)
		c.text(x, g.y-off, name, FontRegular, sz, AlignCenter, midGrey, "coord")
		c.text(x, g.y+float64(g.rows)*g.s+off+sz*ptToMM*0.75, name, FontRegular, sz, AlignCenter, midGrey, "coord")
	}
	for row := g.r0; row < g.r0+g.rows; row++ {
		name := strconv.Itoa(row + 1)
		y := g.y + (float64(row-g.r0)+0.5)*g.s + size*ptToMM*0.36
		c.text(g.x-off, y, name, FontRegular, size, AlignRight, midGrey, "coord")
		c.text(g.x+float64(g.cols)*g.s+off, y, name, FontRegular, size, AlignLeft, midGrey, "coord")
	}
}

// drawRivers draws each river's flow as arrows from cell to cell (B18),
// its source as a ring and its mouth as a dot.
func (k *kit) drawRivers(c *canvas, g mapGeom) {
	s := g.s
	covered := map[maze.Coord]bool{}
	for ri, rv := range k.m.Rivers {
		for i, at := range rv.Cells {
			covered[at] = true
			if !g.has(at) {
				continue
			}
			p := g.centre(at.Row, at.Col)
			if i == 0 {
				c.circle(p, 0.13*s, 0.3, flowBlue, false, white, "river-source")
				name := k.riverName(ri)
				b := g.cellBox(at.Row, at.Col)
				c.text(b.X+0.06*s, b.Y+0.3*s, name, FontBold, c.fitSize(name, FontBold, s*0.6, s*0.45), AlignLeft, flowBlue, "river-name")
			}
			if i == len(rv.Cells)-1 {
				c.circle(p, 0.13*s, 0, flowBlue, true, flowBlue, "river-mouth")
				continue
			}
			next := rv.Cells[i+1]
			if next.Floor != at.Floor {
				continue
			}
			q := g.centre(next.Row, next.Col)
			dx, dy := q.X-p.X, q.Y-p.Y
			l := math.Hypot(dx, dy)
			if l == 0 || l > 1.5*s {
				continue
			}
			from := Pt{p.X + dx/l*0.15*s, p.Y + dy/l*0.15*s}
			to := Pt{p.X + dx/l*0.62*s, p.Y + dy/l*0.62*s}
			if !g.has(next) {
				to = Pt{p.X + dx/l*0.45*s, p.Y + dy/l*0.45*s}
			}
			c.arrow(from, to, 0.35, 0.16*s, flowBlue, "river-flow")
		}
	}
	// River cells no river lists: their own direction.
	f := &k.m.Floors[g.floor]
	for row := g.r0; row < g.r0+g.rows; row++ {
		for col := g.c0; col < g.c0+g.cols; col++ {
			cell := f.Cell(row, col)
			at := maze.Coord{Floor: g.floor, Row: row, Col: col}
			if cell.Kind != maze.CellRiver || covered[at] {
				continue
			}
			p := g.centre(row, col)
			var d Pt
			switch cell.Dir {
			case maze.North:
				d = Pt{0, -1}
			case maze.South:
				d = Pt{0, 1}
			case maze.East:
				d = Pt{1, 0}
			case maze.West:
				d = Pt{-1, 0}
			default:
				c.circle(p, 0.13*s, 0, flowBlue, true, flowBlue, "river-mouth")
				continue
			}
			c.arrow(Pt{p.X - d.X*0.3*s, p.Y - d.Y*0.3*s}, Pt{p.X + d.X*0.45*s, p.Y + d.Y*0.45*s}, 0.35, 0.16*s, flowBlue, "river-flow")
		}
	}
}

// drawTracks draws the walk of a creature on a fixed track, a bear (M9) or
// a pirate (C15), as a dotted path.
func (k *kit) drawTracks(c *canvas, g mapGeom) {
	brown := creatureBrown
	for _, cr := range k.m.Creatures {
		for i := 0; i+1 < len(cr.Track); i++ {
			a, b := cr.Track[i], cr.Track[i+1]
			if !g.has(a) || !g.has(b) {
				continue
			}
			c.dashed(g.centre(a.Row, a.Col), g.centre(b.Row, b.Col), 0.3, brown, []float64{0.4, 0.8}, "track")
		}
	}
}

// drawCell writes a cell's glyphs: its kind in the middle, and in the
// corners what the tables add (start top-left, treasure top-right,
// creature bottom-left, order or count bottom-right).
func (k *kit) drawCell(c *canvas, g mapGeom, row, col int) {
	f := &k.m.Floors[g.floor]
	cell := f.Cell(row, col)
	at := maze.Coord{Floor: g.floor, Row: row, Col: col}
	it := k.items[at]
	b := g.cellBox(row, col)
	s := g.s
	mainPt := math.Min(s*1.25, 13) // glyph size in points
	smallPt := math.Max(4, mainPt*0.5)
	pen := cellPen{c: c, b: b, s: s, mainPt: mainPt, smallPt: smallPt, pad: 0.07 * s, smallH: smallPt * ptToMM,
		centre: Pt{b.X + s/2, b.Y + s/2}}

	main, corner := k.cellGlyph(cell, at)
	var treasure string
	if it != nil && len(it.treasures) > 0 {
		var ts []string
		for _, t := range it.treasures {
			ts = append(ts, k.treasureGlyph(t))
		}
		treasure = strings.Join(ts, "")
		if main == "" && cell.Kind != maze.CellBall {
			main, treasure = treasure, ""
		}
	}
	main, corner = k.drawCellSign(&pen, cell, at, main, corner)
	// A creature alone on a plain cell stands in the middle, as large as
	// any glyph; beside another glyph it goes in the bottom-left corner.
	creatureInMiddle := false
	if main == "" && cell.Kind == maze.CellEmpty && it != nil && len(it.creatures) > 0 {
		g := k.creatureGlyph(it.creatures[0].Kind)
		c.centred(pen.centre, g, FontBold, c.fitSize(g, FontBold, mainPt, s*0.8), creatureBrown, "creature")
		creatureInMiddle = true
	}
	if main != "" {
		// A glyph shares its cell with a corner mark: narrower, so that
		// the two never touch.
		w := s * 0.8
		if it != nil && (treasure != "" || len(it.creatures) > 0 || len(it.regions) > 0) {
			w = s * 0.55
		}
		sz := c.fitSize(main, FontBold, mainPt, w)
		if cell.Kind == maze.CellDen {
			sz = math.Max(sz, minLabelPt) // «Бер» beside its bear stays legible
		}
		col := black
		if cell.Kind == maze.CellRiver || cell.Kind == maze.CellWater {
			col = flowBlue
		}
		at := pen.centre
		if cell.Kind == maze.CellDen && it != nil && len(it.creatures) > 0 && !creatureInMiddle {
			// The den and its bear, both at a legible size: the den's
			// label rises to the top, the bear's name keeps the corner.
			sz = math.Min(sz, math.Max(minLabelPt, (s*0.5)/ptToMM))
			at.Y = b.Y + pen.pad + sz*ptToMM*0.55
		}
		c.centred(at, main, FontBold, sz, col, "glyph")
	}
	if it != nil {
		corner = k.drawCellMarks(&pen, it, cell, main, treasure, corner, creatureInMiddle)
	}
	pen.corner(corner, b.X+s-pen.pad, b.Y+s-pen.pad-pen.smallH*0.22, AlignRight, black)
}

// cellPen is what drawing in one cell of a map needs: the canvas, the
// cell's box and size, and the sizes of its glyphs and corner marks.
type cellPen struct {
	c                  *canvas
	b                  Rect
	s, mainPt, smallPt float64
	pad, smallH        float64
	centre             Pt
}

// corner writes a small mark in a corner of the cell; nothing for "".
func (p *cellPen) corner(text string, x, y float64, al Align, col Color) {
	if text == "" {
		return
	}
	sz := p.c.fitSize(text, FontRegular, p.smallPt, p.s*0.45)
	if col == creatureBrown {
		sz = math.Max(sz, minLabelPt) // a creature's name is read at arm's length
	}
	p.c.text(x, y, text, FontRegular, sz, al, col, "glyph-small")
}

// minLabelPt is the smallest type a den's or a creature's label is set
// in on the host sheet: the bear's den and the bear in it stay legible.
const minLabelPt = 7.0

// drawCellSign draws what a cell shows as a sign rather than a glyph: the
// ball, the stairs (with their glyph beside the sign) and a rubber room's
// exit. It returns the glyphs left for the middle and the corner.
func (k *kit) drawCellSign(p *cellPen, cell *maze.Cell, at maze.Coord, main, corner string) (string, string) {
	c, s, centre := p.c, p.s, p.centre
	switch cell.Kind {
	case maze.CellBall:
		c.circle(centre, 0.28*s, 0.25, black, true, gold, "glyph")
	case maze.CellStairs:
		up := cell.Dir == maze.Up
		if cell.Dir == maze.None && cell.Ref >= 0 && cell.Ref < len(k.m.Stairs) {
			st := k.m.Stairs[cell.Ref]
			other := st.B
			if other == at {
				other = st.A
			}
			up = other.Floor > at.Floor
		}
		k.stairSign(c, Pt{centre.X + 0.2*s, centre.Y}, 0.16*s, up)
		if corner != "" {
			sz := c.fitSize(corner, FontBold, p.mainPt, s*0.45)
			c.centred(Pt{centre.X - 0.12*s, centre.Y}, corner, FontBold, sz, black, "glyph")
		}
		return "", ""
	case maze.CellRubberRoom:
		if cell.Dir >= maze.North && cell.Dir <= maze.West {
			n := map[maze.Dir]Pt{maze.North: {0, -1}, maze.South: {0, 1}, maze.East: {1, 0}, maze.West: {-1, 0}}[cell.Dir]
			c.arrow(Pt{centre.X + n.X*0.22*s, centre.Y + n.Y*0.22*s}, Pt{centre.X + n.X*0.44*s, centre.Y + n.Y*0.44*s}, 0.3, 0.12*s, black, "glyph")
		}
	}
	return main, corner
}

// drawCellMarks draws the marks the tables add to a cell (a start, a
// treasure, a creature or a trap's code, players' markers) and returns the
// bottom-right corner mark, which a hole's or a pit exit's order fills.
func (k *kit) drawCellMarks(p *cellPen, it *cellItems, cell *maze.Cell, main, treasure, corner string, creatureInMiddle bool) string {
	c, b, s, pad, smallH := p.c, p.b, p.s, p.pad, p.smallH
	if len(it.starts) > 0 {
		k.startSign(c, Pt{b.X + pad + 0.14*s, b.Y + pad + 0.14*s}, 0.14*s, it.starts[0])
	}
	p.corner(treasure, b.X+s-pad, b.Y+pad+smallH*0.78, AlignRight, black)
	if len(it.creatures) > 0 && !creatureInMiddle {
		p.corner(k.creatureGlyph(it.creatures[0].Kind), b.X+pad, b.Y+s-pad-smallH*0.22, AlignLeft, creatureBrown)
	} else if len(it.regions) > 0 {
		// A trap's code is what the referee reads at arm's length: in the
		// middle of a cell that has nothing else, as large as a glyph,
		// else in the corner, in ink.
		code := k.regionCode(it.regions[0])
		if main == "" && !creatureInMiddle && cell.Kind == maze.CellEmpty {
			c.centred(p.centre, code, FontBold, c.fitSize(code, FontBold, p.mainPt*0.8, s*0.7), regionInk, "glyph")
		} else {
			p.corner(code, b.X+pad, b.Y+s-pad-smallH*0.22, AlignLeft, regionInk)
		}
	}
	if it.holeOrder > 0 && cell.Kind == maze.CellHole {
		corner = strconv.Itoa(it.holeOrder)
	}
	if it.exitOrder > 0 && cell.Kind == maze.CellPitExit && corner == "" {
		corner = strconv.Itoa(it.exitOrder)
	}
	// Players stand along the bottom left, two abreast, then above: clear
	// of the middle glyph and of the bottom-right mark.
	for i, mk := range it.markers {
		if i >= 6 {
			break
		}
		k.markerSign(c, Pt{b.X + s*0.2 + float64(i%2)*0.32*s, b.Y + s*0.8 - float64(i/2)*0.3*s}, 0.15*s, mk)
	}
	return corner
}

// stairSign draws a small triangle pointing up (to the floor above) or down.
func (k *kit) stairSign(c *canvas, p Pt, r float64, up bool) {
	if up {
		c.polygon([]Pt{{p.X, p.Y - r}, {p.X + r, p.Y + r}, {p.X - r, p.Y + r}}, 0.2, black, true, black, "glyph")
	} else {
		c.polygon([]Pt{{p.X, p.Y + r}, {p.X + r, p.Y - r}, {p.X - r, p.Y - r}}, 0.2, black, true, black, "glyph")
	}
}

// startSign draws a start cell's number in a ring (B6, D3).
func (k *kit) startSign(c *canvas, p Pt, r float64, name string) {
	c.circle(p, r, 0.2, black, true, white, "start")
	sz := c.fitSize(name, FontBold, r*2/ptToMM*0.8, r*1.6)
	c.centred(p, name, FontBold, sz, black, "start")
}

// markerSign draws a player's position in a campaign: a red disc with the
// name's first letter.
func (k *kit) markerSign(c *canvas, p Pt, r float64, name string) {
	c.circle(p, r, 0, redMark, true, redMark, "marker")
	ini := string([]rune(name + "?")[:1])
	sz := c.fitSize(ini, FontBold, r*2/ptToMM*0.8, r*1.6)
	c.centred(p, ini, FontBold, sz, white, "marker")
}
