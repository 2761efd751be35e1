package narrate

// The terminal: «labyrinth sim» and «labyrinth play».
const (
	NounPlayer Noun = "player" // «игрок»: how many play
	NounRound  Noun = "round"  // «ход» (the source texts' word for a round), "round": how long a game lasted
	NounGame   Noun = "game"   // «игра»: how many games a series played
)

var (
	KeySimHeader         = key("sim.header")
	KeyVersus            = key("sim.versus") // D1: one maze against the other
	KeySimHears          = key("sim.hears")
	KeySimWon            = key("sim.won")
	KeySimWonMany        = key("sim.won-many")
	KeySimNoWinner       = key("sim.no-winner")
	KeyPlayMaze          = key("play.maze")
	KeyPlayZone          = key("play.zone")
	KeyPlayReplayed      = key("play.replayed")
	KeyPlayPassKeyboard  = key("play.pass-keyboard")
	KeyPlayTurnOf        = key("play.turn-of")
	KeyPlayNameStart     = key("play.name-start")
	KeyPlayFreeEntrances = key("play.free-entrances") // S1
	KeyPlayDice          = key("play.dice")
	KeyPlayCarrying      = key("play.carrying")
	KeyPlayAgain         = key("play.again")
	KeyPlayWinner        = key("play.winner")
	KeyPlayNotOver       = key("play.not-over")
	KeyPlayHostMap       = key("play.host-map")
	KeyPlayOrders        = key("play.orders")
	KeyPlayHelp          = key("play.help")
	KeyPlayBot           = key("play.bot")
	KeyPlayLineTooLong   = key("play.line-too-long")
	KeyPlayLineNUL       = key("play.line-nul")
	KeyPlayLineNotUTF8   = key("play.line-not-utf8")
	KeyPlayInputEnded    = key("play.input-ended")
	KeySimManyHeader     = key("sim.many.header")
	KeySimManyRounds     = key("sim.many.rounds")
	KeySimManyNoWin      = key("sim.many.no-win")
	KeySimManyWins       = key("sim.many.wins")
	KeySimManyTreasures  = key("sim.many.treasures")
	KeySimManyPits       = key("sim.many.pits")
	KeySimManyPlayed     = key("sim.many.played")
)

var cliNouns = map[Noun]nounForms{
	NounPlayer: {"игрок", "игрока", "игроков", "player", "players"},
	NounRound:  {"ход", "хода", "ходов", "round", "rounds"},
	NounGame:   {"игра", "игры", "игр", "game", "games"},
}

var cliCatalogue = map[Key]entry{
	KeyVersus:            {" — ", "", " versus "},
	KeySimHeader:         {"{maze}: {players} ({bots}), игра с начальным числом {seed}", "", "{maze}: {players} ({bots}), game seed {seed}"},
	KeySimHears:          {"{name} слышит: {report}", "", "{name} hears: {report}"},
	KeySimWon:            {"Итог: {name} победил на ходу {n}.", "Итог: {name} победила на ходу {n}.", "Result: {name} won in round {n}."},
	KeySimWonMany:        {"Итог: победили {name} на ходу {n}.", "", "Result: {name} won in round {n}."},
	KeySimNoWinner:       {"Итог: за {rounds} никто не победил.", "", "Result: no winner after {rounds}."},
	KeyPlayMaze:          {"Лабиринт: {name}", "", "Maze: {name}"},
	KeyPlayZone:          {"Зона: {name}", "", "Zone: {name}"},
	KeyPlayReplayed:      {"Журнал повторён до хода {n}.", "", "Replayed the log up to round {n}."},
	KeyPlayPassKeyboard:  {"Enter — передать ход дальше… ", "", "Enter — pass the keyboard on… "},
	KeyPlayTurnOf:        {"— ходит {name}, ход {n} —", "", "— {name}'s turn, round {n} —"},
	KeyPlayNameStart:     {"Назови начальную клетку, например «начинаю с {cell}».", "", "Name your start cell, e.g. \"start at {cell}\"."},
	KeyPlayFreeEntrances: {"Свободные входы в зону: {cells}.", "", "Free entrances of the zone: {cells}."},
	KeyPlayDice:          {"на кубике {dice}, {n}", "", "the die shows {dice}, {n}"},
	KeyPlayCarrying:      {"несёшь клад", "", "carrying a treasure"},
	KeyPlayAgain:         {"Куда ещё?", "", "Which way now?"},
	KeyPlayWinner:        {"Победил {name}.", "Победила {name}.", "{name} won."},
	KeyPlayNotOver:       {"Игра не окончена.", "", "The game is not over."},
	KeyPlayHostMap:       {"Карта ведущего:", "", "The host's map:"},
	KeyPlayOrders:        {"Приказы: {orders}.", "", "Orders: {orders}."},
	KeyPlayHelp:          {"Направления: налево, направо, вверх, вниз. Несколько приказов одного хода — через запятую или «;». «начинаю с в2» — выбрать начальную клетку. «помощь» — эта подсказка, «конец» — закончить.", "", "Directions: left, right, up, down (or west, east, north, south). Separate the orders of one turn with commas or \";\". \"start at B2\" names the start cell. \"help\" shows this, \"quit\" ends the game."},
	KeyPlayBot:           {"{name} (бот)", "", "{name} (bot)"},
	KeyPlayLineTooLong:   {"Строка длиннее 64 КиБ не прочитана: приказы хода умещаются в короткую строку.", "", "A line longer than 64 KiB was not read: a turn's orders fit on a short line."},
	KeyPlayLineNUL:       {"В строке нулевой байт (NUL): это не текст, строка не прочитана.", "", "The line holds a NUL byte: it is not text, and was not read."},
	KeyPlayLineNotUTF8:   {"Строка не в кодировке UTF-8 и не прочитана: пиши приказы в UTF-8.", "", "The line is not UTF-8 text, and was not read: type the orders in UTF-8."},
	KeyPlayInputEnded:    {"Ввод кончился: игра остановлена.", "", "The input ended: the game stops here."},
	KeySimManyHeader:     {"{maze}: {players} ({bots}), {games} с начальными числами {seed}–{last}, не больше {rounds} в каждой", "", "{maze}: {players} ({bots}), {games} with seeds {seed}–{last}, at most {rounds} each"},
	KeySimManyRounds:     {"ходов до победы     медиана {median}   квартили {q1}–{q3}   размах {min}–{max}   (выиграно {won}, не окончено {unfinished})", "", "rounds to win   median {median}   quartiles {q1}–{q3}   range {min}–{max}   ({won} won, {unfinished} unfinished)"},
	KeySimManyNoWin:      {"ходов до победы     ни одна игра не выиграна (не окончено {unfinished})", "", "rounds to win   no game was won ({unfinished} unfinished)"},
	KeySimManyWins:       {"побед по местам", "", "wins by seat"},
	KeySimManyTreasures:  {"клад            найден в играх", "", "treasure        found in games"},
	KeySimManyPits:       {"яма             падений", "", "pit             falls"},
	KeySimManyPlayed:     {"сыграно игр: {n} из {games}", "", "played {n}/{games} games"},
}

func init() {
	for k, e := range cliCatalogue {
		if _, dup := catalogue[k]; !dup {
			catalogue[k] = e
		}
	}
	for n, f := range cliNouns {
		if _, dup := nouns[n]; !dup {
			nouns[n] = f
		}
	}
}
