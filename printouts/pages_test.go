package printouts

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/examples"
)

// exampleKits lays out every example in both languages on both common
// paper sizes, as a host would print them.
func exampleKits(t *testing.T, each func(t *testing.T, d *Document)) {
	t.Helper()
	for _, name := range examples.Names() {
		src, err := examples.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := dsl.Compile(name, src)
		if m == nil {
			t.Fatalf("%s: no model", name)
		}
		for _, lang := range []Lang{LangRU, LangEN} {
			for _, paper := range []Paper{PaperA4, PaperLetter} {
				t.Run(fmt.Sprintf("%s/%s/%s", name, lang, paper), func(t *testing.T) {
					d, err := Layout(m, Options{Lang: lang, Paper: paper})
					if err != nil {
						t.Fatal(err)
					}
					each(t, d)
				})
			}
		}
	}
}

// blankBand is the tallest band across a page's content area with nothing
// drawn in it, in millimetres, on the same raster as usedShare.
func blankBand(pg *Page) float64 {
	const cell = 5.0
	area := Rect{Margin, Margin + headerH, pg.W - 2*Margin, pg.H - 2*Margin - headerH - footerH}
	rows := int(math.Ceil(area.H / cell))
	used := make([]bool, rows)
	for i := range pg.Ops {
		op := &pg.Ops[i]
		switch op.Role {
		case "header", "footer", "subtitle":
			continue
		}
		b := op.Bounds()
		for r := max(int((b.Y-area.Y)/cell), 0); r <= min(int((b.Y+b.H-area.Y)/cell), rows-1); r++ {
			used[r] = true
		}
	}
	run, best := 0, 0
	for _, u := range used {
		if u {
			run = 0
			continue
		}
		run++
		best = max(best, run)
	}
	return float64(best) * cell
}

// usedShare is the share of a page's content area (below the header,
// above the footer) that has something drawn on it, counted on a 5 mm
// raster.
func usedShare(pg *Page) float64 {
	const cell = 5.0
	area := Rect{Margin, Margin + headerH, pg.W - 2*Margin, pg.H - 2*Margin - headerH - footerH}
	cols, rows := int(math.Ceil(area.W/cell)), int(math.Ceil(area.H/cell))
	used := make([]bool, cols*rows)
	for i := range pg.Ops {
		op := &pg.Ops[i]
		switch op.Role {
		case "header", "footer", "subtitle":
			continue
		}
		b := op.Bounds()
		c0, c1 := int((b.X-area.X)/cell), int((b.X+b.W-area.X)/cell)
		r0, r1 := int((b.Y-area.Y)/cell), int((b.Y+b.H-area.Y)/cell)
		for r := max(r0, 0); r <= min(r1, rows-1); r++ {
			for c := max(c0, 0); c <= min(c1, cols-1); c++ {
				used[r*cols+c] = true
			}
		}
	}
	n := 0
	for _, u := range used {
		if u {
			n++
		}
	}
	return float64(n) / float64(len(used))
}

// TestNoEmptyPages: no page of an example's kit is more than 80% empty —
// no table spilling two rows onto a page of its own, no small floor's
// grid in a corner of a blank sheet.
func TestNoEmptyPages(t *testing.T) {
	exampleKits(t, func(t *testing.T, d *Document) {
		for i, pg := range d.Pages {
			if u := usedShare(pg); u < 0.2 {
				t.Errorf("page %d (%s) is %.0f%% empty", i+1, pg.Label, 100*(1-u))
			}
			// A player's sheet is squared paper to the edges.
			if pg.Part == PartGrids {
				if b := blankBand(pg); b > 0.1*(pg.H-2*Margin) {
					t.Errorf("page %d (%s) has a blank band %.0f mm tall", i+1, pg.Label, b)
				}
			}
		}
	})
}

// TestUsedShareCanFail: the measure sees a page with three lines of a
// table for what it is.
func TestUsedShareCanFail(t *testing.T) {
	pg := &Page{W: 210, H: 297}
	c := &canvas{pg: pg, m: &measurer{}}
	for i := 0; i < 3; i++ {
		c.text(Margin, 30+float64(i)*4, "П1 ж7 В1 б7", FontRegular, 8.5, AlignLeft, black, "table")
		c.line(Pt{Margin, 31 + float64(i)*4}, Pt{200, 31 + float64(i)*4}, 0.1, gridGrey, "table")
	}
	if u := usedShare(pg); u >= 0.2 {
		t.Errorf("three table rows use %.0f%% of a page", 100*u)
	}
}

var romanNumeral = regexp.MustCompile(`^[IVX]+$`)

// TestHostGlyphsInLegend: every sign drawn on a host sheet's map is
// explained in its legend. Numbers on a sign (П2, Вх3, IV) only count
// which one it is.
func TestHostGlyphsInLegend(t *testing.T) {
	stripDigits := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return -1
			}
			return r
		}, s)
	}
	exampleKits(t, func(t *testing.T, d *Document) {
		legend := map[string]bool{}
		for _, pg := range d.Pages {
			for _, op := range pg.Ops {
				if pg.Part == PartHost && op.Kind == OpText && op.Role == "legend" {
					legend[op.Text] = true
					legend[stripDigits(op.Text)] = true
				}
			}
		}
		checked := 0
		for i, pg := range d.Pages {
			if pg.Part != PartHost {
				continue
			}
			for _, op := range pg.Ops {
				if op.Kind != OpText || (op.Role != "glyph" && op.Role != "glyph-small" && op.Role != "creature") {
					continue
				}
				g := stripDigits(op.Text)
				if g == "" {
					continue // a number: a hole's place in its cycle, a stair's
				}
				checked++
				if legend[op.Text] || legend[g] || romanNumeral.MatchString(g) && legend["I"] {
					continue
				}
				t.Errorf("page %d (%s): sign %q is not in the legend", i+1, pg.Label, op.Text)
			}
		}
		if checked == 0 {
			t.Error("no sign checked on the host sheet")
		}
	})
}

// TestGridHintFollowsMaze: the player's sheet names only what this maze
// has that moves a player unseen (B22): the ВМиК sketch has pits, no holes
// and no hospital.
func TestGridHintFollowsMaze(t *testing.T) {
	for _, tt := range []struct {
		example   string
		want, not []string
	}{
		{"vmk1983.maze", []string{"После ямы — новый лист"}, []string{"дырки", "госпиталя"}},
		{"school.maze", []string{"дырки", "морга"}, []string{"ямы", "госпиталя"}},
		{"stalker.maze", nil, []string{"новый лист"}},
	} {
		t.Run(tt.example, func(t *testing.T) {
			src, err := examples.Read(tt.example)
			if err != nil {
				t.Fatal(err)
			}
			m, _ := dsl.Compile(tt.example, src)
			d, err := Layout(m, Options{Parts: []Part{PartGrids}})
			if err != nil {
				t.Fatal(err)
			}
			hint := ""
			for _, op := range d.Pages[0].Ops {
				if op.Role == "hint" {
					hint = op.Text
				}
			}
			if hint == "" {
				t.Fatal("no hint on the player's sheet")
			}
			for _, w := range tt.want {
				if !strings.Contains(hint, w) {
					t.Errorf("hint %q does not say %q", hint, w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(hint, w) {
					t.Errorf("hint %q says %q", hint, w)
				}
			}
		})
	}
}

// TestGridLegendHasTreasure: a sheet that announces «кладов: 4» gives the
// player a sign to draw a treasure with, though which is true stays secret.
func TestGridLegendHasTreasure(t *testing.T) {
	src, err := examples.Read("base.maze")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := dsl.Compile("base.maze", src)
	d, err := Layout(m, Options{Parts: []Part{PartGrids}})
	if err != nil {
		t.Fatal(err)
	}
	var announced, sign, secret bool
	for _, op := range d.Pages[0].Ops {
		announced = announced || op.Role == "subtitle" && strings.Contains(op.Text, "кладов")
		sign = sign || op.Role == "symbols" && op.Text == "клад"
		secret = secret || op.Role == "symbols" && strings.Contains(op.Text, "истинный")
	}
	if !announced || !sign {
		t.Errorf("treasures announced: %v; a treasure sign in the legend: %v", announced, sign)
	}
	if secret {
		t.Error("the player's legend tells which treasure is true")
	}
}

// TestSplitTablesContinue: a table that goes on to a new page goes on
// under its title and «(продолжение)», never as bare rows. A5 splits most.
func TestSplitTablesContinue(t *testing.T) {
	splits := 0
	for _, name := range examples.Names() {
		src, err := examples.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := dsl.Compile(name, src)
		for _, paper := range []Paper{PaperA5, PaperA4, PaperLetter} {
			d, err := Layout(m, Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			for i, pg := range d.Pages {
				for _, op := range pg.Ops {
					if op.Kind != OpText || op.Role == "header" || op.Role == "subtitle" {
						continue
					}
					if op.Role == "heading" {
						if strings.HasSuffix(op.Text, "(продолжение)") {
							splits++
						}
						break
					}
					if op.Role == "table" {
						t.Errorf("%s %s page %d (%s): table rows %q without a heading", name, paper, i+1, pg.Label, op.Text)
					}
					break
				}
			}
		}
	}
	if splits == 0 {
		t.Error("no table was split: the test checks nothing")
	}
}
