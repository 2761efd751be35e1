package narrate

// Key names one sentence or word of the catalogue. Keys are the package's
// declared variables (KeyPitSelf, KeyMailNoorders…), and Lookup finds
// the one a name made at run time names ("legend.cell.pit"): a bare string
// never becomes a Key by mistake. Every declared Key has an entry in both
// languages, with a feminine form where the Russian agrees with the
// player; TestCatalogueComplete proves it.
type Key struct{ name string }

// String is the key's name, as a missing entry shows it: "[mail.noorders]".
func (k Key) String() string { return k.name }

// declaredKeys are the keys the package declares, in the order of their
// declaration: what the catalogue test checks.
var declaredKeys []Key

// key declares the key with the given name.
func key(name string) Key {
	k := Key{name}
	declaredKeys = append(declaredKeys, k)
	return k
}

// Lookup returns the key of the given name and whether the catalogue has
// it. The name is made at run time from a key's prefix and a value
// ("kit.rule." + an option); without an entry, Text shows the name in
// brackets.
func Lookup(name string) (Key, bool) {
	k := Key{name}
	_, ok := catalogue[k]
	return k, ok
}

// entry is one sentence in both languages. ru is the Russian form that
// agrees with a man, ruF the one that agrees with a woman ("" when the
// sentence has no past tense or participle to agree: ru serves both).
// Placeholders are {name} in braces; all forms of an entry use the same
// ones.
type entry struct {
	ru, ruF, en string
}

// Noun names a counted noun (Count).
type Noun string

// nounForms are a noun's forms after a number: Russian one («1 ход»), few
// («2 хода») and many («5 ходов»); English one and other.
type nounForms struct {
	ruOne, ruFew, ruMany string
	enOne, enOther       string
}

const (
	NounTurn Noun = "turn" // «ход»: turns skipped or sat
	NounCell Noun = "cell" // «клетку», after «через»: how far a nut flew
	NounStep Noun = "step" // «шаг»: steps of a walk

	NounFloor    Noun = "floor"    // «этаж» (B23)
	NounHole     Noun = "hole"     // «дырка» (B23)
	NounTreasure Noun = "treasure" // «клад» (B23)
	NounLength   Noun = "length"   // «клетку», after «длиной в»: a river's length (B23)
)

var nouns = map[Noun]nounForms{
	NounTurn: {"ход", "хода", "ходов", "turn", "turns"},
	NounCell: {"клетку", "клетки", "клеток", "cell", "cells"},
	NounStep: {"шаг", "шага", "шагов", "step", "steps"},

	NounFloor:    {"этаж", "этажа", "этажей", "floor", "floors"},
	NounHole:     {"дырка", "дырки", "дырок", "hole", "holes"},
	NounTreasure: {"клад", "клада", "кладов", "treasure", "treasures"},
	NounLength:   {"клетку", "клетки", "клеток", "cell", "cells"},
}

// The host's words to a player (engine events, rule IDs in brackets).
var (
	KeyAnnounce           = key("announce")           // B23: {rows}×{cols} and the list that follows
	KeyAnnounceZone       = key("announce.zone")      // S1: the Stalker's «зона», not a maze
	KeyAnnounceFloors     = key("announce.floors")    // B23
	KeyAnnounceHoles      = key("announce.holes")     // B23
	KeyAnnounceRiver      = key("announce.river")     // B23
	KeyAnnounceTreasures  = key("announce.treasures") // B23
	KeyStartHere          = key("start.here")         // B7
	KeyStartCell          = key("start.cell")         // B7
	KeyStartEmpty         = key("start.empty")        // B7: «Начальная клетка: пустая.», the one template of every start cell
	KeyStartOn            = key("start.on")           // B7: the player starts on a feature
	KeyAnnounceWith       = key("announce.with")      // B23: the size, then the list
	KeyGo                 = key("go")                 // V11 «иди налево»
	KeyStay               = key("stay")
	KeyMoved              = key("moved")       // B10 «прошёл»
	KeyWallMagnet         = key("wall.magnet") // C15: the magnet answers «up»
	KeyOuterWall          = key("wall.outer")  // D4 «стена лабиринта»
	KeyWallSide           = key("wall.side")   // V11 «наверху стенка»
	KeyWall               = key("wall")        // B9
	KeyRiverSource        = key("river.source")
	KeyRiverMouth         = key("river.mouth")
	KeyPitExitNumbered    = key("pit-exit.numbered") // D6 «Выход из ямы № 1»
	KeyCellSentence       = key("cell.sentence")
	KeyTreasureHere       = key("treasure.here") // V14 «Клад!»
	KeyHole               = key("hole")          // B20
	KeyPitSelf            = key("pit.self")      // V4 «Провалился!»
	KeyPitOther           = key("pit.other")     // V4
	KeyDrift              = key("drift")         // B18
	KeyMine               = key("mine")          // V8 «Подорвался на мине»
	KeyTrap               = key("trap")          // D9
	KeySwamp              = key("swamp")         // M19
	KeySwampOne           = key("swamp=one")     // M19, a single turn: «теряешь ход»
	KeyPuddle             = key("puddle")        // C10
	KeyCrossbow           = key("crossbow")      // D7
	KeyCrutch             = key("crutch")        // D8
	KeyLimpOther          = key("limp.other")    // D7
	KeyHealed             = key("healed")        // B13
	KeyArsenalOther       = key("arsenal.other") // V7
	KeyArsenalAsk         = key("arsenal.ask")   // V7
	KeyArsenal            = key("arsenal")       // B14
	KeyRefill             = key("refill")
	KeyArsenalTaken       = key("arsenal.taken")
	KeyArsenalTakenOther  = key("arsenal.taken.other")
	KeyArsenalLeft        = key("arsenal.left")
	KeyArsenalLeftOther   = key("arsenal.left.other")
	KeyBlown              = key("blast.blown") // B11
	KeyBlastNoWall        = key("blast.no-wall")
	KeyBlastHeld          = key("blast.held")
	KeyBlownPassed        = key("blast.passed") // M2
	KeyBrick              = key("brick")        // V23
	KeyMiss               = key("miss")         // V21 «промах»
	KeyKilledSelf         = key("hit.killed.self")
	KeyWoundedSelf        = key("hit.wounded.self")
	KeyKilledOther        = key("hit.killed.other") // V21 «тот-то убит»
	KeyWoundedOther       = key("hit.wounded.other")
	KeyDroppedSelf        = key("treasure.dropped") // B13
	KeyTook               = key("treasure.took")
	KeyDrop               = key("treasure.drop")
	KeySwap               = key("treasure.swap") // D13
	KeyMineLaid           = key("mine.laid")     // V9
	KeySit                = key("sit")           // V12
	KeyJump               = key("jump")          // V12
	KeyKickedSelf         = key("kick.kicked")   // M20
	KeyKickHit            = key("kick.hit")
	KeyBrokeLegs          = key("kick.broke-legs") // M20 «сломал ноги»
	KeySkip               = key("skip")
	KeyMissedRound        = key("missed.round") // V8, D9…: the turns skipped, told once, in the past
	KeyMissedRounds       = key("missed.rounds")
	KeyMissedTurns        = key("missed.turns")
	KeyMissedMore         = key("missed.more")
	KeyOutRound           = key("out.round") // V21, T8: the turns out of play, told once
	KeyOutRounds          = key("out.rounds")
	KeyOutTurns           = key("out.turns")
	KeyOutMore            = key("out.more")
	KeyCauseTrap          = key("cause.trap") // what made a player skip
	KeyCauseMine          = key("cause.mine")
	KeyCauseSwamp         = key("cause.swamp")
	KeyCauseKicked        = key("cause.kicked")
	KeyCauseBrokeLegs     = key("cause.broke-legs")
	KeyCauseWeb           = key("cause.web")
	KeyCauseJelly         = key("cause.jelly")
	KeySkipRound          = key("skip.round")     // V8, D9…: the round skipped named, as a letter may tell it a round early
	KeyOutTurnRound       = key("out.turn.round") // V21
	KeySkipOwn            = key("skip.own")       // V12 «пропускаю ход»: the player's own choice
	KeyOutTurn            = key("out.turn")       // V21
	KeyBack               = key("back")
	KeyBackMorgue         = key("back.morgue") // C8
	KeyLeft               = key("left")        // V17
	KeyCannotLeave        = key("left.cannot") // B15
	KeyLeftFalseSchool    = key("left.false.school")
	KeyLeftFalseVMK       = key("left.false.vmk") // V16 «Иди. Ложный клад»
	KeyLeftFalse          = key("left.false")
	KeyLeftTrueSchool     = key("left.true.school")
	KeyLeftTrueVMK        = key("left.true.vmk") // V16
	KeyLeftTrue           = key("left.true")
	KeyWonSelf            = key("won.self")
	KeyWonOther           = key("won.other")
	KeyStairsUp           = key("stairs.up") // T1
	KeyStairsDown         = key("stairs.down")
	KeyEyes               = key("eyes")            // C15
	KeyNutTrap            = key("nut.trap")        // S4, in saved events without the square
	KeyNutTrapSquare      = key("nut.trap-square") // S4
	KeyPenaltyN           = key("penalty.count")   // S6
	KeyNothingNew         = key("nothing-new")
	KeyPenaltyOutN        = key("penalty.out-count")     // S6: out at a limit other than three
	KeyGaloshOut          = key("galosh.out")            // S9: out at a trap in a galosh
	KeyFeatures           = key("features")              // B23: the maze's special features
	KeyFeatureRubber      = key("features.rubber")       // M10
	KeyFeatureRoom        = key("features.room")         // I7
	KeyFeatureOneWay      = key("features.one-way")      // M11
	KeyFeatureHoleSets    = key("features.hole-sets")    // B5
	KeyFeatureRivers      = key("features.rivers")       // M7
	KeyListAnd            = key("list.and")              // «а, б и в»
	KeyRubberRoom         = key("rubber-room")           // M10
	KeyOneWayPassed       = key("one-way-passed")        // M11
	KeyStartWalls         = key("start.walls")           // B7
	KeyStartWall          = key("start.wall")            // B7: one wall
	KeyStartWallOuter     = key("start.wall-outer")      // B7, D4
	KeyStartWallOuterOnly = key("start.wall-outer-only") // B7, D4: the one wall is the outer one
	KeyStartNoWalls       = key("start.no-walls")        // B7
	KeyStartPitExit       = key("start.pit-exit")        // D10
	KeyPitNumbered        = key("pit.numbered")          // D10
	KeyBoomerangGot       = key("boomerang.got")         // M17
	KeyBoomerangBack      = key("boomerang.back")        // M17, T6
	KeyBoomerangBroke     = key("boomerang.broke")       // M17
	KeyTookOther          = key("treasure.took.other")   // D13
	KeySwapOther          = key("treasure.swap.other")   // D13
	KeyTurnsLeft          = key("turns.left")            // V8, D9, V21…: «(ещё 2 хода)»
	KeyTurnsLast          = key("turns.last")            // «(последний)»
	KeyBearWoundedOther   = key("bear.wounded.other")    // M9
	KeyCampBeforeSwamp    = key("camp.swamp")            // S8
	KeyCampBeforeFord     = key("camp.ford")             // S8
	KeyCampBeforeClimb    = key("camp.climb")            // S8
)

// Where a wall or eyes are (V11 «наверху стенка»), and where one goes (V11
// «иди налево»): the host's echo of an order uses the order's own words.
var (
	KeyWhereNorth = key("where.north")
	KeyWhereEast  = key("where.east")
	KeyWhereSouth = key("where.south")
	KeyWhereWest  = key("where.west")
	KeyWhereUp    = key("where.up")
	KeyWhereDown  = key("where.down")
	KeyToNorth    = key("to.north")
	KeyToEast     = key("to.east")
	KeyToSouth    = key("to.south")
	KeyToWest     = key("to.west")
	KeyToUp       = key("to.up")
	KeyToDown     = key("to.down")
)

// Cells as the host names them (B7, B10), lowercase: a sentence
// capitalises them.
var (
	KeyCellEmpty        = key("cell.empty")
	KeyCellHospital     = key("cell.hospital")
	KeyCellHospitalMIET = key("cell.hospital.miet") // I2 «лечебница»
	KeyCellArsenal      = key("cell.arsenal")
	KeyCellMorgue       = key("cell.morgue")
	KeyCellStairs       = key("cell.stairs")
	KeyCellDen          = key("cell.den")
	KeyCellCrossing     = key("cell.crossing")
	KeyCellEntrance     = key("cell.entrance")
	KeyCellInstitute    = key("cell.institute")
	KeyCellSwamp        = key("cell.swamp")
	KeyCellRiver        = key("cell.river")
	KeyCellHole         = key("cell.hole")
	KeyCellPitExit      = key("cell.pit-exit")
	KeyCellMine         = key("cell.mine")
	KeyCellTrap         = key("cell.trap")
	KeyCellPit          = key("cell.pit")
)

// Stalker's traps (S5), as a nut finds them.
var (
	KeyRegionWeb         = key("region.web")
	KeyRegionJelly       = key("region.jelly")
	KeyRegionCabbage     = key("region.cabbage")
	KeyRegionBaldSpot    = key("region.bald-spot")
	KeyRegionMeatGrinder = key("region.meat-grinder")
)

// Refusals and news (engine.Reason).
var (
	KeyReasonGameOver        = key("reason.game-over")
	KeyReasonNotYourTurn     = key("reason.not-your-turn")
	KeyReasonEmptyTurn       = key("reason.empty-turn")
	KeyReasonTooMany         = key("reason.too-many")
	KeyReasonMoveNotLast     = key("reason.move-not-last")
	KeyReasonNoGrenades      = key("reason.no-grenades")
	KeyReasonNoBullets       = key("reason.no-bullets")
	KeyReasonNoBricks        = key("reason.no-bricks")
	KeyReasonNoCement        = key("reason.no-cement")
	KeyReasonNoMines         = key("reason.no-mines")
	KeyReasonNoBoomerang     = key("reason.no-boomerang")
	KeyReasonWounded         = key("reason.wounded")
	KeyReasonWoundedTreasure = key("reason.wounded-treasure")
	KeyReasonGhost           = key("reason.ghost")
	KeyReasonNotAllowed      = key("reason.not-allowed")
	KeyReasonNotPlaced       = key("reason.not-placed")
	KeyReasonPlaced          = key("reason.placed")
	KeyReasonBadStart        = key("reason.bad-start")
	KeyReasonNotCarrying     = key("reason.not-carrying")
	KeyReasonNoDrop          = key("reason.no-drop")
	KeyReasonNotSatEnough    = key("reason.not-sat-enough")
	KeyReasonNoArsenal       = key("reason.no-arsenal")
	KeyReasonBadDir          = key("reason.bad-dir")
	KeyReasonNoStairs        = key("reason.no-stairs")
	KeyReasonAlreadyWall     = key("reason.already-wall")
	KeyReasonNothingToLoot   = key("reason.nothing-to-loot")
	KeyReasonNoNuts          = key("reason.no-nuts")
	KeyReasonTooFar          = key("reason.too-far")
	KeyReasonDead            = key("reason.dead")
	KeyReasonNoWeapon        = key("reason.no-weapon")
	KeyReasonNoTreasure      = key("reason.no-treasure")
	KeyReasonNotEntrance     = key("reason.not-entrance")
	KeyReasonEntranceTaken   = key("reason.entrance-taken")
	KeyReasonBearMet         = key("reason.bear-met")
	KeyReasonBearEats        = key("reason.bear-eats")
	KeyReasonBearHit         = key("reason.bear-hit")
	KeyReasonBearKilled      = key("reason.bear-killed")
	KeyReasonMinotaurSaw     = key("reason.minotaur-saw")
	KeyReasonMinotaurTrail   = key("reason.minotaur-trail")
	KeyReasonMinotaurEats    = key("reason.minotaur-eats")
	KeyReasonRespawn         = key("reason.respawn")
	KeyReasonWeb             = key("reason.web")
	KeyReasonJelly           = key("reason.jelly")
	KeyReasonPenalty         = key("reason.penalty")
	KeyReasonOutPenalties    = key("reason.out-penalties")
	KeyReasonNutTrap         = key("reason.nut-trap")
	KeyReasonBall            = key("reason.ball")
	KeyReasonGalosh          = key("reason.galosh")
	KeyReasonGaloshSaved     = key("reason.galosh-saved")
	KeyReasonLooted          = key("reason.looted")
	KeyReasonRubberRoom      = key("reason.rubber-room")
	KeyReasonKnife           = key("reason.knife")
	KeyReasonGhostWalks      = key("reason.ghost-walks")
	KeyReasonMinedTreasure   = key("reason.mined-treasure")
	KeyReasonNoStopInRiver   = key("reason.no-stop-in-river")
	KeyReasonNutNothing      = key("reason.nut-nothing")
	KeyReasonPirate          = key("reason.pirate")
	KeyReasonGivi            = key("reason.givi")
	KeyReasonCow             = key("reason.cow")
	KeyReasonMirror          = key("reason.mirror")
	KeyReasonCache           = key("reason.cache")
	KeyReasonGaloshOffer     = key("reason.galosh-offer")
	KeyReasonNoGalosh        = key("reason.no-galosh")
)

// catalogue holds every sentence. The host says «ты» (source text 001: «Иди»,
// «Ты победил»); English is what a player of the game would write: «Прошёл»
// is "You get through", never "passed" (a skipped turn to a board gamer).
var catalogue = map[Key]entry{
	KeyAnnounce:           {"Лабиринт {rows}×{cols}", "", "The maze is {rows}×{cols}"},
	KeyAnnounceZone:       {"Зона {rows}×{cols}", "", "The zone is {rows}×{cols}"},
	KeyAnnounceWith:       {"{size}: {list}.", "", "{size}, with {list}."},
	KeyAnnounceFloors:     {"{n}", "", "{n}"},
	KeyAnnounceHoles:      {"{n}", "", "{n}"},
	KeyAnnounceRiver:      {"река длиной в {n}", "", "a river {n} long"},
	KeyAnnounceTreasures:  {"{n}", "", "{n}"},
	KeyStartHere:          {"Ты на начальной клетке.", "", "You start here."},
	KeyStartCell:          {"Начальная клетка: {cell}.", "", "Your start cell: {cell}."},
	KeyStartEmpty:         {"Начальная клетка: пустая.", "", "Your start cell: empty."},
	KeyStartOn:            {"Ты начинаешь на клетке: {cell}.", "", "You start on {cell}."},
	KeyGo:                 {"Иди {dir}.", "", "You go {dir}."},
	KeyStay:               {"Стоишь на месте.", "", "You stay where you are."},
	KeyMoved:              {"Прошёл.", "Прошла.", "You get through."},
	KeyWallMagnet:         {"Стена вверху.", "", "A wall above."},
	KeyOuterWall:          {"Стена лабиринта.", "", "The outer wall."},
	KeyWallSide:           {"{where} стенка.", "", "A wall {where}."},
	KeyWall:               {"Стена.", "", "A wall."},
	KeyRiverSource:        {"Исток.", "", "The source of a river."},
	KeyRiverMouth:         {"Устье.", "", "The mouth of the river."},
	KeyPitExitNumbered:    {"Выход из ямы № {n}.", "", "The exit of pit {n}."},
	KeyCellSentence:       {"{cell}.", "", "{cell}."},
	KeyTreasureHere:       {"Клад!", "", "Treasure!"},
	KeyHole:               {"Провалился в дырку.", "Провалилась в дырку.", "You fell into a hole."},
	KeyPitSelf:            {"Провалился!", "Провалилась!", "You fell into a pit!"},
	KeyPitOther:           {"{name} провалился!", "{name} провалилась!", "{name} fell into a pit!"},
	KeyDrift:              {"Тебя несёт течением.", "", "The current carries you downstream."},
	KeyMine:               {"Подорвался на мине: пропускаешь {turns}.", "Подорвалась на мине: пропускаешь {turns}.", "You stepped on a mine: you miss {turns}."},
	KeyTrap:               {"Капкан! Пропускаешь {turns}.", "", "A trap! You miss {turns}."},
	KeySwamp:              {"Болото: теряешь {turns}.", "", "A swamp: you lose {turns}."},
	KeySwampOne:           {"Болото: теряешь ход.", "", "A swamp: you lose a turn."},
	KeyPuddle:             {"Лужа: половина боеприпасов намокла.", "", "A puddle: half your ammunition got wet."},
	KeyCrossbow:           {"Арбалет! Теперь ты хромаешь.", "", "A crossbow! From now on you limp."},
	KeyCrutch:             {"Костыль! Со следующего хода у тебя лишнее действие.", "", "A crutch! From your next turn on you get an extra action."},
	KeyLimpOther:          {"Противник захромал: у тебя лишнее действие.", "", "Your opponent limps: you get an extra action."},
	KeyHealed:             {"Ты вылечен.", "Ты вылечена.", "You are healed."},
	KeyArsenalOther:       {"{name} нашёл арсенал!", "{name} нашла арсенал!", "{name} has found an arsenal!"},
	KeyArsenalAsk:         {"Арсенал! Берёшь или оставляешь?", "", "An arsenal! Will you take it or leave it?"},
	KeyArsenal:            {"Арсенал!", "", "An arsenal!"},
	KeyRefill:             {"Снаряжение пополнено.", "", "Your kit is refilled."},
	KeyArsenalTaken:       {"Взял арсенал.", "Взяла арсенал.", "You took the arsenal."},
	KeyArsenalTakenOther:  {"{name} взял арсенал.", "{name} взяла арсенал.", "{name} took the arsenal."},
	KeyArsenalLeft:        {"Оставил арсенал.", "Оставила арсенал.", "You left the arsenal where it is."},
	KeyArsenalLeftOther:   {"{name} оставил арсенал.", "{name} оставила арсенал.", "{name} left the arsenal where it is."},
	KeyBlown:              {"Стена взорвана.", "", "The wall is blown up."},
	KeyBlastNoWall:        {"Стены там не было.", "", "There was no wall there."},
	KeyBlastHeld:          {"Стена устояла, граната потрачена.", "", "The wall held; the grenade is spent."},
	KeyBlownPassed:        {"Прошёл через взорванную стену.", "Прошла через взорванную стену.", "You get through the blown-up wall."},
	KeyBrick:              {"Стена поставлена.", "", "A new wall stands there."},
	KeyMiss:               {"Промах.", "", "Missed."},
	KeyKilledSelf:         {"Ты убит.", "Ты убита.", "You have been killed."},
	KeyWoundedSelf:        {"Ты ранен.", "Ты ранена.", "You have been wounded."},
	KeyKilledOther:        {"{name} убит.", "{name} убита.", "{name} has been killed."},
	KeyWoundedOther:       {"{name} ранен.", "{name} ранена.", "{name} has been wounded."},
	KeyDroppedSelf:        {"Ты выронил клад.", "Ты выронила клад.", "You dropped the treasure."},
	KeyTook:               {"Взял клад.", "Взяла клад.", "You picked up the treasure."},
	KeyDrop:               {"Бросил клад.", "Бросила клад.", "You put the treasure down."},
	KeySwap:               {"Обменял клад.", "Обменяла клад.", "You swapped treasures."},
	KeyMineLaid:           {"Оставил мину.", "Оставила мину.", "You laid a mine."},
	KeySit:                {"Сидишь уже {turns} подряд.", "", "You have sat {turns} in a row."},
	KeyJump:               {"Прыгнул через стену.", "Прыгнула через стену.", "You jumped over the wall."},
	KeyKickedSelf:         {"Тебя ударили ногами: пропускаешь ход.", "", "You were kicked: you miss a turn."},
	KeyKickHit:            {"Попал.", "Попала.", "A hit."},
	KeyBrokeLegs:          {"Сломал ноги: пропускаешь ход.", "Сломала ноги: пропускаешь ход.", "You broke your legs: you miss a turn."},
	KeySkip:               {"Пропускаешь ход{left}.", "", "You miss this turn{left}."},
	KeyMissedRound:        {"Ты пропустил ход {rounds}{cause}.", "Ты пропустила ход {rounds}{cause}.", "You missed round {rounds}{cause}."},
	KeyMissedRounds:       {"Ты пропустил ходы {rounds}{cause}.", "Ты пропустила ходы {rounds}{cause}.", "You missed rounds {rounds}{cause}."},
	KeyMissedTurns:        {"Ты пропустил {turns}{cause}.", "Ты пропустила {turns}{cause}.", "You missed {turns}{cause}."},
	KeyMissedMore:         {"Пропустишь ещё {turns}.", "", "You will miss {turns} more."},
	KeyOutRound:           {"Ты был вне игры в ход {rounds}.", "Ты была вне игры в ход {rounds}.", "You were out of play in round {rounds}."},
	KeyOutRounds:          {"Ты был вне игры в ходы {rounds}.", "Ты была вне игры в ходы {rounds}.", "You were out of play in rounds {rounds}."},
	KeyOutTurns:           {"Ты был вне игры {turns}.", "Ты была вне игры {turns}.", "You were out of play for {turns}."},
	KeyOutMore:            {"Вне игры ещё {turns}.", "", "You stay out {turns} more."},
	KeyCauseTrap:          {"капкан", "", "the trap"},
	KeyCauseMine:          {"мина", "", "the mine"},
	KeyCauseSwamp:         {"болото", "", "the swamp"},
	KeyCauseKicked:        {"тебя побили ногами", "", "you were kicked"},
	KeyCauseBrokeLegs:     {"сломанные ноги", "", "broken legs"},
	KeyCauseWeb:           {"паутина", "", "the web"},
	KeyCauseJelly:         {"ведьмин студень", "", "witch's jelly"},
	KeySkipRound:          {"Пропускаешь ход {n}{left}.", "", "You miss round {n}{left}."},
	KeyOutTurnRound:       {"Ты выбыл: пропускаешь ход {n}{left}.", "Ты выбыла: пропускаешь ход {n}{left}.", "You are out of play: you miss round {n}{left}."},
	KeySkipOwn:            {"Пропускаешь ход.", "", "You skip this turn."},
	KeyOutTurn:            {"Ты выбыл: пропускаешь ход{left}.", "Ты выбыла: пропускаешь ход{left}.", "You are out of play: you miss this turn{left}."},
	KeyBack:               {"Ты снова в игре.", "", "You are back in play."},
	KeyBackMorgue:         {"Ты снова в игре, в морге.", "", "You are back in play, in the morgue."},
	KeyLeft:               {"Ты вышел из лабиринта.", "Ты вышла из лабиринта.", "You walked out of the maze."},
	KeyCannotLeave:        {"Выход. Без клада выйти нельзя.", "", "An exit. You cannot leave without a treasure."},
	KeyLeftFalseSchool:    {"Вышел с ложным кладом. Иди обратно.", "Вышла с ложным кладом. Иди обратно.", "You came out with a false treasure. Go back in."},
	KeyLeftFalseVMK:       {"Иди. Ложный клад.", "", "Go on. A false treasure."},
	KeyLeftFalse:          {"Ложный клад.", "", "A false treasure."},
	KeyLeftTrueSchool:     {"Игра окончена. Ты победил.", "Игра окончена. Ты победила.", "The game is over. You won."},
	KeyLeftTrueVMK:        {"Иди. Истинный клад.", "", "Go on. The true treasure."},
	KeyLeftTrue:           {"Истинный клад!", "", "The true treasure!"},
	KeyWonSelf:            {"Ты победил!", "Ты победила!", "You won!"},
	KeyWonOther:           {"Игра окончена: победил {name}.", "Игра окончена: победила {name}.", "The game is over: {name} won."},
	KeyStairsUp:           {"Поднялся по лестнице.", "Поднялась по лестнице.", "You went up the stairs."},
	KeyStairsDown:         {"Спустился по лестнице.", "Спустилась по лестнице.", "You went down the stairs."},
	KeyEyes:               {"Видны глаза: {where}.", "", "You see eyes {where}."},
	KeyNutTrap:            {"Гайка: {what} через {cells}.", "", "The nut: {what} {cells} away."},
	KeyNutTrapSquare:      {"Гайка: {what} в квадрате {cell}.", "", "The nut: {what} in square {cell}."},
	KeyPenaltyN:           {"Ловушка! Штрафное очко (всего {n}), возвращаешься на прошлую стоянку.", "", "A trap! A penalty point ({n} in all), and back to your last stop."},
	KeyNothingNew:         {"Ничего нового.", "", "Nothing to report."},
	KeyFeatures:           {"Особенности: {list}.", "", "Special features: {list}."},
	KeyFeatureRubber:      {"резиновые стены", "", "rubber walls"},
	KeyFeatureRoom:        {"резиновая комната", "", "a rubber room"},
	KeyFeatureOneWay:      {"полупрозрачные стены", "", "one-way walls"},
	KeyFeatureHoleSets:    {"наборов дырок: {n}", "", "{n} sets of holes"},
	KeyFeatureRivers:      {"рек: {n} (длины {lengths})", "", "{n} rivers (lengths {lengths})"},
	KeyListAnd:            {"{list} и {last}", "", "{list} and {last}"},
	KeyRubberRoom:         {"Ты был в резиновой комнате.", "Ты была в резиновой комнате.", "You were in a rubber room."},
	KeyOneWayPassed:       {"Это была полупрозрачная стена.", "", "That was a one-way wall."},
	KeyStartWalls:         {"Стены {sides}.", "", "Walls {sides}."},
	KeyStartWall:          {"{sides} стена.", "", "A wall {sides}."},
	KeyStartWallOuter:     {"{side} (стена лабиринта)", "", "{side} (the outer wall)"},
	KeyStartWallOuterOnly: {"{side} стена лабиринта.", "", "The outer wall {side}."},
	KeyStartNoWalls:       {"Стен вокруг нет.", "", "No walls around you."},
	KeyStartPitExit:       {"Начальная клетка: выход из ямы № {n}.", "", "Your start cell: the exit of pit {n}."},
	KeyPitNumbered:        {"Провалился в яму № {n}.", "Провалилась в яму № {n}.", "You fell into pit {n}."},
	KeyBoomerangGot:       {"Взял бумеранг.", "Взяла бумеранг.", "You took a boomerang."},
	KeyBoomerangBack:      {"Бумеранг вернулся.", "", "The boomerang came back."},
	KeyBoomerangBroke:     {"Бумеранг ударился о стену и сломался.", "", "The boomerang hit a wall and broke."},
	KeyTookOther:          {"{name} взял клад.", "{name} взяла клад.", "{name} picked up a treasure."},
	KeySwapOther:          {"{name} обменял клад.", "{name} обменяла клад.", "{name} swapped treasures."},
	KeyTurnsLeft:          {" (ещё {turns})", "", " ({turns} still to sit out)"},
	KeyTurnsLast:          {" (последний)", "", " (the last one)"},
	KeyCampBeforeSwamp:    {"Шагов не хватает: стоянка перед болотом.", "", "Not enough steps for the swamp: you camp before it."},
	KeyCampBeforeFord:     {"Шагов не хватает: стоянка перед бродом.", "", "Not enough steps for the ford: you camp before it."},
	KeyCampBeforeClimb:    {"Шагов не хватает: стоянка перед подъёмом.", "", "Not enough steps for the climb: you camp before it."},
	KeyBearWoundedOther:   {"{name} ранен медведем.", "{name} ранена медведем.", "The bear wounded {name}."},

	KeyWhereNorth: {"наверху", "", "above"},
	KeyWhereEast:  {"справа", "", "to the right"},
	KeyWhereSouth: {"внизу", "", "below"},
	KeyWhereWest:  {"слева", "", "to the left"},
	KeyWhereUp:    {"этажом выше", "", "on the floor above"},
	KeyWhereDown:  {"этажом ниже", "", "on the floor below"},
	KeyToNorth:    {"наверх", "", "up"},
	KeyToEast:     {"направо", "", "right"},
	KeyToSouth:    {"вниз", "", "down"},
	KeyToWest:     {"налево", "", "left"},
	KeyToUp:       {"на этаж вверх", "", "upstairs"},
	KeyToDown:     {"на этаж вниз", "", "downstairs"},

	KeyCellEmpty:        {"пусто", "", "empty"},
	KeyCellHospital:     {"госпиталь", "", "a hospital"},
	KeyCellHospitalMIET: {"лечебница", "", "a hospital"},
	KeyCellArsenal:      {"арсенал", "", "an arsenal"},
	KeyCellMorgue:       {"морг", "", "the morgue"},
	KeyCellStairs:       {"лестница", "", "stairs"},
	KeyCellDen:          {"берлога", "", "a den"},
	KeyCellCrossing:     {"перекрёсток", "", "a crossing"},
	KeyCellEntrance:     {"вход", "", "an entrance"},
	KeyCellInstitute:    {"институт", "", "the institute"},
	KeyCellSwamp:        {"болото", "", "a swamp"},
	KeyCellRiver:        {"река", "", "a river"},
	KeyCellHole:         {"дырка", "", "a hole"},
	KeyCellPitExit:      {"выход из ямы", "", "a pit exit"},
	KeyCellMine:         {"мина", "", "a mine"},
	KeyCellTrap:         {"капкан", "", "a trap"},
	KeyCellPit:          {"яма", "", "a pit"},

	KeyRegionWeb:         {"паутина", "", "a web"},
	KeyRegionJelly:       {"ведьмин студень", "", "witch's jelly"},
	KeyRegionCabbage:     {"чёртова капуста", "", "devil's cabbage"},
	KeyRegionBaldSpot:    {"комариная плешь", "", "a mosquito bald spot"},
	KeyRegionMeatGrinder: {"мясорубка", "", "a meat grinder"},

	KeyReasonGameOver:        {"Игра окончена.", "", "The game is over."},
	KeyReasonNotYourTurn:     {"Сейчас не твой ход.", "", "It is not your turn."},
	KeyReasonEmptyTurn:       {"В ходе нет ни одного действия.", "", "Your turn has no action in it."},
	KeyReasonTooMany:         {"Столько действий за один ход нельзя.", "", "That is more actions than one turn allows."},
	KeyReasonMoveNotLast:     {"Перемещение должно быть последним действием хода.", "", "The move must be the last action of a turn."},
	KeyReasonNoGrenades:      {"Гранат больше нет.", "", "You have no grenades left."},
	KeyReasonNoBullets:       {"Патронов больше нет.", "", "You have no bullets left."},
	KeyReasonNoBricks:        {"Кирпичей больше нет.", "", "You have no bricks left."},
	KeyReasonNoCement:        {"Цемента нет.", "", "You have no cement."},
	KeyReasonNoMines:         {"Мин нет.", "", "You have no mines."},
	KeyReasonNoBoomerang:     {"Бумеранга нет.", "", "You have no boomerang."},
	KeyReasonWounded:         {"Ты ранен: оружием пользоваться нельзя.", "Ты ранена: оружием пользоваться нельзя.", "You are wounded: you cannot use a weapon."},
	KeyReasonWoundedTreasure: {"Ты ранен: клад взять нельзя.", "Ты ранена: клад взять нельзя.", "You are wounded: you cannot pick up a treasure."},
	KeyReasonGhost:           {"Привидение не носит ни оружия, ни кладов.", "", "A ghost carries no weapons and no treasure."},
	KeyReasonNotAllowed:      {"По этим правилам так нельзя.", "", "These rules have no such order."},
	KeyReasonNotPlaced:       {"Сначала назови клетку, с которой начинаешь.", "", "Name your start cell first."},
	KeyReasonPlaced:          {"Начальная клетка уже выбрана.", "", "Your start cell is already chosen."},
	KeyReasonBadStart:        {"С этой клетки начинать нельзя.", "", "You cannot start on that cell."},
	KeyReasonNotCarrying:     {"У тебя нет клада.", "", "You carry no treasure."},
	KeyReasonNoDrop:          {"Клад нельзя бросить, только обменять на другой.", "", "A treasure cannot be dropped, only swapped for another."},
	KeyReasonNotSatEnough:    {"Чтобы прыгнуть, надо отсидеть положенные ходы.", "", "You must sit the agreed turns before you jump."},
	KeyReasonNoArsenal:       {"Здесь нет арсенала.", "", "There is no arsenal here."},
	KeyReasonBadDir:          {"Так пойти нельзя.", "", "You cannot go that way here."},
	KeyReasonNoStairs:        {"Здесь нет лестницы.", "", "There are no stairs here."},
	KeyReasonAlreadyWall:     {"Там уже стена.", "", "There is a wall there already."},
	KeyReasonNothingToLoot:   {"Обирать некого.", "", "There is nobody here to loot."},
	KeyReasonNoNuts:          {"Гаек больше нет.", "", "You have no nuts left."},
	KeyReasonTooFar:          {"Столько шагов не выпало.", "", "You didn't roll that many steps."},
	KeyReasonDead:            {"Ты выбыл на этот ход.", "Ты выбыла на этот ход.", "You are out of play this turn."},
	KeyReasonNoWeapon:        {"Нечем ударить.", "", "You have nothing to strike with."},
	KeyReasonNoTreasure:      {"Здесь нет клада.", "", "There is no treasure here."},
	KeyReasonNotEntrance:     {"Сталкер начинает с одного из входов в зону.", "", "A stalker starts from one of the entrances of the zone."},
	KeyReasonEntranceTaken:   {"С этого входа уже начал другой сталкер.", "", "Another stalker has started from that entrance."},
	KeyReasonBearMet:         {"Медведь! Ты ранен.", "Медведь! Ты ранена.", "The bear! You have been wounded."},
	KeyReasonBearEats:        {"Тебя съел медведь.", "", "The bear ate you."},
	KeyReasonBearHit:         {"Попал в медведя.", "Попала в медведя.", "You hit the bear."},
	KeyReasonBearKilled:      {"Медведь убит.", "", "The bear is dead."},
	KeyReasonMinotaurSaw:     {"Кого-то увидел минотавр.", "", "The minotaur has seen someone."},
	KeyReasonMinotaurTrail:   {"Минотавр идёт по следу.", "", "The minotaur is on the trail."},
	KeyReasonMinotaurEats:    {"Тебя съел минотавр.", "", "The minotaur ate you."},
	KeyReasonRespawn:         {"Ты снова в лабиринте.", "", "You are back in the maze."},
	KeyReasonWeb:             {"Паутина! Пропускаешь следующий ход.", "", "A web! You miss your next turn."},
	KeyReasonJelly:           {"Ведьмин студень! Пропускаешь ход и возвращаешься на прошлую стоянку.", "", "Witch's jelly! You miss a turn and go back to your last stop."},
	KeyReasonPenalty:         {"Ловушка! Штрафное очко, возвращаешься на прошлую стоянку.", "", "A trap! A penalty point, and back to your last stop."},
	KeyReasonOutPenalties:    {"Ловушка! Третье штрафное очко: ты выбыл.", "Ловушка! Третье штрафное очко: ты выбыла.", "A trap! A third penalty point: you are out."},
	KeyPenaltyOutN:           {"Ловушка! Штрафное очко (всего {n}): ты выбыл.", "Ловушка! Штрафное очко (всего {n}): ты выбыла.", "A trap! A penalty point ({n} in all): you are out."},
	KeyGaloshOut:             {"Ловушка! Галоша от неё не спасает: ты выбыл.", "Ловушка! Галоша от неё не спасает: ты выбыла.", "A trap! The galosh does not save you from it: you are out."},
	KeyReasonNutTrap:         {"Гайка нашла ловушку.", "", "The nut found a trap."},
	KeyReasonBall:            {"Золотой шар!", "", "The golden ball!"},
	KeyReasonGalosh:          {"Ты получил галошу.", "Ты получила галошу.", "You got a galosh."},
	KeyReasonGaloshSaved:     {"Галоша спасла тебя от чёртовой капусты.", "", "The galosh saved you from the devil's cabbage."},
	KeyReasonLooted:          {"Ты обобрал тело.", "Ты обобрала тело.", "You looted the body."},
	KeyReasonRubberRoom:      {"Там была резиновая стена.", "", "That was a rubber wall."},
	KeyReasonKnife:           {"Ты вернулся в игру с ножом.", "Ты вернулась в игру с ножом.", "You are back in play, with a knife."},
	KeyReasonGhostWalks:      {"Теперь ты бродишь привидением до лечебницы.", "", "You now walk as a ghost until you reach a hospital."},
	KeyReasonMinedTreasure:   {"Клад был заминирован!", "", "The treasure was mined!"},
	KeyReasonNoStopInRiver:   {"В реке останавливаться нельзя.", "", "You cannot stop in the river."},
	KeyReasonNutNothing:      {"Гайка ничего не нашла.", "", "The nut found nothing."},
	KeyReasonPirate:          {"Пират отнял у тебя клад.", "", "The pirate took your treasure."},
	KeyReasonGivi:            {"Тебя увидел Гиви и выгнал из лабиринта.", "", "Givi saw you and threw you out of the maze."},
	KeyReasonCow:             {"Му-у! Ты попал в корову.", "Му-у! Ты попала в корову.", "Moo! You hit the cow."},
	KeyReasonMirror:          {"Дзынь! Пуля отразилась от зеркала.", "", "Ping! The bullet bounced off a mirror."},
	KeyReasonGaloshOffer:     {"Тебе предлагают галошу («беру галошу»): с ней не страшна чёртова капуста, но первая же другая ловушка второго рода выведет тебя из игры.", "", "You are offered a galosh (\"take the galosh\"): with it the devil's cabbage cannot harm you, but the first other trap of the second kind puts you out."},
	KeyReasonNoGalosh:        {"Галошу дают только в институте.", "", "Galoshes are given only at the institute."},
	KeyReasonCache:           {"Здесь лежало чьё-то оружие: ты его подобрал.", "Здесь лежало чьё-то оружие: ты его подобрала.", "Someone's weapons lay here: you picked them up."},
}

// oneTurnKeys say a held-for-turns event (turnsEvents) whose count is 1
// without the number: «Болото: теряешь ход.», not «теряешь 1 ход».
var oneTurnKeys = map[Key]Key{KeySwamp: KeySwampOne}
