package narrate

// The rule card of a paper kit (printouts): a sentence for every option of
// the rules in force, the orders a player gives and the host's answers.
// Printouts looks an option's sentence up at run time as "kit.rule." +
// the option's key, or + key=value for an enum or a special value
// (rules.Keys); an option with no sentence is printed from its doc tag.
// The card speaks of «игрок» and «каждый», not «ты»: it lies on the table
// for everyone.
//
// A sentence with a number says it with its noun (Counted): {n} is the
// number, {grenade} «3 гранаты», {grenade.gen} «больше 3 гранат».

// Nouns the rule cards count. A ".gen" noun is the genitive that follows
// «больше» or «до» («больше 1 гранаты», «больше 2 гранат», «до 5 раз»);
// English has no such case and repeats the plain forms.
const (
	NounGrenade      Noun = "grenade"
	NounGrenadeGen   Noun = "grenade.gen"
	NounBullet       Noun = "bullet"
	NounBulletGen    Noun = "bullet.gen"
	NounBrick        Noun = "brick"
	NounBrickGen     Noun = "brick.gen"
	NounCementBag    Noun = "cement-bag"
	NounCementBagGen Noun = "cement-bag.gen"
	NounMine         Noun = "mine"
	NounMineGen      Noun = "mine.gen"
	NounDagger       Noun = "dagger"
	NounDaggerGen    Noun = "dagger.gen"
	NounNut          Noun = "nut"
	NounPenaltyPoint Noun = "penalty-point"
	NounTimeGen      Noun = "time.gen" // «до 2 раз за ход»
)

var ruleNouns = map[Noun]nounForms{
	NounGrenade:      {"граната", "гранаты", "гранат", "grenade", "grenades"},
	NounGrenadeGen:   {"гранаты", "гранат", "гранат", "grenade", "grenades"},
	NounBullet:       {"патрон", "патрона", "патронов", "bullet", "bullets"},
	NounBulletGen:    {"патрона", "патронов", "патронов", "bullet", "bullets"},
	NounBrick:        {"кирпич", "кирпича", "кирпичей", "brick", "bricks"},
	NounBrickGen:     {"кирпича", "кирпичей", "кирпичей", "brick", "bricks"},
	NounCementBag:    {"мешок цемента", "мешка цемента", "мешков цемента", "bag of cement", "bags of cement"},
	NounCementBagGen: {"мешка цемента", "мешков цемента", "мешков цемента", "bag of cement", "bags of cement"},
	NounMine:         {"мина", "мины", "мин", "mine", "mines"},
	NounMineGen:      {"мины", "мин", "мин", "mine", "mines"},
	NounDagger:       {"кинжал", "кинжала", "кинжалов", "dagger", "daggers"},
	NounDaggerGen:    {"кинжала", "кинжалов", "кинжалов", "dagger", "daggers"},
	NounNut:          {"гайка", "гайки", "гаек", "nut", "nuts"},
	NounPenaltyPoint: {"штрафное очко", "штрафных очка", "штрафных очков", "penalty point", "penalty points"},
	NounTimeGen:      {"раза", "раз", "раз", "time", "times"},
}

// The options' sentences.
var (
	KeyKitRuleStartChoose                = key("kit.rule.start=choose")
	KeyKitRuleStartHost                  = key("kit.rule.start=host")
	KeyKitRuleTurnSingle                 = key("kit.rule.turn=single") // vars actions: the game's actions (KeyKitAction…), joined with «или»
	KeyKitActionMove                     = key("kit.action.move")
	KeyKitActionBlast                    = key("kit.action.blast")
	KeyKitActionShot                     = key("kit.action.shot")
	KeyKitActionStab                     = key("kit.action.stab")
	KeyKitActionSkip                     = key("kit.action.skip")
	KeyKitRuleTurnCompound               = key("kit.rule.turn=compound")
	KeyKitRuleTurnDice                   = key("kit.rule.turn=dice")
	KeyKitRuleMoveBumps0                 = key("kit.rule.move.bumps=0")
	KeyKitRuleMoveBumps1                 = key("kit.rule.move.bumps=1")
	KeyKitRuleMoveBumps                  = key("kit.rule.move.bumps")
	KeyKitRuleKitGrenades                = key("kit.rule.kit.grenades")
	KeyKitRuleKitBullets                 = key("kit.rule.kit.bullets")
	KeyKitRuleKitBricks                  = key("kit.rule.kit.bricks")
	KeyKitRuleKitCement                  = key("kit.rule.kit.cement")
	KeyKitRuleKitMines                   = key("kit.rule.kit.mines")
	KeyKitRuleLimitGrenades              = key("kit.rule.limit.grenades")
	KeyKitRuleLimitBullets               = key("kit.rule.limit.bullets")
	KeyKitRuleLimitBricks                = key("kit.rule.limit.bricks")
	KeyKitRuleLimitCement                = key("kit.rule.limit.cement")
	KeyKitRuleLimitMines                 = key("kit.rule.limit.mines")
	KeyKitRuleArsenalRefillFull          = key("kit.rule.arsenal.refill=full")
	KeyKitRuleArsenalRefillPlusOne       = key("kit.rule.arsenal.refill=plus-one")
	KeyKitRuleArsenalRefillStock         = key("kit.rule.arsenal.refill=stock")
	KeyKitRuleArsenalTakeRemoves         = key("kit.rule.arsenal.take-removes")
	KeyKitRuleArsenalAnnounce            = key("kit.rule.arsenal.announce")
	KeyKitRuleBlastOuter                 = key("kit.rule.blast.outer")
	KeyKitRuleBlastOuterNo               = key("kit.rule.blast.outer=no")
	KeyKitRuleBlastModeMove              = key("kit.rule.blast.mode=move")
	KeyKitRuleBlastModeAction            = key("kit.rule.blast.mode=action")
	KeyKitRuleBlastModeAfterBump         = key("kit.rule.blast.mode=after-bump")
	KeyKitRuleBlastKills                 = key("kit.rule.blast.kills")
	KeyKitRuleBlastNoWallSpends          = key("kit.rule.blast.no-wall-spends")
	KeyKitRuleBricks                     = key("kit.rule.bricks")
	KeyKitRuleCement                     = key("kit.rule.cement")
	KeyKitRuleTellOuterWall              = key("kit.rule.tell.outer-wall")
	KeyKitRuleTellBlownWall              = key("kit.rule.tell.blown-wall")
	KeyKitRuleTellWounds                 = key("kit.rule.tell.wounds")
	KeyKitRuleTellPit                    = key("kit.rule.tell.pit")
	KeyKitRuleTellTreasureWhenCarrying   = key("kit.rule.tell.treasure-when-carrying")
	KeyKitRuleTellTreasureWhenCarryingNo = key("kit.rule.tell.treasure-when-carrying=no")
	KeyKitRuleTellExitEmpty              = key("kit.rule.tell.exit-empty")
	KeyKitRuleTellExitEmptyNo            = key("kit.rule.tell.exit-empty=no")
	KeyKitRuleTellFeatures               = key("kit.rule.tell.features")
	KeyKitRuleTellStartWalls             = key("kit.rule.tell.start-walls")
	KeyKitRuleTellPitNumber              = key("kit.rule.tell.pit-number")
	KeyKitRuleTellTake                   = key("kit.rule.tell.take")
	KeyKitRuleTreasureAutoTake           = key("kit.rule.treasure.auto-take")
	KeyKitRuleDaggerStock                = key("kit.rule.dagger.stock")
	KeyKitRuleKitDaggers                 = key("kit.rule.kit.daggers")
	KeyKitRuleLimitDaggers               = key("kit.rule.limit.daggers")
	KeyKitRuleRubberFixedExit            = key("kit.rule.rubber.fixed-exit")
	KeyKitRulePitSharedCount             = key("kit.rule.pit.shared-count")
	KeyKitRuleShotLine                   = key("kit.rule.shot=line")
	KeyKitRuleShotCell                   = key("kit.rule.shot=cell")
	KeyKitRuleWoundWounded               = key("kit.rule.wound=wounded")
	KeyKitRuleWoundKilled                = key("kit.rule.wound=killed")
	KeyKitRuleWoundMorgue                = key("kit.rule.wound=morgue")
	KeyKitRuleWoundGhost                 = key("kit.rule.wound=ghost")
	KeyKitRuleWoundRespawn               = key("kit.rule.wound=respawn")
	KeyKitRuleWoundTurns                 = key("kit.rule.wound.turns")
	KeyKitRuleDagger                     = key("kit.rule.dagger")
	KeyKitRuleKick                       = key("kit.rule.kick")
	KeyKitRuleBoomerangRange             = key("kit.rule.boomerang.range")
	KeyKitRuleBoomerangCarried           = key("kit.rule.boomerang.carried")
	KeyKitRuleLoot                       = key("kit.rule.loot")
	KeyKitRuleMineSkip                   = key("kit.rule.mine.skip")
	KeyKitRuleMineCarry                  = key("kit.rule.mine.carry")
	KeyKitRuleTrapSkip                   = key("kit.rule.trap.skip")
	KeyKitRuleSwampSkip                  = key("kit.rule.swamp.skip")
	KeyKitRuleSwampSkip1                 = key("kit.rule.swamp.skip=1")
	KeyKitRulePuddle                     = key("kit.rule.puddle")
	KeyKitRuleJumpSit                    = key("kit.rule.jump.sit")
	KeyKitRuleHoleBumpAdvances           = key("kit.rule.hole.bump-advances")
	KeyKitRuleHospitalRandom             = key("kit.rule.hospital.random")
	KeyKitRuleRiverDrift0                = key("kit.rule.river.drift=0")
	KeyKitRuleRiverDrift                 = key("kit.rule.river.drift")
	KeyKitRuleRiverFlowAny               = key("kit.rule.river.flow=any")
	KeyKitRuleRiverFlowSouthEast         = key("kit.rule.river.flow=south-east")
	KeyKitRuleRiverStraight              = key("kit.rule.river.straight")
	KeyKitRuleRiverTouch                 = key("kit.rule.river.touch")
	KeyKitRuleRiverSteepBanks            = key("kit.rule.river.steep-banks")
	KeyKitRuleWinOne                     = key("kit.rule.win=one")
	KeyKitRuleWinAll                     = key("kit.rule.win=all")
	KeyKitRuleTreasureLastIsTrue         = key("kit.rule.treasure.last-is-true")
	KeyKitRuleLeaveWithoutTreasure       = key("kit.rule.leave.without-treasure")
	KeyKitRuleLeaveWithoutTreasureNo     = key("kit.rule.leave.without-treasure=no")
	KeyKitRuleReentrySame                = key("kit.rule.reentry=same")
	KeyKitRuleReentryAny                 = key("kit.rule.reentry=any")
	KeyKitRuleTreasureDrop               = key("kit.rule.treasure.drop")
	KeyKitRuleTreasureDropNo             = key("kit.rule.treasure.drop=no")
	KeyKitRuleDuelItems                  = key("kit.rule.duel.items")
	KeyKitRuleDuelItemsCancel            = key("kit.rule.duel.items-cancel=yes")
	KeyKitRuleDuelItemsAdd               = key("kit.rule.duel.items-cancel=no")
	KeyKitRuleBearTrack                  = key("kit.rule.bear=track")
	KeyKitRuleBearMimic                  = key("kit.rule.bear=mimic")
	KeyKitRuleBearKillable               = key("kit.rule.bear=killable")
	KeyKitRuleMinotaur                   = key("kit.rule.minotaur")
	KeyKitRuleStalkerNuts                = key("kit.rule.stalker.nuts")
	KeyKitRuleStalkerTerrain             = key("kit.rule.stalker.terrain")
	KeyKitRuleStalkerStart               = key("kit.stalker.start")
	// The Stalker card's table of traps (S5–S7).
	KeyKitCardStalkerTraps     = key("kit.card.stalker.traps")
	KeyKitCardColTrap          = key("kit.card.col.trap")
	KeyKitCardColDoes          = key("kit.card.col.does")
	KeyKitCardColNut           = key("kit.card.col.nut")
	KeyKitCardTrapWeb          = key("kit.card.trap.web")
	KeyKitCardTrapWebDoes      = key("kit.card.trap.web.does")
	KeyKitCardTrapWebNut       = key("kit.card.trap.web.nut")
	KeyKitCardTrapJelly        = key("kit.card.trap.jelly")
	KeyKitCardTrapJellyDoes    = key("kit.card.trap.jelly.does")
	KeyKitCardTrapJellyNut     = key("kit.card.trap.jelly.nut")
	KeyKitCardTrapCabbage      = key("kit.card.trap.cabbage")
	KeyKitCardTrapCabbageDoes  = key("kit.card.trap.cabbage.does")
	KeyKitCardTrapCabbageNut   = key("kit.card.trap.cabbage.nut")
	KeyKitCardTrapBaldSpot     = key("kit.card.trap.bald-spot")
	KeyKitCardTrapBaldSpotDoes = key("kit.card.trap.bald-spot.does")
	KeyKitCardTrapBaldSpotNut  = key("kit.card.trap.bald-spot.nut")
	KeyKitCardTrapGrinder      = key("kit.card.trap.meat-grinder")
	KeyKitCardTrapGrinderDoes  = key("kit.card.trap.meat-grinder.does")
	KeyKitCardTrapGrinderNut   = key("kit.card.trap.meat-grinder.nut")
	KeyKitCardStalkerRest      = key("kit.card.stalker.rest")
	KeyKitRuleStalkerPenalties = key("kit.rule.stalker.penalties")
	KeyKitRuleStalkerGalosh    = key("kit.rule.stalker.galosh")
)

// The orders' table: an action, and how a player says it (".say").
var (
	KeyKitOrderMove           = key("kit.order.move")
	KeyKitOrderMoveSay        = key("kit.order.move.say")
	KeyKitOrderStairs         = key("kit.order.stairs")
	KeyKitOrderStairsSay      = key("kit.order.stairs.say")
	KeyKitOrderBlast          = key("kit.order.blast")
	KeyKitOrderBlastSay       = key("kit.order.blast.say")
	KeyKitOrderShoot          = key("kit.order.shoot")
	KeyKitOrderShootSay       = key("kit.order.shoot.say")
	KeyKitOrderShootCell      = key("kit.order.shoot.cell")
	KeyKitOrderShootCellSay   = key("kit.order.shoot.cell.say")
	KeyKitOrderDagger         = key("kit.order.dagger")
	KeyKitOrderDaggerSay      = key("kit.order.dagger.say")
	KeyKitOrderKick           = key("kit.order.kick")
	KeyKitOrderKickSay        = key("kit.order.kick.say")
	KeyKitOrderBrick          = key("kit.order.brick")
	KeyKitOrderBrickSay       = key("kit.order.brick.say")
	KeyKitOrderCement         = key("kit.order.cement")
	KeyKitOrderCementSay      = key("kit.order.cement.say")
	KeyKitOrderBoomerang      = key("kit.order.boomerang")
	KeyKitOrderBoomerangSay   = key("kit.order.boomerang.say")
	KeyKitOrderMine           = key("kit.order.mine")
	KeyKitOrderMineSay        = key("kit.order.mine.say")
	KeyKitOrderSit            = key("kit.order.sit")
	KeyKitOrderSitSay         = key("kit.order.sit.say")
	KeyKitOrderJump           = key("kit.order.jump")
	KeyKitOrderJumpSay        = key("kit.order.jump.say")
	KeyKitOrderTake           = key("kit.order.take")
	KeyKitOrderTakeSay        = key("kit.order.take.say")
	KeyKitOrderDrop           = key("kit.order.drop")
	KeyKitOrderDropSay        = key("kit.order.drop.say")
	KeyKitOrderSwap           = key("kit.order.swap")
	KeyKitOrderSwapSay        = key("kit.order.swap.say")
	KeyKitOrderArsenal        = key("kit.order.arsenal")
	KeyKitOrderArsenalSay     = key("kit.order.arsenal.say")
	KeyKitOrderLoot           = key("kit.order.loot")
	KeyKitOrderLootSay        = key("kit.order.loot.say")
	KeyKitOrderSkip           = key("kit.order.skip")
	KeyKitOrderSkipSay        = key("kit.order.skip.say")
	KeyKitOrderStalkerMove    = key("kit.order.stalker.move")
	KeyKitOrderStalkerMoveSay = key("kit.order.stalker.move.say")
	KeyKitOrderStalkerNut     = key("kit.order.stalker.nut")
	KeyKitOrderStalkerNutSay  = key("kit.order.stalker.nut.say")
)

// The answers' table: when, and what the host says (".says"). {said} is
// the host's own sentence from the catalogue (printouts.answerSaid), so
// that the card quotes what the host of a game says.
var (
	KeyKitAnswerWall              = key("kit.answer.wall")
	KeyKitAnswerWallSays          = key("kit.answer.wall.says")
	KeyKitAnswerOuter             = key("kit.answer.outer")
	KeyKitAnswerOuterSays         = key("kit.answer.outer.says")
	KeyKitAnswerGo                = key("kit.answer.go")
	KeyKitAnswerGoSays            = key("kit.answer.go.says")
	KeyKitAnswerHole              = key("kit.answer.hole")
	KeyKitAnswerHoleSays          = key("kit.answer.hole.says")
	KeyKitAnswerPit               = key("kit.answer.pit")
	KeyKitAnswerPitSays           = key("kit.answer.pit.says")
	KeyKitAnswerArsenal           = key("kit.answer.arsenal")
	KeyKitAnswerArsenalSays       = key("kit.answer.arsenal.says")
	KeyKitAnswerMine              = key("kit.answer.mine")
	KeyKitAnswerMineSays          = key("kit.answer.mine.says")
	KeyKitAnswerRiver             = key("kit.answer.river")
	KeyKitAnswerRiverSays         = key("kit.answer.river.says")
	KeyKitAnswerTreasure          = key("kit.answer.treasure")
	KeyKitAnswerTreasureSays      = key("kit.answer.treasure.says")
	KeyKitAnswerHit               = key("kit.answer.hit")
	KeyKitAnswerHitSays           = key("kit.answer.hit.says")
	KeyKitAnswerMiss              = key("kit.answer.miss")
	KeyKitAnswerMissSays          = key("kit.answer.miss.says")
	KeyKitAnswerLeave             = key("kit.answer.leave")
	KeyKitAnswerCannotLeave       = key("kit.answer.cannot-leave")
	KeyKitAnswerCannotLeaveSays   = key("kit.answer.cannot-leave.says")
	KeyKitAnswerLeaveSays         = key("kit.answer.leave.says")
	KeyKitAnswerWin               = key("kit.answer.win")
	KeyKitAnswerWinSays           = key("kit.answer.win.says")
	KeyKitAnswerPitExit           = key("kit.answer.pit-exit")
	KeyKitAnswerPitExitSays       = key("kit.answer.pit-exit.says")
	KeyKitAnswerTrapCell          = key("kit.answer.trap-cell")
	KeyKitAnswerTrapCellSays      = key("kit.answer.trap-cell.says")
	KeyKitAnswerCrossbow          = key("kit.answer.crossbow")
	KeyKitAnswerCrossbowSays      = key("kit.answer.crossbow.says")
	KeyKitAnswerCrutch            = key("kit.answer.crutch")
	KeyKitAnswerCrutchSays        = key("kit.answer.crutch.says")
	KeyKitAnswerHospitalSays      = key("kit.answer.hospital.says")
	KeyKitAnswerSwamp             = key("kit.answer.swamp")
	KeyKitAnswerSwampSays         = key("kit.answer.swamp.says")
	KeyKitAnswerPuddle            = key("kit.answer.puddle")
	KeyKitAnswerPuddleSays        = key("kit.answer.puddle.says")
	KeyKitAnswerMinotaurSees      = key("kit.answer.minotaur.sees")
	KeyKitAnswerMinotaurSeesSays  = key("kit.answer.minotaur.sees.says")
	KeyKitAnswerMinotaurTrail     = key("kit.answer.minotaur.trail")
	KeyKitAnswerMinotaurTrailSays = key("kit.answer.minotaur.trail.says")
	KeyKitAnswerPirate            = key("kit.answer.pirate")
	KeyKitAnswerPirateSays        = key("kit.answer.pirate.says")
	KeyKitAnswerGivi              = key("kit.answer.givi")
	KeyKitAnswerGiviSays          = key("kit.answer.givi.says")
	KeyKitAnswerEyes              = key("kit.answer.eyes")
	KeyKitAnswerEyesSays          = key("kit.answer.eyes.says")
	KeyKitAnswerCow               = key("kit.answer.cow")
	KeyKitAnswerCowSays           = key("kit.answer.cow.says")
	KeyKitAnswerMirror            = key("kit.answer.mirror")
	KeyKitAnswerMirrorSays        = key("kit.answer.mirror.says")
	KeyKitAnswerNut               = key("kit.answer.nut")
	KeyKitAnswerNutSays           = key("kit.answer.nut.says")
	KeyKitAnswerTrap              = key("kit.answer.trap")
	KeyKitAnswerTrapSays          = key("kit.answer.trap.says")
)

var kitRuleCatalogue = map[Key]entry{
	KeyKitRuleStartChoose:                {"Каждый игрок сам называет клетку, с которой начинает.", "", "Each player names the cell they start from."},
	KeyKitRuleStalkerStart:               {"Каждый сталкер начинает игру от выбранного им входа в зону; сталкеров не больше, чем входов.", "", "Each stalker starts from an entrance of the zone of their choice; there are no more stalkers than entrances."},
	KeyKitRuleStartHost:                  {"Ведущий тайно расставляет игроков; где они — им не говорят.", "", "The host places the players secretly; they are not told where."},
	KeyKitRuleTurnSingle:                 {"За ход — одно действие: {actions}.", "", "One action a turn: {actions}."},
	KeyKitActionMove:                     {"шаг", "", "a move"},
	KeyKitActionBlast:                    {"взрыв", "", "a blast"},
	KeyKitActionShot:                     {"выстрел", "", "a shot"},
	KeyKitActionStab:                     {"удар кинжалом", "", "a stab"},
	KeyKitActionSkip:                     {"пропуск", "", "a skip"},
	KeyKitRuleTurnCompound:               {"За ход можно выстрелить, взорвать, бросить кирпич, взять или бросить клад — и в конце сделать шаг.", "", "A turn may hold a shot, blasts, a brick, taking or dropping a treasure — and it ends with a move."},
	KeyKitRuleTurnDice:                   {"Число шагов за ход — бросок кубика; в пределах хода можно поворачивать и возвращаться.", "", "A throw of the die gives the steps of a turn; within a turn a player may turn and go back."},
	KeyKitRuleMoveBumps0:                 {"Наткнувшись на стену, игрок называет другое направление, пока не найдёт открытое.", "", "After “wall”, the player names another direction until one is open."},
	KeyKitRuleMoveBumps1:                 {"Наткнувшись на стену, игрок теряет ход и остаётся на месте.", "", "Walking into a wall ends the turn; the player stays put."},
	KeyKitRuleMoveBumps:                  {"После «стенки» можно пробовать другие направления, всего до {time.gen} за ход.", "", "After “wall”, a player may try other ways, up to {time.gen} a turn."},
	KeyKitRuleKitGrenades:                {"У каждого в начале {grenade}.", "", "Everyone starts with {grenade}."},
	KeyKitRuleKitBullets:                 {"У каждого в начале {bullet}.", "", "Everyone starts with {bullet}."},
	KeyKitRuleKitBricks:                  {"У каждого в начале {brick}; в арсеналах кирпичей нет.", "", "Everyone starts with {brick}; arsenals have none."},
	KeyKitRuleKitCement:                  {"У каждого в начале {cement-bag}.", "", "Everyone starts with {cement-bag}."},
	KeyKitRuleKitMines:                   {"У каждого с собой {mine}.", "", "Everyone carries {mine}."},
	KeyKitRuleLimitGrenades:              {"Больше {grenade.gen} не унести.", "", "No one carries more than {grenade.gen}."},
	KeyKitRuleLimitBullets:               {"Больше {bullet.gen} не унести.", "", "No one carries more than {bullet.gen}."},
	KeyKitRuleLimitBricks:                {"Больше {brick.gen} не унести.", "", "No one carries more than {brick.gen}."},
	KeyKitRuleLimitCement:                {"Больше {cement-bag.gen} не унести.", "", "No one carries more than {cement-bag.gen}."},
	KeyKitRuleLimitMines:                 {"Больше {mine.gen} не унести.", "", "No one carries more than {mine.gen}."},
	KeyKitRuleArsenalRefillFull:          {"Арсенал пополняет снаряжение до начального.", "", "An arsenal refills the kit to what the player started with."},
	KeyKitRuleArsenalRefillPlusOne:       {"Арсенал даёт по одной гранате и патрону.", "", "An arsenal gives one more grenade and bullet."},
	KeyKitRuleArsenalRefillStock:         {"В арсенале для каждого хранится вдвое больше начального снаряжения.", "", "An arsenal keeps twice the starting kit for each player."},
	KeyKitRuleArsenalTakeRemoves:         {"«Беру» — снаряжение пополнено, арсенал снят с карты; «оставляю» — он остаётся, и все знают где.", "", "“Take” refills the kit and removes the arsenal; “leave” keeps it, and now everyone knows where."},
	KeyKitRuleArsenalAnnounce:            {"О попадании в арсенал ведущий объявляет всем: «Арсенал!»", "", "Reaching an arsenal is announced to all: “Arsenal!”"},
	KeyKitRuleBlastOuter:                 {"Граната берёт и стену лабиринта.", "", "A grenade also blows the outer wall."},
	KeyKitRuleBlastOuterNo:               {"Стену лабиринта гранатой не взорвать.", "", "The outer wall cannot be blown."},
	KeyKitRuleBlastModeMove:              {"Взорвав стену, игрок тем же ходом проходит в пролом.", "", "A player who blows a wall walks through in the same turn."},
	KeyKitRuleBlastModeAction:            {"Бросок гранаты — это весь ход; пройти в тот же ход нельзя.", "", "Throwing a grenade is the whole turn; no move in it."},
	KeyKitRuleBlastModeAfterBump:         {"Взрывать можно после ответа «стенка»; затем — шаг в пролом или в другую сторону.", "", "Blow a wall after a “wall” answer, then move through or elsewhere."},
	KeyKitRuleBlastKills:                 {"Взрыв убивает того, кто стоит за стеной.", "", "A blast kills whoever stands behind the wall."},
	KeyKitRuleBlastNoWallSpends:          {"Граната, брошенная туда, где стены нет, всё равно потрачена.", "", "A grenade thrown where there is no wall is spent anyway."},
	KeyKitRuleBricks:                     {"Кирпич ставит новую стену с названной стороны.", "", "A brick puts a new wall on the named side."},
	KeyKitRuleCement:                     {"Цементом из арсенала можно построить стену.", "", "Cement from an arsenal builds a wall."},
	KeyKitRuleTellOuterWall:              {"На шаг во внешнюю стену ведущий отвечает: «{said}»", "", "A bump into the outer wall is answered “{said}”"},
	KeyKitRuleTellBlownWall:              {"Проходя взорванную стену, игрок узнаёт об этом.", "", "A player passing a blown wall is told so."},
	KeyKitRuleTellWounds:                 {"Кто ранен или убит — ведущий объявляет всем.", "", "The host tells everyone who was wounded or killed."},
	KeyKitRuleTellPit:                    {"Если кто-то провалится в яму, это слышат все.", "", "Everyone hears when someone falls into a pit."},
	KeyKitRuleTellTreasureWhenCarrying:   {"О кладе говорят и тому, кто уже несёт клад.", "", "A player already carrying a treasure is still told about another."},
	KeyKitRuleTellTreasureWhenCarryingNo: {"Тому, кто уже несёт клад, о новом кладе не говорят.", "", "A player already carrying a treasure isn't told about another."},
	KeyKitRuleTellExitEmpty:              {"Вышедшему без клада говорят, что он вышел.", "", "A player who steps out without a treasure is told so."},
	KeyKitRuleTellExitEmptyNo:            {"Выход без клада не объявляется: игрок просто идёт дальше.", "", "Stepping out without a treasure is not announced: the player just walks on."},
	KeyKitRuleTellFeatures:               {"В начале ведущий называет особенности лабиринта: резиновые и полупрозрачные стены, наборы дырок, реки.", "", "At the start the host names the maze's features: rubber and one-way walls, hole sets, rivers."},
	KeyKitRuleTellStartWalls:             {"В начале игроку описывают стены вокруг его клетки.", "", "At the start each player is told the walls around their cell."},
	KeyKitRuleTellPitNumber:              {"Упавшему называют номер ямы; набредшему на выход из ямы — его номер.", "", "Whoever falls into a pit is told its number; whoever walks onto a pit's exit, that exit's number."},
	KeyKitRuleTellTake:                   {"Кто взял клад — слышит противник.", "", "The opponent hears who took a treasure."},
	KeyKitRuleTreasureAutoTake:           {"Попавший на клад сразу получает его.", "", "Whoever reaches a treasure gets it at once."},
	KeyKitRuleDaggerStock:                {"Кинжалы считаются: арсенал даёт их, удар тратит один.", "", "Daggers are counted: arsenals give them, a stab spends one."},
	KeyKitRuleKitDaggers:                 {"У каждого в начале {dagger}.", "", "Everyone starts with {dagger}."},
	KeyKitRuleLimitDaggers:               {"Больше {dagger.gen} не унести.", "", "No one carries more than {dagger.gen}."},
	KeyKitRuleRubberFixedExit:            {"Из резиновой комнаты выходят только через её выход.", "", "A rubber room is left only through its own exit."},
	KeyKitRulePitSharedCount:             {"Кратность ямы считается по проходам всех игроков вместе.", "", "A pit's multiplicity counts everyone's passes together."},
	KeyKitRuleShotLine:                   {"Пуля летит в названную сторону до первой стены или игрока.", "", "A bullet flies the named way until it hits a wall or a player."},
	KeyKitRuleShotCell:                   {"Выстрел поражает всех, кто стоит на клетке стрелка.", "", "A shot hits everyone else on the shooter's cell."},
	KeyKitRuleWoundWounded:               {"Раненый не берёт клад, роняет несомый и не стреляет, пока не вылечится в госпитале.", "", "A wounded player drops the treasure they carry and can neither take one nor shoot until a hospital heals them."},
	KeyKitRuleWoundKilled:                {"Убитый выбывает на {turn} и теряет право на клад.", "", "A killed player is out for {turn} and loses the right to the treasure."},
	KeyKitRuleWoundMorgue:                {"Убитый начинает снова из морга, без гранат и патронов.", "", "A killed player restarts in the morgue with no grenades or bullets."},
	KeyKitRuleWoundGhost:                 {"Убитый бродит привидением без оружия, пока не дойдёт до лечебницы.", "", "A killed player walks as a ghost, unarmed, until they reach a hospital."},
	KeyKitRuleWoundRespawn:               {"Убитый возвращается в игру с ножом через {turn}.", "", "A killed player comes back with a knife after {turn}."},
	KeyKitRuleWoundTurns:                 {"Убитый выбывает на {turn}.", "", "A killed player is out for {turn}."},
	KeyKitRuleDagger:                     {"Кинжал ранит того, кто стоит на той же клетке.", "", "A dagger wounds whoever shares the cell."},
	KeyKitRuleKick:                       {"«Бью ногами»: если на клетке кто-то есть, он пропускает ход, если нет — ход пропускает бьющий.", "", "“kick”: if someone is on the cell, they miss a turn; if not, the kicker does."},
	KeyKitRuleBoomerangRange:             {"Бумеранг летит до стены, но не дальше чем на {cell}; о стену ломается, иначе возвращается.", "", "A boomerang flies to the first wall, {cell} at most; it breaks on a wall, else it comes back."},
	KeyKitRuleBoomerangCarried:           {"У каждого игрока с начала игры есть бумеранг.", "", "Every player starts with a boomerang."},
	KeyKitRuleLoot:                       {"С убитого можно за ход забрать патроны и гранаты.", "", "A killed player's bullets and grenades can be taken at the cost of a turn."},
	KeyKitRuleMineSkip:                   {"Подорвавшийся на мине пропускает {turn}.", "", "Whoever steps on a mine misses {turn}."},
	KeyKitRuleMineCarry:                  {"Игроки носят мины и оставляют их на покидаемой клетке.", "", "Players carry mines and leave them on the cell they leave."},
	KeyKitRuleTrapSkip:                   {"Попавший в капкан пропускает {turn}.", "", "Whoever steps into a trap misses {turn}."},
	KeyKitRuleSwampSkip:                  {"Попавший в болото теряет {turn}.", "", "Whoever steps into a swamp loses {turn}."},
	KeyKitRuleSwampSkip1:                 {"Попавший в болото теряет ход.", "", "Whoever steps into a swamp loses a turn."},
	KeyKitRulePuddle:                     {"Лужа отнимает половину боеприпасов (с округлением вверх).", "", "A puddle takes half the ammunition, rounded up."},
	KeyKitRuleJumpSit:                    {"Чтобы перепрыгнуть стену, {turn} подряд говорят «сижу», а затем «прыгаю» в нужную сторону.", "", "To jump a wall, say “sit” {turn} in a row, then “jump” that way."},
	KeyKitRuleHoleBumpAdvances:           {"В дырке удар о стену или пропуск хода переносит в следующую дырку.", "", "In a hole, a bump or a skip moves the player to the next hole."},
	KeyKitRuleHospitalRandom:             {"Раненого переносят в случайный госпиталь.", "", "A wounded player is taken to a random hospital."},
	KeyKitRuleRiverDrift0:                {"Река сразу сносит в устье.", "", "A river carries the player straight to its mouth."},
	KeyKitRuleRiverDrift:                 {"Река сносит игрока на {cell} за ход.", "", "A river carries a player {cell} downstream a turn."},
	KeyKitRuleRiverFlowAny:               {"Реки текут в любую сторону.", "", "Rivers flow any way."},
	KeyKitRuleRiverFlowSouthEast:         {"Реки текут только вниз или вправо.", "", "Rivers flow only south or east."},
	KeyKitRuleRiverStraight:              {"Реки прямые.", "", "Rivers are straight."},
	KeyKitRuleRiverTouch:                 {"Реки могут течь бок о бок, но не пересекаются.", "", "Rivers may run side by side, but never cross."},
	KeyKitRuleRiverSteepBanks:            {"Крутые берега: в реку войти можно, выйти на берег — только в устье.", "", "Steep banks: step into a river, out only at its mouth."},
	KeyKitRuleWinOne:                     {"Побеждает тот, кто вынесет истинный клад.", "", "Whoever carries the true treasure out wins."},
	KeyKitRuleWinAll:                     {"Побеждает тот, кто вынесет все истинные клады.", "", "Whoever carries out every true treasure wins."},
	KeyKitRuleTreasureLastIsTrue:         {"Истинным окажется последний оставшийся клад.", "", "The true treasure is the last one left."},
	KeyKitRuleLeaveWithoutTreasure:       {"Выйти из лабиринта можно и без клада; снаружи поле бесконечно.", "", "A player may step out without a treasure; outside, the field goes on for ever."},
	KeyKitRuleLeaveWithoutTreasureNo:     {"Без клада выйти из лабиринта нельзя.", "", "No one leaves the maze without a treasure."},
	KeyKitRuleReentrySame:                {"Вышедший возвращается только через тот же выход.", "", "Come back in only through the exit you left by."},
	KeyKitRuleReentryAny:                 {"Вернуться можно через любой выход.", "", "Come back in through any exit."},
	KeyKitRuleTreasureDrop:               {"Клад можно бросить где угодно.", "", "A treasure may be dropped anywhere."},
	KeyKitRuleTreasureDropNo:             {"Клад нельзя бросить, можно только поменять на другой.", "", "A treasure cannot be dropped, only swapped for another."},
	KeyKitRuleDuelItems:                  {"Арбалет даёт сопернику +1 действие за ход, костыль — тебе; действуют до конца игры.", "", "Crossbow: the opponent gets +1 action a turn; crutch: you do; both for the rest of the game."},
	KeyKitRuleDuelItemsCancel:            {"Арбалет и костыль у одного игрока гасят друг друга: у обоих соперников снова по одному действию.", "", "Crossbow and crutch on one player cancel out: both opponents are back to one action a turn."},
	KeyKitRuleDuelItemsAdd:               {"Арбалет и костыль у одного игрока складываются: у обоих соперников по два действия.", "", "Crossbow and crutch on one player add up: both opponents have two actions a turn."},
	KeyKitRuleBearTrack:                  {"Медведь ходит по своему пути; встреча с ним — рана.", "", "A bear walks its track; meeting it wounds."},
	KeyKitRuleBearMimic:                  {"Медведь повторяет ходы игроков и съедает встреченного.", "", "A bear repeats the players' moves and eats whoever it meets."},
	KeyKitRuleBearKillable:               {"Медведя можно убить насовсем; съеденный возрождается где угодно.", "", "The bear can be killed for good; whoever it eats comes back anywhere."},
	KeyKitRuleMinotaur:                   {"Минотавр просыпается, увидев игрока, и идёт по следу.", "", "The minotaur wakes on seeing a player and follows the trail."},
	KeyKitRuleStalkerNuts:                {"У каждого сталкера {nut}, чтобы прощупывать путь.", "", "Each stalker has {nut} to probe the way."},
	KeyKitRuleStalkerTerrain:             {"Болото, брод и подъём отнимают от броска кубика, кроме самого шага, ещё {step}.", "", "A swamp, a ford or a climb costs {step} of the throw on top of the step itself."},
	KeyKitRuleStalkerPenalties:           {"Набравший {penalty-point} сталкер выбывает.", "", "A stalker with {penalty-point} is out."},
	KeyKitRuleStalkerGalosh:              {"В институте можно взять галошу: от капусты спасает, но первая другая ловушка второго рода выводит из игры.", "", "The institute gives a galosh: safe from the cabbage, but the first other trap of the second kind puts you out."},
	KeyKitOrderMove:                      {"шаг", "", "move"},
	KeyKitOrderMoveSay:                   {"«иду наверх», «иду вниз», «иду налево», «иду направо»", "", "“go up”, “go down”, “go left”, “go right”"},
	KeyKitOrderStairs:                    {"по лестнице", "", "stairs"},
	KeyKitOrderStairsSay:                 {"«поднимаюсь», «спускаюсь»", "", "“climb”, “descend”"},
	KeyKitOrderBlast:                     {"взрыв", "", "blast"},
	KeyKitOrderBlastSay:                  {"«взрываю налево» (наверх, вниз, направо)", "", "“blow up the wall left” (up, down, right)"},
	KeyKitOrderShoot:                     {"выстрел", "", "shoot"},
	KeyKitOrderShootSay:                  {"«стреляю направо» (наверх, вниз, налево)", "", "“shoot right” (up, down, left)"},
	KeyKitOrderShootCell:                 {"выстрел", "", "shoot"},
	KeyKitOrderShootCellSay:              {"«стреляю!» — по всем на твоей клетке", "", "“shoot” — at everyone on your cell"},
	KeyKitOrderDagger:                    {"кинжал", "", "dagger"},
	KeyKitOrderDaggerSay:                 {"«бью кинжалом»", "", "“stab”"},
	KeyKitOrderKick:                      {"пинок", "", "kick"},
	KeyKitOrderKickSay:                   {"«бью ногами»", "", "“kick”"},
	KeyKitOrderBrick:                     {"кирпич", "", "brick"},
	KeyKitOrderBrickSay:                  {"«бросаю кирпич налево»", "", "“throw a brick left”"},
	KeyKitOrderCement:                    {"цемент", "", "cement"},
	KeyKitOrderCementSay:                 {"«строю стену направо»", "", "“build a wall right”"},
	KeyKitOrderBoomerang:                 {"бумеранг", "", "boomerang"},
	KeyKitOrderBoomerangSay:              {"«бросаю бумеранг вниз»", "", "“throw the boomerang down”"},
	KeyKitOrderMine:                      {"мина", "", "mine"},
	KeyKitOrderMineSay:                   {"«иду налево, оставляю мину»", "", "“go left, leave a mine”"},
	KeyKitOrderSit:                       {"сидеть", "", "sit"},
	KeyKitOrderSitSay:                    {"«сижу»", "", "“sit”"},
	KeyKitOrderJump:                      {"прыжок", "", "jump"},
	KeyKitOrderJumpSay:                   {"«прыгаю наверх» — после стольких «сижу», сколько нужно", "", "“jump up” — after enough “sit”"},
	KeyKitOrderTake:                      {"взять клад", "", "take treasure"},
	KeyKitOrderTakeSay:                   {"«беру клад»", "", "“take the treasure”"},
	KeyKitOrderDrop:                      {"бросить клад", "", "drop treasure"},
	KeyKitOrderDropSay:                   {"«бросаю клад»", "", "“drop the treasure”"},
	KeyKitOrderSwap:                      {"поменять клад", "", "swap treasure"},
	KeyKitOrderSwapSay:                   {"«беру клад» — свой остаётся на клетке", "", "“take the treasure” — yours stays on the cell"},
	KeyKitOrderArsenal:                   {"арсенал", "", "arsenal"},
	KeyKitOrderArsenalSay:                {"«беру» или «оставляю»", "", "“take” or “leave”"},
	KeyKitOrderLoot:                      {"обыскать", "", "loot"},
	KeyKitOrderLootSay:                   {"«обыскиваю»", "", "“loot the body”"},
	KeyKitOrderSkip:                      {"пропуск", "", "skip"},
	KeyKitOrderSkipSay:                   {"«пропускаю ход»", "", "“skip”"},
	KeyKitOrderStalkerMove:               {"ход", "", "move"},
	KeyKitOrderStalkerMoveSay:            {"бросок кубика, затем шаги: «вверх, вверх, направо…»", "", "throw the die, then the steps: “go up, up, right…”"},
	KeyKitOrderStalkerNut:                {"гайка", "", "nut"},
	KeyKitOrderStalkerNutSay:             {"бросок кубика на гайку и направление: «гайку направо»", "", "throw the die for the nut and name a way: “throw a nut right”"},
	KeyKitAnswerWall:                     {"шаг в стену", "", "a move into a wall"},
	KeyKitAnswerWallSays:                 {"«{said}»", "", "“{said}”"},
	KeyKitAnswerOuter:                    {"шаг в стену лабиринта", "", "a move into the outer wall"},
	KeyKitAnswerOuterSays:                {"«{said}»", "", "“{said}”"},
	KeyKitAnswerGo:                       {"шаг прошёл", "", "the move goes through"},
	KeyKitAnswerGoSays:                   {"«{said}» — и что на новой клетке", "", "“{said}” — and what is on the new cell"},
	KeyKitAnswerHole:                     {"попал в дырку", "", "a fall into a hole"},
	KeyKitAnswerHoleSays:                 {"«{said}»", "", "“{said}”"},
	KeyKitAnswerPit:                      {"провалился в яму", "", "a fall into a pit"},
	KeyKitAnswerPitSays:                  {"«{said}»", "", "“{said}”"},
	KeyKitAnswerArsenal:                  {"арсенал", "", "an arsenal"},
	KeyKitAnswerArsenalSays:              {"«{said}»", "", "“{said}”"},
	KeyKitAnswerMine:                     {"мина", "", "a mine"},
	KeyKitAnswerMineSays:                 {"«{said}»", "", "“{said}”"},
	KeyKitAnswerRiver:                    {"река", "", "a river"},
	KeyKitAnswerRiverSays:                {"«{said}» — куда снесло, не говорят", "", "“{said}” — never where it carried you"},
	KeyKitAnswerTreasure:                 {"клад", "", "a treasure"},
	KeyKitAnswerTreasureSays:             {"«{said}» — истинный или ложный, не говорят", "", "“{said}” — never whether true"},
	KeyKitAnswerHit:                      {"попадание", "", "a hit"},
	KeyKitAnswerHitSays:                  {"«{said}» (или убит) — всем", "", "“{said}” (or killed) — to all"},
	KeyKitAnswerMiss:                     {"промах", "", "a miss"},
	KeyKitAnswerMissSays:                 {"«{said}»", "", "“{said}”"},
	KeyKitAnswerLeave:                    {"вышел с ложным кладом", "", "out with a false treasure"},
	KeyKitAnswerCannotLeave:              {"шаг в выход без клада", "", "a step out without a treasure"},
	KeyKitAnswerCannotLeaveSays:          {"«{said}» — игрок остаётся на месте", "", "“{said}” — the player stays where they are"},
	KeyKitAnswerLeaveSays:                {"«{said}» — игрок идёт обратно", "", "“{said}” — the player goes back in"},
	KeyKitAnswerWin:                      {"вышел с истинным кладом", "", "out with the true treasure"},
	KeyKitAnswerWinSays:                  {"«{said}» — игра окончена", "", "“{said}” — the game is over"},
	KeyKitAnswerPitExit:                  {"пришёл на выход из ямы пешком", "", "walked onto a pit's exit"},
	KeyKitAnswerPitExitSays:              {"«{said}» — теперь игрок знает, куда ведёт яма 2", "", "“{said}” — now the player knows where pit 2 leads"},
	KeyKitAnswerTrapCell:                 {"капкан", "", "a trap"},
	KeyKitAnswerTrapCellSays:             {"«{said}»", "", "“{said}”"},
	KeyKitAnswerCrossbow:                 {"арбалет", "", "a crossbow"},
	KeyKitAnswerCrossbowSays:             {"«{said}» — соперник получает +1 действие", "", "“{said}” — the opponent gets +1 action"},
	KeyKitAnswerCrutch:                   {"костыль", "", "a crutch"},
	KeyKitAnswerCrutchSays:               {"«{said}»", "", "“{said}”"},
	KeyKitAnswerHospitalSays:             {"«{said}» — раненый здоров", "", "“{said}” — a wounded player is healed"},
	KeyKitAnswerSwamp:                    {"болото", "", "a swamp"},
	KeyKitAnswerSwampSays:                {"«{said}»", "", "“{said}”"},
	KeyKitAnswerPuddle:                   {"лужа", "", "a puddle"},
	KeyKitAnswerPuddleSays:               {"«{said}»", "", "“{said}”"},
	KeyKitAnswerMinotaurSees:             {"минотавр увидел игрока", "", "the minotaur sees a player"},
	KeyKitAnswerMinotaurSeesSays:         {"«{said}» — всем", "", "“{said}” — to all"},
	KeyKitAnswerMinotaurTrail:            {"минотавр идёт по следу", "", "the minotaur follows a trail"},
	KeyKitAnswerMinotaurTrailSays:        {"«{said}» — всем", "", "“{said}” — to all"},
	KeyKitAnswerPirate:                   {"пират встретил игрока с кладом", "", "the pirate meets a player with a treasure"},
	KeyKitAnswerPirateSays:               {"«{said}»", "", "“{said}”"},
	KeyKitAnswerGivi:                     {"Гиви увидел игрока в коридоре", "", "Givi sees a player down a corridor"},
	KeyKitAnswerGiviSays:                 {"«{said}» — клад брошен, игрок снаружи у выхода", "", "“{said}” — the treasure is dropped, the player waits outside by an exit"},
	KeyKitAnswerEyes:                     {"в конце хода кто-то есть в коридоре", "", "at the end of a turn someone is down a corridor"},
	KeyKitAnswerEyesSays:                 {"«{said}» — чьи, не говорят", "", "“{said}” — never whose"},
	KeyKitAnswerCow:                      {"пуля попала в корову", "", "a bullet reaches the cow"},
	KeyKitAnswerCowSays:                  {"«{said}»", "", "“{said}”"},
	KeyKitAnswerMirror:                   {"пуля долетела до зеркала", "", "a bullet reaches a mirror"},
	KeyKitAnswerMirrorSays:               {"«{said}» — и летит назад", "", "“{said}” — and flies back"},
	KeyKitAnswerNut:                      {"гайка нашла ловушку", "", "a nut finds a trap"},
	KeyKitAnswerNutSays:                  {"какая ловушка и в каком квадрате", "", "which trap and in which square"},
	KeyKitAnswerTrap:                     {"сталкер в ловушке", "", "a stalker in a trap"},
	KeyKitAnswerTrapSays:                 {"какая ловушка; штраф, если второго рода", "", "which trap; a penalty point for the second kind"},
	KeyKitCardStalkerTraps:               {"Ловушки зоны (S5–S7)", "", "The zone's traps (S5–S7)"},
	KeyKitCardColTrap:                    {"ловушка", "", "trap"},
	KeyKitCardColDoes:                    {"что делает со сталкером", "", "what it does to a stalker"},
	KeyKitCardColNut:                     {"что находит гайка", "", "what a nut finds"},
	KeyKitCardTrapWeb:                    {"паутина: несколько клеток любой формы, навсегда", "", "web: several cells of any shape, for good"},
	KeyKitCardTrapWebDoes:                {"пропуск следующего хода", "", "skips the next turn"},
	KeyKitCardTrapWebNut:                 {"ничего", "", "nothing"},
	KeyKitCardTrapJelly:                  {"ведьмин студень: несколько клеток, навсегда", "", "witch's jelly: several cells, for good"},
	KeyKitCardTrapJellyDoes:              {"пропуск хода и назад, на прежнюю стоянку", "", "skips the next turn and goes back to the last stop"},
	KeyKitCardTrapJellyNut:               {"весь студень на пути гайки", "", "all of it on the nut's way"},
	KeyKitCardTrapCabbage:                {"чёртова капуста: одна клетка, бьёт и рядом с ней", "", "devil's cabbage: one cell, hits next to it too"},
	KeyKitCardTrapCabbageDoes:            {"штрафное очко, назад на последнюю стоянку", "", "a penalty point, back to the last stop"},
	KeyKitCardTrapCabbageNut:             {"только саму капусту", "", "only the cabbage itself"},
	KeyKitCardTrapBaldSpot:               {"комариная плешь: прямоугольник", "", "mosquito bald spot: a rectangle"},
	KeyKitCardTrapBaldSpotDoes:           {"штрафное очко, назад на последнюю стоянку", "", "a penalty point, back to the last stop"},
	KeyKitCardTrapBaldSpotNut:            {"первую клетку на пути; гайка там и падает", "", "its first cell on the way; the nut drops there"},
	KeyKitCardTrapGrinder:                {"мясорубка: одна клетка, срабатывает один раз", "", "meat grinder: one cell, fires once"},
	KeyKitCardTrapGrinderDoes:            {"штрафное очко, назад на последнюю стоянку", "", "a penalty point, back to the last stop"},
	KeyKitCardTrapGrinderNut:             {"ничего", "", "nothing"},
	KeyKitCardStalkerRest:                {"Три штрафных очка — сталкер выбывает (S6). Гайку бросают до, во время и после хода: на кубике — сколько клеток она пролетит по прямой (S4). Ловушки не касаются друг друга и шара, и к шару всегда есть проход (S7).", "", "Three penalty points and a stalker is out (S6). A nut is thrown before, during or after the move: the die says how many cells it flies straight on (S4). Traps do not touch each other or the ball, and there is always a way to the ball (S7)."},
}

func init() {
	for k, e := range kitRuleCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
	for n, f := range ruleNouns {
		if _, dup := nouns[n]; !dup {
			nouns[n] = f
		}
	}
}
