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
	findings := c.findings()
	keep := c.cascadeFilter(res)
	for _, f := range findings {
		if f.Code == "M3-several-treasures" && c.rulesSet["win"] {
			continue // the rules part says how several treasures are won
		}
		if !keep(f) {
			continue
		}
		if len(c.diags) >= MaxDiagnostics {
			c.add(&diag.Diagnostic{Range: c.placeRange(res, f.At)}) // stops here, no excerpt drawn
			break
		}
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
		c.add(d)
	}
}

// findings runs the design rules. On a model that has errors the rules
// see a maze with holes in it (a cell whose glyph is unknown, a pit with
// no exit); should one of them fail on that, its findings are left out
// rather than the compiler: the errors come first. A model without
// errors gets no such shelter, so that the fuzz tests see every failure.
func (c *compiler) findings() (fs []check.Finding) {
	if c.diags.HasErrors() {
		defer func() {
			if recover() != nil {
				fs = nil
			}
		}()
	}
	return analyzeMaze(c.m)
}

// cascadeFilter returns what decides whether a design-rule finding is its
// own problem or may only follow from an error already reported, when the
// source has errors: a wall misdrawn (E040x) can seal a room or open one,
// so a finding about cells next to such an error is left out; a finding
// that says what a compiler diagnostic at the same place says (W0504 and
// B5-single-hole, E0411 and B4-no-exit) is left out; and so is "no
// treasure", which an unread glyph may be.
func (c *compiler) cascadeFilter(res *Result) func(check.Finding) bool {
	if !c.diags.HasErrors() {
		return func(check.Finding) bool { return true }
	}
	type key struct {
		line, col int
	}
	said := map[key]bool{}
	codes := map[string]bool{}
	for _, d := range c.diags {
		said[key{d.Range.Start.Line, d.Range.Start.Column}] = true
		codes[d.Code] = true
	}
	// The cells each drawing line touches.
	type at struct{ floor, i int }
	lineOf := map[int32]at{}
	for fi, g := range c.grids {
		if g == nil {
			continue
		}
		for i, li := range g.lines {
			lineOf[li] = at{fi, i}
		}
	}
	tainted := map[maze.Coord]bool{}
	taint := func(fi, r, k int) {
		g := c.grids[fi]
		if r >= 0 && r < g.rows && k >= 0 && k < g.cols {
			tainted[maze.Coord{Floor: fi, Row: r, Col: k}] = true
		}
	}
	for _, d := range c.diags {
		if d.Severity != diag.Error || !strings.HasPrefix(d.Code, "E04") {
			continue
		}
		a, ok := lineOf[int32(d.Range.Start.Line-1)]
		if !ok {
			continue
		}
		g := c.grids[a.floor]
		step := g.w + 1
		col := max(d.Range.Start.Column-1-g.indent, 0)
		k := min(col/step, g.cols-1)
		onWall := col%step == 0
		if a.i%2 == 1 {
			r := a.i / 2
			taint(a.floor, r, k)
			if onWall {
				taint(a.floor, r, k-1)
			}
		} else {
			r := a.i / 2
			taint(a.floor, r-1, k)
			taint(a.floor, r, k)
		}
	}
	// A line left unread for its tab (E0106): the cells beside it may be
	// anything, and so may the walls it draws.
	for fi, g := range c.grids {
		if g == nil {
			continue
		}
		for _, i := range g.tabbed {
			for k := 0; k < g.cols; k++ {
				taint(fi, i/2, k)
				if i%2 == 0 {
					taint(fi, i/2-1, k)
				}
			}
		}
	}
	dropped := map[maze.Coord]bool{}
	return func(f check.Finding) bool {
		if c.partial && partialCounts[f.Code] {
			return false // the unread line may hold what is counted
		}
		switch f.Code {
		case "B15-no-treasure":
			return false
		case "B4-no-exit":
			if codes["E0411"] {
				return false
			}
		}
		if r := c.placeRange(res, f.At); said[key{r.Start.Line, r.Start.Column}] && f.Severity != diag.Error {
			return false // a compiler warning says it already
		}
		cells := append([]maze.Coord{f.At.Cell}, f.Region...)
		for _, x := range cells {
			if tainted[x] || dropped[x] {
				for _, y := range cells {
					dropped[y] = true
				}
				return false
			}
		}
		return true
	}
}

// partialCounts are the design rules that count what a maze holds: with a
// map line unread (compiler.partial) the count may be short.
var partialCounts = map[string]bool{
	"D2-count": true, "D2-one-object": true, "D2-exits": true, "I1-treasures": true,
	"V2-true-treasure": true, "M3-several-treasures": true, "S1-ball": true, "S2-institute": true,
	"C8-no-morgue": true, "T2-floor-contents": true, "V13-treasure-unreachable": true,
	"V13-treasure-no-exit": true, "B4-no-exit": true,
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
	if c.glyphs == nil {
		c.glyphs = c.m.Glyphs() // once for every excerpt
	}
	opts := maze.DrawOptions{
		Glyphs:     c.glyphs,
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
