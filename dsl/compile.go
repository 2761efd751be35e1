// Package dsl compiles maze source (.maze files, grammar.md) into the checked
// maze model of package maze, with diagnostics for every problem found.
//
// Compile runs in three stages: Parse reads the line-structured parts with
// participle and the map drawings with a hand scanner; the compiler
// resolves glyphs, rules and links into a maze.Maze; when that is sound,
// the design rules of package check run and their findings become
// diagnostics that point into the map drawings.
package dsl

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// Compile parses and checks one maze source. It returns the model, possibly
// partial, and every problem found; the model is fit for play only when the
// diagnostics hold no error.
func Compile(filename string, src []byte) (*maze.Maze, diag.Diagnostics) {
	r := CompileResult(filename, src)
	return r.Maze, r.Diagnostics
}

// Result is everything Compile learns about a source: the parsed file, the
// model and the diagnostics, with the source range of every cell.
type Result struct {
	File        *File
	Maze        *maze.Maze
	Diagnostics diag.Diagnostics
	grids       []*grid
}

// CellRange returns the source range of a cell's slot in its map drawing.
func (r *Result) CellRange(c maze.Coord) (diag.Range, bool) {
	if c.Floor < 0 || c.Floor >= len(r.grids) || r.grids[c.Floor] == nil {
		return diag.Range{}, false
	}
	g := r.grids[c.Floor]
	if c.Row < 0 || c.Row >= g.rows || c.Col < 0 || c.Col >= g.cols {
		return diag.Range{}, false
	}
	return r.File.src.span(g.cellSpan(c.Row, c.Col)), true
}

// WallRange returns the source range of the wall on side d of cell c.
func (r *Result) WallRange(c maze.Coord, d maze.Dir) (diag.Range, bool) {
	at, ok := r.CellRange(c)
	if !ok {
		return at, false
	}
	g := r.grids[c.Floor]
	switch d {
	case maze.North:
		return r.File.src.span(g.hSpan(c.Row, c.Col)), true
	case maze.South:
		return r.File.src.span(g.hSpan(c.Row+1, c.Col)), true
	case maze.West:
		return r.File.src.span(g.vSpan(c.Row, c.Col)), true
	case maze.East:
		return r.File.src.span(g.vSpan(c.Row, c.Col+1)), true
	}
	return at, true
}

// CompileResult is Compile keeping the parsed file and the source map.
func CompileResult(filename string, src []byte) *Result {
	res, _ := CompileWith(filename, src, Options{})
	return res
}

// CompileWith is CompileResult with options. When the context is
// cancelled it stops at once and returns the context's error with a
// partial result.
func CompileWith(filename string, src []byte, o Options) (*Result, error) {
	f, p := parseRaw(filename, src, o)
	if p.refused {
		return &Result{File: f, Diagnostics: p.diags}, nil
	}
	if p.stopped {
		return &Result{File: f, Diagnostics: p.diags}, o.Context.Err()
	}
	c := &compiler{parser: *p, file: f, legend: defaultLegend(), rulesSet: map[string]bool{}}
	c.compile()
	res := &Result{File: f, Maze: c.m, grids: c.grids}
	if c.stopped || (o.Context != nil && o.Context.Err() != nil) {
		res.Diagnostics = c.diags
		return res, o.Context.Err()
	}
	if c.analyzable() && !c.full {
		c.analyze(res)
		if o.Context != nil && o.Context.Err() != nil {
			res.Diagnostics = c.diags
			return res, o.Context.Err()
		}
	}
	c.finish()
	res.Diagnostics = c.diags
	return res, nil
}

type compiler struct {
	parser
	file   *File
	m      *maze.Maze
	legend *legend
	grids  []*grid
	// broken is set when a map failed to scan or has a line whose
	// columns cannot be trusted: what the maps hold is then not known in
	// full, so errors about something missing from them are left out
	// (crossf). lostFloor is set when a whole floor is unknown.
	broken, lostFloor bool
	// partial is set when a map line with a tab that does not line up
	// (E0106) was left unread: the rest is compiled and checked, but
	// what the maps lack may stand on that line, so "missing" errors
	// (crossMissing) and counts are not told.
	partial bool
	// rulesSet holds the rule keys the rules part sets.
	rulesSet map[string]bool
	// hints holds the «did you mean» hints already worked out.
	hints map[any]string
	// glyphs serves the excerpts of design-rule findings.
	glyphs *maze.Glyphs

	// Numbered things found in the maps, by number, in reading order.
	pits, pitExits map[string][]placed
	holes          map[string][]placed
	riverCells     map[string][]placed
	stairsUp       map[string][]placed
	stairsDown     map[string][]placed
	starts         map[string][]placed
	arrows         []placed // river cells drawn with an arrow or @
	regionCells    []regionCell
	treasureAt     map[maze.Coord]int
	pitLinks       map[string]*pitStmt
	holeLinks      map[string]*holesStmt
	holeLinkAt     map[string]diag.Range
	riverLinks     map[string]*riverStmt
	riverLinkAt    map[string]diag.Range
	pitLinkAt      map[string]diag.Range
	// Cells named in the links, resolved, by name.
	holeLinkCells, riverLinkCells, pitLinkExits map[string][]placed
}

// placed is a cell with the glyph's number suffix and its source range.
type placed struct {
	at    maze.Coord
	num   string
	order int // hole order from "H1.2", 0 when not given
	rng   diag.Range
}

func (c *compiler) compile() {
	c.m = &maze.Maze{Rules: rules.MustPreset(rules.FamilyBase)}
	c.pits, c.pitExits, c.holes = map[string][]placed{}, map[string][]placed{}, map[string][]placed{}
	c.riverCells, c.stairsUp, c.stairsDown, c.starts = map[string][]placed{}, map[string][]placed{}, map[string][]placed{}, map[string][]placed{}
	c.treasureAt = map[maze.Coord]int{}
	c.pitLinks, c.holeLinks, c.riverLinks = map[string]*pitStmt{}, map[string]*holesStmt{}, map[string]*riverStmt{}
	c.holeLinkAt, c.riverLinkAt, c.pitLinkAt = map[string]diag.Range{}, map[string]diag.Range{}, map[string]diag.Range{}
	c.holeLinkCells, c.riverLinkCells, c.pitLinkExits = map[string][]placed{}, map[string][]placed{}, map[string][]placed{}

	headers := map[string]diag.Range{}
	var rulesSeen, legendSeen, linksSeen *diag.Range
	var links []*Block
	for _, it := range c.file.Items {
		switch it.Kind {
		case ItemHeader:
			at := c.src.lineRange(it.Line)
			if first, dup := headers[it.Header.Key]; dup && it.Header.Key != "notes" {
				c.duplicate("E0104", at, first, "%s is given twice", it.Header.Key)
				continue
			}
			headers[it.Header.Key] = at
			switch it.Header.Key {
			case "title":
				c.m.Title = it.Header.Value
			case "author":
				c.m.Author = it.Header.Value
			case "notes":
				if c.m.Notes != "" {
					c.m.Notes += "\n"
				}
				c.m.Notes += it.Header.Value
			}
		case ItemBlock:
			at := c.src.lineRange(it.Block.Open)
			var seen **diag.Range
			switch it.Block.Kind {
			case "rules":
				seen = &rulesSeen
			case "legend":
				seen = &legendSeen
			case "links":
				seen = &linksSeen
			}
			if *seen != nil && it.Block.Kind != "links" {
				c.duplicate("E0104", at, **seen, "a second %s part", it.Block.Kind)
				continue
			}
			if *seen == nil {
				*seen = &at
			}
			switch it.Block.Kind {
			case "rules":
				c.compileRules(it.Block)
			case "legend":
				c.compileLegend(it.Block)
			case "links":
				links = append(links, it.Block)
			}
		}
	}
	// Maps after the legend, wherever it stands.
	floorNames := map[string]diag.Range{}
	for _, it := range c.file.Items {
		if it.Kind != ItemMap {
			continue
		}
		mb := it.Map
		name := mb.Name
		if !mb.Named {
			name = strconv.Itoa(len(c.m.Floors) + 1)
		}
		at := c.src.lineRange(mb.Open)
		if first, dup := floorNames[name]; dup {
			c.duplicate("E0408", at, first, "a second map of floor %q", name)
			continue
		}
		floorNames[name] = at
		c.compileMap(name, mb)
	}
	if len(c.m.Floors) == 0 {
		at := c.src.rng(0, 0, 1)
		d := c.errorf("E0107", at, "the file has no map")
		d.Hint = "draw each floor in a part map { … }; see grammar.md, Maps"
		return
	}
	for _, b := range links {
		c.compileLinks(b)
	}
	c.resolvePits()
	c.resolveHoles()
	c.resolveRivers()
	c.resolveStairs()
	c.resolveStarts()
	c.resolveRegions()
	c.resolveExits()
}

// analyzable reports whether the design rules can run: every floor was
// read whole, so that what they find is in the maze as drawn, whatever
// else is wrong with it. Errors in the rules, in a glyph or in the links
// leave the rest of the maze to check: every fault is reported in one
// run.
func (c *compiler) analyzable() bool {
	return !c.broken && !c.lostFloor && len(c.m.Floors) > 0
}

// crossf reports an error about something the maps lack or hold in the
// wrong place. When a map is broken the error may only follow from that
// one, so it is left out: the diagnostic returned is not kept.
func (c *compiler) crossf(code string, at diag.Range, format string, args ...any) *diag.Diagnostic {
	if c.broken || c.partial && crossMissing[code] {
		return &diag.Diagnostic{}
	}
	return c.errorf(code, at, format, args...)
}

// crossMissing are the cross-check codes that say the maps lack
// something (a pit's exit, stairs, a mouth, an exit): an unread line may
// hold it.
var crossMissing = map[string]bool{
	"E0501": true, "E0502": true, "E0503": true, "E0506": true, "E0507": true,
	"E0509": true, "E0514": true, "E0411": true,
}

// unread reports whether the cell at co stands on a map line left unread
// (a tab that does not line up, E0106): its glyph is not known.
func (c *compiler) unread(co maze.Coord) bool {
	if co.Floor < 0 || co.Floor >= len(c.grids) || c.grids[co.Floor] == nil {
		return false
	}
	g := c.grids[co.Floor]
	return co.Row >= 0 && co.Row < len(g.badRows) && g.badRows[co.Row]
}

// duplicate reports a second definition, pointing at the first.
func (c *compiler) duplicate(code string, at, first diag.Range, format string, args ...any) *diag.Diagnostic {
	d := c.errorf(code, at, format, args...)
	d.Related = append(d.Related, diag.Label{Range: first, Message: "first given here"})
	return d
}

// ---- rules ---------------------------------------------------------------

// ruleKeys lists the rule keys a rules part may set, once.
var ruleKeys = sync.OnceValues(func() ([]string, map[string]rules.KeyInfo) {
	var keys []string
	info := map[string]rules.KeyInfo{}
	for _, k := range rules.Keys() {
		if k.Key != "preset" {
			keys = append(keys, k.Key)
		}
		info[k.Key] = k
	}
	return keys, info
})

func (c *compiler) compileRules(b *Block) {
	fam := rules.FamilyBase
	if b.Arg != "" {
		if _, err := rules.Preset(rules.Family(b.Arg)); err != nil {
			col := utf8.RuneCountInString(c.src.lines[b.Open].text[:strings.Index(c.src.lines[b.Open].text, b.Arg)])
			d := c.errorf("E0201", c.src.rng(b.Open, col, col+utf8.RuneCountInString(b.Arg)), "unknown preset %q", b.Arg)
			d.Hint = c.suggestHint(b.Arg, familyNames(), "presets: "+strings.Join(familyNames(), ", "))
		} else {
			fam = rules.Family(b.Arg)
		}
	}
	c.m.Rules = rules.MustPreset(fam)
	keys, info := ruleKeys()
	seen := map[string]diag.Range{}
	for _, l := range b.Lines {
		if c.halted() {
			return
		}
		if l.Rule == nil {
			continue
		}
		keyAt := c.src.rng(l.Line, l.Col, l.Col+utf8.RuneCountInString(l.Rule.Key))
		vcol := l.Col + utf8.RuneCountInString(l.Raw[:strings.LastIndex(l.Raw, l.Rule.Value)])
		valAt := c.src.rng(l.Line, vcol, vcol+utf8.RuneCountInString(l.Rule.Value))
		if l.Rule.Key == "preset" {
			d := c.errorf("E0202", keyAt, "the preset is not a key")
			d.Hint = "name the preset after the word rules: rules " + l.Rule.Value + " {"
			continue
		}
		if first, dup := seen[l.Rule.Key]; dup {
			c.duplicate("E0204", keyAt, first, "rule %s is set twice", l.Rule.Key)
			continue
		}
		err := c.m.Rules.Set(l.Rule.Key, l.Rule.Value)
		if err == nil {
			seen[l.Rule.Key] = keyAt
			c.rulesSet[l.Rule.Key] = true
			continue
		}
		if _, unknown := err.(*rules.ErrUnknownKey); unknown {
			d := c.errorf("E0202", keyAt, "unknown rule key %q", l.Rule.Key)
			d.Hint = c.suggestHint(l.Rule.Key, keys, "grammar.md, Rules, lists every key")
			continue
		}
		d := c.errorf("E0203", valAt, "bad value %q for %s", l.Rule.Value, l.Rule.Key)
		k := info[l.Rule.Key]
		switch k.Type {
		case "enum":
			d.Hint = c.suggestHint(l.Rule.Value, k.Values, l.Rule.Key+" takes one of: "+strings.Join(k.Values, ", "))
		case "bool":
			d.Hint = c.suggestHint(l.Rule.Value, []string{"yes", "no"}, l.Rule.Key+" takes yes or no")
		default:
			d.Hint = l.Rule.Key + " takes a whole number from 0"
			if k.Doc != "" {
				d.Hint += ": " + k.Doc
			}
		}
	}
}

func familyNames() []string {
	var out []string
	for _, f := range rules.Families() {
		out = append(out, string(f))
	}
	return out
}

func (c *compiler) suggestHint(s string, candidates []string, otherwise string) string {
	// A map full of one unknown glyph asks the same question a million
	// times: each is answered once.
	type key struct {
		s, otherwise string
		n            int
	}
	k := key{s, otherwise, len(candidates)}
	if h, ok := c.hints[k]; ok {
		return h
	}
	h := otherwise
	if g := diag.Suggest(s, candidates); g != "" {
		h = fmt.Sprintf("did you mean %q?", g)
	}
	if c.hints == nil {
		c.hints = map[any]string{}
	}
	c.hints[k] = h
	return h
}

// ---- legend --------------------------------------------------------------

func (c *compiler) compileLegend(b *Block) {
	def := defaultLegend()
	seen := map[string]diag.Range{}
	for _, l := range b.Lines {
		if c.halted() {
			return
		}
		if l.Legend == nil {
			continue
		}
		at := c.src.rng(l.Line, l.Col, l.Col+utf8.RuneCountInString(l.Raw))
		g := l.Legend.Glyph
		if first, dup := seen[g]; dup {
			c.duplicate("E0302", at, first, "glyph %q is defined twice", g)
			continue
		}
		seen[g] = at
		if strings.TrimSpace(g) == "" || strings.ContainsAny(g, " |") {
			d := c.errorf("E0303", at, "glyph %q cannot be drawn in a cell", g)
			d.Hint = "a glyph has no spaces and no |"
			continue
		}
		e, ok, needNum := def.resolve(l.Legend.Means)
		if !ok {
			d := c.errorf("E0301", at, "%q is not a glyph of the default legend", l.Legend.Means)
			if needNum {
				d.Summary = fmt.Sprintf("%q needs its number here, e.g. %s1", l.Legend.Means, l.Legend.Means)
			}
			d.Hint = c.suggestHint(l.Legend.Means, def.names(), "the right side names a glyph of the default legend; see grammar.md, Legend")
			continue
		}
		if e.def.Numbered {
			// "1" = P1 fixes the number; "Ж" = P would need one.
			if _, num := splitNumber(l.Legend.Means); num != "" {
				e.num = num
			}
		}
		c.legend.exact[g] = e
	}
}

// ---- maps ----------------------------------------------------------------

func (c *compiler) compileMap(name string, mb *MapBlock) {
	g := mb.Grid
	fi := len(c.m.Floors)
	if g == nil {
		c.m.Floors = append(c.m.Floors, maze.NewFloor(name, 0, 0))
		c.grids = append(c.grids, nil)
		c.broken, c.lostFloor = true, true
		return
	}
	if g.broken {
		c.broken = true
	}
	if len(g.tabbed) > 0 {
		c.partial = true
	}
	f := maze.NewFloor(name, g.rows, g.cols)
	for r := 0; r <= g.rows; r++ {
		for col := 0; col < g.cols; col++ {
			ws := g.h[r][col]
			*f.HWall(r, col) = maze.Wall{Kind: ws.kind, Pass: ws.pass}
		}
	}
	for r := 0; r < g.rows; r++ {
		for col := 0; col <= g.cols; col++ {
			ws := g.v[r][col]
			*f.VWall(r, col) = maze.Wall{Kind: ws.kind, Pass: ws.pass}
		}
	}
	c.m.Floors = append(c.m.Floors, f)
	c.grids = append(c.grids, g)
	fl := &c.m.Floors[fi]
	known := c.legend.names()
	for r := 0; r < g.rows; r++ {
		if c.halted() {
			return
		}
		for col := 0; col < g.cols; col++ {
			text := g.text(r, col)
			sp := g.cellSpan(r, col)
			cell := fl.Cell(r, col)
			cell.Ref = -1
			cell.Glyph = text
			if text == "" || strings.Contains(text, " ") || g.badRows[r] {
				continue
			}
			e, ok, needNum := c.legend.resolve(text)
			if !ok {
				if needNum {
					d := c.errorf("E0405", c.src.span(sp), "%q needs a number: %s", text, e.def.Doc)
					d.Hint = fmt.Sprintf("write %s1, %s2, …", text, text)
					continue
				}
				d := c.errorf("E0405", c.src.span(sp), "unknown glyph %q", text)
				d.Hint = c.suggestHint(text, known, "define it in the legend part, e.g. \""+text+"\" = X; grammar.md lists the default legend")
				continue
			}
			c.placeCell(maze.Coord{Floor: fi, Row: r, Col: col}, cell, e, text, sp)
		}
		if g.short(r) && !g.badRows[r] && fl.Cell(r, g.cols-1).Kind != maze.CellVoid {
			c.shortRow(g, r)
		}
	}
	if g.bottomEnd >= 0 && g.bottomEnd < g.width && !g.broken {
		c.shortBottom(g, fl)
	}
}

// shortRow warns about a row of cells that stops before the right wall's
// column (W0414): the missing wall is read as an opening, which is an exit
// in the outer wall, and a forgotten | must not make one unnoticed. A row
// drawn on purpose with no right wall is written up to that column with
// spaces, or with a comment after it.
func (c *compiler) shortRow(g *grid, r int) {
	li := int(g.vSpan(r, g.cols).line)
	// Point just past the row's last drawn character: where it stops.
	code, _ := splitComment(c.src.lines[li].text)
	end := utf8.RuneCountInString(strings.TrimRight(code, " \t"))
	d := c.warnf("W0414", c.src.rng(li, end, end+1), "row ends before the right wall: the missing wall is read as an opening")
	wall := vGlyph(g, wslot{kind: maze.WallPlain})
	d.Hint = fmt.Sprintf("close the row with %s in column %d; for an exit there, write spaces through column %d, or a comment after it", wall, g.width, g.width)
	d.Related = append(d.Related, diag.Label{Range: c.src.rng(int(g.lines[0]), g.width-1, g.width), Message: "the right wall stands in this column"})
}

// shortBottom warns about a bottom wall line that stops before the right
// wall's column (W0414): the wall under the last cells is read as open,
// which is an exit, unless those cells are outside the maze.
func (c *compiler) shortBottom(g *grid, fl *maze.Floor) {
	step := g.w + 1
	for col := 0; col < g.cols; col++ {
		from := g.indent + col*step + 1
		if from+g.w <= g.bottomEnd || fl.Cell(g.rows-1, col).Kind == maze.CellVoid {
			continue
		}
		li := int(g.hSpan(g.rows, 0).line)
		end := g.bottomEnd
		d := c.warnf("W0414", c.src.rng(li, end, end+1), "the bottom wall ends before the right wall: the missing wall is read as an opening")
		d.Hint = fmt.Sprintf("close the bottom wall through column %d; for an exit there, write spaces through that column, or a comment after it", g.width)
		d.Related = append(d.Related, diag.Label{Range: c.src.rng(int(g.lines[0]), g.width-1, g.width), Message: "the right wall stands in this column"})
		return
	}
}

func (c *compiler) placeCell(at maze.Coord, cell *maze.Cell, e glyphEntry, text string, sp span) {
	d := e.def
	cell.Kind = d.Kind
	cell.Arsenal = d.Arsenal
	p := placed{at: at, num: e.num, rng: c.src.span(sp)}
	if d.Numbered {
		if i := strings.IndexByte(e.num, '.'); i >= 0 {
			p.num = e.num[:i]
			n, err := strconv.Atoi(e.num[i+1:])
			if err != nil || n < 1 || d.Kind != maze.CellHole {
				dg := c.errorf("E0405", c.src.span(sp), "bad number %q in glyph %q", e.num, text)
				dg.Hint = "only holes take an order after a dot, e.g. H1.2: set 1, second hole"
				return
			}
			p.order = n
		}
		p.num = strings.TrimLeft(p.num, "0")
		if p.num == "" {
			dg := c.errorf("E0405", c.src.span(sp), "%q is numbered 0", text)
			dg.Hint = "numbers start from 1, e.g. " + strings.TrimRight(text, "0.") + "1"
			return
		}
	}
	switch d.Object {
	case maze.ObjectTreasure:
		c.treasureAt[at] = len(c.m.Treasures)
		c.m.Treasures = append(c.m.Treasures, maze.Treasure{Kind: d.Treasure, At: at})
	case maze.ObjectStart:
		c.starts[p.num] = append(c.starts[p.num], p)
	case maze.ObjectRegion:
		c.regionCells = append(c.regionCells, regionCell{at: at, kind: d.Region})
	case maze.ObjectCreature:
		c.m.Creatures = append(c.m.Creatures, maze.Creature{Kind: d.Creature, Name: strconv.Itoa(len(c.m.Creatures) + 1), At: at, Den: at})
	}
	switch d.Kind {
	case maze.CellPit:
		c.pits[p.num] = append(c.pits[p.num], p)
	case maze.CellPitExit:
		c.pitExits[p.num] = append(c.pitExits[p.num], p)
	case maze.CellHole:
		c.holes[p.num] = append(c.holes[p.num], p)
	case maze.CellStairs:
		if strings.HasPrefix(d.Glyph, "U") {
			cell.Dir = maze.Up
			c.stairsUp[p.num] = append(c.stairsUp[p.num], p)
		} else {
			cell.Dir = maze.Down
			c.stairsDown[p.num] = append(c.stairsDown[p.num], p)
		}
	case maze.CellRiver:
		switch d.Glyph {
		case "^":
			cell.Dir = maze.North
		case ">":
			cell.Dir = maze.East
		case "v":
			cell.Dir = maze.South
		case "<":
			cell.Dir = maze.West
		}
		if d.Numbered {
			c.riverCells[p.num] = append(c.riverCells[p.num], p)
		} else {
			c.arrows = append(c.arrows, p)
		}
	}
}

// cellName names a cell the way diagnostics do: Latin columns, floor
// prefix on multi-floor mazes.
func (c *compiler) cellName(at maze.Coord) string { return c.m.NameIn(at, maze.Latin) }

func sortedKeys(m map[string][]placed) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		a, ea := strconv.Atoi(ks[i])
		b, eb := strconv.Atoi(ks[j])
		if ea == nil && eb == nil {
			return a < b
		}
		return ks[i] < ks[j]
	})
	return ks
}

type regionCell struct {
	at   maze.Coord
	kind maze.RegionKind
}

// resolveRegions joins touching trap cells of one kind into regions (S5,
// S6), in reading order of their first cells.
func (c *compiler) resolveRegions() {
	kindAt := map[maze.Coord]maze.RegionKind{}
	for _, rc := range c.regionCells {
		kindAt[rc.at] = rc.kind
	}
	done := map[maze.Coord]bool{}
	for _, rc := range c.regionCells {
		if done[rc.at] {
			continue
		}
		reg := maze.Region{Kind: rc.kind, Name: strconv.Itoa(len(c.m.Regions) + 1)}
		stack := []maze.Coord{rc.at}
		done[rc.at] = true
		for len(stack) > 0 {
			cur := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			reg.Cells = append(reg.Cells, cur)
			for _, d := range maze.Compass {
				n := cur.Add(d)
				if k, ok := kindAt[n]; ok && k == rc.kind && !done[n] {
					done[n] = true
					stack = append(stack, n)
				}
			}
		}
		sort.Slice(reg.Cells, func(i, j int) bool {
			a, b := reg.Cells[i], reg.Cells[j]
			return a.Row < b.Row || a.Row == b.Row && a.Col < b.Col
		})
		c.m.Regions = append(c.m.Regions, reg)
	}
}
