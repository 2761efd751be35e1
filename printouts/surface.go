package printouts

// One drawing, several surfaces: a laid-out page is a display list of
// operations (Op), and a Surface is what the list is replayed on. The PDF
// writer (pdfSurface, for the paper kit) and the SVG writer (svgSurface,
// for the screen) are its backends, so what is printed and what a page
// shows are drawn by the same code and cannot drift apart.

// Stroke is how an outline is drawn; a zero Width draws none.
type Stroke struct {
	Width float64 // millimetres
	Color Color
	Dash  []float64 // on, off, … lengths in millimetres; none for a solid line
}

// Fill is how an area is painted; a zero Fill paints nothing.
type Fill struct {
	On    bool
	Color Color
}

// Surface is a backend that draws the operations of laid-out pages.
// Coordinates are millimetres from the page's top left, y down. A shape
// comes with its stroke and fill already decided; Draw skips shapes that
// would be invisible.
type Surface interface {
	// BeginPage starts a page of w×h millimetres.
	BeginPage(w, h float64)
	Line(a, b Pt, s Stroke)
	Polyline(ps []Pt, s Stroke)
	Polygon(ps []Pt, s Stroke, f Fill)
	Rect(r Rect, s Stroke, f Fill)
	Circle(centre Pt, r float64, s Stroke, f Fill)
	// Text writes s with the left end of its baseline at p. width is its
	// advance in millimetres as the kit measured it with the embedded Go
	// fonts, for a backend that must fit the text to that width.
	Text(p Pt, s string, f Font, size float64, col Color, width float64)
}

// Draw replays the operations of pg on s, after s.BeginPage.
func Draw(s Surface, pg *Page) {
	s.BeginPage(pg.W, pg.H)
	for i := range pg.Ops {
		drawOp(s, &pg.Ops[i])
	}
}

func drawOp(s Surface, op *Op) {
	st := Stroke{Width: op.Width, Color: op.Stroke, Dash: op.Dash}
	fl := Fill{On: op.Filled, Color: op.Fill}
	if op.Kind != OpText && st.Width <= 0 && !fl.On {
		return
	}
	switch op.Kind {
	case OpLine:
		s.Line(op.P[0], op.P[1], st)
	case OpPolyline:
		s.Polyline(op.P, st)
	case OpPolygon:
		s.Polygon(op.P, st, fl)
	case OpRect:
		s.Rect(op.Box, st, fl)
	case OpCircle:
		s.Circle(op.P[0], op.R, st, fl)
	case OpText:
		x := op.P[0].X
		switch op.Align {
		case AlignCenter:
			x -= op.TextW / 2
		case AlignRight:
			x -= op.TextW
		}
		s.Text(Pt{x, op.P[0].Y}, op.Text, op.Font, op.Size, op.Fill, op.TextW)
	}
}
