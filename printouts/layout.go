package printouts

import (
	"fmt"
	"math"
)

// The layout layer: every part is first laid out as pages of drawing
// operations in millimetres, then rendered to PDF. Tests check the layout
// (bounds, page counts, what is drawn where) without parsing PDF.

// Margin is the unprintable border kept clear on every side of a page, in
// millimetres: most printers cannot print closer to the edge.
const Margin = 10.0

// Rect is an axis-aligned rectangle in millimetres from the page's top left.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether q lies inside r, allowing eps of rounding.
func (r Rect) Contains(q Rect, eps float64) bool {
	return q.X >= r.X-eps && q.Y >= r.Y-eps && q.X+q.W <= r.X+r.W+eps && q.Y+q.H <= r.Y+r.H+eps
}

// Intersects reports whether r and q overlap by more than eps each way.
func (r Rect) Intersects(q Rect, eps float64) bool {
	return r.X+eps < q.X+q.W && q.X+eps < r.X+r.W && r.Y+eps < q.Y+q.H && q.Y+eps < r.Y+r.H
}

// Pt is a point in millimetres.
type Pt struct{ X, Y float64 }

// Color is an RGB colour.
type Color struct{ R, G, B uint8 }

var (
	black     = Color{0, 0, 0}
	white     = Color{255, 255, 255}
	gridGrey  = Color{185, 185, 185}
	lightGrey = Color{225, 225, 225}
	midGrey   = Color{120, 120, 120}
	riverBlue = Color{200, 225, 250}
	flowBlue  = Color{30, 90, 190}
	redMark   = Color{200, 30, 30}
	gold      = Color{230, 185, 40}
	// regionInk writes the codes of trap regions on their tint.
	regionInk = Color{50, 50, 50}
	// creatureBrown draws creatures and their tracks.
	creatureBrown = Color{140, 90, 40}
)

// Font names a face of the embedded Go fonts.
type Font uint8

const (
	FontRegular Font = iota
	FontBold
	FontMono
	FontMonoBold
)

// Align is the horizontal anchor of a text operation.
type Align uint8

const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// OpKind is what a drawing operation draws.
type OpKind uint8

const (
	OpLine     OpKind = iota // a segment P[0]–P[1]
	OpPolyline               // an open path through P
	OpPolygon                // a closed path through P
	OpRect                   // Box
	OpCircle                 // centre P[0], radius R
	OpText                   // Text at baseline point P[0], anchored by Align
)

// Op is one drawing operation.
type Op struct {
	Kind OpKind
	P    []Pt
	Box  Rect
	R    float64

	// Stroke: Width 0 means no outline.
	Width  float64
	Stroke Color
	Dash   []float64
	// Fill: used when Filled.
	Filled bool
	Fill   Color

	Text  string
	Font  Font
	Size  float64 // points
	Align Align
	// TextW is the text's measured width in millimetres, kept so that
	// bounds need no font.
	TextW float64
	// Role tags an operation for tests ("wall", "glyph", "coord", …).
	Role string
}

const ptToMM = 25.4 / 72

// Bounds returns the box the operation marks, stroke width included.
func (o *Op) Bounds() Rect {
	switch o.Kind {
	case OpRect:
		h := o.Width / 2
		return Rect{o.Box.X - h, o.Box.Y - h, o.Box.W + o.Width, o.Box.H + o.Width}
	case OpCircle:
		r := o.R + o.Width/2
		return Rect{o.P[0].X - r, o.P[0].Y - r, 2 * r, 2 * r}
	case OpText:
		x := o.P[0].X
		switch o.Align {
		case AlignCenter:
			x -= o.TextW / 2
		case AlignRight:
			x -= o.TextW
		}
		asc, desc := 0.78*o.Size*ptToMM, 0.22*o.Size*ptToMM
		return Rect{x, o.P[0].Y - asc, o.TextW, asc + desc}
	}
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range o.P {
		minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
		maxX, maxY = math.Max(maxX, p.X), math.Max(maxY, p.Y)
	}
	h := o.Width / 2
	return Rect{minX - h, minY - h, maxX - minX + o.Width, maxY - minY + o.Width}
}

// Page is one laid-out page.
type Page struct {
	W, H float64 // millimetres, as printed (landscape pages are wider)
	Part Part
	// Label says what the page shows, for tests and the footer.
	Label string
	// Maps lists the floor windows drawn on the page, so that tests can
	// check that tiles cover every cell.
	Maps []MapWindow
	Ops  []Op
}

// MapWindow is the part of a floor drawn on a page: rows R0..R0+Rows-1 and
// columns C0..C0+Cols-1, at cell size Cell millimetres, the top-left corner
// of cell (R0, C0) at X, Y.
type MapWindow struct {
	Floor, R0, C0, Rows, Cols int
	Cell                      float64
	X, Y                      float64
}

// CellBox returns the square of a cell of the window.
func (w MapWindow) CellBox(row, col int) Rect {
	return Rect{w.X + float64(col-w.C0)*w.Cell, w.Y + float64(row-w.R0)*w.Cell, w.Cell, w.Cell}
}

// Printable is the page's area inside the margins.
func (p *Page) Printable() Rect { return Rect{Margin, Margin, p.W - 2*Margin, p.H - 2*Margin} }

// Document is a laid-out kit.
type Document struct {
	Title string
	Pages []*Page
}

// PartPages counts the pages of one part.
func (d *Document) PartPages(p Part) int {
	n := 0
	for _, pg := range d.Pages {
		if pg.Part == p {
			n++
		}
	}
	return n
}

// CheckBounds returns an error naming the first operation that leaves its
// page's printable area or has a non-finite coordinate.
func (d *Document) CheckBounds() error {
	for i, pg := range d.Pages {
		area := pg.Printable()
		for j := range pg.Ops {
			op := &pg.Ops[j]
			b := op.Bounds()
			for _, v := range []float64{b.X, b.Y, b.W, b.H} {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					return fmt.Errorf("page %d (%s): op %d (%s %q) has a non-finite coordinate", i+1, pg.Label, j, op.Role, op.Text)
				}
			}
			if !area.Contains(b, 0.1) {
				return fmt.Errorf("page %d (%s): op %d (%s %q) at %.1f,%.1f %.1f×%.1f leaves the printable area %.1f,%.1f %.1f×%.1f",
					i+1, pg.Label, j, op.Role, op.Text, b.X, b.Y, b.W, b.H, area.X, area.Y, area.W, area.H)
			}
		}
	}
	return nil
}

// canvas adds operations to a page.
type canvas struct {
	pg *Page
	m  *measurer
}

func (c *canvas) add(op Op) { c.pg.Ops = append(c.pg.Ops, op) }

func (c *canvas) line(a, b Pt, w float64, col Color, role string) {
	c.add(Op{Kind: OpLine, P: []Pt{a, b}, Width: w, Stroke: col, Role: role})
}

func (c *canvas) dashed(a, b Pt, w float64, col Color, dash []float64, role string) {
	c.add(Op{Kind: OpLine, P: []Pt{a, b}, Width: w, Stroke: col, Dash: dash, Role: role})
}

func (c *canvas) polyline(ps []Pt, w float64, col Color, role string) {
	c.add(Op{Kind: OpPolyline, P: ps, Width: w, Stroke: col, Role: role})
}

func (c *canvas) polygon(ps []Pt, w float64, stroke Color, filled bool, fill Color, role string) {
	c.add(Op{Kind: OpPolygon, P: ps, Width: w, Stroke: stroke, Filled: filled, Fill: fill, Role: role})
}

func (c *canvas) rect(r Rect, w float64, stroke Color, role string) {
	c.add(Op{Kind: OpRect, Box: r, Width: w, Stroke: stroke, Role: role})
}

func (c *canvas) fillRect(r Rect, fill Color, role string) {
	c.add(Op{Kind: OpRect, Box: r, Filled: true, Fill: fill, Role: role})
}

func (c *canvas) circle(p Pt, r, w float64, stroke Color, filled bool, fill Color, role string) {
	c.add(Op{Kind: OpCircle, P: []Pt{p}, R: r, Width: w, Stroke: stroke, Filled: filled, Fill: fill, Role: role})
}

// text draws s with its baseline at y.
func (c *canvas) text(x, y float64, s string, f Font, size float64, al Align, col Color, role string) {
	if s == "" {
		return
	}
	c.add(Op{Kind: OpText, P: []Pt{{x, y}}, Text: s, Font: f, Size: size, Align: al, TextW: c.m.width(s, f, size), Fill: col, Role: role})
}

// centred draws s centred on p (vertically by its cap height).
func (c *canvas) centred(p Pt, s string, f Font, size float64, col Color, role string) {
	c.text(p.X, p.Y+0.36*size*ptToMM, s, f, size, AlignCenter, col, role)
}

// fitSize returns the largest size up to max at which s fits in w.
func (c *canvas) fitSize(s string, f Font, max, w float64) float64 {
	tw := c.m.width(s, f, max)
	if tw <= w || tw == 0 {
		return max
	}
	return max * w / tw
}

// arrowHead draws a filled (or hollow) triangle pointing from a to b with
// its tip at b.
func (c *canvas) arrowHead(a, b Pt, size float64, col Color, filled bool, role string) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	base := Pt{b.X - ux*size, b.Y - uy*size}
	px, py := -uy*size*0.5, ux*size*0.5
	pts := []Pt{b, {base.X + px, base.Y + py}, {base.X - px, base.Y - py}}
	if filled {
		c.polygon(pts, 0, col, true, col, role)
	} else {
		c.polygon(pts, 0.2, col, true, white, role)
	}
}

// arrow draws a shaft from a to b with a head at b.
func (c *canvas) arrow(a, b Pt, w, head float64, col Color, role string) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	end := Pt{b.X - dx/l*head*0.8, b.Y - dy/l*head*0.8}
	c.line(a, end, w, col, role)
	c.arrowHead(a, b, head, col, true, role)
}

// wrap splits s into lines no wider than w.
func (m *measurer) wrap(s string, f Font, size, w float64) []string {
	var lines []string
	for _, para := range splitLines(s) {
		words := splitWords(para)
		cur := ""
		for _, wd := range words {
			try := wd
			if cur != "" {
				try = cur + " " + wd
			}
			if cur != "" && m.width(try, f, size) > w {
				lines = append(lines, cur)
				cur = wd
			} else {
				cur = try
			}
			// A single word wider than the line is cut by runes.
			for m.width(cur, f, size) > w && len([]rune(cur)) > 1 {
				rs := []rune(cur)
				k := len(rs) - 1
				for k > 1 && m.width(string(rs[:k]), f, size) > w {
					k--
				}
				lines = append(lines, string(rs[:k]))
				cur = string(rs[k:])
			}
		}
		lines = append(lines, cur)
	}
	return lines
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if r == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}
