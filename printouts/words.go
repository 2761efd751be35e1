package printouts

import "fmt"

// words holds every word a kit prints, Russian first, English second.
var words = map[string][2]string{
	"part.host":  {"карта ведущего", "host sheet"},
	"part.grids": {"лист игрока", "player's sheet"},
	"part.rules": {"правила", "rule card"},
	"part.log":   {"журнал ходов", "turn log"},
	"untitled":   {"Лабиринт", "Labyrinth"},
	"page.of":    {"стр. %d из %d", "page %d of %d"},
	"preset":     {"правила: %s", "rules: %s"},
	"floors.n":   {", этажей: %d", ", %d floors"},
	"author":     {"автор: %s", "by %s"},
	"host.secret": {"только для ведущего — игрокам не показывать",
		"for the host only — do not show the players"},
	"floor":     {"Этаж %s", "Floor %s"},
	"tile.span": {"столбцы %s–%s, строки %d–%d", "columns %s–%s, rows %d–%d"},
	"legend":    {"Обозначения", "Legend"},

	"wall.plain":       {"стена (гранатой взрывается, если внутренняя)", "wall (a grenade blows it if it is inner)"},
	"wall.unblastable": {"невзрываемая стена: заряд тратится, стена стоит (M1)", "unblastable wall: the charge is spent, the wall stays (M1)"},
	"wall.window":      {"окно: пули и бумеранги пролетают, игрок — нет (T7, M18)", "window: bullets and boomerangs pass, players do not (T7, M18)"},
	"wall.rubber":      {"резиновая стена: «прошёл», но остался на месте (M10)", "rubber wall: told «passed», the player stays (M10)"},
	"wall.oneway":      {"полупрозрачная стена: проход только по стрелке (M11)", "one-way wall: passable only along the arrow (M11)"},
	"wall.oneway.hidden": {"полупрозрачная стена, о которой не объявляют (M11)",
		"one-way wall the host does not announce (M11)"},
	"wall.exit":        {"выход из лабиринта (B4)", "exit from the maze (B4)"},
	"wall.closed-exit": {"закрытый выход: стена лабиринта, которую граната открывает", "closed exit: an outer wall a grenade opens"},

	"legend.river":     {"река: исток ○, течение →, устье ● (B18)", "river: source ○, flow →, mouth ● (B18)"},
	"legend.stairs":    {"лестница n: ▲ на этаж выше, ▼ ниже (T1)", "stairs n: ▲ to the floor above, ▼ below (T1)"},
	"legend.hole":      {"дырка набора 1; мелкая цифра — её место в цикле (B5)", "hole of set 1; the small number is its place in the cycle (B5)"},
	"legend.pit":       {"провал (яма) 1 (V4, D10)", "pit 1 (V4, D10)"},
	"legend.pit-exit":  {"выход из провала 1 (V4, D10)", "exit of pit 1 (V4, D10)"},
	"legend.trap":      {"капкан: пропуск трёх ходов (D9)", "trap: skip three turns (D9)"},
	"legend.crossbow":  {"арбалет: противник получает +1 действие (D7)", "crossbow: the opponent gets +1 action (D7)"},
	"legend.crutch":    {"костыль: +1 действие за ход (D8)", "crutch: +1 action a turn (D8)"},
	"legend.start":     {"стартовая клетка n (B6, D3)", "start cell n (B6, D3)"},
	"legend.track":     {"путь медведя (M9)", "the bear's track (M9)"},
	"legend.marker":    {"игрок сейчас здесь", "a player is here now"},

	"treasure.candidate": {"клад (истинный — один из них, V2, V3)", "treasure (one of these is the true one, V2, V3)"},
	"treasure.true":      {"истинный клад", "true treasure"},
	"treasure.false":     {"ложный клад", "false treasure"},
	"treasure.mined":     {"заминированный клад (I1)", "mined treasure (I1)"},
	"creature.bear":      {"медведь (M9)", "bear (M9)"},
	"creature.minotaur":  {"минотавр (C13)", "minotaur (C13)"},

	"region.web":          {"паутина: пропуск хода, гайкой не обнаружить (S5)", "web: skip a turn, nuts do not find it (S5)"},
	"region.jelly":        {"ведьмин студень: пропуск хода и назад (S5)", "witch's jelly: skip a turn and go back (S5)"},
	"region.cabbage":      {"чёртова капуста: штраф, бьёт на 1 клетку (S6)", "devil's cabbage: a penalty, hits at distance 1 (S6)"},
	"region.bald-spot":    {"комариная плешь: штраф (S6)", "mosquito bald spot: a penalty (S6)"},
	"region.meat-grinder": {"мясорубка: штраф, срабатывает раз (S6)", "meat grinder: a penalty, fires once (S6)"},

	"table.holes":     {"Дырки (B5): попав в дырку, игрок переходит в следующую", "Holes (B5): a player in a hole moves to the next one"},
	"table.pits":      {"Провалы и выходы (V4)", "Pits and their exits (V4)"},
	"table.rivers":    {"Реки (B18)", "Rivers (B18)"},
	"table.stairs":    {"Лестницы (T1)", "Stairs (T1)"},
	"table.treasures": {"Клады", "Treasures"},
	"table.starts":    {"Стартовые клетки", "Start cells"},
	"table.creatures": {"Существа", "Creatures"},
	"table.regions":   {"Ловушки и местность", "Traps and terrain"},
	"table.markers":   {"Где игроки сейчас", "Where the players are"},
	"pit.multiplicity": {"проваливается на %d-й раз (V6)", "falls on visit %d (V6)"},
	"pit.wandering":    {"блуждающий выход: по очереди (V5)", "wandering exit, in turn (V5)"},

	"col.set":      {"набор", "set"},
	"col.count":    {"дырок", "holes"},
	"col.cycle":    {"цикл", "cycle"},
	"col.pit":      {"провал", "pit"},
	"col.cell":     {"клетка", "cell"},
	"col.exit":     {"выход", "exit"},
	"col.note":     {"примечание", "note"},
	"col.river":    {"река", "river"},
	"col.source":   {"исток", "source"},
	"col.mouth":    {"устье", "mouth"},
	"col.length":   {"длина", "length"},
	"col.course":   {"течение", "course"},
	"col.from":     {"откуда", "from"},
	"col.to":       {"куда", "to"},
	"col.glyph":    {"знак", "glyph"},
	"col.kind":     {"что это", "kind"},
	"col.start":    {"старт", "start"},
	"col.player":   {"игрок", "player"},
	"col.creature": {"существо", "creature"},
	"col.den":      {"берлога", "den"},
	"col.track":    {"путь", "track"},
	"col.name":     {"имя", "name"},
	"col.cells":    {"клетки", "cells"},
}

var partWord = [...]string{PartHost: "part.host", PartGrids: "part.grids", PartRules: "part.rules", PartLog: "part.log"}

// t returns a word in the kit's language. A missing key is a bug the tests
// catch: it prints as the key itself.
func (k *kit) t(key string) string {
	w, ok := words[key]
	if !ok {
		return "{" + key + "}"
	}
	if k.r.Lang == LangEN {
		return w[1]
	}
	return w[0]
}

// tf formats a word.
func (k *kit) tf(key string, args ...any) string { return fmt.Sprintf(k.t(key), args...) }
