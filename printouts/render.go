package printouts

import (
	"fmt"
	"io"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// epoch is the fixed creation date of every kit: the same input must give
// the same bytes, so the clock is never read.
var compressPDF = true

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
	used := map[Font]bool{}
	for _, pg := range d.Pages {
		for i := range pg.Ops {
			if pg.Ops[i].Kind == OpText {
				used[pg.Ops[i].Font] = true
			}
		}
	}
	for i, ttf := range fontTTF {
		if used[Font(i)] {
			pdf.AddUTF8FontFromBytes(fontFamily[i], fontStyle[i], ttf)
		}
	}
	for _, pg := range d.Pages {
		orient := "P"
		w, h := pg.W, pg.H
		if w > h {
			orient = "L"
			w, h = h, w
		}
		pdf.AddPageFormat(orient, fpdf.SizeType{Wd: w, Ht: h})
		pdf.SetLineCapStyle("round")
		pdf.SetLineJoinStyle("round")
		for i := range pg.Ops {
			drawOp(pdf, &pg.Ops[i])
		}
	}
	if pdf.Err() {
		return fmt.Errorf("writing PDF: %w", pdf.Error())
	}
	return pdf.Output(w)
}

func style(op *Op) string {
	s := ""
	if op.Filled {
		s += "F"
	}
	if op.Width > 0 {
		s += "D"
	}
	return s
}

func drawOp(pdf *fpdf.Fpdf, op *Op) {
	st := style(op)
	if op.Kind != OpText && st == "" {
		return
	}
	if op.Width > 0 {
		pdf.SetLineWidth(op.Width)
		pdf.SetDrawColor(int(op.Stroke.R), int(op.Stroke.G), int(op.Stroke.B))
		if len(op.Dash) > 0 {
			pdf.SetDashPattern(op.Dash, 0)
		} else {
			pdf.SetDashPattern(nil, 0)
		}
	}
	if op.Filled || op.Kind == OpText {
		pdf.SetFillColor(int(op.Fill.R), int(op.Fill.G), int(op.Fill.B))
	}
	switch op.Kind {
	case OpLine:
		pdf.Line(op.P[0].X, op.P[0].Y, op.P[1].X, op.P[1].Y)
	case OpPolyline:
		pdf.MoveTo(op.P[0].X, op.P[0].Y)
		for _, p := range op.P[1:] {
			pdf.LineTo(p.X, p.Y)
		}
		pdf.DrawPath("D")
	case OpPolygon:
		pts := make([]fpdf.PointType, len(op.P))
		for i, p := range op.P {
			pts[i] = fpdf.PointType{X: p.X, Y: p.Y}
		}
		pdf.Polygon(pts, st)
	case OpRect:
		pdf.Rect(op.Box.X, op.Box.Y, op.Box.W, op.Box.H, st)
	case OpCircle:
		pdf.Circle(op.P[0].X, op.P[0].Y, op.R, st)
	case OpText:
		pdf.SetFont(fontFamily[op.Font], fontStyle[op.Font], op.Size)
		pdf.SetTextColor(int(op.Fill.R), int(op.Fill.G), int(op.Fill.B))
		x := op.P[0].X
		switch op.Align {
		case AlignCenter:
			x -= op.TextW / 2
		case AlignRight:
			x -= op.TextW
		}
		pdf.Text(x, op.P[0].Y, op.Text)
	}
}
