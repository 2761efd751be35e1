package campaign

import (
	"fmt"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/engine/order"
	"labyrinth/pbem/store"
)

// What the invitation teaches: an example order that the
// rules accept for the player's first turn, and the rule card of the
// preset in force.

// exampleOrderer is a Game that can propose an order valid for a player's
// next turn. Games that cannot get the generic example.
type exampleOrderer interface {
	ExampleOrder(p engine.PlayerID, lang string) string
}

// exampleOrder is the order shown in seat's invitation: one the game
// accepts for the seat's next turn where the game can tell, else a move.
func exampleOrder(g Game, seat int, lang string) string {
	if e, ok := g.(exampleOrderer); ok {
		if s := e.ExampleOrder(engine.PlayerID(seat), lang); s != "" {
			return s
		}
	}
	return pick(lang, "иду налево", "go west")
}

// ExampleOrder implements exampleOrderer. Where the player must name a
// start cell (B6, D3) it names the floor's centre, whatever the maze holds
// there, or a stalker's first free entrance (S1: the entrances are drawn on
// the players' field). Otherwise it is the first of a few simple turns (a move or a
// Stalker's one-step walk (S3), else a skip) that the order language reads
// back to the same actions and the engine plays without refusing, on a
// copy of the game.
func (a *rulesGame) ExampleOrder(p engine.PlayerID, lang string) string {
	m := a.g.Maze()
	e := a.g.Expected(p)
	opts := order.Options{Maze: m, Actions: e.Actions, Start: e.ChooseStart, Steps: e.Dice, Lang: order.Lang(lang)}
	var cands [][]engine.Action
	if e.ChooseStart {
		// The centre of the floor, the same cell for every seat and chosen
		// without looking at what the maze holds there: an example that
		// skipped holes, rivers or treasure would tell the player that
		// one cell of the secret map is plain. It may be a cell one cannot
		// start on; the invitation says it is only an example.
		fi := 0
		if home := a.g.Player(p).Home; home >= 0 {
			fi = home
		}
		f := &m.Floors[fi]
		acts := []engine.Action{{Kind: engine.ActChooseStart, Cell: maze.Coord{Floor: fi, Row: f.Rows / 2, Col: f.Cols / 2}}}
		if len(e.Starts) > 0 {
			acts[0].Cell = e.Starts[0] // S1: the zone's entrances are public
		}
		text := opts.Format(acts, order.Lang(lang))
		if parsed, err := order.Parse(text, opts); err == nil && len(parsed) == 1 {
			return text
		}
		return ""
	} else {
		for _, d := range []maze.Dir{maze.West, maze.North, maze.East, maze.South} {
			if e.Shape == rules.TurnDice {
				cands = append(cands, []engine.Action{{Kind: engine.ActWalk, Path: []maze.Dir{d}}})
			} else {
				cands = append(cands, []engine.Action{{Kind: engine.ActMove, Dir: d}})
			}
		}
		cands = append(cands, []engine.Action{{Kind: engine.ActSkip}})
	}
	for _, acts := range cands {
		text := opts.Format(acts, order.Lang(lang))
		parsed, err := order.Parse(text, opts)
		if err != nil || len(parsed) != len(acts) {
			continue
		}
		if accepted(a.g, p, parsed) {
			return text
		}
	}
	return ""
}

// accepted plays one round on a copy of g with p's turn and tells whether
// the engine refused it.
func accepted(g *engine.Game, p engine.PlayerID, acts []engine.Action) bool {
	ev, err := g.Clone().PlayRound([]engine.Turn{{Player: p, Actions: acts}})
	if err != nil {
		return false
	}
	for _, e := range ev {
		if e.Kind == engine.EvRefused && e.Player == p {
			return false
		}
	}
	return true
}

// ruleCardText is the rule card of the invitation: every option of the
// rules in force that matters on this maze, one line each with its rule
// IDs. It reads the option registry of package rules (rules.Keys), so a
// new option appears here by its doc tag until it gets words of its own in
// cardWords.
func ruleCardText(m *maze.Maze, lang string) string {
	o := &m.Rules
	has := map[maze.CellKind]bool{}
	for fi := range m.Floors {
		for _, c := range m.Floors[fi].Cells {
			has[c.Kind] = true
		}
	}
	stalker := o.Family == rules.FamilyStalker
	weapons := o.Kit.Bullets > 0 || o.Dagger || o.Boomerang > 0 || o.Bear != rules.BearNone || o.Minotaur || o.BlastKills
	// matters says, by key prefix, what must be in the game for an option
	// to be worth a line.
	matters := map[string]bool{
		"arsenal.": has[maze.CellArsenal], "limit.": has[maze.CellArsenal],
		"blast.": o.Kit.Grenades > 0, "shot": o.Kit.Bullets > 0,
		"wound": weapons, "loot": weapons, "tell.wounds": weapons,
		"mine.skip": has[maze.CellMine] || o.PlayerMines, "trap.skip": has[maze.CellTrap],
		"swamp.skip": has[maze.CellSwamp], "puddle": has[maze.CellPuddle],
		"hole.": has[maze.CellHole], "hospital.": has[maze.CellHospital],
		"river.": has[maze.CellRiver], "tell.pit": has[maze.CellPit],
		"duel.items":      has[maze.CellCrossbow] || has[maze.CellCrutch],
		"tell.blown-wall": o.Kit.Grenades > 0, "reentry": o.LeaveEmpty,
	}
	var lines []string
keys:
	for _, ki := range rules.Keys() {
		k := ki.Key
		if k == "preset" || strings.HasPrefix(k, "players.") || strings.HasPrefix(k, "kit.") {
			continue // the preset heads the card; the kit has its own line
		}
		// Stalker has rules of its own (S); of the general options only
		// the shape of a turn applies (the start is the entrance, S2).
		if strings.HasPrefix(k, "stalker.") != stalker && !(stalker && k == "turn") {
			continue
		}
		for prefix, ok := range matters {
			if !ok && strings.HasPrefix(k, prefix) {
				continue keys
			}
		}
		v, _ := o.Get(k)
		text := cardLine(ki, v, lang)
		if text == "" {
			continue
		}
		if ids := familyRules(o.Family, ki.Rules); len(ids) > 0 {
			text += " (" + strings.Join(ids, ", ") + ")"
		}
		lines = append(lines, "  - "+text)
	}
	if len(lines) == 0 {
		return ""
	}
	return "\n\n" + pick(lang, "Карточка правил:", "Rule card:") + "\n" + strings.Join(lines, "\n")
}

// familyLetters are the rule ID letters of each family's texts (RULES.md):
// the card cites only the rules of the game being played.
var familyLetters = map[rules.Family]string{
	rules.FamilyBase: "BM", rules.FamilyVMK: "V", rules.FamilyDuel: "D", rules.FamilySchool: "C",
	rules.FamilyTver: "T", rules.FamilyMIET: "I", rules.FamilyStalker: "S",
}

// familyRules keeps the rule IDs of the family's own texts.
func familyRules(f rules.Family, ids []string) []string {
	letters, ok := familyLetters[f]
	if !ok {
		return ids
	}
	var out []string
	for _, id := range ids {
		if id != "" && strings.ContainsRune(letters, rune(id[0])) {
			out = append(out, id)
		}
	}
	return out
}

// cardLine says one option's value, or nothing when the option is off.
func cardLine(ki rules.KeyInfo, v, lang string) string {
	if w, ok := cardWords[ki.Key+"="+v]; ok {
		return pick(lang, w[0], w[1])
	}
	if v == "no" || v == "0" || v == "" || v == "none" {
		return ""
	}
	if w, ok := cardWords[ki.Key]; ok {
		s := pick(lang, w[0], w[1])
		if ki.Type == "int" {
			n, _ := strconv.Atoi(v)
			l := engine.Lang(lang)
			s = strings.NewReplacer("{turns}", narrate.Count(l, narrate.NounTurn, n), "{cells}", narrate.Count(l, narrate.NounCell, n)).Replace(s)
			if strings.Contains(s, "%d") {
				s = fmt.Sprintf(s, n)
			}
		}
		return s
	}
	// No words of its own: the doc tag, and for an enum the part of it
	// that explains the value ("single: one action a turn; …").
	if ki.Type == "enum" {
		for _, part := range strings.Split(ki.Doc, "; ") {
			if rest, ok := strings.CutPrefix(part, v+": "); ok {
				return fmt.Sprintf("%s: %s", ki.Key, rest)
			}
		}
	}
	if ki.Type == "bool" {
		return ki.Doc
	}
	return fmt.Sprintf("%s: %s", ki.Doc, v)
}

// cardWords are the rule card's sentences: "key" for a boolean that is on
// or a number (%d), "key=value" for an enum value or a special value.
// Russian first.
var cardWords = map[string][2]string{
	"start=choose":                {"Первым приказом ты называешь клетку, с которой начинаешь.", "Your first order names the cell you start from."},
	"start=host":                  {"Ведущий ставит игроков на клетки сам и тайно.", "The host places the players, secretly."},
	"turn=single":                 {"За ход одно действие: шаг, взрыв, выстрел или пропуск.", "One action a turn: a move, a blast, a shot or a skip."},
	"turn=compound":               {"За ход несколько действий (выстрел, взрыв, кирпич, клад), последнее — шаг.", "Several actions a turn (a shot, a blast, a brick, a treasure), the last one a move."},
	"turn=dice":                   {"Шагов за ход — сколько выпало на кубике.", "As many steps a turn as the die shows."},
	"move.bumps=0":                {"После ответа «стена» называй другое направление, пока не пройдёшь.", "After a wall, name another direction until one passes."},
	"move.bumps=1":                {"Ответ «стена» — ход потерян.", "A bump into a wall ends the turn."},
	"move.bumps":                  {"За ход можно упереться в стену до %d раз.", "A move may bump into walls up to %d times."},
	"limit.grenades":              {"Гранат не больше %d.", "At most %d grenades."},
	"limit.bullets":               {"Патронов не больше %d.", "At most %d bullets."},
	"limit.bricks":                {"Кирпичей не больше %d.", "At most %d bricks."},
	"limit.cement":                {"Цемента не больше %d мешков.", "At most %d bags of cement."},
	"limit.mines":                 {"Мин не больше %d.", "At most %d mines."},
	"arsenal.refill=full":         {"Арсенал пополняет снаряжение до начального.", "An arsenal refills the kit to the start."},
	"arsenal.refill=plus-one":     {"Арсенал даёт ещё по одной гранате и патрону.", "An arsenal gives one more grenade and bullet."},
	"arsenal.refill=stock":        {"В арсенале на каждого вдвое больше начального снаряжения.", "An arsenal holds twice the kit for each player."},
	"arsenal.take-removes":        {"«Беру» — арсенал снят с карты, «оставляю» — остаётся.", "«Take» removes the arsenal from the map, «leave» keeps it."},
	"arsenal.announce":            {"О приходе в арсенал слышат все.", "Everyone hears when someone reaches an arsenal."},
	"blast.outer":                 {"Гранатой можно взорвать и внешнюю стену.", "A grenade can blow the outer wall too."},
	"blast.mode=move":             {"Взрыв стены — и тем же ходом проходишь в пролом.", "Blow a wall and walk through in the same turn."},
	"blast.mode=action":           {"Взрыв — это весь ход.", "A blast is the whole turn."},
	"blast.mode=after-bump":       {"Взрывать можно только после ответа «стена».", "Blow a wall only after a «wall» answer."},
	"blast.kills":                 {"Взрыв убивает стоящего за стеной.", "A blast kills whoever stands behind the wall."},
	"blast.no-wall-spends":        {"Граната, брошенная туда, где нет стены, всё равно потрачена.", "A grenade thrown where there is no wall is spent anyway."},
	"bricks":                      {"Кирпичом можно поставить стену.", "A brick builds a wall."},
	"cement":                      {"Цементом из арсенала можно построить стену.", "Cement from an arsenal builds a wall."},
	"tell.outer-wall":             {"Про внешнюю стену говорят «стена лабиринта».", "The outer wall is told as «outer wall»."},
	"tell.blown-wall":             {"Проходя взорванную стену, ты узнаёшь об этом.", "You are told when you pass a blown wall."},
	"tell.wounds":                 {"Кто ранен или убит — слышат все.", "Everyone hears who is wounded or killed."},
	"tell.pit":                    {"Провал в яму слышат все.", "Everyone hears a fall into a pit."},
	"tell.treasure-when-carrying": {"О кладе говорят и тому, кто уже несёт клад.", "You hear of a treasure even while carrying one."},
	"tell.exit-empty":             {"Вышедшему без клада говорят, что он вышел.", "You are told when you step out without a treasure."},
	"tell.features":               {"В начале называют особенности лабиринта.", "At the start you hear the maze's special features."},
	"tell.start-walls":            {"В начале тебе описывают стены вокруг твоей клетки.", "At the start you hear the walls around your cell."},
	"tell.pit-number":             {"Упав в яму, ты узнаёшь её номер; набредя на выход из ямы — его номер.", "A fall tells you the pit's number; walking onto a pit's exit tells you its number."},
	"tell.take":                   {"Кто взял клад — слышит противник.", "Your opponent hears when you take a treasure."},
	"treasure.auto-take":          {"Попав на клад, ты сразу его получаешь.", "Reaching a treasure gives it to you at once."},
	"dagger.stock":                {"Кинжалы считаются: арсенал даёт их, удар тратит один.", "Daggers are counted: arsenals give them, a stab spends one."},
	"limit.daggers":               {"Кинжалов не больше %d.", "At most %d daggers."},
	"rubber.fixed-exit":           {"Из резиновой комнаты выходят только через её выход.", "A rubber room is left only through its own exit."},
	"pit.shared-count":            {"Кратность ямы считается по проходам всех вместе.", "A pit's multiplicity counts everyone's passes together."},
	"shot=line":                   {"Пуля летит до стены или до первого игрока.", "A bullet flies to a wall or the first player."},
	"shot=cell":                   {"Выстрел попадает во всех на клетке стрелка.", "A shot hits everyone on the shooter's cell."},
	"wound=wounded":               {"Раненый не берёт и не несёт клад и не стреляет, пока не вылечится в госпитале.", "The wounded cannot take or carry treasure or shoot until a hospital heals them."},
	"wound=killed":                {"Убитый пропускает ходы.", "The killed skip turns."},
	"wound=morgue":                {"Убитый начинает заново из морга без оружия.", "The killed restart in the morgue, unarmed."},
	"wound=ghost":                 {"Убитый бродит призраком без оружия до госпиталя.", "The killed walk as ghosts, unarmed, until a hospital."},
	"wound=respawn":               {"Убитый возвращается с ножом.", "The killed come back with a knife."},
	"wound.turns":                 {"Убитый выбывает на {turns}.", "The killed are out for {turns}."},
	"dagger":                      {"Кинжалом можно ранить того, кто на твоей клетке.", "A dagger wounds whoever shares your cell."},
	"kick":                        {"Можно «бить ногами».", "You may kick."},
	"boomerang.range":             {"Бумеранг летит на {cells}; о стену ломается, иначе возвращается.", "A boomerang flies {cells}; it breaks on a wall, else it comes back."},
	"loot":                        {"С убитого можно за ход забрать патроны и гранаты.", "A killed player's bullets and grenades can be taken for a turn."},
	"mine.skip":                   {"Мина — пропуск {turns}.", "A mine costs {turns}."},
	"mine.carry":                  {"Мины можно оставлять на клетках.", "You may leave mines on cells."},
	"trap.skip":                   {"Капкан — пропуск {turns}.", "A trap costs {turns}."},
	"swamp.skip":                  {"Болото — потеря {turns}.", "A swamp costs {turns}."},
	"puddle":                      {"Лужа отнимает половину боеприпасов.", "A puddle takes half the ammunition."},
	"jump.sit":                    {"Чтобы перепрыгнуть стену, просиди {turns} и прыгай.", "To jump a wall, sit {turns}, then jump."},
	"hole.bump-advances":          {"В дырке удар о стену или пропуск переносит в следующую дырку.", "In a hole, a bump or a skip takes you to the next hole."},
	"hospital.random":             {"Раненого переносят в случайный госпиталь.", "The wounded go to a random hospital."},
	"river.drift=0":               {"Река сразу уносит в устье.", "A river carries you straight to its mouth."},
	"river.drift":                 {"Река сносит на {cells} за ход.", "A river carries you {cells} a turn."},
	"river.flow=any":              {"", ""},
	"river.flow=south-east":       {"Реки текут только на юг или на восток.", "Rivers flow only south or east."},
	"river.straight":              {"Реки прямые.", "Rivers are straight."},
	"river.touch":                 {"", ""},
	"river.steep-banks":           {"Из реки на берег выйти можно только в устье.", "You leave a river only at its mouth."},
	"win=one":                     {"Побеждает тот, кто вынесет истинный клад.", "Whoever carries the true treasure out wins."},
	"win=all":                     {"Побеждает тот, кто вынесет все истинные клады.", "Whoever carries out every true treasure wins."},
	"treasure.last-is-true":       {"Истинный клад — последний оставшийся.", "The true treasure is the last one left."},
	"leave.without-treasure":      {"Выйти можно и без клада.", "You may step out without a treasure."},
	"reentry=same":                {"Вернуться в лабиринт можно только тем же выходом.", "Come back in only by the exit you left by."},
	"reentry=any":                 {"Вернуться можно через любой выход.", "Come back in by any exit."},
	"treasure.drop":               {"Клад можно бросить где угодно.", "A treasure may be dropped anywhere."},
	"treasure.drop=no":            {"Клад нельзя бросить, только поменять.", "A treasure cannot be dropped, only swapped."},
	"duel.items":                  {"Арбалет и костыль меняют число действий за ход.", "The crossbow and the crutch change the actions a turn."},
	"bear=track":                  {"Медведь ходит своим путём; встреча с ним ранит.", "A bear walks its track; meeting it wounds."},
	"bear=mimic":                  {"Медведь повторяет ходы игроков.", "A bear repeats the players' moves."},
	"bear=killable":               {"Медведя можно убить насовсем.", "The bear can be killed for good."},
	"minotaur":                    {"Минотавр просыпается, увидев игрока.", "The minotaur wakes on seeing a player."},
	"stalker.nuts":                {"Гаек у каждого: %d.", "Nuts each: %d."},
	"stalker.terrain":             {"Болото, брод и подъём отнимают от броска, кроме самого шага, ещё %d.", "Swamp, ford, climb: %d more steps beyond the step itself."},
	"stalker.penalties":           {"%d штрафных очка — и сталкер выбывает.", "%d penalty points put a stalker out."},
	"stalker.galosh":              {"В институте можно взять галошу.", "The institute gives a galosh."},
}

// exampleFor is exampleOrder for a seat of a running campaign, read from
// the state the current round starts from.
func (r *Referee) exampleFor(tx *store.Tx, c *store.Campaign, seat int, lang string) string {
	g, err := r.restore(tx, c, c.Round-1)
	if err != nil {
		return pick(lang, "иду налево", "go west")
	}
	return exampleOrder(g, seat, lang)
}

// exampleSection shows, in a letter that starts the game without the
// invitation's sample mail (the duel by mail), an order the seat's first
// turn accepts.
func exampleSection(g Game, seat int, lang string) string {
	return pick(lang, "\n\nПример приказа на первый ход (под строкой с кодом):\n\n  ", "\n\nAn order for the first turn (below the code line):\n\n  ") +
		exampleOrder(g, seat, lang)
}
