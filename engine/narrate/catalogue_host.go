package narrate

// The host's map (HostMap): the heading of a floor, the legend of its
// glyphs and a line per player.
var (
	KeyHostFloor            = key("host.floor")
	KeyHostLogLine          = key("host.log-line")
	KeyHostLogQuiet         = key("host.log-quiet") // a round in which nothing was told
	KeyHostLogHears         = key("host.log-hears") // what a player heard, quoted: «Анна (б8) слышит: …»
	KeyLegend               = key("legend")
	KeyLegendNumbers        = key("legend.numbers")
	KeyLegendPlayers        = key("legend.players")
	KeyLegendNumbersPlayers = key("legend.numbers-players")
	KeyHostNotPlaced        = key("host.not-placed")
	KeyHostOutside          = key("host.outside")
	KeyHostNuts             = key("host.nuts") // {n}: counted, number first (NounNut…): «3 гранаты»
	KeyHostGalosh           = key("host.galosh")
	KeyHostGrenades         = key("host.grenades")
	KeyHostBullets          = key("host.bullets")
	KeyHostBricks           = key("host.bricks")
	KeyHostCement           = key("host.cement")
	KeyHostCarries          = key("host.carries")
	KeyHostWounded          = key("host.wounded")
	KeyHostGhost            = key("host.ghost")
	KeyHostOut              = key("host.out")
	KeyHostSkips            = key("host.skips")
	KeyHostWon              = key("host.won")
	KeyHostEliminated       = key("host.eliminated")
	KeyHostLimps            = key("host.limps")
	KeyHostCrutch           = key("host.crutch")
	KeyHostPenalties        = key("host.penalties")
)

// What the glyphs of the host's map stand for (engine.MapGlyph.What).
var (
	KeyLegendMonolith         = key("legend.cell.monolith")
	KeyLegendExit             = key("legend.cell.exit")
	KeyLegendHole             = key("legend.cell.hole")
	KeyLegendFakeHole         = key("legend.cell.fake-hole")
	KeyLegendPit              = key("legend.cell.pit")
	KeyLegendPitExit          = key("legend.cell.pit-exit")
	KeyLegendRiver            = key("legend.cell.river")
	KeyLegendRiverNorth       = key("legend.cell.river.north")
	KeyLegendRiverEast        = key("legend.cell.river.east")
	KeyLegendRiverSouth       = key("legend.cell.river.south")
	KeyLegendRiverWest        = key("legend.cell.river.west")
	KeyLegendRiverMouth       = key("legend.cell.river.mouth")
	KeyLegendArsenal          = key("legend.cell.arsenal")
	KeyLegendArsenalBullets   = key("legend.cell.arsenal.bullets")   // T3, M15
	KeyLegendArsenalGrenades  = key("legend.cell.arsenal.grenades")  // T3, M15
	KeyLegendArsenalCement    = key("legend.cell.arsenal.cement")    // M13
	KeyLegendArsenalBoomerang = key("legend.cell.arsenal.boomerang") // M17
	KeyLegendHospitalMIET     = key("legend.cell.hospital.miet")     // I2 «лечебница»
	KeyLegendOr               = key("legend.or")                     // one glyph, two things
	KeyLegendHospital         = key("legend.cell.hospital")
	KeyLegendMine             = key("legend.cell.mine")
	KeyLegendSwamp            = key("legend.cell.swamp")
	KeyLegendPuddle           = key("legend.cell.puddle")
	KeyLegendMorgue           = key("legend.cell.morgue")
	KeyLegendStairs           = key("legend.cell.stairs")
	KeyLegendTrap             = key("legend.cell.trap")
	KeyLegendCrossbow         = key("legend.cell.crossbow")
	KeyLegendCrutch           = key("legend.cell.crutch")
	KeyLegendRubberRoom       = key("legend.cell.rubber-room")
	KeyLegendDen              = key("legend.cell.den")
	KeyLegendCrossing         = key("legend.cell.crossing")
	KeyLegendMagnet           = key("legend.cell.magnet")
	KeyLegendBall             = key("legend.cell.ball")
	KeyLegendEntrance         = key("legend.cell.entrance")
	KeyLegendInstitute        = key("legend.cell.institute")
	KeyLegendFord             = key("legend.cell.ford")
	KeyLegendClimb            = key("legend.cell.climb")
	KeyLegendWater            = key("legend.cell.water")
	KeyLegendTrue             = key("legend.treasure.true")
	KeyLegendFalse            = key("legend.treasure.false")
	KeyLegendMined            = key("legend.treasure.mined")
	KeyLegendCandidate        = key("legend.treasure.candidate")
	KeyLegendWeb              = key("legend.region.web")
	KeyLegendJelly            = key("legend.region.jelly")
	KeyLegendCabbage          = key("legend.region.cabbage")
	KeyLegendBaldSpot         = key("legend.region.bald-spot")
	KeyLegendMeatGrinder      = key("legend.region.meat-grinder")
	KeyLegendBear             = key("legend.creature.bear")
	KeyLegendMinotaur         = key("legend.creature.minotaur")
	KeyLegendPirate           = key("legend.creature.pirate")
	KeyLegendGivi             = key("legend.creature.givi")
	KeyLegendCow              = key("legend.creature.cow")
	KeyLegendMirror           = key("legend.creature.mirror")
	KeyLegendStep             = key("legend.mark.step")
	KeyLegendNutFlight        = key("legend.mark.nut")
	KeyLegendStop             = key("legend.mark.stop")
	KeyLegendTrapHit          = key("legend.mark.hit")
	KeyLegendUnblastable      = key("legend.wall.unblastable")
	KeyLegendWindow           = key("legend.wall.window")
	KeyLegendRubberWall       = key("legend.wall.rubber")
	KeyLegendOneWay           = key("legend.wall.one-way")
	KeyLegendClosedExit       = key("legend.wall.closed-exit")
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
