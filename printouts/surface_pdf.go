package printouts

import (
	"fmt"
	"io"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// The PDF backend of Surface: the paper kit.

// compressPDF is turned off by tests that read the PDF's content streams.
var compressPDF = true

// epoch is the fixed creation date of every kit: the same input must give
// the same bytes, so the clock is never read.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// render writes the document as PDF.
func render(w io.Writer, d *Document) error {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: 210, Ht: 297}})
	pdf.SetCreationDate(epoch)
	pdf.SetModificationDate(epoch)
	pdf.SetCatalogSort(true)
	pdf.SetCompression(compressPDF)
	pdf.SetProducer("labyrinth", true)
	pdf.SetCreator("labyrinth print", true)
	pdf.SetTitle(d.Title, true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	// Only the faces the pages use are embedded: an unused face would only
	// add bytes.
	for i, ttf := range fontTTF {
		if d.usesFont(Font(i)) {
			pdf.AddUTF8FontFromBytes(fontFamily[i], fontStyle[i], ttf)
		}
	}
	s := &pdfSurface{pdf: pdf}
	for _, pg := range d.Pages {
		Draw(s, pg)
	}
	if pdf.Err() {
		return fmt.Errorf("writing PDF: %w", pdf.Error())
	}
	return pdf.Output(w)
}

// usesFont reports whether some page writes text in face f.
func (d *Document) usesFont(f Font) bool {
	for _, pg := range d.Pages {
		if pg.usesFont(f) {
			return true
		}
	}
	return false
}

func (pg *Page) usesFont(f Font) bool {
	for i := range pg.Ops {
		if pg.Ops[i].Kind == OpText && pg.Ops[i].Font == f {
			return true
		}
	}
	return false
}

// pdfSurface draws on the pages of an fpdf document.
type pdfSurface struct{ pdf *fpdf.Fpdf }

func (s *pdfSurface) BeginPage(w, h float64) {
	orient := "P"
	if w > h {
		orient = "L"
		w, h = h, w
	}
	s.pdf.AddPageFormat(orient, fpdf.SizeType{Wd: w, Ht: h})
	s.pdf.SetLineCapStyle("round")
	s.pdf.SetLineJoinStyle("round")
}

// paint sets the pen and the brush and returns fpdf's style string.
func (s *pdfSurface) paint(st Stroke, f Fill) string {
	style := ""
	if f.On {
		style += "F"
	}
	if st.Width > 0 {
		style += "D"
		s.pdf.SetLineWidth(st.Width)
		s.pdf.SetDrawColor(int(st.Color.R), int(st.Color.G), int(st.Color.B))
		if len(st.Dash) > 0 {
			s.pdf.SetDashPattern(st.Dash, 0)
		} else {
			s.pdf.SetDashPattern(nil, 0)
		}
	}
	if f.On {
		s.pdf.SetFillColor(int(f.Color.R), int(f.Color.G), int(f.Color.B))
	}
	return style
}

func (s *pdfSurface) Line(a, b Pt, st Stroke) {
	s.paint(st, Fill{})
	s.pdf.Line(a.X, a.Y, b.X, b.Y)
}

func (s *pdfSurface) Polyline(ps []Pt, st Stroke) {
	s.paint(st, Fill{})
	s.pdf.MoveTo(ps[0].X, ps[0].Y)
	for _, p := range ps[1:] {
		s.pdf.LineTo(p.X, p.Y)
	}
	s.pdf.DrawPath("D")
}

func (s *pdfSurface) Polygon(ps []Pt, st Stroke, f Fill) {
	style := s.paint(st, f)
	pts := make([]fpdf.PointType, len(ps))
	for i, p := range ps {
		pts[i] = fpdf.PointType{X: p.X, Y: p.Y}
	}
	s.pdf.Polygon(pts, style)
}

func (s *pdfSurface) Rect(r Rect, st Stroke, f Fill) {
	s.pdf.Rect(r.X, r.Y, r.W, r.H, s.paint(st, f))
}

func (s *pdfSurface) Circle(c Pt, r float64, st Stroke, f Fill) {
	s.pdf.Circle(c.X, c.Y, r, s.paint(st, f))
}

func (s *pdfSurface) Text(p Pt, text string, f Font, size float64, col Color, _ float64) {
	s.pdf.SetFillColor(int(col.R), int(col.G), int(col.B))
	s.pdf.SetFont(fontFamily[f], fontStyle[f], size)
	s.pdf.SetTextColor(int(col.R), int(col.G), int(col.B))
	s.pdf.Text(p.X, p.Y, text)
}
