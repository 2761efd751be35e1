package campaign

import (
	"fmt"

	"labyrinth/engine"
	"labyrinth/engine/narrate"
	"labyrinth/pbem/store"
)

// turnsLeft counts turns to sit out: «1 ход», «2 хода», «5 ходов»;
// "1 turn", "2 turns".
func turnsLeft(lang string, n int) string {
	return narrate.Count(engine.Lang(lang), narrate.NounTurn, n)
}

// roundSpan names rounds a to b: «ход 3», «ходы 3–4»; "round 3",
// "rounds 3–4".
func roundSpan(lang string, a, b int) string {
	if a == b {
		return tr(lang, narrate.KeyMailRound, "n", a)
	}
	return tr(lang, narrate.KeyMailRounds, "a", a, "b", b)
}

// tr is the letters' sentence k in lang ("ru" or "en") for a man or for
// whoever the sentence need not agree with; vars are name, value, … and
// fill the sentence's {name} placeholders.
func tr(lang string, k narrate.Key, vars ...any) string {
	return trg(lang, engine.GenderMasculine, k, vars...)
}

// trg is the letters' sentence k in lang, agreeing in Russian with
// gender g.
func trg(lang string, g engine.Gender, k narrate.Key, vars ...any) string {
	vs := make([]string, len(vars))
	for i, v := range vars {
		vs[i] = fmt.Sprint(v)
	}
	return narrate.Text(k, engine.Lang(lang), g, vs...)
}

// genderOf is the grammatical gender of the player in seat p: the one the
// host gave a replacement (replace … f), else the campaign file's
// (masculine when it says nothing or cannot be read).
func genderOf(c *store.Campaign, p *store.Player) engine.Gender {
	if g, ok := rosterGender(p); ok {
		return g
	}
	cfg, err := campaignConfig(c)
	if err != nil || p.Seat < 0 || p.Seat >= len(cfg.Players) {
		return engine.GenderMasculine
	}
	return cfg.Players[p.Seat].Gender
}

// rosterGender is the gender stored with a replacement's seat, if any.
func rosterGender(p *store.Player) (engine.Gender, bool) {
	if p == nil || p.Gender == "" {
		return engine.GenderMasculine, false
	}
	g, err := engine.ParseGender(p.Gender)
	return g, err == nil
}
