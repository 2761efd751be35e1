package campaign

import (
	"slices"
	"strings"
	"testing"

	"labyrinth/dsl/rules"
	"labyrinth/engine"
	"labyrinth/engine/narrate"
)

// TestCardNumbersAgree: a number on the rule card agrees with its noun
// («просиди 1 ход», «3 хода», «5 ходов»; «на 1 клетку»), never «1 ходов».
func TestCardNumbersAgree(t *testing.T) {
	for _, tc := range []struct{ key, v, lang, want string }{
		{"jump.sit", "1", "ru", "просиди 1 ход и прыгай"},
		{"jump.sit", "3", "ru", "просиди 3 хода и прыгай"},
		{"mine.skip", "5", "ru", "На мине пропускаешь 5 ходов."},
		{"swamp.skip", "1", "en", "In a swamp you lose a turn."},
		{"swamp.skip", "2", "en", "In a swamp you lose 2 turns."},
		{"limit.mines", "1", "ru", "Больше 1 мины не унести."},
		{"limit.mines", "5", "ru", "Больше 5 мин не унести."},
		{"limit.mines", "1", "en", "more than 1 mine."},
		{"move.bumps", "2", "ru", "до 2 раз."}, {"move.bumps", "21", "ru", "до 21 раза."},
		{"stalker.penalties", "5", "ru", "Набравший 5 штрафных очков сталкер выбывает."},
		{"boomerang.range", "1", "ru", "не дальше чем на 1 клетку;"},
		{"river.drift", "2", "en", "A river carries a player 2 cells downstream a turn."},
	} {
		got := cardLine(rules.KeyInfo{Key: tc.key, Type: "int"}, tc.v, tc.lang)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s=%s (%s): %q, want %q in it", tc.key, tc.v, tc.lang, got, tc.want)
		}
	}
}

// TestCardSilentNamesOptions: the values the rule card leaves unsaid are
// real values of real options, and the card says nothing for them.
func TestCardSilentNamesOptions(t *testing.T) {
	for kv := range cardSilent {
		key, v, _ := strings.Cut(kv, "=")
		found := false
		for _, ki := range rules.Keys() {
			if ki.Key != key {
				continue
			}
			found = true
			if ki.Type == "enum" && !slices.Contains(ki.Values, v) || ki.Type == "bool" && v != "yes" {
				t.Errorf("%s: %q is not a value of %s", kv, v, key)
			}
			if s := cardLine(ki, v, "ru"); s != "" {
				t.Errorf("%s: the card says %q", kv, s)
			}
		}
		if !found {
			t.Errorf("%s: no option %q", kv, key)
		}
	}
}

// TestCardSharesTheKitsLines: an option the mail card has no line of its
// own for is said by the paper kit's sentence, so the two cards cannot
// drift apart (a killed player's turns, V21; the limits).
func TestCardSharesTheKitsLines(t *testing.T) {
	for _, tc := range []struct{ key, typ, v, kit string }{
		{"wound", "enum", "killed/3", "kit.rule.wound=killed"},
		{"limit.grenades", "int", "4", "kit.rule.limit.grenades"},
		{"win", "enum", "one", "kit.rule.win=one"},
	} {
		n := 3
		if tc.typ == "int" {
			n = 4
		}
		kitKey, _ := narrate.Lookup(tc.kit)
		want := narrate.Counted(kitKey, engine.LangRussian, engine.GenderMasculine, n)
		if got := cardLine(rules.KeyInfo{Key: tc.key, Type: tc.typ}, tc.v, "ru"); got != want || got == "" {
			t.Errorf("%s=%s: the mail card says %q, the kit %q", tc.key, tc.v, got, want)
		}
	}
}
