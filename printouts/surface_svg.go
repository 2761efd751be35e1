package printouts

import (
	"bufio"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
)

// The SVG backend of Surface: the same drawing as the paper, for a screen.

// SVGOptions say how a page is written as SVG.
type SVGOptions struct {
	// EmbedFonts puts the Go fonts the page uses into the document, so that
	// it looks the same anywhere (a file, an <img>). Without them the text
	// names the families "Go" and "Go Mono", which a web page provides once
	// for all its drawings (WebFonts), and falls back to the reader's sans
	// serif and monospace; either way each text keeps the width the kit
	// measured for it.
	EmbedFonts bool
	// ID is the id of the <svg> element, if any.
	ID string
	// Class is its class attribute, if any.
	Class string
	// Scale is how many CSS pixels a millimetre takes in the width and
	// height the document asks for; zero means 96/25.4, true size.
	Scale float64
}

// WriteSVG writes pg as one SVG document: its viewBox is the page in
// millimetres, the coordinates of Page.Maps. The output depends only on
// the page and the options.
func WriteSVG(w io.Writer, pg *Page, o SVGOptions) error {
	bw := bufio.NewWriter(w)
	s := &svgSurface{w: bw, opts: o, page: pg}
	Draw(s, pg)
	s.end()
	return bw.Flush()
}

// WebFont is one face of the embedded Go fonts as an SVG drawing names it,
// for a page that serves the fonts itself instead of embedding them in
// every drawing.
type WebFont struct {
	Family string // "Go" or "Go Mono"
	Weight int    // 400 or 700
	File   string // a file name to serve it under, e.g. "go-regular.ttf"
	TTF    []byte
}

// WebFonts lists the faces a drawing may use.
func WebFonts() []WebFont {
	out := make([]WebFont, len(fontTTF))
	for i, ttf := range fontTTF {
		out[i] = WebFont{Family: svgFamily[i], Weight: svgWeight[i], File: svgFile[i], TTF: ttf}
	}
	return out
}

var (
	svgFamily = [...]string{FontRegular: "Go", FontBold: "Go", FontMono: "Go Mono", FontMonoBold: "Go Mono"}
	svgWeight = [...]int{FontRegular: 400, FontBold: 700, FontMono: 400, FontMonoBold: 700}
	svgFile   = [...]string{FontRegular: "go-regular.ttf", FontBold: "go-bold.ttf", FontMono: "go-mono.ttf", FontMonoBold: "go-mono-bold.ttf"}
)

// svgSurface writes elements as Draw replays a page. Errors of the writer
// are kept by bufio and returned by Flush.
type svgSurface struct {
	w    *bufio.Writer
	opts SVGOptions
	page *Page
	open bool
	// Lines in a row with one stroke (a map's grid, its walls) are one
	// path: a fraction of the elements for a browser to build.
	path   []byte
	pathSt Stroke
}

// flush writes the pending path of lines, if any.
func (s *svgSurface) flush() {
	if len(s.path) == 0 {
		return
	}
	s.w.WriteString(`<path d="`)
	s.w.Write(s.path)
	s.w.WriteString(`"`)
	s.path = s.path[:0]
	s.paint(s.pathSt, Fill{})
}

func (s *svgSurface) BeginPage(w, h float64) {
	scale := s.opts.Scale
	if scale <= 0 {
		scale = 96 / 25.4
	}
	s.w.WriteString(`<svg xmlns="http://www.w3.org/2000/svg"`)
	if s.opts.ID != "" {
		s.attr("id", s.opts.ID)
	}
	if s.opts.Class != "" {
		s.attr("class", s.opts.Class)
	}
	fmt.Fprintf(s.w, ` width="%s" height="%s" viewBox="0 0 %s %s"`, num(w*scale), num(h*scale), num(w), num(h))
	s.w.WriteString(` font-family="Go, sans-serif" stroke-linecap="round" stroke-linejoin="round">` + "\n")
	if s.opts.EmbedFonts {
		s.fontFaces()
	}
	// The page is white, as paper is.
	fmt.Fprintf(s.w, `<rect width="%s" height="%s" fill="#fff"/>`+"\n", num(w), num(h))
	s.open = true
}

func (s *svgSurface) end() {
	s.flush()
	if s.open {
		s.w.WriteString("</svg>\n")
	}
}

// fontFaces embeds the faces the page writes with.
func (s *svgSurface) fontFaces() {
	var faces []string
	for i, ttf := range fontTTF {
		if s.page.usesFont(Font(i)) {
			faces = append(faces, fmt.Sprintf("@font-face{font-family:%q;font-weight:%d;src:url(data:font/ttf;base64,%s) format(\"truetype\")}",
				svgFamily[i], svgWeight[i], base64.StdEncoding.EncodeToString(ttf)))
		}
	}
	if len(faces) > 0 {
		s.w.WriteString("<defs><style>" + strings.Join(faces, "\n") + "</style></defs>\n")
	}
}

func (s *svgSurface) attr(name, value string) {
	s.w.WriteString(" " + name + `="`)
	xml.EscapeText(s.w, []byte(value))
	s.w.WriteString(`"`)
}

// paint writes the fill and stroke attributes and closes the element.
func (s *svgSurface) paint(st Stroke, f Fill) {
	if f.On {
		s.w.WriteString(` fill="` + hexColor(f.Color) + `"`)
	} else {
		s.w.WriteString(` fill="none"`)
	}
	if st.Width > 0 {
		s.w.WriteString(` stroke="` + hexColor(st.Color) + `" stroke-width="` + num(st.Width) + `"`)
		if len(st.Dash) > 0 {
			parts := make([]string, len(st.Dash))
			for i, d := range st.Dash {
				parts[i] = num(d)
			}
			s.w.WriteString(` stroke-dasharray="` + strings.Join(parts, " ") + `"`)
		}
	}
	s.w.WriteString("/>\n")
}

func (s *svgSurface) points(ps []Pt) {
	s.w.WriteString(` points="`)
	for i, p := range ps {
		if i > 0 {
			s.w.WriteByte(' ')
		}
		s.w.WriteString(num(p.X) + "," + num(p.Y))
	}
	s.w.WriteString(`"`)
}

func (s *svgSurface) Line(a, b Pt, st Stroke) {
	if len(s.path) > 0 && !sameStroke(st, s.pathSt) {
		s.flush()
	}
	s.pathSt = st
	s.path = append(s.path, 'M')
	s.path = appendNum(s.path, a.X)
	s.path = append(s.path, ' ')
	s.path = appendNum(s.path, a.Y)
	s.path = append(s.path, 'L')
	s.path = appendNum(s.path, b.X)
	s.path = append(s.path, ' ')
	s.path = appendNum(s.path, b.Y)
}

func sameStroke(a, b Stroke) bool {
	return a.Width == b.Width && a.Color == b.Color && slices.Equal(a.Dash, b.Dash)
}

func (s *svgSurface) Polyline(ps []Pt, st Stroke) {
	s.flush()
	s.w.WriteString("<polyline")
	s.points(ps)
	s.paint(st, Fill{})
}

func (s *svgSurface) Polygon(ps []Pt, st Stroke, f Fill) {
	s.flush()
	s.w.WriteString("<polygon")
	s.points(ps)
	s.paint(st, f)
}

func (s *svgSurface) Rect(r Rect, st Stroke, f Fill) {
	s.flush()
	fmt.Fprintf(s.w, `<rect x="%s" y="%s" width="%s" height="%s"`, num(r.X), num(r.Y), num(r.W), num(r.H))
	s.paint(st, f)
}

func (s *svgSurface) Circle(c Pt, r float64, st Stroke, f Fill) {
	s.flush()
	fmt.Fprintf(s.w, `<circle cx="%s" cy="%s" r="%s"`, num(c.X), num(c.Y), num(r))
	s.paint(st, f)
}

func (s *svgSurface) Text(p Pt, text string, f Font, size float64, col Color, width float64) {
	s.flush()
	fmt.Fprintf(s.w, `<text x="%s" y="%s" font-size="%s"`, num(p.X), num(p.Y), num(size*ptToMM))
	if f == FontMono || f == FontMonoBold {
		s.w.WriteString(` font-family="'Go Mono', monospace"`)
	}
	if svgWeight[f] != 400 {
		s.w.WriteString(` font-weight="` + strconv.Itoa(svgWeight[f]) + `"`)
	}
	if col != black {
		s.w.WriteString(` fill="` + hexColor(col) + `"`)
	}
	// The width the kit measured, so that a fallback font cannot push the
	// text over its neighbours.
	if width > 0 && strings.ContainsFunc(strings.TrimSpace(text), func(r rune) bool { return r != ' ' }) {
		s.w.WriteString(` textLength="` + num(width) + `" lengthAdjust="spacingAndGlyphs"`)
	}
	s.w.WriteString(` xml:space="preserve">`)
	xml.EscapeText(s.w, []byte(text))
	s.w.WriteString("</text>\n")
}

// num writes a length to a thousandth of a millimetre, the shortest way.
func num(v float64) string { return string(appendNum(nil, v)) }

// appendNum is num appending to b.
func appendNum(b []byte, v float64) []byte {
	v = math.Round(v*1000) / 1000
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return append(b, '0')
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.AppendInt(b, int64(v), 10)
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

func hexColor(c Color) string {
	const digits = "0123456789abcdef"
	b := []byte{'#', digits[c.R>>4], digits[c.R&15], digits[c.G>>4], digits[c.G&15], digits[c.B>>4], digits[c.B&15]}
	return string(b)
}
