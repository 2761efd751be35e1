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

// cyrillicGlyph spells a glyph with the seed's Cyrillic letters (V26):
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

// drawFloor draws one floor in the box style (posts +, walls --- and |) or
// the ВМиК style of seed 001 (I walls, ___ under a cell, ~~~ on top).
func (b *board) drawFloor(fl int, style string) []string {
	f := &b.m.Floors[fl]
	w := 3
	for r := 0; r < f.Rows; r++ {
		for c := 0; c < f.Cols; c++ {
			w = max(w, utf8.RuneCountInString(b.glyphOf(maze.Coord{Floor: fl, Row: r, Col: c})))
		}
	}
	vmk := style == StyleVMK
	hline := func(r int) string {
		var s strings.Builder
		for c := 0; c < f.Cols; c++ {
			if vmk {
				s.WriteString("I")
			} else {
				s.WriteString("+")
			}
			ch := " "
			switch f.HWall(r, c).Kind {
			case maze.WallPlain:
				ch = "-"
				if vmk {
					ch = "_"
					if r == 0 {
						ch = "~"
					}
				}
			case maze.WallWindow:
				ch = ":"
			case maze.WallUnblastable:
				ch = "="
			}
			s.WriteString(strings.Repeat(ch, w))
		}
		if vmk {
			s.WriteString("I")
		} else {
			s.WriteString("+")
		}
		return s.String()
	}
	vwall := func(k maze.WallKind) string {
		switch k {
		case maze.WallNone:
			return " "
		case maze.WallWindow:
			return ":"
		case maze.WallUnblastable:
			return "#"
		}
		if vmk {
			return "I"
		}
		return "|"
	}
	var out []string
	for r := 0; r < f.Rows; r++ {
		out = append(out, hline(r))
		var s strings.Builder
		for c := 0; c <= f.Cols; c++ {
			s.WriteString(vwall(f.VWall(r, c).Kind))
			if c < f.Cols {
				s.WriteString(center(b.glyphOf(maze.Coord{Floor: fl, Row: r, Col: c}), w))
			}
		}
		out = append(out, s.String())
	}
	out = append(out, hline(f.Rows))
	return out
}

func center(s string, n int) string {
	k := utf8.RuneCountInString(s)
	if k >= n {
		return s
	}
	right := (n - k) / 2
	return strings.Repeat(" ", n-k-right) + s + strings.Repeat(" ", right)
}
