package narrate

// The host's map (HostMap): the heading of a floor, the legend of its
// glyphs and a line per player.
const (
	KeyHostFloor            Key = "host.floor"
	KeyHostLogLine          Key = "host.log-line"
	KeyHostLogQuiet         Key = "host.log-quiet" // a round in which nothing was told
	KeyHostLogHears         Key = "host.log-hears" // what a player heard, quoted: «Анна (б8) слышит: …»
	KeyLegend               Key = "legend"
	KeyLegendNumbers        Key = "legend.numbers"
	KeyLegendPlayers        Key = "legend.players"
	KeyLegendNumbersPlayers Key = "legend.numbers-players"
	KeyHostNotPlaced        Key = "host.not-placed"
	KeyHostOutside          Key = "host.outside"
	KeyHostNuts             Key = "host.nuts" // {n}: counted, number first (NounNut…): «3 гранаты»
	KeyHostGalosh           Key = "host.galosh"
	KeyHostGrenades         Key = "host.grenades"
	KeyHostBullets          Key = "host.bullets"
	KeyHostBricks           Key = "host.bricks"
	KeyHostCement           Key = "host.cement"
	KeyHostCarries          Key = "host.carries"
	KeyHostWounded          Key = "host.wounded"
	KeyHostGhost            Key = "host.ghost"
	KeyHostOut              Key = "host.out"
	KeyHostSkips            Key = "host.skips"
	KeyHostWon              Key = "host.won"
	KeyHostEliminated       Key = "host.eliminated"
	KeyHostLimps            Key = "host.limps"
	KeyHostCrutch           Key = "host.crutch"
	KeyHostPenalties        Key = "host.penalties"
)

// What the glyphs of the host's map stand for (engine.MapGlyph.What).
const (
	KeyLegendMonolith         Key = "legend.cell.monolith"
	KeyLegendExit             Key = "legend.cell.exit"
	KeyLegendHole             Key = "legend.cell.hole"
	KeyLegendFakeHole         Key = "legend.cell.fake-hole"
	KeyLegendPit              Key = "legend.cell.pit"
	KeyLegendPitExit          Key = "legend.cell.pit-exit"
	KeyLegendRiver            Key = "legend.cell.river"
	KeyLegendRiverNorth       Key = "legend.cell.river.north"
	KeyLegendRiverEast        Key = "legend.cell.river.east"
	KeyLegendRiverSouth       Key = "legend.cell.river.south"
	KeyLegendRiverWest        Key = "legend.cell.river.west"
	KeyLegendRiverMouth       Key = "legend.cell.river.mouth"
	KeyLegendArsenal          Key = "legend.cell.arsenal"
	KeyLegendArsenalBullets   Key = "legend.cell.arsenal.bullets"   // T3, M15
	KeyLegendArsenalGrenades  Key = "legend.cell.arsenal.grenades"  // T3, M15
	KeyLegendArsenalCement    Key = "legend.cell.arsenal.cement"    // M13
	KeyLegendArsenalBoomerang Key = "legend.cell.arsenal.boomerang" // M17
	KeyLegendHospitalMIET     Key = "legend.cell.hospital.miet"     // I2 «лечебница»
	KeyLegendOr               Key = "legend.or"                     // one glyph, two things
	KeyLegendHospital         Key = "legend.cell.hospital"
	KeyLegendMine             Key = "legend.cell.mine"
	KeyLegendSwamp            Key = "legend.cell.swamp"
	KeyLegendPuddle           Key = "legend.cell.puddle"
	KeyLegendMorgue           Key = "legend.cell.morgue"
	KeyLegendStairs           Key = "legend.cell.stairs"
	KeyLegendTrap             Key = "legend.cell.trap"
	KeyLegendCrossbow         Key = "legend.cell.crossbow"
	KeyLegendCrutch           Key = "legend.cell.crutch"
	KeyLegendRubberRoom       Key = "legend.cell.rubber-room"
	KeyLegendDen              Key = "legend.cell.den"
	KeyLegendCrossing         Key = "legend.cell.crossing"
	KeyLegendMagnet           Key = "legend.cell.magnet"
	KeyLegendBall             Key = "legend.cell.ball"
	KeyLegendEntrance         Key = "legend.cell.entrance"
	KeyLegendInstitute        Key = "legend.cell.institute"
	KeyLegendFord             Key = "legend.cell.ford"
	KeyLegendClimb            Key = "legend.cell.climb"
	KeyLegendWater            Key = "legend.cell.water"
	KeyLegendTrue             Key = "legend.treasure.true"
	KeyLegendFalse            Key = "legend.treasure.false"
	KeyLegendMined            Key = "legend.treasure.mined"
	KeyLegendCandidate        Key = "legend.treasure.candidate"
	KeyLegendWeb              Key = "legend.region.web"
	KeyLegendJelly            Key = "legend.region.jelly"
	KeyLegendCabbage          Key = "legend.region.cabbage"
	KeyLegendBaldSpot         Key = "legend.region.bald-spot"
	KeyLegendMeatGrinder      Key = "legend.region.meat-grinder"
	KeyLegendBear             Key = "legend.creature.bear"
	KeyLegendMinotaur         Key = "legend.creature.minotaur"
	KeyLegendPirate           Key = "legend.creature.pirate"
	KeyLegendGivi             Key = "legend.creature.givi"
	KeyLegendCow              Key = "legend.creature.cow"
	KeyLegendMirror           Key = "legend.creature.mirror"
	KeyLegendStep             Key = "legend.mark.step"
	KeyLegendNutFlight        Key = "legend.mark.nut"
	KeyLegendStop             Key = "legend.mark.stop"
	KeyLegendTrapHit          Key = "legend.mark.hit"
	KeyLegendUnblastable      Key = "legend.wall.unblastable"
	KeyLegendWindow           Key = "legend.wall.window"
	KeyLegendRubberWall       Key = "legend.wall.rubber"
	KeyLegendOneWay           Key = "legend.wall.one-way"
	KeyLegendClosedExit       Key = "legend.wall.closed-exit"
)

var hostCatalogue = map[Key]entry{
	KeyHostFloor:            {"этаж {name}", "", "floor {name}"},
	KeyHostLogLine:          {"{round}. {name}, {cell}: {text}", "", "{round}. {name}, {cell}: {text}"},
	KeyHostLogQuiet:         {"За этот ход ничего не произошло: приказов не было.", "", "Nothing happened this round: no orders came in."},
	KeyHostLogHears:         {"{round}. {name} ({cell}) слышит: {text}", "", "{round}. {name} ({cell}) hears: {text}"},
	KeyLegend:               {"Знаки: {glyphs}.", "", "Legend: {glyphs}."},
	KeyLegendNumbers:        {"Число после П, В или Д — номер ямы или набора дырок (В1 — выход из ямы 1).", "", "A number after P, B or H is the pit's or the hole set's number (B1 is the exit of pit 1)."},
	KeyLegendPlayers:        {"Цифра в конце клетки — игрок.", "", "A digit at the end of a cell is a player."},
	KeyLegendNumbersPlayers: {"Число после П, В или Д — номер ямы или набора дырок; последняя цифра клетки — игрок (В12 — выход из ямы 1, на нём игрок 2).", "", "A number after P, B or H is the pit's or the hole set's number; the last digit of a cell is a player (B12: the exit of pit 1 with player 2 on it)."},
	KeyHostNotPlaced:        {"не расставлен", "не расставлена", "not placed"},
	KeyHostOutside:          {"вне лабиринта у {cell}", "", "outside the maze near {cell}"},
	KeyHostNuts:             {"{n}", "", "{n}"},
	KeyHostGalosh:           {"галоша", "", "galosh"},
	KeyHostGrenades:         {"{n}", "", "{n}"},
	KeyHostBullets:          {"{n}", "", "{n}"},
	KeyHostBricks:           {"{n}", "", "{n}"},
	KeyHostCement:           {"{n}", "", "{n}"},
	KeyHostCarries:          {"несёт {what}", "", "carries the {what}"},
	KeyHostWounded:          {"ранен", "ранена", "wounded"},
	KeyHostGhost:            {"привидение", "", "ghost"},
	KeyHostOut:              {"вне игры ещё {turns}", "", "out for {turns}"},
	KeyHostSkips:            {"пропускает {turns}", "", "misses {turns}"},
	KeyHostWon:              {"ПОБЕДИЛ", "ПОБЕДИЛА", "WON"},
	KeyHostEliminated:       {"выбыл", "выбыла", "eliminated"},
	KeyHostLimps:            {"хромает", "", "limps"},
	KeyHostCrutch:           {"костыль", "", "crutch"},
	KeyHostPenalties:        {"штрафных очков: {n}", "", "penalty points: {n}"},

	KeyLegendMonolith:         {"монолит", "", "monolith"},
	KeyLegendExit:             {"выход", "", "exit"},
	KeyLegendHole:             {"дырка", "", "hole"},
	KeyLegendFakeHole:         {"ложная дырка", "", "fake hole"},
	KeyLegendPit:              {"яма", "", "pit"},
	KeyLegendPitExit:          {"выход из ямы", "", "pit exit"},
	KeyLegendRiver:            {"река", "", "river"},
	KeyLegendRiverNorth:       {"река, течёт вверх", "", "river flowing up"},
	KeyLegendRiverEast:        {"река, течёт вправо", "", "river flowing right"},
	KeyLegendRiverSouth:       {"река, течёт вниз", "", "river flowing down"},
	KeyLegendRiverWest:        {"река, течёт влево", "", "river flowing left"},
	KeyLegendRiverMouth:       {"устье", "", "river mouth"},
	KeyLegendArsenal:          {"арсенал", "", "arsenal"},
	KeyLegendArsenalBullets:   {"арсенал: только патроны", "", "arsenal: bullets only"},
	KeyLegendArsenalGrenades:  {"арсенал: только гранаты", "", "arsenal: grenades only"},
	KeyLegendArsenalCement:    {"арсенал с цементом", "", "arsenal with cement"},
	KeyLegendArsenalBoomerang: {"арсенал с бумерангом", "", "arsenal with a boomerang"},
	KeyLegendHospitalMIET:     {"лечебница", "", "hospital"},
	KeyLegendOr:               {"{a} или {b}", "", "{a} or {b}"},
	KeyLegendHospital:         {"госпиталь", "", "hospital"},
	KeyLegendMine:             {"мина", "", "mine"},
	KeyLegendSwamp:            {"болото", "", "swamp"},
	KeyLegendPuddle:           {"лужа", "", "puddle"},
	KeyLegendMorgue:           {"морг", "", "morgue"},
	KeyLegendStairs:           {"лестница", "", "stairs"},
	KeyLegendTrap:             {"капкан", "", "trap"},
	KeyLegendCrossbow:         {"арбалет", "", "crossbow"},
	KeyLegendCrutch:           {"костыль", "", "crutch"},
	KeyLegendRubberRoom:       {"резиновая комната", "", "rubber room"},
	KeyLegendDen:              {"берлога", "", "den"},
	KeyLegendCrossing:         {"перекрёсток", "", "crossing"},
	KeyLegendMagnet:           {"магнит", "", "magnet"},
	KeyLegendBall:             {"золотой шар", "", "golden ball"},
	KeyLegendEntrance:         {"вход", "", "entrance"},
	KeyLegendInstitute:        {"институт", "", "institute"},
	KeyLegendFord:             {"брод", "", "ford"},
	KeyLegendClimb:            {"подъём на берег", "", "climb to the bank"},
	KeyLegendWater:            {"вода", "", "water"},
	KeyLegendTrue:             {"истинный клад", "", "true treasure"},
	KeyLegendFalse:            {"ложный клад", "", "false treasure"},
	KeyLegendMined:            {"заминированный клад", "", "mined treasure"},
	KeyLegendCandidate:        {"клад, который может оказаться истинным", "", "treasure that may turn out true"},
	KeyLegendWeb:              {"паутина", "", "web"},
	KeyLegendJelly:            {"ведьмин студень", "", "witch's jelly"},
	KeyLegendCabbage:          {"чёртова капуста", "", "devil's cabbage"},
	KeyLegendBaldSpot:         {"комариная плешь", "", "mosquito bald spot"},
	KeyLegendMeatGrinder:      {"мясорубка", "", "meat grinder"},
	KeyLegendBear:             {"медведь", "", "bear"},
	KeyLegendMinotaur:         {"минотавр", "", "minotaur"},
	KeyLegendPirate:           {"пират", "", "pirate"},
	KeyLegendGivi:             {"Гиви", "", "Givi"},
	KeyLegendCow:              {"корова", "", "cow"},
	KeyLegendMirror:           {"зеркало", "", "mirror"},
	KeyLegendStep:             {"шаг", "", "step"},
	KeyLegendNutFlight:        {"полёт гайки", "", "nut's flight"},
	KeyLegendStop:             {"стоянка", "", "stop"},
	KeyLegendTrapHit:          {"попадание в ловушку", "", "trap hit"},
	KeyLegendUnblastable:      {"неразрушимая стена", "", "unblastable wall"},
	KeyLegendWindow:           {"окно", "", "window"},
	KeyLegendRubberWall:       {"резиновая стена", "", "rubber wall"},
	KeyLegendOneWay:           {"стена с проходом в одну сторону", "", "one-way wall"},
	KeyLegendClosedExit:       {"закрытый выход", "", "closed exit"},
}

func init() {
	for k, e := range hostCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
