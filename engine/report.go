package engine

import (
	"fmt"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
)

// announce is the host's opening words (B23): the size, how many holes,
// how long the rivers are, how many treasures.
func (g *Game) announce() Event {
	return g.announceFloor(-1, Everyone)
}

// announceFloor is the announcement of one floor (floor < 0: the whole
// maze) to the given audience. In the duel on two mazes (D1, Setup.OwnFloors)
// each player hears of the one maze they explore, never of their own.
func (g *Game) announceFloor(floor int, to Audience) Event {
	on := func(c maze.Coord) bool { return floor < 0 || c.Floor == floor }
	f, floors := &g.m.Floors[0], len(g.m.Floors)
	if floor >= 0 {
		f, floors = &g.m.Floors[floor], 1
	}
	holes, river, treasures := 0, 0, 0
	for _, hs := range g.m.HoleSets {
		for _, c := range hs.Cells {
			if on(c) {
				holes++
			}
		}
	}
	rivers := 0
	for _, r := range g.m.Rivers {
		if len(r.Cells) > 0 && on(r.Cells[0]) {
			rivers++
		}
		for _, c := range r.Cells {
			if on(c) {
				river++
			}
		}
	}
	if rivers > 1 && g.o.TellFeatures {
		river = 0 // B23: the features tell each river's length
	}
	for _, t := range g.m.Treasures {
		if on(t.At) {
			treasures++
		}
	}
	return Event{Kind: EvAnnounce, To: to, Player: NoPlayer, Target: NoPlayer, Round: 1,
		Family: g.o.Family, Info: []int{f.Rows, f.Cols, floors, holes, river, treasures}}
}

// Report renders what player p hears of the events, in "ru" or "en", in the
// host's words of the seeds. It never names a cell: positions are what the
// players must find out themselves.
func Report(events []Event, p PlayerID, lang string) string {
	var parts []string
	for i := range events {
		e := &events[i]
		if !e.To.Hears(p) {
			continue
		}
		if s := render(e, p, lang); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " ")
}

func tr(lang, ru, en string) string {
	if lang == "en" {
		return en
	}
	return ru
}

var dirWhere = map[maze.Dir][2]string{
	maze.North: {"Наверху", "to the north"},
	maze.East:  {"Справа", "to the east"},
	maze.South: {"Внизу", "to the south"},
	maze.West:  {"Слева", "to the west"},
	maze.Up:    {"Выше", "above"},
	maze.Down:  {"Ниже", "below"},
}

var dirTo = map[maze.Dir][2]string{
	maze.North: {"наверх", "north"},
	maze.East:  {"направо", "east"},
	maze.South: {"вниз", "south"},
	maze.West:  {"налево", "west"},
	maze.Up:    {"наверх", "up"},
	maze.Down:  {"вниз", "down"},
}

func turnsRU(n int) string {
	switch {
	case n%10 == 1 && n%100 != 11:
		return fmt.Sprintf("%d ход", n)
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 10 || n%100 >= 20):
		return fmt.Sprintf("%d хода", n)
	}
	return fmt.Sprintf("%d ходов", n)
}

// andList joins words as a sentence lists them: «a, b и c».
func andList(ws []string, lang string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + tr(lang, " и ", " and ") + ws[len(ws)-1]
}

// turnsLeft ends a sit-out sentence with the turns still to sit out
// (V8, D9, V21, C8, M19, M20, T8): a player not asked for orders still
// hears, each turn, how long he waits.
func turnsLeft(n int, lang string) string {
	if n <= 0 {
		return tr(lang, " (последний).", " (the last one).")
	}
	return tr(lang, " (ещё "+turnsRU(n)+").", " ("+turnsEN(n)+" more).")
}

func turnsEN(n int) string {
	if n == 1 {
		return "1 turn"
	}
	return fmt.Sprintf("%d turns", n)
}

// cellWord names a cell kind as the host does (B7, B10).
func cellWord(k maze.CellKind, fam rules.Family, lang string) string {
	switch k {
	case maze.CellHospital:
		if fam == rules.FamilyMIET {
			return tr(lang, "Лечебница", "A hospital")
		}
		return tr(lang, "Госпиталь", "A hospital")
	case maze.CellArsenal:
		return tr(lang, "Арсенал", "An arsenal")
	case maze.CellMorgue:
		return tr(lang, "Морг", "The morgue")
	case maze.CellStairs:
		return tr(lang, "Лестница", "Stairs")
	case maze.CellDen:
		return tr(lang, "Берлога", "A den")
	case maze.CellCrossing:
		return tr(lang, "Перекрёсток", "A crossing")
	case maze.CellEntrance:
		return tr(lang, "Вход", "An entrance")
	case maze.CellInstitute:
		return tr(lang, "Институт", "The institute")
	case maze.CellSwamp:
		return tr(lang, "Болото", "A swamp")
	case maze.CellRiver:
		return tr(lang, "Река", "A river")
	case maze.CellHole, maze.CellFakeHole:
		return tr(lang, "Дырка", "A hole")
	case maze.CellPitExit:
		return tr(lang, "Выход из ямы", "A pit's exit")
	case maze.CellMine:
		return tr(lang, "Мина", "A mine")
	case maze.CellTrap:
		return tr(lang, "Капкан", "A trap")
	case maze.CellPit:
		return tr(lang, "Яма", "A pit")
	}
	return tr(lang, "Пусто", "Empty")
}

var regionWord = map[maze.RegionKind][2]string{
	maze.RegionWeb:         {"паутина", "a web"},
	maze.RegionJelly:       {"ведьмин студень", "witch's jelly"},
	maze.RegionCabbage:     {"чёртова капуста", "devil's cabbage"},
	maze.RegionBaldSpot:    {"комариная плешь", "a mosquito bald spot"},
	maze.RegionMeatGrinder: {"мясорубка", "a meat grinder"},
}

// render is one event as player p hears it.
func render(e *Event, p PlayerID, lang string) string {
	self := e.Player == p
	vmk := e.Family == rules.FamilyVMK
	school := e.Family == rules.FamilySchool
	en := lang == "en"
	pick := func(ru, eng string) string { return tr(lang, ru, eng) }
	switch e.Kind {
	case EvAnnounce:
		in := e.Info
		if len(in) < 6 {
			return ""
		}
		s := pick(fmt.Sprintf("Лабиринт %d×%d", in[0], in[1]), fmt.Sprintf("The maze is %d×%d", in[0], in[1]))
		if in[2] > 1 {
			s += pick(fmt.Sprintf(", этажей: %d", in[2]), fmt.Sprintf(", floors: %d", in[2]))
		}
		if in[3] > 0 {
			s += pick(fmt.Sprintf(", дырок: %d", in[3]), fmt.Sprintf(", holes: %d", in[3]))
		}
		if in[4] > 0 {
			s += pick(fmt.Sprintf(", длина реки: %d", in[4]), fmt.Sprintf(", river length: %d", in[4]))
		}
		if in[5] > 0 {
			s += pick(fmt.Sprintf(", кладов: %d", in[5]), fmt.Sprintf(", treasures: %d", in[5]))
		}
		return s + "."
	case EvFeatures:
		in := e.Info
		if len(in) < featLen {
			return ""
		}
		var fs []string
		if in[featRubber] > 0 {
			fs = append(fs, pick("резиновые стены", "rubber walls"))
		}
		if in[featRoom] > 0 {
			fs = append(fs, pick("резиновая комната", "a rubber room"))
		}
		if in[featOneWay] > 0 {
			fs = append(fs, pick("полупрозрачные стены", "one-way walls"))
		}
		if n := in[featHoleSets]; n > 0 {
			fs = append(fs, pick(fmt.Sprintf("наборов дырок: %d", n), fmt.Sprintf("%d sets of holes", n)))
		}
		if n := in[featRivers]; n > 0 && len(in) >= featLen+n {
			var ls []string
			for _, l := range in[featLen : featLen+n] {
				ls = append(ls, fmt.Sprint(l))
			}
			fs = append(fs, pick(fmt.Sprintf("рек: %d (длины %s)", n, andList(ls, lang)),
				fmt.Sprintf("%d rivers (lengths %s)", n, andList(ls, lang))))
		}
		if len(fs) == 0 {
			return ""
		}
		return pick("Особенности: ", "Special features: ") + strings.Join(fs, "; ") + "."
	case EvRubberRoom:
		return pick("Ты был в резиновой комнате.", "You were in a rubber room.")
	case EvOneWayPassed:
		return pick("Это была полупрозрачная стена.", "That was a one-way wall.")
	case EvStartWalls:
		var sides []string
		for i, d := range compass {
			if e.N&(1<<i) == 0 {
				continue
			}
			side := pick(lower(dirWhere[d][0]), dirTo[d][1])
			if len(e.Info) > 0 && e.Info[0]&(1<<i) != 0 {
				side += pick(" (стена лабиринта)", " (the outer wall)")
			}
			sides = append(sides, side)
		}
		if len(sides) == 0 {
			return pick("Стен вокруг нет.", "No walls around you.")
		}
		return pick("Стены: ", "Walls: ") + andList(sides, lang) + "."
	case EvStartCell:
		if e.N == 1 {
			return pick("Ты на начальной клетке.", "You are on your start cell.")
		}
		if e.Cell == maze.CellPitExit && len(e.Info) > 0 {
			return pick(fmt.Sprintf("Начальная клетка: выход из ямы № %d.", e.Info[0]), fmt.Sprintf("Your start cell: the exit of pit %d.", e.Info[0]))
		}
		return pick("Начальная клетка: ", "Your start cell: ") + lower(cellWord(e.Cell, e.Family, lang)) + "."
	case EvMoved:
		if vmk {
			return pick("Иди "+dirTo[e.Dir][0]+".", "Go "+dirTo[e.Dir][1]+".")
		}
		if e.Dir == maze.None && e.N == 0 {
			return pick("Стоишь.", "You stop here.") // S10: the walk's stop
		}
		return pick("Прошёл.", "You passed.")
	case EvWall:
		// C6: a monolith answers «Стена» like any wall; «Монолит» would
		// tell the player where the ring is. Only the host's log knows.
		switch {
		case e.Outer:
			return pick("Стена лабиринта.", "The outer wall.")
		case e.Magnet && vmk:
			return pick("Наверху стенка.", "Wall to the north.")
		case e.Magnet:
			return pick("Стена вверху.", "A wall above.")
		case vmk && dirWhere[e.Dir][0] != "":
			if en {
				return "Wall " + dirWhere[e.Dir][1] + "."
			}
			return dirWhere[e.Dir][0] + " стенка."
		}
		return pick("Стена.", "Wall.")
	case EvCell:
		switch e.Cell {
		case maze.CellRiver:
			switch e.N {
			case 1:
				return pick("Исток.", "The source of a river.")
			case 2:
				return pick("Устье.", "A river's mouth.")
			}
			return pick("Река.", "A river.")
		case maze.CellPitExit:
			if e.N > 0 {
				return pick(fmt.Sprintf("Выход из ямы № %d.", e.N), fmt.Sprintf("The exit of pit %d.", e.N))
			}
		}
		return cellWord(e.Cell, e.Family, lang) + "."
	case EvTreasureHere:
		return pick("Клад!", "Treasure!")
	case EvHole, EvFakeHole:
		return pick("Провалился в дырку.", "You fell into a hole.")
	case EvPit:
		if self && e.N > 0 {
			return pick(fmt.Sprintf("Провалился в яму № %d.", e.N), fmt.Sprintf("You fell into pit %d.", e.N))
		}
		if self {
			return pick("Провалился!", "You fell!")
		}
		return pick(e.Name+" провалился!", e.Name+" fell into a pit!")
	case EvDrift:
		return pick("Тебя несёт течением.", "The current carries you.")
	case EvMine:
		return pick("Подорвался на мине: пропускаешь "+turnsRU(e.N)+".", "You stepped on a mine: you skip "+turnsEN(e.N)+".")
	case EvTrap:
		return pick("Капкан! Пропускаешь "+turnsRU(e.N)+".", "A trap! You skip "+turnsEN(e.N)+".")
	case EvSwamp:
		return pick("Болото: теряешь "+turnsRU(e.N)+".", "A swamp: you lose "+turnsEN(e.N)+".")
	case EvPuddle:
		return pick("Лужа: половина боеприпасов намокла.", "A puddle: half your ammunition is spoilt.")
	case EvCrossbow:
		return pick("Арбалет! Теперь ты хромаешь.", "A crossbow! You limp from now on.")
	case EvCrutch:
		return pick("Костыль! Со следующего хода у тебя лишнее действие.", "A crutch! From your next turn you have one more action.")
	case EvLimpOther:
		return pick("Противник захромал: у тебя лишнее действие.", "Your opponent limps: you have one more action.")
	case EvHealed:
		return pick("Ты вылечен.", "You are healed.")
	case EvArsenal:
		if !self {
			return pick(e.Name+": Арсенал!", e.Name+": an arsenal!")
		}
		if vmk {
			return pick("Арсенал! Берёшь или оставляешь?", "An arsenal! Take it or leave it?")
		}
		return pick("Арсенал!", "An arsenal!")
	case EvRefill:
		return pick("Запас пополнен.", "Your kit is refilled.")
	case EvBoomerang:
		switch e.N {
		case BoomerangGot:
			return pick("Взял бумеранг.", "You took a boomerang.")
		case BoomerangBack:
			return pick("Бумеранг вернулся.", "The boomerang came back.")
		}
		return pick("Бумеранг ударился о стену и сломался.", "The boomerang hit a wall and broke.")
	case EvArsenalTaken:
		if self {
			return pick("Взял арсенал.", "You took the arsenal.")
		}
		return pick(e.Name+" взял арсенал.", e.Name+" took the arsenal.")
	case EvArsenalLeft:
		if self {
			return pick("Оставил арсенал.", "You left the arsenal.")
		}
		return pick(e.Name+" оставил арсенал.", e.Name+" left the arsenal.")
	case EvBlown:
		return pick("Стена взорвана.", "The wall is blown.")
	case EvBlastNoWall:
		return pick("Стены там не было.", "There was no wall.")
	case EvBlastHeld:
		return pick("Стена устояла.", "The wall held.")
	case EvBlownPassed:
		return pick("Прошёл через взорванную стену.", "You passed a blown wall.")
	case EvBrick:
		return pick("Стена поставлена.", "A wall is built.")
	case EvShot:
		return ""
	case EvMiss:
		return pick("Промах.", "Missed.")
	case EvHit:
		if e.Target == p {
			if e.Killed {
				return pick("Ты убит.", "You are killed.")
			}
			return pick("Ты ранен.", "You are wounded.")
		}
		if e.Killed {
			return pick(e.TName+" убит.", e.TName+" is killed.")
		}
		return pick(e.TName+" ранен.", e.TName+" is wounded.")
	case EvDropped:
		return pick("Ты выронил клад.", "You dropped the treasure.")
	case EvTook:
		if !self {
			return pick(e.Name+" взял клад.", e.Name+" took a treasure.")
		}
		return pick("Взял клад.", "You took the treasure.")
	case EvDrop:
		return pick("Бросил клад.", "You dropped the treasure.")
	case EvSwap:
		if !self {
			return pick(e.Name+" обменял клад.", e.Name+" swapped treasures.")
		}
		return pick("Обменял клад.", "You swapped treasures.")
	case EvMineLaid:
		return pick("Оставил мину.", "You left a mine.")
	case EvSit:
		return pick(fmt.Sprintf("Сидишь (%d).", e.N), fmt.Sprintf("You sit (%d).", e.N))
	case EvJump:
		return pick("Прыгнул через стену.", "You jumped over the wall.")
	case EvKicked:
		if e.Target == p {
			return pick("Тебя ударили ногами: пропускаешь ход.", "You were kicked: you skip a turn.")
		}
		return pick("Попал.", "A hit.")
	case EvBrokeLegs:
		return pick("Сломал ноги: пропускаешь ход.", "You broke your legs: you skip a turn.")
	case EvSkip:
		return pick("Пропускаешь ход", "You skip this turn") + turnsLeft(e.N, lang)
	case EvOutTurn:
		return pick("Ты выбыл: пропускаешь ход", "You are out: you skip this turn") + turnsLeft(e.N, lang)
	case EvBack:
		s := pick("Ты снова в игре.", "You are back in play.")
		if e.Cell == maze.CellMorgue {
			s = pick("Ты снова в игре, в морге.", "You are back in play, in the morgue.")
		}
		if e.Reason == ReasonKnife {
			s = ReasonKnife.Text(lang)
		}
		return s
	case EvLeft:
		return pick("Ты вышел из лабиринта.", "You are out of the maze.")
	case EvCannotLeave:
		return pick("Выход. Без клада выйти нельзя.", "An exit. You cannot leave without a treasure.")
	case EvLeftFalse:
		switch {
		case school:
			return pick("Вышел с ложным кладом. Иди обратно.", "You came out with a false treasure. Go back in.")
		case vmk:
			return pick("Иди. Ложный клад.", "Go on. A false treasure.")
		}
		return pick("Ложный клад.", "A false treasure.")
	case EvLeftMined:
		return ReasonMinedTreasure.Text(lang)
	case EvLeftTrue:
		switch {
		case school:
			return pick("Игра окончена. Ты победил.", "The game is over. You won.")
		case vmk:
			return pick("Иди. Истинный клад.", "Go on. The true treasure.")
		}
		return pick("Истинный клад!", "The true treasure!")
	case EvGameOver:
		if self {
			if school {
				return ""
			}
			return pick("Ты победил!", "You won!")
		}
		return pick("Игра окончена: победил "+e.Name+".", "The game is over: "+e.Name+" won.")
	case EvRefused:
		if e.Reason == ReasonTooFar {
			// S8: «стоянку приходится разбивать перед препятствием»; the
			// terrain is drawn on the players' own field.
			switch e.Cell {
			case maze.CellSwamp:
				return pick("Шагов не хватает: стоянка перед болотом.", "Not enough steps for the swamp: you camp before it.")
			case maze.CellFord:
				return pick("Шагов не хватает: стоянка перед бродом.", "Not enough steps for the ford: you camp before it.")
			case maze.CellClimb:
				return pick("Шагов не хватает: стоянка перед подъёмом.", "Not enough steps for the climb: you camp before it.")
			}
		}
		return e.Reason.Text(lang)
	case EvStairs:
		if e.Dir == maze.Up {
			return pick("Поднялся по лестнице.", "You went up the stairs.")
		}
		return pick("Спустился по лестнице.", "You went down the stairs.")
	case EvCreature, EvGhost, EvRubber:
		if e.Reason == ReasonBearMet && !self {
			return pick("Медведь ранил игрока "+e.Name+".", "The bear wounded "+e.Name+".")
		}
		if e.Reason == ReasonEyes {
			return pick("Вижу глаза: "+strings.ToLower(dirWhere[e.Dir][0])+".", "Eyes "+dirWhere[e.Dir][1]+".")
		}
		return e.Reason.Text(lang)
	case EvStalker:
		switch e.Reason {
		case ReasonNutTrap:
			w := regionWord[maze.RegionKind(e.Cell)]
			return pick(fmt.Sprintf("Гайка: %s в %d кл.", w[0], e.N), fmt.Sprintf("The nut: %s %d cells away.", w[1], e.N))
		case ReasonPenalty:
			return pick(fmt.Sprintf("Ловушка! Штрафное очко (%d), возвращаешься на прошлую стоянку.", e.N),
				fmt.Sprintf("A trap! Penalty point %d; back to your last stop.", e.N))
		}
		return e.Reason.Text(lang)
	}
	return ""
}

func lower(s string) string {
	r := []rune(s)
	if len(r) > 0 && r[0] < 0x530 {
		r[0] = []rune(strings.ToLower(string(r[0])))[0]
	}
	return string(r)
}

// HostLog renders events for the host, with every name and cell.
func (g *Game) HostLog(events []Event) string {
	var b strings.Builder
	for i := range events {
		e := &events[i]
		who := "—"
		if e.Player >= 0 {
			who = e.Name
		}
		fmt.Fprintf(&b, "r%d %s %s", e.Round, who, e.Kind)
		if e.Player >= 0 || e.Kind == EvCreature {
			fmt.Fprintf(&b, " @%s", g.m.NameIn(e.At, maze.Latin))
		}
		if e.Target >= 0 {
			fmt.Fprintf(&b, " → %s", e.TName)
		}
		if e.Dir != maze.None {
			fmt.Fprintf(&b, " %s", e.Dir)
		}
		if e.Magnet {
			b.WriteString(" (the magnet: told «up»)")
		}
		if e.Kind == EvBoomerang {
			b.WriteString(map[int]string{BoomerangGot: " taken", BoomerangBack: " came back", BoomerangBroke: " broke"}[e.N])
		}
		if e.Reason != ReasonNone {
			fmt.Fprintf(&b, " (%s)", e.Reason.Text("en"))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
