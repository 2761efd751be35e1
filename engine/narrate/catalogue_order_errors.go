package narrate

// Errors in orders (order.Parse): what is wrong, what would fit, what the
// player probably meant. The host says «ты», as everywhere.
var (
	KeyOrderErrMoreThanNOrders            = key("order.error.more-than-n-orders")
	KeyOrderErrCountStepsStartsAt         = key("order.error.count-steps-starts-at")
	KeyOrderErrSecondCell                 = key("order.error.second-cell")
	KeyOrderErrCountNeedsDirectionAfter   = key("order.error.count-needs-direction-after")
	KeyOrderErrCountExample               = key("order.error.count-example")
	KeyOrderErrExpectedOrder              = key("order.error.expected-order")
	KeyOrderErrWordDependsOnWhere         = key("order.error.word-depends-on-where")
	KeyOrderErrDidYouMean                 = key("order.error.did-you-mean")
	KeyOrderErrUnknownWord                = key("order.error.unknown-word")
	KeyOrderErrKeyboardLatinLayout        = key("order.error.keyboard-latin-layout")
	KeyOrderErrDirsFloors                 = key("order.error.dirs-floors")
	KeyOrderErrDirs                       = key("order.error.dirs")
	KeyOrderErrWhatWhereDirectionMissing  = key("order.error.what-where-direction-missing")
	KeyOrderErrCellNamedOnlyChoose        = key("order.error.cell-named-only-choose")
	KeyOrderErrStartThereWriteStart       = key("order.error.start-there-write-start")
	KeyOrderErrWordDoesNotFit             = key("order.error.word-does-not-fit")
	KeyOrderErrWhatTakesNoDirection       = key("order.error.what-takes-no-direction")
	KeyOrderErrCountOnlyForSteps          = key("order.error.count-only-for-steps")
	KeyOrderErrWhatDoWithWord             = key("order.error.what-do-with-word")
	KeyOrderErrOrderWordBeforeIt          = key("order.error.order-word-before-it")
	KeyOrderErrCannotShootOneself         = key("order.error.cannot-shoot-oneself")
	KeyOrderErrShootAloneHitsWhoever      = key("order.error.shoot-alone-hits-whoever")
	KeyOrderErrShootInADirection          = key("order.error.shoot-in-a-direction")
	KeyOrderErrLeaveWhat                  = key("order.error.leave-what")
	KeyOrderErrLeaveTreasureOrLeave       = key("order.error.leave-treasure-or-leave")
	KeyOrderErrPutWhat                    = key("order.error.put-what")
	KeyOrderErrLayMineOrPut               = key("order.error.lay-mine-or-put")
	KeyOrderErrJumpsOverWall              = key("order.error.jumps-over-wall")
	KeyOrderErrHitWithWhat                = key("order.error.hit-with-what")
	KeyOrderErrKickMOrStab                = key("order.error.kick-m-or-stab")
	KeyOrderErrStartWhereCellMissing      = key("order.error.start-where-cell-missing")
	KeyOrderErrCellStartAtB               = key("order.error.cell-start-at-b")
	KeyOrderErrThrowWhat                  = key("order.error.throw-what")
	KeyOrderErrGrenadeBrickBoomerangOr    = key("order.error.grenade-brick-boomerang-or")
	KeyOrderErrTooManySteps               = key("order.error.too-many-steps")
	KeyOrderErrOnlyMoveCanFollow          = key("order.error.only-move-can-follow")
	KeyOrderErrIfWall                     = key("order.error.if-wall")
	KeyOrderErrFallbackDirection          = key("order.error.fallback-direction")
	KeyOrderErrWriteEachFallbackAfter     = key("order.error.write-each-fallback-after")
	KeyOrderErrIfWallNeedsMove            = key("order.error.if-wall-needs-move")
	KeyOrderErrGoLeftIfWall               = key("order.error.go-left-if-wall")
	KeyOrderErrThisDirectionWasAlready    = key("order.error.this-direction-was-already")
	KeyOrderErrWordNotCell                = key("order.error.word-not-cell")
	KeyOrderErrColumnLetterAndRow         = key("order.error.column-letter-and-row")
	KeyOrderErrNamingStartCellWhole       = key("order.error.naming-start-cell-whole")
	KeyOrderErrSendItWithYour             = key("order.error.send-it-with-your")
	KeyOrderErrFirstNameStartCell         = key("order.error.first-name-start-cell")
	KeyOrderErrStartAtB                   = key("order.error.start-at-b")
	KeyOrderErrOneStartCell               = key("order.error.one-start-cell")
	KeyOrderErrTheseRulesBumpInto         = key("order.error.these-rules-bump-into")
	KeyOrderErrWriteOnlyFirstDirection    = key("order.error.write-only-first-direction")
	KeyOrderErrAtMostMaxbumpsTries        = key("order.error.at-most-maxbumps-tries")
	KeyOrderErrTheseRulesHaveNo           = key("order.error.these-rules-have-no")
	KeyOrderErrHostPlacesPlayers          = key("order.error.host-places-players")
	KeyOrderErrArsenalRefillsYourKit      = key("order.error.arsenal-refills-your-kit")
	KeyOrderErrTreasureCanOnlyBe          = key("order.error.treasure-can-only-be")
	KeyOrderErrStartCellNamedBefore       = key("order.error.start-cell-named-before")
	KeyOrderErrThisMazeHasFloor           = key("order.error.this-maze-has-floor")
	KeyOrderErrShotHitsWhoeverShares      = key("order.error.shot-hits-whoever-shares")
	KeyOrderErrWriteShoot                 = key("order.error.write-shoot")
	KeyOrderErrShootWhereDirectionMissing = key("order.error.shoot-where-direction-missing")
	KeyOrderErrShootLeft                  = key("order.error.shoot-left")
	KeyOrderErrOneStep                    = key("order.error.one-step")
	KeyOrderErrForSeveralStepsSend        = key("order.error.for-several-steps-send")
	KeyOrderErrMineLeftOnCell             = key("order.error.mine-left-on-cell")
	KeyOrderErrGoLeftLeaveMine            = key("order.error.go-left-leave-mine")
	KeyOrderErrOneMine                    = key("order.error.one-mine")
	KeyOrderErrOneAction                  = key("order.error.one-action")
	KeyOrderErrNActionsThisTurn           = key("order.error.n-actions-this-turn")
	KeyOrderErrSendRestNextTurn           = key("order.error.send-rest-next-turn")
	KeyOrderErrMoveEndsTurn               = key("order.error.move-ends-turn")
	KeyOrderErrPutThisBeforeMove          = key("order.error.put-this-before-move")
	KeyOrderErrOneMove                    = key("order.error.one-move")
	KeyOrderErrForAnotherDirectionWrite   = key("order.error.for-another-direction-write")
	KeyOrderErrSkippingWholeTurn          = key("order.error.skipping-whole-turn")
	KeyOrderErrTurnEndsWithMove           = key("order.error.turn-ends-with-move")
	KeyOrderErrMoveGoLeft                 = key("order.error.move-go-left")
	KeyOrderErrOrSitWaitFor               = key("order.error.or-sit-wait-for")
	KeyOrderErrDiceGaveStepsSteps         = key("order.error.dice-gave-steps-steps")
)

// Action kinds named in errors («в этих правилах нет: гранаты»).
var (
	KeyActionSkip         = key("action.skip")
	KeyActionMove         = key("action.move")
	KeyActionBlow         = key("action.blow")
	KeyActionShoot        = key("action.shoot")
	KeyActionBrick        = key("action.brick")
	KeyActionBuild        = key("action.build")
	KeyActionTakeTreasure = key("action.take-treasure")
	KeyActionDropTreasure = key("action.drop-treasure")
	KeyActionLeaveMine    = key("action.leave-mine")
	KeyActionSit          = key("action.sit")
	KeyActionJump         = key("action.jump")
	KeyActionKick         = key("action.kick")
	KeyActionStab         = key("action.stab")
	KeyActionTakeArsenal  = key("action.take-arsenal")
	KeyActionLeaveArsenal = key("action.leave-arsenal")
	KeyActionChooseStart  = key("action.choose-start")
	KeyActionBoomerang    = key("action.boomerang")
	KeyActionLoot         = key("action.loot")
	KeyActionThrowNut     = key("action.throw-nut")
	KeyActionWalk         = key("action.walk")
	KeyActionTakeGalosh   = key("action.take-galosh")
)

// orderErrorCatalogue joins the catalogue at init.
var orderErrorCatalogue = map[Key]entry{
	KeyOrderErrMoreThanNOrders:            {"больше {n} приказов за один ход", "", "more than {n} orders in one turn"},
	KeyOrderErrCountStepsStartsAt:         {"число шагов — от 1", "", "a count of steps starts at 1"},
	KeyOrderErrSecondCell:                 {"вторая клетка", "", "a second cell"},
	KeyOrderErrCountNeedsDirectionAfter:   {"после числа нужно направление", "", "a count needs a direction after it"},
	KeyOrderErrCountExample:               {"направление: «3 вверх»", "", "a direction: \"3 up\""},
	KeyOrderErrExpectedOrder:              {"приказ (иду, стреляю, взрываю, беру, бросаю, сижу, прыгаю, пропускаю ход…) или направление (вверх, вниз, налево, направо)", "", "an order (go, shoot, blow, take, drop, sit, jump, skip, …) or a direction (up, down, left, right)"},
	KeyOrderErrWordDependsOnWhere:         {"«{word}» зависит от того, куда смотреть; направления здесь постоянные", "", "\"{word}\" depends on which way you face; directions here are fixed"},
	KeyOrderErrDidYouMean:                 {"может быть, «{s}»?", "", "did you mean \"{s}\"?"},
	KeyOrderErrUnknownWord:                {"непонятное слово «{word}»", "", "unknown word \"{word}\""},
	KeyOrderErrKeyboardLatinLayout:        {"не включена ли латинская раскладка?", "", "is the keyboard in the Latin layout?"},
	KeyOrderErrDirsFloors:                 {"направление: вперёд, назад, налево, направо, вверх, вниз", "", "a direction: forward, back, left, right, up, down"},
	KeyOrderErrDirs:                       {"направление: вверх, вниз, налево, направо", "", "a direction: up, down, left, right (or north, south, west, east)"},
	KeyOrderErrWhatWhereDirectionMissing:  {"{what} — куда? Не указано направление", "", "{what} which way? No direction given"},
	KeyOrderErrCellNamedOnlyChoose:        {"клетку называют только при выборе начала", "", "a cell is named only to choose the start"},
	KeyOrderErrStartThereWriteStart:       {"чтобы начать там, напиши «начинаю с {word}»", "", "to start there write \"start at {word}\""},
	KeyOrderErrWordDoesNotFit:             {"«{word}» не подходит к {verbword}", "", "\"{word}\" does not fit {verbword}"},
	KeyOrderErrWhatTakesNoDirection:       {"{what} — без направления", "", "{what} takes no direction"},
	KeyOrderErrCountOnlyForSteps:          {"число — только для шагов", "", "a count is only for the steps of a walk"},
	KeyOrderErrWhatDoWithWord:             {"что сделать с «{word}»?", "", "what to do with \"{word}\"?"},
	KeyOrderErrOrderWordBeforeIt:          {"приказ перед ним: беру, бросаю, взрываю…", "", "an order word before it: take, drop, throw, blow…"},
	KeyOrderErrCannotShootOneself:         {"в себя стрелять нельзя", "", "you cannot shoot yourself"},
	KeyOrderErrShootAloneHitsWhoever:      {"«стреляю» без направления попадает в тех, кто на твоей клетке", "", "\"shoot\" alone hits whoever shares your cell"},
	KeyOrderErrShootInADirection:          {"стреляй в направлении, например «стреляю налево»", "", "shoot in a direction, e.g. \"shoot left\""},
	KeyOrderErrLeaveWhat:                  {"оставляю что?", "", "leave what?"},
	KeyOrderErrLeaveTreasureOrLeave:       {"«оставляю клад» или «оставляю мину»", "", "\"leave the treasure\" or \"leave a mine\""},
	KeyOrderErrPutWhat:                    {"ставлю что?", "", "put what?"},
	KeyOrderErrLayMineOrPut:               {"«ставлю мину» или «ставлю стену налево»", "", "\"lay a mine\" or \"put a wall left\""},
	KeyOrderErrJumpsOverWall:              {"прыгают через одну стену", "", "a jump goes over one wall"},
	KeyOrderErrHitWithWhat:                {"бью чем?", "", "hit with what?"},
	KeyOrderErrKickMOrStab:                {"«бью ногами» (M20) или «бью кинжалом» (B21)", "", "\"kick\" (M20) or \"stab\" with a dagger (B21)"},
	KeyOrderErrStartWhereCellMissing:      {"начинаю где? нет клетки", "", "start where? a cell is missing"},
	KeyOrderErrCellStartAtB:               {"клетка: «начинаю с б4»", "", "a cell: \"start at B4\""},
	KeyOrderErrThrowWhat:                  {"бросаю что?", "", "throw what?"},
	KeyOrderErrGrenadeBrickBoomerangOr:    {"гранату, кирпич, бумеранг или гайку", "", "a grenade, a brick, a boomerang or a nut"},
	KeyOrderErrTooManySteps:               {"слишком много шагов", "", "too many steps"},
	KeyOrderErrOnlyMoveCanFollow:          {"после «если стена» может быть только ход", "", "only a move can follow \"if wall\""},
	KeyOrderErrIfWall:                     {"«если стена»", "", "\"if wall\""},
	KeyOrderErrFallbackDirection:          {"запасной ход — одно направление", "", "a fallback is one direction"},
	KeyOrderErrWriteEachFallbackAfter:     {"каждый запасной ход — после своего «если стена»", "", "write each fallback after its own \"if wall\""},
	KeyOrderErrIfWallNeedsMove:            {"перед «если стена» нужен ход", "", "\"if wall\" needs a move before it"},
	KeyOrderErrGoLeftIfWall:               {"«иду налево, если стена — вверх»", "", "\"go left, if wall — up\""},
	KeyOrderErrThisDirectionWasAlready:    {"это направление уже было", "", "this direction was already tried"},
	KeyOrderErrWordNotCell:                {"«{word}» — не клетка", "", "\"{word}\" is not a cell"},
	KeyOrderErrColumnLetterAndRow:         {"буква столбца и номер строки: б4, B4", "", "a column letter and a row number: B4, б4"},
	KeyOrderErrNamingStartCellWhole:       {"начальная клетка — это весь первый ход: этот приказ — в следующий ход", "", "naming the start cell is the whole first turn: this order waits for the next turn"},
	KeyOrderErrSendItWithYour:             {"пришли его со следующими приказами", "", "send it with your next orders"},
	KeyOrderErrFirstNameStartCell:         {"сначала назови начальную клетку", "", "first name the start cell"},
	KeyOrderErrStartAtB:                   {"«начинаю с б4»", "", "\"start at B4\""},
	KeyOrderErrOneStartCell:               {"начальная клетка одна", "", "one start cell"},
	KeyOrderErrTheseRulesBumpInto:         {"в этих правилах удар в стену заканчивает ход: запасных ходов нет", "", "in these rules a bump into a wall ends the turn: no fallbacks"},
	KeyOrderErrWriteOnlyFirstDirection:    {"оставь одно направление", "", "write only the first direction"},
	KeyOrderErrAtMostMaxbumpsTries:        {"за ход — не больше {maxbumps} попыток", "", "at most {maxbumps} tries in one move"},
	KeyOrderErrTheseRulesHaveNo:           {"в этих правилах нет: {action}", "", "these rules have no {action}"},
	KeyOrderErrHostPlacesPlayers:          {"игроков расставляет ведущий", "", "the host places the players"},
	KeyOrderErrArsenalRefillsYourKit:      {"арсенал сам пополняет снаряжение", "", "an arsenal refills your kit by itself"},
	KeyOrderErrTreasureCanOnlyBe:          {"клад можно только обменять: «беру клад»", "", "a treasure can only be swapped: \"take the treasure\""},
	KeyOrderErrStartCellNamedBefore:       {"начальную клетку называют до первого хода", "", "the start cell is named before the first turn"},
	KeyOrderErrThisMazeHasFloor:           {"в этом лабиринте один этаж", "", "this maze has one floor"},
	KeyOrderErrShotHitsWhoeverShares:      {"выстрел попадает в тех, кто на твоей клетке: направление не нужно", "", "a shot hits whoever shares your cell: no direction"},
	KeyOrderErrWriteShoot:                 {"напиши «стреляю»", "", "write \"shoot\""},
	KeyOrderErrShootWhereDirectionMissing: {"стреляю — куда? Не указано направление", "", "shoot which way? No direction given"},
	KeyOrderErrShootLeft:                  {"«стреляю налево»", "", "\"shoot left\""},
	KeyOrderErrOneStep:                    {"ход — это один шаг", "", "a move is one step"},
	KeyOrderErrForSeveralStepsSend:        {"несколько шагов — это несколько ходов", "", "for several steps send several turns"},
	KeyOrderErrMineLeftOnCell:             {"мину оставляют на клетке, которую покидают: нет хода", "", "a mine is left on the cell you leave: a move is missing"},
	KeyOrderErrGoLeftLeaveMine:            {"«иду налево, оставляю мину»", "", "\"go left, leave a mine\""},
	KeyOrderErrOneMine:                    {"одна мина за ход", "", "one mine a move"},
	KeyOrderErrOneAction:                  {"за ход — одно действие", "", "one action a turn"},
	KeyOrderErrNActionsThisTurn:           {"в этот ход действий: {n}", "", "{n} actions this turn"},
	KeyOrderErrSendRestNextTurn:           {"остальное — в следующий ход", "", "send the rest next turn"},
	KeyOrderErrMoveEndsTurn:               {"ход заканчивается перемещением", "", "the move ends the turn"},
	KeyOrderErrPutThisBeforeMove:          {"напиши это до хода", "", "put this before the move"},
	KeyOrderErrOneMove:                    {"перемещение за ход — одно", "", "one move a turn"},
	KeyOrderErrForAnotherDirectionWrite:   {"для другого направления: «если стена — …»", "", "for another direction write \"if wall — …\""},
	KeyOrderErrSkippingWholeTurn:          {"пропуск — это весь ход", "", "skipping is the whole turn"},
	KeyOrderErrTurnEndsWithMove:           {"ход заканчивается перемещением", "", "a turn ends with a move"},
	KeyOrderErrMoveGoLeft:                 {"перемещение: «иду налево»", "", "a move: \"go left\""},
	KeyOrderErrOrSitWaitFor:               {"или «сижу» перед прыжком", "", "or \"sit\" to wait for a jump"},
	KeyOrderErrDiceGaveStepsSteps:         {"на кубике {steps}, а шагов {n}", "", "you rolled {steps}, the walk has {n} steps"},

	KeyActionSkip:         {"пропуск хода", "", "skipping"},
	KeyActionMove:         {"ход", "", "moves"},
	KeyActionBlow:         {"гранаты", "", "grenades"},
	KeyActionShoot:        {"стрельба", "", "shooting"},
	KeyActionBrick:        {"кирпичи", "", "bricks"},
	KeyActionBuild:        {"постройка стен", "", "building walls"},
	KeyActionTakeTreasure: {"взять клад", "", "taking a treasure"},
	KeyActionDropTreasure: {"бросить клад", "", "dropping a treasure"},
	KeyActionLeaveMine:    {"мины игроков", "", "leaving mines"},
	KeyActionSit:          {"сидение", "", "sitting"},
	KeyActionJump:         {"прыжки", "", "jumping"},
	KeyActionKick:         {"удар ногами", "", "kicking"},
	KeyActionStab:         {"кинжал", "", "stabbing"},
	KeyActionTakeArsenal:  {"взять арсенал", "", "taking an arsenal"},
	KeyActionLeaveArsenal: {"оставить арсенал", "", "leaving an arsenal"},
	KeyActionChooseStart:  {"выбор начальной клетки", "", "choosing a start cell"},
	KeyActionBoomerang:    {"бумеранги", "", "boomerangs"},
	KeyActionLoot:         {"обыск убитых", "", "looting"},
	KeyActionThrowNut:     {"гайки", "", "nuts"},
	KeyActionWalk:         {"проход по шагам", "", "walks"},
	KeyActionTakeGalosh:   {"галоша", "", "the galosh"},
}

func init() {
	for k, e := range orderErrorCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
