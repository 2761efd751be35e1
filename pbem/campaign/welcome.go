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
	return plainOrder(lang)
}

// plainOrder is the example order when the game cannot propose one: a
// move to the left, as the order language writes it.
func plainOrder(lang string) string {
	return order.Options{}.Format([]engine.Action{{Kind: engine.ActMove, Dir: maze.West}}, order.Lang(lang))
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
		if e.Kind() == engine.EvRefused && e.Player == p {
			return false
		}
	}
	return true
}

// ruleCardText is the rule card of the invitation: every option of the
// rules in force that matters on this maze, one line each with its rule
// IDs. It reads the option registry of package rules (rules.Keys), so a
// new option appears here by its doc tag until it gets words of its own in
// the catalogue ("card." keys, engine/narrate/catalogue_card.go).
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
		if k == "wound.turns" && woundSaysTurns(o.Wound) {
			continue // said by the wound's own line
		}
		v, _ := o.Get(k)
		if k == "wound" {
			v += "/" + strconv.Itoa(max(o.WoundTurns, 1)) // «выбывает на 3 хода» (V21)
		}
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
	return "\n\n" + narrate.Text(narrate.KeyCardHeading, engine.Lang(lang), engine.GenderMasculine) + "\n" + strings.Join(lines, "\n")
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

// cardLine says one option's value, or nothing when the option is off:
// the catalogue's line "card.key=value" for an enum or a special value,
// else "card.key" for a boolean that is on or a number, its number said
// with its noun, else the paper kit's sentence ("kit.rule.key=value",
// "kit.rule.key"); an option without a line is said by its doc tag.
func cardLine(ki rules.KeyInfo, v, lang string) string {
	l := engine.Lang(lang)
	n, _ := strconv.Atoi(v)
	if mode, turns, ok := strings.Cut(v, "/"); ok { // the wound mode and wound.turns
		v = mode
		n, _ = strconv.Atoi(turns)
	}
	// said is the host's answer at the outer wall, which the card quotes.
	said := strings.TrimSuffix(narrate.Text(narrate.KeyOuterWall, l, engine.GenderMasculine), ".")
	if k, ok := narrate.Lookup("card." + ki.Key + "=" + v); ok {
		return narrate.Counted(k, l, engine.GenderMasculine, n, "said", said)
	}
	if cardSilent[ki.Key+"="+v] || v == "no" || v == "0" || v == "" || v == "none" {
		return ""
	}
	// The mail card's own line, else the paper kit's (one sentence for
	// both cards where it need not speak to «ты»).
	for _, name := range []string{"card." + ki.Key, "kit.rule." + ki.Key + "=" + v, "kit.rule." + ki.Key} {
		if k, ok := narrate.Lookup(name); ok {
			return narrate.Counted(k, l, engine.GenderMasculine, n, "said", said)
		}
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

// cardSilent are the values the card leaves unsaid: they are how rivers
// behave unless told otherwise.
var cardSilent = map[string]bool{"river.flow=any": true, "river.touch=yes": true}

// exampleFor is exampleOrder for a seat of a running campaign, read from
// the state the current round starts from.
func (r *Referee) exampleFor(tx *store.Tx, c *store.Campaign, seat int, lang string) string {
	g, err := r.restore(tx, c, c.Round-1)
	if err != nil {
		return plainOrder(lang)
	}
	return exampleOrder(g, seat, lang)
}

// exampleSection shows, in a letter that starts the game without the
// invitation's sample mail (the duel by mail), an order the seat's first
// turn accepts.
func exampleSection(g Game, seat int, lang string) string {
	return "\n\n" + narrate.Text(narrate.KeyCardExample, engine.Lang(lang), engine.GenderMasculine) + "\n\n  " + exampleOrder(g, seat, lang)
}

// woundSaysTurns tells whether the line of a wound mode says how many
// turns a killed player is out, so that wound.turns needs no line of its
// own (V21: «Убитый выбывает на 3 хода и теряет право на клад»).
func woundSaysTurns(w rules.WoundMode) bool {
	return w == rules.WoundKilled || w == rules.WoundRespawn
}
