package narrate

// Orders as the player writes them (grammar.md, "Orders"): the one writer
// of a turn as text, order.Options.Format, takes its words from here, and
// order.Parse reads them back. They are the player's first person present
// («иду налево»), without gender.
var (
	KeyOrderSkip          = key("order.skip")
	KeyOrderGo            = key("order.go")
	KeyOrderFallback      = key("order.fallback") // V11 «если стена — вверх»
	KeyOrderBlow          = key("order.blow")
	KeyOrderShoot         = key("order.shoot")
	KeyOrderShootDir      = key("order.shoot.dir")
	KeyOrderBrick         = key("order.brick")
	KeyOrderBuild         = key("order.build")
	KeyOrderTakeTreasure  = key("order.take-treasure")
	KeyOrderDropTreasure  = key("order.drop-treasure")
	KeyOrderLeaveMine     = key("order.leave-mine")
	KeyOrderSit           = key("order.sit")
	KeyOrderJump          = key("order.jump")
	KeyOrderKick          = key("order.kick")
	KeyOrderStab          = key("order.stab")
	KeyOrderTakeArsenal   = key("order.take-arsenal")
	KeyOrderLeaveArsenal  = key("order.leave-arsenal")
	KeyOrderStart         = key("order.start")
	KeyOrderBoomerang     = key("order.boomerang")
	KeyOrderLoot          = key("order.loot")
	KeyOrderNut           = key("order.nut")
	KeyOrderWalk          = key("order.walk")
	KeyOrderTakeGalosh    = key("order.take-galosh") // S9
	KeyOrderClimbDescend  = key("order.climb-descend")
	KeyOrderDirUp         = key("order.dir.up")
	KeyOrderDirDown       = key("order.dir.down")
	KeyOrderDirLeft       = key("order.dir.left")
	KeyOrderDirRight      = key("order.dir.right")
	KeyOrderDirUpstairs   = key("order.dir.upstairs")
	KeyOrderDirDownstairs = key("order.dir.downstairs")
	KeyOrderDirForward    = key("order.dir.forward")
	KeyOrderDirBack       = key("order.dir.back")
	KeyOrderDirToLeft     = key("order.dir.to-left")  // help and explanations: "blow up the wall to the left"
	KeyOrderDirToRight    = key("order.dir.to-right") // the same, right
	KeyOrderDirFloorUp    = key("order.dir.floor-up")
	KeyOrderDirFloorDown  = key("order.dir.floor-down")
)

// What the referee understood, in full sentences (order.Explain): the
// confirmation a player gets.
var (
	KeyExplainNone          = key("explain.none")
	KeyExplainSkip          = key("explain.skip")
	KeyExplainGo            = key("explain.go")
	KeyExplainFallback      = key("explain.fallback")
	KeyExplainFallbackToo   = key("explain.fallback-too")
	KeyExplainBlow          = key("explain.blow")
	KeyExplainShoot         = key("explain.shoot")
	KeyExplainShootDir      = key("explain.shoot.dir")
	KeyExplainBrick         = key("explain.brick")
	KeyExplainBuild         = key("explain.build")
	KeyExplainTakeTreasure  = key("explain.take-treasure")
	KeyExplainDropTreasure  = key("explain.drop-treasure")
	KeyExplainLeaveMine     = key("explain.leave-mine")
	KeyExplainSit           = key("explain.sit")
	KeyExplainJump          = key("explain.jump")
	KeyExplainKick          = key("explain.kick")
	KeyExplainStab          = key("explain.stab")
	KeyExplainTakeArsenal   = key("explain.take-arsenal")
	KeyExplainLeaveArsenal  = key("explain.leave-arsenal")
	KeyExplainStart         = key("explain.start")
	KeyExplainBoomerang     = key("explain.boomerang")
	KeyExplainLoot          = key("explain.loot")
	KeyExplainNut           = key("explain.nut")
	KeyExplainWalk          = key("explain.walk")
	KeyExplainTakeGalosh    = key("explain.take-galosh")
	KeyOrderErrorExpected   = key("order.error.expected")
	KeyOrderErrorUnreadable = key("order.error.unreadable")
	KeyOrderErrorRefused    = key("order.error.refused") // the order is understood, the rules forbid it
)

// orderCatalogue joins the catalogue at init; TestCatalogueComplete checks
// that no key is in both.
var orderCatalogue = map[Key]entry{
	KeyOrderSkip:          {"пропускаю ход", "", "skip"},
	KeyOrderGo:            {"иду {dir}", "", "go {dir}"},
	KeyOrderFallback:      {", если стена — {dir}", "", ", if wall {dir}"},
	KeyOrderBlow:          {"взрываю стену {dir}", "", "blow up the wall {dir}"},
	KeyOrderShoot:         {"стреляю", "", "shoot"},
	KeyOrderShootDir:      {"стреляю {dir}", "", "shoot {dir}"},
	KeyOrderBrick:         {"бросаю кирпич {dir}", "", "throw a brick {dir}"},
	KeyOrderBuild:         {"строю стену {dir}", "", "build a wall {dir}"},
	KeyOrderTakeTreasure:  {"беру клад", "", "take the treasure"},
	KeyOrderDropTreasure:  {"бросаю клад", "", "drop the treasure"},
	KeyOrderLeaveMine:     {"оставляю мину", "", "leave a mine"},
	KeyOrderSit:           {"сижу", "", "sit"},
	KeyOrderJump:          {"прыгаю {dir}", "", "jump {dir}"},
	KeyOrderKick:          {"бью ногами", "", "kick"},
	KeyOrderStab:          {"бью кинжалом", "", "stab"},
	KeyOrderTakeArsenal:   {"беру арсенал", "", "take the arsenal"},
	KeyOrderLeaveArsenal:  {"оставляю арсенал", "", "leave the arsenal"},
	KeyOrderStart:         {"начинаю с {cell}", "", "start at {cell}"},
	KeyOrderBoomerang:     {"бросаю бумеранг {dir}", "", "throw the boomerang {dir}"},
	KeyOrderLoot:          {"обыскиваю тело", "", "loot the body"},
	KeyOrderNut:           {"бросаю гайку {dir}", "", "throw a nut {dir}"},
	KeyOrderWalk:          {"иду {path}", "", "go {path}"},
	KeyOrderTakeGalosh:    {"беру галошу", "", "take the galosh"},
	KeyOrderClimbDescend:  {"поднимаюсь / спускаюсь", "", "climb / descend"},
	KeyOrderDirUp:         {"вверх", "", "up"},
	KeyOrderDirDown:       {"вниз", "", "down"},
	KeyOrderDirLeft:       {"налево", "", "left"},
	KeyOrderDirRight:      {"направо", "", "right"},
	KeyOrderDirUpstairs:   {"на этаж вверх", "", "upstairs"},
	KeyOrderDirDownstairs: {"на этаж вниз", "", "downstairs"},
	KeyOrderDirForward:    {"вперёд", "", "forward"},
	KeyOrderDirBack:       {"назад", "", "back"},
	KeyOrderDirToLeft:     {"налево", "", "to the left"},
	KeyOrderDirToRight:    {"направо", "", "to the right"},
	KeyOrderDirFloorUp:    {"вверх", "", "up"},
	KeyOrderDirFloorDown:  {"вниз", "", "down"},

	KeyExplainNone:          {"Приказов нет: ход пропускается.", "", "No orders: the turn is skipped."},
	KeyExplainSkip:          {"Пропускаю ход.", "", "Skip this turn."},
	KeyExplainGo:            {"Иду {dir}", "", "Go {dir}"},
	KeyExplainFallback:      {"; если там стена — {dir}", "", "; if there is a wall, go {dir}"},
	KeyExplainFallbackToo:   {"; если и там стена — {dir}", "", "; if there is a wall too, go {dir}"},
	KeyExplainBlow:          {"Взрываю стену {dir} (тратится граната).", "", "Blow up the wall {dir} (uses a grenade)."},
	KeyExplainShoot:         {"Стреляю в тех, кто на моей клетке (тратится патрон).", "", "Shoot at whoever shares your cell (uses a bullet)."},
	KeyExplainShootDir:      {"Стреляю {dir} (тратится патрон).", "", "Shoot {dir} (uses a bullet)."},
	KeyExplainBrick:         {"Бросаю кирпич {dir}: с той стороны встанет стена.", "", "Throw a brick {dir}: a new wall stands on that side."},
	KeyExplainBuild:         {"Строю стену {dir} из цемента.", "", "Build a wall {dir} with cement."},
	KeyExplainTakeTreasure:  {"Беру клад на этой клетке.", "", "Take the treasure here."},
	KeyExplainDropTreasure:  {"Бросаю клад на этой клетке.", "", "Drop the treasure here."},
	KeyExplainLeaveMine:     {"Оставляю мину на клетке, которую покидаю.", "", "Leave a mine on the cell you leave."},
	KeyExplainSit:           {"Сижу (коплю на прыжок).", "", "Sit (saving up for a jump)."},
	KeyExplainJump:          {"Прыгаю {dir} через стену.", "", "Jump {dir} over the wall."},
	KeyExplainKick:          {"Бью ногами того, кто на моей клетке.", "", "Kick whoever shares your cell."},
	KeyExplainStab:          {"Бью кинжалом того, кто на моей клетке.", "", "Stab whoever shares your cell."},
	KeyExplainTakeArsenal:   {"Беру арсенал (пополняю снаряжение).", "", "Take the arsenal (refills your kit)."},
	KeyExplainLeaveArsenal:  {"Оставляю арсенал на месте.", "", "Leave the arsenal where it is."},
	KeyExplainStart:         {"Начинаю с клетки {ru} (латиницей {en}).", "", "Start at {en} ({ru} in Cyrillic)."},
	KeyExplainBoomerang:     {"Бросаю бумеранг {dir}.", "", "Throw the boomerang {dir}."},
	KeyExplainLoot:          {"Обыскиваю убитого на моей клетке.", "", "Loot the body on your cell."},
	KeyExplainNut:           {"Бросаю гайку {dir}.", "", "Throw a nut {dir}."},
	KeyExplainWalk:          {"Иду {steps}: {path}.", "", "Walk {steps}: {path}."},
	KeyExplainTakeGalosh:    {"Беру галошу, которую даёт институт.", "", "Take the galosh the institute offers."},
	KeyOrderErrorExpected:   {"ожидалось: {what}", "", "expected {what}"},
	KeyOrderErrorUnreadable: {"Не понял:", "", "Cannot read:"},
	KeyOrderErrorRefused:    {"Так нельзя:", "", "Not allowed:"},
}

func init() {
	for k, e := range orderCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
}
