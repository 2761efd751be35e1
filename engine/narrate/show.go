package narrate

import (
	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
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
		Say: func(w show.Word, vars ...string) string {
			k, _ := Lookup(string(w))
			return Text(k, l, 0, vars...)
		},
		GlyphDoc: func(m *maze.Maze, d maze.GlyphDef) string { return glyphDoc(m, d, l) },
	}
}

// glyphDoc explains a glyph of show's legend in the words the host's map
// uses for it (Legend), so that a maze's author and its host read one
// name for one glyph: «яма», «госпиталь» (under the MIET rules
// «лечебница», I2), "river flowing right". The glyph column shows P1 or
// П1 or the duel's 1 and I: the Russian words do not name the letters
// again. English keeps the author's fuller note of maze.GlyphDef.Doc (its
// rule, what the links add) where the host's map has no more to say.
func glyphDoc(m *maze.Maze, d maze.GlyphDef, l Lang) string {
	if d.Kind == maze.CellHospital && m.Rules.Family == rules.FamilyMIET && l == engine.LangRussian {
		return Text(KeyCellHospitalMIET, l, 0)
	}
	if k, ok := riverGlyphs[d.Glyph]; ok && (d.Glyph != "@" || l == engine.LangRussian) {
		return Text(k, l, 0)
	}
	if l != engine.LangRussian {
		return d.Doc
	}
	switch d.Kind {
	case maze.CellPit:
		return Text(KeyShowPitGlyph, l, 0)
	case maze.CellPitExit:
		return Text(KeyShowPitExitGlyph, l, 0)
	}
	if k, ok := legendKey(d); ok {
		return Text(k, l, 0)
	}
	return d.DocRU
}

// legendKey is the key of the host map's word for a glyph of the default
// legend (engine.MapGlyph.What), when that word names the glyph whole: not
// for numbered glyphs (a hole of set n, stairs n up), the special
// arsenals (the host's map says «арсенал» of every kind) or the bear in
// its den (one glyph for two things).
func legendKey(d maze.GlyphDef) (Key, bool) {
	var name string
	switch d.Object {
	case maze.ObjectTreasure:
		name = "legend.treasure." + d.Treasure.String()
	case maze.ObjectCreature:
		if d.Kind == maze.CellDen {
			return Key{}, false
		}
		name = "legend.creature." + d.Creature.String()
	case maze.ObjectRegion:
		name = "legend.region." + d.Region.String()
	case maze.ObjectNone:
		if d.Numbered || (d.Kind == maze.CellArsenal && d.Arsenal != maze.ArsenalGeneral) {
			return Key{}, false
		}
		name = "legend.cell." + d.Kind.String()
	default:
		return Key{}, false
	}
	return Lookup(name)
}
