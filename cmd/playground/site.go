package main

// What the page asks of the packages, in plain Go: no syscall/js here, so
// that it is tested natively (site_test.go); wasm.go only passes strings
// and bytes to and from the page.

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/gen"
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/balance"
	"labyrinth/engine/bot"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
	"labyrinth/printouts"
)

// sourceName is the file name the page's maze is compiled under.
const sourceName = "maze.maze"

// maxDrawCells is the most cells the page draws: a larger maze is checked
// but not drawn, so that typing stays quick.
const maxDrawCells = 40_000

func bufioReader(r io.Reader) *bufio.Reader { return bufio.NewReaderSize(r, 64<<10) }

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// jsonString marshals v for the page.
func jsonString(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

func parseLang(s string) (engine.Lang, error) {
	if s == "" {
		return engine.LangRussian, nil
	}
	return engine.ParseLang(s)
}

func mapLang(s string) printouts.Lang {
	if s == "en" {
		return printouts.LangEN
	}
	return printouts.LangRU
}

// example is one embedded example maze.
type example struct {
	Name   string `json:"name"`
	Family string `json:"family"`
	Title  string `json:"title"`
	Source string `json:"source"`
}

func examplesJSON() (any, error) {
	var out []example
	for _, n := range examples.Names() {
		src, err := examples.Read(n)
		if err != nil {
			return nil, err
		}
		e := example{Name: strings.TrimSuffix(n, ".maze"), Source: string(src)}
		if m, _ := dsl.Compile(n, src); m != nil {
			e.Family, e.Title = string(m.Rules.Family), m.Title
		}
		out = append(out, e)
	}
	return jsonString(out)
}

// metaJSON tells the page the words of the language, for highlighting,
// the kinds of bots and the rule families.
func metaJSON() (any, error) {
	var fams []string
	for _, f := range rules.Families() {
		fams = append(fams, string(f))
	}
	return jsonString(map[string][]string{"top": dsl.TopKeywords(), "links": dsl.LinkKeywords(), "bots": bot.Kinds(), "families": fams})
}

// genField is one option of the generator, as "labyrinth gen" defines it.
type genField struct {
	Name    string `json:"name"`
	Usage   string `json:"usage"`
	Bool    bool   `json:"bool"`
	Default string `json:"default,omitempty"`
}

// genFormJSON lists the generator's options from the flags gen.Spec
// defines, so that the form and the command line cannot differ.
func genFormJSON() (any, error) {
	s := gen.NewSpec()
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	s.DefineFlags(fs)
	var out []genField
	fs.VisitAll(func(f *flag.Flag) {
		bf, ok := f.Value.(interface{ IsBoolFlag() bool })
		out = append(out, genField{Name: f.Name, Usage: f.Usage, Bool: ok && bf.IsBoolFlag(), Default: f.DefValue})
	})
	return jsonString(out)
}

// generate makes a maze from a spec of gen's options ("school,8x12,seed=3")
// and returns its source.
func generate(spec string) (any, error) {
	s, err := gen.ReadSpec(spec, "", 1, false)
	if err != nil {
		return nil, err
	}
	r, _, err := balance.FromSpec(s)
	if err != nil {
		return nil, err
	}
	return jsonString(map[string]string{"source": string(r.Source), "summary": r.Summary(), "command": r.Options.Command()})
}

// drawing is the maze as the page shows it: the host map as SVG, where its
// cells are, and the cells each diagnostic is about.
type drawing struct {
	SVG     string       `json:"svg,omitempty"`
	Maps    []mapWindow  `json:"maps,omitempty"`
	Regions []diagRegion `json:"regions,omitempty"`
	Pits    [][2]cellRef `json:"pits,omitempty"` // a pit and one of its exits
	// CellPos holds, floor by floor, where each cell's slot starts in the
	// text: line and character (LSP's, from 0), row by row.
	CellPos [][]int `json:"cellPos,omitempty"`
	Note    string  `json:"note,omitempty"` // why nothing is drawn
	Version int32   `json:"version"`
}

type mapWindow struct {
	Floor int     `json:"floor"`
	Rows  int     `json:"rows"`
	Cols  int     `json:"cols"`
	Cell  float64 `json:"cell"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
}

type cellRef [3]int // floor, row, column

type diagRegion struct {
	Code     string    `json:"code"`
	Severity string    `json:"severity"`
	Message  string    `json:"message"`
	Cells    []cellRef `json:"cells"`
}

// draw draws a compilation for the page in language lang.
func draw(res *dsl.Result, lang string) drawing {
	var d drawing
	if res == nil || res.Maze == nil || len(res.Maze.Floors) == 0 {
		d.Note = "nomap"
		return d
	}
	m := res.Maze
	cells := 0
	for _, f := range m.Floors {
		cells += f.Rows * f.Cols
	}
	if cells > maxDrawCells {
		d.Note = "toolarge"
		return d
	}
	pg, err := printouts.HostMap(m, printouts.MapOptions{Lang: mapLang(lang), Cell: 8})
	if err != nil {
		d.Note = "nomap"
		return d
	}
	var buf bytes.Buffer
	if err := printouts.WriteSVG(&buf, pg, printouts.SVGOptions{Class: "maze-svg", Scale: 4.5}); err != nil {
		d.Note = "nomap"
		return d
	}
	d.SVG = buf.String()
	for _, w := range pg.Maps {
		d.Maps = append(d.Maps, mapWindow{Floor: w.Floor, Rows: w.Rows, Cols: w.Cols, Cell: w.Cell, X: w.X, Y: w.Y})
	}
	d.Regions = diagCells(res)
	for fi, f := range m.Floors {
		pos := make([]int, 0, 2*f.Rows*f.Cols)
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				rg, _ := res.CellRange(maze.Coord{Floor: fi, Row: r, Col: c})
				// Columns count runes; LSP counts UTF-16 units, the same
				// for every letter a map holds.
				pos = append(pos, max(rg.Start.Line-1, 0), max(rg.Start.Column-1, 0))
			}
		}
		d.CellPos = append(d.CellPos, pos)
	}
	for _, p := range m.Pits {
		for _, e := range p.Exits {
			d.Pits = append(d.Pits, [2]cellRef{{p.At.Floor, p.At.Row, p.At.Col}, {e.Floor, e.Row, e.Col}})
		}
	}
	return d
}

// diagCells finds, for each diagnostic, the map cells its ranges cover:
// the region a design rule found sealed, the cell it cannot reach.
func diagCells(res *dsl.Result) []diagRegion {
	type span struct {
		from, to int
		at       cellRef
	}
	if len(res.Diagnostics) == 0 {
		return nil
	}
	// The cells by the line they are written on, so that a diagnostic
	// looks only at the lines it covers.
	byLine := map[int][]span{}
	for fi, f := range res.Maze.Floors {
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				if rg, ok := res.CellRange(maze.Coord{Floor: fi, Row: r, Col: c}); ok {
					byLine[rg.Start.Line] = append(byLine[rg.Start.Line], span{rg.Start.Offset, rg.End.Offset, cellRef{fi, r, c}})
				}
			}
		}
	}
	var out []diagRegion
	for _, dg := range res.Diagnostics {
		ranges := []diag.Range{dg.Range}
		for _, l := range dg.Related {
			ranges = append(ranges, l.Range)
		}
		var cells []cellRef
		seen := map[cellRef]bool{}
		for _, rg := range ranges {
			for line := rg.Start.Line; line <= rg.End.Line; line++ {
				for _, s := range byLine[line] {
					if s.from < rg.End.Offset && rg.Start.Offset < s.to && !seen[s.at] {
						seen[s.at] = true
						cells = append(cells, s.at)
					}
				}
			}
		}
		if len(cells) == 0 {
			continue
		}
		out = append(out, diagRegion{Code: dg.Code, Severity: dg.Severity.String(), Message: dg.Summary, Cells: cells})
	}
	return out
}

// editError is an edit on the drawing that cannot be made, with what to do.
type editError struct{ msg, hint string }

func (e *editError) Error() string { return e.msg }
func (e *editError) Hint() string  { return e.hint }

var errUnreadable = &editError{msg: "the map cannot be edited on the drawing while it does not compile", hint: "fix the errors the editor marks in the map first"}

// compiled compiles src for an edit of floor fl.
func compiled(src string, fl int) (*dsl.Result, *maze.Floor, error) {
	res := dsl.CompileResult(sourceName, []byte(src))
	if res.Maze == nil || fl < 0 || fl >= len(res.Maze.Floors) {
		return nil, nil, errUnreadable
	}
	return res, &res.Maze.Floors[fl], nil
}

// canonical formats an edited source as fmt does, comments kept; a source
// fmt cannot read is returned as it is.
func canonical(src string) string {
	out, ds := dsl.FormatSource(sourceName, []byte(src))
	if ds.HasErrors() || out == nil {
		return src
	}
	return string(out)
}

func parseDir(s string) (maze.Dir, error) {
	switch s {
	case "n":
		return maze.North, nil
	case "s":
		return maze.South, nil
	case "e":
		return maze.East, nil
	case "w":
		return maze.West, nil
	}
	return maze.None, fmt.Errorf("no side %q", s)
}

// wallCycle is the order a wall's kind goes through as it is clicked
// with Shift: every kind the language writes (grammar.md, "Walls of other
// kinds").
func wallCycle(perimeter, vertical bool) []maze.Wall {
	ws := []maze.Wall{{Kind: maze.WallNone}, {Kind: maze.WallPlain}, {Kind: maze.WallUnblastable}, {Kind: maze.WallWindow}, {Kind: maze.WallRubber}}
	if !perimeter {
		if vertical {
			ws = append(ws, maze.Wall{Kind: maze.WallOneWay, Pass: maze.East}, maze.Wall{Kind: maze.WallOneWay, Pass: maze.West})
		} else {
			ws = append(ws, maze.Wall{Kind: maze.WallOneWay, Pass: maze.South}, maze.Wall{Kind: maze.WallOneWay, Pass: maze.North})
		}
	} else {
		ws = append(ws, maze.Wall{Kind: maze.WallClosedExit})
	}
	return ws
}

// editWall changes the wall on side dir of a cell: "toggle" puts a plain
// wall where there is none and takes any wall away; "cycle" moves it to
// the next kind (wallCycle). It returns the new source in fmt's form.
func editWall(src string, fl, row, col int, dir, mode string) (any, error) {
	res, f, err := compiled(src, fl)
	if err != nil {
		return nil, err
	}
	d, err := parseDir(dir)
	if err != nil {
		return nil, err
	}
	if !f.In(row, col) {
		return nil, fmt.Errorf("no cell %d,%d on floor %d", row, col, fl)
	}
	rg, ok := res.WallRange(maze.Coord{Floor: fl, Row: row, Col: col}, d)
	if !ok {
		return nil, errUnreadable
	}
	var cur maze.Wall
	vertical := d == maze.East || d == maze.West
	switch d {
	case maze.North:
		cur = *f.HWall(row, col)
	case maze.South:
		cur = *f.HWall(row+1, col)
	case maze.West:
		cur = *f.VWall(row, col)
	case maze.East:
		cur = *f.VWall(row, col+1)
	}
	perimeter := (d == maze.North && row == 0) || (d == maze.South && row == f.Rows-1) ||
		(d == maze.West && col == 0) || (d == maze.East && col == f.Cols-1)
	var next maze.Wall
	switch mode {
	case "toggle":
		if cur.Kind == maze.WallNone {
			next = maze.Wall{Kind: maze.WallPlain}
		}
	case "cycle":
		cyc := wallCycle(perimeter, vertical)
		i := slices.IndexFunc(cyc, func(w maze.Wall) bool { return w.Kind == cur.Kind && (w.Kind != maze.WallOneWay || w.Pass == cur.Pass) })
		next = cyc[(i+1)%len(cyc)]
	default:
		return nil, fmt.Errorf("no wall edit %q", mode)
	}
	style := maze.WallStyleBox
	if corner := rg.Start.Offset - 1; d != maze.West && d != maze.East && corner >= 0 && src[corner] == 'I' {
		style = maze.WallStyleVMK
	} else if vertical && strings.ContainsRune(src[rg.Start.Offset:rg.End.Offset], 'I') {
		style = maze.WallStyleVMK
	} else if style == maze.WallStyleBox {
		if top, ok := res.WallRange(maze.Coord{Floor: fl}, maze.North); ok && top.Start.Offset > 0 && src[top.Start.Offset-1] == 'I' {
			style = maze.WallStyleVMK
		}
	}
	glyph := maze.WallGlyph(next, vertical, style, d == maze.North && row == 0)
	n := utf8.RuneCountInString(src[rg.Start.Offset:rg.End.Offset])
	out := src[:rg.Start.Offset] + strings.Repeat(glyph, n) + src[rg.End.Offset:]
	return jsonString(map[string]string{"source": canonical(out)})
}

// glyphEntry is a glyph the cell palette offers.
type glyphEntry struct {
	Glyph    string `json:"glyph"`
	Numbered bool   `json:"numbered"`
	Doc      string `json:"doc"`
	DocRU    string `json:"docRU"`
}

func glyphsJSON() (any, error) {
	var out []glyphEntry
	for _, g := range maze.DefaultGlyphs {
		out = append(out, glyphEntry{Glyph: g.Glyph, Numbered: g.Numbered, Doc: g.Doc, DocRU: g.DocRU})
	}
	return jsonString(out)
}

// editCell writes glyph into a cell ("" or "." empties it). A numbered
// glyph given without its number takes the next free one: an exit B the
// number of a pit that has none yet.
func editCell(src string, fl, row, col int, glyph string) (any, error) {
	res, f, err := compiled(src, fl)
	if err != nil {
		return nil, err
	}
	if !f.In(row, col) {
		return nil, fmt.Errorf("no cell %d,%d on floor %d", row, col, fl)
	}
	at := maze.Coord{Floor: fl, Row: row, Col: col}
	// The slot is the whole room between the cell's side walls (its
	// CellRange is the glyph written in it).
	west, okW := res.WallRange(at, maze.West)
	east, okE := res.WallRange(at, maze.East)
	if !okW || !okE || east.Start.Offset <= west.End.Offset {
		return nil, errUnreadable
	}
	rg := diag.Range{Start: west.End, End: east.Start}
	glyph = strings.TrimSpace(glyph)
	if glyph == "." {
		glyph = ""
	}
	if def := glyphDef(glyph); def != nil && def.Numbered {
		glyph = nextNumbered(res, src, glyph)
	}
	if glyph != "" && res.Maze.GlyphAt(at) == glyph {
		glyph = "" // clicking a cell with what it holds empties it
	}
	width := utf8.RuneCountInString(src[rg.Start.Offset:rg.End.Offset])
	gw := utf8.RuneCountInString(glyph)
	if gw > width {
		return nil, &editError{msg: fmt.Sprintf("%q is wider than the cells of this map (%d)", glyph, width),
			hint: "widen the cells in the text: cells are as wide as the distance between the first two posts"}
	}
	left := (width - gw) / 2
	if gw > 0 && width-gw >= 1 && left == 0 {
		left = 1
	}
	cell := strings.Repeat(" ", left) + glyph + strings.Repeat(" ", width-gw-left)
	out := src[:rg.Start.Offset] + cell + src[rg.End.Offset:]
	return jsonString(map[string]string{"source": canonical(out)})
}

func glyphDef(g string) *maze.GlyphDef {
	for i := range maze.DefaultGlyphs {
		d := &maze.DefaultGlyphs[i]
		if d.Glyph == g || slices.Contains(d.Aliases, g) {
			return d
		}
	}
	return nil
}

// nextNumbered gives a numbered glyph its number: the next one free, or
// for a pit's exit the number of a pit without one. The cells are read as
// written, so that a pit still without its exit counts.
func nextNumbered(res *dsl.Result, src, prefix string) string {
	used := map[string]bool{}
	for fi, f := range res.Maze.Floors {
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				rg, ok := res.CellRange(maze.Coord{Floor: fi, Row: r, Col: c})
				if !ok {
					continue
				}
				w := strings.TrimSpace(src[rg.Start.Offset:rg.End.Offset])
				i := strings.IndexFunc(w, func(r rune) bool { return r >= '0' && r <= '9' })
				if i <= 0 {
					continue
				}
				if d := glyphDef(w[:i]); d != nil {
					used[d.Glyph+w[i:]] = true
				}
			}
		}
	}
	canon := prefix
	if d := glyphDef(prefix); d != nil {
		canon = d.Glyph
	}
	if canon == "B" {
		for n := 1; n < 1000; n++ {
			if used["P"+strconv.Itoa(n)] && !used["B"+strconv.Itoa(n)] {
				return prefix + strconv.Itoa(n)
			}
		}
	}
	for n := 1; ; n++ {
		if !used[canon+strconv.Itoa(n)] {
			return prefix + strconv.Itoa(n)
		}
	}
}

// resize adds or removes the last row or column of a floor drawn in the
// box style: "addRow", "removeRow", "addCol", "removeCol".
func resize(src string, fl int, op string) (any, error) {
	res, f, err := compiled(src, fl)
	if err != nil {
		return nil, err
	}
	at := func(r, c int) maze.Coord { return maze.Coord{Floor: fl, Row: r, Col: c} }
	wall := func(r, c int, d maze.Dir) diag.Range {
		rg, _ := res.WallRange(at(r, c), d)
		return rg
	}
	cellR := func(r, c int) diag.Range {
		rg, _ := res.CellRange(at(r, c))
		return rg
	}
	if top := wall(0, 0, maze.North); top.Start.Offset == 0 || src[top.Start.Offset-1] != '+' {
		return nil, &editError{msg: "rows and columns are added on the drawing to box-style maps only", hint: "add them in the text, or rewrite the map with posts + and walls --- and |"}
	}
	type edit struct {
		from, to int
		text     string
	}
	var edits []edit
	lineStart := func(off int) int { return strings.LastIndexByte(src[:off], '\n') + 1 }
	lineEnd := func(off int) int {
		if i := strings.IndexByte(src[off:], '\n'); i >= 0 {
			return off + i + 1
		}
		return len(src)
	}
	R, C := f.Rows, f.Cols
	top := wall(0, 0, maze.North)
	w := utf8.RuneCountInString(src[top.Start.Offset:top.End.Offset])
	switch op {
	case "addRow":
		// A row of open cells under the last, inside the outer walls.
		last := cellR(R-1, 0)
		ls := lineStart(last.Start.Offset)
		indent := src[ls:wall(R-1, 0, maze.West).Start.Offset]
		sep := indent + "+" + strings.Repeat(strings.Repeat(" ", w)+"+", C) + "\n"
		row := indent + "|" + strings.Repeat(" ", C*(w+1)-1) + "|\n"
		at := lineEnd(last.Start.Offset)
		edits = append(edits, edit{at, at, sep + row})
	case "removeRow":
		if R < 2 {
			return nil, &editError{msg: "a floor keeps at least one row"}
		}
		// The last row of cells and the wall line above it go.
		from := lineStart(wall(R-1, 0, maze.North).Start.Offset)
		to := lineEnd(cellR(R-1, 0).Start.Offset)
		edits = append(edits, edit{from, to, ""})
	case "addCol":
		for r := 0; r <= R; r++ {
			if r < R {
				e := wall(r, C-1, maze.East).End.Offset
				edits = append(edits, edit{e, e, strings.Repeat(" ", w) + "|"})
			}
			var h diag.Range
			if r < R {
				h = wall(r, C-1, maze.North)
			} else {
				h = wall(R-1, C-1, maze.South)
			}
			glyph := " "
			if r == 0 || r == R {
				glyph = "-"
			}
			edits = append(edits, edit{h.End.Offset + 1, h.End.Offset + 1, strings.Repeat(glyph, w) + "+"})
		}
	case "removeCol":
		if C < 2 {
			return nil, &editError{msg: "a floor keeps at least one column"}
		}
		for r := 0; r <= R; r++ {
			if r < R {
				edits = append(edits, edit{wall(r, C-1, maze.West).Start.Offset, wall(r, C-1, maze.East).Start.Offset, ""})
			}
			var h diag.Range
			if r < R {
				h = wall(r, C-1, maze.North)
			} else {
				h = wall(R-1, C-1, maze.South)
			}
			edits = append(edits, edit{h.Start.Offset - 1, h.End.Offset, ""})
		}
	default:
		return nil, fmt.Errorf("no resize %q", op)
	}
	slices.SortFunc(edits, func(a, b edit) int { return b.from - a.from })
	out := src
	for _, e := range edits {
		out = out[:e.from] + e.text + out[e.to:]
	}
	return jsonString(map[string]string{"source": canonical(out)})
}

// kit prints the paper kit of src with settings as "labyrinth print"
// reads its flags (printouts.Settings as JSON): the same bytes.
func kit(src, settings string) (any, error) {
	// The defaults are those of the print command's flags.
	var s printouts.Settings
	s.Flags(flag.NewFlagSet("print", flag.ContinueOnError))
	if settings != "" {
		if err := json.Unmarshal([]byte(settings), &s); err != nil {
			return nil, fmt.Errorf("kit settings: %w", err)
		}
	}
	opts, err := s.Options()
	if err != nil {
		return nil, err
	}
	m, ds := dsl.Compile(sourceName, []byte(src))
	if ds.HasErrors() || m == nil {
		return nil, &editError{msg: "a maze with errors is not printed", hint: "fix the errors the editor marks first"}
	}
	if opts.Markers, err = s.Markers(m); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := printouts.Kit(&buf, m, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// playSetup is a game at one screen as the page's form sets it, the
// flags of "labyrinth play".
type playSetup struct {
	People []string `json:"people"` // NAME[:f][:en], as --player
	Bots   int      `json:"bots"`
	Bot    string   `json:"bot"`
	Seed   int64    `json:"seed"`
	Lang   string   `json:"lang"`
	// Versus is the duel's second maze (D1): "same" plays the editor's
	// maze twice, "gen" a generated one; "" is no duel.
	Versus string `json:"versus"`
}

// playSession is a game being played: bot.HotSeat, the loop of "labyrinth
// play", reading the lines the page sends and writing to the page.
type playSession struct {
	game  *engine.Game
	lines *io.PipeWriter
	queue chan string // the lines typed, written to the game in order
	done  chan struct{}
}

// startPlay starts a game on src; out gets everything the host says.
func startPlay(src, setup string, out io.Writer) (*playSession, error) {
	var ps playSetup
	if err := json.Unmarshal([]byte(setup), &ps); err != nil {
		return nil, fmt.Errorf("play settings: %w", err)
	}
	lang, err := parseLang(ps.Lang)
	if err != nil {
		return nil, err
	}
	if ps.Bot == "" {
		ps.Bot = "explorer"
	}
	if err := bot.CheckKinds(ps.Bot); err != nil {
		return nil, err
	}
	if len(ps.People) == 0 {
		return nil, &editError{msg: "a game needs at least one person at the screen"}
	}
	if ps.Seed == 0 {
		ps.Seed = 1
	}
	board := bot.Board{}
	switch ps.Versus {
	case "same":
		board.Versus = "editor"
	case "gen":
		board.Gen, board.Versus = "", "editor"
	}
	read := func(arg string) (*maze.Maze, string, error) {
		m, ds := dsl.Compile(sourceName, []byte(src))
		if ds.HasErrors() || m == nil {
			return nil, sourceName, &editError{msg: "a maze with errors cannot be played", hint: "fix the errors the editor marks first"}
		}
		// The game names its board after the maze's title, as play names
		// it after the file.
		return m, cmp.Or(m.Title, sourceName), nil
	}
	generateFn := func(s gen.Spec) (*gen.Result, error) { r, _, err := balance.FromSpec(s); return r, err }
	if ps.Versus == "gen" {
		// The second maze of the duel is generated with the duel's options.
		m, _ := dsl.Compile(sourceName, []byte(src))
		if m == nil {
			return nil, errUnreadable
		}
		s, err := gen.ReadSpec(string(rules.FamilyDuel), "", ps.Seed+1, false)
		if err != nil {
			return nil, err
		}
		r, err := generateFn(s)
		if err != nil {
			return nil, err
		}
		read2 := read
		n := 0
		read = func(arg string) (*maze.Maze, string, error) {
			n++
			if n == 2 {
				return r.Maze, "generated duel", nil
			}
			return read2(arg)
		}
	}
	m, names, own, err := board.Load("editor", ps.Seed, read, generateFn)
	if err != nil {
		return nil, err
	}
	seats, err := bot.HotSeatPlayers(ps.People, len(ps.People), len(ps.People)+ps.Bots, own, lang)
	if err != nil {
		return nil, err
	}
	g, err := engine.NewGame(m, engine.Setup{Players: seats, Seed: ps.Seed, OwnFloors: own})
	if err != nil {
		return nil, err
	}
	h := &bot.HotSeat{Game: g, Name: narrate.BoardName(lang, names...), People: len(ps.People), Kind: ps.Bot, Seed: ps.Seed, Lang: lang, OwnFloors: own}
	pr, pw := io.Pipe()
	s := &playSession{game: g, lines: pw, queue: make(chan string, 1024), done: make(chan struct{})}
	go func() {
		for line := range s.queue {
			if _, err := pw.Write([]byte(line + "\n")); err != nil {
				return
			}
		}
	}()
	go func() {
		defer close(s.done)
		if err := h.Run(pr, out); err != nil {
			fmt.Fprintf(out, "\n%v\n", err)
		}
		pr.Close()
	}()
	return s, nil
}

// send gives the game the next line typed.
func (s *playSession) send(line string) error {
	if strings.ContainsAny(line, "\n\r") {
		return errors.New("one line at a time")
	}
	select {
	case s.queue <- line:
		return nil
	default:
		return errors.New("too many lines typed ahead")
	}
}

// hostMap draws the maze with every placed player on it: the host's map,
// shown only when asked.
func (s *playSession) hostMap(lang string) drawing {
	m := s.game.Maze()
	var marks []printouts.Marker
	for i := 0; i < s.game.Players(); i++ {
		p := s.game.Player(engine.PlayerID(i))
		if p.Placed {
			marks = append(marks, printouts.Marker{Name: p.Name, At: p.At})
		}
	}
	pg, err := printouts.HostMap(m, printouts.MapOptions{Lang: mapLang(lang), Markers: marks, Cell: 8})
	if err != nil {
		return drawing{Note: "nomap"}
	}
	var buf bytes.Buffer
	printouts.WriteSVG(&buf, pg, printouts.SVGOptions{Class: "maze-svg", Scale: 4.5})
	return drawing{SVG: buf.String()}
}
