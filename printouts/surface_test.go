package printouts

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/maze"
	"labyrinth/examples"
	"labyrinth/internal/golden"
)

// mapCases are the host maps kept as golden files, one per backend.
var mapCases = []struct {
	name string
	m    func(t *testing.T) *maze.Maze
	o    MapOptions
}{
	{"base-ru", example("base"), MapOptions{}},
	{"vmk1983-en", example("vmk1983"), MapOptions{Lang: LangEN}},
	{"duel-ru", example("duel"), MapOptions{}},
	{"stalker-ru", example("stalker"), MapOptions{}},
	{"floors-en", func(*testing.T) *maze.Maze { return sampleFloors() }, MapOptions{Lang: LangEN, Cell: 8}},
	// A partial view: three rows and four columns of the base maze, with
	// two players on it, in Latin letters.
	{"base-window-markers", example("base"), MapOptions{Alphabet: maze.Latin, AlphabetSet: true,
		Window:  MapWindow{R0: 1, C0: 2, Rows: 3, Cols: 4},
		Markers: []Marker{{Name: "Аня", At: maze.Coord{Row: 2, Col: 3}}, {Name: "Bob", At: maze.Coord{Row: 1, Col: 5}}}}},
}

func example(name string) func(t *testing.T) *maze.Maze {
	return func(t *testing.T) *maze.Maze {
		t.Helper()
		src, err := examples.Read(name + ".maze")
		if err != nil {
			t.Fatal(err)
		}
		m, diags := dsl.Compile(name+".maze", src)
		if m == nil {
			t.Fatalf("%s: no model: %v", name, diags)
		}
		return m
	}
}

// TestSurfaceGolden draws each host map on both backends and compares
// them with their golden files: the SVG document, and the PDF page's
// content stream.
func TestSurfaceGolden(t *testing.T) {
	for _, c := range mapCases {
		t.Run(c.name, func(t *testing.T) {
			pg, err := HostMap(c.m(t), c.o)
			if err != nil {
				t.Fatal(err)
			}
			var svg bytes.Buffer
			if err := WriteSVG(&svg, pg, SVGOptions{}); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "surface", c.name+".svg"), svg.Bytes())
			golden.Check(t, filepath.Join("testdata", "surface", c.name+".pdf.txt"), pdfPageStream(t, pg))
		})
	}
}

// pdfPageStream renders pg alone as an uncompressed PDF and returns its
// content stream, bytes outside printable ASCII written \xNN.
func pdfPageStream(t *testing.T, pg *Page) []byte {
	t.Helper()
	compressPDF = false
	defer func() { compressPDF = true }()
	var buf bytes.Buffer
	if err := render(&buf, &Document{Title: "map", Pages: []*Page{pg}}); err != nil {
		t.Fatal(err)
	}
	_, rest, ok := bytes.Cut(buf.Bytes(), []byte("/Contents 4 0 R>>\nendobj\n4 0 obj\n"))
	if !ok {
		t.Fatalf("no page content stream in the PDF")
	}
	_, rest, _ = bytes.Cut(rest, []byte("stream\n"))
	stream, _, ok := bytes.Cut(rest, []byte("\nendstream"))
	if !ok {
		t.Fatalf("the page content stream does not end")
	}
	var out bytes.Buffer
	for _, b := range stream {
		if b == '\n' || (b >= 0x20 && b < 0x7f && b != '\\') {
			out.WriteByte(b)
		} else {
			fmt.Fprintf(&out, `\x%02x`, b)
		}
	}
	out.WriteByte('\n')
	return out.Bytes()
}

// TestSVGElements: the SVG is well-formed XML with one element for every
// visible operation, and each text says what the operation says.
func TestSVGElements(t *testing.T) {
	for _, c := range mapCases {
		t.Run(c.name, func(t *testing.T) {
			pg, err := HostMap(c.m(t), c.o)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := WriteSVG(&buf, pg, SVGOptions{EmbedFonts: true, ID: "map"}); err != nil {
				t.Fatal(err)
			}
			var texts []string
			shapes := 0
			dec := xml.NewDecoder(&buf)
			var inText bool
			for {
				tok, err := dec.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("not well-formed XML: %v", err)
				}
				switch tok := tok.(type) {
				case xml.StartElement:
					switch tok.Name.Local {
					case "polyline", "polygon", "rect", "circle":
						shapes++
					case "path": // lines in a row with one stroke
						for _, a := range tok.Attr {
							if a.Name.Local == "d" {
								shapes += strings.Count(a.Value, "M")
							}
						}
					case "text":
						inText = true
						texts = append(texts, "")
					}
				case xml.CharData:
					if inText {
						texts[len(texts)-1] += string(tok)
					}
				case xml.EndElement:
					inText = false
				}
			}
			var wantTexts []string
			wantShapes := 1 // the white page
			for i := range pg.Ops {
				op := &pg.Ops[i]
				switch {
				case op.Kind == OpText:
					wantTexts = append(wantTexts, op.Text)
				case op.Width > 0 || op.Filled:
					wantShapes++
				}
			}
			if shapes != wantShapes {
				t.Errorf("%d shapes in the SVG, want %d", shapes, wantShapes)
			}
			if strings.Join(texts, "|") != strings.Join(wantTexts, "|") {
				t.Errorf("texts in the SVG:\n%q\nwant\n%q", texts, wantTexts)
			}
		})
	}
}

// TestHostMapIsTheHostSheet: the host map draws exactly what the host
// sheet of the paper kit draws for the floor, moved to its own page: the
// screen and the paper cannot drift apart.
func TestHostMapIsTheHostSheet(t *testing.T) {
	for _, name := range []string{"base", "vmk1983", "duel", "school", "tver", "miet", "stalker"} {
		for _, lang := range []Lang{LangRU, LangEN} {
			t.Run(name+"/"+string(lang), func(t *testing.T) {
				m := example(name)(t)
				d, err := Layout(m, Options{Lang: lang, Parts: []Part{PartHost}})
				if err != nil {
					t.Fatal(err)
				}
				sheet := d.Pages[0]
				if len(sheet.Maps) == 0 {
					t.Fatal("the host sheet draws no map")
				}
				win := sheet.Maps[0]
				pg, err := HostMap(m, MapOptions{Lang: lang, Floors: []int{win.Floor}, Cell: win.Cell})
				if err != nil {
					t.Fatal(err)
				}
				mine := pg.Maps[0]
				dx, dy := win.X-mine.X, win.Y-mine.Y
				onSheet := map[string][]*Op{}
				for i := range sheet.Ops {
					k := opStyle(&sheet.Ops[i])
					onSheet[k] = append(onSheet[k], &sheet.Ops[i])
				}
				drawn := 0
			next:
				for i := range pg.Ops {
					op := &pg.Ops[i]
					cands := onSheet[opStyle(op)]
					for j, c := range cands {
						if samePlace(op, c, dx, dy) {
							onSheet[opStyle(op)] = append(cands[:j:j], cands[j+1:]...)
							drawn++
							continue next
						}
					}
					t.Errorf("the host map draws %s at %v %v, which the host sheet does not", opStyle(op), op.P, op.Box)
				}
				if drawn < 100 {
					t.Errorf("only %d operations in common: the map is not the sheet's", drawn)
				}
			})
		}
	}
}

// opStyle describes an operation but for where it is.
func opStyle(op *Op) string {
	s := fmt.Sprintf("%s k%d w%.3f %v %v %v %v n%d r%.3f", op.Role, op.Kind, op.Width, op.Stroke, op.Dash, op.Filled, op.Fill, len(op.P), op.R)
	if op.Kind == OpText {
		s += fmt.Sprintf(" %q %d %.3f %d", op.Text, op.Font, op.Size, op.Align)
	}
	return s
}

// samePlace reports whether op, moved by dx, dy, lies where c does, to a
// hundredth of a millimetre.
func samePlace(op, c *Op, dx, dy float64) bool {
	near := func(a, b float64) bool { return math.Abs(a-b) < 0.01 }
	for i, p := range op.P {
		if !near(p.X+dx, c.P[i].X) || !near(p.Y+dy, c.P[i].Y) {
			return false
		}
	}
	return near(op.Box.X+dx*b2f(op.Kind == OpRect), c.Box.X) && near(op.Box.Y+dy*b2f(op.Kind == OpRect), c.Box.Y) &&
		near(op.Box.W, c.Box.W) && near(op.Box.H, c.Box.H)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// TestHostMapErrors: what cannot be drawn is refused with a reason.
func TestHostMapErrors(t *testing.T) {
	m := sampleBase()
	for _, c := range []struct {
		name string
		o    MapOptions
		want string
	}{
		{"floor", MapOptions{Floors: []int{3}}, "no floor 3"},
		{"window floor", MapOptions{Window: MapWindow{Floor: -1, Rows: 2, Cols: 2}}, "no floor -1"},
		{"window outside", MapOptions{Window: MapWindow{R0: 50, Rows: 2, Cols: 2}}, "holds no cell"},
		{"cell", MapOptions{Cell: 1000}, "cannot be drawn"},
		{"nan", MapOptions{Cell: math.NaN()}, "cannot be drawn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := HostMap(m, c.o)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error saying %q", err, c.want)
			}
		})
	}
	if _, err := HostMap(nil, MapOptions{}); err == nil {
		t.Error("a nil maze was drawn")
	}
}

// TestSVGText: text is escaped, and the measured width is kept.
func TestSVGText(t *testing.T) {
	pg := &Page{W: 50, H: 20}
	c := &canvas{pg: pg, m: &measurer{}}
	c.text(5, 10, `a<b & "c"`, FontBold, 10, AlignLeft, redMark, "t")
	var buf bytes.Buffer
	if err := WriteSVG(&buf, pg, SVGOptions{Class: `x"y`}); err != nil {
		t.Fatal(err)
	}
	got := buf.String()
	for _, want := range []string{`class="x&#34;y"`, `>a&lt;b &amp; &#34;c&#34;</text>`, `font-weight="700"`, `fill="#c81e1e"`,
		fmt.Sprintf(`textLength="%s"`, num(pg.Ops[0].TextW)), `viewBox="0 0 50 20"`} {
		if !strings.Contains(got, want) {
			t.Errorf("the SVG lacks %s:\n%s", want, got)
		}
	}
}
