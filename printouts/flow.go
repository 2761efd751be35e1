package printouts

import (
	"labyrinth/engine/narrate"
	"math"
)

// flow lays blocks down a page one under another and starts a new page of
// the same part when the next block does not fit.
type flow struct {
	k         *kit
	c         *canvas
	area      Rect
	y         float64
	part      Part
	label     string
	subtitle  string
	landscape bool
	// reach is the lowest point a block has asked room down to, for a
	// flow that measures.
	reach float64
	// title is the section being written: a page break inside it heads
	// the new page with the title and "continued".
	title string
}

func (k *kit) newFlow(part Part, label, subtitle string, landscape bool) *flow {
	return &flow{k: k, part: part, label: label, subtitle: subtitle, landscape: landscape}
}

// continueOn makes the flow go on below y on an existing page.
func (f *flow) continueOn(c *canvas, y float64) {
	f.c = c
	f.area = f.k.content(c, f.subtitle != "")
	f.y = math.Max(y, f.area.Y)
}

// bottom is the lowest y content may reach.
func (f *flow) bottom() float64 { return f.area.Y + f.area.H }

// need makes room for a block of height h, starting a page if needed, and
// reports whether a new page was started.
func (f *flow) need(h float64) bool {
	f.reach = max(f.reach, f.y+h)
	if f.c != nil && f.y+h <= f.bottom()+1e-9 {
		return false
	}
	f.c = f.k.newPage(f.part, f.label, f.subtitle, f.landscape)
	f.area = f.k.content(f.c, f.subtitle != "")
	f.y = f.area.Y
	if f.title != "" {
		f.y += lineH(headPt)
		f.c.text(f.area.X, f.y-0.8, f.title+" "+f.k.t(narrate.KeyKitContinued), FontBold, headPt, AlignLeft, black, "heading")
		f.y += 1.5
	}
	return true
}

const (
	bodyPt  = 8.5
	smallPt = 7.5
	headPt  = 10.5
)

func lineH(pt float64) float64 { return pt * ptToMM * 1.3 }

// heading writes a section title; it keeps at least minAfter of room below
// it so that a title never ends a page alone.
func (f *flow) heading(s string, minAfter float64) {
	f.title = ""
	f.need(lineH(headPt) + 1.5 + minAfter)
	f.title = s
	f.y += lineH(headPt)
	f.c.text(f.area.X, f.y-0.8, s, FontBold, headPt, AlignLeft, black, "heading")
	f.y += 1.5
}

// paragraph writes wrapped text.
func (f *flow) paragraph(s string, font Font, pt float64) {
	lines := f.k.meas.wrap(s, font, pt, f.area.W)
	for _, l := range lines {
		f.need(lineH(pt))
		f.y += lineH(pt)
		f.c.text(f.area.X, f.y-lineH(pt)*0.25, l, font, pt, AlignLeft, black, "text")
	}
}

// table writes rows under a header row; widths are shares of the line.
// Cells wrap; a row never splits across pages and the header repeats.
func (f *flow) table(headers []string, widths []float64, rows [][]string, pt float64) {
	total := 0.0
	for _, w := range widths {
		total += w
	}
	ws := make([]float64, len(widths))
	for i, w := range widths {
		ws[i] = f.area.W * w / total
	}
	const pad = 1.2
	lh := lineH(pt)
	drawRow := func(cells []string, font Font, shade bool) {
		wrapped := make([][]string, len(cells))
		n := 1
		for i, s := range cells {
			wrapped[i] = f.k.meas.wrap(s, font, pt, ws[i]-2*pad)
			n = max(n, len(wrapped[i]))
		}
		h := float64(n)*lh + 1.2
		if f.need(h) && headers != nil && font != FontBold {
			drawHeader(f, headers, ws, pt, pad)
		}
		x := f.area.X
		if shade {
			f.c.fillRect(Rect{f.area.X, f.y, f.area.W, h}, Color{236, 236, 236}, "table")
		}
		for i, ls := range wrapped {
			for j, l := range ls {
				f.c.text(x+pad, f.y+float64(j+1)*lh-lh*0.22+0.3, l, font, pt, AlignLeft, black, "table")
			}
			x += ws[i]
		}
		f.y += h
		f.c.line(Pt{f.area.X + 0.15, f.y}, Pt{f.area.X + f.area.W - 0.15, f.y}, 0.1, gridGrey, "table")
	}
	if headers != nil {
		f.need(2*lh + 2.4)
		drawHeader(f, headers, ws, pt, pad)
	}
	for _, r := range rows {
		drawRow(r, FontRegular, false)
	}
}

func drawHeader(f *flow, headers []string, ws []float64, pt, pad float64) {
	lh := lineH(pt)
	h := lh + 1.2
	f.c.fillRect(Rect{f.area.X, f.y, f.area.W, h}, Color{232, 232, 232}, "table")
	x := f.area.X
	for i, s := range headers {
		sz := f.c.fitSize(s, FontBold, pt, ws[i]-2*pad)
		f.c.text(x+pad, f.y+lh-lh*0.22+0.3, s, FontBold, sz, AlignLeft, black, "table")
		x += ws[i]
	}
	f.y += h
	f.c.line(Pt{f.area.X + 0.15, f.y}, Pt{f.area.X + f.area.W - 0.15, f.y}, 0.2, black, "table")
}

// sideBySide lays out blocks in equal columns when the tallest fits on the
// rest of the page, and one under another otherwise. Each block draws into
// the flow it is given.
func (f *flow) sideBySide(blocks ...func(*flow)) {
	const gap = 5.0
	n := float64(len(blocks))
	colW := (f.area.W - gap*(n-1)) / n
	// Measure each block in a scratch flow as tall as needed.
	tallest := 0.0
	for _, b := range blocks {
		scratch := &flow{k: f.k, part: f.part, c: &canvas{pg: &Page{}, m: &f.k.meas}, area: Rect{0, 0, colW, 1e6}}
		b(scratch)
		tallest = max(tallest, scratch.y)
	}
	if f.c == nil || f.y+tallest > f.bottom() {
		for _, b := range blocks {
			b(f)
		}
		return
	}
	top := f.y
	bottom := top
	for i, b := range blocks {
		col := &flow{k: f.k, part: f.part, label: f.label, subtitle: f.subtitle, landscape: f.landscape, c: f.c,
			area: Rect{f.area.X + float64(i)*(colW+gap), f.area.Y, colW, f.area.H}, y: top}
		b(col)
		bottom = max(bottom, col.y)
	}
	f.y = bottom
}
