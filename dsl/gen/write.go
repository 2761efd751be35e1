package gen

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/maze"
)

// write renders the board as a .maze source: header comments that say what
// was placed, title, rules, legend, one map per floor in the chosen style
// and the links. The result is then put in canonical form by dsl.Format.
func (b *board) write(style string) []byte {
	var s strings.Builder
	for _, c := range b.comments {
		s.WriteString("// " + c + "\n")
	}
	fmt.Fprintf(&s, "title %q\n", b.title)
	s.WriteString("author \"labyrinth gen\"\n")
	for _, n := range b.headerNotes {
		fmt.Fprintf(&s, "notes %q\n", n)
	}
	s.WriteString("\n")
	if len(b.rules) == 0 {
		fmt.Fprintf(&s, "rules %s {}\n\n", b.m.Rules.Family)
	} else {
		fmt.Fprintf(&s, "rules %s {\n", b.m.Rules.Family)
		for _, l := range b.rules {
			s.WriteString("    " + l + "\n")
		}
		s.WriteString("}\n\n")
	}
	if len(b.legend) > 0 {
		s.WriteString("legend {\n")
		for _, l := range b.legend {
			s.WriteString("    " + l + "\n")
		}
		s.WriteString("}\n\n")
	}
	for fl := range b.m.Floors {
		if len(b.m.Floors) == 1 {
			s.WriteString("map {\n")
		} else {
			fmt.Fprintf(&s, "map %s {\n", b.m.Floors[fl].Name)
		}
		for _, l := range b.drawFloor(fl, style) {
			s.WriteString(l + "\n")
		}
		s.WriteString("}\n\n")
	}
	if len(b.links) > 0 {
		s.WriteString("links {\n")
		for _, l := range b.links {
			s.WriteString("    " + l + "\n")
		}
		s.WriteString("}\n")
	}
	return []byte(s.String())
}

// glyphOf is the glyph a cell is drawn with: the family's own notation
// where it has one, else the default legend's.
func (b *board) glyphOf(c maze.Coord) string {
	if g, ok := b.glyphs[c]; ok {
		return g
	}
	g := b.m.GlyphAt(c)
	if g == "." {
		g = ""
	}
	if b.cyrillic {
		g = cyrillicGlyph(g)
	}
	return g
}

// cyrillicGlyph spells a glyph with the source text's Cyrillic letters (V26):
// К, А, М, П1, В1, Х, О.
func cyrillicGlyph(g string) string {
	rs := []rune(g)
	if len(rs) == 0 {
		return g
	}
	switch rs[0] {
	case 'K':
		rs[0] = 'К'
	case 'A':
		rs[0] = 'А'
	case 'M':
		rs[0] = 'М'
	case 'P':
		rs[0] = 'П'
	case 'B':
		rs[0] = 'В'
	case 'X':
		rs[0] = 'Х'
	case 'O':
		rs[0] = 'О'
	}
	return string(rs)
}

// drawFloor draws one floor with the project's one map writer, maze.Draw
// (box style, the family's glyphs as the host's own), and for the ВМиК
// style of source text 001 (V26) spells its walls the source text's way: I for posts and
// vertical walls, ___ under a cell, ~~~ on top. dsl.Format then puts the
// drawing in canonical form.
func (b *board) drawFloor(fl int, style string) []string {
	f := &b.m.Floors[fl]
	for r := 0; r < f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			f.Cell(r, c).Glyph = b.glyphOf(maze.Coord{Floor: fl, Row: r, Col: c})
		}
	}
	var s strings.Builder
	if err := maze.Draw(&s, b.m, maze.DrawOptions{Floor: fl, NoLabels: true, HostGlyphs: true}); err != nil {
		return nil
	}
	lines := strings.Split(strings.TrimRight(s.String(), "\n"), "\n")
	width := utf8.RuneCountInString(lines[0])
	for i, l := range lines {
		// Draw leaves out trailing spaces; an opening in the right wall
		// is written up to the wall's column (grammar.md, "Maps").
		l += strings.Repeat(" ", max(0, width-utf8.RuneCountInString(l)))
		if style == StyleVMK {
			plain := maze.Wall{Kind: maze.WallPlain}
			box := maze.WallGlyph(plain, i%2 == 1, maze.WallStyleBox, false)
			vmk := maze.WallGlyph(plain, i%2 == 1, maze.WallStyleVMK, i == 0)
			if i%2 == 0 {
				l = strings.NewReplacer("+", "I", box, vmk).Replace(l)
			} else {
				l = strings.ReplaceAll(l, box, vmk)
			}
		}
		if i%2 == 1 && strings.HasSuffix(l, " ") && f.Cell(i/2, f.Cols-1).Kind != maze.CellVoid {
			// An exit in the right wall: a comment after the wall's
			// column keeps it when an editor strips trailing spaces (a
			// row ending in rock, ~, needs no right wall).
			if strings.TrimSpace(l) == "" {
				// Open at both ends and empty: a line of spaces and a
				// comment reads as a comment line, so the first cell
				// says it is empty (grammar.md, Glyphs: ".").
				r := []rune(l)
				r[2] = '.'
				l = string(r)
			}
			l += " // exit"
		}
		lines[i] = l
	}
	return lines
}
