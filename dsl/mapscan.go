package dsl

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// Style is a map drawing style (grammar.md, "Maps"). Each map's style is
// detected from its top line and kept by Format.
type Style uint8

const (
	// StyleBox draws posts as +, walls as --- and |, openings as spaces.
	StyleBox Style = iota
	// StyleVMK is the sketch notation of source text 001 (rule V26): I for
	// vertical walls and posts, ___ under a cell, ~~~ for the top wall.
	StyleVMK
)

func (s Style) String() string { return [...]string{"box", "vmk"}[s] }

// grid is a scanned map drawing: cell slots and wall edges with the
// source range of each.
type grid struct {
	style      Style
	indent     int // rune column of the left wall
	w          int // cell width in runes
	rows, cols int
	cells      []slot       // rows × cols, row by row
	far        map[int]span // the places of glyphs far from their slots
	h          [][]wslot    // (rows+1) × cols: the wall above each cell; row rows is the bottom
	v          [][]wslot    // rows × (cols+1): the wall left of each cell; col cols is the right
	// badRows marks the rows of cells drawn on a line whose columns
	// cannot be trusted (a tab, bytes that are not UTF-8): their glyphs
	// are not read, and the map is too broken for cross-checks.
	badRows []bool
	broken  bool
	// rowEnd is where each row of cells ends as written (MapLine.End);
	// width is where every line ends, one past the right wall's column.
	rowEnd []int
	// bottomEnd is where the bottom wall line ends as written (-1: the
	// drawing has none).
	bottomEnd int
	width     int
	// lines holds the source line of each drawing line: the walls' and
	// cells' places follow from it and the grid, so that a million
	// cells do not keep a million ranges.
	lines []int32
	src   *source
	// posts marks, in a ВМиК map, the wall-line posts the host drew
	// (rows+1 by cols+1): they are decoration, and fmt keeps them.
	posts []bool
	// expanded holds the drawing lines read with their tabs expanded
	// (E0106), by index: their glyphs are read from there.
	expanded map[int]string
	// tabbed lists the drawing lines (by index) whose tab could not be
	// lined up (E0106): the rest of the map is read and checked, the
	// cells beside these lines are left out of the design rules.
	tabbed []int
}

// post reports whether the host drew a post I at corner (r, c) of a
// ВМиК map.
func (g *grid) post(r, c int) bool {
	return g.posts != nil && g.posts[r*(g.cols+1)+c]
}

// hSpan is the place of the wall above cell (r, c); row rows is the
// bottom wall, drawn on the last row of cells when the map has none.
func (g *grid) hSpan(r, c int) span {
	li := 2 * r
	if li >= len(g.lines) {
		li = len(g.lines) - 1
	}
	return span{g.lines[li], int32(g.indent + c*(g.w+1) + 1), int32(g.w)}
}

// vSpan is the place of the wall left of cell (r, k); column cols is the
// right wall.
func (g *grid) vSpan(r, k int) span {
	return span{g.lines[2*r+1], int32(g.indent + k*(g.w+1)), 1}
}

// cellSpan is the place of cell (r, c)'s glyph, or of its slot when it
// is empty.
func (g *grid) cellSpan(r, c int) span {
	s := g.cells[r*g.cols+c]
	from := int32(g.indent + c*(g.w+1) + 1)
	switch {
	case s.n == 0:
		return span{g.lines[2*r+1], from, int32(g.w)}
	case s.n < 0:
		return g.far[r*g.cols+c]
	}
	return span{g.lines[2*r+1], from + int32(s.lead), int32(s.n)}
}

// short reports whether row r stops before the right wall's column, so
// that its right wall is read as an opening though none is drawn (W0414).
func (g *grid) short(r int) bool { return g.rowEnd[r] < g.width }

// slot is a cell's glyph as its place in its row's line, relative to the
// slot: its glyph, spaces trimmed, is the source text there (grid.text).
// n is 0 for an empty cell; -1 when the place does not fit in two bytes,
// and grid.far has it. Two bytes a cell: the text is not copied.
type slot struct {
	lead, n int8
}

// setCell puts a glyph (or "" for an empty cell) at a place of row r's
// line into cell (r, c).
func (g *grid) setCell(r, c int, text string, sp span) {
	if text == "" {
		// Most cells are empty: leave a slot that is already zero
		// unwritten, so that the pages of a fresh grid stay untouched
		// and cost no resident memory.
		if g.cells[r*g.cols+c] != (slot{}) {
			g.cells[r*g.cols+c] = slot{}
		}
		return
	}
	lead := int(sp.col) - (g.indent + c*(g.w+1) + 1)
	if lead < math.MinInt8 || lead > math.MaxInt8 || sp.n < 1 || sp.n > math.MaxInt8 {
		if g.far == nil {
			g.far = map[int]span{}
		}
		g.far[r*g.cols+c] = sp
		g.cells[r*g.cols+c] = slot{n: -1}
		return
	}
	g.cells[r*g.cols+c] = slot{int8(lead), int8(sp.n)}
}

// text returns the glyph of cell (r, c) as written, "" for an empty cell.
func (g *grid) text(r, c int) string {
	src := g.src
	if g.cells[r*g.cols+c].n == 0 {
		return ""
	}
	sp := g.cellSpan(r, c)
	if t, ok := g.expanded[2*r+1]; ok {
		rs := []rune(t)
		return string(rs[min(int(sp.col), len(rs)):min(int(sp.col+sp.n), len(rs))])
	}
	li := int(g.lines[2*r+1])
	l := &src.lines[li]
	from := src.pos(li, int(sp.col)).Offset - l.start
	to := src.pos(li, int(sp.col+sp.n)).Offset - l.start
	return strings.ReplaceAll(l.text[from:min(to, len(l.text))], "\t", " ")
}

type wslot struct {
	kind maze.WallKind
	pass maze.Dir
}

// span is a compact source range on one line: a million cells keep their
// places without a million diag.Ranges.
type span struct {
	line, col, n int32
}

func (s *source) span(sp span) diag.Range {
	return s.rng(int(sp.line), int(sp.col), int(sp.col+sp.n))
}

// scanMap reads a map block's drawing into a grid. It returns nil when the
// drawing is too broken to give a shape.
func (p *parser) scanMap(mb *MapBlock) *grid {
	draw := p.drawing(mb)
	if draw == nil {
		return nil
	}
	if p.bad[draw[0].Line] {
		// The top wall sets every column of the map; with a tab or a
		// bad byte in it, every line after it would be reported.
		return nil
	}
	g := &grid{src: p.src}
	if !p.gridColumns(g, draw) {
		return nil
	}
	step := g.w + 1
	width := g.indent + g.cols*step + 1
	n := len(draw) - 1
	if n == 0 {
		d := p.errorf("E0407", p.src.lineRange(draw[0].Line), "map has a top wall but no rows")
		d.Hint = "under the top wall, draw each row as a line of cells and a line of walls"
		return nil
	}
	g.rows = (n + 1) / 2
	if !p.withinLimits(g, mb) {
		return nil
	}
	p.cells += g.rows * g.cols
	if n%2 == 1 {
		l := draw[len(draw)-1]
		d := p.errorf("E0404", p.src.lineRange(l.Line), "unclosed outer wall: the map ends without a bottom wall")
		d.Hint = "draw a wall line under the last row of cells; it is read here as a solid wall"
	}
	g.alloc(draw, width)
	for i := 1; i < len(draw); i++ {
		p.expandTabs(g, draw, i)
		p.respace(g, draw, i)
	}
	var buf []rune // one line's runes, reused: the scanners copy what they keep
	for i, l := range draw {
		if p.halted() {
			return g
		}
		said := len(p.diags)
		buf = p.scanLine(g, draw, i, buf, width)
		if p.bad[l.Line] {
			// A tab or a bad byte moved the columns of this line: its
			// walls are read, but nothing more is said about it, and its
			// glyphs are not read. A tab breaks only its line: the
			// other lines are checked (tabbed); bad bytes may be
			// anywhere, so the map is broken.
			p.diags = p.diags[:said]
			if p.tabs[l.Line] != nil && utf8.ValidString(p.src.lines[l.Line].text) {
				g.tabbed = append(g.tabbed, i)
			} else {
				g.broken = true
			}
			if i%2 == 1 {
				g.badRows[i/2] = true
			}
		}
	}
	if n%2 == 1 {
		for c := 0; c < g.cols; c++ {
			g.h[g.rows][c] = wslot{kind: maze.WallPlain}
		}
	}
	return g
}

// drawing returns the lines of a map block's drawing, from its first
// line with text to its last, without comment lines between; nil (and an
// error) when there is none.
func (p *parser) drawing(mb *MapBlock) []MapLine {
	var draw []MapLine
	first, last := -1, -1
	for i, l := range mb.Lines {
		if strings.TrimSpace(l.Text) != "" {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		d := p.errorf("E0407", p.src.lineRange(mb.Open), "map has no drawing")
		d.Hint = "draw the floor between the braces, starting with its top wall, e.g. +---+---+"
		return nil
	}
	for _, l := range mb.Lines[first : last+1] {
		if strings.TrimSpace(l.Text) == "" && l.Comment != "" {
			continue // a comment line between drawing lines
		}
		draw = append(draw, l)
	}
	return draw
}

// gridColumns reads the top wall: the drawing style, the indent, the
// cell width and the number of columns, from its posts (or, when it has
// none between its corners, from the walls below). It reports false when
// the top wall gives no grid.
func (p *parser) gridColumns(g *grid, draw []MapLine) bool {
	top := []rune(draw[0].Text)
	var post rune
	switch {
	case strings.ContainsRune(draw[0].Text, '+'):
		g.style, post = StyleBox, '+'
	case strings.ContainsAny(draw[0].Text, "I~"):
		g.style, post = StyleVMK, 'I'
	default:
		d := p.errorf("E0402", p.src.lineRange(draw[0].Line), "cannot tell the drawing style from the map's top line")
		d.Hint = "start a map with its top wall: +---+---+ (box style) or I~~~I~~~I (ВМиК style)"
		return false
	}
	var posts []int
	for i, r := range top {
		if r == post {
			posts = append(posts, i)
		}
	}
	example := "+---+---+"
	if g.style == StyleVMK {
		example = "I~~~I~~~I"
	}
	inferred := false
	if len(posts) <= 2 {
		// A top line with no posts between its ends: the walls of the
		// rows below may still show the grid, and then the top line is
		// one error, not one for every line under it.
		from, to := len(top)-len([]rune(strings.TrimLeft(string(top), " "))), len([]rune(strings.TrimRight(string(top), " ")))-1
		if step := rowStep(draw, from, to); step > 0 {
			d := p.errorf("E0402", p.src.lineRange(draw[0].Line), "the top wall has no post %q between its corners", string(post))
			d.Hint = fmt.Sprintf("put a post at the corner of every cell, as the walls below stand: every %d columns, e.g. %s", step, example)
			if g.style == StyleVMK {
				d.Hint = fmt.Sprintf("a ВМиК top line needs an I at every cell corner, where the walls below stand: every %d columns, e.g. %s", step, example)
			}
			posts = posts[:0]
			for c := from; c <= to; c += step {
				posts = append(posts, c)
			}
			inferred = true
		}
	}
	if len(posts) < 2 || posts[1]-posts[0] < 2 {
		d := p.errorf("E0402", p.src.lineRange(draw[0].Line), "the top wall needs a post %q at each corner of every cell", string(post))
		d.Hint = "e.g. +---+---+ or I~~~I~~~I: posts every four columns for cells three wide"
		return false
	}
	g.indent, g.w = posts[0], posts[1]-posts[0]-1
	g.cols = (posts[len(posts)-1] - g.indent) / (g.w + 1)
	step := g.w + 1
	for _, pc := range posts {
		if inferred {
			break
		}
		if (pc-g.indent)%step != 0 {
			d := p.errorf("E0402", p.src.rng(draw[0].Line, pc, pc+1), "misaligned post: column %d is not on the grid of posts every %d columns set by the first two", pc+1, step)
			d.Hint = fmt.Sprintf("every cell must be %d columns wide, like the first one", g.w)
		}
	}
	for k := 0; k <= g.cols && !inferred; k++ {
		pc := g.indent + k*step
		if top[pc] != post {
			d := p.errorf("E0402", p.src.rng(draw[0].Line, pc, pc+1), "missing post %q in the top wall", string(post))
			d.Hint = fmt.Sprintf("the first two posts set cells %d wide; put a post every %d columns", g.w, step)
		}
	}
	return true
}

// withinLimits checks the floor's size against the limits, before a cell
// is allocated.
func (p *parser) withinLimits(g *grid, mb *MapBlock) bool {
	at := p.src.lineRange(mb.Open)
	switch size := fmt.Sprintf("%d×%d", g.rows, g.cols); {
	case p.maxSide > 0 && (g.rows > p.maxSide || g.cols > p.maxSide):
		p.limitf(at, "draw a smaller maze", "the floor is %s cells, more than %d×%d", size, p.maxSide, p.maxSide)
		return false
	case g.rows*g.cols > MaxFloorCells:
		p.limitf(at, "a floor has at most 1000×1000 cells; split a larger maze into floors", "the floor is %s cells, more than the %d a floor may have", size, MaxFloorCells)
		return false
	case p.cells+g.rows*g.cols > MaxMazeCells:
		p.limitf(at, "draw fewer or smaller floors", "the floors have more than %d cells together", MaxMazeCells)
		return false
	}
	return true
}

// alloc makes the grid's cells and walls for its rows and columns, and
// records the source line of every drawing line.
func (g *grid) alloc(draw []MapLine, width int) {
	// One backing array each for cells, vertical and horizontal walls: a
	// 1000×1000 map would otherwise allocate three thousand slices.
	g.v = make([][]wslot, g.rows)
	g.h = make([][]wslot, g.rows+1)
	hs := make([]wslot, (g.rows+1)*g.cols)
	for r := range g.h {
		g.h[r] = hs[r*g.cols : (r+1)*g.cols : (r+1)*g.cols]
	}
	g.badRows = make([]bool, g.rows)
	g.rowEnd = make([]int, g.rows)
	g.bottomEnd = -1
	g.width = width
	g.cells = make([]slot, g.rows*g.cols)
	vs := make([]wslot, g.rows*(g.cols+1))
	for r := 0; r < g.rows; r++ {
		g.v[r] = vs[r*(g.cols+1) : (r+1)*(g.cols+1) : (r+1)*(g.cols+1)]
	}
	g.lines = make([]int32, len(draw))
	for i, l := range draw {
		g.lines[i] = int32(l.Line)
	}
}

// maxRespace is the widest map whose lines respace tries to mend: it
// tries every column of a line.
const maxRespace = 512

// respace mends a drawing line that is one space short or one space long
// and so puts its walls off the grid from some column on: a space dropped
// or typed twice. Read with the space put back (or taken out) where that
// puts every wall on the grid, the line says so once (E0401), not once
// for every wall after it.
func (p *parser) respace(g *grid, draw []MapLine, i int) {
	l := &draw[i]
	if p.bad[l.Line] || g.width > maxRespace {
		return
	}
	rs := []rune(l.Text)
	cells := i%2 == 1
	if onGrid(g, rs, cells) || len(rs) != g.width-1 && len(rs) != g.width+1 {
		return
	}
	// The first column off the grid: the mend is at or before it.
	bad := 0
	for bad < len(rs) && onGrid(g, rs[:bad+1], cells) {
		bad++
	}
	var fixed []rune
	at, missing := -1, len(rs) < g.width
	for x := min(bad+1, len(rs)); x > 0; x-- {
		var try []rune
		if missing {
			try = slices.Concat(rs[:x], []rune{' '}, rs[x:])
		} else if rs[x-1] == ' ' {
			try = slices.Concat(rs[:x-1], rs[x:])
		} else {
			continue
		}
		if len(try) == g.width && onGrid(g, try, cells) {
			fixed, at = try, x
			break
		}
	}
	if fixed == nil {
		return
	}
	t := string(fixed)
	l.Text, l.End = t, len(fixed)
	if g.expanded == nil {
		g.expanded = map[int]string{}
	}
	g.expanded[i] = t
	if missing {
		d := p.errorf("E0401", p.src.rng(l.Line, at, at+1), "a space is missing here: the walls after it stand one column left of the map's grid")
		d.Hint = "add the space; the line is read with it"
	} else {
		d := p.errorf("E0401", p.src.rng(l.Line, at-1, at), "one space too many here: the walls after it stand one column right of the map's grid")
		d.Hint = "remove the space; the line is read without it"
	}
}

// rowStep finds the grid of a map whose top line, from column from to
// column to, has no posts between its ends: the distance between the
// walls (| or I) of its rows of cells, when they all stand on one grid
// that starts at from and ends at to. It returns 0 when they do not.
func rowStep(draw []MapLine, from, to int) int {
	step := 0
	for i := 1; i < len(draw); i += 2 {
		for c, r := range []rune(draw[i].Text) {
			if w, ok := maze.WallOfGlyph(r, true); !ok || w.Kind != maze.WallPlain || c == from || c > to {
				continue
			}
			if c < from {
				return 0
			}
			step = gcd(step, c-from)
		}
	}
	if step < 2 || step >= to-from || (to-from)%step != 0 {
		return 0
	}
	return step
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// expandTabs reads a drawing line with a tab (E0106) the way an editor
// showed it, when it can: with tab stops every 8 or every 4 columns, the
// first that puts every wall and post of the line on the map's grid. The
// tab is still an error, but the line's walls and glyphs are read and the
// map is not broken by it.
func (p *parser) expandTabs(g *grid, draw []MapLine, i int) {
	l := &draw[i]
	d := p.tabs[l.Line]
	if d == nil || !utf8.ValidString(p.src.lines[l.Line].text) {
		return
	}
	code, _ := splitComment(p.src.lines[l.Line].text)
	for _, stop := range []int{8, 4} {
		var b []rune
		for _, r := range code {
			if r == '\t' {
				b = append(b, ' ')
				for len(b)%stop != 0 {
					b = append(b, ' ')
				}
				continue
			}
			b = append(b, r)
		}
		if !onGrid(g, b, i%2 == 1) {
			continue
		}
		t := strings.TrimRight(string(b), " ")
		l.Text, l.End = t, len(b)
		if g.expanded == nil {
			g.expanded = map[int]string{}
		}
		g.expanded[i] = t
		delete(p.bad, l.Line)
		d.Detail = fmt.Sprintf("the line is read with tab stops every %d columns, where its walls line up with the map's; columns after the tab are counted that way", stop)
		return
	}
}

// onGrid reports whether a drawing line puts walls only where the grid
// has them: inside the map's width, a wall or an opening at every post,
// and no wall inside a cell.
func onGrid(g *grid, rs []rune, cells bool) bool {
	end := len(rs)
	for end > 0 && rs[end-1] == ' ' {
		end--
	}
	if end > g.width || !allSpace(rs[:min(g.indent, end)]) {
		return false
	}
	if len(rs) < g.width {
		// A copy: rs may be a prefix of a line the caller still reads.
		rs = append(slices.Clip(rs), make([]rune, g.width-len(rs))...)
		for j := end; j < len(rs); j++ {
			rs[j] = ' '
		}
	}
	step := g.w + 1
	for k := 0; k <= g.cols; k++ {
		pc := g.indent + k*step
		if cells {
			if _, _, ok := vWallKind(rs[pc]); !ok {
				return false
			}
		} else if !strings.ContainsRune(" +-|=:*._~I", rs[pc]) {
			return false
		}
		if k == g.cols {
			break
		}
		slot := rs[pc+1 : pc+step]
		if cells {
			if slices.Contains(slot, '|') {
				return false
			}
		} else if _, _, ok, _ := hWallKind(string(slot)); !ok {
			return false
		}
	}
	return true
}

// scanLine scans line i of a drawing, a wall line or a line of cells.
func (p *parser) scanLine(g *grid, draw []MapLine, i int, buf []rune, width int) []rune {
	l := draw[i]
	buf = buf[:0]
	for _, r := range l.Text {
		buf = append(buf, r)
	}
	rs := buf
	if len(rs) > width {
		d := p.errorf("E0401", p.src.rng(l.Line, width, len(rs)), "ragged row: the line runs %s past the right wall", columns(len(rs)-width))
		d.Hint = fmt.Sprintf("every line of this map ends at column %d, where the top wall ends", width)
		d.Related = append(d.Related, diag.Label{Range: p.src.rng(draw[0].Line, width-1, width), Message: "the top wall ends here"})
	}
	if lead := strings.TrimSpace(string(rs[:min(g.indent, len(rs))])); lead != "" {
		d := p.errorf("E0401", p.src.rng(l.Line, 0, g.indent), "ragged row: the line starts left of the map's left wall")
		d.Hint = fmt.Sprintf("the top wall starts at column %d; start every line there", g.indent+1)
	}
	for len(rs) < width {
		rs = append(rs, ' ')
	}
	if i%2 == 0 {
		if i > 0 && i == 2*g.rows {
			g.bottomEnd = l.End
		}
		p.scanWallLine(g, i/2, l.Line, rs, i == 0)
	} else {
		g.rowEnd[i/2] = l.End
		p.scanCellLine(g, i/2, l.Line, rs)
	}
	return rs
}

func (p *parser) scanWallLine(g *grid, r, li int, rs []rune, top bool) {
	step := g.w + 1
	for c := 0; c < g.cols; c++ {
		from := g.indent + c*step + 1
		ws := wslot{}
		wsp := span{int32(li), int32(from), int32(g.w)}
		if allSpace(rs[from : from+g.w]) {
			g.h[r][c] = ws
			continue
		}
		if plainRun(rs[from : from+g.w]) {
			// The common wall, drawn whole: ---, ___ or ~~~.
			ws.kind = maze.WallPlain
			g.h[r][c] = ws
			continue
		}
		seg := string(rs[from : from+g.w])
		at := p.src.span(wsp)
		if g.style == StyleVMK && strings.ContainsRune(seg, '+') && !strings.ContainsRune(seg, 'I') {
			d := p.errorf("E0402", at, "+ on a ВМиК wall line: ВМиК posts are I, every %d columns", step)
			d.Hint = fmt.Sprintf("a wall under a cell is ___; posts are I and stand every %d columns, at the corners of cells %d wide", step, g.w)
			ws.kind = maze.WallPlain
		} else if strings.ContainsRune(seg, '+') || (g.style == StyleVMK && strings.ContainsRune(seg, 'I')) {
			d := p.errorf("E0402", at, "misaligned post inside the wall of a cell")
			d.Hint = fmt.Sprintf("posts stand every %d columns, at the corners of cells %d wide", step, g.w)
			ws.kind = maze.WallPlain
		} else {
			k, pass, ok, partial := hWallKind(seg)
			if !ok {
				d := p.errorf("E0406", at, "unknown wall glyph %q", strings.TrimSpace(seg))
				d.Hint = "a wall under or over a cell is ---, ___ or ~~~ (plain), === (unblastable), ::: (window), *** (rubber), vvv or ^^^ (one-way), ... (closed exit) or spaces (open)"
				k = maze.WallPlain
			} else if partial {
				d := p.warnf("W0409", at, "partial wall: %q is read as a whole wall", seg)
				d.Hint = fmt.Sprintf("draw the wall across the whole cell (%d columns) or leave it blank", g.w)
			}
			ws.kind, ws.pass = k, pass
		}
		g.h[r][c] = ws
	}
	for k := 0; k <= g.cols; k++ {
		pc := g.indent + k*step
		ch := rs[pc]
		if g.style == StyleVMK && ch == 'I' {
			if g.posts == nil {
				g.posts = make([]bool, (g.rows+1)*(g.cols+1))
			}
			g.posts[r*(g.cols+1)+k] = true
		}
		okPost := " +-|=:*._~"
		if g.style == StyleVMK {
			okPost = " I_~|=:*."
		}
		switch {
		case g.style == StyleVMK && ch == '+':
			d := p.errorf("E0402", p.src.rng(li, pc, pc+1), "+ on a ВМиК wall line: ВМиК posts are I")
			d.Hint = "write I for the post, as the top line does; + is a post of box-style maps"
		case !strings.ContainsRune(okPost, ch):
			d := p.errorf("E0402", p.src.rng(li, pc, pc+1), "unexpected %q where a post stands", string(ch))
			d.Hint = "only posts and walls belong on a wall line; cells go on the line between two wall lines"
		}
	}
}

// wideGlyph is a glyph that runs over the wall left of cell k (E0413): it
// belongs to the cell where it starts. A glyph that starts in that wall
// column (E0415) belongs to cell k.
type wideGlyph struct {
	k     int
	glyph string
	sp    span
}

// scanCellLine reads line li, the cells of row r: the walls between the
// cells, then the cells' glyphs.
func (p *parser) scanCellLine(g *grid, r, li int, rs []rune) {
	wide, shifted := p.scanCellWalls(g, r, li, rs)
	p.scanCells(g, r, li, rs, wide, shifted)
}

// scanCellWalls reads the wall columns of a line of cells. It returns the
// glyphs too wide for their cells (E0413) and those written one column
// left (E0415), for scanCells to place.
func (p *parser) scanCellWalls(g *grid, r, li int, rs []rune) (wide, shifted []wideGlyph) {
	step := g.w + 1
	for k := 0; k <= g.cols; k++ {
		pc := g.indent + k*step
		sp := span{int32(li), int32(pc), 1}
		kind, pass, ok := vWallKind(rs[pc])
		if (!ok || kind == maze.WallClosedExit) && k > 0 && k < g.cols && rs[pc-1] != ' ' && rs[pc+1] != ' ' {
			// A glyph wider than the cells runs over the wall between
			// them ("H1.1" in cells three wide): say so, rather than
			// read its middle as a wall.
			a, b := pc-1, pc+1
			for a > pc-step && rs[a-1] != ' ' {
				a--
			}
			for b < pc+step && b+1 < len(rs) && rs[b+1] != ' ' {
				b++
			}
			glyph := string(rs[a : b+1])
			d := p.errorf("E0413", p.src.rng(li, a, b+1), "glyph %q is %d columns wide, but the cells of this map are %d: it runs over the wall", glyph, b+1-a, g.w)
			d.Hint = fmt.Sprintf("draw the map with wider cells (the first two posts of the top wall set the width, e.g. +%s+ for %d columns), or use a shorter glyph", strings.Repeat("-", b+1-a), b+1-a)
			g.v[r][k] = wslot{kind: maze.WallNone}
			wide = append(wide, wideGlyph{k, glyph, span{int32(li), int32(a), int32(b + 1 - a)}})
			continue
		}
		if g.style == StyleVMK && rs[pc] == '+' && (k == 0 || rs[pc-1] == ' ') && (k == g.cols || rs[pc+1] == ' ') {
			// A + standing alone in a wall column of a ВМиК map is a
			// box-style wall, not a hospital one column off: a hospital
			// stands inside its cell.
			d := p.errorf("E0406", p.src.span(sp), "+ between two cells of a ВМиК map: ВМиК walls are I")
			d.Hint = "write I for a wall beside a cell, or a space for an opening; a hospital + stands inside its cell"
			g.v[r][k] = wslot{kind: maze.WallPlain}
			continue
		}
		if !ok && k < g.cols {
			if sh, ok := p.shiftedGlyph(g, li, rs, pc); ok {
				// A glyph written one column left: one error for it, and
				// the cell holds it for the rest of the compile.
				d := p.errorf("E0415", p.src.span(sh.sp), "%q starts in the wall column; move it one column right", sh.glyph)
				d.Hint = fmt.Sprintf("a glyph stands inside its cell; the wall column (every %d columns) holds a wall such as %s or a space", step, vGlyph(g, wslot{kind: maze.WallPlain}))
				g.v[r][k] = wslot{kind: maze.WallPlain}
				shifted = append(shifted, sh)
				continue
			}
		}
		if !ok {
			at := p.src.span(sp)
			d := p.errorf("E0406", at, "unknown wall glyph %q between two cells", string(rs[pc]))
			if rs[pc] == '+' || (rs[pc] == 'I' && g.style == StyleBox) {
				d.Summary = fmt.Sprintf("misaligned post %q on a line of cells", string(rs[pc]))
				d.Code = "E0402"
			}
			d.Hint = "a wall beside a cell is | or I (plain), # (unblastable), : (window), * (rubber), > or < (one-way), . (closed exit) or a space (open); is a glyph one column off?"
			kind = maze.WallPlain
		}
		g.v[r][k] = wslot{kind: kind, pass: pass}
	}
	return wide, shifted
}

// scanCells reads the glyph of every cell of a line of cells.
func (p *parser) scanCells(g *grid, r, li int, rs []rune, wide, shifted []wideGlyph) {
	step := g.w + 1
	for c := 0; c < g.cols; c++ {
		from := g.indent + c*step + 1
		if i := slices.IndexFunc(wide, func(w wideGlyph) bool { return w.k == c+1 || w.k == c }); i >= 0 {
			// E0413 reported: the glyph goes to the cell it starts in,
			// the cell it runs into is left empty.
			if w := wide[i]; w.k == c+1 {
				g.setCell(r, c, w.glyph, w.sp)
			} else {
				g.setCell(r, c, "", span{int32(li), int32(from), int32(g.w)})
			}
			continue
		}
		if i := slices.IndexFunc(shifted, func(w wideGlyph) bool { return w.k == c }); i >= 0 {
			// E0415 reported: the glyph that starts in the wall column,
			// and whatever else the cell holds after it.
			sh := shifted[i]
			text := sh.glyph
			rest := rs[from+int(sh.sp.n)-1 : from+g.w]
			if t := strings.TrimSpace(string(rest)); t != "" {
				lead := len(rest) - len([]rune(strings.TrimLeft(string(rest), " ")))
				col := from + int(sh.sp.n) - 1 + lead
				at := p.src.rng(li, col, col+len([]rune(t)))
				if isWallText(t, g.style) {
					d := p.errorf("E0403", at, "wall glyph %q in a cell slot", t)
					d.Hint = fmt.Sprintf("walls go on the posts between cells (every %d columns) and on the wall lines; is the row shifted?", step)
				} else {
					// The cell keeps the glyph: the second one is the
					// error, not the first.
					d := p.errorf("E0405", p.src.rng(li, int(sh.sp.col), col+len([]rune(t))), "two glyphs %q in one cell", text+" "+t)
					d.Hint = "a cell holds one glyph; put the second thing in another cell"
				}
			}
			at := sh.sp
			g.setCell(r, c, text, at)
			continue
		}
		if allSpace(rs[from : from+g.w]) {
			g.setCell(r, c, "", span{int32(li), int32(from), int32(g.w)})
			continue
		}
		raw := string(rs[from : from+g.w])
		text := strings.TrimSpace(raw)
		lead := len([]rune(raw)) - len([]rune(strings.TrimLeft(raw, " ")))
		sp := span{int32(li), int32(from + lead), int32(len([]rune(text)))}
		at := p.src.span(sp)
		if isWallText(text, g.style) {
			d := p.errorf("E0403", at, "wall glyph %q in a cell slot", text)
			d.Hint = fmt.Sprintf("walls go on the posts between cells (every %d columns) and on the wall lines; is the row shifted?", step)
			text = ""
		} else if strings.Contains(text, " ") {
			d := p.errorf("E0405", at, "two glyphs %q in one cell", text)
			d.Hint = "a cell holds one glyph; put the second thing in another cell"
		}
		g.setCell(r, c, text, sp)
	}
}

// shiftedGlyph reads a glyph written one column left, so that its first
// letter stands in the wall column pc, left of cell k: the wall slot holds
// something that is no wall, and with the text right after it, up to a
// space, it makes a glyph of the default legend or of the file's legend
// that fits in a cell.
func (p *parser) shiftedGlyph(g *grid, li int, rs []rune, pc int) (wideGlyph, bool) {
	step := g.w + 1
	if rs[pc] == ' ' {
		return wideGlyph{}, false
	}
	end := pc + 1
	for end < pc+step && rs[end] != ' ' {
		end++
	}
	if end-pc > g.w {
		return wideGlyph{}, false
	}
	glyph := string(rs[pc:end])
	if _, ok, _ := defaultGlyphs().resolve(glyph); !ok && !p.legendGlyphs[glyph] {
		return wideGlyph{}, false
	}
	return wideGlyph{k: (pc - g.indent) / step, glyph: glyph, sp: span{int32(li), int32(pc), int32(end - pc)}}, true
}

func isWallText(t string, s Style) bool {
	if t == "" {
		return false
	}
	if strings.ContainsRune(t, '|') || (s == StyleVMK && t == "I") {
		return true
	}
	if len(t) > 1 && strings.Trim(t, "-_") == "" {
		return true
	}
	return false
}

// hWallKind reads a wall segment drawn over or under a cell, each of its
// glyphs read by maze.WallOfGlyph: one kind of wall throughout, or a
// one-way arrow among plain wall glyphs (-v-).
func hWallKind(seg string) (k maze.WallKind, pass maze.Dir, ok, partial bool) {
	t := strings.TrimSpace(seg)
	if t == "" {
		return maze.WallNone, maze.None, true, false
	}
	partial = strings.ContainsRune(seg, ' ')
	// The ВМиК top line's ~ never frames an arrow: a one-way wall stands
	// inside the maze.
	top := []rune(maze.WallGlyph(maze.Wall{Kind: maze.WallPlain}, false, maze.WallStyleVMK, true))[0]
	var other maze.Wall // the one wall other than plain, if any
	plain, onTop := false, false
	for _, r := range t {
		w, ok := maze.WallOfGlyph(r, false)
		switch {
		case !ok || w.Kind == maze.WallNone:
			return maze.WallPlain, maze.None, false, false
		case w.Kind == maze.WallPlain:
			plain = true
			onTop = onTop || r == top
		case other.Kind == maze.WallNone:
			other = w
		case other != w:
			return maze.WallPlain, maze.None, false, false
		}
	}
	switch {
	case other.Kind == maze.WallNone:
		return maze.WallPlain, maze.None, true, partial
	case plain && (other.Kind != maze.WallOneWay || onTop):
		return maze.WallPlain, maze.None, false, false
	}
	return other.Kind, other.Pass, true, partial
}

// vWallKind reads a wall drawn between two cells of a row.
func vWallKind(r rune) (maze.WallKind, maze.Dir, bool) {
	w, ok := maze.WallOfGlyph(r, true)
	if !ok {
		return maze.WallPlain, maze.None, false
	}
	return w.Kind, w.Pass, true
}

// plainRun reports whether a wall slot is drawn whole with one plain-wall
// glyph (-, _ or ~).
func plainRun(rs []rune) bool {
	if len(rs) == 0 || rs[0] != '-' && rs[0] != '_' && rs[0] != '~' {
		return false
	}
	for _, r := range rs[1:] {
		if r != rs[0] {
			return false
		}
	}
	return true
}

func allSpace(rs []rune) bool {
	for _, r := range rs {
		if r != ' ' {
			return false
		}
	}
	return true
}

func columns(n int) string {
	if n == 1 {
		return "1 column"
	}
	return fmt.Sprintf("%d columns", n)
}
