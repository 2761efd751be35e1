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
var (
	KeyCardHeading = key("card.heading")
	KeyCardSummary = key("card.summary")      // the preset (its name, a "kit.family." key, and its id) and the starting kit
	KeyCardNoKit   = key("card.summary.none") // the starting kit when it is empty
	KeyCardExample = key("card.example")      // an order the first turn accepts, in a letter without the invitation's sample mail
)

// The options' lines.
var (
	KeyCardStartChoose              = key("card.start=choose")
	KeyCardStartHost                = key("card.start=host")
	KeyCardTurnSingle               = key("card.turn=single")
	KeyCardTurnCompound             = key("card.turn=compound")
	KeyCardTurnDice                 = key("card.turn=dice")
	KeyCardMoveBumps0               = key("card.move.bumps=0")
	KeyCardMoveBumps1               = key("card.move.bumps=1")
	KeyCardMoveBumps                = key("card.move.bumps")
	KeyCardArsenalRefillFull        = key("card.arsenal.refill=full")
	KeyCardArsenalRefillStock       = key("card.arsenal.refill=stock")
	KeyCardArsenalTakeRemoves       = key("card.arsenal.take-removes")
	KeyCardBlastModeMove            = key("card.blast.mode=move")
	KeyCardBlastModeAction          = key("card.blast.mode=action")
	KeyCardBlastModeAfterBump       = key("card.blast.mode=after-bump")
	KeyCardTellTreasureWhenCarrying = key("card.tell.treasure-when-carrying")
	KeyCardTellExitEmpty            = key("card.tell.exit-empty")
	KeyCardTellFeatures             = key("card.tell.features")
	KeyCardTellStartWalls           = key("card.tell.start-walls")
	KeyCardTellPitNumber            = key("card.tell.pit-number")
	KeyCardTreasureAutoTake         = key("card.treasure.auto-take")
	KeyCardKick                     = key("card.kick")
	KeyCardMineSkip                 = key("card.mine.skip")
	KeyCardTrapSkip                 = key("card.trap.skip")
	KeyCardSwampSkip                = key("card.swamp.skip")
	KeyCardSwampSkip1               = key("card.swamp.skip=1")
	KeyCardJumpSit                  = key("card.jump.sit")
	KeyCardLeaveWithoutTreasure     = key("card.leave.without-treasure")
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
	KeyCardMoveBumps0:               {"После ответа «стена» называй другое направление, пока не пройдёшь.", "", "After “wall”, name another direction until one is open."},
	KeyCardMoveBumps1:               {"Ответ «стена» — ход потерян.", "", "Walking into a wall ends the turn."},
	KeyCardMoveBumps:                {"За ход можно упереться в стену до {time.gen}.", "", "A move may bump into walls up to {time.gen}."},
	KeyCardArsenalRefillFull:        {"Арсенал пополняет снаряжение до начального.", "", "An arsenal refills your kit to what you started with."},
	KeyCardArsenalRefillStock:       {"В арсенале на каждого вдвое больше начального снаряжения.", "", "An arsenal holds twice the kit for each player."},
	KeyCardArsenalTakeRemoves:       {"«Беру» — арсенал снят с карты, «оставляю» — остаётся.", "", "“Take” removes the arsenal from the map; “leave” keeps it there."},
	KeyCardBlastModeMove:            {"Взрыв стены — и тем же ходом проходишь в пролом.", "", "Blow a wall and walk through in the same turn."},
	KeyCardBlastModeAction:          {"Взрыв — это весь ход.", "", "A blast takes the whole turn."},
	KeyCardBlastModeAfterBump:       {"Взрывать можно только после ответа «стена».", "", "Blow a wall only after a “wall” answer."},
	KeyCardTellTreasureWhenCarrying: {"О кладе тебе скажут, даже если ты уже несёшь клад.", "", "You are told about a treasure even while carrying one."},
	KeyCardTellExitEmpty:            {"Выйдя без клада, ты услышишь об этом.", "", "You are told when you step out without a treasure."},
	KeyCardTellFeatures:             {"В начале называют особенности лабиринта.", "", "At the start you hear the maze's special features."},
	KeyCardTellStartWalls:           {"В начале тебе описывают стены вокруг твоей клетки.", "", "At the start you hear the walls around your cell."},
	KeyCardTellPitNumber:            {"Упав в яму, ты узнаёшь её номер; набредя на выход из ямы — его номер.", "", "A fall tells you the pit's number; walking onto a pit's exit tells you its number."},
	KeyCardTreasureAutoTake:         {"Попав на клетку с кладом, ты сразу его получаешь.", "", "Reaching a treasure gives it to you at once."},
	KeyCardKick:                     {"Можно «бить ногами».", "", "You may kick."},
	KeyCardMineSkip:                 {"На мине пропускаешь {turn}.", "", "On a mine you miss {turn}."},
	KeyCardTrapSkip:                 {"В капкане пропускаешь {turn}.", "", "In a trap you miss {turn}."},
	KeyCardSwampSkip:                {"В болоте теряешь {turn}.", "", "In a swamp you lose {turn}."},
	KeyCardSwampSkip1:               {"В болоте теряешь ход.", "", "In a swamp you lose a turn."},
	KeyCardJumpSit:                  {"Чтобы перепрыгнуть стену, просиди {turn} и прыгай.", "", "To jump a wall, sit {turn}, then jump."},
	KeyCardLeaveWithoutTreasure:     {"Выйти можно и без клада.", "", "You may step out without a treasure."},
}

func init() {
	for k, e := range cardCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
