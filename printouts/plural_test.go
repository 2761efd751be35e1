package printouts

import (
	"strconv"
	"strings"
	"testing"

	"labyrinth/dsl/rules"
	"labyrinth/engine/narrate"
)

// TestRuleWordsCounted: a rule card says a number as a host would, «Река
// сносит игрока на 2 клетки за ход», «Больше 1 мины не унести», never «…
// на клеток: 2»: every numeric option with a sentence of its own says its
// number with the noun in the form the number takes.
func TestRuleWordsCounted(t *testing.T) {
	said := 0
	for _, lang := range []Lang{LangRU, LangEN} {
		k := &kit{r: &resolved{Options: Options{Lang: lang}}}
		for _, ki := range rules.Keys() {
			if ki.Type != "int" || !narrate.Known("kit.rule."+ki.Key) {
				continue
			}
			for _, n := range []int{1, 2, 5, 21} {
				v := strconv.Itoa(n)
				if narrate.Known("kit.rule." + ki.Key + "=" + v) {
					continue // a special value, said in words of its own
				}
				s, ok := k.ruleSentence(ki, v)
				if !ok || s == "" {
					t.Errorf("%s=%d (%s): no sentence", ki.Key, n, lang)
					continue
				}
				said++
				if strings.ContainsAny(s, "{}%") || strings.Contains(s, ": "+v) || !strings.Contains(s, v+" ") {
					t.Errorf("%s=%d (%s): %q does not say its number with a noun", ki.Key, n, lang, s)
				}
			}
		}
		for _, tc := range []struct {
			key, v, want string
		}{
			{"limit.mines", "1", map[Lang]string{LangRU: "Больше 1 мины не унести.", LangEN: "No one carries more than 1 mine."}[lang]},
			{"limit.mines", "5", map[Lang]string{LangRU: "Больше 5 мин не унести.", LangEN: "No one carries more than 5 mines."}[lang]},
			{"river.drift", "2", map[Lang]string{LangRU: "Река сносит игрока на 2 клетки за ход.", LangEN: "A river carries a player 2 cells downstream a turn."}[lang]},
		} {
			var ki rules.KeyInfo
			for _, x := range rules.Keys() {
				if x.Key == tc.key {
					ki = x
				}
			}
			if got, _ := k.ruleSentence(ki, tc.v); got != tc.want {
				t.Errorf("%s=%s (%s): %q, want %q", tc.key, tc.v, lang, got, tc.want)
			}
		}
	}
	if said < 40 {
		t.Errorf("only %d counted sentences said", said)
	}
}
