package narrate

// The words of the paper kits (printouts): titles, legends, table headers,
// the hints of the player's sheet. Dynamic parts of a kit (a family, a
// creature, a trap) are looked up as "kit." + the word's name; Known tells
// whether such a word exists.
var (
	KeyKitPartHost            = key("kit.part.host")
	KeyKitPartGrids           = key("kit.part.grids")
	KeyKitPartRules           = key("kit.part.rules")
	KeyKitPartLog             = key("kit.part.log")
	KeyKitPartControl         = key("kit.part.control")
	KeyKitUntitled            = key("kit.untitled")
	KeyKitTitle               = key("kit.title") // the page header's frame around the maze's title, as its author wrote it
	KeyKitPageOf              = key("kit.page.of")
	KeyKitPreset              = key("kit.preset")
	KeyKitAuthor              = key("kit.author")
	KeyKitHostSecret          = key("kit.host.secret")
	KeyKitFloor               = key("kit.floor")
	KeyKitFloorDuel           = key("kit.floor.duel")
	KeyKitDuelBoard           = key("kit.duel.board")
	KeyKitSizeOrder           = key("kit.size.order")
	KeyKitFloorsN             = key("kit.floors.n")
	KeyKitFloorBasement       = key("kit.floor.basement")
	KeyKitFloorCellar         = key("kit.floor.cellar")
	KeyKitFloorAttic          = key("kit.floor.attic")
	KeyKitFloorRoof           = key("kit.floor.roof")
	KeyKitFloorGround         = key("kit.floor.ground")
	KeyKitTileSpan            = key("kit.tile.span")
	KeyKitLegend              = key("kit.legend")
	KeyKitContinued           = key("kit.continued")
	KeyKitWallPlain           = key("kit.wall.plain")
	KeyKitWallPlainAny        = key("kit.wall.plain.any")
	KeyKitWallPlainNoGrenades = key("kit.wall.plain.no-grenades")
	KeyKitWallUnblastable     = key("kit.wall.unblastable")
	KeyKitWallWindow          = key("kit.wall.window")
	KeyKitWallRubber          = key("kit.wall.rubber")
	KeyKitWallOneway          = key("kit.wall.oneway")
	KeyKitWallOnewayHidden    = key("kit.wall.oneway.hidden")
	KeyKitWallExit            = key("kit.wall.exit")
	KeyKitWallClosedExit      = key("kit.wall.closed-exit")
	KeyKitLegendRiver         = key("kit.legend.river")
	// Stalker's terrain (S8) in the kit's legend, with its cost.
	KeyKitLegendFord      = key("kit.legend.ford")  // count: steps
	KeyKitLegendClimb     = key("kit.legend.climb") // count: steps
	KeyKitLegendWater     = key("kit.legend.water")
	KeyKitLegendSwampZone = key("kit.legend.swamp-zone") // count: steps
	// A gap in a zone's outer wall: a way in, not an exit (S2).
	KeyKitWallZoneGap = key("kit.wall.zone-gap")
	// A rubber room and the arrow of its exit side (I7).
	KeyKitLegendRubberRoom     = key("kit.legend.rubber-room")
	KeyKitLegendStairs         = key("kit.legend.stairs")
	KeyKitLegendHole           = key("kit.legend.hole")
	KeyKitLegendPit            = key("kit.legend.pit")
	KeyKitLegendPitExit        = key("kit.legend.pit-exit")
	KeyKitLegendTrap           = key("kit.legend.trap")
	KeyKitLegendCrossbow       = key("kit.legend.crossbow")
	KeyKitLegendCrutch         = key("kit.legend.crutch")
	KeyKitLegendStart          = key("kit.legend.start")
	KeyKitLegendOverlap        = key("kit.legend.overlap")
	KeyKitTilesPlan            = key("kit.tiles.plan")
	KeyKitTilesPage            = key("kit.tiles.page")
	KeyKitLegendDen            = key("kit.legend.den")
	KeyKitLegendTrack          = key("kit.legend.track")
	KeyKitLegendTrackPirate    = key("kit.legend.track.pirate")
	KeyKitLegendTrackOther     = key("kit.legend.track.other")
	KeyKitLegendMarker         = key("kit.legend.marker")
	KeyKitTreasureCandidate    = key("kit.treasure.candidate")
	KeyKitTreasureTrue         = key("kit.treasure.true")
	KeyKitTreasureFalse        = key("kit.treasure.false")
	KeyKitTreasureMined        = key("kit.treasure.mined")
	KeyKitCreatureBear         = key("kit.creature.bear")
	KeyKitCreatureMinotaur     = key("kit.creature.minotaur")
	KeyKitCreaturePirate       = key("kit.creature.pirate")
	KeyKitCreatureGivi         = key("kit.creature.givi")
	KeyKitCreatureCow          = key("kit.creature.cow")
	KeyKitCreatureMirror       = key("kit.creature.mirror")
	KeyKitNounBear             = key("kit.noun.bear")
	KeyKitNounMinotaur         = key("kit.noun.minotaur")
	KeyKitNounPirate           = key("kit.noun.pirate")
	KeyKitNounGivi             = key("kit.noun.givi")
	KeyKitNounCow              = key("kit.noun.cow")
	KeyKitNounMirror           = key("kit.noun.mirror")
	KeyKitRegionWeb            = key("kit.region.web")
	KeyKitRegionJelly          = key("kit.region.jelly")
	KeyKitRegionCabbage        = key("kit.region.cabbage")
	KeyKitRegionBaldSpot       = key("kit.region.bald-spot")
	KeyKitRegionMeatGrinder    = key("kit.region.meat-grinder")
	KeyKitTableHoles           = key("kit.table.holes")
	KeyKitTablePits            = key("kit.table.pits")
	KeyKitTableRivers          = key("kit.table.rivers")
	KeyKitTableStairs          = key("kit.table.stairs")
	KeyKitTableTreasures       = key("kit.table.treasures")
	KeyKitTableStarts          = key("kit.table.starts")
	KeyKitTableCreatures       = key("kit.table.creatures")
	KeyKitTableRegions         = key("kit.table.regions")
	KeyKitTableMarkers         = key("kit.table.markers")
	KeyKitPitMultiplicity      = key("kit.pit.multiplicity")
	KeyKitPitWandering         = key("kit.pit.wandering")
	KeyKitColSet               = key("kit.col.set")
	KeyKitColCount             = key("kit.col.count")
	KeyKitColCycle             = key("kit.col.cycle")
	KeyKitColPit               = key("kit.col.pit")
	KeyKitColCell              = key("kit.col.cell")
	KeyKitColExit              = key("kit.col.exit")
	KeyKitColNote              = key("kit.col.note")
	KeyKitColRiver             = key("kit.col.river")
	KeyKitColSource            = key("kit.col.source")
	KeyKitColMouth             = key("kit.col.mouth")
	KeyKitColLength            = key("kit.col.length")
	KeyKitColCourse            = key("kit.col.course")
	KeyKitColFrom              = key("kit.col.from")
	KeyKitColTo                = key("kit.col.to")
	KeyKitColGlyph             = key("kit.col.glyph")
	KeyKitColKind              = key("kit.col.kind")
	KeyKitColStart             = key("kit.col.start")
	KeyKitColNow               = key("kit.col.now")
	KeyKitColPlayer            = key("kit.col.player")
	KeyKitColCreature          = key("kit.col.creature")
	KeyKitColDen               = key("kit.col.den")
	KeyKitColTrack             = key("kit.col.track")
	KeyKitColName              = key("kit.col.name")
	KeyKitColCells             = key("kit.col.cells")
	KeyKitColAction            = key("kit.col.action")
	KeyKitColSay               = key("kit.col.say")
	KeyKitColWhen              = key("kit.col.when")
	KeyKitColAnswer            = key("kit.col.answer")
	KeyKitColRound             = key("kit.col.round")
	KeyKitColOrder             = key("kit.col.order")
	KeyKitColReply             = key("kit.col.reply")
	KeyKitColWhere             = key("kit.col.where")
	KeyKitColNotes             = key("kit.col.notes")
	KeyKitColPenalty           = key("kit.col.penalty")
	KeyKitColNuts              = key("kit.col.nuts")
	KeyKitColGalosh            = key("kit.col.galosh")
	KeyKitColEntrance          = key("kit.col.entrance")
	KeyKitFamilyBase           = key("kit.family.base")
	KeyKitFamilyVmk1983        = key("kit.family.vmk1983")
	KeyKitFamilyDuel           = key("kit.family.duel")
	KeyKitFamilySchool         = key("kit.family.school")
	KeyKitFamilyTver           = key("kit.family.tver")
	KeyKitFamilyMiet           = key("kit.family.miet")
	KeyKitFamilyStalker        = key("kit.family.stalker")
	KeyKitFamilyAboutBase      = key("kit.family.about.base")
	KeyKitFamilyAboutVmk1983   = key("kit.family.about.vmk1983")
	KeyKitFamilyAboutDuel      = key("kit.family.about.duel")
	KeyKitFamilyAboutSchool    = key("kit.family.about.school")
	KeyKitFamilyAboutTver      = key("kit.family.about.tver")
	KeyKitFamilyAboutMiet      = key("kit.family.about.miet")
	KeyKitFamilyAboutStalker   = key("kit.family.about.stalker")
	KeyKitRulesTitle           = key("kit.rules.title")
	KeyKitRulesInForce         = key("kit.rules.in-force")
	KeyKitRulesOrders          = key("kit.rules.orders")
	KeyKitRulesAnswers         = key("kit.rules.answers")
	KeyKitGridPlayer           = key("kit.grid.player")
	KeyKitGridPlayerN          = key("kit.grid.player.n")
	KeyKitGridRound            = key("kit.grid.round")
	KeyKitGridFloor            = key("kit.grid.floor")
	KeyKitGridOpponent         = key("kit.grid.opponent")
	KeyKitGridPartial          = key("kit.grid.partial")
	KeyKitGridHint             = key("kit.grid.hint")
	KeyKitGridHintNew          = key("kit.grid.hint.new")
	KeyKitAfterHole            = key("kit.after.hole")
	KeyKitAfterPit             = key("kit.after.pit")
	KeyKitAfterHospital        = key("kit.after.hospital")
	KeyKitAfterHospitalMIET    = key("kit.after.hospital.miet") // I2: «лечебница»
	KeyKitAfterMorgue          = key("kit.after.morgue")
	KeyKitOr                   = key("kit.or")
	KeyKitLegendTreasurePlayer = key("kit.legend.treasure.player")
	KeyKitGridSymbols          = key("kit.grid.symbols")
	KeyKitGridFloors           = key("kit.grid.floors")
	KeyKitGridSize             = key("kit.grid.size")
	KeyKitGridHoles            = key("kit.grid.holes")
	KeyKitGridPits             = key("kit.grid.pits")
	KeyKitGridRivers           = key("kit.grid.rivers")
	KeyKitGridTreasures        = key("kit.grid.treasures")
	KeyKitDuelNeed             = key("kit.duel.need")
	KeyKitDuelNeedCrossbow     = key("kit.duel.need.crossbow")
	KeyKitDuelNeedCrutch       = key("kit.duel.need.crutch")
	KeyKitDuelNeedTrap         = key("kit.duel.need.trap")
	KeyKitDuelNeedPits         = key("kit.duel.need.pits")
	KeyKitDuelNeedPitExits     = key("kit.duel.need.pit-exits")
	KeyKitDuelNeedFalse        = key("kit.duel.need.false")
	KeyKitDuelNeedTrue         = key("kit.duel.need.true")
	KeyKitDuelNeedExits        = key("kit.duel.need.exits")
	KeyKitDuelNeedOneObject    = key("kit.duel.need.one-object")
	KeyKitDuelNeedWayOut       = key("kit.duel.need.way-out")
	KeyKitDuelMine             = key("kit.duel.mine")
	KeyKitDuelTheirs           = key("kit.duel.theirs")
	KeyKitKitGrenades          = key("kit.kit.grenades")
	KeyKitKitBullets           = key("kit.kit.bullets")
	KeyKitKitBricks            = key("kit.kit.bricks")
	KeyKitKitCement            = key("kit.kit.cement")
	KeyKitKitMines             = key("kit.kit.mines")
	KeyKitKitNuts              = key("kit.kit.nuts")
	KeyKitKitPenalties         = key("kit.kit.penalties")
	KeyKitLogTitle             = key("kit.log.title")
	KeyKitLogPlayers           = key("kit.log.players")
	KeyKitLogLeft              = key("kit.log.left")
	KeyKitLogHint              = key("kit.log.hint")
	KeyKitLogRound             = key("kit.log.round")     // where a kit from a game in progress prints its date
	KeyKitLogGameOver          = key("kit.log.game-over") // the same, when the game is over
	KeyKitControlTitle         = key("kit.control.title")
	KeyKitControlMarks         = key("kit.control.marks")
	KeyKitMarkStep             = key("kit.mark.step")
	KeyKitMarkNut              = key("kit.mark.nut")
	KeyKitMarkStop             = key("kit.mark.stop")
	KeyKitMarkHit              = key("kit.mark.hit")
	KeyKitControlStalkers      = key("kit.control.stalkers")
)

// kitCatalogue joins the catalogue at init; TestCatalogueComplete checks
// every key.
var kitCatalogue = map[Key]entry{
	KeyKitLogRound:             {"ход {n}", "", "round {n}"},
	KeyKitLogGameOver:          {"игра окончена", "", "game over"},
	KeyKitPartHost:             {"Карта ведущего", "", "Host sheet"},
	KeyKitPartGrids:            {"Лист игрока", "", "Player's sheet"},
	KeyKitPartRules:            {"Правила", "", "Rule card"},
	KeyKitPartLog:              {"Журнал ходов", "", "Turn log"},
	KeyKitPartControl:          {"Контрольный листок", "", "Control sheet"},
	KeyKitUntitled:             {"Лабиринт", "", "Labyrinth"},
	KeyKitTitle:                {"Лабиринт «{title}»", "", "The maze “{title}”"},
	KeyKitPageOf:               {"стр. {page} из {pages}", "", "page {page} of {pages}"},
	KeyKitPreset:               {"правила: {rules}", "", "rules: {rules}"},
	KeyKitAuthor:               {"автор: {author}", "", "by {author}"},
	KeyKitHostSecret:           {"только для ведущего — игрокам не показывать", "", "for the host only — do not show the players"},
	KeyKitFloor:                {"Этаж {floor}", "", "Floor {floor}"},
	KeyKitFloorDuel:            {"Лабиринт, где ходит {player}", "", "The maze {player} explores"},
	KeyKitDuelBoard:            {"два лабиринта {size}", "", "two {size} mazes"},
	KeyKitSizeOrder:            {"(строк × столбцов)", "", "(rows × columns)"},
	KeyKitFloorsN:              {"этажей: {n}", "", "{n} floors"},
	KeyKitFloorBasement:        {"подвал", "", "basement"},
	KeyKitFloorCellar:          {"погреб", "", "cellar"},
	KeyKitFloorAttic:           {"чердак", "", "attic"},
	KeyKitFloorRoof:            {"крыша", "", "roof"},
	KeyKitFloorGround:          {"цоколь", "", "ground floor"},
	KeyKitTileSpan:             {"столбцы {from}–{to}, строки {top}–{bottom}", "", "columns {from}–{to}, rows {top}–{bottom}"},
	KeyKitLegend:               {"Обозначения", "", "Legend"},
	KeyKitContinued:            {"(продолжение)", "", "(continued)"},
	KeyKitWallPlain:            {"стена (гранатой взрывается, если внутренняя)", "", "wall (a grenade blows it if it is inner)"},
	KeyKitWallPlainAny:         {"стена (гранатой взрывается)", "", "wall (a grenade blows it)"},
	KeyKitWallPlainNoGrenades:  {"стена", "", "wall"},
	KeyKitWallUnblastable:      {"невзрываемая стена: заряд тратится, стена стоит (M1)", "", "unblastable wall: the charge is spent, the wall stays (M1)"},
	KeyKitWallWindow:           {"окно: пули и бумеранги пролетают, игрок — нет (T7, M18)", "", "window: bullets and boomerangs pass, players do not (T7, M18)"},
	KeyKitWallRubber:           {"резиновая стена: ответ «{said}», а игрок остаётся на месте (M10)", "", "rubber wall: the answer is “{said}”, but the player stays put (M10)"},
	KeyKitWallOneway:           {"полупрозрачная стена: проход только по стрелке (M11)", "", "one-way wall: passable only along the arrow (M11)"},
	KeyKitWallOnewayHidden:     {"полупрозрачная стена, о которой не объявляют (M11)", "", "one-way wall the host does not announce (M11)"},
	KeyKitWallExit:             {"выход из лабиринта (B4)", "", "exit from the maze (B4)"},
	KeyKitWallClosedExit:       {"закрытый выход: стена лабиринта, которую граната открывает", "", "closed exit: an outer wall a grenade opens"},
	KeyKitLegendRiver:          {"река Р1: исток ○, течение →, устье ● (B18)", "", "river R1: source ○, flow →, mouth ● (B18)"},
	KeyKitLegendFord:           {"брод: отнимает от броска ещё {step}, останавливаться нельзя (S8)", "", "ford: takes {step} more of the throw, no stopping on it (S8)"},
	KeyKitLegendClimb:          {"подъём: отнимает от броска ещё {step} (S8)", "", "climb: takes {step} more of the throw (S8)"},
	KeyKitLegendWater:          {"глубокая вода: останавливаться нельзя (S8)", "", "deep water: no stopping in it (S8)"},
	KeyKitLegendSwampZone:      {"болото: отнимает от броска ещё {step} (S8)", "", "swamp: takes {step} more of the throw (S8)"},
	KeyKitWallZoneGap:          {"проход в зону (S2)", "", "a way into the zone (S2)"},
	KeyKitLegendRubberRoom:     {"резиновая комната; стрелка — сторона, через которую из неё выходят (I7)", "", "rubber room; the arrow is the side it is left by (I7)"},
	KeyKitLegendStairs:         {"лестница n: ▲ на этаж выше, ▼ ниже (T1)", "", "stairs n: ▲ to the floor above, ▼ below (T1)"},
	KeyKitLegendHole:           {"дырка набора 1; мелкая цифра — её место в цикле (B5)", "", "hole of set 1; the small number is its place in the cycle (B5)"},
	KeyKitLegendPit:            {"яма 1 (V4, D10)", "", "pit 1 (V4, D10)"},
	KeyKitLegendPitExit:        {"выход из ямы 1 (V4, D10)", "", "exit of pit 1 (V4, D10)"},
	KeyKitLegendTrap:           {"капкан: пропуск трёх ходов (D9)", "", "trap: skip three turns (D9)"},
	KeyKitLegendCrossbow:       {"арбалет: противник получает +1 действие (D7)", "", "crossbow: the opponent gets +1 action (D7)"},
	KeyKitLegendCrutch:         {"костыль: +1 действие за ход (D8)", "", "crutch: +1 action a turn (D8)"},
	KeyKitLegendStart:          {"стартовая клетка n (B6, D3)", "", "start cell n (B6, D3)"},
	KeyKitLegendOverlap:        {"ряд или столбец, повторённый на соседнем листе", "", "a row or column repeated on the neighbouring page"},
	KeyKitTilesPlan:            {"Как сложить листы карты", "", "How the map's pages join"},
	KeyKitTilesPage:            {"стр. {page}", "", "p. {page}"},
	KeyKitLegendDen:            {"берлога медведя (M9)", "", "the bear's den (M9)"},
	KeyKitLegendTrack:          {"путь медведя (M9)", "", "the bear's track (M9)"},
	KeyKitLegendTrackPirate:    {"путь пирата (C15)", "", "the pirate's track (C15)"},
	KeyKitLegendTrackOther:     {"путь: {creature}", "", "track: {creature}"},
	KeyKitLegendMarker:         {"игрок сейчас здесь", "", "a player is here now"},
	KeyKitTreasureCandidate:    {"клад (истинный — один из них, V2, V3)", "", "treasure (one of these is the true one, V2, V3)"},
	KeyKitTreasureTrue:         {"истинный клад", "", "true treasure"},
	KeyKitTreasureFalse:        {"ложный клад", "", "false treasure"},
	KeyKitTreasureMined:        {"заминированный клад (I1)", "", "mined treasure (I1)"},
	KeyKitCreatureBear:         {"медведь (M9)", "", "bear (M9)"},
	KeyKitCreatureMinotaur:     {"минотавр (C13)", "", "minotaur (C13)"},
	KeyKitCreaturePirate:       {"пират: уносит клад (C15)", "", "pirate: takes the treasure (C15)"},
	KeyKitCreatureGivi:         {"«Гиви»: увидев, выставляет из лабиринта (C15)", "", "Givi: throws anyone he sees out of the maze (C15)"},
	KeyKitCreatureCow:          {"корова: безобидная мишень (C15)", "", "cow: a harmless target (C15)"},
	KeyKitCreatureMirror:       {"зеркало: пуля возвращается (C15)", "", "mirror: a shot comes back (C15)"},
	KeyKitNounBear:             {"медведь", "", "bear"},
	KeyKitNounMinotaur:         {"минотавр", "", "minotaur"},
	KeyKitNounPirate:           {"пират", "", "pirate"},
	KeyKitNounGivi:             {"Гиви", "", "Givi"},
	KeyKitNounCow:              {"корова", "", "cow"},
	KeyKitNounMirror:           {"зеркало", "", "mirror"},
	KeyKitRegionWeb:            {"паутина: пропуск хода, гайкой не обнаружить (S5)", "", "web: skip a turn, nuts do not find it (S5)"},
	KeyKitRegionJelly:          {"ведьмин студень: пропуск хода и назад (S5)", "", "witch's jelly: skip a turn and go back (S5)"},
	KeyKitRegionCabbage:        {"чёртова капуста: штраф, бьёт на 1 клетку (S6)", "", "devil's cabbage: a penalty, hits at distance 1 (S6)"},
	KeyKitRegionBaldSpot:       {"комариная плешь: штраф (S6)", "", "mosquito bald spot: a penalty (S6)"},
	KeyKitRegionMeatGrinder:    {"мясорубка: штраф, срабатывает раз (S6)", "", "meat grinder: a penalty, fires once (S6)"},
	KeyKitTableHoles:           {"Дырки (B5): попав в дырку, игрок переходит в следующую", "", "Holes (B5): a player in a hole moves to the next one"},
	KeyKitTablePits:            {"Ямы и выходы из них (V4)", "", "Pits and their exits (V4)"},
	KeyKitTableRivers:          {"Реки (B18)", "", "Rivers (B18)"},
	KeyKitTableStairs:          {"Лестницы (T1)", "", "Stairs (T1)"},
	KeyKitTableTreasures:       {"Клады", "", "Treasures"},
	KeyKitTableStarts:          {"Стартовые клетки", "", "Start cells"},
	KeyKitTableCreatures:       {"Существа", "", "Creatures"},
	KeyKitTableRegions:         {"Ловушки и местность", "", "Traps and terrain"},
	KeyKitTableMarkers:         {"Где игроки сейчас", "", "Where the players are"},
	KeyKitPitMultiplicity:      {"проваливается на {n}-й раз (V6)", "", "falls on visit {n} (V6)"},
	KeyKitPitWandering:         {"блуждающий выход: по очереди (V5)", "", "wandering exit, in turn (V5)"},
	KeyKitColSet:               {"набор", "", "set"},
	KeyKitColCount:             {"дырок", "", "holes"},
	KeyKitColCycle:             {"цикл", "", "cycle"},
	KeyKitColPit:               {"яма", "", "pit"},
	KeyKitColCell:              {"клетка", "", "cell"},
	KeyKitColExit:              {"выход", "", "exit"},
	KeyKitColNote:              {"примечание", "", "note"},
	KeyKitColRiver:             {"река", "", "river"},
	KeyKitColSource:            {"исток", "", "source"},
	KeyKitColMouth:             {"устье", "", "mouth"},
	KeyKitColLength:            {"длина", "", "length"},
	KeyKitColCourse:            {"течение", "", "course"},
	KeyKitColFrom:              {"откуда", "", "from"},
	KeyKitColTo:                {"куда", "", "to"},
	KeyKitColGlyph:             {"знак", "", "glyph"},
	KeyKitColKind:              {"что это", "", "kind"},
	KeyKitColStart:             {"старт", "", "start"},
	KeyKitColNow:               {"где сейчас", "", "now at"},
	KeyKitColPlayer:            {"игрок", "", "player"},
	KeyKitColCreature:          {"существо", "", "creature"},
	KeyKitColDen:               {"берлога", "", "den"},
	KeyKitColTrack:             {"путь", "", "track"},
	KeyKitColName:              {"имя", "", "name"},
	KeyKitColCells:             {"клетки", "", "cells"},
	KeyKitColAction:            {"действие", "", "action"},
	KeyKitColSay:               {"как сказать", "", "how to say it"},
	KeyKitColWhen:              {"когда", "", "when"},
	KeyKitColAnswer:            {"ответ ведущего", "", "the host answers"},
	KeyKitColRound:             {"ход", "", "round"},
	KeyKitColOrder:             {"приказ", "", "order"},
	KeyKitColReply:             {"ответ", "", "answer"},
	KeyKitColWhere:             {"где", "", "where"},
	KeyKitColNotes:             {"заметки", "", "notes"},
	KeyKitColPenalty:           {"штрафы", "", "penalties"},
	KeyKitColNuts:              {"гайки", "", "nuts"},
	KeyKitColGalosh:            {"галоша", "", "galosh"},
	KeyKitColEntrance:          {"вход", "", "entrance"},
	KeyKitFamilyBase:           {"Terra incognita", "", "Terra incognita"},
	KeyKitFamilyVmk1983:        {"ВМиК МГУ 1983", "", "VMK MSU 1983"},
	KeyKitFamilyDuel:           {"Лабиринт с предметами (дуэль)", "", "Labyrinth with items (duel)"},
	KeyKitFamilySchool:         {"Школьный «Лабиринт»", "", "The school “Labyrinth”"},
	KeyKitFamilyTver:           {"Тверской вариант (ТГТУ)", "", "The Tver variant (TGTU)"},
	KeyKitFamilyMiet:           {"Вариант МИЭТ", "", "The MIET variant"},
	KeyKitFamilyStalker:        {"Сталкер", "", "Stalker"},
	KeyKitFamilyAboutBase:      {"Ведущий рисует лабиринт тайно; игроки не видят его и рисуют свои карты по ответам ведущего. Цель — вынести клад из лабиринта (B1–B23).", "", "The host draws the maze in secret; the players never see it and map it from the host's answers. The goal: carry the treasure out (B1–B23)."},
	KeyKitFamilyAboutVmk1983:   {"Лучше всего впятером, считая посредника. Лабиринт 10×10, кладов много, истинный — один. Цель — вынести истинный клад (V1–V26).", "", "Best with five, the host included. A 10×10 maze, many treasures, one true. The goal: carry the true one out (V1–V26)."},
	KeyKitFamilyAboutDuel:      {"Играют двое; каждый рисует лабиринт 10×10 для соперника и ходит по чужому. Кто первым вынесет клад из чужого лабиринта, тот победил (D1–D15).", "", "Two players; each draws a 10×10 maze for the other and explores the other's. First to carry the treasure out of the other's maze wins (D1–D15)."},
	KeyKitFamilyAboutSchool:    {"Лабиринт окружён кольцом монолитов с одним выходом. Игроков расставляет ведущий; у каждого немного гранат и патронов (C1–C15).", "", "A ring of monoliths with one exit surrounds the maze. The host places the players; each has a few grenades and bullets (C1–C15)."},
	KeyKitFamilyAboutTver:      {"Несколько этажей, лестницы между ними; на каждом этаже арсенал и клад (T1–T9).", "", "Several floors with stairs between them; an arsenal and a treasure on each floor (T1–T9)."},
	KeyKitFamilyAboutMiet:      {"Три клада — главный, ложный и заминированный; убитый бродит привидением; медведь повторяет ходы (I1–I11).", "", "Three treasures — main, false and mined; a killed player walks as a ghost; the bear repeats moves (I1–I11)."},
	KeyKitFamilyAboutStalker:   {"Судья ведёт контрольный листок с ловушками; до четырёх сталкеров идут к золотому шару. Кто первым дойдёт, тот победил (S1–S11).", "", "The referee keeps the control sheet with the traps; up to four stalkers make for the golden ball. First to reach it wins (S1–S11)."},
	KeyKitRulesTitle:           {"Правила: {rules}", "", "Rules: {rules}"},
	KeyKitRulesInForce:         {"Что действует в этой игре", "", "The rules in force"},
	KeyKitRulesOrders:          {"Как отдавать приказы", "", "How to give orders"},
	KeyKitRulesAnswers:         {"Что отвечает ведущий", "", "What the host answers"},
	KeyKitGridPlayer:           {"Игрок:", "", "Player:"},
	KeyKitGridPlayerN:          {"игрок {n}", "", "player {n}"},
	KeyKitGridRound:            {"Лист №", "", "Sheet no."},
	KeyKitGridFloor:            {"Этаж:", "", "Floor:"},
	KeyKitGridOpponent:         {"Соперник:", "", "Opponent:"},
	KeyKitGridPartial:          {"Лабиринт велик: на листе — его часть, продолжение — на следующем листе.", "", "The maze is large: this sheet holds part of it; continue on the next sheet."},
	KeyKitGridHint:             {"Начало — в отмеченной клетке; лабиринт {size} уместится, откуда ни начни.", "", "Start at the marked cell. The {size} maze fits wherever you start."},
	KeyKitGridHintNew:          {"После {what} — новый лист (B22).", "", "After {what}, start a new sheet (B22)."},
	KeyKitAfterHole:            {"дырки", "", "a hole"},
	KeyKitAfterPit:             {"ямы", "", "a pit"},
	KeyKitAfterHospital:        {"госпиталя", "", "a hospital"},
	KeyKitAfterHospitalMIET:    {"лечебницы", "", "a hospital"},
	KeyKitAfterMorgue:          {"морга", "", "a morgue"},
	KeyKitOr:                   {"или", "", "or"},
	KeyKitLegendTreasurePlayer: {"клад", "", "treasure"},
	KeyKitGridSymbols:          {"Обозначения", "", "Symbols"},
	KeyKitGridFloors:           {"Этажей: {n} ({sizes})", "", "Floors: {n} ({sizes})"},
	KeyKitGridSize:             {"Лабиринт {size}", "", "The maze is {size}"},
	KeyKitGridHoles:            {"; дырок: {holes} (наборов: {sets})", "", "; holes: {holes} (sets: {sets})"},
	KeyKitGridPits:             {"; ям: {n}", "", "; pits: {n}"},
	KeyKitGridRivers:           {"; рек: {rivers}, клеток в них: {cells}", "", "; rivers: {rivers}, cells in them: {cells}"},
	KeyKitGridTreasures:        {"; кладов: {n}", "", "; treasures: {n}"},
	KeyKitDuelNeed:             {"Нарисуй в своём лабиринте (D2)", "", "Draw in your maze (D2)"},
	KeyKitDuelNeedCrossbow:     {"1 арбалет «{glyph}»", "", "1 crossbow “{glyph}”"},
	KeyKitDuelNeedCrutch:       {"1 костыль «{glyph}»", "", "1 crutch “{glyph}”"},
	KeyKitDuelNeedTrap:         {"1 капкан «{glyph}»", "", "1 trap “{glyph}”"},
	KeyKitDuelNeedPits:         {"4 ямы «{first}»…«{last}»", "", "4 pits “{first}”…“{last}”"},
	KeyKitDuelNeedPitExits:     {"4 выхода из ям «{first}»…«{last}», у каждой ямы свой", "", "4 pit exits “{first}”…“{last}”, one for each pit"},
	KeyKitDuelNeedFalse:        {"3 ложных клада «{glyph}»", "", "3 false treasures “{glyph}”"},
	KeyKitDuelNeedTrue:         {"1 настоящий клад «{glyph}»", "", "1 true treasure “{glyph}”"},
	KeyKitDuelNeedExits:        {"4 выхода из лабиринта — по одному на каждой стороне", "", "4 exits from the maze — one on each side"},
	KeyKitDuelNeedOneObject:    {"на клетке не больше одного предмета", "", "at most one object in a cell"},
	KeyKitDuelNeedWayOut:       {"из любой клетки можно обойти всё и выйти без гранат; яма не ведёт в закрытый угол (D14)", "", "from any cell one can visit every cell and get out without grenades; no pit drops into a closed area (D14)"},
	KeyKitDuelMine:             {"Мой лабиринт — по нему ходит соперник", "", "My maze — the opponent walks it"},
	KeyKitDuelTheirs:           {"Лабиринт соперника — по нему хожу я", "", "The opponent's maze — I walk it"},
	KeyKitKitGrenades:          {"гранаты", "", "grenades"},
	KeyKitKitBullets:           {"патроны", "", "bullets"},
	KeyKitKitBricks:            {"кирпичи", "", "bricks"},
	KeyKitKitCement:            {"цемент", "", "cement"},
	KeyKitKitMines:             {"мины", "", "mines"},
	KeyKitKitNuts:              {"гайки", "", "nuts"},
	KeyKitKitPenalties:         {"штрафы", "", "penalties"},
	KeyKitLogTitle:             {"Журнал ходов", "", "Turn log"},
	KeyKitLogPlayers:           {"Игроки", "", "Players"},
	KeyKitLogLeft:              {"вышел", "", "out"},
	KeyKitLogHint:              {"В каждой строке — приказ игрока и ответ ведущего; в «где» — клетка после хода.", "", "Each row: the player's order and the host's answer; “where”: the cell after the move."},
	KeyKitControlTitle:         {"Контрольный листок судьи (S10)", "", "The referee's control sheet (S10)"},
	KeyKitControlMarks:         {"Пометки судьи (S10)", "", "The referee's marks (S10)"},
	KeyKitMarkStep:             {"шаги сталкера — пунктир", "", "a stalker's steps — dashed"},
	KeyKitMarkNut:              {"полёт гайки — точки", "", "a nut's flight — dotted"},
	KeyKitMarkStop:             {"остановка — косой крестик", "", "a stop — a diagonal cross"},
	KeyKitMarkHit:              {"попадание в ловушку (кроме паутины) — прямой крестик", "", "caught by a trap (not the web) — an upright cross"},
	KeyKitControlStalkers:      {"Сталкеры", "", "Stalkers"},
}

func init() {
	for k, e := range kitCatalogue {
		catalogue[k] = e
	}
}

// Known tells whether the catalogue has a key of the given name: a caller
// that builds a name («kit.family.» + the family) asks before it prints.
func Known(name string) bool {
	_, ok := Lookup(name)
	return ok
}
