package printouts

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"labyrinth/engine/narrate"
	"strconv"

	"labyrinth/dsl/maze"
)

// Kit writes the paper kit of a maze as one PDF: the parts opts.Parts names
// (all by default) in the order host sheet, player grids, rule card, turn
// log. The output depends only on its inputs: the same maze and options
// give the same bytes.
func Kit(w io.Writer, m *maze.Maze, opts Options) error {
	d, err := Layout(m, opts)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := render(&buf, d); err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// Pages says how many pages the kit of m has, part by part
// (Document.Summary), or "?" when it cannot be laid out.
func Pages(m *maze.Maze, opts Options) string {
	d, err := Layout(m, opts)
	if err != nil {
		return "?"
	}
	return d.Summary()
}

// Layout lays the kit out without writing PDF: the pages and every drawing
// operation on them, in millimetres. Kit renders exactly this.
func Layout(m *maze.Maze, opts Options) (*Document, error) {
	if err := checkMaze(m); err != nil {
		return nil, err
	}
	r, err := resolve(m, opts)
	if err != nil {
		return nil, err
	}
	k := &kit{r: r, m: m, d: &Document{Title: r.Title}}
	k.index()
	if r.parts[PartHost] {
		k.hostSheet()
	}
	if r.parts[PartGrids] {
		k.grids()
	}
	if r.parts[PartRules] {
		k.ruleCard()
	}
	if r.parts[PartLog] {
		if m.Rules.Family == "stalker" {
			k.controlSheet()
		} else {
			k.turnLog()
		}
	}
	k.footers()
	return k.d, nil
}

// checkMaze refuses a model the drawing code could not index safely.
func checkMaze(m *maze.Maze) error {
	if m == nil {
		return errors.New("no maze to print")
	}
	if len(m.Floors) == 0 {
		return errors.New("the maze has no floors")
	}
	for i := range m.Floors {
		f := &m.Floors[i]
		if f.Rows <= 0 || f.Cols <= 0 {
			return fmt.Errorf("floor %q is %d×%d: a floor needs at least one cell", f.Name, f.Rows, f.Cols)
		}
		if f.Rows > 1000 || f.Cols > 1000 {
			return fmt.Errorf("floor %q is %d×%d: at most 1000×1000 cells can be printed", f.Name, f.Rows, f.Cols)
		}
		if len(f.Cells) != f.Rows*f.Cols || len(f.HWalls) != (f.Rows+1)*f.Cols || len(f.VWalls) != f.Rows*(f.Cols+1) {
			return fmt.Errorf("floor %q is malformed: its cell and wall tables do not match %d×%d", f.Name, f.Rows, f.Cols)
		}
	}
	return nil
}

// kit is the state of one layout.
type kit struct {
	r *resolved
	m *maze.Maze
	d *Document
	// items holds what the tables put on cells: treasures, starts,
	// creatures, markers, region kinds, hole order.
	items map[maze.Coord]*cellItems
	meas  measurer
	// tiled is set when a floor was printed on several pages, and
	// tilePlans says which page holds which tile.
	tiled     bool
	tilePlans []tilePlan
}

type cellItems struct {
	treasures []maze.TreasureKind
	starts    []string
	creatures []maze.Creature
	markers   []string
	regions   []maze.RegionKind
	holeOrder int // 1-based position in its hole set; 0 if none
	exitOrder int // 1-based position among a wandering pit's exits
}

func (k *kit) at(c maze.Coord) *cellItems {
	it := k.items[c]
	if it == nil {
		it = &cellItems{}
		k.items[c] = it
	}
	return it
}

func (k *kit) index() {
	k.items = map[maze.Coord]*cellItems{}
	m := k.m
	for _, t := range m.Treasures {
		k.at(t.At).treasures = append(k.at(t.At).treasures, t.Kind)
	}
	for i, s := range m.Starts {
		name := s.Name
		if name == "" {
			name = strconv.Itoa(i + 1)
		}
		k.at(s.At).starts = append(k.at(s.At).starts, name)
	}
	for _, c := range m.Creatures {
		k.at(c.At).creatures = append(k.at(c.At).creatures, c)
	}
	for _, mk := range k.r.Markers {
		k.at(mk.At).markers = append(k.at(mk.At).markers, mk.Name)
	}
	for _, rg := range m.Regions {
		for _, c := range rg.Cells {
			k.at(c).regions = append(k.at(c).regions, rg.Kind)
		}
	}
	for _, hs := range m.HoleSets {
		for i, c := range hs.Cells {
			k.at(c).holeOrder = i + 1
		}
	}
	for _, p := range m.Pits {
		if len(p.Exits) > 1 {
			for i, c := range p.Exits {
				k.at(c).exitOrder = i + 1
			}
		}
	}
}

// Page geometry shared by every part.
const (
	headerH = 10.0 // from the top margin to where content starts
	footerH = 6.0  // kept free above the bottom margin for the footer
)

// newPage starts a page of a part; landscape turns the paper.
func (k *kit) newPage(part Part, label, subtitle string, landscape bool) *canvas {
	w, h := k.r.pageW, k.r.pageH
	if landscape {
		w, h = h, w
	}
	pg := &Page{W: w, H: h, Part: part, Label: label}
	k.d.Pages = append(k.d.Pages, pg)
	c := &canvas{pg: pg, m: &k.meas}
	// Header: the maze's title on the left, the part on the right.
	right := k.t(partWord[part])
	if part == PartLog && k.m.Rules.Family == "stalker" {
		right = k.t(narrate.KeyKitPartControl)
	}
	if k.r.Date != "" {
		right += " · " + k.r.Date
	}
	rw := k.meas.width(right, FontRegular, 9)
	// The title as its author wrote it, framed in the kit's language so
	// that it reads as a title next to the part's name.
	title := k.t(narrate.KeyKitUntitled)
	if k.r.Title != "" {
		title = k.t(narrate.KeyKitTitle, "title", k.r.Title)
	}
	maxTitle := w - 2*Margin - rw - 4
	ts := c.fitSize(title, FontBold, 13, maxTitle)
	c.text(Margin, Margin+5, title, FontBold, ts, AlignLeft, black, "header")
	c.text(w-Margin, Margin+5, right, FontRegular, 9, AlignRight, midGrey, "header")
	c.line(Pt{Margin + 0.15, Margin + 7}, Pt{w - Margin - 0.15, Margin + 7}, 0.3, black, "header")
	if subtitle != "" {
		size := c.fitSize(subtitle, FontRegular, 8.5, w-2*Margin)
		c.text(Margin, Margin+headerH+1.5, subtitle, FontRegular, size, AlignLeft, black, "subtitle")
	}
	return c
}

// content is the area below the header (and subtitle line) and above the
// footer.
func (k *kit) content(c *canvas, withSubtitle bool) Rect {
	top := Margin + headerH
	if withSubtitle {
		top += 4.5
	}
	return Rect{Margin, top, c.pg.W - 2*Margin, c.pg.H - Margin - footerH - top}
}

// footers numbers the pages once all are laid out.
func (k *kit) footers() {
	n := len(k.d.Pages)
	c := &canvas{m: &k.meas}
	for i, pg := range k.d.Pages {
		c.pg = pg
		s := k.t(narrate.KeyKitPageOf, "page", fmt.Sprint(i+1), "pages", fmt.Sprint(n))
		c.text(pg.W/2, pg.H-Margin-1, s, FontRegular, 7, AlignCenter, midGrey, "footer")
	}
}

// alphabet is the column lettering of the kit.
func (k *kit) alphabet() maze.Alphabet { return k.r.alphabet }

// cellName names a cell the way the kit does, with its floor when the maze
// has several.
func (k *kit) cellName(c maze.Coord) string {
	if c.Floor < 0 || c.Floor >= len(k.m.Floors) {
		return c.Name(k.alphabet())
	}
	if len(k.m.Floors) == 1 {
		return c.Name(k.alphabet())
	}
	return k.floorPrefix(c.Floor) + ":" + c.Name(k.alphabet())
}
