package narrate

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/show"
	"labyrinth/engine"
)

// ShowOptions are the words of a compiled maze's drawing (package show,
// «labyrinth show») in language l: its headings and tables from the
// catalogue (catalogue_show.go), its column letters and glyphs in the
// alphabet of l, and its legend in l's words of maze.DefaultGlyphs.
func ShowOptions(l Lang) show.Options {
	l = l.Norm()
	return show.Options{
		Alphabet: Alphabet(l),
		Say:      func(w show.Word, vars ...string) string { return Text(Key(w), l, 0, vars...) },
		GlyphDoc: func(d maze.GlyphDef) string { return glyphDoc(d, l) },
	}
}

// glyphDoc explains a glyph of show's legend. The glyph column shows P1
// or П1 or the duel's 1 and I: the Russian words do not name the letters
// again.
func glyphDoc(d maze.GlyphDef, l Lang) string {
	if l != engine.LangRussian {
		return d.Doc
	}
	switch d.Kind {
	case maze.CellPit:
		return Text(KeyShowPitGlyph, l, 0)
	case maze.CellPitExit:
		return Text(KeyShowPitExitGlyph, l, 0)
	}
	return d.DocRU
}
