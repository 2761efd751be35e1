package printouts

import (
	"fmt"
	"strconv"
	"strings"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// The rule card: the rules in force, generated from the option registry of
// package rules (every key, its value and its rule IDs), the words for
// orders and the host's answers, in the kit's language.

func (k *kit) ruleCard() {
	o := &k.m.Rules
	f := k.newFlow(PartRules, "rules", "", false)
	f.need(20)
	fam := k.familyName()
	f.heading(k.t(narrate.KeyKitRulesTitle, "rules", fmt.Sprint(fam)), 6)
	f.paragraph(k.w("family.about."+string(o.Family)), FontRegular, bodyPt)
	f.y += 1
	f.paragraph(k.announce(), FontBold, bodyPt)
	f.y += 2

	f.heading(k.t(narrate.KeyKitRulesInForce), 8)
	var rows [][]string
	for _, line := range k.ruleLines() {
		rows = append(rows, []string{line.text, strings.Join(line.rules, ", ")})
	}
	f.table(nil, []float64{8, 2}, rows, cardPt)
	f.y += 3

	f.sideBySide(func(f *flow) {
		f.heading(k.t(narrate.KeyKitRulesOrders), 8)
		f.table([]string{k.t(narrate.KeyKitColAction), k.t(narrate.KeyKitColSay)}, []float64{3, 7}, k.orderRows(), cardPt)
		f.y += 3
	}, func(f *flow) {
		f.heading(k.t(narrate.KeyKitRulesAnswers), 8)
		f.table([]string{k.t(narrate.KeyKitColWhen), k.t(narrate.KeyKitColAnswer)}, []float64{4, 6}, k.answerRows(), cardPt)
	})
	if o.Family == rules.FamilyStalker {
		k.stalkerTraps(f)
	}
}

// stalkerTraps is the Stalker card's table of the traps (S5–S7): what
// each does and what a nut finds of it, the seed's own list.
func (k *kit) stalkerTraps(f *flow) {
	f.y += 3
	f.heading(k.t(narrate.KeyKitCardStalkerTraps), 8)
	var rows [][]string
	for _, t := range []string{"web", "jelly", "cabbage", "bald-spot", "meat-grinder"} {
		rows = append(rows, []string{k.w("card.trap." + t), k.w("card.trap." + t + ".does"), k.w("card.trap." + t + ".nut")})
	}
	f.table([]string{k.t(narrate.KeyKitCardColTrap), k.t(narrate.KeyKitCardColDoes), k.t(narrate.KeyKitCardColNut)}, []float64{4, 3.5, 2.5}, rows, cardPt)
	f.y += 2
	f.paragraph(k.t(narrate.KeyKitCardStalkerRest), FontRegular, bodyPt)
}

type ruleLine struct {
	key   string
	text  string
	rules []string
}

// cardPt is the rule card's type size: small enough that a preset's card fits
// one page.
const cardPt = 7.6

// ruleLines turns every option that matters for this maze into a sentence.
// An option with no sentence of its own is printed from its doc tag.
func (k *kit) ruleLines() []ruleLine {
	o := &k.m.Rules
	stalker := o.Family == rules.FamilyStalker
	rivers := false
	for fi := range k.m.Floors {
		for _, c := range k.m.Floors[fi].Cells {
			rivers = rivers || c.Kind == maze.CellRiver
		}
	}
	has := map[maze.CellKind]bool{}
	for fi := range k.m.Floors {
		for _, c := range k.m.Floors[fi].Cells {
			has[c.Kind] = true
		}
	}
	weapons := o.Kit.Bullets > 0 || o.Dagger || o.Boomerang > 0 || o.Bear != rules.BearNone || o.Minotaur || o.BlastKills
	// needs says what must be in the game for an option to matter.
	needs := map[string]bool{
		"arsenal.":           has[maze.CellArsenal],
		"limit.":             has[maze.CellArsenal],
		"blast.":             o.Kit.Grenades > 0,
		"shot":               o.Kit.Bullets > 0,
		"wound":              weapons,
		"loot":               weapons,
		"mine.skip":          has[maze.CellMine] || o.PlayerMines,
		"trap.skip":          has[maze.CellTrap],
		"swamp.skip":         has[maze.CellSwamp],
		"puddle":             has[maze.CellPuddle],
		"hole.bump-advances": has[maze.CellHole],
		"hospital.random":    has[maze.CellHospital],
		"duel.items":         has[maze.CellCrossbow] || has[maze.CellCrutch],
		"tell.pit":           has[maze.CellPit],
		"tell.wounds":        weapons,
		"tell.blown-wall":    o.Kit.Grenades > 0,
	}
	var out []ruleLine
	for _, ki := range rules.Keys() {
		key := ki.Key
		skip := false
		for prefix, ok := range needs {
			if strings.HasPrefix(key, prefix) && !ok {
				skip = true
			}
		}
		if skip {
			continue
		}
		if key == "preset" || strings.HasPrefix(key, "players.") {
			continue
		}
		isStalkerKey := strings.HasPrefix(key, "stalker.")
		if stalker && !isStalkerKey && !stalkerKeys[key] || !stalker && isStalkerKey {
			continue
		}
		if strings.HasPrefix(key, "river.") && !rivers {
			continue
		}
		if key == "wound.turns" && woundSaysTurns(o.Wound) {
			continue // said by the wound's own sentence
		}
		if key == "tell.exit-empty" && !o.LeaveEmpty {
			continue // nobody steps out without a treasure to be told of (B15)
		}
		v, _ := o.Get(key)
		if stalker && key == "start" {
			// «Каждый участник начинает игру от выбранного им входа» (S2).
			out = append(out, ruleLine{key: key, text: k.t(narrate.KeyKitRuleStalkerStart), rules: []string{"S2"}})
			continue
		}
		text, ok := k.ruleSentence(ki, v)
		if !ok || text == "" {
			continue
		}
		out = append(out, ruleLine{key: key, text: text, rules: ki.Rules})
	}
	return out
}

// stalkerKeys are the general options that still matter in Stalker.
var stalkerKeys = map[string]bool{"start": true, "turn": true}

// ruleSentence says one option's value. Booleans say something only when
// on (or when their "no" has a sentence), numbers only when not zero (or
// when their zero has one), enums always.
func (k *kit) ruleSentence(ki rules.KeyInfo, v string) (string, bool) {
	if ki.Key == "stalker.terrain" && v == "0" {
		v = "1" // 0 means one step more (rules.Options.TerrainSteps), S8
	}
	lookup := func(key string) (string, bool) {
		k2, ok := narrate.Lookup("kit.rule." + key)
		if !ok {
			return "", false
		}
		n, _ := strconv.Atoi(v)
		if ki.Key == "wound" {
			n = max(k.m.Rules.WoundTurns, 1) // «выбывает на 3 хода» (V21)
		}
		outer := strings.TrimSuffix(k.t(narrate.KeyOuterWall), ".")
		vars := []string{"said", outer}
		if ki.Key == "turn" {
			vars = append(vars, "actions", k.actions())
		}
		return narrate.Counted(k2, k.lang(), engine.GenderMasculine, n, vars...), true
	}
	switch ki.Type {
	case "bool":
		if s, ok := lookup(ki.Key + "=" + v); ok {
			return s, true
		}
		if v != "yes" {
			return "", false
		}
		if s, ok := lookup(ki.Key); ok {
			return s, true
		}
	case "int":
		if s, ok := lookup(ki.Key + "=" + v); ok {
			return s, true
		}
		if v == "0" {
			return "", false
		}
		if s, ok := lookup(ki.Key); ok {
			return s, true
		}
	case "enum":
		if s, ok := lookup(ki.Key + "=" + v); ok {
			return s, true
		}
	}
	if v == "no" || v == "0" || v == "none" {
		return "", false
	}
	return ki.Doc + ": " + v, true
}

// actions lists what a turn's one action may be in this game: a move, a
// blast and a shot only where the kit has grenades and bullets (the duel
// has no shot, D2), a skip.
func (k *kit) actions() string {
	o := &k.m.Rules
	ws := []string{k.t(narrate.KeyKitActionMove)}
	if o.Kit.Grenades > 0 {
		ws = append(ws, k.t(narrate.KeyKitActionBlast))
	}
	if o.Kit.Bullets > 0 {
		ws = append(ws, k.t(narrate.KeyKitActionShot))
	}
	if o.Dagger {
		ws = append(ws, k.t(narrate.KeyKitActionStab))
	}
	return k.orList(append(ws, k.t(narrate.KeyKitActionSkip)))
}

func (k *kit) orderRows() [][]string {
	o := &k.m.Rules
	var rows [][]string
	add := func(key string) {
		rows = append(rows, []string{k.w("order." + key), k.w("order." + key + ".say")})
	}
	if o.Family == rules.FamilyStalker {
		add("stalker.move")
		add("stalker.nut")
		add("skip")
		return rows
	}
	add("move")
	if len(k.m.Floors) > 1 || len(k.m.Stairs) > 0 {
		add("stairs")
	}
	if o.Kit.Grenades > 0 {
		add("blast")
	}
	if o.Kit.Bullets > 0 {
		if o.Shot == rules.ShotCell {
			add("shoot.cell")
		} else {
			add("shoot")
		}
	}
	if o.Dagger {
		add("dagger")
	}
	if o.Kick {
		add("kick")
	}
	if o.Bricks {
		add("brick")
	}
	if o.Cement {
		add("cement")
	}
	if o.Boomerang > 0 {
		add("boomerang")
	}
	if o.PlayerMines {
		add("mine")
	}
	if o.JumpSit > 0 {
		add("sit")
		add("jump")
	}
	add("take")
	if o.DropTreasure {
		add("drop")
	} else {
		add("swap")
	}
	if o.ArsenalTake {
		add("arsenal")
	}
	if o.Loot {
		add("loot")
	}
	add("skip")
	return rows
}

func (k *kit) answerRows() [][]string {
	o := &k.m.Rules
	has := map[maze.CellKind]bool{}
	for fi := range k.m.Floors {
		for _, c := range k.m.Floors[fi].Cells {
			has[c.Kind] = true
		}
	}
	var rows [][]string
	add := func(key string) {
		when := k.w("answer." + key)
		if key == "hospital" {
			when = narrate.CellWord(maze.CellHospital, o.Family, k.lang()) // MIET: «лечебница» (I2)
		}
		says, _ := narrate.Lookup("kit.answer." + key + ".says")
		rows = append(rows, []string{when, k.t(says, "said", k.answerSaid(key))})
	}
	if o.Family == rules.FamilyStalker {
		add("nut")
		add("trap")
		return rows
	}
	add("wall")
	if o.TellOuterWall {
		add("outer")
	}
	add("go")
	if has[maze.CellHole] || has[maze.CellFakeHole] {
		add("hole")
	}
	if has[maze.CellPit] {
		add("pit")
	}
	if has[maze.CellPitExit] && k.duel() {
		add("pit-exit")
	}
	if has[maze.CellTrap] {
		add("trap-cell")
	}
	if has[maze.CellCrossbow] {
		add("crossbow")
	}
	if has[maze.CellCrutch] {
		add("crutch")
	}
	if has[maze.CellHospital] {
		add("hospital")
	}
	if has[maze.CellSwamp] {
		add("swamp")
	}
	if has[maze.CellPuddle] {
		add("puddle")
	}
	if o.Minotaur {
		add("minotaur.sees")
		add("minotaur.trail")
	}
	// The creatures of C15, as the maze has them.
	cks := map[maze.CreatureKind]bool{}
	for _, cr := range k.m.Creatures {
		cks[cr.Kind] = true
	}
	if cks[maze.CreaturePirate] {
		add("pirate")
	}
	if cks[maze.CreatureGivi] {
		add("givi")
	}
	if cks[maze.CreatureCow] || cks[maze.CreatureMirror] {
		add("eyes")
	}
	if o.Kit.Bullets > 0 && cks[maze.CreatureCow] {
		add("cow")
	}
	if o.Kit.Bullets > 0 && cks[maze.CreatureMirror] {
		add("mirror")
	}
	if has[maze.CellArsenal] {
		add("arsenal")
	}
	if has[maze.CellMine] {
		add("mine")
	}
	if has[maze.CellRiver] {
		add("river")
	}
	if len(k.m.Treasures) > 0 {
		add("treasure")
	}
	if o.Kit.Bullets > 0 || o.Dagger {
		add("hit")
		add("miss")
	}
	if !o.LeaveEmpty {
		add("cannot-leave") // «Выход. Без клада выйти нельзя.» (B15)
	}
	add("leave")
	add("win")
	return rows
}

// answerSaid is the host's own sentence an answer row quotes ({said}), by
// the row's name: the card says what the host of a game says, in the
// family's words (V11 «Иди налево», «Иди. Ложный клад»), with the rules'
// numbers («пропускаешь 3 хода»).
func (k *kit) answerSaid(row string) string {
	o := &k.m.Rules
	l := k.lang()
	vmk := o.Family == rules.FamilyVMK
	turns := func(n int) string { return narrate.Count(l, narrate.NounTurn, max(n, 1)) }
	cell := func(c maze.CellKind) string {
		return upperFirst(k.t(narrate.KeyCellSentence, "cell", narrate.CellWord(c, o.Family, l)))
	}
	var s string
	switch row {
	case "wall":
		s = k.t(narrate.KeyWall)
		if vmk {
			s = upperFirst(k.t(narrate.KeyWallSide, "where", k.t(narrate.KeyWhereNorth)))
		}
	case "go":
		s = k.t(narrate.KeyMoved)
		if vmk {
			s = k.t(narrate.KeyGo, "dir", k.t(narrate.KeyToWest))
		}
	case "arsenal":
		s = k.t(narrate.KeyArsenal)
		if vmk {
			s = k.t(narrate.KeyArsenalAsk)
		}
	case "leave":
		s = k.t(narrate.KeyLeftFalse)
		if vmk {
			s = k.t(narrate.KeyLeftFalseVMK)
		}
	case "win":
		s = k.t(narrate.KeyLeftTrue)
		if vmk {
			s = k.t(narrate.KeyLeftTrueVMK)
		}
	case "mine":
		s = k.t(narrate.KeyMine, "turns", turns(o.MineSkip))
	case "trap-cell":
		s = k.t(narrate.KeyTrap, "turns", turns(o.TrapSkip))
	case "swamp":
		s = k.t(narrate.KeySwamp, "turns", turns(o.SwampSkip))
	case "river":
		s = cell(maze.CellRiver)
	case "hospital":
		s = cell(maze.CellHospital)
	case "pit-exit":
		s = k.t(narrate.KeyPitExitNumbered, "n", "2")
	case "hit":
		// A player's name, not a letter: X is the true treasure's sign.
		s = k.t(narrate.KeyWoundedOther, "name", narrate.Seats(2, l)[1].Name)
	case "cannot-leave":
		s = k.t(narrate.KeyCannotLeave)
	default:
		a, ok := answerKeys[row]
		if !ok {
			return ""
		}
		s = k.t(a.key, "where", k.t(a.where))
	}
	return strings.TrimSuffix(s, ".")
}

// answerKeys are the sentences quoted as they are, by the row's name.
var answerKeys = map[string]struct {
	key, where narrate.Key // where: the side the sentence names, if it names one
}{
	"outer":          {key: narrate.KeyOuterWall},
	"hole":           {key: narrate.KeyHole},
	"pit":            {key: narrate.KeyPitSelf},
	"crossbow":       {key: narrate.KeyCrossbow},
	"crutch":         {key: narrate.KeyCrutch},
	"treasure":       {key: narrate.KeyTreasureHere},
	"miss":           {key: narrate.KeyMiss},
	"puddle":         {key: narrate.KeyPuddle},
	"minotaur.sees":  {key: narrate.KeyReasonMinotaurSaw},
	"minotaur.trail": {key: narrate.KeyReasonMinotaurTrail},
	"pirate":         {key: narrate.KeyReasonPirate},
	"givi":           {key: narrate.KeyReasonGivi},
	"eyes":           {key: narrate.KeyEyes, where: narrate.KeyWhereEast},
	"cow":            {key: narrate.KeyReasonCow},
	"mirror":         {key: narrate.KeyReasonMirror},
}

// woundSaysTurns tells whether the sentence of a wound mode says how many
// turns a killed player is out, so that wound.turns needs no line of its
// own (V21: «Убитый выбывает на 3 хода и теряет право на клад»).
func woundSaysTurns(w rules.WoundMode) bool {
	return w == rules.WoundKilled || w == rules.WoundRespawn
}
