package order

import (
	"strings"
	"testing"

	"labyrinth/dsl/maze"
	"labyrinth/dsl/rules"
	"labyrinth/engine"
)

// TestHelpParses: every order the help offers under a preset is one the
// parser accepts under the same rules, and none it refuses is offered
// (V12 sitting, V23 bricks, V7 arsenals are offered only where they exist).
func TestHelpParses(t *testing.T) {
	for _, fam := range rules.Families() {
		o := rules.MustPreset(fam)
		for _, lang := range []Lang{Russian, English} {
			for _, floors := range []bool{false, true} {
				lines := Help(&o, floors, lang)
				if len(lines) < 3 {
					t.Errorf("%s/%s: only %v", fam, lang, lines)
				}
				for _, l := range lines {
					for _, part := range strings.Split(l, " / ") {
						opts := Options{Rules: &o, Floors: floors, Actions: 1}
						if o.Family == rules.FamilyStalker {
							opts.Steps = 6
						}
						if _, err := Parse(part, opts); err != nil {
							t.Errorf("%s/%s floors=%v: help offers %q, which is refused: %v", fam, lang, floors, part, err)
						}
					}
				}
			}
		}
	}
	base := rules.MustPreset(rules.FamilyBase)
	vmk := rules.MustPreset(rules.FamilyVMK)
	has := func(o rules.Options, s string) bool {
		return strings.Contains(strings.Join(Help(&o, false, Russian), "; "), s)
	}
	for _, c := range []struct {
		rule string
		o    rules.Options
		word string
		want bool
	}{
		{"V12", base, "сижу", false}, {"V12", vmk, "сижу", true},
		{"V23", base, "кирпич", false}, {"V23", vmk, "кирпич", true},
		{"V11", base, "если стена", false}, {"V11", vmk, "если стена", true},
	} {
		if has(c.o, c.word) != c.want {
			t.Errorf("%s: %s offers %q: %v, want %v", c.rule, c.o.Family, c.word, !c.want, c.want)
		}
	}
}

// Help and explanations say a wall's side in full ("blow up the wall to
// the left"); the order as written back stays short ("… left").
func TestHelpWallSide(t *testing.T) {
	o := rules.MustPreset(rules.FamilyBase)
	help := strings.Join(Help(&o, false, English), "; ")
	if !strings.Contains(help, "blow up the wall to the left") {
		t.Errorf("English help: %s", help)
	}
	blow := []engine.Action{{Kind: engine.ActBlow, Dir: maze.West}}
	if got, want := Explain(blow, English), "1. Blow up the wall to the left (uses a grenade)."; got != want {
		t.Errorf("Explain = %q, want %q", got, want)
	}
	if got := (Options{Rules: &o}).Format(blow, English); got != "blow up the wall left" {
		t.Errorf("Format = %q, want the short side", got)
	}
}
