package narrate

// «labyrinth show»: the headings and words of a compiled maze's legend and
// tables, for its author.
const (
	KeyShowFloor     Key = "show.floor"
	KeyShowLegend    Key = "show.legend"
	KeyShowHoles     Key = "show.holes"
	KeyShowPits      Key = "show.pits"
	KeyShowRivers    Key = "show.rivers"
	KeyShowStairs    Key = "show.stairs"
	KeyShowStarts    Key = "show.starts"
	KeyShowTreasures Key = "show.treasures"
	KeyShowCreatures Key = "show.creatures"
	KeyShowTraps     Key = "show.traps"
	KeyShowPreset    Key = "show.preset"
	KeyShowBy        Key = "show.by"
	KeyShowNotes     Key = "show.notes"
	KeyShowExit      Key = "show.exit"
	KeyShowAt        Key = "show.at"
	KeyShowTimes     Key = "show.times"
	KeyShowMouth     Key = "show.mouth"
	KeyShowDen       Key = "show.den"
	KeyShowTrack     Key = "show.track"
	KeyShowBack      Key = "show.back"
	// A treasure's kind in the table of treasures.
	KeyShowTrue      Key = "show.treasure.true"
	KeyShowFalse     Key = "show.treasure.false"
	KeyShowMined     Key = "show.treasure.mined"
	KeyShowCandidate Key = "show.treasure.candidate"
	// Pits and their exits in the legend, when the map shows the file's
	// own glyphs (the glyph column names the letters already).
	KeyShowPitGlyph     Key = "show.glyph.pit"
	KeyShowPitExitGlyph Key = "show.glyph.pit-exit"
	// Walls in the legend (grammar.md, "Maps").
	KeyShowWallUnblastable Key = "show.wall.unblastable"
	KeyShowWallWindow      Key = "show.wall.window"
	KeyShowWallRubber      Key = "show.wall.rubber"
	KeyShowWallOneWay      Key = "show.wall.one-way"
	KeyShowWallClosedExit  Key = "show.wall.closed-exit"
)

var showCatalogue = map[Key]entry{
	KeyShowFloor:           {"Этаж {name} ({rows}×{cols})", "", "Floor {name} ({rows}×{cols})"},
	KeyShowLegend:          {"Обозначения", "", "Legend"},
	KeyShowHoles:           {"Дырки", "", "Hole sets"},
	KeyShowPits:            {"Ямы", "", "Pits"},
	KeyShowRivers:          {"Реки", "", "Rivers"},
	KeyShowStairs:          {"Лестницы", "", "Stairs"},
	KeyShowStarts:          {"Старты", "", "Start cells"},
	KeyShowTreasures:       {"Клады", "", "Treasures"},
	KeyShowCreatures:       {"Существа", "", "Creatures"},
	KeyShowTraps:           {"Ловушки", "", "Traps"},
	KeyShowPreset:          {"правила: {rules}", "", "preset: {rules}"},
	KeyShowBy:              {"автор: {author}", "", "by {author}"},
	KeyShowNotes:           {"Заметки автора:", "", "Author's notes:"},
	KeyShowExit:            {"выход на", "", "exit at"},
	KeyShowAt:              {"на", "", "at"},
	KeyShowTimes:           {"проваливается на {n}-й раз", "", "falls on visit {n}"},
	KeyShowMouth:           {"устье", "", "mouth"},
	KeyShowDen:             {"берлога", "", "den"},
	KeyShowTrack:           {"маршрут", "", "track"},
	KeyShowBack:            {"снова", "", "back to"},
	KeyShowTrue:            {"истинный", "", "true"},
	KeyShowFalse:           {"ложный", "", "false"},
	KeyShowMined:           {"заминированный", "", "mined"},
	KeyShowCandidate:       {"возможно истинный", "", "candidate"},
	KeyShowPitGlyph:        {"яма", "", "pit"},
	KeyShowPitExitGlyph:    {"выход из ямы с тем же номером", "", "exit of the pit with the same number"},
	KeyShowWallUnblastable: {"неразрушимая стена (M1)", "", "unblastable wall (M1)"},
	KeyShowWallWindow:      {"окно: пули пролетают, игроки нет (T7)", "", "window: bullets pass, players do not (T7)"},
	KeyShowWallRubber:      {"резиновая стена (M10)", "", "rubber wall (M10)"},
	KeyShowWallOneWay:      {"односторонняя стена: проход по стрелке (M11)", "", "one-way wall, passable in the arrow's direction (M11)"},
	KeyShowWallClosedExit:  {"закрытый выход: граната его открывает", "", "closed exit: a grenade opens it"},
}

func init() {
	for k, e := range showCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
