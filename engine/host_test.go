package engine

import (
	"strings"
	"testing"

	"labyrinth/dsl/rules"
)

// TestHostMapLanguage: the host's legend of players speaks the host's
// language (the reveal of a Russian campaign is all in Russian).
func TestHostMapLanguage(t *testing.T) {
	m := box(t, rules.FamilyBase, duel3...)
	g, err := NewGame(m, Setup{Players: make([]PlayerSetup, 2), Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	ru, en := g.RevealIn("ru"), g.RevealIn("en")
	for _, w := range []string{"grenades", "bullets", "not placed", "floor "} {
		if strings.Contains(ru, w) {
			t.Errorf("the Russian host map says %q:\n%s", w, ru)
		}
	}
	if !strings.Contains(ru, "гранат") && !strings.Contains(ru, "не расставлен") {
		t.Errorf("the Russian host map has no Russian legend:\n%s", ru)
	}
	if en != g.Reveal() {
		t.Errorf("Reveal is not RevealIn(\"en\")")
	}
}
