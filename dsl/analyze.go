package dsl

import (
	"fmt"
	"strings"

	"labyrinth/dsl/check"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// analyzeMaze is check.Analyze; tests put findings of their own here.
var analyzeMaze = check.Analyze

// analyze runs the design rules of package check on a structurally sound
// model and turns each finding into a diagnostic that points into the map
// drawing: the primary place, labelled related places, and a redrawn map
// excerpt with the finding's region and path.
func (c *compiler) analyze(res *Result) {
	for _, f := range analyzeMaze(c.m) {
		d := &diag.Diagnostic{
			Severity: f.Severity,
			Code:     f.Code,
			Summary:  f.Summary,
			Detail:   f.Detail,
			Hint:     f.Hint,
			Range:    c.placeRange(res, f.At),
		}
		if d.Severity == 0 {
			d.Severity = diag.Error
		}
		for _, r := range f.Related {
			d.Related = append(d.Related, diag.Label{Range: c.placeRange(res, r.Place), Message: r.Message})
		}
		if len(f.Region) > 0 || len(f.Path) > 0 {
			if ex := c.excerpt(f); ex != "" {
				if d.Detail != "" {
					d.Detail += "\n\n"
				}
				d.Detail += ex
			}
		}
		c.diags = append(c.diags, d)
	}
}

func (c *compiler) placeRange(res *Result, p check.Place) diag.Range {
	if p.Side != maze.None {
		if r, ok := res.WallRange(p.Cell, p.Side); ok {
			return r
		}
	}
	if r, ok := res.CellRange(p.Cell); ok {
		return r
	}
	return c.src.rng(0, 0, 1)
}

// excerpt redraws the part of the floor a finding is about, with its
// region marked and its path shown.
func (c *compiler) excerpt(f check.Finding) string {
	cells := append(append([]maze.Coord(nil), f.Region...), f.Path...)
	floor := cells[0].Floor
	minR, minC, maxR, maxC := cells[0].Row, cells[0].Col, cells[0].Row, cells[0].Col
	for _, x := range cells {
		if x.Floor != floor {
			continue
		}
		minR, maxR = min(minR, x.Row), max(maxR, x.Row)
		minC, maxC = min(minC, x.Col), max(maxC, x.Col)
	}
	fl := &c.m.Floors[floor]
	opts := maze.DrawOptions{
		Floor:      floor,
		Window:     &maze.Window{Row: max(minR-1, 0), Col: max(minC-1, 0), Rows: min(maxR+1, fl.Rows-1) - max(minR-1, 0) + 1, Cols: min(maxC+1, fl.Cols-1) - max(minC-1, 0) + 1},
		Marks:      f.Region,
		Path:       f.Path,
		Alphabet:   check.Alphabet(c.m),
		HostGlyphs: true,
	}
	var b strings.Builder
	if err := maze.Draw(&b, c.m, opts); err != nil {
		return ""
	}
	var key []string
	if len(f.Region) > 0 {
		key = append(key, "* marks the region")
	}
	if len(f.Path) > 0 {
		key = append(key, maze.PathGlyph+" is the path, numbered where it starts, turns and ends")
	}
	out := strings.TrimRight(b.String(), "\n") + "\n(" + strings.Join(key, "; ") + ")"
	if len(f.Path) > 0 {
		var pts []string
		for k, i := range maze.PathPoints(f.Path) {
			p := f.Path[i]
			pt := fmt.Sprintf("%d %s", k+1, c.m.NameIn(p, check.Alphabet(c.m)))
			if g := c.m.Floors[p.Floor].Cell(p.Row, p.Col).Glyph; g != "" && g != "." {
				pt += " " + g
			}
			pts = append(pts, pt)
		}
		out += "\n(path: " + strings.Join(pts, " → ") + ")"
	}
	return out
}
