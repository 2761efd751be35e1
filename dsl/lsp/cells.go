package lsp

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl"
	"labyrinth/dsl/check"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// A cell is found under the cursor in two places: its slot in a map
// drawing, or its name in the links part ("holes 1: F1 -> B6").

// cellAt returns the cell whose slot in a map drawing holds byte offset off
// of d, with the slot's range.
func cellAt(res *dsl.Result, d snapshot, off int) (maze.Coord, diag.Range, bool) {
	if res == nil || res.Maze == nil {
		return maze.Coord{}, diag.Range{}, false
	}
	li := lineOf(d.lines, off) + 1 // compiler lines are 1-based
	for fi, f := range res.Maze.Floors {
		for r := 0; r < f.Rows; r++ {
			first, ok := res.CellRange(maze.Coord{Floor: fi, Row: r})
			if !ok || first.Start.Line != li {
				continue
			}
			for c := 0; c < f.Cols; c++ {
				at := maze.Coord{Floor: fi, Row: r, Col: c}
				rng, ok := slotRange(res, at)
				if ok && rng.Start.Offset <= off && off < rng.End.Offset {
					return at, rng, true
				}
			}
		}
	}
	return maze.Coord{}, diag.Range{}, false
}

// slotRange is the whole slot of a cell between its west and east walls,
// padding included, where the compiler's CellRange is only the glyph.
func slotRange(res *dsl.Result, at maze.Coord) (diag.Range, bool) {
	rng, ok := res.CellRange(at)
	if !ok {
		return rng, false
	}
	west, okW := res.WallRange(at, maze.West)
	east, okE := res.WallRange(at, maze.East)
	if okW && okE && west.Start.Line == rng.Start.Line && east.Start.Line == rng.Start.Line &&
		west.End.Offset <= rng.Start.Offset && rng.End.Offset <= east.Start.Offset {
		rng.Start, rng.End = west.End, east.Start
	}
	return rng, true
}

// linksLine reports whether line li (0-based) is a statement of a links
// part.
func linksLine(res *dsl.Result, li int) bool {
	return blockAt(res, li, "links") != nil
}

// blockAt returns the part of kind kind ("rules", "legend", "links") whose
// statements include line li (0-based), or nil.
func blockAt(res *dsl.Result, li int, kind string) *dsl.Block {
	if res == nil || res.File == nil {
		return nil
	}
	for _, it := range res.File.Items {
		if it.Kind != dsl.ItemBlock || it.Block.Kind != kind {
			continue
		}
		b := it.Block
		if li > b.Open && (b.Close < 0 || li < b.Close) {
			return b
		}
	}
	return nil
}

// wordAt returns the word of line t around byte offset b: letters, digits,
// and the dots, colons and signs that keys, glyphs and cell names hold.
func wordAt(t string, b int) (from, to int) {
	isWord := func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(".:_-*!", r)
	}
	from, to = min(b, len(t)), min(b, len(t))
	for from > 0 {
		r, size := lastRune(t[:from])
		if !isWord(r) {
			break
		}
		from -= size
	}
	for to < len(t) {
		r, size := firstRune(t[to:])
		if !isWord(r) {
			break
		}
		to += size
	}
	return from, to
}

// linkCellAt returns the cell named in a links statement under byte offset
// off, with the byte range of its name.
func linkCellAt(res *dsl.Result, d snapshot, off int) (at maze.Coord, from, to int, ok bool) {
	if res == nil || res.Maze == nil || len(res.Maze.Floors) == 0 {
		return at, 0, 0, false
	}
	li := lineOf(d.lines, off)
	if !linksLine(res, li) {
		return at, 0, 0, false
	}
	t := d.line(li)
	from, to = wordAt(t, off-d.lines[li])
	name := strings.Trim(t[from:to], ":.,-") // "F1->B6" is read as F1 and B6
	if name == "" {
		return at, 0, 0, false
	}
	at, err := res.Maze.ParseCell(name)
	if err != nil || res.Maze.CellAt(at) == nil {
		return at, 0, 0, false
	}
	start := d.lines[li] + from + strings.Index(t[from:to], name)
	return at, start, start + len(name), true
}

// hover describes the cell or the wall under the cursor, or the rules key.
func (s *Server) hover(_ *glsp.Context, p *protocol.HoverParams) (*protocol.Hover, error) {
	d, res, ok := s.current(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	off := d.offset(p.Position)
	if at, rng, ok := cellAt(res, d, off); ok {
		r := d.diagRange(rng)
		return &protocol.Hover{Contents: markdown(describeCell(res.Maze, at)), Range: &r}, nil
	}
	if at, from, to, ok := linkCellAt(res, d, off); ok {
		r := protocol.Range{Start: d.positionAt(from), End: d.positionAt(to)}
		return &protocol.Hover{Contents: markdown(describeCell(res.Maze, at)), Range: &r}, nil
	}
	if at, side, rng, ok := wallAt(res, d, off); ok {
		r := d.diagRange(rng)
		return &protocol.Hover{Contents: markdown(describeWall(res.Maze, at, side)), Range: &r}, nil
	}
	if k, r, ok := ruleKeyAt(res, d, off); ok {
		return &protocol.Hover{Contents: markdown(describeKey(k)), Range: &r}, nil
	}
	return nil, nil
}

func markdown(s string) protocol.MarkupContent {
	return protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: s}
}

// ruleKeyAt returns the rules key under byte offset off of a rules part.
func ruleKeyAt(res *dsl.Result, d snapshot, off int) (rules.KeyInfo, protocol.Range, bool) {
	li := lineOf(d.lines, off)
	if blockAt(res, li, "rules") == nil {
		return rules.KeyInfo{}, protocol.Range{}, false
	}
	t := d.line(li)
	from, to := wordAt(t, off-d.lines[li])
	for _, k := range rules.Keys() {
		if k.Key == t[from:to] {
			return k, protocol.Range{Start: d.position(li, from), End: d.position(li, to)}, true
		}
	}
	return rules.KeyInfo{}, protocol.Range{}, false
}

func describeKey(k rules.KeyInfo) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s** (%s)", k.Key, k.Type)
	if len(k.Values) > 0 {
		fmt.Fprintf(&b, ": %s", strings.Join(k.Values, ", "))
	}
	if k.Doc != "" {
		fmt.Fprintf(&b, "\n\n%s", k.Doc)
	}
	if len(k.Rules) > 0 {
		fmt.Fprintf(&b, "\n\nrules %s (labyrinth rules %s)", strings.Join(k.Rules, ", "), k.Rules[0])
	}
	return b.String()
}

// namer names cells and numbered things in the maze's own convention:
// Cyrillic column letters and П/В for the families whose source texts write them
// so (D1, V26), Latin otherwise.
type namer struct {
	m     *maze.Maze
	alpha maze.Alphabet
}

func newNamer(m *maze.Maze) namer { return namer{m: m, alpha: check.Alphabet(m)} }

func (n namer) cell(at maze.Coord) string { return n.m.NameIn(at, n.alpha) }

func (n namer) cells(list []maze.Coord) string {
	names := make([]string, len(list))
	for i, c := range list {
		names[i] = n.cell(c)
	}
	return strings.Join(names, ", ")
}

func (n namer) pit(name string) string {
	if n.alpha == maze.Cyrillic {
		return "П" + name
	}
	return "P" + name
}

func (n namer) pitExit(name string) string {
	if n.alpha == maze.Cyrillic {
		return "В" + name
	}
	return "B" + name
}

// describeCell says what a cell is and what the links say of it, in
// Markdown: "pit П2 → exit В2 at е5", "hole 3 of set 1, next: ж7".
func describeCell(m *maze.Maze, at maze.Coord) string {
	n := newNamer(m)
	cell := m.CellAt(at)
	var lines []string
	head := fmt.Sprintf("**%s** at %s", headWord(m, at, cell), n.cell(at))
	if g := strings.TrimSpace(cell.Glyph); g != "" && g != "." {
		head += fmt.Sprintf(" · drawn `%s`", g)
	}
	lines = append(lines, head)
	lines = append(lines, cellLinks(m, n, at, cell)...)
	for _, st := range m.Starts {
		if st.At == at {
			name := "start"
			if st.Name != "" {
				name += " " + st.Name
			}
			lines = append(lines, name)
		}
	}
	for _, c := range m.Creatures {
		if c.At == at {
			lines = append(lines, fmt.Sprintf("%s %s starts here", c.Kind, c.Name))
		}
		if c.Den == at && c.At != at {
			lines = append(lines, fmt.Sprintf("den of %s %s", c.Kind, c.Name))
		}
		if len(c.Track) > 0 && c.Track[0] == at {
			lines = append(lines, fmt.Sprintf("track of %s %s: %s", c.Kind, c.Name, n.cells(c.Track)))
		}
	}
	for _, r := range m.Regions {
		for _, c := range r.Cells {
			if c == at {
				lines = append(lines, fmt.Sprintf("%s trap %s, %d cells", r.Kind, r.Name, len(r.Cells)))
			}
		}
	}
	if doc := glyphDoc(cell); doc != "" {
		lines = append(lines, "_"+doc+"_")
	}
	return strings.Join(lines, "\n\n")
}

// cellLinks is what the links say of a pit, its exit, a hole, stairs or a
// river cell.
func cellLinks(m *maze.Maze, n namer, at maze.Coord, cell *maze.Cell) []string {
	var out []string
	switch cell.Kind {
	case maze.CellPit:
		for _, p := range m.Pits {
			if p.At != at {
				continue
			}
			switch len(p.Exits) {
			case 0:
				out = append(out, fmt.Sprintf("pit %s has no exit", n.pit(p.Name)))
			case 1:
				out = append(out, fmt.Sprintf("pit %s → exit %s at %s", n.pit(p.Name), n.pitExit(p.Name), n.cell(p.Exits[0])))
			default:
				out = append(out, fmt.Sprintf("pit %s → its exit wanders: %s", n.pit(p.Name), n.cells(p.Exits)))
			}
			if p.Multiplicity > 1 {
				out = append(out, fmt.Sprintf("falls on pass %d (times %d)", p.Multiplicity, p.Multiplicity))
			}
		}
	case maze.CellPitExit:
		for _, p := range m.Pits {
			for _, e := range p.Exits {
				if e == at {
					out = append(out, fmt.Sprintf("exit %s of pit %s at %s", n.pitExit(p.Name), n.pit(p.Name), n.cell(p.At)))
				}
			}
		}
	case maze.CellHole:
		for _, hs := range m.HoleSets {
			for i, c := range hs.Cells {
				if c == at {
					next := hs.Cells[(i+1)%len(hs.Cells)]
					out = append(out, fmt.Sprintf("hole %d of set %s, next: %s", i+1, hs.Name, n.cell(next)))
				}
			}
		}
	case maze.CellStairs:
		for _, st := range m.Stairs {
			switch at {
			case st.A:
				out = append(out, fmt.Sprintf("stairs up to %s", n.cell(st.B)))
			case st.B:
				out = append(out, fmt.Sprintf("stairs down to %s", n.cell(st.A)))
			}
		}
	case maze.CellRiver:
		for _, r := range m.Rivers {
			for i, c := range r.Cells {
				if c != at {
					continue
				}
				switch {
				case len(r.Cells) == 1:
					out = append(out, fmt.Sprintf("river %s, one cell", r.Name))
				case i == 0:
					out = append(out, fmt.Sprintf("source of river %s, next: %s; mouth at %s", r.Name, n.cell(r.Cells[1]), n.cell(r.Cells[len(r.Cells)-1])))
				case i == len(r.Cells)-1:
					out = append(out, fmt.Sprintf("mouth of river %s (cell %d of %d), source at %s", r.Name, i+1, len(r.Cells), n.cell(r.Cells[0])))
				default:
					out = append(out, fmt.Sprintf("river %s, cell %d of %d, next: %s; source at %s", r.Name, i+1, len(r.Cells), n.cell(r.Cells[i+1]), n.cell(r.Cells[0])))
				}
			}
		}
	case maze.CellRubberRoom:
		if cell.Dir != maze.None {
			out = append(out, fmt.Sprintf("its exit is on the %s side", cell.Dir))
		}
	case maze.CellMine:
		if cell.Mines > 1 {
			out = append(out, fmt.Sprintf("goes off on visit %d", cell.Mines))
		}
	}
	return out
}

// headWord names what stands on a cell: its kind, or on an empty cell
// the treasure, creature or start placed there.
func headWord(m *maze.Maze, at maze.Coord, c *maze.Cell) string {
	if c.Kind != maze.CellEmpty {
		return kindWord(c)
	}
	for _, t := range m.Treasures {
		if t.At == at {
			return t.Kind.String() + " treasure"
		}
	}
	for _, cr := range m.Creatures {
		if cr.At == at {
			return cr.Kind.String()
		}
	}
	for _, st := range m.Starts {
		if st.At == at {
			return "start"
		}
	}
	return "empty cell"
}

// kindWord names a cell's kind for a person: "pit exit", not "pit-exit".
func kindWord(c *maze.Cell) string {
	if c.Kind == maze.CellArsenal && c.Arsenal != maze.ArsenalGeneral {
		return "arsenal (" + c.Arsenal.String() + ")"
	}
	return strings.ReplaceAll(c.Kind.String(), "-", " ")
}

// glyphDoc returns the default legend's words for a cell: those of the
// glyph it is drawn with ("v": a river flowing south, "D1": stairs down),
// or, for a glyph of the file's own legend, the first of its kind.
func glyphDoc(c *maze.Cell) string {
	if c.Kind == maze.CellEmpty {
		return ""
	}
	g := strings.TrimRight(c.Glyph, "0123456789.")
	if g == "" {
		g = c.Glyph
	}
	fallback := ""
	for _, d := range maze.DefaultGlyphs {
		if d.Kind != c.Kind || (c.Kind == maze.CellArsenal && d.Arsenal != c.Arsenal) || d.Object != maze.ObjectNone {
			continue
		}
		if d.Glyph == g || slices.Contains(d.Aliases, g) {
			return d.Doc
		}
		if fallback == "" {
			fallback = d.Doc
		}
	}
	return fallback
}

// definition jumps between the ends of a link: a pit and its exit, a hole
// and the next of its set, stairs and their partner, a river cell and its
// source (the source to its mouth); from a cell named in the links part,
// to its slot in the map.
func (s *Server) definition(_ *glsp.Context, p *protocol.DefinitionParams) (any, error) {
	d, res, ok := s.current(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	off := d.offset(p.Position)
	var targets []maze.Coord
	if at, _, ok := cellAt(res, d, off); ok {
		targets = linkTargets(res.Maze, at)
	} else if at, _, _, ok := linkCellAt(res, d, off); ok {
		targets = []maze.Coord{at}
	}
	var locs []protocol.Location
	for _, t := range targets {
		if rng, ok := res.CellRange(t); ok {
			locs = append(locs, protocol.Location{URI: d.uri, Range: d.diagRange(rng)})
		}
	}
	if len(locs) == 0 {
		return nil, nil
	}
	return locs, nil
}

// linkTargets returns the cells a cell is linked to.
func linkTargets(m *maze.Maze, at maze.Coord) []maze.Coord {
	cell := m.CellAt(at)
	var out []maze.Coord
	switch cell.Kind {
	case maze.CellPit:
		for _, p := range m.Pits {
			if p.At == at {
				out = append(out, p.Exits...)
			}
		}
	case maze.CellPitExit:
		for _, p := range m.Pits {
			for _, e := range p.Exits {
				if e == at {
					out = append(out, p.At)
				}
			}
		}
	case maze.CellHole:
		for _, hs := range m.HoleSets {
			for i, c := range hs.Cells {
				if c == at && len(hs.Cells) > 1 {
					out = append(out, hs.Cells[(i+1)%len(hs.Cells)])
				}
			}
		}
	case maze.CellStairs:
		for _, st := range m.Stairs {
			switch at {
			case st.A:
				out = append(out, st.B)
			case st.B:
				out = append(out, st.A)
			}
		}
	case maze.CellRiver:
		for _, r := range m.Rivers {
			for i, c := range r.Cells {
				switch {
				case c != at || len(r.Cells) < 2:
				case i == 0:
					out = append(out, r.Cells[len(r.Cells)-1])
				default:
					out = append(out, r.Cells[0])
				}
			}
		}
	}
	return out
}

// documentHighlight marks, for a cell of a link, every cell of it: a pit
// and its exits, the whole set of a hole, both ends of stairs, the whole
// course of a river.
func (s *Server) documentHighlight(_ *glsp.Context, p *protocol.DocumentHighlightParams) ([]protocol.DocumentHighlight, error) {
	d, res, ok := s.current(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	at, _, ok := cellAt(res, d, d.offset(p.Position))
	if !ok {
		return nil, nil
	}
	group := linkGroup(res.Maze, at)
	if len(group) < 2 {
		return nil, nil
	}
	kind := protocol.DocumentHighlightKindText
	var out []protocol.DocumentHighlight
	for _, c := range group {
		if rng, ok := res.CellRange(c); ok {
			out = append(out, protocol.DocumentHighlight{Range: d.diagRange(rng), Kind: &kind})
		}
	}
	return out, nil
}

// linkGroup returns every cell linked with at, at included.
func linkGroup(m *maze.Maze, at maze.Coord) []maze.Coord {
	has := func(list []maze.Coord) bool {
		for _, c := range list {
			if c == at {
				return true
			}
		}
		return false
	}
	switch m.CellAt(at).Kind {
	case maze.CellPit, maze.CellPitExit:
		for _, p := range m.Pits {
			if p.At == at || has(p.Exits) {
				return append([]maze.Coord{p.At}, p.Exits...)
			}
		}
	case maze.CellHole:
		for _, hs := range m.HoleSets {
			if has(hs.Cells) {
				return hs.Cells
			}
		}
	case maze.CellStairs:
		for _, st := range m.Stairs {
			if st.A == at || st.B == at {
				return []maze.Coord{st.A, st.B}
			}
		}
	case maze.CellRiver:
		for _, r := range m.Rivers {
			if has(r.Cells) {
				return r.Cells
			}
		}
	}
	return nil
}
