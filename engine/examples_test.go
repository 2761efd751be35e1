package engine_test

import (
	"testing"

	"labyrinth/dsl"
	"labyrinth/engine"
	"labyrinth/engine/bot"
	"labyrinth/examples"
	"labyrinth/internal/testlong"
)

// Every embedded example is played to the end (or to a round cap) by bots
// under its own rules: no refusal loops, no internal errors, replayable.
func TestExamplesPlay(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Read(name)
			if err != nil {
				t.Fatal(err)
			}
			m, diags := dsl.Compile(name, src)
			if diags.HasErrors() || m == nil {
				// Every example must compile: a compiler regression is a
				// failure here too, never a skip.
				t.Fatalf("%s does not compile: %v", name, diags)
			}
			for seed := int64(1); seed <= testlong.Pick(int64(1), 3); seed++ {
				n := 3
				if m.Rules.MaxPlayers > 0 {
					n = min(n, m.Rules.MaxPlayers)
				}
				n = max(n, m.Rules.MinPlayers)
				g, turns := playLogged(t, m, setup(m.Rules.Family, n, seed), "explorer", func(g *engine.Game, st bot.Step) { checkStep(t, g, st) })
				r, err := engine.NewGame(m, setup(m.Rules.Family, n, seed))
				if err != nil {
					t.Fatal(err)
				}
				for i, turn := range turns {
					if _, err := r.Apply(turn); err != nil {
						t.Fatalf("seed %d: replay turn %d: %v", seed, i, err)
					}
				}
				if r.Hash() != g.Hash() {
					t.Fatalf("seed %d: the replay differs", seed)
				}
				t.Logf("seed %d: %d rounds, winners %v", seed, g.Round(), g.Winners())
			}
		})
	}
}
