package narrate

// «labyrinth show»: the headings and words of a compiled maze's legend and
// tables, for its author.
var (
	KeyShowFloor     = key("show.floor")
	KeyShowLegend    = key("show.legend")
	KeyShowHoles     = key("show.holes")
	KeyShowPits      = key("show.pits")
	KeyShowRivers    = key("show.rivers")
	KeyShowStairs    = key("show.stairs")
	KeyShowStarts    = key("show.starts")
	KeyShowTreasures = key("show.treasures")
	KeyShowCreatures = key("show.creatures")
	KeyShowTraps     = key("show.traps")
	KeyShowPreset    = key("show.preset")
	KeyShowBy        = key("show.by")
	KeyShowNotes     = key("show.notes")
	KeyShowExit      = key("show.exit")
	KeyShowAt        = key("show.at")
	KeyShowTimes     = key("show.times")
	KeyShowMouth     = key("show.mouth")
	KeyShowDen       = key("show.den")
	KeyShowTrack     = key("show.track")
	KeyShowBack      = key("show.back")
	// A treasure's kind in the table of treasures.
	KeyShowTrue      = key("show.treasure.true")
	KeyShowFalse     = key("show.treasure.false")
	KeyShowMined     = key("show.treasure.mined")
	KeyShowCandidate = key("show.treasure.candidate")
	// Pits and their exits in the legend, when the map shows the file's
	// own glyphs (the glyph column names the letters already).
	KeyShowPitGlyph     = key("show.glyph.pit")
	KeyShowPitExitGlyph = key("show.glyph.pit-exit")
	// Walls in the legend (grammar.md, "Maps").
	KeyShowWallUnblastable = key("show.wall.unblastable")
	KeyShowWallWindow      = key("show.wall.window")
	KeyShowWallRubber      = key("show.wall.rubber")
	KeyShowWallOneWay      = key("show.wall.one-way")
	KeyShowWallClosedExit  = key("show.wall.closed-exit")
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
