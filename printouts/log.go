package printouts

import (
	"fmt"
	"labyrinth/engine/narrate"
	"strconv"
	"strings"
)

// The host's turn log: rounds × players, each player's order, the host's
// answer and where the player is after it, for refereeing on paper. For
// Stalker the log is the referee's control sheet (S10).

const logRowH = 7.0

func (k *kit) turnLog() {
	n := k.r.Players
	landscape := n >= 4
	f := k.newFlow(PartLog, "log", "", landscape)
	f.need(30)
	f.heading(k.t(narrate.KeyKitLogTitle), 6)
	f.paragraph(k.t(narrate.KeyKitLogHint), FontRegular, smallPt)
	f.y += 1
	// The players and their kit, filled in at the start.
	f.heading(k.t(narrate.KeyKitLogPlayers), 8)
	where := k.t(narrate.KeyKitColStart)
	if len(k.r.Markers) > 0 {
		where = k.t(narrate.KeyKitColNow)
	}
	headers := []string{"№", k.t(narrate.KeyKitColPlayer), where}
	widths := []float64{0.5, 3, 1.5}
	// The kit each player starts with (B11, B12, V19), printed so that
	// the host crosses out and writes in what is left.
	kit := k.m.Rules.Kit
	var counts []string
	for _, it := range []struct {
		key narrate.Key
		n   int
	}{{narrate.KeyKitKitGrenades, kit.Grenades}, {narrate.KeyKitKitBullets, kit.Bullets}, {narrate.KeyKitKitBricks, kit.Bricks}, {narrate.KeyKitKitCement, kit.Cement}, {narrate.KeyKitKitMines, kit.Mines}} {
		if it.n > 0 {
			headers = append(headers, k.t(it.key))
			widths = append(widths, 1.5)
			counts = append(counts, strconv.Itoa(it.n))
		}
	}
	headers = append(headers, k.t(narrate.KeyKitColNotes))
	widths = append(widths, 4)
	var rows [][]string
	for p := 0; p < n; p++ {
		// The second line leaves room to write a name in.
		row := []string{strconv.Itoa(p+1) + "\n", k.r.playerName(p), ""}
		for _, mk := range k.r.Markers {
			if mk.Name != "" && mk.Name == k.r.playerName(p) {
				row[2] = k.cellName(mk.At)
			}
		}
		row = append(row, counts...)
		row = append(row, "")
		rows = append(rows, row)
	}
	f.table(headers, widths, rows, bodyPt)
	f.y += 4
	// The rounds' pages after the first say what they go on with.
	f.title = k.t(narrate.KeyKitLogTitle)
	// More than logGroup players do not fit across a page with room to
	// write: they share the log in groups, each with all the rounds.
	groups := (n + logGroup - 1) / logGroup
	per := (n + groups - 1) / groups
	for g := 0; g < groups; g++ {
		if g > 0 {
			f.c = nil // each group starts a page
		}
		k.logTable(f, g*per, min(per, n-g*per))
	}
}

// logGroup is the most players one table of the log holds.
const logGroup = 6

// logTable draws the grid of rounds for players first..first+n-1,
// repeating its header on every page.
func (k *kit) logTable(f *flow, first, n int) {
	entries := map[[2]int]LogEntry{}
	for _, e := range k.r.Log {
		if e.Round >= 1 && e.Round <= maxRounds && e.Player >= first && e.Player < first+n {
			entries[[2]int{e.Round, e.Player - first}] = e
		}
	}
	lg := logGrid{x: f.area.X + 0.2, w: f.area.W - 0.4, first: first, n: n}
	lg.pw = (lg.w - logRoundW) / float64(n)
	f.need(3 * logRowH)
	k.logHeader(f, &lg)
	// more says whether round r gets a row: every round asked for, and
	// then, when the number was left to the kit, the rest of the page.
	more := func(r int) bool {
		return r <= k.r.Rounds || k.r.fillRounds && r <= maxRounds && f.y+logRowH <= f.bottom()+1e-9
	}
	r := 1
	for ; more(r); r++ {
		cells, h := k.logRowCells(&lg, entries, r)
		if f.need(h) {
			k.logHeader(f, &lg)
		}
		k.drawLogRow(f.c, &lg, r, cells, f.y, h)
		f.y += h
		if !more(r+1) || f.y+logRowH > f.bottom() {
			f.c.line(Pt{lg.x, f.y}, Pt{lg.x + lg.w, f.y}, 0.3, black, "log")
		}
	}
	// Groups after the first have as many rounds.
	k.r.Rounds, k.r.fillRounds = r-1, false
}

// logRoundW is the width of the log's round column.
const logRoundW = 9.0

// logGrid is the geometry of one group of players in the turn log: the
// table's left edge and width, and each player's column width.
type logGrid struct {
	x, w, pw float64
	first, n int
}

// logCols are a player's sub-columns, as shares of the player's width:
// the order, the answer, where the player is.
var logCols = []struct{ at, w float64 }{{0, 0.4}, {0.4, 0.4}, {0.8, 0.2}}

// logHeader draws the log's two header rows (players, then their
// sub-columns) at the flow's position.
func (k *kit) logHeader(f *flow, lg *logGrid) {
	h := 2 * logRowH
	x, w, pw := lg.x, lg.w, lg.pw
	y := f.y
	c := f.c
	c.fillRect(Rect{x, y, w, h}, Color{232, 232, 232}, "log")
	c.centred(Pt{x + logRoundW/2, y + h/2}, k.t(narrate.KeyKitColRound), FontBold, c.fitSize(k.t(narrate.KeyKitColRound), FontBold, 7.5, logRoundW-1), black, "log")
	for p := 0; p < lg.n; p++ {
		px := x + logRoundW + float64(p)*pw
		name := k.r.playerName(lg.first + p)
		if name == "" {
			name = k.t(narrate.KeyKitGridPlayerN, "n", fmt.Sprint(lg.first+p+1))
		}
		c.centred(Pt{px + pw/2, y + logRowH/2}, name, FontBold, c.fitSize(name, FontBold, 8.5, pw-2), black, "log")
		subs := []string{k.t(narrate.KeyKitColOrder), k.t(narrate.KeyKitColReply), k.t(narrate.KeyKitColWhere)}
		sx := px
		for i, s := range subs {
			ww := pw * logCols[i].w
			c.centred(Pt{sx + ww/2, y + logRowH*1.5}, s, FontRegular, c.fitSize(s, FontRegular, 7, ww-1), black, "log")
			if i > 0 {
				c.line(Pt{sx, y + logRowH}, Pt{sx, y + h}, 0.1, midGrey, "log")
			}
			sx += ww
		}
		c.line(Pt{px, y + logRowH}, Pt{px + pw, y + logRowH}, 0.1, midGrey, "log")
		c.line(Pt{px, y}, Pt{px, y + h}, 0.3, black, "log")
	}
	c.rect(Rect{x, y, w, h}, 0.3, black, "log")
	f.y += h
}

// logRowCells fits the words of round r into the players' cells. A filled
// row grows to hold its words, up to logMaxH: h is the row's height.
func (k *kit) logRowCells(lg *logGrid, entries map[[2]int]LogEntry, r int) (cells [][3]logCell, h float64) {
	cells = make([][3]logCell, lg.n)
	h = logRowH
	for p := 0; p < lg.n; p++ {
		e, ok := entries[[2]int{r, p}]
		if !ok {
			continue
		}
		where := ""
		switch {
		case e.Left:
			where = k.t(narrate.KeyKitLogLeft)
		case e.Placed:
			where = k.cellName(e.At)
		}
		for i, s := range []string{e.Order, e.Answer, where} {
			cells[p][i] = k.fitLogCell(strings.TrimSpace(s), lg.pw*logCols[i].w-1.6, i == 2)
			h = max(h, cells[p][i].height())
		}
	}
	return cells, h
}

// drawLogRow draws round r's row at y, h high, with its cells' words.
func (k *kit) drawLogRow(c *canvas, lg *logGrid, r int, cells [][3]logCell, y, h float64) {
	x, w, pw := lg.x, lg.w, lg.pw
	if r%2 == 0 {
		c.fillRect(Rect{x, y, w, h}, Color{246, 246, 246}, "log")
	}
	// The line above the row, drawn over the shading so that it shows
	// between two shaded and unshaded rows alike.
	c.line(Pt{x, y}, Pt{x + w, y}, 0.15, midGrey, "log")
	c.centred(Pt{x + logRoundW/2, y + min(h, logRowH)/2}, strconv.Itoa(r), FontRegular, 7.5, midGrey, "log")
	for p := 0; p < lg.n; p++ {
		px := x + logRoundW + float64(p)*pw
		c.line(Pt{px, y}, Pt{px, y + h}, 0.3, black, "log")
		c.line(Pt{px + pw*0.4, y}, Pt{px + pw*0.4, y + h}, 0.1, gridGrey, "log")
		c.line(Pt{px + pw*0.8, y}, Pt{px + pw*0.8, y + h}, 0.1, gridGrey, "log")
		for i, lc := range cells[p] {
			lh := lineH(lc.size)
			// One line sits in the middle of a plain row; in a row grown
			// for more, every cell starts at the top.
			top := y + (logRowH-lh)/2
			if h > logRowH+1e-9 {
				top = y + logPad
			}
			for j, l := range lc.lines {
				c.text(px+pw*logCols[i].at+0.8, top+float64(j)*lh+lh*0.75, l, FontRegular, lc.size, AlignLeft, black, "log-entry")
			}
		}
	}
	c.line(Pt{x, y}, Pt{x, y + h}, 0.3, black, "log")
	c.line(Pt{x + w, y}, Pt{x + w, y + h}, 0.3, black, "log")
}

// The words in a cell of the turn log.
const (
	logPt    = 6.5 // the type size of orders and answers
	logMinPt = 5.2 // the smallest it shrinks to
	logPad   = 0.8 // above and below the lines of a filled cell
	logMaxH  = 3 * logRowH
)

// logCell is a cell's text laid out in lines at one size.
type logCell struct {
	lines []string
	size  float64
}

func (lc logCell) height() float64 {
	if len(lc.lines) <= 1 {
		return logRowH
	}
	return float64(len(lc.lines))*lineH(lc.size) + 2*logPad
}

// fitLogCell lays s out in a cell w wide: wrapped at the log's size, then
// smaller, and what still does not fit in logMaxH is cut with «…». A single
// line (a cell's name) shrinks to fit instead.
func (k *kit) fitLogCell(s string, w float64, oneLine bool) logCell {
	if s == "" {
		return logCell{}
	}
	if oneLine {
		return logCell{lines: []string{s}, size: min(logPt, logPt*w/max(k.meas.width(s, FontRegular, logPt), 1e-9))}
	}
	for size := logPt; size >= logMinPt-1e-9; size -= 0.4 {
		lines := k.meas.wrap(s, FontRegular, size, w)
		lc := logCell{lines: lines, size: size}
		if lc.height() <= logMaxH {
			return lc
		}
	}
	size := logMinPt
	lines := k.meas.wrap(s, FontRegular, size, w)
	fit := int((logMaxH - 2*logPad) / lineH(size))
	lines = lines[:fit]
	last := []rune(lines[fit-1])
	for len(last) > 0 && k.meas.width(string(last)+"…", FontRegular, size) > w {
		last = last[:len(last)-1]
	}
	lines[fit-1] = strings.TrimRight(string(last), " ,.;:") + "…"
	return logCell{lines: lines, size: size}
}

// controlSheet is the Stalker referee's sheet (S10): the zone with its
// traps, the marks to draw moves with, and each stalker's nuts and penalty
// points to tick off.
func (k *kit) controlSheet() {
	fl := &k.m.Floors[0]
	c := k.newPage(PartLog, "control", "", false)
	area := k.content(c, false)
	c.text(area.X, area.Y+4, k.t(narrate.KeyKitControlTitle), FontBold, headPt, AlignLeft, black, "heading")
	// What goes under the zone, measured first: the zone takes the rest of
	// the page, so that the sheet is one sheet for up to four stalkers.
	scratch := &flow{k: k, part: PartLog, c: &canvas{pg: &Page{}, m: &k.meas}, area: Rect{area.X, 0, area.W, 1e6}}
	k.controlNotes(scratch)
	avail := min(area.H-8-max(scratch.y, scratch.reach)-4, area.H*0.6)
	if _, lm := k.mapMargin(minCell, fl.Rows, fl.Cols); float64(fl.Rows)*minCell+2*lm > avail {
		// The zone matters most: whole on the page, and the notes go on
		// to the next.
		avail = area.H - 8
	}
	s := maxCell * 1.2
	var lm float64
	for ; s > minCell; s -= 0.25 {
		_, lm = k.mapMargin(s, fl.Rows, fl.Cols)
		if float64(fl.Cols)*s+2*lm <= area.W && float64(fl.Rows)*s+2*lm <= avail {
			break
		}
	}
	s = max(s, minCell)
	_, lm = k.mapMargin(s, fl.Rows, fl.Cols)
	// A zone too big for the sheet is cut to what fits; the host sheet has
	// it whole.
	rows, cols := min(fl.Rows, int((avail-2*lm)/s)), min(fl.Cols, int((area.W-2*lm)/s))
	w := float64(cols)*s + 2*lm
	g := k.geom(0, area.X+(area.W-w)/2+lm, area.Y+8+lm, s, 0, 0, max(rows, 1), max(cols, 1))
	k.drawFloor(c, g)
	f := k.newFlow(PartLog, "control", "", false)
	f.continueOn(c, g.y+float64(g.rows)*s+lm+3)
	k.controlNotes(f)
}

// controlNotes writes what the control sheet holds under the zone: the
// marks of S10, the legend and each stalker's nuts and penalty points.
func (k *kit) controlNotes(f *flow) {
	const marksH = 22.0
	// The marks of S10.
	f.heading(k.t(narrate.KeyKitControlMarks), marksH)
	type mark struct {
		draw func(b Rect)
		key  narrate.Key
	}
	marks := []mark{
		{func(b Rect) {
			c := f.c
			c.dashed(Pt{b.X, b.Y + b.H/2}, Pt{b.X + b.W, b.Y + b.H/2}, 0.4, black, []float64{1.2, 0.8}, "mark")
		}, narrate.KeyKitMarkStep},
		{func(b Rect) {
			c := f.c
			for x := b.X + 0.3; x < b.X+b.W; x += 1.2 {
				c.circle(Pt{x, b.Y + b.H/2}, 0.25, 0, black, true, black, "mark")
			}
		}, narrate.KeyKitMarkNut},
		{func(b Rect) {
			c := f.c
			c.line(Pt{b.X + 1, b.Y + 1}, Pt{b.X + b.W - 1, b.Y + b.H - 1}, 0.4, black, "mark")
			c.line(Pt{b.X + b.W - 1, b.Y + 1}, Pt{b.X + 1, b.Y + b.H - 1}, 0.4, black, "mark")
		}, narrate.KeyKitMarkStop},
		{func(b Rect) {
			c := f.c
			c.line(Pt{b.X + b.W/2, b.Y + 0.6}, Pt{b.X + b.W/2, b.Y + b.H - 0.6}, 0.4, black, "mark")
			c.line(Pt{b.X + 0.6, b.Y + b.H/2}, Pt{b.X + b.W - 0.6, b.Y + b.H/2}, 0.4, black, "mark")
		}, narrate.KeyKitMarkHit},
	}
	colW := f.area.W / 2
	for i, mk := range marks {
		if i%2 == 0 {
			f.need(8)
		}
		x := f.area.X + float64(i%2)*colW
		mk.draw(Rect{x + 0.4, f.y, 8, 6})
		txt := k.t(mk.key)
		f.c.text(x+10, f.y+4.2, txt, FontRegular, f.c.fitSize(txt, FontRegular, smallPt, colW-12), AlignLeft, black, "mark")
		if i%2 == 1 {
			f.y += 8
		}
	}
	f.y += 2
	k.legend(f, k.hostLegend())
	// Each stalker's nuts and penalty points (S4, S6).
	f.heading(k.t(narrate.KeyKitControlStalkers), 14)
	n := k.r.Players
	nuts, pen := k.m.Rules.Nuts, k.m.Rules.PenaltyLimit
	const box = 3.4
	for p := 0; p < n; p++ {
		f.need(box*2 + 4)
		name := k.r.playerName(p)
		if name == "" {
			name = k.t(narrate.KeyKitGridPlayerN, "n", fmt.Sprint(p+1))
		}
		y := f.y
		f.c.text(f.area.X, y+box, name, FontBold, bodyPt, AlignLeft, black, "stalker")
		x := f.area.X + 30
		f.c.text(x, y+box-0.4, k.t(narrate.KeyKitColNuts), FontRegular, smallPt, AlignLeft, black, "stalker")
		x += 14
		for i := 0; i < min(nuts, 30); i++ {
			f.c.rect(Rect{x + float64(i)*(box+0.6), y, box, box}, 0.2, black, "stalker")
		}
		x = f.area.X + 30
		y2 := y + box + 1.5
		f.c.text(x, y2+box-0.4, k.t(narrate.KeyKitColPenalty), FontRegular, smallPt, AlignLeft, black, "stalker")
		x += 14
		for i := 0; i < min(pen, 10); i++ {
			f.c.rect(Rect{x + float64(i)*(box+0.6), y2, box, box}, 0.2, black, "stalker")
		}
		if k.m.Rules.Galosh {
			gx := x + float64(min(pen, 10))*(box+0.6) + 6
			f.c.text(gx, y2+box-0.4, k.t(narrate.KeyKitColGalosh), FontRegular, smallPt, AlignLeft, black, "stalker")
			f.c.rect(Rect{gx + k.meas.width(k.t(narrate.KeyKitColGalosh), FontRegular, smallPt) + 1.5, y2, box, box}, 0.2, black, "stalker")
		}
		f.y = y2 + box + 3
		f.c.line(Pt{f.area.X, f.y - 1.5}, Pt{f.area.X + f.area.W, f.y - 1.5}, 0.1, gridGrey, "stalker")
	}
}
