// Package show draws a compiled maze for its author, as «labyrinth show»
// prints it: the title, every floor by maze.Draw, a legend of the glyphs
// and walls drawn, and tables of the maze's links (hole sets, pits,
// rivers, stairs, starts, treasures, creatures, traps).
//
// The words are the caller's: dsl knows no language, and package narrate
// (which imports the engine, which imports dsl) keeps every sentence, so
// narrate.ShowOptions fills Options with them.
package show

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/maze"
)

// Word is a word or a heading of the drawing, named by its key in the
// narration catalogue (package narrate): "show.legend", "legend.creature.bear".
type Word string

// The words of the drawing.
const (
	WordFloor     Word = "show.floor" // vars name, rows, cols
	WordLegend    Word = "show.legend"
	WordHoles     Word = "show.holes"
	WordPits      Word = "show.pits"
	WordRivers    Word = "show.rivers"
	WordStairs    Word = "show.stairs"
	WordStarts    Word = "show.starts"
	WordTreasures Word = "show.treasures"
	WordCreatures Word = "show.creatures"
	WordTraps     Word = "show.traps"
	WordPreset    Word = "show.preset" // var rules
	WordBy        Word = "show.by"     // var author
	WordNotes     Word = "show.notes"  // heads the author's notes, as written
	WordExit      Word = "show.exit"
	WordAt        Word = "show.at"
	WordTimes     Word = "show.times" // var n
	WordMouth     Word = "show.mouth"
	WordDen       Word = "show.den"
	WordTrack     Word = "show.track"
	WordBack      Word = "show.back"
)

// TreasureWord, CreatureWord, RegionWord and WallWord name a treasure's
// kind in the table of treasures, a creature's and a trap's kind, and
// explain a wall kind in the legend.
func TreasureWord(k maze.TreasureKind) Word { return Word("show.treasure." + k.String()) }
func CreatureWord(k maze.CreatureKind) Word { return Word("legend.creature." + k.String()) }
func RegionWord(k maze.RegionKind) Word     { return Word("legend.region." + k.String()) }
func WallWord(k maze.WallKind) Word         { return Word("show.wall." + k.String()) }

// legendWalls are the wall kinds the legend explains (grammar.md, "Maps"),
// in its order.
var legendWalls = []maze.WallKind{maze.WallUnblastable, maze.WallWindow, maze.WallRubber, maze.WallOneWay, maze.WallClosedExit}

// Vocabulary lists every word the drawing may ask for: a catalogue that
// serves them all serves every maze.
func Vocabulary() []Word {
	out := []Word{WordFloor, WordLegend, WordHoles, WordPits, WordRivers, WordStairs, WordStarts, WordTreasures,
		WordCreatures, WordTraps, WordPreset, WordBy, WordNotes, WordExit, WordAt, WordTimes, WordMouth, WordDen, WordTrack, WordBack}
	for k := maze.TreasureTrue; k <= maze.TreasureCandidate; k++ {
		out = append(out, TreasureWord(k))
	}
	for k := maze.CreatureBear; k <= maze.CreatureMirror; k++ {
		out = append(out, CreatureWord(k))
	}
	for k := maze.RegionWeb; k <= maze.RegionMeatGrinder; k++ {
		out = append(out, RegionWord(k))
	}
	for _, k := range legendWalls {
		out = append(out, WallWord(k))
	}
	return out
}

// Options says what Write draws and in which words.
type Options struct {
	// Floor is the 1-based floor to draw; 0 draws every floor.
	Floor int
	// HostGlyphs draws every cell with the glyph the file used (П1, K,
	// the duel's I and 1) instead of the canonical one.
	HostGlyphs bool
	// Alphabet letters the columns and the canonical glyphs
	// (maze.GlyphIn): Cyrillic draws П1, В1, Д as the Russian kit prints.
	Alphabet maze.Alphabet
	// Say says a word, its {vars} given as name, value pairs.
	Say func(w Word, vars ...string) string
	// GlyphDoc explains a glyph of the legend (maze.GlyphDef.Doc) of
	// maze m, whose rules may name it their own way.
	GlyphDoc func(m *maze.Maze, d maze.GlyphDef) string
}

// Write draws m with its legend and tables.
func Write(w io.Writer, m *maze.Maze, o Options) error {
	if o.Say == nil || o.GlyphDoc == nil {
		return fmt.Errorf("show: no words (Options.Say, Options.GlyphDoc)")
	}
	d := drawing{m: m, o: o}
	var b strings.Builder
	d.header(&b)
	seen, err := d.floors(&b)
	if err != nil {
		return err
	}
	d.legend(&b, seen)
	d.tables(&b)
	_, err = io.WriteString(w, b.String())
	return err
}

type drawing struct {
	m *maze.Maze
	o Options
}

func (d *drawing) say(w Word, vars ...string) string { return d.o.Say(w, vars...) }

// name is a cell's name in the drawing's alphabet.
func (d *drawing) name(c maze.Coord) string { return d.m.NameIn(c, d.o.Alphabet) }

// shown is the glyph the map shows at c, so that the tables name a pit or
// a treasure the way the drawing above them does.
func (d *drawing) shown(c maze.Coord) string {
	if d.o.HostGlyphs {
		if g := d.m.CellAt(c).Glyph; g != "" {
			return g
		}
	}
	return maze.GlyphIn(d.m.GlyphAt(c), d.o.Alphabet)
}

// drawn reports whether floor fi is drawn.
func (d *drawing) drawn(fi int) bool { return d.o.Floor == 0 || fi == d.o.Floor-1 }

func (d *drawing) header(b *strings.Builder) {
	fmt.Fprintf(b, "%s\n", d.m.Title)
	if d.m.Author != "" {
		fmt.Fprintln(b, d.say(WordBy, "author", d.m.Author))
	}
	fmt.Fprintln(b, d.say(WordPreset, "rules", string(d.m.Rules.Family)))
	if d.m.Notes != "" {
		// The notes are the author's text in the author's language, told
		// apart from the drawing's words.
		fmt.Fprintf(b, "\n%s\n%s\n", d.say(WordNotes), d.m.Notes)
	}
}

// seen is what the floors drawn show, for the legend.
type seen struct {
	used  map[string]bool        // canonical glyphs drawn as such
	canon map[string]bool        // every canonical glyph of a drawn cell
	host  map[string][][2]string // canonical glyph → (canonical, host's) glyphs drawn for it
	walls map[maze.WallKind]bool
}

// floors draws the floors asked for and notes their glyphs and walls.
func (d *drawing) floors(b *strings.Builder) (seen, error) {
	s := seen{used: map[string]bool{}, canon: map[string]bool{}, host: map[string][][2]string{}, walls: map[maze.WallKind]bool{}}
	m := d.m
	for fi := range m.Floors {
		if !d.drawn(fi) {
			continue
		}
		f := &m.Floors[fi]
		fmt.Fprintln(b, "\n"+d.say(WordFloor, "name", f.Name, "cols", strconv.Itoa(f.Cols), "rows", strconv.Itoa(f.Rows)))
		if err := maze.Draw(b, m, maze.DrawOptions{Floor: fi, Alphabet: d.o.Alphabet, HostGlyphs: d.o.HostGlyphs}); err != nil {
			return s, err
		}
		for r := 0; r < f.Rows; r++ {
			for c := 0; c < f.Cols; c++ {
				g := m.GlyphAt(maze.Coord{Floor: fi, Row: r, Col: c})
				p := strings.TrimRight(g, "0123456789.")
				if p == "" {
					continue
				}
				if hg := f.Cell(r, c).Glyph; d.o.HostGlyphs && hg != "" && hg != g {
					// The host's glyph as drawn: "П1", or the duel's "1"
					// and "IV" for pits and their exits.
					if !slices.Contains(s.host[p], [2]string{g, hg}) {
						s.host[p] = append(s.host[p], [2]string{g, hg})
					}
				} else {
					s.used[p] = true
				}
				s.canon[p] = true
			}
		}
		for _, w := range f.HWalls {
			s.walls[w.Kind] = true
		}
		for _, w := range f.VWalls {
			s.walls[w.Kind] = true
		}
	}
	return s, nil
}

// legend explains every glyph and wall kind drawn, a glyph column as wide
// as its widest entry.
func (d *drawing) legend(b *strings.Builder, s seen) {
	fmt.Fprintf(b, "\n%s\n", d.say(WordLegend))
	var legend [][2]string // glyphs, meaning
	keys := make([]string, 0, len(s.canon))
	for k := range s.canon {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		for _, def := range maze.DefaultGlyphs {
			if def.Glyph != k {
				continue
			}
			var gs []string
			if s.used[k] {
				g := maze.GlyphIn(k, d.o.Alphabet)
				if def.Numbered {
					g += "n"
				}
				gs = append(gs, g)
			}
			// In the order of their numbers: П1 П2 …, or the duel's I II III IV.
			hs := slices.Clone(s.host[k])
			slices.SortFunc(hs, func(a, b [2]string) int {
				return cmp.Or(cmp.Compare(len(a[0]), len(b[0])), cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]))
			})
			for _, h := range hs {
				if !slices.Contains(gs, h[1]) {
					gs = append(gs, h[1])
				}
			}
			legend = append(legend, [2]string{strings.Join(gs, " "), d.o.GlyphDoc(d.m, def)})
		}
	}
	for _, k := range legendWalls {
		if s.walls[k] {
			legend = append(legend, [2]string{wallLegendGlyph(k), d.say(WallWord(k))})
		}
	}
	width := 6
	for _, l := range legend {
		width = max(width, utf8.RuneCountInString(l[0]))
	}
	for _, l := range legend {
		fmt.Fprintf(b, "  %s%s %s\n", l[0], strings.Repeat(" ", width-utf8.RuneCountInString(l[0])), l[1])
	}
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

// names are the names of cells, in order.
func (d *drawing) names(cs []maze.Coord) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = d.name(c)
	}
	return out
}

// tables writes a section per kind of link the maze has.
func (d *drawing) tables(b *strings.Builder) {
	m := d.m
	section := func(title Word, lines []string) {
		if len(lines) == 0 {
			return
		}
		fmt.Fprintf(b, "\n%s\n", d.say(title))
		for _, l := range lines {
			fmt.Fprintf(b, "  %s\n", l)
		}
	}
	var ls []string
	for _, h := range m.HoleSets {
		cs := d.names(h.Cells)
		// A hole's glyph with its place in the set (H1.2) names the set
		// without it.
		set, _, _ := strings.Cut(d.shown(h.Cells[0]), ".")
		ls = append(ls, fmt.Sprintf("%s: %s -> (%s %s)", set, strings.Join(cs, " -> "), d.say(WordBack), cs[0]))
	}
	section(WordHoles, ls)
	ls = nil
	for _, p := range m.Pits {
		// "at" keeps a cell (B1, в1) apart from an exit's glyph (B1, В1).
		l := fmt.Sprintf("%s %s %s -> %s %s", d.shown(p.At), d.say(WordAt), d.name(p.At), d.say(WordExit), strings.Join(d.names(p.Exits), " | "))
		if p.Multiplicity > 1 {
			l += " (" + d.say(WordTimes, "n", strconv.Itoa(p.Multiplicity)) + ")"
		}
		ls = append(ls, l)
	}
	section(WordPits, ls)
	ls = nil
	for _, r := range m.Rivers {
		ls = append(ls, fmt.Sprintf("%s: %s (%s)", r.Name, strings.Join(d.names(r.Cells), " -> "), d.say(WordMouth)))
	}
	section(WordRivers, ls)
	ls = nil
	for i, s := range m.Stairs {
		ls = append(ls, fmt.Sprintf("%d: %s <-> %s", i+1, d.name(s.A), d.name(s.B)))
	}
	section(WordStairs, ls)
	ls = nil
	for _, s := range m.Starts {
		ls = append(ls, fmt.Sprintf("S%s %s", s.Name, d.name(s.At)))
	}
	section(WordStarts, ls)
	ls = nil
	for _, t := range m.Treasures {
		g := d.shown(t.At)
		ls = append(ls, fmt.Sprintf("%s%s %s %s", g, strings.Repeat(" ", max(0, 3-utf8.RuneCountInString(g))), d.name(t.At), d.say(TreasureWord(t.Kind))))
	}
	section(WordTreasures, ls)
	ls = nil
	for _, c := range m.Creatures {
		l := fmt.Sprintf("%s %s %s, %s %s", d.say(CreatureWord(c.Kind)), c.Name, d.name(c.At), d.say(WordDen), d.name(c.Den))
		if len(c.Track) > 0 {
			l += ", " + d.say(WordTrack) + " " + strings.Join(d.names(c.Track), " -> ")
		}
		ls = append(ls, l)
	}
	section(WordCreatures, ls)
	ls = nil
	for _, r := range m.Regions {
		ls = append(ls, fmt.Sprintf("%s %s: %s", d.say(RegionWord(r.Kind)), r.Name, strings.Join(d.names(r.Cells), ", ")))
	}
	section(WordTraps, ls)
}
