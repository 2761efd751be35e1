package narrate

// Orders as the player writes them (grammar.md, "Orders"): the one writer
// of a turn as text, order.Options.Format, takes its words from here, and
// order.Parse reads them back. They are the player's first person present
// («иду налево»), without gender.
const (
	KeyOrderSkip          Key = "order.skip"
	KeyOrderGo            Key = "order.go"
	KeyOrderFallback      Key = "order.fallback" // V11 «если стена — вверх»
	KeyOrderBlow          Key = "order.blow"
	KeyOrderShoot         Key = "order.shoot"
	KeyOrderShootDir      Key = "order.shoot.dir"
	KeyOrderBrick         Key = "order.brick"
	KeyOrderBuild         Key = "order.build"
	KeyOrderTakeTreasure  Key = "order.take-treasure"
	KeyOrderDropTreasure  Key = "order.drop-treasure"
	KeyOrderLeaveMine     Key = "order.leave-mine"
	KeyOrderSit           Key = "order.sit"
	KeyOrderJump          Key = "order.jump"
	KeyOrderKick          Key = "order.kick"
	KeyOrderStab          Key = "order.stab"
	KeyOrderTakeArsenal   Key = "order.take-arsenal"
	KeyOrderLeaveArsenal  Key = "order.leave-arsenal"
	KeyOrderStart         Key = "order.start"
	KeyOrderBoomerang     Key = "order.boomerang"
	KeyOrderLoot          Key = "order.loot"
	KeyOrderNut           Key = "order.nut"
	KeyOrderWalk          Key = "order.walk"
	KeyOrderTakeGalosh    Key = "order.take-galosh" // S9
	KeyOrderClimbDescend  Key = "order.climb-descend"
	KeyOrderDirUp         Key = "order.dir.up"
	KeyOrderDirDown       Key = "order.dir.down"
	KeyOrderDirLeft       Key = "order.dir.left"
	KeyOrderDirRight      Key = "order.dir.right"
	KeyOrderDirUpstairs   Key = "order.dir.upstairs"
	KeyOrderDirDownstairs Key = "order.dir.downstairs"
	KeyOrderDirForward    Key = "order.dir.forward"
	KeyOrderDirBack       Key = "order.dir.back"
	KeyOrderDirToLeft     Key = "order.dir.to-left"  // help and explanations: "blow up the wall to the left"
	KeyOrderDirToRight    Key = "order.dir.to-right" // the same, right
	KeyOrderDirFloorUp    Key = "order.dir.floor-up"
	KeyOrderDirFloorDown  Key = "order.dir.floor-down"
)

// What the referee understood, in full sentences (order.Explain): the
// confirmation a player gets.
const (
	KeyExplainNone          Key = "explain.none"
	KeyExplainSkip          Key = "explain.skip"
	KeyExplainGo            Key = "explain.go"
	KeyExplainFallback      Key = "explain.fallback"
	KeyExplainFallbackToo   Key = "explain.fallback-too"
	KeyExplainBlow          Key = "explain.blow"
	KeyExplainShoot         Key = "explain.shoot"
	KeyExplainShootDir      Key = "explain.shoot.dir"
	KeyExplainBrick         Key = "explain.brick"
	KeyExplainBuild         Key = "explain.build"
	KeyExplainTakeTreasure  Key = "explain.take-treasure"
	KeyExplainDropTreasure  Key = "explain.drop-treasure"
	KeyExplainLeaveMine     Key = "explain.leave-mine"
	KeyExplainSit           Key = "explain.sit"
	KeyExplainJump          Key = "explain.jump"
	KeyExplainKick          Key = "explain.kick"
	KeyExplainStab          Key = "explain.stab"
	KeyExplainTakeArsenal   Key = "explain.take-arsenal"
	KeyExplainLeaveArsenal  Key = "explain.leave-arsenal"
	KeyExplainStart         Key = "explain.start"
	KeyExplainBoomerang     Key = "explain.boomerang"
	KeyExplainLoot          Key = "explain.loot"
	KeyExplainNut           Key = "explain.nut"
	KeyExplainWalk          Key = "explain.walk"
	KeyExplainTakeGalosh    Key = "explain.take-galosh"
	KeyOrderErrorExpected   Key = "order.error.expected"
	KeyOrderErrorUnreadable Key = "order.error.unreadable"
	KeyOrderErrorRefused    Key = "order.error.refused" // the order is understood, the rules forbid it
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
