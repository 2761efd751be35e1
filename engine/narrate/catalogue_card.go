package narrate

// The rule card of an invitation by mail (pbem/campaign): a line for every
// option of the rules in force that matters on the maze, said to the
// player («ты»). The referee looks an option's line up at run time as
// "card." + the option's key, or + key=value for an enum or a special
// value (rules.Keys); an option with no line of its own here is said by
// the paper kit's sentence ("kit.rule." + the same, catalogue_kit_rules.go),
// so that the two cards share the lines that need not speak to «ты», and
// failing that by its doc tag. A number is said with its noun (Counted, the
// nouns of catalogue_kit_rules.go).
const (
	KeyCardHeading Key = "card.heading"
	KeyCardSummary Key = "card.summary"      // the preset (its name, a "kit.family." key, and its id) and the starting kit
	KeyCardNoKit   Key = "card.summary.none" // the starting kit when it is empty
	KeyCardExample Key = "card.example"      // an order the first turn accepts, in a letter without the invitation's sample mail
)

// The options' lines.
const (
	KeyCardStartChoose              Key = "card.start=choose"
	KeyCardStartHost                Key = "card.start=host"
	KeyCardTurnSingle               Key = "card.turn=single"
	KeyCardTurnCompound             Key = "card.turn=compound"
	KeyCardTurnDice                 Key = "card.turn=dice"
	KeyCardMoveBumps0               Key = "card.move.bumps=0"
	KeyCardMoveBumps1               Key = "card.move.bumps=1"
	KeyCardMoveBumps                Key = "card.move.bumps"
	KeyCardArsenalRefillFull        Key = "card.arsenal.refill=full"
	KeyCardArsenalRefillPlusOne     Key = "card.arsenal.refill=plus-one"
	KeyCardArsenalRefillStock       Key = "card.arsenal.refill=stock"
	KeyCardArsenalTakeRemoves       Key = "card.arsenal.take-removes"
	KeyCardArsenalAnnounce          Key = "card.arsenal.announce"
	KeyCardBlastOuter               Key = "card.blast.outer"
	KeyCardBlastModeMove            Key = "card.blast.mode=move"
	KeyCardBlastModeAction          Key = "card.blast.mode=action"
	KeyCardBlastModeAfterBump       Key = "card.blast.mode=after-bump"
	KeyCardBlastKills               Key = "card.blast.kills"
	KeyCardBlastNoWallSpends        Key = "card.blast.no-wall-spends"
	KeyCardBricks                   Key = "card.bricks"
	KeyCardTellBlownWall            Key = "card.tell.blown-wall"
	KeyCardTellWounds               Key = "card.tell.wounds"
	KeyCardTellTreasureWhenCarrying Key = "card.tell.treasure-when-carrying"
	KeyCardTellExitEmpty            Key = "card.tell.exit-empty"
	KeyCardTellFeatures             Key = "card.tell.features"
	KeyCardTellStartWalls           Key = "card.tell.start-walls"
	KeyCardTellPitNumber            Key = "card.tell.pit-number"
	KeyCardTellTake                 Key = "card.tell.take"
	KeyCardTreasureAutoTake         Key = "card.treasure.auto-take"
	KeyCardPitSharedCount           Key = "card.pit.shared-count"
	KeyCardShotLine                 Key = "card.shot=line"
	KeyCardShotCell                 Key = "card.shot=cell"
	KeyCardWoundWounded             Key = "card.wound=wounded"
	KeyCardWoundMorgue              Key = "card.wound=morgue"
	KeyCardDagger                   Key = "card.dagger"
	KeyCardKick                     Key = "card.kick"
	KeyCardBoomerangRange           Key = "card.boomerang.range"
	KeyCardLoot                     Key = "card.loot"
	KeyCardMineSkip                 Key = "card.mine.skip"
	KeyCardMineCarry                Key = "card.mine.carry"
	KeyCardTrapSkip                 Key = "card.trap.skip"
	KeyCardSwampSkip                Key = "card.swamp.skip"
	KeyCardSwampSkip1               Key = "card.swamp.skip=1"
	KeyCardPuddle                   Key = "card.puddle"
	KeyCardJumpSit                  Key = "card.jump.sit"
	KeyCardHoleBumpAdvances         Key = "card.hole.bump-advances"
	KeyCardRiverDrift0              Key = "card.river.drift=0"
	KeyCardRiverDrift               Key = "card.river.drift"
	KeyCardRiverFlowSouthEast       Key = "card.river.flow=south-east"
	KeyCardRiverSteepBanks          Key = "card.river.steep-banks"
	KeyCardTreasureLastIsTrue       Key = "card.treasure.last-is-true"
	KeyCardLeaveWithoutTreasure     Key = "card.leave.without-treasure"
	KeyCardReentrySame              Key = "card.reentry=same"
	KeyCardReentryAny               Key = "card.reentry=any"
	KeyCardTreasureDropNo           Key = "card.treasure.drop=no"
	KeyCardDuelItems                Key = "card.duel.items"
	KeyCardBearTrack                Key = "card.bear=track"
	KeyCardBearMimic                Key = "card.bear=mimic"
	KeyCardBearKillable             Key = "card.bear=killable"
	KeyCardMinotaur                 Key = "card.minotaur"
	KeyCardStalkerNuts              Key = "card.stalker.nuts"
	KeyCardStalkerTerrain           Key = "card.stalker.terrain"
	KeyCardStalkerPenalties         Key = "card.stalker.penalties"
	KeyCardStalkerGalosh            Key = "card.stalker.galosh"
)

var cardCatalogue = map[Key]entry{
	KeyCardHeading:                  {"Карточка правил:", "", "Rule card:"},
	KeyCardSummary:                  {"Правила: {family} ({rules}). Снаряжение: {kit}.", "", "Rules: {family} ({rules}). Kit: {kit}."},
	KeyCardNoKit:                    {"ничего", "", "nothing"},
	KeyCardExample:                  {"Пример приказа на первый ход (под строкой с кодом):", "", "An example order for your first turn (below the code line):"},
	KeyCardStartChoose:              {"Первым приказом ты называешь клетку, с которой начинаешь.", "", "Your first order names the cell you start from."},
	KeyCardStartHost:                {"Ведущий ставит игроков на клетки сам и тайно.", "", "The host places the players, secretly."},
	KeyCardTurnSingle:               {"За ход одно действие: шаг, взрыв, выстрел или пропуск.", "", "One action a turn: a move, a blast, a shot or a skip."},
	KeyCardTurnCompound:             {"За ход несколько действий (выстрел, взрыв, кирпич, клад), последнее — шаг.", "", "Several actions a turn (a shot, a blast, a brick, a treasure); the last one is a move."},
	KeyCardTurnDice:                 {"Шагов за ход — сколько выпало на кубике.", "", "As many steps a turn as the die shows."},
	KeyCardMoveBumps0:               {"После ответа «стена» называй другое направление, пока не пройдёшь.", "", "After \"wall\", name another direction until one is open."},
	KeyCardMoveBumps1:               {"Ответ «стена» — ход потерян.", "", "Walking into a wall ends the turn."},
	KeyCardMoveBumps:                {"За ход можно упереться в стену до {time.gen}.", "", "A move may bump into walls up to {time.gen}."},
	KeyCardArsenalRefillFull:        {"Арсенал пополняет снаряжение до начального.", "", "An arsenal refills your kit to what you started with."},
	KeyCardArsenalRefillPlusOne:     {"Арсенал даёт ещё по одной гранате и патрону.", "", "An arsenal gives one more grenade and bullet."},
	KeyCardArsenalRefillStock:       {"В арсенале на каждого вдвое больше начального снаряжения.", "", "An arsenal holds twice the kit for each player."},
	KeyCardArsenalTakeRemoves:       {"«Беру» — арсенал снят с карты, «оставляю» — остаётся.", "", "\"Take\" removes the arsenal from the map; \"leave\" keeps it there."},
	KeyCardArsenalAnnounce:          {"О приходе в арсенал слышат все.", "", "Everyone hears when someone reaches an arsenal."},
	KeyCardBlastOuter:               {"Гранатой можно взорвать и внешнюю стену.", "", "A grenade can blow the outer wall too."},
	KeyCardBlastModeMove:            {"Взрыв стены — и тем же ходом проходишь в пролом.", "", "Blow a wall and walk through in the same turn."},
	KeyCardBlastModeAction:          {"Взрыв — это весь ход.", "", "A blast takes the whole turn."},
	KeyCardBlastModeAfterBump:       {"Взрывать можно только после ответа «стена».", "", "Blow a wall only after a \"wall\" answer."},
	KeyCardBlastKills:               {"Взрыв убивает стоящего за стеной.", "", "A blast kills whoever stands behind the wall."},
	KeyCardBlastNoWallSpends:        {"Граната, брошенная туда, где нет стены, всё равно потрачена.", "", "A grenade thrown where there is no wall is spent anyway."},
	KeyCardBricks:                   {"Кирпичом можно поставить стену.", "", "A brick builds a wall."},
	KeyCardTellBlownWall:            {"Проходя взорванную стену, ты узнаёшь об этом.", "", "You are told when you pass a blown wall."},
	KeyCardTellWounds:               {"Кто ранен или убит — слышат все.", "", "Everyone hears who is wounded or killed."},
	KeyCardTellTreasureWhenCarrying: {"О кладе тебе скажут, даже если ты уже несёшь клад.", "", "You are told about a treasure even while carrying one."},
	KeyCardTellExitEmpty:            {"Выйдя без клада, ты услышишь об этом.", "", "You are told when you step out without a treasure."},
	KeyCardTellFeatures:             {"В начале называют особенности лабиринта.", "", "At the start you hear the maze's special features."},
	KeyCardTellStartWalls:           {"В начале тебе описывают стены вокруг твоей клетки.", "", "At the start you hear the walls around your cell."},
	KeyCardTellPitNumber:            {"Упав в яму, ты узнаёшь её номер; набредя на выход из ямы — его номер.", "", "A fall tells you the pit's number; walking onto a pit's exit tells you its number."},
	KeyCardTellTake:                 {"Кто взял клад — слышит противник.", "", "Your opponent hears when you take a treasure."},
	KeyCardTreasureAutoTake:         {"Попав на клетку с кладом, ты сразу его получаешь.", "", "Reaching a treasure gives it to you at once."},
	KeyCardPitSharedCount:           {"Кратность ямы считается по проходам всех вместе.", "", "A pit's multiplicity counts everyone's passes together."},
	KeyCardShotLine:                 {"Пуля летит до стены или до первого игрока.", "", "A bullet flies until it hits a wall or a player."},
	KeyCardShotCell:                 {"Выстрел попадает во всех на клетке стрелка.", "", "A shot hits everyone on the shooter's cell."},
	KeyCardWoundWounded:             {"Раненый не берёт и не несёт клад и не стреляет, пока не вылечится в госпитале.", "", "A wounded player cannot take or carry a treasure or shoot until a hospital heals them."},
	KeyCardWoundMorgue:              {"Убитый начинает заново из морга без оружия.", "", "A killed player restarts in the morgue, unarmed."},
	KeyCardDagger:                   {"Кинжалом можно ранить того, кто на твоей клетке.", "", "A dagger wounds whoever shares your cell."},
	KeyCardKick:                     {"Можно «бить ногами».", "", "You may kick."},
	KeyCardBoomerangRange:           {"Бумеранг летит на {cell}; о стену ломается, иначе возвращается.", "", "A boomerang flies {cell}; it breaks on a wall, else it comes back."},
	KeyCardLoot:                     {"С убитого можно за ход забрать патроны и гранаты.", "", "You can take a killed player's bullets and grenades; it costs a turn."},
	KeyCardMineSkip:                 {"На мине пропускаешь {turn}.", "", "On a mine you miss {turn}."},
	KeyCardMineCarry:                {"Мины можно оставлять на клетках.", "", "You may leave mines on cells."},
	KeyCardTrapSkip:                 {"В капкане пропускаешь {turn}.", "", "In a trap you miss {turn}."},
	KeyCardSwampSkip:                {"В болоте теряешь {turn}.", "", "In a swamp you lose {turn}."},
	KeyCardSwampSkip1:               {"В болоте теряешь ход.", "", "In a swamp you lose a turn."},
	KeyCardPuddle:                   {"Лужа отнимает половину боеприпасов.", "", "A puddle takes half the ammunition."},
	KeyCardJumpSit:                  {"Чтобы перепрыгнуть стену, просиди {turn} и прыгай.", "", "To jump a wall, sit {turn}, then jump."},
	KeyCardHoleBumpAdvances:         {"В дырке удар о стену или пропуск переносит в следующую дырку.", "", "In a hole, a bump or a skip takes you to the next hole."},
	KeyCardRiverDrift0:              {"Река сразу уносит в устье.", "", "A river carries you straight to its mouth."},
	KeyCardRiverDrift:               {"Река сносит на {cell} за ход.", "", "A river carries you {cell} a turn."},
	KeyCardRiverFlowSouthEast:       {"Реки текут только на юг или на восток.", "", "Rivers flow only south or east."},
	KeyCardRiverSteepBanks:          {"Из реки на берег выйти можно только в устье.", "", "You can leave a river only at its mouth."},
	KeyCardTreasureLastIsTrue:       {"Истинный клад — последний оставшийся.", "", "The true treasure is the last one left."},
	KeyCardLeaveWithoutTreasure:     {"Выйти можно и без клада.", "", "You may step out without a treasure."},
	KeyCardReentrySame:              {"Вернуться в лабиринт можно только тем же выходом.", "", "Come back in only by the exit you left by."},
	KeyCardReentryAny:               {"Вернуться можно через любой выход.", "", "Come back in by any exit."},
	KeyCardTreasureDropNo:           {"Клад нельзя бросить, только поменять.", "", "A treasure cannot be dropped, only swapped."},
	KeyCardDuelItems:                {"Арбалет и костыль меняют число действий за ход.", "", "The crossbow and the crutch change how many actions you get a turn."},
	KeyCardBearTrack:                {"Медведь ходит своим путём; встреча с ним ранит.", "", "A bear walks its track; meeting it wounds."},
	KeyCardBearMimic:                {"Медведь повторяет ходы игроков.", "", "A bear repeats the players' moves."},
	KeyCardBearKillable:             {"Медведя можно убить насовсем.", "", "The bear can be killed for good."},
	KeyCardMinotaur:                 {"Минотавр просыпается, увидев игрока.", "", "The minotaur wakes on seeing a player."},
	KeyCardStalkerNuts:              {"У каждого {nut}.", "", "Everyone has {nut}."},
	KeyCardStalkerTerrain:           {"Болото, брод и подъём отнимают от броска, кроме самого шага, ещё {step}.", "", "A swamp, a ford or a climb costs {step} of the throw on top of the step itself."},
	KeyCardStalkerPenalties:         {"{penalty-point} — и сталкер выбывает.", "", "At {penalty-point} a stalker is out."},
	KeyCardStalkerGalosh:            {"В институте можно взять галошу.", "", "The institute gives a galosh."},
}

func init() {
	for k, e := range cardCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
