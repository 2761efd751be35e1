package campaign_test

import (
	"strings"
	"testing"

	"labyrinth/engine"
	"labyrinth/pbem/campaign"
)

// A wrong order is told in the letter as the terminal tells it: a refusal
// is «Так нельзя», an incomplete order a question, only an unreadable one
// «Не понял»; each keeps its line and column, and no rule ID shows.
func TestOrderErrorsSaid(t *testing.T) {
	m, g := millGame(t)
	oc := campaign.OrderContext{Maze: m, Expect: g.Expect(engine.PlayerID(0))}
	for _, tc := range []struct{ lang, text, want string }{
		{"ru", "стреляю в себя", "строка 1, позиция 11: Так нельзя: в себя стрелять нельзя"},
		{"ru", "прыг-скок", "строка 1, позиция 1: Не понял: непонятное слово «прыг»"},
		{"ru", "стреляю", "строка 1, позиция 1: Стреляю — куда?"},
		{"en", "shoot myself", "line 1, column 7: Not allowed: you cannot shoot yourself"},
	} {
		_, err := campaign.RulesOrders{}.Parse(tc.text, tc.lang, oc)
		if err == nil {
			t.Errorf("%q: no error", tc.text)
			continue
		}
		if s := err.Error(); !strings.Contains(s, tc.want) || strings.Contains(s, "[") {
			t.Errorf("%q: %q, want %q and no rule ID", tc.text, s, tc.want)
		}
	}
}
