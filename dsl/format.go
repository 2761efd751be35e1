package dsl

import (
	"strings"
	"unicode/utf8"

	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// FormatSource parses a source and returns its canonical form (grammar.md,
// "Canonical form"). A source with syntax or drawing errors is not
// formatted: the diagnostics say why.
func FormatSource(filename string, src []byte) ([]byte, diag.Diagnostics) {
	out, ds, _ := FormatSourceWith(filename, src, Options{})
	return out, ds
}

// FormatSourceWith is FormatSource with options: it returns the context's
// error when the context is cancelled before it is done.
func FormatSourceWith(filename string, src []byte, o Options) ([]byte, diag.Diagnostics, error) {
	f, ds, err := parse(filename, src, o)
	if err != nil || ds.HasErrors() {
		return nil, ds, err
	}
	return Format(f), ds, nil
}

// Format writes a parsed file in canonical form: one blank line at most
// between parts, four-space indentation inside parts, statements spaced
// one way, map drawings redrawn on their grid in their own style. Comments
// stay where they were. Format is idempotent.
func Format(f *File) []byte {
	var out []string
	blank := false
	emit := func(s string) {
		if s == "" {
			if len(out) == 0 || blank {
				return
			}
			blank = true
			out = append(out, "")
			return
		}
		blank = false
		out = append(out, s)
	}
	// withComment puts a line's end-of-line comment after its statement,
	// in the column where the source has it when the statement leaves
	// room (comments lined up stay lined up), else one space after.
	withComment := func(s, c string, li int) string {
		if c == "" {
			return s
		}
		if s == "" {
			return c
		}
		return s + strings.Repeat(" ", max(1, f.src.commentCol(li)-utf8.RuneCountInString(s))) + c
	}
	for _, it := range f.Items {
		switch it.Kind {
		case ItemBlank:
			emit("")
		case ItemComment:
			emit(it.Comment)
		case ItemBad:
			emit(withComment(it.Text, it.Comment, it.Line))
		case ItemHeader:
			emit(withComment(it.Header.Key+" "+quote(it.Header.Value), it.Comment, it.Line))
		case ItemBlock:
			b := it.Block
			head := b.Kind
			if b.Arg != "" {
				head += " " + word(b.Arg)
			}
			if len(b.Lines) == 0 && b.Open == b.Close {
				emit(withComment(head+" {}", it.Comment, it.Line))
				continue
			}
			emit(withComment(head+" {", it.Comment, it.Line))
			inBlank := true
			for _, l := range b.Lines {
				s := formatStatement(l)
				if s != "" {
					s = "    " + s
				}
				if l.Comment != "" {
					s = withComment(s, l.Comment, l.Line)
				}
				if s == "" {
					if !inBlank {
						out = append(out, "")
					}
					inBlank = true
					continue
				}
				inBlank = false
				if !strings.HasPrefix(s, " ") {
					s = "    " + s // a comment line inside the part
				}
				out = append(out, s)
			}
			if inBlank && len(out) > 0 && out[len(out)-1] == "" {
				out = out[:len(out)-1]
			}
			emit(withComment("}", strings.TrimSpace(b.CloseComment), b.Close))
		case ItemMap:
			mb := it.Map
			head := "map"
			if mb.Named {
				head += " " + word(mb.Name)
			}
			emit(withComment(head+" {", strings.TrimSpace(mb.OpenComment), mb.Open))
			out = append(out, formatMap(mb)...)
			emit(withComment("}", strings.TrimSpace(mb.CloseComment), mb.Close))
		}
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return []byte(strings.Join(out, "\n") + "\n")
}

func word(s string) string {
	if bareOK(s) {
		return s
	}
	return quote(s)
}

// formatStatement writes a statement of a part in canonical form, without
// its comment. A statement that would read differently written so (a
// value "//" written after " = " starts a comment) is kept as written:
// fmt never changes what a file means, errors and all.
func formatStatement(l *BlockLine) string {
	s := canonicalStatement(l)
	if commentStart(s) < len(s) {
		return l.Raw
	}
	return s
}

func canonicalStatement(l *BlockLine) string {
	var s string
	switch {
	case l.Rule != nil:
		s = l.Rule.Key + " = " + word(l.Rule.Value)
	case l.Legend != nil:
		s = quote(l.Legend.Glyph) + " = " + word(l.Legend.Means)
		if l.Legend.Doc != nil {
			s += " " + quote(*l.Legend.Doc)
		}
	case l.Link != nil:
		s = l.Link.String()
	default:
		s = l.Raw
	}
	return s
}

func names(cs []*cellRef, sep string) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return strings.Join(out, sep)
}

// String writes a links statement in canonical form.
func (s *linkStmt) String() string {
	switch {
	case s.Holes != nil:
		return "holes " + s.Holes.Name + ": " + names(s.Holes.Cells, " -> ")
	case s.Pit != nil:
		out := "pit " + s.Pit.Name + ":"
		if len(s.Pit.Exits) > 0 {
			out += " exits " + names(s.Pit.Exits, ", ")
		}
		if s.Pit.Times != nil {
			out += " times " + s.Pit.Times.Name
		}
		return out
	case s.River != nil:
		return "river " + s.River.Name + ": " + names(s.River.Cells, " -> ")
	case s.Start != nil:
		out := "start"
		if s.Start.Name != nil {
			out += " " + *s.Start.Name
		}
		return out + ": " + names(s.Start.Cells, ", ")
	case s.Treasure != nil:
		return "treasure " + s.Treasure.Cell.Name + " " + s.Treasure.Kind.Name
	case s.Bear != nil || s.Pirate != nil:
		b, out := s.Bear, "bear"
		if b == nil {
			b, out = s.Pirate, "pirate"
		}
		if b.Name != nil {
			out += " " + *b.Name
		}
		out += ":"
		if b.Den != nil {
			out += " den " + b.Den.Name
		}
		if len(b.Track) > 0 {
			out += " track " + names(b.Track, " -> ")
		}
		return out
	case s.Rubber != nil:
		return "rubber " + s.Rubber.Cell.Name + " exit " + s.Rubber.Side.Name
	case s.Mine != nil:
		return "mine " + s.Mine.Cell.Name + " times " + s.Mine.Times.Name
	case s.Hidden != nil:
		return "hidden " + s.Hidden.Cell.Name + " " + s.Hidden.Side.Name
	case s.Steep != nil:
		return "steep " + s.Steep.Cell.Name + " " + s.Steep.Side.Name
	case s.Trap != nil:
		return "trap " + s.Trap.Kind.Name + ": " + names(s.Trap.Cells, ", ")
	}
	return ""
}

// formatMap redraws a map's lines: the drawing on its grid in its style,
// comment lines and trailing comments where they were.
func formatMap(mb *MapBlock) []string {
	g := mb.Grid
	if g == nil {
		return asWritten(mb)
	}
	first, last := -1, -1
	for i, l := range mb.Lines {
		if strings.TrimSpace(l.Text) != "" {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	var out []string
	k := 0
	for i, l := range mb.Lines {
		isComment := strings.TrimSpace(l.Text) == "" && l.Comment != ""
		if isComment {
			out = append(out, l.Comment)
			continue
		}
		if i < first || i > last {
			continue // blank lines around the drawing
		}
		s := drawLine(g, k)
		if commentStart(s) < len(s) {
			// A cell "//" redrawn after a space would start a comment:
			// fmt never changes what a file means, errors and all, so
			// the map stays as written.
			return asWritten(mb)
		}
		if l.Comment != "" {
			n := utf8.RuneCountInString(s)
			// The comment's own column (comments lined up stay so), or
			// two spaces after the drawing when it reaches that far.
			sep := g.src.commentCol(l.Line) - g.indent - n
			if sep < 1 {
				sep = 2
			}
			shortBottom := k == 2*g.rows && g.bottomEnd >= 0 && g.bottomEnd < g.width
			if (k%2 == 1 && g.short((k-1)/2) || shortBottom) && n+sep >= g.width-g.indent {
				// A row that stops short of its right wall (W0414) stays
				// short: its comment must not reach the wall's column.
				sep = max(1, g.width-g.indent-n-1)
			}
			s += strings.Repeat(" ", sep) + l.Comment
		}
		k++
		out = append(out, s)
	}
	// A missing bottom wall line was reported; nothing more to draw.
	return out
}

// asWritten is a map's drawing as written, comments and all.
func asWritten(mb *MapBlock) []string {
	var out []string
	for _, l := range mb.Lines {
		out = append(out, strings.TrimRight(l.Text+" "+l.Comment, " "))
	}
	return out
}

func drawLine(g *grid, k int) string {
	var b strings.Builder
	post := "+"
	if g.style == StyleVMK {
		post = "I"
	}
	if k%2 == 1 {
		r := (k - 1) / 2
		for c := 0; c <= g.cols; c++ {
			b.WriteString(vGlyph(g, g.v[r][c]))
			if c < g.cols {
				b.WriteString(centerSlot(g.text(r, c), g.w))
			}
		}
		out := strings.TrimRight(b.String(), " ")
		if g.v[r][g.cols].kind == maze.WallNone && !g.short(r) {
			// An opening in the right wall written on purpose: the row
			// keeps its spaces up to the wall's column (W0414).
			// drawLine writes no indentation.
			out += strings.Repeat(" ", max(0, g.width-g.indent-utf8.RuneCountInString(out)))
		}
		return out
	}
	r := k / 2
	for c := 0; c <= g.cols; c++ {
		p := post
		if g.style == StyleVMK && r > 0 {
			// A post stands where a wall meets it, as the source text draws
			// I___I: a wall above or below, or a wall segment beside.
			wall := g.v[r-1][c].kind != maze.WallNone ||
				r < g.rows && g.v[r][c].kind != maze.WallNone ||
				c > 0 && g.h[r][c-1].kind != maze.WallNone ||
				c < g.cols && g.h[r][c].kind != maze.WallNone
			p = " "
			if wall || g.post(r, c) {
				p = "I" // where a wall meets it, or where the host drew one
			}
		}
		b.WriteString(p)
		if c < g.cols {
			b.WriteString(hGlyph(g, g.h[r][c], r == 0))
		}
	}
	out := strings.TrimRight(b.String(), " ")
	if r == g.rows && g.bottomEnd >= 0 && g.bottomEnd < g.width {
		// A bottom wall that stops short of the right wall (W0414) stays
		// short, as written.
		if rs := []rune(out); len(rs) > g.bottomEnd-g.indent {
			out = strings.TrimRight(string(rs[:max(0, g.bottomEnd-g.indent)]), " ")
		}
		if out == "" {
			return post // short still: its first post keeps it a line
		}
	}
	if out == "" {
		// A wall line with no wall at all in the ВМиК style: its corner
		// posts keep it a line of the drawing.
		out = post + strings.Repeat(" ", g.cols*(g.w+1)-1) + post
	}
	return out
}

func centerSlot(s string, n int) string {
	k := utf8.RuneCountInString(s)
	if k >= n {
		return s
	}
	right := (n - k) / 2
	if k == 0 {
		right = 0
	}
	return strings.Repeat(" ", n-k-right) + s + strings.Repeat(" ", right)
}

func hGlyph(g *grid, w wslot, top bool) string {
	return strings.Repeat(maze.WallGlyph(w.wall(), false, g.style.walls(), top), g.w)
}

func vGlyph(g *grid, w wslot) string {
	return maze.WallGlyph(w.wall(), true, g.style.walls(), false)
}

// wall is the wall a slot holds.
func (w wslot) wall() maze.Wall { return maze.Wall{Kind: w.kind, Pass: w.pass} }

// walls is the way style writes walls.
func (s Style) walls() maze.WallStyle {
	if s == StyleVMK {
		return maze.WallStyleVMK
	}
	return maze.WallStyleBox
}
