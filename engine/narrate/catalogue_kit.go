package narrate

// The words of the paper kits (printouts): titles, legends, table headers,
// the hints of the player's sheet. Dynamic parts of a kit (a family, a
// creature, a trap) are looked up as "kit." + the word's name; Known tells
// whether such a word exists.
const (
	KeyKitPartHost            Key = "kit.part.host"
	KeyKitPartGrids           Key = "kit.part.grids"
	KeyKitPartRules           Key = "kit.part.rules"
	KeyKitPartLog             Key = "kit.part.log"
	KeyKitPartControl         Key = "kit.part.control"
	KeyKitUntitled            Key = "kit.untitled"
	KeyKitTitle               Key = "kit.title" // the page header's frame around the maze's title, as its author wrote it
	KeyKitPageOf              Key = "kit.page.of"
	KeyKitPreset              Key = "kit.preset"
	KeyKitAuthor              Key = "kit.author"
	KeyKitHostSecret          Key = "kit.host.secret"
	KeyKitFloor               Key = "kit.floor"
	KeyKitFloorDuel           Key = "kit.floor.duel"
	KeyKitDuelBoard           Key = "kit.duel.board"
	KeyKitSizeOrder           Key = "kit.size.order"
	KeyKitFloorsN             Key = "kit.floors.n"
	KeyKitFloorBasement       Key = "kit.floor.basement"
	KeyKitFloorCellar         Key = "kit.floor.cellar"
	KeyKitFloorAttic          Key = "kit.floor.attic"
	KeyKitFloorRoof           Key = "kit.floor.roof"
	KeyKitFloorGround         Key = "kit.floor.ground"
	KeyKitTileSpan            Key = "kit.tile.span"
	KeyKitLegend              Key = "kit.legend"
	KeyKitContinued           Key = "kit.continued"
	KeyKitWallPlain           Key = "kit.wall.plain"
	KeyKitWallPlainAny        Key = "kit.wall.plain.any"
	KeyKitWallPlainNoGrenades Key = "kit.wall.plain.no-grenades"
	KeyKitWallUnblastable     Key = "kit.wall.unblastable"
	KeyKitWallWindow          Key = "kit.wall.window"
	KeyKitWallRubber          Key = "kit.wall.rubber"
	KeyKitWallOneway          Key = "kit.wall.oneway"
	KeyKitWallOnewayHidden    Key = "kit.wall.oneway.hidden"
	KeyKitWallExit            Key = "kit.wall.exit"
	KeyKitWallClosedExit      Key = "kit.wall.closed-exit"
	KeyKitLegendRiver         Key = "kit.legend.river"
	// Stalker's terrain (S8) in the kit's legend, with its cost.
	KeyKitLegendFord      Key = "kit.legend.ford"  // count: steps
	KeyKitLegendClimb     Key = "kit.legend.climb" // count: steps
	KeyKitLegendWater     Key = "kit.legend.water"
	KeyKitLegendSwampZone Key = "kit.legend.swamp-zone" // count: steps
	// A gap in a zone's outer wall: a way in, not an exit (S2).
	KeyKitWallZoneGap Key = "kit.wall.zone-gap"
	// A rubber room and the arrow of its exit side (I7).
	KeyKitLegendRubberRoom     Key = "kit.legend.rubber-room"
	KeyKitLegendStairs         Key = "kit.legend.stairs"
	KeyKitLegendHole           Key = "kit.legend.hole"
	KeyKitLegendPit            Key = "kit.legend.pit"
	KeyKitLegendPitExit        Key = "kit.legend.pit-exit"
	KeyKitLegendTrap           Key = "kit.legend.trap"
	KeyKitLegendCrossbow       Key = "kit.legend.crossbow"
	KeyKitLegendCrutch         Key = "kit.legend.crutch"
	KeyKitLegendStart          Key = "kit.legend.start"
	KeyKitLegendOverlap        Key = "kit.legend.overlap"
	KeyKitTilesPlan            Key = "kit.tiles.plan"
	KeyKitTilesPage            Key = "kit.tiles.page"
	KeyKitLegendDen            Key = "kit.legend.den"
	KeyKitLegendTrack          Key = "kit.legend.track"
	KeyKitLegendTrackPirate    Key = "kit.legend.track.pirate"
	KeyKitLegendTrackOther     Key = "kit.legend.track.other"
	KeyKitLegendMarker         Key = "kit.legend.marker"
	KeyKitTreasureCandidate    Key = "kit.treasure.candidate"
	KeyKitTreasureTrue         Key = "kit.treasure.true"
	KeyKitTreasureFalse        Key = "kit.treasure.false"
	KeyKitTreasureMined        Key = "kit.treasure.mined"
	KeyKitCreatureBear         Key = "kit.creature.bear"
	KeyKitCreatureMinotaur     Key = "kit.creature.minotaur"
	KeyKitCreaturePirate       Key = "kit.creature.pirate"
	KeyKitCreatureGivi         Key = "kit.creature.givi"
	KeyKitCreatureCow          Key = "kit.creature.cow"
	KeyKitCreatureMirror       Key = "kit.creature.mirror"
	KeyKitNounBear             Key = "kit.noun.bear"
	KeyKitNounMinotaur         Key = "kit.noun.minotaur"
	KeyKitNounPirate           Key = "kit.noun.pirate"
	KeyKitNounGivi             Key = "kit.noun.givi"
	KeyKitNounCow              Key = "kit.noun.cow"
	KeyKitNounMirror           Key = "kit.noun.mirror"
	KeyKitRegionWeb            Key = "kit.region.web"
	KeyKitRegionJelly          Key = "kit.region.jelly"
	KeyKitRegionCabbage        Key = "kit.region.cabbage"
	KeyKitRegionBaldSpot       Key = "kit.region.bald-spot"
	KeyKitRegionMeatGrinder    Key = "kit.region.meat-grinder"
	KeyKitTableHoles           Key = "kit.table.holes"
	KeyKitTablePits            Key = "kit.table.pits"
	KeyKitTableRivers          Key = "kit.table.rivers"
	KeyKitTableStairs          Key = "kit.table.stairs"
	KeyKitTableTreasures       Key = "kit.table.treasures"
	KeyKitTableStarts          Key = "kit.table.starts"
	KeyKitTableCreatures       Key = "kit.table.creatures"
	KeyKitTableRegions         Key = "kit.table.regions"
	KeyKitTableMarkers         Key = "kit.table.markers"
	KeyKitPitMultiplicity      Key = "kit.pit.multiplicity"
	KeyKitPitWandering         Key = "kit.pit.wandering"
	KeyKitColSet               Key = "kit.col.set"
	KeyKitColCount             Key = "kit.col.count"
	KeyKitColCycle             Key = "kit.col.cycle"
	KeyKitColPit               Key = "kit.col.pit"
	KeyKitColCell              Key = "kit.col.cell"
	KeyKitColExit              Key = "kit.col.exit"
	KeyKitColNote              Key = "kit.col.note"
	KeyKitColRiver             Key = "kit.col.river"
	KeyKitColSource            Key = "kit.col.source"
	KeyKitColMouth             Key = "kit.col.mouth"
	KeyKitColLength            Key = "kit.col.length"
	KeyKitColCourse            Key = "kit.col.course"
	KeyKitColFrom              Key = "kit.col.from"
	KeyKitColTo                Key = "kit.col.to"
	KeyKitColGlyph             Key = "kit.col.glyph"
	KeyKitColKind              Key = "kit.col.kind"
	KeyKitColStart             Key = "kit.col.start"
	KeyKitColNow               Key = "kit.col.now"
	KeyKitColPlayer            Key = "kit.col.player"
	KeyKitColCreature          Key = "kit.col.creature"
	KeyKitColDen               Key = "kit.col.den"
	KeyKitColTrack             Key = "kit.col.track"
	KeyKitColName              Key = "kit.col.name"
	KeyKitColCells             Key = "kit.col.cells"
	KeyKitColAction            Key = "kit.col.action"
	KeyKitColSay               Key = "kit.col.say"
	KeyKitColWhen              Key = "kit.col.when"
	KeyKitColAnswer            Key = "kit.col.answer"
	KeyKitColRound             Key = "kit.col.round"
	KeyKitColOrder             Key = "kit.col.order"
	KeyKitColReply             Key = "kit.col.reply"
	KeyKitColWhere             Key = "kit.col.where"
	KeyKitColNotes             Key = "kit.col.notes"
	KeyKitColPenalty           Key = "kit.col.penalty"
	KeyKitColNuts              Key = "kit.col.nuts"
	KeyKitColGalosh            Key = "kit.col.galosh"
	KeyKitColEntrance          Key = "kit.col.entrance"
	KeyKitFamilyBase           Key = "kit.family.base"
	KeyKitFamilyVmk1983        Key = "kit.family.vmk1983"
	KeyKitFamilyDuel           Key = "kit.family.duel"
	KeyKitFamilySchool         Key = "kit.family.school"
	KeyKitFamilyTver           Key = "kit.family.tver"
	KeyKitFamilyMiet           Key = "kit.family.miet"
	KeyKitFamilyStalker        Key = "kit.family.stalker"
	KeyKitFamilyAboutBase      Key = "kit.family.about.base"
	KeyKitFamilyAboutVmk1983   Key = "kit.family.about.vmk1983"
	KeyKitFamilyAboutDuel      Key = "kit.family.about.duel"
	KeyKitFamilyAboutSchool    Key = "kit.family.about.school"
	KeyKitFamilyAboutTver      Key = "kit.family.about.tver"
	KeyKitFamilyAboutMiet      Key = "kit.family.about.miet"
	KeyKitFamilyAboutStalker   Key = "kit.family.about.stalker"
	KeyKitRulesTitle           Key = "kit.rules.title"
	KeyKitRulesInForce         Key = "kit.rules.in-force"
	KeyKitRulesOrders          Key = "kit.rules.orders"
	KeyKitRulesAnswers         Key = "kit.rules.answers"
	KeyKitGridPlayer           Key = "kit.grid.player"
	KeyKitGridPlayerN          Key = "kit.grid.player.n"
	KeyKitGridRound            Key = "kit.grid.round"
	KeyKitGridFloor            Key = "kit.grid.floor"
	KeyKitGridOpponent         Key = "kit.grid.opponent"
	KeyKitGridPartial          Key = "kit.grid.partial"
	KeyKitGridHint             Key = "kit.grid.hint"
	KeyKitGridHintNew          Key = "kit.grid.hint.new"
	KeyKitAfterHole            Key = "kit.after.hole"
	KeyKitAfterPit             Key = "kit.after.pit"
	KeyKitAfterHospital        Key = "kit.after.hospital"
	KeyKitAfterHospitalMIET    Key = "kit.after.hospital.miet" // I2: «лечебница»
	KeyKitAfterMorgue          Key = "kit.after.morgue"
	KeyKitOr                   Key = "kit.or"
	KeyKitLegendTreasurePlayer Key = "kit.legend.treasure.player"
	KeyKitGridSymbols          Key = "kit.grid.symbols"
	KeyKitGridFloors           Key = "kit.grid.floors"
	KeyKitGridSize             Key = "kit.grid.size"
	KeyKitGridHoles            Key = "kit.grid.holes"
	KeyKitGridPits             Key = "kit.grid.pits"
	KeyKitGridRivers           Key = "kit.grid.rivers"
	KeyKitGridTreasures        Key = "kit.grid.treasures"
	KeyKitDuelNeed             Key = "kit.duel.need"
	KeyKitDuelNeedCrossbow     Key = "kit.duel.need.crossbow"
	KeyKitDuelNeedCrutch       Key = "kit.duel.need.crutch"
	KeyKitDuelNeedTrap         Key = "kit.duel.need.trap"
	KeyKitDuelNeedPits         Key = "kit.duel.need.pits"
	KeyKitDuelNeedPitExits     Key = "kit.duel.need.pit-exits"
	KeyKitDuelNeedFalse        Key = "kit.duel.need.false"
	KeyKitDuelNeedTrue         Key = "kit.duel.need.true"
	KeyKitDuelNeedExits        Key = "kit.duel.need.exits"
	KeyKitDuelNeedOneObject    Key = "kit.duel.need.one-object"
	KeyKitDuelNeedWayOut       Key = "kit.duel.need.way-out"
	KeyKitDuelMine             Key = "kit.duel.mine"
	KeyKitDuelTheirs           Key = "kit.duel.theirs"
	KeyKitKitGrenades          Key = "kit.kit.grenades"
	KeyKitKitBullets           Key = "kit.kit.bullets"
	KeyKitKitBricks            Key = "kit.kit.bricks"
	KeyKitKitCement            Key = "kit.kit.cement"
	KeyKitKitMines             Key = "kit.kit.mines"
	KeyKitKitNuts              Key = "kit.kit.nuts"
	KeyKitKitPenalties         Key = "kit.kit.penalties"
	KeyKitLogTitle             Key = "kit.log.title"
	KeyKitLogPlayers           Key = "kit.log.players"
	KeyKitLogLeft              Key = "kit.log.left"
	KeyKitLogHint              Key = "kit.log.hint"
	KeyKitLogRound             Key = "kit.log.round"     // where a kit from a game in progress prints its date
	KeyKitLogGameOver          Key = "kit.log.game-over" // the same, when the game is over
	KeyKitControlTitle         Key = "kit.control.title"
	KeyKitControlMarks         Key = "kit.control.marks"
	KeyKitMarkStep             Key = "kit.mark.step"
	KeyKitMarkNut              Key = "kit.mark.nut"
	KeyKitMarkStop             Key = "kit.mark.stop"
	KeyKitMarkHit              Key = "kit.mark.hit"
	KeyKitControlStalkers      Key = "kit.control.stalkers"
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

// Known tells whether the catalogue has key k: a caller that builds a key
// from a name («kit.family.» + the family) asks before it prints.
func Known(k Key) bool {
	_, ok := catalogue[k]
	return ok
}
