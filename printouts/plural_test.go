package printouts

import (
	"fmt"
	"strings"
	"testing"
)

func TestPlural(t *testing.T) {
	ru := &kit{r: &resolved{Options: Options{Lang: LangRU}}}
	en := &kit{r: &resolved{Options: Options{Lang: LangEN}}}
	for _, tt := range []struct {
		n      int
		ru, en string
	}{
		{1, "1 ход", "1 turn"}, {2, "2 хода", "2 turns"}, {4, "4 хода", "4 turns"}, {5, "5 ходов", "5 turns"},
		{11, "11 ходов", "11 turns"}, {12, "12 ходов", "12 turns"}, {21, "21 ход", "21 turns"},
		{22, "22 хода", "22 turns"}, {0, "0 ходов", "0 turns"}, {111, "111 ходов", "111 turns"},
	} {
		if got := ru.plural(fmt.Sprintf("%d {ход|хода|ходов}", tt.n), tt.n); got != tt.ru {
			t.Errorf("ru %d: %q, want %q", tt.n, got, tt.ru)
		}
		if got := en.plural(fmt.Sprintf("%d {turn|turns}", tt.n), tt.n); got != tt.en {
			t.Errorf("en %d: %q, want %q", tt.n, got, tt.en)
		}
	}
}

// TestRuleWordsCounted: a rule card says a number as a host would, «Река
// сносит игрока на 2 клетки за ход», never «… на клеток: 2».
func TestRuleWordsCounted(t *testing.T) {
	for key, w := range ruleWords {
		for lang, s := range w {
			if strings.Contains(s, ": %d") {
				t.Errorf("%s (%d): %q reads like a form, not a sentence", key, lang, s)
			}
			if !strings.Contains(s, "%d") {
				continue
			}
			forms := 3 - lang // Russian: one, few, many; English: one, other
			open, shut := strings.IndexByte(s, '{'), strings.IndexByte(s, '}')
			if open < 0 || shut < open || len(strings.Split(s[open+1:shut], "|")) != forms {
				t.Errorf("%s (%d): %q has no {…} with %d forms for its number", key, lang, s, forms)
			}
		}
	}
}
