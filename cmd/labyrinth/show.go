package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/examples"
)

func runShow(e *env, args []string) error {
	fs := newFlags(e, "show", "[--json] [--notes] [--floor N] [--lang ru|en] [--host-glyphs] [FILE|example]")
	asJSON := fs.Bool("json", false, "print the compiled model as JSON")
	notes := fs.Bool("notes", false, "print the design notes about the maze, not only their number")
	floorArg := fs.String("floor", "", "draw only this floor: its name, or its place from the lowest counting from 1 (default: every floor)")
	host := fs.Bool("host-glyphs", false, "draw every cell with the glyph the file used (П1, K, …) instead of the canonical one")
	langFlag := fs.String("lang", "ru", "language of the legend and tables: ru or en (ru writes columns а..к and glyphs in Cyrillic, as the Russian kit)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	lang, err := engine.ParseLang(*langFlag)
	if err != nil {
		return hintError{err: errUsage{msg: fmt.Sprintf("unknown language %q", *langFlag)}, hint: "--lang takes ru or en"}
	}
	if fs.NArg() > 1 {
		return errUsage{msg: "show takes one file or example name"}
	}
	name := examples.Default
	if fs.NArg() == 1 {
		name = fs.Arg(0)
	}
	src, err := readFileAtMost(name)
	if he := (hintError{}); errors.As(err, &he) {
		return err // too large
	}
	if err != nil {
		esrc, eerr := examples.Read(name)
		if eerr != nil {
			if fs.NArg() == 0 {
				return eerr
			}
			return noMaze(name)
		}
		src = esrc
	}
	res, err := dsl.CompileWith(name, src, dsl.Options{Context: e.ctx, Borrow: true})
	if err != nil {
		return interrupted(err)
	}
	m, ds := res.Maze, res.Diagnostics
	ds, hidden := withoutNotes(ds, *notes)
	if len(ds) > 0 {
		_ = writeDiagnostics(e, ds, sources{name: src}, false)
	}
	if hidden > 0 {
		fmt.Fprintf(e.stderr, "labyrinth: %s: %s (--notes shows them)\n", name, plural(hidden, "design note"))
	}
	if ds.HasErrors() {
		return hintError{err: fmt.Errorf("%s does not compile", name), hint: "labyrinth check " + name + " lists every problem"}
	}
	floor, err := floorNumber(m, *floorArg)
	if err != nil {
		return err
	}
	if *asJSON {
		_, err := e.stdout.Write(dsl.MarshalDump(m))
		return err
	}
	return writeShow(e.stdout, m, floor, lang, *host)
}

// withoutNotes leaves out the notes (diag.Note) unless they are asked
// for, and says how many it left out: show draws a maze, and its notes
// are remarks a host asks for, not problems.
func withoutNotes(ds diag.Diagnostics, keep bool) (diag.Diagnostics, int) {
	if keep {
		return ds, 0
	}
	out := ds[:0:0]
	for _, d := range ds {
		if d.Severity != diag.Note {
			out = append(out, d)
		}
	}
	return out, len(ds) - len(out)
}

// floorNumber reads --floor: a 1-based number or a floor's name ("" and
// "0" mean every floor).
func floorNumber(m *maze.Maze, arg string) (int, error) {
	if arg == "" {
		return 0, nil
	}
	// The hint lists the names: a name always finds its floor, where a
	// place may be some other floor's name ("1" is tver's second floor).
	names := make([]string, len(m.Floors))
	for i, f := range m.Floors {
		if f.Name == arg {
			return i + 1, nil
		}
		names[i] = f.Name
	}
	if n, err := strconv.Atoi(arg); err == nil && n >= 0 && n <= len(m.Floors) {
		return n, nil
	}
	return 0, hintError{err: errUsage{msg: fmt.Sprintf("no floor %q", arg)}, hint: "the maze's floors: " + strings.Join(names, ", ")}
}

// writeShow draws the maze and its tables in lang: in Russian with
// Cyrillic columns and glyphs (П1, В1, Д, К), as the Russian kit prints
// them; with host, in the file's own glyphs.
func writeShow(w io.Writer, m *maze.Maze, only int, lang engine.Lang, host bool) error {
	ru := lang == engine.LangRussian
	say := func(k narrate.Key, vars ...string) string { return narrate.Text(k, lang, 0, vars...) }
	alpha := narrate.Alphabet(lang)
	name := func(c maze.Coord) string { return m.NameIn(c, alpha) }
	// shown is the glyph the map shows at c, so that the tables name a
	// pit or a treasure the way the drawing above them does.
	shown := func(c maze.Coord) string {
		if host {
			if g := m.CellAt(c).Glyph; g != "" {
				return g
			}
		}
		return narrate.Glyph(m.GlyphAt(c), lang)
	}
	drawn := m
	if !host && ru {
		drawn = inLetters(m, lang)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", m.Title)
	if m.Author != "" {
		fmt.Fprintln(&b, say(narrate.KeyShowBy, "author", m.Author))
	}
	fmt.Fprintln(&b, say(narrate.KeyShowPreset, "rules", string(m.Rules.Family)))
	if m.Notes != "" {
		fmt.Fprintf(&b, "\n%s\n", m.Notes)
	}
	used := map[string]bool{}          // canonical glyphs drawn as such
	canon := map[string]bool{}         // every canonical glyph of a drawn cell
	hostOf := map[string][][2]string{} // canonical glyph → (canonical, host's) glyphs drawn for it
	for fi := range m.Floors {
		if only != 0 && fi != only-1 {
			continue
		}
		f := &m.Floors[fi]
		fmt.Fprintln(&b, "\n"+say(narrate.KeyShowFloor, "name", f.Name, "cols", strconv.Itoa(f.Cols), "rows", strconv.Itoa(f.Rows)))
		if err := maze.Draw(&b, drawn, maze.DrawOptions{Floor: fi, Alphabet: alpha, HostGlyphs: host || drawn != m}); err != nil {
			return err
		}
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				g := m.GlyphAt(maze.Coord{Floor: fi, Row: r, Col: c})
				p := strings.TrimRight(g, "0123456789.")
				if p == "" {
					continue
				}
				if hg := f.Cell(r, c).Glyph; host && hg != "" && hg != g {
					// The host's glyph as drawn: "П1", or the duel's "1"
					// and "IV" for pits and their exits.
					if !slices.Contains(hostOf[p], [2]string{g, hg}) {
						hostOf[p] = append(hostOf[p], [2]string{g, hg})
					}
				} else {
					used[p] = true
				}
				canon[p] = true
			}
		}
	}
	fmt.Fprintf(&b, "\n%s\n", say(narrate.KeyShowLegend))
	var legend [][2]string // glyphs, meaning
	var keys []string
	for k := range canon {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, d := range maze.DefaultGlyphs {
			if d.Glyph == k {
				doc := d.Doc
				if ru {
					doc = d.DocRU
				}
				// The glyph column shows P1 or П1 or the duel's 1 and I:
				// the words do not name the letters again.
				if ru && d.Kind == maze.CellPit {
					doc = say(narrate.KeyShowPitGlyph)
				} else if ru && d.Kind == maze.CellPitExit {
					doc = say(narrate.KeyShowPitExitGlyph)
				}
				var gs []string
				if used[k] {
					g := narrate.Glyph(k, lang)
					if d.Numbered {
						g += "n"
					}
					gs = append(gs, g)
				}
				// In the order of their numbers: П1 П2 …, or the duel's I II III IV.
				hs := slices.Clone(hostOf[k])
				slices.SortFunc(hs, func(a, b [2]string) int {
					return cmp.Or(cmp.Compare(len(a[0]), len(b[0])), cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]))
				})
				for _, h := range hs {
					gs = appendNew(gs, h[1])
				}
				legend = append(legend, [2]string{strings.Join(gs, " "), doc})
			}
		}
	}
	walls := map[maze.WallKind]bool{}
	for fi := range m.Floors {
		if only != 0 && fi != only-1 {
			continue
		}
		f := &m.Floors[fi]
		for _, w := range f.HWalls {
			walls[w.Kind] = true
		}
		for _, w := range f.VWalls {
			walls[w.Kind] = true
		}
	}
	for _, wd := range wallDocs {
		if walls[wd.kind] {
			legend = append(legend, [2]string{wallLegendGlyph(wd.kind), say(wd.key)})
		}
	}
	// The legend's glyph column is as wide as its widest entry.
	width := 6
	for _, l := range legend {
		width = max(width, utf8.RuneCountInString(l[0]))
	}
	for _, l := range legend {
		fmt.Fprintf(&b, "  %s%s %s\n", l[0], strings.Repeat(" ", width-utf8.RuneCountInString(l[0])), l[1])
	}
	section := func(title string, lines []string) {
		if len(lines) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n%s\n", title)
		for _, l := range lines {
			fmt.Fprintf(&b, "  %s\n", l)
		}
	}
	var ls []string
	for _, h := range m.HoleSets {
		var cs []string
		for _, c := range h.Cells {
			cs = append(cs, name(c))
		}
		// A hole's glyph with its place in the set (H1.2) names the set
		// without it.
		set, _, _ := strings.Cut(shown(h.Cells[0]), ".")
		ls = append(ls, fmt.Sprintf("%s: %s -> (%s %s)", set, strings.Join(cs, " -> "), say(narrate.KeyShowBack), cs[0]))
	}
	section(say(narrate.KeyShowHoles), ls)
	ls = nil
	for _, p := range m.Pits {
		var es []string
		for _, c := range p.Exits {
			es = append(es, name(c))
		}
		// "at" keeps a cell (B1, в1) apart from an exit's glyph (B1, В1).
		l := fmt.Sprintf("%s %s %s -> %s %s", shown(p.At), say(narrate.KeyShowAt), name(p.At), say(narrate.KeyShowExit), strings.Join(es, " | "))
		if p.Multiplicity > 1 {
			l += " (" + say(narrate.KeyShowTimes, "n", strconv.Itoa(p.Multiplicity)) + ")"
		}
		ls = append(ls, l)
	}
	section(say(narrate.KeyShowPits), ls)
	ls = nil
	for _, r := range m.Rivers {
		var cs []string
		for _, c := range r.Cells {
			cs = append(cs, name(c))
		}
		ls = append(ls, fmt.Sprintf("%s: %s (%s)", r.Name, strings.Join(cs, " -> "), say(narrate.KeyShowMouth)))
	}
	section(say(narrate.KeyShowRivers), ls)
	ls = nil
	for i, s := range m.Stairs {
		ls = append(ls, fmt.Sprintf("%d: %s <-> %s", i+1, name(s.A), name(s.B)))
	}
	section(say(narrate.KeyShowStairs), ls)
	ls = nil
	for _, s := range m.Starts {
		ls = append(ls, fmt.Sprintf("S%s %s", s.Name, name(s.At)))
	}
	section(say(narrate.KeyShowStarts), ls)
	ls = nil
	for _, t := range m.Treasures {
		g := shown(t.At)
		ls = append(ls, fmt.Sprintf("%s%s %s %s", g, strings.Repeat(" ", max(0, 3-utf8.RuneCountInString(g))), name(t.At), say(showTreasure[t.Kind])))
	}
	section(say(narrate.KeyShowTreasures), ls)
	ls = nil
	for _, c := range m.Creatures {
		l := fmt.Sprintf("%s %s %s, %s %s", say(narrate.Key("legend.creature."+c.Kind.String())), c.Name, name(c.At), say(narrate.KeyShowDen), name(c.Den))
		if len(c.Track) > 0 {
			var cs []string
			for _, t := range c.Track {
				cs = append(cs, name(t))
			}
			l += ", " + say(narrate.KeyShowTrack) + " " + strings.Join(cs, " -> ")
		}
		ls = append(ls, l)
	}
	section(say(narrate.KeyShowCreatures), ls)
	ls = nil
	for _, r := range m.Regions {
		var cs []string
		for _, c := range r.Cells {
			cs = append(cs, name(c))
		}
		ls = append(ls, fmt.Sprintf("%s %s: %s", say(narrate.Key("legend.region."+r.Kind.String())), r.Name, strings.Join(cs, ", ")))
	}
	section(say(narrate.KeyShowTraps), ls)
	_, err := io.WriteString(w, b.String())
	return err
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// wallDocs explain the wall glyphs of a drawing (grammar.md, "Maps").
var wallDocs = []struct {
	kind maze.WallKind
	key  narrate.Key
}{
	{maze.WallUnblastable, narrate.KeyShowWallUnblastable},
	{maze.WallWindow, narrate.KeyShowWallWindow},
	{maze.WallRubber, narrate.KeyShowWallRubber},
	{maze.WallOneWay, narrate.KeyShowWallOneWay},
	{maze.WallClosedExit, narrate.KeyShowWallClosedExit},
}

// wallLegendGlyph is how the legend shows a wall kind: its horizontal and
// vertical glyphs ("=  #"), or for a one-way wall its four arrows.
func wallLegendGlyph(k maze.WallKind) string {
	glyph := func(pass maze.Dir, vertical bool) string {
		return maze.WallGlyph(maze.Wall{Kind: k, Pass: pass}, vertical, maze.WallStyleBox, false)
	}
	if k == maze.WallOneWay {
		return glyph(maze.South, false) + glyph(maze.North, false) + glyph(maze.West, true) + glyph(maze.East, true)
	}
	return glyph(maze.None, false) + "  " + glyph(maze.None, true)
}

var showTreasure = map[maze.TreasureKind]narrate.Key{
	maze.TreasureTrue: narrate.KeyShowTrue, maze.TreasureFalse: narrate.KeyShowFalse,
	maze.TreasureMined: narrate.KeyShowMined, maze.TreasureCandidate: narrate.KeyShowCandidate,
}

// inLetters is a copy of m whose cells carry their glyphs in the letters
// of lang (narrate.Glyph), to be drawn with DrawOptions.HostGlyphs: the
// Russian map shows П1, В1, Д as the Russian kit does.
func inLetters(m *maze.Maze, lang engine.Lang) *maze.Maze {
	c := *m
	c.Floors = slices.Clone(m.Floors)
	for fi := range c.Floors {
		f := &c.Floors[fi]
		f.Cells = slices.Clone(f.Cells)
		for r := 0; r < f.Rows; r++ {
			for col := 0; col < f.Cols; col++ {
				f.Cells[f.Index(r, col)].Glyph = narrate.Glyph(m.GlyphAt(maze.Coord{Floor: fi, Row: r, Col: col}), lang)
			}
		}
	}
	return &c
}
