package maze

// WallStyle is a way of writing walls in the maze language (grammar.md,
// "Maps").
type WallStyle uint8

const (
	// WallStyleBox writes plain walls as --- and |.
	WallStyleBox WallStyle = iota
	// WallStyleVMK is the sketch notation of source text 001 (V26): plain walls
	// are ___ under a cell, ~~~ on the top line, I between two cells.
	WallStyleVMK
)

// wallGlyphs is the one table of wall glyphs: h on a horizontal edge (over
// or under a cell), v on a vertical edge (between two cells of a row). A
// one-way wall's glyph is its direction of passage, see WallGlyph.
var wallGlyphs = [...]struct{ h, v string }{
	WallNone:        {" ", " "},
	WallPlain:       {"-", "|"},
	WallUnblastable: {"=", "#"},
	WallWindow:      {":", ":"},
	WallRubber:      {"*", "*"},
	WallOneWay:      {"v", ">"},
	WallClosedExit:  {".", "."},
}

// WallGlyph returns the one-character glyph of wall w in the maze language
// (grammar.md, "Maps"): on a vertical edge if vertical, else on a
// horizontal one, which a drawing repeats across the cell's width. top
// marks the top line of a drawing, where the ВМиК style writes a plain
// wall as ~. A one-way wall points the way it lets players through:
// v ^ on a horizontal edge, > < on a vertical one.
func WallGlyph(w Wall, vertical bool, style WallStyle, top bool) string {
	switch {
	case w.Kind == WallOneWay && vertical && w.Pass == West:
		return "<"
	case w.Kind == WallOneWay && !vertical && w.Pass == North:
		return "^"
	case w.Kind == WallPlain && style == WallStyleVMK:
		switch {
		case vertical:
			return "I"
		case top:
			return "~"
		}
		return "_"
	case int(w.Kind) >= len(wallGlyphs):
		return " "
	case vertical:
		return wallGlyphs[w.Kind].v
	}
	return wallGlyphs[w.Kind].h
}

// hWallOf and vWallOf read the glyphs WallGlyph writes, of either style.
var hWallOf, vWallOf = wallsOfGlyphs(false), wallsOfGlyphs(true)

func wallsOfGlyphs(vertical bool) map[rune]Wall {
	passes := []Dir{South, North}
	if vertical {
		passes = []Dir{East, West}
	}
	m := map[rune]Wall{}
	for k := range WallKind(len(wallGlyphs)) {
		for _, pass := range passes {
			w := Wall{Kind: k}
			if k == WallOneWay {
				w.Pass = pass
			}
			for _, style := range []WallStyle{WallStyleBox, WallStyleVMK} {
				for _, top := range []bool{false, true} {
					for _, r := range WallGlyph(w, vertical, style, top) {
						m[r] = w
					}
				}
			}
		}
	}
	return m
}

// WallOfGlyph reads a wall glyph of either style, the inverse of
// WallGlyph: on a vertical edge if vertical, else on a horizontal one. A
// space is no wall; ok is false for a rune that is no wall glyph there.
func WallOfGlyph(r rune, vertical bool) (w Wall, ok bool) {
	if vertical {
		w, ok = vWallOf[r]
	} else {
		w, ok = hWallOf[r]
	}
	return w, ok
}
